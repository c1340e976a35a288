"""Hand history and the replay viewer: past hands from the chip ledger, stepped action by action.

`ReplaySteps` is the stepping logic and uses no Qt: the states of `record.replay` and, for each
step, the `Frame` the table shows (every hand face up: it is history). `ReplayViewer` draws the
frames on its own read-only table; `HandHistoryWindow` lists the ledger's hands and exports,
imports and replays deal records (NOTATION.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.core import record as records
from solo_desktop.core.cards import Card, cards_of
from solo_desktop.core.game import Outcome, Phase, PlayerView, Status
from solo_desktop.core.record import DealRecord
from solo_desktop.core.tricks import Trick
from solo_desktop.model import statistics as st
from solo_desktop.model.ledger import HandRow, Ledger
from solo_desktop.ui.statistics import contract_text, short_date_time, signed
from solo_desktop.ui.table.scene import TableScene
from solo_desktop.ui.table.view import TableView

_SUIT_ORDER = (0, 2, 1, 3)
"""Suits in a hand alternate colours: clubs, hearts, spades, diamonds."""

# -- the stepping logic (no Qt) -----------------------------------------------------------------


@dataclass(frozen=True)
class Frame:
    """What the table shows at one step of a replay."""

    index: int
    """Actions applied so far (0: the deal)."""
    action: str | None
    """The action that led here (None at the deal)."""
    actor: int | None
    """The seat that performed `action`."""
    to_act: int | None
    """The seat to act next (None when the hand is over)."""
    phase: Phase
    dealer: int
    declarer: int | None
    trump: int | None
    hands: tuple[tuple[Card, ...], ...]
    """Every seat's cards, sorted as a player holds them."""
    trick: tuple[tuple[int, Card], ...]
    """The (seat, card) plays on the table: the trick in progress, or the one just completed."""
    trick_winner: int | None
    """Who took the trick shown, when `action` completed it."""
    last_trick: tuple[tuple[int, Card], ...]
    """The completed trick before the one shown (for the last-trick box)."""
    last_winner: int | None
    talon: tuple[Card, ...]
    """The talon, widow or stock still on the table."""
    discards: tuple[Card, ...]
    """The soloist's laid-away cards."""
    tricks: tuple[int, ...]
    """Tricks taken per seat."""
    calls: dict[int, str]
    """Each seat's last call of the auction."""
    over: bool


def _plays(trick: Trick, players: int) -> tuple[tuple[int, Card], ...]:
    return tuple(((trick.leader + i) % players, c) for i, c in enumerate(trick.cards))


def sort_cards(cards: Sequence[Card], view: PlayerView) -> tuple[Card, ...]:
    """A hand as a player holds it: trumps first once known, colours alternating, high to low."""
    ctx = getattr(view, "context", None)
    trumps = ctx.trump if ctx is not None and view.trump is not None else 0
    strengths = ctx.strength if ctx is not None else None

    def key(c: Card) -> tuple[int, int, int]:
        strength = (strengths[c] if strengths is not None else 0) or c & 15
        return (0 if trumps >> c & 1 else 1, _SUIT_ORDER.index(c >> 4), -strength)

    return tuple(sorted(cards, key=key))


