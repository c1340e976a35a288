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


def default_seats(game_id: str, players: int, name: str, level: str) -> tuple[Seat, ...]:
    """You in seat 0, computer players of `level` in the others."""
    return (Seat(name), *(Seat(COMPUTER_NAMES[i - 1], level) for i in range(1, players)))


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
        self._level = QComboBox()
        self._level.setObjectName("level")
        form = QFormLayout()
        form.addRow(self.tr("Game"), self._game)
        form.addRow(self.tr("Players"), self._players)
        form.addRow(self.tr("Your name"), self._name)
        form.addRow(self.tr("Computer players"), self._level)
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
        layout.addWidget(self._rules_box)
        layout.addWidget(buttons)
        self._game.currentIndexChanged.connect(self._game_changed)
        index = self._game.findData(game_id)
        self._game.setCurrentIndex(max(index, 0))
        self._game_changed()

    def _game_changed(self) -> None:
        game = registry.get(self._game.currentData())
        counts = game.player_counts
        self._players.setRange(min(counts), max(counts))
        self._players.setValue(counts[0])
        self._players.setEnabled(len(counts) > 1)
        self._level.clear()
        levels = {"rule": self.tr("Club player"), "random": self.tr("Beginner (random)")}
        for level in bot_names(game):
            self._level.addItem(levels.get(level, level), level)
        self._level.setCurrentIndex(max(0, self._level.findData("rule")))
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
        seats = default_seats(game_id, self._players.value(), name, self._level.currentData())
        return NewGameChoice(game_id, seats, self.editor.rules())
