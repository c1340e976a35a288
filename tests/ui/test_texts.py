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
    ],
)
def test_actions_in_words(action: str, words: str) -> None:
    assert texts.action_text(action) == words
