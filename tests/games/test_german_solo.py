"""German Solo rules, one test (or a few) per rule of RULES.md section 5 and NOTATION.md."""

from __future__ import annotations

import random

import pytest

from solo_desktop.core import registry
from solo_desktop.core.cards import DECK_32, mask_of, parse_card
from solo_desktop.core.game import Deal, DealError, IllegalActionError, Phase, Reason, Status
from solo_desktop.core.rules import RuleError
from solo_desktop.core.tricks import NATURAL, STRICT, suit_contract
from solo_desktop.games.german_solo import GAME, Contract, State, Step
from solo_desktop.games.german_solo_score import (
    GROSSFRAGE,
    LADDER,
    SOLO,
    SPECS,
    Trumps,
    callable_cards,
    contract_value,
    decided,
    may_bid_grossfrage,
    pass_duty,
    settlement,
)

# The deals of the scenario records (tests/records/german_solo), seat 0 first.
H = ("QC 7H AH KH QH JH TH 9H", "QS 8H AC KC JC TC 9C 8C", "7C AS KS JS TS 9S 8S 7S",
     "AD KD QD JD TD 9D 8D 7D")  # fmt: skip
W = (H[3], H[0], H[1], H[2])
C = ("QC 7C AC KC JC TC 9C 8C", "QS AS KS JS TS 9S 8S 7S", "AH KH QH JH TH 9H 8H 7H", H[3])
K = ("7C 8C 7S 8S 7H 8H 7D 8D", "AC KC QC JC TC 9C AS KS", "QS JS TS 9S AH KH QH JH",
     "TH 9H AD KD QD JD TD 9D")  # fmt: skip
Q = ("QC QS 7D 8D 9D 7H 8H 9H", "AC KC JC TC 9C 8C 7C AH", "AS KS JS TS 9S 8S 7S AD",
     "KH QH JH TH KD QD JD TD")  # fmt: skip
A4 = ("QC QS AC AS AH AD 7H 7D", "KC JC TC 9C 8C 7C KS JS", "TS 9S 8S 7S KH QH JH TH",
      "9H 8H KD QD JD TD 9D 8D")  # fmt: skip

H_5 = "QC 8H 7C 7D  7H QS 7S 8D  AH 8C 8S 9D  KH 9C 9S TD  QH TC TS JD"
"""Request or solo in hearts on deal H: seat 0 takes the first five tricks."""


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


def mask(text: str) -> int:
    return mask_of(cards(text))


def start(deal: tuple[str, ...] = H, dealer: int = 3, **rules: object) -> State:
    r = GAME.house_rules(dict(rules))
    return GAME.start(r, Deal(4, dealer, tuple(cards(h) for h in deal)))


def play(state: State, *actions: str) -> State:
    for a in actions:
        state = GAME.apply(state, a)
    return state


def plays(*text: str) -> list[str]:
    return ["play " + c for t in text for c in t.split()]


def opened(contract: str, raise_: str = "pass") -> list[str]:
    """Seat 0 (forehand with dealer 3) opens `contract`, the others pass, then his raise."""
    return ["bid " + contract, "pass", "pass", "pass", raise_]


def refused(state: State, action: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, action)
    assert action not in GAME.legal_actions(state)
    assert info.value.seat == GAME.to_act(state)
    return info.value


def bids(*contracts: str) -> set[str]:
    return {"bid " + c for c in contracts}


ALL_BUT_GROSSFRAGE = {c.value for c in Contract} - {"grossfrage"}


# -- house rules, deal, start ---------------------------------------------------------------


def test_house_rules_and_defaults() -> None:
    assert dict(GAME.house_rules()) == {
        "all_pass": "redeal",
        "first_lead": "soloist",
        "must_head_in_misere": True,
        "loss_payment": "two",
        "kicker_value": 6,
        "hands": 8,
    }
    assert GAME.house_rules({"all_pass": "spadilla_plays", "hands": 12})["hands"] == 12
    bads: list[dict[str, object]] = [{"all_pass": "last_trick"}, {"first_lead": "dealer"}]
    bads += [{"loss_payment": 2}, {"kicker_value": 0}, {"hands": 6}, {"must_head": True}]
    for bad in bads:
        with pytest.raises(RuleError):
            GAME.house_rules(bad)
    assert registry.get("german_solo") is GAME
    ids = [g.id for g in registry.games()]
    assert ids.index("german_solo") == ids.index("sixty_six") + 1
    assert GAME.player_counts == (4,)


