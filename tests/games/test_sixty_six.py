"""Sixty-Six rules, one test (or a few) per rule of RULES.md section 4 and NOTATION.md."""

from __future__ import annotations

import random

import pytest

from solo_desktop.core import registry
from solo_desktop.core.cards import DECK_20, DECK_24, mask_of, parse_card
from solo_desktop.core.game import Deal, DealError, IllegalActionError, Phase, Reason, Status
from solo_desktop.core.rules import RuleError
from solo_desktop.games.sixty_six import GAME, EndCase, HandResult, State
from solo_desktop.games.sixty_six_score import claim_points, close_penalty, hand_result

# Deal D of the scenario records: seat 0 strong in clubs, seat 1 in spades; hearts trumps.
D0 = "AC TC KC QC AS 9S"
D1 = "JC 9C KS QS JS TS"
D_STOCK = "AD KD TD QD AH 9D TH JD KH 9H QH JH"
# Deal E: seat 0 holds the trump nine instead of 9S (9S is in the stock).
E0 = "AC TC KC QC AS 9H"
E_STOCK = "AD KD TD QD AH 9D TH JD KH 9S QH JH"


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


def mask(text: str) -> int:
    return mask_of(cards(text))


def start(
    h0: str = D0, h1: str = D1, stock: str = D_STOCK, dealer: int = 1, **rules: object
) -> State:
    r = GAME.house_rules(dict(rules))
    return GAME.start(r, Deal(2, dealer, (cards(h0), cards(h1)), cards(stock)))


def play(state: State, *actions: str) -> State:
    for a in actions:
        state = GAME.apply(state, a)
    return state


def refused(state: State, action: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, action)
    assert action not in GAME.legal_actions(state)
    return info.value


# -- house rules, deal, start ---------------------------------------------------------------


def test_house_rules_and_defaults() -> None:
    rules = GAME.house_rules()
    assert dict(rules) == {
        "deck": 24,
        "must_head": False,
        "marriage_after_close": True,
        "unclaimed": "last_trick",
        "hide_points": False,
        "target": 7,
    }
    assert GAME.house_rules({"deck": 20, "target": 11})["deck"] == 20
    bads: list[dict[str, object]] = [{"deck": 22}, {"deck": 32}, {"unclaimed": "x"}]
    bads += [{"auto_out": True}, {"target": 0}, {"must_head": 1}]
    for bad in bads:
        with pytest.raises(RuleError):
            GAME.house_rules(bad)
    assert registry.get("sixty_six") is GAME
    assert GAME.player_counts == (2,)


@pytest.mark.parametrize(("deck", "size"), [(24, 12), (20, 8)])
def test_seeded_deal(deck: int, size: int) -> None:
    rules = GAME.house_rules({"deck": deck})
    for seed in range(20):
        deal = GAME.deal(rules, 2, seed % 2, random.Random(seed))
        assert [len(h) for h in deal.hands] == [6, 6]
        assert len(deal.talon) == size
        whole = [*deal.hands[0], *deal.hands[1], *deal.talon]
        assert sorted(whole) == sorted(DECK_24 if deck == 24 else DECK_20)
        state = GAME.start(rules, deal)
        assert state.trump == deal.talon[-1] >> 4
        assert state.to_act == (seed + 1) % 2  # the non-dealer leads
    # The project's shuffle: 3 + 3 from the non-dealer, the next card face up under the stock.
    deal = GAME.deal(GAME.house_rules(), 2, 1, random.Random(5))
    order = list(DECK_24)
    random.Random(5).shuffle(order)
    assert deal.hands[0] == (*order[0:3], *order[6:9])
    assert deal.hands[1] == (*order[3:6], *order[9:12])
    assert deal.talon == (*order[13:], order[12])


def test_broken_deals_are_refused() -> None:
    rules = GAME.house_rules()
    with pytest.raises(DealError, match="twice"):
        GAME.start(rules, Deal(2, 0, (cards(D0), cards(D0)), cards(D_STOCK)))
    with pytest.raises(DealError, match="not in this game's deck"):
        GAME.start(rules, Deal(2, 0, (cards("AC TC KC QC AS 7S"), cards(D1)), cards(D_STOCK)))
    twenty = GAME.house_rules({"deck": 20})
    with pytest.raises(DealError):  # nines are not in the 20-card deck
        GAME.start(twenty, Deal(2, 0, (cards(D0), cards(D1)), cards(D_STOCK)))


