"""The drawing primitives of the card art (tools/make_cards.py): the card's size, the shared
colours and colour schemes, compact coordinates, the suit symbols and SVG elements."""

from __future__ import annotations

from dataclasses import dataclass

WIDTH = 250
HEIGHT = 350
CX = WIDTH / 2
CY = HEIGHT / 2

RANKS = "AKQJT98765432"
SUITS = "CSHD"


# Shared colours.
INK = "#1b1b1f"
BORDER = "#9a9aa2"
GOLD = "#d9a629"
GOLD_DARK = "#8a6512"
BLUE = "#2d5da8"
BLUE_DARK = "#1c3d75"
SKIN = "#f6d9bd"
SKIN_LINE = "#5a3b28"
CHEEK = "#f0b7a4"
CREAM = "#fcf6e6"
WHITE = "#ffffff"


@dataclass(frozen=True)
class Palette:
    """The colour of each suit in one colour scheme."""

    name: str
    colours: dict[str, str]


STANDARD = Palette("standard", {"C": INK, "S": INK, "H": "#cc1f2f", "D": "#cc1f2f"})
FOUR_COLOUR = Palette("four_colour", {"C": "#138a3c", "S": INK, "H": "#cc1f2f", "D": "#ee7a0c"})
PALETTES = (STANDARD, FOUR_COLOUR)


def fmt(value: float) -> str:
    """Format a coordinate compactly and deterministically (at most two decimals)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


# ---------------------------------------------------------------------------------------------
# Suit symbols: each path is centred on (0, 0) and 100 units tall.

SUIT_PATHS: dict[str, str] = {
    # Two lobes meeting in a dip at the top, a point at the bottom.
    "H": (
        "M0,-30 C-4,-42 -14,-50 -27,-50 C-43,-50 -53,-37 -53,-22 "
        "C-53,2 -28,20 0,50 C28,20 53,2 53,-22 "
        "C53,-37 43,-50 27,-50 C14,-50 4,-42 0,-30 Z"
    ),
    # A rhombus with slightly hollow sides.
    "D": "M0,-50 Q17,-23 38,0 Q17,23 0,50 Q-17,23 -38,0 Q-17,-23 0,-50 Z",
    # Three circles (all wound the same way) on a centre fill and a flared stem.
    "C": (
        "M-22,-26 A22,22 0 1 1 22,-26 A22,22 0 1 1 -22,-26 Z "
        "M-51,8 A22,22 0 1 1 -7,8 A22,22 0 1 1 -51,8 Z "
        "M7,8 A22,22 0 1 1 51,8 A22,22 0 1 1 7,8 Z "
        "M0,-24 L26,12 L0,22 L-26,12 Z "
        "M-5,10 L5,10 Q7,36 22,50 L-22,50 Q-7,36 -5,10 Z"
    ),
    # An upside-down heart on a flared stem.
    "S": (
        "M0,-50 C-10,-34 -52,-14 -52,11 C-52,27 -40,36 -27,36 "
        "C-16,36 -8,31 -4,24 Q-5,40 -20,50 L20,50 Q5,40 4,24 "
        "C8,31 16,36 27,36 C40,36 52,27 52,11 C52,-14 10,-34 0,-50 Z"
    ),
}


def pip(suit: str, x: float, y: float, scale: float, fill: str, flip: bool = False) -> str:
    """One suit symbol centred on (x, y), ``scale * 100`` units tall, upside down if flip."""
    turn = " rotate(180)" if flip else ""
    return (
        f'<path transform="translate({fmt(x)} {fmt(y)}){turn} scale({fmt(scale)})" '
        f'fill="{fill}" d="{SUIT_PATHS[suit]}"/>'
    )


def el(tag: str, **attrs: str | float) -> str:
    """A self-closing SVG element; trailing underscores in names become hyphens."""
    items = []
    for key, value in attrs.items():
        name = key.rstrip("_").replace("_", "-")
        text = fmt(value) if isinstance(value, int | float) else value
        items.append(f'{name}="{text}"')
    return f"<{tag} {' '.join(items)}/>"
