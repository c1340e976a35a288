"""Sixty-Six inference for the expert level: what the opponent's lead to this trick says.

Sixty-Six's deals cannot be put back as they were dealt (`inference`'s way): which of the
opponent's cards he drew from the stock, and when, nobody saw. But when he has just led to the
trick on the table, his hand a moment ago was his hand now and the card he led, with no card
drawn in between. So a sampled hand of his is weighed by whether the rule bot, holding it in
his place, would have led that card from the position just before (`MISS_WEIGHT` where it
would not): a lead of a low trump, a bare ten or an ace says much about what else he holds.

A lead that came with an announcement of his at this trick (a marriage shown, the exchange)
is left alone: `sixty_six_pimc.LastLead` weighs what those say.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from solo_desktop.ai.rulebots.sixty_six_bot import SixtySixRuleBot
from solo_desktop.ai.search.inference import CANDIDATES, MISS_WEIGHT, pick
from solo_desktop.core.cards import CARD_TEXT, Card, Mask
from solo_desktop.games.sixty_six import SixtySix, State
from solo_desktop.games.sixty_six_view import SixtySixView

World = tuple[Mask, tuple[Card, ...]]
"""A sampled deal: the opponent's hand and the stock in drawing order."""


class LeadNow:
    """Weighs sampled opponent hands by the rule bot's agreement with his lead on the table."""

    def __init__(self, game: SixtySix, view: SixtySixView, led: Card) -> None:
        """For `view`, where the opponent has just led `led`."""
        self.game = game
        self.view = view
        self.led = led
        self.action = "play " + CARD_TEXT[led]
        self.model = SixtySixRuleBot()
        self._cache: dict[Mask, float] = {}

    def weight(self, state: State) -> float:
        """1 if the rule bot, with the opponent's hand in rebuilt `state` and the card he led,
        would have led it from the position before his lead; else `MISS_WEIGHT`."""
        opp = self.view.opponent
        hand = state.hands[opp] | 1 << self.led
        got = self._cache.get(hand)
        if got is None:
            hands = list(state.hands)
            hands[opp] = hand
            before = state._replace(to_act=opp, leader=opp, trick=(), hands=(hands[0], hands[1]))
            choice = self.model.choose(self.game.view(before, opp), random.Random(0))
            got = self._cache[hand] = 1.0 if choice == self.action else MISS_WEIGHT
        return got

    def draw(
        self, rebuilt: Callable[[], tuple[World, State]], rng: random.Random
    ) -> tuple[World, State]:
        """Of `CANDIDATES` rebuilt deals (`rebuilt()` samples one), one kept with probability
        in proportion to its weight."""
        drawn = [rebuilt() for _ in range(CANDIDATES)]
        return drawn[pick([self.weight(state) for _, state in drawn], rng)]


def lead_now(game: SixtySix, view: SixtySixView) -> LeadNow | None:
    """The weighing for `view` if the opponent has just led to the trick on the table (and
    announced nothing with it), else None."""
    if len(view.trick) != 1 or view.leader != view.opponent or view.closed:
        return None
    now = len(view.history)
    if any(n == now and seat == view.opponent for n, seat, _ in view.announcements):
        return None
    return LeadNow(game, view, view.trick[0])
