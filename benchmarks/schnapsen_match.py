"""An outside yardstick for Sixty-Six: our levels against the bots of the `schnapsen` package.

`schnapsen` (PyPI, GPLv3, https://github.com/intelligent-systems-course/schnapsen) is a bot
platform for 20-card Schnapsen with `RandBot`, `BullyBot` and `RdeepBot`, written
independently of this project. Here our Sixty-Six levels play *inside its engine*
(`SchnapsenGamePlayEngine`): its engine deals, asks both bots for moves, checks them and
decides who wins. Our side is an adapter (`schnapsen_adapter.py`): a mirror of the game in
our own `State` (the same cards, stock and tricks), from which our bot gets its
`SixtySixView`; its action is mapped to a move of their engine. Both sides' moves are
recorded into the mirror as their engine asks for them, and before each of our decisions the
mirror is checked against their engine (our hand, the talon, both scores) and our legal
actions against their valid moves (the same set).

The dependency is the optional extra `yardstick` (`pip install -e .[yardstick]`, or
`.venv/bin/pip install schnapsen==0.0.5`); the app never imports it.

What "wins a game" means: a game of their engine is one deal played until a trick winner has
66 points (their engine ends the hand by itself then) or the last trick is played;
`play_game_from_state` returns the winner and 1-3 game points. We count those winners (and
report the game points too). Each seeded deal is played twice, our level leading the first
trick with the first hand, then their bot leading with that hand (seats swapped). The win
share's interval is Wilson's 95% score interval over games (the two games of a deal are
not independent: the interval is somewhat optimistic).

Rule differences between the two engines (RULES.md section 4 against `schnapsen.game` 0.0.5)
and what our side does about each:
1. Deck: theirs is 20 cards (A 10 K Q J): our house rule `deck: 20` (the trump jack is
   exchanged), the same card points (11, 10, 4, 3, 2).
2. Deal: theirs 5 cards each (alternately) and a talon of 10 with the trump card at its bottom;
   ours 6 each (3+3) and a stock of 8. The mirror takes their deal as it is (hands of 5, stock
   of 10), which our engine plays without complaint; our bots take hand sizes from the view
   and the stock's first size from its size now and the tricks played
   (`sixty_six_pimc.initial_stock`).
3. Who leads first: theirs, the first bot given to `play_game`; the mirror's dealer is the other.
4. Drawing, trick winners, free play while the talon lasts: the same in both.
5. Once the talon is exhausted: theirs, follow suit with a higher card if possible, else any
   card of the suit, else a trump (if a non-trump was led), else any card. That is our house
   rule `must_head: true` exactly (set here).
6. Closing the talon: their engine has none. Our side never closes (`close` is taken out of
   our legal actions, also in our search's rollouts).
7. `out`: their engine ends the hand by itself after any trick whose winner has 66 direct
   points; nobody claims, so there is no wrong `out`. Our side follows: `out` is taken out of
   our legal actions, and in our rollouts it is the only action when 66 is reached on lead
   (claiming whenever possible, like their engine). In the real game our bot never sees 66 on
   lead: their engine has ended the game before.
8. Marriage: theirs is one move that shows K and Q and leads the king (always the king);
   ours shows, then leads K or Q (or says `out`). Our `marriage SUIT` becomes their
   `Marriage`, and after a marriage our legal actions are only to lead the king.
9. Marriage points: theirs are pending until the marrier wins a trick *after* the marriage
   (then credited with that trick); ours are credited at once when the marrier has won a
   trick before. So ours allows `marriage` + `out` at once; theirs needs the king's trick won
   first. The mirror keeps their count: after every move its points and pending points are set
   to their engine's direct and pending points, so our bot sees their score. Our bot's model of
   the future (rollouts, endgame solver) still credits marriages the way our rules do.
10. Trump exchange: theirs, whenever the talon is not empty and the leader holds the trump
   jack (also before he won a trick, and with only 2 cards left in the talon); ours needs a
   trick won and more than 2 cards in the stock. Our side follows theirs: the adapter allows
   `exchange` on their condition and performs it (also in our rollouts). In their engine an
   exchange is a "trick" of its own after which the same player leads: the same as ours.
11. Last trick: ours gives 10 points for the last trick of a hand played out; theirs none.
   The mirror keeps their points (no bonus). A hand played out without 66: in both the winner
   of the last trick wins (ours with house rule `unclaimed: last_trick`, the default) and
   scores 1; theirs scores the last-trick winner 1-3 if his points reach 66 with that trick.
12. Game points: theirs 3 if the loser has 0 points (no trick), 2 under 33, else 1, with the
   loser's *direct* points (pending marriage points do not count); no closer penalties, no
   wrong `out`. Ours as RULES.md. Only their engine's result is counted.
13. Match: theirs plays single games; ours plays to 7 game points. Here only games count.

RdeepBot: `RdeepBot(num_samples, depth, rand)` has no defaults in its class; the package's
own command line (`rdeep_game`) and examples use `num_samples=16, depth=4`: that is "default"
here. It tries each valid move on `num_samples` random deals of the unseen cards, plays
`depth` tricks on at random and keeps the move with the best mean share of points.
Time per move on this project's build machine (2 cores, shared; CPU seconds of the move,
`--time-rdeep`): see README.md's Benchmarks section.

Run (records resume; `--so-far` prints what a record has, playing nothing):
    .venv/bin/python benchmarks/schnapsen_match.py --level normal --opponent rdeep --games 400
    .venv/bin/python benchmarks/schnapsen_match.py --level expert --opponent rdeep \
        --rdeep-samples 500 --rdeep-depth 12 --games 800 --jobs 2
    .venv/bin/python benchmarks/schnapsen_match.py --time-rdeep 16x4,800x4,500x12 --games 6
    .venv/bin/python benchmarks/schnapsen_match.py --yardstick
    .venv/bin/python benchmarks/schnapsen_match.py --self-test
Records: `benchmarks/records/schnapsen-LEVEL-vs-OPPONENT.jsonl` (OPPONENT `rdeep-SxD` for
RdeepBot with S samples and depth D), one line per deal (its two games). A line counts only
for the same level, opponent, seed, budget scale (`SOLO_DESKTOP_SEARCH_SCALE`), schnapsen
version and code (`code_fingerprint`: the sources our level plays by, the modules of `ai` it
loads found as `strength.play_modules` finds them, and the adapter's rules), so a changed bot
starts afresh.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: `benchmarks/...` is then not importable
    sys.path.insert(0, str(ROOT))

from benchmarks import strength as strength_records  # noqa: E402
from benchmarks.schnapsen_adapter import (  # noqa: E402
    DECK_CARDS,
    DEFAULT_DEPTH,
    DEFAULT_SAMPLES,
    RANK_NAMES,
    SCHNAPSEN_VERSION,
    SUIT_NAMES,
    deal,
    load_schnapsen,
    our_card,
    play_deal,
    rules_source,
    their_card,
)
from solo_desktop.ai.levels import budget_scale  # noqa: E402

RECORDS = ROOT / "benchmarks" / "records"
LEVELS = ("easy", "normal", "strong", "expert")
OPPONENTS = ("rand", "bully", "rdeep")

# -- statistics and records ----------------------------------------------------------------------


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval of a share `wins / n` (95% with the default `z`)."""
    if n <= 0:
        return math.nan, math.nan
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def opponent_label(opponent: str, samples: int, depth: int) -> str:
    """The opponent's name in keys and file names: `rand`, `bully`, `rdeep-16x4`."""
    return f"rdeep-{samples}x{depth}" if opponent == "rdeep" else opponent


