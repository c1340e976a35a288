"""Exact (perfect-information) search of the play phase of the Solo trick games.

With every hand known, the rest of a hand's play is a small game tree: `solve` finds what one
side (a bit mask over seats) takes from here with perfect play by everyone, counting card
points (`CARD_POINTS`) or tricks. A determinization (PIMC) search calls it on sampled deals.

How it stays fast in pure Python:
- Cards are re-encoded per contract so that each effective suit is one 16-bit lane in rank
  order (trumps in the top lane): "beats", "follows" and "next card below" are bit tricks.
- The search is a null-window one (`reaches`: does the side take at least `need`?), fail-soft,
  driven by MTD(f) for exact values; a transposition table at trick boundaries holds lower and
  upper bounds and the best lead, so that the successive null-window searches share their
  work. Two searches (built per solver as closures over local tables):
  - counting tricks, `partition.py`: partition search (Ginsberg; the "winning ranks" of Bo
    Haglund's DDS). Each value comes with the cards it depended on; an entry serves every
    position with the same suit lengths per hand whose cards from the lowest that mattered up
    lie alike, in ranks relative to the cards still in play. Sure trump tricks of every hand
    (higher trumps each take at most one of a hand's trumps; a hand's best trump with as many
    guards as there are higher trumps, all of these right before it) and the leader's quick
    tricks cut off at every trick boundary; a card below everything that mattered after
    another card of its suit from the same hand is skipped. A card that stood for a run of
    equivalent cards makes the whole run matter when what mattered after it takes in one.
  - counting card points, `exact.py`: the cards' identities matter, so entries are keyed by
    the remaining hands and the leader (tricks: rank-relative too), with the sure trump and
    quick tricks of the leader.
- Equivalent cards are one move: cards of one hand that are adjacent in an effective suit once
  the cards of completed tricks are removed (in point counting, of equal card points too).
- Cutoffs: the side cannot take more than what is left, nor less than nothing.
- Move ordering: the table's best lead first, then high leads. Counting tricks, a follower
  plays low while his side wins the trick and no opponent still to play can beat it, and wins
  cheaply while the other side wins it and no partner still to play can. Counting card points,
  followers win cheaply when the other side is winning, else play low; one who does not win
  adds the most points to his side's trick and gives the least to the other side's.
- `solve` is MTD(f) when counting tricks. Counting card points it tests its guess and the
  value beside it (MTD(f)'s quick confirmation of a good guess), then bisects between the
  bounds: fail-soft upper bounds there are mostly just one below the test ("more than is
  left" cutoffs), so plain MTD(f) stepped down by one point per search (40 searches in a
  Six-bid deal).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from solo_desktop.ai.budget import Budget, OutOfTime
from solo_desktop.ai.solver.encoding import Follow, Lead
from solo_desktop.ai.solver.encoding import bits as _bits
from solo_desktop.ai.solver.encoding import encoding as _encoding
from solo_desktop.core.cards import CARD_POINTS, Card, Mask
from solo_desktop.core.tricks import PlayPolicy, TrickContext

__all__ = [
    "Budget",
    "OutOfTime",
    "Position",
    "Solver",
    "load",
    "move_values",
    "reaches",
    "solve",
]


@dataclass(frozen=True, slots=True)
class Position:
    """A play-phase position with every hand known."""

    hands: tuple[Mask, ...]
    """Per seat at the table (a seat that does not play has 0)."""
    order: tuple[int, ...]
    """The seats that play, in clockwise playing order."""
    leader: int
    """The seat that led the trick in progress (or leads next when the trick is empty)."""
    trick: tuple[Card, ...]
    """Cards of the trick in progress, led card first (fewer than `len(order)`)."""
    ctx: TrickContext
    policy: PlayPolicy
    side: int
    """Bit mask over seats (1 << seat): the side whose takings count and who maximise them."""
    points: bool
    """True: the value is the card points the side takes; False: the tricks it takes."""

    @property
    def to_act(self) -> int:
        """The seat to play next."""
        order = self.order
        return order[(order.index(self.leader) + len(self.trick)) % len(order)]

    def legal(self) -> Mask:
        """The cards the seat to act may play."""
        return self.ctx.legal(self.hands[self.to_act], self.trick, self.policy)

    def play(self, c: Card) -> tuple[Position, int]:
        """The position after the seat to act plays `c` (assumed legal), and what the side
        takes from the trick if `c` completes it (else 0)."""
        seat = self.to_act
        hands = list(self.hands)
        hands[seat] &= ~(1 << c)
        trick = (*self.trick, c)
        order = self.order
        if len(trick) < len(order):
            return _replace(self, tuple(hands), self.leader, trick), 0
        start = order.index(self.leader)
        winner = order[(start + self.ctx.winner(trick)) % len(order)]
        gain = 0
        if self.side >> winner & 1:
            gain = sum(CARD_POINTS[x] for x in trick) if self.points else 1
        return _replace(self, tuple(hands), winner, ()), gain


def _replace(
    pos: Position, hands: tuple[Mask, ...], leader: int, trick: tuple[Card, ...]
) -> Position:
    return Position(hands, pos.order, leader, trick, pos.ctx, pos.policy, pos.side, pos.points)


class Solver:
    """A search for one contract, seating, side and count, whose transposition table is kept
    between calls (positions of one deal, or of deals that share hands, reuse it)."""

    def __init__(
        self,
        ctx: TrickContext,
        policy: PlayPolicy,
        order: tuple[int, ...],
        side: int,
        points: bool,
    ) -> None:
        self.ctx = ctx
        self.policy = policy
        self.order = order
        self.side = side
        self.points = points
        self.enc = _encoding(ctx)
        self.table: dict[Any, Any] = {}
        self.budget: Budget | None = None
        self.nodes = 0
        """Cards tried so far (to the nearest thousand)."""
        self._hands: list[int] = [0] * len(order)
        self._lead, self._follow = _builder(points)(self)

    def matches(self, pos: Position) -> bool:
        """Whether `pos` may be searched by this solver."""
        return (
            pos.ctx is self.ctx
            and pos.policy == self.policy
            and pos.order == self.order
            and pos.side == self.side
            and pos.points == self.points
        )

    # -- the search ------------------------------------------------------------------------

    # -- entry points ------------------------------------------------------------------------

    def _search(self, pos: Position, need: int) -> int:
        """Fail-soft null-window search of `pos` at `need` (the side takes >= need?)."""
        if self.budget is not None and self.budget.expired():
            raise OutOfTime  # at once, even where the bounds would settle it sooner
        enc = self.enc
        order = self.order
        n = len(order)
        hands = self._hands
        live = 0
        for j, s in enumerate(order):
            hands[j] = enc.mask(pos.hands[s])
            live |= hands[j]
        start = order.index(pos.leader)
        pts = enc.pts
        if not pos.trick:
            rem = sum(pts[x] for x in _bits(live)) if self.points else hands[start].bit_count()
            return self._lead(start, need, rem, live)
        trick = [enc.to_int[c] for c in pos.trick]
        beats = enc.beats
        top = trick[0]
        wi = start
        tm = 0
        tp = 0
        for k, c in enumerate(trick):
            if k and beats[top] >> c & 1:
                top = c
                wi = (start + k) % n
            tm |= 1 << c
            tp += pts[c]
        i = (start + len(trick)) % n
        live |= tm
        rem = sum(pts[x] for x in _bits(live)) if self.points else hands[i].bit_count()
        return self._follow(i, len(trick), trick[0], top, wi, tp, need, rem, live, tm)

    def _total(self, pos: Position) -> int:
        """What is left to take in `pos` (the trick in progress included)."""
        if self.points:
            m = 0
            for h in pos.hands:
                m |= h
            return sum(CARD_POINTS[c] for c in _bits(m)) + sum(CARD_POINTS[c] for c in pos.trick)
        return pos.hands[pos.to_act].bit_count()

    def reaches(self, pos: Position, target: int, budget: Budget | None = None) -> bool:
        """Whether the side takes at least `target` from here with perfect play."""
        self.budget = budget
        return self._search(pos, target) >= target

    def solve(self, pos: Position, budget: Budget | None = None, guess: int | None = None) -> int:
        """The side's takings from here with perfect play (MTD(f) over null-window searches)."""
        self.budget = budget
        lo, hi = 0, self._total(pos)
        need = (lo + hi + 1) // 2 if guess is None else min(max(guess, lo + 1), hi)
        probe = guess is not None
        while lo < hi:
            v = self._search(pos, need)
            if v >= need:
                lo = v
                need = lo + 1
            else:
                hi = v
                need = hi
            if probe:
                # MTD(f)'s next test right beside the bound: confirms a good guess at once.
                probe = False
            elif lo < hi and self.points:
                # Counting card points, fail-soft bounds are mostly one off the test ("more
                # than is left" cutoffs abound): bisect instead of stepping by one. (Counting
                # tricks, the bounds are better and stepping costs fewer nodes.)
                need = (lo + hi + 1) // 2
        return lo

    def move_values(self, pos: Position, budget: Budget | None = None) -> dict[Card, int]:
        """For each legal card of the seat to act: the side's takings from here (the trick in
        progress included) after it, with perfect play afterwards."""
        self.budget = budget
        legal = pos.legal()
        enc = self.enc
        hand = enc.mask(pos.hands[pos.to_act])
        live = 0
        for h in pos.hands:
            live |= enc.mask(h)
        for c in pos.trick:
            live |= 1 << enc.to_int[c]
        values: dict[Card, int] = {}
        rep_of: dict[Card, Card] = {}
        pts = enc.pts
        below = enc.below
        for c in sorted(_bits(legal), key=lambda c: enc.to_int[c]):
            x = enc.to_int[c]
            y = live & below[x]
            if y:
                d = y.bit_length() - 1
                if hand >> d & 1 and (not self.points or pts[d] == pts[x]):
                    rep_of[c] = rep_of[enc.to_ext[d]]
                    continue
            rep_of[c] = c
            child, gain = pos.play(c)
            guess = values[next(iter(values))] - gain if values else None
            values[c] = gain + self.solve(child, budget, guess)
        return {c: values[rep_of[c]] for c in sorted(rep_of)}


