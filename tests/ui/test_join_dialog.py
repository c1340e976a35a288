"""Joining a table: addresses as people type them, the tables a finder finds, the code and
name checks before Join, and what the dialog hands back."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QListWidget, QPushButton
from pytestqt.qtbot import QtBot

from solo_desktop.hosting.protocol import DEFAULT_PORT
from solo_desktop.ui.dialogs.join import JoinChoice, JoinDialog, parse_address


@pytest.mark.parametrize(
    ("text", "url"),
    [
        ("192.168.1.5", "ws://192.168.1.5:47066/"),
        ("  192.168.1.5:5000 ", "ws://192.168.1.5:5000/"),
        ("ws://192.168.1.5:5000/", "ws://192.168.1.5:5000/"),
        ("WS://192.168.1.5:5000", "ws://192.168.1.5:5000/"),
        ("ws://192.168.1.5/", "ws://192.168.1.5:47066/"),
        ("192.168.1.5/", "ws://192.168.1.5:47066/"),
        ("anna-pc", "ws://anna-pc:47066/"),
        ("Anna-PC.local:47067", "ws://anna-pc.local:47067/"),
        ("ws://table.example.org/", "ws://table.example.org:47066/"),
        ("localhost:1", "ws://localhost:1/"),
        ("[::1]:47066", "ws://[::1]:47066/"),
        ("[2001:DB8::5]", "ws://[2001:db8::5]:47066/"),
        ("ws://[fd00::2]:9/", "ws://[fd00::2]:9/"),
        ("fd00::2", "ws://[fd00::2]:47066/"),
        ("host:65535", "ws://host:65535/"),
    ],
)
def test_addresses_people_type(text: str, url: str) -> None:
    assert parse_address(text) == url


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "http://192.168.1.5:47066/",
        "wss://192.168.1.5/",
        "192.168.1.5:0",
        "192.168.1.5:65536",
        "192.168.1.5:port",
        "192.168.1.5:",
        "192.168.1.5:-1",
        "192.168.1.5:４７",
        "999.1.1.1",
        "1.2.3",
        "ws://192.168.1.5:47066/table",
        "ws://",
        "ws:///",
        "anna pc",
        "anna_pc",
        "-anna",
        "user@host",
        "[::1",
        "[::1]x",
        "[192.168.1.5]:47066",
        "[::1]:",
        "fe80::1%eth0",
        "::g",
        "host:1:2",
    ],
)
def test_addresses_that_cannot_be_one(text: str) -> None:
    assert parse_address(text) is None


def test_the_default_port_is_the_protocol_s() -> None:
    assert parse_address("h") == f"ws://h:{DEFAULT_PORT}/"


@dataclass(frozen=True)
class Table:
    """An announced table, as solo_desktop.hosting.discovery.Announcement has it."""

    name: str
    game: str
    players: int
    open_seats: int
    port: int
    started: bool
    address: str


class FakeFinder(QObject):
    """A finder whose tables the test sets."""

    changed = Signal()

    def __init__(self) -> None:
        """No tables found yet."""
        super().__init__()
        self.found: list[Table] = []

    def tables(self) -> list[Table]:
        """The tables set by the test."""
        return list(self.found)

    def url(self, a: Table) -> str:
        """Where a table is joined."""
        return f"ws://{a.address}:{a.port}/"

    def announce(self, *tables: Table) -> None:
        """The finder has found these tables now."""
        self.found = list(tables)
        self.changed.emit()


ANNA = Table("Anna", "solo66", 5, 2, 47066, False, "192.168.1.5")
BERND = Table("Bernd", "six_bid", 4, 0, 47070, True, "192.168.1.9")


def field(dialog: JoinDialog, name: str) -> QLineEdit:
    """The dialog's line edit of that object name."""
    widget = dialog.findChild(QLineEdit, name)
    assert isinstance(widget, QLineEdit), name
    return widget


def tables(dialog: JoinDialog) -> QListWidget:
    """The list of tables found."""
    widget = dialog.findChild(QListWidget, "tables")
    assert isinstance(widget, QListWidget)
    return widget


def texts(dialog: JoinDialog) -> list[str]:
    """The lines of the list of tables."""
    box = tables(dialog)
    return [box.item(i).text() for i in range(box.count())]


def join_button(dialog: JoinDialog) -> QPushButton:
    """The Join button."""
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box.button(QDialogButtonBox.StandardButton.Ok)


@pytest.fixture
def finder() -> FakeFinder:
    """A finder that has found nothing yet."""
    return FakeFinder()


