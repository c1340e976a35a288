"""The determinization search: it answers legally and in time, picks the card the open-hand
solver proves best in every consistent deal, and `analyse` values every legal action."""

from __future__ import annotations

import math
import random
import time
from itertools import combinations
from typing import Any

import pytest

from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.budget import Budget
from solo_desktop.ai.search.bot import (
    SETTLE_EVERY,
    SETTLE_SAMPLES,
    Estimate,
    SearchBot,
    _search,
    analyse,
    settled,
)
from solo_desktop.ai.search.determinize import Constraints, Sample, consistent, constraints
from solo_desktop.ai.search.games import declare_choices, escape_values, frame
from solo_desktop.ai.solver import Position, move_values
from solo_desktop.core import registry
from solo_desktop.core.cards import Mask, cards_of, mask_of, parse_card
from solo_desktop.core.game import Game, Phase, PlayerView
from tests.ai.search.views import choice_in_play, rule_bot_views

SEATS = {"german_solo": 4, "solo_whist": 4, "six_bid": 3, "solo66": 5}


def play_views(game: Game, n: int, seed: int, hands: int) -> list[tuple[Any, PlayerView]]:
    """(state, view of the seat to act) at every play decision with a search frame, in hands
    of `n` seats played by the rule bots."""

    def keep(view: PlayerView, rng: random.Random) -> bool:
        return choice_in_play(view, rng) and frame(view) is not None

    return rule_bot_views(game, hands, seed, keep, players=n)


def deals(cons: Constraints, limit: int = 300) -> list[Sample]:
    """Every deal consistent with the constraints; empty when there are more than `limit`."""
    places = [seat for seat, n in enumerate(cons.need) if n]
    out: list[Sample] = []

    def place(i: int, left: Mask, hands: list[Mask]) -> None:
        if i == len(places):
            s = Sample(tuple(hands), left | cons.pile_known)
            if consistent(cons, s):
                out.append(s)
            if len(out) > limit:
                raise OverflowError
            return
        seat = places[i]
        for combo in combinations(cards_of(left & cons.allowed[seat]), cons.need[seat]):
            m = mask_of(combo)
            hands[seat] |= m
            place(i + 1, left & ~m, hands)
            hands[seat] &= ~m

    try:
        place(0, cons.pool, list(cons.known))
    except OverflowError:
        return []
    return out


def dominant(view: PlayerView) -> set[int]:
    """The cards best in chips for the acting seat in every consistent deal, by the open-hand
    solver (empty if no card is)."""
    fr = frame(view)
    assert fr is not None
    best: set[int] | None = None
    for s in deals(constraints(view)):
        values = move_values(fr.position(view, s))
        chips = {c: fr.payoff(s, v)[0] for c, v in values.items()}
        top = max(chips.values())
        winners = {c for c, x in chips.items() if x == top}
        best = winners if best is None else best & winners
        if not best:
            return set()
    return best or set()


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_search_plays_the_solver_proven_best_card(game_id: str) -> None:
    game = registry.get(game_id)
    bot = SearchBot(game, 0.05)
    checked = 0
    for _, view in play_views(game, SEATS[game_id], 5, 16):
        if sum(view.hand_sizes) > 2 * SEATS[game_id]:
            continue  # the last two tricks only: the check solves every deal
        best = dominant(view)
        if best and len(best) < len(view.legal_actions):
            action = bot.choose(view, random.Random(1))
            assert parse_card(action.split()[1]) in best
            checked += 1
    assert checked > 0


