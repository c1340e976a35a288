"""Hand history and the replay viewer: past hands from the chip ledger, stepped action by action.

`HandHistoryWindow` lists the ledger's hands and exports, imports and replays deal records
(NOTATION.md) in the `ReplayViewer`; the stepping itself is `solo_desktop.model.replay`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.controller.scoreboard_model import cell_text
from solo_desktop.core import record as records
from solo_desktop.core.game import Status
from solo_desktop.core.record import DealRecord
from solo_desktop.model import statistics as st
from solo_desktop.model.ledger import HandRow, Ledger
from solo_desktop.ui.replay_viewer import ReplayViewer
from solo_desktop.ui.statistics import contract_text, short_date_time, signed


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
        self.tree.setAccessibleName(self.tr("Hands in the ledger, newest first"))
        self.tree.setAccessibleDescription(
            self.tr(
                "Enter or a double click replays the hand chosen; Export saves its deal record."
            )
        )
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
        self.replay_button.setDefault(True)  # Enter on a hand in the list replays it
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
            self._name_cells(item)
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

    def _name_cells(self, item: QTreeWidgetItem) -> None:
        """What a screen reader says for each cell of a row: the whole row for the first
        column, the column's title and the value for the others."""
        header = self.tree.headerItem()
        cells = [cell_text(header.text(c), item.text(c)) for c in range(self.COLUMNS)]
        item.setData(0, Qt.ItemDataRole.AccessibleTextRole, ", ".join(cells))
        for col in range(1, self.COLUMNS):
            item.setData(col, Qt.ItemDataRole.AccessibleTextRole, cells[col])

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
