"""The game-agnostic card table: deck theme, card items, seat layout, scene and view."""

from __future__ import annotations

from solo_desktop.ui.table.card_item import CardItem
from solo_desktop.ui.table.deck_theme import CARD_HEIGHT, CARD_SIZE, CARD_WIDTH, DeckTheme
from solo_desktop.ui.table.scene import SCENE_RECT, TableScene
from solo_desktop.ui.table.seat_layout import SeatPlace, positions
from solo_desktop.ui.table.view import TableView

__all__ = [
    "CARD_HEIGHT",
    "CARD_SIZE",
    "CARD_WIDTH",
    "SCENE_RECT",
    "CardItem",
    "DeckTheme",
    "SeatPlace",
    "TableScene",
    "TableView",
    "positions",
]
