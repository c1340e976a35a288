"""Solo 66's score value (RULES.md section 1, "scoring agreed beforehand"): the soloist's
points, doubled for schneider, tripled for schwarz; a loss costs twice the basis, three times
under 33, four times without a trick; each payment divided into chips, rounded half away
from zero."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

WIN_POINTS = 66
SCHNEIDER = 33


class ScoreLevel(StrEnum):
    """Which line of the scoring table a finished hand falls under."""

    WON = "won"
    SCHNEIDER = "schneider"
    SCHWARZ = "schwarz"
    LOST = "lost"
    LOST_UNDER_33 = "lost_under_33"
    LOST_NO_TRICK = "lost_no_trick"


class ScoreDetail(NamedTuple):
    """The soloist's score value as basis times factor (negative when he lost)."""

    level: ScoreLevel
    basis: int
    factor: int

    @property
    def value(self) -> int:
        """The score value: basis times factor."""
        return self.basis * self.factor


def divide(score: int, per_chip: int) -> int:
    """`score / per_chip` rounded half away from zero."""
    q, r = divmod(abs(score), per_chip)
    if 2 * r >= per_chip:
        q += 1
    return q if score >= 0 else -q


def score_detail(
    points: tuple[int, ...], tricks: tuple[int, ...], declarer: int, by_winners: bool
) -> ScoreDetail:
    """The score of a finished hand: the soloist's level, basis and factor.

    `by_winners` is house rule `loss_basis: winners_points` (a loss is valued by the
    defenders' points; otherwise by the soloist's own).
    """
    own = points[declarer]
    others = sum(points) - own
    if own >= WIN_POINTS:
        if sum(tricks) == tricks[declarer]:
            return ScoreDetail(ScoreLevel.SCHWARZ, own, 3)
        if others < SCHNEIDER:
            return ScoreDetail(ScoreLevel.SCHNEIDER, own, 2)
        return ScoreDetail(ScoreLevel.WON, own, 1)
    basis = others if by_winners else own
    if tricks[declarer] == 0:
        return ScoreDetail(ScoreLevel.LOST_NO_TRICK, basis, -4)
    if own < SCHNEIDER:
        return ScoreDetail(ScoreLevel.LOST_UNDER_33, basis, -3)
    return ScoreDetail(ScoreLevel.LOST, basis, -2)
