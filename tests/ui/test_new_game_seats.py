"""The new-game dialog's seats: who plays each seat (you, a person here, a person who joins, a
computer player), the checks before dealing, and hosting a table."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from solo_desktop.ai.bot import bot_names
from solo_desktop.core import registry
from solo_desktop.model.match import Seat
from solo_desktop.ui.dialogs.new_game import (
    COMPUTER,
    OPEN,
    PERSON,
    YOU,
    NewGameDialog,
    default_level,
    default_seats,
)


def child(dialog: QWidget, kind: type, name: str) -> QWidget:
    """The child widget of that type and object name (which must exist)."""
    widget = dialog.findChild(kind, name)
    assert widget is not None, name
    return widget


def ok_button(dialog: NewGameDialog) -> QPushButton:
    """The dialog's OK button (Deal or Open the table)."""
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box.button(QDialogButtonBox.StandardButton.Ok)


def problem(dialog: NewGameDialog) -> QLabel:
    """The label saying why the OK button is disabled."""
    label = child(dialog, QLabel, "problem")
    assert isinstance(label, QLabel)
    return label


def make(qtbot: QtBot, game: str = "solo66", host: bool = False) -> NewGameDialog:
    """A shown dialog on `game`, your name Me."""
    dialog = NewGameDialog(game, "Me", {}, host=host)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def normal(game: str) -> str:
    """The level a new computer seat of `game` gets."""
    return default_level(bot_names(registry.get(game)))


