"""One card on the table: its SVG face or back painted as vectors, with the states a hand needs."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from solo_desktop.ui.table.deck_theme import CARD_CORNER, CARD_RECT, DeckTheme

LIFT = 30.0
"""How far a selected card is raised, in scene units along the card's own up direction."""

POINT_LIFT = 12.0
"""How far a clickable card rises under the mouse or with the keyboard focus."""

_SHADOW = ((0.0, 46), (1.6, 26), (3.2, 12))
_SHADOW_OFFSET = QPointF(2.0, 3.0)
_MARGIN_LEFT_TOP = 7.0
_MARGIN_RIGHT_BOTTOM = 9.0

_DIM = QColor(28, 30, 36, 120)
_OUTLINE = QColor(0, 0, 0, 110)
_HOVER = QColor(255, 210, 80)
_FOCUS = QColor(90, 175, 255)
_SELECTED = QColor(255, 236, 150)
_CONTRAST_OUTER = QColor(255, 255, 255)
_OUTLINE_STRONG = QColor(0, 0, 0)
_DIM_STRONG = QColor(0, 0, 0, 175)
_CONTRAST_FOCUS = QColor(255, 230, 0)


class CardItem(QGraphicsObject):
    """A card item: face up or down, dimmed, raised, hover and focus highlights.

    The item's origin is the card's centre, so `pos`, `rotation` and `scale` (all animatable
    Qt properties) turn and shrink it about its middle.
    """

    clicked = Signal(object)
    """Emitted with the item on a left click while it is clickable."""

    activated = Signal(object)
    """Emitted with the item on a double click while it is clickable."""

    refused = Signal(object)
    """Emitted with the item on a left click while it is not clickable."""

    def __init__(
        self,
        theme: DeckTheme,
        card: int | None = None,
        face_up: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        """A card of this theme; `card` is None for an unknown face-down card."""
        super().__init__(parent)
        self._theme = theme
        self._card = card
        self._face_up = face_up and card is not None
        self._dimmed = False
        self._lift = 0.0
        self._clickable = False
        self._hover = False
        self._focused = False
        self._pressed = False
        self._turn = 0.0
        self._pending_face: bool | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # state -------------------------------------------------------------------------------

    @property
    def theme(self) -> DeckTheme:
        """The deck theme the item paints with."""
        return self._theme

    @property
    def card(self) -> int | None:
        """The card, or None for a face-down card whose face is unknown."""
        return self._card

    @card.setter
    def card(self, card: int | None) -> None:
        self._card = card
        if card is None:
            self._face_up = False
        self.update()

    @property
    def face_up(self) -> bool:
        """Whether the face shows."""
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        """Show the face (only for a known card) or the back, at once."""
        self._pending_face = None
        face_up = face_up and self._card is not None
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    @property
    def dimmed(self) -> bool:
        """Whether a translucent grey covers the card."""
        return self._dimmed

    def set_dimmed(self, dimmed: bool) -> None:
        """Cover the card in translucent grey (not playable), or not."""
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    @property
    def selected_raised(self) -> bool:
        """Whether the card is raised out of its hand."""
        return self._lift > 0

    def _pointed(self) -> bool:
        return self._clickable and (self._hover or self._focused)

    def set_selected_raised(self, raised: bool) -> None:
        """Raise the card a bit along its own up direction (chosen, e.g. for a discard)."""
        lift = LIFT if raised else 0.0
        if lift != self._lift:
            self.prepareGeometryChange()
            self._lift = lift
            self.update()

    @property
    def clickable(self) -> bool:
        """Whether clicks on the card are reported."""
        return self._clickable

    def set_clickable(self, clickable: bool) -> None:
        """Report clicks, show the hover highlight and a pointing cursor, or not."""
        if clickable == self._clickable:
            return
        self.prepareGeometryChange()
        self._clickable = clickable
        self.setAcceptHoverEvents(clickable)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
            self._hover = False
        self.update()

    @property
    def focused(self) -> bool:
        """Whether the keyboard focus frame shows."""
        return self._focused

    def set_focused(self, focused: bool) -> None:
        """Show the keyboard focus frame, or not."""
        if focused != self._focused:
            self.prepareGeometryChange()
            self._focused = focused
            self.update()

    # turning over ----------------------------------------------------------------------------

    def begin_turn(self, face_up: bool) -> bool:
        """Prepare a turning animation to this face; False when nothing would change."""
        face_up = face_up and self._card is not None
        if face_up == self._face_up:
            self._pending_face = None
            return False
        self._pending_face = face_up
        return True

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        if value >= 0.5 and self._pending_face is not None:
            self._face_up = self._pending_face
            self._pending_face = None
        self._turn = 0.0 if value >= 1.0 else value
        self.update()

    turn = Property(float, _get_turn, _set_turn)
    """Progress of turning the card over (0 to 1); the face changes half-way."""

    # geometry and painting ---------------------------------------------------------------------

    def card_rect(self) -> QRectF:
        """The card's own rectangle in item coordinates (raised when selected or pointed at)."""
        lift = self._lift + (POINT_LIFT if self._pointed() else 0.0)
        return CARD_RECT.translated(0.0, -lift)

    def boundingRect(self) -> QRectF:
        """The card with room for its shadow and its highlight frames."""
        m1, m2 = _MARGIN_LEFT_TOP, _MARGIN_RIGHT_BOTTOM
        return self.card_rect().adjusted(-m1, -m1, m2, m2)

    def shape(self) -> QPainterPath:
        """The card's rounded rectangle and the place it rose from, for hit tests."""
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), CARD_CORNER, CARD_CORNER)
        if self._pointed():
            footprint = QPainterPath()
            footprint.addRoundedRect(
                CARD_RECT.translated(0.0, -self._lift), CARD_CORNER, CARD_CORNER
            )
            path = path.united(footprint)
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Paint shadow, face or back (vector), outline, dimming and highlights."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        rect = self.card_rect()
        if self._turn > 0.0:
            squeeze = max(0.03, abs(math.cos(math.pi * self._turn)))
            centre = rect.center()
            painter.translate(centre)
            painter.scale(squeeze, 1.0)
            painter.translate(-centre)
        painter.setPen(Qt.PenStyle.NoPen)
        for grow, alpha in _SHADOW:
            painter.setBrush(QColor(0, 0, 0, alpha))
            shadow = rect.translated(_SHADOW_OFFSET).adjusted(-grow, -grow, grow, grow)
            painter.drawRoundedRect(shadow, CARD_CORNER + grow, CARD_CORNER + grow)
        renderer = self._theme.renderer(self._card if self._face_up else None)
        if renderer.isValid():
            renderer.render(painter, rect)
        else:
            painter.setBrush(QColor(250, 250, 250) if self._face_up else QColor(30, 60, 110))
            painter.drawRoundedRect(rect, CARD_CORNER, CARD_CORNER)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        contrast = self._theme.high_contrast
        if contrast:  # a black line inside a white one: every card stands out on black felt
            painter.setPen(QPen(_CONTRAST_OUTER, 3.0))
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), CARD_CORNER, CARD_CORNER)
            painter.setPen(QPen(_OUTLINE_STRONG, 1.6))
        else:
            painter.setPen(QPen(_OUTLINE, 0.8))
        painter.drawRoundedRect(rect.adjusted(0.4, 0.4, -0.4, -0.4), CARD_CORNER, CARD_CORNER)
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_DIM_STRONG if contrast else _DIM)
            painter.drawRoundedRect(rect, CARD_CORNER, CARD_CORNER)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._lift > 0:
            painter.setPen(QPen(_SELECTED, 2.0))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), CARD_CORNER, CARD_CORNER)
        if self._pointed() and self._hover:
            painter.setPen(QPen(_HOVER, 3.0))
            painter.drawRoundedRect(
                rect.adjusted(-1.5, -1.5, 1.5, 1.5), CARD_CORNER + 1.5, CARD_CORNER + 1.5
            )
        if self._focused:
            if contrast:  # thick yellow on black felt: the focus is never missed
                painter.setPen(QPen(_CONTRAST_FOCUS, 7.0))
                painter.drawRoundedRect(
                    rect.adjusted(-7, -7, 7, 7), CARD_CORNER + 7, CARD_CORNER + 7
                )
            else:
                painter.setPen(QPen(_FOCUS, 3.0))
                painter.drawRoundedRect(
                    rect.adjusted(-5, -5, 5, 5), CARD_CORNER + 5, CARD_CORNER + 5
                )

    # input -----------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Show the hover highlight."""
        self.prepareGeometryChange()
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Hide the hover highlight."""
        self.prepareGeometryChange()
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Take the press, so a click never falls through to a card underneath."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Report a click released over the card: clicked if clickable, else refused."""
        pressed, self._pressed = self._pressed, False
        if (
            pressed
            and event.button() == Qt.MouseButton.LeftButton
            and self.shape().contains(event.pos())
        ):
            if self._clickable:
                self.clicked.emit(self)
            else:
                self.refused.emit(self)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Report a double click while the card is clickable."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = False
            if self._clickable:
                self.activated.emit(self)
            event.accept()
        else:
            event.ignore()
