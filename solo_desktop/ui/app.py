"""Starting the app: the QApplication, the language, the files, resuming, the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from solo_desktop.ai import parallel
from solo_desktop.assets import asset_path
from solo_desktop.controller import texts
from solo_desktop.model import autosave
from solo_desktop.model.ledger import Ledger, Notice
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui import i18n
from solo_desktop.ui.main_window import MainWindow, translate_app

translate = QCoreApplication.translate

_QUIET = ("This plugin does not support propagateSizeHints",)
"""Qt messages that say nothing to a player (the offscreen platform's)."""


def _message_handler(kind: QtMsgType, context: object, message: str) -> None:
    if not message.startswith(_QUIET):
        sys.stderr.write(message + "\n")


def _notices(ledger: Ledger, settings_moved: Path | None, autosave_moved: Path | None) -> list[str]:
    """What the player must be told about damaged or foreign files, in plain words."""
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


def _ask_resume(saved: autosave.Saved) -> bool:
    match = saved.match
    text = translate("App", "A match of {game} is in progress (hand {n}). Resume it?").format(
        game=texts.game_name(match.game.id), n=match.hand_number
    )
    answer = QMessageBox.question(
        None,
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
    app.setWindowIcon(QIcon(str(asset_path("icon", "solo-desktop.svg"))))
    QGuiApplication.setDesktopFileName("org.solodesktop.SoloDesktop")  # the Linux menu entry
    paths = Paths.resolve(data_dir).ensure()
    settings, settings_moved = Settings.load_or_recover(paths.settings_file)
    translators: list[object] = []
    translate_app(app, i18n.choose_language(lang, settings.language), translators)
    ledger = Ledger.open(paths.ledger_file)
    loaded = autosave.load(paths.autosave_file)
    resume = loaded.saved
    if resume is not None and game is not None and resume.match.game.id != game:
        resume = None  # --game asks for a new match of another game
    if resume is not None and not demo and not _ask_resume(resume):
        resume = None
    window = MainWindow(
        settings,
        paths,
        game_id=game,
        demo_hands=demo,
        ledger=ledger,
        resume=resume,
        players=players,
    )
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
            QMessageBox.warning(None, translate("App", "Solo Desktop"), notice)
    parallel.enable()  # the search levels think on both cores (a helper starts when needed)
    window.show()
    window.start()
    try:
        return app.exec()
    finally:
        ledger.close()
        parallel.disable()
