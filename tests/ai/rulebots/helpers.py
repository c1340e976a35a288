"""What the rule-bot tests share: deals from notation, positions, the bot's choice, seeded
tables that check every rule decision, and deals with the hidden cards dealt anew."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from solo_desktop.ai.bot import Bot, RandomBot
from solo_desktop.core.cards import Card, Mask, cards_of, parse_card
from solo_desktop.core.game import Action, Game, IllegalActionError, PlayerView
from solo_desktop.core.rules import HouseRules


def cards(text: str) -> tuple[int, ...]:
    """Cards from notation separated by spaces."""
    return tuple(parse_card(t) for t in text.split())


def deal_hands(
    deck: Sequence[Card], size: int, players: int, hands: Mapping[int, str], aside: str = ""
) -> tuple[tuple[int, ...], ...]:
    """Hands of `size` cards from `deck`: the seats given get their cards, the others the
    remaining cards in deck order; `aside` (a talon, a widow) is dealt to nobody."""
    given = {seat: cards(text) for seat, text in hands.items()}
    used = [c for h in given.values() for c in h] + list(cards(aside))
    assert len(used) == len(set(used)), "a card is given twice"
    rest = [c for c in deck if c not in used]
    out = []
    for seat in range(players):
        if seat in given:
            out.append(given[seat])
        else:
            out.append(tuple(rest[:size]))
            rest = rest[size:]
    assert not rest, "the deal does not use every card"
    return tuple(out)


def position(game: Game, deal: Any, actions: Sequence[Action], rules: HouseRules) -> Any:
    """The state of `game` after applying `actions` to the start of `deal`."""
    state = game.start(rules, deal)
    for action in actions:
        state = game.apply(state, action)
    return state


def bot_choice(game: Game, bot: Bot, state: Any, seat: int | None = None) -> Action:
    """`bot`'s choice for the seat to act (which must be `seat` when given); always legal."""
    to_act = game.to_act(state)
    assert to_act is not None
    if seat is not None:
        assert to_act == seat
    view = game.view(state, to_act)
    action = bot.choose(view, random.Random(0))
    assert action in view.legal_actions
    return action


def check_legal(view: PlayerView, action: Action) -> None:
    """A rule decision must be one of the legal actions."""
    assert action in view.legal_actions, (action, view.legal_actions)


def play_table(
    game: Game,
    bot: Bot,
    seats: Sequence[str],
    rules: HouseRules,
    seed: int,
    hands: int,
    check: Callable[[Any, Action], None] = check_legal,
) -> int:
    """Play `hands` hands with `bot` in the seats named "rule" and random bots in the others,
    passing every rule decision to `check`; returns how many rule decisions."""
    deal_rng = random.Random(seed)
    bot_rng = random.Random(seed + 1)
    players = len(seats)
    bots: list[Bot] = [bot if name == "rule" else RandomBot() for name in seats]
    checked = 0
    for h in range(hands):
        state = game.start(rules, game.deal(rules, players, h % players, deal_rng))
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            action = bots[seat].choose(view, bot_rng)
            if seats[seat] == "rule":
                check(view, action)
                checked += 1
            state = game.apply(state, action)
    return checked


def reshuffled_hands(
    held: Sequence[Mask], view: PlayerView, fixed: set[int], rng: random.Random
) -> tuple[tuple[int, ...], ...] | None:
    """Four seats' dealt hands with the unplayed cards `held` by the seats not `fixed` dealt
    anew among them (None: nothing changes); `view`: the tricks played so far."""
    others = [s for s in range(4) if s not in fixed]
    hidden = [c for s in others for c in cards_of(held[s])]
    rng.shuffle(hidden)
    dealt = list(held)
    for s in others:
        n = held[s].bit_count()
        m = 0
        for c in hidden[:n]:
            m |= 1 << c
        hidden = hidden[n:]
        dealt[s] = m
    played = [c for t in view.history for c in t.cards] + list(view.trick)
    assert not any(m >> c & 1 for m in dealt for c in played)
    if dealt == list(held):
        return None
    # Each seat's dealt hand: its hidden cards now plus the cards it played.
    hands = []
    for s in range(4):
        own = dealt[s]
        for t in view.history:
            own |= 1 << t.cards[(s - t.leader) % 4]
        for i, c in enumerate(view.trick):
            if (view.leader + i) % 4 == s:
                own |= 1 << c
        hands.append(tuple(cards_of(own)))
    return tuple(hands)


def blind_twins(
    game: Game,
    bot: Bot,
    hands: int,
    stops: tuple[int, int],
    reshuffle: Callable[[Any, int, random.Random], Any],
    same_public: Callable[[Any, Any], bool] = lambda twin, state: True,
) -> int:
    """Play `hands` seeded four-seat hands with `bot` up to a random number of actions out of
    `stops`, deal the hidden cards anew (`reshuffle(state, seat, rng)`: a deal, None when
    nothing changes), replay the same actions and check that `bot` chooses the same in both
    positions; returns how many pairs it compared (`same_public`: whether the replayed
    position is public alike, when the actions alone do not say)."""
    rng = random.Random(5)
    rules = game.house_rules()
    compared = 0
    for h in range(hands):
        state = game.start(rules, game.deal(rules, 4, h % 4, rng))
        taken: list[Action] = []
        stop = rng.randrange(*stops)
        while (seat := game.to_act(state)) is not None and len(taken) < stop:
            action = bot.choose(game.view(state, seat), rng)
            state = game.apply(state, action)
            taken.append(action)
        if seat is None:
            continue
        other = reshuffle(state, seat, rng)
        if other is None:
            continue
        try:
            twin = position(game, other, taken, rules)
        except IllegalActionError:
            continue  # the same actions break a rule with the other cards
        if game.to_act(twin) != seat or not same_public(twin, state):
            continue
        assert game.view(twin, seat).hand == game.view(state, seat).hand
        assert bot_choice(game, bot, twin, seat) == bot_choice(game, bot, state, seat)
        compared += 1
    return compared
