"""Announcements of every public event to screen readers, and by the app's own voice when it
is switched on: one sentence per event (a bid, a card played and by whom, who took the trick,
the contract, the end of a hand and its chips), made from what the person's seat may see."""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from solo_desktop.controller.base import TableController
from solo_desktop.model.match import HandResult
from solo_desktop.ui.access import words
from solo_desktop.ui.access.speech import Speech

translate = QCoreApplication.translate

KEEP = 50
"""How many announcements are kept for reading back."""


def announcement(target: QWidget, text: str) -> QAccessibleAnnouncementEvent:
    """The accessibility event that has screen readers say `text`, from `target`."""
    return QAccessibleAnnouncementEvent(target, text)


def post(target: QWidget, text: str) -> None:
    """Have screen readers say `text` (polite: after what they are saying)."""
    QAccessible.updateAccessibility(announcement(target, text))


class Announcer(QObject):
    """Follows a controller's signals and announces each public event exactly once.

    The sentences of one step of the match (a card, the trick it completed) are collected and
    posted together when the controller says the state changed; when the person is to act
    next, the last of them ends with "Your turn."."""

    announced = Signal(str)
    """A sentence was announced (to screen readers, and spoken when speech is on)."""

    def __init__(
        self,
        target: QWidget | None = None,
        speech: Speech | None = None,
        keep: int = KEEP,
        parent: QObject | None = None,
    ) -> None:
        """Announce on `target` (the widget screen readers hear it from: the main window);
        speak through `speech` when it is enabled; keep the last `keep` sentences."""
        super().__init__(parent)
        self.target = target
        self.speech = speech
        self.controller: TableController | None = None
        self._history: deque[str] = deque(maxlen=keep)
        self._pending: list[str] = []
        self._flush_queued = False
        self._partner_told = False

    # -- following a controller -----------------------------------------------------------

    def bind(self, controller: TableController | None) -> None:
        """Follow `controller`'s match from now on (None: follow nothing)."""
        if self.controller is not None:
            for signal, slot in self._connections():
                signal.disconnect(slot)
        self.controller = controller
        self._pending.clear()
        if controller is None:
            return
        self._partner_told = self._partner_known()
        for signal, slot in self._connections():
            signal.connect(slot)

    def _connections(self) -> list[tuple[Any, Any]]:
        c = self.controller
        assert c is not None
        return [
            (c.hand_started, self._hand_started),
            (c.action_applied, self._action_applied),
            (c.auction_finished, self._auction_finished),
            (c.trick_completed, self._trick_completed),
            (c.state_changed, self.flush),
            (c.hand_settled, self._hand_settled),
            (c.match_finished, self._match_finished),
        ]

    def _names(self) -> list[str]:
        assert self.controller is not None
        return [s.name for s in self.controller.match.seats]

    def _partner_known(self) -> bool:
        c = self.controller
        if c is None or not c.match.in_hand:
            return False
        return bool(getattr(c.view(), "partner_revealed", False))

    def _hand_started(self) -> None:
        c = self.controller
        assert c is not None
        self._partner_told = self._partner_known()
        names = self._names()
        total = c.match.hands_total
        if total is None:
            text = translate("Access", "Hand {n}. {dealer} deals.")
        else:
            text = translate("Access", "Hand {n} of {total}. {dealer} deals.")
        self._queue(text.format(n=c.match.hand_number, total=total, dealer=names[c.match.dealer]))

    def _action_applied(self, seat: int, action: str) -> None:
        c = self.controller
        assert c is not None
        names = self._names()
        if not c.match.in_hand:  # the hand was settled already: the action as given
            self._queue(words.action_sentence(names[seat], action))
            return
        view = c.view()
        text = words.action_sentence(names[seat], words.seen_action(view, seat, action))
        partner = getattr(view, "partner", None)
        if not self._partner_told and getattr(view, "partner_revealed", False):
            self._partner_told = True
            if partner is not None:
                text = f"{text}. {words.partner_sentence(names[partner])}"
        self._queue(text)

    def _auction_finished(self) -> None:
        c = self.controller
        assert c is not None
        if c.match.in_hand:
            self._queue(words.auction_over_sentence(c.view(), self._names()))
        else:  # everybody passed and the hand is thrown in
            self._queue(words.nobody_plays())

    def _trick_completed(self, winner: int) -> None:
        self._queue(words.trick_sentence(self._names()[winner]))

    def _hand_settled(self, result: HandResult) -> None:
        c = self.controller
        assert c is not None
        self._queue(words.hand_over_sentence(c.game_id, result, self._names()))
        self.flush()

    def _match_finished(self) -> None:
        c = self.controller
        assert c is not None
        text = translate("Access", "Match over. {score}").format(score=words.score_words(c.match))
        self._queue(text)
        self.flush()

    # -- announcing -----------------------------------------------------------------------

    def _queue(self, text: str) -> None:
        """Keep a sentence until the step of the match is complete (`flush`)."""
        self._pending.append(text)
        if not self._flush_queued:
            self._flush_queued = True
            QTimer.singleShot(0, self, self.flush)  # a controller that never says it changed

    def flush(self) -> None:
        """Announce what has been collected; the last sentence says when it is the person's
        turn."""
        self._flush_queued = False
        pending, self._pending = self._pending, []
        if not pending:
            return
        c = self.controller
        if c is not None and c.match.in_hand and c.is_persons_turn():
            last = pending[-1]
            pending[-1] = f"{last}{' ' if last.endswith('.') else '. '}{words.your_turn()}"
        for text in pending:
            self.announce(text)

    def announce(self, text: str) -> None:
        """Tell screen readers `text` now, keep it, and speak it when speech is on."""
        self._history.append(text)
        self._post(text)
        self.announced.emit(text)

    def _post(self, text: str) -> None:
        if self.target is not None:
            post(self.target, text)
        if self.speech is not None:
            self.speech.say(text)

    @property
    def history(self) -> list[str]:
        """The last announcements, oldest first."""
        return list(self._history)

    @property
    def last(self) -> str | None:
        """The last announcement, if any."""
        return self._history[-1] if self._history else None

    def repeat_last(self) -> str | None:
        """Say the last announcement again (a key for those who missed it); it is not kept
        twice."""
        text = self.last
        if text is not None:
            self._post(text)
        return text
