"""The new-game dialog: game, seats (you, people at this computer, seats open for people on
other computers, computer players) and the house rules, with the house-rule presets."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.ai.bot import bot_names
from solo_desktop.controller import texts
from solo_desktop.core import registry
from solo_desktop.core.rules import HouseRules, RuleError
from solo_desktop.hosting.protocol import NAME_MAX
from solo_desktop.model.match import Seat
from solo_desktop.model.presets import Presets
from solo_desktop.ui.dialogs.house_rules import HouseRulesEditor
from solo_desktop.ui.dialogs.seat_rows import COMPUTER as COMPUTER
from solo_desktop.ui.dialogs.seat_rows import COMPUTER_NAMES as COMPUTER_NAMES
from solo_desktop.ui.dialogs.seat_rows import KINDS as KINDS
from solo_desktop.ui.dialogs.seat_rows import OPEN as OPEN
from solo_desktop.ui.dialogs.seat_rows import PERSON as PERSON
from solo_desktop.ui.dialogs.seat_rows import YOU as YOU
from solo_desktop.ui.dialogs.seat_rows import SeatsBox, computer_name


@dataclass(frozen=True)
class NewGameChoice:
    """What the dialog chose: the game, the seats and the house rules."""

    game_id: str
    seats: tuple[Seat, ...]
    rules: HouseRules
    kinds: tuple[str, ...] = ()
    """Per seat: YOU, PERSON (another person at this computer), OPEN (for a person on another
    computer: `seats[i].bot` is the level of the computer player that takes the seat if nobody
    joins, `seats[i].name` is "Seat N") or COMPUTER. Empty: derived from `seats` (the first
    person YOU, other persons PERSON, bots COMPUTER)."""

    def __post_init__(self) -> None:
        """Refuse kinds that do not fit the seats."""
        if not self.kinds:
            return
        if len(self.kinds) != len(self.seats):
            raise ValueError(f"{len(self.kinds)} kinds for {len(self.seats)} seats")
        for kind, seat in zip(self.kinds, self.seats, strict=True):
            if kind not in KINDS:
                raise ValueError(f"no seat kind {kind!r}")
            if (kind in (YOU, PERSON)) != seat.is_person:
                raise ValueError(f"a {kind} seat with bot {seat.bot!r}")

    def kind(self, seat: int) -> str:
        """Who plays `seat`: YOU, PERSON, OPEN or COMPUTER."""
        if self.kinds:
            return self.kinds[seat]
        if not self.seats[seat].is_person:
            return COMPUTER
        first = next(i for i, s in enumerate(self.seats) if s.is_person)
        return YOU if seat == first else PERSON

    @property
    def hosted(self) -> bool:
        """Whether a seat is open for a person on another computer."""
        return any(self.kind(i) == OPEN for i in range(len(self.seats)))

    @property
    def local_people(self) -> tuple[int, ...]:
        """The seats of the people at this computer (you and the others), in seat order."""
        return tuple(i for i in range(len(self.seats)) if self.kind(i) in (YOU, PERSON))


LEVELS = ("easy", "normal", "strong", "expert", "rule", "random")
"""The computer players' levels in the order offered; a game offers those registered for it."""
DEFAULT_LEVEL = "normal"


def default_level(available: list[str]) -> str:
    """The level a new seat gets: normal, else the rule-based bot, else the first there is."""
    for level in (DEFAULT_LEVEL, "rule"):
        if level in available:
            return level
    return available[0]


def default_seats(
    game_id: str, players: int, name: str, level: str | list[str]
) -> tuple[Seat, ...]:
    """You in seat 0, computer players in the others: of `level`, or one level per seat."""
    levels = [level] * (players - 1) if isinstance(level, str) else level
    return (Seat(name), *(Seat(COMPUTER_NAMES[i - 1], levels[i - 1]) for i in range(1, players)))