def test_seeded_deal_in_packets_of_3_2_3_from_forehand() -> None:
    rules = GAME.house_rules()
    for seed in range(12):
        deal = GAME.deal(rules, 4, seed % 4, random.Random(seed))
        assert [len(h) for h in deal.hands] == [8, 8, 8, 8] and deal.talon == ()
        assert sorted(c for h in deal.hands for c in h) == sorted(DECK_32)
        state = GAME.start(rules, deal)
        assert state.to_act == (seed + 1) % 4 and state.phase is Phase.AUCTION
    deal = GAME.deal(rules, 4, 1, random.Random(5))
    order = list(DECK_32)
    random.Random(5).shuffle(order)
    for i, seat in enumerate((2, 3, 0, 1)):
        assert deal.hands[seat] == (
            *order[3 * i : 3 * i + 3],
            *order[12 + 2 * i : 14 + 2 * i],
            *order[20 + 3 * i : 23 + 3 * i],
        )


def test_broken_deals_are_refused() -> None:
    rules = GAME.house_rules()
    with pytest.raises(DealError, match="twice"):
        GAME.start(rules, Deal(4, 0, (cards(H[0]), cards(H[0]), cards(H[2]), cards(H[3]))))
    with pytest.raises(DealError, match="not in this game's deck"):
        GAME.start(rules, Deal(4, 0, (cards("6C " + H[0][3:]), *(cards(h) for h in H[1:]))))
    with pytest.raises(DealError):
        GAME.start(rules, Deal(4, 0, tuple(cards(h) for h in H), cards("AC")))
    with pytest.raises(DealError):
        GAME.start(rules, Deal(4, 0, tuple(cards(h) for h in H[:3])))


# -- contracts, values, aims, settlement -----------------------------------------------------


def test_ladder_values_and_aims() -> None:
    assert [c.value for c in LADDER] == [
        "request", "grand", "solo", "solo6", "kicker", "grossfrage", "club_solo", "club_solo6",
        "solo2", "bronco", "bull_solo", "club_solo2",
    ]  # fmt: skip
    assert [contract_value(c, 6) for c in LADDER] == [2, 4, 4, 4, 6, 8, 8, 8, 8, 12, 14, 16]
    assert contract_value(Contract.KICKER, 9) == 9
    assert [s.aim for s in SPECS] == [5, 5, 5, 6, 0, 5, 5, 6, 8, 0, 8, 8]
    assert [c for c in LADDER if c.spec.calls] == [
        Contract.REQUEST,
        Contract.GRAND,
        Contract.GROSSFRAGE,
    ]
    clubs = [c.value for c in LADDER if c.spec.trumps is Trumps.CLUBS]
    assert clubs == ["grand", "club_solo", "club_solo6", "club_solo2"]
    assert [c.value for c in LADDER if c.spec.trumps is Trumps.NONE] == [
        "kicker",
        "bronco",
        "bull_solo",
    ]
    assert Contract.GROSSFRAGE.position == GROSSFRAGE and Contract.SOLO.position == SOLO


def test_decided_as_soon_as_the_outcome_is_fixed() -> None:
    five, six, all8, kicker = SPECS[0], SPECS[3], SPECS[8], SPECS[4]
    assert decided(five, 5, 5) is True
    assert decided(five, 4, 7) is None
    assert decided(five, 3, 7) is False  # opponents 4
    assert decided(five, 0, 3) is None
    assert decided(five, 0, 4) is False
    assert decided(six, 6, 6) is True
    assert decided(six, 3, 5) is None
    assert decided(six, 2, 5) is False  # opponents 3
    assert decided(all8, 7, 7) is None
    assert decided(all8, 0, 1) is False
    assert decided(all8, 8, 8) is True
    assert decided(kicker, 0, 7) is None
    assert decided(kicker, 0, 8) is True
    assert decided(kicker, 1, 1) is False


