"""What the table shows besides cards: a name plate per seat and the last-trick box."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from solo_desktop.ui.table.card_item import CardItem
from solo_desktop.ui.table.deck_theme import CARD_HEIGHT, CARD_WIDTH, DeckTheme
from solo_desktop.ui.table.seat_layout import PLATE_HEIGHT, PLATE_WIDTH

_FONT_FAMILY = "DejaVu Sans"
_GOLD = QColor(255, 205, 70)
_CONTRAST_TURN = QColor(255, 230, 0)
_PLATE_Z = 5.0
_OVERLAY_Z = 2000.0


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont(_FONT_FAMILY)
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


# name plates and the last-trick box ------------------------------------------------------------


class NamePlate(QGraphicsObject):
    """A seat's name plate: name, an info line, turn marker and dealer button."""

    _MARGIN = 16.0

    def __init__(self, name: str, parent: QGraphicsItem | None = None) -> None:
        """A plate showing `name`."""
        super().__init__(parent)
        self._name = name
        self._info = ""
        self._active = False
        self._dealer = False
        self.high_contrast = False
        """Drawn black with white text and a white (yellow when on turn) border."""
        self.setZValue(_PLATE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def name(self) -> str:
        """The seat's name."""
        return self._name

    @property
    def info(self) -> str:
        """The second line (bid, tricks, ...)."""
        return self._info

    @property
    def active(self) -> bool:
        """Whether the turn marker shows."""
        return self._active

    @property
    def dealer(self) -> bool:
        """Whether the dealer button shows."""
        return self._dealer

    def set_name(self, name: str) -> None:
        """Change the name."""
        self._name = name
        self.update()

    def set_info(self, text: str) -> None:
        """Change the info line."""
        self._info = text
        self.update()

    def set_active(self, active: bool) -> None:
        """Show or hide the turn marker."""
        if active != self._active:
            self._active = active
            self.update()

    def set_dealer(self, dealer: bool) -> None:
        """Show or hide the dealer button."""
        if dealer != self._dealer:
            self._dealer = dealer
            self.update()

    def plate_rect(self) -> QRectF:
        """The plate's rounded rectangle in item coordinates."""
        return QRectF(-PLATE_WIDTH / 2, -PLATE_HEIGHT / 2, PLATE_WIDTH, PLATE_HEIGHT)

    def boundingRect(self) -> QRectF:
        """The plate with room for its glow and the dealer button."""
        m = self._MARGIN
        return self.plate_rect().adjusted(-m, -m, m, m)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Paint the plate, its texts, the turn glow and the dealer button."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        rect = self.plate_rect()
        radius = 14.0
        if self._active:
            painter.setPen(Qt.PenStyle.NoPen)
            for grow, alpha in ((12, 18), (8, 30), (4, 50)):
                glow = QColor(_GOLD)
                glow.setAlpha(alpha)
                painter.setBrush(glow)
                painter.drawRoundedRect(
                    rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
                )
        if self.high_contrast:
            painter.setBrush(QColor(0, 0, 0))
            border = QPen(_CONTRAST_TURN, 5.0) if self._active else QPen(QColor(255, 255, 255), 2.5)
        else:
            painter.setBrush(
                QColor(8, 26, 16, 215) if not self._active else QColor(28, 52, 30, 235)
            )
            border = QPen(_GOLD, 2.5) if self._active else QPen(QColor(255, 255, 255, 70), 1.2)
        painter.setPen(border)
        painter.drawRoundedRect(rect, radius, radius)

        left = rect.left() + 34
        width = rect.right() - 14 - left
        if self._active:
            dot = QPointF(rect.left() + 18, rect.center().y())
            gradient = QRadialGradient(dot, 11)
            gradient.setColorAt(0.0, QColor(255, 250, 210))
            gradient.setColorAt(0.35, _GOLD)
            gradient.setColorAt(1.0, QColor(255, 190, 40, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(gradient))
            painter.drawEllipse(dot, 11, 11)
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(rect.left() + 18, rect.center().y()), 5, 5)

        name_font = _font(19, bold=True)
        painter.setFont(name_font)
        painter.setPen(QColor(255, 255, 255))
        name = QFontMetricsF(name_font).elidedText(self._name, Qt.TextElideMode.ElideRight, width)
        top = QRectF(left, rect.top() + 7, width, 26)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        info_font = _font(14)
        painter.setFont(info_font)
        painter.setPen(_CONTRAST_TURN if self.high_contrast else QColor(205, 228, 210))
        info = QFontMetricsF(info_font).elidedText(self._info, Qt.TextElideMode.ElideRight, width)
        bottom = QRectF(left, rect.top() + 33, width, 22)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, info)

        if self._dealer:
            centre = QPointF(rect.right() - 4, rect.top() + 2)
            painter.setPen(QPen(QColor(60, 60, 60), 1.5))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawEllipse(centre, 14, 14)
            painter.setPen(QColor(25, 25, 25))
            painter.setFont(_font(16, bold=True))
            painter.drawText(
                QRectF(centre.x() - 14, centre.y() - 14, 28, 28),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("TableScene", "D", "dealer button"),
            )


