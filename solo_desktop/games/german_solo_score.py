"""German Solo's contracts, what each one asks for, and the settlement (RULES.md section 5).

The bid ladder, lowest first, with the value in chips, the trick aim and who fixes trumps:

| contract | aim | trumps | value |
|---|---|---|---|
| request | 5 with the called card's holder | soloist names, not clubs | 2 |
| grand | 5 with the called card's holder | clubs | 4 |
| solo | 5 alone | soloist names, not clubs | 4 |
| solo6 | 6 alone | soloist names, not clubs | 4 |
| kicker | no trick | none | house rule `kicker_value` (6) |
| grossfrage | 5 with the called ace's holder | that holder names, not the ace's suit | 8 |
| club_solo | 5 alone | clubs | 8 |
| club_solo6 | 6 alone | clubs | 8 |
| solo2 | all 8 alone | soloist names, not clubs | 8 |
| bronco | no trick, hand face up | none | 12 |
| bull_solo | all 8 alone | none | 14 |
| club_solo2 | all 8 alone | clubs | 16 |

Settlement: won, each opposing player pays the value (with a partner: the two opponents pay
it to soloist and partner, one each); lost, the soloist pays each opposing player 2 (house rule
`loss_payment: value`: the value) and a partner neither pays nor receives.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum, StrEnum
from typing import NamedTuple

from solo_desktop.core.cards import ACE, EIGHT, JACK, KING, NINE, QUEEN, SEVEN, TEN, Mask, card

PLAYERS = 4
TRICKS = 8
"""Tricks in a hand: 8 cards each."""
LOSS_PAYMENT = 2
"""What a losing soloist pays each opposing player (house rule `loss_payment: two`)."""


class Contract(StrEnum):
    """The contracts of the bid ladder, lowest first; the value is the notation's id."""

    REQUEST = "request"
    GRAND = "grand"
    SOLO = "solo"
    SOLO6 = "solo6"
    KICKER = "kicker"
    GROSSFRAGE = "grossfrage"
    CLUB_SOLO = "club_solo"
    CLUB_SOLO6 = "club_solo6"
    SOLO2 = "solo2"
    BRONCO = "bronco"
    BULL_SOLO = "bull_solo"
    CLUB_SOLO2 = "club_solo2"

    @property
    def position(self) -> int:
        """The contract's place on the bid ladder (0 = request)."""
        return LADDER.index(self)

    @property
    def spec(self) -> ContractSpec:
        """What the contract asks for."""
        return SPECS[LADDER.index(self)]


LADDER: tuple[Contract, ...] = tuple(Contract)
"""The bid ladder, lowest first: a bid's ladder position is its index here."""


class Trumps(Enum):
    """Who fixes the trump suit of a contract, and how."""

    NAMED = "named"
    """The soloist names trumps after the auction, any suit but clubs."""
    CLUBS = "clubs"
    """Clubs are trumps by the contract itself."""
    NONE = "none"
    """No trumps; every suit ranks A K Q J 10 9 8 7."""
    PARTNER = "partner"
    """The called ace's holder names trumps, any suit but the ace's (grossfrage)."""


class ContractSpec(NamedTuple):
    """One contract: its aim in tricks (0: take none), trumps, call and value."""

    contract: Contract
    aim: int
    """Tricks the declarer side must take; 0 for the misère contracts (take no trick)."""
    trumps: Trumps
    calls: bool
    """Whether the soloist calls a card whose holder becomes his secret partner."""
    value: int
    """Chips per opposing player when won; kicker's comes from house rule `kicker_value`."""

    @property
    def misere(self) -> bool:
        """Whether the declarer must take no trick (kicker, bronco)."""
        return self.aim == 0

    @property
    def all_tricks(self) -> bool:
        """Whether the declarer must take every trick (solo2, bull_solo, club_solo2)."""
        return self.aim == TRICKS


