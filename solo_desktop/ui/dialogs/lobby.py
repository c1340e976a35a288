"""The lobby: while a hosted table waits for its people, the host sees the table code to give
to friends, the addresses where they can reach this computer, and who has joined."""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.ui.dialogs.new_game import OPEN, PERSON, YOU, NewGameChoice
from solo_desktop.ui.dialogs.seat_rows import level_names

CODE_PIXELS = 40
"""The height of the table code's letters."""
MINIMUM_WIDTH = 480
"""Wide enough for a seat line and an IPv6 address without wrapping."""


def ws_url(address: str, port: int) -> str:
    """The table's address as a client opens it: ws://ADDRESS:PORT/ (IPv6 in brackets)."""
    host = f"[{address}]" if ":" in address else address
    return f"ws://{host}:{port}/"


def host_addresses() -> list[str]:
    """Every address of this computer that others can reach: of interfaces up and running,
    not loopback; IPv4 first, then global IPv6 (no link-local fe80::), each once."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    flags = QNetworkInterface.InterfaceFlag
    ipv4: list[str] = []
    ipv6: list[str] = []
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not (state & flags.IsUp and state & flags.IsRunning) or state & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.isLoopback() or ip.isNull():
                continue
            protocol = ip.protocol()
            if protocol == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                ipv4.append(ip.toString())
            elif (
                protocol == QAbstractSocket.NetworkLayerProtocol.IPv6Protocol
                and ip.isGlobal()
                and not ip.isLinkLocal()
            ):
                text = ip.toString().split("%")[0]
                if ipaddress.IPv6Address(text).ipv4_mapped is None:  # not IPv4 in disguise
                    ipv6.append(text)
    return list(dict.fromkeys(ipv4 + ipv6))


class LobbyDialog(QDialog):
    """The host's view of an open table before the match starts: the code, the addresses,
    the seats; Start fills the seats still open with computer players."""

    start_requested = Signal()
    """The host wants the match to start now."""

    def __init__(
        self,
        code: str,
        port: int,
        addresses: list[str],
        parent: QWidget | None = None,
        *,
        choice: NewGameChoice | None = None,
    ) -> None:
        """The table `code` at `port` on `addresses`; `choice`, the seats as the host chose
        them, tells which people sit at this computer and the level of each open seat."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your table"))
        self.setModal(False)
        self.setMinimumWidth(MINIMUM_WIDTH)
        self._code = code
        self._choice = choice

        self._code_label = QLabel(code)
        self._code_label.setObjectName("code")
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setStyleHint(QFont.StyleHint.TypeWriter)
        font.setFixedPitch(True)
        font.setPixelSize(CODE_PIXELS)
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, CODE_PIXELS / 4)
        self._code_label.setFont(font)
        self._code_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self._code_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._code_label.setAccessibleName(self.tr("Table code"))
        self._code_label.setAccessibleDescription(" ".join(code))  # read letter by letter
        self._copy = QPushButton(self.tr("&Copy"))
        self._copy.setObjectName("copy")
        self._copy.setAutoDefault(False)
        self._copy.setAccessibleName(self.tr("Copy the table code"))
        self._copy.clicked.connect(self.copy_code)
        code_row = QHBoxLayout()
        code_row.addWidget(self._code_label)
        code_row.addWidget(self._copy, 0, Qt.AlignmentFlag.AlignVCenter)
        code_row.addStretch(1)
        how = QLabel(self.tr("Friends choose Game › Join a table and type this code."))
        how.setWordWrap(True)

        self._addresses = QLabel(self._address_text(addresses, port))
        self._addresses.setObjectName("addresses")
        self._addresses.setTextFormat(Qt.TextFormat.PlainText)
        self._addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._addresses.setAccessibleName(self.tr("Addresses of this computer"))
        where = QLabel(
            self.tr("If your table is not in their list, they can type an address instead:")
            if addresses
            else self.tr("No network was found.")
        )
        where.setWordWrap(True)

        self._info = QLabel()
        self._info.setObjectName("table_info")
        self._info.setAccessibleName(self.tr("The game of the table"))
        self._seats = QListWidget()
        self._seats.setObjectName("seats")
        self._seats.setAccessibleName(self.tr("Seats"))
        self._seats.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        seats_label = QLabel(self.tr("S&eats"))
        seats_label.setBuddy(self._seats)
        empty = self.tr("Start when everybody is here: seats still empty get computer players.")
        note = QLabel(empty)
        note.setWordWrap(True)

        buttons = QDialogButtonBox()
        self._start = buttons.addButton(self.tr("&Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        self._start.setObjectName("start")
        self._start.setDefault(True)
        self._start.setToolTip(empty)
        self._start.setAccessibleDescription(empty)
        close = buttons.addButton(self.tr("C&lose table"), QDialogButtonBox.ButtonRole.RejectRole)
        close.setObjectName("close_table")
        close.setAutoDefault(False)
        self._start.clicked.connect(self.start_requested)
        close.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(code_row)
        layout.addWidget(how)
        layout.addSpacing(8)
        layout.addWidget(where)
        layout.addWidget(self._addresses)
        layout.addSpacing(8)
        layout.addWidget(self._info)
        layout.addWidget(seats_label)
        layout.addWidget(self._seats, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self._info.hide()
        self._start.setFocus()

    def _address_text(self, addresses: list[str], port: int) -> str:
        """One line per address, both as typed and as a ws:// URL."""
        if not addresses:
            only = self.tr("Only this computer can join: 127.0.0.1 port {port}   ({url})")
            return only.format(port=port, url=ws_url("127.0.0.1", port))
        line = self.tr("{address} port {port}   ({url})")
        return "\n".join(line.format(address=a, port=port, url=ws_url(a, port)) for a in addresses)

    def copy_code(self) -> None:
        """Put the table code on the clipboard (the button says so for a moment)."""
        QGuiApplication.clipboard().setText(self._code)
        self._copy.setText(self.tr("Copied"))
        QTimer.singleShot(2000, self, lambda: self._copy.setText(self.tr("&Copy")))

    def set_table(self, table: Mapping[str, Any]) -> None:
        """Show the seats of a PROTOCOL.md `table` object, each line updated in place."""
        seats = list(table.get("seats", []))
        game, started = table.get("game"), bool(table.get("started"))
        if isinstance(game, str):
            info = self.tr("{game}, {players} players").format(
                game=texts.game_name(game), players=len(seats)
            )
            if started:
                info = self.tr("{table}: the match has started").format(table=info)
            self._info.setText(info)
            self._info.show()
        self._start.setEnabled(not started)
        while self._seats.count() > len(seats):
            self._seats.takeItem(self._seats.count() - 1)
        while self._seats.count() < len(seats):
            self._seats.addItem(QListWidgetItem())
        for i, seat in enumerate(seats):
            item = self._seats.item(i)
            item.setText(self.seat_line(i, seat))
            item.setData(Qt.ItemDataRole.UserRole, seat.get("kind"))

    def seat_line(self, index: int, seat: Mapping[str, Any]) -> str:
        """What the lobby says about one seat of the `table` object."""
        name = str(seat.get("name", ""))
        kind = seat.get("kind")
        level = seat.get("level")
        choice = self._choice
        if choice is not None and index < len(choice.seats) and level is None:
            level = choice.seats[index].bot  # an open seat's fill level
        levels = level_names()
        level_text = levels.get(level, str(level)) if level else None
        local: str | None = PERSON if seat.get("local") else None  # if the frame says so
        if choice is not None and index < len(choice.seats):
            local = choice.kind(index)
        if kind == OPEN:
            if level_text is None:
                return self.tr("{name}: waiting…").format(name=name)
            return self.tr("{name}: waiting… (if nobody joins: {level})").format(
                name=name, level=level_text
            )
        if kind == PERSON:
            if local == YOU:
                return self.tr("{name}: you").format(name=name)
            if local == PERSON:
                return self.tr("{name}: at this computer").format(name=name)
            if seat.get("connected"):
                return self.tr("{name}: joined").format(name=name)
            if seat.get("stand_in"):
                return self.tr("{name}: connection lost, a computer player stands in").format(
                    name=name
                )
            return self.tr("{name}: connection lost").format(name=name)
        if level_text is None:
            return self.tr("{name}: computer player").format(name=name)
        return self.tr("{name}: computer player ({level})").format(name=name, level=level_text)
