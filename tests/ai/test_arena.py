"""The arena: reproducible runs, zero-sum chips, dealer rotation, statistics and bot faults."""

from __future__ import annotations

import io
import json
import math
import random
from collections.abc import Iterator

import pytest

from solo_desktop.ai import arena
from solo_desktop.ai import bot as bot_module
from solo_desktop.ai.arena import ArenaResult, BotError
from solo_desktop.ai.bot import RandomBot, UnknownBotError, register_bot
from solo_desktop.core import record as records
from solo_desktop.core.cards import CARD_TEXT, DECK_32
from solo_desktop.core.game import Action, Game, IllegalActionError, Phase, PlayerView
from solo_desktop.games.solo66 import GAME, Solo66View

DEFAULT = GAME.house_rules()
MIXED = ["rule", "random", "random", "random", "random"]
JSON_KEYS = {
    "game",
    "hands",
    "players",
    "chips",
    "mean",
    "ci95",
    "declarer_win_rate",
    "thrown_in",
    "hands_per_second",
    "decision_ms",
}


@pytest.fixture
def isolated_registry(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Bots registered inside the test vanish after it."""
    bot_module._load_builtin()
    monkeypatch.setattr(bot_module, "_FACTORIES", dict(bot_module._FACTORIES))
    yield


# --- reproducibility and zero sum -----------------------------------------------------------


def test_same_seed_same_result() -> None:
    a = arena.run(GAME, DEFAULT, MIXED, 300, seed=11)
    b = arena.run(GAME, DEFAULT, MIXED, 300, seed=11)
    assert a.chips_per_hand == b.chips_per_hand
    assert a.chips == b.chips
    assert (a.declared, a.declarer_wins, a.thrown_in) == (b.declared, b.declarer_wins, b.thrown_in)


def test_same_seed_same_result_with_house_rules() -> None:
    rules = GAME.house_rules({"all_pass": "last_trick", "points_per_chip": 3})
    a = arena.run(GAME, rules, ["rule"] * 5, 200, seed=5)
    b = arena.run(GAME, rules, ["rule"] * 5, 200, seed=5)
    assert a.chips_per_hand == b.chips_per_hand


def test_different_seeds_differ() -> None:
    a = arena.run(GAME, DEFAULT, MIXED, 300, seed=1)
    b = arena.run(GAME, DEFAULT, MIXED, 300, seed=2)
    assert a.chips_per_hand != b.chips_per_hand
    assert a.chips != b.chips


def test_a_prefix_of_a_run_is_the_shorter_run() -> None:
    # One seed fixes the deals and the choices in order: 50 hands are the start of 100.
    short = arena.run(GAME, DEFAULT, MIXED, 50, seed=3)
    long = arena.run(GAME, DEFAULT, MIXED, 100, seed=3)
    assert [c[:50] for c in long.chips_per_hand] == short.chips_per_hand


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_run_from_a_later_hand_is_the_tail_of_the_whole(jobs: int) -> None:
    whole = arena.run(GAME, DEFAULT, MIXED, 60, seed=3)
    tail = arena.run(GAME, DEFAULT, MIXED, 25, seed=3, jobs=jobs, first=35)
    assert tail.first == 35 and tail.hands == 25
    assert tail.chips_per_hand == [c[35:] for c in whole.chips_per_hand]


def test_a_negative_first_hand_raises_value_error() -> None:
    with pytest.raises(ValueError, match="numbered from 0"):
        arena.run(GAME, DEFAULT, MIXED, 5, first=-1)


def test_carried_says_what_the_last_hand_passes_on() -> None:
    from solo_desktop.games import six_bid

    game = six_bid.GAME
    pots = game.house_rules({"variant": "progressive", "pots": True})
    assert arena.run(game, pots, ["rule"] * 3, 30, seed=4).carried is not None
    assert arena.run(game, game.house_rules(), ["rule"] * 3, 30, seed=4).carried is None
    assert arena.run(GAME, DEFAULT, MIXED, 30, seed=4).carried is None


@pytest.mark.parametrize(
    "overrides",
    [
        {},
        {"points_per_chip": 7},
        {"all_pass": "last_trick", "last_trick_stake": 13},
        {"loss_basis": "soloist_points", "points_per_chip": 2},
    ],
)
def test_chips_of_every_hand_sum_to_zero(overrides: dict[str, object]) -> None:
    rules = GAME.house_rules(overrides)
    result = arena.run(GAME, rules, ["rule", "random", "rule", "random", "random"], 300, seed=8)
    assert len(result.chips_per_hand) == 5
    assert all(len(c) == 300 for c in result.chips_per_hand)
    for hand in zip(*result.chips_per_hand, strict=True):
        assert sum(hand) == 0
    assert sum(result.chips) == 0
    assert any(any(hand) for hand in zip(*result.chips_per_hand, strict=True))


def test_last_trick_rule_means_nothing_is_thrown_in() -> None:
    redeal = arena.run(GAME, DEFAULT, ["rule"] * 5, 200, seed=4)
    last_trick = arena.run(GAME, GAME.house_rules({"all_pass": "last_trick"}), ["rule"] * 5, 200)
    assert redeal.thrown_in > 0
    assert last_trick.thrown_in == 0
    # Thrown-in hands are neither declared nor settled with chips.
    assert redeal.declared + redeal.thrown_in == 200
    assert last_trick.declared < 200  # last-trick games have no declarer


# --- dealer rotation and seats --------------------------------------------------------------


class Recorder:
    """Plays randomly and records what it saw."""

    name = "recorder"

    def __init__(self) -> None:
        self.dealers: list[int] = []
        """The dealer of each hand, noted at forehand's first call."""
        self.seats: set[int] = set()
        self._random = RandomBot()

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        assert isinstance(view, Solo66View)
        self.seats.add(view.seat)
        if view.phase is Phase.AUCTION and not view.calls:
            assert view.seat == (view.dealer + 1) % 5
            self.dealers.append(view.dealer)
        return self._random.choose(view, rng)


def test_deal_rotates_and_seats_keep_their_bots(isolated_registry: None) -> None:
    made: list[Recorder] = []

    def factory(game: Game) -> Recorder:
        made.append(Recorder())
        return made[-1]

    register_bot("recorder", factory)
    result = arena.run(GAME, DEFAULT, ["recorder"] * 5, 23, seed=6)
    assert len(made) == 5
    assert [r.seats for r in made] == [{0}, {1}, {2}, {3}, {4}]
    # Hand h is dealt by seat h % 5: forehand (seat h % 5 + 1) records it.
    assert sum(len(r.dealers) for r in made) == 23
    for seat, rec in enumerate(made):
        expected = [h % 5 for h in range(23) if (h % 5 + 1) % 5 == seat]
        assert rec.dealers == expected
    assert result.decision_ms().keys() == {"recorder"}


def test_every_seat_is_dealer_equally_often(isolated_registry: None) -> None:
    made: list[Recorder] = []

    def factory(game: Game) -> Recorder:
        made.append(Recorder())
        return made[-1]

    register_bot("recorder", factory)
    arena.run(GAME, DEFAULT, ["recorder", "random", "random", "random", "random"], 50, seed=2)
    # Seat 0 is forehand when seat 4 deals: hands 4, 9, ..., 49.
    assert made[0].dealers == [4] * 10


# --- statistics and JSON --------------------------------------------------------------------


def test_as_json_has_the_documented_keys() -> None:
    result = arena.run(GAME, DEFAULT, MIXED, 100, seed=1)
    data = json.loads(json.dumps(result.as_json()))
    assert set(data) >= JSON_KEYS
    assert data["game"] == "solo66"
    assert data["hands"] == 100
    assert data["players"] == MIXED
    assert data["chips"] == result.chips
    assert len(data["chips"]) == 5 and sum(data["chips"]) == 0
    assert data["mean"] == pytest.approx([c / 100 for c in data["chips"]])
    assert len(data["ci95"]) == 5 and all(len(ci) == 2 for ci in data["ci95"])
    assert 0.0 <= data["declarer_win_rate"] <= 1.0
    assert isinstance(data["thrown_in"], int) and 0 <= data["thrown_in"] <= 100
    assert data["hands_per_second"] > 0
    assert set(data["decision_ms"]) == {"rule", "random"}
    for times in data["decision_ms"].values():
        assert set(times) >= {"median", "p95", "max"}
        assert 0 <= times["median"] <= times["p95"] <= times["max"]


def test_ci95_contains_the_mean() -> None:
    result = arena.run(GAME, DEFAULT, MIXED, 200, seed=9)
    for (low, high), mean in zip(result.ci95, result.mean, strict=True):
        assert low <= mean <= high
        assert low < high  # 200 hands of chips vary
    data = result.as_json()
    for (low, high), mean in zip(data["ci95"], data["mean"], strict=True):
        assert low <= mean <= high


def test_one_hand_has_a_point_interval() -> None:
    result = arena.run(GAME, DEFAULT, MIXED, 1, seed=0)
    assert result.hands == 1
    for (low, high), mean in zip(result.ci95, result.mean, strict=True):
        assert low == mean == high


def test_statistics_by_hand() -> None:
    result = ArenaResult("solo66", ["a", "b"], 4, [[10, 20, 30, 40], [-10, -20, -30, -40]])
    assert result.chips == [100, -100]
    assert result.mean == [25.0, -25.0]
    sd = math.sqrt(sum((x - 25) ** 2 for x in (10, 20, 30, 40)) / 3)
    half = 1.959964 * sd / 2
    assert result.ci95[0] == pytest.approx((25 - half, 25 + half))
    assert result.ci95[1] == pytest.approx((-25 - half, -25 + half))
    assert result.declarer_win_rate is None
    result.declared, result.declarer_wins = 4, 3
    assert result.declarer_win_rate == 0.75


def test_decision_ms_percentiles() -> None:
    result = ArenaResult("solo66", ["a"], 1, [[0]])
    result.decision_ns = {"a": [n * 1_000_000 for n in range(100, 0, -1)]}
    assert result.decision_ms() == {"a": {"median": 50.5, "p95": 95.0, "max": 100.0}}


def test_report_names_every_seat() -> None:
    result = arena.run(GAME, DEFAULT, MIXED, 20, seed=1)
    text = result.report()
    assert text.startswith("solo66: 20 hands")
    for seat, total in enumerate(result.chips):
        assert any(
            line.split()[:3] == [str(seat), MIXED[seat], str(total)] for line in text.splitlines()
        )
    assert "decision time rule" in text and "decision time random" in text


def test_progress_bar_when_asked() -> None:
    out = io.StringIO()
    arena.run(GAME, DEFAULT, MIXED, 200, seed=1, progress=out)
    text = out.getvalue()
    assert "\r[" in text
    assert "200/200" in text
    assert text.endswith("\n")


# --- bad input and bot faults ---------------------------------------------------------------


@pytest.mark.parametrize("seats", [["rule"] * 4, ["random"] * 6, []])
def test_wrong_seat_count_raises_value_error(seats: list[str]) -> None:
    with pytest.raises(ValueError, match="played by 5 players"):
        arena.run(GAME, DEFAULT, seats, 10)


@pytest.mark.parametrize("hands", [0, -3])
def test_no_hands_raises_value_error(hands: int) -> None:
    # Without this check the run "succeeds" and every statistic divides by zero.
    with pytest.raises(ValueError, match="at least 1 hand"):
        arena.run(GAME, DEFAULT, MIXED, hands)


def test_unknown_bot_raises() -> None:
    with pytest.raises(UnknownBotError):
        arena.run(GAME, DEFAULT, ["rule", "random", "random", "random", "nosuch"], 10)


class Cheater:
    """Plays the first legal action, but at its first card play a card it does not hold."""

    name = "cheater"

    def __init__(self) -> None:
        self.cheated = False

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.phase is Phase.PLAY and not self.cheated:
            self.cheated = True
            missing = next(c for c in DECK_32 if not view.hand >> c & 1)
            return "play " + CARD_TEXT[missing]
        return view.legal_actions[0]


def test_illegal_bot_action_raises_bot_error_with_a_replayable_record(
    isolated_registry: None,
) -> None:
    register_bot("cheater", lambda game: Cheater())
    seats = ["random", "random", "cheater", "random", "random"]
    rules = GAME.house_rules({"all_pass": "last_trick"})
    with pytest.raises(BotError) as info:
        arena.run(GAME, rules, seats, 50, seed=4)
    err = info.value
    assert "'cheater'" in str(err)
    record = err.record
    assert record.game == "solo66"
    assert record.rules["all_pass"] == "last_trick"
    assert record.actions, "the record holds the actions before the fault"
    # The printed record is the same record.
    assert records.dumps(record) in str(err)
    replayed = records.replay(record)
    final = replayed.final
    assert GAME.to_act(final) == 2
    assert final.phase is Phase.PLAY
    # The cheater's card is indeed refused at that point.
    view = GAME.view(final, 2)
    missing = next(c for c in DECK_32 if not view.hand >> c & 1)
    with pytest.raises(IllegalActionError):
        GAME.apply(final, "play " + CARD_TEXT[missing])
    # Round trip through the JSON text, as a bug report would travel.
    again = records.replay(records.loads(records.dumps(record)))
    assert len(again.states) == len(record.actions) + 1


def test_bot_error_in_a_later_hand_records_only_that_hand(isolated_registry: None) -> None:
    calls = [0]

    class LateCheater:
        """Passes every time (so every hand is thrown in), until call 203 of the table."""

        name = "late"

        def choose(self, view: PlayerView, rng: random.Random) -> Action:
            calls[0] += 1
            if calls[0] == 203:
                return "bid nothing"
            assert view.legal_actions[0] == "pass"
            return "pass"

    register_bot("late", lambda game: LateCheater())
    with pytest.raises(BotError) as info:
        arena.run(GAME, DEFAULT, ["late"] * 5, 100, seed=1)
    # Hands 0..39 took five passes each; call 203 is the third call of hand 40.
    record = info.value.record
    assert record.dealer == 40 % 5
    assert record.actions == ("pass", "pass")
    replayed = records.replay(record)
    assert GAME.to_act(replayed.final) == 3
    with pytest.raises(IllegalActionError):
        GAME.apply(replayed.final, "bid nothing")


# --- the project's "done when" criteria -----------------------------------------------------


def test_rule_bot_beats_four_random_bots() -> None:
    result = arena.run(GAME, DEFAULT, MIXED, 2000, seed=0)
    low = result.ci95[0][0]
    assert low > 0, result.report()
    for seat in range(1, 5):
        assert result.mean[seat] < result.mean[0]


def test_all_rule_table_declarer_win_rate() -> None:
    result = arena.run(GAME, DEFAULT, ["rule"] * 5, 2000, seed=0)
    rate = result.declarer_win_rate
    assert rate is not None
    assert 0.5 <= rate <= 0.85, result.report()
