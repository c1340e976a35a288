"""Cards, suits, masks, decks, notation and card points."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solo_desktop.core import cards
from solo_desktop.core.cards import (
    ACE,
    CARD_POINTS,
    DECK_20,
    DECK_24,
    DECK_32,
    DECK_36,
    DECK_52,
    DECKS,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SIX,
    TEN,
    TWO,
    CardParseError,
    Suit,
    bit,
    card,
    card_str,
    cards_of,
    count,
    format_cards,
    iter_cards,
    mask_of,
    parse_card,
    parse_cards,
    parse_suit,
    points_of,
    rank_of,
    suit_of,
    suits_of,
)


def test_card_ids_pack_suit_and_rank() -> None:
    c = card(Suit.HEARTS, QUEEN)
    assert c == 2 * 16 + QUEEN
    assert suit_of(c) == Suit.HEARTS
    assert rank_of(c) == QUEEN
    assert bit(c) == 1 << c
    for s in range(4):
        for r in range(TWO, ACE + 1):
            assert suit_of(card(s, r)) == s
            assert rank_of(card(s, r)) == r


def test_suit_letters_and_words() -> None:
    assert [s.letter for s in Suit] == ["C", "S", "H", "D"]
    assert [s.word for s in Suit] == ["clubs", "spades", "hearts", "diamonds"]


@pytest.mark.parametrize(
    ("token", "suit", "rank"),
    [
        ("TC", Suit.CLUBS, TEN),
        ("10C", Suit.CLUBS, TEN),
        ("10c", Suit.CLUBS, TEN),
        ("tc", Suit.CLUBS, TEN),
        ("Tc", Suit.CLUBS, TEN),
        ("qs", Suit.SPADES, QUEEN),
        ("QS", Suit.SPADES, QUEEN),
        ("7D", Suit.DIAMONDS, SEVEN),
        ("AH", Suit.HEARTS, ACE),
        ("jH", Suit.HEARTS, JACK),
        ("2c", Suit.CLUBS, TWO),
        ("kd", Suit.DIAMONDS, KING),
    ],
)
def test_parse_card_accepts_any_case_and_ten(token: str, suit: int, rank: int) -> None:
    assert parse_card(token) == card(suit, rank)


@pytest.mark.parametrize(
    "token", ["", "1C", "TX", "T", "C", "AC ", " AC", "11C", "10", "ACE", "XS", "0C", "T♣"]
)
def test_parse_card_refuses_and_names_the_token(token: str) -> None:
    with pytest.raises(CardParseError) as info:
        parse_card(token)
    assert repr(token) in str(info.value)
    assert isinstance(info.value, ValueError)


def test_card_text_is_upper_case_with_t() -> None:
    assert card_str(parse_card("10h")) == "TH"
    assert card_str(parse_card("qs")) == "QS"
    for c in DECK_52:
        text = card_str(c)
        assert text == text.upper()
        assert len(text) == 2
        assert parse_card(text) == c
        assert parse_card(text.lower()) == c


def test_parse_suit() -> None:
    assert parse_suit("clubs") == Suit.CLUBS
    assert parse_suit("SPADES") == Suit.SPADES
    assert parse_suit("Hearts") == Suit.HEARTS
    assert parse_suit("diamonds") == Suit.DIAMONDS
    for bad in ("club", "C", "", "trumps"):
        with pytest.raises(CardParseError) as info:
            parse_suit(bad)
        assert repr(bad) in str(info.value)


def test_parse_cards_stops_at_the_first_bad_token() -> None:
    assert parse_cards(["AC", "10d"]) == [card(0, ACE), card(3, TEN)]
    assert parse_cards([]) == []
    with pytest.raises(CardParseError, match="'ZZ'"):
        parse_cards(["AC", "ZZ", "YY"])


def test_masks_round_trip() -> None:
    hand = parse_cards(["AS", "7C", "TD", "QH"])
    m = mask_of(hand)
    assert count(m) == 4
    assert cards_of(m) == tuple(sorted(hand))
    assert list(iter_cards(m)) == sorted(hand)
    assert cards_of(0) == ()
    assert mask_of([]) == 0
    assert format_cards(cards_of(m)) == "7C AS QH TD"
    assert suits_of(m) == [0, 1, 2, 3]
    assert suits_of(mask_of(parse_cards(["AH", "KH"]))) == [2]
    assert suits_of(0) == []


@given(st.sets(st.sampled_from(DECK_52)))
def test_mask_and_points_agree_with_card_lists(cs: set[int]) -> None:
    m = mask_of(cs)
    assert cards_of(m) == tuple(sorted(cs))
    assert count(m) == len(cs)
    assert points_of(m) == sum(CARD_POINTS[c] for c in cs)
    assert set(suits_of(m)) == {suit_of(c) for c in cs}


@pytest.mark.parametrize(
    ("deck", "size", "low"),
    [(DECK_52, 52, TWO), (DECK_36, 36, SIX), (DECK_32, 32, SEVEN), (DECK_24, 24, NINE),
     (DECK_20, 20, TEN)],
)  # fmt: skip
def test_decks(deck: tuple[int, ...], size: int, low: int) -> None:
    assert len(deck) == size
    assert len(set(deck)) == size
    assert DECKS[size] is deck
    assert {rank_of(c) for c in deck} == set(range(low, ACE + 1))
    for s in range(4):
        assert sum(1 for c in deck if suit_of(c) == s) == size // 4
    # Card order: clubs first, low rank first.
    assert list(deck) == sorted(deck)
    assert deck[0] == card(Suit.CLUBS, low)
    assert deck[-1] == card(Suit.DIAMONDS, ACE)
    # Every deck of the project holds all the counting cards: 120 points.
    assert points_of(mask_of(deck)) == 120


def test_card_points_by_rank() -> None:
    expected = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0, "6": 0, "2": 0}
    for suit in "CSHD":
        for rank, value in expected.items():
            c = parse_card(rank + suit)
            assert CARD_POINTS[c] == value
            assert points_of(bit(c)) == value
    assert points_of(mask_of(parse_cards(["AC", "TS", "KH", "QD", "JC", "9S"]))) == 30
    assert points_of(cards.SUIT_MASK[Suit.HEARTS]) == 30
