"""The match in progress, saved after every action so that nothing is lost on a crash. Qt-free.

The file holds the match's setup (game, house rules, seats, seed, first dealer, its ledger id),
the deal records of its finished hands and the record of the hand in progress so far. It is
written atomically; a damaged file is moved aside, never trusted and never silently dropped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from solo_desktop.core import record as records
from solo_desktop.core import registry
from solo_desktop.core.rules import RuleError
from solo_desktop.model.match import Match, Seat, restore
from solo_desktop.model.safety import atomic_write, move_aside

FORMAT = "solo-desktop/autosave@1"


class AutosaveError(ValueError):
    """An autosave that cannot be read back into a match."""


@dataclass(frozen=True)
class Saved:
    """A match in progress as saved."""

    match: Match
    ledger_match: int | None


def to_json(match: Match, ledger_match: int | None) -> dict[str, Any]:
    """The match as the autosave's JSON object."""
    return {
        "format": FORMAT,
        "game": match.game.id,
        "rules": dict(match.rules),
        "seats": [{"name": s.name, "bot": s.bot} for s in match.seats],
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "allow_undo": match.allow_undo,
        "ledger_match": ledger_match,
        "finished": [records.to_json(r.record) for r in match.results],
        "current": records.to_json(match.record()) if match.in_hand else None,
    }


def save(path: Path, match: Match, ledger_match: int | None) -> None:
    """Write the match atomically."""
    atomic_write(path, json.dumps(to_json(match, ledger_match), separators=(",", ":")))


def clear(path: Path) -> None:
    """Forget the saved match (it is finished or abandoned)."""
    path.unlink(missing_ok=True)


def from_json(data: object) -> Saved:
    """A match from the autosave's JSON (raises AutosaveError)."""
    try:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise AutosaveError("not an autosave of this version")
        game = registry.get(str(data["game"]))
        rules = game.house_rules(dict(data["rules"]))
        seats = [Seat(str(s["name"]), s["bot"]) for s in data["seats"]]
        finished = [records.from_json(r) for r in data["finished"]]
        current = None if data["current"] is None else records.from_json(data["current"])
        match = restore(
            game,
            rules,
            seats,
            int(data["seed"]),
            int(data["first_dealer"]),
            finished,
            current,
            bool(data.get("allow_undo", True)),
        )
        ledger_match = data.get("ledger_match")
        if ledger_match is not None and not isinstance(ledger_match, int):
            raise AutosaveError("bad ledger match id")
        return Saved(match, ledger_match)
    except (KeyError, TypeError, ValueError, RuleError, registry.UnknownGameError) as e:
        if isinstance(e, AutosaveError):
            raise
        raise AutosaveError(f"the saved match cannot be restored: {e}") from None


@dataclass(frozen=True)
class Loaded:
    """What `load` found: a saved match, or None; and where a damaged file was moved."""

    saved: Saved | None
    moved_to: Path | None = None


def load(path: Path) -> Loaded:
    """The saved match, if any; a damaged file is moved aside (and reported in `moved_to`)."""
    if not path.exists():
        return Loaded(None)
    try:
        return Loaded(from_json(json.loads(path.read_text(encoding="utf-8"))))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, AutosaveError):
        return Loaded(None, move_aside(path))
