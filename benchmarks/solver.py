"""Speed of the perfect-information play solver (solo_desktop.ai.solver) on random deals.

For each of the four games: random deals from a seeded RNG, a random trump (sometimes none
where the game has no-trump contracts), the declarer's side, and a full solve from the first
lead; then `reaches` at the solved value (true) and one above it (false). Prints median, p95
and max milliseconds per game, next to the issue's targets (German Solo < 50 ms, Solo Whist
< 1 s, median and p95).

A search running past `--cap` seconds (default 30) is stopped, counted as a timeout and at
the cap in the figures (which are then lower bounds).

Run: `.venv/bin/python benchmarks/solver.py [--deals N] [--seed S] [--games a,b] [--cap S]
[--json]`.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solo_desktop.ai.solver import Budget, OutOfTime, Position, Solver
from solo_desktop.core.cards import DECK_32, DECK_36, DECK_52, mask_of
from solo_desktop.core.tricks import (
    FOLLOW,
    FOLLOW_TRUMP,
    NATURAL,
    STRICT,
    TEN_HIGH,
    german_contract,
    suit_contract,
)

TARGET_MS = {"german_solo": 50.0, "solo_whist": 1000.0}
"""The issue's targets for the median and the p95 of a full solve."""


def german_solo(rng: random.Random) -> Position:
    """4 x 8 cards, German trumps, strict play, tricks; the declarer with a partner half the
    time (a called ace), else alone."""
    dealt = rng.sample(DECK_32, 32)
    hands = tuple(mask_of(dealt[8 * s : 8 * s + 8]) for s in range(4))
    side = 1 | (1 << rng.randrange(1, 4) if rng.random() < 0.5 else 0)
    ctx = german_contract(rng.randrange(4))
    return Position(hands, (0, 1, 2, 3), 0, (), ctx, STRICT, side, False)


def solo_whist(rng: random.Random) -> Position:
    """4 x 13 cards, a trump suit (or none one time in five), must follow, tricks; the
    soloist alone."""
    dealt = rng.sample(DECK_52, 52)
    hands = tuple(mask_of(dealt[13 * s : 13 * s + 13]) for s in range(4))
    trump = None if rng.random() < 0.2 else rng.randrange(4)
    ctx = suit_contract(trump, NATURAL)
    return Position(hands, (0, 1, 2, 3), 0, (), ctx, FOLLOW, 1, False)


def six_bid(rng: random.Random) -> Position:
    """Dealer 0 sits out; 3 x 11 cards from the 36-card pack (3 to the widow), A 10 K ..,
    follow else trump, card points; the bidder (seat 1) alone."""
    dealt = rng.sample(DECK_36, 33)
    hands = (0, *(mask_of(dealt[11 * j : 11 * j + 11]) for j in range(3)))
    ctx = suit_contract(rng.randrange(4), TEN_HIGH)
    return Position(hands, (1, 2, 3), 1, (), ctx, FOLLOW_TRUMP, 0b0010, True)


def solo66(rng: random.Random) -> Position:
    """5 x 6 cards from the 32-card pack (2 to the talon), A 10 K .., follow else trump, card
    points; the soloist alone against four."""
    dealt = rng.sample(DECK_32, 30)
    hands = tuple(mask_of(dealt[6 * s : 6 * s + 6]) for s in range(5))
    ctx = suit_contract(rng.randrange(4), TEN_HIGH)
    return Position(hands, (0, 1, 2, 3, 4), 0, (), ctx, FOLLOW_TRUMP, 1, True)


GAMES: dict[str, tuple[Callable[[random.Random], Position], int]] = {
    "german_solo": (german_solo, 100),
    "solo_whist": (solo_whist, 10),
    "six_bid": (six_bid, 20),
    "solo66": (solo66, 100),
}
"""Deal maker and default number of deals per game."""


def _stats(ms: list[float]) -> dict[str, float]:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return {"median": statistics.median(ms), "p95": p95, "max": ms[-1]}


def _solve(pos: Position, budget: Budget) -> int:
    return Solver(pos.ctx, pos.policy, pos.order, pos.side, pos.points).solve(pos, budget)


def _reaches(pos: Position, target: int, budget: Budget) -> bool:
    solver = Solver(pos.ctx, pos.policy, pos.order, pos.side, pos.points)
    return solver.reaches(pos, target, budget)


def _timed(run: Callable[[Budget], object], cap: float) -> tuple[float, object]:
    """Milliseconds of `run` (the cap's when it runs out of time) and its result (None)."""
    t0 = time.perf_counter()
    try:
        result = run(Budget(cap))
    except OutOfTime:
        return 1000 * cap, None
    return 1000 * (time.perf_counter() - t0), result


def measure(game: str, deals: int, seed: int, cap: float) -> dict[str, dict[str, float]]:
    """Milliseconds per deal of a full solve, of `reaches` at the value and one above; a
    search that runs past `cap` seconds is stopped and counted at the cap (so the figures
    are then lower bounds) and as a timeout."""
    make, _ = GAMES[game]
    rng = random.Random(seed)
    solve_ms: list[float] = []
    yes_ms: list[float] = []
    no_ms: list[float] = []
    timeouts = 0
    for _ in range(deals):
        pos = make(rng)
        ms, value = _timed(partial(_solve, pos), cap)
        solve_ms.append(ms)
        if not isinstance(value, int):
            timeouts += 1
            continue
        ms, yes = _timed(partial(_reaches, pos, value), cap)
        assert yes in (True, None)
        yes_ms.append(ms)
        ms, no = _timed(partial(_reaches, pos, value + 1), cap)
        assert no in (False, None)
        no_ms.append(ms)
    return {
        "solve": _stats(solve_ms),
        "reaches_value": _stats(yes_ms or [float("nan")]),
        "reaches_above": _stats(no_ms or [float("nan")]),
        "timeouts": {"count": timeouts, "cap_ms": 1000 * cap},
    }


def main(argv: list[str] | None = None) -> int:
    """Time the solver on each game's random deals and print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, help="deals per game (default: per game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--cap", type=float, default=30.0, help="seconds before a search is stopped"
    )
    args = parser.parse_args(argv)
    figures = {}
    for game in args.games.split(","):
        deals = args.deals or GAMES[game][1]
        figures[game] = {"deals": deals, **measure(game, deals, args.seed, args.cap)}
        if not args.json:
            _print_row(game, figures[game])
    if args.json:
        print(json.dumps(figures))
    return 0


_header_done = False


def _print_row(game: str, row: dict) -> None:
    global _header_done
    if not _header_done:
        print(
            f"{'game':<12} {'deals':>5} | {'solve ms: median':>16} {'p95':>8} {'max':>8} | "
            f"{'reaches(v) median':>17} {'p95':>8} | {'reaches(v+1) median':>19} {'p95':>8} | "
            "timeouts | target"
        )
        _header_done = True
    s, y, n = row["solve"], row["reaches_value"], row["reaches_above"]
    target = TARGET_MS.get(game)
    mark = ""
    if target is not None:
        ok = s["median"] < target and s["p95"] < target
        mark = f"< {target:.0f} ms: {'ok' if ok else 'missed'}"
    print(
        f"{game:<12} {row['deals']:>5} | {s['median']:>16.1f} {s['p95']:>8.1f} {s['max']:>8.1f} | "
        f"{y['median']:>17.1f} {y['p95']:>8.1f} | {n['median']:>19.1f} {n['p95']:>8.1f} | "
        f"{row['timeouts']['count']:>8} | {mark}",
        flush=True,
    )


if __name__ == "__main__":
    sys.exit(main())
