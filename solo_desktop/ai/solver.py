"""Exact (perfect-information) search of the play phase of the Solo trick games.

With every hand known, the rest of a hand's play is a small game tree: `solve` finds what one
side (a bit mask over seats) takes from here with perfect play by everyone, counting card
points (`CARD_POINTS`) or tricks. A determinization (PIMC) search calls it on sampled deals.

How it stays fast in pure Python:
- Cards are re-encoded per contract so that each effective suit is one 16-bit lane in rank
  order (trumps in the top lane): "beats", "follows" and "next card below" are bit tricks.
- The search is a null-window one (`reaches`: does the side take at least `need`?), fail-soft,
  driven by MTD(f) for exact values; a transposition table keyed at trick boundaries by the
  remaining hands and the leader holds lower and upper bounds and the best lead, so that the
  successive null-window searches share their work.
- Equivalent cards are one move: cards of one hand that are adjacent in an effective suit once
  the cards of completed tricks are removed (in point counting, of equal card points too).
- Cutoffs: the side cannot take more than what is left, nor less than nothing.
- Move ordering: the table's best lead first, then high leads; followers win cheaply when the
  other side is winning the trick, else play low; counting card points, a follower who does not
  win adds the most points to his side's trick and gives the least to the other side's.
- `solve` is MTD(f) when counting tricks. Counting card points it tests its guess and the
  value beside it (MTD(f)'s quick confirmation of a good guess), then bisects between the
  bounds: fail-soft upper bounds there are mostly just one below the test ("more than is
  left" cutoffs), so plain MTD(f) stepped down by one point per search (40 searches in a
  Six-bid deal).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from solo_desktop.ai.budget import Budget, OutOfTime
from solo_desktop.core.cards import CARD_POINTS, Card, Mask
from solo_desktop.core.tricks import PlayPolicy, TrickContext

__all__ = [
    "Budget",
    "OutOfTime",
    "Position",
    "Solver",
    "move_values",
    "reaches",
    "solve",
]

_CHECK_EVERY = 1000
"""Nodes (cards tried) between two looks at the clock."""
TABLE_LIMIT = 300_000
"""Entries kept in a transposition table before it is cleared (~300 bytes each)."""


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


class _Encoding:
    """A contract's cards renumbered: effective suit g (4 = trumps) in bits 16g.., by rank."""

    __slots__ = ("beats", "below", "lane", "pts", "to_ext", "to_int", "trump")

    def __init__(self, ctx: TrickContext) -> None:
        groups: list[list[Card]] = [[] for _ in range(5)]
        for c in range(64):
            if ctx.strength[c]:
                groups[4 if ctx.trump >> c & 1 else c >> 4].append(c)
        to_int = [-1] * 64
        to_ext = [-1] * 80
        for g, cs in enumerate(groups):
            cs.sort(key=lambda c: ctx.strength[c])
            assert len(cs) <= 16
            for i, c in enumerate(cs):
                to_int[c] = 16 * g + i
                to_ext[16 * g + i] = c
        trump = 0xFFFF << 64
        lane = [0xFFFF << (16 * (x >> 4)) for x in range(80)]
        self.to_int = tuple(to_int)
        self.to_ext = tuple(to_ext)
        self.trump = trump
        self.lane = tuple(lane)
        self.below = tuple(lane[x] & ((1 << x) - 1) for x in range(80))
        self.beats = tuple(
            (lane[x] & ~((2 << x) - 1)) | (0 if x >= 64 else trump) for x in range(80)
        )
        self.pts = tuple(0 if c < 0 else CARD_POINTS[c] for c in to_ext)

    def mask(self, m: Mask) -> Mask:
        """An external mask in this encoding."""
        out = 0
        to_int = self.to_int
        while m:
            b = m & -m
            m ^= b
            out |= 1 << to_int[b.bit_length() - 1]
        return out


