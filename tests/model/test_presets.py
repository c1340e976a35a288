"""House-rule presets: round trip, built-in ones protected, damaged files, invalid entries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solo_desktop.core import registry
from solo_desktop.core.rules import RuleError
from solo_desktop.model.presets import STANDARD, PresetError, Presets

GAME = registry.get("solo66")
LAST_TRICK = "Last trick when all pass"


def test_builtin_presets_without_a_file(tmp_path: Path) -> None:
    presets = Presets.load(tmp_path / "presets.json")
    assert presets.moved_to is None
    assert presets.names("solo66") == [STANDARD, LAST_TRICK]
    assert presets.get("solo66", STANDARD) == GAME.house_rules()
    assert presets.get("solo66", LAST_TRICK) == GAME.house_rules({"all_pass": "last_trick"})
    assert all(presets.is_builtin("solo66", n) for n in presets.names("solo66"))
    assert not (tmp_path / "presets.json").exists()


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "presets.json"
    presets = Presets.load(path)
    rules = GAME.house_rules({"hands": 5, "points_per_chip": 2})
    assert presets.put("solo66", "  Thursday   club ", rules) == "Thursday club"
    presets.put("solo66", "abc", GAME.house_rules({"loss_basis": "soloist_points"}))
    presets.save()
    assert [p.name for p in path.parent.iterdir()] == ["presets.json"]
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["games"]["solo66"]["Thursday club"] == dict(rules)  # every rule written out
    assert STANDARD not in data["games"]["solo66"]

    again = Presets.load(path)
    assert again.moved_to is None and again.dropped == []
    assert again.names("solo66") == [STANDARD, LAST_TRICK, "abc", "Thursday club"]
    assert again.get("solo66", "Thursday club") == rules
    assert again.find("solo66", rules) == "Thursday club"
    assert again.find("solo66", GAME.house_rules()) == STANDARD
    assert again.find("solo66", GAME.house_rules({"hands": 7})) is None

    again.put("solo66", "abc", GAME.house_rules({"hands": 3}))  # replace
    again.delete("solo66", "Thursday club")
    again.save(path)
    third = Presets.load(path)
    assert third.names("solo66") == [STANDARD, LAST_TRICK, "abc"]
    assert third.get("solo66", "abc").number("hands") == 3
    with pytest.raises(KeyError):
        third.get("solo66", "Thursday club")
    with pytest.raises(KeyError):
        third.delete("solo66", "Thursday club")


def test_builtin_presets_cannot_be_overwritten_or_deleted(tmp_path: Path) -> None:
    presets = Presets.load(tmp_path / "presets.json")
    for name in (STANDARD, LAST_TRICK, " Standard "):
        with pytest.raises(PresetError):
            presets.put("solo66", name, GAME.house_rules({"hands": 2}))
    for name in (STANDARD, LAST_TRICK):
        with pytest.raises(PresetError):
            presets.delete("solo66", name)
    assert presets.get("solo66", STANDARD) == GAME.house_rules()
    with pytest.raises(PresetError):
        presets.put("solo66", "   ", GAME.house_rules())
    with pytest.raises(PresetError):
        presets.put("solo66", "x" * 61, GAME.house_rules())
    with pytest.raises(RuleError):
        presets.put("solo66", "bad", {"hands": 0})
    with pytest.raises(RuleError):
        presets.put("solo66", "bad", {"no_such_rule": 1})
    with pytest.raises(registry.UnknownGameError):
        presets.put("no_such_game", "x", {})


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1, 2]",
        '"presets"',
        "{}",
        '{"games": []}',
        '{"games": {"solo66": ["Standard"]}}',
        b"\xff\xfe not utf-8",
    ],
)
def test_damaged_file_is_moved_aside(tmp_path: Path, text: str | bytes) -> None:
    path = tmp_path / "presets.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    presets = Presets.load(path)
    assert presets.moved_to is not None
    assert presets.moved_to.exists()
    assert presets.moved_to.parent == tmp_path
    assert presets.moved_to.name.startswith("presets.json.damaged-")
    assert presets.moved_to.read_bytes() == (
        text if isinstance(text, bytes) else text.encode("utf-8")
    )
    assert not path.exists()
    assert presets.names("solo66") == [STANDARD, LAST_TRICK]  # no presets of the player's own
    presets.put("solo66", "new", GAME.house_rules({"hands": 4}))
    presets.save()
    assert Presets.load(path).names("solo66")[-1] == "new"


def test_invalid_entries_are_dropped_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "presets.json"
    good = dict(GAME.house_rules({"hands": 6}))
    data = {
        "format": 1,
        "games": {
            "solo66": {
                "good": good,
                "old rule": {**good, "removed_rule": True},
                "bad value": {**good, "all_pass": "shuffle"},
                "not an object": 3,
                "Standard": good,
                "": good,
            },
            "future_game": {"kept": {"x": 1}},
        },
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    presets = Presets.load(path)
    assert presets.moved_to is None
    assert presets.names("solo66") == [STANDARD, LAST_TRICK, "good"]
    assert presets.get("solo66", "good") == GAME.house_rules({"hands": 6})
    assert sorted(presets.dropped) == sorted(
        ("solo66", n) for n in ("old rule", "bad value", "not an object", "Standard", "")
    )
    presets.save()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert list(saved["games"]["solo66"]) == ["good"]
    assert saved["games"]["future_game"] == {"kept": {"x": 1}}  # another version's game kept


def test_save_without_a_path_needs_one(tmp_path: Path) -> None:
    presets = Presets()
    with pytest.raises(ValueError):
        presets.save()
    presets.save(tmp_path / "p.json")
    assert presets.path == tmp_path / "p.json"
