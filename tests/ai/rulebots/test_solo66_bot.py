"""The rule-based Solo 66 bot: always legal, and the rules of thumb its docstring promises."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desktop.ai import arena
from solo_desktop.ai.rulebots.solo66_bot import BID_THRESHOLD, Solo66RuleBot, suit_strength
from solo_desktop.core.actions import split
from solo_desktop.core.cards import DECK_32, mask_of, parse_card, parse_suit
from solo_desktop.core.game import Action, Deal, Phase
from solo_desktop.core.rules import HouseRules
from solo_desktop.games.solo66 import GAME, Solo66View, State
from tests.ai.rulebots import helpers
from tests.ai.rulebots.helpers import bot_choice, cards, deal_hands

BOT = Solo66RuleBot()
SUIT_RANK = {"diamonds": 0, "hearts": 1, "spades": 2, "clubs": 3}
"""Bid order, low to high."""


def make_deal(dealer: int, hands: dict[int, str], talon: str) -> Deal:
    """A deal with the given hands and talon; seats not given get the remaining cards."""
    out = deal_hands(DECK_32, 6, 5, hands, talon)
    return Deal(players=5, dealer=dealer, hands=out, talon=cards(talon))


def position(deal: Deal, actions: Sequence[Action], rules: HouseRules | None = None) -> State:
    """The state after applying `actions` to the start of `deal`."""
    return helpers.position(GAME, deal, actions, rules or GAME.house_rules())


def choose(state: State, seat: int | None = None) -> Action:
    """The rule bot's choice for the seat to act (which must be `seat` when given)."""
    return bot_choice(GAME, BOT, state, seat)


def trump_count(hand: int, trump: int) -> int:
    """How many trumps are in a hand mask."""
    return sum(1 for c in DECK_32 if hand >> c & 1 and c >> 4 == trump)


# --- bidding and announcing -----------------------------------------------------------------

STRONG_CLUBS = "AC TC KC QC 9C AS"
WEAK = "7D 8H 9S JD 8S 7H"


def test_strength_orders_the_crafted_hands() -> None:
    strong = mask_of(cards(STRONG_CLUBS))
    weak = mask_of(cards(WEAK))
    assert suit_strength(strong, parse_suit("clubs")) >= BID_THRESHOLD
    assert all(suit_strength(weak, s) < BID_THRESHOLD for s in range(4))


def test_passes_with_a_weak_hand_as_forehand() -> None:
    deal = make_deal(0, {1: WEAK}, "AC AS")
    assert choose(position(deal, []), 1) == "pass"


def test_passes_with_a_weak_hand_after_a_bid() -> None:
    deal = make_deal(0, {2: WEAK}, "AC AS")
    assert choose(position(deal, ["bid diamonds"]), 2) == "pass"


def test_bids_the_cheapest_suit_with_a_strong_hand_as_forehand() -> None:
    deal = make_deal(0, {1: STRONG_CLUBS}, "7D 8D")
    assert choose(position(deal, []), 1) == "bid diamonds"


def test_overcalls_up_to_its_suit_with_a_strong_hand() -> None:
    deal = make_deal(0, {2: STRONG_CLUBS}, "7D 8D")
    assert choose(position(deal, ["bid spades"]), 2) == "bid clubs"


def test_strong_hand_wins_the_auction_and_announces_its_suit() -> None:
    deal = make_deal(4, {0: STRONG_CLUBS}, "7D 8D")
    state = position(deal, [])
    assert choose(state, 0) == "bid diamonds"
    state = position(deal, ["bid diamonds", "pass", "pass", "pass", "pass"])
    assert state.phase is Phase.DECLARE
    assert choose(state, 0) == "trump clubs"


def test_announces_a_trump_at_least_as_high_as_its_bid() -> None:
    # Diamonds would be this hand's best suit, but the bid was spades.
    deal = make_deal(0, {1: "AD TD KD QD 9D AS"}, "7C 8C")
    state = position(deal, ["bid spades", "pass", "pass", "pass", "pass"])
    view = GAME.view(state, 1)
    assert view.legal_actions == ("trump clubs", "trump spades")
    assert choose(state, 1) == "trump spades"  # stronger than clubs with the ace


def test_does_not_bid_above_its_suit() -> None:
    # Strong only in diamonds; after a hearts bid the bot may not bid diamonds and passes.
    deal = make_deal(0, {2: "AD TD KD QD 9D AS"}, "7C 8C")
    assert choose(position(deal, ["bid hearts"]), 2) == "pass"


# --- discarding -----------------------------------------------------------------------------


def exchange_state(hand: str, talon: str, trump: str = "clubs") -> State:
    """Seat 1 (forehand) bid and announced `trump` and holds hand + talon."""
    deal = make_deal(0, {1: hand}, talon)
    return position(deal, [f"bid {trump}", "pass", "pass", "pass", "pass", f"trump {trump}"])


