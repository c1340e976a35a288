"""Generate the playing-card art (SVG) in ``assets/cards/``.

Run it from the repository root with the project's interpreter:

    .venv/bin/python tools/make_cards.py              # rewrites assets/cards/
    .venv/bin/python tools/make_cards.py --out DIR    # writes the same files into DIR

It writes 52 faces in two colour schemes plus one back (105 files):

* ``standard/<RANK><SUIT>.svg``: black clubs and spades, red hearts and diamonds;
* ``four_colour/<RANK><SUIT>.svg``: green clubs, orange diamonds, red hearts, black spades;
* ``back.svg`` (blue), ``back-red.svg`` and ``back-green.svg``.

Ranks are ``A K Q J T 9 8 7 6 5 4 3 2`` and suits ``C S H D`` (``TC.svg`` is the ten of clubs).

Everything is drawn with paths and basic shapes: the indices are hand-made stroked glyphs,
never ``<text>``, so the cards look the same on a machine without any font installed. The
script uses the standard library only and is deterministic: the same input gives the same
bytes, and a test checks that the committed files match a fresh run.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

WIDTH = 250
HEIGHT = 350
CX = WIDTH / 2
CY = HEIGHT / 2

RANKS = "AKQJT98765432"
SUITS = "CSHD"

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "cards"

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


# ---------------------------------------------------------------------------------------------
# Rank glyphs: centre-line skeletons, 100 units from top (y=0) to baseline (y=100), drawn
# with a thick round-capped stroke. Each entry is (advance width of the skeleton, path).

GLYPH_STROKE = 17

GLYPHS: dict[str, tuple[float, str]] = {
    "A": (62, "M0,100 L31,0 L62,100 M12,64 L50,64"),
    "K": (56, "M0,0 L0,100 M54,0 L2,60 M20,40 L56,100"),
    "Q": (
        60,
        "M30,0 C48,0 60,14 60,36 L60,64 C60,86 48,100 30,100 "
        "C12,100 0,86 0,64 L0,36 C0,14 12,0 30,0 Z M36,72 L60,104",
    ),
    "J": (50, "M50,0 L50,70 C50,90 40,100 25,100 C11,100 2,92 0,80"),
    "T": (
        83,
        "M0,16 L16,0 L16,100 "
        "M61,0 C75,0 83,12 83,32 L83,68 C83,88 75,100 61,100 "
        "C47,100 39,88 39,68 L39,32 C39,12 47,0 61,0 Z",
    ),
    "9": (
        56,
        "M56,34 C56,54 44,66 28,66 C12,66 0,54 0,34 C0,14 12,0 28,0 "
        "C44,0 56,14 56,34 L56,64 C56,88 44,100 27,100 C14,100 5,94 1,84",
    ),
    "8": (
        58,
        "M29,46 C15,46 5,37 5,23 C5,9 15,0 29,0 C43,0 53,9 53,23 C53,37 43,46 29,46 "
        "C13,46 0,56 0,73 C0,90 13,100 29,100 C45,100 58,90 58,73 C58,56 45,46 29,46 Z",
    ),
    "7": (56, "M0,0 L56,0 C38,26 24,58 20,100"),
    "6": (
        56,
        "M0,66 C0,46 12,34 28,34 C44,34 56,46 56,66 C56,86 44,100 28,100 "
        "C12,100 0,86 0,66 L0,36 C0,12 12,0 29,0 C42,0 51,6 55,16",
    ),
    "5": (
        56,
        "M52,0 L6,0 L2,45 C10,38 18,35 28,35 C45,35 56,48 56,67 "
        "C56,88 44,100 27,100 C14,100 5,94 0,84",
    ),
    "4": (60, "M42,100 L42,0 L0,68 L60,68"),
    "3": (
        56,
        "M2,14 C7,5 16,0 28,0 C43,0 53,9 53,23 C53,37 42,46 24,46 "
        "C44,46 56,56 56,72 C56,89 44,100 28,100 C15,100 5,94 0,84",
    ),
    "2": (
        56,
        "M2,20 C5,7 15,0 28,0 C43,0 55,9 55,26 C55,42 44,53 30,64 L1,100 L57,100",
    ),
}


def glyph(rank: str, centre_x: float, top: float, height: float, colour: str) -> str:
    """The rank glyph whose stroked outline starts at ``top`` and is ``height`` units tall."""
    width, path = GLYPHS[rank]
    scale = height / (100 + GLYPH_STROKE)
    x = centre_x - width * scale / 2
    y = top + GLYPH_STROKE * scale / 2
    return (
        f'<path transform="translate({fmt(x)} {fmt(y)}) scale({fmt(scale)})" fill="none" '
        f'stroke="{colour}" stroke-width="{GLYPH_STROKE}" stroke-linecap="round" '
        f'stroke-linejoin="round" d="{path}"/>'
    )


# Corner index: rank over a small suit symbol, in a column near the left edge.
INDEX_X = 23
INDEX_TOP = 15
INDEX_HEIGHT = 38
INDEX_PIP_Y = 70
INDEX_PIP_SCALE = 0.22


def indices(rank: str, suit: str, colour: str) -> str:
    """The top-left index and its copy turned half round into the bottom-right corner."""
    parts = [
        glyph(rank, INDEX_X, INDEX_TOP, INDEX_HEIGHT, colour),
        pip(suit, INDEX_X, INDEX_PIP_Y, INDEX_PIP_SCALE, colour),
    ]
    group = "".join(parts)
    return f'<g>{group}</g><g transform="rotate(180 {fmt(CX)} {fmt(CY)})">{group}</g>'


# ---------------------------------------------------------------------------------------------
# Number cards.

COL_LEFT = 76
COL_RIGHT = 174
ROW_TOP = 64
ROW_BOTTOM = 286
PIP_SCALE = 0.43


def spot_positions(count: int) -> list[tuple[float, float]]:
    """Centres of the pips of a number card in the traditional layouts (2 to 10)."""
    left, mid, right = float(COL_LEFT), CX, float(COL_RIGHT)
    top, bottom = float(ROW_TOP), float(ROW_BOTTOM)
    span = bottom - top
    centre = (top + bottom) / 2
    sides_2 = [(x, y) for y in (top, bottom) for x in (left, right)]
    sides_3 = [(x, y) for y in (top, centre, bottom) for x in (left, right)]
    sides_4 = [(x, top + span * i / 3) for i in range(4) for x in (left, right)]
    layouts: dict[int, list[tuple[float, float]]] = {
        2: [(mid, top), (mid, bottom)],
        3: [(mid, top), (mid, centre), (mid, bottom)],
        4: sides_2,
        5: [*sides_2, (mid, centre)],
        6: sides_3,
        7: [*sides_3, (mid, top + span / 4)],
        8: [*sides_3, (mid, top + span / 4), (mid, bottom - span / 4)],
        9: [*sides_4, (mid, centre)],
        10: [*sides_4, (mid, top + span / 6), (mid, bottom - span / 6)],
    }
    return layouts[count]


def number_card(rank: str, suit: str, colour: str) -> str:
    """Body of a card from 2 to 10: pips, the lower half turned upside down."""
    count = 10 if rank == "T" else int(rank)
    parts = []
    for x, y in spot_positions(count):
        parts.append(pip(suit, x, y, PIP_SCALE, colour, flip=y > CY + 0.5))
    return "".join(parts)


def ace_card(suit: str, colour: str) -> str:
    """Body of an ace: one large pip inside a fine ring."""
    ring = (
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="74" fill="none" stroke="{colour}" '
        f'stroke-width="1.2" stroke-opacity="0.35"/>'
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="79" fill="none" stroke="{colour}" '
        f'stroke-width="0.6" stroke-opacity="0.35"/>'
    )
    return ring + pip(suit, CX, CY, 1.0, colour)


# ---------------------------------------------------------------------------------------------
# Court cards: a framed double-ended bust. The top half is drawn in card coordinates above
# the centre line and repeated turned half round about the card's centre.

FRAME_X0 = 46
FRAME_X1 = 204
FRAME_Y0 = 17
FRAME_Y1 = 333
FIGURE_SCALE = 1.1


def el(tag: str, **attrs: str | float) -> str:
    """A self-closing SVG element; trailing underscores in names become hyphens."""
    items = []
    for key, value in attrs.items():
        name = key.rstrip("_").replace("_", "-")
        text = fmt(value) if isinstance(value, int | float) else value
        items.append(f'{name}="{text}"')
    return f"<{tag} {' '.join(items)}/>"


# Dark outline of the figure's main shapes.
OUTLINE: dict[str, str | float] = {"stroke": INK, "stroke_width": 1.4, "stroke_linejoin": "round"}


def held_item(rank: str) -> list[str]:
    """What the figure holds in its hand: sceptre (K), flower (Q) or halberd (J)."""
    out: list[str] = []
    if rank == "K":  # sceptre
        out.append(el("path", d="M172,150 L172,82", stroke=GOLD_DARK, stroke_width=6.5))
        out.append(el("path", d="M172,150 L172,82", stroke=GOLD, stroke_width=3.5))
        out.append(el("circle", cx=172, cy=74, r=7.5, fill=GOLD, **OUTLINE))
        out.append(
            el(
                "path",
                d="M172,58 L172,67 M167.5,62 L176.5,62",
                stroke=GOLD_DARK,
                stroke_width=2.5,
                stroke_linecap="round",
            )
        )
    elif rank == "Q":  # flower
        out.append(
            el(
                "path",
                d="M171,150 C169,124 176,104 174,86",
                fill="none",
                stroke="#3f8a3a",
                stroke_width=3,
                stroke_linecap="round",
            )
        )
        out.append(
            el(
                "path",
                d="M172,122 C182,116 188,118 192,110 C182,108 176,112 172,122 Z",
                fill="#4f9e47",
                stroke="#2f6a2b",
                stroke_width=1,
            )
        )
        for i in range(5):
            angle = math.radians(90 + 72 * i)
            out.append(
                el(
                    "circle",
                    cx=174 + 7 * math.cos(angle),
                    cy=80 - 7 * math.sin(angle),
                    r=5.5,
                    fill="#e0487a",
                    stroke="#9b1e4a",
                    stroke_width=1,
                )
            )
        out.append(el("circle", cx=174, cy=80, r=3.8, fill=GOLD, stroke=GOLD_DARK, stroke_width=1))
    else:  # halberd
        out.append(
            el(
                "path",
                d="M172,150 L172,60",
                stroke="#6b4a2b",
                stroke_width=4.5,
                stroke_linecap="round",
            )
        )
        out.append(
            el(
                "path",
                d="M172,38 L178,56 L172,62 L166,56 Z",
                fill="#c9d0d8",
                stroke="#5b6570",
                stroke_width=1.2,
                stroke_linejoin="round",
            )
        )
        out.append(
            el(
                "path",
                d="M172,64 C184,60 192,66 194,78 C186,74 178,74 172,76 Z",
                fill="#c9d0d8",
                stroke="#5b6570",
                stroke_width=1.2,
            )
        )
    return out


def court_half(rank: str, suit: str, colour: str) -> str:
    """The upper half of a court card's picture (king, queen or jack)."""
    out: list[str] = []

    # Long hair of the queen, behind the head.
    if rank == "Q":
        out.append(
            el(
                "path",
                d="M103,96 C98,70 112,68 125,68 C138,68 152,70 147,96 "
                "C150,110 156,118 152,128 L98,128 C94,118 100,110 103,96 Z",
                fill="#a8672a",
                stroke="#6a3e16",
                stroke_width=1.2,
            )
        )

    # Robe over the shoulders.
    robe = (
        "M74,175 C68,162 62,152 62,142 C62,131 84,124 106,121 L144,121 "
        "C166,124 188,131 188,142 C188,152 182,162 176,175 Z"
    )
    out.append(el("path", d=robe, fill=colour, **OUTLINE))
    # Trim lines on the sleeves and a gold front band with a small pip on it.
    out.append(
        el(
            "path",
            d="M86,129 C92,142 96,158 97,175 M164,129 C158,142 154,158 153,175",
            fill="none",
            stroke=GOLD,
            stroke_width=3,
        )
    )
    out.append(
        el(
            "path",
            d="M114,124 L136,124 L140,175 L110,175 Z",
            fill=GOLD,
            stroke=GOLD_DARK,
            stroke_width=1,
        )
    )
    out.append(pip(suit, 125, 160, 0.15, colour))

    # Neck and collar.
    out.append(
        el("rect", x=117, y=106, width=16, height=18, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.2)
    )
    if rank == "K":  # ermine collar: white with black tails
        out.append(
            el(
                "path",
                d="M86,128 C100,122 150,122 164,128 L160,142 C146,136 104,136 90,142 Z",
                fill=WHITE,
                **OUTLINE,
            )
        )
        for x, y in ((98, 133), (112, 130), (125, 129), (138, 130), (152, 133)):
            out.append(el("path", d=f"M{x},{y} l-2,5 l2,-1.5 l2,1.5 Z", fill=INK))
    elif rank == "Q":  # blue neckline with pearl trim
        out.append(el("path", d="M104,121 L125,146 L146,121 Z", fill=BLUE, **OUTLINE))
        for i in range(7):
            t = i / 6
            out.append(el("circle", cx=104 + 21 * t, cy=121 + 25 * t, r=1.7, fill=WHITE))
            out.append(el("circle", cx=146 - 21 * t, cy=121 + 25 * t, r=1.7, fill=WHITE))
    else:  # round blue collar
        out.append(
            el(
                "path",
                d="M98,123 C108,138 142,138 152,123 C142,130 108,130 98,123 Z",
                fill=BLUE,
                stroke=BLUE_DARK,
                stroke_width=1.2,
            )
        )
        out.append(
            el(
                "path",
                d="M98,123 C108,144 142,144 152,123",
                fill="none",
                stroke=BLUE_DARK,
                stroke_width=1.2,
            )
        )

    # Head and face.
    out.append(el("circle", cx=125, cy=96, r=20, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.4))
    if rank == "J":  # short hair under the cap
        out.append(
            el(
                "path",
                d="M106,90 C106,80 114,76 125,76 C136,76 144,80 144,90 "
                "C140,86 134,84 125,84 C116,84 110,86 106,90 Z",
                fill="#6b4423",
            )
        )
    out.append(el("circle", cx=117.5, cy=101, r=3.2, fill=CHEEK))
    out.append(el("circle", cx=132.5, cy=101, r=3.2, fill=CHEEK))
    out.append(el("circle", cx=118, cy=94, r=1.9, fill=INK))
    out.append(el("circle", cx=132, cy=94, r=1.9, fill=INK))
    out.append(
        el(
            "path",
            d="M114.5,89.5 Q118,87.5 121.5,89.5 M128.5,89.5 Q132,87.5 135.5,89.5",
            fill="none",
            stroke=SKIN_LINE,
            stroke_width=1.1,
            stroke_linecap="round",
        )
    )
    out.append(
        el(
            "path",
            d="M125.5,96.5 Q122.5,101.5 126,102.5",
            fill="none",
            stroke=SKIN_LINE,
            stroke_width=1.1,
            stroke_linecap="round",
            stroke_linejoin="round",
        )
    )
    if rank == "K":  # beard and moustache
        out.append(
            el(
                "path",
                d="M106,100 C106,120 116,128 125,128 C134,128 144,120 144,100 "
                "C140,108 133,110 125,110 C117,110 110,108 106,100 Z",
                fill="#8b5e34",
                stroke="#5a3a1c",
                stroke_width=1.1,
            )
        )
        out.append(
            el(
                "path",
                d="M116,108 C120,104 124,105 125,107 C126,105 130,104 134,108 "
                "C130,110 127,110 125,109 C123,110 120,110 116,108 Z",
                fill="#6e4624",
            )
        )
    else:
        out.append(
            el(
                "path",
                d="M120.5,108 Q125,111.5 129.5,108",
                fill="none",
                stroke="#b0413e",
                stroke_width=1.6,
                stroke_linecap="round",
            )
        )

    # Headwear.
    if rank == "K":  # crown with three points, jewels and gold balls
        out.append(
            el(
                "path",
                d="M103,84 L100,56 L113,70 L125,51 L137,70 L150,56 L147,84 Z",
                fill=GOLD,
                stroke=GOLD_DARK,
                stroke_width=1.4,
                stroke_linejoin="round",
            )
        )
        out.append(
            el(
                "rect",
                x=102,
                y=77,
                width=46,
                height=8,
                fill=GOLD,
                stroke=GOLD_DARK,
                stroke_width=1.2,
            )
        )
        for cx_, cy_ in ((100, 55), (125, 49), (150, 55)):
            out.append(
                el("circle", cx=cx_, cy=cy_, r=3, fill=GOLD, stroke=GOLD_DARK, stroke_width=1)
            )
        out.append(el("circle", cx=125, cy=81, r=2.6, fill="#c8102e"))
        out.append(el("circle", cx=112, cy=81, r=2.2, fill=BLUE))
        out.append(el("circle", cx=138, cy=81, r=2.2, fill=BLUE))
    elif rank == "Q":  # tiara on a curved band
        out.append(
            el(
                "path",
                d="M106,84 L108,69 L116,76 L125,60 L134,76 L142,69 L144,84 Q125,78 106,84 Z",
                fill=GOLD,
                stroke=GOLD_DARK,
                stroke_width=1.3,
                stroke_linejoin="round",
            )
        )
        out.append(el("circle", cx=125, cy=74, r=2.8, fill=BLUE))
        out.append(
            el("circle", cx=125, cy=59, r=2.2, fill=WHITE, stroke=GOLD_DARK, stroke_width=0.8)
        )
    else:  # cap with a feather
        out.append(
            el(
                "path",
                d="M146,76 C156,60 168,52 182,48 C176,60 164,72 150,80 Z",
                fill="#c8102e",
                stroke="#7a0a1c",
                stroke_width=1.1,
            )
        )
        out.append(
            el(
                "path",
                d="M102,86 C98,68 112,60 128,61 C146,62 154,72 150,86 Q126,79 102,86 Z",
                fill=BLUE,
                stroke=BLUE_DARK,
                stroke_width=1.3,
            )
        )
        out.append(
            el(
                "path",
                d="M102,86 Q126,79 150,86 L150,80 Q126,73 102,80 Z",
                fill=GOLD,
                stroke=GOLD_DARK,
                stroke_width=1,
            )
        )

    # The held item in front of the robe, and the hand holding it.
    out.extend(held_item(rank))
    out.append(el("circle", cx=172, cy=143, r=6, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.2))
    return "".join(out)


