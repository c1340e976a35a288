"""The Game protocol every game module implements, and the values it trades in.

A game is an explicit phase machine over immutable states: `legal_actions(state)` lists what
the seat to act may do, `apply(state, action)` returns the next state or raises
`IllegalActionError` without changing anything. Actions are strings in the notation of
NOTATION.md (``"bid clubs"``, ``"play TC"``): values that are readable, hashable and stored
as they are in deal records. Bots and the UI see a seat's `PlayerView`, never the state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import lru_cache
from typing import Any, NamedTuple, Protocol, runtime_checkable

from solo_desktop.core.cards import SUIT_WORDS, Card, Mask
from solo_desktop.core.rules import HouseRules, RuleSpec
from solo_desktop.core.tricks import Trick

Action = str
"""An action in the notation of NOTATION.md, e.g. ``"play TC"``."""


class Phase(StrEnum):
    """The phases a hand passes through; a game uses those it needs, in this order."""

    AUCTION = "auction"
    DECLARE = "declare"
    """Naming trumps, calling a card."""
    EXCHANGE = "exchange"
    """Taking up the talon or widow and laying away."""
    PLAY = "play"
    DONE = "done"


class Status(StrEnum):
    """Where a hand stands, as `replay --json` reports it."""

    IN_PROGRESS = "in_progress"
    SETTLED = "settled"
    THROWN_IN = "thrown_in"


class Reason(Enum):
    """Why an action was refused. The core gives the reason; the UI words it."""

    HAND_OVER = "the hand is over"
    WRONG_PHASE = "that action does not belong to this phase"
    UNKNOWN_ACTION = "not an action of this game"
    NOT_HELD = "that card is not in the hand"
    MUST_FOLLOW = "must follow {suit}"
    MUST_TRUMP = "must trump"
    MUST_HEAD = "must win the trick"
    MUST_OVERTRUMP = "must overtrump"
    BID_TOO_LOW = "must bid higher than the current bid"
    TRUMP_TOO_LOW = "trumps must be the suit bid or a higher one"
    WRONG_COUNT = "wrong number of cards"
    CARD_TWICE = "the same card twice"
    NOT_ALLOWED = "not allowed now"
    NOT_ON_LEAD = "only the player on lead may do that, before leading"
    MUST_LEAD_MARRIAGE = "after the marriage in {suit}, lead its king or queen or say out"
    NO_MARRIAGE = "must hold the king and queen of {suit}"
    NO_TRICK_YET = "must have won a trick first"
    NO_EXCHANGE_CARD = "must hold the trump nine (the trump jack with 20 cards)"
    STOCK_TOO_SMALL = "the stock must hold more than 2 cards"
    STOCK_CLOSED = "the stock is closed"
    STOCK_EMPTY = "the stock is used up"
    HOLDER_ANSWERS = "the holder answers hold or pass"
    NOTHING_TO_HOLD = "only the holder may hold, after a bid against him"
    NEEDS_BLACK_QUEENS = "grossfrage needs both black queens and not all four aces"
    MUST_BID_GROSSFRAGE = "with both black queens, may not pass below grossfrage"
    MUST_BID_SOLO = "with both black queens and all four aces, may not pass below solo"
    NO_CLUB_TRUMPS = "clubs may not be trumps in this contract"
    TRUMP_CALLED_SUIT = "trumps may not be the called card's suit"
    CALL_OWN_CARD = "may not call a card of one's own hand"
    CALL_TRUMP = "may not call a trump"
    CALL_RANK = "must call an ace (a lower rank only when every ace that may be called is held)"
    NOTHING_TO_ACCEPT = "there is no proposal this player may accept"
    ACCEPT_OR_PASS = "after passing, a player may only accept the proposal or pass"
    SOLO_OR_PASS = "the lone proposer may only bid solo or pass"
    NO_HEART_TRUMPS = "hearts may not be trumps in this contract"
    GIVE_CALLED_CARD = "may not give back the called card"


class IllegalActionError(ValueError):
    """An action that the rules do not allow here; nothing was applied."""

    def __init__(
        self,
        phase: Phase,
        seat: int | None,
        action: str,
        reason: Reason,
        suit: int | None = None,
    ) -> None:
        """Name the phase, the acting seat, the action and the reason (with its suit)."""
        self.phase = phase
        self.seat = seat
        self.action = action
        self.reason = reason
        self.suit = suit
        who = "" if seat is None else f" by seat {seat}"
        super().__init__(f"{action!r}{who} is illegal: {self.reason_text}")

    @property
    def reason_text(self) -> str:
        """The reason in plain English (the UI translates `reason` itself)."""
        suit = SUIT_WORDS[self.suit] if self.suit is not None else ""
        return self.reason.value.format(suit=suit)


@dataclass(frozen=True)
class Settlement:
    """Chip transfers of one hand, per seat; they always sum to zero."""

    chips: tuple[int, ...]

    def __post_init__(self) -> None:
        if sum(self.chips) != 0:
            raise ValueError(f"a settlement must sum to zero: {self.chips}")

    @classmethod
    def zero(cls, players: int) -> Settlement:
        """The settlement of a thrown-in hand."""
        return cls((0,) * players)


@dataclass(frozen=True)
class Outcome:
    """The state of a hand as `replay --json` reports it (NOTATION.md)."""

    status: Status
    declarer: int | None
    partner: int | None
    contract: str | None
    trump: str | None
    won: bool | None
    tricks: tuple[int, ...]
    points: tuple[int, ...] | None
    settlement: Settlement
    to_act: int | None
    legal: tuple[Action, ...]

    @classmethod
    def thrown_in(cls, players: int, counts_points: bool) -> Outcome:
        """A thrown-in hand: nulls, no tricks, points all 0 (None where the game counts none)
        and no chips (NOTATION.md)."""
        zeros = (0,) * players
        return cls(
            Status.THROWN_IN, None, None, None, None, None, zeros,
            zeros if counts_points else None, Settlement.zero(players), None, (),
        )  # fmt: skip

    def as_json(self, game: str) -> dict[str, Any]:
        """The outcome as the JSON object of `replay --json`."""
        return {
            "game": game,
            "status": self.status.value,
            "declarer": self.declarer,
            "partner": self.partner,
            "contract": self.contract,
            "trump": self.trump,
            "won": self.won,
            "tricks": list(self.tricks),
            "points": None if self.points is None else list(self.points),
            "chips": list(self.settlement.chips),
            "to_act": self.to_act,
            "legal": sorted(self.legal),
        }


class Deal(NamedTuple):
    """Who holds which cards at the start of a hand."""

    players: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...] = ()
    """Solo 66 talon, Six-bid widow, Sixty-Six stock (last card face up)."""
    turn_up: Card | None = None
    """Solo Whist's turned-up card (in the dealer's hand)."""


class PlayerView(Protocol):
    """What one seat may know of a hand: its own cards and everything played openly."""

    @property
    def seat(self) -> int:
        """The seat whose view this is."""
        ...

    @property
    def players(self) -> int:
        """The number of seats at the table."""
        ...

    @property
    def phase(self) -> Phase:
        """The current phase."""
        ...

    @property
    def to_act(self) -> int | None:
        """The seat to act, None when the hand is over."""
        ...

    @property
    def hand(self) -> Mask:
        """This seat's cards."""
        ...

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        ...

    @property
    def trump(self) -> int | None:
        """The trump suit, once known to this seat (None: none or not yet)."""
        ...

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """This seat's legal actions (empty when it is not this seat's turn)."""
        ...

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        ...

    @property
    def declarer(self) -> int | None:
        """The declarer (soloist), once known to this seat."""
        ...

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        """The auction so far, as (seat, action): what everybody heard."""
        ...

    @property
    def leader(self) -> int:
        """Who led the trick in progress."""
        ...

    @property
    def trick(self) -> tuple[Card, ...]:
        """The trick in progress, in playing order."""
        ...

    @property
    def history(self) -> tuple[Trick, ...]:
        """The completed tricks of the hand."""
        ...

    @property
    def tricks(self) -> tuple[int, ...]:
        """Tricks taken per seat."""
        ...


