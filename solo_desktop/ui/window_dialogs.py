"""The main window's dialogs and windows, opened from its menus: a new game (or a table to
host), joining and leaving a table, the house rules, the rules, statistics, the hand history,
a deal record, About. A part of `MainWindow` (a mixin), kept apart to keep each file to one
thing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox

if TYPE_CHECKING:
    from solo_desktop.controller.base import TableController
    from solo_desktop.model.ledger import Ledger
    from solo_desktop.model.paths import Paths
    from solo_desktop.model.presets import Presets
    from solo_desktop.model.settings import Settings
    from solo_desktop.ui.dialogs.new_game import NewGameChoice
    from solo_desktop.ui.history import HandHistoryWindow
    from solo_desktop.ui.statistics import StatisticsWindow
    from solo_desktop.ui.together import Together

translate = QCoreApplication.translate
"""The texts keep the main window's translation context: this is a part of that window."""


class WindowDialogs(QMainWindow):
    """The dialogs of the main window (see the module's text)."""

    settings: Settings
    paths: Paths
    ledger: Ledger | None
    controller: TableController
    presets: Presets
    together: Together
    status_label: QLabel

    def _save_settings(self) -> None:
        raise NotImplementedError

    def new_match(self, choice: NewGameChoice) -> None:
        """Replace the match in progress (the window's own)."""
        raise NotImplementedError

    def host_table(self) -> None:
        """Game > Host a table: the new-game dialog with open seats, then the lobby."""
        self.ask_new_game(host=True)

    def join_table(self) -> None:
        """Game > Join a table."""
        self.together.ask_join()

    def leave_table(self) -> None:
        """Game > Leave the table."""
        self.together.ask_leave()

    def ask_new_game(self, host: bool = False) -> None:
        """Game > New (or Game > Host a table: `host`): the new-game dialog."""
        from solo_desktop.ui.dialogs.new_game import NewGameDialog

        self.controller.pause(True)
        dialog = NewGameDialog(
            self.controller.game_id,
            self.settings.player_name,
            self.settings.house_rules,
            self,
            presets=self.presets,
            host=host,
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            choice = dialog.choice()
            self.settings.last_game = choice.game_id
            you = choice.kinds.index("you") if "you" in choice.kinds else 0
            self.settings.player_name = choice.seats[you].name
            self.settings.house_rules[choice.game_id] = dict(choice.rules.changed())
            self._save_settings()
            self.new_match(choice)
        else:
            self.controller.pause(False)

    def _ledger_for_reading(self) -> Ledger:
        from solo_desktop.model.ledger import Ledger

        return self.ledger if self.ledger is not None else Ledger.memory()

    def show_statistics(self) -> StatisticsWindow:
        """View > Statistics: chip balance and per-game numbers from the ledger."""
        from PySide6.QtCore import Qt

        from solo_desktop.ui.statistics import StatisticsWindow  # QtCharts: only when asked

        window = StatisticsWindow(self._ledger_for_reading(), self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.open()
        return window

    def show_history(self) -> HandHistoryWindow:
        """View > Hand history: past hands from the ledger, to replay or export."""
        from PySide6.QtCore import Qt

        from solo_desktop.ui.history import HandHistoryWindow

        window = HandHistoryWindow(self._ledger_for_reading(), self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.controller.hand_settled.connect(window.refresh)
        window.open()
        return window

    def open_record(self) -> None:
        """Game > Open deal record: replay a hand from a file."""
        from solo_desktop.ui.history import HandHistoryWindow

        HandHistoryWindow(self._ledger_for_reading(), self).ask_import()

    def edit_house_rules(self) -> None:
        """Game > House rules: choose the rules for the next new game of this game."""
        from solo_desktop.core import registry

        game_id = self.controller.game_id
        game = registry.get(game_id)
        try:
            rules = game.house_rules(self.settings.house_rules.get(game_id, {}))
        except ValueError:
            rules = game.house_rules()
        from solo_desktop.ui.dialogs.house_rules import HouseRulesDialog

        dialog = HouseRulesDialog(game_id, rules, self.presets, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.settings.house_rules[game_id] = dict(dialog.rules().changed())
            self._save_settings()
            self.status_label.setText(
                translate("MainWindow", "The house rules apply from the next new game.")
            )

    def show_rules(self) -> None:
        """Help > Rules: the rules of the current game, house rules in force marked."""
        from solo_desktop.ui.rules_help import RulesDialog

        RulesDialog(self.controller.game_id, self.controller.match.rules, self).exec()

    def _about(self) -> None:
        QMessageBox.about(self, translate("MainWindow", "About Solo Desktop"), self.about_text())

    def about_text(self) -> str:
        """What Help > About says: the app, then its name and version (pyproject's)."""
        from solo_desktop.version import app_version

        return (
            translate(
                "MainWindow",
                "Solo Desktop: Solo 66 and the Solo family of card games, against computer players.",  # noqa: E501
            )
            + f"\n\nSolo Desktop {app_version()}"
        )