def test_outcome_fields_while_in_progress() -> None:
    out = GAME.outcome(start())
    assert out.status is Status.IN_PROGRESS
    assert (out.declarer, out.partner, out.contract, out.won) == (None, None, None, None)
    assert out.trump == "hearts"
    assert out.settlement.chips == (0, 0)
    assert out.to_act == 0
    assert list(out.legal) == sorted(out.legal)


# -- play while the stock is open ----------------------------------------------------------


def test_open_stock_no_obligation_and_trick_winner() -> None:
    s = play(start(), "play QC")
    assert set(GAME.legal_actions(s)) == {f"play {c}" for c in D1.split()}
    # Off suit loses, even when higher.
    s2 = play(s, "play TS")
    assert s2.history[-1].winner == 0 and s2.points == (13, 0)
    # Higher card of the led suit wins (A > 10 > K > Q > J > 9).
    s3 = play(start(h0="AC TC KC QC AS 9S", h1="JC 9C KS QS JS TS"), "play 9S", "play JS")
    assert s3.history[-1].winner == 1
    # A trump, even the nine, beats any non-trump.
    f_stock = "AD KD TD QD AH 9D TH JD KH TS QH JH"
    s4 = play(start(h1="JC 9C KS QS JS 9H", stock=f_stock), "play AC", "play 9H")
    assert s4.history[-1].winner == 1 and s4.points == (0, 11)


def test_winner_draws_first_and_leads_then_the_trump_card_comes_last() -> None:
    s = play(start(), "play AC", "play 9C")
    assert s.hands[0] & mask("AD") and s.hands[1] & mask("KD")
    assert s.to_act == 0 and s.leader == 0 and len(s.stock) == 10
    s = play(s, "play 9S", "play TS")  # seat 1 wins, draws TD first
    assert s.hands[1] & mask("TD") and s.hands[0] & mask("QD")
    assert s.to_act == 1
    s = play(s, "play KD", "play AD", "play QD", "play TD", "play 9D", "play JD")
    assert s.stock == cards("QH JH")
    assert s.trump_card == parse_card("JH")
    s = play(s, "play AS", "play JS")  # seat 0 wins: QH to him, the face-up JH to seat 1
    assert s.stock == ()
    assert s.hands[0] & mask("QH") and s.hands[1] & mask("JH")
    assert s.trump_card is None and s.strict
    assert GAME.view(s, 0).opponent_known == mask("JH")


# -- the stock exhausted or closed: must follow, else trump; must_head ----------------------


OPEN6 = (
    "play AC",
    "play 9C",
    "play 9S",
    "play TS",
    "play KD",
    "play AD",
    "play QD",
    "play TD",
    "play 9D",
    "play JD",
    "play AS",
    "play JS",
)


def test_strict_after_exhaustion() -> None:
    s = play(start(), *OPEN6, "play TC")
    assert GAME.legal_actions(s) == ("play JC",)
    err = refused(s, "play 9H")
    assert err.reason is Reason.MUST_FOLLOW and err.reason_text == "must follow clubs"
    s = play(s, "play JC", "play KC")
    assert GAME.legal_actions(s) == ("play 9H", "play JH", "play TH")
    assert refused(s, "play KS").reason is Reason.MUST_TRUMP
    s = play(s, "play 9H", "play KS")  # seat 1 leads KS; seat 0 void in spades must trump
    assert GAME.legal_actions(s) == ("play AH", "play KH", "play QH")


def test_void_without_trumps_plays_any_card() -> None:
    s = play(start(), "close", "play 9S", "play TS", "play KS", "play AS", "play AC", "play JC")
    s = play(s, "play KC", "play 9C", "play QC")
    assert set(GAME.legal_actions(s)) == {"play QS", "play JS"}


def test_must_head() -> None:
    s = play(start(dealer=0, must_head=True), "close", "play JS")
    assert GAME.legal_actions(s) == ("play AS",)
    assert refused(s, "play 9S").reason is Reason.MUST_HEAD
    s = play(start(dealer=0), "close", "play JS")
    assert GAME.legal_actions(s) == ("play 9S", "play AS")
    # Never while the stock is open.
    s = play(start(dealer=0, must_head=True), "play JS")
    assert len(GAME.legal_actions(s)) == 6
    # With a lower card led and only lower cards held, any card of the suit.
    s = play(start(dealer=1, must_head=True), "close", "play QC")
    assert GAME.legal_actions(s) == ("play 9C", "play JC")


# -- marriages --------------------------------------------------------------------------------


