"""The rule-based Six-bid Solo bot: always legal, sees only its view, and plays soundly."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from solo_desktop.ai import arena
from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.rulebots.six_bid_bot import SixBidRuleBot, misere_risk, takes_all
from solo_desktop.core.cards import DECK_36, mask_of
from solo_desktop.core.game import Action, Deal, IllegalActionError
from solo_desktop.core.rules import HouseRules
from solo_desktop.games.six_bid import GAME
from tests.ai.rulebots import helpers
from tests.ai.rulebots.helpers import bot_choice, cards, deal_hands

BOT = SixBidRuleBot()


def make_deal(dealer: int, hands: dict[int, str], widow: str) -> Deal:
    """A three-player deal with the given hands and widow; other seats get the rest."""
    out = deal_hands(DECK_36, 11, 3, hands, widow)
    return Deal(players=3, dealer=dealer, hands=out, talon=cards(widow))


def position(deal: Deal, actions: Sequence[Action], **rules: object) -> Any:
    """The state after applying `actions` to the start of `deal`."""
    return helpers.position(GAME, deal, actions, GAME.house_rules(rules))


def choose(state: Any, seat: int) -> Action:
    """The rule bot's choice for `seat`, which must be the seat to act."""
    return bot_choice(GAME, BOT, state, seat)


def test_registered_as_rule_for_six_bid() -> None:
    assert isinstance(make_bot("rule", GAME), SixBidRuleBot)


# --- bidding ------------------------------------------------------------------------------------

STRONG = "AC TC KC QC JC 9C 8C AS TS AD KD"
WEAK = "KC 7S 8S 9S 7H 8H JH 7D 8D 9D QD"


def test_bids_with_a_strong_hand() -> None:
    deal = make_deal(0, {1: STRONG}, "6C 6S 6H")
    assert choose(position(deal, []), 1).startswith("bid ")


def test_passes_with_a_weak_hand() -> None:
    assert misere_risk(mask_of(cards(WEAK))) > 0
    deal = make_deal(0, {1: WEAK}, "6C 6S 6H")
    assert choose(position(deal, []), 1) == "pass"


def test_names_its_best_suit() -> None:
    deal = make_deal(0, {1: STRONG}, "6C 6S 6H")
    state = position(deal, ["bid solo", "pass", "pass"])
    assert choose(state, 1) == "trump clubs"


# --- play -----------------------------------------------------------------------------------------


def test_defender_smears_a_ten_onto_a_fellow_defenders_sure_trick() -> None:
    # Seat 1 plays a clubs solo and leads a heart; seat 2 wins with the ace of hearts, so
    # seat 0 (last to play) smears its ten of hearts rather than the six.
    deal = make_deal(
        0,
        {
            0: "TH 6H 7C 6C 9D TD JD QD KS QS JS",
            1: "AC TC KC QC JC 9C 8C AS TS AD 7H",
            2: "AH KH QH JH 9H 8H 6D 7D 8D 9S 6S",
        },
        "8S 7S KD",
    )
    state = position(deal, ["bid solo", "pass", "pass", "trump clubs", "play 7H", "play AH"])
    assert choose(state, 0) == "play TH"


# --- the bot sees only its view ---------------------------------------------------------------


def _reshuffled(deal: Deal, state: Any, seat: int, rng: random.Random) -> Deal | None:
    """The deal with the other active seats' unplayed cards dealt anew among them."""
    view = GAME.view(state, seat)
    played: dict[int, int] = {}
    order = [s for s in range(deal.players) if deal.hands[s]]
    for t in (*view.history, None):
        leader, trick = (view.leader, view.trick) if t is None else (t.leader, t.cards)
        start = order.index(leader)
        for i, c in enumerate(trick):
            s = order[(start + i) % len(order)]
            played[s] = played.get(s, 0) | 1 << c
    others = [s for s in order if s != seat]
    pool = [c for s in others for c in deal.hands[s] if not played.get(s, 0) >> c & 1]
    rng.shuffle(pool)
    hands = list(deal.hands)
    for s in others:
        keep = [c for c in deal.hands[s] if played.get(s, 0) >> c & 1]
        n = len(deal.hands[s]) - len(keep)
        hands[s] = tuple(sorted(keep + pool[:n]))
        pool = pool[n:]
    if [set(h) for h in hands] == [set(h) for h in deal.hands]:
        return None
    return deal._replace(hands=tuple(hands))


