"""Generate the playing-card art (SVG) in ``assets/cards/``.

Run it from the repository root with the project's interpreter:

    .venv/bin/python tools/make_cards.py              # rewrites assets/cards/
    .venv/bin/python tools/make_cards.py --out DIR    # writes the same files into DIR

It writes 52 faces in two colour schemes plus one back (105 files):

* ``standard/<RANK><SUIT>.svg``: black clubs and spades, red hearts and diamonds;
* ``four_colour/<RANK><SUIT>.svg``: green clubs, orange diamonds, red hearts, black spades;
* ``back.svg`` (blue), ``back-red.svg`` and ``back-green.svg``.

Ranks are ``A K Q J T 9 8 7 6 5 4 3 2`` and suits ``C S H D`` (``TC.svg`` is the ten of clubs).

The court figures are drawn in ``card_figures.py``, with the primitives of ``card_svg.py``
(sizes, colours, suit symbols, SVG elements). Everything is drawn with paths and basic
shapes: the indices are hand-made stroked glyphs, never ``<text>``, so the cards look the
same on a machine without any font installed. The script uses the standard library only and
is deterministic: the same input gives the same bytes, and a test checks that the committed
files match a fresh run.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the checkout's root holds `tools`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.card_figures import court_card
from tools.card_svg import (
    BORDER,
    CX,
    CY,
    GOLD,
    HEIGHT,
    PALETTES,
    RANKS,
    SUITS,
    WHITE,
    WIDTH,
    Palette,
    el,
    fmt,
    pip,
)

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "cards"

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
