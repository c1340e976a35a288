"""The seats of the new-game dialog: one row per seat saying who plays it (you, a person at this
computer, a person on another computer, a computer player), with a name or a level."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from solo_desktop.hosting.protocol import NAME_MAX

YOU, PERSON, OPEN, COMPUTER = "you", "person", "open", "computer"
"""Who plays a seat: you, another person at this computer, a person who joins from another
computer (open until then), a computer player."""
KINDS = (YOU, PERSON, OPEN, COMPUTER)

translate = QCoreApplication.translate
"""Qt's translation; a row's words are the seats box's ("SeatsBox", as lupdate reads it)."""

COMPUTER_NAMES = ("Anna", "Bernd", "Clara", "David", "Emil")
"""Names of the computer players, seat by seat (seat 2 is Anna)."""


def computer_name(seat: int) -> str:
    """The name of a computer player in `seat` (0 and up): seat 1 onwards as always; seat 0,
    where you usually sit, takes the last name, which no other seat of a game uses."""
    return COMPUTER_NAMES[seat - 1] if 1 <= seat <= len(COMPUTER_NAMES) else COMPUTER_NAMES[-1]


def level_names() -> dict[str, str]:
    """The computer players' levels as the player reads them (translated as the new-game
    dialog's words, where they were first)."""
    return {
        "easy": translate("NewGameDialog", "Easy"),
        "normal": translate("NewGameDialog", "Normal"),
        "strong": translate("NewGameDialog", "Strong (thinks ahead)"),
        "expert": translate("NewGameDialog", "Expert (thinks longest)"),
        "rule": translate("NewGameDialog", "Club player"),
        "random": translate("NewGameDialog", "Beginner (random)"),
    }


class SeatRow:
    """The widgets of one seat's row: its label, who plays it, and a name or level."""

    def __init__(self, seat: int, parent: SeatsBox) -> None:
        """The row of `seat` (0 and up), its widgets children of `parent`."""
        self.seat = seat
        n = seat + 1
        self.label = QLabel(translate("SeatsBox", "Seat &{n}").format(n=n), parent)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"kind_{seat}")
        self.kind.addItem(translate("SeatsBox", "You"), YOU)
        self.kind.addItem(translate("SeatsBox", "A person at this computer"), PERSON)
        self.kind.addItem(translate("SeatsBox", "Open for a person on another computer"), OPEN)
        self.kind.addItem(translate("SeatsBox", "Computer player"), COMPUTER)
        self.kind.setAccessibleName(translate("SeatsBox", "Seat {n}: who plays").format(n=n))
        self.label.setBuddy(self.kind)
        self.name = QLineEdit(parent)
        self.name.setObjectName(f"person_name_{seat}")
        self.name.setMaxLength(NAME_MAX)
        self.name.setPlaceholderText(translate("SeatsBox", "Name"))
        self.name.setAccessibleName(
            translate("SeatsBox", "Seat {n}: the person's name").format(n=n)
        )
        self.you = QLabel(parent)
        self.you.setObjectName(f"your_name_{seat}")
        self.computer = QLabel(computer_name(seat), parent)
        self.computer.setObjectName(f"computer_name_{seat}")
        self.fill = QLabel(translate("SeatsBox", "if nobody joins:"), parent)
        self.level = QComboBox(parent)
        self.level.setObjectName(f"level_{seat}")
        self.fill.setBuddy(self.level)

    def current(self) -> str:
        """Who plays the seat."""
        return str(self.kind.currentData())

    def display(self, visible: bool, your_name: str) -> None:
        """Show the row (the widgets its kind needs) or hide all of it."""
        kind = self.current()
        shown = {
            self.label: visible,
            self.kind: visible,
            self.name: visible and kind == PERSON,
            self.you: visible and kind == YOU,
            self.computer: visible and kind == COMPUTER,
            self.fill: visible and kind == OPEN,
            self.level: visible and kind in (OPEN, COMPUTER),
        }
        for widget, on in shown.items():
            widget.setVisible(on)
        self.you.setText(your_name)
        n = self.seat + 1
        if kind == OPEN:
            what = translate("SeatsBox", "Seat {n}: level of the computer player if nobody joins")
        else:
            what = translate("SeatsBox", "Seat {n}: level of the computer player")
        self.level.setAccessibleName(what.format(n=n))


