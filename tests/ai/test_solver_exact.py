"""The solver's cutoffs and shared table entries keep its results exact: against a memoized
exhaustive minimax on random endings of a few cards each, in every game's kind of contract
(trumps and no trumps, must follow, must trump, German strict play, card points)."""

from __future__ import annotations

import random
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desktop.ai.solver import Position, Solver, move_values, reaches, solve
from solo_desktop.core.cards import (
    DECK_32,
    DECK_36,
    DECK_52,
    Card,
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


@cache
def exact(pos: Position) -> int:
    """The side's takings from here: plain minimax, every position remembered whole."""
    hand = pos.hands[pos.to_act]
    if not hand:
        return 0
    values = [exact_after(pos, c) for c in cards_of(pos.legal())]
    return max(values) if pos.side >> pos.to_act & 1 else min(values)


def exact_after(pos: Position, c: Card) -> int:
    """The side's takings from here after the seat to act plays `c`."""
    child, gain = pos.play(c)
    return gain + exact(child)


def ending(rng: random.Random, kind: str, size: int) -> Position:
    """A random ending of `size` cards a hand (fewer for the trick in progress) in the
    contracts of one game: Solo Whist, German Solo, Six-bid, Solo 66, or free play."""
    if kind == "solo_whist":
        players, deck, points = 4, DECK_52, False
        ctx = suit_contract(rng.choice((None, 0, 1, 2, 3)), NATURAL)
        policy = FOLLOW
    elif kind == "german_solo":
        players, deck, points = 4, DECK_32, False
        ctx = german_contract(rng.randrange(4))
        policy = STRICT
    elif kind == "six_bid":
        players, deck, points = 3, DECK_36, True
        ctx = suit_contract(rng.randrange(4), TEN_HIGH)
        policy = FOLLOW_TRUMP
    elif kind == "solo66":
        players, deck, points = 5, DECK_32, True
        ctx = suit_contract(rng.randrange(4), TEN_HIGH)
        policy = FOLLOW_TRUMP
    else:
        players, deck, points = 3, DECK_32, rng.random() < 0.5
        ctx = suit_contract(rng.randrange(4), NATURAL)
        policy = FREE
    # Two or three suits (and the trumps), so that hands meet, run out and ruff.
    suits = rng.sample(range(4), rng.choice((2, 3)))
    pool = [c for c in deck if c >> 4 in suits or ctx.trump >> c & 1]
    if len(pool) < players * size:
        pool = list(deck)
    dealt = rng.sample(pool, players * size)
    hands = [mask_of(dealt[j * size : (j + 1) * size]) for j in range(players)]
    order = tuple(range(players))
    leader = rng.randrange(players)
    trick: list[Card] = []
    for t in range(rng.randrange(players) if rng.random() < 0.5 else 0):
        seat = (leader + t) % players
        c = rng.choice(cards_of(ctx.legal(hands[seat], trick, policy)))
        hands[seat] &= ~(1 << c)
        trick.append(c)
    side = 0
    while side == 0 or side == (1 << players) - 1:
        side = 1 << rng.randrange(players)
        if rng.random() < 0.4:
            side |= 1 << rng.randrange(players)
    return Position(tuple(hands), order, leader, tuple(trick), ctx, policy, side, points)


KINDS = ("solo_whist", "german_solo", "six_bid", "solo66", "free")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from(KINDS))
def test_solve_reaches_and_move_values_are_exact(seed: int, kind: str) -> None:
    rng = random.Random(seed)
    size = rng.choice((4, 5) if kind not in ("solo66",) else (3, 4))
    pos = ending(rng, kind, size)
    value = exact(pos)
    assert solve(pos) == value
    assert reaches(pos, value) and not reaches(pos, value + 1)
    if value:
        assert reaches(pos, value - 1)
    values = move_values(pos)
    assert values == {c: exact_after(pos, c) for c in cards_of(pos.legal())}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from(("solo_whist", "german_solo")))
def test_one_table_across_positions_stays_exact(seed: int, kind: str) -> None:
    """Entries of one deal's positions serve another's (PIMC reuses a solver's table)."""
    rng = random.Random(seed)
    first = ending(rng, kind, 5)
    solver = Solver(first.ctx, first.policy, first.order, first.side, first.points)
    for _ in range(6):
        pos = ending(random.Random(rng.getrandbits(32)), kind, rng.choice((4, 5)))
        # the first position's contract, seating and side; no trick in progress
        if pos.trick:
            continue
        pos = Position(
            pos.hands, pos.order, pos.leader, (), first.ctx, first.policy, first.side, first.points
        )
        assert solver.solve(pos) == exact(pos)
    exact.cache_clear()


def test_a_lower_lead_is_not_taken_for_a_higher_one() -> None:
    """The ace of trumps led wins its trick whatever follows; the eight may be overtaken: a
    lead below every card that mattered after another is as good only if it is also below
    that one (a regression: the skip once compared the wrong way)."""
    hearts = suit_contract(2, NATURAL)
    hands = (
        mask_of([parse_card(c) for c in ("8H", "QH", "AH")]),
        mask_of([parse_card(c) for c in ("AC", "7H", "9H")]),
        mask_of([parse_card(c) for c in ("QC", "TH", "KH")]),
    )
    pos = Position(hands, (0, 1, 2), 0, (), hearts, FREE, 0b001, False)
    want = {c: exact_after(pos, c) for c in cards_of(pos.legal())}
    assert want == {parse_card("8H"): 2, parse_card("QH"): 1, parse_card("AH"): 1}
    assert move_values(pos) == want
    assert solve(pos) == exact(pos) == 2


