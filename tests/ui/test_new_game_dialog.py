"""The new-game dialog: one level chooser per computer seat, kept when the seat count changes;
what a choice says about its seats."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from solo_desktop.ai.bot import bot_names
from solo_desktop.core import registry
from solo_desktop.model.match import Seat
from solo_desktop.ui.dialogs.new_game import (
    COMPUTER,
    COMPUTER_NAMES,
    OPEN,
    PERSON,
    YOU,
    NewGameChoice,
    NewGameDialog,
    default_level,
)

RULES = registry.get("solo66").house_rules()


def players_box(dialog: NewGameDialog) -> QSpinBox:
    box = dialog.findChild(QSpinBox, "players")
    assert box is not None
    return box


def level_boxes(dialog: NewGameDialog) -> list[QComboBox]:
    boxes = [dialog.findChild(QComboBox, f"level_{i}") for i in range(1, 6)]
    return [b for b in boxes if b is not None and b.isVisibleTo(dialog)]


def test_each_computer_seat_has_its_own_level(qtbot: QtBot) -> None:
    dialog = NewGameDialog("six_bid", "Me", {})
    qtbot.addWidget(dialog)
    players_box(dialog).setValue(4)
    boxes = level_boxes(dialog)
    assert len(boxes) == 3
    available = bot_names(registry.get("six_bid"))
    assert all(b.currentData() == default_level(available) for b in boxes)
    dialog.set_level(2, "random")
    seats = dialog.choice().seats
    assert [s.bot for s in seats] == [
        None,
        default_level(available),
        "random",
        default_level(available),
    ]
    assert [s.name for s in seats[1:]] == list(COMPUTER_NAMES[:3])
    # fewer seats: the first seats keep what was chosen
    players_box(dialog).setValue(3)
    assert [s.bot for s in dialog.choice().seats] == [None, default_level(available), "random"]


def test_every_level_offered_is_one_the_game_can_make(qtbot: QtBot) -> None:
    for game in registry.games():
        dialog = NewGameDialog(game.id, "Me", {})
        qtbot.addWidget(dialog)
        offered = {
            level_boxes(dialog)[0].itemData(i) for i in range(level_boxes(dialog)[0].count())
        }
        assert offered <= set(bot_names(game))
        assert "random" in offered


def test_a_choice_without_kinds_derives_them_from_the_seats() -> None:
    seats = (Seat("Fritz", "normal"), Seat("Me"), Seat("Bea"), Seat("Anna", "easy"))
    choice = NewGameChoice("solo66", seats, RULES)
    assert [choice.kind(i) for i in range(4)] == [COMPUTER, YOU, PERSON, COMPUTER]
    assert choice.local_people == (1, 2)
    assert not choice.hosted
    only_bots = NewGameChoice("solo66", (Seat("A", "easy"), Seat("B", "easy")), RULES)
    assert only_bots.local_people == ()


def test_a_choice_with_kinds_says_which_seats_are_open() -> None:
    seats = (Seat("Bea"), Seat("Seat 2", "strong"), Seat("Me"), Seat("Anna", "easy"))
    choice = NewGameChoice("solo66", seats, RULES, (PERSON, OPEN, YOU, COMPUTER))
    assert [choice.kind(i) for i in range(4)] == [PERSON, OPEN, YOU, COMPUTER]
    assert choice.hosted
    assert choice.local_people == (0, 2)


@pytest.mark.parametrize(
    "kinds",
    [(YOU,), (YOU, "robot"), (YOU, PERSON), (OPEN, COMPUTER)],
    ids=["too few", "unknown kind", "person with a level", "open seat without a level"],
)
def test_kinds_that_do_not_fit_the_seats_are_refused(kinds: tuple[str, ...]) -> None:
    with pytest.raises(ValueError):
        NewGameChoice("solo66", (Seat("Me"), Seat("Anna", "easy")), RULES, kinds)
