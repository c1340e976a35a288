"""The table in words through whole hands of every game: at each of the person's turns the
hand list names his cards and says which he may play, exactly as `legal_actions()` has it; he
plays through the list (Enter); every public event is announced exactly once, a card played
with its player and its name in words, in English and in German."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from solo_desktop.controller.match_controller import MatchController
from solo_desktop.core import registry
from solo_desktop.core.actions import split
from solo_desktop.core.cards import CARD_TEXT, cards_of, parse_card
from solo_desktop.model.match import HandResult, Match, Seat
from solo_desktop.ui.access import announcer as announcer_module
from solo_desktop.ui.access.announcer import Announcer
from solo_desktop.ui.access.table_panel import FIELDS, PLAYABLE_ROLE, AccessibleTable
from tests.ui.test_access_words import install_german

TIMEOUT = 20_000
NAMES = ["Anna", "Bert", "Clara", "Dora", "Emil"]

RANKS = {
    "en": [
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "jack",
        "queen",
        "king",
        "ace",
    ],
    "de": [
        "Zwei",
        "Drei",
        "Vier",
        "Fünf",
        "Sechs",
        "Sieben",
        "Acht",
        "Neun",
        "Zehn",
        "Bube",
        "Dame",
        "König",
        "Ass",
    ],
}
SUITS = {"en": ["clubs", "spades", "hearts", "diamonds"], "de": ["Kreuz", "Pik", "Herz", "Karo"]}


def card_en(c: int) -> str:
    """A card's name on its own, written out here apart from the code under test."""
    return f"{RANKS['en'][c & 15].capitalize()} of {SUITS['en'][c >> 4]}"


def expected_play(lang: str, name: str, c: int) -> str:
    """The announcement of a card played, as a person would say it."""
    rank, suit = RANKS[lang][c & 15], SUITS[lang][c >> 4]
    if lang == "en":
        return f"{name} plays the {rank} of {suit}"
    return f"{name} spielt {suit}-{rank}"


EXPECTED = {
    "en": {"trick": "{name} takes the trick", "hand": "Hand over.", "discards": "{name} discards"},
    "de": {
        "trick": "{name} bekommt den Stich",
        "hand": "Spiel beendet.",
        "discards": "{name} legt ab",
    },
}


GAMES = [
    ("solo66", 5),
    ("solo_whist", 4),
    ("six_bid", 3),
    ("six_bid", 4),
    ("german_solo", 4),
    ("sixty_six", 2),
]


@pytest.fixture(params=["en", "de"])
def lang(request: Any, qtbot: QtBot) -> Iterator[str]:
    installed = install_german() if request.param == "de" else []
    yield request.param
    for t in installed:
        QCoreApplication.removeTranslator(t)


def make_controller(game_id: str, players: int, seed: int) -> MatchController:
    game = registry.get(game_id)
    seats = [Seat(NAMES[0])] + [Seat(n, "rule") for n in NAMES[1:players]]
    match = Match(game, game.house_rules(), seats, seed=seed, first_dealer=players - 1)
    return MatchController(match, speed=0, seed=seed)


def check_list(panel: AccessibleTable, controller: MatchController) -> None:
    """The hand list against the person's view and `legal_actions()`."""
    view = controller.view()
    legal = set(controller.legal_actions())
    lst = panel.hand_list
    shown = [lst.item(row) for row in range(lst.count())]
    assert sorted(item.data(Qt.ItemDataRole.UserRole) for item in shown if item) == sorted(
        cards_of(view.hand)
    )
    for item in shown:
        assert item is not None
        c = item.data(Qt.ItemDataRole.UserRole)
        playable = "play " + CARD_TEXT[c] in legal
        text = f"{card_en(c)}, playable" if playable else f"{card_en(c)}, not playable now"
        if QCoreApplication.translate("Access", "{card}, playable") == "{card}, playable":
            assert item.text() == text
        assert item.data(Qt.ItemDataRole.AccessibleTextRole) == item.text()
        assert bool(item.data(PLAYABLE_ROLE)) is playable
        assert bool(item.flags() & Qt.ItemFlag.ItemIsSelectable) is playable
        assert item.flags() & Qt.ItemFlag.ItemIsEnabled  # arrow keys read every card


