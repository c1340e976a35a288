"""Exact search of a Sixty-Six endgame in the strict phase (stock closed or exhausted).

Once the stock is closed or gone, players must follow suit (else trump) and nothing is drawn:
with both hands known, the rest of the hand is a small perfect-information game. `Solver`
searches it by negamax with alpha-beta and a transposition table on bit masks, scoring the
hand as RULES.md section 4 does: the game points of the settlement, for the searching seat.

Simplifications that keep the search small without changing its value:
- A player on lead with 66 or more (a marriage he may show counted) claims at once: his claim
  can only be worth less later, since the loser's points and tricks only grow.
- Leading the king or queen of a marriage in hand always shows the marriage: more points never
  hurt their owner. Wrong claims are never made.

The table is keyed by the whole position and holds bounds valid for any hand with the same
trump and house rules, so a `Solver` is reused across decisions and hands.
"""

from __future__ import annotations

from typing import NamedTuple

from solo_desktop.core.cards import CARD_POINTS, KING, QUEEN, Mask, card, cards_of
from solo_desktop.core.tricks import suit_contract
from solo_desktop.games.sixty_six_score import HALF_POINTS, LAST_TRICK_BONUS, WIN_POINTS

INF = 4
"""Above every game-point value (a hand is worth -3..3)."""
TABLE_LIMIT = 400_000
"""Entries kept in the transposition table before it is cleared."""


class Endgame(NamedTuple):
    """A strict-phase position with both hands known, seen from the searching seat ("me")."""

    me: Mask
    opp: Mask
    my_lead: bool
    """Whether I lead the trick in progress (or the next one)."""
    led: int
    """The card the opponent has led to the trick in progress, -1 when nobody has led."""
    points: tuple[int, int]
    """Credited points: mine, the opponent's."""
    tricks: tuple[bool, bool]
    """Whether I, the opponent have taken a trick."""
    pending: tuple[int, int]
    """Marriage points shown before their owner's first trick: mine, the opponent's."""
    closer: int
    """1 if I closed the stock, -1 if the opponent did, 0 if it ran out."""
    melded: int = -1
    """The suit of the marriage I have just shown (lead its king or queen), else -1."""