def test_settlement() -> None:
    assert settlement(0, -1, True, 4, "two") == (12, -4, -4, -4)
    assert settlement(2, 1, True, 2, "two") == (-2, 2, 2, -2)
    assert settlement(2, 1, False, 8, "two") == (2, 0, -4, 2)
    assert settlement(2, 1, False, 8, "value") == (8, 0, -16, 8)
    assert settlement(3, -1, False, 16, "two") == (2, 2, 2, -6)
    assert settlement(3, -1, False, 16, "value") == (16, 16, 16, -48)


# -- the auction with hold -------------------------------------------------------------------


def test_opening_and_duel_legal_actions() -> None:
    s = start()
    assert set(GAME.legal_actions(s)) == bids(*ALL_BUT_GROSSFRAGE) | {"pass"}
    assert GAME.legal_actions(s) == tuple(sorted(GAME.legal_actions(s)))
    s = play(s, "bid solo")
    assert s.to_act == 1
    higher = ALL_BUT_GROSSFRAGE - {"request", "grand", "solo"}
    assert set(GAME.legal_actions(s)) == bids(*higher) | {"pass"}
    assert refused(s, "hold").reason is Reason.NOTHING_TO_HOLD
    assert refused(s, "bid grand").reason is Reason.BID_TOO_LOW
    assert refused(s, "bid solo").reason is Reason.BID_TOO_LOW
    s = play(s, "bid solo6")
    assert s.to_act == 0 and GAME.legal_actions(s) == ("hold", "pass")
    assert refused(s, "bid solo2").reason is Reason.HOLDER_ANSWERS
    s = play(s, "hold")
    assert s.to_act == 1 and "bid solo6" not in GAME.legal_actions(s)
    s = play(s, "pass", "bid kicker")  # 0 holds solo6 against 2, who bids kicker
    assert s.to_act == 0 and s.setup.auction.high == Contract.KICKER.position
    s = play(s, "pass", "pass")  # 0 gives up; 2 holds against 3, who passes
    assert GAME.view(s, 1).raising and GAME.view(s, 1).auction_winner == 2
    assert s.to_act == 2 and s.phase is Phase.AUCTION
    out = GAME.outcome(s)
    assert (out.declarer, out.contract, out.trump, out.partner) == (None, None, None, None)
    lower = {"request", "grand", "solo", "solo6", "kicker"}
    assert set(out.legal) == bids(*ALL_BUT_GROSSFRAGE - lower) | {"pass"}
    assert refused(s, "bid solo6").reason is Reason.BID_TOO_LOW
    assert refused(s, "hold").reason is Reason.NOTHING_TO_HOLD
    s = play(s, "pass")
    assert (s.setup.declarer, s.setup.contract, s.phase) == (
        2,
        Contract.KICKER.position,
        Phase.PLAY,
    )
    assert [c for _, c in s.setup.calls][-1] == "pass"


def test_raise_turn_any_higher_contract() -> None:
    s = play(start(), *opened("request", "bid bull_solo"))
    out = GAME.outcome(s)
    assert (out.declarer, out.contract, out.trump) == (0, "bull_solo", None)
    assert s.phase is Phase.PLAY and s.leader == 0


def test_grossfrage_needs_both_black_queens_and_not_four_aces() -> None:
    assert refused(start(), "bid grossfrage").reason is Reason.NEEDS_BLACK_QUEENS
    assert "bid grossfrage" in GAME.legal_actions(start(Q))
    assert refused(start(A4), "bid grossfrage").reason is Reason.NEEDS_BLACK_QUEENS
    assert may_bid_grossfrage(mask(Q[0])) and not may_bid_grossfrage(mask(A4[0]))
    assert not may_bid_grossfrage(mask(H[0]))
    # Seat 0 bids grossfrage against holder 1, who cannot hold it: only pass is left.
    s = play(start(Q, dealer=0), "bid request", "pass", "pass", "bid grossfrage")
    assert s.to_act == 1 and GAME.legal_actions(s) == ("pass",)
    assert refused(s, "hold").reason is Reason.NEEDS_BLACK_QUEENS
    # Also at the raise turn: not without the queens.
    s = play(start(), "bid request", "pass", "pass", "pass")
    assert refused(s, "bid grossfrage").reason is Reason.NEEDS_BLACK_QUEENS