class NewGameDialog(QDialog):
    """Choose a game, who plays each seat (you, people here or elsewhere, computer players of
    a level) and the house rules."""

    def __init__(
        self,
        game_id: str,
        name: str,
        saved_rules: dict[str, dict[str, object]],
        parent: QWidget | None = None,
        presets: Presets | None = None,
        *,
        host: bool = False,
    ) -> None:
        """Open on `game_id`, with the house rules last chosen for each game, and `presets`;
        to `host` a table, the seats after yours are open for people on other computers."""
        super().__init__(parent)
        self._host = host
        self.setWindowTitle(self.tr("Host a table") if host else self.tr("New game"))
        self._saved = saved_rules
        self._presets = presets if presets is not None else Presets()
        self._game = QComboBox()
        self._game.setObjectName("game")
        self._game.setAccessibleName(self.tr("Game"))
        for game in registry.games():
            self._game.addItem(texts.game_name(game.id), game.id)
        self._players = QSpinBox()
        self._players.setObjectName("players")
        self._players.setAccessibleName(self.tr("Players"))
        self._name = QLineEdit(name or self.tr("You"))
        self._name.setObjectName("name")
        self._name.setMaxLength(NAME_MAX)
        self._name.setAccessibleName(self.tr("Your name"))
        form = QFormLayout()
        form.addRow(self.tr("Game"), self._game)
        form.addRow(self.tr("Players"), self._players)
        form.addRow(self.tr("Your name"), self._name)
        most = max(max(g.player_counts) for g in registry.games())
        self._seats = SeatsBox(most, self._new_kind())
        self._problem = QLabel()
        self._problem.setObjectName("problem")
        self._problem.setWordWrap(True)
        self._problem.setTextFormat(Qt.TextFormat.PlainText)
        self._problem.setAccessibleName(self.tr("Why the game cannot be dealt yet"))
        self._rules_box = QGroupBox(self.tr("House rules"))
        self._rules_layout = QVBoxLayout(self._rules_box)
        self._editor: HouseRulesEditor | None = None
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self._seats)
        layout.addWidget(self._rules_box)
        layout.addWidget(self._problem)
        layout.addWidget(self._buttons)
        self._game.currentIndexChanged.connect(self._game_changed)
        self._players.valueChanged.connect(self._seats_changed)
        self._name.textChanged.connect(self._name_changed)
        self._seats.changed.connect(self._check)
        index = self._game.findData(game_id)
        self._game.setCurrentIndex(max(index, 0))
        self._seats.set_your_name(self._your_name())
        self._game_changed()

    def _game_changed(self) -> None:
        """A game chosen: its numbers of players, its levels, its house rules."""
        game = registry.get(self._game.currentData())
        counts = game.player_counts
        self._players.setRange(min(counts), max(counts))
        self._players.setValue(counts[0])
        self._players.setEnabled(len(counts) > 1)
        available = bot_names(game)
        offered = [
            lv for lv in LEVELS if lv in available and not (lv == "rule" and "normal" in available)
        ]
        offered += [lv for lv in available if lv not in LEVELS]
        self._seats.set_levels(offered, default_level(available))
        self._seats_changed()
        try:
            rules = game.house_rules(self._saved.get(game.id, {}))
        except RuleError:
            rules = game.house_rules()
        if self._editor is not None:
            self._rules_layout.removeWidget(self._editor)
            self._editor.hide()
            self._editor.deleteLater()
        self._editor = HouseRulesEditor(rules, game_id=game.id, presets=self._presets)
        self._rules_layout.addWidget(self._editor)
        self._tab_order()

    def _tab_order(self) -> None:
        """Game, players, name, the seats row by row, the house rules, then the buttons (the
        editor of a newly chosen game would otherwise come after the buttons)."""
        chain: list[QWidget] = [self._game, self._players, self._name, *self._seats.focus_chain()]
        chain += [w for w in self.editor.findChildren(QWidget) if _takes_tab(w, self.editor)]
        chain += self._buttons.buttons()
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _seats_changed(self) -> None:
        """Show one row per seat; a seat keeps what it had, a new one is open or a computer."""
        self._seats.set_count(self._players.value(), self._new_kind())

    def _new_kind(self) -> str:
        """Who plays a seat after yours at first: a person who joins, if you host a table."""
        return OPEN if self._host else COMPUTER

    def _your_name(self) -> str:
        """The name typed for you, or "You"."""
        return self._name.text().strip() or self.tr("You")

    def _name_changed(self) -> None:
        """Your name typed: shown in your seat, checked against the others'."""
        self._seats.set_your_name(self._your_name())

    def _check(self) -> None:
        """Enable the OK button when the seats can be dealt; say why not when they cannot."""
        problem = self._seats.problem(self._your_name())
        self._problem.setText(problem or "")
        self._problem.setVisible(problem is not None)
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(problem is None)
        ok.setAccessibleDescription(problem or "")
        hosted = OPEN in self._seats.kinds()
        ok.setText(self.tr("Open the table") if hosted else self.tr("Deal"))

    def set_level(self, seat: int, level: str) -> None:
        """Choose `level` for the computer player in `seat` (0 and up; also an open seat's)."""
        box = self._seats.rows[seat].level
        index = box.findData(level)
        if index < 0:
            raise ValueError(f"level {level!r} is not offered")
        box.setCurrentIndex(index)

    def set_kind(self, seat: int, kind: str) -> None:
        """Choose who plays `seat` (0 and up): YOU, PERSON, OPEN or COMPUTER."""
        self._seats.set_kind(seat, kind)

    def set_person_name(self, seat: int, name: str) -> None:
        """Type the name of the person at this computer in `seat` (0 and up)."""
        self._seats.rows[seat].name.setText(name)

    @property
    def problem(self) -> str | None:
        """Why the OK button is disabled (None when it is not)."""
        return self._seats.problem(self._your_name())

    @property
    def editor(self) -> HouseRulesEditor:
        """The house-rules editor of the chosen game."""
        assert self._editor is not None
        return self._editor

    @property
    def presets(self) -> Presets:
        """The presets offered (the player's new ones included)."""
        return self._presets

    def choice(self) -> NewGameChoice:
        """What was chosen."""
        game_id = self._game.currentData()
        kinds = self._seats.kinds()
        seats: list[Seat] = []
        for i, (kind, row) in enumerate(zip(kinds, self._seats.rows, strict=False)):
            level = row.level.currentData()
            if kind == YOU:
                seats.append(Seat(self._your_name()))
            elif kind == PERSON:
                seats.append(Seat(row.name.text().strip()))
            elif kind == OPEN:
                seats.append(Seat(self.tr("Seat {n}").format(n=i + 1), level))
            else:
                seats.append(Seat(computer_name(i), level))
        return NewGameChoice(game_id, tuple(seats), self.editor.rules(), kinds)


def _takes_tab(widget: QWidget, root: QWidget) -> bool:
    """Whether `widget`, inside `root`'s window, takes the focus by Tab on its own (not the
    inner line edit of a spin box, not a combo box's popup)."""
    return (
        bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and widget.window() is root.window()
        and widget.focusProxy() is None
        and not isinstance(widget.parentWidget(), QSpinBox | QComboBox)
    )
