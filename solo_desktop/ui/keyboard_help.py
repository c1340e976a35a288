"""Help > Keyboard: every way to play from the keyboard.

The menu commands and their shortcuts are read from the window's own actions when the page
opens (in the platform's native notation), so the page shows what the keys really do; the keys
of the table, the bidding panel and the dialogs are listed as the widgets handle them
(`ui/table/scene.py`, `ui/action_panel.py`, `ui/curtain.py`, `ui/replay_viewer.py`).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.ui.dialogs import name_cells

NATIVE = QKeySequence.SequenceFormat.NativeText


def key_text(*keys: Qt.Key | QKeySequence.StandardKey | str) -> str:
    """Keys in the platform's own notation (translated by Qt), several joined by commas."""
    out = []
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            out += [s.toString(NATIVE) for s in QKeySequence.keyBindings(key)]
        else:
            out.append(QKeySequence(key).toString(NATIVE))
    return ", ".join(t for t in out if t)


def plain(text: str) -> str:
    """A menu text without its mnemonic marks ("&New…" -> "New…", "&&" -> "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def menu_path(action: QAction) -> str:
    """Where the action is in the menus: "Game › New…" (only its own text outside menus)."""
    parts = [plain(action.text())]
    menus = [o for o in action.associatedObjects() if isinstance(o, QMenu)]
    menu = menus[0] if menus else None
    seen: set[int] = set()
    while menu is not None and id(menu) not in seen:
        seen.add(id(menu))
        parts.insert(0, plain(menu.title()))
        owners = [o for o in menu.menuAction().associatedObjects() if isinstance(o, QMenu)]
        menu = owners[0] if owners else None
    return " › ".join(p for p in parts if p)


def menu_mnemonics(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """The top menus of the actions and the keys that open them (Alt and the underlined
    letter), where the platform has such keys (not on macOS)."""
    out: list[tuple[str, str]] = []
    seen: set[int] = set()
    for action in actions:
        for menu in (o for o in action.associatedObjects() if isinstance(o, QMenu)):
            top = menu
            while True:
                owners = [o for o in top.menuAction().associatedObjects() if isinstance(o, QMenu)]
                if not owners:
                    break
                top = owners[0]
            if id(top) in seen:
                continue
            seen.add(id(top))
            keys = QKeySequence.mnemonic(top.title()).toString(NATIVE)
            if keys:
                out.append((plain(top.title()), keys))
    return out


class KeyboardHelpDialog(QDialog):
    """Help > Keyboard: the menu commands' shortcuts and the keys of the table and dialogs."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        """List the shortcuts of `actions` (the window's menu actions) and the table's keys."""
        super().__init__(parent)
        self.setObjectName("KeyboardHelp")
        self.setWindowTitle(self.tr("Keyboard"))
        self.resize(640, 720)
        self.menu_rows = self._menu_rows(actions)
        """(command, keys) of every action with a shortcut, and of the menus' own keys."""
        self.table_rows = self.table_keys()
        """(keys, what they do) at the table, in the panel and in the dialogs."""

        intro = QLabel(
            self.tr(
                "Everything in Solo Desktop can be done without a mouse. Tab and Shift+Tab move "
                "the focus; the control with the focus has a frame around it."
            )
        )
        intro.setWordWrap(True)
        self.menus = self._table(
            "menu_keys",
            [self.tr("Command"), self.tr("Keys")],
            self.menu_rows,
            self.tr("Menu commands and their keys"),
        )
        self.keys = self._table(
            "table_keys",
            [self.tr("Keys"), self.tr("What they do")],
            self.table_rows,
            self.tr("Keys at the table and in the dialogs"),
        )
        menus_label = QLabel(self.tr("&Menu commands"))
        menus_label.setBuddy(self.menus)
        keys_label = QLabel(self.tr("&At the table and in the dialogs"))
        keys_label.setBuddy(self.keys)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(menus_label)
        layout.addWidget(self.menus, 1)
        layout.addWidget(keys_label)
        layout.addWidget(self.keys, 2)
        layout.addWidget(buttons)
        self.menus.setFocus()

    def _menu_rows(self, actions: list[QAction]) -> list[tuple[str, str]]:
        """Each action with a shortcut, by its place in the menus, then the menus' own keys."""
        rows: list[tuple[str, str]] = []
        seen: set[int] = set()
        for action in actions:
            if id(action) in seen or action.isSeparator() or action.menu() is not None:
                continue
            seen.add(id(action))
            keys = ", ".join(s.toString(NATIVE) for s in action.shortcuts() if not s.isEmpty())
            if keys:
                rows.append((menu_path(action), keys))
        for title, keys in menu_mnemonics(actions):
            rows.append((self.tr("Open the menu {menu}").format(menu=title), keys))
        return rows

    def table_keys(self) -> list[tuple[str, str]]:
        """The keys the table, the bidding panel, the curtain and the dialogs answer to."""
        left_right = key_text(Qt.Key.Key_Left, Qt.Key.Key_Right)
        enter = key_text(Qt.Key.Key_Return, Qt.Key.Key_Enter)
        space = key_text(Qt.Key.Key_Space)
        tab = key_text(Qt.Key.Key_Tab, "Shift+Tab")
        up_down = key_text(Qt.Key.Key_Up, Qt.Key.Key_Down)
        return [
            (
                left_right,
                self.tr(
                    "On the table: move among the cards of your hand that you may play "
                    "(the chosen card is raised and framed)."
                ),
            ),
            (
                f"{enter}, {space}",
                self.tr(
                    "On the table: play the chosen card; while you lay cards away, choose it or "
                    "put it back."
                ),
            ),
            (
                tab,
                self.tr(
                    "Move between the table, the buttons of the bidding panel (bids, pass, "
                    "trumps, Lay away) and, at a table with friends, Leave and the chat line."
                ),
            ),
            (space, self.tr("Press the button with the focus: a bid, Pass, Lay away…")),
            (
                up_down,
                self.tr(
                    "In a list (the bids of a long auction, the card to call): choose; then Tab "
                    "to the button next to it and press Space."
                ),
            ),
            (enter, self.tr("In the chat line: send what you typed.")),
            (
                enter,
                self.tr(
                    "When the curtain asks to pass the screen: the next person shows his cards."
                ),
            ),
            (
                enter,
                self.tr("In the hand summary: go on to the next hand (or the final score)."),
            ),
            (
                key_text(Qt.Key.Key_Escape),
                self.tr("Close a dialog (the hint, the rules, this page, the hand summary)."),
            ),
            (
                left_right,
                self.tr("In the replay of a hand: one action back or on."),
            ),
            (
                key_text(Qt.Key.Key_Home, Qt.Key.Key_End),
                self.tr("In the replay of a hand: back to the deal, on to the end."),
            ),
            (
                enter,
                self.tr("In the hand history: replay the hand chosen in the list."),
            ),
        ]

    def _table(
        self, name: str, headers: list[str], rows: list[tuple[str, str]], title: str
    ) -> QTableWidget:
        """A read-only table of two columns that a screen reader reads row by row."""
        table = QTableWidget(len(rows), 2, self)
        table.setTabKeyNavigation(False)  # Tab leaves the table: no keyboard trap
        table.setObjectName(name)
        table.setAccessibleName(title)
        table.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        name_cells(table)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setTabKeyNavigation(False)
        table.setWordWrap(True)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        return table
