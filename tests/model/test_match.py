"""The match: dealing, dealer rotation, length, totals and undo of one's own last card."""

from __future__ import annotations

import random

import pytest

from solo_desktop.ai.bot import make_bot
from solo_desktop.core.game import IllegalActionError
from solo_desktop.core.record import replay
from solo_desktop.games.solo66 import GAME
from solo_desktop.model.match import Match, MatchOverError, Seat

BOTS = [Seat("You"), *(Seat(f"Bot {i}", "rule") for i in range(1, 5))]


def play_hand(match: Match, rng: random.Random) -> None:
    """Play the hand in progress to its end with rule bots in every seat."""
    bot = make_bot("rule", GAME)
    while not match.hand_over:
        seat = GAME.to_act(match.state)
        assert seat is not None
        match.act(bot.choose(GAME.view(match.state, seat), rng))


def test_dealer_passes_left_after_every_hand_and_match_ends() -> None:
    match = Match(GAME, GAME.house_rules({"hands": 3}), BOTS, seed=7, first_dealer=2)
    rng = random.Random(1)
    dealers = []
    while not match.over:
        match.start_hand()
        dealers.append(match.dealer)
        play_hand(match, rng)
        match.finish_hand()
    assert dealers == [2, 3, 4]
    assert len(match.results) == 3
    assert [r.number for r in match.results] == [1, 2, 3]
    with pytest.raises(MatchOverError):
        match.start_hand()


def test_totals_add_up_the_hands_and_sum_to_zero() -> None:
    match = Match(GAME, GAME.house_rules({"hands": 4}), BOTS, seed=3)
    rng = random.Random(2)
    for _ in range(4):
        match.start_hand()
        play_hand(match, rng)
        match.finish_hand()
    per_seat = [sum(r.chips[s] for r in match.results) for s in range(5)]
    assert match.totals == per_seat
    assert sum(match.totals) == 0


def test_each_hand_is_a_deal_record_that_replays_to_its_outcome() -> None:
    match = Match(GAME, GAME.house_rules(), BOTS, seed=11)
    match.start_hand()
    play_hand(match, random.Random(3))
    result = match.finish_hand()
    replayed = replay(result.record)
    assert GAME.outcome(replayed.final) == result.outcome


def test_same_seed_deals_the_same_hands() -> None:
    a = Match(GAME, GAME.house_rules(), BOTS, seed=5)
    b = Match(GAME, GAME.house_rules(), BOTS, seed=5)
    assert a.start_hand().hands == b.start_hand().hands


def test_illegal_action_changes_nothing() -> None:
    match = Match(GAME, GAME.house_rules(), BOTS, seed=1)
    match.start_hand()
    with pytest.raises(IllegalActionError):
        match.act("play AC")
    assert match.actions == ()


def _advance_to_person_play(match: Match, rng: random.Random) -> None:
    bot = make_bot("rule", GAME)
    while True:
        seat = GAME.to_act(match.state)
        assert seat is not None
        legal = GAME.legal_actions(match.state)
        if seat == 0 and legal[0].startswith("play"):
            return
        match.act(bot.choose(GAME.view(match.state, seat), rng))


def test_undo_takes_back_own_last_card_and_what_followed() -> None:
    match = Match(GAME, GAME.house_rules(), BOTS, seed=21)
    match.start_hand()
    rng = random.Random(4)
    _advance_to_person_play(match, rng)
    assert not match.can_undo(0)
    before = match.state
    count = len(match.actions)
    match.act(GAME.legal_actions(before)[0])
    bot = make_bot("rule", GAME)
    answered = 0
    while GAME.to_act(match.state) not in (None, 0):  # the computer players answer
        seat = GAME.to_act(match.state)
        assert seat is not None
        match.act(bot.choose(GAME.view(match.state, seat), rng))
        answered += 1
    assert answered > 0
    assert match.can_undo(0)
    assert not match.can_undo(1)
    assert match.undo(0) == before
    assert len(match.actions) == count


def test_undo_refused_when_not_allowed_or_with_two_people() -> None:
    match = Match(GAME, GAME.house_rules(), BOTS, seed=21, allow_undo=False)
    match.start_hand()
    _advance_to_person_play(match, random.Random(4))
    match.act(GAME.legal_actions(match.state)[0])
    assert not match.can_undo(0)
    with pytest.raises(RuntimeError):
        match.undo(0)
    people = [Seat("Ann"), Seat("Ben"), *(Seat(f"Bot {i}", "rule") for i in range(3))]
    two = Match(GAME, GAME.house_rules(), people, seed=21)
    two.start_hand()
    _advance_to_person_play(two, random.Random(4))
    two.act(GAME.legal_actions(two.state)[0])
    assert not two.can_undo(0)


def test_wrong_seat_count_is_refused() -> None:
    with pytest.raises(ValueError, match="5 players"):
        Match(GAME, GAME.house_rules(), BOTS[:3])


def test_a_match_to_a_target_ends_when_a_seat_reaches_it() -> None:
    from solo_desktop.core.rules import HouseRules, RuleSpec
    from solo_desktop.games.solo66 import RULE_SPECS

    rules = HouseRules((*RULE_SPECS, RuleSpec("target", 7, minimum=1)), {"target": 150})
    match = Match(GAME, rules, BOTS, seed=8)
    assert match.hands_total is None and match.target == 150
    rng = random.Random(6)
    while not match.over:
        match.start_hand()
        play_hand(match, rng)
        match.finish_hand()
        won = [sum(max(0, r.chips[s]) for r in match.results) for s in range(5)]
        assert match.game_points == won
        assert match.over == (max(won) >= 150)
    with pytest.raises(MatchOverError):
        match.start_hand()
