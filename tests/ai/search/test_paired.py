"""Choosing by paired rollouts: the paired difference's mean and standard error, which
candidates elimination keeps, and when the best beats the default."""

from __future__ import annotations

import math

import pytest

from solo_desktop.ai.search import paired


def test_the_paired_difference_over_the_common_samples() -> None:
    mean, se = paired.paired([3.0, 5.0, 4.0, 9.0], [1.0, 2.0, 3.0])
    assert mean == pytest.approx(2.0)  # differences 2, 3, 1
    assert se == pytest.approx(math.sqrt(1.0 / 3))
    assert paired.paired([], [1.0]) == (0.0, math.inf)
    assert paired.paired([2.0], [1.0]) == (1.0, math.inf)


def test_elimination_keeps_the_first_the_best_and_the_close() -> None:
    first = [0.0, 1.0, 0.0, 1.0, 0.0, 1.0]
    top = [5.0, 6.0, 5.0, 6.0, 5.0, 6.0]
    close = [4.0, 7.0, 3.0, 7.0, 5.0, 5.0]
    poor = [1.0, 2.0, 1.0, 2.0, 1.0, 2.0]
    values = [first, poor, top, close]
    assert paired.eliminate(values, [0, 1, 2, 3], 2.5) == [0, 2, 3]
    assert paired.eliminate(values, [0, 1], 2.5) == [0, 1]  # the best of those alive stays
    assert paired.means([[1.0, 3.0], []]) == [2.0, -math.inf]


def test_the_default_stands_unless_clearly_beaten() -> None:
    base = [float(x % 3) for x in range(12)]
    better = [x + 1.0 for x in base]
    assert paired.best([base, better], 1.5, 12) == 1
    assert paired.best([base, better], 1.5, 13) == 0  # too few rollouts
    assert paired.best([base, base], 1.5, 1) == 0  # a tie is no win
    noisy = [x + (4.0 if i % 2 else -3.0) for i, x in enumerate(base)]
    assert not paired.beats_first([base, noisy], 1, 1.5)
    assert paired.beats_first([base, better], 1, 1.5)
    assert paired.best([base, [], better], 2.0, 12) == 2
