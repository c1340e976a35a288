"""Solo Whist's contracts, what each one asks for, and the settlement (RULES.md section 2).

The bid ladder, lowest first (a red chip is 5 white; chips are settled in white):

| contract | aim | trumps | value each |
|---|---|---|---|
| prop (with the accepter) | 8 tricks together | turn-up | 1 red |
| solo | 5 tricks alone | turn-up | 2 red |
| misere | no trick | none | 3 red |
| abondance | 9 tricks | declarer names | 4 red |
| abondance_royale | 9 tricks | turn-up | 4 red |
| misere_ouverte | no trick, hand exposed | none | 6 red |
| abondance_declaree | all 13 tricks, declarer leads | declarer names | 8 red |

Over- and undertricks (prop, solo, abondance, abondance_royale): +1 white each per trick over
the aim; when short, the first missing trick is free and each further one costs 1 white each.
Prop: each loser pays each winner. Solo contracts: the declarer is paid by, or pays, each of
the three others. General misère (house rule `no_contract`): the taker of the last trick pays
each other player 1 red.
"""

from __future__ import annotations

from enum import Enum, StrEnum
from typing import NamedTuple

PLAYERS = 4
TRICKS = 13
RED = 5
"""White chips to a red chip."""


class Contract(StrEnum):
    """The contracts of the bid ladder, lowest first; the value is the notation's id."""

    PROP = "prop"
    SOLO = "solo"
    MISERE = "misere"
    ABONDANCE = "abondance"
    ABONDANCE_ROYALE = "abondance_royale"
    MISERE_OUVERTE = "misere_ouverte"
    ABONDANCE_DECLAREE = "abondance_declaree"

    @property
    def position(self) -> int:
        """The contract's place on the bid ladder (0 = prop)."""
        return LADDER.index(self)

    @property
    def spec(self) -> ContractSpec:
        """What the contract asks for."""
        return SPECS[LADDER.index(self)]


LADDER: tuple[Contract, ...] = tuple(Contract)
"""The bid ladder, lowest first: a bid's ladder position is its index here."""
PROP = 0
SOLO = 1


class Trumps(Enum):
    """Where a contract's trumps come from."""

    TURN_UP = "turn_up"
    NAMED = "named"
    NONE = "none"


class ContractSpec(NamedTuple):
    """What a contract asks for and what it is worth."""

    contract: Contract
    aim: int
    """Tricks the declarer side must take (0: none at all)."""
    trumps: Trumps
    red: int
    """The value each, in red chips."""
    misere: bool
    """Whether the declarer must take no trick."""
    odd_tricks: bool
    """Whether over- and undertricks count."""

    @property
    def value(self) -> int:
        """The value each, in white chips."""
        return self.red * RED

    @property
    def all_tricks(self) -> bool:
        """Whether the contract needs every trick."""
        return self.aim == TRICKS


SPECS: tuple[ContractSpec, ...] = (
    ContractSpec(Contract.PROP, 8, Trumps.TURN_UP, 1, False, True),
    ContractSpec(Contract.SOLO, 5, Trumps.TURN_UP, 2, False, True),
    ContractSpec(Contract.MISERE, 0, Trumps.NONE, 3, True, False),
    ContractSpec(Contract.ABONDANCE, 9, Trumps.NAMED, 4, False, True),
    ContractSpec(Contract.ABONDANCE_ROYALE, 9, Trumps.TURN_UP, 4, False, True),
    ContractSpec(Contract.MISERE_OUVERTE, 0, Trumps.NONE, 6, True, False),
    ContractSpec(Contract.ABONDANCE_DECLAREE, 13, Trumps.NAMED, 8, False, False),
)


def decided(spec: ContractSpec, taken: int, played: int) -> bool | None:
    """Whether the declarer side has won (True), lost (False) or the hand goes on (None).

    `taken` counts the declarer side's tricks, `played` the completed tricks. Misère-type
    contracts stop at the declarer's first trick, all-trick contracts at the first lost
    trick; the others play every trick.
    """
    if spec.misere:
        if taken:
            return False
        return True if played == TRICKS else None
    if spec.all_tricks and taken < played:
        return False
    if played < TRICKS:
        return None
    return taken >= spec.aim


def odd_tricks(spec: ContractSpec, taken: int) -> int:
    """Over- (positive) or undertricks (negative) against the aim; 0 where they do not count."""
    if not spec.odd_tricks:
        return 0
    return taken - spec.aim


def payment(spec: ContractSpec, taken: int, won: bool) -> int:
    """What one payment is worth in white chips (the value with over- or undertricks)."""
    odd = odd_tricks(spec, taken)
    if won:
        return spec.value + max(odd, 0)
    return spec.value + max(-odd - 1, 0)


def settlement(
    spec: ContractSpec, declarer: int, partner: int, taken: int, won: bool
) -> tuple[int, ...]:
    """The chips per seat: prop's losers pay each winner; a soloist against each of three."""
    each = payment(spec, taken, won)
    chips = [0] * PLAYERS
    if partner >= 0:
        side = (declarer, partner)
        for s in range(PLAYERS):
            chips[s] = 2 * each if (s in side) == won else -2 * each
        return tuple(chips)
    sign = 1 if won else -1
    for s in range(PLAYERS):
        chips[s] = sign * each * 3 if s == declarer else -sign * each
    return tuple(chips)


def last_trick_settlement(taker: int) -> tuple[int, ...]:
    """General misère: the taker of the last trick pays each other player 1 red."""
    return tuple(-RED * (PLAYERS - 1) if s == taker else RED for s in range(PLAYERS))
