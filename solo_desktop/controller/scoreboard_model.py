"""The scoreboard as a Qt table model: one row per hand, chips per player, running totals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from solo_desktop.controller import texts
from solo_desktop.core.game import Status
from solo_desktop.model.match import HandResult, Match

translate = QCoreApplication.translate
_FIXED = 5
Index = QModelIndex | QPersistentModelIndex


def cell_text(header: str, value: str) -> str:
    """What a screen reader says for one table cell: its column's title and its value ("Dealer:
    Anna"), or that it is empty."""
    if not value:
        return translate("Scoreboard", "{header}: none").format(header=header)
    return translate("Scoreboard", "{header}: {value}").format(header=header, value=value)


def contract_text(result: HandResult) -> str:
    """The contract of a finished hand in words."""
    outcome = result.outcome
    if outcome.status is Status.THROWN_IN:
        return translate("Scoreboard", "thrown in")
    if outcome.contract is None:
        return translate("Scoreboard", "last trick")
    return texts.contract_name(outcome.contract)


class ScoreboardModel(QAbstractTableModel):
    """Rows: the hands of the match, then a total row. Columns: hand, dealer, soloist,
    contract, the soloist's points, then each player's chips."""

    def __init__(self, match: Match, parent: Any = None) -> None:
        """A model over `match`'s results; call `refresh()` after a hand."""
        super().__init__(parent)
        self._match = match

    def set_match(self, match: Match) -> None:
        """Show another match."""
        self.beginResetModel()
        self._match = match
        self.endResetModel()

    def refresh(self) -> None:
        """Redraw after the match changed."""
        self.beginResetModel()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Hands, the total row, and for a match to a target the game points (Bummerl) row."""
        extra = 2 if self._match.target is not None else 1
        return 0 if parent.isValid() else len(self._match.results) + extra

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """The fixed columns plus one per player."""
        return 0 if parent.isValid() else _FIXED + self._match.players

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles: the fixed ones, then the players' names."""
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        to_target = self._match.target is not None
        fixed = [
            translate("Scoreboard", "Hand"),
            translate("Scoreboard", "Dealer"),
            translate("Scoreboard", "Winner") if to_target else translate("Scoreboard", "Soloist"),
            translate("Scoreboard", "Result") if to_target else translate("Scoreboard", "Contract"),
            translate("Scoreboard", "Points"),
        ]
        if section < _FIXED:
            return fixed[section]
        return self._match.seats[section - _FIXED].name

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's text, alignment, colour and weight; for screen readers (AccessibleTextRole)
        the first cell of a row reads the whole row, every other cell its column's title and
        its value."""
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.accessible_text(index.row(), index.column())
        row, col = index.row(), index.column()
        results = self._match.results
        total_row = row >= len(results)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col >= _FIXED or col in (0, 4):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and col >= _FIXED:
            value = self._chips(row, col - _FIXED)
            if value < 0:
                return QBrush(QColor("#b3261e"))
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if total_row:
            if row > len(results):  # the game points of a match to a target
                if col == 0:
                    return translate("Scoreboard", "Game points")
                if col == 3:
                    return translate("Scoreboard", "to {n}").format(n=self._match.target)
                return str(self._chips(row, col - _FIXED)) if col >= _FIXED else ""
            if col == 0:
                return translate("Scoreboard", "Total")
            if col < _FIXED:
                return ""
            return texts.chips_text(self._match.game.id, self._chips(row, col - _FIXED))
        result = results[row]
        outcome = result.outcome
        names = [s.name for s in self._match.seats]
        if self._match.target is not None and col in (2, 3, 4):
            winner = max(range(len(names)), key=lambda seat: result.chips[seat])
            points = result.chips[winner]
            if points <= 0:
                return ""
            if col == 2:
                return names[winner]
            if col == 3:
                if points == 1:
                    return translate("Scoreboard", "1 game point")
                return translate("Scoreboard", "{n} game points").format(n=points)
            return "" if outcome.points is None else str(outcome.points[winner])
        if col == 0:
            return str(result.number)
        if col == 1:
            return names[result.dealer]
        if col == 2:
            return "" if outcome.declarer is None else names[outcome.declarer]
        if col == 3:
            return contract_text(result)
        if col == 4:
            if outcome.declarer is None or outcome.points is None:
                return ""
            return str(outcome.points[outcome.declarer])
        return texts.chips_text(self._match.game.id, result.chips[col - _FIXED])

    def row_text(self, row: int) -> str:
        """A whole row in words: "Hand 3, Dealer: Anna, Soloist: Bert, …, Anna: +12"."""
        parts = []
        for col in range(self.columnCount()):
            value = str(self.data(self.index(row, col)) or "")
            if col == 0:
                head = value if row >= len(self._match.results) else self._hand_title(value)
                parts.append(head)
            elif value:
                parts.append(cell_text(self._header(col), value))
        return ", ".join(parts)

    def accessible_text(self, row: int, col: int) -> str:
        """What a screen reader says for a cell: the whole row for the first column, else the
        column's title and the cell's value."""
        if col == 0:
            return self.row_text(row)
        return cell_text(self._header(col), str(self.data(self.index(row, col)) or ""))

    def _header(self, col: int) -> str:
        return str(self.headerData(col, Qt.Orientation.Horizontal) or "")

    @staticmethod
    def _hand_title(number: str) -> str:
        return translate("Scoreboard", "Hand {n}").format(n=number)

    def _chips(self, row: int, seat: int) -> int:
        results = self._match.results
        if row == len(results):
            return self._match.totals[seat]
        if row > len(results):
            return self._match.game_points[seat]
        return results[row].chips[seat]