def test_black_queens_obligation() -> None:
    assert pass_duty(mask(Q[0])) == GROSSFRAGE
    assert pass_duty(mask(A4[0])) == SOLO
    assert pass_duty(mask(H[0])) == -1
    s = start(Q)
    assert refused(s, "pass").reason is Reason.MUST_BID_GROSSFRAGE
    view = GAME.view(s, 0)
    assert view.must_not_pass_below is Contract.GROSSFRAGE and view.may_bid_grossfrage
    assert GAME.view(s, 1).must_not_pass_below is None
    # As the holder against a bid below grossfrage: hold, not pass.
    s = play(s, "bid request", "bid solo")
    assert GAME.legal_actions(s) == ("hold",)
    assert refused(s, "pass").reason is Reason.MUST_BID_GROSSFRAGE
    s = play(s, "hold", "bid club_solo")  # at club_solo he may let go
    assert GAME.legal_actions(s) == ("hold", "pass")
    # At the raise turn below grossfrage.
    s = play(start(Q), *opened("solo")[:4])
    assert refused(s, "pass").reason is Reason.MUST_BID_GROSSFRAGE
    assert "bid grossfrage" in GAME.legal_actions(s)
    # With all four aces as well: below solo only, and no grossfrage.
    s = start(A4)
    assert refused(s, "pass").reason is Reason.MUST_BID_SOLO
    s = play(s, "bid grand", "pass", "pass", "pass")
    assert refused(s, "pass").reason is Reason.MUST_BID_SOLO
    assert "bid solo" in GAME.legal_actions(s) and "bid grossfrage" not in GAME.legal_actions(s)
    s = play(start(A4), "bid solo", "pass", "pass", "pass")
    assert "pass" in GAME.legal_actions(s)
    assert GAME.view(s, 0).must_not_pass_below is Contract.SOLO


def test_all_pass_redeal_and_spadilla_plays() -> None:
    s = play(start(), "pass", "pass", "pass", "pass")
    assert GAME.is_over(s) and GAME.view(s, 2).thrown_in
    out = GAME.outcome(s)
    assert out.status is Status.THROWN_IN and out.settlement.chips == (0, 0, 0, 0)
    assert (out.declarer, out.contract, out.won, out.points, out.to_act) == (None,) * 5
    assert refused(s, "pass").reason is Reason.HAND_OVER
    s = play(start(W, all_pass="spadilla_plays"), "pass", "pass", "pass", "pass")
    assert (s.setup.declarer, s.setup.contract, s.phase, s.to_act) == (1, 0, Phase.DECLARE, 1)
    assert GAME.view(s, 0).spadilla and not GAME.view(s, 0).raising
    assert GAME.legal_actions(s) == ("trump diamonds", "trump hearts", "trump spades")
    s = play(s, "trump hearts")
    assert GAME.step(s) == Step(False, 1)
    assert GAME.legal_actions(s) == ("call AC", "call AD", "call AS")
    s = play(s, "call AS")
    assert s.phase is Phase.PLAY and s.to_act == 1 and s.setup.partner == 3


# -- trumps and the called card --------------------------------------------------------------


def test_who_names_trumps_and_calls_in_each_contract() -> None:
    for contract in LADDER:
        if contract is Contract.GROSSFRAGE:
            continue
        s = play(start(), *opened(contract.value))
        step = GAME.step(s)
        spec = contract.spec
        if spec.trumps is Trumps.NAMED:
            assert step == Step(True, 0)
            assert refused(s, "trump clubs").reason is Reason.NO_CLUB_TRUMPS
            assert refused(s, "call AD").reason is Reason.NOT_ALLOWED
            s = play(s, "trump spades")
            assert GAME.outcome(s).trump == "spades"
            step = GAME.step(s)
        elif spec.trumps is Trumps.CLUBS:
            assert GAME.outcome(s).trump == "clubs"
            assert refused(s, "trump hearts").reason in (Reason.NOT_ALLOWED, Reason.WRONG_PHASE)
        else:
            assert GAME.outcome(s).trump is None
            assert s.setup.ctx is suit_contract(None, NATURAL)
        if spec.calls:
            assert step == Step(False, 0)
            assert refused(s, "trump hearts").reason is Reason.NOT_ALLOWED
        else:
            assert step is None and s.phase is Phase.PLAY and s.to_act == 0
        assert GAME.outcome(s).contract == contract.value


