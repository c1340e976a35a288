"""The perfect-information play solver against a naive exhaustive minimax, and known positions."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desktop.ai.solver import (
    Budget,
    OutOfTime,
    Position,
    Solver,
    move_values,
    reaches,
    solve,
)
from solo_desktop.core.cards import (
    CARD_POINTS,
    DECK_32,
    DECK_52,
    Card,
    Mask,
    cards_of,
    mask_of,
    parse_card,
)
from solo_desktop.core.tricks import (
    FOLLOW,
    FOLLOW_TRUMP,
    FREE,
    NATURAL,
    STRICT,
    TEN_HIGH,
    german_contract,
    suit_contract,
)

POLICIES = (FREE, FOLLOW, FOLLOW_TRUMP, STRICT)


def cards(text: str) -> Mask:
    """A mask from notation separated by spaces."""
    return mask_of(parse_card(t) for t in text.split())


# -- the reference: exhaustive minimax, straight from the rules core ---------------------------


def naive_after(pos: Position, c: Card) -> int:
    """The side's takings from here after the seat to act plays `c`, by exhaustive minimax."""
    order = pos.order
    seat = pos.to_act
    hands = list(pos.hands)
    hands[seat] &= ~(1 << c)
    trick = (*pos.trick, c)
    if len(trick) < len(order):
        child = Position(
            tuple(hands), order, pos.leader, trick, pos.ctx, pos.policy, pos.side, pos.points
        )
        return naive(child)
    start = order.index(pos.leader)
    winner = order[(start + pos.ctx.winner(trick)) % len(order)]
    gain = 0
    if pos.side >> winner & 1:
        gain = sum(CARD_POINTS[x] for x in trick) if pos.points else 1
    child = Position(tuple(hands), order, winner, (), pos.ctx, pos.policy, pos.side, pos.points)
    return gain + naive(child)


def naive(pos: Position) -> int:
    """The side's takings from the remaining play: no table, no merging, no pruning."""
    hand = pos.hands[pos.to_act]
    if not hand:
        return 0
    legal = pos.ctx.legal(hand, pos.trick, pos.policy)
    values = [naive_after(pos, c) for c in cards_of(legal)]
    return max(values) if pos.side >> pos.to_act & 1 else min(values)


# -- random positions --------------------------------------------------------------------------


def random_position(rng: random.Random, size: int | None = None) -> Position:
    """A small random position: 3-5 players (sometimes a seat sitting out), 2-4 cards each
    (`size` if given), a contract of any kind, any policy, points or tricks, and usually a
    trick in progress reached by legal play."""
    players = rng.choice((3, 4, 5))
    seats = players + (1 if rng.random() < 0.3 else 0)
    out = rng.randrange(seats) if seats > players else -1
    order = tuple(s for s in range(seats) if s != out)
    kind = rng.randrange(4)
    if kind == 0:
        ctx = german_contract(rng.randrange(4))
        deck = DECK_32
    elif kind == 1:
        ctx = suit_contract(None, rng.choice((NATURAL, TEN_HIGH)))
        deck = DECK_32
    else:
        ctx = suit_contract(rng.randrange(4), rng.choice((NATURAL, TEN_HIGH)))
        deck = DECK_52 if rng.random() < 0.5 else DECK_32
    # Only some suits, so that hands meet and run out of suits.
    suits = rng.sample(range(4), rng.choice((2, 3, 4)))
    pool = [c for c in deck if c >> 4 in suits or ctx.trump >> c & 1]
    k = size if size is not None else rng.choice((2, 3, 4) if players == 3 else (2, 3))
    if len(pool) < players * k:
        pool = list(deck)
    dealt = rng.sample(pool, players * k)
    hands = [0] * seats
    for j, s in enumerate(order):
        hands[s] = mask_of(dealt[j * k : (j + 1) * k])
    policy = rng.choice(POLICIES)
    leader = rng.choice(order)
    trick: list[Card] = []
    start = order.index(leader)
    for t in range(rng.randrange(players)):
        seat = order[(start + t) % players]
        c = rng.choice(cards_of(ctx.legal(hands[seat], trick, policy)))
        hands[seat] &= ~(1 << c)
        trick.append(c)
    side = 0
    while side == 0 or all(side >> s & 1 for s in order):
        side = sum(1 << s for s in order if rng.random() < 0.5)
    return Position(
        tuple(hands), order, leader, tuple(trick), ctx, policy, side, rng.random() < 0.5
    )


