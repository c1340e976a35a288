"""What one seat may know of a Six-bid hand: the `SixBidView` bots and the UI get.

A view shows the seat's own hand and everything said or played openly: the calls, the
standing bid and its bidder, doubles and redoubles (Progressive), the contract and trumps,
call solo's called card (and who held it; the card given back is known to those two only),
the widow's size (its cards once the hand is over; frog's bidder sees them when he takes them
up), his own discards, the card points taken, the tricks. In spread misère the bidder's hand
lies face up (`open_hand`) once each other active player has played to the first trick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo_desktop.core.actions import as_seen
from solo_desktop.core.cards import DECK_36, Card, Mask, mask_of
from solo_desktop.core.game import Action, Phase
from solo_desktop.core.tricks import TrickContext
from solo_desktop.core.view import SeatView
from solo_desktop.games.six_bid_score import Contract, ContractSpec

if TYPE_CHECKING:
    from solo_desktop.games.six_bid import SixBid, State

_DECK = mask_of(DECK_36)


class SixBidView(SeatView):
    """What one seat sees of a Six-bid hand."""

    __slots__ = ("_game",)
    _state: State

    def __init__(self, state: State, seat: int, game: SixBid) -> None:
        """The view of `seat` on `state` (the game answers `legal_actions`)."""
        super().__init__(state, seat)
        self._game = game

    # -- the table -------------------------------------------------------------------------

    @property
    def active_seats(self) -> tuple[int, ...]:
        """The three seats that play, eldest first."""
        return self._state.setup.active

    @property
    def sitting_out(self) -> int | None:
        """The dealer sitting out with four players; None with three."""
        s = self._state.setup
        return s.dealer if s.players > len(s.active) else None

    @property
    def progressive(self) -> bool:
        """Whether Progressive Solo is played (house rule `variant`)."""
        return self._state.setup.rules.text("variant") == "progressive"

    # -- the auction -----------------------------------------------------------------------

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        """Everything said before the play, as (seat, action), as this seat saw it: another
        seat's `discard` (frog) is its verb alone, and so is a `give C` unless this seat
        received the card."""
        s = self._state.setup
        return tuple((seat, as_seen(action, seat, self.seat, s.holder)) for seat, action in s.calls)

    @property
    def high_bid(self) -> Contract | None:
        """The standing (or final) bid; None before any bid."""
        s = self._state.setup
        h = s.auction.high
        return None if h < 0 else s.ladder[h].contract

    @property
    def bidder(self) -> int | None:
        """The seat owning the standing bid (None before any bid)."""
        b = self._state.setup.auction.bidder
        return None if b < 0 else b

    @property
    def passed(self) -> tuple[int, ...]:
        """The seats that have passed in the auction."""
        s = self._state.setup
        return tuple(x for x in s.active if s.auction.passed >> x & 1)

    @property
    def doublers(self) -> tuple[int, ...]:
        """The seats that doubled the standing (or final) bid."""
        s = self._state.setup
        return tuple(x for x in s.active if s.auction.doubled >> x & 1)

    @property
    def redoubled(self) -> bool:
        """Whether the bidder redoubled."""
        return self._state.setup.auction.redoubled

    @property
    def thrown_in(self) -> bool:
        """Whether everybody passed and the hand was thrown in."""
        return self._state.setup.thrown_in

    # -- the contract --------------------------------------------------------------------

    @property
    def declarer(self) -> int | None:
        """The bidder, once the auction is over."""
        d = self._state.setup.declarer
        return None if d < 0 else d

    @property
    def spec(self) -> ContractSpec | None:
        """The contract's spec, once the auction is over."""
        return self._state.spec

    @property
    def contract(self) -> Contract | None:
        """The contract, once the auction is over."""
        spec = self.spec
        return None if spec is None else spec.contract

    @property
    def trump(self) -> int | None:
        """The trump suit once fixed; None before and in the misères."""
        t = self._state.setup.trump
        return None if t < 0 else t

    @property
    def called(self) -> Card | None:
        """Call solo's called card, once called."""
        c = self._state.setup.called
        return None if c < 0 else c

    @property
    def called_holder(self) -> int | None:
        """Who handed the called card over (None: not yet, or it lay in the widow)."""
        h = self._state.setup.holder
        return None if h < 0 else h

    @property
    def given(self) -> Card | None:
        """The card the bidder gave back, known to the bidder and the holder only."""
        s = self._state.setup
        if s.given < 0 or self.seat not in (s.declarer, s.holder):
            return None
        return s.given

    @property
    def widow_size(self) -> int:
        """Cards in the widow (3; frog's widow is taken up by the bidder)."""
        return len(self._state.setup.widow)

    @property
    def widow(self) -> tuple[Card, ...]:
        """The widow's cards once the hand is over (empty before)."""
        s = self._state
        return s.setup.widow if s.phase is Phase.DONE else ()

    @property
    def discards(self) -> tuple[Card, ...]:
        """This seat's own discards (frog); empty for everyone else."""
        s = self._state.setup
        return s.discards if self.seat == s.declarer else ()

    # -- play --------------------------------------------------------------------------------

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """This seat's legal actions, sorted; empty when it is not this seat's turn."""
        s = self._state
        if s.to_act != self.seat:
            return ()
        return self._game.legal_actions(s)

    @property
    def playable(self) -> Mask:
        """The cards this seat may play now (0 when it is not this seat's turn)."""
        s = self._state
        return self._game.playable(s) if s.to_act == self.seat else 0

    @property
    def context(self) -> TrickContext:
        """How cards rank, follow and beat each other under the contract."""
        return self._state.setup.ctx

    @property
    def exposed(self) -> bool:
        """Whether spread misère's bidder's hand lies face up now: once each other active
        player has played to the first trick."""
        s = self._state
        spec = s.spec
        if spec is None or not spec.spread or (s.phase is not Phase.PLAY and not s.history):
            return False
        if s.history:
            return True
        d = s.setup.declarer
        others = [c for i, c in enumerate(s.trick) if self._seat_of(i) != d]
        return len(others) >= len(s.setup.active) - 1

    def _seat_of(self, i: int) -> int:
        s = self._state
        active = s.setup.active
        return active[(active.index(s.leader) + i) % len(active)]

    @property
    def open_hand(self) -> Mask:
        """Spread misère's bidder's cards once exposed, face up for everyone; else 0."""
        if not self.exposed:
            return 0
        s = self._state
        return s.hands[s.setup.declarer]

    @property
    def played(self) -> Mask:
        """Every card played so far, the trick in progress included."""
        s = self._state
        m = 0
        for t in s.history:
            for c in t.cards:
                m |= 1 << c
        for c in s.trick:
            m |= 1 << c
        return m

    @property
    def unseen(self) -> Mask:
        """Cards this seat has not seen (in other hands, the widow, others' discards)."""
        seen = self.hand | self.played | self.open_hand | mask_of(self.discards)
        seen |= mask_of(self.widow)
        return _DECK & ~seen

    @property
    def points(self) -> tuple[int, ...]:
        """Card points taken per seat (the widow joins the bidder's at the end; frog's
        discards count for him at once)."""
        return self._state.final_points

    @property
    def won(self) -> bool | None:
        """Whether the bidder won, once the hand is over."""
        return self._state.won

    @property
    def chips(self) -> tuple[int, ...]:
        """The settlement per seat (all zeros until the hand is over)."""
        return self._game.settle(self._state).chips
