"""German Solo rule bot statistics: per-contract declarer success, and the bidding model's fit.

``python -m tools.german_solo_stats tally [--hands N] [--seed S] [--players rule,rule,rule,rule]``
plays arena-like hands (the deal rotating) and tallies per contract how often it was declared
and how often the declarer side won it (from the outcome's `contract` and `won`), and the
rule bot's decision times.

``python -m tools.german_solo_stats fit [--deals N] [--seed S]`` forces each contract on a seat
(the others pass, it keeps its bid), lets the rule bots play it out and fits the logistic
weights of `solo_desktop.ai.rulebots.german_solo_eval` to the results; paste the printed
weights there.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence

from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.ai.rulebots.german_solo_eval import (
    grossfrage_features,
    make_chance,
    misere_features,
    suit_features,
)
from solo_desktop.core.cards import mask_of
from solo_desktop.core.game import Deal, Status
from solo_desktop.games.german_solo import GAME, Contract, State
from solo_desktop.games.german_solo_score import BLACK_QUEENS

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
        if outcome.status is Status.THROWN_IN:
            thrown += 1
            continue
        assert outcome.contract is not None
        declared[outcome.contract] += 1
        won[outcome.contract] += bool(outcome.won)
    print(f"{hands} hands, seats {','.join(seats)}; thrown in: {thrown}; chips {chips}")
    print(f"{'contract':<12} {'declared':>8} {'won':>6} {'rate':>7}")
    for contract in Contract:
        n = declared[contract.value]
        if n:
            rate = 100 * won[contract.value] / n
            print(f"{contract.value:<12} {n:>8} {won[contract.value]:>6} {rate:>6.1f}%")
    total = sum(declared.values())
    if total:
        wins = sum(won.values())
        print(f"{'all':<12} {total:>8} {wins:>6} {100 * wins / total:>6.1f}%")
    if times:
        ordered = sorted(times)
        p95 = ordered[math.ceil(0.95 * len(ordered)) - 1]
        print(
            f"rule decisions: {len(ordered)}, median {statistics.median(ordered) / 1e6:.4f} ms, "
            f"p95 {p95 / 1e6:.4f} ms, max {ordered[-1] / 1e6:.3f} ms"
        )


# -- fitting ---------------------------------------------------------------------------------

Features = Callable[[int, State, int], tuple[float, ...]]
"""Features of a declarer's dealt hand, given the hand's final state and his seat."""


def _suit(hand: int, state: State, seat: int) -> tuple[float, ...]:
    trump = GAME.view(state, seat).trump
    assert trump is not None
    return suit_features(hand, trump)


def _misere(hand: int, state: State, seat: int) -> tuple[float, ...]:
    return misere_features(hand)


def _grossfrage(hand: int, state: State, seat: int) -> tuple[float, ...]:
    return grossfrage_features(hand)


FAMILIES: dict[Contract, Features] = {
    Contract.REQUEST: _suit,
    Contract.GRAND: _suit,
    Contract.SOLO: _suit,
    Contract.SOLO6: _suit,
    Contract.CLUB_SOLO: _suit,
    Contract.CLUB_SOLO6: _suit,
    Contract.KICKER: _misere,
    Contract.BRONCO: _misere,
    Contract.GROSSFRAGE: _grossfrage,
}


def _force(
    contract: Contract, rng: random.Random, bot: Bot, strong: bool
) -> tuple[State, int] | None:
    """A hand where forehand declares `contract` (None when the rules do not allow it)."""
    rules = GAME.house_rules()
    deal = GAME.deal(rules, PLAYERS, 0, rng)
    hands = [list(h) for h in deal.hands]
    if contract is Contract.GROSSFRAGE:
        # Give seat 1 both black queens, swapping them in for two of its other cards.
        queens = [c for c in range(64) if BLACK_QUEENS >> c & 1]
        for q in queens:
            holder = next(s for s in range(PLAYERS) if q in hands[s])
            if holder == 1:
                continue
            give = next(c for c in hands[1] if not BLACK_QUEENS >> c & 1)
            hands[1].remove(give)
            hands[1].append(q)
            hands[holder].remove(q)
            hands[holder].append(give)
    seat = 1
    if strong and contract is not Contract.GROSSFRAGE:
        seat = max(range(PLAYERS), key=lambda s: make_chance(mask_of(hands[s]), contract))
    dealer = (seat - 1) % PLAYERS
    state = GAME.start(rules, Deal(PLAYERS, dealer, tuple(tuple(h) for h in hands)))
    for action in (f"bid {contract.value}", "pass", "pass", "pass", "pass"):
        if action not in GAME.legal_actions(state):
            return None
        state = GAME.apply(state, action)
    while (to_act := GAME.to_act(state)) is not None:
        state = GAME.apply(state, bot.choose(GAME.view(state, to_act), rng))
    return state, seat


def _dealt(state: State, seat: int) -> int:
    """The cards `seat` was dealt: those left in his hand and those he played."""
    hand = state.hands[seat]
    for t in state.history:
        hand |= 1 << t.cards[(seat - t.leader) % PLAYERS]
    for i, c in enumerate(state.trick):
        if (state.leader + i) % PLAYERS == seat:
            hand |= 1 << c
    return hand


def _fit(rows: Sequence[tuple[tuple[float, ...], bool]], l2: float = 0.5) -> list[float]:
    """Logistic regression by Newton's method, with a small ridge on all but the intercept."""
    n = len(rows[0][0])
    w = [0.0] * n
    for _ in range(25):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for x, y in rows:
            z = sum(wi * xi for wi, xi in zip(w, x, strict=True))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            r = p * (1 - p)
            for i in range(n):
                grad[i] += (p - y) * x[i]
                for j in range(n):
                    hess[i][j] += r * x[i] * x[j]
        for i in range(1, n):
            grad[i] += l2 * w[i]
            hess[i][i] += l2
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [vr - f * vc for vr, vc in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(deals: int, seed: int) -> None:
    """Force every modelled contract on `deals` hands each and print fitted weights."""
    bot = make_bot("rule", GAME)
    rng = random.Random(seed)
    for contract, features in FAMILIES.items():
        rows: list[tuple[tuple[float, ...], bool]] = []
        for i in range(deals):
            forced = _force(contract, rng, bot, strong=i % 2 == 0)
            if forced is None:
                continue
            state, seat = forced
            hand = _dealt(state, seat)
            rows.append((features(hand, state, seat), bool(GAME.view(state, seat).won)))
        w = _fit(rows)
        rate = sum(y for _, y in rows) / len(rows)
        weights = ", ".join(f"{x:.2f}" for x in w)
        print(f"{contract.value:<11} n={len(rows):>5} made {100 * rate:5.1f}%  ({weights})")


def main(argv: Sequence[str] | None = None) -> None:
    """Command line: `tally` or `fit`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tally")
    t.add_argument("--hands", type=int, default=2000)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--players", default="rule,rule,rule,rule")
    f = sub.add_parser("fit")
    f.add_argument("--deals", type=int, default=3000)
    f.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "tally":
        tally(args.players.split(","), args.hands, args.seed)
    else:
        fit(args.deals, args.seed)


if __name__ == "__main__":
    main()
