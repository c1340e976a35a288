"""The search counting tricks: partition search over rank-relative keys.

A position at a trick boundary is stored once for every position that plays out the same
way. Two positions are alike when each hand holds as many cards of each effective suit (the
"shape", part of the table's key) and the cards that mattered are where they were: in each
suit, the cards from the lowest one that mattered up, counted in ranks relative to the cards
still in play (Ginsberg's partition search; Bo Haglund's DDS keeps "winning ranks" so).

What mattered, worked out along with every value (`rel`, a mask of live cards):
- the card that won a trick by rank (it beat another card of its suit in the trick), and
  under strict play (must head, must overtrump) every card of the trick, since which cards
  may follow then hangs on their ranks;
- the top cards behind a quick-trick or sure-trick cutoff;
- at a node that cut off, what mattered below the move that cut; at a node that did not, what
  mattered below any move.
A value comes with the relevant cards of the position it was searched in; the table keeps the
relevant suits' top cards in relative ranks, so that a later position with other small cards,
or with other cards already gone, finds the entry. Every suit's cards below the lowest that
mattered are interchangeable: the hands hold as many of them (the shape), and none of them
ever won a trick by rank.

The table: shape and leader -> a list of entries (mask, value under the mask, bound, lower?,
thresholds, move). `W` is the position's word: per hand (80 bits each) the rank-relative
cards of each suit, and above them the shape (5 bits per hand and suit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo_desktop.ai.budget import OutOfTime
from solo_desktop.ai.solver.encoding import CHECK_EVERY, TABLE_LIMIT, Follow, Lead, pext

if TYPE_CHECKING:
    from solo_desktop.ai.solver import Solver

__all__ = ["build_partition"]

Entry = tuple[int, int, int, bool, tuple[tuple[int, int], ...], int]
"""(mask, masked word, value, lower bound?, (lane shift, cards below the threshold)..., move
as lane * 16 + relative rank, or -1)."""


def build_partition(solver: Solver) -> tuple[Lead, Follow]:
    """The two mutually recursive null-window searches (as `exact.build_exact`, counting
    tricks): lead(i, need, rem, live) and follow(i, k, led, top, wi, tp, need, rem, live,
    tm), `tp` unused. Each also leaves in `rel` the live cards its value depends on."""
    enc = solver.enc
    beats = enc.beats
    lane = enc.lane
    below = enc.below
    trump = enc.trump
    policy = solver.policy
    pfollow = policy.follow
    ptrump = policy.trump
    phead = policy.head
    pover = policy.overtrump
    strict = phead or pover
    order = solver.order
    n = len(order)
    side = tuple(bool(solver.side >> s & 1) for s in order)
    nxt = tuple((j + 1) % n for j in range(n))
    prv = tuple((j - 1) % n for j in range(n))
    last_k = n - 1
    table: dict[int, list[Entry]] = solver.table
    hands = solver._hands
    seats = range(n)
    shifts = (0, 16, 32, 48, 64)
    plain = (0, 16, 32, 48)
    offsets = tuple(80 * p for p in seats)
    zbits = 80 * n
    lanes_all = sum(0xFFFF << off for off in offsets)
    rep = sum(1 << off for off in offsets)
    caches: list[dict[int, int]] = [{} for _ in shifts]
    sure_cache: dict[int, tuple[int, int, int, int]] = {}
    top_cache: dict[int, int] = {}
    big = 1 << 30
    countdown = CHECK_EVERY
    rel = 0

    def contribution(k: int, s: int) -> int:
        """Lane s's part of the word, from its cards in every hand (`k`, hands 80 bits
        apart)."""
        v = 0
        for off in offsets:
            v |= k >> off & 0xFFFF
        w = 0
        for p, off in enumerate(offsets):
            hl = k >> off & 0xFFFF
            w |= pext(hl, v) << (off + 16 * s)
            w |= hl.bit_count() << (zbits + 5 * (5 * p + s))
        return w

    def sure_tricks(i: int, t: int) -> tuple[int, int, int, int]:
        """Sure tricks in trumps of the side and of the other side, and the cards behind
        them, when player i leads and `t` are the live trumps.

        A hand's trumps above all but j others win all but j tricks (each higher trump takes
        at most one of them). A hand's best trump with as many lower trumps as there are
        higher ones out, all of those in the hand right before it (an opponent), takes a
        trick: it plays the best when no higher one was played before it, else a low one
        (not for the leader, whose lead may cost a low trump). The tricks each hand's own
        cards win are distinct: a side's add up."""
        mine_sure = 0
        their_sure = 0
        mine_rel = 0
        their_rel = 0
        for p in seats:
            held = hands[p] & t
            if not held:
                continue
            length = held.bit_count()
            o = t & ~held
            j = 0
            sure = 0
            srel = 0
            while o:
                ob = o.bit_length()
                a = (held >> ob).bit_count() - j
                if a > sure:
                    sure = a
                    srel = held >> ob << ob
                if length - j - 1 <= sure:
                    break
                o ^= 1 << (ob - 1)
                j += 1
            else:
                if length - j > sure:
                    sure = length - j
                    srel = held
            if not sure and length > 1 and p != i:
                # The hand's best trump with as many lower ones as there are higher trumps
                # out, all of them in the hand right before it (an opponent): until the hand
                # wins a trick it does not lead, so that hand plays before it in every trick;
                # each time it spends a higher trump a low one follows, and the first time it
                # does not, the best trump wins (led to, or ruffing): nothing after it beats it.
                best_t = held.bit_length() - 1
                higher = t >> (best_t + 1) << (best_t + 1)
                q = prv[p]
                if (
                    hands[q] & higher == higher
                    and side[q] != side[p]
                    and length > higher.bit_count()
                ):
                    sure = 1
                    srel = 1 << best_t
            if sure:
                if side[p]:
                    mine_sure += sure
                    mine_rel |= srel
                else:
                    their_sure += sure
                    their_rel |= srel
        return mine_sure, their_sure, mine_rel, their_rel

    def top_cards(thr: tuple[tuple[int, int], ...], live: int) -> int:
        """The live cards at or above each stored lane's threshold (`nb` live cards below)."""
        out = 0
        for sh, nb in thr:
            v = live >> sh & 0xFFFF
            k = v << 4 | nb
            got = top_cache.get(k)
            if got is None:
                if len(top_cache) > TABLE_LIMIT:
                    top_cache.clear()
                got = v
                for _ in range(nb):
                    got &= got - 1
                top_cache[k] = got
            out |= got << sh
        return out

    def run_of(c: int, h: int, live: int, r: int) -> int:
        """`c` and the cards of `h` right above it among the live ones (the cards that `c`
        stood for as their representative) if `r` takes in one of them, else 0. When what
        mattered after `c` takes in one of them, all of them matter: another position, alike
        from that card up, may hold a card there that is not equivalent to the one below (a
        regression: an entry once served a position where the stand-ins were split)."""
        out = 1 << c
        up = live & lane[c] & ~((2 << c) - 1)
        while up:
            b = up & -up
            if not h & b:
                break
            out |= b
            up ^= b
        return out if out & r else 0

    def lead(i: int, need: int, rem: int, live: int) -> int:
        nonlocal rel
        if need <= 0:
            rel = 0
            return 0
        if need > rem:
            rel = 0
            return rem
        # The position's layout: every hand, 80 bits apart.
        every = 0
        for p in seats:
            every |= hands[p] << offsets[p]
        t = live & trump
        if t:
            k = (every >> 64 & lanes_all) << 3 | i
            got = sure_cache.get(k)
            if got is None:
                if len(sure_cache) > TABLE_LIMIT:
                    sure_cache.clear()
                got = sure_cache[k] = sure_tricks(i, t)
            if need <= got[0]:
                rel = got[2]
                return got[0]
            if need > rem - got[1]:
                rel = got[3]
                return rem - got[1]
        # The table: the position's word (rank-relative hands) and its shape.
        word = 0
        for s in range(5):
            k = every >> shifts[s] & lanes_all
            if k:
                cache = caches[s]
                part = cache.get(k)
                if part is None:
                    if len(cache) > TABLE_LIMIT:
                        cache.clear()
                    part = cache[k] = contribution(k, s)
                word |= part
        key = (word >> zbits) << 3 | i
        bucket = table.get(key)
        hint = -1
        if bucket is not None:
            for e in bucket:
                if word & e[0] == e[1]:
                    v = e[2]
                    if e[3]:
                        if v >= need:
                            rel = top_cards(e[4], live)
                            return v
                    elif v < need:
                        rel = top_cards(e[4], live)
                        return v
                    if hint < 0:
                        hint = e[5]
        # Quick tricks of the leader's side: top cards the leader cashes in a row.
        h = hands[i]
        mine = side[i]
        tl = h & trump
        trun = 0
        qrel = 0
        if tl:
            others = t & ~tl
            if others:
                ob = others.bit_length()
                qrel = tl >> ob << ob
            else:
                qrel = tl
            trun = qrel.bit_count()
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
        quick = trun
        if ruff and (not pfollow or trun < ruff):
            # Opponents may ruff: one plain suit, as long as every ruffer follows.
            if pfollow:
                for sh in plain:
                    hl = h >> sh & 0xFFFF
                    if hl:
                        others = (live >> sh & 0xFFFF) & ~hl
                        if not others:
                            continue
                        ob = others.bit_length()
                        w = hl >> ob << ob
                        run = w.bit_count()
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
                            qrel = w << sh
        else:
            # Nobody can ruff once the top trumps have drawn the opponents'.
            for sh in plain:
                hl = h >> sh & 0xFFFF
                if hl:
                    others = (live >> sh & 0xFFFF) & ~hl
                    if others:
                        ob = others.bit_length()
                        w = hl >> ob << ob
                    else:
                        w = hl
                    run = w.bit_count()
                    for ho in takers:
                        ln = (ho >> sh & 0xFFFF).bit_count()
                        if ln < run:
                            run = ln
                    if run:
                        quick += run
                        qrel |= w << sh
        if mine:
            if need <= quick:
                rel = qrel
                return quick
        elif need > rem - quick:
            rel = qrel
            return rem - quick
        # Representatives of equivalent cards (the lowest of each run): the table's move,
        # then winners (the top live card of their suit), high first, then the others, low
        # first.
        tops: list[int] = []
        lows: list[int] = []
        m = h
        while m:
            c = m.bit_length() - 1
            m ^= 1 << c
            x = live & below[c]
            if x and h >> (x.bit_length() - 1) & 1:
                continue
            if live & beats[c] & lane[c]:
                lows.append(c)
            else:
                tops.append(c)
        lows.reverse()
        if pfollow and not strict:
            # Leads an opponent may ruff (void in a plain suit, trumps in hand) go last; low
            # leads to a partner's top card before other low leads (not under strict play,
            # where it did not pay).
            bad = 0
            good = 0
            pals = 0
            for p in seats:
                if side[p] == mine and p != i:
                    pals |= hands[p]
            for sh in plain:
                if h >> sh & 0xFFFF:
                    for ho in ruffers:
                        if not ho >> sh & 0xFFFF:
                            bad |= 0xFFFF << sh
                            break
                    else:
                        v = live >> sh & 0xFFFF
                        if pals >> (v.bit_length() - 1 + sh) & 1:
                            good |= 0xFFFF << sh
            if bad or good:
                moves = [c for c in tops if not bad >> c & 1]
                moves += [c for c in lows if good >> c & 1]
                moves += [c for c in lows if not (bad | good) >> c & 1]
                moves += [c for c in tops if bad >> c & 1]
                moves += [c for c in lows if bad >> c & 1]
            else:
                moves = tops + lows
        else:
            moves = tops + lows
        if hint >= 0:
            first = _card(hint, live)
            if first >= 0 and h >> first & 1:
                x = live & below[first]
                while x and h >> (x.bit_length() - 1) & 1:
                    first = x.bit_length() - 1
                    x = live & below[first]
                if moves[0] != first:
                    moves.remove(first)
                    moves.insert(0, first)
        j = nxt[i]
        best_move = -1
        acc = 0
        # A card below every card that mattered after another of its suit is as good as
        # that one: the two positions after them lie alike.
        skip = 0
        if mine:
            best = -1
            for c in moves:
                if skip >> c & 1:
                    continue
                hands[i] = h ^ (1 << c)
                v = follow(j, 1, c, c, i, 0, need, rem, live, 1 << c)
                r = rel
                if r & lane[c] & ~((2 << c) - 1):
                    r |= run_of(c, h, live, r)
                if v > best:
                    best = v
                    best_move = c
                if v >= need:
                    acc = r
                    break
                acc |= r
                lr = r & lane[c]
                if not lr & (below[c] | 1 << c):
                    skip |= lane[c] & ((lr & -lr) - 1) if lr else lane[c]
        else:
            best = big
            for c in moves:
                if skip >> c & 1:
                    continue
                hands[i] = h ^ (1 << c)
                v = follow(j, 1, c, c, i, 0, need, rem, live, 1 << c)
                r = rel
                if r & lane[c] & ~((2 << c) - 1):
                    r |= run_of(c, h, live, r)
                if v < best:
                    best = v
                    best_move = c
                if v < need:
                    acc = r
                    break
                acc |= r
                lr = r & lane[c]
                if not lr & (below[c] | 1 << c):
                    skip |= lane[c] & ((lr & -lr) - 1) if lr else lane[c]
        hands[i] = h
        # Store the bound with the rank-relative top cards that mattered.
        mask = 0
        thr = []
        for sh in shifts:
            r = acc >> sh & 0xFFFF
            if r:
                v = live >> sh & 0xFFFF
                nb = (v & ((r & -r) - 1)).bit_count()
                mask |= (((1 << v.bit_count()) - 1) ^ ((1 << nb) - 1)) << sh
                thr.append((sh, nb))
        mask *= rep
        lower = best >= need
        move = (best_move >> 4) << 4 | (live & below[best_move]).bit_count()
        entry = (mask, word & mask, best, lower, tuple(thr), move)
        if bucket is None:
            if len(table) >= TABLE_LIMIT:
                table.clear()
            table[key] = [entry]
        else:
            for q, e in enumerate(bucket):
                if e[0] == mask and e[1] == entry[1] and e[3] == lower:
                    bucket[q] = entry
                    break
            else:
                bucket.append(entry)
        rel = acc
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
        nonlocal countdown, rel
        countdown -= 1
        if not countdown:
            countdown = CHECK_EVERY
            solver.nodes += CHECK_EVERY
            budget = solver.budget
            if budget is not None and budget.expired():
                raise OutOfTime
        if need <= 0:
            rel = 0
            return 0
        if need > rem:
            rel = 0
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
            if x and h >> (x.bit_length() - 1) & 1:
                continue
            if bt >> c & 1:
                wins.append(c)
            else:
                rest.append(c)
        if wins and rest:
            # My side winning: low, unless an opponent still to play can beat it. The
            # other side winning: win, unless a partner still to play can beat it.
            later = False
            winning = side[wi]
            p = i
            for _ in range(last_k - k):
                p = nxt[p]
                if side[p] != winning:
                    hp = hands[p]
                    f = hp & lane[led] if pfollow else 0
                    if (f or hp) & bt:
                        later = True
                        break
            moves = rest + wins if (winning == me) != later else wins + rest
        else:
            moves = rest + wins if side[wi] == me else wins + rest
        last = k == last_k
        j = nxt[i]
        acc = 0
        best = -1 if me else big
        skip = 0
        for c in moves:
            if skip >> c & 1:
                continue
            hands[i] = h ^ (1 << c)
            if bt >> c & 1:
                ntop = c
                nwi = i
            else:
                ntop = top
                nwi = wi
            if last:
                played = tm | 1 << c
                if side[nwi]:
                    v = 1 + lead(nwi, need - 1, rem - 1, live & ~played)
                else:
                    v = lead(nwi, need, rem - 1, live & ~played)
                r = rel
                if strict:
                    r |= played
                elif played & lane[ntop] != 1 << ntop:
                    r |= 1 << ntop  # won by rank
            else:
                v = follow(j, k + 1, led, ntop, nwi, 0, need, rem, live, tm | 1 << c)
                r = rel
            if r & lane[c] & ~((2 << c) - 1):
                r |= run_of(c, h, live, r)
            if me:
                if v > best:
                    best = v
                if v >= need:
                    acc = r
                    break
            else:
                if v < best:
                    best = v
                if v < need:
                    acc = r
                    break
            acc |= r
            lr = r & lane[c]
            if not lr & (below[c] | 1 << c):
                same = lane[c] & ((lr & -lr) - 1) if lr else lane[c]
                skip |= same & bt if bt >> c & 1 else same & ~bt
        hands[i] = h
        rel = acc
        return best

    return lead, follow


def _card(move: int, live: int) -> int:
    """The live card of a stored move (lane * 16 + its rank among the lane's live cards)."""
    sh = move & ~15
    v = live >> sh & 0xFFFF
    for _ in range(move & 15):
        v &= v - 1
    return (v & -v).bit_length() - 1 + sh if v else -1