def record_path(level: str, label: str, root: Path = RECORDS) -> Path:
    """Where the deals of `level` against `label` are recorded."""
    return root / f"schnapsen-{level}-vs-{label}.jsonl"


def recorded(path: Path, key: dict[str, object]) -> dict[int, dict[str, Any]]:
    """The deals in `path` played under `key`, by deal number (a deal recorded twice, by two
    runs at once, counts once; a torn last line is skipped and played again): the parts are
    read as `strength.py` reads its own."""
    out: dict[int, dict[str, Any]] = {}
    for done in strength_records.read_parts(path, key):
        out.setdefault(int(done["deal"]), done)
    return out


def missing(deals: int, have: dict[int, dict[str, Any]]) -> list[int]:
    """The deal numbers below `deals` not yet recorded."""
    return [d for d in range(deals) if d not in have]


append = strength_records.append_line
"""Append one JSON line and make sure it is on disk (`strength.py`'s own)."""


class Summary(NamedTuple):
    """Our level's results against one opponent."""

    games: int
    wins: int
    low: float
    high: float
    game_points: float
    """Our mean game points a game (won positive, lost negative)."""
    our_seconds: float
    """Our CPU seconds a move."""
    their_seconds: float
    """Their CPU seconds a move."""
    their_max: float
    """Their longest move (CPU seconds)."""

    @property
    def share(self) -> float:
        """Our win share."""
        return self.wins / self.games if self.games else math.nan


