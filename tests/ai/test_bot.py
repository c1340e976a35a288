"""The bot registry and the random bot."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import cast

import pytest

from solo_desktop.ai import bot as bot_module
from solo_desktop.ai.bot import (
    Bot,
    RandomBot,
    UnknownBotError,
    bot_names,
    make_bot,
    register_bot,
)
from solo_desktop.ai.rulebots.solo66_bot import Solo66RuleBot
from solo_desktop.core.game import Action, Game, Phase, PlayerView
from solo_desktop.games.solo66 import GAME, State


@dataclass
class OtherGame:
    """Just enough of a game for the registry, which looks at the id only."""

    id: str = "other_game"


OTHER = cast(Game, OtherGame())


@pytest.fixture
def isolated_registry(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Bots registered inside the test vanish after it."""
    bot_module._load_builtin()
    monkeypatch.setattr(bot_module, "_FACTORIES", dict(bot_module._FACTORIES))
    yield


def declare_state() -> State:
    """Seat 1 won the auction with diamonds: four trump suits are legal."""
    state = GAME.start(GAME.house_rules(), GAME.deal(GAME.house_rules(), 5, 0, random.Random(3)))
    for action in ("bid diamonds", "pass", "pass", "pass", "pass"):
        state = GAME.apply(state, action)
    assert state.phase is Phase.DECLARE
    return state


# --- registry -------------------------------------------------------------------------------


def test_make_bot_random_for_solo66() -> None:
    bot = make_bot("random", GAME)
    assert isinstance(bot, RandomBot)
    assert bot.name == "random"


def test_make_bot_random_for_any_game() -> None:
    assert isinstance(make_bot("random", OTHER), RandomBot)


def test_make_bot_rule_for_solo66() -> None:
    bot = make_bot("rule", GAME)
    assert isinstance(bot, Solo66RuleBot)
    assert bot.name == "rule"


def test_rule_bot_is_registered_for_solo66_only() -> None:
    with pytest.raises(UnknownBotError):
        make_bot("rule", OTHER)


def test_unknown_bot_names_the_known_levels() -> None:
    with pytest.raises(UnknownBotError) as info:
        make_bot("grandmaster", GAME)
    message = str(info.value)
    assert "'grandmaster'" in message
    assert "solo66" in message
    assert "random" in message
    assert "rule" in message
    assert isinstance(info.value, ValueError)  # the CLI reports ValueErrors as bad input


def test_unknown_bot_for_another_game_lists_only_its_levels() -> None:
    with pytest.raises(UnknownBotError) as info:
        make_bot("rule", OTHER)
    assert "known: random)" in str(info.value)


def test_bot_names() -> None:
    assert bot_names(GAME) == ["easy", "expert", "normal", "random", "rule", "strong"]
    assert bot_names(OTHER) == ["random"]


def test_every_listed_name_makes_a_bot_of_that_name() -> None:
    for name in bot_names(GAME):
        assert make_bot(name, GAME).name == name


def test_a_game_specific_bot_overrides_the_any_game_one(isolated_registry: None) -> None:
    class Special:
        name = "random"

        def choose(self, view: PlayerView, rng: random.Random) -> Action:
            return view.legal_actions[-1]

    register_bot("random", lambda game: Special(), GAME.id)
    assert isinstance(make_bot("random", GAME), Special)
    assert isinstance(make_bot("random", OTHER), RandomBot)
    assert bot_names(GAME) == ["easy", "expert", "normal", "random", "rule", "strong"]


def test_a_registered_level_is_listed_and_made(isolated_registry: None) -> None:
    register_bot("grandmaster", lambda game: RandomBot(), GAME.id)
    assert bot_names(GAME) == [
        "easy",
        "expert",
        "grandmaster",
        "normal",
        "random",
        "rule",
        "strong",
    ]
    assert bot_names(OTHER) == ["random"]
    assert isinstance(make_bot("grandmaster", GAME), RandomBot)
    with pytest.raises(UnknownBotError):
        make_bot("grandmaster", OTHER)


def test_isolated_registry_leaves_no_trace() -> None:
    # Runs after the tests above in file order: their registrations are gone.
    assert bot_names(GAME) == ["easy", "expert", "normal", "random", "rule", "strong"]


# --- random bot -----------------------------------------------------------------------------


def test_random_bot_picks_every_option_of_a_four_way_choice() -> None:
    view = GAME.view(declare_state(), 1)
    legal = view.legal_actions
    assert len(legal) == 4
    bot: Bot = RandomBot()
    rng = random.Random(12345)
    counts = Counter(bot.choose(view, rng) for _ in range(200))
    assert set(counts) == set(legal)
    # Roughly uniform: 50 expected each; 20..80 is about five standard deviations.
    assert all(20 <= n <= 80 for n in counts.values()), counts


def test_random_bot_is_reproducible_with_the_same_seed() -> None:
    view = GAME.view(declare_state(), 1)
    bot = RandomBot()
    first = [bot.choose(view, random.Random(9)) for _ in range(5)]
    a = random.Random(77)
    b = random.Random(77)
    assert [bot.choose(view, a) for _ in range(50)] == [bot.choose(view, b) for _ in range(50)]
    assert len(set(first)) == 1  # a fresh rng with the same seed gives the same first choice


def test_random_bot_with_one_legal_action() -> None:
    state = GAME.start(GAME.house_rules(), GAME.deal(GAME.house_rules(), 5, 0, random.Random(4)))
    for action in ("bid clubs", "pass", "pass", "pass", "pass"):
        state = GAME.apply(state, action)
    view = GAME.view(state, 1)
    assert view.legal_actions == ("trump clubs",)
    rng = random.Random(0)
    assert {RandomBot().choose(view, rng) for _ in range(20)} == {"trump clubs"}


def test_random_bot_plays_only_legal_actions_through_whole_hands() -> None:
    bot = RandomBot()
    rules = GAME.house_rules({"all_pass": "last_trick"})
    rng = random.Random(2024)
    phases: set[Phase] = set()
    for h in range(300):
        state = GAME.start(rules, GAME.deal(rules, 5, h % 5, rng))
        while (seat := GAME.to_act(state)) is not None:
            view = GAME.view(state, seat)
            action = bot.choose(view, rng)
            assert action in view.legal_actions
            phases.add(view.phase)
            state = GAME.apply(state, action)
        assert GAME.is_over(state)
    assert phases == {Phase.AUCTION, Phase.DECLARE, Phase.EXCHANGE, Phase.PLAY}
