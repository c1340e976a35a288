"""Hand review: what the declarer's side could have made with every card known, next to what
happened, and the first card that changed the result.

`review(record)` replays a finished hand and, at every play decision, solves the position
with all hands open (the same adapters and solver as the search bots, `search.games` and
`solver`): would the declarer's side make its contract from here with perfect play by
everybody? The answer at the first lead is what could have been made; the first card after
which the answer changes is the turning point. With perfect play a card can only turn the
result against the side that played it, so the culprit is always on the losing side of the
change.

Games and contracts the solver does not model (Sixty-Six, Solo Whist's general misère, Solo
66's last-trick game) and hands without a declarer get no review (None).
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from itertools import pairwise

from solo_desktop.ai.search.determinize import Sample, constraints
from solo_desktop.ai.search.games import Frame, escape_values, frame
from solo_desktop.ai.solver import Budget, OutOfTime, Position, Solver
from solo_desktop.core import record as records
from solo_desktop.core.cards import CARD_POINTS, Mask, cards_of
from solo_desktop.core.game import Action, Game, Phase, Status
from solo_desktop.core.record import DealRecord

__all__ = ["Review", "Turn", "review"]

DEFAULT_SECONDS = 3.0
"""How long a review may think in all."""


@dataclass(frozen=True, slots=True)
class Turn:
    """The first card after which the hand's result with perfect play changed."""

    index: int
    """The action's index in the record."""
    trick: int
    """The trick it was played to, counted from 1."""
    seat: int
    action: Action
    made_before: bool
    """Whether the declarer's side would have made its contract before this card."""


@dataclass(frozen=True, slots=True)
class Review:
    """What the declarer's side could have made, what it made, and where it turned."""

    declarer: int
    side: tuple[int, ...]
    """The declarer's side (with a partner where there is one)."""
    points: bool
    """Whether takings are card points (else tricks)."""
    misere: bool
    """A misère: the declarer's aim is to take nothing."""
    from_trick: int
    """The first trick the review judges: 1, or later where the time ran out first (the
    review works from the last card back, so it always reaches the end of the hand)."""
    possible: int | None
    """What the side would take from `from_trick` on with perfect play (None in
    a misère, or when the time ran out before it was worked out)."""
    taken: int
    """What the side took in the tricks played from `from_trick` on."""
    made_possible: bool
    """Whether the contract could have been made with every card known."""
    made: bool
    """Whether it was made."""
    turning: Turn | None
    complete: bool
    """False when the time ran out before every card was judged (then a turning point before
    `from_trick` is missing)."""


def review(record: DealRecord, seconds: float = DEFAULT_SECONDS) -> Review | None:
    """Review a finished hand (None where no review applies)."""
    replayed = records.replay(record)
    game = replayed.game
    states = replayed.states
    outcome = game.outcome(states[-1])
    if outcome.status is not Status.SETTLED or outcome.declarer is None:
        return None
    declarer = outcome.declarer
    budget = Budget(seconds)
    judge = _Judge(game, declarer, budget)
    plays = [
        i for i in range(len(record.actions)) if game.view(states[i], declarer).phase is Phase.PLAY
    ]
    # From the last card back to the first: each position's search finds the later ones'
    # table entries (the solver's table is kept), so the whole hand costs little more than
    # its first position. Where the time runs out the review starts at a later trick.
    judged: list[tuple[int, bool, tuple[Frame, Position, Sample]]] = []
    complete = True
    try:
        for i in reversed(plays):
            verdict = judge.made(states[i])
            if verdict is None:
                return None
            assert judge.last is not None
            judged.append((i, verdict, judge.last))
    except OutOfTime:
        complete = False
    judged.reverse()
    if not complete:
        # whole tricks only: from the first lead whose position was judged
        while judged and game.view(states[judged[0][0]], declarer).trick:
            judged.pop(0)
    if not judged:
        return None
    verdicts = [(i, verdict) for i, verdict, _ in judged]
    first = judged[0][2]
    fr, pos, _ = first
    from_trick = len(game.view(states[verdicts[0][0]], declarer).history) + 1
    side_mask = pos.side
    final = game.view(states[-1], declarer)
    taken = 0
    for t in final.history[from_trick - 1 :]:
        if side_mask >> t.winner & 1:
            taken += sum(CARD_POINTS[c] for c in t.cards) if fr.points else 1
    made_possible = verdicts[0][1] if verdicts else bool(outcome.won)
    made = bool(outcome.won)
    turning = None
    sequence = [*verdicts, (len(record.actions), made)]
    for (i, before), (_, after) in pairwise(sequence):
        if before != after:
            state = states[i]
            seat = game.to_act(state)
            assert seat is not None
            trick = len(game.view(state, declarer).history) + 1
            turning = Turn(i, trick, seat, record.actions[i], before)
            break
    possible = None  # the exact value costs most: worked out last, with the time left
    if not fr.misere:
        with suppress(OutOfTime):
            possible = judge.solver(pos).solve(pos, budget)
    side = tuple(s for s in range(record.players) if side_mask >> s & 1)
    return Review(
        declarer, side, fr.points, fr.misere, from_trick, possible, taken, made_possible, made,
        turning, complete,
    )  # fmt: skip


class _Judge:
    """Solves the positions of one hand with every card known, reusing one solver's table."""

    def __init__(self, game: Game, declarer: int, budget: Budget) -> None:
        self.game = game
        self.declarer = declarer
        self.budget = budget
        self._solver: Solver | None = None
        self.last: tuple[Frame, Position, Sample] | None = None

    def solver(self, pos: Position) -> Solver:
        if self._solver is None or not self._solver.matches(pos):
            self._solver = Solver(pos.ctx, pos.policy, pos.order, pos.side, pos.points)
        return self._solver

    def made(self, state: object) -> bool | None:
        """Whether the declarer's side makes its contract from `state` with perfect play;
        None where the solver does not model the contract."""
        view = self.game.view(state, self.declarer)
        fr = frame(view)
        if fr is None:
            return None
        hands: tuple[Mask, ...] = tuple(getattr(state, "hands"))  # noqa: B009 (TableState)
        held = 0
        for h in hands:
            held |= h
        cons = constraints(view)
        sample = Sample(hands, (cons.pool & ~held) | cons.pile_known)
        pos = fr.position(view, sample)
        self.last = (fr, pos, sample)
        if fr.misere:
            values = escape_values(pos, self.budget)
            if pos.to_act == self.declarer:
                return any(v == 0 for v in values.values())
            return all(v == 0 for v in values.values())
        # The least takings that make the contract, then one null-window search for them:
        # much cheaper than solving for the exact value.
        left = _left(pos)
        need = next((t for t in range(left + 1) if fr.payoff(sample, t)[1]), None)
        if need is None:
            return False
        if need == 0:
            return True
        return self.solver(pos).reaches(pos, need, self.budget)


def _left(pos: Position) -> int:
    """What is still to take: tricks, or card points (the trick in progress included)."""
    if not pos.points:
        return pos.hands[pos.to_act].bit_count()
    live = 0
    for h in pos.hands:
        live |= h
    return sum(CARD_POINTS[c] for c in cards_of(live)) + sum(CARD_POINTS[c] for c in pos.trick)