def test_random_positions_are_well_formed() -> None:
    rng = random.Random(5)
    for _ in range(200):
        pos = random_position(rng)
        n = len(pos.order)
        start = pos.order.index(pos.leader)
        k = pos.hands[pos.to_act].bit_count()
        for t in range(n):
            seat = pos.order[(start + t) % n]
            assert pos.hands[seat].bit_count() == (k - 1 if t < len(pos.trick) else k)
        assert sum(pos.hands[s] == 0 for s in range(len(pos.hands))) == len(pos.hands) - n
        assert pos.legal()


# -- against the reference ---------------------------------------------------------------------


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_solve_matches_naive_minimax(seed: int) -> None:
    pos = random_position(random.Random(seed))
    assert solve(pos) == naive(pos)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_move_values_match_naive_minimax(seed: int) -> None:
    pos = random_position(random.Random(seed))
    values = move_values(pos)
    assert set(values) == set(cards_of(pos.legal()))
    for c, v in values.items():
        assert v == naive_after(pos, c), c


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_reaches_is_a_threshold_of_the_value(seed: int) -> None:
    pos = random_position(random.Random(seed))
    value = naive(pos)
    assert solve(pos) == value
    assert reaches(pos, value)
    assert not reaches(pos, value + 1)
    assert reaches(pos, 0)
    if value > 0:
        assert not reaches(pos, value + 5) and reaches(pos, value - 1)


def test_reused_solver_keeps_its_answers() -> None:
    """One table across many positions of one seating and contract (as PIMC would)."""
    rng = random.Random(11)
    ctx = german_contract(2)
    solver = Solver(ctx, STRICT, (0, 1, 2, 3), 0b0101, False)
    for _ in range(60):
        dealt = rng.sample(DECK_32, 16)
        hands = tuple(mask_of(dealt[4 * s : 4 * s + 4]) for s in range(4))
        pos = Position(hands, (0, 1, 2, 3), rng.randrange(4), (), ctx, STRICT, 0b0101, False)
        assert solver.matches(pos)
        value = solver.solve(pos)
        assert value == naive(pos)
        assert solver.reaches(pos, value) and not solver.reaches(pos, value + 1)


# -- known positions ---------------------------------------------------------------------------


def whist(hands: tuple[str, str, str, str], leader: int, side: int, trump: int | None) -> Position:
    return Position(
        tuple(cards(h) for h in hands),
        (0, 1, 2, 3),
        leader,
        (),
        suit_contract(trump, NATURAL),
        FOLLOW,
        side,
        False,
    )


def test_finesse_position() -> None:
    """South (0) leads towards A Q of spades in North's (2) hand; West (1) holds the king:
    the finesse wins both tricks. With the king behind (East, 3) it loses one."""
    onside = whist(("2S 3S", "KS 4S", "AS QS", "5S 6S"), 0, 0b0101, None)
    assert solve(onside) == 2
    values = move_values(onside)
    assert values == {parse_card("2S"): 2, parse_card("3S"): 2}
    offside = whist(("2S 3S", "5S 6S", "AS QS", "KS 4S"), 0, 0b0101, None)
    assert solve(offside) == 1
    # North must play the queen only when West plays low: after 2S 4S, AS gives one, QS two.
    after = Position(
        (cards("3S"), cards("KS"), cards("AS QS"), cards("5S 6S")),
        (0, 1, 2, 3),
        0,
        (parse_card("2S"), parse_card("4S")),
        onside.ctx,
        FOLLOW,
        0b0101,
        False,
    )
    assert move_values(after) == {parse_card("AS"): 1, parse_card("QS"): 2}


