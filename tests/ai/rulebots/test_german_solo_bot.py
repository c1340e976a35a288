"""The rule-based German Solo bot: always legal, blind to hidden cards, and the rules of thumb
its docstring promises."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desktop.ai import arena
from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.rulebots.german_solo_bot import GermanSoloRuleBot, expected_gains
from solo_desktop.core.actions import split
from solo_desktop.core.cards import DECK_32, SUIT_MASK, parse_card
from solo_desktop.core.game import Action, Deal, Phase
from solo_desktop.core.rules import HouseRules
from solo_desktop.games.german_solo import GAME, Contract, State
from solo_desktop.games.german_solo_view import GermanSoloView
from tests.ai.rulebots import helpers
from tests.ai.rulebots.helpers import (
    blind_twins,
    bot_choice,
    check_legal,
    deal_hands,
    reshuffled_hands,
)

BOT = GermanSoloRuleBot()


def make_deal(dealer: int, hands: dict[int, str]) -> Deal:
    """A deal with the given hands; seats not given get the remaining cards in deck order."""
    return Deal(players=4, dealer=dealer, hands=deal_hands(DECK_32, 8, 4, hands))


def position(deal: Deal, actions: Sequence[Action], **rules: object) -> State:
    """The state after applying `actions` to the start of `deal`."""
    return helpers.position(GAME, deal, actions, GAME.house_rules(rules))


def choose(state: State, seat: int) -> Action:
    """The rule bot's choice for `seat`, which must be the seat to act."""
    return bot_choice(GAME, BOT, state, seat)


def test_registered_as_rule_for_german_solo() -> None:
    assert isinstance(make_bot("rule", GAME), GermanSoloRuleBot)


# --- bidding --------------------------------------------------------------------------------

STRONG = "QC 7H AH KH JH TH AS AD"
WEAK = "AC KS JH TD 9D 8H 9C JS"


def test_bids_with_a_strong_hand_and_passes_with_a_weak_one() -> None:
    assert choose(position(make_deal(0, {1: STRONG}), []), 1).startswith("bid ")
    assert choose(position(make_deal(0, {1: WEAK}), []), 1) == "pass"
    # Against a bid, too: the strong hand overcalls, the weak one passes.
    assert choose(position(make_deal(0, {2: STRONG}), ["bid request"]), 2).startswith("bid ")
    assert choose(position(make_deal(0, {2: WEAK}), ["bid request"]), 2) == "pass"


def test_strong_hand_holds_and_raises_to_a_solo_at_its_turn() -> None:
    deal = make_deal(0, {1: STRONG})
    state = position(deal, ["bid request", "bid grand"])
    assert choose(state, 1) == "hold"
    state = position(deal, ["bid request", "pass", "pass", "pass"])
    assert GAME.view(state, 1).raising
    raised = choose(state, 1)
    assert raised.startswith("bid ")
    assert Contract(split(raised)[1][0]).position >= Contract.SOLO.position


def test_expected_gains_prefer_the_contract_the_hand_makes() -> None:
    strong = GAME.view(position(make_deal(0, {1: STRONG}), []), 1)
    gains = expected_gains(strong)
    assert gains[Contract.SOLO] > gains[Contract.REQUEST] > 0
    assert gains[Contract.KICKER] < 0
    low = GAME.view(position(make_deal(0, {1: "JC 9S 8S 7S TH 9D 8D 7D"}), []), 1)
    assert expected_gains(low)[Contract.KICKER] > 0


def test_holder_of_both_black_queens_never_passes_below_grossfrage() -> None:
    # Weak otherwise; the game refuses the pass and the bot bids.
    deal = make_deal(0, {1: "QC QS 8H 9D 8D 7S 9C 8C"})
    assert choose(position(deal, []), 1) != "pass"


# --- trumps and the call --------------------------------------------------------------------

DECLARER = "QC 7H AH KH JH 7D 8D 8S"
"""Trumps QC 7H AH KH JH; a singleton spade, two diamonds, no club besides Spadilla."""


