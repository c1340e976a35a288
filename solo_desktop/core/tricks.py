"""Trick resolution and play obligations, on bit masks, for all five games.

A `TrickContext` fixes what a contract makes of the cards: which cards are trumps (in German
Solo also the black queens and the seven of trumps), the effective suit each card follows,
and the order in which cards beat each other. A `PlayPolicy` fixes the obligations: free play,
must follow, must trump when void, must head (win) the trick, must overtrump. Both are
immutable and cached, so games build them once per contract.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from typing import NamedTuple

from solo_desktop.core.cards import (
    ACE,
    EIGHT,
    FIVE,
    FOUR,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SIX,
    TEN,
    THREE,
    TWO,
    Card,
    Mask,
    card,
)

TRUMP_GROUP = 4
"""The effective suit of a trump card."""

TEN_HIGH: tuple[int, ...] = (
    ACE,
    TEN,
    KING,
    QUEEN,
    JACK,
    NINE,
    EIGHT,
    SEVEN,
    SIX,
    FIVE,
    FOUR,
    THREE,
    TWO,
)
"""Rank order A 10 K Q J 9 8 7 (6): Solo 66, Six-bid, Sixty-Six."""
NATURAL: tuple[int, ...] = (
    ACE,
    KING,
    QUEEN,
    JACK,
    TEN,
    NINE,
    EIGHT,
    SEVEN,
    SIX,
    FIVE,
    FOUR,
    THREE,
    TWO,
)
"""Rank order A K Q J 10 9 .. 2: Solo Whist, German Solo."""


class Trick(NamedTuple):
    """A completed trick: who led, the cards in playing order, who won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


class Obligation(IntEnum):
    """Why a card may not be played: the reason the rules core gives for a refusal."""

    FOLLOW = 1
    """The player holds a card of the led suit."""
    TRUMP = 2
    """The player is void in the led suit and holds a trump."""
    HEAD = 3
    """The player can win the trick with a card of the led suit."""
    OVERTRUMP = 4
    """The player can beat the highest trump in the trick."""


@dataclass(frozen=True, slots=True)
class PlayPolicy:
    """The obligations of a player who does not lead."""

    follow: bool = True
    """Must follow suit (Farbzwang)."""
    trump: bool = False
    """Must play a trump when void in the led suit (Trumpfzwang)."""
    head: bool = False
    """Must win the trick if he can with a card of the led suit (Stichzwang)."""
    overtrump: bool = False
    """When trumping, must beat the highest trump if he can; else any trump."""


FREE = PlayPolicy(follow=False)
"""Any card (Sixty-Six while the stock is open)."""
FOLLOW = PlayPolicy()
"""Follow suit, else any card (Solo Whist)."""
FOLLOW_TRUMP = PlayPolicy(trump=True)
"""Follow suit, else trump, else any card (Solo 66, Six-bid, Sixty-Six closed)."""
STRICT = PlayPolicy(trump=True, head=True, overtrump=True)
"""Follow and head, else overtrump, else any trump, else any card (German Solo)."""


class TrickContext:
    """How cards rank, follow and beat each other under one contract."""

    __slots__ = ("beats", "follow", "strength", "trump")

    trump: Mask
    """All trump cards."""
    follow: tuple[Mask, ...]
    """For each card id: the cards that follow it when it is led (its effective suit)."""
    beats: tuple[Mask, ...]
    """For each card id: the cards that beat it when it is the best card of a trick so far."""
    strength: tuple[int, ...]
    """For each card id: a number that orders the cards of one effective suit, trumps highest."""

    def __init__(self, trump_cards: Sequence[Card], plain_order: Sequence[int]) -> None:
        """Build a context: trump cards listed high to low, plain ranks listed high to low."""
        trump_set = set(trump_cards)
        trump_mask = 0
        for c in trump_cards:
            trump_mask |= 1 << c
        strength = [0] * 64
        for i, c in enumerate(trump_cards):
            strength[c] = 1000 - i
        group = [0] * 64
        for s in range(4):
            for i, r in enumerate(plain_order):
                c = card(s, r)
                if c in trump_set:
                    group[c] = TRUMP_GROUP
                else:
                    group[c] = s
                    strength[c] = 100 - i
        for c in trump_cards:
            group[c] = TRUMP_GROUP
        group_mask = [0] * 5
        for c in range(64):
            if strength[c]:
                group_mask[group[c]] |= 1 << c
        follow = [group_mask[group[c]] for c in range(64)]
        beats = []
        for c in range(64):
            higher = 0
            for d in range(64):
                if group[d] == group[c] and strength[d] > strength[c]:
                    higher |= 1 << d
            if group[c] != TRUMP_GROUP:
                higher |= trump_mask
            beats.append(higher)
        self.trump = trump_mask
        self.follow = tuple(follow)
        self.beats = tuple(beats)
        self.strength = tuple(strength)

    def winner(self, trick: Sequence[Card]) -> int:
        """The index in `trick` (led card first) of the card that wins it."""
        beats = self.beats
        best = 0
        top = trick[0]
        for i in range(1, len(trick)):
            c = trick[i]
            if beats[top] >> c & 1:
                best = i
                top = c
        return best

    def legal(self, hand: Mask, trick: Sequence[Card], policy: PlayPolicy) -> Mask:
        """The cards of `hand` that may be played to `trick` (empty trick: any card)."""
        if not trick:
            return hand
        if not policy.follow:
            return hand
        lead = trick[0]
        same = hand & self.follow[lead]
        if same:
            if policy.head:
                win = same & self.beats[self._top(trick)]
                if win:
                    return win
            return same
        if policy.trump:
            trumps = hand & self.trump
            if trumps:
                if policy.overtrump:
                    over = trumps & self.beats[self._top(trick)]
                    if over:
                        return over
                return trumps
        return hand

    def obligation(
        self, hand: Mask, trick: Sequence[Card], policy: PlayPolicy, c: Card
    ) -> Obligation | None:
        """Why `c` may not be played from `hand` to `trick`, or None when it may."""
        legal = self.legal(hand, trick, policy)
        if legal >> c & 1 or not hand >> c & 1:
            return None
        lead = trick[0]
        if hand & self.follow[lead]:
            if self.follow[lead] >> c & 1:
                return Obligation.HEAD
            return Obligation.FOLLOW
        if self.trump >> c & 1:
            return Obligation.OVERTRUMP
        return Obligation.TRUMP

    def _top(self, trick: Sequence[Card]) -> Card:
        return trick[self.winner(trick)]

    def led_group(self, c: Card) -> int:
        """The effective suit of a led card: its suit, or TRUMP_GROUP for a trump."""
        return TRUMP_GROUP if self.trump >> c & 1 else c >> 4


@cache
def suit_contract(trump_suit: int | None, order: tuple[int, ...] = TEN_HIGH) -> TrickContext:
    """A contract where one whole suit is trumps (None: no trumps), all suits in `order`."""
    trumps = [] if trump_suit is None else [card(trump_suit, r) for r in order]
    return TrickContext(trumps, order)


@cache
def german_contract(trump_suit: int) -> TrickContext:
    """German Solo's trumps: Q clubs, 7 of trumps, Q spades, then A K (Q) J 10 9 8 of trumps."""
    spadilla, basta = card(0, QUEEN), card(1, QUEEN)
    manilla = card(trump_suit, SEVEN)
    rest = [
        card(trump_suit, r)
        for r in (ACE, KING, QUEEN, JACK, TEN, NINE, EIGHT)
        if card(trump_suit, r) not in (spadilla, basta, manilla)
    ]
    return TrickContext([spadilla, manilla, basta, *rest], NATURAL)
