"""Every control has a name for screen readers (issue 21): the walk goes through every window
and dialog (the main window over a match of each game, with the curtain up and at a hosted
table with its bar and lobby; the new-game dialog, also for hosting; house rules; the hand
summary; statistics; history and the replay viewer; the hint; the rules; the join dialog; the
keyboard page), in English and in German, and finds no focusable widget without an accessible
name. The tables read row by row: each cell tells its column's title and its value."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from solo_desktop.ai.bot import make_bot
from solo_desktop.core import record as records
from solo_desktop.core import registry
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.match import HandResult, Match
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui import i18n
from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog
from solo_desktop.ui.dialogs.house_rules import HouseRulesDialog
from solo_desktop.ui.dialogs.join import JoinDialog
from solo_desktop.ui.dialogs.new_game import NewGameDialog, default_seats
from solo_desktop.ui.hint import HintDialog
from solo_desktop.ui.history import HandHistoryWindow
from solo_desktop.ui.keyboard_help import KeyboardHelpDialog
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.ui.rules_help import RulesDialog
from solo_desktop.ui.statistics import StatisticsWindow
from tests.ui.together_helpers import TIMEOUT, act, hosted_choice, loopback, open_window, ready

GAMES = ("solo66", "sixty_six", "german_solo", "solo_whist", "six_bid")


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    """Each test runs in English and with the German translator installed."""
    app = QApplication.instance()
    assert app is not None
    translator = i18n.translator_for(request.param) if request.param != "en" else None
    if request.param != "en":
        assert translator is not None
        app.installTranslator(translator)
    yield request.param
    if translator is not None:
        QCoreApplication.removeTranslator(translator)


# -- the walk ---------------------------------------------------------------------------------


def focusable(root: QWidget) -> Iterator[QWidget]:
    """Every widget of `root`'s window that can take the keyboard focus, shown or not (a hidden
    one may show later): not the inner parts a screen reader sees through their owner (a spin
    box's or combo box's line edit, a scroll area's viewport, a widget with a focus proxy), not
    other windows (a combo box's popup list)."""
    for w in [root, *root.findChildren(QWidget)]:
        if w.focusPolicy() == Qt.FocusPolicy.NoFocus or w.window() is not root.window():
            continue
        parent = w.parentWidget()
        if w.focusProxy() is not None or isinstance(parent, QAbstractSpinBox | QComboBox):
            continue
        if isinstance(parent, QAbstractScrollArea) and parent.viewport() is w:
            continue
        yield w


def said_name(w: QWidget) -> str:
    """The name a screen reader gets for `w` (through Qt's accessibility interface)."""
    interface = QAccessible.queryAccessibleInterface(w)
    return "" if interface is None else interface.text(QAccessible.Text.Name).strip()


def label(w: QWidget) -> str:
    """How a widget is named in a failure: its class and object name."""
    return f"{type(w).__name__}:{w.objectName()}"


def unnamed(root: QWidget) -> list[str]:
    """The focusable widgets of `root` without a name set for screen readers. A button's text
    is its name (Qt reads it out); every other control needs setAccessibleName: a buddy label
    is not enough."""
    out = []
    for w in focusable(root):
        is_button = isinstance(w, QAbstractButton) and bool(w.text().replace("&", "").strip())
        if not (w.accessibleName().strip() or is_button) or not said_name(w):
            out.append(label(w))
    return out


def check(root: QWidget, *expected: str) -> None:
    """No unnamed control in `root`, whose walk found the controls named `expected` (object
    names): the walk saw the window as it is."""
    found = {w.objectName() for w in focusable(root)}
    assert set(expected) <= found, set(expected) - found
    assert root.window().windowTitle().strip(), "a window's title is its name"
    assert unnamed(root) == []


def test_the_walk_finds_a_control_without_a_name(qtbot: QtBot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setWindowTitle("t")
    field = QLineEdit(dialog)
    field.setObjectName("field")
    assert unnamed(dialog) == ["QLineEdit:field"]
    field.setAccessibleName("Field")
    check(dialog, "field")


# -- the main window --------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_main_window_of_each_game(
    qtbot: QtBot, tmp_path: Path, language: str, game: str
) -> None:
    w = open_window(qtbot, tmp_path, "Anna", game)
    w.start()
    qtbot.waitUntil(lambda: ready(w), timeout=TIMEOUT)
    buttons = w.panel.buttons()
    assert buttons or game == "sixty_six"  # Sixty-Six starts with a card to play
    check(w, "table", "scoreboard", *(b.objectName() for b in buttons.values()))
    # A card played: the panel's new buttons are named too.
    for _ in range(6):
        act(qtbot, w)
        qtbot.waitUntil(lambda: ready(w) or w._summary is not None, timeout=TIMEOUT)
        if w._summary is not None:  # the hand is over (everybody passed): its summary
            check(w._summary, "next_hand")
            break
        check(w, "table")


def test_the_curtain_up(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    w = open_window(qtbot, tmp_path, "Anna", "solo_whist")
    w.new_match(
        hosted_choice("solo_whist", ("you", "normal", "person", "normal"), ("Anna", "", "Bert", ""))
    )
    for _ in range(100):
        qtbot.waitUntil(lambda: w.curtain.is_up or ready(w), timeout=TIMEOUT)
        if w.curtain.is_up:
            break
        act(qtbot, w)
    assert w.curtain.is_up
    check(w, "curtain_show", "table")
    assert "Bert" in w.curtain.accessibleName()


def tab_chain(root: QWidget) -> list[QWidget]:
    """The widgets Tab reaches in `root`'s window, in order, from `root`'s first."""
    out: list[QWidget] = []
    w = root.nextInFocusChain()
    while w is not None and w is not root and len(out) < 500:
        if (
            w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.isVisible()
            and w.isEnabled()
            and w.window() is root.window()
        ):
            out.append(w)
        w = w.nextInFocusChain()
    return out


def test_a_hosted_table_its_bar_and_lobby(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    loopback(monkeypatch)
    w = open_window(qtbot, tmp_path, "Anna", "solo66")
    w.new_match(hosted_choice("solo66", ("you", "open", "normal", "normal", "normal"), ("Anna",)))
    lobby = w.together.lobby
    assert lobby is not None and w.together.bar.isVisible()
    check(lobby, "code", "copy", "seats", "start", "close_table")
    lobby.start_requested.emit()
    qtbot.waitUntil(lambda: ready(w), timeout=TIMEOUT)
    check(w, "table", "leave", "chat_log", "chat_line")
    # Tab goes from the table to the bidding panel, then to the bar: not the panel last.
    buttons = w.panel.buttons().values()
    qtbot.waitUntil(lambda: all(b.isVisible() for b in buttons))  # shown after the layout
    chain = tab_chain(w)
    table = chain.index(w.table)
    panel = [chain.index(b) for b in buttons if b.isEnabled()]
    line = chain.index(w.together.bar.line)
    assert panel and table < min(panel) and max(panel) < line, [label(x) for x in chain]


def test_the_names_follow_a_new_language(qtbot: QtBot, tmp_path: Path) -> None:
    w = open_window(qtbot, tmp_path, "Anna", "solo66")
    english = w.scoreboard.table.accessibleName()
    app = QApplication.instance()
    assert app is not None
    translator = i18n.translator_for("de")
    assert translator is not None
    app.installTranslator(translator)
    try:
        german = QCoreApplication.translate("ScoreboardDock", "Scoreboard")
        assert german != english
        qtbot.waitUntil(lambda: w.scoreboard.table.accessibleName() == german)
        leave = QCoreApplication.translate("TogetherBar", "Leave the table")
        assert w.together.bar.leave.text() == leave == w.together.bar.leave.accessibleName()
        assert w.table.accessibleName() == QCoreApplication.translate("TableView", "Card table")
    finally:
        QCoreApplication.removeTranslator(translator)


# -- the dialogs ------------------------------------------------------------------------------


def test_the_new_game_dialog_for_every_game_and_for_hosting(qtbot: QtBot, language: str) -> None:
    for host in (False, True):
        dialog = NewGameDialog("solo66", "Anna", {}, host=host)
        qtbot.addWidget(dialog)
        for game in GAMES:
            dialog._game.setCurrentIndex(dialog._game.findData(game))
            check(dialog, "game", "players", "name", "kind_1", "presets")
        dialog.set_kind(1, "person")
        dialog.set_kind(2, "open")
        check(dialog, "person_name_1", "level_2")


@pytest.mark.parametrize("game", GAMES)
def test_the_house_rules_and_the_rules(qtbot: QtBot, language: str, game: str) -> None:
    rules = HouseRulesDialog(game)
    qtbot.addWidget(rules)
    first = rules.editor.rules().specs[0].name
    check(rules, "presets", "save_preset", "rule:" + first, "reset:" + first)
    help_page = RulesDialog(game, registry.get(game).house_rules())
    qtbot.addWidget(help_page)
    check(help_page, "rules")


def finished_hand(game_id: str, seed: int = 1) -> tuple[Match, HandResult]:
    """A match of `game_id` with one hand played out by computer players."""
    game = registry.get(game_id)
    players = game.player_counts[0]
    match = Match(game, game.house_rules(), default_seats(game_id, players, "You", "rule"), seed)
    bot = make_bot("rule", game)
    rng = random.Random(seed)
    state = match.start_hand()
    while not match.hand_over:
        seat = game.to_act(state)
        assert seat is not None
        state = match.act(bot.choose(game.view(state, seat), rng))
    return match, match.finish_hand()


def item(table: QTableWidget, row: int, col: int) -> QTableWidgetItem:
    """A cell of a table widget that must be there."""
    cell = table.item(row, col)
    assert cell is not None, (row, col)
    return cell


def header(table: QTableWidget, col: int) -> str:
    """A column's title."""
    title = table.horizontalHeaderItem(col)
    assert title is not None
    return title.text()


def said(cell: QTableWidgetItem) -> str:
    """What a screen reader is given for a table widget's cell."""
    return str(cell.data(Qt.ItemDataRole.AccessibleTextRole))


def cell_said(table: QWidget, row: int, col: int) -> str:
    """What a screen reader gets for a cell of a table view, through Qt's accessibility."""
    interface = QAccessible.queryAccessibleInterface(table)
    assert interface is not None
    for i in range(interface.childCount()):
        child = interface.child(i)
        if child is None or child.role() != QAccessible.Role.Cell:
            continue
        cell = child.tableCellInterface() if hasattr(child, "tableCellInterface") else None
        if cell is not None and (cell.rowIndex(), cell.columnIndex()) == (row, col):
            return child.text(QAccessible.Text.Name)
    raise AssertionError(f"no cell {row}, {col}")


@pytest.mark.parametrize("game", GAMES)
def test_the_hand_summary_and_the_scoreboard_read_row_by_row(
    qtbot: QtBot, language: str, game: str
) -> None:
    match, result = finished_hand(game)
    summary = HandSummaryDialog(match, result)
    qtbot.addWidget(summary)
    check(summary, "chips", "next_hand")
    table = summary.findChild(QTableWidget, "chips")
    assert table is not None
    names = [s.name for s in match.seats]
    player, this_hand = (header(table, c) for c in (0, 1))
    first = said(item(table, 0, 0))
    assert first.startswith(f"{player}: {names[0]}, {this_hand}: ")
    assert said(item(table, 1, 1)).startswith(this_hand + ": ")

    from solo_desktop.ui.scoreboard import ScoreboardDock

    dock = ScoreboardDock(match)
    qtbot.addWidget(dock)
    model = dock.model
    dealer = model.headerData(1, Qt.Orientation.Horizontal)
    row = model.data(model.index(0, 0), Qt.ItemDataRole.AccessibleTextRole)
    hand = QCoreApplication.translate("Scoreboard", "Hand {n}").format(n=1)
    assert row.startswith(f"{hand}, {dealer}: {names[result.dealer]}"), row
    for seat, name in enumerate(names):
        chips = model.data(model.index(0, 5 + seat))
        assert f"{name}: {chips}" in row
        assert model.data(model.index(0, 5 + seat), Qt.ItemDataRole.AccessibleTextRole) == (
            f"{name}: {chips}"
        )
    dock.show()
    assert isinstance(dock.table, QTableView)
    assert cell_said(dock.table, 0, 0) == row
    check(dock.table, "scoreboard")


def test_statistics_history_and_the_replay(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    from tests.model.test_statistics import build

    ledger = build(monkeypatch)
    stats = StatisticsWindow(ledger, now=lambda: datetime(2025, 3, 6, 12, 0, tzinfo=UTC))
    qtbot.addWidget(stats)
    check(stats, "game", "period", "player", "export_csv", "figures")
    figures = stats.table
    row_title = figures.verticalHeaderItem(0).text()
    first = said(item(figures, 0, 0))
    assert first.startswith(f"{row_title}, {header(figures, 0)}: {item(figures, 0, 0).text()}")

    history_ledger = Ledger.memory()
    match, result = finished_hand("solo66")
    number = history_ledger.begin_match("solo66", {}, [(s.name, s.bot) for s in match.seats], 10)
    outcome = registry.get("solo66").outcome(records.replay(result.record).final)
    history_ledger.record_hand(number, 1, result.record, outcome)
    history = HandHistoryWindow(history_ledger)
    qtbot.addWidget(history)
    check(history, "hands", "replay", "export", "import")
    line = history.tree.topLevelItem(0)
    assert line is not None
    whole = line.data(0, Qt.ItemDataRole.AccessibleTextRole)
    assert str(line.data(4, Qt.ItemDataRole.AccessibleTextRole)) in whole
    viewer = history.replay_selected()
    assert viewer is not None
    check(viewer, "first", "back", "next", "last", "close")
    viewer.next()
    assert viewer.action_label.text() in viewer.accessibleDescription()


def test_the_hint_the_join_dialog_and_the_keyboard_page(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    from solo_desktop.ai.search.bot import Estimate

    hint = HintDialog([Estimate("play AS", 2.5, 0.75, 40), Estimate("play KS", -1.0, 0.5, 40)])
    qtbot.addWidget(hint)
    check(hint, "options")
    options = hint.findChild(QTableWidget, "options")
    assert options is not None
    assert item(options, 0, 0).text() in said(item(options, 0, 0))

    join = JoinDialog(None, "Anna")
    qtbot.addWidget(join)
    check(join, "tables", "address", "code", "name")

    w = MainWindow(Settings(speed="instant"), Paths.resolve(tmp_path).ensure())
    qtbot.addWidget(w)
    page = KeyboardHelpDialog(w.findChildren(QAction), w)
    qtbot.addWidget(page)
    check(page, "menu_keys", "table_keys")
    assert page.menus.rowCount() > 5 and page.keys.rowCount() > 5


def test_index_default_is_harmless() -> None:
    """The models answer for an invalid index with nothing (no crash in a screen reader)."""
    from solo_desktop.controller.scoreboard_model import ScoreboardModel

    match, _ = finished_hand("solo66")
    model = ScoreboardModel(match)
    assert model.data(QModelIndex(), Qt.ItemDataRole.AccessibleTextRole) is None