@pytest.fixture
def dialog(qtbot: QtBot, finder: FakeFinder) -> JoinDialog:
    """The dialog, shown, your name Carl."""
    d = JoinDialog(finder, "Carl")
    qtbot.addWidget(d)
    d.show()
    return d


def test_the_found_tables_are_listed_and_follow_the_finder(
    dialog: JoinDialog, finder: FakeFinder
) -> None:
    assert texts(dialog) == ["Looking for tables… You can also type the address."]
    assert not tables(dialog).item(0).flags() & Qt.ItemFlag.ItemIsSelectable
    finder.announce(ANNA)
    assert texts(dialog) == ["Anna: Solo 66, 2 of 5 seats open (192.168.1.5:47066)"]
    finder.announce(ANNA, BERND)
    assert texts(dialog)[1] == "Bernd: Six-bid Solo, started (192.168.1.9:47070)"
    finder.announce()
    assert len(texts(dialog)) == 1
    assert texts(dialog)[0].startswith("Looking for tables")


def test_choosing_a_table_fills_its_address(dialog: JoinDialog, finder: FakeFinder) -> None:
    finder.announce(ANNA, BERND)
    tables(dialog).setCurrentRow(1)
    assert field(dialog, "address").text() == "ws://192.168.1.9:47070/"
    # A new list keeps the chosen table and leaves a typed address alone.
    field(dialog, "address").setText("10.0.0.7")
    finder.announce(BERND, ANNA)
    assert tables(dialog).currentRow() == 0
    assert field(dialog, "address").text() == "10.0.0.7"


def test_double_clicking_a_table_moves_on_to_the_code(
    qtbot: QtBot, dialog: JoinDialog, finder: FakeFinder
) -> None:
    finder.announce(ANNA)
    box = tables(dialog)
    field(dialog, "name").setFocus()
    centre = box.visualItemRect(box.item(0)).center()
    qtbot.mouseClick(box.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(box.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert field(dialog, "address").text() == "ws://192.168.1.5:47066/"
    qtbot.waitUntil(field(dialog, "code").hasFocus, timeout=1000)


def test_join_is_enabled_only_for_an_address_a_whole_code_and_a_name(
    qtbot: QtBot, dialog: JoinDialog
) -> None:
    join = join_button(dialog)
    assert join.text().replace("&", "") == "Join"
    assert not join.isEnabled()
    qtbot.keyClicks(field(dialog, "address"), "192.168.1.5")
    assert not join.isEnabled()
    qtbot.keyClicks(field(dialog, "code"), "k7qm2")
    assert not join.isEnabled()
    qtbot.keyClicks(field(dialog, "code"), "x")
    assert join.isEnabled()
    assert dialog.problem() is None
    field(dialog, "address").setText("http://192.168.1.5/")
    assert not join.isEnabled()
    assert dialog.problem() is not None
    field(dialog, "address").setText("192.168.1.5:47070")
    assert join.isEnabled()
    field(dialog, "name").setText("   ")
    assert not join.isEnabled()
    field(dialog, "name").setText("Carla")
    assert join.isEnabled()


def test_the_code_is_upper_cased_and_only_takes_code_characters(
    qtbot: QtBot, dialog: JoinDialog
) -> None:
    code = field(dialog, "code")
    qtbot.keyClicks(code, "k7-q m0O1I")  # 0, O, 1 and I are not in a code
    assert code.text() == "K7QM"
    qtbot.keyClicks(code, "2x9")  # a seventh character is refused
    assert code.text() == "K7QM2X"


def test_the_choice(qtbot: QtBot, dialog: JoinDialog, finder: FakeFinder) -> None:
    finder.announce(ANNA)
    tables(dialog).setCurrentRow(0)
    qtbot.keyClicks(field(dialog, "code"), "k7qm2x")
    field(dialog, "name").setText("  Carl  ")
    assert join_button(dialog).isEnabled()
    assert dialog.choice() == JoinChoice("ws://192.168.1.5:47066/", "K7QM2X", "Carl")
    field(dialog, "address").setText(" [::1]:5 ")
    assert dialog.choice().url == "ws://[::1]:5/"


def test_without_a_finder_an_address_is_typed(qtbot: QtBot) -> None:
    dialog = JoinDialog(None, "")
    qtbot.addWidget(dialog)
    assert texts(dialog) == ["Type the address the host gives you."]
    field(dialog, "address").setText("10.0.0.7")
    field(dialog, "code").setText("ABCDEF")
    assert not join_button(dialog).isEnabled()  # no name yet
    field(dialog, "name").setText("Dora")
    assert dialog.choice() == JoinChoice("ws://10.0.0.7:47066/", "ABCDEF", "Dora")
