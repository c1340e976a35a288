"""The main window's menus: Game, View (speed, language, deck) and Help, with the platform's
standard shortcuts. Rebuilt whenever the language changes."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from solo_desktop.model.settings import CARD_SIZES, SPEEDS
from solo_desktop.ui import i18n

if TYPE_CHECKING:
    from solo_desktop.ui.main_window import MainWindow

translate = QCoreApplication.translate


def _action(
    window: MainWindow,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    name: str = "",
) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.setObjectName(name)
    action.triggered.connect(lambda _=False: slot())
    return action


SPEECH_RATES = {"slow": -0.4, "normal": 0.0, "fast": 0.4}
"""The speech rates offered, as QTextToSpeech rates (-1 to 1)."""


def _accessibility_menu(window: MainWindow, view_menu: QMenu) -> None:
    """View > Accessibility: high contrast, card size, the four-colour deck, speech."""
    menu = view_menu.addMenu(translate("MainWindow", "A&ccessibility"))
    menu.setObjectName("accessibility")
    contrast = _action(
        window,
        translate("MainWindow", "&High contrast"),
        window._toggle_high_contrast,
        None,
        "high_contrast",
    )
    contrast.setCheckable(True)
    contrast.setChecked(window.settings.high_contrast)
    menu.addAction(contrast)
    sizes_menu = menu.addMenu(translate("MainWindow", "Card &size"))
    sizes = QActionGroup(window)
    size_names = {
        "normal": translate("MainWindow", "Normal"),
        "large": translate("MainWindow", "Large"),
        "largest": translate("MainWindow", "Largest"),
    }
    for key in CARD_SIZES:
        a = _action(
            window, size_names[key], partial(window._set_card_size, key), None, "size:" + key
        )
        a.setCheckable(True)
        a.setChecked(key == window.settings.card_size)
        sizes.addAction(a)
        sizes_menu.addAction(a)
    four = _action(
        window,
        translate("MainWindow", "&Four-colour deck"),
        window._toggle_four_colour,
        None,
        "four",
    )
    four.setCheckable(True)
    four.setChecked(window.settings.four_colour)
    menu.addAction(four)
    menu.addSeparator()
    speech = _action(
        window,
        translate("MainWindow", "S&peak what happens"),
        window._toggle_speech,
        "Ctrl+Shift+S",
        "speech",
    )
    speech.setCheckable(True)
    speech.setChecked(window.settings.speech)
    menu.addAction(speech)
    menu.addAction(
        _action(
            window,
            translate("MainWindow", "Say the &last news again"),
            window.repeat_announcement,
            "Ctrl+Shift+L",
            "repeat",
        )
    )
    table_in_words = window.access_dock.toggleViewAction()
    table_in_words.setText(translate("MainWindow", "&Table in words"))
    table_in_words.setShortcut("Ctrl+Shift+T")
    table_in_words.setObjectName("table_in_words")
    menu.addAction(table_in_words)
    rates_menu = menu.addMenu(translate("MainWindow", "Speech &rate"))
    rates = QActionGroup(window)
    rate_names = {
        "slow": translate("MainWindow", "Slow"),
        "normal": translate("MainWindow", "Normal"),
        "fast": translate("MainWindow", "Fast"),
    }
    for key, rate in SPEECH_RATES.items():
        a = _action(
            window, rate_names[key], partial(window._set_speech_rate, rate), None, "rate:" + key
        )
        a.setCheckable(True)
        a.setChecked(abs(rate - window.settings.speech_rate) < 0.05)
        rates.addAction(a)
        rates_menu.addAction(a)


def build_menus(window: MainWindow) -> None:
    """The menu bar: Game, View (with speed and language), Help; rebuilt on a language change."""
    bar = window.menuBar()
    bar.clear()
    game_menu = bar.addMenu(translate("MainWindow", "&Game"))
    game_menu.addAction(
        _action(
            window,
            translate("MainWindow", "&New…"),
            window.ask_new_game,
            QKeySequence.StandardKey.New,
            "new",
        )
    )
    game_menu.addAction(
        _action(
            window,
            translate("MainWindow", "Host a ta&ble…"),
            window.host_table,
            "Ctrl+Shift+N",
            "host",
        )
    )
    game_menu.addAction(
        _action(
            window,
            translate("MainWindow", "&Join a table…"),
            window.join_table,
            "Ctrl+J",
            "join",
        )
    )
    window.leave_action = _action(
        window,
        translate("MainWindow", "&Leave the table"),
        window.leave_table,
        None,
        "leave",
    )
    window.leave_action.setEnabled(window.controller.hosted)
    game_menu.addAction(window.leave_action)
    game_menu.addSeparator()
    window.restart_action = _action(
        window,
        translate("MainWindow", "&Restart hand"),
        window.controller_restart,
        "Ctrl+R",
        "restart",
    )
    window.restart_action.setEnabled(not window.controller.hosted)
    game_menu.addAction(window.restart_action)
    game_menu.addAction(
        _action(
            window,
            translate("MainWindow", "&House rules…"),
            window.edit_house_rules,
            None,
            "house_rules",
        )
    )
    game_menu.addAction(
        _action(
            window,
            translate("MainWindow", "&Open deal record…"),
            window.open_record,
            "Ctrl+O",
            "open_record",
        )
    )
    window.undo_action = _action(
        window,
        translate("MainWindow", "&Take back card"),
        window._undo,
        QKeySequence.StandardKey.Undo,
        "undo",
    )
    game_menu.addAction(window.undo_action)
    window.hint_action = _action(
        window, translate("MainWindow", "&Hint"), window.ask_hint, "H", "hint"
    )
    game_menu.addAction(window.hint_action)
    allow_hints = _action(
        window,
        translate("MainWindow", "Allow hints"),
        window._toggle_hints,
        None,
        "allow_hints",
    )
    allow_hints.setCheckable(True)
    allow_hints.setChecked(window.settings.hints)
    game_menu.addAction(allow_hints)
    game_menu.addSeparator()
    game_menu.addAction(
        _action(
            window,
            translate("MainWindow", "&Quit"),
            window.close,
            QKeySequence.StandardKey.Quit,
            "quit",
        )
    )

    view_menu = bar.addMenu(translate("MainWindow", "&View"))
    view_menu.addAction(window.scoreboard.toggleViewAction())
    view_menu.addAction(
        _action(
            window,
            translate("MainWindow", "S&tatistics…"),
            window.show_statistics,
            "Ctrl+T",
            "statistics",
        )
    )
    view_menu.addAction(
        _action(
            window,
            translate("MainWindow", "Hand &history…"),
            window.show_history,
            "Ctrl+H",
            "history",
        )
    )
    view_menu.addSeparator()
    window.last_trick_action = _action(
        window, translate("MainWindow", "&Last trick"), window._toggle_last_trick, "L", "last_trick"
    )
    window.last_trick_action.setCheckable(True)
    view_menu.addAction(window.last_trick_action)
    auto_out = _action(
        window,
        translate("MainWindow", "Claim &66 automatically"),
        window._toggle_auto_out,
        None,
        "auto_out",
    )
    auto_out.setCheckable(True)
    auto_out.setChecked(window.settings.auto_out)
    view_menu.addAction(auto_out)
    _accessibility_menu(window, view_menu)
    backs_menu = view_menu.addMenu(translate("MainWindow", "Card &back"))
    backs = QActionGroup(window)
    back_names = {
        "blue": translate("MainWindow", "Blue"),
        "red": translate("MainWindow", "Red"),
        "green": translate("MainWindow", "Green"),
    }
    for colour, label in back_names.items():
        a = _action(window, label, partial(window._set_card_back, colour), None, "back:" + colour)
        a.setCheckable(True)
        a.setChecked(colour == window.settings.card_back)
        backs.addAction(a)
        backs_menu.addAction(a)
    speed_menu = view_menu.addMenu(translate("MainWindow", "&Speed"))
    speeds = QActionGroup(window)
    names = {
        "slow": translate("MainWindow", "Slow"),
        "normal": translate("MainWindow", "Normal"),
        "fast": translate("MainWindow", "Fast"),
        "instant": translate("MainWindow", "Instant"),
    }
    for key in SPEEDS:
        a = _action(window, names[key], partial(window._set_speed, key), None, "speed:" + key)
        a.setCheckable(True)
        a.setChecked(key == window.settings.speed)
        speeds.addAction(a)
        speed_menu.addAction(a)
    lang_menu = view_menu.addMenu(translate("MainWindow", "L&anguage"))
    langs = QActionGroup(window)
    current = i18n.choose_language(None, window.settings.language)
    for code, label in i18n.LANGUAGES.items():
        a = _action(window, label, partial(window.set_language, code), None, "lang:" + code)
        a.setCheckable(True)
        a.setChecked(code == current)
        langs.addAction(a)
        lang_menu.addAction(a)

    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    help_menu.addAction(
        _action(
            window,
            translate("MainWindow", "&Rules"),
            window.show_rules,
            QKeySequence.StandardKey.HelpContents,
            "rules",
        )
    )
    help_menu.addAction(
        _action(
            window,
            translate("MainWindow", "&Keyboard…"),
            window.show_keyboard,
            "Shift+F1",
            "keyboard",
        )
    )
    help_menu.addAction(
        _action(
            window, translate("MainWindow", "&About Solo Desktop"), window._about, None, "about"
        )
    )
