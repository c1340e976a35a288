"""The harness every game's scenario records use: load a record and its hand-worked outcome,
replay it through the API and through `solo-desktop replay`, and compare every field.

`tests/records/<game>/<name>.json` is a deal record (NOTATION.md); `<name>.expected.json` is
its outcome as `replay --json` reports it, or ``{"error": true, "index": k, "action": a,
"reason": r}`` when action k must be refused. Keys starting with ``_`` (the ``_note``
explaining the arithmetic) are ignored.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from solo_desktop import cli
from solo_desktop.core import record as records

ROOT = Path(__file__).resolve().parent.parent / "records"
FIELDS = (
    "game",
    "status",
    "declarer",
    "partner",
    "contract",
    "trump",
    "won",
    "tricks",
    "points",
    "chips",
    "to_act",
    "legal",
)


def folder(game: str) -> Path:
    """The scenario records of a game."""
    return ROOT / game


def names(game: str) -> list[str]:
    """The scenario names of a game, sorted."""
    return sorted(
        p.name[: -len(".json")] for p in folder(game).glob("*.json") if ".expected" not in p.name
    )


def load(game: str, name: str) -> tuple[str, dict[str, Any]]:
    """A record's text and its expected outcome (without the `_` keys)."""
    text = (folder(game) / f"{name}.json").read_text(encoding="utf-8")
    expected = json.loads((folder(game) / f"{name}.expected.json").read_text(encoding="utf-8"))
    return text, {k: v for k, v in expected.items() if not k.startswith("_")}


def canon(field: str, value: Any) -> Any:
    """A field made comparable: the card order inside a `discard` is free."""
    if field == "legal" and isinstance(value, list):
        return sorted(
            "discard " + " ".join(sorted(a.split()[1:])) if a.startswith("discard ") else a
            for a in value
        )
    return value


def check_notes(game: str, at_least: int) -> None:
    """Every record has an expected outcome with a note explaining it."""
    found = names(game)
    assert len(found) >= at_least
    for name in found:
        path = folder(game) / f"{name}.expected.json"
        assert path.is_file(), name
        note = json.loads(path.read_text(encoding="utf-8")).get("_note")
        assert isinstance(note, str) and note, name


def check_replay(game: str, name: str) -> dict[str, Any]:
    """Replay through the API and compare every field; returns the replay JSON."""
    text, expected = load(game, name)
    record = records.loads(text)
    if expected.get("error"):
        with pytest.raises(records.ReplayError) as info:
            records.replay(record)
        err = info.value
        assert err.index == expected["index"]
        assert err.error.action == expected["action"]
        if "reason" in expected:
            assert err.error.reason_text == expected["reason"]
        assert f"action {expected['index']} '{expected['action']}'" in str(err)
        return {}
    result = records.replay(record)
    got = result.game.outcome(result.final).as_json(record.game)
    assert set(expected) == set(FIELDS), "an expected file names every replay field"
    for field in FIELDS:
        assert canon(field, got[field]) == canon(field, expected[field]), field
    assert got["legal"] == sorted(got["legal"])  # sorted as strings
    return got


def check_cli(game: str, name: str) -> None:
    """Replay through `solo-desktop replay - --json` and compare (or check the refusal)."""
    text, expected = load(game, name)
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["replay", "-", "--json"], io.StringIO(text), out, err)
    if expected.get("error"):
        assert status == 2
        assert out.getvalue() == ""
        lines = err.getvalue().splitlines()
        assert len(lines) == 1
        assert f"action {expected['index']} '{expected['action']}'" in lines[0]
        if "reason" in expected:
            assert expected["reason"] in lines[0]
        return
    assert status == 0, err.getvalue()
    assert err.getvalue() == ""
    got = json.loads(out.getvalue())
    for field in FIELDS:
        assert canon(field, got[field]) == canon(field, expected[field]), field


def check_dump_reload(game: str) -> None:
    """Dumping and reloading a record changes nothing."""
    for name in names(game):
        text, _ = load(game, name)
        record = records.loads(text)
        again = records.loads(records.dumps(record))
        assert again.hands == record.hands
        assert again.talon == record.talon
        assert again.actions == record.actions
        assert again.house_rules() == record.house_rules()
        assert again.game == game
