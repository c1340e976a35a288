"""Sixty-Six game points: who scores how many at the end of a hand (RULES.md section 4).

- A correct `out` (66 or more, credited marriages included): 1 game point if the loser has
  33 or more, 2 if he has a trick but under 33, 3 if he has no trick.
- A wrong `out`: the opponent scores 3.
- A closer who does not reach 66 gives the opponent 2, or 3 if the opponent had no trick when
  the stock was closed; a correct `out` by the closer's opponent scores exactly that penalty.
- A hand played out with nobody claiming: a closer below 66 pays the closer penalty; otherwise
  house rule `unclaimed`: the last-trick winner scores 1 (`last_trick`), or the higher total
  does, a tie going to the last-trick winner (`most_points`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

WIN_POINTS = 66
"""Points that make a correct `out`."""
HALF_POINTS = 33
"""A loser with fewer points (and a trick) gives away 2 game points."""
LAST_TRICK_BONUS = 10
"""For the last trick of a hand played out (not after a `close`)."""
WRONG_OUT_POINTS = 3


class EndCase(StrEnum):
    """Which rule of RULES.md section 4 decided the game points."""

    OUT = "out"
    """A correct claim: 1, 2 or 3 by the loser's points and tricks."""
    OUT_AGAINST_CLOSER = "out_against_closer"
    """The closer's opponent claimed correctly: he scores the closer penalty."""
    WRONG_OUT = "wrong_out"
    """A claim under 66: the opponent scores 3."""
    FAILED_CLOSE = "failed_close"
    """Played out, the closer under 66: the opponent scores the closer penalty."""
    LAST_TRICK = "last_trick"
    """Played out unclaimed (`unclaimed: last_trick`): the last-trick winner scores 1."""
    MOST_POINTS = "most_points"
    """Played out unclaimed (`unclaimed: most_points`): the higher total scores 1."""


class HandResult(NamedTuple):
    """The end of a hand: the seat that scores, its game points and the rule behind them."""

    winner: int
    game_points: int
    case: EndCase

    @property
    def loser(self) -> int:
        """The other seat."""
        return 1 - self.winner


def close_penalty(opponent_tricks: int) -> int:
    """The closer penalty fixed at the `close`: 3 if the opponent has no trick yet, else 2."""
    return 3 if opponent_tricks == 0 else 2


def claim_points(loser_points: int, loser_tricks: int) -> int:
    """Game points of a correct claim: 3 if the loser has no trick, 2 under 33, else 1."""
    if loser_tricks == 0:
        return 3
    return 2 if loser_points < HALF_POINTS else 1


def hand_result(
    points: Sequence[int],
    tricks: Sequence[int],
    claimed: int,
    closed_by: int,
    penalty: int,
    last_winner: int,
    most_points: bool,
) -> HandResult:
    """The game points of a finished hand (`claimed`, `closed_by`: a seat or -1)."""
    if claimed >= 0:
        other = 1 - claimed
        if points[claimed] < WIN_POINTS:
            return HandResult(other, WRONG_OUT_POINTS, EndCase.WRONG_OUT)
        if closed_by == other:
            return HandResult(claimed, penalty, EndCase.OUT_AGAINST_CLOSER)
        return HandResult(claimed, claim_points(points[other], tricks[other]), EndCase.OUT)
    if closed_by >= 0 and points[closed_by] < WIN_POINTS:
        return HandResult(1 - closed_by, penalty, EndCase.FAILED_CLOSE)
    if most_points and points[0] != points[1]:
        return HandResult(0 if points[0] > points[1] else 1, 1, EndCase.MOST_POINTS)
    if most_points:
        return HandResult(last_winner, 1, EndCase.MOST_POINTS)
    return HandResult(last_winner, 1, EndCase.LAST_TRICK)
