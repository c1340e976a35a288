"""Cards, suits, decks and their notation (NOTATION.md: `TC`, `QS`, `7D`).

A card is a small int: ``suit * 16 + rank`` with suits clubs 0, spades 1, hearts 2, diamonds 3
and ranks 0 (two) .. 12 (ace). A set of cards is a bit mask with bit ``card`` set, so that a
suit is one 16-bit lane of the mask (``SUIT_MASK[suit]``). Both are plain ints: cheap to copy,
hash and compare, which is what makes playouts and search fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum

Card = int
"""A card as ``suit * 16 + rank``."""

Mask = int
"""A set of cards as a bit mask."""


class Suit(IntEnum):
    """The four French suits in the order of the notation: clubs, spades, hearts, diamonds."""

    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3

    @property
    def letter(self) -> str:
        """The suit's letter in card notation (`C`, `S`, `H`, `D`)."""
        return SUIT_LETTERS[self]

    @property
    def word(self) -> str:
        """The suit's word in action notation (`clubs`, ...)."""
        return SUIT_WORDS[self]


SUIT_LETTERS = "CSHD"
SUIT_WORDS = ("clubs", "spades", "hearts", "diamonds")
RANK_LETTERS = "23456789TJQKA"

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(13)

SUIT_MASK: tuple[Mask, ...] = tuple(0x1FFF << (16 * s) for s in range(4))
"""All thirteen ranks of each suit."""


class CardParseError(ValueError):
    """Raised for text that is not a card, suit or card list; the message names the token."""


def card(suit: int, rank: int) -> Card:
    """The card of this suit and rank."""
    return suit * 16 + rank


def suit_of(c: Card) -> int:
    """The suit of a card."""
    return c >> 4


def rank_of(c: Card) -> int:
    """The rank of a card (0 = two .. 12 = ace)."""
    return c & 15


def bit(c: Card) -> Mask:
    """The one-card mask of a card."""
    return 1 << c


def card_str(c: Card) -> str:
    """A card in notation, e.g. ``TC``."""
    return CARD_TEXT[c]


def _build_tables() -> tuple[dict[str, Card], list[str]]:
    names: dict[str, Card] = {}
    text = [""] * 64
    for s, sl in enumerate(SUIT_LETTERS):
        for r, rl in enumerate(RANK_LETTERS):
            c = card(s, r)
            text[c] = rl + sl
            for rank_text in (rl, "10") if rl == "T" else (rl,):
                for token in (rank_text + sl, (rank_text + sl).lower()):
                    names[token] = c
    return names, text


_CARD_NAMES, _CARD_TEXT_LIST = _build_tables()
CARD_TEXT: tuple[str, ...] = tuple(_CARD_TEXT_LIST)
_SUIT_NAMES = {w: s for s, w in enumerate(SUIT_WORDS)}


def parse_card(token: str) -> Card:
    """Parse one card (``TC``, ``10c``, ``qs``); raises CardParseError naming the token."""
    c = _CARD_NAMES.get(token)
    if c is None:
        c = _CARD_NAMES.get(token.upper())
        if c is None:
            raise CardParseError(f"not a card: {token!r}")
    return c


def parse_suit(token: str) -> int:
    """Parse a suit word (``clubs``) of the action notation, any case."""
    s = _SUIT_NAMES.get(token.lower())
    if s is None:
        raise CardParseError(f"not a suit: {token!r}")
    return s


def parse_cards(tokens: Iterable[str]) -> list[Card]:
    """Parse several cards, raising on the first bad token."""
    return [parse_card(t) for t in tokens]


def mask_of(cards: Iterable[Card]) -> Mask:
    """The mask of an iterable of cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# The cards of each (suit, 13-bit lane value), filled in on first use: a mask then splits into
# cards with four look-ups.
_LANE_CARDS: list[tuple[Card, ...] | None] = [None] * (4 << 13)


def _lane(s: int, v: int) -> tuple[Card, ...]:
    key = s << 13 | v
    cards = _LANE_CARDS[key]
    if cards is None:
        cards = _LANE_CARDS[key] = tuple(16 * s + r for r in range(13) if v >> r & 1)
    return cards


def cards_of(m: Mask) -> tuple[Card, ...]:
    """The cards of a mask, lowest card id first."""
    lanes = _LANE_CARDS
    out: tuple[Card, ...] = ()
    v = m & 0x1FFF
    if v:
        out = lanes[v] or _lane(0, v)
    v = m >> 16 & 0x1FFF
    if v:
        out += lanes[8192 | v] or _lane(1, v)
    v = m >> 32 & 0x1FFF
    if v:
        out += lanes[16384 | v] or _lane(2, v)
    v = m >> 48 & 0x1FFF
    if v:
        out += lanes[24576 | v] or _lane(3, v)
    return out


def iter_cards(m: Mask) -> Iterator[Card]:
    """Iterate over the cards of a mask."""
    return iter(cards_of(m))


def count(m: Mask) -> int:
    """The number of cards in a mask."""
    return m.bit_count()


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in notation separated by single spaces."""
    return " ".join(CARD_TEXT[c] for c in cards)


def suits_of(m: Mask) -> list[int]:
    """The suits that have at least one card in the mask."""
    return [s for s in range(4) if m & SUIT_MASK[s]]


def deck(ranks: Iterable[int]) -> tuple[Card, ...]:
    """A deck of the given ranks in every suit, clubs first, low rank first."""
    rs = sorted(set(ranks))
    return tuple(card(s, r) for s in range(4) for r in rs)


DECK_52 = deck(range(TWO, ACE + 1))
"""Solo Whist: 2..A."""
DECK_36 = deck(range(SIX, ACE + 1))
"""Six-bid Solo: 6..A."""
DECK_32 = deck(range(SEVEN, ACE + 1))
"""Solo 66, German Solo: 7..A."""
DECK_24 = deck(range(NINE, ACE + 1))
"""Sixty-Six: 9..A."""
DECK_20 = deck(range(TEN, ACE + 1))
"""Schnapsen (Sixty-Six with ``deck: 20``): 10..A."""

DECKS: dict[int, tuple[Card, ...]] = {
    52: DECK_52,
    36: DECK_36,
    32: DECK_32,
    24: DECK_24,
    20: DECK_20,
}

CARD_POINTS_BY_RANK = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2}
"""Card points (Augen) where a game counts them; every other rank is worth 0."""

CARD_POINTS: tuple[int, ...] = tuple(CARD_POINTS_BY_RANK.get(c & 15, 0) for c in range(64))
"""Card points of each card id."""


def points_of(m: Mask) -> int:
    """The card points of a mask."""
    total = 0
    for s in range(4):
        total += _LANE_POINTS[m >> (16 * s + 8) & 0x1F]
    return total


_LANE_POINTS: tuple[int, ...] = tuple(
    sum(CARD_POINTS_BY_RANK.get(r, 0) for r in range(8, 13) if v >> (r - 8) & 1)
    for v in range(1 << 5)
)
"""Points of each combination of the counting ranks (ten to ace, bits 8..12 of a lane)."""
