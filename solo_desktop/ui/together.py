"""Playing together in the window: hosting a table, joining one, and what the table shows
about the people at it (who is connected, who is played by the computer for now, one's own
lost connection, the chat line).

`Together` belongs to the main window and holds the hosted or joined table while there is
one; the window plays it through the table's `RemoteController` like any other match.
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from solo_desktop.controller.remote_controller import RemoteController
    from solo_desktop.net.sessions import HostedTable, JoinedTable
    from solo_desktop.ui.dialogs.lobby import LobbyDialog
    from solo_desktop.ui.dialogs.new_game import NewGameChoice
    from solo_desktop.ui.main_window import MainWindow

CHAT_LINES = 200
"""How many chat lines the bar keeps."""


class TogetherBar(QWidget):
    """Under the table at a hosted match: the table's news, Leave, and the chat line."""

    leave_requested = Signal()
    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        """The bar, hidden until a hosted match is shown."""
        super().__init__(parent)
        self.setObjectName("together")
        self.news = QLabel()
        self.news.setObjectName("table_news")
        self.news.setWordWrap(True)
        self.news.setTextFormat(Qt.TextFormat.PlainText)
        self.leave = QPushButton()
        self.leave.setObjectName("leave")
        self.leave.clicked.connect(self.leave_requested)
        self.chat = QPlainTextEdit()
        self.chat.setObjectName("chat_log")
        self.chat.setReadOnly(True)
        self.chat.setMaximumBlockCount(CHAT_LINES)
        self.chat.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.line = QLineEdit()
        self.line.setObjectName("chat_line")
        self.line.setMaxLength(200)
        self.line.returnPressed.connect(self._say)
        self._name()
        top = QHBoxLayout()
        top.addWidget(self.news, 1)
        top.addWidget(self.leave)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.chat)
        layout.addWidget(self.line)
        self.hide()

    def _name(self) -> None:
        """The bar's words and what screen readers call its parts (again in a new language)."""
        self.setAccessibleName(self.tr("The table's people and chat"))
        self.news.setAccessibleName(self.tr("News of the table"))
        self.leave.setText(self.tr("Leave the table"))
        self.leave.setAccessibleName(self.leave.text())
        self.leave.setAccessibleDescription(
            self.tr("Leave this table: you are asked first while a match is on.")
        )
        self.chat.setAccessibleName(self.tr("Chat"))
        self.chat.setAccessibleDescription(self.tr("What the people at the table said"))
        self.line.setPlaceholderText(self.tr("Say something to the table (Enter sends)"))
        self.line.setAccessibleName(self.tr("Chat line"))
        self.line.setAccessibleDescription(self.line.placeholderText())

    def changeEvent(self, event: QEvent) -> None:
        """Words and names again in a new language."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()

    def set_news(self, text: str, warn: bool = False) -> None:
        """What the table says now (warn: a lost connection, in red)."""
        self.news.setText(text)
        self.news.setStyleSheet("color: #b3261e; font-weight: bold" if warn else "")

    def add_chat(self, name: str, text: str) -> None:
        """Show a chat line."""
        self.chat.appendPlainText(f"{name}: {text}")

    def _say(self) -> None:
        text = self.line.text().strip()
        if text:
            self.said.emit(text)
        self.line.clear()


class Together(QObject):
    """The window's hosted or joined table (at most one at a time)."""

    address = "0.0.0.0"
    """Where a hosted table listens: every interface (tests: loopback only)."""
    port = 47066
    """The port a hosted table tries first (PROTOCOL.md's default); any free one otherwise."""
    announce = True
    """Whether a hosted table announces itself on the local network."""

    def __init__(self, window: MainWindow) -> None:
        """For `window`: its bar goes under the table."""
        super().__init__(window)
        self.window = window
        self.bar = TogetherBar()
        self.bar.leave_requested.connect(self.ask_leave)
        self.bar.said.connect(self._say)
        self.hosted: HostedTable | None = None
        self.joined: JoinedTable | None = None
        self.lobby: LobbyDialog | None = None
        self.finder: Any = None
        self.since: dict[int, float] = {}
        """Per seat: since when a computer player stands in (wall clock)."""
        self.lost_at: float | None = None
        """Since when this window's own connection is lost."""
        self.host_gone = False

    @property
    def active(self) -> bool:
        """Whether the window is at a hosted table."""
        return self.hosted is not None or self.joined is not None

    @property
    def controller(self) -> RemoteController | None:
        """The hosted table's controller, if the window is at one."""
        table = self.hosted or self.joined
        return None if table is None else table.controller

    # -- hosting ---------------------------------------------------------------------------

    def host(self, choice: NewGameChoice) -> bool:
        """Open a table for `choice` (its open seats wait for people on other computers) and
        show the lobby; False when no port could be opened."""
        from solo_desktop.core import registry
        from solo_desktop.net.sessions import HostedTable
        from solo_desktop.ui.dialogs.lobby import LobbyDialog, host_addresses

        self.leave()
        kinds = []
        for seat in range(len(choice.seats)):
            kind = choice.kind(seat)
            kinds.append(kind if kind in ("open", "computer") else "person")
        w = self.window
        try:
            hosted = HostedTable(
                registry.get(choice.game_id),
                choice.rules,
                kinds,
                [s.name for s in choice.seats],
                [s.bot for s in choice.seats],
                ledger=w.ledger,
                hints=w.settings.hints,
                port=self.port,
                address=self.address,
                announce=self.announce,
            )
        except OSError as e:
            QMessageBox.warning(
                w,
                self.tr("Host a table"),
                self.tr("The table could not be opened: {error}").format(error=e),
            )
            return False
        self.hosted = hosted
        hosted.closed.connect(self._table_closed)
        assert hosted.controller is not None
        self._follow(hosted.controller)
        lobby = LobbyDialog(hosted.code, hosted.port, host_addresses(), w, choice=choice)
        lobby.setObjectName("Lobby")
        lobby.set_table(hosted.controller.table)
        hosted.controller.table_changed.connect(lambda: lobby.set_table(self._table()))
        lobby.start_requested.connect(self._start_hosted)
        lobby.rejected.connect(self._lobby_closed)
        self.lobby = lobby
        self._news()
        lobby.show()  # not modal: the host may chat and look at the table while people join
        return True

    def _table(self) -> dict[str, Any]:
        c = self.controller
        return c.table if c is not None else {}

    def _start_hosted(self) -> None:
        if self.lobby is not None:
            lobby, self.lobby = self.lobby, None
            lobby.rejected.disconnect(self._lobby_closed)
            lobby.accept()
        if self.hosted is not None:
            self.hosted.start()

    def _lobby_closed(self) -> None:
        """Close table: back to a match against the computer."""
        self.lobby = None
        self.leave()
        self.window.restore_local_match()

    # -- joining ---------------------------------------------------------------------------

    def ask_join(self) -> None:
        """Game > Join a table: the tables on the network, or an address and a code."""
        from PySide6.QtWidgets import QDialog

        from solo_desktop.ui.dialogs.join import JoinDialog

        if self.finder is None:
            from solo_desktop.net.discovery import Finder

            self.finder = Finder(parent=self)
            self.finder.start()
        w = self.window
        dialog = JoinDialog(self.finder, w.settings.player_name or self.tr("You"), w)
        dialog.setObjectName("JoinDialog")
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        self.join(choice.url, choice.code, choice.name)

    def join(self, url: str, code: str, name: str, reconnect_for: float | None = None) -> None:
        """Join the table `code` at `url` as `name`."""
        from solo_desktop.net.sessions import JoinedTable

        self.leave()
        w = self.window
        kept = w.paths.data / "joined.json" if w.paths is not None else None
        joined = JoinedTable(url, code, name, w.ledger, kept, reconnect_for, parent=self)
        self.joined = joined
        joined.ready.connect(self._joined_ready)
        joined.ended.connect(self._joined_ended)
        joined.connection.connect(self._connection)
        w.controller.pause(True)
        w.status_label.setText(self.tr("Joining the table at {url}…").format(url=url))
        joined.start()

    def _joined_ready(self) -> None:
        if self.joined is None or self.joined.controller is None:
            return
        self._follow(self.joined.controller)
        self._news()
        self.joined.controller.start()

    def _joined_ended(self, status: int) -> None:
        joined = self.joined
        if joined is None:
            return
        w = self.window
        if status == 2 and joined.refusal is not None:
            QMessageBox.warning(
                w,
                self.tr("Join a table"),
                self.tr("The host refused: {message}").format(message=joined.refusal[1]),
            )
        elif status == 1 and joined.controller is None:
            QMessageBox.warning(
                w,
                self.tr("Join a table"),
                self.tr("The table could not be reached: {error}").format(
                    error=joined.client.error
                ),
            )
        if joined.controller is None:
            self.joined = None
            joined.deleteLater()
            w.controller.pause(False)
            w.status_label.setText("")
            return
        if status == 1:
            self.host_gone = True
            self._news()
        # The match is over (or the host gone): the hands settled stay in the ledger; the
        # table stays on show until the person leaves or starts a new game.

    def _connection(self, connected: bool) -> None:
        self.lost_at = None if connected else time.time()
        self._news()

    # -- following the table ---------------------------------------------------------------

    def _follow(self, controller: RemoteController) -> None:
        self.window.use_controller(controller)
        controller.table_changed.connect(self._news)
        controller.chat_received.connect(self._chat)
        controller.hand_started.connect(self.decorate)
        self.bar.chat.clear()
        self.bar.show()

    def _chat(self, seat: int, name: str, text: str) -> None:
        self.bar.add_chat(name, text)

    def _say(self, text: str) -> None:
        c = self.controller
        if c is not None:
            c.say(text)

    def seat_states(self) -> list[str]:
        """Each seat's state in words, for the bar (and the tests)."""
        c = self.controller
        if c is None:
            return []
        seats = c.table.get("seats", [])
        mine = set(c.local_people)
        now = time.time()
        states = []
        for i, s in enumerate(seats):
            name = str(s.get("name", "?"))
            if s.get("stand_in") is True:
                since = self.since.setdefault(i, now)
                clock = datetime.fromtimestamp(since).strftime("%H:%M")
                states.append(
                    self.tr("{name} is played by the computer for now (since {time})").format(
                        name=name, time=clock
                    )
                )
                continue
            self.since.pop(i, None)
            if s.get("kind") == "person" and i not in mine and s.get("connected") is not True:
                states.append(self.tr("{name}: connection lost").format(name=name))
            elif s.get("kind") == "open":
                states.append(self.tr("{name}: waiting for a person").format(name=name))
        return states

    def _news(self) -> None:
        c = self.controller
        if c is None:
            return
        if self.host_gone:
            self.bar.set_news(
                self.tr("The host has left. The hands settled so far are in your ledger."), True
            )
            return
        if self.lost_at is not None:
            clock = datetime.fromtimestamp(self.lost_at).strftime("%H:%M:%S")
            self.bar.set_news(
                self.tr("Connection lost at {time}: reconnecting…").format(time=clock), True
            )
            return
        states = self.seat_states()
        if self.hosted is not None:
            head = self.tr("You host table {code}").format(code=self.hosted.code)
        else:
            head = self.tr("At the table of {url}").format(
                url=self.joined.url if self.joined else ""
            )
        self.bar.set_news(" · ".join([head, *states]) if states else head)
        self.decorate()

    def decorate(self) -> None:
        """Mark the seats a computer plays for now on the table's name plates."""
        c = self.controller
        w = self.window
        if c is None or w.controller is not c:
            return
        w.scene.set_seats([s.name for s in c.match.seats], bottom=c.person_seat)  # new names
        notes = {}
        for i, s in enumerate(c.table.get("seats", [])):
            if s.get("stand_in") is True:
                notes[i] = self.tr("computer for now")
        if notes != w.presenter.notes:
            w.presenter.notes = notes
            if c.match.in_hand:
                w.presenter.update_plates()

    # -- leaving ---------------------------------------------------------------------------

    def ask_leave(self) -> None:
        """The Leave button: leave the table (asked first while a match is on)."""
        if not self.active:
            return
        c = self.controller
        if c is not None and not c.match.over and not self.host_gone:
            text = (
                self.tr("Close the table? Everybody at it is sent away.")
                if self.hosted is not None
                else self.tr("Leave the table? A computer player takes your seat.")
            )
            answer = QMessageBox.question(self.window, self.tr("Leave the table"), text)
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.leave()
        self.window.restore_local_match()

    def leave(self) -> None:
        """Leave the hosted or joined table (nothing asked)."""
        hosted, joined = self.hosted, self.joined
        self.hosted = self.joined = None
        self.since.clear()
        self.lost_at, self.host_gone = None, False
        if self.lobby is not None:
            lobby, self.lobby = self.lobby, None
            lobby.rejected.disconnect(self._lobby_closed)
            lobby.close()
        if hosted is not None:
            hosted.close()
            QTimer.singleShot(1000, hosted.deleteLater)  # after its port (net.sessions.CLOSING_MS)
        if joined is not None:
            joined.ended.disconnect(self._joined_ended)
            joined.leave()
            QTimer.singleShot(0, joined.deleteLater)
        self.bar.hide()

    def _table_closed(self) -> None:
        """The hosted match is over: its connections are closed; the table stays on show."""
