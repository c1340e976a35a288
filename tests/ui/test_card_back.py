"""The card theme: switching the back repaints the face-down cards and is remembered."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.ui.table.deck_theme import DeckTheme


def test_set_back_reloads_the_renderer_and_signals(qtbot: QtBot) -> None:
    theme = DeckTheme()
    blue = theme.renderer(None)
    with qtbot.waitSignal(theme.changed, timeout=1000):
        theme.set_back("red")
    assert theme.back == "red"
    assert theme.renderer(None) is not blue
    assert theme.renderer(None).isValid()
    with pytest.raises(ValueError):
        theme.set_back("purple")


def test_the_menu_choice_is_saved(qtbot: QtBot, tmp_path: Path) -> None:
    paths = Paths.resolve(tmp_path).ensure()
    w = MainWindow(Settings(), paths, seed=1)
    qtbot.addWidget(w)
    w._set_card_back("green")
    assert w.theme.back == "green"
    assert Settings.load(paths.settings_file).card_back == "green"
