"""The new-game dialog: game, seats (you and computer players) and the house rules, with the
house-rule presets."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.ai.bot import bot_names
from solo_desktop.controller import texts
from solo_desktop.core import registry
from solo_desktop.core.rules import HouseRules, RuleError
from solo_desktop.model.match import Seat
from solo_desktop.model.presets import Presets
from solo_desktop.ui.dialogs.house_rules import HouseRulesEditor

COMPUTER_NAMES = ("Anna", "Bernd", "Clara", "David", "Emil")
"""Names of the computer players, seat by seat."""


@dataclass(frozen=True)
class NewGameChoice:
    """What the dialog chose: the game, the seats and the house rules."""

    game_id: str
    seats: tuple[Seat, ...]
    rules: HouseRules


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
    """Choose a game, your name, the computer players' level and the house rules."""

    def __init__(
        self,
        game_id: str,
        name: str,
        saved_rules: dict[str, dict[str, object]],
        parent: QWidget | None = None,
        presets: Presets | None = None,
    ) -> None:
        """Open on `game_id`, with the house rules last chosen for each game, and `presets`."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._saved = saved_rules
        self._presets = presets if presets is not None else Presets()
        self._game = QComboBox()
        self._game.setObjectName("game")
        for game in registry.games():
            self._game.addItem(texts.game_name(game.id), game.id)
        self._players = QSpinBox()
        self._players.setObjectName("players")
        self._name = QLineEdit(name or self.tr("You"))
        self._name.setObjectName("name")
        self._levels: list[QComboBox] = []
        self._levels_box = QGroupBox(self.tr("Computer players"))
        self._levels_form = QFormLayout(self._levels_box)
        form = QFormLayout()
        form.addRow(self.tr("Game"), self._game)
        form.addRow(self.tr("Players"), self._players)
        form.addRow(self.tr("Your name"), self._name)
        self._rules_box = QGroupBox(self.tr("House rules"))
        self._rules_layout = QVBoxLayout(self._rules_box)
        self._editor: HouseRulesEditor | None = None
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self._levels_box)
        layout.addWidget(self._rules_box)
        layout.addWidget(buttons)
        self._game.currentIndexChanged.connect(self._game_changed)
        self._players.valueChanged.connect(self._seats_changed)
        index = self._game.findData(game_id)
        self._game.setCurrentIndex(max(index, 0))
        self._game_changed()

    def _game_changed(self) -> None:
        game = registry.get(self._game.currentData())
        counts = game.player_counts
        self._players.setRange(min(counts), max(counts))
        self._players.setValue(counts[0])
        self._players.setEnabled(len(counts) > 1)
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

    def _level_names(self) -> dict[str, str]:
        return {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "strong": self.tr("Strong (thinks ahead)"),
            "expert": self.tr("Expert (thinks longest)"),
            "rule": self.tr("Club player"),
            "random": self.tr("Beginner (random)"),
        }

    def _seats_changed(self) -> None:
        """One level chooser per computer seat; a seat keeps the level it had."""
        game = registry.get(self._game.currentData())
        available = bot_names(game)
        offered = [
            lv for lv in LEVELS if lv in available and not (lv == "rule" and "normal" in available)
        ]
        offered += [lv for lv in available if lv not in LEVELS]
        kept = [box.currentData() for box in self._levels]
        while self._levels_form.rowCount():
            self._levels_form.removeRow(0)
        self._levels = []
        names = self._level_names()
        for i in range(1, self._players.value()):
            box = QComboBox()
            box.setObjectName(f"level_{i}")
            for level in offered:
                box.addItem(names.get(level, level), level)
            want = kept[i - 1] if i - 1 < len(kept) else default_level(available)
            index = box.findData(want)
            box.setCurrentIndex(
                index if index >= 0 else max(0, box.findData(default_level(available)))
            )
            self._levels.append(box)
            self._levels_form.addRow(COMPUTER_NAMES[i - 1], box)

    def set_level(self, seat: int, level: str) -> None:
        """Choose `level` for the computer player in `seat` (1 and up)."""
        box = self._levels[seat - 1]
        box.setCurrentIndex(box.findData(level))

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
        name = self._name.text().strip() or self.tr("You")
        levels = [box.currentData() for box in self._levels]
        seats = default_seats(game_id, self._players.value(), name, levels)
        return NewGameChoice(game_id, seats, self.editor.rules())