def court_card(rank: str, suit: str, colour: str) -> str:
    """Body of a jack, queen or king: a frame holding the double-ended picture."""
    w = FRAME_X1 - FRAME_X0
    h = FRAME_Y1 - FRAME_Y0
    figure = court_half(rank, suit, colour)
    centre = f"{fmt(CX)} {fmt(CY)}"
    zoom = f"translate({centre}) scale({fmt(FIGURE_SCALE)}) translate(-{fmt(CX)} -{fmt(CY)})"
    half = f'<g transform="{zoom}">{figure}</g>' + pip(suit, 72, 47, 0.32, colour)
    return "".join(
        [
            el(
                "rect",
                x=FRAME_X0,
                y=FRAME_Y0,
                width=w,
                height=h,
                rx=4,
                fill=CREAM,
                stroke=colour,
                stroke_width=1.6,
            ),
            el(
                "rect",
                x=FRAME_X0 + 4,
                y=FRAME_Y0 + 4,
                width=w - 8,
                height=h - 8,
                rx=2,
                fill="none",
                stroke=GOLD,
                stroke_width=1.2,
            ),
            f"<g>{half}</g>",
            f'<g transform="rotate(180 {fmt(CX)} {fmt(CY)})">{half}</g>',
            el(
                "path",
                d=f"M{FRAME_X0 + 4},{fmt(CY)} L{FRAME_X1 - 4},{fmt(CY)}",
                stroke=GOLD,
                stroke_width=1.6,
            ),
        ]
    )


