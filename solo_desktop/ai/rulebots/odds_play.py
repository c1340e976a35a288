"""Card play by the odds, shared by the German Solo and Solo Whist rule bots.

- `SeatOdds` is the part of a game's card tracking (its `Knowledge`) that both games reckon
  alike: given, per seat, the unseen cards it may still hold and the chance that it holds one
  of a set of cards (`p_any`, each game's own), the chance that a seat still to play beats a
  card, and how many unseen cards rank above a card.
- `OddsPlay` is the part of a play decision both games make alike: a card is scored by the
  chance that the seat's side takes the trick with it less what it is worth later; a defender
  leads through the declarer into a suit he holds rather than up to a suit he may ruff; a seat
  that wants no trick stays under it; a misère defender keeps the trick low for the declarer
  to head and sheds high cards on the tricks he cannot be given.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Generic, TypeVar

from solo_desktop.core.cards import Card, Mask
from solo_desktop.core.game import PlayerView
from solo_desktop.core.tricks import TrickContext

PLAYERS = 4
TRUMP_WORTH = (1.0, 0.75, 0.5, 0.35)
"""Later worth of a trump by the number of unseen higher trumps (0, 1, 2, 3 or more)."""
SIDE_WORTH = (0.8, 0.35, 0.1, 0.0)
"""Later worth of a side card by the number of unseen higher cards of its suit."""
THROUGH = 0.15
"""Weight of a defender's lead through the declarer (see `OddsPlay._through`)."""


class SeatOdds(ABC):
    """Unseen cards and, per seat, the unseen cards it may still hold; the odds they give."""

    __slots__ = ("ctx", "possible", "sizes", "unseen")

    ctx: TrickContext
    possible: list[Mask]
    sizes: tuple[int, ...]
    unseen: Mask

    @abstractmethod
    def p_any(self, seat: int, cards: Mask) -> float:
        """The chance that `seat` holds at least one of `cards`."""

    def p_beat(self, seat: int, top: Card, lead: Card) -> float:
        """The chance that `seat`, still to play to a trick led with `lead`, beats `top`."""
        ctx = self.ctx
        lead_group = ctx.follow[lead]
        beating = ctx.beats[top]
        p = self.p_any(seat, lead_group & beating)
        trump = ctx.trump
        if trump and not lead_group & trump:
            over = trump & beating
            if over and self.possible[seat] & over:
                # Void in the led suit, it may trump over.
                p += (1.0 - self.p_any(seat, lead_group)) * self.p_any(seat, over)
        return min(p, 1.0)

    def outstanding_above(self, c: Card) -> int:
        """How many unseen cards of `c`'s effective suit rank above it."""
        ctx = self.ctx
        return (self.unseen & ctx.beats[c] & ctx.follow[c]).bit_count()


ViewT = TypeVar("ViewT", bound=PlayerView)


