"""A hand of every game played from the keyboard alone, with speech on (issue 21): Tab moves
the focus to the control wanted (the bidding panel's buttons, the hand list of the table in
words, the table's own cards, Lay away), Space or Enter acts; nothing is clicked and no
widget is given the focus by the test. The app's speech (a recording engine) says every
public event; the test checks that each card played was said, and the hand ends.

Run with `-s` and SOLO_DESKTOP_TRANSCRIPT=FILE to keep what was said."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from solo_desktop.core.cards import CARD_TEXT
from solo_desktop.core.game import Phase
from solo_desktop.model.match import HandResult
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.access.speech import Speech
from solo_desktop.ui.main_window import MainWindow

GAMES = ("solo66", "solo_whist", "six_bid", "german_solo", "sixty_six")
TAB_LIMIT = 80
"""Tab presses allowed to reach a control (the window has fewer focusable controls)."""


class Voice(QObject):
    """A text-to-speech engine that writes down what it says."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.said: list[str] = []
        self.rate = 0.0

    def setRate(self, rate: float) -> None:
        self.rate = rate

    def enqueue(self, text: str) -> None:
        self.said.append(text)

    def stop(self) -> None:
        pass


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def tab_to(qtbot: QtBot, w: MainWindow, wanted: QWidget) -> None:
    """Press Tab until `wanted` has the focus."""
    seen = []
    for _ in range(TAB_LIMIT):
        now = focused()
        if now is wanted:
            return
        seen.append(now.objectName() if now is not None else None)
        QTest.keyClick(now or w, Qt.Key.Key_Tab)
    raise AssertionError(
        f"Tab never reaches {wanted.objectName() or wanted} "
        f"(enabled {wanted.isEnabled()}, visible {wanted.isVisible()}): {seen[:30]}"
    )


def press_button(qtbot: QtBot, w: MainWindow, button: QAbstractButton) -> None:
    tab_to(qtbot, w, button)
    QTest.keyClick(button, Qt.Key.Key_Space)


STAYED: list[bool] = []
"""Per card played from the list: whether the focus was still on the hand list."""


def play_from_list(qtbot: QtBot, w: MainWindow) -> str:
    """Tab to the hand list, arrow to the first playable card, Enter."""
    hand = w.access.hand_list
    STAYED.append(hand.hasFocus())
    tab_to(qtbot, w, hand)
    legal = w.controller.legal_actions()
    QTest.keyClick(hand, Qt.Key.Key_Home)  # the first card, then down the hand
    for _ in range(hand.count() + 1):
        cards = w.access.cards()
        row = hand.currentRow()
        if 0 <= row < len(cards) and f"play {CARD_TEXT[cards[row][0]]}" in legal:
            QTest.keyClick(hand, Qt.Key.Key_Return)
            return f"play {CARD_TEXT[cards[row][0]]}"
        QTest.keyClick(hand, Qt.Key.Key_Down)
    raise AssertionError("no playable card in the hand list")


def lay_away(qtbot: QtBot, w: MainWindow) -> str:
    """Tab to the table, choose cards with the arrow keys and Space, then Tab to Lay away."""
    tab_to(qtbot, w, w.table)
    for _ in range(40):
        if w.panel.selection_action() is not None:
            break
        QTest.keyClick(w.table, Qt.Key.Key_Space)
        QTest.keyClick(w.table, Qt.Key.Key_Right)
    button = w.panel.findChild(QAbstractButton, "lay_away")
    assert button is not None and button.isEnabled()
    press_button(qtbot, w, button)
    return "lay away"


def one_action(qtbot: QtBot, w: MainWindow) -> str:
    """The person's action, by keyboard: a card, a lay-away, or a panel button."""
    c = w.controller
    view: Any = c.view()
    legal = c.legal_actions()
    if w.panel.selecting:
        return lay_away(qtbot, w)
    if view.phase is Phase.PLAY and any(a.startswith("play ") for a in legal):
        return play_from_list(qtbot, w)

    def shown() -> dict[str, QAbstractButton]:
        return {k: b for k, b in w.panel.buttons().items() if b.isVisible() and b.isEnabled()}

    qtbot.waitUntil(lambda: bool(shown()), timeout=5000)  # the panel lays its buttons out
    buttons = shown()
    assert buttons, f"no control for {legal}"
    name = "pass" if "pass" in buttons else next(iter(buttons))
    press_button(qtbot, w, buttons[name])
    return name