class Solver:
    """Negamax search of strict-phase endgames for one trump suit and set of house rules."""

    def __init__(
        self,
        trump: int,
        *,
        marriages: bool,
        must_head: bool,
        most_points: bool,
        penalty: int,
        closed: bool,
    ) -> None:
        """Tables for `trump`; `closed`: no last-trick bonus; `penalty`: the closer's."""
        ctx = suit_contract(trump)
        self.beats = ctx.beats
        self.follow = ctx.follow
        self.trumps = ctx.trump
        self.must_head = must_head
        self.most_points = most_points
        self.penalty = penalty
        self.bonus = 0 if closed else LAST_TRICK_BONUS
        self.table: dict[int, int] = {}
        pairs = []
        if marriages:
            for s in range(4):
                pair = 1 << card(s, KING) | 1 << card(s, QUEEN)
                pairs.append((pair, 40 if s == trump else 20))
        self.pairs = tuple(pairs)
        meld = [0] * 64
        for pair, value in self.pairs:
            for c in cards_of(pair):
                meld[c] = value
        self.meld_value = tuple(meld)
        self.pair_of = tuple(
            1 << card(c >> 4, KING) | 1 << card(c >> 4, QUEEN) if meld[c] else 0 for c in range(64)
        )
        self.strength = ctx.strength
        self._order: dict[Mask, tuple[int, ...]] = {}

    def _lead_order(self, hand: Mask) -> tuple[int, ...]:
        """The cards of `hand` in the order they are tried as leads: strongest first."""
        return tuple(sorted(cards_of(hand), key=lambda c: -self.strength[c]))

    # -- scoring -----------------------------------------------------------------------------

    def _claim(self, fp: int, ft: bool, cl: int) -> int:
        """The claim by the leader, from his side: the closer penalty against a closer."""
        if cl < 0:
            return self.penalty
        if not ft:
            return 3
        return 2 if fp < HALF_POINTS else 1

    def _end(self, wp: int, op: int, cl: int) -> int:
        """A hand played out, from the last-trick winner's side (`wp` his points, `op` the
        other's, `cl` relative to him)."""
        if cl > 0 and wp < WIN_POINTS:
            return -self.penalty
        if cl < 0 and op < WIN_POINTS:
            return self.penalty
        if self.most_points and wp != op:
            return 1 if wp > op else -1
        return 1

    # -- search ------------------------------------------------------------------------------

    def legal_replies(self, hand: Mask, led: int) -> Mask:
        """The cards of `hand` that may follow `led` under the strict rules."""
        same = hand & self.follow[led]
        if same:
            if self.must_head:
                win = same & self.beats[led]
                if win:
                    return win
            return same
        trumps = hand & self.trumps
        return trumps or hand

    def _lead(
        self,
        lh: Mask,
        fh: Mask,
        lp: int,
        fp: int,
        lt: bool,
        ft: bool,
        lq: int,
        fq: int,
        cl: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The leader's value of a position where he is to lead (fail-soft alpha-beta)."""
        if lp >= WIN_POINTS:
            return self._claim(fp, ft, cl)
        pairs = self.pairs
        if lt and pairs:
            for pair, value in pairs:
                if lh & pair == pair and lp + value >= WIN_POINTS:
                    return self._claim(fp, ft, cl)
        # One int, not a tuple: the table then holds nothing the garbage collector tracks.
        key = (lh << 64 | fh) << 36 | lp << 28 | fp << 20 | lq << 12 | fq << 4 | lt << 3 | ft << 2
        key |= cl + 1
        table = self.table
        entry = table.get(key)
        lo, hi, first = -3, 3, -1
        if entry is not None:
            lo, hi, first = (entry & 7) - 3, (entry >> 3 & 7) - 3, (entry >> 6) - 1
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
        a = alpha if alpha > lo else lo
        b = beta if beta < hi else hi
        best = -INF
        best_card = -1
        meld_value = self.meld_value
        pair_of = self.pair_of
        reply = self._reply
        order = self._order.get(lh)
        if order is None:
            order = self._order[lh] = self._lead_order(lh)
        if first >= 0:
            order = (first, *(c for c in order if c != first))
        for c in order:
            p, q = lp, lq
            m = meld_value[c]
            if m and lh & pair_of[c] == pair_of[c]:
                if lt:
                    p += m
                else:
                    q += m
            v = reply(lh, fh, c, p, fp, lt, ft, q, fq, cl, a, b)
            if v > best:
                best = v
                best_card = c
                if v > a:
                    a = v
                    if a >= b:
                        break
        if best <= alpha:
            hi = best if best < hi else hi
        elif best >= beta:
            lo = best if best > lo else lo
        else:
            lo = hi = best
        if len(table) > TABLE_LIMIT:
            table.clear()
        table[key] = lo + 3 | (hi + 3) << 3 | (best_card + 1) << 6
        return best

    def _reply(
        self,
        lh: Mask,
        fh: Mask,
        c: int,
        lp: int,
        fp: int,
        lt: bool,
        ft: bool,
        lq: int,
        fq: int,
        cl: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The leader's value after he leads `c`: the follower replies as badly for him as
        he can."""
        wins = self.beats[c]
        same = fh & self.follow[c]
        if same:
            legal = same
            if self.must_head and same & wins:
                legal = same & wins
        else:
            legal = fh & self.trumps or fh
        lh &= ~(1 << c)
        last = not lh
        bonus = self.bonus if last else 0
        pc = CARD_POINTS[c]
        best = INF
        # Winning replies first, cheapest first; then losing ones, cheapest first.
        cheap = _CHEAP
        order = cheap.get(legal & wins)
        if order is None:
            order = cheap[legal & wins] = _by_points(legal & wins)
        rest = cheap.get(legal & ~wins)
        if rest is None:
            rest = cheap[legal & ~wins] = _by_points(legal & ~wins)
        for d in order + rest:
            b = beta if beta < best else best
            f2 = fh & ~(1 << d)
            gain = pc + CARD_POINTS[d] + bonus
            if wins >> d & 1:
                g = fp + gain + fq
                if last:
                    v = -self._end(g, lp, -cl)
                else:
                    v = -self._lead(f2, lh, g, lp, True, lt, 0, lq, -cl, -b, -alpha)
            else:
                g = lp + gain + lq
                if last:
                    v = self._end(g, fp, cl)
                else:
                    v = self._lead(lh, f2, g, fp, True, ft, 0, fq, cl, alpha, b)
            if v < best:
                best = v
                if best <= alpha:
                    break
        return best

    # -- the searching seat's choices -------------------------------------------------------

    def value(self, pos: Endgame) -> int:
        """The game points the position is worth for me, with me on lead (exact)."""
        assert pos.my_lead and pos.melded < 0
        mp, op = pos.points
        mt, ot = pos.tricks
        mq, oq = pos.pending
        return self._lead(pos.me, pos.opp, mp, op, mt, ot, mq, oq, pos.closer, -INF, INF)

    def values(self, pos: Endgame) -> dict[int, int]:
        """Each card I may play now, with the game points it is worth for me (exact)."""
        me, opp = pos.me, pos.opp
        mp, op = pos.points
        mt, ot = pos.tricks
        mq, oq = pos.pending
        cl = pos.closer
        out: dict[int, int] = {}
        if pos.my_lead:
            allowed = me
            if pos.melded >= 0:
                allowed &= 1 << card(pos.melded, KING) | 1 << card(pos.melded, QUEEN)
            for c in cards_of(allowed):
                p, q = mp, mq
                m = self.meld_value[c]
                if pos.melded < 0 and m and me & self.pair_of[c] == self.pair_of[c]:
                    if mt:
                        p += m
                    else:
                        q += m
                out[c] = self._reply(me, opp, c, p, op, mt, ot, q, oq, cl, -INF, INF)
            return out
        led = pos.led
        for d in cards_of(self.legal_replies(me, led)):
            # The opponent led `led`: his value after my reply d, negated.
            out[d] = -self._after_reply(opp, me, led, d, op, mp, ot, mt, oq, mq, -cl)
        return out

    def _after_reply(
        self,
        lh: Mask,
        fh: Mask,
        c: int,
        d: int,
        lp: int,
        fp: int,
        lt: bool,
        ft: bool,
        lq: int,
        fq: int,
        cl: int,
    ) -> int:
        """The leader's exact value once `c` (already out of `lh`) was answered by `d`."""
        f2 = fh & ~(1 << d)
        last = not lh
        gain = CARD_POINTS[c] + CARD_POINTS[d] + (self.bonus if last else 0)
        if self.beats[c] >> d & 1:
            g = fp + gain + fq
            if last:
                return -self._end(g, lp, -cl)
            return -self._lead(f2, lh, g, lp, True, lt, 0, lq, -cl, -INF, INF)
        g = lp + gain + lq
        if last:
            return self._end(g, fp, cl)
        return self._lead(lh, f2, g, fp, True, ft, 0, fq, cl, -INF, INF)


_CHEAP: dict[Mask, tuple[int, ...]] = {}
"""The cards of a mask, fewest points first (filled in as masks come up)."""


def _by_points(m: Mask) -> tuple[int, ...]:
    return tuple(sorted(cards_of(m), key=CARD_POINTS.__getitem__))
