"""The table in words, for screen readers and the keyboard: the person's hand as a list (each
card's name and whether it may be played now), the trick in progress, the last trick, the
auction so far, the contract, trumps, whose turn it is, the tricks and the score.

The panel follows a `TableController` and draws only from the person's view; it decides
nothing. Playing a card goes through the `play` callback the window gives, the same path as a
click on the table. Compact enough for a dock beside the scoreboard.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller.base import TableController
from solo_desktop.core.actions import PLAY
from solo_desktop.core.cards import Card, cards_of
from solo_desktop.ui.access import words
from solo_desktop.ui.table_presenter import sort_hand

translate = QCoreApplication.translate

CARD_ROLE = Qt.ItemDataRole.UserRole
"""An item's card id."""
PLAYABLE_ROLE = Qt.ItemDataRole.UserRole + 1
"""Whether an item's card may be played now."""

FIELDS = ("turn", "contract", "trump", "trick", "last_trick", "auction", "tricks", "score")
"""The lines of the panel under the hand, in reading (and Tab) order; also their objectNames."""

FOCUS_STYLE = "QLabel:focus, QListWidget:focus { border: 2px solid palette(highlight); }"
"""Focus is always visible."""


def caption(field: str) -> str:
    """The caption of a line of the panel (read before its value)."""
    return {
        "turn": translate("Access", "Turn"),
        "contract": translate("Access", "Contract"),
        "trump": translate("Access", "Trumps"),
        "trick": translate("Access", "Trick"),
        "last_trick": translate("Access", "Last trick"),
        "auction": translate("Access", "Auction"),
        "tricks": translate("Access", "Tricks taken"),
        "score": translate("Access", "Score"),
    }[field]


def item_words(c: Card, playable: bool) -> str:
    """A card of the hand list: "Queen of spades, playable"."""
    if playable:
        return translate("Access", "{card}, playable").format(card=words.card_words(c))
    return translate("Access", "{card}, not playable now").format(card=words.card_words(c))


class InfoLine(QLabel):
    """One line of the table in words, reachable with Tab and read as "caption: value"."""

    def __init__(self, field: str, parent: QWidget | None = None) -> None:
        """An empty line for `field` (one of FIELDS)."""
        super().__init__(parent)
        self.field = field
        self.value = ""
        self.setObjectName(field)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.set_value("")

    def set_value(self, value: str) -> None:
        """Show `value` after the caption; screen readers read both."""
        self.value = value
        text = translate("Access", "{caption}: {value}").format(
            caption=caption(self.field), value=value or "–"
        )
        if text != self.text():
            self.setText(text)
        self.setAccessibleName(text)


class HandList(QListWidget):
    """The person's cards, one item each; Enter plays the current card."""

    chosen = Signal(QListWidgetItem)
    """Enter, Return or a double-click on an item."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty hand."""
        super().__init__(parent)
        self.setObjectName("hand_list")
        self.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(4 * self.fontMetrics().height())
        self.itemDoubleClicked.connect(self.chosen.emit)
        # A screen reader selects an item (AT-SPI's Selection) without making it current:
        # the selected card becomes the current one, which the Play button plays.
        self.itemSelectionChanged.connect(self._selected_is_current)

    def _selected_is_current(self) -> None:
        selected = self.selectedItems()
        if selected and selected[0] is not self.currentItem():
            self.setCurrentItem(selected[0])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Return chooses the current card (on every platform, macOS too)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.currentItem()
            if item is not None:
                self.chosen.emit(item)
                event.accept()
                return
        super().keyPressEvent(event)


