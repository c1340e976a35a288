"""What every seat may see of a trick-taking hand, whatever the game: the base of each game's
PlayerView. A game's view adds what is particular to it (talon, stock, auction, points)."""

from __future__ import annotations

from typing import Protocol

from solo_desktop.core.cards import Card, Mask
from solo_desktop.core.game import Phase
from solo_desktop.core.rules import HouseRules
from solo_desktop.core.tricks import Trick


class TableState(Protocol):
    """The fields every game's state has (its NamedTuple provides them)."""

    @property
    def rules(self) -> HouseRules: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def hands(self) -> tuple[Mask, ...]: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick(self) -> tuple[Card, ...]: ...
    @property
    def history(self) -> tuple[Trick, ...]: ...
    @property
    def tricks(self) -> tuple[int, ...]: ...


class SeatView:
    """One seat's view of a state: the seat's own cards and everything played openly."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: TableState, seat: int) -> None:
        """The view of `seat` on `state`."""
        self._state = state
        self.seat = seat

    @property
    def players(self) -> int:
        """The number of seats at the table."""
        return len(self._state.hands)

    @property
    def rules(self) -> HouseRules:
        """The house rules in force."""
        return self._state.rules

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._state.phase

    @property
    def to_act(self) -> int | None:
        """The seat to act, None when the hand is over."""
        t = self._state.to_act
        return None if t < 0 else t

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._state.dealer

    @property
    def hand(self) -> Mask:
        """This seat's cards."""
        return self._state.hands[self.seat]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(h.bit_count() for h in self._state.hands)

    @property
    def leader(self) -> int:
        """Who led the trick in progress."""
        return self._state.leader

    @property
    def trick(self) -> tuple[Card, ...]:
        """The trick in progress, in playing order."""
        return self._state.trick

    @property
    def history(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return self._state.history

    @property
    def tricks(self) -> tuple[int, ...]:
        """Tricks taken per seat."""
        return self._state.tricks
