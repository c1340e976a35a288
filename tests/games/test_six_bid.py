"""Six-bid Solo and Progressive Solo rules, one test per rule of RULES.md section 3."""

from __future__ import annotations

import random

import pytest

from solo_desktop.core import registry
from solo_desktop.core.cards import CARD_POINTS, DECK_36, mask_of, parse_card, parse_cards
from solo_desktop.core.game import Deal, DealError, IllegalActionError, Phase, Reason, Status
from solo_desktop.core.rules import RuleError
from solo_desktop.games.six_bid import GAME, State
from solo_desktop.games.six_bid_score import LADDERS, SPECS, Contract, decided, settlement

HANDS = (
    ["AC", "TC", "KC", "QC", "JC", "9C", "8C", "7C", "6C", "AS", "AD"],
    ["AH", "TH", "KH", "QH", "JH", "9H", "8H", "7H", "6H", "TS", "KS"],
    ["TD", "KD", "QD", "JD", "9D", "8D", "7D", "6D", "QS", "JS", "9S"],
)
WIDOW = ["8S", "7S", "6S"]


def start(rules: dict[str, object] | None = None, players: int = 3, dealer: int = 2) -> State:
    hands = [tuple(parse_cards(h)) for h in HANDS]
    if players == 4:
        hands.insert(dealer, ())
    deal = Deal(players, dealer, tuple(hands), tuple(parse_cards(WIDOW)))
    return GAME.start(GAME.house_rules(rules), deal)


def run(state: State, *actions: str) -> State:
    for a in actions:
        state = GAME.apply(state, a)
    return state


def test_house_rules_and_registration() -> None:
    rules = GAME.house_rules()
    assert dict(rules) == {"variant": "six_bid", "deal_order": "4-3-w-4", "pots": False}
    with pytest.raises(RuleError):
        GAME.house_rules({"variant": "frog"})
    assert registry.get("six_bid") is GAME
    assert [g.id for g in registry.games()][-1] == "six_bid"
    assert GAME.player_counts == (3, 4)


@pytest.mark.parametrize("order", ["4-3-w-4", "4-w-3-4"])
@pytest.mark.parametrize("players", [3, 4])
def test_seeded_deal_11_each_and_a_widow_of_3(order: str, players: int) -> None:
    rules = GAME.house_rules({"deal_order": order})
    for seed in range(10):
        d = GAME.deal(rules, players, seed % players, random.Random(seed))
        sizes = [len(h) for h in d.hands]
        for s in range(players):
            assert sizes[s] == (0 if players == 4 and s == d.dealer else 11)
        assert len(d.talon) == 3
        assert sorted([*(c for h in d.hands for c in h), *d.talon]) == sorted(DECK_36)
        assert sum(CARD_POINTS[c] for c in DECK_36) == 120


def test_broken_deal_refused() -> None:
    hands = tuple(tuple(parse_cards(h)) for h in HANDS)
    with pytest.raises(DealError):
        GAME.start(GAME.house_rules(), Deal(3, 2, hands, ()))
    with pytest.raises(DealError):
        GAME.start(GAME.house_rules(), Deal(4, 3, (*hands, hands[0]), tuple(parse_cards(WIDOW))))


def test_eldest_opens_and_with_four_the_dealer_sits_out() -> None:
    s = start(players=4, dealer=1)
    assert s.to_act == 2
    assert s.setup.active == (2, 3, 0)
    s = run(s, "pass", "pass")
    assert s.to_act == 0
    assert GAME.view(s, 1).sitting_out == 1


def test_overcalled_player_raises_or_passes_and_all_pass_throws_in() -> None:
    s = run(start(), "bid solo", "bid heart_solo", "pass")
    assert s.to_act == 0
    assert "bid solo" not in GAME.legal_actions(s)
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(s, "bid solo")
    assert info.value.reason is Reason.BID_TOO_LOW
    s = run(s, "pass")
    assert s.phase is Phase.PLAY and s.setup.declarer == 1
    thrown = run(start(), "pass", "pass", "pass")
    assert GAME.outcome(thrown).status is Status.THROWN_IN


def test_solo_names_a_black_or_diamond_trump() -> None:
    s = run(start(), "bid solo", "pass", "pass")
    assert s.phase is Phase.DECLARE
    assert GAME.legal_actions(s) == ("trump clubs", "trump diamonds", "trump spades")
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(s, "trump hearts")
    assert info.value.reason is Reason.NO_HEART_TRUMPS


def test_heart_solo_and_misere_need_no_declaration() -> None:
    s = run(start(), "bid heart_solo", "pass", "pass")
    assert s.phase is Phase.PLAY and s.setup.trump == 2
    s = run(start(), "bid misere", "pass", "pass")
    assert s.phase is Phase.PLAY and GAME.outcome(s).trump is None


def test_follow_else_trump_else_any() -> None:
    s = run(start(), "pass", "bid heart_solo", "pass", "play AD")
    # seat 1 has no diamonds and must trump with a heart
    assert all(a.endswith("H") for a in GAME.legal_actions(s))
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(s, "play TS")
    assert info.value.reason is Reason.MUST_TRUMP


