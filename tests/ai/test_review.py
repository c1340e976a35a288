"""Hand review: what could have been made with every card known, and the turning point."""

from __future__ import annotations

import random

import pytest

from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.review import review
from solo_desktop.core import record as records
from solo_desktop.core import registry
from solo_desktop.core.record import DealRecord


def played(game_id: str, bot: str, seed: int) -> DealRecord:
    """A whole hand played by `bot` in every seat."""
    game = registry.get(game_id)
    rules = game.house_rules()
    players = game.player_counts[0]
    rng = random.Random(seed)
    deal = game.deal(rules, players, seed % players, random.Random(seed))
    bots = make_bot(bot, game)
    state = game.start(rules, deal)
    actions = []
    while (seat := game.to_act(state)) is not None:
        action = bots.choose(game.view(state, seat), rng)
        state = game.apply(state, action)
        actions.append(action)
    return records.make(game, rules, deal, actions)


GAMES = ["german_solo", "solo_whist", "six_bid", "solo66"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_review_is_consistent_with_the_hand(game_id: str) -> None:
    reviewed = 0
    for seed in range(6):
        record = played(game_id, "random" if seed % 2 else "rule", seed)
        r = review(record, seconds=30)
        if r is None:
            continue
        reviewed += 1
        replayed = records.replay(record)
        outcome = replayed.game.outcome(replayed.final)
        # out of time, a review judges the later tricks only (it works from the last card back)
        assert r.complete or r.from_trick > 1
        assert r.declarer == outcome.declarer
        assert r.declarer in r.side
        assert r.made == outcome.won
        if r.turning is None:
            # nothing changed the result: the deal decided it
            assert r.made_possible == r.made
            continue
        t = r.turning
        assert t.made_before == r.made_possible
        assert record.actions[t.index] == t.action and t.action.startswith("play ")
        assert t.trick >= r.from_trick
        # with perfect play a card only ever turns the result against the side that played it
        assert (t.seat in r.side) == t.made_before
    assert reviewed >= 2


@pytest.mark.parametrize("game_id", ["german_solo", "solo66"])
def test_turning_points_are_found(game_id: str) -> None:
    """In these seeded hands (a trick game, a card-points game) a card changed the result."""
    r = review(played(game_id, "rule", 0), seconds=30)
    assert r is not None and r.complete
    assert r.turning is not None


def test_a_hand_without_a_declarer_or_a_solver_model_has_no_review() -> None:
    assert review(played("sixty_six", "rule", 1)) is None


def test_solo_whist_is_reviewed_from_the_first_trick() -> None:
    """The whole 13-trick hand, from the first lead, in the default time (the review works
    from the last card back, each search finding the later positions' table entries)."""
    record = played("solo_whist", "rule", 5)
    replayed = records.replay(record)
    assert len(replayed.game.view(replayed.final, 0).history) == 13
    r = review(record)
    assert r is not None
    assert r.from_trick == 1 and r.complete
    assert r.made == replayed.game.outcome(replayed.final).won


def test_a_review_out_of_time_starts_at_a_whole_trick() -> None:
    record = played("solo_whist", "rule", 3)
    r = review(record, seconds=0.02)
    assert r is not None and not r.complete and r.from_trick > 1
    replayed = records.replay(record)
    final = replayed.game.view(replayed.final, r.declarer)
    side = set(r.side)
    assert r.taken == sum(1 for t in final.history[r.from_trick - 1 :] if t.winner in side)
