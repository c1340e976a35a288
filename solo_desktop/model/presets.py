"""Named house-rule presets per game, kept as JSON in the config folder. Qt-free.

Every game has built-in presets ("Standard": the defaults, and a few well-known variants) that
cannot be overwritten or deleted; the player's own presets are stored with every house rule
written out, so that a later change of a default does not change them:

    {"format": 1, "games": {"solo66": {"Our table": {"all_pass": "last_trick", ...}}}}

A damaged file (not JSON, or not of this shape) is moved aside under a timestamped name and
`moved_to` says where, so the UI can tell the player; a single preset whose rules no longer
validate against its game's house rules is dropped and named in `dropped`, keeping the rest.
Presets of a game this version does not know are kept as they are.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from solo_desktop.core import registry
from solo_desktop.core.rules import HouseRules, RuleError, RuleValue
from solo_desktop.model.safety import atomic_write, move_aside

FORMAT = 1
"""The version of the presets file."""

STANDARD = "Standard"
"""The built-in preset of every game: all house rules at their defaults."""

BUILTIN_PRESETS: dict[str, dict[str, dict[str, RuleValue]]] = {
    "solo66": {
        "Last trick when all pass": {"all_pass": "last_trick"},
    },
}
"""Per game id, the built-in presets besides `STANDARD`: name to the rules they change."""

MAX_NAME = 60
"""The longest preset name, in characters."""


class PresetError(ValueError):
    """A preset name that cannot be used: empty, too long, or a built-in preset's."""


def clean_name(name: str) -> str:
    """The name as stored: surrounding blanks removed; raise PresetError when empty or long."""
    cleaned = " ".join(name.split())
    if not cleaned:
        raise PresetError("a preset needs a name")
    if len(cleaned) > MAX_NAME:
        raise PresetError(f"a preset name has at most {MAX_NAME} characters")
    return cleaned


def builtin_names(game_id: str) -> tuple[str, ...]:
    """The names of a game's built-in presets, "Standard" first."""
    return (STANDARD, *BUILTIN_PRESETS.get(game_id, {}))


class Presets:
    """The built-in and the player's named house rules of every game."""

    def __init__(self) -> None:
        """No presets of the player's own (the built-in ones are always there)."""
        self.path: Path | None = None
        """The file these presets were loaded from; `save()` writes there by default."""
        self.moved_to: Path | None = None
        """Where a damaged presets file was moved when loading, else None."""
        self.dropped: list[tuple[str, str]] = []
        """(game id, name) of every preset dropped at loading because its rules are invalid."""
        self._user: dict[str, dict[str, HouseRules]] = {}
        self._foreign: dict[str, Any] = {}
        """Presets of games this version does not know, kept unread for saving."""

    @classmethod
    def load(cls, path: Path) -> Presets:
        """The presets in `path`: none of the player's own if the file is missing or damaged."""
        presets = cls()
        presets.path = path
        try:
            raw = path.read_bytes()
        except OSError:
            return presets
        try:
            games = _games_of(json.loads(raw.decode("utf-8")))
        except ValueError:
            presets.moved_to = move_aside(path)
            return presets
        for game_id, entries in games.items():
            try:
                game = registry.get(game_id)
            except registry.UnknownGameError:
                presets._foreign[game_id] = entries
                continue
            builtin = builtin_names(game_id)
            for name, values in entries.items():
                try:
                    if not isinstance(values, dict):
                        raise RuleError(f"preset {name!r} is not an object")
                    key = clean_name(name)
                    if key in builtin:
                        raise PresetError(f"preset {name!r} has a built-in name")
                    rules = HouseRules(game.rule_specs, values)
                except (RuleError, PresetError):
                    presets.dropped.append((game_id, name))
                    continue
                presets._user.setdefault(game_id, {})[key] = rules
        return presets

    def names(self, game_id: str) -> list[str]:
        """A game's preset names: the built-in ones first, then the player's, alphabetically."""
        user = sorted(self._user.get(game_id, {}), key=lambda n: (n.casefold(), n))
        return [*builtin_names(game_id), *user]

    def is_builtin(self, game_id: str, name: str) -> bool:
        """Whether `name` is one of the game's built-in presets."""
        return name in builtin_names(game_id)

    def get(self, game_id: str, name: str) -> HouseRules:
        """A preset's house rules; raises KeyError when the game has no such preset."""
        game = registry.get(game_id)
        if name == STANDARD:
            return game.house_rules()
        builtin = BUILTIN_PRESETS.get(game_id, {})
        if name in builtin:
            return game.house_rules(dict(builtin[name]))
        try:
            return self._user[game_id][name]
        except KeyError:
            raise KeyError(f"no preset {name!r} for game {game_id!r}") from None

    def find(self, game_id: str, rules: Mapping[str, RuleValue]) -> str | None:
        """The name of the first preset with exactly these rules, else None."""
        for name in self.names(game_id):
            if dict(self.get(game_id, name)) == dict(rules):
                return name
        return None

    def put(self, game_id: str, name: str, rules: Mapping[str, object]) -> str:
        """Add or replace one of the player's presets; returns the name as stored."""
        # Raises PresetError for an empty, too long or built-in name, RuleError for rules the
        # game does not allow, UnknownGameError for an unknown game.
        game = registry.get(game_id)
        key = clean_name(name)
        if self.is_builtin(game_id, key):
            raise PresetError(f"{key!r} is a built-in preset and cannot be changed")
        self._user.setdefault(game_id, {})[key] = HouseRules(game.rule_specs, dict(rules))
        return key

    def delete(self, game_id: str, name: str) -> None:
        """Remove one of the player's presets (PresetError: built in; KeyError: no such one)."""
        if self.is_builtin(game_id, name):
            raise PresetError(f"{name!r} is a built-in preset and cannot be deleted")
        try:
            del self._user[game_id][name]
        except KeyError:
            raise KeyError(f"no preset {name!r} for game {game_id!r}") from None
        if not self._user[game_id]:
            del self._user[game_id]

    def to_json(self) -> dict[str, Any]:
        """The player's presets as the file's JSON object (built-in ones are not written)."""
        games: dict[str, Any] = dict(self._foreign)
        for game_id, entries in self._user.items():
            games[game_id] = {name: dict(rules) for name, rules in sorted(entries.items())}
        return {"format": FORMAT, "games": dict(sorted(games.items()))}

    def save(self, path: Path | None = None) -> None:
        """Write the player's presets atomically to `path` (default: the file loaded from)."""
        target = path if path is not None else self.path
        if target is None:
            raise ValueError("these presets have no file: give a path")
        atomic_write(target, json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n")
        self.path = target


def _games_of(data: object) -> dict[str, dict[str, Any]]:
    """The per-game presets of a file's JSON; raises ValueError when it has another shape."""
    if not isinstance(data, dict):
        raise ValueError("the presets file is not a JSON object")
    games = data.get("games")
    if not isinstance(games, dict):
        raise ValueError("the presets file has no 'games' object")
    for game_id, entries in games.items():
        if not isinstance(entries, dict):
            raise ValueError(f"the presets of {game_id!r} are not an object")
    return games