def test_names_its_long_suit_as_trumps() -> None:
    state = position(make_deal(0, {1: DECLARER}), ["bid request", "pass", "pass", "pass", "pass"])
    assert choose(state, 1) == "trump hearts"


def test_calls_an_ace_it_lacks_in_its_short_suit() -> None:
    actions = ["bid request", "pass", "pass", "pass", "pass", "trump hearts"]
    state = position(make_deal(0, {1: DECLARER}), actions)
    call = choose(state, 1)
    assert call == "call AS"
    called = parse_card(split(call)[1][0])
    assert not GAME.view(state, 1).hand >> called & 1


# --- play -----------------------------------------------------------------------------------

PARTNER_DEAL = {
    1: "QC 7H AH KH JH TH 7D 8S",
    2: "9D QS 9H 8H 7C 8C 9C TC",
    3: "AS AD JD KS 7S 9S JC AC",
    0: "KD QD TD 8D QH JS TS KC",
}
PARTNER_START = ["bid request", "pass", "pass", "pass", "pass", "trump hearts", "call AS"]


def test_partner_takes_the_trick_for_the_soloist_with_a_card_that_holds() -> None:
    # The soloist leads 7D, seat 2 heads with 9D; the partner (AS) holds AD and JD, and the
    # last seat may hold KD or QD: the ace wins the trick for the soloist's side.
    state = position(make_deal(0, PARTNER_DEAL), [*PARTNER_START, "play 7D", "play 9D"])
    view = GAME.view(state, 3)
    assert view.is_partner
    assert set(view.legal_actions) == {"play AD", "play JD"}
    assert choose(state, 3) == "play AD"


def test_partner_does_not_overtake_when_it_need_not() -> None:
    # Spadilla wins the lead; the partner, void of trumps' betters, plays low, not a trump.
    state = position(make_deal(0, PARTNER_DEAL), [*PARTNER_START, "play QC", "play 9H"])
    assert choose(state, 3) in {"play 7S", "play 9S", "play JC"}


def test_soloist_with_the_top_trump_draws_trumps() -> None:
    state = position(make_deal(0, PARTNER_DEAL), PARTNER_START)
    action = choose(state, 1)
    assert action in {"play QC", "play 7H", "play 8S"}


KICKER_DEAL = {
    1: "KH AS KS QS AD KD QD JD",
    2: "QH 8H 7C 8C 7S 8S 7D 9D",
}
KICKER_START = ["pass", "bid kicker", "pass", "pass", "pass"]


def test_kicker_soloist_plays_under_with_its_highest_card() -> None:
    state = position(make_deal(0, KICKER_DEAL), [*KICKER_START, "play KH"], first_lead="forehand")
    assert GAME.view(state, 2).declarer == 2
    assert choose(state, 2) == "play QH"


def test_kicker_soloist_ducks_rather_than_heads_without_the_head_rule() -> None:
    deal = make_deal(0, {1: KICKER_DEAL[1], 2: "AH QH 8H 7C 8C 7S 8S 7D"})
    state = position(
        deal, [*KICKER_START, "play KH"], first_lead="forehand", must_head_in_misere=False
    )
    assert "play AH" in GAME.view(state, 2).legal_actions
    assert choose(state, 2) == "play QH"


def test_kicker_soloist_leads_a_card_that_others_must_head() -> None:
    state = position(make_deal(0, {1: "7C 8C 7S 8S 9H 8H 7D 8D"}), ["bid kicker", *["pass"] * 4])
    led = parse_card(split(choose(state, 1))[1][0])
    assert led & 15 <= parse_card("9S") & 15


def test_bronco_defender_leads_the_card_the_soloist_must_head() -> None:
    # The soloist's hand is face up: his only heart QH must head JH, and nobody else holds a
    # higher heart (AH and KH are the leader's).
    deal = make_deal(0, {1: "AH KH JH 7C 8C 9C TC JC", 2: "QH 7S 8S 9S TS 7D 8D 9D"})
    state = position(deal, ["pass", "bid bronco", "pass", "pass", "pass"], first_lead="forehand")
    assert GAME.view(state, 1).open_hand == GAME.view(state, 2).hand
    assert choose(state, 1) == "play JH"


