"""How much stronger a bot level plays than another (`normal` unless `--against`): the arena
on the same deals, twice.

For each game the level sits in seat 0 among `normal` players, then the level it is measured
against (`--against`, default `normal`) sits there on the very same deals with the very same
bot randomness (the arena derives both from the seed and the hand number). The seat's chips per
hand are reported for each (mean and 95% interval, as `solo-desktop arena` prints them) and as
the paired difference on the same hands: the deal's luck cancels out, so the paired interval is
much narrower.

Run: `.venv/bin/python benchmarks/strength.py --level expert --hands 2000 --jobs 2`, or
`... --level expert --against strong` for one search level against the other.
`SOLO_DESKTOP_SEARCH_SCALE` scales the search budgets (0.1: expert thinks 0.1 s a card).

A run at the full budget takes CPU-hours per game. With `--record FILE` it plays the hands in
parts of `--part` hands and appends each part's chips to FILE (JSON lines) as soon as it is
done; run again, it plays only the hands FILE does not have yet. A part counts only for the
same game, level, level against, seed, budget scale and code: a fingerprint of the sources
that decide the play (`solo_desktop/core`, `games`, and the modules of `ai` that the seated
levels load: `levels_fingerprint`), so a changed bot starts afresh.
A second run on the same file with `--descending` plays the hands from the last down, sharing
the work with a run going up. A seating that another current record beside FILE has already
played on the same deals (strong among normal players, in expert against strong) is taken from
there instead of being played again (`lent_chips`; the part is marked `"lent"`): the arena
seeds the deal and the bots' randomness per hand, so that is the same measurement.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from solo_desktop.ai import arena
from solo_desktop.ai.levels import budget_scale
from solo_desktop.core import registry
from solo_desktop.core.game import Game

PLAY_SOURCES = ("ai", "core", "games")
"""The packages under solo_desktop whose code decides how the bots play and score."""

GAMES = ("german_solo", "solo_whist", "six_bid", "solo66", "sixty_six")


def interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and normal-approximation 95% interval (NaN for no values)."""
    if not values:
        return math.nan, math.nan, math.nan
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


class Comparison(NamedTuple):
    """A level against normal in one game: (mean, low, high) chips per hand in seat 0."""

    mean: tuple[float, float, float]
    normal: tuple[float, float, float]
    paired: tuple[float, float, float]
    seconds: float
    hands: int


def _summary(mine: list[int], base: list[int], seconds: float) -> Comparison:
    paired = [float(a - b) for a, b in zip(mine, base, strict=True)]
    return Comparison(
        interval([float(c) for c in mine]),
        interval([float(c) for c in base]),
        interval(paired),
        seconds,
        len(mine),
    )


def _seats(game: Game, level: str, against: str) -> tuple[list[str], list[str]]:
    others = ["normal"] * (game.player_counts[0] - 1)
    return [level, *others], [against, *others]


def compare(
    game_id: str, level: str, hands: int, seed: int, jobs: int, against: str = "normal"
) -> Comparison:
    """The level's and `against`'s chips per hand in seat 0 on the same deals."""
    game = registry.get(game_id)
    rules = game.house_rules()
    seats, base_seats = _seats(game, level, against)
    started = time.perf_counter()
    strong = arena.run(game, rules, seats, hands, seed=seed, jobs=jobs)
    base = arena.run(game, rules, base_seats, hands, seed=seed, jobs=jobs)
    return _summary(strong.chips_per_hand[0], base.chips_per_hand[0], time.perf_counter() - started)


