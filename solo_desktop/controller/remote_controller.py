"""The controller of a hosted match: the window follows the host from its seats' frames.

The host holds the match (PROTOCOL.md). This window plays one seat of it (a joined window),
or every seat of the people at the host's computer (the host's own window, whose seats are
in-process connections of its table). Each seat is a `ClientSession` that takes the host's
frames in; this controller turns the frames of the seat on show into the same signals a
`MatchController` emits, so the table, panel, scoreboard and summary draw a hosted hand as
they draw a local one. A person's action goes to the host as an `act` frame; nothing changes
here until the host's next `view` says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from solo_desktop.controller import texts
from solo_desktop.controller.base import TableController
from solo_desktop.core.game import Action, Phase, PlayerView
from solo_desktop.hosting import wire
from solo_desktop.hosting.client import ClientSession
from solo_desktop.hosting.mirror import MirrorMatch
from solo_desktop.model.bookkeeping import Bookkeeper
from solo_desktop.model.match import Match


@dataclass
class SeatLink:
    """One seat this window plays: its session and how a frame reaches the host."""

    session: ClientSession
    send: Callable[[dict[str, Any]], None]

    @property
    def seat(self) -> int:
        """The seat the host gave."""
        assert self.session.seat is not None
        return self.session.seat


def _error_text(reason: str, message: str) -> str:
    """An `error` frame in the person's words."""
    known = {
        "not_your_turn": texts.translate("Texts", "It is not your turn."),
        "illegal": texts.translate("Texts", "The host did not allow that: {reason}"),
        "bad_message": texts.translate("Texts", "The host did not understand: {reason}"),
    }
    return known.get(reason, "{reason}").format(reason=message)


