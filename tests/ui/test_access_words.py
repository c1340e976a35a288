"""Cards and actions in words, in English and German: every card has its own name, actions
read as sentences, a discard stays hidden from the seats that may not see it. The German comes
from the app's own translation, like every other text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from solo_desktop.core.cards import card, parse_card
from solo_desktop.ui import i18n
from solo_desktop.ui.access import words

ROOT = Path(__file__).resolve().parents[2]

DECK = [card(s, r) for s in range(4) for r in range(13)]


def install_german() -> list[QTranslator]:
    """The app's German translator; returns it (to remove it afterwards)."""
    app = QApplication.instance()
    assert app is not None
    real = i18n.translator_for("de")
    assert real is not None
    app.installTranslator(real)
    return [real]


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    installed = install_german()
    yield
    for t in installed:
        QCoreApplication.removeTranslator(t)


def test_52_cards_have_52_names_in_english(qtbot: QtBot) -> None:
    names = [words.card_words(c) for c in DECK]
    assert len(set(names)) == 52
    assert len({words.card_in_sentence(c) for c in DECK}) == 52
    assert words.card_words(parse_card("QS")) == "Queen of spades"
    assert words.card_words(parse_card("TC")) == "Ten of clubs"
    assert words.card_words(parse_card("2D")) == "Two of diamonds"
    assert words.card_words(parse_card("AH")) == "Ace of hearts"
    assert words.card_in_sentence(parse_card("JH")) == "the jack of hearts"


def test_52_cards_have_52_names_in_german(german: None) -> None:
    names = [words.card_words(c) for c in DECK]
    assert len(set(names)) == 52
    assert words.card_words(parse_card("QS")) == "Pik-Dame"
    assert words.card_words(parse_card("AH")) == "Herz-Ass"
    assert words.card_words(parse_card("JC")) == "Kreuz-Bube"
    assert words.card_words(parse_card("TD")) == "Karo-Zehn"
    assert words.card_words(parse_card("KS")) == "Pik-König"
    assert words.card_words(parse_card("7H")) == "Herz-Sieben"
    assert words.card_in_sentence(parse_card("QS")) == "Pik-Dame"
    assert not any(re.search(r"\bof\b|queen|spades", n) for n in names), names


@pytest.mark.parametrize(
    ("action", "english", "german"),
    [
        ("pass", "Anna passes", "Anna passt"),
        ("bid solo", "Anna bids Solo", "Anna bietet Solo"),
        ("bid hearts", "Anna bids Hearts", "Anna bietet Herz"),
        ("hold", "Anna holds", "Anna hält"),
        ("accept", "Anna accepts", "Anna nimmt an"),
        ("trump clubs", "Anna names clubs as trumps", "Anna bestimmt Kreuz als Trumpf"),
        ("call AH", "Anna calls the ace of hearts", "Anna ruft Herz-Ass"),
        ("give 9C", "Anna gives back the nine of clubs", "Anna gibt Kreuz-Neun zurück"),
        ("give", "Anna gives back a card", "Anna gibt eine Karte zurück"),
        ("discard", "Anna discards", "Anna legt ab"),
        (
            "discard 7D 8H",
            "Anna discards the seven of diamonds and the eight of hearts",
            "Anna legt Karo-Sieben und Herz-Acht ab",
        ),
        ("play QS", "Anna plays the queen of spades", "Anna spielt Pik-Dame"),
        ("marriage hearts", "Anna shows the marriage in hearts", "Anna meldet das Paar in Herz"),
        ("exchange", "Anna exchanges the trump card", "Anna tauscht die Trumpfkarte aus"),
        ("close", "Anna closes the stock", "Anna dreht zu"),
        ("double", "Anna doubles", "Anna doppelt"),
    ],
)
def test_actions_as_sentences(qtbot: QtBot, action: str, english: str, german: str) -> None:
    assert words.action_sentence("Anna", action) == english
    installed = install_german()
    try:
        assert words.action_sentence("Anna", action) == german
    finally:
        for t in installed:
            QCoreApplication.removeTranslator(t)


def test_actions_in_words_name_cards_in_words(qtbot: QtBot) -> None:
    assert words.action_words("play QS") == "Play the queen of spades"
    assert words.action_words("call AC") == "Call the ace of clubs"
    assert words.action_words("pass") == "Pass"
    assert words.action_words("bid grand") == "Bid Grand"


class FakeView:
    """The parts of a view `seen_action` reads."""

    def __init__(self, seat: int, calls: tuple[tuple[int, str], ...]) -> None:
        self.seat = seat
        self.calls = calls


def test_a_discard_is_hidden_from_the_seats_that_may_not_see_it(qtbot: QtBot) -> None:
    view: Any = FakeView(0, ((1, "bid hearts"), (1, "discard")))
    assert words.seen_action(view, 1, "discard 7D 8D") == "discard"
    assert words.seen_action(view, 0, "discard 7D 8D") == "discard 7D 8D"  # his own
    assert words.seen_action(view, 1, "give 9C") == "give"  # no call shows it
    shown: Any = FakeView(0, ((1, "give 9C"),))
    assert words.seen_action(shown, 1, "give 9C") == "give 9C"  # he received it
    assert words.seen_action(view, 1, "play 7D") == "play 7D"