class ReplaySteps:
    """A deal record replayed, and a position in it: the deal, then one step per action."""

    def __init__(self, record: DealRecord) -> None:
        """Replay `record` (raises RecordError or ReplayError) and stand at the deal."""
        self.record = record
        self.replay = records.replay(record)
        self.index = 0

    @property
    def count(self) -> int:
        """The number of actions (the last step's index)."""
        return len(self.record.actions)

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.replay.deal.players

    @property
    def at_start(self) -> bool:
        """Whether the position is the deal."""
        return self.index == 0

    @property
    def at_end(self) -> bool:
        """Whether every action has been applied."""
        return self.index == self.count

    def go(self, index: int) -> bool:
        """Stand after `index` actions (clamped); whether the position changed."""
        index = max(0, min(self.count, index))
        moved = index != self.index
        self.index = index
        return moved

    def first(self) -> bool:
        """Go to the deal."""
        return self.go(0)

    def back(self) -> bool:
        """Take back one action."""
        return self.go(self.index - 1)

    def next(self) -> bool:
        """Apply one more action."""
        return self.go(self.index + 1)

    def last(self) -> bool:
        """Go to the end of the record."""
        return self.go(self.count)

    def outcome(self) -> Outcome:
        """The outcome of the whole record (in progress if the record stops early)."""
        return self.replay.game.outcome(self.replay.final)

    def frame(self, index: int | None = None) -> Frame:
        """What the table shows after `index` actions (default: the current position)."""
        i = self.index if index is None else index
        game = self.replay.game
        states = self.replay.states
        state = states[i]
        n = self.players
        views = [game.view(state, seat) for seat in range(n)]
        v = views[0]
        history = v.history
        before = len(game.view(states[i - 1], 0).history) if i else 0
        if not v.trick and len(history) > before:
            shown, winner = _plays(history[-1], n), history[-1].winner
            older = history[:-1]
        else:
            shown = tuple(((v.leader + k) % n, c) for k, c in enumerate(v.trick))
            winner, older = None, history
        declarer = v.declarer
        stock = getattr(state, "stock", None)  # Sixty-Six: the stock in drawing order
        talon_size: int = getattr(v, "talon_size", 0)
        talon = self.replay.deal.talon
        if isinstance(stock, tuple):
            talon, talon_size = stock, len(stock)
        discards = getattr(views[declarer], "discards", 0) if declarer is not None else 0
        return Frame(
            index=i,
            action=self.record.actions[i - 1] if i else None,
            actor=game.to_act(states[i - 1]) if i else None,
            to_act=game.to_act(state),
            phase=v.phase,
            dealer=v.dealer,
            declarer=declarer,
            trump=v.trump,
            hands=tuple(sort_cards(cards_of(view.hand), view) for view in views),
            trick=shown,
            trick_winner=winner,
            last_trick=_plays(older[-1], n) if older else (),
            last_winner=older[-1].winner if older else None,
            talon=tuple(talon[len(talon) - talon_size :]) if talon_size else (),
            discards=tuple(cards_of(discards)),
            tricks=v.tricks,
            calls=dict(v.calls),
            over=game.is_over(state),
        )


# -- the replay viewer --------------------------------------------------------------------------


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

        self.action_label = QLabel()
        self.action_label.setObjectName("action")
        self.action_label.setStyleSheet("font-size: 13pt; font-weight: bold")
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn")
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

    def _button(
        self, text: str, icon: QStyle.StandardPixmap, name: str, slot: Callable[[], None]
    ) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), text)
        button.setObjectName(name)
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


def export_record(record: DealRecord, path: str | Path) -> None:
    """Write a deal record file (raises OSError)."""
    Path(path).write_text(records.dumps(record), encoding="utf-8")


def read_record(path: str | Path) -> DealRecord:
    """Read and check a deal record file: it must load and replay (raises OSError, ValueError)."""
    record = records.loads(Path(path).read_text(encoding="utf-8"))
    records.replay(record)
    return record


