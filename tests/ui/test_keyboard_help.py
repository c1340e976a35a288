"""Help > Keyboard (issue 21): the page lists the shortcut of every menu command as the window's
actions have it at the time (so it never lies), the keys that open the menus, and the keys of
the table, the panel and the dialogs, in the platform's notation and in German too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QTableWidget
from pytestqt.qtbot import QtBot

from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui import i18n
from solo_desktop.ui.keyboard_help import KeyboardHelpDialog, menu_path, plain
from solo_desktop.ui.main_window import MainWindow

NATIVE = QKeySequence.SequenceFormat.NativeText


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = MainWindow(Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), seed=3)
    qtbot.addWidget(w)
    return w


def menu_actions(w: MainWindow) -> list[QAction]:
    """Every action in the window's menus, in menu order (what the lead passes)."""
    out: list[QAction] = []

    def walk(actions: list[QAction]) -> None:
        for a in actions:
            sub = a.menu()
            if isinstance(sub, QMenu):
                walk(sub.actions())
            elif not a.isSeparator():
                out.append(a)

    walk(w.menuBar().actions())
    return out


def rows(table: QTableWidget) -> list[tuple[str, str]]:
    """The table's rows as (first column, second column)."""
    out = []
    for r in range(table.rowCount()):
        a, b = table.item(r, 0), table.item(r, 1)
        assert a is not None and b is not None
        out.append((a.text(), b.text()))
    return out


def test_every_shortcut_of_the_menus_is_listed_as_the_actions_have_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    actions = menu_actions(window)
    page = KeyboardHelpDialog(actions, window)
    qtbot.addWidget(page)
    listed = dict(rows(page.menus))
    with_keys = [a for a in actions if not a.shortcut().isEmpty()]
    assert len(with_keys) >= 8  # New, Host, Join, Restart, Open, Take back, Hint, Quit, …
    for a in with_keys:
        assert listed[menu_path(a)] == ", ".join(s.toString(NATIVE) for s in a.shortcuts())
    hint = next(a for a in actions if a.objectName() == "hint")
    assert menu_path(hint) == f"{plain(window.menuBar().actions()[0].text())} › Hint"
    assert listed[menu_path(hint)] == "H"
    # No command without a key is listed; each menu's own key (Alt+G …) is.
    assert not [a for a in actions if a.shortcut().isEmpty() and menu_path(a) in listed]
    opened = [keys for command, keys in listed.items() if command.startswith("Open the menu")]
    assert QKeySequence("Alt+G").toString(NATIVE) in opened


def test_the_page_follows_a_changed_shortcut(qtbot: QtBot, window: MainWindow) -> None:
    actions = menu_actions(window)
    hint = next(a for a in actions if a.objectName() == "hint")
    hint.setShortcut(QKeySequence("Ctrl+Alt+K"))
    page = KeyboardHelpDialog(actions, window)
    qtbot.addWidget(page)
    assert dict(rows(page.menus))[menu_path(hint)] == QKeySequence("Ctrl+Alt+K").toString(NATIVE)


def test_the_keys_of_the_table_and_the_dialogs(qtbot: QtBot, window: MainWindow) -> None:
    page = KeyboardHelpDialog([], window)
    qtbot.addWidget(page)
    listed = rows(page.keys)
    keys = " ".join(k for k, _ in listed)
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space):
        assert QKeySequence(key).toString(NATIVE) in keys
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Escape, Qt.Key.Key_Home, Qt.Key.Key_End):
        assert QKeySequence(key).toString(NATIVE) in keys
    words = " ".join(w for _, w in listed)
    assert "curtain" in words and "chat line" in words and "Lay away" in words
    assert page.menus.rowCount() == 0
    # Read row by row: the first cell says the whole row.
    first = page.keys.item(0, 0)
    assert first is not None
    assert listed[0][1] in first.data(Qt.ItemDataRole.AccessibleTextRole)


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    app = QApplication.instance()
    assert app is not None
    translator = i18n.translator_for("de")
    assert translator is not None
    app.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_in_german_the_menu_paths_are_german(
    german: None, qtbot: QtBot, window: MainWindow
) -> None:
    window.set_language("de")
    actions = menu_actions(window)
    page = KeyboardHelpDialog(actions, window)
    qtbot.addWidget(page)
    commands = [c for c, _ in rows(page.menus)]
    assert any(c.startswith("Spiel › ") for c in commands), commands
    assert page.windowTitle()