class Record:
    """The controller's public events and the announcements, in the order they came."""

    def __init__(self, controller: MatchController, announcer: Announcer) -> None:
        self.events: list[tuple[str, Any]] = []
        self.said: list[str] = []
        controller.hand_started.connect(lambda: self.events.append(("hand_started", None)))
        controller.action_applied.connect(lambda s, a: self.events.append(("action", (s, a))))
        controller.auction_finished.connect(lambda: self.events.append(("auction", None)))
        controller.trick_completed.connect(lambda w: self.events.append(("trick", w)))
        controller.hand_settled.connect(lambda r: self.events.append(("settled", r)))
        announcer.announced.connect(self.said.append)


def check_announcements(record: Record, lang: str, your_turn: str) -> int:
    """Every event announced once, in order; plays in the right words. Returns the plays."""
    assert len(record.said) == len(record.events), (record.events, record.said)
    plays = 0
    for (kind, payload), said in zip(record.events, record.said, strict=True):
        assert ".." not in said, said
        text = said.removesuffix(f". {your_turn}").removesuffix(f" {your_turn}")
        if kind == "hand_started":
            assert text.startswith("Hand " if lang == "en" else "Spiel "), text
        if kind == "action":
            seat, action = payload
            verb, args = split(action)
            name = NAMES[seat]
            if verb == "play":
                expected = expected_play(lang, name, parse_card(args[0]))
                # German Solo: and the partner, once known
                assert text == expected or text.startswith(expected + ". "), text
                plays += 1
            elif verb == "discard" and seat != 0:
                assert text == EXPECTED[lang]["discards"].format(name=name), text
            else:
                assert text.startswith(name), text
        elif kind == "trick":
            assert text.startswith(EXPECTED[lang]["trick"].format(name=NAMES[payload])), text
        elif kind == "settled":
            result: HandResult = payload
            assert text.startswith(EXPECTED[lang]["hand"]), text
            for seat, chips in enumerate(result.chips):
                assert NAMES[seat] in text
                if abs(chips) < 5:
                    assert f"{NAMES[seat]} {chips:+d}" in text, text
    return plays


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_a_whole_hand_through_the_table_in_words(
    qtbot: QtBot, lang: str, game_id: str, players: int
) -> None:
    controller = make_controller(game_id, players, seed=7)
    played: list[int] = []

    def play(c: int) -> None:
        played.append(c)
        controller.act("play " + CARD_TEXT[c])

    panel = AccessibleTable(play=play)
    qtbot.addWidget(panel)
    panel.bind(controller)
    panel.show()
    announcer = Announcer(panel, keep=1000)
    announcer.bind(controller)
    record = Record(controller, announcer)
    refused: list[int] = []
    panel.refused.connect(refused.append)
    rng = random.Random(1)
    your_turn = QCoreApplication.translate("Access", "Your turn.")
    match = controller.match
    controller.start()
    turns = 0
    for _ in range(4):  # a hand thrown in or sat out by the person: deal the next
        with qtbot.waitSignal(controller.hand_settled, timeout=60_000):
            while match.in_hand and not match.hand_over:
                qtbot.waitUntil(
                    lambda: controller.is_persons_turn() or not match.in_hand, timeout=TIMEOUT
                )
                if not match.in_hand:
                    break
                check_list(panel, controller)
                legal = controller.legal_actions()
                plays = [a for a in legal if a.startswith("play ")]
                if not plays:  # pass where he may, so that the others' contracts are played
                    controller.act("pass" if "pass" in legal else rng.choice(legal))
                    continue
                turns += 1
                items = [(row, c) for row, (c, ok) in enumerate(panel.cards()) if ok]
                assert sorted("play " + CARD_TEXT[c] for _, c in items) == sorted(plays)
                barred = [row for row, (_, ok) in enumerate(panel.cards()) if not ok]
                if barred:  # a card not playable now is refused, and nothing is played
                    panel.hand_list.setCurrentRow(barred[0])
                    qtbot.keyClick(panel.hand_list, Qt.Key.Key_Return)
                    assert refused and not panel.play_button.isEnabled()
                    assert controller.is_persons_turn()
                row, c = rng.choice(items)
                panel.hand_list.setCurrentRow(row)
                assert panel.play_button.isEnabled()
                before = len(record.said)
                qtbot.keyClick(panel.hand_list, Qt.Key.Key_Return)
                assert played[-1] == c
                assert len(record.said) > before  # announced at once
                assert record.said[before].startswith(expected_play(lang, NAMES[0], c))
                if match.in_hand and not controller.is_persons_turn():
                    assert not any(ok for _, ok in panel.cards())
        if turns:
            break
        controller.next_hand()
    assert turns, "the person played no card in four hands"
    announced_plays = check_announcements(record, lang, your_turn)
    assert announced_plays >= turns
    assert panel.hand_list.count() == 0  # between hands: no cards
    hand_over = QCoreApplication.translate("Access", "Hand over")
    assert panel.lines["turn"].value == hand_over


