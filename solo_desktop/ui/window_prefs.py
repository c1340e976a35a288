"""The main window's preferences from the View menu: speed, card back, the four-colour deck,
claiming 66, the last trick, and View > Accessibility (high contrast, card size, speech). A part
of `MainWindow` (a mixin), kept apart to keep each file to one thing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from solo_desktop.ui.window_dialogs import WindowDialogs

if TYPE_CHECKING:
    from solo_desktop.ui.access.speech import Speech
    from solo_desktop.ui.table.deck_theme import DeckTheme
    from solo_desktop.ui.table.scene import TableScene
    from solo_desktop.ui.table_presenter import TablePresenter

translate = QCoreApplication.translate
"""The texts keep the main window's translation context: this is a part of that window."""


class WindowPreferences(WindowDialogs):
    """The preferences of the main window (see the module's text)."""

    scene: TableScene
    theme: DeckTheme
    presenter: TablePresenter
    last_trick_action: QAction
    demo_hands: int
    speech: Speech

    def _show_reason(self, reason: str) -> None:
        raise NotImplementedError

    def _save_settings(self) -> None:
        try:
            self.settings.save(self.paths.settings_file)
        except OSError as e:
            self._show_reason(
                translate("MainWindow", "Could not save the settings: {error}").format(error=e)
            )

    def _apply_speed(self) -> None:
        factor = 0.0 if self.demo_hands else self.settings.speed_factor
        self.scene.set_speed(factor)
        self.controller.set_speed(factor)

    def _set_speed(self, key: str) -> None:
        self.settings.speed = key
        self._save_settings()
        self._apply_speed()

    def _set_card_back(self, colour: str) -> None:
        self.settings.card_back = colour
        self.theme.set_back(colour)
        self._save_settings()

    def _toggle_auto_out(self) -> None:
        self.settings.auto_out = not self.settings.auto_out
        self._save_settings()

    def _toggle_four_colour(self) -> None:
        self.settings.four_colour = not self.settings.four_colour
        self.scene.set_four_colour(self.settings.four_colour)
        self._save_settings()

    def _toggle_last_trick(self) -> None:
        self.presenter.show_last = self.last_trick_action.isChecked()
        self.presenter.show_last_trick()

    # -- View > Accessibility ------------------------------------------------------------

    def apply_sight(self) -> None:
        """Draw the table as the settings say: high contrast, card size."""
        self.scene.set_high_contrast(self.settings.high_contrast)
        self.scene.set_card_scale(self.settings.card_scale)

    def _toggle_high_contrast(self) -> None:
        self.settings.high_contrast = not self.settings.high_contrast
        self._save_settings()
        self.apply_sight()

    def _set_card_size(self, key: str) -> None:
        self.settings.card_size = key
        self._save_settings()
        self.apply_sight()

    def _toggle_speech(self) -> None:
        self.settings.speech = not self.settings.speech
        self._save_settings()
        self.apply_speech()

    def _set_speech_rate(self, rate: float) -> None:
        self.settings.speech_rate = rate
        self._save_settings()
        self.apply_speech()

    def apply_speech(self) -> None:
        """Speak every public event, or not, at the chosen rate (the window's announcer)."""
        self.speech.set_enabled(self.settings.speech)
        self.speech.set_rate(self.settings.speech_rate)