def test_simple_squeeze() -> None:
    """South (0) cashes AD; West (1) guards spades (KS against South's QS) and hearts (KH 5H
    against North's AH QH) and must unguard one: North-South (0, 2) take all three tricks."""
    pos = whist(("AD QS 2H", "KS KH 5H", "AH QH 2C", "3C 4C 5C"), 0, 0b0101, None)
    assert solve(pos) == 3 == naive(pos)
    values = move_values(pos)
    assert values[parse_card("AD")] == 3
    assert values[parse_card("2H")] < 3
    # Without the squeeze card (East holds AD), West keeps both guards: two tricks.
    pos = whist(("4D QS 2H", "KS KH 5H", "AH QH 2C", "AD 4C 5C"), 0, 0b0101, None)
    assert solve(pos) == 2 == naive(pos)


def test_points_and_equivalent_cards() -> None:
    """Card points: AS TS KS are adjacent but not equivalent when points count; tricks: equal."""
    ctx = suit_contract(0, TEN_HIGH)
    hands = (cards("AS TS"), cards("9S 8S"), cards("7S 7D"))
    pos = Position(hands, (0, 1, 2), 1, (), ctx, FOLLOW_TRUMP, 0b001, True)
    assert solve(pos) == 21 + 0
    pos = Position(
        (cards("AS TS"), cards("8S"), cards("8D")),
        (0, 1, 2),
        1,
        (parse_card("9S"), parse_card("7D")),
        ctx,
        FOLLOW_TRUMP,
        0b001,
        True,
    )
    assert move_values(pos) == {parse_card("AS"): 21, parse_card("TS"): 21}
    tricks = Position(pos.hands, pos.order, 1, pos.trick, ctx, FOLLOW_TRUMP, 0b001, False)
    assert move_values(tricks) == {parse_card("AS"): 2, parse_card("TS"): 2}


def test_german_strict_must_head_and_overtrump() -> None:
    """STRICT: a follower who can head must; the seven of trumps (manilla) beats the ace."""
    ctx = german_contract(2)  # hearts: QC, 7H, QS, AH, KH, QH?, JH ...
    pos = Position(
        (cards("8C"), cards("7H 9C"), cards("KH TC"), cards("JH JC")),
        (0, 1, 2, 3),
        0,
        (parse_card("AH"),),
        ctx,
        STRICT,
        0b0010,
        False,
    )
    assert pos.legal() == cards("7H")
    assert move_values(pos) == {parse_card("7H"): naive_after(pos, parse_card("7H"))}
    assert solve(pos) == naive(pos)


# -- budgets -----------------------------------------------------------------------------------


def full_whist(seed: int) -> Position:
    rng = random.Random(seed)
    dealt = rng.sample(DECK_52, 52)
    hands = tuple(mask_of(dealt[13 * s : 13 * s + 13]) for s in range(4))
    return Position(hands, (0, 1, 2, 3), 1, (), suit_contract(2, NATURAL), FOLLOW, 0b0001, False)


def test_budget_expiry_raises_out_of_time() -> None:
    pos = full_whist(3)
    for seconds in (0.02, 0.05):
        started = time.thread_time()  # a budget is the searching thread's CPU time
        with pytest.raises(OutOfTime):
            solve(pos, Budget(seconds))
        # The clock is read every thousand cards tried: a small overrun, however the
        # search's cutoffs fall (on a busy machine the wall clock may run up to 3x longer).
        assert time.thread_time() - started < seconds + 0.1
    with pytest.raises(OutOfTime):
        move_values(pos, Budget(0.0))
    with pytest.raises(OutOfTime):
        reaches(pos, 7, Budget(0.0))


def test_unlimited_budget() -> None:
    budget = Budget(None)
    assert not budget.expired()
    pos = random_position(random.Random(3))
    assert solve(pos, budget) == naive(pos)
