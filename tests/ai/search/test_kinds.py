"""`kinds.view_game_id`: every game's view is told apart from the others'."""

from __future__ import annotations

import random

import pytest

from solo_desktop.ai.search.kinds import view_game_id
from solo_desktop.core import registry

GAMES = ("german_solo", "solo_whist", "six_bid", "solo66", "sixty_six")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_names_its_own_game(game_id: str) -> None:
    game = registry.get(game_id)
    rules = game.house_rules()
    players = game.player_counts[0]
    state = game.start(rules, game.deal(rules, players, 0, random.Random(3)))
    assert view_game_id(game.view(state, 1)) == game.id == game_id


def test_anything_else_is_no_game() -> None:
    assert view_game_id(object()) is None  # type: ignore[arg-type]