def test_one_legal_card_answers_at_once() -> None:
    game = registry.get("solo_whist")
    bot = SearchBot(game, 5.0)
    rule = make_bot("rule", game)
    rng = random.Random(4)
    hr = game.house_rules()
    state = game.start(hr, game.deal(hr, 4, 0, rng))
    while not game.is_over(state):
        seat = game.to_act(state)
        assert seat is not None
        view = game.view(state, seat)
        if len(view.legal_actions) == 1 and view.phase is Phase.PLAY:
            start = time.perf_counter()
            assert bot.choose(view, rng) == view.legal_actions[0]
            assert time.perf_counter() - start < 0.05
            return
        state = game.apply(state, rule.choose(view, rng))


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_analyse_values_every_legal_action(game_id: str) -> None:
    game = registry.get(game_id)
    views = play_views(game, SEATS[game_id], 2, 12)
    assert views
    for _, view in views[:: max(1, len(views) // 4)]:
        est = analyse(view, random.Random(0), 0.02)
        assert sorted(e.action for e in est) == sorted(view.legal_actions)
        assert all(isinstance(e, Estimate) for e in est)
        assert [e.chips for e in est] == sorted((e.chips for e in est), reverse=True)
        if est[0].samples == 0:  # a misère search that did not fit: the rule bot's order
            assert all(e.samples == 0 and e.chance is None for e in est)
            continue
        for e in est:
            assert math.isfinite(e.chips) and e.samples > 0
            assert e.chance is not None and 0.0 <= e.chance <= 1.0


def test_analyse_outside_the_play_phase_lists_every_action() -> None:
    game = registry.get("german_solo")
    hr = game.house_rules()
    state = game.start(hr, game.deal(hr, 4, 0, random.Random(1)))
    seat = game.to_act(state)
    assert seat is not None
    view = game.view(state, seat)
    bot = SearchBot(game, 0.01)
    est = bot.analyse(view, random.Random(0), 0.01)
    assert sorted(e.action for e in est) == sorted(view.legal_actions)
    assert est[0].action == make_bot("rule", game).choose(view, random.Random(0))


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_decisions_keep_to_the_budget(game_id: str) -> None:
    game = registry.get(game_id)
    bot = SearchBot(game, 0.1)
    times = []
    for _, view in play_views(game, SEATS[game_id], 9, 12)[:12]:
        start = time.thread_time()  # the budget is the searching thread's CPU time
        action = bot.choose(view, random.Random(2))
        times.append(time.thread_time() - start)
        assert action in view.legal_actions
    times.sort()
    assert times[int(0.95 * (len(times) - 1))] < 0.1 * 1.2 + 0.02


def brute_escape(pos: Position, d: int) -> bool:
    """Whether the declarer gets through without taking anything: plain minimax."""
    if not pos.hands[pos.to_act]:
        return True
    results = []
    for c in cards_of(pos.legal()):
        child, gain = pos.play(c)
        results.append(not gain and brute_escape(child, d))
    return any(results) if pos.to_act == d else all(results)


@pytest.mark.parametrize("game_id", ["german_solo", "solo_whist"])
def test_misere_search_matches_plain_minimax(game_id: str) -> None:
    game = registry.get(game_id)
    rng = random.Random(6)
    checked = 0
    for hand in range(60):
        hr = game.house_rules()
        n = SEATS[game_id]
        state = game.start(hr, game.deal(hr, n, hand % n, rng))
        rule = make_bot("rule", game)
        while not game.is_over(state):
            seat = game.to_act(state)
            assert seat is not None
            view = game.view(state, seat)
            fr = frame(view) if view.phase is Phase.PLAY else None
            if fr is not None and fr.misere and sum(view.hand_sizes) <= 3 * n:
                s = Sample(tuple(state.hands), 0)
                pos = fr.position(view, s)
                d = pos.side.bit_length() - 1
                values = escape_values(pos)
                for c, caught in values.items():
                    child, gain = pos.play(c)
                    assert caught == int(bool(gain) or not brute_escape(child, d))
                checked += 1
            state = game.apply(state, rule.choose(view, rng))
    assert checked > 0


def test_german_soloist_names_trumps_by_simulation() -> None:
    game = registry.get("german_solo")
    rule = make_bot("rule", game)
    rng = random.Random(8)
    bot = SearchBot(game, 0.2)
    seen = 0
    for hand in range(300):
        hr = game.house_rules()
        state = game.start(hr, game.deal(hr, 4, hand % 4, rng))
        while not game.is_over(state) and state.phase is not Phase.PLAY:
            seat = game.to_act(state)
            assert seat is not None
            view = game.view(state, seat)
            choices = declare_choices(view)
            if choices:
                est = bot.analyse(view, random.Random(0), 0.2)
                assert sorted(e.action for e in est) == sorted(view.legal_actions)
                assert est[0].samples > 0 and est[0].chance is not None
                assert bot.choose(view, random.Random(0)) in view.legal_actions
                seen += 1
            state = game.apply(state, rule.choose(view, rng))
        if seen >= 2:
            break
    assert seen


def test_search_stops_once_the_best_card_is_clear() -> None:
    """With ten seconds to think, a decision whose best card shows in the first samples is
    answered after `SETTLE_SAMPLES` of them; the hint (no early stop) would go on."""
    game = registry.get("german_solo")
    views = [v for _, v in play_views(game, 4, 3, 6) if sum(v.hand_sizes) <= 12]
    stopped = 0
    for view in views[:10]:
        fr = frame(view)
        assert fr is not None
        tally = _search(view, fr, random.Random(5), Budget(10.0))
        assert tally.samples >= 1
        if settled(tally.rows):
            assert tally.samples <= SETTLE_SAMPLES + SETTLE_EVERY or len(tally.cards) == 1
            stopped += 1
    assert stopped >= 5


def _rows(*pairs: tuple[float, float], times: int = 1) -> list[list[float]]:
    return [list(p) for p in pairs] * times


def test_settled_needs_enough_samples_and_a_clear_best() -> None:
    assert not settled([])
    assert settled([[3.0]])  # one option: nothing to choose
    assert not settled(_rows((1.0, 0.0), times=SETTLE_SAMPLES - 1))
    assert settled(_rows((1.0, 0.0), times=SETTLE_SAMPLES))  # always better
    assert settled(_rows((2.0, 2.0), (-1.0, -1.0), times=SETTLE_SAMPLES))  # always equal
    # better on average but not clearly: a few big wins against many small losses
    noisy = _rows((5.0, 0.0), (0.0, 1.0), (0.0, 1.0), (0.0, 1.0), times=SETTLE_SAMPLES // 4)
    assert not settled(noisy)
    assert settled(noisy * 40)  # the same margin over many samples is clear


def test_budget_counts_the_threads_cpu_time_and_caps_the_wall_time() -> None:
    never = Budget(None)
    assert not never.expired() and never.left() == math.inf
    assert Budget(0.0).expired()
    idle = Budget(0.2)  # sleeping spends no CPU time: not expired until 3x by the wall
    time.sleep(0.25)
    assert not idle.expired()
    assert idle.left() > 0.1
    time.sleep(0.4)
    assert idle.expired() and idle.left() == 0.0
    start = time.thread_time()
    busy = Budget(0.05, wall=30.0)
    while not busy.expired():
        pass
    assert time.thread_time() - start >= 0.05 - 1e-6
    whole = Budget(1.0)
    half = whole.part(0.5)
    assert half.left() <= whole.left() * 0.5 + 1e-3
    assert whole.part(0.0).left() <= 1e-3


@pytest.mark.parametrize("game_id", ["german_solo", "solo_whist", "six_bid", "solo66"])
def test_each_games_frames_count_as_its_search_level_loads_the_solver(game_id: str) -> None:
    """`COUNTS_POINTS` picks the solver's search a level loads when it is made (the rest of
    the play must not need the other one), so every frame of the game counts alike."""
    from solo_desktop.ai.search.games import COUNTS_POINTS

    views = rule_bot_views(game_id, 40, 3, lambda v, r: v.phase is Phase.PLAY)
    frames = [fr for _, v in views if (fr := frame(v)) is not None and not fr.misere]
    assert len(frames) > 100
    assert {fr.points for fr in frames} == {COUNTS_POINTS[game_id]}
