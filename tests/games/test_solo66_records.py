"""Solo 66 scenario records: every rule and scoring case, with outcomes worked out by hand.

Each `tests/records/solo66/<name>.json` is a deal record (NOTATION.md) and
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
from solo_desktop.core.cards import CARD_POINTS, parse_card
from solo_desktop.games.solo66 import GAME

RECORDS = Path(__file__).resolve().parent.parent / "records" / "solo66"
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


def _canon_action(action: str) -> str:
    """The card order inside a `discard` is free: compare its cards sorted."""
    if action.startswith("discard "):
        return "discard " + " ".join(sorted(action.split()[1:]))
    return action


def _canon(field: str, value: Any) -> Any:
    if field == "legal" and isinstance(value, list):
        return sorted(_canon_action(a) for a in value)
    return value


def _load(name: str) -> tuple[str, dict[str, Any]]:
    text = (RECORDS / f"{name}.json").read_text(encoding="utf-8")
    expected = json.loads((RECORDS / f"{name}.expected.json").read_text(encoding="utf-8"))
    return text, {k: v for k, v in expected.items() if not k.startswith("_")}


def test_every_record_has_an_expected_outcome() -> None:
    assert len(NAMES) >= 25
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
        if "reason" in expected:
            assert err.error.reason_text == expected["reason"]
        assert f"action {expected['index']} '{expected['action']}'" in str(err)
        return
    result = records.replay(record)
    got = result.game.outcome(result.final).as_json(record.game)
    assert set(expected) == set(FIELDS), "an expected file names every replay field"
    for field in FIELDS:
        assert _canon(field, got[field]) == _canon(field, expected[field]), field
    # The legal list of the JSON is sorted as strings.
    assert got["legal"] == sorted(got["legal"])


@pytest.mark.parametrize("name", NAMES)
def test_record_through_the_command_line(name: str, tmp_path: Path) -> None:
    text, expected = _load(name)
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["replay", "-", "--json"], io.StringIO(text), out, err)
    if expected.get("error"):
        assert status == 2
        assert out.getvalue() == ""
        lines = err.getvalue().splitlines()
        assert len(lines) == 1
        assert f"action {expected['index']} '{expected['action']}'" in lines[0]
        return
    assert status == 0, err.getvalue()
    assert err.getvalue() == ""
    got = json.loads(out.getvalue())
    for field in FIELDS:
        assert _canon(field, got[field]) == _canon(field, expected[field]), field


@pytest.mark.parametrize("name", NAMES)
def test_settled_records_balance(name: str) -> None:
    """Internal consistency of the hand-made expectations themselves."""
    _, expected = _load(name)
    if expected.get("error"):
        return
    assert sum(expected["chips"]) == 0
    if expected["status"] == "settled":
        assert sum(expected["tricks"]) == 6
        if expected["declarer"] is not None:
            # Soloist games: all 120 card points and the last-trick 10 are somebody's.
            assert sum(expected["points"]) == 130
        else:
            # Last-trick game: the talon's points go to nobody.
            text, _ = _load(name)
            talon = json.loads(text)["talon"]
            talon_points = sum(CARD_POINTS[parse_card(c)] for c in talon)
            assert sum(expected["points"]) == 130 - talon_points


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