def code_fingerprint(root: Path | None = None, ai_modules: Iterable[str] | None = None) -> str:
    """A short hash of the sources that decide the play (`PLAY_SOURCES` under solo_desktop):
    of `ai/` only the files `ai_modules` names (paths relative to solo_desktop), if given."""
    package = root or Path(registry.__file__).resolve().parent.parent
    keep = None if ai_modules is None else set(ai_modules)
    digest = hashlib.blake2b(digest_size=8)
    for sub in PLAY_SOURCES:
        for path in sorted((package / sub).rglob("*.py")):
            name = path.relative_to(package).as_posix()
            if sub == "ai" and keep is not None and name not in keep:
                continue
            digest.update(name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


LOAD_SCRIPT = """
import sys
from solo_desktop.ai import arena
from solo_desktop.ai.bot import make_bot
from solo_desktop.core import registry

game = registry.get(sys.argv[1])
for level in sys.argv[2:]:
    make_bot(level, game)
for name, module in sorted(sys.modules.items()):
    if name.startswith("solo_desktop.ai") and getattr(module, "__file__", None):
        print(module.__file__)
"""
"""Prints the files of the modules under solo_desktop.ai that seating the levels loads."""


def play_modules(game_id: str, levels: Iterable[str]) -> list[str]:
    """The files under solo_desktop/ai (relative to solo_desktop) that a fresh interpreter
    loads to run the arena with `levels` seated at `game_id`: the code those levels play by.
    (Every module they use is imported when a level's bot is made: a test plays a hand and
    checks that nothing more is loaded.)"""
    package = Path(registry.__file__).resolve().parent.parent
    out = subprocess.run(
        [sys.executable, "-c", LOAD_SCRIPT, game_id, *levels],
        capture_output=True,
        text=True,
        check=True,
        cwd=package.parent,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    return sorted(Path(f).resolve().relative_to(package).as_posix() for f in out.stdout.split())


def levels_fingerprint(game_id: str, level: str, against: str) -> str:
    """The code fingerprint of a comparison: `core`, `games` and the ai modules the three
    levels seated (`level`, `against` and normal in the other seats) play by, so that a change
    to the search leaves the rule levels' records standing, and one to the solver those of
    Sixty-Six (whose search does not use it)."""
    return code_fingerprint(ai_modules=play_modules(game_id, sorted({level, against, "normal"})))


KEY_DEFAULTS: dict[str, object] = {"against": "normal"}
"""What a part recorded before a key field existed was made with."""


def read_parts(path: Path, key: dict[str, object]) -> Iterator[dict[str, Any]]:
    """The parts in `path` made under `key` (the same game, level, level against, seed,
    scale and code)."""
    if not path.exists():
        return
    with path.open(encoding="utf-8") as lines:
        for n, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                part = json.loads(line)
            except json.JSONDecodeError:
                # The last line of a run stopped while writing: that part is played again.
                print(f"{path}:{n}: not a recorded line, skipped", file=sys.stderr)
                continue
            if all(part.get(k, KEY_DEFAULTS.get(k)) == v for k, v in key.items()):
                yield part


def compare_recorded(
    game_id: str,
    level: str,
    hands: int,
    seed: int,
    jobs: int,
    record: Path,
    part: int = 25,
    play: bool = True,
    descending: bool = False,
    against: str = "normal",
    any_code: bool = False,
) -> Comparison:
    """`compare`, played in parts of `part` hands that are appended to `record` as they finish;
    hands already recorded there (same game, levels, seed, scale, code) are not played again.
    The seconds are those of every part's play, also in earlier runs. With `play` False
    nothing is played: the figures are those of the hands recorded so far.

    `record` is read again before each part, so two runs on one file share the work: one plays
    the missing hands from the first up, the other (`descending`) from the last down; where they
    meet, at most one part is played twice. Hands of either seating that other current records
    beside `record` hold are taken from them (`lent_chips`), not played."""
    game = registry.get(game_id)
    rules = game.house_rules()
    seats, base_seats = _seats(game, level, against)
    code = levels_fingerprint(game_id, level, against)
    key: dict[str, object] = {
        "game": game_id,
        "level": level,
        "against": against,
        "seed": seed,
        "scale": budget_scale(),
        "code": code,
    }
    if any_code:  # the figures of every recorded part, whatever code played it (no play)
        del key["code"]
        play = False
    mine, base, seconds = _load(record, key)
    fingerprints = {(level, against): code}
    while play:
        missing = [h for h in range(hands) if h not in mine]
        if not missing:
            break
        if descending:
            last = h = missing[-1]
            while last - h + 1 < part and h > 0 and h - 1 not in mine:
                h -= 1
            n = last - h + 1
        else:
            h, n = missing[0], 1
            while n < part and h + n < hands and h + n not in mine:
                n += 1
        started = time.perf_counter()
        sides: list[list[int]] = []
        lent: list[str] = []
        # A seating another current record has played on these deals is not played again.
        seated = lent_chips(record, game_id, seed, (level, against), fingerprints)
        for name, who, at in (("level", level, seats), ("against", against, base_seats)):
            known = seated.get(who, {})
            if all(x in known for x in range(h, h + n)):
                sides.append([known[x] for x in range(h, h + n)])
                lent.append(name)
            else:
                run = arena.run(game, rules, at, n, seed=seed, jobs=jobs, first=h)
                sides.append(_independent(run).chips_per_hand[0])
        took = time.perf_counter() - started
        line = {
            **key,
            "first": h,
            "level_chips": sides[0],
            "normal_chips": sides[1],
            "seconds": round(took, 3),
        }
        if lent:
            line["lent"] = lent
        append_line(record, line)
        # Another run may have recorded hands meanwhile.
        mine, base, seconds = _load(record, key)
    have = sorted(h for h in mine if h < hands)
    return _summary([mine[h] for h in have], [base[h] for h in have], seconds)


def lent_chips(
    record: Path,
    game_id: str,
    seed: int,
    levels: Iterable[str],
    fingerprints: dict[tuple[str, str], str],
) -> dict[str, dict[int, int]]:
    """Seat 0's chips per hand of each of `levels` seated among normal players, as the other
    strength records beside `record` (`strength-*.jsonl`) hold them: a part counts where it is
    of `game_id`, `seed` and this budget scale, with the level or the level against among
    `levels`, and made by the code its own comparison plays by today (`fingerprints` caches
    `levels_fingerprint` per (level, against)). The same seating on the same deals with the
    same code and seeded bot randomness is the same measurement (the rule levels play the very
    same hands; the search levels' play also hangs on the CPU time they get), so strong's hands
    among normal players recorded against expert need not be played again against normal."""
    wanted = set(levels)
    out: dict[str, dict[int, int]] = {}
    key = {"game": game_id, "seed": seed, "scale": budget_scale()}
    for path in sorted(record.parent.glob("strength-*.jsonl")):
        if path.resolve() == record.resolve():
            continue
        for part in read_parts(path, key):
            pair = (str(part["level"]), str(part.get("against", KEY_DEFAULTS["against"])))
            if not wanted & set(pair):
                continue
            if pair not in fingerprints:
                fingerprints[pair] = levels_fingerprint(game_id, *pair)
            if part.get("code") != fingerprints[pair]:
                continue
            first = int(part["first"])
            for who, chips in zip(pair, (part["level_chips"], part["normal_chips"]), strict=True):
                if who in wanted:
                    got = out.setdefault(who, {})
                    for i, c in enumerate(chips):
                        got[first + i] = int(c)
    return out


def _load(record: Path, key: dict[str, object]) -> tuple[dict[int, int], dict[int, int], float]:
    """Seat 0's chips per hand for the level and the level against (`normal_chips`, its name
    from before `--against`), and the seconds, of the parts in
    `record` made under `key`. A hand recorded twice (by two runs at once) counts once."""
    mine: dict[int, int] = {}
    base: dict[int, int] = {}
    seconds = 0.0
    for done in read_parts(record, key):
        first = int(done["first"])
        for i, (a, b) in enumerate(zip(done["level_chips"], done["normal_chips"], strict=True)):
            mine[first + i], base[first + i] = int(a), int(b)
        seconds += float(done["seconds"])
    return mine, base, seconds


def _independent(result: arena.ArenaResult) -> arena.ArenaResult:
    """`result`, if its hands passed nothing on to the next (else parts would not add up)."""
    if result.carried is not None:
        raise SystemExit(
            f"{result.game}: these house rules carry chips from hand to hand; "
            "play the hands in one run (without --record)"
        )
    return result


def append_line(path: Path, line: dict[str, object]) -> None:
    """Append one JSON line and make sure it is on disk (a stopped run keeps what it did)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("ab") as out:
        # A run stopped while writing leaves a torn last line: end it, so this one stays whole.
        torn = out.tell() > 0 and not path.read_bytes().endswith(b"\n")
        out.write((("\n" if torn else "") + json.dumps(line) + "\n").encode())
        out.flush()
        os.fsync(out.fileno())


def main(argv: list[str] | None = None) -> int:
    """Compare a level with another (normal) in each game and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--against", default="normal", help="the level to compare with")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--record", type=Path, help="JSON-lines file of finished parts")
    parser.add_argument("--part", type=int, default=25, help="hands per recorded part")
    parser.add_argument(
        "--descending",
        action="store_true",
        help="with --record: play the missing hands from the last down (a second run on the "
        "same file, beside one going up, shares the work)",
    )
    parser.add_argument(
        "--so-far",
        action="store_true",
        help="with --record: the figures of the hands recorded so far, playing none",
    )
    args = parser.parse_args(argv)
    if args.so_far and args.record is None:
        parser.error("--so-far reads the parts of a --record file")
    print(f"search budget scale {budget_scale()}; {args.hands} hands per game, seed {args.seed}")
    base = f"{args.against} chips/hand [95%]"
    print(
        f"{'game':<12} {'level':<7} {'level chips/hand [95%]':>28} "
        f"{base:>28} {'paired difference [95%]':>28} {'hands':>6}  seconds"
    )
    for game_id in args.games.split(","):
        if args.record is None:
            r = compare(game_id, args.level, args.hands, args.seed, args.jobs, args.against)
        else:
            r = compare_recorded(
                game_id,
                args.level,
                args.hands,
                args.seed,
                args.jobs,
                args.record,
                args.part,
                play=not args.so_far,
                descending=args.descending,
                against=args.against,
            )
            if r.hands < 2:
                print(f"{game_id:<12} {args.level:<7} (fewer than 2 hands recorded)")
                continue
        cells = [f"{m:+8.2f} [{lo:+.2f}, {hi:+.2f}]" for m, lo, hi in r[:3]]
        print(
            f"{game_id:<12} {args.level:<7} {cells[0]:>28} {cells[1]:>28} {cells[2]:>28}"
            f" {r.hands:>6}  {r.seconds:.0f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
