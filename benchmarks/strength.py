"""How much stronger a bot level plays than `normal`: the arena on the same deals, twice.

For each game the level sits in seat 0 among `normal` players, then `normal` sits there on the
very same deals with the very same bot randomness (the arena derives both from the seed and
the hand number). The seat's chips per hand are reported for the level alone (mean and 95%
interval, as `solo-desktop arena` prints them) and as the paired difference to `normal` on
the same hands: the deal's luck cancels out, so the paired interval is much narrower.

Run: `.venv/bin/python benchmarks/strength.py --level expert --hands 2000 --jobs 2`.
`SOLO_DESKTOP_SEARCH_SCALE` scales the search budgets (0.1: expert thinks 0.1 s a card).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from typing import NamedTuple

from solo_desktop.ai import arena
from solo_desktop.ai.levels import budget_scale
from solo_desktop.core import registry

GAMES = ("german_solo", "solo_whist", "six_bid", "solo66", "sixty_six")


def interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and normal-approximation 95% interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


class Comparison(NamedTuple):
    """A level against normal in one game: (mean, low, high) chips per hand in seat 0."""

    mean: tuple[float, float, float]
    normal: tuple[float, float, float]
    paired: tuple[float, float, float]
    seconds: float


def compare(game_id: str, level: str, hands: int, seed: int, jobs: int) -> Comparison:
    """The level's and normal's chips per hand in seat 0 on the same deals."""
    game = registry.get(game_id)
    others = ["normal"] * (game.player_counts[0] - 1)
    rules = game.house_rules()
    started = time.perf_counter()
    strong = arena.run(game, rules, [level, *others], hands, seed=seed, jobs=jobs)
    base = arena.run(game, rules, ["normal", *others], hands, seed=seed, jobs=jobs)
    mine = [float(c) for c in strong.chips_per_hand[0]]
    paired = [a - float(b) for a, b in zip(mine, base.chips_per_hand[0], strict=True)]
    return Comparison(
        interval(mine),
        interval([float(c) for c in base.chips_per_hand[0]]),
        interval(paired),
        time.perf_counter() - started,
    )


def main(argv: list[str] | None = None) -> int:
    """Compare a level with normal in each game and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args(argv)
    print(f"search budget scale {budget_scale()}; {args.hands} hands per game, seed {args.seed}")
    print(
        f"{'game':<12} {'level':<7} {'level chips/hand [95%]':>28} "
        f"{'normal chips/hand [95%]':>28} {'paired difference [95%]':>28}  seconds"
    )
    for game_id in args.games.split(","):
        r = compare(game_id, args.level, args.hands, args.seed, args.jobs)
        cells = [f"{m:+8.2f} [{lo:+.2f}, {hi:+.2f}]" for m, lo, hi in r[:3]]
        print(
            f"{game_id:<12} {args.level:<7} {cells[0]:>28} {cells[1]:>28} {cells[2]:>28}"
            f"  {r.seconds:.0f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