# --- the bot sees only its view ---------------------------------------------------------------


def _reshuffled(state: State, seat: int, rng: random.Random) -> Deal | None:
    """The deal with the other seats' hidden cards dealt anew among them (None: nothing to do)."""
    view = GAME.view(state, seat)
    fixed = {seat}
    if view.open_hand and view.declarer is not None:
        fixed.add(view.declarer)
    hands = reshuffled_hands(state.hands, view, fixed, rng)
    return None if hands is None else Deal(4, state.dealer, hands)


def test_choices_do_not_depend_on_hidden_cards() -> None:
    def same_public(twin: State, state: State) -> bool:
        return bool(twin.setup.calls == state.setup.calls)  # grossfrage's trumps name the partner

    assert blind_twins(GAME, BOT, 150, (4, 30), _reshuffled, same_public) >= 60


# --- legality everywhere ----------------------------------------------------------------------

RULES = st.fixed_dictionaries(
    {
        "all_pass": st.sampled_from(["redeal", "spadilla_plays"]),
        "first_lead": st.sampled_from(["soloist", "forehand"]),
        "must_head_in_misere": st.booleans(),
        "loss_payment": st.sampled_from(["two", "value"]),
        "kicker_value": st.integers(1, 1000),
        "hands": st.integers(1, 250).map(lambda n: 4 * n),
    }
)
TABLES = st.lists(st.sampled_from(["rule", "random"]), min_size=4, max_size=4).filter(
    lambda seats: "rule" in seats
)


def check_rule_decision(view: GermanSoloView, action: Action) -> None:
    """A rule decision is legal, and a called card is one the bot lacks."""
    check_legal(view, action)
    if view.phase is Phase.DECLARE and action.startswith("call "):
        assert not view.hand >> parse_card(split(action)[1][0]) & 1


def play_table(seats: Sequence[str], rules: HouseRules, seed: int, hands: int) -> int:
    """Play `hands` hands, checking every rule decision; returns how many."""
    return helpers.play_table(GAME, BOT, seats, rules, seed, hands, check_rule_decision)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, seats=TABLES, seed=st.integers(0, 2**32))
def test_always_legal_under_random_house_rules(
    rules: dict[str, object], seats: list[str], seed: int
) -> None:
    assert play_table(seats, GAME.house_rules(rules), seed, 8) >= 8


@pytest.mark.parametrize("all_pass", ["redeal", "spadilla_plays"])
def test_many_seeded_hands_always_legal(all_pass: str) -> None:
    rules = GAME.house_rules({"all_pass": all_pass})
    assert play_table(["rule"] * 4, rules, 99, 250) > 250 * 4
    assert play_table(["rule", "random", "rule", "random"], rules, 7, 150) > 150


def test_rule_seat_is_ahead_of_three_random_seats() -> None:
    result = arena.run(GAME, GAME.house_rules(), ["rule", "random", "random", "random"], 300, 11)
    low, _ = result.ci95[0]
    assert result.mean[0] > 1.0
    assert low > 0


def test_suits_of_called_cards_are_short() -> None:
    # Over many hands: the called card's suit is never one where the soloist is long.
    rules = GAME.house_rules()
    rng = random.Random(3)
    seen = 0
    for h in range(300):
        state = GAME.start(rules, GAME.deal(rules, 4, h % 4, rng))
        while (seat := GAME.to_act(state)) is not None:
            view = GAME.view(state, seat)
            action = BOT.choose(view, rng)
            if action.startswith("call ") and view.contract is not Contract.GROSSFRAGE:
                c = parse_card(split(action)[1][0])
                side = view.hand & SUIT_MASK[c >> 4] & ~view.context.trump
                assert side.bit_count() <= 3
                seen += 1
            state = GAME.apply(state, action)
    assert seen >= 10
