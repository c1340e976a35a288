"""Solo Whist rule bot statistics: per-contract frequency and declarer success, decision times.

``python -m tools.solo_whist_stats [--hands N] [--seed S] [--players rule,rule,rule,rule]``
plays arena-like hands (the deal rotating) and tallies per contract how often it was declared
and how often the declarer side won it (from the outcome's `contract` and `won`), the chips
per seat, and the rule bot's decision times.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence

from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.core.game import Status
from solo_desktop.games.solo_whist import GAME
from solo_desktop.games.solo_whist_score import Contract

PLAYERS = 4


def tally(seats: Sequence[str], hands: int, seed: int) -> None:
    """Play `hands` hands and print declarer success per contract and decision times."""
    rules = GAME.house_rules()
    bots: list[Bot] = [make_bot(name, GAME) for name in seats]
    deal_rng = random.Random(seed)
    bot_rng = random.Random(seed + 0x5EED)
    declared: Counter[str] = Counter()
    won: Counter[str] = Counter()
    times: list[int] = []
    chips = [0] * PLAYERS
    thrown = 0
    for h in range(hands):
        state = GAME.start(rules, GAME.deal(rules, PLAYERS, h % PLAYERS, deal_rng))
        while (seat := GAME.to_act(state)) is not None:
            t0 = time.perf_counter_ns()
            action = bots[seat].choose(GAME.view(state, seat), bot_rng)
            if seats[seat] == "rule":
                times.append(time.perf_counter_ns() - t0)
            state = GAME.apply(state, action)
        outcome = GAME.outcome(state)
        for s, c in enumerate(outcome.settlement.chips):
            chips[s] += c
        if outcome.status is Status.THROWN_IN or outcome.contract is None:
            thrown += 1
            continue
        declared[outcome.contract] += 1
        won[outcome.contract] += bool(outcome.won)
    print(f"{hands} hands, seats {','.join(seats)}; no contract: {thrown}; chips {chips}")
    print(f"{'contract':<20} {'declared':>8} {'share':>7} {'won':>6} {'rate':>7}")
    for contract in Contract:
        n = declared[contract.value]
        if n:
            rate = 100 * won[contract.value] / n
            share = 100 * n / hands
            print(
                f"{contract.value:<20} {n:>8} {share:>6.1f}% {won[contract.value]:>6} {rate:>6.1f}%"
            )
    total = sum(declared.values())
    if total:
        wins = sum(won.values())
        print(
            f"{'all':<20} {total:>8} "
            f"{100 * total / hands:>6.1f}% {wins:>6} {100 * wins / total:>6.1f}%"
        )
    if times:
        ordered = sorted(times)
        p95 = ordered[math.ceil(0.95 * len(ordered)) - 1]
        print(
            f"rule decisions: {len(ordered)}, median {statistics.median(ordered) / 1e6:.4f} ms, "
            f"p95 {p95 / 1e6:.4f} ms, max {ordered[-1] / 1e6:.3f} ms"
        )


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line and print the tally."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="rule,rule,rule,rule")
    args = parser.parse_args(argv)
    tally(args.players.split(","), args.hands, args.seed)


if __name__ == "__main__":
    main()
