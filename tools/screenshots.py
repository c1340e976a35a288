"""Take the README's screenshots from a real window: the auction, a trick in play, the summary.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/screenshots.py 1280x800
    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/screenshots.py 1920x1080
    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/screenshots.py \
        1280x800 en 3 sixty_six

The person's seat is played by the rule-based bot so that the same seed always reaches the
same moments; each moment is grabbed from the screen (dialogs included) into docs/screenshots/.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from solo_desktop.ai.bot import bot_names, make_bot
from solo_desktop.core.game import Phase
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.main_window import MainWindow, translate_app

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def main(argv: list[str]) -> int:
    """Play a seeded hand and save the three moments at the given screen size."""
    size = argv[0] if argv else "1280x800"
    lang = argv[1] if len(argv) > 1 else "en"
    seed = int(argv[2]) if len(argv) > 2 else 12
    game = argv[3] if len(argv) > 3 else "solo66"
    width, height = (int(n) for n in size.split("x"))
    app = QApplication(sys.argv[:1])
    translators: list[object] = []
    translate_app(app, lang, translators)
    data = Path(tempfile.mkdtemp())
    window = MainWindow(
        Settings(speed="fast"), Paths.resolve(data).ensure(), game_id=game, seed=seed
    )
    window.setGeometry(0, 0, width, height)
    window.show()
    level = "rule" if "rule" in bot_names(window.controller.match.game) else "random"
    bot = make_bot(level, window.controller.match.game)
    wanted = {"auction", "trick", "summary"} if game == "solo66" else {"trick", "summary"}
    rng = random.Random(seed)
    suffix = f"{size}" if lang == "en" else f"{size}-{lang}"
    if game != "solo66":
        suffix = f"{game}-{suffix}"
    taken: set[str] = set()
    OUT.mkdir(parents=True, exist_ok=True)

    def grab(name: str) -> None:
        screen = QGuiApplication.primaryScreen()
        path = OUT / f"{name}-{suffix}.png"
        screen.grabWindow(0).save(str(path))
        taken.add(name)
        print("saved", path)

    def finish() -> None:
        grab("summary")
        app.quit()

    def grab_trick() -> None:
        grab("trick")
        QTimer.singleShot(100, tick)

    def tick() -> None:
        c = window.controller
        if window._summary is not None and "summary" not in taken:
            QTimer.singleShot(600, finish)
            return
        if c.is_persons_turn() and not window.scene.is_animating():
            view = c.view()
            if view.phase is Phase.AUCTION and "auction" not in taken and view.calls:
                grab("auction")
            enough = 2 if game == "solo66" else 1
            if view.phase is Phase.PLAY and len(view.trick) >= enough and "trick" not in taken:
                window.last_trick_action.setChecked(True)
                window.presenter.show_last = True
                window.presenter.show_last_trick()
                QTimer.singleShot(300, grab_trick)
                return
            c.act(bot.choose(view, rng))
        QTimer.singleShot(150, tick)

    window.start()
    QTimer.singleShot(800, tick)
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    return 0 if taken == wanted else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