# ---------------------------------------------------------------------------------------------
# Card back.

BACK_NAVY = "#16305c"
BACK_LINE = "#34599a"
BACK_DOT = "#7d9ad3"
BACK_LIGHT = "#c9d6f0"

BACKS: dict[str, tuple[str, str, str, str]] = {
    "blue": (BACK_NAVY, BACK_LINE, BACK_DOT, BACK_LIGHT),
    "red": ("#6b1420", "#9a2f3c", "#d97b86", "#f3cdd2"),
    "green": ("#134a2c", "#2b7148", "#7fbf94", "#cfe8d6"),
}
"""The card backs by name: ground, lattice, dots and light accents."""


def grid_offsets(low: float, high: float, step: float) -> list[float]:
    """Offsets ``low + step / 2 + k * step`` below ``high``: where the lattice lines lie."""
    count = math.ceil((high - low) / step - 0.5)
    return [low + step / 2 + k * step for k in range(count)]


def diagonal_segments(
    x0: float, y0: float, x1: float, y1: float, step: float
) -> list[tuple[float, float, float, float]]:
    """45-degree lattice lines through the rectangle, clipped to it, both directions."""
    segments = []
    for c in grid_offsets(x0 - y1, x1 - y0, step):  # lines x - y = c
        ax, bx = max(x0, y0 + c), min(x1, y1 + c)
        segments.append((ax, ax - c, bx, bx - c))
    for c in grid_offsets(x0 + y0, x1 + y1, step):  # lines x + y = c
        ax, bx = max(x0, c - y1), min(x1, c - y0)
        segments.append((ax, c - ax, bx, c - bx))
    return segments


