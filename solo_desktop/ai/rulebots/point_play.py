"""Trick play for card points, shared by the Six-bid Solo and Solo 66 rule bots.

- `knowledge` tracks the cards a seat has seen and the voids shown in the tricks.
- `PointPlay` leads and follows in a trump contract: the declarer draws trumps while he holds
  the top trump, cashes sure winners and wins tricks cheaply; a defender smears points onto a
  trick a fellow defender is sure to win, wins the declarer's tricks as cheaply as it can and
  otherwise throws its least valuable card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solo_desktop.core.cards import CARD_POINTS, SUIT_MASK, Card, Mask
from solo_desktop.core.game import PlayerView
from solo_desktop.core.tricks import TrickContext


@dataclass
class Knowledge:
    """What a seat knows from the play so far: unseen cards and who is void in what."""

    unseen: Mask
    """Cards neither in this hand, nor played, nor laid away by this seat."""
    void: dict[int, set[int]]
    """Per seat, the effective suits (4 = trumps) it has shown void."""


def knowledge(
    view: PlayerView, ctx: TrickContext, order: Sequence[int], seen: Mask, deck: Mask
) -> Knowledge:
    """The cards of `deck` not yet seen (`seen` and the tricks) and the voids shown in the
    tricks; `order`: the seats in play, clockwise."""
    void: dict[int, set[int]] = {s: set() for s in order}
    tricks = [(t.leader, t.cards) for t in view.history]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        lead_group = ctx.led_group(cards[0])
        start = order.index(leader)
        for i, c in enumerate(cards):
            seen |= 1 << c
            seat = order[(start + i) % len(order)]
            if i and ctx.led_group(c) != lead_group:
                void[seat].add(lead_group)
                if ctx.trump and not ctx.trump >> c & 1:
                    void[seat].add(4)
    return Knowledge(deck & ~seen, void)


def is_top(c: Card, unseen: Mask, ctx: TrickContext) -> bool:
    """Whether no unseen card of the same effective suit beats `c`."""
    return not (unseen & ctx.follow[c] & ctx.beats[c])


def _cheap(ctx: TrickContext, cards: Sequence[Card]) -> Card:
    """The card of `cards` that gives away the fewest points, then the lowest."""
    return min(cards, key=lambda c: (CARD_POINTS[c], ctx.strength[c]))


class PointPlay:
    """Leads and follows of a trump contract, from a seat's trick context and knowledge."""

    def __init__(self, ctx: TrickContext, know: Knowledge) -> None:
        """Play under `ctx` knowing `know`."""
        self.ctx = ctx
        self.know = know

    def _could_beat(self, seat: int, best: Card, group: int) -> bool:
        """Whether `seat` may hold a card that beats `best` in a trick led with `group`."""
        ctx, know = self.ctx, self.know
        higher = know.unseen & ctx.beats[best]
        if not higher:
            return False
        void = know.void[seat]
        lane = ctx.trump if group == 4 else SUIT_MASK[group] & ~ctx.trump
        if group not in void and higher & lane:
            return True
        # Only a seat out of the led suit can trump: one shown void, or maybe void when few
        # cards of the suit are unseen.
        if group == 4 or not higher & ctx.trump or 4 in void:
            return False
        return group in void or (know.unseen & lane).bit_count() <= 3

    def _holds(self, c: Card, trick: Sequence[Card], later: Sequence[int]) -> bool:
        """Whether the trick, `c` played to it now, is sure to stay ours against `later`."""
        group = self.ctx.led_group(trick[0] if trick else c)
        best = c
        if trick:
            top = trick[self.ctx.winner(trick)]
            best = c if self.ctx.beats[top] >> c & 1 else top
        return not any(self._could_beat(s, best, group) for s in later)

    def lead_declarer(self, cards: Sequence[Card], others: Sequence[int], draw_low: int) -> Card:
        """The declarer's lead out of `cards` (`others`: the other seats in play): the top
        trump to draw trumps, a low one with `draw_low` trumps or more, else a sure winner."""
        ctx, know = self.ctx, self.know
        hand_trumps = [c for c in cards if ctx.trump >> c & 1]
        if hand_trumps and know.unseen & ctx.trump:
            top = max(hand_trumps, key=lambda c: ctx.strength[c])
            if is_top(top, know.unseen, ctx):
                return top
            if len(hand_trumps) >= draw_low:
                return min(hand_trumps, key=lambda c: ctx.strength[c])
        winners = [c for c in cards if self._holds(c, (), others)]
        if winners:
            return max(winners, key=lambda c: (CARD_POINTS[c], ctx.strength[c]))
        side = [c for c in cards if not ctx.trump >> c & 1]
        return _cheap(ctx, side or cards)

    def lead_defender(self, cards: Sequence[Card], others: Sequence[int]) -> Card:
        """A defender's lead out of `cards`: a sure side winner, else its cheapest side card."""
        ctx = self.ctx
        side = [c for c in cards if not ctx.trump >> c & 1]
        winners = [c for c in side if self._holds(c, (), others)]
        if winners:
            return max(winners, key=lambda c: CARD_POINTS[c])
        return _cheap(ctx, side or cards)

    def follow(
        self,
        cards: Sequence[Card],
        trick: Sequence[Card],
        me: int,
        declarer: int,
        best_seat: int,
        later: Sequence[int],
    ) -> Card:
        """The card `me` plays to `trick` (its best card played by `best_seat`; `later`: the
        seats still to play after `me`)."""
        ctx = self.ctx
        best = trick[ctx.winner(trick)]
        on_table = sum(CARD_POINTS[c] for c in trick)
        beating = sorted(
            (c for c in cards if ctx.beats[best] >> c & 1), key=lambda c: ctx.strength[c]
        )
        cheapest = _cheap(ctx, cards)
        if me == declarer:
            holding = [c for c in beating if self._holds(c, trick, later)]
            if holding:
                return _cheap(ctx, holding)
            if beating and (on_table >= 10 or not later):
                return beating[0]
            return cheapest
        declarer_later = declarer in later
        if best_seat != declarer:
            # A fellow defender leads the trick: smear points if it will hold.
            if not declarer_later or not self._could_beat(declarer, best, ctx.led_group(trick[0])):
                return max(cards, key=lambda c: (CARD_POINTS[c], -ctx.strength[c]))
            return cheapest
        # The declarer is winning: take the trick if it can hold.
        holding = [c for c in beating if not declarer_later or self._holds(c, trick, [declarer])]
        if holding:
            return min(holding, key=lambda c: (ctx.strength[c], CARD_POINTS[c]))
        return cheapest
