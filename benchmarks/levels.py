"""Decision times of the bot levels, per game: the search levels must answer within 1.2x their
budget (issue 10): `strong` 0.3 s, `expert` 1.0 s a decision.

One seat of the level at a table of `normal` players, a few hands per game; every decision of
that seat is timed (the arena's clock), searched or not. The p95 is checked against 1.2x the
budget.

Run: `make bench-levels` (or `.venv/bin/python benchmarks/levels.py [--hands N] [--levels
strong,expert] [--games ...] [--check]`). Expect a few minutes: expert thinks a second a card.
"""

from __future__ import annotations

import argparse
import sys

from solo_desktop.ai import arena
from solo_desktop.ai.levels import EXPERT_SECONDS, STRONG_SECONDS, budget_scale
from solo_desktop.core import registry

BUDGETS = {"easy": None, "normal": None, "strong": STRONG_SECONDS, "expert": EXPERT_SECONDS}
"""Each level's budget in seconds (None: no search)."""
SLACK = 1.2
"""A decision's p95 may exceed its budget by this factor."""
GAMES = ("german_solo", "solo_whist", "six_bid", "solo66", "sixty_six")


def level_times(game_id: str, level: str, hands: int, seed: int = 1) -> dict[str, float]:
    """Decision times (ms: median, p95, max) of `level` in seat 0 among normal players."""
    game = registry.get(game_id)
    seats = [level] + ["normal"] * (game.player_counts[0] - 1)
    result = arena.run(game, game.house_rules(), seats, hands, seed=seed)
    return result.decision_ms()[level]


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
    print(f"{'game':<12} {'level':<7} {'median ms':>10} {'p95 ms':>9} {'max ms':>9}  limit")
    for game_id in args.games.split(","):
        for level in args.levels.split(","):
            t = level_times(game_id, level, args.hands)
            budget = BUDGETS.get(level)
            if budget is None:
                verdict = ""
            else:
                limit = SLACK * budget * scale * 1000
                good = t["p95"] <= limit
                ok = ok and good
                verdict = f"p95 <= {limit:.0f} ms: {'ok' if good else 'OVER'}"
            print(
                f"{game_id:<12} {level:<7} {t['median']:>10.1f} {t['p95']:>9.1f} "
                f"{t['max']:>9.1f}  {verdict}",
                flush=True,
            )
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
