"""What the inference alone is worth: `expert` against the same search without it.

`expert` weighs its sampled deals by the other seats' play (`solo_desktop.ai.search.inference`;
Sixty-Six: `sixty_six_inference`). This benchmark sits `expert` in seat 0 among `normal`
players, then the same search with the same 1 s a card but unweighed deals (registered here as
the level `expert-plain`, never offered by the app) on the very same deals with the very same
bot randomness, and prints the paired difference of seat 0's chips per hand (as
`benchmarks/strength.py` does; the deal's luck cancels out).

Run: `.venv/bin/python benchmarks/inference_ab.py --games german_solo --hands 400` (in this
process only: the arena's worker processes would not know the extra level; about 8 s a paired
hand in German Solo, 33 s in Solo Whist, on a busy machine).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.strength import GAMES, compare
from solo_desktop.ai import levels
from solo_desktop.ai.bot import Bot, register_bot
from solo_desktop.core.game import Game

PLAIN = "expert-plain"
"""The level name of expert's search without the inference."""


def _plain(game: Game) -> Bot:
    if game.id == "sixty_six":
        from solo_desktop.ai.search.sixty_six_pimc import SixtySixSearchBot

        seconds = levels.EXPERT_SECONDS * levels.budget_scale()
        return SixtySixSearchBot(game, seconds, PLAIN, infer=False)
    return levels.search_bot(game, levels.EXPERT_SECONDS, PLAIN, infer=False)


def main(argv: list[str] | None = None) -> int:
    """Play the paired hands and print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    for game_id in args.games.split(","):
        register_bot(PLAIN, _plain, game_id)
        c = compare(game_id, "expert", args.hands, args.seed, 1, against=PLAIN)
        mean, low, high = c.paired
        print(
            f"{game_id:<12} expert - {PLAIN}: {mean:+.3f} [{low:+.3f}, {high:+.3f}] chips a hand"
            f" over {c.hands} paired hands ({c.seconds:.0f} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