class RemoteController(TableController):
    """A hosted match as this window's seats see it (see the module's text)."""

    hosted = True
    table_changed = Signal()
    """The `table` frame changed: who sits where, who is connected, who stands in."""
    chat_received = Signal(int, str, str)
    """A chat line: seat, name, text."""
    match_ended = Signal()
    """The host said `match_over`."""

    def __init__(
        self, links: list[SeatLink], parent: QObject | None = None, seed: int | None = None
    ) -> None:
        """Follow the seats in `links` (welcomed sessions; the first one's frames tell the
        table, the hands' ends and the chat, which every seat is sent alike)."""
        super().__init__(parent, seed)
        if not links:
            raise ValueError("a hosted match needs a seat of this window")
        self._links = {link.seat: link for link in links}
        self._primary = links[0].session
        self._mirror = MirrorMatch(self._primary)
        self._viewer = links[0].seat
        self._shown: dict[str, Any] | None = None
        """The frame of the seat on show that the table was last drawn from."""
        self._views: dict[int, tuple[int, PlayerView]] = {}
        self._sent: tuple[int, int] | None = None
        """(hand, seq) of the view an act was sent for: one act per view."""
        self._books = Bookkeeper(None, None)
        self.next_hand_hook: Callable[[], None] | None = None
        """What `next_hand` does: the host's window deals at once; a joined one waits."""

    # -- what the widgets read -------------------------------------------------------------

    @property
    def match(self) -> Match:
        """The hosted match as the seats see it."""
        return self._mirror

    @property
    def person_seat(self) -> int:
        """The seat whose cards the table shows."""
        return self._viewer

    @property
    def local_people(self) -> tuple[int, ...]:
        """The seats this window plays."""
        return tuple(sorted(self._links))

    @property
    def hints_allowed(self) -> bool:
        """Whether the host lets the table ask for hints (the `table` frame's `hints`)."""
        table = self._primary.table or {}
        return table.get("hints") is True

    @property
    def table(self) -> dict[str, Any]:
        """The latest `table` frame."""
        return dict(self._primary.table or {})

    def frame(self, seat: int | None = None) -> dict[str, Any] | None:
        """The latest `view` frame of one of this window's seats (default: the one on show)."""
        link = self._links.get(self._viewer if seat is None else seat)
        if link is None or not self._mirror.in_hand:
            return None
        frame = link.session.view
        if frame is None or frame.get("hand") != self._mirror.hand_number:
            return None
        return frame

    def view(self, seat: int | None = None) -> PlayerView:
        """The view of one of this window's seats, rebuilt from its latest frame."""
        seat = self._viewer if seat is None else seat
        link = self._links[seat]
        frame = link.session.view
        if frame is None:
            raise RuntimeError("no view has come yet")
        key = id(frame)
        cached = self._views.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        assert self._primary.game is not None and self._primary.rules is not None
        view: PlayerView = wire.from_json(self._primary.game, self._primary.rules, frame["view"])
        self._views[seat] = (key, view)
        return view

    @property
    def to_act(self) -> int | None:
        """The seat to act, None between hands."""
        frame = self.frame()
        if frame is None:
            return None
        to_act = frame.get("to_act")
        return to_act if isinstance(to_act, int) else None

    def is_persons_turn(self) -> bool:
        """Whether the seat on show is asked to act (and has not answered yet)."""
        frame = self.frame()
        if frame is None or frame.get("to_act") != self._viewer or not frame.get("legal"):
            return False
        return self._sent != (frame["hand"], frame["seq"])

    def legal_actions(self) -> tuple[Action, ...]:
        """What the host lists as legal for the seat on show, when it is to act."""
        frame = self.frame()
        if frame is None or not self.is_persons_turn():
            return ()
        return tuple(str(a) for a in frame["legal"])

    def standing_actions(self) -> tuple[Action, ...]:
        """Sixty-Six's calls, from the seat's own hand."""
        calls = getattr(self._mirror.game, "standing_calls", None)
        if calls is None or self.frame() is None:
            return ()
        result: tuple[Action, ...] = calls(self.view().hand)
        return result

    def why_illegal(self, action: Action) -> str | None:
        """Why the host would refuse `action`: the seat does not see the whole state, so the
        reason is the general one (the host's own check stays the authority)."""
        if not self.is_persons_turn():
            return texts.translate("Texts", "It is not your turn.")
        if action in self.legal_actions():
            return None
        if action.startswith("play "):
            return texts.translate("Texts", "That card may not be played now.")
        return texts.translate("Texts", "That is not possible now.")

    def can_hint(self) -> bool:
        """Hints where the host allows them, when there is a choice to make."""
        return self.hints_allowed and self.is_persons_turn() and len(self.legal_actions()) > 1

    def can_undo(self) -> bool:
        """Nothing is taken back at a hosted table."""
        return False

    def undo(self) -> bool:
        """Nothing is taken back at a hosted table."""
        return False

    def restart_hand(self) -> None:
        """A hosted hand is not played again."""

    @property
    def books(self) -> Bookkeeper:
        """The sessions book the hands themselves (from `hand_over`): nothing is booked here."""
        return self._books

    def _moment(self) -> object:
        frame = self.frame()
        return None if frame is None else (frame["hand"], frame["seq"], self._viewer)

    # -- what the widgets do ---------------------------------------------------------------

    def set_speed(self, speed: float) -> None:
        """The host paces its computer players."""

    def pause(self, paused: bool) -> None:
        """A hosted match does not wait for one window's dialogs."""

    def stop(self) -> None:
        """The window leaves the match: drop a review not yet started."""
        self.drop_review()

    def start(self) -> None:
        """Draw the hand in progress (the host deals)."""
        self._shown = self.frame()
        if self._shown is not None:
            self.hand_started.emit()
        self.state_changed.emit()

    def next_hand(self) -> None:
        """The person has read the summary: the host's window deals the next hand now; at a
        joined window the host deals it when it is time."""
        if self.next_hand_hook is not None:
            self.next_hand_hook()

    def set_viewer(self, seat: int) -> None:
        """Show `seat`'s cards from now on (another person at this computer took the screen)."""
        if seat not in self._links or seat == self._viewer:
            return
        self._viewer = seat
        self._shown = self.frame()
        self.viewer_changed.emit(seat)
        self.state_changed.emit()

    def act(self, action: Action) -> bool:
        """Send the person's action to the host (refused here when it is not listed)."""
        reason = self.why_illegal(action)
        if reason is not None:
            self.illegal_action.emit(reason)
            return False
        frame = self.frame()
        assert frame is not None
        self._sent = (frame["hand"], frame["seq"])
        self._links[self._viewer].send({"type": "act", "action": action, "seq": frame["seq"]})
        self.state_changed.emit()  # the panel and the cards stop offering the turn
        return True

    def say(self, text: str) -> None:
        """Send a chat line (at most 200 characters; the host relays it to everyone)."""
        text = " ".join(text.split())[:200]
        if text:
            self._links[self._viewer].send({"type": "chat", "text": text})

    def leave(self) -> None:
        """Nothing to do here: the transport says `bye` (see the window)."""

    # -- frames from the host --------------------------------------------------------------

    def received(self, seat: int, frame: dict[str, Any]) -> None:
        """A frame that seat `seat`'s session has taken in."""
        kind = frame.get("type")
        primary = self._links.get(seat) is not None and self._links[seat].session is self._primary
        if kind == "welcome" and seat == self._viewer:
            self._sent = None  # back after a lost connection: an act sent before may be lost
        if kind == "view":
            self._view_came(seat)
        elif kind == "error" and seat == self._viewer:
            if frame.get("reason") != "stale":  # the table moved on: its view is on its way
                self._sent = None
                self.illegal_action.emit(
                    _error_text(str(frame.get("reason")), str(frame.get("message", "")))
                )
                self.state_changed.emit()
        elif not primary:
            return  # every seat is sent the table, the hands' ends and the chat alike
        elif kind in ("table", "welcome"):
            self._mirror.sync()
            self.table_changed.emit()
        elif kind == "hand_over":
            self._mirror.sync()
            if self._primary.results:
                self.hand_settled.emit(self._primary.results[-1])
        elif kind == "match_over":
            self.match_finished.emit()
            self.match_ended.emit()
        elif kind == "chat" and self._primary.chats:
            self.chat_received.emit(*self._primary.chats[-1])

    def _view_came(self, seat: int) -> None:
        if seat != self._viewer:
            self.state_changed.emit()  # another person here may be asked to act: the curtain
            return
        before, after = self._shown, self.frame()
        self._shown = after
        if after is None:
            return
        if before is None or before.get("hand") != after["hand"]:
            self.hand_started.emit()
            self.state_changed.emit()
            return
        last = after.get("last")
        if after["seq"] == before["seq"] + 1 and isinstance(last, dict):
            old = wire.from_json(self._mirror.game, self._mirror.rules, before["view"])
            new = self.view()
            self.action_applied.emit(int(last["seat"]), str(last["action"]))
            if old.phase is Phase.AUCTION and new.phase is not Phase.AUCTION:
                self.auction_finished.emit()
            if len(new.history) > len(old.history):
                self.trick_completed.emit(new.history[-1].winner)
        elif after["seq"] != before["seq"]:
            self.hand_started.emit()  # back after a lost connection: lay the table out afresh
        self.state_changed.emit()
