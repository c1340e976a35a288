"""Importing this module registers every built-in bot level.

Each game's rule bot is registered by name and imported only when a bot of that game is made,
so that a level seated at one game loads (and its strength records rest on) that game's rule
bot alone: a change to another game's rule bot leaves them standing."""

from __future__ import annotations

import importlib

from solo_desktop.ai import levels as levels
from solo_desktop.ai.bot import Bot, BotFactory, register_bot
from solo_desktop.core.game import Game

RULE_BOTS = {
    "german_solo": "solo_desktop.ai.rulebots.german_solo_bot",
    "solo_whist": "solo_desktop.ai.rulebots.solo_whist_bot",
    "six_bid": "solo_desktop.ai.rulebots.six_bid_bot",
    "solo66": "solo_desktop.ai.rulebots.solo66_bot",
    "sixty_six": "solo_desktop.ai.rulebots.sixty_six_bot",
}
"""The module of each game's rule bot; each has ``make(game)``."""


def _rule_bot(module: str) -> BotFactory:
    """A factory that imports `module` when the first bot is made and asks it for one."""

    def make(game: Game) -> Bot:
        bot: Bot = importlib.import_module(module).make(game)
        return bot

    return make


for _game_id, _module in RULE_BOTS.items():
    register_bot("rule", _rule_bot(_module), _game_id)
