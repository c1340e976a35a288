"""Where each seat sits at the table: hand, fan, name plate and trick spot, for 2 to 5 seats.

Seat 0 is the viewer at the bottom centre; the others follow clockwise (left, top, right).
Positions scale with the table rectangle; card sizes and spacings are in scene units.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Literal

from PySide6.QtCore import QPointF, QRectF

from solo_desktop.ui.table.deck_theme import CARD_HEIGHT, CARD_WIDTH

Side = Literal["bottom", "left", "top", "right"]
"""The table edge a seat sits at."""

PLATE_WIDTH = 230.0
"""A name plate's width in scene units."""

PLATE_HEIGHT = 62.0
"""A name plate's height in scene units."""

BOTTOM_SCALE = 1.2
"""The scale of the cards in the viewer's own hand."""
OPPONENT_SCALE = 0.55
"""The scale of the cards in the opponents' hands."""

TRICK_SCALE = 0.9
"""The scale of the cards in the trick."""

PILE_SCALE = 0.72
"""The scale of the cards of the talon, widow or stock."""

_BOTTOM_SPACING = 80.0
_BOTTOM_LENGTH = 760.0
_ARC_DROP = 24.0
_ARC_TURN = 9.0
_OPPONENT_SPACING = 15.0
_OPPONENT_SPACING_UP = 28.0
_OPPONENT_LENGTH = 240.0
_TOP_LENGTH_UP = 320.0
_PLATE_GAP = 22.0
_TOP_Y = 0.09
_PILE_FAN = 0.56
_PILE_STACK = 0.9


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat's things go on the table."""

    seat: int
    side: Side
    hand: QPointF
    """The centre of the hand."""
    fan: QPointF
    """The unit direction in which the hand's cards follow each other."""
    rotation: float
    """The rotation of the hand's cards in degrees (90 at the left edge, -90 at the right)."""
    scale: float
    """The scale of the hand's cards."""
    spacing: float
    """The distance between neighbouring face-down cards."""
    spacing_face_up: float
    """The distance between neighbouring face-up cards (so their indices show)."""
    max_length: float
    """The longest a face-down fan gets from its first to its last card's centre."""
    max_length_face_up: float
    """The longest a face-up fan gets."""
    arc: bool
    """Whether the hand curves in a gentle arc (the viewer's own hand)."""
    plate: QPointF
    """The centre of the name plate."""
    trick: QPointF
    """Where this seat's card lands in the trick."""
    trick_scale: float = TRICK_SCALE
    """The scale of this seat's card in the trick."""


@dataclass(frozen=True)
class Slot:
    """One card's place in a fan: centre and rotation."""

    pos: QPointF
    rotation: float


_TRICK_OFFSETS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0, 92), (0, -92)),
    3: ((0, 118), (-96, -58), (96, -58)),
    4: ((0, 118), (-152, 0), (0, -115), (152, 0)),
    5: ((0, 118), (-182, 4), (-88, -115), (88, -115), (182, 4)),
}


def trick_centre(rect: QRectF) -> QPointF:
    """The middle of the trick area."""
    return QPointF(rect.left() + 0.5 * rect.width(), rect.top() + 0.47 * rect.height())


def pile_centre(rect: QRectF) -> QPointF:
    """The middle of the row of piles (talon, widow, stock), above the trick."""
    return QPointF(rect.left() + 0.5 * rect.width(), rect.top() + 0.205 * rect.height())


def _at(rect: QRectF, fx: float, fy: float) -> QPointF:
    return QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())


def _top_half_length() -> float:
    return _TOP_LENGTH_UP / 2 + CARD_WIDTH * OPPONENT_SCALE / 2


def _bottom(rect: QRectF, trick: QPointF) -> SeatPlace:
    return SeatPlace(
        seat=0,
        side="bottom",
        hand=_at(rect, 0.5, 0.865),
        fan=QPointF(1, 0),
        rotation=0.0,
        scale=BOTTOM_SCALE,
        spacing=_BOTTOM_SPACING,
        spacing_face_up=_BOTTOM_SPACING,
        max_length=_BOTTOM_LENGTH,
        max_length_face_up=_BOTTOM_LENGTH,
        arc=True,
        plate=_at(rect, 0.145, 0.905),
        trick=trick,
    )


def _side(rect: QRectF, seat: int, side: Side, trick: QPointF) -> SeatPlace:
    fx = 0.075 if side == "left" else 0.925
    hand = _at(rect, fx, 0.45)
    plate = _at(rect, 0.08 if side == "left" else 0.92, 0.635)
    return SeatPlace(
        seat=seat,
        side=side,
        hand=hand,
        fan=QPointF(0, 1),
        rotation=90.0 if side == "left" else -90.0,
        scale=OPPONENT_SCALE,
        spacing=_OPPONENT_SPACING,
        spacing_face_up=_OPPONENT_SPACING_UP,
        max_length=_OPPONENT_LENGTH,
        max_length_face_up=_OPPONENT_LENGTH,
        arc=False,
        plate=plate,
        trick=trick,
    )


def _top(rect: QRectF, seat: int, fx: float, plate_left: bool, trick: QPointF) -> SeatPlace:
    hand = _at(rect, fx, _TOP_Y)
    reach = _top_half_length() + _PLATE_GAP + PLATE_WIDTH / 2
    plate = QPointF(hand.x() - reach if plate_left else hand.x() + reach, hand.y())
    return SeatPlace(
        seat=seat,
        side="top",
        hand=hand,
        fan=QPointF(1, 0),
        rotation=0.0,
        scale=OPPONENT_SCALE,
        spacing=_OPPONENT_SPACING,
        spacing_face_up=_OPPONENT_SPACING_UP,
        max_length=_OPPONENT_LENGTH,
        max_length_face_up=_TOP_LENGTH_UP,
        arc=False,
        plate=plate,
        trick=trick,
    )