def test_marriage_values_and_credit() -> None:
    s = play(start(), "play AC", "play 9C")
    assert "marriage clubs" in GAME.legal_actions(s)
    s = play(s, "marriage clubs")
    assert s.points == (31, 0) and s.pending == (0, 0)
    assert GAME.legal_actions(s) == ("out", "play KC", "play QC")
    for bad in ("play AS", "close", "exchange", "marriage clubs"):
        err = refused(s, bad)
        assert err.reason is Reason.MUST_LEAD_MARRIAGE
    assert s.marriage == 0
    s = play(s, "play QC")
    assert s.marriage == -1
    # 40 in trumps.
    h0 = "KH QH AC TC AS 9S"
    s = play(start(h0=h0, h1=D1, stock="AD KD TD QD AH 9D TH JD KC 9H QC JH"), "play AC", "play 9C")
    s = play(s, "marriage hearts")
    assert s.points == (51, 0)


def test_marriage_before_first_trick_is_credited_with_the_first_trick() -> None:
    s = play(start(dealer=0), "marriage spades")
    assert s.points == (0, 0) and s.pending == (0, 20)
    s = play(s, "play QS", "play AS")
    assert s.points == (14, 0) and s.pending == (0, 20)
    s = play(s, "play 9S", "play TS")
    assert s.points == (14, 30) and s.pending == (0, 0)


def test_marriage_refused_without_the_pair_and_after_close_by_rule() -> None:
    err = refused(start(), "marriage spades")
    assert err.reason is Reason.NO_MARRIAGE and err.reason_text.endswith("spades")
    s = play(start(marriage_after_close=False), "close")
    assert refused(s, "marriage clubs").reason is Reason.STOCK_CLOSED
    s = play(start(), "close")
    assert "marriage clubs" in GAME.legal_actions(s)


# -- exchange ----------------------------------------------------------------------------------


def test_exchange_swaps_nine_for_trump_card_which_is_then_drawn_last() -> None:
    s = play(start(h0=E0, stock=E_STOCK), "play AC", "play 9C")
    assert "exchange" in GAME.legal_actions(s)
    s = play(s, "exchange")
    assert s.hands[0] & mask("JH") and not s.hands[0] & mask("9H")
    assert s.stock[-1] == parse_card("9H") and s.trump_card == parse_card("9H")
    assert s.trump == 2
    assert "exchange" not in GAME.legal_actions(s)
    assert GAME.view(s, 1).opponent_known == mask("JH")
    s = play(s, "play AS", "play JS", "play AD", "play QD", "play TD", "play 9D")
    s = play(s, "play TC", "play JC", "play KC", "play KS")
    assert s.stock == () and s.hands[1] & mask("9H")  # the loser drew the face-up nine


def test_exchange_refusals() -> None:
    e = start(h0=E0, stock=E_STOCK)
    assert refused(e, "exchange").reason is Reason.NO_TRICK_YET
    s = play(e, "play AC", "play 9C", "close")
    assert refused(s, "exchange").reason is Reason.STOCK_CLOSED
    s = play(e, "play AC", "play 9C", "play AS", "play JS", "play AD", "play QD")
    s = play(s, "play TD", "play 9D")
    assert len(s.stock) == 4 and "exchange" in GAME.legal_actions(s)
    s = play(s, "play TC", "play JC")
    assert len(s.stock) == 2
    assert refused(s, "exchange").reason is Reason.STOCK_TOO_SMALL
    s = play(start(), "play AC", "play 9C")
    assert refused(s, "exchange").reason is Reason.NO_EXCHANGE_CARD
    s = play(s, "play AS")
    assert refused(s, "exchange").reason is Reason.NOT_ON_LEAD


def test_exchange_with_twenty_cards_is_the_jack() -> None:
    s = start(
        h0="AC TC KC QC AS JH",
        h1="JC KS QS JS TS KD",
        stock="AD TD QD JD AH TH KH QH",
        deck=20,
    )
    assert s.setup.exchange_card == parse_card("JH")
    s = play(s, "play AC", "play JC", "exchange")
    assert s.stock[-1] == parse_card("JH") and s.hands[0] & mask("QH")
    assert refused(s, "play 9C").reason is Reason.NOT_HELD


# -- close -----------------------------------------------------------------------------------