@pytest.mark.parametrize(
    ("hand", "talon", "expected"),
    [
        ("AC TC KC QC JC 9C", "7H 8D", {"7H", "8D"}),
        ("AC TC KC QC JC 9C", "AH AS", {"AH", "AS"}),
        ("AC TC KC QC JC AH", "TH AS", None),  # three side cards: any two of them
        ("AC 7C 8C 9C TH KS", "QD JD", None),
    ],
)
def test_never_discards_a_trump_with_two_side_cards(
    hand: str, talon: str, expected: set[str] | None
) -> None:
    state = exchange_state(hand, talon)
    assert state.phase is Phase.EXCHANGE
    action = choose(state, 1)
    verb, laid = split(action)
    assert verb == "discard"
    assert not any(t.endswith("C") for t in laid), action
    if expected is not None:
        assert set(laid) == expected


def test_discard_secures_an_unguarded_ten_and_keeps_aces() -> None:
    # Side cards AH, AS, TD, 7D: laying away TD (10 points for the soloist) and 7D voids diamonds.
    state = exchange_state("AC TC KC QC AH AS", "TD 7D")
    assert set(split(choose(state, 1))[1]) == {"TD", "7D"}


def test_discards_one_trump_only_when_it_must() -> None:
    state = exchange_state("AC TC KC QC JC 9C", "8C 7H")
    laid = split(choose(state, 1))[1]
    assert "7H" in laid
    assert sum(t.endswith("C") for t in laid) == 1


# --- play: the soloist leads ----------------------------------------------------------------


def soloist_lead_state(hand: str, talon: str) -> State:
    """Seat 1 is soloist in clubs, has laid away the talon and leads the first trick."""
    deal = make_deal(0, {1: hand}, talon)
    state = position(
        deal,
        ["bid clubs", "pass", "pass", "pass", "pass", "trump clubs", f"discard {talon}"],
    )
    assert state.phase is Phase.PLAY and state.to_act == 1
    return state


def test_soloist_draws_trumps_with_the_top_trump() -> None:
    state = soloist_lead_state("AC 9C 8C 7C AH 7S", "7D 8D")
    assert choose(state, 1) == "play AC"


def test_soloist_without_the_top_trump_leads_low_from_three_trumps() -> None:
    state = soloist_lead_state("TC 9C 8C 7C AH 7S", "7D 8D")
    assert choose(state, 1) == "play 7C"


def test_soloist_with_two_low_trumps_cashes_a_side_ace() -> None:
    state = soloist_lead_state("TC 9C AH 7S 8S 7H", "7D 8D")
    assert choose(state, 1) == "play AH"


# --- play: defenders follow -----------------------------------------------------------------

SOLOIST_CLUBS = ["bid clubs", "pass", "pass", "pass", "pass", "trump clubs", "discard 9C 8C"]


def test_defender_smears_points_on_a_fellow_defenders_sure_trick() -> None:
    # Soloist 1 leads 7H, defender 2 takes it with AH; defender 3 (soloist already played)
    # smears its ten rather than the king or the eight.
    deal = make_deal(
        0,
        {
            1: "AC TC KC QC JC 7H",
            2: "AH 7C 7S 8S 9S JS",
            3: "TH KH 8H AS TS KS",
            4: "9H QH JH QS AD TD",
        },
        "9C 8C",
    )
    state = position(deal, [*SOLOIST_CLUBS, "play 7H", "play AH"])
    assert set(GAME.view(state, 3).legal_actions) == {"play KH", "play TH", "play 8H"}
    assert choose(state, 3) == "play TH"


def test_defender_smears_its_highest_card_when_void() -> None:
    deal = make_deal(
        0,
        {
            1: "AC TC KC QC JC 7H",
            2: "AH 7C 7S 8S 9S JS",
            3: "TH KH 8H QS TS KS",
            4: "9H QH JH AS KD QD",
        },
        "9C 8C",
    )
    # Seat 0 holds the rest: AD TD JD 9D 8D 7D, no hearts and no trumps.
    state = position(deal, [*SOLOIST_CLUBS, "play 7H", "play AH", "play 8H", "play 9H"])
    assert GAME.view(state, 0).hand == mask_of(cards("AD TD JD 9D 8D 7D"))
    assert choose(state, 0) == "play AD"


