"""Positions for the search tests: views picked from hands the rule bot plays in every seat,
the real deal of such a position as a sample, and the check that a rebuilt state shows a view
again."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.ai.search.dealing import Sample
from solo_desktop.ai.search.determinize import constraints
from solo_desktop.core import registry
from solo_desktop.core.game import Game, Phase, PlayerView

Keep = Callable[[PlayerView, random.Random], bool]
"""Whether a position is kept, from the view of the seat to act (and the hands' random
stream, for picking at random)."""


def rule_bot_hand(
    game: Game, house: Any, rule: Bot, rng: random.Random, players: int, dealer: int
) -> Iterator[tuple[Any, PlayerView]]:
    """(state, view of the seat to act) at each decision of one hand dealt from `rng` and
    played by `rule` in every seat; the decision is made (from `rng`) once the caller asks
    for the next one."""
    state = game.start(house, game.deal(house, players, dealer, rng))
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        yield state, view
        state = game.apply(state, rule.choose(view, rng))


def rule_bot_views(
    game: Game | str,
    hands: int,
    seed: int,
    keep: Keep,
    rules: dict[str, object] | None = None,
    players: int | None = None,
    one_per_hand: bool = False,
) -> list[tuple[Any, PlayerView]]:
    """(state, view of the seat to act) at the decisions `keep` picks, in `hands` hands of
    `game` (under house `rules`, with `players` seats, else its fewest) that the rule bot
    plays in every seat, the dealer moving on each hand; with `one_per_hand`, a hand stops at
    its first kept decision. The same arguments give the same positions."""
    if isinstance(game, str):
        game = registry.get(game)
    house = game.house_rules(rules)
    rule = make_bot("rule", game)
    rng = random.Random(seed)
    n = players or game.player_counts[0]
    out = []
    for h in range(hands):
        for state, view in rule_bot_hand(game, house, rule, rng, n, h % n):
            if keep(view, rng):
                out.append((state, view))
                if one_per_hand:
                    break
    return out


def truth(state: Any, view: PlayerView) -> Sample:
    """The real deal of `state` as a sample of `view`'s hidden cards: the hands, and as the
    pile what is hidden and in nobody's hand."""
    cons = constraints(view)
    held = 0
    for h in state.hands:
        held |= h
    return Sample(tuple(state.hands), (cons.pool | cons.pile_known) & ~held)


def shows_again(game: Game, state: Any, view: PlayerView) -> None:
    """Assert that `state` shows `view`'s seat what `view` shows: its hand, the trick, the
    tricks before, the legal actions, the calls, the declarer and the hand sizes."""
    again = game.view(state, view.seat)
    assert again.hand == view.hand
    assert again.trick == view.trick
    assert again.history == view.history
    assert again.legal_actions == view.legal_actions
    assert again.calls == view.calls
    assert again.declarer == view.declarer
    assert again.hand_sizes == view.hand_sizes


def choice_in_play(view: PlayerView, rng: random.Random) -> bool:
    """Keeps the play decisions with more than one legal card."""
    return view.phase is Phase.PLAY and len(view.legal_actions) > 1