def moved(applied: list[int], before: int, results: list[HandResult]) -> bool:
    """Whether an action was applied since `before` (or the hand ended)."""
    return len(applied) > before or bool(results)


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_from_the_keyboard_alone_with_speech_on(
    qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    STAYED.clear()
    settings = Settings(speed="instant", speech=True)
    w = MainWindow(settings, Paths.resolve(tmp_path).ensure(), game_id=game, seed=4)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    voice = Voice()
    w.speech._factory = lambda parent: voice  # Qt's engine replaced by a recording one
    w.apply_speech()
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.start()
    results: list[HandResult] = []
    w.controller.hand_settled.connect(results.append)
    mine: list[str] = []
    applied: list[int] = []
    w.controller.action_applied.connect(lambda seat, action: applied.append(seat))
    for _ in range(400):
        qtbot.waitUntil(
            lambda: (
                bool(results) or (w.controller.is_persons_turn() and not w.scene.is_animating())
            ),
            timeout=20_000,
        )
        if results:
            if any(a.startswith("play ") for a in mine) or len(results) == 3:
                break
            # The person played no card (the hand was thrown in, or he sat out): Enter on
            # the hand summary deals the next one.
            qtbot.waitUntil(lambda: w._summary is not None, timeout=5000)
            summary = w._summary
            assert summary is not None
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=5000)
            QTest.keyClick(QApplication.focusWidget() or summary, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: w.controller.match.in_hand, timeout=5000)
            w.activateWindow()  # the window manager's part: offscreen has none
            qtbot.waitUntil(lambda: QApplication.focusWidget() is w.table, timeout=5000)
            results.clear()
            continue
        before = len(applied)
        mine.append(one_action(qtbot, w))
        if mine[-1] != "lay away" or not w.panel.selecting:
            qtbot.waitUntil(partial(moved, applied, before, results), timeout=5000)
    assert results, "the hand did not end"
    w.announcer.flush()
    said = voice.said
    assert said, "speech was on, and nothing was said"
    plays = [a for a in results[0].record.actions if a.startswith("play ")]
    assert any(a.startswith("play ") for a in mine), "the person played a card"
    played = [a for a in mine if a.startswith("play ")]
    if len(played) > 2:  # once at the hand list, the focus stays there from card to card
        assert sum(STAYED[-len(played) :]) >= len(played) - 2
    dealt = [i for i, t in enumerate(said) if t.startswith("Hand ") and " deals" in t]
    last_hand = said[dealt[-1] :]
    assert " ".join(last_hand).count(" plays ") >= len(plays)  # every card played was said
    transcript = os.environ.get("SOLO_DESKTOP_TRANSCRIPT")
    if transcript:
        with open(transcript, "a", encoding="utf-8") as out:
            out.write(f"## {game}\nkeys: {', '.join(mine)}\n")
            out.write("\n".join(said) + "\n\n")


def test_speech_is_off_unless_asked(qtbot: QtBot, tmp_path: Path) -> None:
    w = MainWindow(Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), seed=9)
    qtbot.addWidget(w)
    voice = Voice()
    w.speech._factory = lambda parent: voice
    w.start()
    w.announcer.announce("Anna plays the queen of spades.")
    assert voice.said == [] and not w.speech.enabled
    speech_action = w.findChild(type(w.undo_action), "speech")
    assert speech_action is not None and not speech_action.isChecked()
    speech_action.trigger()
    assert w.speech.enabled and w.settings.speech
    w.announcer.announce("Bert takes the trick.")
    assert voice.said == ["Bert takes the trick."]


def test_qt_speaks_through_its_own_engine(qtbot: QtBot) -> None:
    """The real QtTextToSpeech, with Qt's mock engine (shipped with PySide6): it speaks."""
    from PySide6.QtTextToSpeech import QTextToSpeech

    engines: list[QTextToSpeech] = []

    def mock(parent: QObject) -> QTextToSpeech:
        engine = QTextToSpeech("mock", parent)
        engines.append(engine)
        return engine

    speech = Speech(engine_factory=mock)
    speech.set_enabled(True)
    speech.set_rate(0.4)
    assert speech.say("Clara takes the trick.")
    engine = engines[0]
    assert abs(engine.rate() - 0.4) < 1e-6
    qtbot.waitUntil(lambda: engine.state() == QTextToSpeech.State.Speaking, timeout=5000)
    speech.set_enabled(False)
    qtbot.waitUntil(lambda: engine.state() == QTextToSpeech.State.Ready, timeout=5000)
