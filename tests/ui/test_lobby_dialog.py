"""The lobby of a hosted table: the code and how to copy it, the addresses, the seats as the
table frames them, the Start button; and this computer's addresses."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QGuiApplication
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton
from pytestqt.qtbot import QtBot

from solo_desktop.core import registry
from solo_desktop.model.match import Seat
from solo_desktop.ui.dialogs.lobby import LobbyDialog, host_addresses, ws_url
from solo_desktop.ui.dialogs.new_game import COMPUTER, OPEN, PERSON, YOU, NewGameChoice


def label(dialog: LobbyDialog, name: str) -> QLabel:
    """The dialog's label of that object name."""
    widget = dialog.findChild(QLabel, name)
    assert isinstance(widget, QLabel), name
    return widget


def button(dialog: LobbyDialog, name: str) -> QPushButton:
    """The dialog's button of that object name."""
    widget = dialog.findChild(QPushButton, name)
    assert isinstance(widget, QPushButton), name
    return widget


def lines(dialog: LobbyDialog) -> list[str]:
    """The seat lines as shown."""
    seats = dialog.findChild(QListWidget, "seats")
    assert isinstance(seats, QListWidget)
    return [seats.item(i).text() for i in range(seats.count())]


def seat(name: str, kind: str, level: str | None = None, **flags: bool) -> dict[str, Any]:
    """One seat of a `table` frame."""
    return {
        "name": name,
        "kind": kind,
        "level": level,
        "connected": flags.get("connected", False),
        "stand_in": flags.get("stand_in", False),
    }


CHOICE = NewGameChoice(
    "solo66",
    (
        Seat("Me"),
        Seat("Bea"),
        Seat("Seat 3", "strong"),
        Seat("Seat 4", "normal"),
        Seat("David", "easy"),
    ),
    registry.get("solo66").house_rules(),
    (YOU, PERSON, OPEN, OPEN, COMPUTER),
)


@pytest.fixture
def lobby(qtbot: QtBot) -> LobbyDialog:
    """A lobby of the table K7QM2X on two addresses, seats as in CHOICE."""
    dialog = LobbyDialog("K7QM2X", 47066, ["192.168.1.5", "2001:db8::5"], choice=CHOICE)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_code_is_shown_large_and_the_button_copies_it(qtbot: QtBot, lobby: LobbyDialog) -> None:
    code = label(lobby, "code")
    assert code.text() == "K7QM2X"
    assert code.font().pixelSize() >= 32
    assert code.font().letterSpacing() > 0
    assert QFontInfo(code.font()).fixedPitch()
    assert code.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    QGuiApplication.clipboard().setText("something else")
    qtbot.mouseClick(button(lobby, "copy"), Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "K7QM2X"
    assert "Join a table" in " ".join(w.text() for w in lobby.findChildren(QLabel))


def test_the_addresses_are_listed_both_ways(lobby: LobbyDialog) -> None:
    text = label(lobby, "addresses").text().splitlines()
    assert text[0].startswith("192.168.1.5 port 47066")
    assert text[0].endswith("(ws://192.168.1.5:47066/)")
    assert text[1].startswith("2001:db8::5 port 47066")
    assert text[1].endswith("(ws://[2001:db8::5]:47066/)")


def test_without_a_network_only_this_computer_can_join(qtbot: QtBot) -> None:
    dialog = LobbyDialog("K7QM2X", 47070, [])
    qtbot.addWidget(dialog)
    text = label(dialog, "addresses").text()
    assert "Only this computer" in text
    assert "127.0.0.1 port 47070" in text


def test_the_seats_follow_the_table(lobby: LobbyDialog) -> None:
    seats = [
        seat("Me", "person", connected=True),
        seat("Bea", "person", connected=True),
        seat("Seat 3", "open"),
        seat("Seat 4", "open"),
        seat("David", "computer", "easy"),
    ]
    table: dict[str, Any] = {"game": "solo66", "started": False, "seats": seats}
    lobby.set_table(table)
    assert lines(lobby) == [
        "Me: you",
        "Bea: at this computer",
        "Seat 3: waiting… (if nobody joins: Strong (thinks ahead))",
        "Seat 4: waiting… (if nobody joins: Normal)",
        "David: computer player (Easy)",
    ]
    seats[2] = seat("Anna", "person", connected=True)
    seats[3] = seat("Carl", "person", connected=False)
    lobby.set_table(table)
    assert lines(lobby)[2:4] == ["Anna: joined", "Carl: connection lost"]
    seats[3] = seat("Carl", "person", "normal", stand_in=True)
    lobby.set_table(table)
    assert lines(lobby)[3] == "Carl: connection lost, a computer player stands in"
    table["seats"] = seats[:3]
    lobby.set_table(table)
    assert len(lines(lobby)) == 3
    assert "Solo 66" in label(lobby, "table_info").text()


def test_without_the_choice_the_table_alone_is_told(qtbot: QtBot) -> None:
    dialog = LobbyDialog("K7QM2X", 47066, ["10.0.0.2"])
    qtbot.addWidget(dialog)
    dialog.set_table(
        {
            "seats": [
                seat("Me", "person", connected=True),
                seat("Bea", "person", connected=True) | {"local": True},
                seat("Seat 2", "open", "normal"),
                seat("Seat 3", "open"),
                seat("Bernd", "computer"),
            ]
        }
    )
    assert lines(dialog) == [
        "Me: joined",
        "Bea: at this computer",
        "Seat 2: waiting… (if nobody joins: Normal)",
        "Seat 3: waiting…",
        "Bernd: computer player",
    ]


def test_start_asks_for_the_start_and_close_rejects(qtbot: QtBot, lobby: LobbyDialog) -> None:
    start = button(lobby, "start")
    assert start.isDefault()
    assert "computer players" in start.toolTip()
    with qtbot.waitSignal(lobby.start_requested, timeout=1000):
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    assert lobby.isVisible()  # the host closes it when the match has started
    lobby.set_table({"game": "solo66", "started": True, "seats": []})
    assert not start.isEnabled()
    with qtbot.waitSignal(lobby.rejected, timeout=1000):
        qtbot.mouseClick(button(lobby, "close_table"), Qt.MouseButton.LeftButton)


def test_the_host_addresses_are_never_loopback_nor_link_local() -> None:
    addresses = host_addresses()
    assert len(addresses) == len(set(addresses))
    for address in addresses:
        assert address not in ("127.0.0.1", "::1")
        assert not address.startswith(("127.", "fe80:"))
        assert "%" not in address
    four = [a for a in addresses if ":" not in a]
    assert addresses[: len(four)] == four  # IPv4 first


def test_ws_url_brackets_ipv6() -> None:
    assert ws_url("10.0.0.2", 47066) == "ws://10.0.0.2:47066/"
    assert ws_url("fd00::2", 5) == "ws://[fd00::2]:5/"
