"""Choosing among candidates by rollouts on common random numbers: every candidate is played
out on the same deals with the same random stream, so the paired differences of their values
are far less noisy than the values themselves.

`values[i]` holds candidate i's value in each rollout (entry k from the k-th deal); candidate
0 is the default (the rule bot's choice), which stands unless another beats it clearly. The
bidding rollouts (`bidding`) and Sixty-Six's open-stock search (`sixty_six_pimc`) share these,
each with its own margins.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

TIE = 1e-6
"""A mean difference this small is no difference."""


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of a - b over their common samples."""
    m = min(len(a), len(b))
    if m == 0:
        return 0.0, math.inf
    d = [a[i] - b[i] for i in range(m)]
    mean = sum(d) / m
    if m < 2:
        return mean, math.inf
    var = sum((x - mean) ** 2 for x in d) / (m - 1)
    return mean, math.sqrt(var / m)


def means(values: Sequence[Sequence[float]]) -> list[float]:
    """Each candidate's mean value (-inf without rollouts)."""
    return [sum(v) / len(v) if v else -math.inf for v in values]


def eliminate(values: Sequence[Sequence[float]], alive: list[int], se: float) -> list[int]:
    """The candidates of `alive` still worth rollouts: the first, the best, and those less
    than `se` standard errors of the paired difference below the best."""
    mean_of = means(values)
    top = max(alive, key=mean_of.__getitem__)
    keep = []
    for i in alive:
        if i in (0, top):
            keep.append(i)
            continue
        mean, err = paired(values[i], values[top])
        if mean + se * err >= 0:
            keep.append(i)
    return keep


def beats_first(values: Sequence[Sequence[float]], i: int, se: float) -> bool:
    """Whether candidate `i` beats the first by more than `se` standard errors of the paired
    difference (and by more than a tie)."""
    mean, err = paired(values[i], values[0])
    return mean > TIE and mean > se * err


def best(values: Sequence[Sequence[float]], margin_se: float, min_samples: int) -> int:
    """The best candidate if it beats the first by `margin_se` standard errors over at least
    `min_samples` rollouts, else the first (0)."""
    mean_of = means(values)
    top = max(range(len(values)), key=mean_of.__getitem__)
    if top == 0 or len(values[top]) < min_samples:
        return 0
    return top if beats_first(values, top, margin_se) else 0
