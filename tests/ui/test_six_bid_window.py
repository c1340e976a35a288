"""Six-bid Solo through the real widgets: the auction in the panel (bids, double,
pass), trumps where named, play by clicking, the contract in the status bar, the
summary and the scoreboard row."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPushButton, QTableWidget
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
        Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), game_id="six_bid", seed=6
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
            if view.phase is not Phase.PLAY:  # the panel may show the options a moment later
                qtbot.waitUntil(
                    lambda: any(
                        b.isVisible() and b.isEnabled() for b in w.panel.buttons().values()
                    ),
                    timeout=TIMEOUT,
                )
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
    for seat in range(w.controller.match.players):
        assert model.data(model.index(0, 5 + seat)) == f"{result.chips[seat]:+d}"


def test_a_whole_match_by_mouse_and_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    """A whole match with four players (the dealer sitting out) to the match-over message:
    buttons by mouse, every other card by keyboard (Right, Enter)."""
    from PySide6.QtWidgets import QMessageBox

    from solo_desktop.core import registry

    settings = Settings(speed="instant")
    w = MainWindow(settings, Paths.resolve(tmp_path).ensure(), game_id="six_bid", seed=9, players=4)
    qtbot.addWidget(w)
    w.show()
    controller = w.controller
    assert controller.match.players == 4
    assert controller.match.rules == registry.get("six_bid").house_rules()
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
    assert len(controller.match.results) == controller.match.hands_total
    assert sum(controller.match.totals) == 0


def summary_visible(w: MainWindow) -> bool:
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    return summary is not None and summary.isVisible()


def test_progressive_offers_doubling_while_a_bid_stands(qtbot: QtBot, tmp_path: Path) -> None:
    """Progressive Solo: whenever another player's bid stands and doubling is legal, the panel
    offers Double; hands settle through the widgets."""
    settings = Settings(speed="instant", house_rules={"six_bid": {"variant": "progressive"}})
    w = MainWindow(settings, Paths.resolve(tmp_path).ensure(), game_id="six_bid", seed=2)
    qtbot.addWidget(w)
    w.show()
    controller = w.controller
    assert controller.match.rules["variant"] == "progressive"
    w.start()
    doubling_offered = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: persons_turn(w) or summary_visible(w), timeout=TIMEOUT)
        if summary_visible(w):
            if doubling_offered or len(controller.match.results) >= 6:
                break
            summary = w.findChild(HandSummaryDialog, "HandSummary")
            assert summary is not None
            qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not summary_visible(w), timeout=TIMEOUT)
            continue
        legal = controller.legal_actions()
        if legal[0].startswith("play"):
            click_item(qtbot, w, next(i for i in my_items(w) if f"play {_text(i)}" in legal))
            continue
        buttons = w.panel.buttons()
        if "double" in legal:
            assert "double" in buttons and buttons["double"].isEnabled()
            doubling_offered += 1
        choice = "pass" if "pass" in buttons and buttons["pass"].isEnabled() else None
        if choice is None:
            choice = next(a for a, b in buttons.items() if b.isEnabled())
        qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)
    assert doubling_offered > 0
    assert controller.match.results


def test_the_summary_tells_who_took_a_pot_and_what_the_pots_hold(qtbot: QtBot) -> None:
    import random

    from PySide6.QtWidgets import QLabel

    from solo_desktop.games.six_bid import GAME
    from solo_desktop.games.six_bid_pots import Pots
    from solo_desktop.model.match import Match, Seat
    from tests.games.test_six_bid_pots import play_match

    seats = [Seat(f"Bot {i}", "rule") for i in range(4)]
    match = Match(GAME, GAME.house_rules({"variant": "progressive", "pots": True}), seats, seed=1)
    play_match(match, random.Random(1))
    taken = next(r for r in match.results if any(r.carried_chips or ()))
    dialog = HandSummaryDialog(match, taken)
    qtbot.addWidget(dialog)
    lines = [label.text() for label in dialog.findChildren(QLabel)]
    taker = taken.outcome.declarer
    assert taker is not None
    pot = "frog" if taken.outcome.contract == "frog" else "solo"
    gain = taken.carried_chips[taker] if taken.carried_chips else 0
    assert f"Bot {taker} takes the {pot} pot: +{gain} chips from the others." in lines
    assert isinstance(taken.carried, Pots)
    frog, solo = taken.carried.chips(4)
    assert f"In the pots now: frog {frog} chips, solo {solo} chips." in lines
    # the chips column shows the hand's settlement with the pot in it
    table = dialog.findChild(QTableWidget, "chips")
    assert table is not None
    cell = table.item(taker, 1)
    assert cell is not None and cell.text() == f"+{taken.chips[taker]}"
    # a suit solo's name says its trumps: the headline does not repeat them
    from solo_desktop.controller.texts import SUIT_IN_NAME, contract_name

    headline = dialog.findChild(QLabel, "headline")
    contract = taken.outcome.contract or ""
    assert headline is not None
    if contract in SUIT_IN_NAME:
        assert headline.text() == f"Bot {taker} won the {contract_name(contract)}."
