"""What the Solo Whist rule bot knows and reckons: card tracking, odds and hand values.

- `Knowledge` replays the tricks a seat has seen under Solo Whist's only obligation (follow
  suit): a seat that does not follow is out of the led suit. Cards known to be in a seat's hand
  (the dealer's turn-up until it is played, an exposed misère hand) count as held for certain.
  The odds that a seat holds one of a set of cards come from a hypergeometric draw of its
  unknown cards out of the unseen cards it may still hold.
- `trick_estimate` counts the tricks a hand expects with a trump suit (None: no trumps): top
  cards by how well they are guarded, trump length beyond three, long side suits that run once
  trumps are drawn, and ruffs in short suits while trumps last.
- `playing_tricks` is a losing-trick count, the soberer estimate for the nine-trick contracts.
- `misere_risk` rates a hand in a no-trump misère: per suit, how far each card stands above the
  ranks it could hide under (holding 2-4-6 is safe; a bare ace is lost), with short suits cheap
  because a void lets the declarer shed dangerous cards.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from solo_desktop.ai.rulebots.odds_play import PLAYERS, SeatOdds
from solo_desktop.core.cards import ACE, DECK_52, JACK, KING, QUEEN, SUIT_MASK, Card, Mask, mask_of
from solo_desktop.core.tricks import NATURAL, TrickContext, suit_contract

DECK_MASK = mask_of(DECK_52)


def context(trump: int | None) -> TrickContext:
    """How cards rank under Solo Whist trumps `trump` (None: no trumps)."""
    return suit_contract(trump, NATURAL)


def higher(ctx: TrickContext, c: Card) -> Mask:
    """The cards of `c`'s effective suit that rank above it."""
    return ctx.beats[c] & ctx.follow[c] & DECK_MASK


class Knowledge(SeatOdds):
    """Unseen cards and, per seat, the unseen cards it may hold and the cards it surely holds."""

    __slots__ = ("known",)

    def __init__(
        self,
        seat: int,
        hand: Mask,
        ctx: TrickContext,
        tricks: Sequence[tuple[int, Sequence[Card]]],
        sizes: Sequence[int],
    ) -> None:
        """Replay `tricks` (leader, cards) seen by `seat`, whose cards are `hand`."""
        self.ctx = ctx
        self.sizes = tuple(sizes)
        played = 0
        excluded = [0] * PLAYERS
        for leader, cards in tricks:
            lead_group = ctx.follow[cards[0]]
            for i, c in enumerate(cards):
                played |= 1 << c
                if i and not lead_group >> c & 1:
                    excluded[(leader + i) % PLAYERS] |= lead_group
        self.unseen = DECK_MASK & ~hand & ~played
        self.possible = [hand if s == seat else self.unseen & ~excluded[s] for s in range(PLAYERS)]
        self.known = [hand if s == seat else 0 for s in range(PLAYERS)]

    def reveal(self, seat: int, cards: Mask) -> None:
        """Record that `seat` holds `cards` (a turn-up, an exposed hand); nobody else does."""
        cards &= self.unseen
        for s in range(PLAYERS):
            if s == seat:
                self.known[s] |= cards
                self.possible[s] |= cards
            elif s != seat and self.known[s] != self.possible[s]:
                self.possible[s] &= ~cards

    def reveal_all(self, seat: int, hand: Mask) -> None:
        """Record that `seat` holds exactly `hand` (an open hand)."""
        self.reveal(seat, hand)
        self.possible[seat] = hand
        self.known[seat] = hand

    def p_any(self, seat: int, cards: Mask) -> float:
        """The chance that `seat` holds at least one of `cards`."""
        if self.known[seat] & cards:
            return 1.0
        pool = self.possible[seat] & ~self.known[seat]
        k = (pool & cards).bit_count()
        if not k:
            return 0.0
        n = pool.bit_count()
        h = self.sizes[seat] - self.known[seat].bit_count()
        if h <= 0:
            return 0.0
        if h >= n or n - k < h:
            return 1.0
        return 1.0 - math.comb(n - k, h) / math.comb(n, h)


# -- hand values -----------------------------------------------------------------------------


def _ranks(hand: Mask, s: int) -> list[int]:
    """The ranks `hand` holds in suit `s`, highest first."""
    lane = hand >> (16 * s) & 0x1FFF
    return [r for r in range(ACE, -1, -1) if lane >> r & 1]


