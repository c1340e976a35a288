"""Windows at a hosted table in one test process: a host window, joining windows, and a
person's turn played through the widgets (the panel's buttons, the cards on the table)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from solo_desktop.core import registry
from solo_desktop.core.cards import CARD_TEXT
from solo_desktop.core.game import Phase
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.match import Seat
from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.dialogs.new_game import NewGameChoice
from solo_desktop.ui.main_window import MainWindow, demo_rules
from solo_desktop.ui.table.card_item import CardItem
from solo_desktop.ui.together import Together

TIMEOUT = 30_000


def loopback(monkeypatch: object) -> None:
    """Hosted tables in tests listen on 127.0.0.1 only, on any free port, and stay quiet."""
    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setattr(Together, "address", "127.0.0.1")
    monkeypatch.setattr(Together, "port", 0)
    monkeypatch.setattr(Together, "announce", False)


def open_window(qtbot: QtBot, folder: Path, name: str, game: str) -> MainWindow:
    """A window with its own data folder and ledger, at instant speed."""
    paths = Paths.resolve(folder).ensure()
    ledger = Ledger.open(paths.ledger_file)
    settings = Settings(speed="instant", player_name=name, last_game=game)
    w = MainWindow(settings, paths, game_id=game, seed=7, ledger=ledger)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def hosted_choice(game_id: str, kinds: tuple[str, ...], names: tuple[str, ...]) -> NewGameChoice:
    """A new-game choice with open seats (a hosted table); `names` of the people here."""
    rules = demo_rules(registry.get(game_id).house_rules(), 1)  # as short as the game allows
    seats = []
    for i, kind in enumerate(kinds):
        if kind in ("you", "person"):
            seats.append(Seat(names[i]))
        elif kind == "open":
            seats.append(Seat(f"Seat {i + 1}", "normal"))
        else:
            seats.append(Seat(f"Computer {i + 1}", kind))
    shown = tuple(k if k in ("you", "person", "open") else "computer" for k in kinds)
    return NewGameChoice(game_id, tuple(seats), rules, shown)


def click_item(qtbot: QtBot, w: MainWindow, item: CardItem) -> None:
    """Click a card where it shows (the cards of a fan overlap), as a person would."""
    view = w.table
    rect = item.boundingRect()
    for fx in (0.5, 0.1, 0.2, 0.3, 0.8, 0.9):
        for fy in (0.5, 0.25, 0.75):
            local = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            pos = view.mapFromScene(item.mapToScene(local))
            top = view.itemAt(pos)
            while top is not None and top is not item and top.parentItem() is not None:
                top = top.parentItem()
            if top is item:
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))
                return
    raise AssertionError("the card is hidden under others")


def ready(w: MainWindow) -> bool:
    """Whether the person on show is asked to act and the table is not moving."""
    return w.controller.is_persons_turn() and not w.scene.is_animating()


def act(qtbot: QtBot, w: MainWindow) -> str:
    """One action of the person on show, through the widgets: a card clicked on the table
    (the first playable one), else the panel's pass (or its first button). Returns it."""
    c = w.controller
    legal = c.legal_actions()
    view = c.view()
    plays = [a for a in legal if a.startswith("play ")]
    if view.phase is Phase.PLAY and plays:
        items = w.scene.hand_items(c.person_seat)
        playable = [i for i in items if i.card is not None and f"play {CARD_TEXT[i.card]}" in legal]
        assert playable, "the legal cards can be clicked on the table"
        click_item(qtbot, w, playable[0])
        return f"play {CARD_TEXT[playable[0].card]}"  # type: ignore[index]
    assert not w.panel.selecting, "these tests play games without laying cards away"
    buttons = w.panel.buttons()
    assert buttons, f"the panel offers the legal actions {legal}"
    name = "pass" if "pass" in buttons else next(iter(buttons))
    qtbot.mouseClick(buttons[name], Qt.MouseButton.LeftButton)
    return name
