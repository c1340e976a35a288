"""Starting the app: the QApplication, the language, the files, resuming, the main window.

The window shows first, as its frame in the felt's colour; the rest (the language, the ledger,
the saved match and the resume offer, the table and the match, the search's helper) follows
from the event loop's first turn, so that the first paint does not wait for any of it.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from solo_desktop.assets import asset_path
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.main_window import MainWindow, translate_app

if TYPE_CHECKING:
    from solo_desktop.model import autosave
    from solo_desktop.model.ledger import Ledger

translate = QCoreApplication.translate

_QUIET = ("This plugin does not support propagateSizeHints",)
"""Qt messages that say nothing to a player (the offscreen platform's)."""


def _message_handler(kind: QtMsgType, context: object, message: str) -> None:
    if not message.startswith(_QUIET):
        sys.stderr.write(message + "\n")


def _notices(ledger: Ledger, settings_moved: Path | None, autosave_moved: Path | None) -> list[str]:
    """What the player must be told about damaged or foreign files, in plain words."""
    from solo_desktop.model.ledger import Notice

    out = []
    if ledger.notice is Notice.MOVED_ASIDE:
        out.append(
            translate(
                "App",
                "The chip ledger could not be read. It was kept as {file} and a new, empty "
                "ledger was started.",
            ).format(file=ledger.moved_to)
        )
    elif ledger.notice is Notice.NEWER_VERSION:
        out.append(
            translate(
                "App",
                "The chip ledger was written by a newer version of Solo Desktop. It is shown "
                "but not changed: hands played now are not added to it.",
            )
        )
    if settings_moved is not None:
        out.append(
            translate(
                "App",
                "The settings could not be read. They were kept as {file}; the defaults apply.",
            ).format(file=settings_moved)
        )
    if autosave_moved is not None:
        out.append(
            translate(
                "App",
                "The saved match could not be read. It was kept as {file}; a new match starts.",
            ).format(file=autosave_moved)
        )
    return out


def _ask_resume(saved: autosave.Saved, parent: MainWindow) -> bool:
    from solo_desktop.controller import texts

    match = saved.match
    text = translate("App", "A match of {game} is in progress (hand {n}). Resume it?").format(
        game=texts.game_name(match.game.id), n=match.hand_number
    )
    answer = QMessageBox.question(
        parent,
        translate("App", "Resume the match"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def run(
    data_dir: str | None = None,
    lang: str | None = None,
    game: str | None = None,
    demo: int = 0,
    argv: Sequence[str] | None = None,
    players: int | None = None,
) -> int:
    """Run the app until its window closes; returns the exit status."""
    qInstallMessageHandler(_message_handler)
    QCoreApplication.setOrganizationName("SoloDesktop")
    QCoreApplication.setApplicationName("Solo Desktop")
    app = QApplication.instance() or QApplication(list(argv or sys.argv[:1]))
    assert isinstance(app, QApplication)
    QGuiApplication.setDesktopFileName("org.solodesktop.SoloDesktop")  # the Linux menu entry
    paths = Paths.resolve(data_dir).ensure()
    settings, settings_moved = Settings.load_or_recover(paths.settings_file)
    window = MainWindow(
        settings, paths, game_id=game, demo_hands=demo, players=players, build=False
    )
    window.show()
    opening = functools.partial(_open, window, app, [], settings_moved, lang, game, demo)
    window.installEventFilter(_AfterFirstPaint(window, opening))
    try:
        return app.exec()
    finally:
        if window.ledger is not None:
            window.ledger.close()
        if "solo_desktop.ai.parallel" in sys.modules:
            sys.modules["solo_desktop.ai.parallel"].disable()


class _AfterFirstPaint(QObject):
    """Calls `then` once the window has been painted (or after half a second, should the
    platform not paint it), from a fresh turn of the event loop."""

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._then: Callable[[], None] | None = then
        QTimer.singleShot(500, self._go)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Wait for the first paint, let it reach the screen, then go on."""
        if event.type() == QEvent.Type.Paint and self._then is not None:
            QTimer.singleShot(0, self._go)
        return False

    def _go(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._window.removeEventFilter(self)
            then()


def _open(
    window: MainWindow,
    app: QApplication,
    translators: list[object],
    settings_moved: Path | None,
    lang: str | None,
    game: str | None,
    demo: int,
) -> None:
    """Everything after the first paint: the language, the files, the resume offer, the table
    and the match, the notices about damaged files; then the first deal."""
    from solo_desktop.model import autosave
    from solo_desktop.model.ledger import Ledger
    from solo_desktop.ui import i18n

    settings, paths = window.settings, window.paths
    app.setWindowIcon(QIcon(str(asset_path("icon", "solo-desktop.svg"))))  # the SVG plugin
    translate_app(app, i18n.choose_language(lang, settings.language), translators)
    ledger = window.ledger = Ledger.open(paths.ledger_file)  # closed when the app ends
    loaded = autosave.load(paths.autosave_file)
    resume = loaded.saved
    if resume is not None and game is not None and resume.match.game.id != game:
        resume = None  # --game asks for a new match of another game
    if resume is not None and not demo and not _ask_resume(resume, window):
        resume = None
    window.build(ledger, resume)
    window.language_changed.connect(lambda c: translate_app(app, c, translators))
    notices = _notices(ledger, settings_moved, loaded.moved_to)
    if window.presets.moved_to is not None:
        notices.append(
            translate(
                "App",
                "The house-rule presets could not be read. They were kept as {file}.",
            ).format(file=window.presets.moved_to)
        )
    for notice in notices:
        if demo:
            sys.stderr.write(notice + "\n")
        else:
            QMessageBox.warning(window, translate("App", "Solo Desktop"), notice)
    window.start()
    QTimer.singleShot(0, _enable_helpers)


def _enable_helpers() -> None:
    from solo_desktop.ai import parallel  # multiprocessing: not before the window shows

    parallel.enable()
