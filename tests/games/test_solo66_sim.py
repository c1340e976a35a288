"""Seeded random play of many Solo 66 hands under random house rules, checking invariants.

Every state: all 32 cards accounted for exactly once; the legal plays are those RULES.md
allows (recomputed here); a non-legal action raises IllegalActionError and leaves the state
usable. Every finished hand: points add up, tricks and points match the tricks recomputed
here, chips sum to zero and follow the scoring rules recomputed here; the hand's record
dumps and replays to the same outcome.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from math import floor
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desktop.core import record as records
from solo_desktop.core.cards import (
    CARD_POINTS,
    CARD_TEXT,
    DECK_32,
    SUIT_WORDS,
    Card,
    cards_of,
    mask_of,
    parse_card,
)
from solo_desktop.core.game import IllegalActionError, Phase, Status
from solo_desktop.core.rules import HouseRules
from solo_desktop.games.solo66 import GAME, State

DECK_MASK = mask_of(DECK_32)
# Independent of the engine: rank strength in A 10 K Q J 9 8 7 order, bid ladder D < H < S < C.
STRENGTH = {r: 8 - i for i, r in enumerate("ATKQJ987")}
LADDER = ["diamonds", "hearts", "spades", "clubs"]
SUITS = "CSHD"

CANDIDATES: list[str] = [
    "pass",
    *(f"bid {w}" for w in SUIT_WORDS),
    *(f"trump {w}" for w in SUIT_WORDS),
    *(f"play {CARD_TEXT[c]}" for c in DECK_32),
    *(f"discard {CARD_TEXT[a]} {CARD_TEXT[b]}" for a, b in combinations(DECK_32, 2)),
    "",
    "play",
    "bid",
    "trump",
    "discard",
    "discard AS",
    "discard AS KS QS",
    "play 2C",
    "play AC AS",
    "bid no_trump",
    "trump nothing",
    "hold",
    "double",
    "marriage hearts",
    "call AC",
    "out",
    "play XX",
]


def rank_strength(c: Card) -> int:
    return STRENGTH[CARD_TEXT[c][0]]


def suit_letter(c: Card) -> str:
    return CARD_TEXT[c][1]


def trick_winner(cards: tuple[Card, ...], trump: str | None) -> int:
    """Index of the winning card: highest trump, else highest card of the led suit."""
    led = suit_letter(cards[0])

    def key(i: int) -> tuple[int, int]:
        s = suit_letter(cards[i])
        tier = 2 if s == trump else 1 if s == led else 0
        return (tier, rank_strength(cards[i]))

    return max(range(len(cards)), key=key)


def reference_plays(hand: int, trick: tuple[Card, ...], trump: str | None) -> set[str]:
    """Follow suit; if void, trump; else any card (RULES.md section 1)."""
    cards = cards_of(hand)
    if trick:
        same = [c for c in cards if suit_letter(c) == suit_letter(trick[0])]
        trumps = [c for c in cards if suit_letter(c) == trump]
        cards = tuple(same or trumps or cards)
    return {f"play {CARD_TEXT[c]}" for c in cards}


def round_half_away(x: Fraction) -> int:
    n = floor(abs(x) + Fraction(1, 2))
    return n if x >= 0 else -n


def expected_chips(
    rules: HouseRules, declarer: int, points: list[int], tricks: list[int]
) -> tuple[bool, list[int]]:
    own = points[declarer]
    defenders = 130 - own
    if own >= 66:
        won = True
        defender_tricks = 6 - tricks[declarer]
        factor = 3 if defender_tricks == 0 else 2 if defenders < 33 else 1
        score = factor * own
    else:
        won = False
        basis = defenders if rules["loss_basis"] == "winners_points" else own
        factor = 4 if tricks[declarer] == 0 else 3 if own < 33 else 2
        score = -factor * basis
    each = round_half_away(Fraction(score, rules.number("points_per_chip")))
    return won, [4 * each if s == declarer else -each for s in range(5)]


@dataclass
class Tracker:
    """What the test itself knows of the hand, followed action by action."""

    rules: HouseRules
    talon: int
    high: int = -1
    declarer: int | None = None
    trump: str | None = None
    discards: int = 0
    played: list[Card] = field(default_factory=list)
    tricks: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)


def check_cards(state: State, deal_talon: int) -> None:
    """Hands + talon + discards + played cards are the 32-card deck, none twice.

    Only the public per-seat views are used: each seat's hand, the soloist's own view of his
    discards, the tricks played so far; the talon is what remains and must have the size the
    views report (the dealt talon until the soloist takes it up, then nothing).
    """
    views = [GAME.view(state, seat) for seat in range(5)]
    places = [v.hand for v in views]
    places += [v.discards for v in views]
    places += [mask_of(t.cards) for t in views[0].history]
    places.append(mask_of(views[0].trick))
    seen = 0
    total = 0
    for m in places:
        assert m & seen == 0, "a card is in two places"
        seen |= m
        total += m.bit_count()
    talon = DECK_MASK & ~seen
    assert seen & ~DECK_MASK == 0
    assert total + talon.bit_count() == 32
    size = views[0].talon_size
    assert talon.bit_count() == size
    assert size in (0, 2)
    if size == 2:
        assert talon == deal_talon


def check_legal(state: State, legal: tuple[str, ...], t: Tracker) -> None:
    assert len(set(legal)) == len(legal)
    seat = GAME.to_act(state)
    view = GAME.view(state, 0 if seat is None else seat)
    phase = view.phase
    if phase is Phase.AUCTION:
        higher = {f"bid {w}" for w in LADDER[t.high + 1 :]}
        assert set(legal) == {"pass"} | higher
    elif phase is Phase.DECLARE:
        assert set(legal) == {f"trump {w}" for w in LADDER[t.high :]}
    elif phase is Phase.EXCHANGE:
        hand = view.hand
        assert hand.bit_count() == 8
        assert len(legal) == 28
        assert {frozenset(a.split()[1:]) for a in legal} == {
            frozenset((CARD_TEXT[a], CARD_TEXT[b])) for a, b in combinations(cards_of(hand), 2)
        }
    elif phase is Phase.PLAY:
        assert set(legal) == reference_plays(view.hand, view.trick, t.trump)
    else:
        assert legal == ()


def check_refusals(state: State, legal: tuple[str, ...], rng: random.Random, n: int) -> None:
    allowed = set(legal)
    if GAME.view(state, 0).phase is Phase.EXCHANGE:
        # The engine accepts either card order of a discard; only one order is listed.
        allowed |= {f"discard {a.split()[2]} {a.split()[1]}" for a in legal}
    before = state
    for action in rng.sample(CANDIDATES, n):
        if action in allowed:
            continue
        with pytest.raises(IllegalActionError) as info:
            GAME.apply(state, action)
        assert info.value.action == action
        assert info.value.seat == GAME.to_act(state)
    assert state == before
    assert GAME.legal_actions(state) == legal


def advance(t: Tracker, state: State, action: str, after: State) -> None:
    verb, *args = action.split()
    seat = GAME.to_act(state)
    if verb == "bid":
        t.high = LADDER.index(args[0])
    elif verb == "trump":
        t.declarer = seat
        t.trump = args[0][0].upper()
    elif verb == "discard":
        t.discards = mask_of(parse_card(a) for a in args)
    elif verb == "play":
        t.played.append(parse_card(args[0]))
        if len(t.played) % 5 == 0:
            cards = tuple(t.played[-5:])
            t.tricks.append((GAME.view(after, 0).history[-1].leader, cards))


def play_hand(
    rules: HouseRules, seed: int, dealer: int, *, passive: bool = False, refusals: int = 0
) -> dict[str, Any]:
    """Deal with `seed`, choose uniformly among the legal actions, check every state."""
    rng = random.Random(seed)
    deal = GAME.deal(rules, 5, dealer, rng)
    state = GAME.start(rules, deal)
    t = Tracker(rules, mask_of(deal.talon))
    actions: list[str] = []
    states = [state]
    while True:
        check_cards(state, t.talon)
        legal = GAME.legal_actions(state)
        check_legal(state, legal, t)
        outcome = GAME.outcome(state)
        assert sum(outcome.settlement.chips) == 0
        if GAME.is_over(state):
            assert legal == ()
            assert GAME.to_act(state) is None
            break
        assert outcome.status is Status.IN_PROGRESS
        assert outcome.to_act == GAME.to_act(state)
        assert outcome.settlement.chips == (0,) * 5
        if refusals:
            check_refusals(state, legal, rng, refusals)
        if passive and GAME.view(state, 0).phase is Phase.AUCTION:
            action = "pass"
        else:
            action = rng.choice(legal)
        after = GAME.apply(state, action)
        advance(t, state, action, after)
        actions.append(action)
        state = after
        states.append(state)
    return check_finished(rules, deal, actions, states, t, rng)


def check_finished(
    rules: HouseRules,
    deal: Any,
    actions: list[str],
    states: list[State],
    t: Tracker,
    rng: random.Random,
) -> dict[str, Any]:
    state = states[-1]
    out = GAME.outcome(state)
    chips = list(out.settlement.chips)
    assert sum(chips) == 0
    assert out.legal == ()
    assert out.to_act is None
    if out.status is Status.THROWN_IN:
        assert rules["all_pass"] == "redeal"
        assert actions == ["pass"] * 5
        assert chips == [0] * 5
        assert list(out.tricks) == [0] * 5
        assert out.points is not None and list(out.points) == [0] * 5
        assert (out.declarer, out.contract, out.trump, out.won) == (None, None, None, None)
        kind = "thrown_in"
    else:
        assert out.status is Status.SETTLED
        assert len(t.tricks) == 6
        # Tricks and points recomputed from the cards: winner leads the next trick.
        tricks = [0] * 5
        points = [0] * 5
        leader = (deal.dealer + 1) % 5
        for i, (lead, cards) in enumerate(t.tricks):
            assert lead == leader
            winner = (lead + trick_winner(cards, t.trump)) % 5
            tricks[winner] += 1
            points[winner] += sum(CARD_POINTS[c] for c in cards) + (10 if i == 5 else 0)
            leader = winner
        assert out.points is not None
        if t.declarer is None:
            # Last-trick game: no trumps, no declarer; the talon's points go to nobody.
            assert rules["all_pass"] == "last_trick"
            assert actions[:5] == ["pass"] * 5
            assert list(out.tricks) == tricks
            assert list(out.points) == points
            talon_points = sum(CARD_POINTS[c] for c in cards_of(t.talon))
            assert sum(points) == 130 - talon_points
            stake = rules.number("last_trick_stake")
            assert chips == [4 * stake if s == leader else -stake for s in range(5)]
            assert (out.declarer, out.contract, out.trump, out.won) == (None, None, None, None)
            kind = "last_trick"
        else:
            d = t.declarer
            points[d] += sum(CARD_POINTS[c] for c in cards_of(t.discards))
            assert list(out.tricks) == tricks
            assert list(out.points) == points
            assert sum(points) == 130
            won, expected = expected_chips(rules, d, points, tricks)
            assert out.declarer == d
            assert out.won is won
            assert chips == expected
            assert out.trump == out.contract
            assert out.trump is not None and out.trump[0].upper() == t.trump
            assert LADDER.index(out.trump) >= t.high
            kind = "won" if won else "lost"
    # The record of the hand dumps and replays to the same outcome.
    rec = records.make(GAME, rules, deal, actions)
    again = records.replay(records.loads(records.dumps(rec)))
    assert again.final == state
    assert GAME.outcome(again.final) == out
    # So does a record cut at a random point (a position in progress).
    k = rng.randrange(len(actions) + 1)
    cut = records.replay(records.loads(records.dumps(records.make(GAME, rules, deal, actions[:k]))))
    assert GAME.outcome(cut.final) == GAME.outcome(states[k])
    return {"kind": kind, "chips": chips}


RULES = st.fixed_dictionaries(
    {},
    optional={
        "all_pass": st.sampled_from(["redeal", "last_trick"]),
        "last_trick_stake": st.integers(0, 1000),
        "loss_basis": st.sampled_from(["winners_points", "soloist_points"]),
        "points_per_chip": st.one_of(st.sampled_from([1, 2, 3, 4, 5, 10]), st.integers(1, 1000)),
        "hands": st.integers(1, 1000),
    },
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(RULES, st.integers(0, 2**32), st.integers(0, 4), st.booleans())
def test_random_hands_under_random_rules(
    overrides: dict[str, object], seed: int, dealer: int, passive: bool
) -> None:
    rules = GAME.house_rules(overrides)
    play_hand(rules, seed, dealer, passive=passive, refusals=3)


def test_seeded_loop_of_many_hands() -> None:
    rng = random.Random(20240601)
    kinds: dict[str, int] = {}
    for i in range(3000):
        overrides: dict[str, object] = {}
        if rng.random() < 0.5:
            overrides["all_pass"] = rng.choice(["redeal", "last_trick"])
        if rng.random() < 0.3:
            overrides["last_trick_stake"] = rng.randrange(0, 50)
        if rng.random() < 0.5:
            overrides["loss_basis"] = rng.choice(["winners_points", "soloist_points"])
        if rng.random() < 0.5:
            overrides["points_per_chip"] = rng.choice([1, 2, 3, 4, 5, 7, 10, 64])
        rules = GAME.house_rules(overrides)
        result = play_hand(
            rules,
            rng.randrange(2**31),
            i % 5,
            passive=i % 10 == 0,
            refusals=2 if i % 4 == 0 else 0,
        )
        kinds[result["kind"]] = kinds.get(result["kind"], 0) + 1
    # Every kind of ending occurred.
    assert set(kinds) == {"won", "lost", "thrown_in", "last_trick"}, kinds


def test_every_legal_action_applies() -> None:
    rng = random.Random(7)
    rules = GAME.house_rules({"all_pass": "last_trick"})
    for _ in range(60):
        state = GAME.start(rules, GAME.deal(rules, 5, rng.randrange(5), rng))
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            for action in legal:
                GAME.apply(state, action)
            state = GAME.apply(state, rng.choice(legal))


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in text.split(" "))


def test_reference_helpers() -> None:
    """The test's own scoring helpers against cases worked out by hand."""
    assert round_half_away(Fraction(97, 2)) == 49
    assert round_half_away(Fraction(-140, 8)) == -18
    assert round_half_away(Fraction(-140, 3)) == -47
    assert round_half_away(Fraction(97, 5)) == 19
    assert trick_winner(cards("KH AS TH 7H QH"), None) == 2
    assert trick_winner(cards("KH AS TH 7C QH"), "C") == 3
    rules = GAME.house_rules()
    assert expected_chips(rules, 0, [90, 40, 0, 0, 0], [5, 1, 0, 0, 0]) == (
        True,
        [360, -90, -90, -90, -90],
    )
    assert expected_chips(rules, 0, [10, 60, 0, 60, 0], [0, 3, 0, 3, 0]) == (
        False,
        [-1920, 480, 480, 480, 480],
    )
