"""The arena in worker processes (`jobs`): the same result as in process, faults and progress."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator

import pytest

from solo_desktop.ai import arena
from solo_desktop.ai import bot as bot_module
from solo_desktop.ai.arena import BotError, hand_seed
from solo_desktop.ai.bot import UnknownBotError, register_bot
from solo_desktop.core import record as records
from solo_desktop.core.cards import CARD_TEXT, DECK_32
from solo_desktop.core.game import Action, Game, IllegalActionError, PlayerView
from solo_desktop.games import six_bid
from solo_desktop.games.solo66 import GAME

DEFAULT = GAME.house_rules()
MIXED = ["rule", "random", "random", "random", "random"]


@pytest.fixture
def isolated_registry(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Bots registered inside the test (in this process) vanish after it."""
    bot_module._load_builtin()
    monkeypatch.setattr(bot_module, "_FACTORIES", dict(bot_module._FACTORIES))
    yield


def same(a: arena.ArenaResult, b: arena.ArenaResult) -> None:
    """Everything but the timings is equal; the decisions timed are as many per bot."""
    assert a.chips_per_hand == b.chips_per_hand
    assert (a.declared, a.declarer_wins, a.thrown_in) == (b.declared, b.declarer_wins, b.thrown_in)
    assert a.ci95 == b.ci95
    assert {n: len(t) for n, t in a.decision_ns.items()} == {
        n: len(t) for n, t in b.decision_ns.items()
    }


def test_hand_seeds_depend_on_seed_hand_and_purpose_only() -> None:
    assert hand_seed(3, 7, "deal") == hand_seed(3, 7, "deal")
    seeds = {hand_seed(s, h, p) for s in range(3) for h in range(50) for p in ("deal", "bots")}
    assert len(seeds) == 300


def test_two_jobs_give_the_result_of_one() -> None:
    one = arena.run(GAME, DEFAULT, MIXED, 120, seed=13)
    two = arena.run(GAME, DEFAULT, MIXED, 120, seed=13, jobs=2)
    same(one, two)
    assert one.decision_ms().keys() == two.decision_ms().keys() == {"rule", "random"}


def test_more_jobs_than_hands() -> None:
    same(arena.run(GAME, DEFAULT, MIXED, 2, seed=1), arena.run(GAME, DEFAULT, MIXED, 2, 1, jobs=5))


def test_pots_carry_over_in_hand_order_across_workers() -> None:
    # Progressive Six-bid's pots pass chips from hand to hand: the parent applies the carry.
    game = six_bid.GAME
    rules = game.house_rules({"variant": "progressive", "pots": True})
    one = arena.run(game, rules, ["rule", "random", "rule"], 90, seed=4)
    two = arena.run(game, rules, ["rule", "random", "rule"], 90, seed=4, jobs=2)
    same(one, two)
    off = arena.run(game, game.house_rules({"variant": "progressive"}), ["rule"] * 3, 90, 4)
    assert off.chips_per_hand != one.chips_per_hand


def test_progress_counts_the_hands_from_the_workers() -> None:
    out = io.StringIO()
    arena.run(GAME, DEFAULT, MIXED, 150, seed=2, progress=out, jobs=2)
    text = out.getvalue()
    assert "\r[" in text and "150/150" in text and text.endswith("\n")


@pytest.mark.parametrize("jobs", [0, -1])
def test_no_jobs_raises_value_error(jobs: int) -> None:
    with pytest.raises(ValueError, match="at least 1 job"):
        arena.run(GAME, DEFAULT, MIXED, 10, jobs=jobs)


def test_unknown_bot_raises_before_any_worker_starts() -> None:
    with pytest.raises(UnknownBotError):
        arena.run(GAME, DEFAULT, ["rule", "random", "random", "random", "nosuch"], 10, jobs=2)


class DealerThreeCheater:
    """Plays the first legal action, except when seat 3 deals: then a card it does not hold."""

    name = "cheater3"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.dealer == 3 and view.legal_actions[0].startswith("play "):
            missing = next(c for c in DECK_32 if not view.hand >> c & 1)
            return "play " + CARD_TEXT[missing]
        return view.legal_actions[0]


def register_cheater() -> None:
    """Runs in every worker (and the parent): the test's bot is known there too."""

    def factory(game: Game) -> DealerThreeCheater:
        return DealerThreeCheater()

    register_bot("cheater3", factory)


def test_bot_error_in_a_worker_is_the_error_of_the_first_faulty_hand(
    isolated_registry: None,
) -> None:
    rules = GAME.house_rules({"all_pass": "last_trick"})
    seats = ["random", "random", "cheater3", "random", "random"]
    errors = []
    for jobs in (1, 2):
        register_cheater()
        with pytest.raises(BotError) as info:
            arena.run(GAME, rules, seats, 40, seed=4, jobs=jobs, setup=register_cheater)
        errors.append(info.value)
    one, two = errors
    assert str(one) == str(two)
    assert "'cheater3'" in str(two)
    record = two.record
    assert record == one.record
    assert record.dealer == 3  # hand 3, the first that seat 3 deals
    assert records.dumps(record) in str(two)
    final = records.replay(record).final
    assert GAME.to_act(final) == 2
    view = GAME.view(final, 2)
    missing = next(c for c in DECK_32 if not view.hand >> c & 1)
    with pytest.raises(IllegalActionError):
        GAME.apply(final, "play " + CARD_TEXT[missing])
