"""How many sampled deals each search level gets through a card, trick by trick.

`strong` and `expert` differ in time (0.3 s and 1 s a card) and in that expert weighs its deals
by the other seats' play (`solo_desktop.ai.search.inference`). Both stop early once the best
card is clear (`settle`). Where expert searches no more deals than strong, its extra time buys
nothing in the play. This benchmark shows where that happens: play positions from hands the
rule bot plays in every seat (seeded), each searched as strong does, as expert does, and as
expert would without the inference (`expert-plain`), each with its budget (CPU time of this
thread, as in play; no helper process). Per trick it prints the median deals searched and how
often expert and expert-plain choose strong's card.

Run: `.venv/bin/python benchmarks/search_samples.py --games six_bid --hands 8` (about a
second a position and level on an idle core). Sixty-Six's search (rollouts of the open stock)
is not covered.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solo_desktop.ai import levels
from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.budget import Budget
from solo_desktop.ai.search import bot as search
from solo_desktop.ai.search.games import frame
from solo_desktop.core import registry
from solo_desktop.core.game import Phase, PlayerView

GAMES = ("german_solo", "solo_whist", "six_bid", "solo66")
LEVELS = (
    ("strong", levels.STRONG_SECONDS, False),
    ("expert-plain", levels.EXPERT_SECONDS, False),
    ("expert", levels.EXPERT_SECONDS, levels.EXPERT_INFERS),
)
"""Each searched level: name, seconds a card, whether it weighs its deals (inference)."""


class Searched(NamedTuple):
    """One level's search of one position: deals searched and the card it rates best."""

    deals: int
    best: int | None


def positions(game_id: str, hands: int, seed: int, share: float) -> Iterator[PlayerView]:
    """Play-phase views with a choice where the search applies, a `share` of them at random,
    from `hands` hands the rule bot plays in every seat (the dealer moving on)."""
    game = registry.get(game_id)
    house = game.house_rules()
    rule = make_bot("rule", game)
    rng = random.Random(seed)
    players = game.player_counts[0]
    for h in range(hands):
        state = game.start(house, game.deal(house, players, h % players, rng))
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            if (
                view.phase is Phase.PLAY
                and len(view.legal_actions) > 1
                and frame(view) is not None
                and rng.random() < share
            ):
                yield view
            state = game.apply(state, rule.choose(view, rng))


def searched(view: PlayerView, seconds: float, infer: bool, seed: int) -> Searched:
    """The level's own search of `view` (as `SearchBot.choose` runs it, with its early stop)."""
    fr = frame(view)
    assert fr is not None
    budget = Budget(seconds * levels.budget_scale() * search.SAFETY)
    tally = search._search(view, fr, random.Random(seed), budget, share=False, infer=infer)
    if not tally.samples:
        return Searched(0, None)
    return Searched(tally.samples, max(tally.chips, key=lambda c: tally.chips[c]))


def measure(game_id: str, hands: int, seed: int, share: float) -> dict[int, list[list[Searched]]]:
    """Per trick (completed tricks before the decision), per position, each level's search."""
    out: dict[int, list[list[Searched]]] = defaultdict(list)
    for n, view in enumerate(positions(game_id, hands, seed, share)):
        out[len(view.history)].append(
            [searched(view, s, infer, seed + n) for _, s, infer in LEVELS]
        )
    return dict(out)


def table(game_id: str, results: dict[int, list[list[Searched]]]) -> list[str]:
    """One line per trick: positions, each level's median deals, how often the other levels
    rate strong's card best."""
    names = [name for name, _, _ in LEVELS]
    lines = [
        f"{game_id}: trick  positions  "
        + "  ".join(f"{n} deals" for n in names)
        + "  "
        + "  ".join(f"{n} = strong" for n in names[1:])
    ]
    for trick in sorted(results):
        rows = results[trick]
        medians = [statistics.median(r[i].deals for r in rows) for i in range(len(names))]
        alike = [sum(r[i].best == r[0].best for r in rows) for i in range(1, len(names))]
        lines.append(
            f"  {trick + 1:>5}  {len(rows):>9}  "
            + "  ".join(f"{m:>{len(n) + 6}.0f}" for m, n in zip(medians, names, strict=True))
            + "  "
            + "  ".join(
                f"{a:>{len(n) + 6}}/{len(rows)}" for a, n in zip(alike, names[1:], strict=True)
            )
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    """Search positions of each game at each level's budget and print the table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--share", type=float, default=0.5, help="share of positions searched")
    args = parser.parse_args(argv)
    for game_id in args.games.split(","):
        if game_id not in GAMES:
            parser.error(f"unknown game {game_id!r} (known: {', '.join(GAMES)})")
        results = measure(game_id, args.hands, args.seed, args.share)
        print("\n".join(table(game_id, results)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
