"""Seeded shuffling, dealing in packets, and the Solo 66 deal."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from solo_desktop.core.cards import DECK_32, DECK_52, card_str
from solo_desktop.core.dealing import deal_packets, rotation, seeded_shuffle, shuffled
from solo_desktop.core.game import Deal
from solo_desktop.games.solo66 import GAME


def test_seeded_shuffle_is_random_shuffle_of_the_deck_in_card_order() -> None:
    for seed in (0, 1, 42, 2**40, -7):
        expected = list(DECK_32)
        random.Random(seed).shuffle(expected)
        assert seeded_shuffle(DECK_32, seed) == expected
        assert seeded_shuffle(DECK_32, seed) == seeded_shuffle(DECK_32, seed)


def test_seeded_shuffle_is_pinned() -> None:
    # A regression pin: a record with "seed": 1 must deal the same cards in every version
    # (random.Random's integer seeding and shuffle are stable across CPython 3 versions).
    order = [card_str(c) for c in seeded_shuffle(DECK_32, 1)]
    assert order[:8] == ["9D", "8H", "TS", "9S", "JD", "8C", "QC", "JC"]
    assert order[-2:] == ["9H", "7S"]


@given(st.integers())
def test_shuffle_is_a_permutation(seed: int) -> None:
    out = seeded_shuffle(DECK_52, seed)
    assert sorted(out) == list(DECK_52)


def test_shuffled_does_not_touch_its_input() -> None:
    deck = list(DECK_32)
    out = shuffled(deck, random.Random(3))
    assert deck == list(DECK_32)
    assert out is not deck
    assert seeded_shuffle(DECK_32, 3) != seeded_shuffle(DECK_32, 4)


def test_rotation() -> None:
    assert rotation(0, 5) == [0, 1, 2, 3, 4]
    assert rotation(3, 5) == [3, 4, 0, 1, 2]
    assert rotation(1, 4) == [1, 2, 3, 0]


def test_deal_packets_in_order_with_talon() -> None:
    cards = list(range(32))
    seats = rotation(2, 5)  # dealer 1: forehand is seat 2
    hands, talon, rest = deal_packets(cards, seats, 5, (3, "t2", 3))
    # First packet of three: seats 2, 3, 4, 0, 1 get cards 0-2, 3-5, ..., 12-14.
    assert hands[2][:3] == (0, 1, 2)
    assert hands[3][:3] == (3, 4, 5)
    assert hands[1][:3] == (12, 13, 14)
    assert talon == (15, 16)
    assert hands[2][3:] == (17, 18, 19)
    assert hands[1][3:] == (29, 30, 31)
    assert rest == ()
    assert all(len(h) == 6 for h in hands)


def test_deal_packets_leaves_undealt_seats_empty_and_returns_the_rest() -> None:
    cards = list(range(36))
    # Four at the table, the dealer (seat 0) sits out: 4-3-(widow 3)-4.
    hands, talon, rest = deal_packets(cards, [1, 2, 3], 4, (4, 3, "t3", 4))
    assert hands[0] == ()
    assert [len(h) for h in hands] == [0, 11, 11, 11]
    assert talon == (21, 22, 23)
    assert rest == ()
    # A stock: cards left over after the packets.
    hands, talon, rest = deal_packets(list(range(24)), [1, 0], 2, (3, 3))
    assert hands == ((3, 4, 5, 9, 10, 11), (0, 1, 2, 6, 7, 8))
    assert talon == ()
    assert rest == tuple(range(12, 24))


def test_solo66_deal_follows_the_seeded_shuffle() -> None:
    rules = GAME.house_rules()
    for dealer in range(5):
        deal = GAME.deal(rules, 5, dealer, random.Random(99))
        order = list(DECK_32)
        random.Random(99).shuffle(order)
        forehand = (dealer + 1) % 5
        assert isinstance(deal, Deal)
        assert deal.dealer == dealer
        assert deal.players == 5
        # Packets 3, talon 2, 3, clockwise from forehand.
        assert deal.hands[forehand] == tuple(order[0:3] + order[17:20])
        assert deal.hands[(forehand + 1) % 5] == tuple(order[3:6] + order[20:23])
        assert deal.hands[dealer] == tuple(order[12:15] + order[29:32])
        assert deal.talon == tuple(order[15:17])
        everything = [c for h in deal.hands for c in h] + list(deal.talon)
        assert sorted(everything) == list(DECK_32)
        GAME.start(rules, deal)  # a valid deal