def summarize(deals: Sequence[dict[str, Any]]) -> Summary:
    """The figures of recorded deals."""
    games = [g for d in deals for g in d["games"]]
    n = len(games)
    wins = sum(1 for g in games if g["won"])
    low, high = wilson(wins, n)
    points = [g["points"] if g["won"] else -g["points"] for g in games]
    our_moves = sum(g["our_moves"] for g in games)
    their_moves = sum(g["their_moves"] for g in games)
    return Summary(
        n,
        wins,
        low,
        high,
        statistics.fmean(points) if points else math.nan,
        sum(g["our_seconds"] for g in games) / our_moves if our_moves else math.nan,
        sum(g["their_seconds"] for g in games) / their_moves if their_moves else math.nan,
        max((g["their_max"] for g in games), default=math.nan),
    )


@functools.cache
def code_fingerprint(level: str) -> str:
    """A short hash of the code our `level` plays and scores Sixty-Six by (the ai modules it
    loads, and `core` and `games`: `strength.code_fingerprint` of `strength.play_modules`) and
    of the adapter's rules (`schnapsen_adapter.rules_source`)."""
    ours = strength_records.code_fingerprint(
        ai_modules=strength_records.play_modules("sixty_six", [level])
    )
    digest = hashlib.blake2b(digest_size=8)
    digest.update(ours.encode())
    digest.update(rules_source().encode())
    return digest.hexdigest()


def _play_deal_args(args: tuple[int, int, str, str, int, int]) -> dict[str, Any]:
    return play_deal(*args)


def run(
    level: str,
    opponent: str,
    samples: int,
    depth: int,
    games: int,
    seed: int,
    jobs: int,
    record: Path,
    minutes: float | None,
    play: bool = True,
) -> Summary:
    """Play the deals of `games` games not yet in `record` (until `minutes` have passed),
    appending each as it finishes; the figures of every recorded deal below that number."""
    label = opponent_label(opponent, samples, depth)
    key: dict[str, object] = {
        "level": level,
        "opponent": label,
        "seed": seed,
        "scale": budget_scale(),
        "schnapsen": SCHNAPSEN_VERSION,
        "code": code_fingerprint(level),
    }
    deals = (games + 1) // 2
    have = recorded(record, key)
    todo = missing(deals, have) if play else []
    stop = None if minutes is None else time.monotonic() + 60 * minutes
    if todo:
        load_schnapsen()
        tasks = [(d, seed, level, opponent, samples, depth) for d in todo]
        for line in _results(tasks, jobs, stop):
            append(record, {**key, **line})
            have[int(line["deal"])] = line
            s = summarize([have[d] for d in sorted(have) if d < deals])
            print(
                f"  deal {line['deal']}: {s.wins}/{s.games} won so far ({line['seconds']:.0f} s)",
                file=sys.stderr,
                flush=True,
            )
    return summarize([have[d] for d in sorted(have) if d < deals])


