"""The replay viewer: a deal record stepped action by action on a read-only table."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.core.game import Outcome, Phase, Status
from solo_desktop.core.record import DealRecord
from solo_desktop.model.replay import Frame, ReplaySteps
from solo_desktop.ui.statistics import contract_text, signed
from solo_desktop.ui.table.scene import TableScene
from solo_desktop.ui.table.view import TableView


class ReplayViewer(QDialog):
    """A read-only table stepping through one hand: First, Back, Next, Last (and the arrows)."""

    def __init__(
        self,
        record: DealRecord,
        names: Sequence[str] | None = None,
        title: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """Replay `record` (raises RecordError or ReplayError), seats named by `names`."""
        super().__init__(parent)
        self.setObjectName("ReplayViewer")
        self.steps = ReplaySteps(record)
        n = self.steps.players
        self.names = (
            list(names) if names else [self.tr("Player {n}").format(n=i + 1) for i in range(n)]
        )
        self.setWindowTitle(title or self.tr("Replay"))
        self.resize(1100, 800)

        self.scene = TableScene(parent=self)
        self.scene.set_speed(0.0)
        self.scene.set_seats(self.names)
        self.view = TableView(self.scene)
        self.view.setObjectName("replay_table")
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setAccessibleName(self.tr("The table of the replay"))
        self.view.setAccessibleDescription(
            self.tr("Left and Right step back and on, Home and End go to the deal and the end.")
        )

        self.action_label = QLabel()
        self.action_label.setObjectName("action")
        self.action_label.setAccessibleName(self.tr("The last action"))
        self.action_label.setStyleSheet("font-size: 13pt; font-weight: bold")
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn")
        self.turn_label.setAccessibleName(self.tr("Who acts next"))
        self.position_label = QLabel()
        self.position_label.setObjectName("position")
        self.position_label.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        self.detail_label = QLabel()
        self.detail_label.setObjectName("detail")
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        info = QGridLayout()
        info.setContentsMargins(12, 8, 12, 0)
        info.addWidget(self.action_label, 0, 0)
        info.addWidget(self.position_label, 0, 1)
        info.addWidget(self.turn_label, 1, 0)
        info.addWidget(self.detail_label, 1, 1)
        info.setColumnStretch(0, 1)

        self.first_button = self._button(
            self.tr("First"), QStyle.StandardPixmap.SP_MediaSkipBackward, "first", self.first
        )
        self.back_button = self._button(
            self.tr("Back"), QStyle.StandardPixmap.SP_MediaSeekBackward, "back", self.back
        )
        self.next_button = self._button(
            self.tr("Next"), QStyle.StandardPixmap.SP_MediaSeekForward, "next", self.next
        )
        self.last_button = self._button(
            self.tr("Last"), QStyle.StandardPixmap.SP_MediaSkipForward, "last", self.last
        )
        for button in (self.next_button, self.last_button):
            button.setLayoutDirection(Qt.LayoutDirection.RightToLeft)  # icon after the text
        close = QPushButton(self.tr("Close"))
        close.setObjectName("close")
        close.clicked.connect(self.reject)
        nav = QHBoxLayout()
        nav.setContentsMargins(12, 4, 12, 10)
        nav.addStretch(1)
        for button in (self.first_button, self.back_button, self.next_button, self.last_button):
            nav.addWidget(button)
        nav.addStretch(1)
        nav.addWidget(close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.view, 1)
        layout.addLayout(info)
        layout.addLayout(nav)

        for key, slot in (
            (Qt.Key.Key_Right, self.next),
            (Qt.Key.Key_Left, self.back),
            (Qt.Key.Key_Home, self.first),
            (Qt.Key.Key_End, self.last),
        ):
            QShortcut(QKeySequence(key), self, slot)
        self.next_button.setFocus()
        self.redraw()

    def _describe(self) -> None:
        """Tell screen readers where the replay stands: the dialog's description and each
        step button's say what the current step is."""
        now = " ".join(
            t
            for t in (
                self.position_label.text(),
                self.action_label.text(),
                self.turn_label.text(),
                self.detail_label.text(),
            )
            if t
        )
        self.setAccessibleDescription(now)
        for button in (self.first_button, self.back_button, self.next_button, self.last_button):
            button.setAccessibleDescription(now)

    def _button(
        self, text: str, icon: QStyle.StandardPixmap, name: str, slot: Callable[[], None]
    ) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), text)
        button.setObjectName(name)
        button.setAccessibleName(text)
        button.setAutoDefault(False)
        button.clicked.connect(lambda _=False: slot())
        return button

    # -- stepping ----------------------------------------------------------------------

    def first(self) -> None:
        """Back to the deal."""
        if self.steps.first():
            self.redraw()

    def back(self) -> None:
        """One action back."""
        if self.steps.back():
            self.redraw()

    def next(self) -> None:
        """One action on."""
        if self.steps.next():
            self.redraw()

    def last(self) -> None:
        """On to the end of the hand."""
        if self.steps.last():
            self.redraw()

    # -- drawing -----------------------------------------------------------------------

    def redraw(self) -> None:
        """Show the current step on the table and in the labels."""
        f = self.steps.frame()
        scene = self.scene
        scene.set_dealer(f.dealer)
        for seat, cards in enumerate(f.hands):
            scene.show_hand(seat, list(cards), True, animate=False)
        scene.show_trick(list(f.trick))
        scene.show_pile("talon", list(f.talon), True, animate=False)
        scene.show_last_trick(list(f.last_trick) or None, f.last_winner)
        scene.set_turn(f.to_act)
        outcome = self.steps.outcome() if f.over else None
        for seat in range(self.steps.players):
            scene.set_seat_info(seat, self._seat_info(f, seat, outcome))
        self.action_label.setText(self._action_text(f))
        self.turn_label.setText(self._turn_text(f, outcome))
        self.detail_label.setText(self._detail_text(f))
        if f.index:
            self.position_label.setText(
                self.tr("Action {n} of {total}").format(n=f.index, total=self.steps.count)
            )
        else:
            self.position_label.setText(self.tr("The deal"))
        self.first_button.setEnabled(not self.steps.at_start)
        self.back_button.setEnabled(not self.steps.at_start)
        self.next_button.setEnabled(not self.steps.at_end)
        self.last_button.setEnabled(not self.steps.at_end)
        self._describe()

    def _seat_info(self, f: Frame, seat: int, outcome: Outcome | None) -> str:
        parts = []
        if f.phase is Phase.AUCTION and seat in f.calls:
            parts.append(texts.action_text(f.calls[seat]))
        if f.declarer == seat:
            parts.append(self.tr("Soloist"))
        if f.phase in (Phase.PLAY, Phase.DONE) or f.tricks[seat]:
            parts.append(texts.trick_count(f.tricks[seat]))
        if outcome is not None:
            parts.append(signed(outcome.settlement.chips[seat]))
        return " · ".join(parts)

    def _action_text(self, f: Frame) -> str:
        if f.action is None or f.actor is None:
            return self.tr("{name} dealt the cards.").format(name=self.names[f.dealer])
        text = self.tr("{name}: {action}").format(
            name=self.names[f.actor], action=texts.action_text(f.action)
        )
        if f.trick_winner is not None:
            text += "  " + self.tr("{name} takes the trick.").format(
                name=self.names[f.trick_winner]
            )
        return text

    def _turn_text(self, f: Frame, outcome: Outcome | None) -> str:
        if outcome is not None:
            if outcome.status is Status.THROWN_IN:
                return self.tr("Everybody passed: the hand is thrown in.")
            d = outcome.declarer
            if d is None:
                return self.tr("The hand is over.")
            contract = contract_text(outcome.contract)
            if outcome.won:
                return self.tr("{name} won the solo with {contract}.").format(
                    name=self.names[d], contract=contract
                )
            return self.tr("{name} lost the solo with {contract}.").format(
                name=self.names[d], contract=contract
            )
        if f.to_act is None:
            return self.tr("The record stops here.")
        return self.tr("{phase}: {name} to act").format(
            phase=texts.phase_name(f.phase), name=self.names[f.to_act]
        )

    def _detail_text(self, f: Frame) -> str:
        parts = []
        if f.trump is not None:
            parts.append(self.tr("Trumps: {suit}").format(suit=texts.suit_name(f.trump)))
        if f.discards:
            cards = " ".join(texts.card_name(c) for c in f.discards)
            parts.append(self.tr("Laid away: {cards}").format(cards=cards))
        return " · ".join(parts)


# -- the hand history ---------------------------------------------------------------------------
