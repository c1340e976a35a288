"""Every value the core can return has words: reasons, actions, house rules of every game."""

from __future__ import annotations

import pytest

from solo_desktop.controller import texts
from solo_desktop.core import registry
from solo_desktop.core.game import IllegalActionError, Phase, Reason


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_words(reason: Reason) -> None:
    for suit in (None, 2):
        text = texts.reason_text(IllegalActionError(Phase.PLAY, 0, "play AH", reason, suit))
        assert text and text[0].isupper() and text.endswith(".")


def test_every_house_rule_of_every_game_has_a_name_description_and_value_words() -> None:
    for game in registry.games():
        for spec in game.rule_specs:
            assert texts.rule_name(spec.name) != spec.name, (game.id, spec.name)
            assert texts.rule_description(spec.name), (game.id, spec.name)
            for choice in spec.choices:
                assert texts.rule_value(spec.name, choice) != choice, (spec.name, choice)


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ("pass", "Pass"),
        ("bid hearts", "Bid Hearts"),
        ("trump clubs", "Clubs are trumps"),
        ("play TC", "10♣"),
        ("play QS", "Q♠"),
        ("marriage hearts", "Marriage in Hearts"),
        ("exchange", "Exchange the trump card"),
        ("close", "Close the stock"),
        ("out", "Out! (66)"),
        ("bid request", "Bid Request"),
        ("bid club_solo6", "Bid Club solo, 6 tricks"),
        ("hold", "Hold"),
        ("call AH", "Call A♥"),
        ("bid prop", "Bid Proposal"),
        ("accept", "Accept"),
        ("give 6C", "Give back 6♣"),
        ("give", "Give back a card"),
        ("discard 7D 8D", "Lay away 7♦ 8♦"),
        ("discard", "Lay away"),
    ],
)
def test_actions_in_words(action: str, words: str) -> None:
    assert texts.action_text(action) == words


def test_solo_whist_chips_are_red_and_white() -> None:
    assert texts.chips_text("solo_whist", 17) == "+3 red 2 white"
    assert texts.chips_text("solo_whist", -10) == "−2 red"
    assert texts.chips_text("solo_whist", 3) == "+3"
    assert texts.chips_text("solo66", 17) == "+17"


def test_bids_are_listed_cheapest_first_per_game() -> None:
    whist = sorted(
        ["bid misere", "bid abondance", "bid solo", "bid prop"], key=texts.bid_order("solo_whist")
    )
    assert whist == ["bid prop", "bid solo", "bid misere", "bid abondance"]
    german = sorted(["bid kicker", "bid solo", "bid grand"], key=texts.bid_order("german_solo"))
    assert german == ["bid grand", "bid solo", "bid kicker"]
