"""Seeded shuffling and dealing in packets.

The project's seeded shuffle (a record's ``"seed": N``) is ``random.Random(N).shuffle`` of the
game's deck in card-id order (clubs first, low rank first), then dealing in the game's packets
from the top, clockwise from forehand. Both steps are stable across Python versions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from solo_desktop.core.cards import Card

Packet = int | str
"""A packet: ``n`` gives n cards to each dealt seat in turn, ``"tN"`` lays N on the talon."""


def shuffled(deck: Sequence[Card], rng: random.Random) -> list[Card]:
    """The deck shuffled with `rng`."""
    cards = list(deck)
    rng.shuffle(cards)
    return cards


def seeded_shuffle(deck: Sequence[Card], seed: int) -> list[Card]:
    """The project's seeded shuffle: the same seed gives the same order everywhere."""
    return shuffled(deck, random.Random(seed))


def deal_packets(
    cards: Sequence[Card], seats: Sequence[int], players: int, pattern: Sequence[Packet]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
    """Deal `cards` from the top in `pattern` to `seats` (in dealing order).

    Returns the hands (one per seat of the table, empty for seats not dealt to), the talon,
    and the undealt rest (a stock).
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    talon: list[Card] = []
    pos = 0
    for packet in pattern:
        if isinstance(packet, str):
            n = int(packet[1:])
            talon.extend(cards[pos : pos + n])
            pos += n
            continue
        for seat in seats:
            hands[seat].extend(cards[pos : pos + packet])
            pos += packet
    return tuple(tuple(h) for h in hands), tuple(talon), tuple(cards[pos:])


def rotation(first: int, players: int) -> list[int]:
    """The seats clockwise starting at `first`."""
    return [(first + i) % players for i in range(players)]
