"""Inference: which of the deals consistent with a view are likely, given how the others played.

`determinize` deals the hidden cards so that every hard fact holds (suits shown void, cards
known to be somewhere, the auction's plausibility test). Beyond the facts, every call and
every card of another seat says something about the cards it holds: a seat that passed holds
no solo, a seat that led a king from a long suit probably holds the queen. This module weighs
a sampled deal by how well a model of the other seats explains what they did: the rule bot
in each other seat's place, on the cards the deal gives it, asked at every card that seat
played in this hand. Each decision where the model would have done something
else is a MISS; the deal's weight is `MISS_WEIGHT` to the power of its misses.

`Inference(view)` replays the hand on a sampled deal with the game's own engine (the deal put
back as it was dealt: each seat's sampled hand plus the cards it played) and counts the
misses; `draw(cons, rng)` draws `candidates` deals and keeps one with probability in
proportion to its weight (importance resampling), so the search spends its solves on likely
deals. The model never sees more than the seat it stands for could see: each question is
asked of the engine's view for that seat in the rebuilt deal.

The calls of the auction are not asked by default (`calls`): `determinize`'s plausibility test
already weighs the deal by them, and asking the rule bot's bidding model at every call costs
about four times as much for no better placed cards (measured: the share of hidden cards a
deal places in the right hand, German Solo at trick 4: 0.434 unweighed, 0.505 with the calls
asked, 0.505 without; Solo Whist at trick 3: 0.344, 0.368, 0.371).

A seat's misses depend only on its own dealt hand (its view holds nothing else hidden), so
they are cached per (seat, dealt hand): late in the hand, when few cards are hidden, most
deals cost no replay at all.

Covered: Solo Whist, German Solo, Six-bid and Solo 66 (`replay.dealt_in_play` says how a deal
is put back where cards changed hands). Sixty-Six (whose cards drawn from the stock cannot be told
apart from those dealt) is not: there `for_view` answers None and the search samples as
before.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from solo_desktop.ai.bot import Bot
from solo_desktop.ai.search import replay
from solo_desktop.ai.search.dealing import Constraints, Sample, sample
from solo_desktop.core.cards import Mask
from solo_desktop.core.game import Action, Game, Phase, PlayerView

MISS_WEIGHT = 0.1
"""The weight of a deal falls by this factor for each decision the model would have made
otherwise (soft: people and other programs do not play as our rule bot does)."""
CANDIDATES = 12
"""Deals drawn for each one kept."""


class Inference:
    """Weighs sampled deals of one view by the rule bot's agreement with the other seats."""

    def __init__(
        self,
        view: PlayerView,
        game: Game,
        model: Bot,
        miss_weight: float = MISS_WEIGHT,
        calls: bool = False,
    ) -> None:
        """Inference for `view` of `game`, with `model` standing for the other seats: asked
        about their cards, and with `calls` about their calls too."""
        self.view = view
        self.game = game
        self.model = model
        self.miss_weight = miss_weight
        self.calls = calls
        self.me = view.seat
        self.players = view.players
        self.plays, self.played = replay.plays(view)
        self.declarer: int | None = view.declarer
        self._cache: dict[tuple[int, Mask, Mask], int] = {}
        self.replays = 0
        """How many deals were replayed (for tests and benchmarks)."""

    def dealt(self, s: Sample) -> tuple[Mask, ...]:
        """Each seat's cards in sample `s`: its hand now and the cards it played."""
        return tuple(h | p for h, p in zip(s.hands, self.played, strict=True))

    def _key(self, seat: int, dealt: tuple[Mask, ...], s: Sample) -> tuple[int, Mask, Mask]:
        # A seat's view holds its own cards; the declarer's also what he laid away (the pile).
        return (seat, dealt[seat], s.pile if seat == self.declarer else 0)

    def misses(self, s: Sample) -> int | None:
        """How many of the other seats' decisions in this hand the model would have made
        otherwise on deal `s`; None if the hand cannot be replayed on it."""
        dealt = self.dealt(s)
        cache = self._cache
        total = 0
        for seat in range(self.players):
            if seat == self.me:
                continue
            got = cache.get(self._key(seat, dealt, s))
            if got is None:
                return self._replay(dealt, s)
            total += got
        return total

    def _replay(self, dealt: tuple[Mask, ...], s: Sample) -> int | None:
        """The misses of deal `s` (each seat holding `dealt`), replayed; each other seat's
        are cached."""
        view, game = self.view, self.game
        self.replays += 1
        back = replay.dealt_in_play(view, dealt, s, game.id)
        if back is None:
            return None
        deal, said = back
        got = replay.replay_asking(game, view, deal, (*said, *self.plays), self.model, self._asked)
        if got is None:
            return None
        per_seat = got[1]
        for seat in range(self.players):
            if seat != self.me:
                self._cache[self._key(seat, dealt, s)] = per_seat[seat]
        return sum(per_seat)

    def _asked(self, seat: int, action: Action) -> bool:
        """Whether the model is asked about this decision: every card, the calls if `calls`."""
        return self.calls or action.startswith("play ")

    def weight(self, s: Sample) -> float:
        """The deal's weight: `miss_weight` to the power of its misses; 0 where the hand cannot
        be replayed on it, since some call was against the rules with those cards (in German
        Solo a seat holding both black queens may not pass, which determinization alone does
        not rule out)."""
        m = self.misses(s)
        return 0.0 if m is None else self.miss_weight**m

    def draw(
        self,
        cons: Constraints,
        rng: random.Random,
        candidates: int = CANDIDATES,
        deal: Callable[[Constraints, random.Random], Sample] = sample,
    ) -> Sample:
        """One deal of `cons`: of `candidates` drawn, one kept with probability in proportion
        to its weight (the first drawn if none can be replayed)."""
        drawn = [deal(cons, rng) for _ in range(candidates)]
        return drawn[pick([self.weight(s) for s in drawn], rng)]


def pick(weights: list[float], rng: random.Random) -> int:
    """An index drawn with probability in proportion to its weight (importance resampling);
    0 if no weight is above zero."""
    total = sum(weights)
    if total <= 0.0:
        return 0
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0.0:
            return i
    return len(weights) - 1


def for_view(view: PlayerView) -> Inference | None:
    """Inference for a play-phase view of a covered game (None elsewhere, or before anyone
    else has done anything)."""
    if view.phase is not Phase.PLAY:
        return None
    gid = replay.game_id(view)
    if gid is None:
        return None
    game, model = replay.rule_bot(gid)
    return Inference(view, game, model)