def _honour_tricks(ranks: Sequence[int]) -> float:
    """Tricks from the top cards of one suit (ranks highest first), by how well they are
    guarded."""
    n = len(ranks)
    total = 0.0
    for i, r in enumerate(ranks):
        missing = ACE - r - i  # higher cards held by the others
        if missing < 0:
            missing = 0
        guards = n - 1 - i  # lower cards of the suit in hand to protect it
        if missing == 0:
            total += 1.0
        elif missing == 1 and guards >= 1:
            total += 0.75
        elif missing == 1:
            total += 0.3
        elif missing == 2 and guards >= 2:
            total += 0.4
        elif (missing == 2 and r >= QUEEN) or (missing == 3 and guards >= 3 and r >= JACK):
            total += 0.15
    return total


def trick_estimate(hand: Mask, trump: int | None) -> float:
    """The tricks `hand` expects to take as declarer with `trump` (None: no trumps)."""
    total = 0.0
    trumps = 0 if trump is None else (hand & SUIT_MASK[trump]).bit_count()
    strong_trumps = trump is None or trumps >= 5 or (trumps >= 4 and hand >> (16 * trump + ACE) & 1)
    ruff = 0.0
    for s in range(4):
        ranks = _ranks(hand, s)
        n = len(ranks)
        honours = _honour_tricks(ranks)
        if s == trump:
            total += max(honours, 0.0) + max(0, n - 3) * 0.9
            continue
        total += honours
        if n >= 5 and strong_trumps:
            total += (n - 4) * (0.6 if ranks[0] >= KING else 0.35)
        if trump is not None and trumps >= 3:
            if n == 0:
                ruff += 1.5
            elif n == 1:
                ruff += 0.8
            elif n == 2:
                ruff += 0.3
    if trump is not None:
        total += min(ruff, max(0.0, trumps - 2.5))
    return min(total, 13.0)


def sure_tricks(hand: Mask, trump: int | None) -> int:
    """Tricks `hand` takes for certain leading every trick, drawing trumps first."""
    total = 0
    suits = ([trump] if trump is not None else []) + [s for s in range(4) if s != trump]
    for s in suits:
        ranks = _ranks(hand, s)
        n = len(ranks)
        if not n:
            continue
        run = 0
        for i, r in enumerate(ranks):
            if r != ACE - i:
                break
            run += 1
        solid = run >= min(n, 13 - n)
        total += n if solid else run
        if s == trump and not solid:
            return total
    return total


def playing_tricks(hand: Mask, trump: int) -> float:
    """Thirteen less the hand's losers with `trump` as trumps (a losing-trick count: the first
    three cards of each suit less its guarded top honours, and a part of each side card beyond
    three), a sober estimate for the nine-trick contracts."""
    losers = 0.0
    for s in range(4):
        ranks = _ranks(hand, s)
        n = len(ranks)
        lost = float(min(n, 3))
        for i, r in enumerate(ranks[:3]):
            if r == ACE or (r == KING and n >= 2) or (r == QUEEN and n >= 3 and i < 2):
                lost -= 1.0
            elif r == QUEEN and n >= 3:
                lost -= 0.5
        if s != trump and n > 3:
            lost += (n - 3) * 0.3
        losers += lost
    return 13.0 - losers


def misere_risk(hand: Mask) -> float:
    """The chance (roughly) that `hand` is forced to take a trick in a no-trump misère."""
    p_safe = 1.0
    voids = sum(1 for s in range(4) if not hand & SUIT_MASK[s])
    for s in range(4):
        ranks = sorted(_ranks(hand, s))
        for k, r in enumerate(ranks):
            gap = r - 2 * k  # ranks above the 2k cards (of the others) it may hide under
            if gap <= 0:
                continue
            danger = min(0.85, 0.07 * gap * gap / (1 + k))
            if len(ranks) <= 2:
                danger *= 1.0 if len(ranks) == 1 else 0.8
            danger *= 0.8**voids  # a void lets the declarer shed it
            p_safe *= 1.0 - danger
    return 1.0 - p_safe


def best_suit(hand: Mask, suits: Sequence[int]) -> tuple[int, float]:
    """The suit among `suits` that gives `hand` the most expected tricks as trumps, and those."""
    best = max(suits, key=lambda s: (trick_estimate(hand, s), (hand & SUIT_MASK[s]).bit_count()))
    return best, trick_estimate(hand, best)
