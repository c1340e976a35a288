"""The bot levels: every level plays every game legally; easy errs now and then; the search
budget scales with SOLO_DESKTOP_SEARCH_SCALE."""

from __future__ import annotations

import random

import pytest

from solo_desktop.ai.bot import bot_names, make_bot
from solo_desktop.ai.levels import SCALE_ENV, EasyBot, NormalBot, budget_scale
from solo_desktop.ai.search.bot import SearchBot
from solo_desktop.core import registry
from solo_desktop.core.game import Phase

SEATS = {"german_solo": 4, "solo_whist": 4, "six_bid": 3, "solo66": 5, "sixty_six": 2}
LEVELS = ("easy", "normal", "strong", "expert", "rule")


@pytest.fixture(autouse=True)
def tiny_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SCALE_ENV, "0.01")


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_level_plays_every_game_legally(game_id: str) -> None:
    game = registry.get(game_id)
    n = SEATS[game_id]
    names = bot_names(game)
    for level in LEVELS:
        assert level in names
    rng = random.Random(7)
    for level in ("easy", "strong", "expert"):
        bots = [make_bot(level, game)] + [make_bot("normal", game) for _ in range(n - 1)]
        for hand in range(3):
            hr = game.house_rules()
            state = game.start(hr, game.deal(hr, n, hand % n, rng))
            while not game.is_over(state):
                seat = game.to_act(state)
                assert seat is not None
                view = game.view(state, seat)
                action = bots[(seat - hand) % n].choose(view, rng)
                assert action in view.legal_actions
                state = game.apply(state, action)


def test_levels_are_what_they_say() -> None:
    game = registry.get("german_solo")
    strong, expert = make_bot("strong", game), make_bot("expert", game)
    assert isinstance(strong, SearchBot) and isinstance(expert, SearchBot)
    assert strong.budget == pytest.approx(0.003) and expert.budget == pytest.approx(0.01)
    assert strong.name == "strong" and expert.name == "expert"
    normal = make_bot("normal", game)
    assert isinstance(normal, NormalBot) and normal.name == "normal"
    assert type(normal.rule) is type(make_bot("rule", game))
    assert isinstance(make_bot("easy", game), EasyBot)


def test_budget_scale_reads_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SCALE_ENV, "0.5")
    assert budget_scale() == 0.5
    for bad in ("", "x", "-1", "0"):
        monkeypatch.setenv(SCALE_ENV, bad)
        assert budget_scale() == 1.0


def test_easy_errs_sometimes_and_is_seeded() -> None:
    game = registry.get("solo_whist")
    easy = EasyBot(game)
    rule = make_bot("rule", game)
    hr = game.house_rules()
    rng = random.Random(3)
    state = game.start(hr, game.deal(hr, 4, 0, rng))
    seat = game.to_act(state)
    assert seat is not None
    view = game.view(state, seat)
    while view.phase is not Phase.PLAY or len(view.legal_actions) < 4:
        state = game.apply(state, rule.choose(view, rng))
        if game.is_over(state):
            state = game.start(hr, game.deal(hr, 4, 0, rng))
        seat = game.to_act(state)
        assert seat is not None
        view = game.view(state, seat)
    expected = rule.choose(view, random.Random(0))
    picks = [easy.choose(view, random.Random(i)) for i in range(400)]
    odd = sum(p != expected for p in picks)
    assert 20 < odd < 120
    assert picks == [easy.choose(view, random.Random(i)) for i in range(400)]