def test_the_panel_reads_by_keyboard_and_fits_a_dock(qtbot: QtBot) -> None:
    controller = make_controller("solo66", 5, seed=3)
    panel = AccessibleTable()
    qtbot.addWidget(panel)
    panel.bind(controller)
    controller.start()
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.waitUntil(controller.is_persons_turn, timeout=TIMEOUT)
    assert panel.hand_list.objectName() == "hand_list"
    panel.hand_list.setFocus()
    panel.play_button.setEnabled(True)  # reachable when a card may be played
    order = [panel.hand_list.objectName()]
    widget: QWidget | None = panel.hand_list
    for _ in (*FIELDS, "play"):
        assert widget is not None
        widget = widget.nextInFocusChain()
        while widget is not None and widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            widget = widget.nextInFocusChain()
        assert widget is not None
        order.append(widget.objectName())
    assert order == ["hand_list", "play_card", *FIELDS]
    for widget in [panel.hand_list, panel.play_button, *panel.lines.values()]:
        assert widget.accessibleName(), widget.objectName()
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus
    auction = panel.lines["auction"]
    assert isinstance(auction, QLabel)
    assert auction.text() == auction.accessibleName()
    assert auction.text().startswith("Auction: ")
    assert auction.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert panel.minimumSizeHint().width() <= 260


def test_the_curtain_hides_the_cards(qtbot: QtBot) -> None:
    controller = make_controller("sixty_six", 2, seed=3)
    panel = AccessibleTable(controller=controller)
    qtbot.addWidget(panel)
    controller.start()
    assert len(panel.cards()) == 6
    panel.set_concealed(True)
    assert panel.cards() == []
    assert panel.hand_list.count() == 1
    text = panel.hand_list.item(0).text()
    assert "hidden" in text
    panel.set_concealed(False)
    assert len(panel.cards()) == 6


def test_announcements_reach_screen_readers_on_the_target(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    posted: list[tuple[QWidget, str]] = []
    monkeypatch.setattr(announcer_module, "post", lambda w, t: posted.append((w, t)))
    target = QWidget()
    qtbot.addWidget(target)
    announcer = Announcer(target)
    announcer.announce("Bert plays the queen of spades")
    assert posted == [(target, "Bert plays the queen of spades")]
    assert announcer.repeat_last() == "Bert plays the queen of spades"
    assert len(posted) == 2 and announcer.history == ["Bert plays the queen of spades"]


def test_the_real_announcement_event(qtbot: QtBot) -> None:
    target = QWidget()
    qtbot.addWidget(target)
    event = announcer_module.announcement(target, "Clara takes the trick")
    assert event.message() == "Clara takes the trick"
    assert event.object() is target
    announcer_module.post(target, "Clara takes the trick")  # no screen reader here: no error