def trumpy(rng: random.Random, size: int) -> Position:
    """A four-hand ending, half of it or more in trumps, so that trump holdings meet: the
    sure trump tricks (positional ones too) cut off all the time."""
    trump = rng.randrange(4)
    ctx = suit_contract(trump, NATURAL)
    suits = [trump, *rng.sample([s for s in range(4) if s != trump], rng.choice((1, 2)))]
    pool = [c for c in DECK_52 if c >> 4 in suits]
    dealt = rng.sample(pool, 4 * size)
    hands = tuple(mask_of(dealt[j * size : (j + 1) * size]) for j in range(4))
    side = 1 << rng.randrange(4)
    if rng.random() < 0.3:
        side |= 1 << rng.randrange(4)
    policy = rng.choice((FOLLOW, FOLLOW_TRUMP, STRICT))
    return Position(hands, (0, 1, 2, 3), rng.randrange(4), (), ctx, policy, side, False)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_sure_trump_tricks_are_exact_in_trump_heavy_endings(seed: int) -> None:
    rng = random.Random(seed)
    pos = trumpy(rng, rng.choice((4, 5)))
    value = exact(pos)
    assert solve(pos) == value
    assert reaches(pos, value) and not reaches(pos, value + 1)
    exact.cache_clear()


def test_a_guarded_trump_behind_the_higher_ones_takes_a_trick() -> None:
    """Q 7 4 of trumps sitting right after A K: not on lead, the queen takes a trick
    (the sure-trick cutoff), and the search agrees with plain minimax."""
    hearts = suit_contract(2, NATURAL)

    def hand(*cs: str) -> int:
        return mask_of([parse_card(c) for c in cs])

    hands = (
        hand("QH", "7H", "4H", "2S"),
        hand("5C", "6C", "7C", "3H"),
        hand("8C", "9C", "TC", "5H"),
        hand("AH", "KH", "2C", "3C"),
    )
    for leader in (1, 2, 3):
        pos = Position(hands, (0, 1, 2, 3), leader, (), hearts, FOLLOW, 0b0001, False)
        assert exact(pos) >= 1
        assert solve(pos) == exact(pos)
        assert reaches(pos, 1)


def partnered(rng: random.Random, size: int) -> Position:
    """A four-hand ending whose side on lead has partners (two or three seats), trumps or
    no trumps, must follow, must trump or German strict play: entries shared between
    positions where partners hold each other's cards (it found the split stand-ins)."""
    trump = rng.choice((None, 0, 1, 2, 3))
    ctx = suit_contract(trump, NATURAL)
    policy = rng.choice((FOLLOW, FOLLOW, FOLLOW_TRUMP, STRICT))
    suits = rng.sample(range(4), rng.choice((2, 3)))
    pool = [c for c in DECK_52 if c >> 4 in suits or ctx.trump >> c & 1]
    if len(pool) < 4 * size:
        pool = list(DECK_52)
    dealt = rng.sample(pool, 4 * size)
    hands = tuple(mask_of(dealt[j * size : (j + 1) * size]) for j in range(4))
    seats = rng.sample(range(4), rng.choice((2, 3)))
    side = sum(1 << s for s in seats)
    leader = rng.choice(seats)
    if rng.random() < 0.5:
        side ^= 0b1111  # the other side counts: the side on lead minimises
    return Position(hands, (0, 1, 2, 3), leader, (), ctx, policy, side, False)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_sides_with_partners_are_exact(seed: int) -> None:
    rng = random.Random(seed)
    pos = partnered(rng, rng.choice((4, 5)))
    value = exact(pos)
    assert solve(pos) == value
    assert reaches(pos, value) and not reaches(pos, value + 1)
    if value:
        assert reaches(pos, value - 1)
    exact.cache_clear()


def test_an_entry_does_not_serve_a_hand_whose_equivalent_cards_are_split() -> None:
    """TC QC are one move for the first hand (the ten its representative); the stored value
    once kept only the queen and above as what mattered, and served the same layout with
    4C TC, where the ten and the four are not equivalent (a regression: the search said 3,
    the side takes 4)."""

    def hand(*cs: str) -> int:
        return mask_of([parse_card(c) for c in cs])

    hands = (
        hand("4C", "TC", "QC", "4D", "AD"),
        hand("JC", "KC", "3D", "5D", "TD"),
        hand("3C", "5C", "9C", "AC", "9D"),
        hand("7C", "2D", "6D", "7D", "KD"),
    )
    pos = Position(hands, (0, 1, 2, 3), 0, (), suit_contract(None, NATURAL), FOLLOW, 0b0101, False)
    assert exact(pos) == 4
    assert solve(pos) == 4
    assert reaches(pos, 4) and not reaches(pos, 5)
