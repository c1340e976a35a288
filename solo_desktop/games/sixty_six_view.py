"""What one seat may know of a Sixty-Six hand: the `SixtySixView` that bots and the UI get.

A view shows the seat's own hand, everything played or announced openly (tricks, marriages
shown, exchanges, the close, the face-up trump card) and what follows from it: the cards the
opponent is known to hold and the cards this seat has not seen. With house rule
`hide_points` the opponent's points are hidden until the hand is over; the seat's own points
are always shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo_desktop.core.cards import SUIT_WORDS, Card, Mask
from solo_desktop.core.game import Action, Phase
from solo_desktop.core.tricks import TrickContext
from solo_desktop.core.view import SeatView
from solo_desktop.games.sixty_six_score import HandResult

if TYPE_CHECKING:
    from solo_desktop.games.sixty_six import SixtySix, State


class SixtySixView(SeatView):
    """What one seat sees of a Sixty-Six hand."""

    __slots__ = ("_game",)
    _state: State

    def __init__(self, state: State, seat: int, game: SixtySix) -> None:
        """The view of `seat` on `state` (the game answers `legal_actions`)."""
        super().__init__(state, seat)
        self._game = game

    # -- the table ---------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """PLAY until the hand is over, then DONE."""
        return self._state.phase

    @property
    def dealer(self) -> int:
        """The dealer's seat (the other seat leads the first trick)."""
        return self._state.dealer

    @property
    def declarer(self) -> int | None:
        """Always None: Sixty-Six has no declarer."""
        return None

    @property
    def opponent(self) -> int:
        """The other seat."""
        return 1 - self.seat

    @property
    def target(self) -> int:
        """Game points that win the match (house rule `target`)."""
        return self._state.rules.number("target")

    @property
    def must_head(self) -> bool:
        """Whether the strict phase also obliges to win the trick (house rule `must_head`)."""
        return self._state.rules.flag("must_head")

    @property
    def hide_points(self) -> bool:
        """Whether the opponent's points are hidden during the hand (house rule)."""
        return self._state.rules.flag("hide_points")

    # -- cards -----------------------------------------------------------------------------

    @property
    def deck(self) -> Mask:
        """The cards in play: 24, or 20 with house rule `deck: 20`."""
        return self._state.setup.deck

    @property
    def trump(self) -> int:
        """The trump suit (the face-up card's suit), known from the deal."""
        return self._state.setup.trump

    @property
    def trump_card(self) -> Card | None:
        """The face-up trump card at the bottom of the stock (remembered when closed); None
        once it has been drawn."""
        return self._state.trump_card

    @property
    def exchange_card(self) -> Card:
        """The trump nine (jack with 20 cards) that `exchange` swaps for the face-up card."""
        return self._state.setup.exchange_card

    @property
    def stock_size(self) -> int:
        """Cards left in the stock, the face-up trump card included."""
        return len(self._state.stock)

    @property
    def closed(self) -> bool:
        """Whether somebody closed the stock."""
        return self._state.closed_by >= 0

    @property
    def closed_by(self) -> int | None:
        """The seat that closed the stock, if any."""
        c = self._state.closed_by
        return None if c < 0 else c

    @property
    def close_penalty(self) -> int:
        """What a closer below 66 gives away: 3 if his opponent had no trick at the close, else
        2; 0 when the stock was not closed."""
        return self._state.penalty

    @property
    def strict(self) -> bool:
        """Whether the stock is closed or exhausted: must follow suit, else trump."""
        return self._state.strict

    @property
    def drawing(self) -> bool:
        """Whether cards are still drawn after each trick (open stock, free play)."""
        return not self._state.strict

    @property
    def played(self) -> Mask:
        """Every card played so far, the trick in progress included."""
        m = 0
        for t in self._state.history:
            for c in t.cards:
                m |= 1 << c
        for c in self._state.trick:
            m |= 1 << c
        return m

    @property
    def opponent_known(self) -> Mask:
        """Cards the opponent is known to hold now: his shown marriages' cards, the face-up
        card he took by `exchange` or drew last, not yet played."""
        s = self._state
        return s.known[1 - self.seat] & s.hands[1 - self.seat]

    @property
    def unseen(self) -> Mask:
        """Cards this seat has not seen: in the opponent's hand (not known there) or in the
        stock. Once the stock is exhausted these are exactly the opponent's unknown cards."""
        seen = self.hand | self.played | self.opponent_known
        trump_card = self.trump_card
        if trump_card is not None:
            seen |= 1 << trump_card
        return self.deck & ~seen

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
    def on_lead(self) -> bool:
        """Whether this seat is to lead (and may announce before leading)."""
        s = self._state
        return s.to_act == self.seat and not s.trick

    @property
    def context(self) -> TrickContext:
        """How cards rank and beat each other in this hand."""
        return self._state.setup.ctx

    # -- announcements -------------------------------------------------------------------

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        """The announcements so far as (seat, action): marriage, exchange, close, out."""
        return tuple((seat, action) for _, seat, action in self._state.calls)

    @property
    def announcements(self) -> tuple[tuple[int, int, Action], ...]:
        """The announcements as (tricks completed before it, seat, action)."""
        return self._state.calls

    @property
    def marriages(self) -> tuple[tuple[int, int], ...]:
        """Every marriage shown so far as (seat, suit)."""
        return tuple(
            (seat, SUIT_WORDS.index(action.split()[1]))
            for _, seat, action in self._state.calls
            if action.startswith("marriage ")
        )

    @property
    def marriage(self) -> int | None:
        """The suit of the marriage just shown by the player on lead, who must lead its king
        or queen (or say `out`) next; None otherwise."""
        m = self._state.marriage
        return None if m < 0 else m

    # -- points ------------------------------------------------------------------------------

    @property
    def own_points(self) -> int:
        """This seat's points: card points, credited marriages, the last-trick bonus."""
        return self._state.points[self.seat]

    @property
    def pending(self) -> int:
        """This seat's marriage points shown before it won a trick, credited at its first."""
        return self._state.pending[self.seat]

    @property
    def opponent_points(self) -> int | None:
        """The opponent's points; None while `hide_points` hides them."""
        s = self._state
        if s.rules.flag("hide_points") and s.phase is not Phase.DONE:
            return None
        return s.points[1 - self.seat]

    @property
    def points(self) -> tuple[int | None, ...]:
        """Points per seat, the opponent's None while `hide_points` hides them."""
        out: list[int | None] = [None, None]
        out[self.seat] = self.own_points
        out[1 - self.seat] = self.opponent_points
        return tuple(out)

    @property
    def claimed(self) -> int | None:
        """The seat that said `out`, if any."""
        c = self._state.claimed
        return None if c < 0 else c

    @property
    def result(self) -> HandResult | None:
        """Who scored how many game points and why, once the hand is over."""
        return self._state.result
