"""What the German Solo rule bot knows and reckons: card tracking, odds, and hand values.

- `Knowledge` replays the tricks a seat has seen under the strict rules: a seat that does not
  follow is out of the led suit (and out of trumps when it does not trump either); a seat that
  follows or trumps without heading the trick holds nothing that would have headed it. What
  is left is, per seat, the unseen cards it may still hold; the odds that it holds one of a
  set of cards come from a hypergeometric draw of its hand size out of those cards.
- The hand values estimate the chance that the bot makes a contract from a few features of
  its hand (matadors, trump length, aces, voids; for the misère contracts the cards nobody
  else can undercut). Logistic weights were fitted from hands the rule bot played out against
  itself (``python -m tools.german_solo_stats fit``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from solo_desktop.ai.rulebots.odds_play import PLAYERS, SeatOdds
from solo_desktop.core.cards import (
    ACE,
    DECK_32,
    KING,
    SEVEN,
    SUIT_MASK,
    Card,
    Mask,
    card,
    cards_of,
    mask_of,
)
from solo_desktop.core.tricks import NATURAL, TrickContext, german_contract, suit_contract
from solo_desktop.games.german_solo_score import BLACK_QUEENS, Contract

DECK_MASK = mask_of(DECK_32)
NO_TRUMP = suit_contract(None, NATURAL)
"""Kicker, bronco and bull solo: no trumps, every suit A K Q J 10 9 8 7."""


def context(trump: int | None) -> TrickContext:
    """How cards rank under German Solo trumps `trump` (None: no trumps)."""
    return NO_TRUMP if trump is None else german_contract(trump)


def group_of(ctx: TrickContext, c: Card) -> Mask:
    """The cards of `c`'s effective suit (its suit without trumps, or all trumps)."""
    return ctx.follow[c] & DECK_MASK


def higher(ctx: TrickContext, c: Card) -> Mask:
    """The cards of `c`'s effective suit that rank above it."""
    return ctx.beats[c] & ctx.follow[c]


# -- card tracking ---------------------------------------------------------------------------


class Knowledge(SeatOdds):
    """Unseen cards and, per seat, the unseen cards it may still hold."""

    __slots__ = ()

    def __init__(
        self,
        seat: int,
        hand: Mask,
        ctx: TrickContext,
        tricks: Sequence[tuple[int, Sequence[Card]]],
        head: bool,
        sizes: Sequence[int],
    ) -> None:
        """Replay `tricks` (leader, cards) seen by `seat`; `head`: the head obligation holds."""
        self.ctx = ctx
        self.sizes = tuple(sizes)
        played = 0
        excluded = [0] * PLAYERS
        trump = ctx.trump
        for leader, cards in tricks:
            lead_group = ctx.follow[cards[0]]
            top = cards[0]
            played |= 1 << top
            for i in range(1, len(cards)):
                c = cards[i]
                s = (leader + i) % PLAYERS
                played |= 1 << c
                beating = ctx.beats[top]
                if lead_group >> c & 1:
                    if head and not beating >> c & 1:
                        excluded[s] |= lead_group & beating
                else:
                    excluded[s] |= lead_group
                    if trump and not lead_group & trump:
                        if not trump >> c & 1:
                            excluded[s] |= trump
                        elif not beating >> c & 1:
                            excluded[s] |= trump & beating
                if beating >> c & 1:
                    top = c
        self.unseen = DECK_MASK & ~hand & ~played
        self.possible = [hand if s == seat else self.unseen & ~excluded[s] for s in range(PLAYERS)]

    def exclude(self, seat: int, cards: Mask) -> None:
        """Record that `seat` holds none of `cards`."""
        self.possible[seat] &= ~cards

    def reveal(self, seat: int, hand: Mask) -> None:
        """Record that `seat` holds exactly `hand` (an open hand)."""
        for s in range(PLAYERS):
            self.possible[s] = hand if s == seat else self.possible[s] & ~hand

    def p_any(self, seat: int, cards: Mask) -> float:
        """The chance that `seat` holds at least one of `cards`."""
        pool = self.possible[seat]
        k = (pool & cards).bit_count()
        if not k:
            return 0.0
        n = pool.bit_count()
        h = self.sizes[seat]
        if h >= n or n - k < h:
            return 1.0
        return 1.0 - math.comb(n - k, h) / math.comb(n, h)


# -- hand values -----------------------------------------------------------------------------

_TOP_WEIGHT = (1.0, 0.6, 0.35, 0.2)
"""Worth of a trump by how many higher trumps the hand lacks (0, 1, 2, 3 or more)."""


def trump_order(trump: int) -> tuple[Card, ...]:
    """The trumps of German suit `trump`, highest first."""
    ctx = german_contract(trump)
    return tuple(sorted(cards_of(ctx.trump), key=lambda c: -ctx.strength[c]))


def suit_features(hand: Mask, trump: int) -> tuple[float, ...]:
    """Features of `hand` played with German trumps `trump` (see `SUIT_WEIGHTS`)."""
    ctx = german_contract(trump)
    top = 0.0
    missing = 0
    for c in trump_order(trump):
        if hand >> c & 1:
            top += _TOP_WEIGHT[min(missing, 3)]
        else:
            missing += 1
    length = (hand & ctx.trump).bit_count()
    aces = kings = voids = singles = 0
    for s in range(4):
        if s == trump:
            continue
        side = hand & SUIT_MASK[s] & ~ctx.trump
        n = side.bit_count()
        has_ace = side >> card(s, ACE) & 1
        aces += has_ace
        if side >> card(s, KING) & 1 and (has_ace or n >= 2):
            kings += 1
        if not n:
            voids += 1
        elif n == 1 and not has_ace:
            singles += 1
    return (1.0, top, float(length), float(aces), float(kings), float(voids), float(singles))


