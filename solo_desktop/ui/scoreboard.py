"""The scoreboard dock: one row per hand and running totals, over ScoreboardModel."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QHeaderView, QTableView, QWidget

from solo_desktop.controller.scoreboard_model import ScoreboardModel
from solo_desktop.model.match import Match


class ScoreboardDock(QDockWidget):
    """A dock with the match's scoreboard."""

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        """Show `match`'s hands."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scoreboard"))
        self.setObjectName("ScoreboardDock")
        self.model = ScoreboardModel(match, self)
        self.table = QTableView(self)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table: no keyboard trap
        self.table.setObjectName("scoreboard")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        font = self.table.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        self.table.setFont(font)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setWidget(self.table)
        self._name()

    def _name(self) -> None:
        """The name and description screen readers give the scoreboard."""
        self.table.setAccessibleName(self.tr("Scoreboard"))
        self.table.setAccessibleDescription(
            self.tr(
                "One row per hand: the hand, the dealer, the soloist, the contract, the points "
                "and each player's chips; then the totals."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        """Name the scoreboard again in a new language."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()

    def set_match(self, match: Match) -> None:
        """Follow another match."""
        self.model.set_match(match)

    def refresh(self) -> None:
        """Redraw after a hand, and scroll to the newest row."""
        self.model.refresh()
        self.table.scrollToBottom()