def positions(count: int, rect: QRectF) -> list[SeatPlace]:
    """The places of `count` seats (2 to 5) around a table filling `rect`, seat 0 at the bottom."""
    offsets = _TRICK_OFFSETS.get(count)
    if offsets is None:
        raise ValueError(f"a table seats 2 to 5 players, not {count}")
    centre = trick_centre(rect)
    tricks = [QPointF(centre.x() + dx, centre.y() + dy) for dx, dy in offsets]
    places = [_bottom(rect, tricks[0])]
    if count == 2:
        places.append(_top(rect, 1, 0.5, False, tricks[1]))
    elif count == 3:
        places.append(_top(rect, 1, 0.3, True, tricks[1]))
        places.append(_top(rect, 2, 0.7, False, tricks[2]))
    elif count == 4:
        places.append(_side(rect, 1, "left", tricks[1]))
        places.append(_top(rect, 2, 0.5, False, tricks[2]))
        places.append(_side(rect, 3, "right", tricks[3]))
    else:
        places.append(_side(rect, 1, "left", tricks[1]))
        places.append(_top(rect, 2, 0.33, True, tricks[2]))
        places.append(_top(rect, 3, 0.67, False, tricks[3]))
        places.append(_side(rect, 4, "right", tricks[4]))
    return places


def fan_slots(place: SeatPlace, count: int, face_up: bool) -> list[Slot]:
    """The centres and rotations of `count` cards fanned in this seat's hand, first to last."""
    if count <= 0:
        return []
    spacing = place.spacing_face_up if face_up else place.spacing
    if count > 1:
        length = place.max_length_face_up if face_up else place.max_length
        spacing = min(spacing, length / (count - 1))
    half = _BOTTOM_LENGTH / 2
    slots = []
    for i in range(count):
        t = (i - (count - 1) / 2) * spacing
        x = place.hand.x() + place.fan.x() * t
        y = place.hand.y() + place.fan.y() * t
        rotation = place.rotation
        if place.arc:
            y += _ARC_DROP * (t / half) ** 2
            rotation += _ARC_TURN * t / half
        slots.append(Slot(QPointF(x, y), rotation))
    return slots


def pile_slots(count: int, centre: QPointF) -> list[QPointF]:
    """The centres of a pile's cards: a short fan for up to four cards, else a squared stack."""
    step = CARD_WIDTH * PILE_SCALE * _PILE_FAN if count <= 4 else -_PILE_STACK
    slots = []
    for i in range(count):
        k = i - (count - 1) / 2
        slots.append(QPointF(centre.x() + k * step, centre.y() + (0.0 if count <= 4 else k * step)))
    return slots


def pile_width(count: int) -> float:
    """How wide a pile of `count` cards lies."""
    if count <= 0:
        return 0.0
    card = CARD_WIDTH * PILE_SCALE
    if count <= 4:
        return card + (count - 1) * card * _PILE_FAN
    return card + (count - 1) * _PILE_STACK


def extent(scale: float, rotation: float) -> tuple[float, float]:
    """Half the width and half the height a card covers at this scale and rotation."""
    a = math.radians(rotation)
    w, h = CARD_WIDTH * scale / 2, CARD_HEIGHT * scale / 2
    return (
        abs(w * math.cos(a)) + abs(h * math.sin(a)),
        abs(w * math.sin(a)) + abs(h * math.cos(a)),
    )


def scaled(place: SeatPlace, factor: float, rect: QRectF) -> SeatPlace:
    """`place` with the person's cards and the trick `factor` times their normal size (the
    card-size setting): the bottom hand grows, rises to stay on the table and keeps clear of
    its name plate; every seat's trick card grows and moves out a little from the centre."""
    if factor == 1.0:
        return place
    centre = trick_centre(rect)
    spread = 1.0 + (factor - 1.0) * 0.7
    trick = QPointF(
        centre.x() + (place.trick.x() - centre.x()) * spread,
        centre.y() + (place.trick.y() - centre.y()) * spread,
    )
    if place.side != "bottom":
        return replace(place, trick=trick, trick_scale=TRICK_SCALE * factor)
    scale = BOTTOM_SCALE * factor
    # Up by what the lowest point of the fan's outer, turned cards grows (their half height,
    # the corner the turn brings down, the shadow), so that the hand stays on the table.
    growth = (scale - place.scale) * (CARD_HEIGHT / 2 + CARD_WIDTH / 2 * 0.16 + 6.0)
    hand = QPointF(place.hand.x(), place.hand.y() - growth)
    # The outer card's centre keeps half its turned width (and its shadow) from the plate.
    turned_half_width = (CARD_WIDTH * 0.99 + CARD_HEIGHT * 0.16) * scale / 2 + 8.0
    clear = place.plate.x() + PLATE_WIDTH / 2 + 10 + turned_half_width
    longest = max(0.0, 2 * (hand.x() - clear))
    return replace(
        place,
        hand=hand,
        scale=scale,
        spacing=place.spacing * factor,
        spacing_face_up=place.spacing_face_up * factor,
        max_length=min(place.max_length * factor, longest),
        max_length_face_up=min(place.max_length_face_up * factor, longest),
        trick=trick,
        trick_scale=TRICK_SCALE * factor,
    )