def test_request_names_trumps_then_calls() -> None:
    s = play(start(), *opened("request"))
    assert GAME.legal_actions(s) == ("trump diamonds", "trump hearts", "trump spades")
    s = play(s, "trump spades")
    assert GAME.legal_actions(s) == ("call AC", "call AD")
    assert refused(s, "call AH").reason is Reason.CALL_OWN_CARD
    assert refused(s, "call AS").reason is Reason.CALL_TRUMP
    assert refused(s, "call KD").reason is Reason.CALL_RANK
    assert refused(s, "call QS").reason is Reason.CALL_TRUMP
    assert refused(s, "play QC").reason is Reason.WRONG_PHASE
    s = play(s, "call AC")
    assert GAME.outcome(s).partner == 1 and s.phase is Phase.PLAY


def test_callable_cards() -> None:
    hearts, clubs = 2, 0
    assert callable_cards(mask(H[0]), hearts) == mask("AC AS AD")
    assert callable_cards(mask(H[0]), 1) == mask("AC AD")
    assert callable_cards(mask("AC AS AD 7H 8H 9H TH JH"), hearts) == mask("KC KS KD")
    assert callable_cards(mask("AC AS AD KC KS KD 7H 8H"), hearts) == mask("QD")
    assert callable_cards(mask("AC AS AD KC KS KD QD 7H"), hearts) == mask("JC JS JD")
    # Grand: clubs trumps, the ace of clubs is never called.
    assert callable_cards(mask("AS AH 7C 8C 9C TC JC QC"), clubs) == mask("AD")
    # Grossfrage: any ace not held, whatever the suit.
    assert callable_cards(mask(Q[0]), None) == mask("AC AS AH AD")
    assert callable_cards(mask("QC QS AC AS 7H 8H 9H TH"), None) == mask("AH AD")


def test_grossfrage_calls_then_the_holder_names_trumps() -> None:
    s = play(start(Q), *opened("grossfrage"))
    assert GAME.step(s) == Step(False, 0)
    assert GAME.outcome(s).trump is None
    assert refused(s, "call KH").reason is Reason.CALL_RANK
    s = play(s, "call AD")
    assert GAME.step(s) == Step(True, 2) and s.to_act == 2
    assert GAME.legal_actions(s) == ("trump clubs", "trump hearts", "trump spades")
    assert refused(s, "trump diamonds").reason is Reason.TRUMP_CALLED_SUIT
    s = play(s, "trump clubs")
    assert s.phase is Phase.PLAY and s.to_act == 0 and s.setup.ctx.trump >> parse_card("QS") & 1
    # Everybody knows the partner: he named trumps.
    assert all(GAME.view(s, seat).partner == 2 for seat in range(4))


# -- the secret partner ----------------------------------------------------------------------


def test_the_partner_stays_secret_until_the_called_card_is_played() -> None:
    s = play(start(), *opened("request"), "trump spades", "call AC")  # AC: seat 1
    assert GAME.outcome(s).partner == 1  # replay sees every hand
    third, soloist, holder = GAME.view(s, 2), GAME.view(s, 0), GAME.view(s, 1)
    for v in (third, soloist, GAME.view(s, 3)):
        assert v.partner is None and not v.is_partner and not v.partner_revealed
        assert v.on_declarer_side is (v.seat == 0)
    assert holder.is_partner and holder.partner == 1 and holder.on_declarer_side
    assert third.called == parse_card("AC")
    # Nothing else in a third seat's view names seat 1: his cards stay hidden.
    assert third.unseen & mask("AC") and third.legal_actions == ()
    # Seat 0 leads AH, seat 1 follows 8H, seat 2 trumps 8S, seat 3 7D: still secret.
    s = play(s, "play AH", "play 8H", "play 8S", "play 7D")
    assert GAME.view(s, 2).partner is None
    # Seat 2 leads 7S; 8D; seat 0 heads with QC; seat 1 QS; then KH from seat 0 ...
    s = play(s, "play 7S", "play 8D", "play QC", "play QS", "play KH")
    assert GAME.view(s, 3).partner is None
    s = play(s, "play AC")  # seat 1 has no heart and no trump: he plays the called ace
    for seat in range(4):
        assert GAME.view(s, seat).partner == 1 and GAME.view(s, seat).partner_revealed


