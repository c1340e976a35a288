"""The court cards of the card art (tools/make_cards.py): a jack, queen or king as a framed,
double-ended bust, drawn with paths and basic shapes."""

from __future__ import annotations

import math

from tools.card_svg import (
    BLUE,
    BLUE_DARK,
    CHEEK,
    CREAM,
    CX,
    CY,
    GOLD,
    GOLD_DARK,
    INK,
    SKIN,
    SKIN_LINE,
    WHITE,
    el,
    fmt,
    pip,
)

# Court cards: a framed double-ended bust. The top half is drawn in card coordinates above
# the centre line and repeated turned half round about the card's centre.

FRAME_X0 = 46
FRAME_X1 = 204
FRAME_Y0 = 17
FRAME_Y1 = 333
FIGURE_SCALE = 1.1


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