def test_by_default_you_play_against_computer_players(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    choice = dialog.choice()
    assert choice.kinds == (YOU, COMPUTER, COMPUTER, COMPUTER, COMPUTER)
    assert choice.seats == default_seats("solo66", 5, "Me", normal("solo66"))
    assert not choice.hosted
    assert choice.local_people == (0,)
    assert dialog.windowTitle() == "New game"
    assert ok_button(dialog).text() == "Deal"
    assert ok_button(dialog).isEnabled()
    assert not problem(dialog).isVisibleTo(dialog)
    for seat in range(5):
        kind = child(dialog, QComboBox, f"kind_{seat}")
        assert isinstance(kind, QComboBox)
        assert [kind.itemText(i) for i in range(kind.count())] == [
            "You",
            "A person at this computer",
            "Open for a person on another computer",
            "Computer player",
        ]
    assert not child(dialog, QComboBox, "level_0").isVisibleTo(dialog)
    assert child(dialog, QComboBox, "level_1").isVisibleTo(dialog)


def test_hosting_opens_the_other_seats(qtbot: QtBot) -> None:
    dialog = make(qtbot, "six_bid", host=True)
    assert dialog.windowTitle() == "Host a table"
    assert ok_button(dialog).text() == "Open the table"
    assert ok_button(dialog).isEnabled()
    level = normal("six_bid")
    dialog.set_level(2, "random")
    choice = dialog.choice()
    assert choice.kinds == (YOU, OPEN, OPEN)
    assert choice.seats == (Seat("Me"), Seat("Seat 2", level), Seat("Seat 3", "random"))
    assert choice.hosted
    assert choice.local_people == (0,)
    fill = child(dialog, QComboBox, "level_1")
    assert fill.isVisibleTo(dialog)
    assert "if nobody joins" in fill.accessibleName()
    # A seat added later is open too.
    players = child(dialog, QSpinBox, "players")
    assert isinstance(players, QSpinBox)
    players.setValue(4)
    assert dialog.choice().kinds == (YOU, OPEN, OPEN, OPEN)


def test_an_open_seat_in_a_new_game_turns_deal_into_open_the_table(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.set_kind(2, OPEN)
    dialog.set_level(2, "strong")
    assert ok_button(dialog).text() == "Open the table"
    choice = dialog.choice()
    assert choice.seats[2] == Seat("Seat 3", "strong")
    assert choice.kind(2) == OPEN
    assert choice.hosted
    assert child(dialog, QComboBox, "level_2").isVisibleTo(dialog)
    dialog.set_kind(2, COMPUTER)
    assert ok_button(dialog).text() == "Deal"
    assert dialog.choice().seats[2] == Seat("Bernd", "strong")


def test_a_person_at_this_computer_needs_a_name(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.set_kind(1, PERSON)
    name = child(dialog, QLineEdit, "person_name_1")
    assert name.isVisibleTo(dialog)
    assert not child(dialog, QComboBox, "level_1").isVisibleTo(dialog)
    assert not ok_button(dialog).isEnabled()
    assert problem(dialog).isVisibleTo(dialog)
    assert problem(dialog).text() == "Seat 2: type the person's name."
    qtbot.keyClicks(name, "  Bea ")
    assert ok_button(dialog).isEnabled()
    assert dialog.problem is None
    assert not problem(dialog).isVisibleTo(dialog)
    choice = dialog.choice()
    assert choice.seats[:2] == (Seat("Me"), Seat("Bea"))
    assert choice.kinds[:2] == (YOU, PERSON)
    assert choice.local_people == (0, 1)
    assert not choice.hosted


@pytest.mark.parametrize(
    ("second", "third"),
    [("me", None), ("Bea", "bea"), ("Bea", "BEA ")],
    ids=["like you", "two the same", "case and spaces"],
)
def test_people_need_different_names(qtbot: QtBot, second: str, third: str | None) -> None:
    dialog = make(qtbot)
    dialog.set_kind(1, PERSON)
    dialog.set_person_name(1, second)
    if third is not None:
        dialog.set_kind(2, PERSON)
        dialog.set_person_name(2, third)
    assert not ok_button(dialog).isEnabled()
    assert "same name" in problem(dialog).text()
    dialog.set_person_name(1, "Carl")
    assert ok_button(dialog).isEnabled()


def test_exactly_one_seat_is_yours(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.set_kind(0, COMPUTER)
    assert not ok_button(dialog).isEnabled()
    assert problem(dialog).text() == "Choose the seat where you sit."
    dialog.set_kind(2, YOU)
    assert ok_button(dialog).isEnabled()
    choice = dialog.choice()
    assert choice.seats[0] == Seat("Emil", normal("solo66"))  # no other seat has his name
    assert choice.seats[2] == Seat("Me")
    assert choice.local_people == (2,)
    dialog.set_kind(0, YOU)
    assert not ok_button(dialog).isEnabled()
    assert problem(dialog).text() == "Only one seat can be yours."


def test_the_seat_rows_follow_the_number_of_players(qtbot: QtBot) -> None:
    dialog = make(qtbot, "six_bid")
    players = child(dialog, QSpinBox, "players")
    assert isinstance(players, QSpinBox)
    players.setValue(4)
    dialog.set_kind(3, PERSON)
    dialog.set_person_name(3, "Dora")
    assert child(dialog, QComboBox, "kind_3").isVisibleTo(dialog)
    players.setValue(3)
    assert not child(dialog, QComboBox, "kind_3").isVisibleTo(dialog)
    assert not child(dialog, QLineEdit, "person_name_3").isVisibleTo(dialog)
    assert len(dialog.choice().seats) == 3
    players.setValue(4)  # the seat kept its person
    assert dialog.choice().seats[3] == Seat("Dora")


def test_your_name_is_shown_in_your_seat(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    name = child(dialog, QLineEdit, "name")
    assert isinstance(name, QLineEdit)
    name.setText("Ulla")
    label = child(dialog, QLabel, "your_name_0")
    assert isinstance(label, QLabel)
    assert label.text() == "Ulla"
    assert dialog.choice().seats[0] == Seat("Ulla")
    dialog.set_kind(0, PERSON)
    assert not label.isVisibleTo(dialog)


def test_every_seat_control_has_an_accessible_name_and_a_labelled_seat(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.set_kind(1, PERSON)
    dialog.set_kind(2, OPEN)
    names = set()
    for seat in range(5):
        for kind, name in ((QComboBox, "kind"), (QLineEdit, "person_name"), (QComboBox, "level")):
            widget = child(dialog, kind, f"{name}_{seat}")
            assert widget.accessibleName(), widget.objectName()
            names.add(widget.accessibleName())
    assert len(names) == 15  # each says which seat it is about
    buddies = {label.buddy().objectName() for label in dialog.findChildren(QLabel) if label.buddy()}
    assert {f"kind_{seat}" for seat in range(5)} <= buddies


def test_tab_goes_through_the_seats_row_by_row_then_the_rules(qtbot: QtBot) -> None:
    dialog = make(qtbot, "six_bid")
    dialog.set_kind(1, PERSON)
    game = child(dialog, QComboBox, "game")
    game.setFocus()  # moving to the game chosen recreates the house-rules editor
    assert isinstance(game, QComboBox)
    game.setCurrentIndex(game.findData("german_solo"))
    game.setCurrentIndex(game.findData("six_bid"))
    qtbot.waitUntil(game.hasFocus)
    order = []
    for _ in range(9):
        widget = dialog.focusWidget()
        order.append(widget.objectName())
        dialog.focusNextChild()
    assert order == [
        "game",
        "players",
        "name",
        "kind_0",
        "kind_1",
        "person_name_1",
        "kind_2",
        "level_2",
        "presets",
    ]
