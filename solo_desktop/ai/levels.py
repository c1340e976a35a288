"""The bot levels offered for every game: easy, normal, strong and expert.

- ``easy``: the rule bot, but with probability `EASY_MISTAKE` (15%) a uniformly random legal
  action instead: occasional human mistakes. Seeded through the rng passed to `choose`.
- ``normal``: the rule bot (also still registered as ``rule``).
- ``strong``: `SearchBot` with `STRONG_SECONDS` (0.3 s) per play decision.
- ``expert``: `SearchBot` with `EXPERT_SECONDS` (1.0 s) per play decision, whose sampled deals
  are weighed by how the other seats played (`inference`, `EXPERT_INFERS`).

In Sixty-Six ``strong`` and ``expert`` are `sixty_six_pimc.SixtySixSearchBot` with the same
budgets per decision while the stock is open (rollouts of the rest of the hand); expert weighs
its deals by the opponent's lead to the trick (`sixty_six_inference`).

The environment variable ``SOLO_DESKTOP_SEARCH_SCALE`` multiplies the search budgets (read
when a bot is made), so that tests and arena runs can use tiny budgets: e.g. ``0.1`` makes
strong think 30 ms. `search_bot(game, seconds, name)` makes a search bot with any budget.
"""

from __future__ import annotations

import os
import random
from typing import TYPE_CHECKING

from solo_desktop.ai.bot import Bot, BotFactory, make_bot, register_bot
from solo_desktop.core.game import Action, Game, PlayerView

if TYPE_CHECKING:
    from solo_desktop.ai.search.bot import SearchBot

EASY_MISTAKE = 0.15
STRONG_SECONDS = 0.3
EXPERT_SECONDS = 1.0
EXPERT_INFERS = True
"""Whether expert weighs its sampled deals by the other seats' play (`inference`): what,
beyond time, sets it above strong."""
SCALE_ENV = "SOLO_DESKTOP_SEARCH_SCALE"


def budget_scale() -> float:
    """The factor from ``SOLO_DESKTOP_SEARCH_SCALE`` (1 when unset or not a positive number)."""
    text = os.environ.get(SCALE_ENV, "")
    try:
        scale = float(text)
    except ValueError:
        return 1.0
    return scale if scale > 0 else 1.0


class EasyBot:
    """The rule bot with occasional random mistakes."""

    def __init__(self, game: Game, mistake: float = EASY_MISTAKE) -> None:
        """An easy bot for `game` erring with probability `mistake`."""
        self.name = "easy"
        self.mistake = mistake
        self.rule: Bot = make_bot("rule", game)

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Mostly the rule bot's action; sometimes a random legal one."""
        legal = view.legal_actions
        if len(legal) > 1 and rng.random() < self.mistake:
            return legal[int(rng.random() * len(legal))]
        return self.rule.choose(view, rng)


def search_bot(game: Game, seconds: float, name: str = "search", infer: bool = False) -> SearchBot:
    """A search bot with `seconds` per play decision, scaled by ``SOLO_DESKTOP_SEARCH_SCALE``
    (with `infer`, weighing its sampled deals by the other seats' play: `inference`)."""
    from solo_desktop.ai.search.bot import SearchBot  # the solver: only when a search level plays

    return SearchBot(game, seconds * budget_scale(), name, infer)


class NormalBot:
    """The rule bot under the level's name."""

    def __init__(self, game: Game) -> None:
        """The rule bot of `game`."""
        self.name = "normal"
        self.rule: Bot = make_bot("rule", game)

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The rule bot's action."""
        return self.rule.choose(view, rng)


GAMES = ("german_solo", "solo_whist", "six_bid", "solo66", "sixty_six")
"""The games with a rule bot, for which the levels are registered."""

for _game_id in GAMES:
    register_bot("easy", EasyBot, _game_id)
    register_bot("normal", NormalBot, _game_id)
    register_bot("strong", lambda game: search_bot(game, STRONG_SECONDS, "strong"), _game_id)
    register_bot(
        "expert", lambda game: search_bot(game, EXPERT_SECONDS, "expert", EXPERT_INFERS), _game_id
    )


def _sixty_six_bot(seconds: float, name: str, infer: bool = False) -> BotFactory:
    """Sixty-Six's search level: rollouts of the open stock (`sixty_six_pimc`)."""

    def make(game: Game) -> Bot:
        from solo_desktop.ai.search.sixty_six_pimc import SixtySixSearchBot

        return SixtySixSearchBot(game, seconds * budget_scale(), name, infer)

    return make


register_bot("strong", _sixty_six_bot(STRONG_SECONDS, "strong"), "sixty_six")
register_bot("expert", _sixty_six_bot(EXPERT_SECONDS, "expert", EXPERT_INFERS), "sixty_six")
