"""Rollouts of the play phase with the rule bot, for deals too big to solve in the budget.

Early in Solo Whist (more than `bot.SOLVE_CARDS` cards left, or the first solve of a
sampled deal does not fit the budget) the determinization search cannot solve its sampled
deals. It then judges each legal card by a ROLLOUT instead: the sampled deal is rebuilt into a
full game state (`replay.rebuild_play`: the deal put back as it was dealt, the calls and the
cards played so far replayed), the card is played, and the rule bot plays the rest of the hand
in every seat. Measured in the arena, greedy playouts (`playouts.py`) there play worse than the
rule bot itself; rollouts with the rule bot are a one-step improvement on it (the card that
does best when everybody then plays as the rule bot does), and every card sees the same
sampled deals.

`Rollouts.values(sample)` answers like the solver's `move_values`: for each legal card, the
declarer side's tricks from the remaining play (the trick in progress included), which the
search's `Frame.payoff` turns into chips. Cards that are equivalent in the seat's hand (adjacent
once the played cards are gone) are rolled out once.

Only Solo Whist's trump contracts are covered (`for_view` is None elsewhere); misère contracts
have their own search.
"""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

from solo_desktop.ai.bot import Bot
from solo_desktop.ai.search.determinize import Sample
from solo_desktop.ai.search.replay import rebuild_play, rule_bot
from solo_desktop.core.cards import CARD_TEXT, Card, Mask, parse_card
from solo_desktop.core.game import Game, Phase, PlayerView

__all__ = ["MIN_SOLVED", "Rollouts", "for_view", "solve_share"]

FIRST_SOLVE_SHARE = 0.125
"""The share of the budget the first solve of a decision may take where rollouts can stand
in: a deal that needs more is solved too few times over to judge the cards."""
LATER_SOLVE_SHARE = 0.25
"""The share of what is left that each later solve may take."""
MIN_SOLVED = 8
"""Solved deals below which a decision whose solve ran out of time starts over by rollouts."""


def solve_share(solved: int) -> float:
    """The share of the budget left that the next solve may take, after `solved` deals."""
    return LATER_SOLVE_SHARE if solved else FIRST_SOLVE_SHARE


class Rollouts:
    """One decision's rollouts: the view, the rule bot, the legal cards and their groups."""

    def __init__(self, game: Game, rule: Bot, view: PlayerView) -> None:
        self.game = game
        self.rule = rule
        self.view = view
        self.already: int = getattr(view, "taken", 0)
        legal = [_card(a) for a in view.legal_actions if a.startswith("play ")]
        self.reps: dict[Card, Card] = _representatives(legal, view)

    def values(self, s: Sample) -> dict[Card, int] | None:
        """For each legal card: the declarer side's tricks from here when it is played and
        the rule bot plays the rest of the hand in every seat (None: the sample cannot be
        rebuilt)."""
        game = self.game
        start = rebuild_play(game, self.view, s)
        if start is None:
            return None
        rule = self.rule
        apply, to_act, view_of = game.apply, game.to_act, game.view
        got: dict[Card, int] = {}
        for c in set(self.reps.values()):
            state = apply(start, "play " + CARD_TEXT[c])
            rng = random.Random(0)
            while (seat := to_act(state)) is not None:
                state = apply(state, rule.choose(view_of(state, seat), rng))
            got[c] = _side_tricks(game, state) - self.already
        return {c: got[r] for c, r in self.reps.items()}


def for_view(view: PlayerView) -> Rollouts | None:
    """Rollouts for a Solo Whist trump-contract play decision; None elsewhere."""
    from solo_desktop.games.solo_whist_view import SoloWhistView

    if not isinstance(view, SoloWhistView) or view.phase is not Phase.PLAY:
        return None
    spec = view.spec
    if spec is None or spec.misere or view.declarer is None or view.general_misere:
        return None
    game, rule = rule_bot("solo_whist")
    return Rollouts(game, rule, view)


def _card(action: str) -> Card:
    return parse_card(action.split()[1])


def _representatives(legal: list[Card], view: PlayerView) -> dict[Card, Card]:
    """Each legal card's representative: the lowest card of its run in the hand (cards of one
    effective suit with no unplayed card of another hand between them are equivalent)."""
    gone: Mask = view.hand
    for t in view.history:
        for c in t.cards:
            gone |= 1 << c
    strength = view.context.strength  # type: ignore[attr-defined]
    out: dict[Card, Card] = {}
    by_suit: dict[int, list[Card]] = {}
    for c in legal:
        by_suit.setdefault(c >> 4, []).append(c)
    for cs in by_suit.values():
        cs.sort(key=lambda c: strength[c])
        rep = out[cs[0]] = cs[0]
        for lo, hi in pairwise(cs):
            # another hand's (or the trick's) card between them breaks the run
            for x in range(16 * (lo >> 4), 16 * (lo >> 4) + 16):
                if strength[lo] < strength[x] < strength[hi] and not gone >> x & 1:
                    rep = hi
                    break
            out[hi] = rep
    return out


def _side_tricks(game: Game, state: Any) -> int:
    out = game.outcome(state)
    d, p = out.declarer, out.partner
    if d is None:
        return 0
    return out.tricks[d] + (out.tricks[p] if p is not None else 0)