@pytest.mark.parametrize("variant", ["six_bid", "progressive"])
def test_choices_do_not_depend_on_hidden_cards(variant: str) -> None:
    rng = random.Random(5)
    rules = GAME.house_rules({"variant": variant})
    compared = 0
    for h in range(400):
        players = 3 + h % 2
        deal = GAME.deal(rules, players, h % players, rng)
        state = GAME.start(rules, deal)
        taken: list[Action] = []
        stop = rng.randrange(1, 30)
        while (seat := GAME.to_act(state)) is not None and len(taken) < stop:
            action = BOT.choose(GAME.view(state, seat), rng)
            state = GAME.apply(state, action)
            taken.append(action)
        if seat is None or any(a.split()[0] in ("call", "give", "discard") for a in taken):
            continue
        other = _reshuffled(deal, state, seat, rng)
        if other is None:
            continue
        try:
            twin = GAME.start(rules, other)
            for action in taken:
                twin = GAME.apply(twin, action)
        except IllegalActionError:
            continue  # the same actions break a rule with the other cards
        if GAME.to_act(twin) != seat:
            continue
        assert GAME.view(twin, seat).hand == GAME.view(state, seat).hand
        assert choose(twin, seat) == choose(state, seat)
        compared += 1
    assert compared >= 40


# --- legality everywhere ----------------------------------------------------------------------


def play_table(seats: Sequence[str], rules: HouseRules, seed: int, hands: int) -> int:
    """Play `hands` hands, checking every rule decision is legal; returns how many."""
    return helpers.play_table(GAME, BOT, seats, rules, seed, hands)


def test_many_seeded_hands_with_random_house_rules_always_legal() -> None:
    rng = random.Random(3)
    options: dict[str, list[object]] = {
        "variant": ["six_bid", "progressive"],
        "deal_order": ["4-3-w-4", "4-w-3-4"],
        "pots": [False, True],
    }
    for k in range(40):
        rules = GAME.house_rules({key: rng.choice(vals) for key, vals in options.items()})
        players = 3 + k % 2
        seats = (
            ["rule"] * players
            if k % 3 == 0
            else [rng.choice(["rule", "random"]) for _ in range(players)]
        )
        seats[k % players] = "rule"
        assert play_table(seats, rules, k, 25) >= 25


def test_rule_seat_is_ahead_of_two_random_seats() -> None:
    result = arena.run(GAME, GAME.house_rules(), ["rule", "random", "random"], 300, 11)
    low, _ = result.ci95[0]
    assert low > 0


def test_frog_discards_secure_loose_points_and_keep_trumps() -> None:
    deal = make_deal(0, {1: "AH TH KH QH JH 9H AS 7S 6C 7D 8D"}, "TC 6S 9C")
    state = position(deal, ["bid frog", "pass", "pass"], variant="progressive")
    discard = choose(state, 1).split()[1:]
    assert "TC" in discard
    assert not any(c.endswith("H") for c in discard)


def test_misere_declarer_stays_under_the_trick() -> None:
    deal = make_deal(
        0,
        {
            1: "9S AC TC KC QC JC AS KS QS JS AH",
            2: "6S 7S 6C 7C 8C 6H 7H 8H 6D 7D 8D",
        },
        "TH KH QH",
    )
    state = position(deal, ["pass", "bid misere", "pass", "play 9S"])
    assert choose(state, 2) == "play 7S"


def test_call_solo_only_when_every_trick_is_sure() -> None:
    assert not takes_all(mask_of(cards(STRONG)), 0)  # the ten of diamonds beats the king
    assert takes_all(mask_of(cards("AC TC KC QC JC 9C AS TS AD TD KD")), 0)


def test_bids_the_highest_makeable_contract_of_the_ladder_not_the_last_in_text_order() -> None:
    """A hand long in hearts makes both solo and heart solo: it bids heart solo, which ranks
    higher, though "bid solo" sorts after "bid heart_solo" among the legal actions."""
    hand = "AH TH KH QH JH 9H 8H AC TC AS TS"
    deal = make_deal(0, {1: hand}, "6C 6S 6H")
    state = position(deal, [])
    legal = GAME.view(state, 1).legal_actions
    assert legal.index("bid solo") > legal.index("bid heart_solo")
    bid = BOT._bid(GAME.view(state, 1), legal)
    assert BOT._makeable(mask_of(cards(hand)), "solo")
    assert BOT._makeable(mask_of(cards(hand)), "heart_solo")
    assert bid != "bid solo"
    assert bid == choose(state, 1)
