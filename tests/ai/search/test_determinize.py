"""Determinization: every sampled deal fits what the seat saw, the true deal always fits, and
with nothing left to guess the sample is the truth."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from solo_desktop.ai.bot import RandomBot, make_bot
from solo_desktop.ai.search.determinize import (
    Constraints,
    Sample,
    consistent,
    constraints,
    exclusions,
    sample,
)
from solo_desktop.core import registry
from solo_desktop.core.cards import parse_card
from solo_desktop.core.game import Phase
from solo_desktop.core.tricks import FOLLOW, FOLLOW_TRUMP, STRICT, german_contract, suit_contract
from solo_desktop.games.sixty_six_view import SixtySixView
from solo_desktop.games.solo_whist_view import SoloWhistView

GAMES: dict[str, tuple[dict[str, object], int]] = {
    "german_solo": ({}, 4),
    "solo_whist": ({}, 4),
    "six_bid": ({}, 4),
    "progressive": ({"variant": "progressive"}, 3),
    "solo66": ({}, 5),
    "sixty_six": ({}, 2),
}


def truth(cons: Constraints, state: Any) -> Sample:
    """The true deal in the terms of the constraints: the hands, the rest of the pool in the
    pile."""
    hands = tuple(state.hands)
    held = 0
    for h in hands:
        held |= h
    return Sample(hands, (cons.pool & ~held) | cons.pile_known)


def play_and_check(game_id: str, rules: dict[str, object], players: int, seed: int) -> int:
    """Play a hand with random bots; at every step check every seat's samples. Returns the
    number of views checked."""
    game = registry.get("six_bid" if game_id == "progressive" else game_id)
    rng = random.Random(seed)
    hr = game.house_rules(rules)
    state = game.start(hr, game.deal(hr, players, seed % players, rng))
    bot = RandomBot()
    rule = make_bot("rule", game)
    checked = 0
    while not game.is_over(state):
        for seat in range(players):
            view = game.view(state, seat)
            cons = constraints(view)
            assert consistent(cons, truth(cons, state)), (game_id, seed, seat)
            for _ in range(2):
                s = sample(cons, rng)
                assert consistent(cons, s), (game_id, seed, seat)
                assert s.hands[seat] == state.hands[seat]
            places = sum(1 for n in cons.need if n) + (1 if cons.pile_need else 0)
            if places <= 1:
                assert s == truth(cons, state)
            checked += 1
        actor = game.to_act(state)
        assert actor is not None
        view = game.view(state, actor)
        chooser = bot if view.phase is Phase.PLAY and seed % 2 else rule
        state = game.apply(state, chooser.choose(view, rng))
    return checked


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_samples_fit_the_view_in_random_play(game_id: str) -> None:
    rules, players = GAMES[game_id]
    total = 0
    for seed in range(16):
        total += play_and_check(game_id, rules, players, seed)
    assert total > 100


def test_solo_whist_voids_and_turn_up() -> None:
    game = registry.get("solo_whist")
    rng = random.Random(5)
    for seed in range(40):
        hr = game.house_rules()
        state = game.start(hr, game.deal(hr, 4, seed % 4, random.Random(seed)))
        while not game.is_over(state) and len(state.history) < 5:
            seat = game.to_act(state)
            assert seat is not None
            state = game.apply(state, RandomBot().choose(game.view(state, seat), rng))
        if game.is_over(state):
            continue
        view = game.view(state, 0)
        assert isinstance(view, SoloWhistView)
        cons = constraints(view)
        up = state.setup.turn_up
        if state.setup.dealer != 0 and not view.played >> up & 1:
            assert cons.known[state.setup.dealer] >> up & 1
        for _ in range(5):
            s = sample(cons, rng)
            for t in state.history:
                lead = t.cards[0]
                for i, c in enumerate(t.cards[1:], 1):
                    p = (t.leader + i) % 4
                    if c >> 4 != lead >> 4 and p != 0:
                        assert not s.hands[p] & (0x1FFF << (16 * (lead >> 4)))


def test_exclusions_under_each_policy() -> None:
    ah, kh, _2h, _3c = (parse_card(t) for t in ("AH", "KH", "2H", "3C"))
    ctx = suit_contract(None)
    # follow only: seat 1 did not follow hearts
    out = exclusions([(0, (kh, _3c))], (0, 1), 2, ctx, FOLLOW)
    assert out[1] == ctx.follow[kh] and out[0] == 0
    # follow and trump, clubs trumps: a diamond on a heart lead shows no hearts, no clubs
    ctx = suit_contract(0)
    td = parse_card("TD")
    out = exclusions([(0, (kh, td))], (0, 1), 2, ctx, FOLLOW_TRUMP)
    assert out[1] == ctx.follow[kh] | ctx.trump
    # strict (German): following low to a king shows no higher heart
    g = german_contract(1)
    out = exclusions([(0, (kh, parse_card("9H")))], (0, 1), 2, g, STRICT)
    assert out[1] == g.follow[kh] & g.beats[kh]
    assert out[1] >> ah & 1
    # strict: an undertrump shows no trump above the top trump
    low, high = parse_card("8S"), parse_card("AS")
    out = exclusions([(0, (kh, high, low))], (0, 1, 2), 3, g, STRICT)
    assert out[2] == g.follow[kh] | (g.trump & g.beats[high])


def test_fully_known_sixty_six_endgame_is_the_truth() -> None:
    game = registry.get("sixty_six")
    rng = random.Random(1)
    hr = game.house_rules()
    found = 0
    for seed in range(30):
        state = game.start(hr, game.deal(hr, 2, 0, random.Random(seed)))
        while not game.is_over(state):
            view = game.view(state, 0)
            assert isinstance(view, SixtySixView)
            if view.stock_size == 0:
                cons = constraints(view)
                assert sample(cons, rng).hands == tuple(state.hands)
                found += 1
            seat = game.to_act(state)
            assert seat is not None
            state = game.apply(state, RandomBot().choose(game.view(state, seat), rng))
    assert found


def test_a_sample_takes_well_under_a_millisecond() -> None:
    game = registry.get("solo_whist")
    rng = random.Random(2)
    hr = game.house_rules()
    views = []
    for seed in range(20):
        state = game.start(hr, game.deal(hr, 4, 0, random.Random(seed)))
        while not game.is_over(state) and len(state.history) < 4:
            seat = game.to_act(state)
            assert seat is not None
            state = game.apply(state, RandomBot().choose(game.view(state, seat), rng))
        views.append(game.view(state, 1))
    conses = [constraints(v) for v in views]
    start = time.perf_counter()
    n = 0
    for _ in range(20):
        for cons in conses:
            sample(cons, rng, tries=1)
            n += 1
    per = (time.perf_counter() - start) / n
    assert per < 0.001
