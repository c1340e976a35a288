"""Auction engines shared by the games, as immutable values.

- `Rotation`: outbid-or-pass in rotation on a ladder of bids; a pass is final (Solo 66,
  Six-bid Solo). An overcalled bidder speaks again on his next turn.

Each engine knows only seats and ladder positions; the game decides what a bid means, which
bids a seat may make (a predicate), and what happens when everybody passes.
"""

from __future__ import annotations

from typing import NamedTuple


class Rotation(NamedTuple):
    """Outbid-or-pass in rotation: each turn bids higher than the highest bid, or passes."""

    order: tuple[int, ...]
    """The seats taking part, in speaking order (forehand first)."""
    turn: int
    """The seat to speak; -1 when the auction is over."""
    high: int
    """The ladder position of the highest bid, -1 before any bid."""
    bidder: int
    """The seat of the highest bid, -1 before any bid."""
    passed: int
    """Bit mask of the seats that have passed."""

    @classmethod
    def begin(cls, order: tuple[int, ...]) -> Rotation:
        """A fresh auction; the first seat of `order` speaks first."""
        return cls(order, order[0], -1, -1, 0)

    @property
    def over(self) -> bool:
        """Whether the auction has ended (a winner, or everybody passed)."""
        return self.turn < 0

    @property
    def all_passed(self) -> bool:
        """Whether the auction ended without any bid."""
        return self.turn < 0 and self.bidder < 0

    def bid(self, position: int) -> Rotation:
        """The auction after the seat to speak bids ladder `position` (must exceed `high`)."""
        if position <= self.high:
            raise ValueError("a bid must be higher than the current bid")
        return self._next(position, self.turn, self.passed)

    def pass_(self) -> Rotation:
        """The auction after the seat to speak passes (finally)."""
        return self._next(self.high, self.bidder, self.passed | 1 << self.turn)

    def _next(self, high: int, bidder: int, passed: int) -> Rotation:
        order = self.order
        remaining = [s for s in order if not passed >> s & 1]
        if not remaining or (len(remaining) == 1 and bidder == remaining[0]):
            return Rotation(order, -1, high, bidder, passed)
        i = order.index(self.turn)
        n = len(order)
        for step in range(1, n + 1):
            seat = order[(i + step) % n]
            if not passed >> seat & 1:
                return Rotation(order, seat, high, bidder, passed)
        raise AssertionError("unreachable: a seat remains")  # pragma: no cover