class OddsPlay(ABC, Generic[ViewT]):
    """One play decision: the seat's view and knowledge, who is on its side, what it plays."""

    view: ViewT
    ctx: TrickContext
    seat: int
    know: SeatOdds
    friend: list[float]
    """Per seat, the chance (as this seat knows) that it plays on this seat's side."""
    keep: float
    """How much a card's later worth counts against the chance of taking the trick."""

    @abstractmethod
    def _lead_bonus(self, c: Card, p: float) -> float:
        """What leading `c` is worth beyond the chance `p` that the side takes the trick."""

    @abstractmethod
    def _misere_lead_score(self, c: Card) -> float:
        """How likely leading `c` forces the misère declarer to take the trick."""

    def _worth(self, c: Card) -> float:
        """What keeping `c` is worth for later tricks."""
        above = min(self.know.outstanding_above(c), 3)
        if self.ctx.trump >> c & 1:
            return TRUMP_WORTH[above]
        return SIDE_WORTH[above]

    def _trick_score(self, c: Card) -> float:
        """The chance that this seat's side takes the trick with `c`, less `c`'s later worth."""
        view, ctx, know, friend = self.view, self.ctx, self.know, self.friend
        trick = view.trick
        if not trick:
            top, p, lead = c, 1.0, c
        else:
            lead = trick[0]
            i = ctx.winner(trick)
            top = trick[i]
            if ctx.beats[top] >> c & 1:
                top, p = c, 1.0
            else:
                p = friend[(view.leader + i) % PLAYERS]
        for k in range(1, PLAYERS - len(trick)):
            s = (self.seat + k) % PLAYERS
            beat = know.p_beat(s, top, lead)
            f = friend[s]
            p = p * (1.0 - (1.0 - f) * beat) + (1.0 - p) * f * beat
        score = p - self.keep * self._worth(c) - 1e-6 * ctx.strength[c]
        if not trick:
            score += self._lead_bonus(c, p)
        return score

    def _through(self, c: Card, d: int) -> float:
        """A defender's lead of `c` through declarer `d` (he plays next: into a suit he holds,
        so that he must follow before the other defenders), not up to him (he plays last: not
        into a suit where he may ruff cheaply)."""
        ctx, know = self.ctx, self.know
        holds = know.p_any(d, ctx.follow[c])
        if (self.seat + 1) % PLAYERS == d:
            return THROUGH * (holds - 0.5)
        if (d + 1) % PLAYERS == self.seat:
            return -THROUGH * (1.0 - holds) * know.p_any(d, ctx.trump)
        return 0.0

    def _p_someone_beats(self, c: Card, lead: Card, seats: Sequence[int]) -> float:
        """The chance that one of `seats` (all still to play) heads `c`."""
        p_none = 1.0
        for s in seats:
            p_none *= 1.0 - self.know.p_beat(s, c, lead)
        return 1.0 - p_none

    def _later(self) -> list[int]:
        """The seats still to play to the trick after this one."""
        return [(self.seat + k) % PLAYERS for k in range(1, PLAYERS - len(self.view.trick))]

    def _duck(self, cards: Sequence[Card]) -> Card:
        """The card of a seat that wants no trick (a misère declarer): stay under the trick."""
        ctx, trick = self.ctx, self.view.trick
        later = self._later()
        strength = ctx.strength
        if not trick:
            # Lead the card most surely headed; among those the highest (shed danger).
            return max(cards, key=lambda c: (self._p_someone_beats(c, c, later), strength[c]))
        top = trick[ctx.winner(trick)]
        under = [c for c in cards if not ctx.beats[top] >> c & 1]
        if under:
            # Shed the card nobody can undercut: fewest higher cards out, then highest.
            return min(under, key=lambda c: (self.know.outstanding_above(c), -strength[c]))
        lead = trick[0]
        return max(cards, key=lambda c: (self._p_someone_beats(c, lead, later), -strength[c]))

    def _defend_misere(self, cards: Sequence[Card], d: int) -> Card:
        """A defender's card against misère declarer `d`: the lead likeliest to catch him;
        once he has played, under his card while he holds the trick, else its highest card
        (he has escaped this trick); before him, low in the led suit unless he is void in it."""
        view, ctx, know = self.view, self.ctx, self.know
        trick = view.trick
        strength = ctx.strength
        if not trick:
            return max(cards, key=self._misere_lead_score)
        lead = trick[0]
        d_index = (d - view.leader) % PLAYERS
        top_i = ctx.winner(trick)
        top = trick[top_i]
        if d_index < len(trick):
            if top_i == d_index:
                # The declarer holds the trick: stay under it, shedding the highest such card.
                under = [c for c in cards if not ctx.beats[top] >> c & 1]
                if under:
                    return max(under, key=lambda c: strength[c])
                return min(cards, key=lambda c: strength[c])
            return max(cards, key=lambda c: strength[c])
        # The declarer is still to play: keep the trick low for him to head.
        if not know.possible[d] & ctx.follow[lead]:
            return max(cards, key=lambda c: strength[c])
        same = [c for c in cards if ctx.follow[lead] >> c & 1]
        if same:
            return self._follow_low(same, top)
        return max(cards, key=lambda c: strength[c])

    def _follow_low(self, same: Sequence[Card], top: Card) -> Card:
        """A misère defender's card of the led suit (`same`) while the declarer is still to
        play to a trick whose best card is `top`: the lowest."""
        strength = self.ctx.strength
        return min(same, key=lambda c: strength[c])