def back_svg(colour: str = "blue") -> str:
    """The card back: a lattice with a gold border and a medallion of the four suits."""
    ground, line, dot, light = BACKS[colour]
    x0, y0, x1, y1 = 18.0, 18.0, 232.0, 332.0
    step = 17.0
    parts = [
        el("rect", x=10, y=10, width=230, height=330, rx=8, fill=ground),
    ]
    lines = " ".join(
        f"M{fmt(ax)},{fmt(ay)} L{fmt(bx)},{fmt(by)}"
        for ax, ay, bx, by in diagonal_segments(x0, y0, x1, y1, step)
    )
    parts.append(el("path", d=lines, fill="none", stroke=line, stroke_width=1.3))
    # Small diamonds on the lattice crossings: x - y = c1 meets x + y = c2.
    dots = []
    for c1 in grid_offsets(x0 - y1, x1 - y0, step):
        for c2 in grid_offsets(x0 + y0, x1 + y1, step):
            x, y = (c1 + c2) / 2, (c2 - c1) / 2
            if x0 + 3 < x < x1 - 3 and y0 + 3 < y < y1 - 3:
                dots.append(f"M{fmt(x)},{fmt(y - 2.6)} l2.6,2.6 l-2.6,2.6 l-2.6,-2.6 Z")
    parts.append(el("path", d=" ".join(dots), fill=dot))
    # Double border.
    parts.append(
        el(
            "rect",
            x=x0,
            y=y0,
            width=x1 - x0,
            height=y1 - y0,
            rx=5,
            fill="none",
            stroke=GOLD,
            stroke_width=2,
        )
    )
    parts.append(
        el(
            "rect",
            x=x0 + 5,
            y=y0 + 5,
            width=x1 - x0 - 10,
            height=y1 - y0 - 10,
            rx=3,
            fill="none",
            stroke=dot,
            stroke_width=0.9,
        )
    )
    # Central medallion with the four suits.
    parts.append(
        el("ellipse", cx=CX, cy=CY, rx=50, ry=66, fill=ground, stroke=GOLD, stroke_width=2)
    )
    parts.append(
        el("ellipse", cx=CX, cy=CY, rx=44, ry=60, fill="none", stroke=dot, stroke_width=0.9)
    )
    for suit, dx, dy in (("S", 0, -30), ("H", 22, 0), ("C", 0, 30), ("D", -22, 0)):
        parts.append(pip(suit, CX + dx, CY + dy, 0.22, light))
    parts.append(el("circle", cx=CX, cy=CY, r=3, fill=GOLD))
    return card_document("".join(parts))


