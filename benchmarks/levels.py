"""Decision times of the bot levels, per game: the search levels must answer within 1.2x their
budget (issue 10): `strong` 0.3 s, `expert` 1.0 s a decision.

One seat of the level at a table of `normal` players, a few hands per game (the arena's deals
and bot randomness); every decision of that seat is timed, searched or not, by the wall clock
and in the deciding thread's CPU time. Budgets are CPU time (`ai/budget.py`): on an idle
machine the two agree, on a busy one the wall clock runs late. The CPU p95 is checked against
1.2x the budget.

Run: `make bench-levels` (or `.venv/bin/python benchmarks/levels.py [--hands N] [--levels
strong,expert] [--games ...] [--check]`). Expect a few minutes: expert thinks a second a card.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

from solo_desktop.ai import arena
from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.levels import EXPERT_SECONDS, STRONG_SECONDS, budget_scale
from solo_desktop.core import registry

BUDGETS = {"easy": None, "normal": None, "strong": STRONG_SECONDS, "expert": EXPERT_SECONDS}
"""Each level's budget in seconds (None: no search)."""
SLACK = 1.2
"""A decision's p95 may exceed its budget by this factor."""
GAMES = ("german_solo", "solo_whist", "six_bid", "solo66", "sixty_six")


def level_times(game_id: str, level: str, hands: int, seed: int = 1) -> dict[str, float]:
    """Decision times (ms: median, p95, max by the wall clock; p95 in the deciding thread's
    CPU time) of `level` in seat 0 among normal players."""
    game = registry.get(game_id)
    players = game.player_counts[0]
    bots = [make_bot(level, game)] + [make_bot("normal", game) for _ in range(players - 1)]
    rules = game.house_rules()
    wall: list[float] = []
    cpu: list[float] = []
    for h in range(hands):
        rng = random.Random(arena.hand_seed(seed, h, "bots"))
        deal = game.deal(
            rules, players, h % players, random.Random(arena.hand_seed(seed, h, "deal"))
        )
        state = game.start(rules, deal)
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            w0, c0 = time.perf_counter(), time.thread_time()
            action = bots[seat].choose(view, rng)
            if seat == 0:
                wall.append((time.perf_counter() - w0) * 1000)
                cpu.append((time.thread_time() - c0) * 1000)
            state = game.apply(state, action)
    return {
        "median": statistics.median(wall),
        "p95": _p95(wall),
        "max": max(wall),
        "cpu_p95": _p95(cpu),
    }


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def main(argv: list[str] | None = None) -> int:
    """Time the levels and print each game's figures against the budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3, help="hands per game and level")
    parser.add_argument("--levels", default="easy,normal,strong,expert")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--check", action="store_true", help="exit 1 when a level is too slow")
    args = parser.parse_args(argv)
    scale = budget_scale()
    ok = True
    print(f"load average {os.getloadavg()[0]:.1f} (the wall clock runs late on a busy machine)")
    print(
        f"{'game':<12} {'level':<7} {'median ms':>10} {'p95 ms':>9} {'max ms':>9} "
        f"{'CPU p95 ms':>11}  limit (on the CPU p95)"
    )
    for game_id in args.games.split(","):
        for level in args.levels.split(","):
            t = level_times(game_id, level, args.hands)
            budget = BUDGETS.get(level)
            if budget is None:
                verdict = ""
            else:
                limit = SLACK * budget * scale * 1000
                good = t["cpu_p95"] <= limit
                ok = ok and good
                verdict = f"p95 <= {limit:.0f} ms: {'ok' if good else 'OVER'}"
            print(
                f"{game_id:<12} {level:<7} {t['median']:>10.1f} {t['p95']:>9.1f} "
                f"{t['max']:>9.1f} {t['cpu_p95']:>11.1f}  {verdict}",
                flush=True,
            )
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