class Game(Protocol):
    """A card game: the rules of one hand as a phase machine over immutable states."""

    id: str
    player_counts: tuple[int, ...]
    rule_specs: tuple[RuleSpec, ...]

    def house_rules(self, overrides: dict[str, object] | None = None) -> HouseRules:
        """Validated house rules: defaults plus overrides (raises RuleError)."""
        ...

    def deal(self, rules: HouseRules, players: int, dealer: int, rng: random.Random) -> Deal:
        """Shuffle and deal a hand with the project's seeded shuffle."""
        ...

    def start(self, rules: HouseRules, deal: Deal) -> Any:
        """The first state of a hand; raises DealError when the deal breaks the rules."""
        ...

    def to_act(self, state: Any) -> int | None:
        """The seat to act, None when the hand is over."""
        ...

    def legal_actions(self, state: Any) -> tuple[Action, ...]:
        """Every legal action of the seat to act (empty when the hand is over)."""
        ...

    def apply(self, state: Any, action: Action) -> Any:
        """The state after `action`; raises IllegalActionError and changes nothing."""
        ...

    def view(self, state: Any, seat: int) -> PlayerView:
        """What `seat` may see of the state."""
        ...

    def outcome(self, state: Any) -> Outcome:
        """The hand's outcome so far (settlement all zeros until it is over)."""
        ...

    def is_over(self, state: Any) -> bool:
        """Whether the hand is over (settled or thrown in)."""
        ...


