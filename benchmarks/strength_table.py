"""One table of how strong the computer levels are: each level against the level below it in
every game (paired hands, `benchmarks/strength.py`), and the outside yardstick for Sixty-Six
(`benchmarks/schnapsen_match.py`: our levels against the schnapsen package's bots).

`make bench-strength` plays what the records in `benchmarks/records/` do not have yet (CPU-hours
at the full budget: stop it any time, run it again and it goes on) and prints the table;
`--so-far` prints the table of what is recorded, playing nothing.

Run: `.venv/bin/python benchmarks/strength_table.py [--so-far] [--hands N] [--games a,b]
[--jobs N]`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.strength import GAMES, Comparison, compare_recorded

RECORDS = Path(__file__).resolve().parent / "records"

LADDER = (("normal", "easy"), ("strong", "normal"), ("expert", "strong"))
"""Each level and the level below it."""


def record_path(level: str, against: str, game_id: str) -> Path:
    """Where the paired hands of `level` against `against` in `game_id` are recorded (against
    `normal` under the name the first records had)."""
    if against == "normal":
        return RECORDS / f"strength-{level}-{game_id}.jsonl"
    return RECORDS / f"strength-{level}-vs-{against}-{game_id}.jsonl"


def level_row(game_id: str, level: str, against: str, r: Comparison | None) -> str:
    """One line of the table: the paired difference and whether it is above zero."""
    name = f"{level} - {against}"
    if r is None or r.hands < 2:
        return f"{game_id:<12} {name:<18} {'(fewer than 2 hands recorded)':>30}"
    mean, low, high = r.paired
    verdict = "stronger" if low > 0 else ("weaker" if high < 0 else "not told apart")
    cell = f"{mean:+6.2f} [{low:+.2f}, {high:+.2f}]"
    return f"{game_id:<12} {name:<18} {cell:>30} {r.hands:>6}  {verdict}"


def yardstick_rows() -> list[str]:
    """The Sixty-Six yardstick's lines (`schnapsen_match.yardstick_lines`), from its records:
    no package needed, nothing played."""
    from benchmarks import schnapsen_match

    return schnapsen_match.yardstick_lines()


def main(argv: list[str] | None = None) -> int:
    """Play what is missing (unless --so-far) and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--so-far", action="store_true", help="print what is recorded")
    parser.add_argument(
        "--any-code",
        action="store_true",
        help="with --so-far: count parts recorded by earlier code too (the bots have changed "
        "since; a look back, not a measurement of today's code)",
    )
    args = parser.parse_args(argv)
    rows = []
    for level, against in LADDER:
        for game_id in args.games.split(","):
            r = compare_recorded(
                game_id,
                level,
                args.hands,
                args.seed,
                args.jobs,
                record_path(level, against, game_id),
                play=not args.so_far,
                against=against,
                any_code=args.any_code,
            )
            rows.append(level_row(game_id, level, against, r))
    print(f"Each level against the level below it: seat 0's chips per hand, paired, {args.hands}")
    print("hands per game wanted (the 95% interval above zero: the level plays stronger)")
    print(f"{'game':<12} {'levels':<18} {'paired difference [95%]':>30} {'hands':>6}  verdict")
    print("\n".join(rows))
    yard = yardstick_rows()
    if yard:
        print("\nThe outside yardstick: our Sixty-Six levels against the schnapsen package's bots")
        print("\n".join(yard))
    return 0


if __name__ == "__main__":
    sys.exit(main())
