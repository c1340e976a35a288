"""The panel under the table where a person bids, names trumps and lays cards away.

Everything it offers is built from the controller's `legal_actions()`: a button per action
for calls, and card selection on the table for `discard` (the panel tells how many cards and
enables "Lay away" once the selection is a legal discard). It also shows the auction so far,
every call in order with the seat that made it.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.controller.base import TableController
from solo_desktop.core.actions import split
from solo_desktop.core.cards import Card, parse_card
from solo_desktop.core.game import Phase

CARD_VERBS = {"play", "discard"}
"""Verbs the person performs by clicking cards on the table rather than buttons."""
MAX_BID_BUTTONS = 4
"""More bids than this go into a list with one "Bid" button."""


class ActionPanel(QFrame):
    """Buttons for the person's legal calls, the auction so far, and the discard selection."""

    acted = Signal(str)
    """The person chose this action with a button."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        """A panel driven by `controller`."""
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._controller = controller
        self._selected: list[Card] = []
        self._discards: dict[frozenset[Card], str] = {}
        self._need = 0

        self._auction = QLabel()
        self._auction.setObjectName("auction")
        self._auction.setWordWrap(True)
        self._prompt = QLabel()
        self._prompt.setObjectName("Prompt")
        self._prompt.setWordWrap(True)
        self._buttons = QHBoxLayout()
        self._buttons.setSpacing(8)
        self._buttons.addStretch(0)

        row = QHBoxLayout()
        row.addWidget(self._prompt, 1)
        row.addLayout(self._buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(4)
        layout.addWidget(self._auction)
        layout.addLayout(row)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._name()

    def _name(self) -> None:
        """The names screen readers give the panel and its lines."""
        self.setAccessibleName(self.tr("Bidding and calls"))
        self._auction.setAccessibleName(self.tr("The auction so far"))
        self._prompt.setAccessibleName(self.tr("What to do now"))

    def changeEvent(self, event: QEvent) -> None:
        """Name the panel again in a new language (its buttons are rebuilt by `refresh`)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()

    def set_controller(self, controller: TableController) -> None:
        """Follow another match."""
        self._controller = controller
        self.refresh()

    # -- what the table asks -----------------------------------------------------------

    @property
    def selecting(self) -> bool:
        """Whether the person is choosing cards to lay away."""
        return self._need > 0

    @property
    def selected(self) -> list[Card]:
        """The cards chosen so far for laying away."""
        return list(self._selected)

    def toggle(self, card: Card) -> None:
        """Add or remove a card from the discard selection."""
        if not self.selecting:
            return
        if card in self._selected:
            self._selected.remove(card)
        elif len(self._selected) < self._need:
            self._selected.append(card)
        self._update_discard_button()

    def selection_action(self) -> str | None:
        """The legal discard the selection makes, if it makes one."""
        return self._discards.get(frozenset(self._selected))

    # -- building ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild from the controller: the auction so far and the person's choices."""
        c = self._controller
        self._fill_auction()
        self._clear_buttons()
        legal = c.legal_actions()
        self._discards = {}
        self._need = 0
        calls = [a for a in legal if split(a)[0] not in CARD_VERBS]
        for action in legal:
            verb, args = split(action)
            if verb == "discard":
                cards = frozenset(parse_card(a) for a in args)
                self._discards[cards] = action
                self._need = len(args)
        if not self.selecting:
            self._selected = []
        standing = c.standing_actions()
        bids = sorted((a for a in calls if split(a)[0] == "bid"), key=texts.bid_order(c.game_id))
        calls = [*bids, *(a for a in calls if a not in bids)]
        for verb in ("bid", "call", "give"):
            group = [a for a in calls if split(a)[0] == verb]
            if len(group) > MAX_BID_BUTTONS:
                # A long list (German Solo's ladder, a card to call): one list and one button.
                self._add_choice_list(verb, group)
                calls = [a for a in calls if a not in group]
        for action in (*standing, *(a for a in calls if a not in standing)):
            button = QPushButton(texts.action_text(action))
            button.setObjectName("action:" + action)
            button.setAccessibleName(texts.action_text(action))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, a=action: self.acted.emit(a))
            if action not in legal:
                # Shown but greyed: the game's standing calls, with the reason on hover.
                button.setEnabled(False)
                reason = c.why_illegal(action) or ""
                button.setToolTip(reason)
                button.setAccessibleDescription(reason)
            self._buttons.insertWidget(self._buttons.count() - 1, button)
        if self.selecting:
            self._lay_away = QPushButton(self.tr("Lay away"))
            self._lay_away.setObjectName("lay_away")
            self._lay_away.setAccessibleName(self.tr("Lay away the chosen cards"))
            self._lay_away.setAccessibleDescription(
                self.tr(
                    "Choose {n} cards of your hand on the table first (arrow keys, then Enter "
                    "or Space on each)."
                ).format(n=self._need)
            )
            self._lay_away.clicked.connect(self._emit_discard)
            self._buttons.insertWidget(self._buttons.count() - 1, self._lay_away)
            self._update_discard_button()
        self._prompt.setText(self._prompt_text(legal))
        self.setAccessibleDescription(self._prompt.text())
        self._tab_order()

    def _add_choice_list(self, verb: str, actions: list[str]) -> None:
        """A drop-down list of `actions` (cheapest bid first) and a button that performs the
        chosen one; its object names are `<verb>_list` and `<verb>`."""
        choices = QComboBox()
        choices.setObjectName(f"{verb}_list")
        for action in actions:
            _, args = split(action)
            label = texts.action_text(action)
            if verb in ("call", "give") and args:
                label = texts.card_name(parse_card(args[0]))
            choices.addItem(label, action)
        lists = {
            "bid": self.tr("Bids you can make"),
            "call": self.tr("Cards you can call"),
            "give": self.tr("Cards you can give back"),
        }
        choices.setAccessibleName(lists[verb])
        titles = {"bid": self.tr("Bid"), "call": self.tr("Call"), "give": self.tr("Give back")}
        button = QPushButton(titles[verb])
        button.setObjectName(verb)
        names = {
            "bid": self.tr("Make the bid chosen in the list"),
            "call": self.tr("Call the card chosen in the list"),
            "give": self.tr("Give back the card chosen in the list"),
        }
        button.setAccessibleName(names[verb])
        button.setAutoDefault(False)
        button.clicked.connect(lambda: self.acted.emit(choices.currentData()))
        self._buttons.insertWidget(self._buttons.count() - 1, choices)
        self._buttons.insertWidget(self._buttons.count() - 1, button)
        if verb == "bid":
            self._bid_list = choices

    def _prompt_text(self, legal: tuple[str, ...]) -> str:
        c = self._controller
        if not c.match.in_hand:
            return ""
        seat = c.to_act
        if seat is None:
            return ""
        view: Any = c.view()
        names = [s.name for s in c.match.seats]
        if not legal:
            holder = getattr(view, "holder", None)
            if view.phase is Phase.AUCTION and holder is not None and holder != seat:
                return self.tr("{holder} holds; {name} must bid higher or pass.").format(
                    holder=names[holder], name=names[seat]
                )
            return self.tr("Waiting for {name}…").format(name=names[seat])
        verbs = {split(a)[0] for a in legal}
        german = c.game_id == "german_solo"
        if "hold" in verbs:
            return self.tr("You hold: say hold (claim the same game) or pass.")
        if german and getattr(view, "raising", False):
            return self.tr("You won the auction: raise once to a higher game, or pass to keep it.")
        if "call" in verbs:
            return self.tr("Call a card: whoever holds it becomes your secret partner.")
        if "trump" in verbs and german:
            return self.tr("Name trumps.")
        if "play" in verbs and verbs & {"out", "close", "exchange", "marriage"}:
            return self.tr(
                "Your turn: play a card, or meld a marriage, exchange, close or claim 66."
            )
        if "play" in verbs:
            return self.tr("Your turn: play a card (click it, or use the arrow keys and Enter).")
        if "discard" in verbs:
            return self.tr("Choose {n} cards to lay away: click them, then “Lay away”.").format(
                n=self._need
            )
        if "trump" in verbs:
            return self.tr("You won the auction: name trumps (the suit you bid or a higher one).")
        if c.game_id != "solo66":
            return self.tr("Your turn in the auction: bid a higher game or pass.")
        return self.tr("Your turn in the auction: bid a higher suit or pass.")

    def _fill_auction(self) -> None:
        """One line: every call of the auction so far, seat by seat, and the highest bid."""
        c = self._controller
        if not c.match.in_hand:
            self._auction.setText("")
            return
        view = c.view()
        names = [s.name for s in c.match.seats]
        calls = [f"{names[seat]}: {texts.action_text(a)}" for seat, a in view.calls]
        if not calls:
            nobody = self.tr("Auction: nobody has spoken yet.")
            self._auction.setText(nobody if view.phase is Phase.AUCTION else "")
            return
        if {split(a)[0] for _, a in view.calls} & {"bid", "pass", "trump", "hold", "accept"}:
            self._auction.setText(self.tr("Auction: {calls}").format(calls=" · ".join(calls)))
        else:
            self._auction.setText(self.tr("Announced: {calls}").format(calls=" · ".join(calls)))

    def _tab_order(self) -> None:
        """The panel's controls in the order shown, right after the widget before the panel in
        the window's tab chain (the table): new buttons would otherwise come last, after the
        chat line."""
        controls = [
            w
            for i in range(self._buttons.count())
            if (item := self._buttons.itemAt(i)) is not None
            and (w := item.widget()) is not None
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        ]
        anchor = self.previousInFocusChain()
        while anchor is not None and anchor is not self:
            if not self.isAncestorOf(anchor) and anchor.focusPolicy() & Qt.FocusPolicy.TabFocus:
                break
            anchor = anchor.previousInFocusChain()
        chain = controls if anchor is None or anchor is self else [anchor, *controls]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _clear_buttons(self) -> None:
        while self._buttons.count() > 1:
            item = self._buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # gone at once: nobody finds a stale control
                widget.deleteLater()

    def _update_discard_button(self) -> None:
        if self.selecting and hasattr(self, "_lay_away"):
            self._lay_away.setEnabled(self.selection_action() is not None)

    def _emit_discard(self) -> None:
        action = self.selection_action()
        if action is not None:
            self._selected = []
            self.acted.emit(action)

    def buttons(self) -> dict[str, QPushButton]:
        """The action buttons shown, by action (for tests and keyboard access)."""
        out = {}
        for i in range(self._buttons.count()):
            item = self._buttons.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QPushButton):
                out[widget.objectName().removeprefix("action:")] = widget
        return out
