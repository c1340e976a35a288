"""Speed benchmarks of the rules core and the bots, through the public API.

- Random playouts: the arena with `random` in every seat, hands per second (best of repeats).
- Rule-based bot: decision time (median, p95) at an all-`rule` table.

Run: `make bench` (or `.venv/bin/python benchmarks/run.py [--quick] [--json]`). It prints each
figure next to its target and exits 1 when a target is missed with `--check`.
"""

from __future__ import annotations

import argparse
import json
import sys

from solo_desktop.ai import arena
from solo_desktop.core import registry

PLAYOUT_TARGET = 16_000
"""Random hands per second on one core (parity with a C++ engine driven from Python)."""
BOT_P95_TARGET_MS = 2.0
"""The rule-based Solo 66 bot's 95th-percentile decision time."""
SIXTY_SIX_P95_TARGET_MS = 20.0
"""The rule-based Sixty-Six bot's (it searches endgames exactly)."""
GERMAN_SOLO_P95_TARGET_MS = 5.0
"""The rule-based German Solo bot's."""


def playouts(game_id: str, hands: int, repeats: int) -> float:
    """Best hands/s of `repeats` arena runs with random bots in every seat."""
    game = registry.get(game_id)
    rules = game.house_rules()
    seats = ["random"] * game.player_counts[0]
    return max(
        arena.run(game, rules, seats, hands, seed=r).hands_per_second for r in range(repeats)
    )


def bare_loop(game_id: str, hands: int) -> float:
    """Hands/s of a loop over `legal_actions` and `apply` alone (no views, bots or timing):
    what the rules API costs by itself."""
    import random
    import time

    game = registry.get(game_id)
    rules = game.house_rules()
    players = game.player_counts[0]
    rng = random.Random(1)
    deals = [game.deal(rules, players, h % players, rng) for h in range(hands)]
    pick = rng.random
    started = time.perf_counter()
    for deal in deals:
        state = game.start(rules, deal)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            state = game.apply(state, legal[int(pick() * len(legal))])
    return hands / (time.perf_counter() - started)


def bot_times(game_id: str, hands: int, seats: list[str] | None = None) -> dict[str, float]:
    """Decision times (ms) of the rule-based bot (default: at an all-`rule` table)."""
    game = registry.get(game_id)
    seats = seats or ["rule"] * game.player_counts[0]
    result = arena.run(game, game.house_rules(), seats, hands, seed=1)
    return result.decision_ms()["rule"]


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print the figures against their targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands (a smoke run)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)
    hands, repeats = (500, 1) if args.quick else (20_000, 3)
    speed = playouts("solo66", hands, repeats)
    bare = bare_loop("solo66", hands)
    times = bot_times("solo66", hands // 10)
    times66 = bot_times("sixty_six", hands // 10, ["rule", "random"])
    times_gs = bot_times("german_solo", hands // 10)
    figures = {
        "solo66_random_hands_per_second": round(speed),
        "solo66_bare_rules_loop_hands_per_second": round(bare),
        "solo66_rule_decision_ms": {k: round(v, 4) for k, v in times.items()},
        "sixty_six_rule_decision_ms": {k: round(v, 4) for k, v in times66.items()},
        "german_solo_rule_decision_ms": {k: round(v, 4) for k, v in times_gs.items()},
        "targets": {
            "hands_per_second": PLAYOUT_TARGET,
            "rule_p95_ms": BOT_P95_TARGET_MS,
            "sixty_six_rule_p95_ms": SIXTY_SIX_P95_TARGET_MS,
            "german_solo_rule_p95_ms": GERMAN_SOLO_P95_TARGET_MS,
        },
    }
    met = (
        speed >= PLAYOUT_TARGET
        and times["p95"] < BOT_P95_TARGET_MS
        and times66["p95"] < SIXTY_SIX_P95_TARGET_MS
        and times_gs["p95"] < GERMAN_SOLO_P95_TARGET_MS
    )
    if args.json:
        print(json.dumps(figures))
    else:
        mark = "ok" if speed >= PLAYOUT_TARGET else "below target"
        print(f"solo66 random playouts: {speed:,.0f} hands/s (target {PLAYOUT_TARGET:,}: {mark})")
        print(f"solo66 legal_actions+apply alone: {bare:,.0f} hands/s (what the rules cost)")
        mark = "ok" if times["p95"] < BOT_P95_TARGET_MS else "above target"
        print(
            f"solo66 rule bot decision: median {times['median']:.4f} ms, "
            f"p95 {times['p95']:.4f} ms, max {times['max']:.3f} ms "
            f"(target p95 < {BOT_P95_TARGET_MS} ms: {mark})"
        )
        mark = "ok" if times66["p95"] < SIXTY_SIX_P95_TARGET_MS else "above target"
        print(
            f"sixty_six rule bot decision: median {times66['median']:.4f} ms, "
            f"p95 {times66['p95']:.4f} ms, max {times66['max']:.3f} ms "
            f"(target p95 < {SIXTY_SIX_P95_TARGET_MS} ms: {mark})"
        )
        mark = "ok" if times_gs["p95"] < GERMAN_SOLO_P95_TARGET_MS else "above target"
        print(
            f"german_solo rule bot decision: median {times_gs['median']:.4f} ms, "
            f"p95 {times_gs['p95']:.4f} ms, max {times_gs['max']:.3f} ms "
            f"(target p95 < {GERMAN_SOLO_P95_TARGET_MS} ms: {mark})"
        )
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())
