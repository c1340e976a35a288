"""The end-of-hand summary: each side's tricks and card points, the multiplier, the chips."""

from __future__ import annotations

from PySide6.QtCore import Qt
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
from solo_desktop.core import record as records
from solo_desktop.core.game import Status
from solo_desktop.games.solo66 import GAME as SOLO66
from solo_desktop.games.solo66 import ScoreLevel
from solo_desktop.model.match import HandResult, Match


class HandSummaryDialog(QDialog):
    """What the hand came to, and the chips each player won or lost."""

    def __init__(self, match: Match, result: HandResult, parent: QWidget | None = None) -> None:
        """Summarise `result`, a finished hand of `match`."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand {n}").format(n=result.number))
        names = [s.name for s in match.seats]
        outcome = result.outcome
        layout = QVBoxLayout(self)
        headline = QLabel(self._headline(names, result))
        headline.setObjectName("headline")
        headline.setStyleSheet("font-size: 15pt; font-weight: bold")
        layout.addWidget(headline)
        for line in self._detail(names, result):
            label = QLabel(line)
            label.setWordWrap(True)
            layout.addWidget(label)
        table = QTableWidget(len(names), 3, self)
        table.setObjectName("chips")
        table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("This hand"), self.tr("Match total")]
        )
        totals = match.totals
        for seat, name in enumerate(names):
            cells = [name, f"{outcome.settlement.chips[seat]:+d}", f"{totals[seat]:+d}"]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(seat, col, item)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setStretchLastSection(True)
        table.resizeColumnsToContents()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(table)
        buttons = QDialogButtonBox()
        text = self.tr("See the final score") if match.over else self.tr("Next hand")
        self.next_button = buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setObjectName("next_hand")
        self.next_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _headline(self, names: list[str], result: HandResult) -> str:
        outcome = result.outcome
        if outcome.status is Status.THROWN_IN:
            return self.tr("Everybody passed: the hand is thrown in.")
        if outcome.declarer is None:
            winner = max(range(len(names)), key=lambda s: outcome.settlement.chips[s])
            return self.tr("Everybody passed; {name} took the last trick.").format(
                name=names[winner]
            )
        name = names[outcome.declarer]
        contract = outcome.contract or ""
        suit = ("clubs", "spades", "hearts", "diamonds").index(contract) if contract else 0
        if outcome.won:
            return self.tr("{name} won with {suit} as trumps.").format(
                name=name, suit=texts.suit_name(suit)
            )
        return self.tr("{name} lost with {suit} as trumps.").format(
            name=name, suit=texts.suit_name(suit)
        )

    def _detail(self, names: list[str], result: HandResult) -> list[str]:
        outcome = result.outcome
        d = outcome.declarer
        if d is None or outcome.points is None:
            return []
        lines = []
        own_tricks = outcome.tricks[d]
        own_points = outcome.points[d]
        lines.append(
            self.tr(
                "Soloist {name}: {tricks}, {points} card points (laid-away cards included)."
            ).format(name=names[d], tricks=texts.trick_count(own_tricks), points=own_points)
        )
        lines.append(
            self.tr("Defenders: {tricks}, {points} card points.").format(
                tricks=texts.trick_count(sum(outcome.tricks) - own_tricks),
                points=sum(outcome.points) - own_points,
            )
        )
        if result.record.game == SOLO66.id:
            state = records.replay(result.record).final
            detail = SOLO66.score_detail(state)
            if detail is not None:
                level = {
                    ScoreLevel.WON: self.tr("won"),
                    ScoreLevel.SCHNEIDER: self.tr("won, defenders schneider (under 33)"),
                    ScoreLevel.SCHWARZ: self.tr("won, defenders schwarz (no trick)"),
                    ScoreLevel.LOST: self.tr("lost"),
                    ScoreLevel.LOST_UNDER_33: self.tr("lost under 33"),
                    ScoreLevel.LOST_NO_TRICK: self.tr("lost without a trick"),
                }[detail.level]
                lines.append(
                    self.tr("Score: {basis} × {factor} = {value} ({level}).").format(
                        basis=detail.basis, factor=detail.factor, value=detail.value, level=level
                    )
                )
                per_chip = result.record.house_rules().number("points_per_chip")
                if per_chip != 1:
                    lines.append(
                        self.tr("Each defender pays {value} / {n} chips, rounded.").format(
                            value=detail.value, n=per_chip
                        )
                    )
        return lines