def misere_features(hand: Mask) -> tuple[float, ...]:
    """Features of `hand` in a no-trump misère (see `MISERE_WEIGHTS`)."""
    ctx = NO_TRUMP
    sure = near = mid = low = voids = 0
    for s in range(4):
        suit = hand & SUIT_MASK[s] & DECK_MASK
        if not suit:
            voids += 1
            continue
        for c in cards_of(suit):
            above = (higher(ctx, c) & ~hand).bit_count()
            if above == 0:
                sure += 1
            elif above == 1:
                near += 1
            elif above == 2:
                mid += 1
            elif c & 15 == SEVEN:
                low += 1
    return (1.0, float(sure), float(near), float(mid), float(low), float(voids))


def sure_tricks(hand: Mask, trump: int | None) -> int:
    """Tricks `hand` takes for certain on lead, drawing trumps first (None: no trumps)."""
    ctx = context(trump)
    total = 0
    groups = [ctx.trump] if ctx.trump else []
    groups += [SUIT_MASK[s] & DECK_MASK & ~ctx.trump for s in range(4)]
    for i, group in enumerate(groups):
        mine = hand & group
        n = mine.bit_count()
        if not n:
            continue
        run = 0
        for c in sorted(cards_of(group), key=lambda c: -ctx.strength[c]):
            if not mine >> c & 1:
                break
            run += 1
        solid = run >= min(n, group.bit_count() - n)
        total += n if solid else run
        if ctx.trump and i == 0 and not solid:
            return total  # side winners may be ruffed while trumps are out
    return total


def _logistic(weights: Sequence[float], features: Sequence[float]) -> float:
    z = sum(w * f for w, f in zip(weights, features, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


SUIT_WEIGHTS: dict[Contract, tuple[float, ...]] = {
    Contract.REQUEST: (-4.66, 1.10, 0.82, 0.88, 0.28, -0.05, 0.17),
    Contract.GRAND: (-3.23, 0.92, 0.60, 0.74, 0.18, -0.14, 0.14),
    Contract.SOLO: (-17.11, 2.56, 1.69, 2.65, 0.70, 1.20, 0.45),
    Contract.SOLO6: (-19.55, 2.50, 1.16, 3.15, 0.93, 2.63, 1.24),
    Contract.CLUB_SOLO: (-15.48, 2.05, 1.65, 2.41, 0.86, 1.08, 0.49),
    Contract.CLUB_SOLO6: (-19.99, 1.91, 1.52, 3.58, 1.47, 2.37, 1.23),
}
"""Logistic weights of `suit_features` for the chance to make each trump contract."""
MISERE_WEIGHTS: dict[Contract, tuple[float, ...]] = {
    Contract.KICKER: (-0.15, -1.33, -0.70, -0.27, 0.30, 0.42),
    Contract.BRONCO: (0.07, -3.29, -1.17, -0.37, 0.18, 0.38),
}
"""Logistic weights of `misere_features` for the chance to take no trick."""
GROSSFRAGE_WEIGHTS: tuple[float, ...] = (2.22, 0.63, 0.25, -0.37, -0.24)
"""Logistic weights of `grossfrage_features`."""


def grossfrage_features(hand: Mask) -> tuple[float, ...]:
    """Features of a hand holding both black queens, for grossfrage."""
    rest = hand & ~BLACK_QUEENS
    aces = sum(rest >> card(s, ACE) & 1 for s in range(4))
    kings = sum(rest >> card(s, KING) & 1 for s in range(4))
    longest = max((rest & SUIT_MASK[s]).bit_count() for s in range(4))
    voids = sum(1 for s in range(4) if not rest & SUIT_MASK[s])
    return (1.0, float(aces), float(kings), float(longest), float(voids))


def best_trump(hand: Mask, contract: Contract, suits: Sequence[int]) -> tuple[int, float]:
    """The suit among `suits` that makes trump `contract` likeliest, and that chance."""
    weights = SUIT_WEIGHTS[contract]
    best = max(suits, key=lambda s: _logistic(weights, suit_features(hand, s)))
    return best, _logistic(weights, suit_features(hand, best))


def make_chance(hand: Mask, contract: Contract, first_lead_soloist: bool = True) -> float:
    """The chance that the bot, declaring `contract` with `hand`, makes it."""
    if contract in SUIT_WEIGHTS:
        suits = (
            [0]
            if contract in (Contract.GRAND, Contract.CLUB_SOLO, Contract.CLUB_SOLO6)
            else [1, 2, 3]
        )
        return best_trump(hand, contract, suits)[1]
    if contract in MISERE_WEIGHTS:
        return _logistic(MISERE_WEIGHTS[contract], misere_features(hand))
    if contract is Contract.GROSSFRAGE:
        if hand & BLACK_QUEENS != BLACK_QUEENS:
            return 0.0
        return _logistic(GROSSFRAGE_WEIGHTS, grossfrage_features(hand))
    # All-trick contracts: only with eight sure tricks.
    if contract is Contract.BULL_SOLO:
        if not first_lead_soloist and any(not hand & SUIT_MASK[s] for s in range(4)):
            return 0.0
        return 0.95 if sure_tricks(hand, None) >= 8 else 0.0
    suits = [0] if contract is Contract.CLUB_SOLO2 else [1, 2, 3]
    return 0.95 if max(sure_tricks(hand, s) for s in suits) >= 8 else 0.0