class LastTrickBox(QGraphicsObject):
    """A small corner box showing the previous trick, cards in the order played."""

    _PAD = 12.0
    _SLOT = 60.0
    _SCALE = 0.44
    _TITLE = 24.0
    _NAME = 18.0

    def __init__(self, theme: DeckTheme, parent: QGraphicsItem | None = None) -> None:
        """An empty, hidden box."""
        super().__init__(parent)
        self._theme = theme
        self._cards: list[CardItem] = []
        self._names: list[str] = []
        self._winner_index: int | None = None
        self._count = 0
        self.setZValue(_OVERLAY_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def card_items(self) -> list[CardItem]:
        """The small cards shown."""
        return list(self._cards)

    def set_plays(self, plays: Sequence[tuple[str, int]], winner_index: int | None) -> None:
        """Show these (seat name, card) plays; `winner_index` marks the winning one."""
        self.prepareGeometryChange()
        for item in self._cards:
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
        self._cards = []
        self._names = [name for name, _ in plays]
        self._count = len(plays)
        self._winner_index = winner_index
        rect = self.box_rect()
        for i, (_, card) in enumerate(plays):
            item = CardItem(self._theme, card, True, self)
            item.setScale(self._SCALE)
            x = rect.left() + self._PAD + self._SLOT * (i + 0.5)
            y = rect.top() + self._PAD + self._TITLE + CARD_HEIGHT * self._SCALE / 2
            item.setPos(x, y)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._cards.append(item)
        self.update()

    def box_rect(self) -> QRectF:
        """The box in item coordinates; the item's origin is its bottom-right corner."""
        width = 2 * self._PAD + self._SLOT * max(self._count, 2)
        height = 2 * self._PAD + self._TITLE + CARD_HEIGHT * self._SCALE + self._NAME
        return QRectF(-width, -height, width, height)

    def boundingRect(self) -> QRectF:
        """The box."""
        return self.box_rect().adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Paint the box, its title, the winner's mark and the names."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.box_rect()
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
        painter.setBrush(QColor(6, 22, 13, 200))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setFont(_font(14, bold=True))
        painter.setPen(QColor(225, 238, 228))
        title = QRectF(rect.left() + self._PAD, rect.top() + 6, rect.width() - 2 * self._PAD, 24)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(title, flags, QCoreApplication.translate("TableScene", "Last trick"))
        name_font = _font(12)
        metrics = QFontMetricsF(name_font)
        painter.setFont(name_font)
        for i, name in enumerate(self._names):
            x = rect.left() + self._PAD + self._SLOT * i
            top = rect.bottom() - self._PAD - self._NAME + 2
            if i == self._winner_index:
                card = self._cards[i]
                half_w = CARD_WIDTH * self._SCALE / 2 + 3
                half_h = CARD_HEIGHT * self._SCALE / 2 + 3
                painter.setPen(QPen(_GOLD, 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                frame = QRectF(card.x() - half_w, card.y() - half_h, 2 * half_w, 2 * half_h)
                painter.drawRoundedRect(frame, 5, 5)
                painter.setPen(_GOLD)
            else:
                painter.setPen(QColor(205, 228, 210))
            text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, self._SLOT - 4)
            painter.drawText(
                QRectF(x + 2, top, self._SLOT - 4, self._NAME), Qt.AlignmentFlag.AlignCenter, text
            )
