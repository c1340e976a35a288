"""A match: seats, dealer rotation, match length, the hands played and undo. Qt-free.

The match deals each hand with its own seeded generator, records every action so that each
hand is a deal record, settles finished hands into running chip totals and passes the deal to
the left after every hand (also after a throw-in). A person may take back his own last card
while the hand is in progress, when the match allows it (only against computer players).
`restore` rebuilds a match from its finished hands' records and the hand in progress.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from solo_desktop.core import record as records
from solo_desktop.core.actions import split
from solo_desktop.core.game import Action, CarriesOver, Deal, Game, Outcome, Settlement
from solo_desktop.core.record import DealRecord
from solo_desktop.core.rules import HouseRules

DEFAULT_HANDS = 8
"""Match length of a game whose house rules have no `hands` rule."""


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a person (bot None) or a computer player of a bot level."""

    name: str
    bot: str | None = None

    @property
    def is_person(self) -> bool:
        """Whether a person plays this seat."""
        return self.bot is None


@dataclass(frozen=True)
class HandResult:
    """A finished hand: its number in the match, its record and its outcome.

    In a game whose hands pass something on (Progressive's pots, `CarriesOver`) the outcome's
    settlement includes what the match added, which is also kept apart in `carried_chips`.
    """

    number: int
    record: DealRecord
    outcome: Outcome
    carried_chips: tuple[int, ...] | None = None
    """The chips the match added to the hand's own settlement (None: nothing carries over)."""
    carried: object = None
    """What the hand passed on to the next (the pots after it)."""

    @property
    def dealer(self) -> int:
        """Who dealt the hand."""
        return self.record.dealer

    @property
    def chips(self) -> tuple[int, ...]:
        """The chips each seat won or lost."""
        return self.outcome.settlement.chips


class MatchOverError(RuntimeError):
    """A hand was asked of a match that has played all its hands."""


