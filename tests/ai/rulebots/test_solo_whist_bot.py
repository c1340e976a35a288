"""The rule-based Solo Whist bot: always legal, blind to hidden cards, and the rules of thumb
its docstring promises."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desktop.ai import arena
from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.rulebots.solo_whist_bot import SoloWhistRuleBot
from solo_desktop.core.actions import split
from solo_desktop.core.cards import DECK_52, parse_card
from solo_desktop.core.game import Action, Deal
from solo_desktop.core.rules import HouseRules
from solo_desktop.games.solo_whist import GAME, State
from tests.ai.rulebots import helpers
from tests.ai.rulebots.helpers import blind_twins, bot_choice, deal_hands, reshuffled_hands

BOT = SoloWhistRuleBot()


def make_deal(dealer: int, hands: dict[int, str], turn_up: str | None = None) -> Deal:
    """A deal with the given hands; seats not given get the remaining cards in deck order.
    The turn-up is the dealer's last card unless named."""
    out = deal_hands(DECK_52, 13, 4, hands)
    up = out[dealer][-1] if turn_up is None else parse_card(turn_up)
    return Deal(players=4, dealer=dealer, hands=out, turn_up=up)


def position(deal: Deal, actions: Sequence[Action], **rules: object) -> State:
    """The state after applying `actions` to the start of `deal`."""
    return helpers.position(GAME, deal, actions, GAME.house_rules(rules))


def choose(state: State, seat: int) -> Action:
    """The rule bot's choice for `seat`, which must be the seat to act."""
    return bot_choice(GAME, BOT, state, seat)


def test_registered_as_rule_for_solo_whist() -> None:
    assert isinstance(make_bot("rule", GAME), SoloWhistRuleBot)


# --- bidding (dealer 3: seat 0 is forehand and speaks first; diamonds are turned up) ---------

MEDIUM = "AD KD 5D 3D AS 7S 4S KH 6H 2H 9C 5C 3C"
SUPPORT = "QD JD 8D 4D KS QS 3S AH 5H 4H AC 6C 2C"
WEAK = "9D 6D JS 8S 5S QH TH 7H 4H JC 8C 7C 6C"
LOW = "2C 3C 4C 2S 3S 5S 2H 3H 4H 6H 2D 3D 5D"


def test_proposes_with_a_medium_hand() -> None:
    assert choose(position(make_deal(3, {0: MEDIUM}, "TD"), []), 0) == "bid prop"


def test_accepts_a_proposal_with_support_and_passes_with_a_weak_hand() -> None:
    deal = make_deal(3, {0: MEDIUM, 1: SUPPORT}, "TD")
    assert choose(position(deal, ["bid prop"]), 1) == "accept"
    deal = make_deal(3, {0: MEDIUM, 1: WEAK}, "TD")
    assert choose(position(deal, ["bid prop"]), 1) == "pass"


def test_passes_with_a_weak_hand() -> None:
    assert choose(position(make_deal(3, {0: WEAK}, "TD"), []), 0) == "pass"


def test_bids_misere_with_a_hand_of_low_cards() -> None:
    assert choose(position(make_deal(3, {0: LOW}, "TD"), []), 0).startswith("bid misere")


def test_names_its_long_strong_suit_in_abondance() -> None:
    hand = "AS KS QS JS TS 9S 8S AH KH AD KD 2C 3C"
    state = position(make_deal(3, {0: hand}, "TD"), ["bid abondance", "pass", "pass", "pass"])
    assert choose(state, 0) == "trump spades"


# --- misère play -------------------------------------------------------------------------------

# Seat 1 plays misère (void in clubs); seat 0 leads.
MISERE_HANDS = {
    0: "AC KC 5C 9S 8S 7S 9H 8H 7H 9D 8D 7D 6D",
    1: "2S 3S 4S 5S 6S 2H 3H 4H AH 2D 3D 4D 5D",
    2: "QC JC TC 4C 3C 2C AS KS QS JS TS 5H KH",
    3: "9C 8C 7C 6C QH JH TH 6H AD KD QD JD TD",
}
MISERE_AUCTION = ["pass", "bid misere", "pass", "pass"]


def test_misere_declarer_plays_under() -> None:
    state = position(make_deal(3, MISERE_HANDS, "TD"), [*MISERE_AUCTION, "play 7H"])
    assert choose(state, 1) == "play 4H"  # the highest heart under the seven, not the ace


def test_misere_declarer_void_sheds_its_most_dangerous_card() -> None:
    state = position(make_deal(3, MISERE_HANDS, "TD"), [*MISERE_AUCTION, "play AC"])
    assert choose(state, 1) == "play AH"


def test_misere_defender_does_not_lead_into_the_declarers_void() -> None:
    actions = [*MISERE_AUCTION, "play AC", "play 6S", "play 2C", "play 6C"]
    state = position(make_deal(3, MISERE_HANDS, "TD"), actions)
    lead = parse_card(split(choose(state, 0))[1][0])
    assert lead >> 4 != 0  # not a club: the declarer would shed his ace of hearts


