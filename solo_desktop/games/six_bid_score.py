"""Six-bid Solo and Progressive Solo: the contracts, their values, the settlement and the
auction engine with Progressive's double and redouble.

RULES.md section 3. Values are counters per opponent: per card point above or below 60 in
the per-point contracts (solo 1, heart_solo 2; Progressive frog..heart_solo 1..5), fixed in
misère (40), guarantee solo (40), spread misère (60) and call solo (100, 150 in hearts).
"""

from __future__ import annotations

from enum import Enum, StrEnum
from typing import NamedTuple

from solo_desktop.core.cards import Suit

__all__ = [
    "LADDERS",
    "SPECS",
    "TOTAL",
    "Auction",
    "Contract",
    "ContractSpec",
    "Kind",
    "decided",
    "settlement",
    "value",
]

TOTAL = 120
"""Card points in the 36-card pack."""
HALF = 60


class Contract(StrEnum):
    """Contract ids as in RULES.md and the deal records."""

    SOLO = "solo"
    HEART_SOLO = "heart_solo"
    MISERE = "misere"
    GUARANTEE_SOLO = "guarantee_solo"
    SPREAD_MISERE = "spread_misere"
    CALL_SOLO = "call_solo"
    FROG = "frog"
    SPADE_SOLO = "spade_solo"
    CLUB_SOLO = "club_solo"
    DIAMOND_SOLO = "diamond_solo"


class Kind(Enum):
    """How a contract is won and valued."""

    PER_POINT = "per_point"
    """60+ card points; the value is a tariff per point above or below 60."""
    MISERE = "misere"
    """No card points at all (the widow is out of play)."""
    AIM = "aim"
    """A point aim (guarantee solo, call solo) for a fixed value."""


ALL_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)


class ContractSpec(NamedTuple):
    """One contract of the ladder."""

    contract: Contract
    kind: Kind
    rate: int
    """Per point (PER_POINT) or the fixed value (the others)."""
    trump: int
    """A fixed trump suit, -1 when none or named after the auction."""
    named: tuple[int, ...] = ()
    """The suits the bidder may name as trumps (empty: none named)."""
    spread: bool = False
    call: bool = False
    frog: bool = False

    @property
    def widow_counts(self) -> bool:
        """Whether the widow's card points count for the bidder (not in the misères)."""
        return self.kind is not Kind.MISERE

    def aim(self, trump: int) -> int:
        """The point aim of an AIM contract (widow included)."""
        if self.call:
            return TOTAL
        return 74 if trump == Suit.HEARTS else 80

    def fixed_value(self, trump: int) -> int:
        """The value of a fixed-value contract (call solo in hearts 150)."""
        if self.call and trump == Suit.HEARTS:
            return 150
        return self.rate


_SIX_BID = (
    ContractSpec(Contract.SOLO, Kind.PER_POINT, 1, -1, (Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS)),
    ContractSpec(Contract.HEART_SOLO, Kind.PER_POINT, 2, Suit.HEARTS),
    ContractSpec(Contract.MISERE, Kind.MISERE, 40, -1),
    ContractSpec(Contract.GUARANTEE_SOLO, Kind.AIM, 40, -1, ALL_SUITS),
    ContractSpec(Contract.SPREAD_MISERE, Kind.MISERE, 60, -1, spread=True),
    ContractSpec(Contract.CALL_SOLO, Kind.AIM, 100, -1, ALL_SUITS, call=True),
)
_PROGRESSIVE = (
    ContractSpec(Contract.FROG, Kind.PER_POINT, 1, Suit.HEARTS, frog=True),
    ContractSpec(Contract.SPADE_SOLO, Kind.PER_POINT, 2, Suit.SPADES),
    ContractSpec(Contract.CLUB_SOLO, Kind.PER_POINT, 3, Suit.CLUBS),
    ContractSpec(Contract.DIAMOND_SOLO, Kind.PER_POINT, 4, Suit.DIAMONDS),
    ContractSpec(Contract.HEART_SOLO, Kind.PER_POINT, 5, Suit.HEARTS),
)
SPECS: dict[str, tuple[ContractSpec, ...]] = {"six_bid": _SIX_BID, "progressive": _PROGRESSIVE}
"""The ladder of each variant, lowest first."""
LADDERS: dict[str, tuple[Contract, ...]] = {
    k: tuple(s.contract for s in v) for k, v in SPECS.items()
}


