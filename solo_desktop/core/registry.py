"""The game registry: game modules register themselves; everything else looks games up here."""

from __future__ import annotations

from solo_desktop.core.game import Game

_GAMES: dict[str, Game] = {}


class UnknownGameError(KeyError):
    """A game id that no module registered."""

    def __str__(self) -> str:
        return str(self.args[0])


def register(game: Game) -> Game:
    """Register a game under its id (a module calls this once, at import)."""
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"game {game.id!r} is registered twice")
    _GAMES[game.id] = game
    return game


def get(game_id: str) -> Game:
    """The game registered under `game_id`; raises UnknownGameError naming the known ones."""
    _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise UnknownGameError(f"unknown game {game_id!r} (known: {known})") from None


def games() -> list[Game]:
    """Every registered game, in registration order."""
    _load_builtin()
    return list(_GAMES.values())


def _load_builtin() -> None:
    import solo_desktop.games  # noqa: F401  (registers the built-in games)
