"""Replaying a deal record step by step: the states of `record.replay` and, for each step,
the `Frame` a table shows (every hand face up: it is history). Qt-free."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solo_desktop.core import record as records
from solo_desktop.core.cards import Card, cards_of, mask_of
from solo_desktop.core.game import Outcome, Phase, PlayerView
from solo_desktop.core.record import DealRecord
from solo_desktop.core.tricks import Trick

_SUIT_ORDER = (0, 2, 1, 3)
"""Suits in a hand alternate colours: clubs, hearts, spades, diamonds."""


@dataclass(frozen=True)
class Frame:
    """What the table shows at one step of a replay."""

    index: int
    """Actions applied so far (0: the deal)."""
    action: str | None
    """The action that led here (None at the deal)."""
    actor: int | None
    """The seat that performed `action`."""
    to_act: int | None
    """The seat to act next (None when the hand is over)."""
    phase: Phase
    dealer: int
    declarer: int | None
    trump: int | None
    hands: tuple[tuple[Card, ...], ...]
    """Every seat's cards, sorted as a player holds them."""
    trick: tuple[tuple[int, Card], ...]
    """The (seat, card) plays on the table: the trick in progress, or the one just completed."""
    trick_winner: int | None
    """Who took the trick shown, when `action` completed it."""
    last_trick: tuple[tuple[int, Card], ...]
    """The completed trick before the one shown (for the last-trick box)."""
    last_winner: int | None
    talon: tuple[Card, ...]
    """The talon, widow or stock still on the table."""
    discards: tuple[Card, ...]
    """The soloist's laid-away cards."""
    tricks: tuple[int, ...]
    """Tricks taken per seat."""
    calls: dict[int, str]
    """Each seat's last call of the auction."""
    over: bool


def _plays(trick: Trick, players: int) -> tuple[tuple[int, Card], ...]:
    return tuple(((trick.leader + i) % players, c) for i, c in enumerate(trick.cards))


def sort_cards(cards: Sequence[Card], view: PlayerView) -> tuple[Card, ...]:
    """A hand as a player holds it: trumps first once known, colours alternating, high to low."""
    ctx = getattr(view, "context", None)
    trumps = ctx.trump if ctx is not None and view.trump is not None else 0
    strengths = ctx.strength if ctx is not None else None

    def key(c: Card) -> tuple[int, int, int]:
        strength = (strengths[c] if strengths is not None else 0) or c & 15
        return (0 if trumps >> c & 1 else 1, _SUIT_ORDER.index(c >> 4), -strength)

    return tuple(sorted(cards, key=key))


class ReplaySteps:
    """A deal record replayed, and a position in it: the deal, then one step per action."""

    def __init__(self, record: DealRecord) -> None:
        """Replay `record` (raises RecordError or ReplayError) and stand at the deal."""
        self.record = record
        self.replay = records.replay(record)
        self.index = 0

    @property
    def count(self) -> int:
        """The number of actions (the last step's index)."""
        return len(self.record.actions)

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.replay.deal.players

    @property
    def at_start(self) -> bool:
        """Whether the position is the deal."""
        return self.index == 0

    @property
    def at_end(self) -> bool:
        """Whether every action has been applied."""
        return self.index == self.count

    def go(self, index: int) -> bool:
        """Stand after `index` actions (clamped); whether the position changed."""
        index = max(0, min(self.count, index))
        moved = index != self.index
        self.index = index
        return moved

    def first(self) -> bool:
        """Go to the deal."""
        return self.go(0)

    def back(self) -> bool:
        """Take back one action."""
        return self.go(self.index - 1)

    def next(self) -> bool:
        """Apply one more action."""
        return self.go(self.index + 1)

    def last(self) -> bool:
        """Go to the end of the record."""
        return self.go(self.count)

    def outcome(self) -> Outcome:
        """The outcome of the whole record (in progress if the record stops early)."""
        return self.replay.game.outcome(self.replay.final)

    def frame(self, index: int | None = None) -> Frame:
        """What the table shows after `index` actions (default: the current position)."""
        i = self.index if index is None else index
        game = self.replay.game
        states = self.replay.states
        state = states[i]
        n = self.players
        views = [game.view(state, seat) for seat in range(n)]
        v = views[0]
        history = v.history
        before = len(game.view(states[i - 1], 0).history) if i else 0
        if not v.trick and len(history) > before:
            shown, winner = _plays(history[-1], n), history[-1].winner
            older = history[:-1]
        else:
            shown = tuple(((v.leader + k) % n, c) for k, c in enumerate(v.trick))
            winner, older = None, history
        declarer = v.declarer
        stock = getattr(state, "stock", None)  # Sixty-Six: the stock in drawing order
        talon_size: int = getattr(v, "talon_size", getattr(v, "widow_size", 0))
        talon = self.replay.deal.talon
        if isinstance(stock, tuple):
            talon, talon_size = stock, len(stock)
        laid: object = getattr(views[declarer], "discards", 0) if declarer is not None else 0
        # Solo 66 reports its discards as a mask, Six-bid's frog as a tuple of cards.
        discards = laid if isinstance(laid, int) else mask_of(laid)  # type: ignore[arg-type]
        return Frame(
            index=i,
            action=self.record.actions[i - 1] if i else None,
            actor=game.to_act(states[i - 1]) if i else None,
            to_act=game.to_act(state),
            phase=v.phase,
            dealer=v.dealer,
            declarer=declarer,
            trump=v.trump,
            hands=tuple(sort_cards(cards_of(view.hand), view) for view in views),
            trick=shown,
            trick_winner=winner,
            last_trick=_plays(older[-1], n) if older else (),
            last_winner=older[-1].winner if older else None,
            talon=tuple(talon[len(talon) - talon_size :]) if talon_size else (),
            discards=tuple(cards_of(discards)),
            tricks=v.tricks,
            calls=dict(v.calls),
            over=game.is_over(state),
        )


# -- the replay viewer --------------------------------------------------------------------------
