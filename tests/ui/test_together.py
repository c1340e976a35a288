"""Playing together through the windows: a host window and a joining window in one test
process, on loopback; the hot-seat curtain."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from solo_desktop.core.record import to_json
from solo_desktop.model.match import HandResult
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.ui.together import TogetherBar
from tests.ui.together_helpers import TIMEOUT, act, hosted_choice, loopback, open_window, ready


def settle(qtbot: QtBot, windows: list[MainWindow], limit: int = 400) -> dict[int, HandResult]:
    """Play the people's turns of every window through the widgets until each window has
    seen the hand settled; returns each window's HandResult (by its index)."""
    results: dict[int, HandResult] = {}
    for i, w in enumerate(windows):
        w.controller.hand_settled.connect(lambda r, i=i: results.setdefault(i, r))
    for _ in range(limit):
        if len(results) == len(windows):
            return results
        qtbot.waitUntil(
            lambda: any(ready(w) for w in windows) or len(results) == len(windows),
            timeout=TIMEOUT,
        )
        for w in windows:
            if ready(w):
                if len(w.controller.legal_actions()) > 1:
                    hints = windows[0].settings.hints  # the host's word holds at his table
                    assert w.hint_action.isEnabled() == (hints and w.settings.hints)
                shown = w.controller.view()
                # What one window shows of the tricks, the other shows too.
                for other in windows:
                    if other is not w and other.controller.match.in_hand:
                        theirs = other.controller.view()
                        if len(theirs.history) == len(shown.history):
                            assert theirs.history == shown.history
                act(qtbot, w)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("hints", [True, False])
def test_a_joined_person_plays_a_whole_hand_through_the_widgets(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hints: bool
) -> None:
    loopback(monkeypatch)
    host = open_window(qtbot, tmp_path / "host", "Hanna", "solo_whist")
    host.settings.hints = hints
    host.new_match(
        hosted_choice("solo_whist", ("you", "open", "normal", "normal"), ("Hanna", "", "", ""))
    )
    t = host.together
    assert t.hosted is not None and t.lobby is not None and t.lobby.isVisible()
    guest = open_window(qtbot, tmp_path / "guest", "Gustav", "solo66")
    guest.together.join(f"ws://127.0.0.1:{t.hosted.port}/", t.hosted.code, "Gustav")
    qtbot.waitUntil(lambda: guest.controller.hosted, timeout=TIMEOUT)
    hosted_controller = t.controller
    assert hosted_controller is not None
    qtbot.waitUntil(
        lambda: (
            t.lobby is not None
            and "Gustav" in t.lobby.seat_line(1, hosted_controller.table["seats"][1])
        ),
        timeout=TIMEOUT,
    )
    start = t.lobby.findChild(QPushButton, "start")
    assert start is not None
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.match.in_hand, timeout=TIMEOUT)
    assert guest.controller.person_seat == 1 and host.controller.person_seat == 0
    assert not guest.undo_action.isEnabled() and not guest.restart_action.isEnabled()

    results = settle(qtbot, [host, guest])

    mine, theirs = results[0], results[1]
    assert to_json(mine.record) == to_json(theirs.record)
    assert mine.chips == theirs.chips and sum(mine.chips) == 0
    assert host.controller.match.totals == guest.controller.match.totals == list(mine.chips)
    # Both ledgers have the hand, card for card.
    assert t.hosted.table.ledger_match is not None and guest.together.joined is not None
    assert host.ledger is not None and guest.ledger is not None
    hosted_rows = host.ledger.hand_records(t.hosted.table.ledger_match)
    joined_match = guest.together.joined.session.ledger_match
    assert joined_match is not None
    joined_rows = guest.ledger.hand_records(joined_match)
    assert len(hosted_rows) == len(joined_rows) == 1
    assert hosted_rows == joined_rows == [to_json(mine.record)]
    # The scoreboards show the same row.
    model_h, model_g = host.scoreboard.model, guest.scoreboard.model
    assert model_h.rowCount() == model_g.rowCount() >= 2
    row_h = [model_h.data(model_h.index(0, col)) for col in range(model_h.columnCount())]
    row_g = [model_g.data(model_g.index(0, col)) for col in range(model_g.columnCount())]
    assert row_h == row_g


