"""What one seat may know of a Solo Whist hand: the `SoloWhistView` bots and the UI get.

A view shows the seat's own hand and everything said or played openly: the auction's calls,
the standing bid, the proposer and the accepter (the partner is public: `accept` is said
aloud), the contract, trumps, the turned-up card until it is taken up before the first trick,
the tricks. In misère ouverte the declarer's hand lies face up (`open_hand`) once the
declarer has played to the first trick (house rule `ouvert_exposed: after_first_trick`: once
the first trick is complete).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo_desktop.core.cards import DECK_52, Card, Mask, mask_of
from solo_desktop.core.game import Action, Phase
from solo_desktop.core.tricks import TrickContext
from solo_desktop.core.view import SeatView
from solo_desktop.games.solo_whist_score import (
    LADDER,
    PLAYERS,
    SPECS,
    Contract,
    ContractSpec,
    odd_tricks,
)

if TYPE_CHECKING:
    from solo_desktop.games.solo_whist import SoloWhist, State

_DECK = mask_of(DECK_52)


class SoloWhistView(SeatView):
    """What one seat sees of a Solo Whist hand."""

    __slots__ = ("_game",)
    _state: State

    def __init__(self, state: State, seat: int, game: SoloWhist) -> None:
        """The view of `seat` on `state` (the game answers `legal_actions`)."""
        super().__init__(state, seat)
        self._game = game

    # -- the auction -----------------------------------------------------------------------

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        """Everything said before the play, as (seat, action): bids, accepts, passes, trump."""
        return self._state.setup.calls

    @property
    def high_bid(self) -> Contract | None:
        """The standing (or final) bid; None before any bid."""
        h = self._state.setup.auction.high
        return None if h < 0 else LADDER[h]

    @property
    def bidder(self) -> int | None:
        """The seat owning the standing bid (None before any bid)."""
        b = self._state.setup.auction.bidder
        return None if b < 0 else b

    @property
    def accepter(self) -> int | None:
        """The seat that accepted the standing proposal (None if none)."""
        p = self._state.setup.auction.partner
        return None if p < 0 else p

    @property
    def passed(self) -> tuple[int, ...]:
        """The seats that have passed in the auction."""
        p = self._state.setup.auction.passed
        return tuple(s for s in range(PLAYERS) if p >> s & 1)

    @property
    def offering(self) -> bool:
        """Whether a passed seat is offered the proposal (accept or pass) now."""
        return self._state.phase is Phase.AUCTION and self._state.setup.auction.offering

    @property
    def deciding(self) -> bool:
        """Whether the unaccepted proposer is to bid solo or pass (`lone_prop`)."""
        return self._state.phase is Phase.AUCTION and self._state.setup.auction.deciding

    @property
    def thrown_in(self) -> bool:
        """Whether no contract was made and the hand was thrown in (`no_contract: redeal`)."""
        return self._state.setup.thrown_in

    @property
    def general_misere(self) -> bool:
        """Whether no contract was made and general misère is played (house rule)."""
        return self._state.setup.general

    @property
    def turn_up(self) -> Card | None:
        """The turned-up card (in the dealer's hand) until it is taken up for the play."""
        s = self._state
        if s.phase in (Phase.AUCTION, Phase.DECLARE):
            return s.setup.turn_up
        return None

    @property
    def turn_up_card(self) -> Card:
        """The card that was turned up (it fixes trumps in prop, solo, abondance royale)."""
        return self._state.setup.turn_up

    # -- the contract --------------------------------------------------------------------

    @property
    def declarer(self) -> int | None:
        """The declarer (the proposer in prop), once the auction is over."""
        d = self._state.setup.declarer
        return None if d < 0 else d

    @property
    def partner(self) -> int | None:
        """The accepter of the prop (public), once the auction is over; else None."""
        p = self._state.setup.partner
        return None if p < 0 else p

    @property
    def contract(self) -> Contract | None:
        """The contract, once the auction is over (None in general misère)."""
        p = self._state.setup.contract
        return None if p < 0 else LADDER[p]

    @property
    def spec(self) -> ContractSpec | None:
        """What the contract asks for: aim, trumps, value."""
        p = self._state.setup.contract
        return None if p < 0 else SPECS[p]

    @property
    def value(self) -> int | None:
        """The contract's value each, in white chips."""
        spec = self.spec
        return None if spec is None else spec.value

    @property
    def aim(self) -> int | None:
        """Tricks the declarer side must take (0: none at all, in the misères)."""
        spec = self.spec
        return None if spec is None else spec.aim

    @property
    def trump(self) -> int | None:
        """The trump suit once fixed; None before and in the no-trump contracts."""
        t = self._state.setup.trump
        return None if t < 0 else t

    @property
    def on_declarer_side(self) -> bool | None:
        """Whether this seat is the declarer or the partner; None without a contract."""
        s = self._state.setup
        if s.declarer < 0:
            return None
        return self.seat in (s.declarer, s.partner)

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
        """Whether misère ouverte's declarer's hand lies face up now."""
        s = self._state
        setup = s.setup
        if setup.contract < 0 or LADDER[setup.contract] is not Contract.MISERE_OUVERTE:
            return False
        if s.history:
            return True
        if setup.rules.text("ouvert_exposed") == "after_first_trick":
            return False
        return (setup.declarer - s.leader) % PLAYERS < len(s.trick)

    @property
    def open_hand(self) -> Mask:
        """Misère ouverte's declarer's cards once exposed, face up for everyone; else 0."""
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
        """Cards this seat has not seen: in the other hands and not face up (the turn-up
        counts as seen)."""
        seen = self.hand | self.played | self.open_hand | 1 << self.turn_up_card
        return _DECK & ~seen

    @property
    def first_leader(self) -> int | None:
        """Who leads (or led) the first trick, once play has started."""
        s = self._state
        if s.history:
            return s.history[0].leader
        return s.leader if s.phase is Phase.PLAY else None

    @property
    def taken(self) -> int:
        """Tricks taken by the declarer side so far."""
        return self._state.taken

    @property
    def odd_tricks(self) -> int | None:
        """Over- (positive) or undertricks (negative) once the hand is over, where they count
        (prop, solo, abondance, abondance royale; else 0); None before the end."""
        s = self._state
        spec = self.spec
        if spec is None or s.phase is not Phase.DONE:
            return None
        return odd_tricks(spec, s.taken)

    @property
    def won(self) -> bool | None:
        """Whether the declarer side won, once the hand is over."""
        return self._state.won

    @property
    def chips(self) -> tuple[int, ...]:
        """The settlement per seat in white chips (all zeros until the hand is over)."""
        return self._game.settle(self._state).chips
