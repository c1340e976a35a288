"""Dialogs: new game with house rules, hand summary, hosting and joining; and `name_cells`,
which tells screen readers what each cell of a table says."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget

from solo_desktop.controller.scoreboard_model import cell_text


def name_cells(table: QTableWidget, row_header: bool = False) -> None:
    """Give every cell of `table` the text a screen reader says for it (AccessibleTextRole):
    the first cell of a row reads the whole row ("Player: Anna, This hand: +12, Match total:
    +30"), every other cell its column's title and its value; with `row_header`, the row's
    title comes first ("Hands, All games: 12")."""
    for row in range(table.rowCount()):
        cells = []
        for col in range(table.columnCount()):
            item = table.item(row, col)
            title = table.horizontalHeaderItem(col)
            header = title.text() if title is not None else ""
            cells.append(cell_text(header, item.text() if item is not None else ""))
        head = table.verticalHeaderItem(row) if row_header else None
        prefix = [head.text()] if head is not None else []
        for col, text in enumerate(cells):
            item = table.item(row, col)
            if item is not None:
                said = ", ".join([*prefix, *cells]) if col == 0 else ", ".join([*prefix, text])
                item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
