"""The table's green felt: a radial gradient, with a faint ring round the trick area (in high
contrast: black with a white ring)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient

from solo_desktop.ui.table.seat_layout import trick_centre

FELT_CENTRE = QColor(47, 133, 78)
FELT_MIDDLE = QColor(30, 104, 58)
FELT_EDGE = QColor(11, 52, 28)


def paint_felt(
    painter: QPainter, exposed: QRectF, table: QRectF, high_contrast: bool = False
) -> None:
    """Paint the `exposed` part of the felt of a table of rectangle `table` (in high
    contrast: black, with a white ring round the trick area)."""
    centre = trick_centre(table)
    if high_contrast:
        painter.fillRect(exposed, QColor(0, 0, 0))
        painter.setPen(QPen(QColor(255, 255, 255), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 300, 205)
        return
    gradient = QRadialGradient(centre, table.width() * 0.62)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(0.55, FELT_MIDDLE)
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(exposed, QBrush(gradient))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor(255, 255, 255, 26), 2.0))
    painter.setBrush(QColor(255, 255, 255, 9))
    painter.drawEllipse(centre, 330, 235)