class HandHistoryWindow(QDialog):
    """The hands in the chip ledger, newest first: replay one, export it, or import a record."""

    COLUMNS = 8

    def __init__(self, ledger: Ledger, parent: QWidget | None = None) -> None:
        """List the hands of `ledger`."""
        super().__init__(parent)
        self.setObjectName("HandHistoryWindow")
        self.setWindowTitle(self.tr("Hand history"))
        self.resize(900, 560)
        self.ledger = ledger
        self.rows: list[HandRow] = []
        self.viewer: ReplayViewer | None = None

        self.tree = QTreeWidget()
        self.tree.setObjectName("hands")
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Game"),
                self.tr("Match"),
                self.tr("Hand"),
                self.tr("Soloist"),
                self.tr("Contract"),
                self.tr("Result"),
                self.tr("Your chips"),
            ]
        )
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        self.tree.itemDoubleClicked.connect(lambda _item, _col: self.replay_selected())
        self.count_label = QLabel()
        self.count_label.setObjectName("count")

        buttons = QDialogButtonBox()
        self.replay_button = buttons.addButton(
            self.tr("&Replay"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.replay_button.setObjectName("replay")
        self.replay_button.clicked.connect(lambda _=False: self.replay_selected())
        self.export_button = buttons.addButton(
            self.tr("&Export…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.export_button.setObjectName("export")
        self.export_button.clicked.connect(lambda _=False: self.ask_export())
        self.import_button = buttons.addButton(
            self.tr("&Import…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.import_button.setObjectName("import")
        self.import_button.clicked.connect(lambda _=False: self.ask_import())
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count_label)
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.refresh()

    def refresh(self) -> None:
        """Read the hands from the ledger again."""
        self.rows = list(reversed(self.ledger.hands()))
        persons = st.person_seats(self.ledger)
        self.tree.clear()
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for index, row in enumerate(self.rows):
            seats = persons.get(row.id, ())
            mine = signed(sum(row.chips[s] for s in seats)) if seats else "–"
            soloist = "" if row.declarer is None else row.names[row.declarer]
            item = QTreeWidgetItem(
                [
                    short_date_time(row.settled),
                    texts.game_name(row.game),
                    str(row.match_id),
                    str(row.number),
                    soloist,
                    contract_text(row.contract),
                    self._result_text(row),
                    mine,
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, index)
            for col in (2, 3, 7):
                item.setTextAlignment(col, right)
            self.tree.addTopLevelItem(item)
        header = self.tree.header()
        header.setStretchLastSection(False)
        for col in range(self.COLUMNS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.count_label.setText(self.tr("{n} hands").format(n=len(self.rows)))
        top = self.tree.topLevelItem(0)
        if top is not None:
            self.tree.setCurrentItem(top)
        self._selection_changed()

    def _result_text(self, row: HandRow) -> str:
        if row.status == Status.THROWN_IN.value:
            return self.tr("Thrown in")
        if row.won is None:
            return "–"
        return self.tr("Won") if row.won else self.tr("Lost")

    def _selection_changed(self) -> None:
        chosen = self.selected_row() is not None
        self.replay_button.setEnabled(chosen)
        self.export_button.setEnabled(chosen)

    def select_hand(self, hand_id: int) -> None:
        """Select the row of a ledger hand by its id."""
        for index, row in enumerate(self.rows):
            if row.id == hand_id:
                item = self.tree.topLevelItem(index)
                assert item is not None
                self.tree.setCurrentItem(item)
                return
        raise KeyError(hand_id)

    def selected_row(self) -> HandRow | None:
        """The ledger row of the selected hand."""
        item = self.tree.currentItem()
        if item is None or not item.isSelected():
            return None
        return self.rows[int(item.data(0, Qt.ItemDataRole.UserRole))]

    def selected_record(self) -> DealRecord | None:
        """The deal record of the selected hand."""
        row = self.selected_row()
        return None if row is None else records.from_json(row.record)

    # -- replay, export, import --------------------------------------------------------

    def replay_selected(self) -> ReplayViewer | None:
        """Open the replay viewer on the selected hand."""
        row = self.selected_row()
        if row is None:
            return None
        title = self.tr("Replay – {game}, match {match}, hand {number}").format(
            game=texts.game_name(row.game), match=row.match_id, number=row.number
        )
        try:
            record = records.from_json(row.record)
            viewer = ReplayViewer(record, row.names, title, self)
        except ValueError as e:
            self._warn(self.tr("Replay"), self.tr("This hand cannot be replayed:"), str(e))
            return None
        return self._show(viewer)

    def _show(self, viewer: ReplayViewer) -> ReplayViewer:
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.show()
        self.viewer = viewer
        return viewer

    def export_selected(self, path: str | Path) -> None:
        """Write the selected hand's deal record to `path` (raises OSError)."""
        record = self.selected_record()
        if record is not None:
            export_record(record, path)

    def ask_export(self) -> None:
        """Ask for a file and export the selected hand as a deal record."""
        row = self.selected_row()
        if row is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export hand"),
            f"{row.game}-match{row.match_id}-hand{row.number}.json",
            self.tr("Deal records (*.json);;All files (*)"),
        )
        if not path:
            return
        try:
            self.export_selected(path)
        except OSError as e:
            self._warn(
                self.tr("Export hand"),
                self.tr("Could not write {file}:").format(file=path),
                e.strerror or str(e),
            )

    def ask_import(self) -> None:
        """Ask for a deal record file and replay it."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import hand"),
            "",
            self.tr("Deal records (*.json);;All files (*)"),
        )
        if path:
            self.open_record_file(path)

    def open_record_file(self, path: str | Path) -> ReplayViewer | None:
        """Read a deal record file and open it in the replay viewer; a bad file is explained."""
        name = Path(path).name
        try:
            record = read_record(path)
        except OSError as e:
            self._warn(
                self.tr("Import hand"),
                self.tr("Could not read {file}:").format(file=name),
                e.strerror or str(e),
            )
            return None
        except UnicodeDecodeError:
            self._warn(
                self.tr("Import hand"),
                self.tr("{file} is not a deal record:").format(file=name),
                self.tr("the file is not UTF-8 text."),
            )
            return None
        except ValueError as e:
            self._warn(
                self.tr("Import hand"),
                self.tr("{file} is not a valid deal record:").format(file=name),
                str(e),
            )
            return None
        title = self.tr("Replay – {file}").format(file=name)
        return self._show(ReplayViewer(record, None, title, self))

    def _warn(self, title: str, text: str, detail: str) -> None:
        QMessageBox.warning(self, title, f"{text}\n\n{detail}")