# -- play ----------------------------------------------------------------------------------


def test_first_lead_soloist_or_forehand() -> None:
    s = play(start(dealer=2), "pass", "bid solo", "pass", "pass", "pass", "trump hearts")
    assert s.to_act == 0 and GAME.view(s, 1).first_leader == 0
    r = start(dealer=2, first_lead="forehand")
    s = play(r, "pass", "bid solo", "pass", "pass", "pass", "trump hearts")
    assert s.to_act == 3 and s.leader == 3


def test_strict_play_reasons_name_the_suit() -> None:
    s = play(start(), *opened("solo"), "trump hearts", "play QC")
    assert GAME.legal_actions(s) == ("play 8H", "play QS")
    err = refused(s, "play AC")
    assert err.reason is Reason.MUST_FOLLOW and err.reason_text == "must follow hearts"
    assert refused(s, "play 7H").reason is Reason.NOT_HELD
    assert s.setup.policy is STRICT


def test_no_trump_order_and_misere_policy() -> None:
    ctx = suit_contract(None, NATURAL)
    assert ctx.winner(cards("QC JC TC 9C")) == 0
    assert ctx.winner(cards("JC QC KC AC")) == 3
    assert ctx.winner(cards("7C 8C AD 9C")) == 3
    s = play(start(K, must_head_in_misere=False), *opened("kicker"))
    assert not GAME.view(s, 0).policy.head
    s = play(start(K), *opened("kicker"))
    assert GAME.view(s, 0).policy is STRICT
    s = play(start(K, must_head_in_misere=False), *opened("bull_solo"))
    assert GAME.view(s, 0).policy is STRICT  # the rule is about kicker and bronco only


def test_bronco_hand_is_face_up_once_play_starts() -> None:
    s = play(start(K), "bid bronco", "pass", "pass", "pass")
    assert all(GAME.view(s, seat).open_hand == 0 for seat in range(4))
    s = play(s, "pass")
    assert s.phase is Phase.PLAY
    for seat in range(4):
        assert GAME.view(s, seat).open_hand == mask(K[0])
        assert GAME.view(s, seat).unseen & mask(K[0]) == 0
    s = play(s, "play 7C")
    assert GAME.view(s, 2).open_hand == mask(K[0]) & ~mask("7C")
    k = play(start(K), *opened("kicker"))
    assert GAME.view(k, 1).open_hand == 0


def test_hand_stops_when_decided_and_settles() -> None:
    s = play(start(), *opened("request"), "trump hearts", "call AD", *plays(H_5))
    assert GAME.is_over(s) and s.won is True
    assert sum(bin(h).count("1") for h in s.hands) == 12  # three tricks never played
    out = GAME.outcome(s)
    assert out.status is Status.SETTLED and out.settlement.chips == (2, -2, -2, 2)
    assert out.legal == () and out.to_act is None
    view = GAME.view(s, 1)
    assert view.won is True and view.chips == (2, -2, -2, 2) and view.value == 2
    assert view.phase is Phase.DONE and view.to_act is None
    # AD was never played; once the hand is over the cards are faced and the partner known.
    assert view.partner == 3 and view.partner_revealed
    assert refused(s, "play 9H").reason is Reason.HAND_OVER


# -- notation ------------------------------------------------------------------------------


def test_non_canonical_spellings_and_unknown_actions() -> None:
    s = play(start(), "BID Solo", "Pass", "PASS", "pass", "pass", "trump HEARTS", "play qc")
    assert s.setup.calls[0] == (0, "bid solo") and s.setup.calls[1] == (1, "pass")
    assert GAME.outcome(s).trump == "hearts" and s.trick == cards("QC")
    for bad in ("", "bid", "bid nothing", "play XX", "discard 8H 9C", "hold on", "trump"):
        assert refused(s, bad).reason is Reason.UNKNOWN_ACTION
    assert refused(s, "play 6H").reason is Reason.NOT_HELD
    err = refused(s, "play 10c")  # seat 1 holds TC but must follow the trump lead
    assert err.reason is Reason.MUST_FOLLOW and err.action == "play 10c"
    assert play(s, "play 8h").trick == cards("QC 8H")
