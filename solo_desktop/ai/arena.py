"""The arena: bots play many hands of a game; chips, win rates, speed and decision times.

Seats keep their bots while the deal rotates (hand ``h`` is dealt by seat ``h % players``), so
every seat sits in every position equally. The seed and the hand's index alone fix each hand's
deal and the random choices of its bots (`hand_seed`), so a run's result does not depend on how
its hands are shared out: ``jobs=N`` plays them in N worker processes ('spawn'-safe; each
worker makes its own bots by name) and merges the results in hand order. Progressive Six-bid's
pots, which carry chips from hand to hand, are settled in the parent in hand order too.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from typing import Any, TextIO

from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.core import registry
from solo_desktop.core.game import (
    Action,
    CarriesOver,
    Game,
    IllegalActionError,
    Outcome,
    Phase,
    Reason,
    Status,
)
from solo_desktop.core.record import DealRecord, dumps, make
from solo_desktop.core.rules import HouseRules

Z95 = 1.959964


class BotError(RuntimeError):
    """A bot chose an illegal action; the message carries the hand's deal record."""

    def __init__(self, bot: str, error: IllegalActionError, record: DealRecord) -> None:
        """Name the bot, its illegal action and the record up to it."""
        self.record = record
        super().__init__(f"bot {bot!r} chose an illegal action: {error}\n{dumps(record)}")


@dataclass
class ArenaResult:
    """What an arena run measured."""

    game: str
    players: list[str]
    hands: int
    chips_per_hand: list[list[int]] = field(default_factory=list)
    """Per seat, the chips of every hand."""
    declared: int = 0
    declarer_wins: int = 0
    thrown_in: int = 0
    seconds: float = 0.0
    decision_ns: dict[str, list[int]] = field(default_factory=dict)
    first: int = 0
    """The index of the first hand played (hands ``first`` .. ``first + hands - 1``)."""
    carried: object = None
    """What the last hand passed on to a next one (Progressive's pots; None: nothing)."""

    @property
    def chips(self) -> list[int]:
        """Total chips per seat."""
        return [sum(c) for c in self.chips_per_hand]

    @property
    def mean(self) -> list[float]:
        """Mean chips per hand per seat."""
        return [sum(c) / self.hands for c in self.chips_per_hand]

    @property
    def ci95(self) -> list[tuple[float, float]]:
        """95% confidence interval of each seat's mean chips per hand (normal approximation)."""
        import statistics  # with `fractions` and `decimal`: only for the report

        out = []
        for chips in self.chips_per_hand:
            m = sum(chips) / self.hands
            sd = statistics.stdev(chips) if self.hands > 1 else 0.0
            half = Z95 * sd / math.sqrt(self.hands)
            out.append((m - half, m + half))
        return out

    @property
    def declarer_win_rate(self) -> float | None:
        """Share of declared hands that the declarer side won (None when none was declared)."""
        return self.declarer_wins / self.declared if self.declared else None

    @property
    def hands_per_second(self) -> float:
        """Hands played per second of wall time (dealing, bots and rules together)."""
        return self.hands / self.seconds if self.seconds > 0 else float("inf")

    def decision_ms(self) -> dict[str, dict[str, float]]:
        """Per bot name: median, 95th percentile and maximum decision time in milliseconds."""
        from statistics import median

        out = {}
        for name, times in self.decision_ns.items():
            ordered = sorted(times)
            p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
            out[name] = {
                "median": median(ordered) / 1e6,
                "p95": p95 / 1e6,
                "max": ordered[-1] / 1e6,
            }
        return out

    def as_json(self) -> dict[str, Any]:
        """The result as the JSON object of `arena --json`."""
        return {
            "game": self.game,
            "hands": self.hands,
            "players": self.players,
            "chips": self.chips,
            "mean": self.mean,
            "ci95": [list(ci) for ci in self.ci95],
            "declarer_win_rate": self.declarer_win_rate,
            "declared": self.declared,
            "thrown_in": self.thrown_in,
            "seconds": self.seconds,
            "hands_per_second": self.hands_per_second,
            "decision_ms": self.decision_ms(),
        }

    def report(self) -> str:
        """The result as a table for people."""
        lines = [f"{self.game}: {self.hands} hands"]
        lines.append(f"{'seat':>4}  {'bot':<10} {'chips':>9} {'mean/hand':>10}  95% interval")
        for seat, (name, total, mean, (lo, hi)) in enumerate(
            zip(self.players, self.chips, self.mean, self.ci95, strict=True)
        ):
            lines.append(f"{seat:>4}  {name:<10} {total:>9} {mean:>10.2f}  [{lo:.2f}, {hi:.2f}]")
        rate = self.declarer_win_rate
        rate_text = "n/a" if rate is None else f"{100 * rate:.1f}% of {self.declared}"
        lines.append(f"declarer won: {rate_text}; thrown in: {self.thrown_in}")
        lines.append(f"speed: {self.hands_per_second:.0f} hands/s ({self.seconds:.2f} s)")
        for name, ms in self.decision_ms().items():
            lines.append(
                f"decision time {name}: median {ms['median']:.4f} ms, "
                f"p95 {ms['p95']:.4f} ms, max {ms['max']:.3f} ms"
            )
        return "\n".join(lines)


