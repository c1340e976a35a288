"""Thinking time for the searches: a budget in the searching thread's CPU seconds.

A bot's "about 1 s a decision" is measured on the thread that searches, with
`time.thread_time`: on an idle machine that is the wall-clock time, and on a busy one (the
arena's parallel jobs, a benchmark beside the tests, another program) the bot still searches
as much and so plays as well as it does alone, only slower. So that a starved thread cannot
keep a player waiting for long, a budget also ends `WALL_FACTOR` times its length after it was
made, by the wall clock.

Searches look at `Budget.expired` every so many nodes and raise `OutOfTime`; loops over
samples ask `Budget.left` and hand `Budget.part` of what is left to one search.
"""

from __future__ import annotations

import math
import time

__all__ = ["WALL_FACTOR", "Budget", "OutOfTime"]

WALL_FACTOR = 3.0
"""How many times its length a budget may last by the wall clock."""


class OutOfTime(Exception):
    """Raised by a search whose `Budget` ran out; the caller falls back on something cheaper."""


class Budget:
    """An anytime deadline: `Budget(seconds)` expires once the thread that made it has spent
    `seconds` of CPU time, or `WALL_FACTOR * seconds` of wall time have passed (`wall` sets
    that limit instead); `Budget(None)` never expires. Use it on the thread that made it."""

    __slots__ = ("_cpu", "_wall", "seconds")

    def __init__(self, seconds: float | None = None, wall: float | None = None) -> None:
        self.seconds = seconds
        if seconds is None:
            self._cpu = self._wall = math.inf
        else:
            seconds = max(seconds, 0.0)
            self._cpu = time.thread_time() + seconds
            limit = WALL_FACTOR * seconds if wall is None else max(wall, 0.0)
            self._wall = time.perf_counter() + limit

    def expired(self) -> bool:
        """Whether the budget is spent."""
        return self._cpu != math.inf and (
            time.thread_time() >= self._cpu or time.perf_counter() >= self._wall
        )

    def left(self) -> float:
        """CPU seconds left (at most the wall time left; `math.inf` for `Budget(None)`)."""
        if self._cpu == math.inf:
            return math.inf
        return max(0.0, min(self._cpu - time.thread_time(), self._wall - time.perf_counter()))

    def wall_left(self) -> float:
        """Wall-clock seconds left before the budget ends at the latest."""
        return max(0.0, self._wall - time.perf_counter())

    def part(self, share: float = 1.0, least: float = 1e-4) -> Budget:
        """A budget for `share` of what is left (at least `least` seconds), ending by the wall
        clock no later than this one."""
        if self._cpu == math.inf:
            return Budget(None)
        wall = self.wall_left()
        return Budget(max(self.left() * share, least), wall=max(wall, least))
