"""Bidding, declaring and exchanging by rollouts: states rebuilt from sampled deals, legal
candidates, sensible bids, and the hint's estimates in the auction."""

from __future__ import annotations

import random
from typing import Any

import pytest

from solo_desktop.ai.bot import RandomBot, make_bot
from solo_desktop.ai.search import bidding as sb
from solo_desktop.ai.search.bot import SearchBot, analyse
from solo_desktop.ai.search.determinize import Sample, consistent, constraints
from solo_desktop.core import registry
from solo_desktop.core.cards import mask_of, parse_cards
from solo_desktop.core.game import Deal, Phase

CASES = [
    ("six_bid", 3, {}),
    ("six_bid", 4, {}),
    ("six_bid", 3, {"variant": "progressive"}),
    ("solo_whist", 4, {}),
    ("solo66", 5, {}),
    ("german_solo", 4, {}),
]
IDS = ["six_bid", "six_bid_4", "progressive", "solo_whist", "solo66", "german_solo"]


def positions(game_id: str, players: int, overrides: dict[str, object], count: int, seed: int):
    """(state, view) at decisions before the play with more than one choice, reached by
    random play mixed with the rule bot (random bids reach every contract)."""
    game = registry.get(game_id)
    rules = game.house_rules(overrides)
    rng = random.Random(seed)
    rule = make_bot("rule", game)
    rand = RandomBot()
    out: list[tuple[Any, Any]] = []
    hand = 0
    while len(out) < count:
        state = game.start(rules, game.deal(rules, players, hand % players, rng))
        hand += 1
        while not game.is_over(state) and state.phase is not Phase.PLAY:
            seat = game.to_act(state)
            assert seat is not None
            view = game.view(state, seat)
            if len(view.legal_actions) > 1:
                out.append((state, view))
            bot = rand if rng.random() < 0.5 else rule
            state = game.apply(state, bot.choose(view, rng))
    return game, out


def truth(game_id: str, state: Any) -> Sample:
    """The sample that is the real deal of `state`."""
    pile = 0
    if game_id == "six_bid" and state.phase is not Phase.EXCHANGE:
        pile = mask_of(state.setup.widow)
    if game_id == "solo66":
        pile = state.setup.talon
    return Sample(state.hands, pile)


def normal(game_id: str, state: Any) -> Any:
    """`state` with what a rebuild cannot know and nothing depends on made comparable: the
    widow's order (its cards once frog's bidder took it up)."""
    if game_id != "six_bid":
        return state
    widow = () if state.phase is Phase.EXCHANGE else tuple(sorted(state.setup.widow))
    return state._replace(setup=state.setup._replace(widow=widow))


@pytest.mark.parametrize(("game_id", "players", "overrides"), CASES, ids=IDS)
def test_rebuild_equals_the_truth(game_id: str, players: int, overrides: dict[str, object]):
    game, found = positions(game_id, players, overrides, 300, 11)
    phases = set()
    for state, view in found:
        s = truth(game_id, state)
        assert consistent(constraints(view), s)
        rebuilt = sb.rebuild(game, view, s)
        assert rebuilt is not None
        assert normal(game_id, rebuilt) == normal(game_id, state)
        phases.add(state.phase)
    assert Phase.AUCTION in phases
    if game_id != "solo_whist" or len(phases) > 1:
        assert len(phases) >= 2  # declare or exchange reached too


@pytest.mark.parametrize(("game_id", "players", "overrides"), CASES, ids=IDS)
def test_rebuild_from_samples_keeps_the_view(
    game_id: str, players: int, overrides: dict[str, object]
):
    game, found = positions(game_id, players, overrides, 40, 5)
    rng = random.Random(2)
    rule = make_bot("rule", game)
    for _, view in found:
        state = sb._plausible_state(game, view, constraints(view), rng, rule)
        assert state is not None
        mine = game.view(state, view.seat)
        assert mine.hand == view.hand
        assert mine.legal_actions == view.legal_actions
        assert mine.calls == view.calls


@pytest.mark.parametrize(("game_id", "players", "overrides"), CASES, ids=IDS)
def test_every_candidate_is_legal(game_id: str, players: int, overrides: dict[str, object]):
    game, found = positions(game_id, players, overrides, 120, 3)
    rng = random.Random(4)
    rule = make_bot("rule", game)
    for _, view in found:
        favourite = rule.choose(view, rng)
        cands = sb.candidates(view, favourite)
        assert cands[0] == favourite
        assert len(set(cands)) == len(cands)
        assert set(cands) <= set(view.legal_actions)
        if view.phase is Phase.AUCTION and "pass" in view.legal_actions:
            assert "pass" in cands
        bids = [a for a in view.legal_actions if a.startswith("bid ")]
        if view.phase is Phase.AUCTION and bids:
            assert min(bids, key=sb._ladder(view)) in cands
        if any(a.startswith("discard ") for a in view.legal_actions):
            assert len(cands) > 2


@pytest.mark.parametrize(("game_id", "players", "overrides"), CASES, ids=IDS)
def test_search_bot_decides_legally_before_the_play(
    game_id: str, players: int, overrides: dict[str, object]
):
    game, found = positions(game_id, players, overrides, 30, 8)
    bot = SearchBot(game, 0.01)
    rng = random.Random(1)
    for _, view in found:
        assert bot.choose(view, rng) in view.legal_actions


