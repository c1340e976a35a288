"""The first window shows before the rest is built: what the start leaves for later is not
imported up front, the window is first a frame in the felt's colour, and what comes after the
first paint (the language, the resume offer, the notices about damaged files, the match) still
happens. `make bench-startup` measures the time."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from solo_desktop.model import autosave
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui import app as app_module
from solo_desktop.ui.main_window import FELT, MainWindow
from solo_desktop.ui.table.felt import FELT_MIDDLE

LATER = (
    "PySide6.QtCharts",
    "solo_desktop.ui.statistics",
    "solo_desktop.ui.replay_viewer",
    "solo_desktop.ui.history",
    "solo_desktop.ai.search.bot",
    "multiprocessing",
    "importlib.metadata",
)
"""Never imported before the window shows (nor for most of a session)."""
AFTER_FIRST_PAINT = (
    "solo_desktop.ui.table.scene",
    "solo_desktop.games",
    "solo_desktop.controller.match_controller",
    "solo_desktop.model.ledger",
)
"""Imported only once the frame is on the screen."""


def _imported_by(code: str) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport sys\nprint('\\n'.join(sys.modules))"],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=60,
    ).stdout
    return set(out.split())


def test_the_app_module_imports_nothing_that_can_wait() -> None:
    modules = _imported_by("import solo_desktop.ui.app")
    assert "solo_desktop.ui.main_window" in modules  # the check sees what is imported
    assert not [m for m in LATER + AFTER_FIRST_PAINT if m in modules]


def test_the_levels_import_the_search_only_for_a_search_level() -> None:
    modules = _imported_by(
        "from solo_desktop.core import registry\n"
        "from solo_desktop.ai.bot import make_bot\n"
        "make_bot('normal', registry.get('solo_whist'))"
    )
    assert "solo_desktop.ai.levels" in modules and "solo_desktop.ai.search.bot" not in modules
    modules = _imported_by(
        "from solo_desktop.core import registry\n"
        "from solo_desktop.ai.bot import make_bot\n"
        "make_bot('strong', registry.get('solo_whist'))"
    )
    assert "solo_desktop.ai.search.bot" in modules


def test_allowing_the_search_helper_starts_nothing_and_imports_no_multiprocessing() -> None:
    modules = _imported_by("from solo_desktop.ai import parallel\nassert parallel.enable()")
    assert "solo_desktop.ai.parallel" in modules and "multiprocessing" not in modules


def test_the_window_is_a_felt_coloured_frame_until_it_is_built(
    qtbot: QtBot, tmp_path: Path
) -> None:
    w = MainWindow(Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), build=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert not w.built and not hasattr(w, "controller")
    assert w.palette().color(QPalette.ColorRole.Window).name() == FELT == FELT_MIDDLE.name()
    w.start()  # nothing to start yet: no error
    w.build()
    assert w.built and w.controller.match.game.id == "solo66"
    assert w.palette().color(QPalette.ColorRole.Window) == QApplication.palette().color(
        QPalette.ColorRole.Window
    )
    w.start()
    qtbot.waitUntil(lambda: w.controller.match.in_hand, timeout=10_000)


def test_a_frame_closed_before_it_is_built_closes(qtbot: QtBot, tmp_path: Path) -> None:
    w = MainWindow(Settings(), Paths.resolve(tmp_path).ensure(), build=False)
    qtbot.addWidget(w)
    w.show()
    assert w.close()


@pytest.fixture
def opened(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[[bool], tuple[MainWindow, list[str]]]]:
    """Makes the window of `tmp_path` after `_open`, with the resume offer answered as asked,
    and gives what it said: the warnings it showed, then "x" for the resume question. The
    windows' ledgers are closed when the test ends."""
    windows: list[MainWindow] = []

    def open_window(resume: bool) -> tuple[MainWindow, list[str]]:
        paths = Paths.resolve(tmp_path).ensure()
        settings, moved = Settings.load_or_recover(paths.settings_file)
        asked: list[str] = []

        def ask(saved: object, parent: object) -> bool:
            asked.append("x")
            return resume

        monkeypatch.setattr(app_module, "_ask_resume", ask)
        warned: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda p, title, text: warned.append(text))
        w = MainWindow(settings, paths, build=False)
        qtbot.addWidget(w)
        w.show()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app_module._open(w, app, [], moved, "en", None, 0)
        w.controller.stop()
        windows.append(w)
        return w, warned + asked

    yield open_window
    for w in windows:
        if w.ledger is not None:
            w.ledger.close()


def _saved_match(tmp_path: Path, qtbot: QtBot) -> int:
    """Play into a Solo Whist match in a first window and leave it saved; its hand number."""
    paths = Paths.resolve(tmp_path).ensure()
    ledger = Ledger.open(paths.ledger_file)
    first = MainWindow(
        Settings(speed="instant"), paths, game_id="solo_whist", ledger=ledger, seed=4
    )
    qtbot.addWidget(first)
    first.start()
    qtbot.waitUntil(lambda: first.controller.match.in_hand, timeout=10_000)
    first.controller.stop()
    ledger.close()
    saved = autosave.load(paths.autosave_file).saved
    assert saved is not None
    return saved.match.hand_number


def test_after_the_first_paint_the_saved_match_is_offered_and_resumed(
    qtbot: QtBot, tmp_path: Path, opened: Callable[[bool], tuple[MainWindow, list[str]]]
) -> None:
    number = _saved_match(tmp_path, qtbot)
    w, said = opened(True)
    assert said == ["x"]  # asked once, nothing to warn about
    assert w.built and w.controller.match.game.id == "solo_whist"
    assert w.controller.match.hand_number == number


def test_a_declined_offer_starts_a_new_match(
    qtbot: QtBot, tmp_path: Path, opened: Callable[[bool], tuple[MainWindow, list[str]]]
) -> None:
    _saved_match(tmp_path, qtbot)
    Settings(last_game="solo66").save(Paths.resolve(tmp_path).settings_file)
    w, said = opened(False)
    assert said == ["x"] and w.controller.match.game.id == "solo66"


def test_damaged_files_are_still_told_after_the_first_paint(
    tmp_path: Path, opened: Callable[[bool], tuple[MainWindow, list[str]]]
) -> None:
    paths = Paths.resolve(tmp_path).ensure()
    paths.settings_file.write_text("[not settings")
    paths.autosave_file.write_text("{broken")
    w, said = opened(True)
    assert len(said) == 2  # the settings and the saved match, each kept aside
    assert "settings could not be read" in said[0] and "saved match" in said[1]
    assert w.built
