"""Starting the app: the QApplication, the language, the settings and the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui import i18n
from solo_desktop.ui.main_window import MainWindow, translate_app


def run(
    data_dir: str | None = None,
    lang: str | None = None,
    game: str | None = None,
    demo: int = 0,
    argv: Sequence[str] | None = None,
) -> int:
    """Run the app until its window closes; returns the exit status."""
    QCoreApplication.setOrganizationName("Solo Desktop")
    QCoreApplication.setApplicationName("Solo Desktop")
    app = QApplication.instance() or QApplication(list(argv or sys.argv[:1]))
    assert isinstance(app, QApplication)
    paths = Paths.resolve(data_dir).ensure()
    settings = Settings.load(paths.settings_file)
    translators: list[object] = []
    code = i18n.choose_language(lang, settings.language)
    translate_app(app, code, translators)
    window = MainWindow(settings, paths, game_id=game, demo_hands=demo, seed=None)
    window.language_changed.connect(lambda c: translate_app(app, c, translators))
    if lang:
        # --lang applies to this session; the switch in View > Language persists.
        window.settings.language = settings.language
    window.show()
    window.start()
    return app.exec()
