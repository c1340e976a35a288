"""The card faces and the back as SVG renderers, loaded lazily through `solo_desktop.assets`."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, QSizeF, Signal
from PySide6.QtSvg import QSvgRenderer

from solo_desktop.assets import card_back_svg, card_svg
from solo_desktop.core.cards import CARD_TEXT

CARD_WIDTH = 100.0
"""A card's width in scene units (the art's viewBox is 250 x 350)."""

CARD_HEIGHT = 140.0
"""A card's height in scene units."""

CARD_SIZE = QSizeF(CARD_WIDTH, CARD_HEIGHT)
"""A card's size in scene units."""

CARD_RECT = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
"""A card's rectangle around its centre, the local geometry of every card item."""

CARD_CORNER = CARD_WIDTH * 12 / 250
"""The corner radius of the card art, in scene units."""


class DeckTheme(QObject):
    """One SVG renderer per card face and one for the back, each loaded on first use."""

    changed = Signal()
    """The faces changed (standard or four-colour): cards showing them must repaint."""

    def __init__(
        self, four_colour: bool = False, parent: QObject | None = None, back: str = "blue"
    ) -> None:
        """A theme of the standard (or four-colour) faces and a card back (blue, red, green)."""
        super().__init__(parent)
        self._four_colour = four_colour
        self._back_colour = back
        self._faces: dict[int, QSvgRenderer] = {}
        self._back: QSvgRenderer | None = None
        self._high_contrast = False

    @property
    def four_colour(self) -> bool:
        """Whether the faces are the four-colour deck."""
        return self._four_colour

    def set_four_colour(self, four_colour: bool) -> None:
        """Switch between the standard and the four-colour faces (renderers reload lazily)."""
        if four_colour != self._four_colour:
            self._four_colour = four_colour
            self._faces.clear()
            self.changed.emit()

    @property
    def back(self) -> str:
        """The card back's colour."""
        return self._back_colour

    @property
    def high_contrast(self) -> bool:
        """Whether the table is drawn in high contrast (black felt, white and yellow lines)."""
        return self._high_contrast

    def set_high_contrast(self, on: bool) -> None:
        """Draw the table in high contrast, or as usual; everything showing it repaints."""
        if on != self._high_contrast:
            self._high_contrast = on
            self.changed.emit()

    def set_back(self, colour: str) -> None:
        """Switch the card back (blue, red or green)."""
        card_back_svg(colour)  # raises for an unknown colour
        if colour != self._back_colour:
            self._back_colour = colour
            self._back = None
            self.changed.emit()

    def renderer(self, card: int | None) -> QSvgRenderer:
        """The renderer of a card's face, or of the back for None."""
        if card is None:
            if self._back is None:
                self._back = QSvgRenderer(str(card_back_svg(self._back_colour)))
            return self._back
        face = self._faces.get(card)
        if face is None:
            text = CARD_TEXT[card] if 0 <= card < len(CARD_TEXT) else ""
            if not text:
                raise ValueError(f"not a card: {card}")
            face = QSvgRenderer(str(card_svg(text, self._four_colour)))
            self._faces[card] = face
        return face
