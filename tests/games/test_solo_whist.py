"""Solo Whist rules, one test per rule of RULES.md section 2 and its house rules."""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest

from solo_desktop.core import registry
from solo_desktop.core.cards import CARD_TEXT, DECK_52, parse_card
from solo_desktop.core.game import Deal, DealError, IllegalActionError, Phase, Reason, Status
from solo_desktop.core.rules import RuleError
from solo_desktop.games.solo_whist import GAME, State
from solo_desktop.games.solo_whist_score import (
    LADDER,
    SPECS,
    Contract,
    decided,
    last_trick_settlement,
    payment,
    settlement,
)

SUIT_HANDS = tuple(
    tuple(c for c in DECK_52 if c >> 4 == s) for s in range(4)
)  # seat 0 clubs, 1 spades, 2 hearts, 3 diamonds


def deal(dealer: int = 3, turn_up: str = "2D") -> Deal:
    """Every seat holds one whole suit; the dealer's turn-up is given."""
    return Deal(4, dealer, SUIT_HANDS, (), parse_card(turn_up))


def run(
    actions: list[str], rules: Mapping[str, object] | None = None, d: Deal | None = None
) -> State:
    """The state after `actions` from the start of `d` (default: suits per seat, dealer 3)."""
    state = GAME.start(GAME.house_rules(dict(rules or {})), d or deal())
    for a in actions:
        state = GAME.apply(state, a)
    return state


def refused(state: State, action: str) -> Reason:
    """The reason `action` is refused."""
    with pytest.raises(IllegalActionError) as e:
        GAME.apply(state, action)
    return e.value.reason


def test_house_rules_and_registration() -> None:
    assert dict(GAME.house_rules()) == {
        "cop_after_pass": "forehand",
        "lone_prop": "throw_in",
        "no_contract": "redeal",
        "ouvert_exposed": "after_first_card",
        "hands": 8,
    }
    bads: list[dict[str, object]] = [{"hands": 6}, {"cop_after_pass": "dealer"}, {"all_pass": "x"}]
    for bad in bads:
        with pytest.raises(RuleError):
            GAME.house_rules(bad)
    assert registry.get("solo_whist") is GAME
    assert [g.id for g in registry.games()][3] == "solo_whist"


def test_seeded_deal_13_each_dealer_last_card_turned_up() -> None:
    for seed in range(20):
        d = GAME.deal(GAME.house_rules(), 4, seed % 4, random.Random(seed))
        assert [len(h) for h in d.hands] == [13] * 4
        assert sorted(c for h in d.hands for c in h) == sorted(DECK_52)
        assert d.turn_up == d.hands[d.dealer][-1]


def test_deal_refused_without_turn_up_in_dealer_hand() -> None:
    with pytest.raises(DealError):
        GAME.start(GAME.house_rules(), Deal(4, 3, SUIT_HANDS))
    with pytest.raises(DealError):
        GAME.start(GAME.house_rules(), deal(turn_up="AC"))
    with pytest.raises(DealError):
        GAME.start(GAME.house_rules(), Deal(4, 3, (*SUIT_HANDS[:3], ()), (), 0))


def test_forehand_opens_with_every_bid() -> None:
    state = run([])
    assert state.to_act == 0
    assert GAME.legal_actions(state) == tuple(sorted(["pass"] + ["bid " + c for c in LADDER]))


def test_prop_accept_pass_pass_ends_the_auction() -> None:
    state = run(["bid prop"])
    assert "accept" in GAME.legal_actions(state)
    state = run(["bid prop", "accept", "pass", "pass"])
    out = GAME.outcome(state)
    assert (out.declarer, out.partner, out.contract, out.trump) == (0, 1, "prop", "diamonds")
    assert state.phase is Phase.PLAY and state.to_act == 0
    v = GAME.view(state, 2)
    assert v.partner == 1 and v.declarer == 0 and v.trump == 3 and v.turn_up is None


def test_overcalled_proposer_may_raise_or_pass() -> None:
    state = run(["bid prop", "accept", "bid solo", "pass"])
    assert state.to_act == 0
    assert "accept" not in GAME.legal_actions(state)
    state = GAME.apply(state, "bid misere")
    assert state.to_act == 1


def test_turn_up_fixes_trumps_for_prop_solo_royale_and_shows_until_play() -> None:
    for contract in ("solo", "abondance_royale"):
        state = run(["bid " + contract, "pass", "pass", "pass"], d=deal(turn_up="AD"))
        assert GAME.outcome(state).trump == "diamonds"
    state = run(["bid solo"], d=deal(turn_up="AD"))
    assert GAME.view(state, 1).turn_up == parse_card("AD")


def test_cop_after_pass_forehand_default() -> None:
    state = run(["pass", "bid prop", "pass", "pass"])
    assert state.to_act == 0
    assert GAME.legal_actions(state) == ("accept", "pass")
    assert refused(state, "bid solo") is Reason.ACCEPT_OR_PASS
    state = GAME.apply(state, "accept")
    out = GAME.outcome(state)
    assert (out.declarer, out.partner, out.contract) == (1, 0, "prop")


