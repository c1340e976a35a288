"""Putting a sampled deal back: a play-phase state rebuilt from any sample of a view shows that
view again, in every covered game (Solo 66's talon and discard, frog's widow, Solo Whist's
turn-up); the true deal rebuilds the true hands; Sixty-Six is not covered."""

from __future__ import annotations

import random
from typing import Any

import pytest

from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.search import replay
from solo_desktop.ai.search.dealing import Sample
from solo_desktop.ai.search.determinize import constraints, sample
from solo_desktop.core import registry
from solo_desktop.core.game import Action, Phase, PlayerView
from solo_desktop.games.solo_whist_view import SoloWhistView
from tests.ai.search.views import rule_bot_views, shows_again, truth

CASES = [
    ("solo_whist", None),
    ("german_solo", None),
    ("six_bid", None),
    ("six_bid", {"variant": "progressive"}),
    ("solo66", None),
]


def play_views(game_id: str, rules: dict[str, object] | None, hands: int) -> list[tuple[Any, Any]]:
    """(true state, view of the seat to act) at play decisions (a share picked at random) of
    hands played by rule bots."""

    def keep(view: PlayerView, rng: random.Random) -> bool:
        return view.phase is Phase.PLAY and rng.random() < 0.15

    return rule_bot_views(game_id, hands, 7, keep, rules)


@pytest.mark.parametrize(("game_id", "rules"), CASES)
def test_a_rebuilt_state_shows_the_view_again(game_id: str, rules: dict[str, object] | None):
    game = registry.get(game_id)
    views = play_views(game_id, rules, 30)
    assert len(views) >= 30
    rebuilt = 0
    for n, (_, view) in enumerate(views):
        s = sample(constraints(view), random.Random(n))
        state = replay.rebuild_play(game, view, s)
        if state is None:
            # Call solo's given card, which two seats alone saw, cannot be put back; in German
            # Solo a sample may make a call illegal (both black queens in a hand that passed).
            if game_id == "six_bid":
                assert getattr(view, "called", None) is not None, view.calls
                assert view.seat not in (view.declarer, getattr(view, "called_holder", None))
            else:
                assert game_id == "german_solo"
            continue
        rebuilt += 1
        shows_again(game, state, view)
        for seat in range(view.players):
            assert game.view(state, seat).hand == s.hands[seat]
    assert rebuilt >= len(views) * 2 // 3


@pytest.mark.parametrize(("game_id", "rules"), CASES)
def test_the_true_deal_rebuilds_the_true_hands(game_id: str, rules: dict[str, object] | None):
    game = registry.get(game_id)
    for state, view in play_views(game_id, rules, 10):
        got = replay.rebuild_play(game, view, truth(state, view))
        if got is None:
            assert getattr(view, "called", None) is not None
            continue
        assert tuple(got.hands) == tuple(state.hands)
        shows_again(game, got, view)


def test_before_the_play_and_other_games() -> None:
    sixty_six = registry.get("sixty_six")
    house = sixty_six.house_rules()
    state = sixty_six.start(house, sixty_six.deal(house, 2, 0, random.Random(1)))
    view = sixty_six.view(state, 0)
    assert replay.game_id(view) is None
    assert replay.game_of(view) is None
    assert replay.rebuild_play(sixty_six, view, Sample((0, 0), 0)) is None
    whist = registry.get("solo_whist")
    house = whist.house_rules()
    state = whist.start(house, whist.deal(house, 4, 0, random.Random(1)))
    view = whist.view(state, 0)
    assert view.phase is Phase.AUCTION
    assert replay.game_of(view) is whist
    s = sample(constraints(view), random.Random(2))
    assert replay.rebuild_play(whist, view, s) is None
    deal = replay.dealt_before_play(view, s)
    assert deal is not None
    assert isinstance(view, SoloWhistView)
    assert deal.turn_up == view.turn_up_card


def test_split_off_takes_the_lowest() -> None:
    hand = 1 << 3 | 1 << 9 | 1 << 20 | 1 << 40
    part, rest = replay.split_off(hand, 2)
    assert part == 1 << 3 | 1 << 9
    assert rest == 1 << 20 | 1 << 40


class _Contrary:
    """A model that never does what was done: every question it is asked is a miss."""

    name = "contrary"

    def __init__(self) -> None:
        self.asked: list[int] = []

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Nothing legal; notes the seat asked."""
        self.asked.append(view.seat)
        return "never"


def test_replay_asking_asks_the_other_seats_where_they_had_a_choice() -> None:
    """The rule bot replayed on its own hand agrees everywhere and ends where the hand ended;
    a contrary model counts a miss at each decision of another seat that had a choice (and
    `asked` lets through), none for the view's seat; a wrong seat or card is no replay."""
    game = registry.get("solo_whist")
    house = game.house_rules()
    rule = make_bot("rule", game)
    rng = random.Random(4)
    deal = game.deal(house, 4, 1, rng)
    state = game.start(house, deal)
    actions: list[tuple[int, Action]] = []
    choices = [0, 0, 0, 0]
    plays = [0, 0, 0, 0]
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        action = rule.choose(view, rng)
        actions.append((seat, action))
        if len(view.legal_actions) > 1:
            choices[seat] += 1
            plays[seat] += action.startswith("play ")
        state = game.apply(state, action)
    mine = game.view(game.start(house, deal), 0)
    got = replay.replay_asking(game, mine, deal, actions, rule)
    assert got is not None
    assert got[0] == state and got[1] == [0, 0, 0, 0]
    contrary = _Contrary()
    got = replay.replay_asking(game, mine, deal, actions, contrary)
    assert got is not None
    assert got[1] == [0, *choices[1:]]
    assert 0 not in contrary.asked and len(contrary.asked) == sum(choices[1:])
    cards_only = replay.replay_asking(
        game, mine, deal, actions, _Contrary(), lambda seat, a: a.startswith("play ")
    )
    assert cards_only is not None and cards_only[1] == [0, *plays[1:]]
    assert replay.replay_asking(game, mine, deal, actions)[1] == [0, 0, 0, 0]  # type: ignore[index]
    (seat, first), rest = actions[0], actions[1:]
    assert replay.replay_asking(game, mine, deal, [((seat + 1) % 4, first), *rest]) is None
    assert replay.replay_asking(game, mine, deal, [(seat, "bid nonsense"), *rest]) is None
