"""Where every card of the logical table goes: hands fanned at their seats, the trick in the
middle, the piles above it. A pure function of what lies where; the scene animates towards it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF

from solo_desktop.ui.table.animation import Target
from solo_desktop.ui.table.card_item import CardItem
from solo_desktop.ui.table.seat_layout import (
    PILE_SCALE,
    SeatPlace,
    fan_slots,
    pile_centre,
    pile_slots,
    pile_width,
)

HAND_Z = 10.0
"""Stacking of the hands' cards (each card one above the one before)."""
PILE_Z = 50.0
"""Stacking of the piles, above the hands."""
TRICK_Z = 200.0
"""Stacking of the trick, above everything else."""
PILE_GAP = 40.0
"""Scene units between two piles side by side."""


def card_targets(
    places: Sequence[SeatPlace],
    hands: Mapping[int, Sequence[CardItem]],
    hand_up: Mapping[int, bool],
    trick: Sequence[tuple[int, CardItem]],
    piles: Mapping[str, Sequence[CardItem]],
    pile_up: Mapping[str, bool],
    table: QRectF,
) -> dict[CardItem, Target]:
    """The place, turn, scale, stacking and face of each card item on the table."""
    targets: dict[CardItem, Target] = {}
    for seat, items in hands.items():
        place = places[seat]
        face_up = hand_up.get(seat, False)
        for i, (item, slot) in enumerate(
            zip(items, fan_slots(place, len(items), face_up), strict=True)
        ):
            # A face-up hand shows its known cards; unknown ones (None) stay face down, so
            # a hand can show some cards to everybody (a marriage, the open bronco hand).
            up = face_up and item.card is not None
            targets[item] = Target(slot.pos, slot.rotation, place.scale, HAND_Z + i, up)
    for i, (seat, item) in enumerate(trick):
        card = item.card if item.card is not None else 0
        tilt = ((card * 7919 + seat * 31) % 9 - 4) * 1.1
        place = places[seat]
        targets[item] = Target(place.trick, tilt, place.trick_scale, TRICK_Z + i, True)
    widths = [pile_width(len(items)) for items in piles.values()]
    total = sum(widths) + PILE_GAP * max(0, len(widths) - 1)
    centre = pile_centre(table)
    x = centre.x() - total / 2
    for p, ((name, items), width) in enumerate(zip(piles.items(), widths, strict=True)):
        middle = QPointF(x + width / 2, centre.y())
        face_up = pile_up.get(name, False)
        for i, (item, pos) in enumerate(zip(items, pile_slots(len(items), middle), strict=True)):
            targets[item] = Target(pos, 0.0, PILE_SCALE, PILE_Z + 20 * p + i, face_up)
        x += width + PILE_GAP
    return targets
