"""The search with exact table keys: counting card points (the cards' identities matter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo_desktop.ai.budget import OutOfTime
from solo_desktop.ai.solver.encoding import CHECK_EVERY, TABLE_LIMIT, Follow, Lead, pext

if TYPE_CHECKING:
    from solo_desktop.ai.solver import Solver

__all__ = ["build_exact"]


def build_exact(solver: Solver) -> tuple[Lead, Follow]:
    """The two mutually recursive search functions, as closures over local tables.

    lead(i, need, rem, live): the side's takings from the remaining tricks when the
    player at index i of `order` leads; `rem` is what is left to take (points in hand or
    tricks), `live` the cards in hand. follow(i, k, lead, top, wi, tp, need, rem, live, tm):
    the side's takings from here (the trick in progress included) when player i plays the
    k-th card to a trick led with `lead`, best so far `top` by player wi, `tp` points in
    it, `tm` its cards; `rem` and `live` as at the trick's start. Both are fail-soft
    null-window searches: a value >= need is a lower bound, one < need an upper bound.
    """
    enc = solver.enc
    beats = enc.beats
    lane = enc.lane
    below = enc.below
    pts = enc.pts
    trump = enc.trump
    policy = solver.policy
    pfollow = policy.follow
    ptrump = policy.trump
    phead = policy.head
    pover = policy.overtrump
    n = len(solver.order)
    side = tuple(bool(solver.side >> s & 1) for s in solver.order)
    points = solver.points
    nxt = tuple((j + 1) % n for j in range(n))
    last_k = n - 1
    table: dict[tuple[int, ...], tuple[int, int, int]] = solver.table
    countdown = CHECK_EVERY
    hands = solver._hands
    big = 1 << 30
    seats = range(n)
    compress = not points
    shifts = (0, 16, 32, 48, 64)
    plain = (0, 16, 32, 48)
    pcache: dict[int, int] = {}

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
                    r = pcache.get(q)
                    if r is None:
                        if len(pcache) > TABLE_LIMIT:
                            pcache.clear()
                        r = pcache[q] = pext(q & 0xFFFF, vk >> 16)
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
            countdown = CHECK_EVERY
            solver.nodes += CHECK_EVERY
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