class AccessibleTable(QWidget):
    """The table in words, in step with a controller: the hand list and the lines under it.

    `play(card)` is called when the person chooses a playable card (Enter, a double-click, or
    the "Play card" button on the current card). A card that may not be played now emits
    `refused(card)` instead, so that the window can say why."""

    refused = Signal(int)
    """A card not playable now was chosen (its card id)."""

    def __init__(
        self,
        play: Callable[[Card], object] | None = None,
        controller: TableController | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """A panel that plays through `play`, following `controller` (or none yet)."""
        super().__init__(parent)
        self.setObjectName("AccessibleTable")
        self._play = play
        self.controller: TableController | None = None
        self._concealed = False
        self._shown: list[tuple[Card, bool]] = []

        self.hand_label = QLabel()
        self.hand_label.setObjectName("hand_label")
        self.hand_list = HandList(self)
        self.hand_label.setBuddy(self.hand_list)
        self.hand_list.chosen.connect(self._choose)
        self.hand_list.currentItemChanged.connect(self._update_button)
        self.play_button = QPushButton()
        self.play_button.setObjectName("play_card")
        self.play_button.clicked.connect(self.play_current)
        self.lines = {field: InfoLine(field, self) for field in FIELDS}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(2)
        layout.addWidget(self.hand_label)
        layout.addWidget(self.hand_list, 1)
        layout.addWidget(self.play_button)
        for line in self.lines.values():
            layout.addWidget(line)
        order: list[QWidget] = [self.hand_list, self.play_button, *self.lines.values()]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self.setFocusProxy(self.hand_list)
        self.setStyleSheet(FOCUS_STYLE)
        self.retranslate()
        self.bind(controller)

    # -- wiring ---------------------------------------------------------------------------

    def set_play(self, play: Callable[[Card], object] | None) -> None:
        """Play chosen cards through `play` from now on."""
        self._play = play

    def bind(self, controller: TableController | None) -> None:
        """Follow `controller`'s match from now on (None: show nothing)."""
        if self.controller is not None:
            for signal in self._signals(self.controller):
                signal.disconnect(self.refresh)
        self.controller = controller
        if controller is not None:
            for signal in self._signals(controller):
                signal.connect(self.refresh)
        self._shown = []
        self.refresh()

    @staticmethod
    def _signals(c: TableController) -> list[Any]:
        return [
            c.hand_started,
            c.state_changed,
            c.hand_settled,
            c.match_finished,
            c.viewer_changed,
        ]

    def set_concealed(self, concealed: bool) -> None:
        """Hide the person's cards (the hot-seat curtain is up) or show them again."""
        self._concealed = concealed
        self.refresh()

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.setAccessibleName(translate("Access", "The table in words"))
        self.hand_label.setText(translate("Access", "Your &hand"))
        self.hand_list.setAccessibleName(translate("Access", "Your hand"))
        self.hand_list.setAccessibleDescription(
            translate(
                "Access",
                "Your cards, each with whether you may play it now. Press Enter to play the "
                "current card.",
            )
        )
        self.play_button.setText(translate("Access", "&Play card"))
        self.play_button.setAccessibleName(translate("Access", "Play the current card"))

    def changeEvent(self, event: QEvent) -> None:
        """Follow a change of language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._shown = []
            self.refresh()
        super().changeEvent(event)

    # -- drawing --------------------------------------------------------------------------

    def refresh(self, *_: object) -> None:
        """Redraw everything from the controller's view (signals' arguments are ignored)."""
        c = self.controller
        if c is None or not c.match.in_hand:
            self._show_hand([])
            for field in FIELDS:
                self.lines[field].set_value("")
            if c is not None:
                self.lines["turn"].set_value(translate("Access", "Hand over"))
                self.lines["score"].set_value(words.score_words(c.match))
            return
        view = c.view()
        names = [s.name for s in c.match.seats]
        legal = set(c.legal_actions())
        if self._concealed:
            self._show_hand([])
            self.hand_list.addItem(translate("Access", "Your cards are hidden"))
        else:
            cards = sort_hand(list(cards_of(view.hand)), view)
            self._show_hand([(x, PLAY[x] in legal) for x in cards])
        lines = self.lines
        lines["turn"].set_value(words.turn_words(view, names, c.is_persons_turn()))
        lines["contract"].set_value(words.contract_words(view, names))
        lines["trump"].set_value(words.trump_words(view))
        lines["trick"].set_value(words.trick_words(view, names))
        lines["last_trick"].set_value(words.last_trick_words(view, names))
        lines["auction"].set_value(words.auction_words(view, names))
        lines["tricks"].set_value(words.tricks_words(view, names))
        lines["score"].set_value(words.score_words(c.match))

    def _show_hand(self, cards: list[tuple[Card, bool]]) -> None:
        """The hand list: the same cards are updated in place, so that the current card and
        the reader's place stay; other cards replace the list, keeping the current row."""
        if cards == self._shown and self.hand_list.count() == len(cards):
            return
        lst = self.hand_list
        same_cards = [x for x, _ in cards] == [x for x, _ in self._shown]
        if same_cards and lst.count() == len(cards):
            for row, (x, playable) in enumerate(cards):
                item = lst.item(row)
                if item is not None:
                    self._fill(item, x, playable)
        else:
            row = lst.currentRow()
            lst.clear()
            for x, playable in cards:
                item = QListWidgetItem()
                self._fill(item, x, playable)
                lst.addItem(item)
            if cards and row >= 0:
                lst.setCurrentRow(min(row, len(cards) - 1))
        self._shown = list(cards)
        self._update_button()

    @staticmethod
    def _fill(item: QListWidgetItem, c: Card, playable: bool) -> None:
        """An item's text, accessible name and flags for card `c`. A card not playable now is
        not selectable and drawn disabled, but stays enabled for keyboard focus, so that
        arrow keys still read the whole hand."""
        text = item_words(c, playable)
        item.setText(text)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
        item.setData(CARD_ROLE, c)
        item.setData(PLAYABLE_ROLE, playable)
        flags = Qt.ItemFlag.ItemIsEnabled
        if playable:
            flags |= Qt.ItemFlag.ItemIsSelectable
        item.setFlags(flags)
        grey = None if playable else QColor(Qt.GlobalColor.gray)
        item.setData(Qt.ItemDataRole.ForegroundRole, grey)

    def _update_button(self, *_: object) -> None:
        item = self.hand_list.currentItem()
        self.play_button.setEnabled(item is not None and bool(item.data(PLAYABLE_ROLE)))

    # -- playing --------------------------------------------------------------------------

    def cards(self) -> list[tuple[Card, bool]]:
        """The hand as the list shows it: (card, playable) in list order."""
        return list(self._shown)

    def item_for(self, c: Card) -> QListWidgetItem | None:
        """The list item of card `c`, if the hand holds it."""
        for row in range(self.hand_list.count()):
            item = self.hand_list.item(row)
            if item is not None and item.data(CARD_ROLE) == c:
                return item
        return None

    def play_current(self) -> None:
        """Play the current card of the list (the "Play card" button)."""
        item = self.hand_list.currentItem()
        if item is not None:
            self._choose(item)

    def _choose(self, item: QListWidgetItem) -> None:
        """A card was chosen: play it when it may be played, else say it was refused."""
        c = item.data(CARD_ROLE)
        if c is None:
            return
        if item.data(PLAYABLE_ROLE):
            if self._play is not None:
                self._play(int(c))
        else:
            self.refused.emit(int(c))
