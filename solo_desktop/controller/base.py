"""What the window asks of the match it shows, wherever the match is held.

A match against the computer is held here (`MatchController`); a hosted match is held by the
host, and the window follows it from the frames its seats are sent (`RemoteController`). Both
are `TableController`s: the table, the action panel, the scoreboard and the summaries are
written against this class only, so they draw a joined table exactly as a local one.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from solo_desktop.core.game import Action, PlayerView
    from solo_desktop.model.bookkeeping import Bookkeeper
    from solo_desktop.model.match import HandResult, Match


POLL_MS = 5
"""How often the GUI thread looks whether a worker has finished."""
HINT_SECONDS = 1.0
"""How long the search thinks for a hint."""
REVIEW_SECONDS = 4.0
"""How long the review of a finished hand may think."""

WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
"""Bots and hints are worked out here, off the GUI thread. The worker touches no Qt object: in
PySide6 6.12 a signal emitted from another thread crashes the interpreter at exit
(none_dealloc), so the GUI thread polls the future instead."""
REVIEWS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
"""Hand reviews run here, beside the bots, so that a review never delays the next hand."""


class TableController(QObject):
    """The match the window shows: what it reads, what a person does, and what changed."""

    state_changed = Signal()
    """Something changed: views redraw from `view()`."""
    hand_started = Signal()
    action_applied = Signal(int, str)
    """A seat's action was applied (seat, action as the person's seat may see it)."""
    trick_completed = Signal(int)
    """The trick just completed was won by this seat."""
    auction_finished = Signal()
    hand_settled = Signal(object)
    """The hand ended: its HandResult."""
    match_finished = Signal()
    illegal_action = Signal(str)
    """A person's action was refused: the reason in words."""
    review_ready = Signal(int, object)
    """The review of a finished hand: its number and a `solo_desktop.ai.review.Review` (None
    where no review applies)."""
    hint_ready = Signal(object)
    """The hint asked for: the options of the person to act, best first (a list of
    `solo_desktop.ai.search.bot.Estimate`)."""
    viewer_changed = Signal(int)
    """The table now shows this seat's cards (hot seat: the next person took the screen)."""

    hosted = False
    """Whether the match is held by a host (this window is one of its seats)."""

    def __init__(self, parent: QObject | None = None, seed: int | None = None) -> None:
        """A controller; `seed` seeds the hints' search."""
        super().__init__(parent)
        self._rng = random.Random(seed)
        self._hinting = False
        self._review: Future[Any] | None = None

    def _moment(self) -> object:
        """Where the match is now: a hint worked out for another moment is dropped."""
        raise NotImplementedError

    # -- hints and reviews: the same for every controller ----------------------------------

    def request_hint(self, seconds: float | None = None) -> bool:
        """Ask the search what the person should do; `hint_ready` brings the answer. The
        search thinks on the worker thread for about `seconds`."""
        if not self.can_hint() or self._hinting:
            return False
        from solo_desktop.ai.search.bot import analyse

        self._hinting = True
        rng = random.Random(self._rng.getrandbits(64))
        budget = HINT_SECONDS if seconds is None else seconds
        future = WORKER.submit(analyse, self.view(), rng, budget)
        self._await_hint(future, self._moment())
        return True

    def _await_hint(self, future: Future[Any], moment: object) -> None:
        if not future.done():
            QTimer.singleShot(POLL_MS, self, lambda: self._await_hint(future, moment))
            return
        self._hinting = False
        if moment == self._moment() and self.is_persons_turn():
            self.hint_ready.emit(future.result())

    def request_review(self, result: HandResult) -> bool:
        """Review a finished hand with every card known (on a worker thread); `review_ready`
        brings it. Only in matches a person plays."""
        if not self.match.has_person:
            return False
        from solo_desktop.ai.review import review

        if self._review is not None:
            self._review.cancel()  # not started yet: nobody will read it
        future = REVIEWS.submit(review, result.record, REVIEW_SECONDS)
        self._review = future
        # Even a review done at once (a hand without a declarer has none) comes after this
        # returns, so that the caller can first say that one is on its way.
        QTimer.singleShot(0, self, lambda: self._await_review(future, result.number))
        return True

    def _await_review(self, future: Future[Any], number: int) -> None:
        if not future.done():
            QTimer.singleShot(10 * POLL_MS, self, lambda: self._await_review(future, number))
            return
        if future.cancelled():
            return
        self.review_ready.emit(number, future.result())

    def drop_review(self) -> None:
        """Drop a review not yet started (the match is left)."""
        if self._review is not None:
            self._review.cancel()

    # The interface; each controller implements all of it.

    @property
    def match(self) -> Match:
        """The match (read it; change it only through the controller)."""
        raise NotImplementedError

    @property
    def game_id(self) -> str:
        """The game's id."""
        return self.match.game.id

    @property
    def person_seat(self) -> int:
        """The seat whose cards the table shows."""
        raise NotImplementedError

    @property
    def local_people(self) -> tuple[int, ...]:
        """The seats of the people at this computer, in seat order."""
        raise NotImplementedError

    def set_viewer(self, seat: int) -> None:
        """Show `seat`'s cards from now on (a person at this computer)."""
        raise NotImplementedError

    def view(self, seat: int | None = None) -> PlayerView:
        """What `seat` (default: the person's seat) may see."""
        raise NotImplementedError

    @property
    def to_act(self) -> int | None:
        """The seat to act, None between hands."""
        raise NotImplementedError

    def is_persons_turn(self) -> bool:
        """Whether the person whose cards are shown is to act now."""
        raise NotImplementedError

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the person to act (empty when it is not his turn)."""
        raise NotImplementedError

    def standing_actions(self) -> tuple[Action, ...]:
        """Calls shown as controls even when not legal now (Sixty-Six)."""
        raise NotImplementedError

    def why_illegal(self, action: Action) -> str | None:
        """Why `action` would be refused now, in words; None when it is legal."""
        raise NotImplementedError

    def can_hint(self) -> bool:
        """Whether the person may ask for a hint now."""
        raise NotImplementedError

    def can_undo(self) -> bool:
        """Whether the person may take back his last card now."""
        raise NotImplementedError

    def undo(self) -> bool:
        """Take back the person's last card."""
        raise NotImplementedError

    def restart_hand(self) -> None:
        """Play the hand in progress again from its deal."""
        raise NotImplementedError

    @property
    def books(self) -> Bookkeeper:
        """Where the match's hands are booked."""
        raise NotImplementedError

    def set_speed(self, speed: float) -> None:
        """Scale the pauses."""
        raise NotImplementedError

    def start(self) -> None:
        """Deal (or show) the hand in progress."""
        raise NotImplementedError

    def next_hand(self) -> None:
        """The person has read the summary: go on with the next hand."""
        raise NotImplementedError

    def act(self, action: Action) -> bool:
        """A person's action (refused with `illegal_action` when it is not legal)."""
        raise NotImplementedError

    def stop(self) -> None:
        """The match is left."""
        raise NotImplementedError

    def pause(self, paused: bool) -> None:
        """Hold the computer players."""
        raise NotImplementedError
