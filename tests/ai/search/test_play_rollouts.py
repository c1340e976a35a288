"""Rollouts of Solo Whist's play with the rule bot: sampled deals rebuilt into states that match
the view, one value per legal card (the declarer side's tricks from here), equal for equivalent
cards, and the search using them where it cannot solve."""

from __future__ import annotations

import random
from typing import Any

from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.budget import Budget
from solo_desktop.ai.search import play_rollouts, replay
from solo_desktop.ai.search.bot import SOLVE_CARDS, SearchBot, _search
from solo_desktop.ai.search.determinize import constraints, sample
from solo_desktop.ai.search.games import frame
from solo_desktop.core import registry
from solo_desktop.core.cards import CARD_TEXT, parse_card
from solo_desktop.core.game import Game, PlayerView
from solo_desktop.games.solo_whist_view import SoloWhistView
from tests.ai.search.views import choice_in_play, rule_bot_views, shows_again


def whist_views(hands: int, seed: int) -> tuple[Game, list[tuple[Any, PlayerView]]]:
    """(state, view of the seat to act) at Solo Whist play decisions of rule-bot hands."""
    game = registry.get("solo_whist")
    return game, rule_bot_views(game, hands, seed, choice_in_play)


def test_rebuilt_state_shows_the_same_view() -> None:
    game, views = whist_views(6, 1)
    assert views
    for _, view in views[::3]:
        s = sample(constraints(view), random.Random(5))
        state = replay.rebuild_play(game, view, s)
        assert state is not None
        shows_again(game, state, view)
        for seat in range(4):
            assert game.view(state, seat).hand == s.hands[seat]


def test_values_cover_every_legal_card_and_count_the_sides_tricks() -> None:
    game, views = whist_views(6, 2)
    rule = make_bot("rule", game)
    checked = 0
    for _, view in views:
        assert isinstance(view, SoloWhistView)
        rollouts = play_rollouts.for_view(view)
        if rollouts is None:
            assert view.spec is None or view.spec.misere or view.general_misere
            continue
        s = sample(constraints(view), random.Random(7))
        values = rollouts.values(s)
        assert values is not None
        legal = {parse_card(a.split()[1]) for a in view.legal_actions}
        assert set(values) == legal
        left = 13 - len(view.history)
        assert all(0 <= v <= left for v in values.values())
        for c, rep in rollouts.reps.items():
            assert values[c] == values[rep]
            assert rep >> 4 == c >> 4
        # each value is the rollout itself: the card, then the rule bot everywhere
        c = max(values)
        state = game.apply(
            replay.rebuild_play(game, view, s), "play " + CARD_TEXT[rollouts.reps[c]]
        )
        while (seat := game.to_act(state)) is not None:
            state = game.apply(state, rule.choose(game.view(state, seat), random.Random(0)))
        out = game.outcome(state)
        assert out.declarer is not None
        side = out.tricks[out.declarer] + (
            out.tricks[out.partner] if out.partner is not None else 0
        )
        assert values[c] == side - view.taken
        checked += 1
    assert checked > 10


def test_only_whist_trump_contracts_are_rolled_out() -> None:
    game = registry.get("german_solo")
    rule = make_bot("rule", game)
    hr = game.house_rules()
    state = game.start(hr, game.deal(hr, 4, 0, random.Random(3)))
    while not game.is_over(state):
        seat = game.to_act(state)
        assert seat is not None
        view = game.view(state, seat)
        assert play_rollouts.for_view(view) is None
        state = game.apply(state, rule.choose(view, random.Random(0)))


def test_search_rolls_out_the_first_tricks_and_plays_legal_cards() -> None:
    game, views = whist_views(4, 3)
    bot = SearchBot(game, 0.05)
    early = [
        v
        for _, v in views
        if sum(v.hand_sizes) + len(v.trick) > SOLVE_CARDS and play_rollouts.for_view(v)
    ]
    assert early
    for view in early[:6]:
        fr = frame(view)
        assert fr is not None
        tally = _search(view, fr, random.Random(1), Budget(0.05))
        assert tally.samples >= 1
        assert not tally.solved
        assert bot.choose(view, random.Random(1)) in view.legal_actions