def decided(
    spec: ContractSpec, trump: int, declarer: int, others: int, widow: int, left: int
) -> bool | None:
    """Whether the bidder has won (True), lost (False) or it is still open (None).

    `declarer`: card points the bidder took in tricks (with frog's discards); `others`: those
    of his opponents; `widow`: the untouched widow's points (0 in frog); `left`: card points
    still in play (in the hands and the trick in progress).
    """
    if spec.kind is Kind.MISERE:
        if declarer > 0:
            return False
        return True if left == 0 else None
    if spec.kind is Kind.AIM:
        aim = spec.aim(trump)
        if declarer + widow >= aim:
            return True
        if TOTAL - others < aim:
            return False
        return None
    if left == 0:
        return declarer + widow >= HALF
    return None


def value(spec: ContractSpec, trump: int, points: int) -> int:
    """The contract's value per opponent; `points` is the bidder's final total."""
    if spec.kind is Kind.PER_POINT:
        return spec.rate * abs(points - HALF)
    return spec.fixed_value(trump)


def settlement(
    players: int,
    active: tuple[int, ...],
    declarer: int,
    amount: int,
    won: bool,
    factors: tuple[int, ...],
) -> tuple[int, ...]:
    """Chips per seat: won, each active opponent pays `amount` (times his factor); lost, the
    bidder pays every other seat at the table, the sitting-out dealer included."""
    chips = [0] * players
    for seat in range(players):
        if seat == declarer:
            continue
        if won and seat not in active:
            continue
        pay = amount * factors[seat]
        chips[seat] += -pay if won else pay
        chips[declarer] += pay if won else -pay
    return tuple(chips)


class Auction(NamedTuple):
    """Outbid-or-pass in rotation, with Progressive's double and redouble.

    A seat other than the bidder passes (finally), overcalls, or doubles (once per bid); the
    bidder speaks only when doubled, to redouble or pass (stand). It ends when every other
    seat has passed (or all passed without a bid).
    """

    order: tuple[int, ...]
    turn: int
    """The seat to speak, -1 when over."""
    high: int
    """Ladder position of the standing bid, -1 before any."""
    bidder: int
    passed: int
    """Bit mask of the seats that passed (finally)."""
    doubled: int
    """Bit mask of the seats that doubled the standing bid."""
    redoubled: bool
    pending: bool
    """Whether the doubled bidder is yet to answer."""

    @classmethod
    def begin(cls, order: tuple[int, ...]) -> Auction:
        """A fresh auction; the first seat of `order` speaks first."""
        return cls(order, order[0], -1, -1, 0, 0, False, False)

    @property
    def over(self) -> bool:
        """Whether the auction has ended."""
        return self.turn < 0

    @property
    def answering(self) -> bool:
        """Whether the seat to speak is the doubled bidder."""
        return self.pending and self.turn == self.bidder

    def bid(self, position: int) -> Auction:
        """The seat to speak overcalls with ladder `position`; doubling is cancelled."""
        return self._replace(
            high=position, bidder=self.turn, doubled=0, redoubled=False, pending=False
        )._next()

    def pass_(self) -> Auction:
        """The seat to speak passes (the doubled bidder: stands)."""
        if self.answering:
            return self._replace(pending=False)._next()
        return self._replace(passed=self.passed | 1 << self.turn)._next()

    def double(self) -> Auction:
        """The seat to speak doubles the standing bid."""
        return self._replace(doubled=self.doubled | 1 << self.turn, pending=True)._next()

    def redouble(self) -> Auction:
        """The doubled bidder redoubles (against every doubler)."""
        return self._replace(redoubled=True, pending=False)._next()

    def _next(self) -> Auction:
        order = self.order
        n = len(order)
        bidder = self.bidder
        others = [s for s in order if s != bidder and not self.passed >> s & 1]
        if not others and (bidder < 0 or not self.pending):
            return self._replace(turn=-1)
        i = order.index(self.turn)
        for step in range(1, n + 1):
            seat = order[(i + step) % n]
            if seat in others or (seat == bidder and self.pending):
                return self._replace(turn=seat)
        raise AssertionError("unreachable")  # pragma: no cover