def test_call_solo_exchange_and_called_card_in_widow() -> None:
    s = run(start(), "bid call_solo", "pass", "pass", "trump clubs")
    assert "call AS" not in GAME.legal_actions(s) and "call AH" in GAME.legal_actions(s)
    s = run(s, "call AH")
    assert s.hands[0] >> parse_card("AH") & 1 and not s.hands[1] >> parse_card("AH") & 1
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(s, "give AH")
    assert info.value.reason is Reason.GIVE_CALLED_CARD
    s = run(s, "give AD")
    assert s.hands[1] >> parse_card("AD") & 1 and s.phase is Phase.PLAY
    assert GAME.view(s, 1).given == parse_card("AD") and GAME.view(s, 2).given is None
    w = run(start(), "bid call_solo", "pass", "pass", "trump clubs", "call 8S")
    assert w.phase is Phase.PLAY and w.setup.holder == -1


def test_spread_misere_left_of_bidder_leads_and_exposure() -> None:
    s = run(start(players=4, dealer=0), "bid solo", "bid spread_misere", "pass", "pass")
    # active 1, 2, 3; bidder 2: seat 3 leads
    assert s.to_act == 3
    s = run(s, GAME.legal_actions(s)[0])
    assert GAME.view(s, 0).open_hand == 0
    s = run(s, GAME.legal_actions(s)[0])
    assert s.to_act == 2
    for seat in range(4):
        assert GAME.view(s, seat).open_hand == s.hands[2]


def test_misere_ends_when_the_declarer_takes_a_card_point() -> None:
    s = run(start(), "bid misere", "pass", "pass", "play AC", "play 6H", "play 6D")
    assert s.phase is Phase.DONE and s.won is False
    assert GAME.settle(s).chips == (-80, 40, 40)


def test_widow_counts_for_bidder_at_settlement_only() -> None:
    s = run(start(), "bid solo", "pass", "pass", "trump clubs")
    assert GAME.outcome(s).points == (0, 0, 0)
    assert decided(SPECS["six_bid"][0], 0, 60, 50, 10, 0) is True
    assert decided(SPECS["six_bid"][0], 0, 59, 61, 0, 0) is False


def test_progressive_frog_discards_count_at_once() -> None:
    s = run(start({"variant": "progressive"}), "bid frog", "pass", "pass")
    assert s.phase is Phase.EXCHANGE
    assert s.hands[0].bit_count() == 14
    assert len(GAME.legal_actions(s)) == 364
    s = run(s, "discard AC AS AD")
    assert GAME.outcome(s).points == (33, 0, 0)
    assert GAME.view(s, 0).discards == tuple(parse_cards(["AC", "AS", "AD"]))
    assert GAME.view(s, 1).discards == ()


def test_progressive_double_redouble_and_cancel() -> None:
    s = run(start({"variant": "progressive"}), "bid spade_solo")
    assert GAME.legal_actions(s) == (
        "bid club_solo", "bid diamond_solo", "bid heart_solo", "double", "pass",
    )  # fmt: skip
    s = run(s, "double", "pass")
    assert s.to_act == 0 and GAME.legal_actions(s) == ("pass", "redouble")
    s = run(s, "redouble")
    assert s.to_act == 1 and "double" not in GAME.legal_actions(s)
    assert GAME.factors(s) == (1, 4, 1)
    c = run(s, "bid club_solo")
    assert GAME.factors(c) == (1, 1, 1)
    with pytest.raises(IllegalActionError):
        GAME.apply(start(), "double")


def test_ladders_and_tariffs() -> None:
    assert LADDERS["six_bid"] == (
        Contract.SOLO, Contract.HEART_SOLO, Contract.MISERE, Contract.GUARANTEE_SOLO,
        Contract.SPREAD_MISERE, Contract.CALL_SOLO,
    )  # fmt: skip
    assert [s.rate for s in SPECS["progressive"]] == [1, 2, 3, 4, 5]
    assert SPECS["six_bid"][5].fixed_value(2) == 150
    assert SPECS["six_bid"][3].aim(2) == 74 and SPECS["six_bid"][3].aim(0) == 80


def test_settlement_won_active_only_lost_everybody() -> None:
    assert settlement(4, (1, 2, 3), 1, 10, True, (1, 1, 1, 1)) == (0, 20, -10, -10)
    assert settlement(4, (1, 2, 3), 1, 10, False, (1, 1, 1, 1)) == (10, -30, 10, 10)
    assert settlement(3, (0, 1, 2), 0, 5, True, (1, 2, 1)) == (15, -10, -5)


def test_view_hides_other_hands() -> None:
    s = run(start(), "bid solo", "pass", "pass", "trump clubs")
    v = GAME.view(s, 1)
    assert v.hand == s.hands[1]
    assert v.unseen & s.hands[0] == s.hands[0]
    assert v.widow == () and v.widow_size == 3
    assert v.legal_actions == ()
    assert GAME.view(s, 0).legal_actions == GAME.legal_actions(s)
    assert v.contract is Contract.SOLO and v.trump == 0 and v.declarer == 0
    assert mask_of(DECK_36).bit_count() == 36