# ---------------------------------------------------------------------------------------------
# Documents.

HEADER = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
    "<!-- Generated by tools/make_cards.py; edit the script, not this file. -->"
)


def card_document(body: str) -> str:
    """A complete SVG document: white rounded card with a grey border around ``body``."""
    blank = el(
        "rect",
        x=0.75,
        y=0.75,
        width=WIDTH - 1.5,
        height=HEIGHT - 1.5,
        rx=12,
        fill=WHITE,
        stroke=BORDER,
        stroke_width=1.5,
    )
    return HEADER.format(w=WIDTH, h=HEIGHT) + "\n" + blank + "\n" + body + "\n</svg>\n"


def face_svg(rank: str, suit: str, palette: Palette) -> str:
    """The SVG document of one card face."""
    colour = palette.colours[suit]
    if rank == "A":
        body = ace_card(suit, colour)
    elif rank in "KQJ":
        body = court_card(rank, suit, colour)
    else:
        body = number_card(rank, suit, colour)
    return card_document(body + "\n" + indices(rank, suit, colour))


def all_files() -> dict[str, str]:
    """Every generated file: relative path (with forward slashes) to its SVG text."""
    files = {"back.svg": back_svg()}
    files.update({f"back-{name}.svg": back_svg(name) for name in BACKS if name != "blue"})
    for palette in PALETTES:
        for suit in SUITS:
            for rank in RANKS:
                files[f"{palette.name}/{rank}{suit}.svg"] = face_svg(rank, suit, palette)
    return files


def write_all(out: Path) -> list[Path]:
    """Write every card into ``out`` (creating folders as needed); return the paths."""
    written = []
    for name, text in sorted(all_files().items()):
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help="folder to write into (default: assets/cards/ of this checkout)",
    )
    args = parser.parse_args(argv)
    written = write_all(args.out)
    print(f"wrote {len(written)} files into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
