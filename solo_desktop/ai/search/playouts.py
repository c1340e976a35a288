"""Playouts for the determinization search where a full solve of a sampled deal does not fit
its budget (Solo Whist's first tricks): each legal card is judged by what the side takes when
it is played and everybody then plays a greedy card (win cheaply when the trick is the other
side's, else play low)."""

from __future__ import annotations

from solo_desktop.ai.solver import Position
from solo_desktop.core.cards import CARD_POINTS, Card, Mask, cards_of

__all__ = ["playout_values"]


def playout_values(pos: Position) -> dict[Card, int]:
    """For each legal card: the side's takings when it is played and everybody then plays a
    greedy card (win cheaply when the trick is the other side's, else play low)."""
    out = {}
    for c in cards_of(pos.legal()):
        child, gain = pos.play(c)
        out[c] = gain + _playout(child)
    return out


def _playout(pos: Position) -> int:
    total = 0
    while pos.hands[pos.to_act]:
        pos, gain = pos.play(_greedy(pos))
        total += gain
    return total


def _greedy(pos: Position) -> Card:
    legal = pos.legal()
    ctx = pos.ctx
    strength = ctx.strength
    cards = cards_of(legal)
    if not pos.trick:
        return max(cards, key=lambda c: strength[c])
    trick = pos.trick
    order = pos.order
    start = order.index(pos.leader)
    wi = ctx.winner(trick)
    top = trick[wi]
    winner = order[(start + wi) % len(order)]
    seat = pos.to_act
    same_side = (pos.side >> winner & 1) == (pos.side >> seat & 1)

    def low(c: Card) -> tuple[int, int, int]:
        return (CARD_POINTS[c] if pos.points else 0, int(ctx.trump >> c & 1), strength[c])

    if not same_side:
        winners: Mask = legal & ctx.beats[top]
        if winners:
            return min(cards_of(winners), key=lambda c: (int(ctx.trump >> c & 1), strength[c]))
    return min(cards, key=low)
