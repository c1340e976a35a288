"""A contract's cards renumbered for the solver: each effective suit one 16-bit lane."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from solo_desktop.core.cards import CARD_POINTS, Mask
from solo_desktop.core.tricks import TrickContext

__all__ = ["Encoding", "Follow", "Lead", "bits", "encoding", "pext"]

Lead = Callable[[int, int, int, int], int]
"""A search's lead(i, need, rem, live) (`exact.build_exact`, `partition.build_partition`)."""
Follow = Callable[[int, int, int, int, int, int, int, int, int, int], int]
"""A search's follow(i, k, led, top, wi, tp, need, rem, live, tm)."""

TABLE_LIMIT = 300_000
"""Entries kept in a transposition table (or a cache) before it is cleared."""
CHECK_EVERY = 1000
"""Nodes (cards tried) between two looks at the clock."""


class Encoding:
    """A contract's cards renumbered: effective suit g (4 = trumps) in bits 16g.., by rank."""

    __slots__ = ("beats", "below", "lane", "pts", "to_ext", "to_int", "trump")

    def __init__(self, ctx: TrickContext) -> None:
        groups: list[list[int]] = [[] for _ in range(5)]
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
def encoding(ctx: TrickContext) -> Encoding:
    """The (shared) encoding of a contract."""
    return Encoding(ctx)


def pext(x: int, m: int) -> int:
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


def bits(m: Mask) -> list[int]:
    """The set bits of `m`, low first."""
    out: list[int] = []
    while m:
        b = m & -m
        m ^= b
        out.append(b.bit_length() - 1)
    return out
