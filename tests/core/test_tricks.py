"""Trick resolution and play obligations (follow, trump, head, overtrump), all five games."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solo_desktop.core.cards import DECK_32, DECK_52, Card, Suit, cards_of, mask_of, parse_card
from solo_desktop.core.tricks import (
    FOLLOW,
    FOLLOW_TRUMP,
    FREE,
    NATURAL,
    STRICT,
    TEN_HIGH,
    TRUMP_GROUP,
    Obligation,
    PlayPolicy,
    TrickContext,
    german_contract,
    suit_contract,
)


def cs(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def m(text: str) -> int:
    return mask_of(cs(text))


def show(mask: int) -> set[str]:
    from solo_desktop.core.cards import card_str

    return {card_str(c) for c in cards_of(mask)}


def win(ctx: TrickContext, text: str) -> str:
    """The card that wins a trick given as text (led card first)."""
    trick = cs(text)
    return text.split()[ctx.winner(trick)].upper()


# -- plain suit contracts (Solo 66, Six-bid, Sixty-Six: A 10 K Q J 9 8 7) --------------------


def test_no_trump_highest_of_led_suit_wins() -> None:
    ctx = suit_contract(None)
    assert ctx.trump == 0
    assert win(ctx, "KH AS TH 7H QH") == "TH"  # ten beats king; off-suit ace does nothing
    assert win(ctx, "7D AC AS AH 8C") == "7D"
    assert win(ctx, "9S") == "9S"
    for c in DECK_32:
        assert ctx.led_group(c) == c >> 4


def test_ten_high_order() -> None:
    ctx = suit_contract(Suit.SPADES)
    order = ["AS", "TS", "KS", "QS", "JS", "9S", "8S", "7S"]
    for i, high in enumerate(order):
        for low in order[i + 1 :]:
            assert win(ctx, f"{low} {high}") == high
            assert win(ctx, f"{high} {low}") == high
    assert list(TEN_HIGH[:8]) == [
        parse_card(t[0] + "C") & 15 for t in ["A", "T", "K", "Q", "J", "9", "8", "7"]
    ]


def test_trumps_beat_the_led_suit_and_each_other() -> None:
    ctx = suit_contract(Suit.CLUBS)
    assert ctx.trump == m("AC TC KC QC JC 9C 8C 7C") | m("2C 3C 4C 5C 6C")
    assert win(ctx, "AH 7C TH KH QH") == "7C"
    assert win(ctx, "AH 7C 8C KH QH") == "8C"
    assert win(ctx, "AH 7C 8C TC 9C") == "TC"
    assert win(ctx, "9C AH AS AD 8C") == "9C"  # a led trump: the highest trump wins
    assert ctx.led_group(parse_card("7C")) == TRUMP_GROUP
    assert ctx.led_group(parse_card("AS")) == Suit.SPADES


def test_natural_order_puts_the_king_over_the_ten() -> None:
    ctx = suit_contract(None, NATURAL)
    assert win(ctx, "TD KD") == "KD"
    assert win(ctx, "JD TD") == "JD"
    assert win(ctx, "2D 3D") == "3D"
    assert win(suit_contract(None), "TD KD") == "TD"


def test_contexts_are_cached() -> None:
    assert suit_contract(Suit.HEARTS) is suit_contract(Suit.HEARTS)
    assert suit_contract(Suit.HEARTS, NATURAL) is not suit_contract(Suit.HEARTS)
    assert german_contract(Suit.DIAMONDS) is german_contract(Suit.DIAMONDS)


def test_follow_trump_policy() -> None:
    ctx = suit_contract(Suit.HEARTS)
    lead = cs("KS")
    # Holds spades: must follow, any spade (no obligation to head).
    assert show(ctx.legal(m("AS 7S 7H AD"), lead, FOLLOW_TRUMP)) == {"AS", "7S"}
    assert ctx.obligation(m("AS 7S 7H AD"), lead, FOLLOW_TRUMP, parse_card("7H")) is (
        Obligation.FOLLOW
    )
    assert ctx.obligation(m("AS 7S 7H AD"), lead, FOLLOW_TRUMP, parse_card("7S")) is None
    # Void in spades with trumps: must trump, any trump (no obligation to overtrump).
    trick = cs("KS AH")
    assert show(ctx.legal(m("7H 8H AD"), trick, FOLLOW_TRUMP)) == {"7H", "8H"}
    assert ctx.obligation(m("7H 8H AD"), trick, FOLLOW_TRUMP, parse_card("AD")) is (
        Obligation.TRUMP
    )
    # Neither: any card.
    assert show(ctx.legal(m("AD 7C"), lead, FOLLOW_TRUMP)) == {"AD", "7C"}
    # Leading: any card.
    assert show(ctx.legal(m("AD 7C 7H"), [], FOLLOW_TRUMP)) == {"AD", "7C", "7H"}
    # A card not in the hand has no obligation: it is simply not held.
    assert ctx.obligation(m("AD 7C"), lead, FOLLOW_TRUMP, parse_card("AS")) is None


def test_follow_policy_never_forces_a_trump() -> None:
    ctx = suit_contract(Suit.HEARTS)
    assert show(ctx.legal(m("7H AD"), cs("KS"), FOLLOW)) == {"7H", "AD"}
    assert show(ctx.legal(m("7S 7H AD"), cs("KS"), FOLLOW)) == {"7S"}


def test_free_policy_allows_any_card() -> None:
    ctx = suit_contract(Suit.HEARTS)
    hand = m("7S 7H AD")
    assert ctx.legal(hand, cs("KS"), FREE) == hand
    assert ctx.obligation(hand, cs("KS"), FREE, parse_card("AD")) is None
    assert PlayPolicy(follow=False) == FREE
    assert PlayPolicy(trump=True, head=True, overtrump=True) == STRICT
    assert PlayPolicy() == FOLLOW


def test_strict_in_a_suit_contract() -> None:
    ctx = suit_contract(Suit.HEARTS)
    # Must head with the led suit when possible.
    assert show(ctx.legal(m("AS 7S 9S 7H"), cs("KS QS"), STRICT)) == {"AS"}
    assert ctx.obligation(m("AS 7S 7H"), cs("KS"), STRICT, parse_card("7S")) is Obligation.HEAD
    # The best card so far may be a later one: beat it, not the led card.
    assert show(ctx.legal(m("AS TS 7S"), cs("KS 8S TS"), STRICT)) == {"AS"}


# -- German Solo: Q clubs, 7 of trumps, Q spades, then A K (Q) J 10 9 8 of trumps -------------

GERMAN_TRUMPS = {
    Suit.CLUBS: "QC 7C QS AC KC JC TC 9C 8C",
    Suit.SPADES: "QC 7S QS AS KS JS TS 9S 8S",
    Suit.HEARTS: "QC 7H QS AH KH QH JH TH 9H 8H",
    Suit.DIAMONDS: "QC 7D QS AD KD QD JD TD 9D 8D",
}


@pytest.mark.parametrize("suit", list(Suit))
def test_german_trumps_in_order(suit: Suit) -> None:
    ctx = german_contract(suit)
    order = GERMAN_TRUMPS[suit].split()
    assert ctx.trump == m(GERMAN_TRUMPS[suit])
    for i, high in enumerate(order):
        for low in order[i + 1 :]:
            assert win(ctx, f"{low} {high}") == high, (low, high)
            assert win(ctx, f"{high} {low}") == high, (high, low)
    # Every trump beats every plain card, whichever is led.
    for c in DECK_32:
        if not ctx.trump >> c & 1:
            assert ctx.winner([c, parse_card(order[-1])]) == 1
            assert ctx.winner([parse_card(order[-1]), c]) == 0


@pytest.mark.parametrize("suit", list(Suit))
def test_german_plain_suits_rank_a_k_q_j_10(suit: Suit) -> None:
    ctx = german_contract(suit)
    for plain in Suit:
        if plain == suit:
            continue
        order = [r + plain.letter for r in ["A", "K", "Q", "J", "T", "9", "8", "7"]]
        order = [t for t in order if not ctx.trump >> parse_card(t) & 1]
        assert ctx.follow[parse_card(order[0])] & mask_of(DECK_32) == m(" ".join(order))
        for i, high in enumerate(order):
            for low in order[i + 1 :]:
                assert win(ctx, f"{low} {high}") == high


def test_black_queens_never_follow_their_natural_suit() -> None:
    ctx = german_contract(Suit.HEARTS)
    qc, qs = parse_card("QC"), parse_card("QS")
    assert not ctx.follow[parse_card("AC")] >> qc & 1
    assert not ctx.follow[parse_card("AS")] >> qs & 1
    assert ctx.follow[qc] == ctx.trump
    assert ctx.follow[qs] == ctx.trump
    assert ctx.led_group(qc) == TRUMP_GROUP
    assert ctx.led_group(qs) == TRUMP_GROUP
    # Clubs led: a hand of QC and diamonds is void in clubs and must trump with QC.
    assert show(ctx.legal(m("QC 7D 8D"), cs("AC"), STRICT)) == {"QC"}
    assert show(ctx.legal(m("QC 7D 8D"), cs("AC"), FOLLOW)) == {"QC", "7D", "8D"}
    # Spades led: QS does not follow spades; 7S does.
    assert show(ctx.legal(m("QS 7S"), cs("KS"), FOLLOW_TRUMP)) == {"7S"}
    # The queen of spades led is a trump lead: trumps follow, spades do not.
    assert show(ctx.legal(m("7H AS"), cs("QS"), FOLLOW_TRUMP)) == {"7H"}
    # In a clubs contract the seven of clubs (Manilla) outranks the ace of clubs.
    clubs = german_contract(Suit.CLUBS)
    assert win(clubs, "AC 7C") == "7C"
    assert win(clubs, "AC QS") == "QS"
    assert win(clubs, "QS 7C QC") == "QC"
    # In a diamonds contract the seven of diamonds is a trump, the seven of hearts is not.
    diamonds = german_contract(Suit.DIAMONDS)
    assert diamonds.trump >> parse_card("7D") & 1
    assert not diamonds.trump >> parse_card("7H") & 1


def test_german_strict_must_head() -> None:
    ctx = german_contract(Suit.HEARTS)
    # Diamonds led, KD best so far: AD wins, 9D does not.
    assert show(ctx.legal(m("AD 9D QC"), cs("KD"), STRICT)) == {"AD"}
    assert ctx.obligation(m("AD 9D QC"), cs("KD"), STRICT, parse_card("9D")) is Obligation.HEAD
    assert ctx.obligation(m("AD 9D QC"), cs("KD"), STRICT, parse_card("QC")) is (Obligation.FOLLOW)
    # Nothing in the led suit can win: any card of it.
    assert show(ctx.legal(m("KD 8D"), cs("9D AD"), STRICT)) == {"KD", "8D"}
    # Somebody trumped: the led suit cannot win any more, so any card of it.
    assert show(ctx.legal(m("AD 8D"), cs("9D 8H"), STRICT)) == {"AD", "8D"}
    # Trump led: must follow with a higher trump when possible.
    assert show(ctx.legal(m("QC 7H 8H AS"), cs("QS"), STRICT)) == {"QC", "7H"}
    assert show(ctx.legal(m("AH 8H AS"), cs("QS"), STRICT)) == {"AH", "8H"}


def test_german_strict_overtrump_and_undertrump() -> None:
    ctx = german_contract(Suit.HEARTS)
    trick = cs("KD AH")  # diamonds led, trumped with the ace of hearts
    # Void in diamonds, can overtrump: only the higher trumps.
    hand = m("QS 8H 7S")
    assert show(ctx.legal(hand, trick, STRICT)) == {"QS"}
    assert ctx.obligation(hand, trick, STRICT, parse_card("8H")) is Obligation.OVERTRUMP
    assert ctx.obligation(hand, trick, STRICT, parse_card("7S")) is Obligation.TRUMP
    # Cannot beat Spadilla: must still trump (undertrumping is compulsory).
    trick = cs("KD QC")
    hand = m("8H 7S AS")
    assert show(ctx.legal(hand, trick, STRICT)) == {"8H"}
    assert ctx.obligation(hand, trick, STRICT, parse_card("AS")) is Obligation.TRUMP
    # Neither diamonds nor trumps: any card.
    assert show(ctx.legal(m("7S AC"), trick, STRICT)) == {"7S", "AC"}
    # FOLLOW_TRUMP in the same context: any trump, no overtrumping.
    assert show(ctx.legal(m("QS 8H 7S"), cs("KD AH"), FOLLOW_TRUMP)) == {"QS", "8H"}


# -- properties against an independent reference -----------------------------------------


def reference_legal(
    ctx: TrickContext, hand: Sequence[Card], trick: Sequence[Card], policy: PlayPolicy
) -> set[Card]:
    """RULES.md's obligations, written from `winner` and the effective suit only."""
    if not trick or not policy.follow:
        return set(hand)

    def is_trump(c: Card) -> bool:
        return bool(ctx.trump >> c & 1)

    def group(c: Card) -> int:
        return TRUMP_GROUP if is_trump(c) else c >> 4

    def wins(c: Card) -> bool:
        return ctx.winner([*trick, c]) == len(trick)

    same = [c for c in hand if group(c) == group(trick[0])]
    if same:
        if policy.head and any(wins(c) for c in same):
            return {c for c in same if wins(c)}
        return set(same)
    trumps = [c for c in hand if is_trump(c)]
    if policy.trump and trumps:
        if policy.overtrump and any(wins(c) for c in trumps):
            return {c for c in trumps if wins(c)}
        return set(trumps)
    return set(hand)


