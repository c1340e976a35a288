"""The widget showing the table scene, scaled to fit whatever size the window has."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from solo_desktop.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """A view of a TableScene: whole table always visible, smooth, no scroll bars.

    Key presses go to the scene (QGraphicsView forwards them), which moves the card focus.
    """

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        """A view of `scene` (a new empty table if None)."""
        super().__init__(parent)
        self._table = scene if scene is not None else TableScene(parent=self)
        self.setScene(self._table)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self._own_name = ""
        self._name()

    def _name(self) -> None:
        """The name and description screen readers give the table (once more in a new
        language; a name set from outside, like the replay's, is kept)."""
        if self.accessibleName() not in ("", self._own_name):
            return
        self._own_name = self.tr("Card table")
        self.setAccessibleName(self._own_name)
        self.setAccessibleDescription(
            self.tr(
                "Your cards: the Left and Right arrow keys move among the cards you may play, "
                "Enter or Space plays the chosen card."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        """Name the table again in a new language."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()

    @property
    def table(self) -> TableScene:
        """The table scene shown."""
        return self._table

    def fit(self) -> None:
        """Scale the whole table into the view, keeping its proportions."""
        self.resetCachedContent()
        self.fitInView(self._table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Refit the table on every resize."""
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the table when first shown."""
        super().showEvent(event)
        self.fit()