def test_cop_after_pass_nobody_throws_in() -> None:
    state = run(["pass", "bid prop", "pass", "pass"], {"cop_after_pass": "nobody"})
    assert GAME.outcome(state).status is Status.THROWN_IN


def test_cop_after_pass_anyone_offers_each_earlier_passer() -> None:
    state = run(["pass", "pass", "bid prop", "pass"], {"cop_after_pass": "anyone"})
    assert state.to_act == 0 and GAME.view(state, 0).offering
    state = GAME.apply(state, "pass")
    assert state.to_act == 1
    state = GAME.apply(state, "accept")
    assert GAME.outcome(state).partner == 1


def test_cop_only_for_a_proposal_made_after_the_pass() -> None:
    # forehand passed before the proposal: offered; passed after it (own proposal): none
    state = run(["pass", "bid prop", "pass", "pass"], {"cop_after_pass": "anyone"})
    assert state.to_act == 0
    state = run(["bid prop", "pass", "pass", "pass"], {"cop_after_pass": "anyone"})
    assert GAME.outcome(state).status is Status.THROWN_IN


def test_lone_prop_raise_to_solo() -> None:
    rules = {"lone_prop": "raise_to_solo"}
    state = run(["bid prop", "pass", "pass", "pass"], rules)
    assert state.to_act == 0 and GAME.view(state, 0).deciding
    assert GAME.legal_actions(state) == ("bid solo", "pass")
    assert refused(state, "bid misere") is Reason.SOLO_OR_PASS
    out = GAME.outcome(GAME.apply(state, "bid solo"))
    assert (out.declarer, out.contract, out.trump) == (0, "solo", "diamonds")
    assert GAME.outcome(GAME.apply(state, "pass")).status is Status.THROWN_IN


def test_lone_prop_throw_in_default() -> None:
    state = run(["bid prop", "pass", "pass", "pass"])
    assert GAME.outcome(state).status is Status.THROWN_IN


def test_no_contract_general_misere_every_man_for_himself() -> None:
    rules = {"no_contract": "general_misere"}
    state = run(["pass"] * 4, rules)
    assert state.phase is Phase.PLAY and state.to_act == 0
    out = GAME.outcome(state)
    assert out.declarer is None and out.contract is None and out.trump is None
    assert GAME.view(state, 0).general_misere
    for _ in range(13):
        for _ in range(4):
            state = GAME.apply(state, GAME.legal_actions(state)[0])
    out = GAME.outcome(state)
    # seat 0 (clubs) leads every trick and takes it: no trumps, the others are void
    assert out.status is Status.SETTLED and out.tricks == (13, 0, 0, 0)
    assert out.settlement.chips == (-15, 5, 5, 5)
    assert out.won is None


def test_abondance_declarer_names_any_suit_incl_the_turn_ups() -> None:
    state = run(["pass", "bid abondance", "pass", "pass"])
    assert state.phase is Phase.DECLARE and state.to_act == 1
    assert GAME.legal_actions(state) == tuple(
        sorted("trump " + s for s in ("clubs", "spades", "hearts", "diamonds"))
    )
    state = GAME.apply(state, "trump diamonds")
    assert GAME.outcome(state).trump == "diamonds" and state.to_act == 0


def test_abondance_declaree_declarer_leads() -> None:
    state = run(["pass", "pass", "bid abondance_declaree", "pass", "trump hearts"])
    assert state.phase is Phase.PLAY and state.to_act == 2 and state.leader == 2
    assert refused(run(["pass"]), "play AS") is Reason.WRONG_PHASE


def test_must_follow_suit_otherwise_any_card() -> None:
    d = GAME.deal(GAME.house_rules(), 4, 0, random.Random(5))
    state = GAME.start(GAME.house_rules(), d)
    for a in ["bid solo", "pass", "pass", "pass"]:
        state = GAME.apply(state, a)
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    lead = state.trick[0]
    hand = state.hands[state.to_act]
    same = [c for c in DECK_52 if hand >> c & 1 and c >> 4 == lead >> 4]
    other = [c for c in DECK_52 if hand >> c & 1 and c >> 4 != lead >> 4]
    legal = set(GAME.legal_actions(state))
    if same:
        assert legal == {"play " + CARD_TEXT[c] for c in same}
        if other:
            assert refused(state, "play " + CARD_TEXT[other[0]]) is Reason.MUST_FOLLOW
    else:
        assert legal == {"play " + CARD_TEXT[c] for c in other}


def test_misere_ouverte_exposed_after_declarers_first_card() -> None:
    state = run(["pass", "bid misere_ouverte", "pass", "pass"])
    assert state.to_act == 0 and GAME.view(state, 2).open_hand == 0
    state = GAME.apply(state, "play 2C")
    assert GAME.view(state, 2).open_hand == 0
    state = GAME.apply(state, "play 2S")
    assert GAME.view(state, 2).open_hand == state.hands[1]
    assert GAME.view(state, 3).exposed