def test_close_stops_drawing_and_fixes_the_penalty() -> None:
    s = play(start(), "close")
    assert s.closed_by == 0 and s.penalty == 3 and s.strict
    assert "close" not in GAME.legal_actions(s)
    assert refused(s, "close").reason is Reason.STOCK_CLOSED
    s = play(s, "play 9S", "play TS")
    assert len(s.stock) == 12 and s.hands[0].bit_count() == 5
    assert s.trump_card == parse_card("JH")  # remembered, though turned down
    s = play(start(), "play AC", "play 9C", "play 9S", "play JS", "close")
    assert s.closed_by == 1 and s.penalty == 2


def test_close_refused_when_stock_is_empty_and_no_last_trick_bonus_after_close() -> None:
    s = play(start(), *OPEN6)
    assert refused(s, "close").reason is Reason.STOCK_EMPTY
    s = play(start(), "close", "play 9S", "play TS", "play KS", "play AS", "play AC", "play JC")
    s = play(s, "play KC", "play 9C", "play QC", "play QS", "play TC", "play JS")
    assert s.phase is Phase.DONE
    assert s.points == (50, 10)  # no 10 for the last trick
    assert s.result == HandResult(1, 3, EndCase.FAILED_CLOSE)


# -- out and the end of the hand ---------------------------------------------------------------


def test_out_only_on_lead_and_ends_the_hand() -> None:
    s = play(start(), "play AC")
    assert refused(s, "out").reason is Reason.NOT_ON_LEAD
    s = play(start(), "out")
    assert s.phase is Phase.DONE and GAME.to_act(s) is None and GAME.legal_actions(s) == ()
    assert s.result == HandResult(1, 3, EndCase.WRONG_OUT)
    assert GAME.outcome(s).settlement.chips == (-3, 3)
    assert refused(s, "play AC").reason is Reason.HAND_OVER


def test_out_right_after_a_marriage() -> None:
    s = play(start(), "play AC", "play 9C", "marriage clubs")
    assert "out" in GAME.legal_actions(s)
    s = play(s, "out")
    assert s.result is not None and s.result.case is EndCase.WRONG_OUT


def test_last_trick_bonus_when_played_out() -> None:
    s = play(start(), *OPEN6, "play TC", "play JC", "play KC", "play 9H", "play KS", "play QH")
    s = play(s, "play QC", "play JH", "play QS", "play KH", "play AH")
    assert s.points == (67, 32)
    s = play(s, "play TH")
    assert s.points == (98, 32) and sum(s.points) == 130
    assert s.result == HandResult(0, 1, EndCase.LAST_TRICK)


def test_replay_never_claims_by_itself() -> None:
    s = play(start(), *OPEN6, "play TC", "play JC", "play KC", "play 9H", "play KS", "play QH")
    s = play(s, "play QC", "play JH", "play QS", "play KH")
    assert s.points[0] >= 66 and s.phase is Phase.PLAY and "out" in GAME.legal_actions(s)


# -- game points -------------------------------------------------------------------------------


def test_game_point_table() -> None:
    assert claim_points(33, 1) == 1
    assert claim_points(32, 1) == 2
    assert claim_points(0, 1) == 2
    assert claim_points(0, 0) == 3
    assert close_penalty(0) == 3 and close_penalty(1) == 2
    # Correct out: by the loser's points and tricks.
    assert hand_result((70, 40), (4, 2), 0, -1, 0, -1, False) == HandResult(0, 1, EndCase.OUT)
    assert hand_result((70, 20), (4, 2), 0, -1, 0, -1, False) == HandResult(0, 2, EndCase.OUT)
    assert hand_result((70, 0), (4, 0), 0, -1, 0, -1, False) == HandResult(0, 3, EndCase.OUT)
    # The closer claims correctly: the ordinary table.
    assert hand_result((70, 40), (4, 2), 0, 0, 3, -1, False) == HandResult(0, 1, EndCase.OUT)
    # The closer's opponent claims correctly: exactly the penalty.
    r = hand_result((40, 70), (2, 4), 1, 0, 2, -1, False)
    assert r == HandResult(1, 2, EndCase.OUT_AGAINST_CLOSER)
    r = hand_result((40, 70), (2, 4), 1, 0, 3, -1, False)
    assert r == HandResult(1, 3, EndCase.OUT_AGAINST_CLOSER)
    # Wrong out, closer or not.
    assert hand_result((65, 40), (4, 2), 0, -1, 0, -1, False) == HandResult(1, 3, EndCase.WRONG_OUT)
    assert hand_result((65, 40), (4, 2), 1, 0, 2, -1, False) == HandResult(0, 3, EndCase.WRONG_OUT)
    # Played out: a closer below 66 pays the penalty, whoever has more points.
    r = hand_result((65, 20), (5, 1), -1, 0, 2, 0, True)
    assert r == HandResult(1, 2, EndCase.FAILED_CLOSE)
    # Otherwise `unclaimed`.
    assert hand_result((80, 50), (6, 2), -1, -1, 0, 1, False) == HandResult(
        1, 1, EndCase.LAST_TRICK
    )
    assert hand_result((80, 50), (6, 2), -1, -1, 0, 1, True) == HandResult(
        0, 1, EndCase.MOST_POINTS
    )
    assert hand_result((65, 65), (6, 6), -1, -1, 0, 1, True) == HandResult(
        1, 1, EndCase.MOST_POINTS
    )
    assert hand_result((70, 40), (6, 2), -1, 0, 2, 1, False) == HandResult(1, 1, EndCase.LAST_TRICK)


