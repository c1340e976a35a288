"""The auction engines: scripted sequences from the rules, and random legal sequences."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solo_desktop.core.auction import Hold, Proposal, Rotation


def seats(mask: int) -> set[int]:
    """The seats of a bit mask."""
    return {s for s in range(mask.bit_length()) if mask >> s & 1}


def forehand_order(dealer: int, players: int) -> tuple[int, ...]:
    """The speaking order from the seat left of `dealer`."""
    return tuple((dealer + 1 + i) % players for i in range(players))


# --- Rotation (Solo 66: five players, ladder 0..3 = diamonds..clubs) ---------------------


def test_rotation_late_overcall_wins_and_the_overcalled_bidder_may_pass() -> None:
    a = Rotation.begin(forehand_order(3, 5))
    assert a.order == (4, 0, 1, 2, 3)
    assert a.turn == 4
    a = a.bid(0)
    assert (a.turn, a.high, a.bidder) == (0, 0, 4)
    a = a.pass_().pass_().pass_()
    assert a.turn == 3
    a = a.bid(2)
    assert (a.turn, a.high, a.bidder) == (4, 2, 3)
    assert not a.over
    a = a.pass_()
    assert a.over
    assert not a.all_passed
    assert (a.turn, a.high, a.bidder) == (-1, 2, 3)
    assert seats(a.passed) == {0, 1, 2, 4}


def test_rotation_all_pass() -> None:
    a = Rotation.begin(forehand_order(0, 5))
    for seat in (1, 2, 3, 4):
        assert a.turn == seat
        a = a.pass_()
        assert not a.over
    assert a.turn == 0
    a = a.pass_()
    assert a.over and a.all_passed
    assert a.bidder == -1 and a.high == -1


def test_rotation_overcalled_bidder_raises_and_wins() -> None:
    a = Rotation.begin(forehand_order(4, 5))
    a = a.bid(0)  # 0
    a = a.bid(1)  # 1 overcalls
    a = a.pass_().pass_().pass_()  # 2, 3, 4
    assert a.turn == 0  # the overcalled bidder speaks again
    a = a.bid(3)
    assert a.turn == 1 and a.bidder == 0
    a = a.pass_()
    assert a.over and a.bidder == 0 and a.high == 3


def test_rotation_lone_bidder_wins_when_the_rest_pass_after_him() -> None:
    a = Rotation.begin(forehand_order(4, 5)).bid(1)
    for _ in range(3):
        a = a.pass_()
        assert not a.over
    a = a.pass_()
    assert a.over and a.bidder == 0 and a.high == 1


def test_rotation_rejects_a_bid_not_above_the_high() -> None:
    a = Rotation.begin((0, 1, 2)).bid(2)
    with pytest.raises(ValueError):
        a.bid(2)
    with pytest.raises(ValueError):
        a.bid(1)


# --- Hold (German Solo: four players) --------------------------------------------------


def test_hold_first_call_is_an_opening_bid_or_pass() -> None:
    a = Hold.begin((0, 1, 2, 3))
    assert a.turn == 0 and a.opening
    assert a.can_bid and a.can_pass and not a.can_hold
    assert a.holder == -1 and a.challenger == -1
    with pytest.raises(ValueError):
        a.hold()
    a = a.bid(0)
    assert (a.turn, a.holder, a.challenger, a.bidder, a.high) == (1, 0, 1, 0, 0)
    assert not a.opening and a.can_bid and not a.can_hold


def test_hold_duel_with_holds_then_survivor_holds_against_the_next() -> None:
    # Record german_solo/17: dealer 3; bid request, bid grand, hold, pass, pass, bid solo, pass.
    a = Hold.begin(forehand_order(3, 4)).bid(0)  # 0 opens
    a = a.bid(1)  # 1 challenges
    assert (a.turn, a.bidder, a.high) == (0, 1, 1)
    assert a.can_hold and not a.can_bid
    with pytest.raises(ValueError):
        a.bid(2)  # the holder may not outbid, only hold
    a = a.hold()
    assert (a.turn, a.bidder, a.high) == (1, 0, 1)
    assert a.can_bid and not a.can_hold
    with pytest.raises(ValueError):
        a.bid(1)  # after a hold the challenger must go higher
    a = a.pass_()  # 1 gives up; 0 holds against 2
    assert (a.turn, a.holder, a.challenger, a.bidder) == (2, 0, 2, 0)
    a = a.pass_()  # 2 passes; 0 holds against 3
    assert (a.turn, a.holder, a.challenger) == (3, 0, 3)
    a = a.bid(2)
    assert a.turn == 0
    a = a.pass_()  # the holder gives up: 3 survives, nobody left to enter
    assert a.over and not a.all_passed
    assert (a.winner, a.bidder, a.high, a.holder) == (3, 3, 2, 3)
    assert seats(a.passed) == {0, 1, 2}


def test_hold_challenger_who_beats_the_holder_holds_against_the_next() -> None:
    # Record german_solo/7: dealer 0; request, grand, pass, pass, solo, hold, pass.
    a = Hold.begin(forehand_order(0, 4)).bid(0)  # 1 opens
    a = a.bid(1)  # 2 challenges
    a = a.pass_()  # 1 does not hold
    assert (a.turn, a.holder, a.challenger, a.bidder, a.high) == (3, 2, 3, 2, 1)
    a = a.pass_()  # 3
    assert (a.turn, a.holder, a.challenger) == (0, 2, 0)
    a = a.bid(2).hold().pass_()
    assert a.over and a.winner == 2 and a.high == 2


def test_hold_forehand_passing_at_once_lets_the_next_open() -> None:
    # Record german_solo/13: dealer 1; pass, bid kicker, bid bronco, hold, pass, pass.
    a = Hold.begin(forehand_order(1, 4))
    a = a.pass_()  # 2
    assert a.turn == 3 and a.opening and a.holder == -1
    a = a.bid(4)  # 3 opens
    assert (a.turn, a.holder, a.challenger) == (0, 3, 0)
    a = a.bid(9).hold()
    assert a.turn == 0 and a.bidder == 3 and a.high == 9
    a = a.pass_()
    assert (a.turn, a.holder, a.challenger) == (1, 3, 1)
    a = a.pass_()
    assert a.over and a.winner == 3 and a.high == 9


def test_hold_last_seat_opening_wins_at_once() -> None:
    a = Hold.begin((3, 0, 1, 2)).pass_().pass_().pass_()
    assert a.turn == 2 and a.opening
    a = a.bid(0)
    assert a.over and a.winner == 2 and a.high == 0


def test_hold_all_pass() -> None:
    a = Hold.begin((1, 2, 3, 0))
    for seat in (1, 2, 3):
        assert a.turn == seat and a.opening
        a = a.pass_()
    a = a.pass_()
    assert a.over and a.all_passed and a.winner == -1
    assert not (a.can_bid or a.can_hold or a.can_pass)
    with pytest.raises(ValueError):
        a.pass_()
    with pytest.raises(ValueError):
        a.bid(0)


def test_hold_long_duel_keeps_the_bid_with_the_holder() -> None:
    # Record german_solo/32: dealer 0; request, pass, pass, grand, hold (x4 rising), pass.
    a = Hold.begin(forehand_order(0, 4)).bid(0).pass_().pass_()
    assert (a.turn, a.holder, a.challenger) == (0, 1, 0)
    for position in (1, 6, 8, 9):
        a = a.bid(position)
        assert a.bidder == 0 and a.turn == 1
        a = a.hold()
        assert a.bidder == 1 and a.turn == 0
    a = a.pass_()
    assert a.over and a.winner == 1 and a.high == 9


def test_hold_winner_is_unknown_until_over() -> None:
    a = Hold.begin((0, 1, 2, 3)).bid(3)
    assert a.bidder == 0 and a.winner == -1


# --- Proposal (Solo Whist: four players, ladder 0 prop, 1 solo, 2 misere, ...) ----------


def test_proposal_prop_accept_pass_pass_ends() -> None:
    a = Proposal.begin(forehand_order(3, 4))
    assert a.turn == 0 and a.can_bid and not a.can_accept
    a = a.bid(0)
    assert a.turn == 1 and a.can_accept and a.can_bid
    a = a.accept()
    assert (a.turn, a.bidder, a.partner, a.high) == (2, 0, 1, 0)
    assert not a.can_accept
    with pytest.raises(ValueError):
        a.accept()
    a = a.pass_()
    assert a.turn == 3 and not a.over
    a = a.pass_()
    assert a.over and not a.no_contract
    assert (a.bidder, a.partner, a.high) == (0, 1, 0)
    assert seats(a.passed) == {2, 3}  # the accepter has not passed


def test_proposal_accept_after_passes_ends_at_once() -> None:
    # Record solo_whist/25: dealer 3; bid prop, pass, accept, pass.
    a = Proposal.begin(forehand_order(3, 4)).bid(0).pass_()
    a = a.accept()
    assert a.turn == 3
    a = a.pass_()
    assert a.over and (a.bidder, a.partner) == (0, 2)
    b = Proposal.begin(forehand_order(3, 4)).bid(0).pass_().pass_().accept()
    assert b.over and (b.bidder, b.partner) == (0, 3)


def test_proposal_overcalled_prop_side_may_raise_or_pass() -> None:
    # Record solo_whist/12: dealer 2; prop, accept, misere, misere_ouverte, pass,
    # abondance_declaree, pass, pass.
    a = Proposal.begin(forehand_order(2, 4)).bid(0).accept()  # 3 proposes, 0 accepts
    a = a.bid(2)  # 1 overcalls
    assert (a.turn, a.bidder, a.partner) == (2, 1, -1)
    assert not a.can_accept
    a = a.bid(5)  # 2
    assert a.turn == 3  # the overcalled proposer speaks again
    a = a.pass_()
    assert a.turn == 0  # and the overcalled accepter
    a = a.bid(6)
    assert a.turn == 1
    a = a.pass_()
    assert a.turn == 2
    a = a.pass_()
    assert a.over and (a.bidder, a.partner, a.high) == (0, -1, 6)


def test_proposal_overcall_of_an_unaccepted_prop() -> None:
    a = Proposal.begin((0, 1, 2, 3)).bid(0).bid(1)
    assert (a.turn, a.bidder, a.high) == (2, 1, 1)
    assert not a.can_accept
    a = a.pass_().pass_()
    assert a.turn == 0  # the proposer, overcalled
    assert not a.deciding and a.can_bid
    with pytest.raises(ValueError):
        a.bid(1)
    a = a.pass_()
    assert a.over and a.bidder == 1 and a.high == 1 and not a.no_contract


def test_proposal_passed_seats_are_skipped() -> None:
    # Record solo_whist/39: dealer 0; solo, misere, pass, abondance, pass, royale, pass.
    a = Proposal.begin(forehand_order(0, 4)).bid(1).bid(2).pass_().bid(3)
    assert a.turn == 1
    a = a.pass_()
    assert a.turn == 2
    a = a.bid(4)
    assert a.turn == 0  # 3 and 1 have passed
    a = a.pass_()
    assert a.over and a.bidder == 2 and a.high == 4


def test_proposal_all_pass() -> None:
    a = Proposal.begin((1, 2, 3, 0))
    for seat in (1, 2, 3, 0):
        assert a.turn == seat
        a = a.pass_()
    assert a.over and a.all_passed and a.no_contract and not a.unaccepted


def test_proposal_cop_after_pass_forehand_default() -> None:
    # Record solo_whist/27: dealer 0; pass, pass, bid prop, pass, pass (thrown in).
    a = Proposal.begin(forehand_order(0, 4)).pass_().pass_().bid(0)
    assert a.turn == 0 and not a.offering
    a = a.pass_()
    # Everybody else has passed over the prop: forehand (1) passed before it and is offered;
    # seat 2 passed before it too but is not forehand.
    assert a.turn == 1 and a.offering
    assert a.can_accept and a.can_pass and not a.can_bid
    with pytest.raises(ValueError):
        a.bid(1)
    declined = a.pass_()
    assert declined.over and declined.unaccepted and declined.no_contract
    accepted = a.accept()
    assert accepted.over and (accepted.bidder, accepted.partner) == (3, 1)
    assert not accepted.no_contract


def test_proposal_cop_after_pass_only_for_a_pass_before_the_prop() -> None:
    a = Proposal.begin((0, 1, 2, 3)).bid(0)  # forehand proposes: nobody passed before
    a = a.pass_().pass_().pass_()
    assert a.over and a.unaccepted
    b = Proposal.begin((0, 1, 2, 3), "anyone").pass_().bid(0)
    # 0 passed before the prop; 2 and 3 pass over it: only 0 is offered.
    b = b.pass_().pass_()
    assert b.turn == 0 and b.offering
    assert b.pass_().over


def test_proposal_cop_after_pass_offer_waits_for_the_others() -> None:
    a = Proposal.begin((0, 1, 2, 3)).pass_().bid(0)
    assert a.turn == 2 and a.can_accept  # the others speak first, in rotation
    a = a.pass_()
    assert a.turn == 3
    a = a.accept()
    assert a.over and (a.bidder, a.partner) == (1, 3)


def test_proposal_cop_after_pass_nobody() -> None:
    a = Proposal.begin((1, 2, 3, 0), "nobody").pass_().pass_().bid(0).pass_()
    assert a.over and a.unaccepted and a.bidder == 3


def test_proposal_cop_after_pass_anyone_offers_in_rotation() -> None:
    a = Proposal.begin((1, 2, 3, 0), "anyone").pass_().pass_().pass_().bid(0)
    assert a.turn == 1 and a.offering
    a = a.pass_()
    assert a.turn == 2 and a.offering
    a = a.pass_()
    assert a.turn == 3 and a.offering
    a = a.accept()
    assert a.over and (a.bidder, a.partner, a.high) == (0, 3, 0)


def test_proposal_lone_prop_raise_to_solo() -> None:
    a = Proposal.begin((0, 1, 2, 3), lone_prop="raise_to_solo").bid(0)
    a = a.pass_().pass_().pass_()
    assert a.turn == 0 and a.deciding
    assert a.can_bid and a.can_pass and not a.can_accept and not a.offering
    with pytest.raises(ValueError):
        a.bid(2)  # only solo, the next position
    with pytest.raises(ValueError):
        a.accept()
    solo = a.bid(1)
    assert solo.over and (solo.bidder, solo.partner, solo.high) == (0, -1, 1)
    assert not solo.no_contract
    lone = a.pass_()
    assert lone.over and lone.unaccepted and lone.no_contract


def test_proposal_offer_comes_before_the_lone_proposer_decides() -> None:
    a = Proposal.begin((0, 1, 2, 3), "forehand", "raise_to_solo").pass_().bid(0).pass_().pass_()
    assert a.turn == 0 and a.offering and not a.deciding
    a = a.pass_()
    assert a.turn == 1 and a.deciding
    a = a.bid(1)
    assert a.over and a.bidder == 1 and a.high == 1


def test_proposal_throw_in_default_ends_on_a_lone_prop() -> None:
    a = Proposal.begin((0, 1, 2, 3), "nobody").bid(0).pass_().pass_().pass_()
    assert a.over and a.unaccepted and a.bidder == 0


def test_proposal_rejects_unknown_house_rules_and_bad_calls() -> None:
    with pytest.raises(ValueError):
        Proposal.begin((0, 1, 2, 3), "dealer")
    with pytest.raises(ValueError):
        Proposal.begin((0, 1, 2, 3), lone_prop="misere")
    a = Proposal.begin((0, 1, 2, 3))
    with pytest.raises(ValueError):
        a.accept()  # no proposal yet
    a = a.bid(1)
    with pytest.raises(ValueError):
        a.bid(0)
    with pytest.raises(ValueError):
        a.accept()  # solo is not a proposal


# --- random legal sequences ------------------------------------------------------------

LADDER = 7
orders = st.integers(2, 6).flatmap(lambda n: st.permutations(list(range(n))).map(tuple))


@given(orders, st.data())
def test_rotation_random_sequences_terminate(order: tuple[int, ...], data: st.DataObject) -> None:
    a = Rotation.begin(order)
    passed: set[int] = set()
    calls = 0
    while not a.over:
        assert a.turn not in passed
        calls += 1
        assert calls <= LADDER + len(order)
        choices = list(range(a.high + 1, LADDER))
        pick = data.draw(st.sampled_from([-1, *choices]))
        if pick < 0:
            passed.add(a.turn)
            a = a.pass_()
        else:
            a = a.bid(pick)
    assert a.all_passed or (a.bidder not in passed and len(passed) == len(order) - 1)
    assert a.all_passed == (len(passed) == len(order))


@given(orders, st.data())
def test_hold_random_sequences_terminate(order: tuple[int, ...], data: st.DataObject) -> None:
    a = Hold.begin(order)
    passed: set[int] = set()
    calls = 0
    while not a.over:
        assert a.turn not in passed
        assert a.turn in {a.holder, a.challenger} or a.opening
        calls += 1
        assert calls <= 2 * LADDER + len(order)
        options: list[int] = [-1]  # pass
        if a.can_hold:
            options.append(-2)
        if a.can_bid:
            options.extend(range(a.high + 1, LADDER))
        pick = data.draw(st.sampled_from(options))
        if pick == -1:
            passed.add(a.turn)
            a = a.pass_()
        elif pick == -2:
            a = a.hold()
        else:
            a = a.bid(pick)
    assert seats(a.passed) == passed
    if a.all_passed:
        assert passed == set(order) and a.winner == -1
    else:
        assert a.winner == a.bidder == a.holder
        assert set(order) - passed == {a.winner}


@given(
    orders,
    st.sampled_from(["forehand", "nobody", "anyone"]),
    st.sampled_from(["throw_in", "raise_to_solo"]),
    st.data(),
)
def test_proposal_random_sequences_terminate(
    order: tuple[int, ...], cop: str, lone: str, data: st.DataObject
) -> None:
    a = Proposal.begin(order, cop, lone)
    passed: set[int] = set()
    passed_before_prop: set[int] = set()
    calls = 0
    while not a.over:
        if a.turn in passed:
            assert a.offering and a.high == 0 and a.partner < 0
            assert a.turn in passed_before_prop
            assert cop == "anyone" or (cop == "forehand" and a.turn == order[0])
            assert set(order) - passed == {a.bidder}
        if a.deciding:
            assert lone == "raise_to_solo" and a.high == 0 and a.partner < 0
        calls += 1
        assert calls <= LADDER + 1 + 2 * len(order)
        options: list[int] = [-1]  # pass
        if a.can_accept:
            options.append(-2)
        if a.can_bid:
            top = a.high + 2 if a.deciding else LADDER
            options.extend(range(a.high + 1, top))
        pick = data.draw(st.sampled_from(options))
        if pick == -1:
            passed.add(a.turn)
            a = a.pass_()
        elif pick == -2:
            a = a.accept()
        else:
            if pick == 0:
                passed_before_prop = set(passed)
            a = a.bid(pick)
    assert seats(a.passed) == passed
    side = {a.bidder, a.partner} - {-1}
    if a.all_passed:
        assert passed == set(order)
    elif a.unaccepted:
        assert set(order) - passed <= {a.bidder}
    else:
        assert a.partner < 0 or a.high == 0
        assert a.bidder not in passed
        # A passed player may still accept a later proposal (cop_after_pass), and so joins it.
        if a.partner in passed:
            assert a.partner in passed_before_prop and cop != "nobody"
        assert set(order) - passed == side - passed
