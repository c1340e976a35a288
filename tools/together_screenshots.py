"""Take the screenshots of playing together from real windows on loopback: the host's lobby
with a guest joined, the joined table in the middle of a trick, a seat played by the computer
for now, and the hot-seat curtain.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/together_screenshots.py

Both windows run in this one process (the host listens on 127.0.0.1 only and does not
announce itself); the people's turns are played by the rule-based bot through the window's
own controller, and each moment is grabbed from the screen into docs/screenshots/.
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QPushButton

from solo_desktop.ai.bot import make_bot
from solo_desktop.core import registry
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.match import Seat
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.dialogs.new_game import NewGameChoice
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.ui.together import Together

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
GAME = "solo_whist"


def window(name: str) -> MainWindow:
    """A window with a data folder of its own."""
    paths = Paths.resolve(Path(tempfile.mkdtemp())).ensure()
    settings = Settings(speed="fast", player_name=name, last_game=GAME)
    w = MainWindow(settings, paths, game_id=GAME, seed=4, ledger=Ledger.open(paths.ledger_file))
    w.setGeometry(0, 0, 1280, 800)
    return w


def choice(kinds: tuple[str, ...], names: tuple[str, ...]) -> NewGameChoice:
    """A Solo Whist table of these seats."""
    seats = []
    for i, kind in enumerate(kinds):
        if kind in ("you", "person"):
            seats.append(Seat(names[i]))
        else:
            seats.append(Seat(f"Seat {i + 1}" if kind == "open" else names[i], "normal"))
    return NewGameChoice(GAME, tuple(seats), registry.get(GAME).house_rules(), kinds)


def main() -> int:
    """Take the four screenshots; 0 when every one was taken."""
    app = QApplication(sys.argv[:1])
    Together.address, Together.port, Together.announce = "127.0.0.1", 0, False
    OUT.mkdir(parents=True, exist_ok=True)
    taken: set[str] = set()
    rng = random.Random(4)
    bot = make_bot("rule", registry.get(GAME))

    def grab(name: str) -> None:
        path = OUT / f"together-{name}.png"
        QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
        taken.add(name)
        print("saved", path, flush=True)

    def later(ms: int, step: Callable[[], None]) -> None:
        QTimer.singleShot(ms, step)

    host = window("Hanna")
    host.show()
    host.start()
    host.new_match(choice(("you", "open", "computer", "computer"), ("Hanna", "", "Clara", "David")))
    hosted = host.together.hosted
    assert hosted is not None
    hosted.table.grace = 1.0
    guest = window("Gustav")

    def join() -> None:
        guest.together.join(f"ws://127.0.0.1:{hosted.port}/", hosted.code, "Gustav")
        later(1500, lobby)

    def lobby() -> None:
        host.raise_()
        grab("lobby")
        box = host.together.lobby
        assert box is not None
        start = box.findChild(QPushButton, "start")
        assert start is not None
        start.click()
        guest.show()
        guest.raise_()
        later(800, play)

    def autoplay(w: MainWindow) -> None:
        c = w.controller
        if c.is_persons_turn() and not w.scene.is_animating():
            c.act(bot.choose(c.view(), rng))

    def play() -> None:
        c = guest.controller
        if c.hosted and c.match.in_hand and not guest.scene.is_animating():
            view = c.view()
            if view.phase.name == "PLAY" and len(view.trick) >= 2 and c.is_persons_turn():
                later(300, mid_trick)
                return
        autoplay(host)
        autoplay(guest)
        later(150, play)

    def mid_trick() -> None:
        for w in (host, guest):
            if w._summary is not None:
                w._summary.close()  # the last hand's summary, read
        host_c = host.together.controller
        assert host_c is not None
        host_c.say("Your lead, Gustav!")
        guest.raise_()
        later(600, grab_joined)

    def grab_joined() -> None:
        grab("joined")
        joined = guest.together.joined
        assert joined is not None
        joined.client._finish(1)  # his network goes: a computer stands in after the grace
        guest.hide()
        host.raise_()
        later(3000, stand_in)

    def stand_in() -> None:
        autoplay(host)
        if "computer for now" in host.together.bar.news.text() and not host.scene.is_animating():
            grab("stand-in")
            host.hide()
            hot_seat()
            return
        later(200, stand_in)

    def hot_seat() -> None:
        here = window("Anna")
        here.show()
        here.start()
        here.new_match(
            choice(("you", "computer", "person", "computer"), ("Anna", "Clara", "Bert", "David"))
        )

        def curtain_and_quit() -> None:
            grab("curtain")
            app.quit()

        def wait_curtain() -> None:
            if here.curtain.is_up:
                later(500, curtain_and_quit)
                return
            autoplay(here)
            later(150, wait_curtain)

        later(500, wait_curtain)

    later(1000, join)
    later(120_000, app.quit)
    app.exec()
    wanted = {"lobby", "joined", "stand-in", "curtain"}
    return 0 if taken == wanted else 1


if __name__ == "__main__":
    sys.exit(main())
