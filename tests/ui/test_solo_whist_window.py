"""Solo Whist through the real widgets: the auction in the panel (bids in a list, accept,
pass), trumps where named, play by clicking, the contract in the status bar, the
summary and the scoreboard row."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPushButton
from pytestqt.qtbot import QtBot

from solo_desktop.core.game import Phase
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
        Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), game_id="solo_whist", seed=6
    )
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_whole_hand_through_the_widgets(qtbot: QtBot, window: MainWindow) -> None:
    w = window
    w.start()
    controller = w.controller
    saw_bid_list = False
    saw_contract = False
    with qtbot.waitSignal(controller.hand_settled, timeout=120_000) as settled:
        for _ in range(200):
            qtbot.waitUntil(
                lambda: persons_turn(w) or bool(controller.match.results), timeout=TIMEOUT
            )
            if controller.match.results:
                break
            view = controller.view()
            legal = controller.legal_actions()
            buttons = w.panel.buttons()
            if view.phase is Phase.PLAY:
                saw_contract = saw_contract or " plays " in w.status_label.text()
                playable = [i for i in my_items(w) if f"play {_text(i)}" in legal]
                click_item(qtbot, w, playable[0])
                continue
            bid_list = w.panel.findChild(QComboBox, "bid_list")
            if bid_list is not None and bid_list.isVisible() and not saw_bid_list:
                # Bid the cheapest game once through the list, then pass.
                saw_bid_list = True
                assert bid_list.count() > 4
                bid = w.panel.findChild(QPushButton, "bid")
                assert bid is not None
                qtbot.mouseClick(bid, Qt.MouseButton.LeftButton)
                continue
            choice = "pass" if "pass" in buttons and buttons["pass"].isEnabled() else None
            if choice is None:  # an obligation, a trump or a call: the first choice offered
                choice = next(a for a, b in buttons.items() if b.isEnabled())
            qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)
    result = settled.args[0]
    assert sum(result.chips) == 0
    # The person's bids came from the panel (a list when the ladder is long, else buttons).
    assert saw_bid_list or any(a.startswith("bid") for a in result.record.actions)
    if result.outcome.declarer is not None:
        assert saw_contract
    qtbot.waitUntil(lambda: w.findChild(HandSummaryDialog, "HandSummary") is not None)
    model = w.scoreboard.model
    from solo_desktop.controller.texts import chips_text

    for seat in range(4):
        shown = model.data(model.index(0, 5 + seat))
        assert shown == chips_text("solo_whist", result.chips[seat])
        if abs(result.chips[seat]) >= 5:
            assert "red" in shown  # red and white chips, shown as such
    if result.outcome.declarer is not None:
        # The name plates count the last trick too: all 13 between them.
        counts = [w.scene.plate(seat).info.split(" · ")[-1] for seat in range(4)]
        assert all(n.endswith(("trick", "tricks")) for n in counts), counts
        assert sum(int(n.split()[0]) for n in counts) == 13, counts


def test_a_whole_match_by_mouse_and_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    """A match of four hands (the shortest the house rules allow) to the match-over message:
    buttons by mouse, every other card by keyboard (Right, Enter)."""
    from PySide6.QtWidgets import QMessageBox

    from solo_desktop.core import registry

    settings = Settings(speed="instant", house_rules={"solo_whist": {"hands": 4}})
    w = MainWindow(settings, Paths.resolve(tmp_path).ensure(), game_id="solo_whist", seed=9)
    qtbot.addWidget(w)
    w.show()
    controller = w.controller
    assert controller.match.rules == registry.get("solo_whist").house_rules({"hands": 4})
    w.start()
    use_keys = False
    for _ in range(600):
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
        if legal[0].startswith("play"):
            if use_keys:
                qtbot.keyClick(w.table, Qt.Key.Key_Right)
                qtbot.keyClick(w.table, Qt.Key.Key_Return)
            else:
                click_item(qtbot, w, next(i for i in my_items(w) if f"play {_text(i)}" in legal))
            use_keys = not use_keys
            continue
        buttons = w.panel.buttons()
        choice = "pass" if "pass" in buttons and buttons["pass"].isEnabled() else None
        if choice is None:
            choice = next(a for a, b in buttons.items() if b.isEnabled())
        qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)
    assert controller.match.over
    assert len(controller.match.results) == 4
    assert sum(controller.match.totals) == 0


def summary_visible(w: MainWindow) -> bool:
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    return summary is not None and summary.isVisible()
