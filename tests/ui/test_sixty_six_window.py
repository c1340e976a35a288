"""Sixty-Six through the real widgets: a two-seat table with the stock and the trump card,
the standing controls (greyed with the reason when not legal), a whole hand played by clicking
cards and buttons, the summary, and the Bummerl row of the scoreboard."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog
from solo_desktop.ui.main_window import MainWindow
from tests.ui.test_main_window import _text, my_items, persons_turn
from tests.ui.together_helpers import click_item

TIMEOUT = 20_000


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = MainWindow(
        Settings(speed="instant", auto_out=False),
        Paths.resolve(tmp_path).ensure(),
        game_id="sixty_six",
        seed=11,
    )
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_table_has_two_seats_stock_and_trump_card(qtbot: QtBot, window: MainWindow) -> None:
    w = window
    w.start()
    qtbot.waitUntil(lambda: w.controller.match.in_hand, timeout=TIMEOUT)
    view = w.controller.view()
    assert w.scene.seat_count == 2
    stock = w.scene.pile_items("stock")
    trump = w.scene.pile_items("trump")
    assert len(stock) + len(trump) == 12
    assert [i.card for i in trump] == [view.trump_card]  # type: ignore[attr-defined]
    assert trump[0].face_up
    assert len(my_items(w)) == 6


def test_standing_controls_are_greyed_with_the_reason(qtbot: QtBot, window: MainWindow) -> None:
    w = window
    w.start()
    qtbot.waitUntil(lambda: persons_turn(w), timeout=TIMEOUT)
    buttons = w.panel.buttons()
    for action in ("exchange", "close", "out"):
        assert action in buttons
    legal = w.controller.legal_actions()
    for action, button in buttons.items():
        assert button.isEnabled() == (action in legal)
        if not button.isEnabled():
            assert button.toolTip(), action
    if not w.controller.view().on_lead:  # type: ignore[attr-defined]
        assert "lead" in buttons["close"].toolTip()
    else:
        assert not buttons["exchange"].isEnabled()  # no trick won yet
        assert "trick" in buttons["exchange"].toolTip()


def test_a_whole_hand_by_clicks_to_the_summary_and_the_bummerl_row(
    qtbot: QtBot, window: MainWindow
) -> None:
    w = window
    w.start()
    controller = w.controller
    with qtbot.waitSignal(controller.hand_settled, timeout=120_000) as settled:
        for _ in range(200):
            qtbot.waitUntil(
                lambda: persons_turn(w) or bool(controller.match.results), timeout=TIMEOUT
            )
            if controller.match.results:
                break
            legal = controller.legal_actions()
            buttons = w.panel.buttons()
            if "out" in legal and controller.view().own_points >= 66:  # type: ignore[attr-defined]
                qtbot.mouseClick(buttons["out"], Qt.MouseButton.LeftButton)
                continue
            marriages = [a for a in legal if a.startswith("marriage")]
            if marriages:
                qtbot.mouseClick(buttons[marriages[0]], Qt.MouseButton.LeftButton)
                continue
            playable = [i for i in my_items(w) if f"play {_text(i)}" in legal]
            click_item(qtbot, w, playable[0])
    result = settled.args[0]
    assert sorted(result.chips) in ([-1, 1], [-2, 2], [-3, 3])
    qtbot.waitUntil(lambda: w.findChild(HandSummaryDialog, "HandSummary") is not None)
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    assert summary is not None
    winner = max(range(2), key=lambda s: result.chips[s])
    model = w.scoreboard.model
    assert model.rowCount() == 3  # the hand, the total and the game points
    assert model.data(model.index(0, 2)) == w.controller.match.seats[winner].name
    assert model.data(model.index(2, 0)) == "Game points"
    assert model.data(model.index(2, 5 + winner)) == str(result.chips[winner])


def test_a_whole_match_to_seven_game_points(qtbot: QtBot, window: MainWindow) -> None:
    """Mouse for cards and buttons, keyboard (Right, Enter) for every other card: a whole
    Bummerl against the rule-based computer player, to the match-over message."""
    from PySide6.QtWidgets import QMessageBox

    w = window
    w.start()
    controller = w.controller
    match = controller.match
    use_keys = False
    for _ in range(1000):
        qtbot.waitUntil(
            lambda: (
                persons_turn(w)
                or summary_visible(w)
                or w.findChild(QMessageBox, "MatchOver") is not None
            ),
            timeout=TIMEOUT,
        )
        if w.findChild(QMessageBox, "MatchOver") is not None:
            break
        summary = w.findChild(HandSummaryDialog, "HandSummary")
        if summary is not None and summary.isVisible():
            qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not summary_visible(w), timeout=TIMEOUT)
            continue
        legal = controller.legal_actions()
        buttons = w.panel.buttons()
        if "out" in legal and controller.view().own_points >= 66:  # type: ignore[attr-defined]
            qtbot.mouseClick(buttons["out"], Qt.MouseButton.LeftButton)
        elif use_keys:
            qtbot.keyClick(w.table, Qt.Key.Key_Right)
            qtbot.keyClick(w.table, Qt.Key.Key_Return)
        else:
            playable = [i for i in my_items(w) if f"play {_text(i)}" in legal]
            click_item(qtbot, w, playable[0])
        use_keys = not use_keys
    assert match.over
    assert max(match.game_points) >= 7
    assert sum(match.totals) == 0


def summary_visible(w: MainWindow) -> bool:
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    return summary is not None and summary.isVisible()