@dataclass
class Match:
    """A match of one game between people and computer players."""

    game: Game
    rules: HouseRules
    seats: Sequence[Seat]
    seed: int | None = None
    first_dealer: int = 0
    allow_undo: bool = True
    results: list[HandResult] = field(default_factory=list)
    _deal: Deal | None = field(default=None, init=False, repr=False)
    _states: list[Any] = field(default_factory=list, init=False, repr=False)
    _actions: list[Action] = field(default_factory=list, init=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.seats) not in self.game.player_counts:
            counts = " or ".join(str(n) for n in self.game.player_counts)
            raise ValueError(f"{self.game.id} is played by {counts} players")
        if self.seed is None:
            self.seed = random.SystemRandom().randrange(1 << 48)

    # -- match ---------------------------------------------------------------------------

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    @property
    def target(self) -> int | None:
        """The game points that win the match (house rule `target`), if it is played to one."""
        return self.rules.number("target") if "target" in self.rules else None

    @property
    def hands_total(self) -> int | None:
        """How many hands the match lasts (house rule `hands`); None for a match to a target."""
        if self.target is not None:
            return None
        if "hands" in self.rules:
            return self.rules.number("hands")
        return DEFAULT_HANDS

    @property
    def game_points(self) -> list[int]:
        """Per seat, the points won in the hands so far (the positive side of each settlement);
        a match to a target ends when a seat reaches it (Sixty-Six's Bummerl)."""
        won = [0] * self.players
        for result in self.results:
            for seat, chips in enumerate(result.chips):
                won[seat] += max(0, chips)
        return won

    def _finished(self) -> bool:
        target = self.target
        if target is not None:
            return max(self.game_points) >= target
        total = self.hands_total
        return total is not None and len(self.results) >= total

    @property
    def over(self) -> bool:
        """Whether the match has been played out."""
        return self._finished() and not self.in_hand

    @property
    def totals(self) -> list[int]:
        """Each seat's chips over the hands finished so far."""
        totals = [0] * self.players
        for result in self.results:
            for seat, chips in enumerate(result.chips):
                totals[seat] += chips
        return totals

    @property
    def next_dealer(self) -> int:
        """Who deals the next hand: the deal passes to the left after every hand."""
        return (self.first_dealer + len(self.results)) % self.players

    def hand_seed(self, number: int) -> int:
        """The seed of hand `number`: each hand's deal follows from the match seed alone, so a
        saved match resumes with the same deals it would have had."""
        assert self.seed is not None
        return self.seed * 1_000_003 + number

    @property
    def has_person(self) -> bool:
        """Whether a person plays in this match."""
        return any(s.is_person for s in self.seats)

    # -- the hand in progress ------------------------------------------------------------

    @property
    def in_hand(self) -> bool:
        """Whether a hand has been dealt and not yet finished."""
        return bool(self._states)

    @property
    def state(self) -> Any:
        """The state of the hand in progress."""
        if not self._states:
            raise RuntimeError("no hand in progress")
        return self._states[-1]

    @property
    def hand_number(self) -> int:
        """The number (from 1) of the hand in progress, or of the next one."""
        return len(self.results) + 1

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions of the hand in progress so far."""
        return tuple(self._actions)

    @property
    def dealer(self) -> int:
        """The dealer of the hand in progress (or the next one)."""
        return self._deal.dealer if self._deal is not None else self.next_dealer

    def record(self) -> DealRecord:
        """The hand in progress as a deal record."""
        if self._deal is None:
            raise RuntimeError("no hand in progress")
        return records.make(self.game, self.rules, self._deal, self._actions)

    def start_hand(self) -> Any:
        """Deal the next hand; returns its first state."""
        if self.in_hand:
            raise RuntimeError("the hand in progress is not finished")
        if self._finished():
            raise MatchOverError("the match is over")
        rng = random.Random(self.hand_seed(self.hand_number))
        self._deal = self.game.deal(self.rules, self.players, self.next_dealer, rng)
        self._states = [self.game.start(self.rules, self._deal)]
        self._actions = []
        return self.state

    def resume_hand(self, deal: Deal, actions: Sequence[Action]) -> Any:
        """Continue a hand from its deal and actions (raises IllegalActionError)."""
        state = self.game.start(self.rules, deal)
        states = [state]
        for action in actions:
            state = self.game.apply(state, action)
            states.append(state)
        self._deal, self._states, self._actions = deal, states, list(actions)
        return state

    def act(self, action: Action) -> Any:
        """Apply `action` by the seat to act; raises IllegalActionError and changes nothing."""
        state = self.game.apply(self.state, action)
        self._states.append(state)
        self._actions.append(action)
        return state

    @property
    def hand_over(self) -> bool:
        """Whether the hand in progress has ended (settled or thrown in)."""
        return self.in_hand and self.game.is_over(self.state)

    def finish_hand(self) -> HandResult:
        """Book the ended hand: its result joins the match and the deal passes on."""
        if not self.hand_over:
            raise RuntimeError("the hand is not over")
        result = self._book(self.hand_number, self.record(), self.game.outcome(self.state))
        self._deal = None
        self._states = []
        self._actions = []
        return result

    @property
    def carried(self) -> object:
        """What the hands so far pass on to the next (None in most games)."""
        return self.results[-1].carried if self.results else None

    def _book(self, number: int, record: DealRecord, outcome: Outcome) -> HandResult:
        """Add a finished hand to the results, with what carries over to it from the last."""
        result = HandResult(number, record, outcome)
        if isinstance(self.game, CarriesOver):
            extra, carried = self.game.carry(self.rules, self.players, self.carried, outcome)
            chips = tuple(a + b for a, b in zip(outcome.settlement.chips, extra, strict=True))
            booked = replace(outcome, settlement=Settlement(chips))
            result = HandResult(number, record, booked, extra, carried)
        self.results.append(result)
        return result

    # -- undo ----------------------------------------------------------------------------

    def _last_own_card(self, seat: int) -> int | None:
        """The index of `seat`'s last `play` in this hand, if undo may return to it."""
        if not (self.allow_undo and self.in_hand) or self.hand_over:
            return None
        if not self.seats[seat].is_person:
            return None
        if sum(s.is_person for s in self.seats) > 1:
            return None  # only against the computer: nobody else's play is taken back
        for i in range(len(self._actions) - 1, -1, -1):
            if self.game.to_act(self._states[i]) == seat:
                return i if split(self._actions[i])[0] == "play" else None
        return None

    def can_undo(self, seat: int) -> bool:
        """Whether `seat` (a person) may take back his last card now."""
        return self._last_own_card(seat) is not None

    def undo(self, seat: int) -> Any:
        """Take back `seat`'s last card and every action after it; returns the state."""
        i = self._last_own_card(seat)
        if i is None:
            raise RuntimeError("there is no card of yours to take back")
        del self._states[i + 1 :]
        del self._actions[i:]
        return self.state


def restore(
    game: Game,
    rules: HouseRules,
    seats: Sequence[Seat],
    seed: int,
    first_dealer: int,
    finished: Sequence[DealRecord],
    current: DealRecord | None,
    allow_undo: bool = True,
) -> Match:
    """A match rebuilt from saved records (raises RecordError, ReplayError or ValueError)."""
    match = Match(game, rules, seats, seed, first_dealer, allow_undo)
    for number, rec in enumerate(finished, start=1):
        replayed = records.replay(rec)
        if not game.is_over(replayed.final):
            raise ValueError(f"saved hand {number} is not finished")
        match._book(number, rec, game.outcome(replayed.final))
    if current is not None:
        match.resume_hand(current.deal(), current.actions)
        if match.hand_over:
            match.finish_hand()
    return match