def hand_seed(seed: int, hand: int, purpose: str) -> int:
    """The seed of one hand's random stream (`purpose`: "deal" or "bots"), from (seed, hand)."""
    # CPython's own BLAKE2 (what hashlib falls back to without OpenSSL, as in the built app):
    # hashlib would first load OpenSSL, 12 ms of a one-hand arena's start.
    from _blake2 import blake2b

    digest = blake2b(f"{seed}/{hand}/{purpose}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


@dataclass(frozen=True, slots=True)
class _Fault:
    """A bot's illegal action, in a form that crosses process boundaries."""

    bot: str
    phase: Phase
    seat: int | None
    action: str
    reason: Reason
    suit: int | None
    record: DealRecord

    def error(self) -> BotError:
        err = IllegalActionError(self.phase, self.seat, self.action, self.reason, self.suit)
        return BotError(self.bot, err, self.record)


@dataclass(frozen=True, slots=True)
class _Hand:
    """One played hand: its index, outcome (or fault) and each seat's decision times."""

    index: int
    outcome: Outcome | None
    times: tuple[tuple[int, ...], ...]
    fault: _Fault | None = None


def _play(
    game: Game, rules: HouseRules, seats: Sequence[str], bots: Sequence[Bot], seed: int, h: int
) -> _Hand:
    players = len(seats)
    deal = game.deal(rules, players, h % players, random.Random(hand_seed(seed, h, "deal")))
    bot_rng = random.Random(hand_seed(seed, h, "bots"))
    apply, view, to_act = game.apply, game.view, game.to_act
    clock = time.perf_counter_ns
    times: list[list[int]] = [[] for _ in seats]
    state = game.start(rules, deal)
    taken: list[Action] = []
    while (seat := to_act(state)) is not None:
        t0 = clock()
        action = bots[seat].choose(view(state, seat), bot_rng)
        times[seat].append(clock() - t0)
        try:
            state = apply(state, action)
        except IllegalActionError as e:
            record = make(game, rules, deal, taken)
            fault = _Fault(seats[seat], e.phase, e.seat, e.action, e.reason, e.suit, record)
            return _Hand(h, None, tuple(map(tuple, times)), fault)
        taken.append(action)
    return _Hand(h, game.outcome(state), tuple(map(tuple, times)))


# --- worker processes ------------------------------------------------------------------------

_worker: tuple[Game, HouseRules, list[str], list[Bot], int] | None = None


def _init_worker(
    game_id: str,
    rules: HouseRules,
    seats: list[str],
    seed: int,
    setup: Callable[[], None] | None,
) -> None:
    global _worker
    if setup is not None:
        setup()
    game = registry.get(game_id)
    _worker = (game, rules, seats, [make_bot(name, game) for name in seats], seed)


def _worker_play(h: int) -> _Hand:
    assert _worker is not None, "the worker was not initialised"
    game, rules, seats, bots, seed = _worker
    return _play(game, rules, seats, bots, seed, h)


def _in_workers(
    game: Game,
    rules: HouseRules,
    seats: Sequence[str],
    hands: int,
    seed: int,
    jobs: int,
    setup: Callable[[], None] | None,
    first: int,
) -> Generator[_Hand, None, None]:
    """The hands played by `jobs` worker processes, in the order they finish."""
    import multiprocessing  # only for --jobs: a one-process arena starts without it

    ctx = multiprocessing.get_context("spawn")
    chunk = max(1, min(32, hands // (jobs * 20)))
    with ctx.Pool(jobs, _init_worker, (game.id, rules, list(seats), seed, setup)) as pool:
        yield from pool.imap_unordered(_worker_play, range(first, first + hands), chunk)


def _in_process(
    game: Game, rules: HouseRules, seats: Sequence[str], hands: int, seed: int, first: int
) -> Generator[_Hand, None, None]:
    bots: list[Bot] = [make_bot(name, game) for name in seats]
    for h in range(first, first + hands):
        yield _play(game, rules, seats, bots, seed, h)


def run(
    game: Game,
    rules: HouseRules,
    seats: Sequence[str],
    hands: int,
    seed: int = 0,
    progress: TextIO | None = None,
    jobs: int = 1,
    setup: Callable[[], None] | None = None,
    first: int = 0,
) -> ArenaResult:
    """Play `hands` hands with the named bots in the seats; raises BotError on a bot fault.

    The hands are those numbered `first` onwards, so a long run can be played in parts that
    add up to the whole (as long as nothing passes from hand to hand: see `carried`).

    With `jobs` > 1 the hands are played in that many worker processes; the result is the one
    of ``jobs=1`` (except for the timings) when the bots' choices depend only on what they see
    and the rng they are given. `setup`, a module-level function, runs first in every worker
    (e.g. to register bots that the built-in modules do not).
    """
    players = len(seats)
    if players not in game.player_counts:
        counts = " or ".join(str(n) for n in game.player_counts)
        raise ValueError(f"{game.id} is played by {counts} players, not {players}")
    if hands < 1:
        raise ValueError(f"the arena plays at least 1 hand, not {hands}")
    if jobs < 1:
        raise ValueError(f"the arena needs at least 1 job, not {jobs}")
    if first < 0:
        raise ValueError(f"hands are numbered from 0, not {first}")
    jobs = min(jobs, hands)
    result = ArenaResult(game.id, list(seats), hands, [[] for _ in seats], first=first)
    times: dict[str, list[int]] = {name: [] for name in seats}
    seat_times = [times[name] for name in seats]
    started = time.perf_counter()
    played: Generator[_Hand, None, None]
    if jobs == 1:
        played = _in_process(game, rules, seats, hands, seed, first)
    else:
        if setup is not None:
            setup()
        for name in dict.fromkeys(seats):  # an unknown bot fails here, before the workers start
            make_bot(name, game)
        played = _in_workers(game, rules, seats, hands, seed, jobs, setup, first)
    with closing(played):
        _collect(played, result, game, rules, seat_times, progress)
    result.seconds = time.perf_counter() - started
    result.decision_ns = times
    if progress is not None:
        progress.write("\n")
    return result


def _collect(
    played: Iterator[_Hand],
    result: ArenaResult,
    game: Game,
    rules: HouseRules,
    seat_times: list[list[int]],
    progress: TextIO | None,
) -> None:
    """Count the hands in hand order, whatever order they come in; raise the first fault."""
    hands, players = result.hands, len(result.players)
    step = max(1, hands // 100)
    carrier = game if isinstance(game, CarriesOver) else None
    carried: object = None
    waiting: dict[int, _Hand] = {}
    following = result.first  # the next hand to count
    for finished, hand in enumerate(played, 1):
        waiting[hand.index] = hand
        while following in waiting:
            done = waiting.pop(following)
            following += 1
            if done.fault is not None:
                raise done.fault.error() from None
            for seat, ns in enumerate(done.times):
                seat_times[seat].extend(ns)
            assert done.outcome is not None
            outcome = done.outcome
            chips = outcome.settlement.chips
            if carrier is not None:  # the hands are one long match: the pots carry over
                extra, carried = carrier.carry(rules, players, carried, outcome)
                chips = tuple(a + b for a, b in zip(chips, extra, strict=True))
                result.carried = carried
            for seat, won in enumerate(chips):
                result.chips_per_hand[seat].append(won)
            if outcome.status is Status.THROWN_IN:
                result.thrown_in += 1
            elif outcome.won is not None:
                result.declared += 1
                result.declarer_wins += outcome.won
        if progress is not None and (finished % step == 0 or finished == hands):
            _draw_progress(progress, finished, hands)


def _draw_progress(out: TextIO, done: int, total: int) -> None:
    width = 40
    filled = width * done // total
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    out.flush()