def _six_bid_view(eldest: str, others: tuple[str, str], widow: str) -> Any:
    game = registry.get("six_bid")
    rules = game.house_rules()
    hands = (tuple(parse_cards(eldest.split())), *(tuple(parse_cards(h.split())) for h in others))
    # Dealer 2: eldest is seat 0.
    deal = Deal(3, 2, (hands[0], hands[1], hands[2]), tuple(parse_cards(widow.split())))
    state = game.start(rules, deal)
    return game, game.view(state, 0)


def test_simulation_bids_a_hand_that_makes_it():
    # Nine hearts from the ace down, two side aces: every trick is eldest's.
    game, view = _six_bid_view(
        "AH TH KH QH JH 9H 8H 7H 6H AC AS",
        ("TC KC QC JC 9C 8C 7C 6C TS KS QS", "JS 9S 8S 7S 6S AD TD KD QD JD 9D"),
        "8D 7D 6D",
    )
    rule = make_bot("rule", game)
    res = sb.run(view, ["pass", "bid solo", "bid heart_solo"], random.Random(1), 1.0, rule)
    by = {j.action: j for j in res.judged()}
    assert by["pass"].samples > 0 and by["bid heart_solo"].samples > 0
    assert by["bid heart_solo"].chips > by["pass"].chips
    assert sb.decide(res) != "pass"


def test_bids_are_ordered_by_the_ladder():
    _, view = _six_bid_view(
        "KC JC 9C 7C KS JS 9S KH JH 9D 7D",
        ("AC TC QC 8C AS TS QS 8S AH TH QH", "6C 7S 6S 9H 8H 7H 6H AD TD KD QD"),
        "JD 8D 6D",
    )
    bids = sorted((a for a in view.legal_actions if a != "pass"), key=sb._ladder(view))
    assert bids[:3] == ["bid solo", "bid heart_solo", "bid misere"]
    cands = sb.candidates(view, "bid solo")
    assert cands == ["bid solo", "pass", "bid heart_solo"]


def test_simulation_passes_a_hopeless_hand():
    game, view = _six_bid_view(
        # No ace, no ten, kings and jacks that a misère cannot hide.
        "KC JC 9C 7C KS JS 9S KH JH 9D 7D",
        ("AC TC QC 8C AS TS QS 8S AH TH QH", "6C 7S 6S 9H 8H 7H 6H AD TD KD QD"),
        "JD 8D 6D",
    )
    rule = make_bot("rule", game)
    res = sb.run(view, ["pass", "bid solo", "bid heart_solo"], random.Random(1), 0.3, rule)
    by = {j.action: j for j in res.judged()}
    assert by["bid solo"].chips < by["pass"].chips
    assert sb.decide(res) == "pass"
    assert SearchBot(game, 0.2).choose(view, random.Random(2)) == "pass"


@pytest.mark.parametrize(("game_id", "players", "overrides"), CASES[2:], ids=IDS[2:])
def test_analyse_in_the_auction_values_the_candidates(
    game_id: str, players: int, overrides: dict[str, object]
):
    _, found = positions(game_id, players, overrides, 10, 21)
    view = next(v for _, v in found if v.phase is Phase.AUCTION and len(v.legal_actions) > 2)
    est = analyse(view, random.Random(3), 0.15)
    assert sorted(e.action for e in est) == sorted(view.legal_actions)
    valued = [e for e in est if e.samples]
    assert len(valued) >= 2
    assert est[0].samples > 0
    assert all(e.chance is None or 0 <= e.chance <= 1 for e in est)


def test_german_grossfrage_deals_give_the_bidder_the_black_queens():
    from solo_desktop.games.german_solo_score import BLACK_QUEENS

    game, found = positions("german_solo", 4, {}, 400, 3)
    rng = random.Random(5)
    rule = make_bot("rule", game)
    checked = 0
    for _, view in found:
        if not any(a == "bid grossfrage" for seat, a in view.calls if seat != view.seat):
            continue
        if view.hand & BLACK_QUEENS:
            continue
        state = sb._plausible_state(game, view, constraints(view), rng, rule)
        assert state is not None
        bidder = next(s for s, a in view.calls if a == "bid grossfrage")
        assert state.hands[bidder] & BLACK_QUEENS == BLACK_QUEENS or any(
            a == "hold" for _, a in view.calls
        )
        checked += 1
    assert checked


def _rollouts(*columns: list[float]) -> sb.Rollouts:
    res = sb.Rollouts([f"a{i}" for i in range(len(columns))])
    res.values = [list(c) for c in columns]
    return res


def test_rollouts_settle_when_only_the_rule_bots_choice_or_a_clear_winner_is_left() -> None:
    n = 16
    worse = _rollouts([1.0] * n, [0.0] * n)  # the other candidate always loses a chip
    assert sb._settled(worse, [0, 1])
    assert sb._settled(worse, [0])
    better = _rollouts([0.0] * n, [2.0] * n)  # always two chips better: it will be chosen
    assert sb._settled(better, [0, 1])
    assert sb.decide(better) == "a1"
    noisy = _rollouts([0.0] * n, [4.0, -3.0] * (n // 2))  # better on average, not clearly
    assert not sb._settled(noisy, [0, 1])
    three = _rollouts([0.0] * n, [2.0] * n, [1.0] * n)  # two challengers still alive
    assert not sb._settled(three, [0, 1, 2])