def load(points: bool) -> None:
    """Import the search for card points (`exact.py`) or for tricks (`partition.py`) now. A
    `Solver` imports its own on first use; a search level loads its game's when it is made, so
    that everything it plays by is loaded then, and the strength records of a game that counts
    tricks do not rest on the card-point search (or the other way round)."""
    _builder(points)


def _builder(points: bool) -> Callable[[Solver], tuple[Lead, Follow]]:
    """The search counting card points or tricks, imported on first use."""
    if points:
        from solo_desktop.ai.solver.exact import build_exact

        return build_exact
    from solo_desktop.ai.solver.partition import build_partition

    return build_partition


def _solver(pos: Position) -> Solver:
    return Solver(pos.ctx, pos.policy, pos.order, pos.side, pos.points)


def solve(pos: Position, budget: Budget | None = None) -> int:
    """The side's takings from the remaining play (not counting tricks already completed,
    but the trick in progress included) with perfect play by everyone."""
    return _solver(pos).solve(pos, budget)


def move_values(pos: Position, budget: Budget | None = None) -> dict[Card, int]:
    """For each legal card of the seat to act: the side's takings from here (the trick in
    progress included) after that card with perfect play afterwards. Equivalent cards get the
    same value and all appear."""
    return _solver(pos).move_values(pos, budget)


def reaches(pos: Position, target: int, budget: Budget | None = None) -> bool:
    """Whether the side takes at least `target` from here with perfect play (a null-window
    search, much faster than `solve`)."""
    return _solver(pos).reaches(pos, target, budget)
