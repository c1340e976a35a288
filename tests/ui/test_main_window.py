"""A whole hand through the real widgets: bid in the panel, lay away and play by clicking the
cards on the table, then the hand summary and the scoreboard row."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from solo_desktop.controller.base import TableController
from solo_desktop.core.game import Phase
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.ui.table.card_item import CardItem
from tests.ui.together_helpers import click_item

TIMEOUT = 20_000


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = MainWindow(Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), seed=5)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def progressed(controller: TableController, before: int) -> bool:
    """Whether an action was applied since `before` actions (or the hand was booked)."""
    return len(controller.match.actions) > before or bool(controller.match.results)


def my_items(w: MainWindow) -> list[CardItem]:
    return list(w.scene.hand_items(w.controller.person_seat))


def persons_turn(w: MainWindow) -> bool:
    return w.controller.is_persons_turn() and not w.scene.is_animating()


def test_whole_hand_through_the_widgets(qtbot: QtBot, window: MainWindow) -> None:
    w = window
    w.start()
    controller = w.controller
    bid_once = False
    played = 0
    with qtbot.waitSignal(controller.hand_settled, timeout=120_000) as settled:
        while controller.match.in_hand and not controller.match.hand_over:
            qtbot.waitUntil(
                lambda: (
                    persons_turn(w) or controller.match.hand_over or not controller.match.in_hand
                ),
                timeout=TIMEOUT,
            )
            if controller.match.hand_over or not controller.match.in_hand:
                break
            phase = controller.view().phase
            if phase is Phase.AUCTION:
                buttons = w.panel.buttons()
                assert "pass" in buttons
                # Bid once (the cheapest bid), then pass: the panel comes from legal_actions.
                choice = next((a for a in buttons if a.startswith("bid")), "pass")
                choice = "pass" if bid_once else choice
                bid_once = True
                qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)
            elif phase is Phase.DECLARE:
                buttons = w.panel.buttons()
                qtbot.mouseClick(next(iter(buttons.values())), Qt.MouseButton.LeftButton)
            elif phase is Phase.EXCHANGE:
                items = my_items(w)
                assert len(items) == 8
                click_item(qtbot, w, items[-1])
                click_item(qtbot, w, items[-2])
                assert len(w.panel.selected) == 2
                lay_away = w.panel.findChild(QPushButton, "lay_away")
                assert lay_away is not None and lay_away.isEnabled()
                qtbot.mouseClick(lay_away, Qt.MouseButton.LeftButton)
            else:
                legal = controller.legal_actions()
                playable = [i for i in my_items(w) if f"play {_text(i)}" in legal]
                assert playable, "the legal cards are clickable on the table"
                dimmed = [i for i in my_items(w) if i not in playable]
                assert all(i.dimmed for i in dimmed)
                before = len(controller.match.actions)
                click_item(qtbot, w, playable[0])
                qtbot.waitUntil(partial(progressed, controller, before), timeout=TIMEOUT)
                played += 1
    result = settled.args[0]
    assert result.number == 1
    assert sum(result.chips) == 0
    if result.outcome.status.value == "settled":
        assert played == 6  # six tricks, one card each
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    qtbot.waitUntil(lambda: w.findChild(HandSummaryDialog, "HandSummary") is not None)
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    assert summary is not None and summary.isVisible()
    model = w.scoreboard.model
    assert model.rowCount() == 2  # the hand and the total row
    for seat in range(5):
        cell = model.data(model.index(0, 5 + seat))
        assert cell == f"{result.chips[seat]:+d}"
    with qtbot.waitSignal(controller.hand_started, timeout=TIMEOUT):
        qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
    assert controller.match.hand_number == 2


def _text(item: CardItem) -> str:
    from solo_desktop.core.cards import CARD_TEXT

    assert item.card is not None
    return CARD_TEXT[item.card]


def summary_open(w: MainWindow) -> bool:
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    return summary is not None and summary.isVisible()


def drive_until(qtbot: QtBot, w: MainWindow, goal: Callable[[], bool], moves: int = 400) -> None:
    """Play on through the widgets (pass, lay away the last two cards, play the first legal
    card; next hand after each summary) until `goal()` holds on the person's turn."""
    controller = w.controller
    for _ in range(moves):
        qtbot.waitUntil(lambda: persons_turn(w) or summary_open(w), timeout=TIMEOUT)
        summary = w.findChild(HandSummaryDialog, "HandSummary")
        if summary is not None and summary.isVisible():
            qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not summary_open(w), timeout=TIMEOUT)
            continue
        if goal():
            return
        legal = controller.legal_actions()
        buttons = w.panel.buttons()
        if legal[0].startswith("play"):
            click_item(qtbot, w, next(i for i in my_items(w) if f"play {_text(i)}" in legal))
        elif buttons:
            qtbot.mouseClick(buttons.get("pass") or next(iter(buttons.values())),
                             Qt.MouseButton.LeftButton)  # fmt: skip
        else:
            items = my_items(w)
            click_item(qtbot, w, items[-1])
            click_item(qtbot, w, items[-2])
            lay_away = w.panel.findChild(QPushButton, "lay_away")
            assert lay_away is not None
            qtbot.mouseClick(lay_away, Qt.MouseButton.LeftButton)
    pytest.fail("the goal was not reached")


def test_illegal_click_says_why_in_the_status_bar(qtbot: QtBot, window: MainWindow) -> None:
    w = window
    w.start()
    controller = w.controller

    def holds_an_illegal_card() -> bool:
        legal = controller.legal_actions()
        return legal[0].startswith("play") and any(
            f"play {_text(i)}" not in legal for i in my_items(w)
        )

    drive_until(qtbot, w, holds_an_illegal_card)
    legal = controller.legal_actions()
    illegal = next(i for i in my_items(w) if f"play {_text(i)}" not in legal)
    before = len(controller.match.actions)
    click_item(qtbot, w, illegal)
    text = w.status_label.text()
    assert "must" in text, text
    assert len(controller.match.actions) == before  # nothing was played


def test_rules_help_marks_house_rules(qtbot: QtBot, window: MainWindow) -> None:
    from solo_desktop.ui.rules_help import rules_html

    rules = window.controller.match.rules.with_values({"all_pass": "last_trick"})
    text = rules_html("solo66", rules)
    assert "★" in text
    assert "66" in text
    assert QApplication.instance() is not None


def test_keyboard_plays_a_card(qtbot: QtBot, window: MainWindow) -> None:
    w = window
    w.start()
    controller = w.controller
    drive_until(qtbot, w, lambda: controller.legal_actions()[0].startswith("play"))
    before = len(controller.match.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    focused = w.scene.focused_card()
    assert focused is not None
    assert f"play {_text_of(focused)}" in controller.legal_actions()
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    assert controller.match.actions[before] == f"play {_text_of(focused)}"


def _text_of(card: int) -> str:
    from solo_desktop.core.cards import CARD_TEXT

    return CARD_TEXT[card]