@runtime_checkable
class CarriesOver(Protocol):
    """A game with something that passes from hand to hand of a match (Progressive's pots).

    After each hand the match calls `carry` with what the previous hand left (None before the
    first) and adds the chips it returns to the hand's settlement.
    """

    def carry(
        self, rules: HouseRules, players: int, carried: object, outcome: Outcome
    ) -> tuple[tuple[int, ...], object]:
        """The chips per seat this hand adds (summing to zero), and what it passes on."""
        ...


class DealError(ValueError):
    """A deal that breaks the game's rules: wrong card counts, a card twice or missing."""


def check_deal(
    deal: Deal,
    deck: Sequence[Card],
    hand_sizes: Sequence[int],
    talon_size: int,
) -> None:
    """Raise DealError naming the first fault of a deal against its deck and sizes."""
    from solo_desktop.core.cards import CARD_TEXT

    # The common case, a correct deal, costs a few mask operations; only a fault is searched.
    if len(deal.hands) == deal.players and 0 <= deal.dealer < deal.players:
        seen_mask = 0
        total = len(deal.talon)
        sizes_ok = total == talon_size
        for h, n in zip(deal.hands, hand_sizes, strict=False):
            sizes_ok = sizes_ok and len(h) == n
            total += len(h)
            for c in h:
                seen_mask |= 1 << c
        for c in deal.talon:
            seen_mask |= 1 << c
        deck_mask = _deck_mask(tuple(deck))
        if sizes_ok and total == len(deck) and seen_mask == deck_mask:
            return
    if len(deal.hands) != deal.players:
        raise DealError(f"expected {deal.players} hands, got {len(deal.hands)}")
    if not 0 <= deal.dealer < deal.players:
        raise DealError(f"dealer must be a seat from 0 to {deal.players - 1}, not {deal.dealer}")
    in_deck = set(deck)
    seen: set[Card] = set()
    places = [
        (f"hand {i}", h, n) for i, (h, n) in enumerate(zip(deal.hands, hand_sizes, strict=False))
    ]
    places.append(("talon", deal.talon, talon_size))
    for name, cards, size in places:
        if len(cards) != size:
            raise DealError(f"{name} must hold {size} cards, not {len(cards)}")
        for c in cards:
            if c not in in_deck:
                raise DealError(f"{name}: {CARD_TEXT[c]} is not in this game's deck")
            if c in seen:
                raise DealError(f"{name}: {CARD_TEXT[c]} is dealt twice")
            seen.add(c)
    missing = [CARD_TEXT[c] for c in deck if c not in seen]
    if missing:
        raise DealError(f"card missing from the deal: {missing[0]}")


@lru_cache(maxsize=16)
def _deck_mask(deck: tuple[Card, ...]) -> Mask:
    m = 0
    for c in deck:
        m |= 1 << c
    return m
