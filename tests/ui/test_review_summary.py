"""The hand summary shows the review: what could have been made with every card known."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from solo_desktop.ai.review import review
from solo_desktop.controller import base
from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog
from solo_desktop.ui.main_window import MainWindow
from tests.ui.test_hint import open_window
from tests.ui.test_main_window import persons_turn


def hidden(label: QLabel) -> Callable[[], bool]:
    return lambda: not label.isVisible()


def summary_of(w: MainWindow) -> HandSummaryDialog | None:
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    return summary if summary is not None and summary.isVisible() else None


def next_summary(qtbot: QtBot, w: MainWindow) -> HandSummaryDialog:
    """Play (pass, else the first legal action) until a hand's summary shows."""
    c = w.controller
    for _ in range(400):
        qtbot.waitUntil(lambda: persons_turn(w) or summary_of(w) is not None, timeout=60_000)
        summary = summary_of(w)
        if summary is not None:
            return summary
        legal = c.legal_actions()
        c.act("pass" if "pass" in legal else legal[0])
    raise AssertionError("no hand came to its end")


def summaries(qtbot: QtBot, w: MainWindow, hands: int = 20) -> Iterator[HandSummaryDialog]:
    """The summary of each hand in turn; the next hand starts when the caller asks again."""
    w.start()
    for _ in range(hands):
        summary = next_summary(qtbot, w)
        yield summary
        summary.next_button.click()
        qtbot.waitUntil(lambda: summary_of(w) is None)


def test_the_summary_fills_in_the_review(qtbot: QtBot, tmp_path: Path) -> None:
    w = open_window(qtbot, tmp_path, "german_solo")
    for summary in summaries(qtbot, w):
        expected = review(w.controller.match.results[-1].record)
        label = summary.findChild(QLabel, "review")
        assert label is not None
        if expected is None:  # nobody played a solo: nothing to review
            qtbot.waitUntil(hidden(label), timeout=30_000)
            continue
        text = "\n".join(summary.review_lines(expected))

        def shown(label: QLabel = label, text: str = text) -> bool:
            return label.text() == text

        qtbot.waitUntil(shown, timeout=30_000)
        assert label.isVisible()
        # The review's lines take room, but not from the players' rows: all four show.
        table = summary.findChild(QTableWidget, "chips")
        assert table is not None and table.rowCount() == 4
        qtbot.wait(50)
        last = table.rowViewportPosition(3) + table.rowHeight(3)
        assert last <= table.viewport().height()
        assert table.viewport().height() - last < table.rowHeight(3)  # no empty band
        # Grown for the review about its centre, which stays the window's.
        offset = summary.geometry().center() - w.geometry().center()
        assert abs(offset.x()) <= 8 and abs(offset.y()) <= 8  # frame and rounding
        assert "every card known" in text
        return
    raise AssertionError("no hand with a declarer")


class AtOnce:
    """An executor whose work is done by the time `submit` returns (a fast worker thread)."""

    def submit(self, fn: Callable[..., object], *args: object) -> Future[object]:
        future: Future[object] = Future()
        future.set_result(fn(*args))
        return future


def test_a_hand_thrown_in_says_so_and_promises_no_review(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Its review is ready at once (there is none): the summary must not wait for it forever,
    # and the status bar must not still ask the person to bid.
    monkeypatch.setattr(base, "REVIEWS", AtOnce())
    w = open_window(qtbot, tmp_path, "six_bid")
    for summary in summaries(qtbot, w):
        result = w.controller.match.results[-1]
        if result.outcome.declarer is not None:
            continue
        label = summary.findChild(QLabel, "review")
        assert label is not None
        qtbot.waitUntil(hidden(label), timeout=30_000)
        qtbot.wait(200)
        assert not label.isVisible()
        status = w.status_label.text()
        assert "your turn" not in status and "to play" not in status
        assert "thrown in" in status
        dealer = w.controller.match.seats[result.dealer].name
        assert status.startswith(f"Hand {result.number} of ") and f"Dealer: {dealer}" in status
        return
    raise AssertionError("no hand was thrown in")
