"""Progressive Solo's pots: anted every deal, taken by a made frog or solo, carried by the match."""

from __future__ import annotations

import random

import pytest

from solo_desktop.ai.arena import run
from solo_desktop.ai.bot import make_bot
from solo_desktop.core.game import Outcome, Settlement, Status
from solo_desktop.core.record import replay
from solo_desktop.games.six_bid import GAME
from solo_desktop.games.six_bid_pots import FROG_STAKE, SOLO_STAKE, Pots, active, settle
from solo_desktop.model.match import Match, Seat, restore

POTS = {"variant": "progressive", "pots": True}


def hand(contract: str | None, won: bool | None, declarer: int | None = 1, players: int = 4):
    """A finished hand's outcome as far as the pots care (a thrown-in hand for contract None)."""
    if contract is None:
        return Outcome.thrown_in(players, counts_points=True)
    zeros = (0,) * players
    return Outcome(
        Status.SETTLED, declarer, None, contract, "hearts", won, zeros, zeros,
        Settlement.zero(players), None, (),
    )  # fmt: skip


def test_the_pots_are_played_in_progressive_only_and_only_when_the_rule_is_on() -> None:
    assert active(GAME.house_rules(POTS))
    assert not active(GAME.house_rules({"variant": "progressive"}))
    assert not active(GAME.house_rules({"pots": True}))  # the six-bid ladder has no frog


def test_every_deal_antes_and_a_lost_contract_leaves_the_pots_to_grow() -> None:
    pots = Pots()
    for outcome in (hand(None, None), hand("frog", False), hand("heart_solo", False)):
        chips, pots, taken = settle(4, pots, outcome)
        assert chips == (0, 0, 0, 0)
        assert taken is None
    assert pots == Pots(3, 3)
    # four players, the sitting-out dealer included, ante 1 and 2 chips a deal
    assert pots.chips(4) == (3 * 4 * FROG_STAKE, 3 * 4 * SOLO_STAKE) == (12, 24)


def test_a_made_frog_takes_the_frog_pot_each_other_player_paying_his_stakes() -> None:
    chips, pots, taken = settle(4, Pots(2, 2), hand("frog", True, declarer=2))
    # three deals of anteing: the pot holds 12, 3 of them the taker's own
    assert chips == (-3, -3, 9, -3)
    assert pots == Pots(0, 3)
    assert taken == "frog"


@pytest.mark.parametrize("contract", ["spade_solo", "club_solo", "diamond_solo", "heart_solo"])
def test_a_made_solo_takes_the_double_solo_pot(contract: str) -> None:
    chips, pots, taken = settle(3, Pots(0, 1), hand(contract, True, declarer=0, players=3))
    assert chips == (8, -4, -4)  # two deals at 2 chips from each of the two others
    assert pots == Pots(1, 0)
    assert taken == "solo"


def play_match(match: Match, rng: random.Random) -> None:
    """Play the whole match with rule bots in every seat."""
    bot = make_bot("rule", GAME)
    while not match.over:
        match.start_hand()
        while not match.hand_over:
            seat = GAME.to_act(match.state)
            assert seat is not None
            match.act(bot.choose(GAME.view(match.state, seat), rng))
        match.finish_hand()


SEATS = [Seat(f"Bot {i}", "rule") for i in range(4)]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_match_adds_the_pots_to_each_hand_and_carries_them_over(seed: int) -> None:
    match = Match(GAME, GAME.house_rules(POTS), SEATS, seed=seed)
    play_match(match, random.Random(seed))
    frog = solo = 0  # deals anted since each pot was last taken
    for result in match.results:
        own = GAME.outcome(replay(result.record).final).settlement.chips
        assert result.carried_chips is not None
        assert result.chips == tuple(a + b for a, b in zip(own, result.carried_chips, strict=True))
        assert sum(result.chips) == 0
        frog, solo = frog + 1, solo + 1
        outcome = result.outcome
        share = 0
        if outcome.won and outcome.contract == "frog":
            share, frog = frog * FROG_STAKE, 0
        elif outcome.won and outcome.contract is not None:
            share, solo = solo * SOLO_STAKE, 0
        expected = [0 if share == 0 else -share] * 4
        if share:
            expected[outcome.declarer or 0] = 3 * share
        assert result.carried_chips == tuple(expected)
        assert result.carried == Pots(frog, solo)
    assert match.carried == Pots(frog, solo)
    assert sum(match.totals) == 0


def test_some_match_takes_a_pot_after_it_grew() -> None:
    """The seeds above are not all dull: a pot taken after more than one deal is seen."""
    grown = []
    for seed in range(1, 5):
        match = Match(GAME, GAME.house_rules(POTS), SEATS, seed=seed)
        play_match(match, random.Random(seed))
        grown += [max(r.carried_chips or (0,)) for r in match.results]
    assert max(grown) > 3 * FROG_STAKE


def test_a_restored_match_has_the_same_pots() -> None:
    match = Match(GAME, GAME.house_rules(POTS), SEATS, seed=9)
    play_match(match, random.Random(9))
    again = restore(
        GAME, match.rules, SEATS, 9, 0, [r.record for r in match.results[:-1]],
        match.results[-1].record,
    )  # fmt: skip
    assert [r.chips for r in again.results] == [r.chips for r in match.results]
    assert again.carried == match.carried


def test_without_the_pots_a_hand_is_its_own_settlement() -> None:
    match = Match(GAME, GAME.house_rules({"variant": "progressive"}), SEATS, seed=5)
    play_match(match, random.Random(5))
    for result in match.results:
        assert result.carried_chips == (0, 0, 0, 0)
        assert result.chips == GAME.outcome(replay(result.record).final).settlement.chips
    assert match.carried is None


def test_the_arena_carries_the_pots_from_hand_to_hand() -> None:
    rules_on = GAME.house_rules(POTS)
    rules_off = GAME.house_rules({"variant": "progressive"})
    on = run(GAME, rules_on, ["rule"] * 3, 60, seed=4)
    off = run(GAME, rules_off, ["rule"] * 3, 60, seed=4)
    diff = [sum(a) - sum(b) for a, b in zip(on.chips_per_hand, off.chips_per_hand, strict=True)]
    assert sum(diff) == 0
    assert any(diff)
