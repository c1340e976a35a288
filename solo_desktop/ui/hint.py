"""Game > Hint (H): what the search recommends for the person to act, and why.

Each legal option is listed with what the search estimates for it over the deals it sampled:
the chance that the player's side reaches its aim (makes the contract, or defeats it) and the chips
the player can expect; the recommended option comes first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.ui.dialogs import name_cells


def chance_text(chance: float | None) -> str:
    """A chance as a whole percentage, or a dash where the game has no contract to make."""
    return "–" if chance is None else f"{round(100 * chance)} %"


def chips_text(chips: float) -> str:
    """Expected chips with a sign and one decimal."""
    return f"{chips:+.1f}"


class HintDialog(QDialog):
    """The options of the person to act, best first, with the search's estimates."""

    def __init__(self, estimates: Sequence[Any], parent: QWidget | None = None) -> None:
        """Show `estimates` (`solo_desktop.ai.search.bot.Estimate`, best first)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hint"))
        self.setObjectName("HintDialog")
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        best = estimates[0]
        headline = QLabel(
            self.tr("Recommended: {action}").format(action=texts.action_text(best.action))
        )
        headline.setObjectName("recommendation")
        headline.setStyleSheet("font-size: 14pt; font-weight: bold")
        layout.addWidget(headline)
        why = QLabel(self._why(best, estimates))
        why.setObjectName("why")
        why.setWordWrap(True)
        layout.addWidget(why)
        has_chance = any(e.chance is not None for e in estimates)
        headers = [self.tr("Option")]
        if has_chance:
            headers.append(self.tr("Your side's chance"))
        headers.append(self.tr("Expected chips"))
        table = QTableWidget(len(estimates), len(headers), self)
        table.setTabKeyNavigation(False)  # Tab leaves the table: no keyboard trap
        table.setObjectName("options")
        table.setHorizontalHeaderLabels(headers)
        bold = QFont(table.font())
        bold.setBold(True)
        for row, estimate in enumerate(estimates):
            cells = [texts.action_text(estimate.action)]
            if has_chance:
                cells.append(chance_text(estimate.chance))
            cells.append(chips_text(estimate.chips) if estimate.samples else "–")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if row == 0:
                    item.setFont(bold)
                table.setItem(row, col, item)
        name_cells(table)
        table.setAccessibleName(self.tr("Your options, best first"))
        table.setTabKeyNavigation(False)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setStretchLastSection(True)
        table.resizeColumnsToContents()
        table.setMinimumHeight(
            min(8, len(estimates) + 1) * table.verticalHeader().defaultSectionSize()
        )
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        layout.addWidget(table)
        samples = max(e.samples for e in estimates)
        note = QLabel(
            self.tr("Options without a number were not worth working out.")
            if samples and not all(e.samples for e in estimates)
            else ""
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555")
        note.setVisible(bool(note.text()))
        layout.addWidget(note)
        note = QLabel(
            self.tr(
                "Estimated over {n} deals of the hidden cards that fit what you have seen, "
                "each played out as well as the computer can."
            ).format(n=samples)
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555")
        note.setVisible(samples > 0)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setAccessibleDescription(headline.text())

    def _why(self, best: Any, estimates: Sequence[Any]) -> str:
        """One sentence on why the best option is best."""
        if not best.samples:
            return self.tr(
                "The search has no estimate for this decision: this is what the rule-based "
                "player would do."
            )
        if len(estimates) > 1 and estimates[1].samples:
            second = estimates[1]
            chances = best.chance is not None and second.chance is not None
            if chances and best.chance > second.chance + 0.005:
                return self.tr(
                    "With it your side reaches its aim in {a} of the sampled deals; with the "
                    "next best option, {other}, in {b}."
                ).format(
                    a=chance_text(best.chance),
                    other=texts.action_text(second.action),
                    b=chance_text(second.chance),
                )
            return self.tr(
                "It is worth {a} chips on average; the next best option, {other}, {b}."
            ).format(
                a=chips_text(best.chips),
                other=texts.action_text(second.action),
                b=chips_text(second.chips),
            )
        return self.tr("It is the only sensible option.")