def test_defender_keeps_points_when_the_soloist_may_still_beat_the_trick() -> None:
    # Trick 2: defender 2 leads 7S, defender 3 plays 9S; the soloist (seat 1) plays last and
    # may hold a higher spade, so defender 4 plays its cheapest spade instead of smearing.
    deal = make_deal(
        0,
        {
            1: "AC TC KC QC JC 7H",
            2: "AH 7S 7C 8D 9D TD",
            3: "TH 9S 8S AD KD QD",
            4: "9H KS QS JS 7D 8H",
        },
        "9C 8C",
    )
    first_trick = ["play 7H", "play AH", "play TH", "play 9H", "play JH"]
    state = position(deal, [*SOLOIST_CLUBS, *first_trick, "play 7S", "play 9S"])
    assert state.leader == 2
    assert choose(state, 4) == "play JS"


def test_last_defender_takes_the_soloists_trick_with_the_cheapest_winner() -> None:
    deal = make_deal(
        0,
        {
            1: "KH AC TC KC QC JC",
            2: "9H 7S 8S 9S 7D 8D",
            3: "8H JS QS KS 9D TD",
            4: "QH JH AS TS JD QD",
        },
        "9C 8C",
    )
    # Seat 0: AH TH 7H 7C KD AD.
    state = position(deal, [*SOLOIST_CLUBS, "play KH", "play 9H", "play 8H", "play QH"])
    assert set(GAME.view(state, 0).legal_actions) == {"play AH", "play TH", "play 7H"}
    assert choose(state, 0) == "play TH"


def test_defender_who_cannot_beat_the_soloist_throws_its_cheapest_card() -> None:
    deal = make_deal(
        0,
        {
            1: "AH AC TC KC QC JC",
            2: "9H 7S 8S 9S 7D 8D",
            3: "8H JS QS KS 9D TD",
            4: "QH JH AS TS JD QD",
            0: "KH TH 7H 8C 7C AD",
        },
        "9C KD",
    )
    # The soloist leads AH, seat 0 must follow hearts: it cannot win and throws its cheapest.
    state = position(
        deal,
        [*SOLOIST_CLUBS[:-1], "discard 9C KD", "play AH", "play 9H", "play 8H", "play QH"],
    )
    assert choose(state, 0) == "play 7H"


# --- legality everywhere: random deals, random house rules, all-rule and mixed tables -------

RULES = st.fixed_dictionaries(
    {
        "all_pass": st.sampled_from(["redeal", "last_trick"]),
        "last_trick_stake": st.integers(0, 1000),
        "loss_basis": st.sampled_from(["winners_points", "soloist_points"]),
        "points_per_chip": st.integers(1, 1000),
        "hands": st.integers(1, 1000),
    }
)
TABLES = st.lists(st.sampled_from(["rule", "random"]), min_size=5, max_size=5).filter(
    lambda seats: "rule" in seats
)


def check_rule_decision(view: Solo66View, action: Action) -> None:
    """The invariants of one rule-bot decision."""
    legal = view.legal_actions
    assert action in legal, (action, legal)
    args = split(action)[1]
    if view.phase is Phase.DECLARE:
        high = view.high_bid
        assert high is not None
        assert SUIT_RANK[args[0]] >= 3 - high
    if view.phase is Phase.EXCHANGE:
        trump = view.trump
        assert trump is not None
        side = view.hand.bit_count() - trump_count(view.hand, trump)
        laid = [parse_card(t) for t in args]
        if side >= 2:
            assert all(c >> 4 != trump for c in laid), (action, view.hand)


def play_table(seats: Sequence[str], rules: HouseRules, seed: int, hands: int) -> int:
    """Play `hands` hands, checking every rule decision; returns how many rule decisions."""
    return helpers.play_table(GAME, BOT, seats, rules, seed, hands, check_rule_decision)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, seed=st.integers(0, 2**32))
def test_all_rule_table_always_legal(rules: dict[str, object], seed: int) -> None:
    assert play_table(["rule"] * 5, GAME.house_rules(rules), seed, 10) >= 10 * 5


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, seats=TABLES, seed=st.integers(0, 2**32))
def test_mixed_table_always_legal(rules: dict[str, object], seats: list[str], seed: int) -> None:
    assert play_table(seats, GAME.house_rules(rules), seed, 10) >= 10


@pytest.mark.parametrize("all_pass", ["redeal", "last_trick"])
def test_many_seeded_hands_always_legal(all_pass: str) -> None:
    rules = GAME.house_rules({"all_pass": all_pass})
    assert play_table(["rule"] * 5, rules, 99, 600) > 600 * 5
    assert play_table(["rule", "random", "rule", "random", "random"], rules, 7, 600) > 600


@settings(max_examples=20, deadline=None)
@given(rules=RULES, seats=TABLES, seed=st.integers(0, 2**31))
def test_arena_accepts_every_rule_decision(
    rules: dict[str, object], seats: list[str], seed: int
) -> None:
    # The arena raises BotError when a bot chooses an illegal action.
    result = arena.run(GAME, GAME.house_rules(rules), seats, 20, seed)
    assert len(result.chips_per_hand[0]) == 20
