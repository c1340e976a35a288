"""Game > Hint (H) through the real window, and a window that keeps answering while an expert
computer player thinks."""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from solo_desktop.ai import parallel
from solo_desktop.ai.search import bot as search
from solo_desktop.controller import base
from solo_desktop.controller.match_controller import MatchController
from solo_desktop.core import registry
from solo_desktop.core.game import Phase
from solo_desktop.model.match import Seat
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.dialogs.new_game import NewGameChoice
from solo_desktop.ui.hint import HintDialog
from solo_desktop.ui.main_window import MainWindow
from tests.ui.test_main_window import persons_turn

TIMEOUT = 30_000


def open_window(qtbot: QtBot, tmp_path: Path, game_id: str, **settings: object) -> MainWindow:
    w = MainWindow(
        Settings(speed="instant", **settings),  # type: ignore[arg-type]
        Paths.resolve(tmp_path).ensure(),
        game_id=game_id,
        seed=5,
    )
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def play_to_a_choice_of_cards(qtbot: QtBot, w: MainWindow) -> None:
    """Pass or take the first legal action until the person has a choice of cards to play."""
    c = w.controller
    for _ in range(400):
        qtbot.waitUntil(lambda: persons_turn(w) or c.match.hand_over, timeout=TIMEOUT)
        legal = c.legal_actions()
        if c.view().phase is Phase.PLAY and len(legal) > 1:
            return
        if not legal:
            c.next_hand()
            continue
        c.act("pass" if "pass" in legal else legal[0])
    raise AssertionError("never reached a choice of cards")


@pytest.mark.parametrize("game_id", ["solo_whist", "german_solo"])
def test_h_shows_each_legal_card_with_its_estimate(
    qtbot: QtBot, tmp_path: Path, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(base, "HINT_SECONDS", 0.3)
    w = open_window(qtbot, tmp_path, game_id)
    w.start()
    play_to_a_choice_of_cards(qtbot, w)
    assert w.hint_action.isEnabled()
    legal = w.controller.legal_actions()
    w.table.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.findChild(HintDialog, "HintDialog") is not None, timeout=TIMEOUT)
    dialog = w.findChild(HintDialog, "HintDialog")
    assert dialog is not None and dialog.isVisible()
    table = dialog.findChild(QTableWidget, "options")
    assert table is not None and table.rowCount() == len(legal)
    shown = {table.item(r, 0).text() for r in range(table.rowCount())}  # type: ignore[union-attr]
    from solo_desktop.controller.texts import action_text

    assert shown == {action_text(a) for a in legal}
    headline = dialog.findChild(QLabel, "recommendation")
    assert headline is not None
    assert headline.text().removeprefix("Recommended: ") == table.item(0, 0).text()  # type: ignore[union-attr]
    # the person still plays: the hint changed nothing
    assert w.controller.legal_actions() == legal


def test_no_hint_when_hints_are_off_or_not_the_persons_turn(qtbot: QtBot, tmp_path: Path) -> None:
    w = open_window(qtbot, tmp_path, "solo_whist", hints=False)
    w.start()
    play_to_a_choice_of_cards(qtbot, w)
    assert not w.hint_action.isEnabled()
    w.ask_hint()
    assert not w.controller._hinting
    w.settings.hints = True
    w._state_changed()
    assert w.hint_action.isEnabled()


@pytest.mark.parametrize("helper", [False, True], ids=["alone", "with-helper-process"])
def test_the_window_keeps_answering_while_an_expert_thinks(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, helper: bool
) -> None:
    """Timers fire on time while expert computer players search (on the worker thread, and
    with the app's helper process searching beside it)."""
    pooled: list[int] = []
    if helper:
        assert parallel.enable()
        assert parallel.warm(timeout=120)
        real = search._pool_in

        def spy(tally: search._Tally, other: search._Tally) -> None:
            pooled.append(other.samples)
            real(tally, other)

        monkeypatch.setattr(search, "_pool_in", spy)

    def helped() -> bool:  # the helper's samples joined a decision (a misère search that
        return not helper or any(pooled)  # does not fit its budget has none: play on)

    try:
        _expert_thinks(qtbot, tmp_path, helped)
    finally:
        parallel.disable()


def _expert_thinks(qtbot: QtBot, tmp_path: Path, then: Callable[[], bool]) -> None:
    w = open_window(qtbot, tmp_path, "german_solo")
    game = registry.get("german_solo")
    seats = tuple(Seat(f"Expert {i}", "expert") for i in range(4))
    w.new_match(NewGameChoice("german_solo", seats, game.house_rules()))
    c = w.controller
    assert isinstance(c, MatchController)

    def expert_thinking() -> bool:
        return c._waiting and c.match.in_hand and c.view().phase is Phase.PLAY

    qtbot.waitUntil(expert_thinking, timeout=120_000)
    ticks: list[float] = []
    thinking: list[bool] = []

    def tick() -> None:
        ticks.append(time.perf_counter())
        thinking.append(c._waiting)

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    qtbot.wait(1500)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 20
    assert sum(thinking) > len(thinking) // 2  # a computer player was thinking most of the time
    # A search on the GUI thread would stall it for a whole decision (an expert's second);
    # a busy shared machine can delay one tick by a scheduler slice or two, but not most.
    assert max(gaps) < 0.5, f"the event loop stalled for {max(gaps) * 1000:.0f} ms"
    late = sorted(gaps)[len(gaps) * 9 // 10]
    assert late < 0.05, f"one tick in ten came {late * 1000:.0f} ms or more after the last"
    qtbot.waitUntil(then, timeout=120_000)
    c.pause(True)


def test_options_the_search_did_not_value_show_no_number(qtbot: QtBot) -> None:
    from solo_desktop.ai.search.bot import Estimate

    estimates = [
        Estimate("play AS", 2.5, 0.75, 40),
        Estimate("play KS", -1.0, 0.5, 40),
        Estimate("play 7D", 0.0, None, 0),
    ]
    dialog = HintDialog(estimates)
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget, "options")
    assert table is not None
    chips = [table.item(r, table.columnCount() - 1).text() for r in range(3)]  # type: ignore[union-attr]
    assert chips == ["+2.5", "-1.0", "–"]
    unvalued = HintDialog([Estimate("pass", 0.0, None, 0), Estimate("bid solo", 0.0, None, 0)])
    qtbot.addWidget(unvalued)
    why = unvalued.findChild(QLabel, "why")
    assert why is not None and "no estimate" in why.text()
