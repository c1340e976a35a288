"""The hand summary shows the review: what could have been made with every card known."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from solo_desktop.ai.review import review
from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog
from solo_desktop.ui.main_window import MainWindow
from tests.ui.test_hint import open_window
from tests.ui.test_main_window import persons_turn


def summary_of(w: MainWindow) -> HandSummaryDialog | None:
    summary = w.findChild(HandSummaryDialog, "HandSummary")
    return summary if summary is not None and summary.isVisible() else None


def test_the_summary_fills_in_the_review(qtbot: QtBot, tmp_path: Path) -> None:
    w = open_window(qtbot, tmp_path, "german_solo")
    w.start()
    c = w.controller
    for _ in range(2000):
        qtbot.waitUntil(lambda: persons_turn(w) or summary_of(w) is not None, timeout=60_000)
        summary = summary_of(w)
        if summary is None:
            legal = c.legal_actions()
            c.act("pass" if "pass" in legal else legal[0])
            continue
        expected = review(c.match.results[-1].record)
        label = summary.findChild(QLabel, "review")
        assert label is not None
        if expected is None:  # nobody played a solo: nothing to review
            assert not label.isVisible() or label.text().startswith("Reviewing")
            summary.next_button.click()
            qtbot.waitUntil(lambda: summary_of(w) is None)
            continue
        text = "\n".join(summary.review_lines(expected))

        def shown(label: QLabel = label, text: str = text) -> bool:
            return label.text() == text

        qtbot.waitUntil(shown, timeout=30_000)
        assert label.isVisible()
        assert "every card known" in text
        return
    raise AssertionError("no hand with a declarer")
