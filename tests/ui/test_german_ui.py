"""The German UI has no English string left: every visible text of the window, its menus, the
panel, the scoreboard and the dialogs is checked against the English sources."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui import i18n
from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog
from solo_desktop.ui.dialogs.new_game import NewGameDialog
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.ui.rules_help import RulesDialog

TS = Path(__file__).resolve().parents[2] / "translations" / "solo_desktop_de.ts"


def english_only() -> set[str]:
    """English sources whose German differs (so seeing them means a missed translation)."""
    out = set()
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        if source != (message.findtext("translation") or "") and len(source) > 2:
            out.add(source.replace("&", ""))
    return out


def visible_texts(root: QWidget) -> Iterator[str]:
    """Every text a person can read in a widget tree (labels, buttons, menus, titles)."""
    yield root.windowTitle()
    for w in root.findChildren(QWidget):
        if isinstance(w, QLabel | QAbstractButton):
            yield w.text()
        elif isinstance(w, QGroupBox):
            yield w.title()
        elif isinstance(w, QMenu):
            yield w.title()
            for a in w.actions():
                yield a.text()


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    app = QApplication.instance()
    assert app is not None
    translator = i18n.translator_for("de")
    assert translator is not None
    app.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def check(texts: Iterator[str]) -> None:
    english = english_only()
    leftovers = []
    for text in texts:
        plain = text.replace("&", "")
        if plain in english or any(line in english for line in plain.splitlines()):
            leftovers.append(plain)
    assert not leftovers, leftovers


@pytest.mark.parametrize("game", ["solo66", "sixty_six", "german_solo", "solo_whist", "six_bid"])
def test_window_menus_panel_and_scoreboard(
    german: None, qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    w = MainWindow(
        Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), game_id=game, seed=3
    )
    qtbot.addWidget(w)
    w.show()
    w.start()
    qtbot.waitUntil(lambda: w.controller.is_persons_turn(), timeout=20_000)
    check(visible_texts(w))
    assert w.menuBar().actions()[0].text() == "&Spiel"
    model = w.scoreboard.model
    headers = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(5)]
    check(iter(str(h) for h in headers))
    assert "Geber" in headers


def test_dialogs(german: None, qtbot: QtBot, tmp_path: Path) -> None:
    w = MainWindow(Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), seed=3)
    qtbot.addWidget(w)
    dialog = NewGameDialog("solo66", "", {}, w)
    qtbot.addWidget(dialog)
    check(visible_texts(dialog))
    rules = RulesDialog("solo66", w.controller.match.rules, w)
    qtbot.addWidget(rules)
    html = rules.browser.toPlainText()
    check(iter(html.splitlines()))
    assert "Trumpfzwang" in html
    # A finished hand's summary.
    with qtbot.waitSignal(w.controller.hand_settled, timeout=60_000) as settled:
        from solo_desktop.ai.bot import make_bot

        bot = make_bot("rule", w.controller.match.game)
        w.start()
        import random

        rng = random.Random(0)
        while w.controller.match.in_hand and not w.controller.match.hand_over:
            qtbot.waitUntil(
                lambda: w.controller.is_persons_turn() or not w.controller.match.in_hand,
                timeout=20_000,
            )
            if not w.controller.match.in_hand:
                break
            w.controller.act(bot.choose(w.controller.view(), rng))
    summary = HandSummaryDialog(w.controller.match, settled.args[0], w)
    qtbot.addWidget(summary)
    check(visible_texts(summary))