CONTEXTS: list[TrickContext] = [
    suit_contract(None),
    *(suit_contract(s) for s in range(4)),
    suit_contract(None, NATURAL),
    *(suit_contract(s, NATURAL) for s in range(4)),
    *(german_contract(s) for s in range(4)),
]
POLICIES = [FREE, FOLLOW, FOLLOW_TRUMP, STRICT, PlayPolicy(trump=True, head=True)]


@given(
    st.permutations(DECK_32),
    st.integers(0, 4),
    st.integers(1, 8),
    st.sampled_from(range(len(CONTEXTS))),
    st.sampled_from(POLICIES),
)
def test_legal_matches_the_reference(
    deck: list[Card], k: int, h: int, ci: int, policy: PlayPolicy
) -> None:
    ctx = CONTEXTS[ci]
    trick, hand = deck[:k], deck[k : k + h]
    legal = ctx.legal(mask_of(hand), trick, policy)
    assert set(cards_of(legal)) == reference_legal(ctx, hand, trick, policy)
    assert legal and legal & ~mask_of(hand) == 0
    for c in hand:
        reason = ctx.obligation(mask_of(hand), trick, policy, c)
        assert (reason is None) == bool(legal >> c & 1)


@given(st.permutations(DECK_52), st.integers(1, 5), st.sampled_from(range(len(CONTEXTS))))
def test_winner_is_a_card_no_other_beats(deck: list[Card], n: int, ci: int) -> None:
    ctx = CONTEXTS[ci]
    trick = deck[:n]
    w = ctx.winner(trick)
    top = trick[w]
    for i, c in enumerate(trick):
        if i != w:
            assert not ctx.beats[top] >> c & 1
    # The winner is a trump, or of the led suit.
    assert ctx.led_group(top) in (TRUMP_GROUP, ctx.led_group(trick[0]))
