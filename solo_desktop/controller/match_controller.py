"""The controller of one open match: the only way widgets reach the match (DESIGN.md, way 8).

Widgets call `act(action)`; the controller applies it and emits what changed. Computer players
choose their actions on a worker thread from the thread pool and are paced by timers, so the
window never freezes; a stale answer (after undo or a new hand) is dropped by its token.
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QTimer

from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.controller import texts
from solo_desktop.controller.base import POLL_MS, WORKER, TableController
from solo_desktop.core.game import Action, IllegalActionError, Phase, PlayerView
from solo_desktop.model.bookkeeping import Bookkeeper
from solo_desktop.model.match import HandResult, Match

BOT_DELAY_MS = 700
"""Pause before a computer player acts, at speed 1.0."""
TRICK_PAUSE_MS = 1100
"""Pause after a completed trick so that everybody sees it, at speed 1.0."""


class MatchController(TableController):
    """Drives one match: people act through `act`, computer players through the thread pool."""

    def __init__(
        self,
        match: Match,
        speed: float = 1.0,
        seed: int | None = None,
        parent: QObject | None = None,
        books: Bookkeeper | None = None,
    ) -> None:
        """Control `match`; `speed` scales the pauses (0: computer players act at once);
        `books` gets every action and settled hand (ledger and autosave)."""
        super().__init__(parent, seed)
        self._match = match
        self._books = books or Bookkeeper(None, None)
        self._speed = speed
        self._bots: dict[int, Bot] = {
            seat: make_bot(s.bot, match.game) for seat, s in enumerate(match.seats) if s.bot
        }
        self._token = 0
        self._waiting = False
        self._paused = False
        people = self.local_people
        self._viewer = people[0] if people else 0

    # -- what the widgets read -----------------------------------------------------------

    @property
    def match(self) -> Match:
        """The match (read it; change it only through this controller)."""
        return self._match

    @property
    def game_id(self) -> str:
        """The game's id."""
        return self._match.game.id

    @property
    def person_seat(self) -> int:
        """The seat whose view the table shows: the first person (another person at this
        computer once he has taken the screen), else seat 0."""
        return self._viewer

    @property
    def local_people(self) -> tuple[int, ...]:
        """Every person's seat: at a match held here, all people sit at this computer."""
        return tuple(seat for seat, s in enumerate(self._match.seats) if s.is_person)

    def set_viewer(self, seat: int) -> None:
        """Show `seat`'s cards from now on (hot seat: the next person took the screen)."""
        if seat not in self.local_people or seat == self._viewer:
            return
        self._viewer = seat
        self.viewer_changed.emit(seat)
        self.state_changed.emit()

    @property
    def state(self) -> Any:
        """The current state (for the views: read only)."""
        return self._match.state

    def view(self, seat: int | None = None) -> PlayerView:
        """What `seat` (default: the person's seat) may see."""
        seat = self.person_seat if seat is None else seat
        return self._match.game.view(self._match.state, seat)

    @property
    def to_act(self) -> int | None:
        """The seat to act, None between hands."""
        if not self._match.in_hand:
            return None
        return self._match.game.to_act(self._match.state)

    def is_persons_turn(self) -> bool:
        """Whether the person whose cards are shown is to act now."""
        seat = self.to_act
        return seat is not None and seat == self._viewer and self._match.seats[seat].is_person

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the person to act (empty when no person is to act)."""
        if not self.is_persons_turn():
            return ()
        return self._match.game.legal_actions(self._match.state)

    def standing_actions(self) -> tuple[Action, ...]:
        """Calls the game shows as controls even when not legal now (greyed, with the reason):
        Sixty-Six's marriage, exchange, close and out. Empty for games without."""
        standing = getattr(self._match.game, "standing_actions", None)
        if standing is None or not self._match.in_hand:
            return ()
        result: tuple[Action, ...] = standing(self._match.state, self.person_seat)
        return result

    def why_illegal(self, action: Action) -> str | None:
        """Why `action` would be refused now, in words; None when it is legal."""
        if not self.is_persons_turn():
            return texts.translate("Texts", "It is not your turn.")
        try:
            self._match.game.apply(self._match.state, action)
        except IllegalActionError as e:
            return texts.reason_text(e)
        return None

    def can_hint(self) -> bool:
        """Whether the person may ask for a hint now: his turn, in a match against the
        computer only (like taking back a card), with more than one thing he may do."""
        persons = sum(s.is_person for s in self._match.seats)
        return persons == 1 and self.is_persons_turn() and len(self.legal_actions()) > 1

    def _moment(self) -> object:
        return self._token

    def can_undo(self) -> bool:
        """Whether the person may take back his last card now."""
        return self._match.in_hand and self._match.can_undo(self.person_seat)

    # -- what the widgets do -------------------------------------------------------------

    def set_speed(self, speed: float) -> None:
        """Scale the pauses; 0 makes computer players act at once."""
        self._speed = speed

    @property
    def books(self) -> Bookkeeper:
        """Where the match's hands are booked."""
        return self._books

    def start(self) -> None:
        """Deal the next hand (or go on with the one in progress) and set the bots going."""
        if self._match.over:
            self.match_finished.emit()
            return
        self._token += 1
        if not self._match.in_hand:
            self._match.start_hand()
            self._books.saved(self._match)
        self.hand_started.emit()
        self.state_changed.emit()
        self._schedule()

    next_hand = start

    def act(self, action: Action) -> bool:
        """A person's action; refused (with `illegal_action`) when it is not legal."""
        if not self.is_persons_turn():
            self.illegal_action.emit(texts.translate("Texts", "It is not your turn."))
            return False
        try:
            self._apply(action)
        except IllegalActionError as e:
            self.illegal_action.emit(texts.reason_text(e))
            return False
        return True

    def undo(self) -> bool:
        """Take back the person's last card and what followed it."""
        if not self.can_undo():
            return False
        self._token += 1
        self._waiting = False
        self._match.undo(self.person_seat)
        self._books.saved(self._match)
        self.state_changed.emit()
        self._schedule()
        return True

    def restart_hand(self) -> None:
        """Play the hand in progress again from its deal."""
        if not self._match.in_hand:
            return
        self._token += 1
        self._waiting = False
        record = self._match.record()
        self._match.resume_hand(record.deal(), ())
        self._books.saved(self._match)
        self.hand_started.emit()
        self.state_changed.emit()
        self._schedule()

    def stop(self) -> None:
        """The match is left (window closed, a new match): hold the computer players and drop
        a review not yet started."""
        self.pause(True)
        self.drop_review()

    def pause(self, paused: bool) -> None:
        """Hold the computer players (e.g. while a dialog is open)."""
        self._paused = paused
        if not paused:
            self._schedule()

    # -- inside ------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        match = self._match
        game = match.game
        seat = game.to_act(match.state)
        assert seat is not None
        before = game.view(match.state, seat)
        state = match.act(action)
        after = game.view(state, seat)
        result: HandResult | None = None
        if match.hand_over:
            # Book first, tell the widgets after: a crash at any point loses nothing settled.
            result = match.finish_hand()
            self._books.hand_settled(match, result)
            if match.over:
                self._books.match_ended(match)
        else:
            self._books.saved(match)
        self.action_applied.emit(seat, action)
        if before.phase is Phase.AUCTION and after.phase is not Phase.AUCTION:
            self.auction_finished.emit()
        trick_done = len(after.history) > len(before.history)
        if trick_done:
            self.trick_completed.emit(after.history[-1].winner)
        self.state_changed.emit()
        if result is not None:
            self.hand_settled.emit(result)
            if match.over:
                self.match_finished.emit()
            return
        self._schedule(TRICK_PAUSE_MS if trick_done else 0)

    def _schedule(self, extra_ms: int = 0) -> None:
        """Start the next computer player's decision after its pause."""
        if self._paused or self._waiting or not self._match.in_hand or self._match.hand_over:
            return
        seat = self.to_act
        if seat is None or seat not in self._bots:
            return
        self._waiting = True
        token = self._token
        delay = int((BOT_DELAY_MS + extra_ms) * self._speed)
        QTimer.singleShot(delay, self, lambda: self._run_bot(token))

    def _run_bot(self, token: int) -> None:
        if token != self._token or self._paused:
            self._waiting = False
            if not self._paused:
                self._schedule()
            return
        seat = self.to_act
        if seat is None or seat not in self._bots:
            self._waiting = False
            return
        view = self._match.game.view(self._match.state, seat)
        rng = random.Random(self._rng.getrandbits(64))
        future = WORKER.submit(self._bots[seat].choose, view, rng)
        self._await(future, token)

    def _await(self, future: Future[Action], token: int) -> None:
        if not future.done():
            poll = 0 if self._speed == 0 else POLL_MS
            QTimer.singleShot(poll, self, lambda: self._await(future, token))
            return
        self._waiting = False
        if token != self._token:
            self._schedule()
            return
        self._apply(future.result())