def said(bar: TogetherBar, line: str) -> bool:
    """Whether the chat shows `line`."""
    return line in bar.chat.toPlainText()


def test_the_table_shows_who_is_away_and_who_stands_in_and_carries_the_chat(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loopback(monkeypatch)
    host = open_window(qtbot, tmp_path / "host", "Hanna", "solo_whist")
    host.new_match(
        hosted_choice("solo_whist", ("you", "open", "normal", "normal"), ("Hanna", "", "", ""))
    )
    t = host.together
    assert t.hosted is not None and t.lobby is not None
    t.hosted.table.grace = 0.5
    url, code = f"ws://127.0.0.1:{t.hosted.port}/", t.hosted.code
    guest = open_window(qtbot, tmp_path / "guest", "Gustav", "solo66")
    guest.together.join(url, code, "Gustav")
    qtbot.waitUntil(lambda: guest.controller.hosted, timeout=TIMEOUT)
    start = t.lobby.findChild(QPushButton, "start")
    assert start is not None
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.match.in_hand, timeout=TIMEOUT)
    assert t.bar.isVisible() and guest.together.bar.isVisible()

    # The chat line: typed in one window, shown in both.
    qtbot.keyClicks(guest.together.bar.line, "Good luck!")
    qtbot.keyClick(guest.together.bar.line, Qt.Key.Key_Return)
    for bar in (host.together.bar, guest.together.bar):
        qtbot.waitUntil(partial(said, bar, "Gustav: Good luck!"), timeout=TIMEOUT)

    # A blip in the guest's own connection: his window says so, and comes back by itself.
    joined = guest.together.joined
    assert joined is not None and joined.client._socket is not None
    joined.client._socket.abort()
    qtbot.waitUntil(lambda: "Connection lost at" in guest.together.bar.news.text(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: "At the table of" in guest.together.bar.news.text(), timeout=TIMEOUT)
    assert guest.controller.person_seat == 1 and guest.controller.hosted

    # The guest's connection drops: the host sees it lost, then a computer standing in.
    assert joined is not None
    joined.client._finish(1)  # the connection closes without a bye, and stays closed
    qtbot.waitUntil(
        lambda: "Gustav is played by the computer for now" in t.bar.news.text(), timeout=TIMEOUT
    )
    assert "(since " in t.bar.news.text()
    qtbot.waitUntil(lambda: "computer for now" in host.scene.plate(1).info, timeout=TIMEOUT)

    # A window started again comes back to the seat it kept (seat and token in joined.json).
    again = open_window(qtbot, tmp_path / "guest", "Gustav", "solo66")
    again.together.join(url, code, "Gustav")
    qtbot.waitUntil(lambda: again.controller.hosted, timeout=TIMEOUT)
    assert again.controller.person_seat == 1
    qtbot.waitUntil(lambda: "computer for now" not in t.bar.news.text(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: "computer for now" not in host.scene.plate(1).info, timeout=TIMEOUT)


def test_a_host_who_leaves_is_told_at_once_and_the_hands_stay_in_the_ledger(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loopback(monkeypatch)
    host = open_window(qtbot, tmp_path / "host", "Hanna", "sixty_six")
    host.new_match(hosted_choice("sixty_six", ("you", "open"), ("Hanna", "")))
    t = host.together
    assert t.hosted is not None and t.lobby is not None
    guest = open_window(qtbot, tmp_path / "guest", "Gustav", "solo66")
    guest.together.join(f"ws://127.0.0.1:{t.hosted.port}/", t.hosted.code, "Gustav")
    qtbot.waitUntil(lambda: guest.controller.hosted, timeout=TIMEOUT)
    start = t.lobby.findChild(QPushButton, "start")
    assert start is not None
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    settle(qtbot, [host, guest])
    joined = guest.together.joined
    assert joined is not None and joined.session.ledger_match is not None and guest.ledger
    booked = guest.ledger.hand_records(joined.session.ledger_match)
    assert len(booked) == 1
    # The host closes his table: Game > Leave the table, answered yes.
    asked: list[str] = []

    def yes(parent: object, title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    leave = host.findChild(QAction, "leave")
    assert leave is not None and leave.isEnabled()
    leave.trigger()
    assert asked and "Everybody at it is sent away" in asked[0]
    qtbot.waitUntil(lambda: guest.together.host_gone, timeout=5000)  # not after two minutes
    assert "The host has left" in guest.together.bar.news.text()
    assert guest.ledger.hand_records(joined.session.ledger_match) == booked
    assert not host.controller.hosted and host.controller.match.in_hand  # back to a local game
    assert not leave.isEnabled() and not host.together.bar.isVisible()


class QuietFinder(QObject):
    """A finder that hears no tables (the tests send nothing over UDP)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None, **_: object) -> None:
        super().__init__(parent)
        self.started = False

    def start(self) -> bool:
        self.started = True
        return True

    def stop(self) -> None:
        self.started = False

    def tables(self) -> list[object]:
        return []

    @staticmethod
    def url(a: object) -> str:
        return ""


def test_game_menu_join_a_table_types_the_address_and_the_code(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from solo_desktop.net import discovery

    loopback(monkeypatch)
    monkeypatch.setattr(discovery, "Finder", QuietFinder)
    host = open_window(qtbot, tmp_path / "host", "Hanna", "solo_whist")
    host.new_match(
        hosted_choice("solo_whist", ("you", "open", "normal", "normal"), ("Hanna", "", "", ""))
    )
    t = host.together
    assert t.hosted is not None
    guest = open_window(qtbot, tmp_path / "guest", "Gustav", "solo66")
    typed: list[str] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "JoinDialog"
        address = dialog.findChild(QLineEdit, "address")
        code = dialog.findChild(QLineEdit, "code")
        assert address is not None and code is not None
        qtbot.keyClicks(address, f"127.0.0.1:{t.hosted.port}" if t.hosted else "")
        qtbot.keyClicks(code, t.hosted.code.lower() if t.hosted else "")  # typed in lower case
        typed.append(code.text())
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        join = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert join is not None and join.isEnabled()
        qtbot.mouseClick(join, Qt.MouseButton.LeftButton)

    QTimer.singleShot(200, fill_in)
    menu_join = guest.findChild(QAction, "join")
    assert menu_join is not None
    menu_join.trigger()
    assert typed == [t.hosted.code]  # upper-cased as typed
    assert guest.together.finder is not None and guest.together.finder.started
    qtbot.waitUntil(lambda: guest.controller.hosted, timeout=TIMEOUT)
    assert guest.controller.person_seat == 1


def test_game_menu_host_a_table_opens_the_lobby_with_open_seats(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loopback(monkeypatch)
    host = open_window(qtbot, tmp_path / "host", "Hanna", "solo_whist")
    seen: list[str] = []

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        seen.append(dialog.windowTitle())
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None and ok.isEnabled()
        seen.append(ok.text())
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(200, accept)
    menu_host = host.findChild(QAction, "host")
    assert menu_host is not None
    menu_host.trigger()
    assert seen == ["Host a table", "Open the table"]
    t = host.together
    assert t.hosted is not None and t.lobby is not None and t.lobby.isVisible()
    kinds = [s["kind"] for s in t.hosted.table.table_json()["seats"]]
    assert kinds[0] == "person" and "open" in kinds[1:]
    assert host.controller.hosted and not host.controller.match.in_hand
    assert host.leave_action.isEnabled() and not host.restart_action.isEnabled()
