"""A hosted match as one seat sees it, in the shape of a `Match`. Qt-free.

The window's scoreboard, summary and status line read a `Match`: its seats, the hands played,
the totals, the hand in progress. At a hosted table the host holds the match; a joined window
(and the host's own window, which is a client of its table like any other) only has the
frames it was sent. `MirrorMatch` answers the same questions from a `ClientSession`: seats
and totals from the latest `table` frame, the finished hands from the `hand_over` records,
the hand in progress from the latest `view`. It holds no state of the hand (`state` raises),
and nothing can be undone.
"""

from __future__ import annotations

from typing import Any

from solo_desktop.core.game import Action
from solo_desktop.hosting.client import ClientSession
from solo_desktop.model.match import Match, Seat


class MirrorMatch(Match):
    """The match of a hosted table, read from a seat's session (see the module's text)."""

    def __init__(self, session: ClientSession) -> None:
        """Follow `session`, which must have been welcomed (it knows the game and rules)."""
        if session.game is None or session.rules is None or session.table is None:
            raise ValueError("the session has not been sent the table yet")
        self.session = session
        super().__init__(
            session.game, session.rules, self._seats(session.table), seed=0, allow_undo=False
        )
        self.sync()

    @staticmethod
    def _seats(table: dict[str, Any]) -> list[Seat]:
        seats = []
        for s in table["seats"]:
            computer = s.get("kind") == "computer" or s.get("stand_in") is True
            level = s.get("level") if isinstance(s.get("level"), str) else "normal"
            seats.append(Seat(str(s.get("name", "?")), level if computer else None))
        return seats

    def sync(self) -> None:
        """Take in what the session was sent since the last call."""
        s = self.session
        if s.table is not None and len(s.table["seats"]) == self.players:
            self.seats = self._seats(s.table)
        self.results = s.results

    # -- the match -------------------------------------------------------------------------

    @property
    def hands_total(self) -> int | None:
        """The match length the host announced (None: to a target)."""
        table = self.session.table
        hands = table.get("hands") if table is not None else None
        return hands if isinstance(hands, int) and not isinstance(hands, bool) else None

    @property
    def over(self) -> bool:
        """Whether the host said the match is over."""
        return self.session.over

    @property
    def totals(self) -> list[int]:
        """The match totals as the host last sent them."""
        totals = self.session.chips or self.session.totals
        if totals is None or len(totals) != self.players:
            return super().totals
        return list(totals)

    @property
    def has_person(self) -> bool:
        """A seat at a hosted table is a person's."""
        return True

    # -- the hand in progress --------------------------------------------------------------

    def _frame(self) -> dict[str, Any] | None:
        frame = self.session.view
        if frame is None or self.session.over:
            return None
        if frame.get("hand") != len(self.results) + 1:
            return None  # the last view of a hand already booked
        return frame

    @property
    def in_hand(self) -> bool:
        """Whether a hand is in progress at the table."""
        return self._frame() is not None

    @property
    def hand_number(self) -> int:
        """The number of the hand in progress (or of the next one)."""
        return len(self.results) + 1

    @property
    def actions(self) -> tuple[Action, ...]:
        """As many entries as actions applied in the hand (the host's `seq`): the window asks
        only whether any were. The actions themselves a seat may not all see."""
        frame = self._frame()
        seq = frame.get("seq", 0) if frame is not None else 0
        return ("",) * (seq if isinstance(seq, int) else 0)

    @property
    def dealer(self) -> int:
        """The dealer of the hand in progress, from the seat's view."""
        frame = self._frame()
        if frame is not None:
            dealer = frame["view"].get("dealer")
            if isinstance(dealer, int) and 0 <= dealer < self.players:
                return dealer
        if self.results:
            return (self.results[-1].dealer + 1) % self.players
        return 0

    @property
    def state(self) -> Any:
        """A seat at a hosted table never holds the whole state."""
        raise RuntimeError("the host holds the state of a hosted match")

    @property
    def hand_over(self) -> bool:
        """Hands end at the host."""
        return False

    def can_undo(self, seat: int) -> bool:
        """Nothing is taken back at a hosted table."""
        return False
