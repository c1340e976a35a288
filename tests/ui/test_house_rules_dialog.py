"""The house-rules editor and dialog: descriptions and defaults, resets, presets chosen, saved
and deleted, and the new-game dialog's presets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
)
from pytestqt.qtbot import QtBot

from solo_desktop.controller import texts
from solo_desktop.core import registry
from solo_desktop.model.presets import STANDARD, Presets
from solo_desktop.ui.dialogs.house_rules import HouseRulesDialog, HouseRulesEditor
from solo_desktop.ui.dialogs.new_game import NewGameDialog

GAME = registry.get("solo66")
LAST_TRICK = "Last trick when all pass"


@pytest.fixture
def presets(tmp_path: Path) -> Presets:
    return Presets.load(tmp_path / "presets.json")


@pytest.fixture
def editor(qtbot: QtBot, presets: Presets) -> HouseRulesEditor:
    e = HouseRulesEditor(GAME.house_rules(), game_id="solo66", presets=presets)
    qtbot.addWidget(e)
    return e


def preset_combo(e: HouseRulesEditor) -> QComboBox:
    combo = e.findChild(QComboBox, "presets")
    assert combo is not None
    return combo


def button(e: HouseRulesEditor, name: str) -> QPushButton:
    b = e.findChild(QPushButton, name)
    assert b is not None, name
    return b


def combo_names(e: HouseRulesEditor) -> list[str]:
    combo = preset_combo(e)
    return [combo.itemData(i) for i in range(combo.count())]


def test_every_rule_has_name_description_default_and_reset(editor: HouseRulesEditor) -> None:
    for spec in GAME.rule_specs:
        assert texts.rule_description(spec.name), spec.name
        description = editor.findChild(QLabel, "description:" + spec.name)
        assert description is not None and description.text() == texts.rule_description(spec.name)
        default = editor.findChild(QLabel, "default:" + spec.name)
        assert default is not None
        assert default.text() == "default: " + texts.rule_value(spec.name, spec.default)
        name = editor.findChild(QLabel, "name:" + spec.name)
        assert name is not None and name.text() == texts.rule_name(spec.name)
        assert not button(editor, "reset:" + spec.name).isEnabled()  # at its default
    all_pass = editor.findChild(QLabel, "default:all_pass")
    assert all_pass is not None and all_pass.text() == "default: deal again"
    assert not button(editor, "reset_all").isEnabled()


def test_reset_restores_the_default(editor: HouseRulesEditor) -> None:
    hands = editor.field("hands")
    assert isinstance(hands, QSpinBox)
    hands.setValue(4)
    assert editor.rules().number("hands") == 4
    reset = button(editor, "reset:hands")
    assert reset.isEnabled()
    reset.click()
    assert hands.value() == 10
    assert editor.rules() == GAME.house_rules()
    assert not reset.isEnabled()

    all_pass = editor.field("all_pass")
    assert isinstance(all_pass, QComboBox)
    all_pass.setCurrentIndex(all_pass.findData("last_trick"))
    button(editor, "reset:all_pass").click()
    assert all_pass.currentData() == "redeal"


def test_reset_all_restores_every_default(editor: HouseRulesEditor) -> None:
    changed = {
        "all_pass": "last_trick",
        "last_trick_stake": 5,
        "loss_basis": "soloist_points",
        "points_per_chip": 3,
        "hands": 20,
    }
    editor.set_rules(GAME.house_rules(changed))
    assert editor.rules().changed() == changed
    assert all(button(editor, "reset:" + n).isEnabled() for n in changed)
    button(editor, "reset_all").click()
    assert editor.rules() == GAME.house_rules()
    assert editor.rules().changed() == {}
    assert not button(editor, "reset_all").isEnabled()


def test_choosing_a_preset_sets_the_fields(editor: HouseRulesEditor) -> None:
    combo = preset_combo(editor)
    assert combo_names(editor) == [STANDARD, LAST_TRICK]
    assert combo.currentData() == STANDARD  # the defaults are the standard preset
    assert not button(editor, "delete_preset").isEnabled()  # built in
    combo.setCurrentIndex(combo.findData(LAST_TRICK))
    field = editor.field("all_pass")
    assert isinstance(field, QComboBox) and field.currentData() == "last_trick"
    assert editor.rules() == GAME.house_rules({"all_pass": "last_trick"})
    # Changing a field leaves the preset: the combo shows "Custom" (no item chosen).
    hands = editor.field("hands")
    assert isinstance(hands, QSpinBox)
    hands.setValue(3)
    assert combo.currentIndex() == -1
    assert combo.placeholderText() == "Custom"
    combo.setCurrentIndex(combo.findData(STANDARD))
    assert editor.rules() == GAME.house_rules()


def test_save_as_adds_a_preset_to_the_combo_and_the_file(
    editor: HouseRulesEditor, presets: Presets, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def get_text(*args: object) -> tuple[str, bool]:
        asked.append(str(args[2]))
        return ("Club night", True)

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    hands = editor.field("hands")
    assert isinstance(hands, QSpinBox)
    hands.setValue(6)
    button(editor, "save_preset").click()
    assert asked
    assert combo_names(editor) == [STANDARD, LAST_TRICK, "Club night"]
    assert preset_combo(editor).currentData() == "Club night"
    assert button(editor, "delete_preset").isEnabled()
    assert presets.path is not None
    saved = json.loads(presets.path.read_text(encoding="utf-8"))
    assert saved["games"]["solo66"]["Club night"]["hands"] == 6
    assert Presets.load(presets.path).get("solo66", "Club night") == GAME.house_rules({"hands": 6})


def test_save_as_refuses_a_builtin_name(
    editor: HouseRulesEditor, presets: Presets, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a: (" standard ", True))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(str(a[2])))
    button(editor, "save_preset").click()
    assert warnings
    assert combo_names(editor) == [STANDARD, LAST_TRICK]
    assert presets.path is not None and not presets.path.exists()


def test_delete_removes_the_players_preset(
    qtbot: QtBot, presets: Presets, monkeypatch: pytest.MonkeyPatch
) -> None:
    presets.put("solo66", "Mine", GAME.house_rules({"hands": 2}))
    presets.save()
    e = HouseRulesEditor(GAME.house_rules({"hands": 2}), game_id="solo66", presets=presets)
    qtbot.addWidget(e)
    assert preset_combo(e).currentData() == "Mine"
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    button(e, "delete_preset").click()
    assert combo_names(e) == [STANDARD, LAST_TRICK]
    assert preset_combo(e).currentIndex() == -1
    assert presets.path is not None
    assert Presets.load(presets.path).names("solo66") == [STANDARD, LAST_TRICK]


def test_editor_without_a_game_has_no_preset_row(qtbot: QtBot) -> None:
    e = HouseRulesEditor(GAME.house_rules({"hands": 8}))
    qtbot.addWidget(e)
    assert preset_combo(e).isHidden()
    assert e.rules().number("hands") == 8


def test_house_rules_dialog(qtbot: QtBot, presets: Presets) -> None:
    dialog = HouseRulesDialog("solo66", GAME.house_rules({"hands": 5}), presets)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "House rules: Solo 66"
    check = dialog.editor.field("all_pass")
    assert isinstance(check, QComboBox)
    check.setCurrentIndex(check.findData("last_trick"))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.rules() == GAME.house_rules({"hands": 5, "all_pass": "last_trick"})
    assert HouseRulesDialog("solo66").rules() == GAME.house_rules()


def test_new_game_dialog_offers_the_presets(qtbot: QtBot, presets: Presets) -> None:
    presets.put("solo66", "Short", GAME.house_rules({"hands": 5}))
    dialog = NewGameDialog("solo66", "Me", {"solo66": {"hands": 5}}, None, presets)
    qtbot.addWidget(dialog)
    assert dialog.presets is presets
    assert combo_names(dialog.editor) == [STANDARD, LAST_TRICK, "Short"]
    assert preset_combo(dialog.editor).currentData() == "Short"
    combo = preset_combo(dialog.editor)
    combo.setCurrentIndex(combo.findData(LAST_TRICK))
    assert dialog.choice().rules == GAME.house_rules({"all_pass": "last_trick"})
    # The old signature still works: the built-in presets only.
    plain = NewGameDialog("solo66", "", {})
    qtbot.addWidget(plain)
    assert combo_names(plain.editor) == [STANDARD, LAST_TRICK]
    assert not isinstance(plain.editor.field("hands"), QCheckBox)