# -- notation ----------------------------------------------------------------------------------


def test_spellings_and_unknown_actions() -> None:
    s = start()
    assert GAME.apply(s, "PLAY ac") == GAME.apply(s, "play AC")
    assert GAME.apply(s, "play 10c") == GAME.apply(s, "play TC")
    assert GAME.apply(s, "Marriage CLUBS") == GAME.apply(s, "marriage clubs")
    assert GAME.apply(s, "Close") == GAME.apply(s, "close")
    for bad in (
        "",
        "pass",
        "bid clubs",
        "play",
        "play XX",
        "marriage",
        "marriage nothing",
        "out x",
    ):
        assert refused(s, bad).reason is Reason.UNKNOWN_ACTION
    assert refused(s, "play 7C").reason is Reason.NOT_HELD
    assert refused(s, "play JC").reason is Reason.NOT_HELD
    before = s
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(s, "play JC")
    assert info.value.seat == 0 and info.value.phase is Phase.PLAY
    assert s == before


# -- the view ----------------------------------------------------------------------------------


def test_view_shows_what_a_seat_may_know() -> None:
    s = play(start(dealer=0), "marriage spades", "play QS", "play AS")
    v0, v1 = GAME.view(s, 0), GAME.view(s, 1)
    assert v0.hand == s.hands[0] and v0.hand_sizes == (6, 6)
    assert v0.trump == 2 and v0.trump_card == parse_card("JH") and v0.stock_size == 10
    assert not v0.closed and v0.closed_by is None and v0.drawing and not v0.strict
    assert v0.exchange_card == parse_card("9H")
    assert v0.marriages == ((1, 1),) and v0.calls == ((1, "marriage spades"),)
    assert v0.announcements == ((0, 1, "marriage spades"),)
    assert v0.opponent_known == mask("KS")  # QS was played
    assert v1.pending == 20 and v1.own_points == 0
    assert v0.points == (14, 0) and v0.opponent_points == 0
    assert v0.on_lead and v0.legal_actions == GAME.legal_actions(s) and v1.legal_actions == ()
    assert v0.playable == s.hands[0] and v1.playable == 0
    assert v0.played == mask("QS AS")
    seen = v0.hand | v0.played | mask("KS JH")
    assert v0.unseen == mask_of(DECK_24) & ~seen
    assert v0.declarer is None and v0.dealer == 0 and v0.opponent == 1
    assert v0.phase is Phase.PLAY and v0.to_act == 0 and v0.target == 7
    assert v0.history == s.history and v0.trick == () and v0.tricks == (1, 0)
    assert v0.result is None and v0.claimed is None and v0.marriage is None


def test_hide_points_hides_only_the_opponents_points_until_the_end() -> None:
    s = play(start(hide_points=True), "play AC", "play 9C", "play 9S", "play TS")
    v0, v1 = GAME.view(s, 0), GAME.view(s, 1)
    assert v0.hide_points
    assert v0.points == (11, None) and v1.points == (None, 10)
    assert v0.opponent_points is None and v0.own_points == 11
    assert GAME.outcome(s).points == (11, 10)  # the record's outcome is not a view
    s = play(s, "out")
    assert GAME.view(s, 0).points == (11, 10)


def test_view_after_close_and_the_end() -> None:
    s = play(start(), "close")
    v = GAME.view(s, 1)
    assert v.closed and v.closed_by == 0 and v.close_penalty == 3 and v.strict
    assert not v.drawing and v.stock_size == 12
    s = play(start(), "play AC", "play 9C", "out")
    v = GAME.view(s, 1)
    assert v.phase is Phase.DONE and v.to_act is None and v.claimed == 0
    assert v.result == HandResult(1, 3, EndCase.WRONG_OUT)