def _results(
    tasks: list[tuple[int, int, str, str, int, int]], jobs: int, stop: float | None
) -> Iterator[dict[str, Any]]:
    """The deals' results as they finish; no new deal is started after `stop`."""
    if jobs <= 1:
        for t in tasks:
            if stop is not None and time.monotonic() > stop:
                return
            yield _play_deal_args(t)
        return
    import concurrent.futures as cf

    with cf.ProcessPoolExecutor(jobs) as pool:
        pending: set[cf.Future[dict[str, Any]]] = set()
        queue = list(tasks)
        while queue or pending:
            while queue and len(pending) < jobs and (stop is None or time.monotonic() < stop):
                pending.add(pool.submit(_play_deal_args, queue.pop(0)))
            if not pending:
                return
            done, pending = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            for f in done:
                yield f.result()


# -- RdeepBot's time per move --------------------------------------------------------------------


def time_rdeep(settings: Sequence[tuple[int, int]], games: int, seed: int) -> None:
    """Print RdeepBot's CPU seconds per move for each setting (samples, depth), playing
    `games` games against the default RdeepBot on this script's deals."""
    sg, _, bots = load_schnapsen()
    bot_base: Any = sg.Bot
    for samples, depth in settings:
        times: list[float] = []

        class Timed(bot_base):
            def __init__(self, inner: Any, times: list[float]) -> None:
                super().__init__()
                self.inner = inner
                self.times = times

            def get_move(self, perspective: Any, leader_move: Any) -> Any:
                started = time.process_time()
                move = self.inner.get_move(perspective, leader_move)
                self.times.append(time.process_time() - started)
                return move

        for g in range(games):
            hands, talon = deal(seed, g // 2)
            me = Timed(bots.RdeepBot(samples, depth, random.Random(f"time {g}")), times)
            other = bots.RdeepBot(DEFAULT_SAMPLES, DEFAULT_DEPTH, random.Random(f"other {g}"))
            first, second = (me, other) if g % 2 == 0 else (other, me)
            state = sg.GameState(
                leader=sg.BotState(first, sg.Hand([their_card(c) for c in hands[0]])),
                follower=sg.BotState(second, sg.Hand([their_card(c) for c in hands[1]])),
                talon=sg.Talon([their_card(c) for c in talon]),
                previous=None,
            )
            sg.SchnapsenGamePlayEngine().play_game_from_state(state, None)
        times.sort()
        print(
            f"rdeep {samples}x{depth}: {len(times)} moves, CPU s a move: mean "
            f"{statistics.fmean(times):.3f}, median {statistics.median(times):.3f}, "
            f"p95 {times[int(0.95 * (len(times) - 1))]:.3f}, max {times[-1]:.3f}",
            flush=True,
        )


# -- self-test (needs the package; not part of the CI suite) -------------------------------------


def self_test() -> int:
    """Checks that need the package: the card mapping against their `Card`, and a few games
    of each level against each opponent with the mirror checked at every decision."""
    _, deck, _ = load_schnapsen()
    theirs = [c for c in deck.Card if c.rank.name in RANK_NAMES.values()]
    assert len(theirs) == 20
    assert {our_card(c.name) for c in theirs} == set(DECK_CARDS)
    for c in DECK_CARDS:
        t = their_card(c)
        assert our_card(t.name) == c and t.suit.name == SUIT_NAMES[c >> 4]
        assert t.rank.name == RANK_NAMES[c & 15]
    os.environ.setdefault("SOLO_DESKTOP_SEARCH_SCALE", "0.05")
    for level in LEVELS:
        for opponent in OPPONENTS:
            n = 12 if level in ("easy", "normal") else 2
            won = 0
            for d in range(n):
                line = play_deal(d, 99, level, opponent, 8, 3)
                won += sum(g["won"] for g in line["games"])
            print(f"self-test {level} vs {opponent}: {won}/{2 * n} won, mirror agreed")
    print("self-test passed")
    return 0


def _settings(text: str) -> list[tuple[int, int]]:
    out = []
    for part in text.split(","):
        s, _, d = part.partition("x")
        out.append((int(s), int(d)))
    return out


STRONGEST = (500, 12)
"""The strongest RdeepBot setting found under 1 s a move on this project's build machine
(samples, depth): see README.md's Benchmarks section."""
YARDSTICK = (
    ("normal", opponent_label("rdeep", DEFAULT_SAMPLES, DEFAULT_DEPTH), 1000, 0.75),
    ("expert", opponent_label("rdeep", *STRONGEST), 1000, 0.60),
)
"""The targets of issue 20: level, opponent, games, win share to exceed."""


def yardstick(seed: int = 1, root: Path = RECORDS) -> list[tuple[str, str, float, Summary]]:
    """The yardstick's figures from the records (playing nothing, no package needed): per
    target its level, opponent, target share and the games recorded so far."""
    out = []
    for level, label, games, target in YARDSTICK:
        opponent, samples, depth = _parse_label(label)
        s = run(
            level,
            opponent,
            samples,
            depth,
            games,
            seed,
            1,
            record_path(level, label, root),
            None,
            play=False,
        )
        out.append((level, label, target, s))
    return out


def _parse_label(label: str) -> tuple[str, int, int]:
    if label.startswith("rdeep-"):
        s, _, d = label[len("rdeep-") :].partition("x")
        return "rdeep", int(s), int(d)
    return label, DEFAULT_SAMPLES, DEFAULT_DEPTH


def yardstick_lines(seed: int = 1) -> list[str]:
    """The yardstick as lines of a table: each target, met or missed (`--yardstick`)."""
    lines = []
    for level, label, target, s in yardstick(seed):
        verdict = (
            "no games"
            if not s.games
            else "met"
            if s.low > target
            else ("not shown" if s.high > target else "missed")
        )
        lines.append(f"{format_row(level, label, s)}; target > {100 * target:.0f}%: {verdict}")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Play our level against their bot in their engine, or time RdeepBot, or self-test."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--level", default="normal", choices=LEVELS)
    parser.add_argument("--opponent", default="rdeep", choices=OPPONENTS)
    parser.add_argument("--rdeep-samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--rdeep-depth", type=int, default=DEFAULT_DEPTH)
    parser.add_argument("--games", type=int, default=400, help="games (2 a deal)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--record", type=Path, help="default: benchmarks/records/schnapsen-...")
    parser.add_argument("--minutes", type=float, help="start no deal after this many minutes")
    parser.add_argument("--so-far", action="store_true", help="the figures recorded, playing none")
    parser.add_argument("--time-rdeep", help="time RdeepBot settings, e.g. 16x4,400x10")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument(
        "--yardstick",
        action="store_true",
        help="the targets' figures from the committed records, playing none",
    )
    args = parser.parse_args(argv)
    if args.self_test:
        return self_test()
    if args.yardstick:
        print("\n".join(yardstick_lines(args.seed)))
        return 0
    if args.time_rdeep:
        time_rdeep(_settings(args.time_rdeep), args.games, args.seed)
        return 0
    label = opponent_label(args.opponent, args.rdeep_samples, args.rdeep_depth)
    record = args.record or record_path(args.level, label)
    s = run(
        args.level,
        args.opponent,
        args.rdeep_samples,
        args.rdeep_depth,
        args.games,
        args.seed,
        args.jobs,
        record,
        args.minutes,
        play=not args.so_far,
    )
    print(format_row(args.level, label, s))
    return 0


def format_row(level: str, label: str, s: Summary) -> str:
    """One line of figures: games, wins, share with interval, game points, seconds a move."""
    if not s.games:
        return f"{level} vs {label}: no games recorded"
    return (
        f"{level} vs {label}: won {s.wins}/{s.games} = {100 * s.share:.1f}% "
        f"[95% {100 * s.low:.1f}, {100 * s.high:.1f}], game points {s.game_points:+.2f}/game, "
        f"CPU ms/move ours {1000 * s.our_seconds:.1f}, theirs {1000 * s.their_seconds:.1f} "
        f"(longest {1000 * s.their_max:.0f})"
    )


if __name__ == "__main__":
    sys.exit(main())
