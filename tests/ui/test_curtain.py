"""Several people at one computer: between two people's turns a curtain hides every hand, and
no card of either person's hand is drawn face up while it is up (the scene's items say so)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from solo_desktop.core.cards import cards_of
from solo_desktop.model.match import HandResult
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.ui.table.card_item import CardItem
from solo_desktop.ui.table_presenter import shown_cards
from tests.ui.together_helpers import TIMEOUT, act, hosted_choice, loopback, open_window, ready

KINDS = {
    "here": ("you", "normal", "person", "normal"),
    "hosted": ("you", "open", "person", "normal"),  # the open seat gets a computer at Start
}


def faces_while_curtained(w: MainWindow, hands: dict[int, set[int]], seen: list[str]) -> None:
    """With the curtain up, note every face-up card item that is in a person's hand and has
    not been shown to everybody."""
    if not w.curtain.is_up:
        return
    for item in w.scene.items():
        if isinstance(item, CardItem) and item.face_up and item.card is not None:
            for seat, cards in hands.items():
                if item.card in cards:
                    seen.append(f"card {item.card} of seat {seat} face up under the curtain")


@pytest.mark.parametrize("where", sorted(KINDS))
def test_the_curtain_hides_every_hand_between_two_people(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    loopback(monkeypatch)
    w = open_window(qtbot, tmp_path, "Anna", "solo_whist")
    w.new_match(hosted_choice("solo_whist", KINDS[where], ("Anna", "", "Bert", "")))
    if where == "hosted":
        lobby = w.together.lobby
        assert lobby is not None
        start = lobby.findChild(QPushButton, "start")
        assert start is not None
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    c = w.controller
    assert c.local_people == (0, 2)
    results: list[HandResult] = []
    c.hand_settled.connect(results.append)
    seen: list[str] = []
    lifts = 0

    def hands() -> dict[int, set[int]]:
        """The people's cards that not everybody has seen (from each person's own view)."""
        out = {}
        for seat in c.local_people:
            view = c.view(seat)
            out[seat] = set(cards_of(view.hand)) - set(cards_of(shown_cards(view, seat)))
        return out

    def check() -> None:
        if c.match.in_hand and not results:
            faces_while_curtained(w, hands(), seen)

    # After every change the window has drawn (its own slot runs first), look at the scene.
    c.state_changed.connect(check)
    c.viewer_changed.connect(lambda _seat: check())
    for _ in range(400):
        if results:
            break
        qtbot.waitUntil(lambda: w.curtain.is_up or ready(w) or bool(results), timeout=TIMEOUT)
        if w.curtain.is_up:
            check()
            assert not w.controller.is_persons_turn(), "nobody plays while the curtain is up"
            shown_to = w.curtain.seat
            button = w.curtain.findChild(QPushButton, "curtain_show")
            assert button is not None and c.match.seats[shown_to].name in button.text()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert c.person_seat == shown_to and not w.curtain.is_up
            lifts += 1
        elif ready(w):
            act(qtbot, w)
    assert results, "the hand did not end"
    assert lifts >= 2, "the screen passed between the two people"
    assert seen == []
