"""The hand history and the replay viewer: stepping through real hands played by rule bots,
exporting a hand as a deal record, importing good and broken records."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from solo_desktop.ai.bot import RandomBot
from solo_desktop.core import record as records
from solo_desktop.core import registry
from solo_desktop.core.cards import CARD_TEXT, DECK_32
from solo_desktop.core.record import DealRecord
from solo_desktop.games.solo66 import GAME
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.replay import ReplaySteps
from solo_desktop.ui.history import HandHistoryWindow
from solo_desktop.ui.replay_viewer import ReplayViewer
from tests.model.test_statistics import played_record

SEATS = [("You", None), ("Anna", "rule"), ("Bernd", "rule"), ("Clara", "rule"), ("David", "rule")]


def settled_record(seed: int) -> DealRecord:
    """A played hand that was not thrown in (the seed is moved on until one is found)."""
    while True:
        record = played_record(seed)
        if any(a.startswith("play ") for a in record.actions):
            return record
        seed += 100


@pytest.fixture
def ledger() -> Ledger:
    ledger = Ledger.memory()
    match = ledger.begin_match("solo66", {}, SEATS, 10)
    for number, seed in ((1, 11), (2, 12)):
        record = settled_record(seed)
        outcome = GAME.outcome(records.replay(record).final)
        ledger.record_hand(match, number, record, outcome)
    return ledger


@pytest.fixture
def window(qtbot: QtBot, ledger: Ledger) -> HandHistoryWindow:
    w = HandHistoryWindow(ledger)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The message boxes shown, as (title, text), instead of showing them."""
    shown: list[tuple[str, str]] = []

    def warning(_parent: Any, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    return shown


# -- the stepping logic -------------------------------------------------------------------------


def test_steps_keep_every_card_and_end_with_empty_hands() -> None:
    record = settled_record(21)
    steps = ReplaySteps(record)
    assert steps.count == len(record.actions)
    start = steps.frame()
    assert (start.index, start.action, start.actor) == (0, None, None)
    assert [len(h) for h in start.hands] == [6] * 5
    assert len(start.talon) == 2 and start.trick == ()
    assert start.to_act == (record.dealer + 1) % 5
    for i in range(steps.count + 1):
        f = steps.frame(i)
        shown = [c for h in f.hands for c in h] + list(f.talon) + list(f.discards)
        shown += [c for _, c in f.trick]
        assert len(shown) == len(set(shown)), i
        gone = sum(f.tricks) - (f.trick_winner is not None)
        assert len(shown) == 32 - 5 * gone, i
        if i:
            assert f.action == record.actions[i - 1]
    end = steps.frame(steps.count)
    assert end.over and end.to_act is None
    assert all(h == () for h in end.hands)
    final = records.replay(record).final
    last = final.history[-1]
    assert end.trick == tuple(((last.leader + k) % 5, c) for k, c in enumerate(last.cards))
    assert end.trick_winner == last.winner
    assert sum(end.tricks) == 6
    assert set(DECK_32) >= {c for _, c in end.trick}


@pytest.mark.parametrize("game", [g.id for g in registry.games()])
def test_steps_of_every_game_keep_every_card(game: str) -> None:
    for seed in range(3):
        g = registry.get(game)
        rules = g.house_rules()
        players = g.player_counts[0]
        deal = g.deal(rules, players, seed % players, random.Random(seed))
        state = g.start(rules, deal)
        bot, rng, actions = RandomBot(), random.Random(seed), []
        while (seat := g.to_act(state)) is not None:
            action = bot.choose(g.view(state, seat), rng)
            actions.append(action)
            state = g.apply(state, action)
        record = records.make(g, rules, deal, actions)
        steps = ReplaySteps(record)
        dealt = sum(len(h) for h in deal.hands) + len(deal.talon)
        for i in range(steps.count + 1):
            f = steps.frame(i)
            shown = [c for h in f.hands for c in h] + list(f.talon) + list(f.discards)
            shown += [c for _, c in f.trick]
            assert len(shown) == len(set(shown)), (game, seed, i)
            history = g.view(steps.replay.states[i], 0).history
            taken = sum(len(t.cards) for t in history)
            if f.trick_winner is not None:
                taken -= len(history[-1].cards)
            assert len(shown) == dealt - taken, (game, seed, i)
        assert steps.frame(steps.count).over


def test_steps_move_and_clamp() -> None:
    steps = ReplaySteps(settled_record(22))
    assert steps.at_start and not steps.back() and not steps.first()
    assert steps.next() and steps.index == 1
    assert steps.last() and steps.at_end and not steps.next()
    assert steps.back() and steps.index == steps.count - 1
    assert steps.go(10_000) and steps.index == steps.count
    assert steps.first() and steps.index == 0


def test_first_play_puts_one_card_in_the_trick() -> None:
    record = settled_record(23)
    steps = ReplaySteps(record)
    first_play = next(i for i, a in enumerate(record.actions) if a.startswith("play "))
    f = steps.frame(first_play + 1)
    card = record.actions[first_play].split()[1]
    assert [CARD_TEXT[c] for _, c in f.trick] == [card]
    assert f.trick[0][0] == f.actor
    assert f.trump is not None and f.declarer is not None
    assert len(f.discards) == 2 and f.talon == ()


# -- the windows --------------------------------------------------------------------------------


def test_history_lists_the_hands_newest_first(window: HandHistoryWindow, ledger: Ledger) -> None:
    w = window
    rows = ledger.hands()
    assert w.tree.topLevelItemCount() == 2
    assert [r.number for r in w.rows] == [2, 1]
    item = w.tree.topLevelItem(1)
    assert item is not None
    row = rows[0]
    assert item.text(1) == "Solo 66"
    assert (item.text(2), item.text(3)) == ("1", "1")
    assert item.text(4) == ("" if row.declarer is None else row.names[row.declarer])
    chips = row.chips[0]
    assert item.text(7) == (f"{chips:+d}" if chips else "0")
    assert item.text(6) in ("Won", "Lost")
    assert w.count_label.text() == "2 hands"


def test_replay_a_hand_from_the_history(
    qtbot: QtBot, window: HandHistoryWindow, ledger: Ledger
) -> None:
    w = window
    row = ledger.hands()[0]
    record = records.from_json(row.record)
    w.select_hand(row.id)
    qtbot.mouseClick(w.replay_button, Qt.MouseButton.LeftButton)
    viewer = w.viewer
    assert isinstance(viewer, ReplayViewer)
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    scene = viewer.scene
    assert [scene.plate(s).name for s in range(5)] == list(row.names)
    # the deal: every hand face up, the talon face up, nothing in the trick
    for seat in range(5):
        items = scene.hand_items(seat)
        assert len(items) == 6 and all(it.face_up for it in items)
    assert len(scene.pile_items("talon")) == 2
    assert scene.trick_items() == []
    assert not viewer.back_button.isEnabled() and viewer.next_button.isEnabled()
    assert viewer.position_label.text() == "The deal"

    first_play = next(i for i, a in enumerate(record.actions) if a.startswith("play "))
    for _ in range(first_play + 1):
        qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
    plays = scene.trick_items()
    assert len(plays) == 1
    card = plays[0][1].card
    assert card is not None and CARD_TEXT[card] == record.actions[first_play].split()[1]
    assert viewer.position_label.text() == f"Action {first_play + 1} of {len(record.actions)}"
    assert viewer.action_label.text().startswith(row.names[plays[0][0]] + ": ")

    qtbot.keyClick(viewer, Qt.Key.Key_Left)  # back: the card returns to its hand
    assert scene.trick_items() == []
    assert viewer.steps.index == first_play
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert len(scene.trick_items()) == 1

    while viewer.next_button.isEnabled():
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.steps.at_end
    assert all(scene.hand_items(s) == [] for s in range(5))
    final = records.replay(record).final
    last = final.history[-1]
    expected = [((last.leader + k) % 5, c) for k, c in enumerate(last.cards)]
    assert [(seat, it.card) for seat, it in scene.trick_items()] == expected
    assert "takes the trick" in viewer.action_label.text()
    assert "the solo" in viewer.turn_label.text() or "over" in viewer.turn_label.text()
    assert scene.last_trick_box().isVisible()
    assert not viewer.next_button.isEnabled() and not viewer.last_button.isEnabled()
    chips = row.chips
    for seat in range(5):
        assert scene.plate(seat).info.endswith(f"{chips[seat]:+d}" if chips[seat] else "0")

    qtbot.mouseClick(viewer.back_button, Qt.MouseButton.LeftButton)
    assert len(scene.trick_items()) == 4
    assert sum(len(scene.hand_items(s)) for s in range(5)) == 1
    assert scene.hand_items(expected[-1][0])[0].card == expected[-1][1]
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.steps.at_start and len(scene.pile_items("talon")) == 2
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.steps.at_end


def test_export_writes_a_record_that_reads_back_equal(
    qtbot: QtBot,
    window: HandHistoryWindow,
    ledger: Ledger,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    w = window
    row = ledger.hands()[1]
    w.select_hand(row.id)
    path = tmp_path / "hand.json"
    w.export_selected(path)
    assert records.loads(path.read_text(encoding="utf-8")) == records.from_json(row.record)

    chosen = tmp_path / "chosen.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(chosen), ""))
    )
    qtbot.mouseClick(w.export_button, Qt.MouseButton.LeftButton)
    assert chosen.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


def test_import_opens_a_record_in_the_viewer(
    window: HandHistoryWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    warnings: list[tuple[str, str]],
) -> None:
    record = settled_record(31)
    path = tmp_path / "bug.json"
    path.write_text(records.dumps(record), encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    window.import_button.click()
    viewer = window.viewer
    assert viewer is not None and warnings == []
    assert viewer.steps.record == record
    assert viewer.windowTitle() == "Replay – bug.json"
    assert [viewer.scene.plate(s).name for s in range(5)] == [f"Player {n}" for n in range(1, 6)]
    viewer.last()
    assert all(viewer.scene.hand_items(s) == [] for s in range(5))
    assert window.ledger.summary().hands == 2  # an imported hand does not enter the ledger


def test_a_record_in_progress_can_be_replayed(window: HandHistoryWindow, tmp_path: Path) -> None:
    record = settled_record(32)
    data = records.to_json(record)
    data["actions"] = data["actions"][:9]
    path = tmp_path / "part.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    viewer = window.open_record_file(path)
    assert viewer is not None
    viewer.last()
    assert viewer.steps.index == 9
    assert "to act" in viewer.turn_label.text()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{not json", "not valid JSON"),
        (b'{"format": "solo-desktop/deal@9", "game": "solo66"}', "unsupported format"),
        (b"\xff\xfe\x00", "not UTF-8"),
        (None, "action 0 'play AC' by seat 1 is illegal"),
    ],
)
def test_import_of_a_broken_file_explains_and_does_not_crash(
    window: HandHistoryWindow,
    tmp_path: Path,
    warnings: list[tuple[str, str]],
    content: bytes | None,
    message: str,
) -> None:
    path = tmp_path / "broken.json"
    if content is None:
        data = records.to_json(settled_record(33))
        data["dealer"] = 0
        data["actions"] = ["play AC"]
        content = json.dumps(data).encode()
    path.write_bytes(content)
    assert window.open_record_file(path) is None
    assert window.viewer is None
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Import hand"
    assert "broken.json" in text and message in text


def test_import_of_a_missing_file(
    window: HandHistoryWindow, tmp_path: Path, warnings: list[tuple[str, str]]
) -> None:
    assert window.open_record_file(tmp_path / "gone.json") is None
    assert warnings and "Could not read gone.json" in warnings[0][1]


def test_without_hands_nothing_to_replay(qtbot: QtBot) -> None:
    w = HandHistoryWindow(Ledger.memory())
    qtbot.addWidget(w)
    assert w.tree.topLevelItemCount() == 0
    assert not w.replay_button.isEnabled() and not w.export_button.isEnabled()
    assert w.replay_selected() is None