@lru_cache(maxsize=64)
def _encoding(ctx: TrickContext) -> _Encoding:
    return _Encoding(ctx)


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
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.budget: Budget | None = None
        self.nodes = 0
        """Cards tried so far (to the nearest thousand)."""
        self._hands: list[int] = [0] * len(order)
        self._lead, self._follow = self._build()

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

    def _build(
        self,
    ) -> tuple[
        Callable[[int, int, int, int], int],
        Callable[[int, int, int, int, int, int, int, int, int, int], int],
    ]:
        """The two mutually recursive search functions, as closures over local tables.

        lead(i, need, rem, live): the side's takings from the remaining tricks when the
        player at index i of `order` leads; `rem` is what is left to take (points in hand or
        tricks), `live` the cards in hand. follow(i, k, lead, top, wi, tp, need, rem, live, tm):
        the side's takings from here (the trick in progress included) when player i plays the
        k-th card to a trick led with `lead`, best so far `top` by player wi, `tp` points in
        it, `tm` its cards; `rem` and `live` as at the trick's start. Both are fail-soft
        null-window searches: a value >= need is a lower bound, one < need an upper bound.
        """
        enc = self.enc
        beats = enc.beats
        lane = enc.lane
        below = enc.below
        pts = enc.pts
        trump = enc.trump
        policy = self.policy
        pfollow = policy.follow
        ptrump = policy.trump
        phead = policy.head
        pover = policy.overtrump
        n = len(self.order)
        side = tuple(bool(self.side >> s & 1) for s in self.order)
        points = self.points
        nxt = tuple((j + 1) % n for j in range(n))
        last_k = n - 1
        table = self.table
        solver = self
        countdown = _CHECK_EVERY
        hands = self._hands
        big = 1 << 30
        seats = range(n)
        compress = not points
        shifts = (0, 16, 32, 48, 64)
        plain = (0, 16, 32, 48)
        pext: dict[int, int] = {}

        def lead(i: int, need: int, rem: int, live: int) -> int:
            if need <= 0:
                return 0
            if need > rem:
                return rem
            # Sure takings: the top live trumps of one hand each win the trick they fall in.
            t = live & trump
            if t:
                top_t = t.bit_length() - 1
                for p in seats:
                    held = hands[p]
                    if held >> top_t & 1:
                        held &= trump
                        others = t & ~held
                        if others:
                            held >>= others.bit_length()
                            held <<= others.bit_length()
                        if points:
                            sure = 0
                            while held:
                                b = held & -held
                                held ^= b
                                sure += pts[b.bit_length() - 1]
                        else:
                            sure = held.bit_count()
                        if side[p]:
                            if need <= sure:
                                return sure
                        elif need > rem - sure:
                            return rem - sure
                        break
            if not points:
                # Quick tricks of the leader's side: top cards the leader cashes in a row.
                h = hands[i]
                mine = side[i]
                tl = h & trump
                trun = 0
                if tl:
                    others = t & ~tl
                    trun = (tl >> others.bit_length()).bit_count() if others else tl.bit_count()
                ruff = 0  # the most trumps an opponent holds
                ruffers = []  # opponents with trumps
                takers = []  # partners who must trump when void (and so take the lead)
                for p in seats:
                    ho = hands[p] & trump
                    if ho:
                        if side[p] != mine:
                            ruffers.append(hands[p])
                            if ho.bit_count() > ruff:
                                ruff = ho.bit_count()
                        elif ptrump and p != i:
                            takers.append(hands[p])
                if ruff and (not pfollow or trun < ruff):
                    # Opponents may ruff: one plain suit, as long as every ruffer follows.
                    quick = trun
                    if pfollow:
                        for sh in plain:
                            hl = h >> sh & 0xFFFF
                            if hl:
                                others = (live >> sh & 0xFFFF) & ~hl
                                run = (hl >> others.bit_length()).bit_count() if others else 0
                                for ho in ruffers:
                                    ln = (ho >> sh & 0xFFFF).bit_count()
                                    if ln < run:
                                        run = ln
                                for ho in takers:
                                    ln = (ho >> sh & 0xFFFF).bit_count()
                                    if ln < run:
                                        run = ln
                                if run > quick:
                                    quick = run
                else:
                    # Nobody can ruff once the top trumps have drawn the opponents'.
                    quick = trun
                    for sh in plain:
                        hl = h >> sh & 0xFFFF
                        if hl:
                            others = (live >> sh & 0xFFFF) & ~hl
                            run = hl.bit_count()
                            if others:
                                run = (hl >> others.bit_length()).bit_count()
                            for ho in takers:
                                ln = (ho >> sh & 0xFFFF).bit_count()
                                if ln < run:
                                    run = ln
                            quick += run
                if mine:
                    if need <= quick:
                        return quick
                elif need > rem - quick:
                    return rem - quick
            if compress:
                # Ranks relative to the live cards: positions that differ only in which
                # cards of completed tricks are gone share an entry.
                keep = 0  # suits with no gap: as they are
                gaps = []
                for sh in shifts:
                    v = live >> sh & 0xFFFF
                    if v & (v + 1):
                        gaps.append((sh, v << 16))
                    else:
                        keep |= 0xFFFF << sh
                parts = []
                for h in hands:
                    z = h & keep
                    for sh, vk in gaps:
                        q = vk | (h >> sh & 0xFFFF)
                        r = pext.get(q)
                        if r is None:
                            if len(pext) > TABLE_LIMIT:
                                pext.clear()
                            r = pext[q] = _pext(q & 0xFFFF, vk >> 16)
                        z |= r << sh
                    parts.append(z)
                parts.append(i)
                key = tuple(parts)
            else:
                key = (*hands, i)
            e = table.get(key)
            if e is not None:
                lo, hi, first = e
                if lo >= need:
                    return lo
                if hi < need:
                    return hi
            else:
                lo, hi, first = 0, rem, -1
            h = hands[i]
            # Representatives of equivalent cards (the lowest of each run): the table's
            # move, then winners (the top live card of their suit), high first, then the
            # others, low first.
            tops: list[int] = []
            lows: list[int] = []
            m = h
            while m:
                c = m.bit_length() - 1
                m ^= 1 << c
                x = live & below[c]
                if x:
                    d = x.bit_length() - 1
                    if h >> d & 1 and (not points or pts[d] == pts[c]):
                        continue
                if live & beats[c] & lane[c]:
                    lows.append(c)
                else:
                    tops.append(c)
            lows.reverse()
            moves = tops + lows
            if first >= 0 and h >> first & 1 and moves[0] != first:
                if first in moves:
                    moves.remove(first)
                moves.insert(0, first)
            j = nxt[i]
            best_move = -1
            if side[i]:
                best = -1
                for c in moves:
                    hands[i] = h ^ (1 << c)
                    v = follow(j, 1, c, c, i, pts[c], need, rem, live, 1 << c)
                    if v > best:
                        best = v
                        best_move = c
                        if v >= need:
                            break
            else:
                best = big
                for c in moves:
                    hands[i] = h ^ (1 << c)
                    v = follow(j, 1, c, c, i, pts[c], need, rem, live, 1 << c)
                    if v < best:
                        best = v
                        best_move = c
                        if v < need:
                            break
            hands[i] = h
            if best >= need:
                if best > lo:
                    lo = best
            elif best < hi:
                hi = best
            if len(table) >= TABLE_LIMIT:
                table.clear()
            table[key] = (lo, hi, best_move)
            return best

        def follow(
            i: int,
            k: int,
            led: int,
            top: int,
            wi: int,
            tp: int,
            need: int,
            rem: int,
            live: int,
            tm: int,
        ) -> int:
            nonlocal countdown
            countdown -= 1
            if not countdown:
                countdown = _CHECK_EVERY
                solver.nodes += _CHECK_EVERY
                budget = solver.budget
                if budget is not None and budget.expired():
                    raise OutOfTime
            if need <= 0:
                return 0
            if need > rem:
                return rem
            h = hands[i]
            if pfollow:
                legal = h & lane[led]
                if legal:
                    if phead:
                        legal = legal & beats[top] or legal
                elif ptrump and h & trump:
                    legal = h & trump
                    if pover:
                        legal = legal & beats[top] or legal
                else:
                    legal = h
            else:
                legal = h
            bt = beats[top]
            me = side[i]
            # Representatives, low first; winning cards first unless my side is winning.
            wins: list[int] = []
            rest: list[int] = []
            m = legal
            while m:
                b = m & -m
                m ^= b
                c = b.bit_length() - 1
                x = live & below[c]
                if x:
                    d = x.bit_length() - 1
                    if h >> d & 1 and (not points or pts[d] == pts[c]):
                        continue
                if bt >> c & 1:
                    wins.append(c)
                else:
                    rest.append(c)
            if side[wi] == me:
                if points and len(rest) > 1:
                    rest.sort(key=pts.__getitem__, reverse=True)  # my side wins: add points
                moves = rest + wins
            else:
                if points and len(rest) > 1:
                    rest.sort(key=pts.__getitem__)  # the other side wins: give least
                moves = wins + rest
            if k == last_k:
                j = -1
                nrem = rem - 1
            else:
                j = nxt[i]
                nrem = rem
            best = -1 if me else big
            for c in moves:
                hands[i] = h ^ (1 << c)
                if bt >> c & 1:
                    ntop = c
                    nwi = i
                else:
                    ntop = top
                    nwi = wi
                ntp = tp + pts[c]
                if j < 0:
                    if points:
                        nrem = rem - ntp
                    if side[nwi]:
                        gain = ntp if points else 1
                        v = gain + lead(nwi, need - gain, nrem, live & ~(tm | 1 << c))
                    else:
                        v = lead(nwi, need, nrem, live & ~(tm | 1 << c))
                else:
                    v = follow(j, k + 1, led, ntop, nwi, ntp, need, rem, live, tm | 1 << c)
                if me:
                    if v > best:
                        best = v
                        if v >= need:
                            break
                elif v < best:
                    best = v
                    if v < need:
                        break
            hands[i] = h
            return best

        return lead, follow

    # -- entry points ------------------------------------------------------------------------

    def _search(self, pos: Position, need: int) -> int:
        """Fail-soft null-window search of `pos` at `need` (the side takes >= need?)."""
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


def _pext(x: int, m: int) -> int:
    """The bits of `x` at the set bits of `m`, packed low (x86's PEXT)."""
    r = 0
    k = 0
    while m:
        b = m & -m
        m ^= b
        if x & b:
            r |= 1 << k
        k += 1
    return r


def _bits(m: Mask) -> list[int]:
    out: list[int] = []
    while m:
        b = m & -m
        m ^= b
        out.append(b.bit_length() - 1)
    return out


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
