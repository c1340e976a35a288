"""The Bot protocol, the random bot, and the table of bots by name.

A bot sees only a `PlayerView` and chooses one of its legal actions: ``choose(view, rng)``.
Bots are named by level (``random``, ``rule``); a level is made for a game by a factory that
each bot module registers, so the arena and the app find bots by name only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from solo_desktop.core.game import Action, Game, PlayerView


class Bot(Protocol):
    """A computer player."""

    name: str

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """One of `view.legal_actions`."""
        ...


class RandomBot:
    """Chooses uniformly among the legal actions: the baseline, and the playout policy."""

    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        legal = view.legal_actions
        return legal[int(rng.random() * len(legal))]


class UnknownBotError(ValueError):
    """A bot name that no module registered for the game."""


BotFactory = Callable[[Game], Bot]
_FACTORIES: dict[tuple[str, str], BotFactory] = {}
_ANY_GAME = "*"


def register_bot(name: str, factory: BotFactory, game_id: str = _ANY_GAME) -> None:
    """Register a bot level by name, for one game or (by default) for every game."""
    _FACTORIES[(name, game_id)] = factory


def bot_names(game: Game) -> list[str]:
    """The bot levels available for a game."""
    _load_builtin()
    return sorted({name for name, gid in _FACTORIES if gid in (game.id, _ANY_GAME)})


def make_bot(name: str, game: Game) -> Bot:
    """A bot of level `name` for `game`; raises UnknownBotError naming the known levels."""
    _load_builtin()
    factory = _FACTORIES.get((name, game.id)) or _FACTORIES.get((name, _ANY_GAME))
    if factory is None:
        known = ", ".join(bot_names(game))
        raise UnknownBotError(f"unknown bot {name!r} for {game.id} (known: {known})")
    return factory(game)


def _load_builtin() -> None:
    import solo_desktop.ai.builtin  # noqa: F401  (registers the built-in bots)


register_bot("random", lambda game: RandomBot())
