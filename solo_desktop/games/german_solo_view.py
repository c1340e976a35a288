"""What one seat may know of a German Solo hand: the `GermanSoloView` bots and the UI get.

A view shows the seat's own hand and everything said or played openly: the auction's calls,
the contract, trumps, the called card, the tricks. The secret partner stays secret: only the
holder of the called card learns it at the call (from his own hand); everybody else learns it
when the called card is played, or when the hand is over. In grossfrage the called ace's
holder names trumps, so the partner is known to all from his `trump`. Bronco's soloist plays
with his hand face up: once play starts every view shows it (`open_hand`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo_desktop.core.cards import DECK_32, Card, Mask, mask_of
from solo_desktop.core.game import Action, Phase
from solo_desktop.core.tricks import PlayPolicy, TrickContext
from solo_desktop.core.view import SeatView
from solo_desktop.games.german_solo_score import (
    GROSSFRAGE,
    LADDER,
    PLAYERS,
    SPECS,
    Contract,
    ContractSpec,
    contract_value,
)

if TYPE_CHECKING:
    from solo_desktop.games.german_solo import GermanSolo, State

_DECK = mask_of(DECK_32)


class GermanSoloView(SeatView):
    """What one seat sees of a German Solo hand."""

    __slots__ = ("_game",)
    _state: State

    def __init__(self, state: State, seat: int, game: GermanSolo) -> None:
        """The view of `seat` on `state` (the game answers `legal_actions`)."""
        super().__init__(state, seat)
        self._game = game

    # -- the auction -----------------------------------------------------------------------

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        """Everything said before the play, as (seat, action): bids, holds, passes, the raise
        turn's call, `trump` and `call`."""
        return self._state.setup.calls

    @property
    def high_bid(self) -> Contract | None:
        """The standing (or, after the raise turn, the final) bid; None before any bid."""
        s = self._state.setup
        if s.contract >= 0:
            return LADDER[s.contract]
        return None if s.auction.high < 0 else LADDER[s.auction.high]

    @property
    def bidder(self) -> int | None:
        """The seat owning the standing bid during the auction (None before any bid)."""
        b = self._state.setup.auction.bidder
        return None if b < 0 else b

    @property
    def holder(self) -> int | None:
        """The seat holding in the auction's current duel (None before the opening bid)."""
        h = self._state.setup.auction.holder
        return None if h < 0 else h

    @property
    def raising(self) -> bool:
        """Whether the auction's winner is at his single raise turn (`bid X` or `pass`)."""
        return self._state.setup.raising

    @property
    def auction_winner(self) -> int | None:
        """The seat that won the auction, known from its end (also during the raise turn)."""
        s = self._state.setup
        if s.declarer >= 0:
            return s.declarer
        w = s.auction.winner
        return None if w < 0 else w

    @property
    def passed(self) -> tuple[int, ...]:
        """The seats that have passed in the auction."""
        p = self._state.setup.auction.passed
        return tuple(s for s in range(PLAYERS) if p >> s & 1)

    @property
    def must_not_pass_below(self) -> Contract | None:
        """This seat's obligation from its own hand: the contract below which it may not pass
        (grossfrage with both black queens, solo with all four aces as well), else None."""
        d = self._state.setup.duty[self.seat]
        return None if d < 0 else LADDER[d]

    @property
    def may_bid_grossfrage(self) -> bool:
        """Whether this seat may bid grossfrage (both black queens, not all four aces)."""
        return bool(self._state.setup.queens >> self.seat & 1)

    @property
    def thrown_in(self) -> bool:
        """Whether everybody passed and the hand was thrown in (`all_pass: redeal`)."""
        return self._state.setup.thrown_in

    @property
    def spadilla(self) -> bool:
        """Whether everybody passed and the holder of Q clubs plays request (house rule)."""
        return self._state.setup.spadilla

    # -- the contract --------------------------------------------------------------------

    @property
    def declarer(self) -> int | None:
        """The soloist, once the raise turn is done."""
        d = self._state.setup.declarer
        return None if d < 0 else d

    @property
    def contract(self) -> Contract | None:
        """The contract, once the raise turn is done."""
        p = self._state.setup.contract
        return None if p < 0 else LADDER[p]

    @property
    def spec(self) -> ContractSpec | None:
        """What the contract asks for: aim, trumps, call, base value."""
        p = self._state.setup.contract
        return None if p < 0 else SPECS[p]

    @property
    def value(self) -> int | None:
        """The contract's value in chips (house rule `kicker_value` for kicker)."""
        p = self._state.setup.contract
        if p < 0:
            return None
        return contract_value(LADDER[p], self._state.rules.number("kicker_value"))

    @property
    def aim(self) -> int | None:
        """Tricks the declarer side must take (0: none at all, in kicker and bronco)."""
        spec = self.spec
        return None if spec is None else spec.aim

    @property
    def trump(self) -> int | None:
        """The trump suit once fixed; None before and in the no-trump contracts."""
        t = self._state.setup.trump
        return None if t < 0 else t

    @property
    def called(self) -> Card | None:
        """The called card, once called."""
        c = self._state.setup.called
        return None if c < 0 else c

    @property
    def is_partner(self) -> bool:
        """Whether this seat is the secret partner: true only for the called card's holder."""
        return self._state.setup.partner == self.seat

    @property
    def partner_revealed(self) -> bool:
        """Whether everybody knows the partner: the called card has been played, or the hand
        is over (the cards are faced); in grossfrage from the call on, since its holder names
        trumps."""
        s = self._state.setup
        if s.partner < 0:
            return False
        if s.contract == GROSSFRAGE or self._state.phase is Phase.DONE:
            return True
        return bool(self.played >> s.called & 1)

    @property
    def partner(self) -> int | None:
        """The partner as this seat knows it: itself for the called card's holder, everybody
        else once revealed; None while it is secret to this seat (or there is none)."""
        s = self._state.setup
        if s.partner < 0:
            return None
        if s.partner == self.seat or self.partner_revealed:
            return s.partner
        return None

    @property
    def on_declarer_side(self) -> bool | None:
        """Whether this seat plays with the soloist (soloist or known partner); None before
        the contract. An opponent who does not know the partner yet gets False."""
        s = self._state.setup
        if s.declarer < 0:
            return None
        return self.seat == s.declarer or self.is_partner

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
    def policy(self) -> PlayPolicy:
        """The play obligations (strict; without the head rule in a misère contract when
        `must_head_in_misere` is off)."""
        return self._state.setup.policy

    @property
    def open_hand(self) -> Mask:
        """Bronco's soloist's cards, face up for everyone once play starts; 0 otherwise."""
        s = self._state
        setup = s.setup
        bronco = setup.contract >= 0 and LADDER[setup.contract] is Contract.BRONCO
        if bronco and s.phase in (Phase.PLAY, Phase.DONE):
            return s.hands[setup.declarer]
        return 0

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
        """Cards this seat has not seen: in the other hands and not face up."""
        return _DECK & ~(self.hand | self.played | self.open_hand)

    @property
    def first_leader(self) -> int | None:
        """Who leads (or led) the first trick, once play has started."""
        s = self._state
        if s.history:
            return s.history[0].leader
        return s.leader if s.phase is Phase.PLAY else None

    @property
    def won(self) -> bool | None:
        """Whether the declarer side won, once the hand is over."""
        return self._state.won

    @property
    def chips(self) -> tuple[int, ...]:
        """The settlement per seat (all zeros until the hand is over)."""
        return self._game.settle(self._state).chips