class SeatsBox(QGroupBox):
    """One row per seat of the game; rows beyond the number of players are hidden, not
    forgotten, so a seat keeps what was chosen for it."""

    changed = Signal()
    """A seat's kind, a person's name or a level changed."""

    def __init__(self, rows: int, kind: str, parent: QWidget | None = None) -> None:
        """Room for `rows` seats (more are added when asked for): the first is yours, the
        others are `kind`."""
        super().__init__(self.tr("Seats"), parent)
        self._grid = QGridLayout(self)
        self._grid.setColumnStretch(2, 1)
        self.rows: list[SeatRow] = []
        self._count = 0
        self._your_name = ""
        self._offered: list[str] = []
        self._default = ""
        for _ in range(rows):
            self._add_row(kind)

    def _add_row(self, kind: str) -> SeatRow:
        """A row for one more seat, hidden: yours if it is the first, else `kind`."""
        row = SeatRow(len(self.rows), self)
        row.kind.setCurrentIndex(row.kind.findData(YOU if not self.rows else kind))
        self._fill_levels(row)
        i = len(self.rows)
        self._grid.addWidget(row.label, i, 0)
        self._grid.addWidget(row.kind, i, 1)
        for widget in (row.name, row.you, row.computer, row.fill):
            self._grid.addWidget(widget, i, 2)
        self._grid.addWidget(row.level, i, 3)
        row.kind.currentIndexChanged.connect(self._refresh)
        row.name.textChanged.connect(self.changed)
        row.level.currentIndexChanged.connect(self.changed)
        self.rows.append(row)
        row.display(False, self._your_name)
        return row

    def _fill_levels(self, row: SeatRow) -> None:
        """Offer the levels in `row`, keeping its level if it is still offered."""
        kept = row.level.currentData()
        names = level_names()
        row.level.blockSignals(True)
        row.level.clear()
        for level in self._offered:
            row.level.addItem(names.get(level, level), level)
        index = row.level.findData(kept)
        if index < 0:
            index = max(0, row.level.findData(self._default))
        row.level.setCurrentIndex(index)
        row.level.blockSignals(False)

    def set_levels(self, offered: list[str], default: str) -> None:
        """Offer these levels (in this order); a seat keeps its level if offered, else `default`."""
        self._offered = list(offered)
        self._default = default
        for row in self.rows:
            self._fill_levels(row)
        self.changed.emit()

    def set_count(self, players: int, new_kind: str) -> None:
        """Show the rows of `players` seats; a seat shown for the first time is `new_kind`."""
        while len(self.rows) < players:
            self._add_row(new_kind)
        self._count = players
        self._refresh()

    def set_your_name(self, name: str) -> None:
        """The name shown in your seat's row."""
        self._your_name = name
        self._refresh()

    def _refresh(self) -> None:
        """Show the rows of the seats in the game, each with what its kind needs."""
        for row in self.rows:
            row.display(row.seat < self._count, self._your_name)
        self.changed.emit()

    @property
    def count(self) -> int:
        """The number of seats shown."""
        return self._count

    def set_kind(self, seat: int, kind: str) -> None:
        """Who plays `seat` (0 and up)."""
        box = self.rows[seat].kind
        index = box.findData(kind)
        if index < 0:
            raise ValueError(f"no seat kind {kind!r}")
        box.setCurrentIndex(index)

    def kinds(self) -> tuple[str, ...]:
        """Who plays each seat shown."""
        return tuple(row.current() for row in self.rows[: self._count])

    def problem(self, your_name: str) -> str | None:
        """Why the seats cannot be dealt as they are (None when they can)."""
        kinds = self.kinds()
        if YOU not in kinds:
            return self.tr("Choose the seat where you sit.")
        if kinds.count(YOU) > 1:
            return self.tr("Only one seat can be yours.")
        names: dict[str, int] = {}
        for row in self.rows[: self._count]:
            if row.current() == YOU:
                name = your_name
            elif row.current() == PERSON:
                name = row.name.text().strip()
                if not name or not name.isprintable():
                    return self.tr("Seat {n}: type the person's name.").format(n=row.seat + 1)
            else:
                continue
            if name.casefold() in names:
                return self.tr("Seats {a} and {b} have the same name.").format(
                    a=names[name.casefold()] + 1, b=row.seat + 1
                )
            names[name.casefold()] = row.seat
        return None

    def focus_chain(self) -> list[QWidget]:
        """The widgets that take the keyboard focus, row by row."""
        return [w for row in self.rows for w in (row.kind, row.name, row.level)]