SPECS: tuple[ContractSpec, ...] = (
    ContractSpec(Contract.REQUEST, 5, Trumps.NAMED, True, 2),
    ContractSpec(Contract.GRAND, 5, Trumps.CLUBS, True, 4),
    ContractSpec(Contract.SOLO, 5, Trumps.NAMED, False, 4),
    ContractSpec(Contract.SOLO6, 6, Trumps.NAMED, False, 4),
    ContractSpec(Contract.KICKER, 0, Trumps.NONE, False, 6),
    ContractSpec(Contract.GROSSFRAGE, 5, Trumps.PARTNER, True, 8),
    ContractSpec(Contract.CLUB_SOLO, 5, Trumps.CLUBS, False, 8),
    ContractSpec(Contract.CLUB_SOLO6, 6, Trumps.CLUBS, False, 8),
    ContractSpec(Contract.SOLO2, 8, Trumps.NAMED, False, 8),
    ContractSpec(Contract.BRONCO, 0, Trumps.NONE, False, 12),
    ContractSpec(Contract.BULL_SOLO, 8, Trumps.NONE, False, 14),
    ContractSpec(Contract.CLUB_SOLO2, 8, Trumps.CLUBS, False, 16),
)
"""The spec of each ladder position."""

GROSSFRAGE = Contract.GROSSFRAGE.position
SOLO = Contract.SOLO.position

SPADILLA = card(0, QUEEN)
"""Q clubs, the highest trump."""
BASTA = card(1, QUEEN)
"""Q spades, the third highest trump."""
BLACK_QUEENS: Mask = 1 << SPADILLA | 1 << BASTA
ACES: Mask = sum(1 << card(s, ACE) for s in range(4))
CALL_RANKS = (ACE, KING, QUEEN, JACK, TEN, NINE, EIGHT, SEVEN)
"""The ranks a called card may have, in the order they are tried."""


def pass_duty(hand: Mask) -> int:
    """The ladder position below which a player with `hand` may not pass (-1: none).

    Both black queens oblige to grossfrage; with all four aces as well, to solo.
    """
    if hand & BLACK_QUEENS != BLACK_QUEENS:
        return -1
    return SOLO if hand & ACES == ACES else GROSSFRAGE


def may_bid_grossfrage(hand: Mask) -> bool:
    """Whether a player with `hand` may bid or hold grossfrage: both black queens, not all
    four aces."""
    return hand & BLACK_QUEENS == BLACK_QUEENS and hand & ACES != ACES


def callable_cards(hand: Mask, trump: int | None) -> Mask:
    """The cards a soloist holding `hand` may call; `trump` None in grossfrage (any ace).

    An ace he does not hold and not of the trump suit; if he holds all such aces a king the
    same way, then the next lower rank; black queens are never called.
    """
    if trump is None:
        return ACES & ~hand
    for r in CALL_RANKS:
        m = 0
        for s in range(4):
            if s != trump:
                m |= 1 << card(s, r)
        m &= ~BLACK_QUEENS & ~hand
        if m:
            return m
    return 0  # pragma: no cover (8 cards cannot hold every candidate of every rank)


def contract_value(contract: Contract, kicker_value: int) -> int:
    """The contract's value in chips (kicker's from house rule `kicker_value`)."""
    if contract is Contract.KICKER:
        return kicker_value
    return contract.spec.value


def decided(spec: ContractSpec, side: int, played: int) -> bool | None:
    """Whether the declarer side has won (True) or lost (False), or None while it is open.

    `side` is the tricks the declarer side has taken (the secret partner's included), `played`
    the completed tricks. Misère contracts are lost at the declarer's first trick; every other
    contract is won at its aim and lost once the aim is out of reach.
    """
    if spec.misere:
        if side:
            return False
        return True if played == TRICKS else None
    if side >= spec.aim:
        return True
    if played - side > TRICKS - spec.aim:
        return False
    return None


def settlement(
    declarer: int, partner: int, won: bool, value: int, loss_payment: str
) -> tuple[int, ...]:
    """The chips of a finished hand: seats 0..3, summing to zero (`partner` -1 if none)."""
    chips = [0] * PLAYERS
    opponents = [s for s in range(PLAYERS) if s not in (declarer, partner)]
    if won:
        for s in opponents:
            chips[s] = -value
        if partner >= 0:
            chips[declarer] = chips[partner] = value
        else:
            chips[declarer] = value * len(opponents)
        return tuple(chips)
    pay = value if loss_payment == "value" else LOSS_PAYMENT
    for s in opponents:
        chips[s] = pay
    chips[declarer] = -pay * len(opponents)
    return tuple(chips)


def side_tricks(tricks: Sequence[int], declarer: int, partner: int) -> int:
    """Tricks taken by the declarer side: the soloist's and his partner's (if any)."""
    return tricks[declarer] + (tricks[partner] if partner >= 0 else 0)