def test_misere_defenders_remember_the_declarers_void() -> None:
    actions = [*MISERE_AUCTION, "play AC", "play 6S", "play 2C", "play 6C"]
    actions += ["play 9S", "play 5S", "play TS", "play 9C"]
    state = position(make_deal(3, MISERE_HANDS, "TD"), actions)
    lead = parse_card(split(choose(state, 2))[1][0])
    assert lead >> 4 != 0  # seat 2, on lead, does not lead clubs into the void either


# --- trump play ----------------------------------------------------------------------------------


def test_declarer_draws_trumps_with_top_trumps() -> None:
    hand = "AS KS QS JS TS 9S 8S AH KH AD KD 2C 3C"
    state = position(make_deal(3, {1: hand}, "TD"), ["pass", "bid abondance", "pass", "pass"])
    state = GAME.apply(state, "trump spades")
    # Forehand (seat 0) leads; play it out until the declarer is on lead.
    rng = random.Random(1)
    while GAME.to_act(state) != 1 or state.trick:
        seat = GAME.to_act(state)
        assert seat is not None
        state = GAME.apply(state, BOT.choose(GAME.view(state, seat), rng))
    lead = parse_card(split(choose(state, 1))[1][0])
    view = GAME.view(state, 1)
    if view.unseen & view.context.trump:
        assert lead >> 4 == 1  # spades while an opponent may hold one


def test_prop_partner_does_not_overtake_a_winning_partner() -> None:
    # Seat 0 proposes, seat 2 accepts; seat 0 leads the ace of hearts, seat 2 holds the king.
    hands = {
        0: "AH 2H AD KD 5D 3D AS 7S 4S 9C 5C 3C 4H",
        2: "KH 3H QD 8D 4D KS QS 3S 8C 6C 2C 7H 6H",
    }
    deal = make_deal(3, hands, "TD")
    state = position(deal, ["bid prop", "pass", "accept", "pass", "play AH"])
    state = GAME.apply(state, choose(state, 1))
    assert choose(state, 2) != "play KH"


# --- the bot sees only its view ---------------------------------------------------------------


def _reshuffled(state: State, seat: int, rng: random.Random) -> Deal | None:
    """The deal with the other seats' hidden cards dealt anew among them (None: nothing to do)."""
    view = GAME.view(state, seat)
    fixed = {seat, state.dealer}  # the dealer's turn-up is public: keep his hand
    if view.open_hand and view.declarer is not None:
        fixed.add(view.declarer)
    hands = reshuffled_hands(state.hands, view, fixed, rng)
    return None if hands is None else Deal(4, state.dealer, hands, turn_up=view.turn_up_card)


def test_choices_do_not_depend_on_hidden_cards() -> None:
    assert blind_twins(GAME, BOT, 150, (2, 40), _reshuffled) >= 40


# --- legality everywhere ----------------------------------------------------------------------

RULES = st.fixed_dictionaries(
    {
        "cop_after_pass": st.sampled_from(["forehand", "nobody", "anyone"]),
        "lone_prop": st.sampled_from(["throw_in", "raise_to_solo"]),
        "no_contract": st.sampled_from(["redeal", "general_misere"]),
        "ouvert_exposed": st.sampled_from(["after_first_card", "after_first_trick"]),
        "hands": st.integers(1, 250).map(lambda n: 4 * n),
    }
)
TABLES = st.lists(st.sampled_from(["rule", "random"]), min_size=4, max_size=4).filter(
    lambda seats: "rule" in seats
)


def play_table(seats: Sequence[str], rules: HouseRules, seed: int, hands: int) -> int:
    """Play `hands` hands, checking every rule decision is legal; returns how many."""
    return helpers.play_table(GAME, BOT, seats, rules, seed, hands)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, seats=TABLES, seed=st.integers(0, 2**32))
def test_always_legal_under_random_house_rules(
    rules: dict[str, object], seats: list[str], seed: int
) -> None:
    assert play_table(seats, GAME.house_rules(rules), seed, 6) >= 6


@pytest.mark.parametrize("no_contract", ["redeal", "general_misere"])
def test_many_seeded_hands_always_legal(no_contract: str) -> None:
    rules = GAME.house_rules({"no_contract": no_contract, "lone_prop": "raise_to_solo"})
    assert play_table(["rule"] * 4, rules, 99, 150) > 150 * 4
    assert play_table(["rule", "random", "rule", "random"], rules, 7, 100) > 100


def test_rule_seat_is_ahead_of_three_random_seats() -> None:
    result = arena.run(GAME, GAME.house_rules(), ["rule", "random", "random", "random"], 300, 11)
    low, _ = result.ci95[0]
    assert result.mean[0] > 5.0
    assert low > 0