def test_misere_ouverte_after_first_trick() -> None:
    rules = {"ouvert_exposed": "after_first_trick"}
    state = run(["pass", "bid misere_ouverte", "pass", "pass", "play 2C", "play 2S"], rules)
    assert GAME.view(state, 2).open_hand == 0
    for a in ("play 2H", "play 3D"):
        state = GAME.apply(state, a)
    assert GAME.view(state, 2).open_hand == state.hands[1] != 0


def test_misere_stops_at_the_declarers_first_trick() -> None:
    # declarer seat 0 holds clubs and leads: no trumps, he takes the first trick
    state = run(["bid misere", "pass", "pass", "pass", "play 2C", "play 2S", "play 2H", "play 3D"])
    out = GAME.outcome(state)
    assert out.status is Status.SETTLED and out.won is False
    assert out.settlement.chips == (-45, 15, 15, 15)


def test_abondance_declaree_stops_at_the_first_lost_trick() -> None:
    actions = ["pass", "bid abondance_declaree", "pass", "pass", "trump clubs"]
    state = run([*actions, "play 2S", "play 2H", "play 3D", "play 2C"])
    out = GAME.outcome(state)
    assert out.status is Status.SETTLED and out.won is False and out.tricks == (1, 0, 0, 0)
    assert out.settlement.chips == (40, -120, 40, 40)


def test_solo_plays_every_trick_and_counts_overtricks() -> None:
    # trumps diamonds; seat 3 (diamonds) declares, forehand 0 leads clubs: 3 trumps every trick
    d = deal(dealer=2, turn_up="2H")  # forehand 3
    state = run(["pass", "pass", "pass", "pass"], d=d)
    assert GAME.outcome(state).status is Status.THROWN_IN
    d = Deal(4, 3, SUIT_HANDS, (), parse_card("2D"))
    state = run(["bid solo", "pass", "pass", "pass"], d=d)  # seat 0 clubs, trumps diamonds
    while not GAME.is_over(state):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    out = GAME.outcome(state)
    # seat 0 leads clubs each trick; seat 3 plays a diamond (trump) and wins, then leads
    assert sum(out.tricks) == 13 and out.won is (out.tricks[0] >= 5)


def test_payments_with_over_and_undertricks() -> None:
    prop, solo, abondance = SPECS[0], SPECS[1], SPECS[3]
    assert payment(prop, 8, True) == 5 and payment(prop, 10, True) == 7
    assert payment(prop, 7, False) == 5 and payment(prop, 4, False) == 8
    assert payment(solo, 13, True) == 18 and payment(solo, 2, False) == 12
    assert payment(abondance, 9, True) == 20 and payment(abondance, 6, False) == 22
    assert payment(SPECS[2], 0, True) == 15  # misère: no odd tricks
    assert payment(SPECS[6], 12, False) == 40
    assert settlement(prop, 0, 2, 9, True) == (12, -12, 12, -12)
    assert settlement(solo, 1, -1, 6, True) == (-11, 33, -11, -11)
    assert settlement(solo, 1, -1, 2, False) == (12, -36, 12, 12)
    assert last_trick_settlement(2) == (5, 5, -15, 5)
    assert [s.red for s in SPECS] == [1, 2, 3, 4, 4, 6, 8]
    assert Contract.SOLO.spec.aim == 5 and Contract.PROP.position == 0


def test_decided() -> None:
    assert decided(SPECS[2], 1, 3) is False and decided(SPECS[2], 0, 12) is None
    assert decided(SPECS[2], 0, 13) is True
    assert decided(SPECS[6], 3, 4) is False and decided(SPECS[6], 13, 13) is True
    assert decided(SPECS[1], 5, 6) is None and decided(SPECS[1], 5, 13) is True


def test_refusals_name_their_reason() -> None:
    state = run([])
    assert refused(state, "accept") is Reason.NOTHING_TO_ACCEPT
    assert refused(state, "hold") is Reason.UNKNOWN_ACTION
    assert refused(state, "play 2C") is Reason.WRONG_PHASE
    state = run(["bid solo"])
    assert refused(state, "bid prop") is Reason.BID_TOO_LOW
    assert refused(state, "accept") is Reason.NOTHING_TO_ACCEPT
    state = run(["bid prop", "accept"])
    assert refused(state, "accept") is Reason.NOTHING_TO_ACCEPT
    state = run(["bid misere", "pass", "pass", "pass", "play 2C"])
    assert refused(state, "play 2C") is Reason.NOT_HELD
    state = run(["bid misere", "pass", "pass", "pass", "play 2C", "play 2S", "play 2H", "play 3D"])
    assert refused(state, "play 3C") is Reason.HAND_OVER
    assert GAME.apply(run([]), "BID Solo").setup.contract == -1
