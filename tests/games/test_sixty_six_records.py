"""Sixty-Six scenario records: every rule and game-point case, with outcomes worked out by hand.

Each `tests/records/sixty_six/<name>.json` is a deal record (NOTATION.md) and
`<name>.expected.json` its outcome as `replay --json` reports it, or
``{"error": true, "index": k, "action": a, "reason": r}`` when action k must be refused.
Keys starting with ``_`` (the ``_note`` explaining the arithmetic) are ignored.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from solo_desktop import cli
from solo_desktop.core import record as records
from solo_desktop.games.sixty_six import GAME

RECORDS = Path(__file__).resolve().parent.parent / "records" / "sixty_six"
NAMES = sorted(p.name[: -len(".json")] for p in RECORDS.glob("*.json") if ".expected" not in p.name)
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


def _load(name: str) -> tuple[str, dict[str, Any]]:
    text = (RECORDS / f"{name}.json").read_text(encoding="utf-8")
    expected = json.loads((RECORDS / f"{name}.expected.json").read_text(encoding="utf-8"))
    return text, {k: v for k, v in expected.items() if not k.startswith("_")}


def test_every_record_has_an_expected_outcome() -> None:
    assert len(NAMES) >= 30
    for name in NAMES:
        assert (RECORDS / f"{name}.expected.json").is_file(), name
        expected = json.loads((RECORDS / f"{name}.expected.json").read_text(encoding="utf-8"))
        assert isinstance(expected.get("_note"), str) and expected["_note"], name


@pytest.mark.parametrize("name", NAMES)
def test_record_replays_to_expected_outcome(name: str) -> None:
    text, expected = _load(name)
    record = records.loads(text)
    if expected.get("error"):
        with pytest.raises(records.ReplayError) as info:
            records.replay(record)
        err = info.value
        assert err.index == expected["index"]
        assert err.error.action == expected["action"]
        assert err.error.reason_text == expected["reason"]
        assert f"action {expected['index']} '{expected['action']}'" in str(err)
        return
    result = records.replay(record)
    got = result.game.outcome(result.final).as_json(record.game)
    assert set(expected) == set(FIELDS), "an expected file names every replay field"
    for field in FIELDS:
        assert got[field] == expected[field], field
    # The engine's own list is already sorted as strings.
    assert list(GAME.legal_actions(result.final)) == expected["legal"]


@pytest.mark.parametrize("name", NAMES)
def test_record_through_the_command_line(name: str) -> None:
    text, expected = _load(name)
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["replay", "-", "--json"], io.StringIO(text), out, err)
    if expected.get("error"):
        assert status == 2
        assert out.getvalue() == ""
        lines = err.getvalue().splitlines()
        assert len(lines) == 1
        assert f"action {expected['index']} '{expected['action']}'" in lines[0]
        assert expected["reason"] in lines[0]
        return
    assert status == 0, err.getvalue()
    assert err.getvalue() == ""
    got = json.loads(out.getvalue())
    for field in FIELDS:
        assert got[field] == expected[field], field


@pytest.mark.parametrize("name", NAMES)
def test_expectations_are_consistent(name: str) -> None:
    """Internal consistency of the hand-made expectations themselves."""
    text, expected = _load(name)
    if expected.get("error"):
        return
    assert sum(expected["chips"]) == 0
    record = json.loads(text)
    marriages = sum(
        40 if a == "marriage hearts" else 20
        for a in record["actions"]
        if a.startswith("marriage ")  # every deal here has hearts trumps
    )
    assert sum(expected["points"]) <= 120 + 10 + marriages
    if expected["status"] == "settled":
        assert max(expected["chips"]) in (1, 2, 3)
        played_out = record["actions"][-1] != "out"
        closed = "close" in record["actions"]
        if played_out and not closed:
            assert sum(expected["points"]) == 130 + marriages
    else:
        assert expected["chips"] == [0, 0]
        assert expected["legal"] == sorted(expected["legal"])


def test_records_dump_and_reload_identically() -> None:
    for name in NAMES:
        text, _ = _load(name)
        record = records.loads(text)
        again = records.loads(records.dumps(record))
        assert again.hands == record.hands
        assert again.talon == record.talon
        assert again.actions == record.actions
        assert again.house_rules() == record.house_rules()
        assert again.game == GAME.id
