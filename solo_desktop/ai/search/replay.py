"""Putting a sampled deal back: the deal as it was dealt, and a full game state rebuilt from it.

The search samples the hidden cards of a view (`determinize`): each seat's cards NOW. Three
parts of it then need the game's own engine on that deal: the bidding rollouts
(`bidding`, before the play), the play rollouts of Solo Whist (`play_rollouts`) and the
inference (`inference`, which asks the rule bot at every card the others played). All of them
put the deal back as it was dealt and replay what the view has seen, which this module does
once for all:

- `dealt_before_play(view, s)`: the deal of a view before the play (auction, declare,
  exchange), where only a called card and a widow taken up have changed hands;
- `dealt_in_play(view, dealt, s)`: the deal of a play-phase view, with the calls as they were
  made (the soloist's hidden discard named from the sample's pile);
- `rebuild_play(game, view, s)`: the play-phase state, calls and cards replayed;
- `replay_asking(game, view, deal, actions, model)`: a deal's actions replayed while a model
  (the rule bot) is asked at the other seats' decisions what it would have done (the bidding
  rollouts weigh a deal by the calls, the inference by the cards).

Cards that were taken up from a widow (talon) and cards laid away change nothing once the
play has begun (nobody else saw them), so the lowest of the cards that held them stand for
them. `game_id`, `game_of` and `rule_bot` tell the covered games (Solo Whist, German Solo,
Six-bid, Solo 66) from the others: Sixty-Six's cards drawn from the stock cannot be put back
(`sixty_six_pimc` rebuilds its states its own way).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.ai.search.dealing import Sample
from solo_desktop.ai.search.kinds import view_game_id
from solo_desktop.core.cards import CARD_TEXT, Card, Mask, cards_of, mask_of
from solo_desktop.core.game import Action, Deal, Game, IllegalActionError, Phase, PlayerView

BEFORE_PLAY = (Phase.AUCTION, Phase.DECLARE, Phase.EXCHANGE)
"""The phases `dealt_before_play` puts back."""

GAMES = ("solo_whist", "german_solo", "six_bid", "solo66")
"""The games whose deals can be put back."""

_RULE_BOTS: dict[str, tuple[Game, Bot]] = {}


def game_id(view: PlayerView) -> str | None:
    """The id of a covered game's view; None for the others."""
    gid = view_game_id(view)
    return gid if gid in GAMES else None


def game_of(view: PlayerView) -> Game | None:
    """The game of a covered view; None for the others."""
    gid = game_id(view)
    return None if gid is None else rule_bot(gid)[0]


def rule_bot(gid: str) -> tuple[Game, Bot]:
    """Game `gid` and its rule bot (one of each per process)."""
    got = _RULE_BOTS.get(gid)
    if got is None:
        from solo_desktop.core import registry

        game = registry.get(gid)
        got = _RULE_BOTS[gid] = (game, make_bot("rule", game))
    return got


def split_off(hand: Mask, k: int) -> tuple[Mask, Mask]:
    """`k` cards of `hand` (its lowest) and the rest."""
    part = 0
    for c in cards_of(hand)[:k]:
        part |= 1 << c
    return part, hand & ~part


def plays(view: PlayerView) -> tuple[list[tuple[int, Action]], tuple[Mask, ...]]:
    """Every card played so far in order, as (seat, action), and per seat the cards it
    played."""
    order: tuple[int, ...] = getattr(view, "active_seats", tuple(range(view.players)))
    actions: list[tuple[int, Action]] = []
    played = [0] * view.players
    tricks = [(t.leader, t.cards) for t in view.history]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        first = order.index(leader)
        for k, c in enumerate(cards):
            seat = order[(first + k) % len(order)]
            played[seat] |= 1 << c
            actions.append((seat, "play " + CARD_TEXT[c]))
    return actions, tuple(played)


def dealt_before_play(view: PlayerView, s: Sample) -> Deal | None:
    """The deal as it was dealt, on sample `s` of `view` before the play (None in another
    phase or game)."""
    from solo_desktop.games.german_solo_view import GermanSoloView
    from solo_desktop.games.six_bid_view import SixBidView
    from solo_desktop.games.solo66 import Solo66View
    from solo_desktop.games.solo_whist_view import SoloWhistView

    if view.phase not in BEFORE_PLAY:
        return None
    hands = list(s.hands)
    talon = s.pile
    me = view.seat
    if isinstance(view, SixBidView):
        called, holder = view.called, view.called_holder
        if called is not None and holder is not None and view.declarer is not None:
            # The called card was handed over: put it back into its holder's hand.
            hands[view.declarer] &= ~(1 << called)
            hands[holder] |= 1 << called
        if view.phase is Phase.EXCHANGE:
            # Frog's widow lies in the bidder's hand: any three of his cards stand for it
            # (frog does not count the widow's points; what it held changes nothing else).
            talon, hands[me] = split_off(hands[me], view.widow_size)
        turn_up = None
    elif isinstance(view, Solo66View):
        if view.phase is Phase.EXCHANGE:
            # The talon was taken up; which two cards it held changes nothing after that.
            talon, hands[me] = split_off(hands[me], 2)
        turn_up = None
    elif isinstance(view, SoloWhistView):
        turn_up = view.turn_up_card
    elif isinstance(view, GermanSoloView):
        turn_up = None  # no card changes hands before the play
    else:
        return None
    return Deal(
        view.players, view.dealer, tuple(cards_of(h) for h in hands), cards_of(talon), turn_up
    )


def dealt_in_play(
    view: PlayerView, dealt: tuple[Mask, ...], s: Sample, gid: str | None = None
) -> tuple[Deal, list[tuple[int, Action]]] | None:
    """The deal as it was dealt, and the calls as they were made, on sample `s` of a play-phase
    `view` whose seats hold `dealt` (hand and cards played): None where the view cannot tell
    them (call solo's given card, seen by two seats only) or the game (`gid`, else the view's)
    is not covered.

    Cards that changed hands go back: frog's and Solo 66's soloist took up the widow (talon)
    and laid the pile away; any of his cards stand for the widow, and his hidden `discard`
    becomes the pile."""
    gid = gid or game_id(view)
    if gid not in GAMES:
        return None
    hands = list(dealt)
    talon = s.pile
    said = list(view.calls)
    d = view.declarer
    turn_up: Card | None = None
    if gid == "solo_whist":
        turn_up = getattr(view, "turn_up_card", None)
    elif gid == "solo66" and d is not None and any(a.startswith("trump") for _, a in said):
        pile = s.pile | getattr(view, "discards", 0)
        talon, hands[d] = split_off(hands[d] | pile, 2)
        at = next(i for i, (_, a) in enumerate(said) if a.startswith("trump")) + 1
        said.insert(at, (d, "discard " + " ".join(CARD_TEXT[c] for c in cards_of(pile))))
    elif gid == "six_bid" and d is not None:
        called, holder = getattr(view, "called", None), getattr(view, "called_holder", None)
        if called is not None and holder is not None:
            given = getattr(view, "given", None)
            if given is None:
                return None
            hands[d] = hands[d] & ~(1 << called) | 1 << given
            hands[holder] = hands[holder] & ~(1 << given) | 1 << called
        for i, (seat, a) in enumerate(said):
            if seat == d and a.startswith("discard"):
                pile = s.pile | mask_of(getattr(view, "discards", ()))
                talon, hands[d] = split_off(hands[d] | pile, 3)
                said[i] = (d, "discard " + " ".join(CARD_TEXT[c] for c in cards_of(pile)))
    deal = Deal(
        view.players, view.dealer, tuple(cards_of(h) for h in hands), cards_of(talon), turn_up
    )
    return deal, said


def rebuild_play(game: Game, view: PlayerView, s: Sample) -> Any | None:
    """A play-phase state of `game` consistent with `view` and the sampled hands `s`: the deal
    put back, the calls and the cards replayed, the view's seat to act. None if they cannot
    be replayed on this deal."""
    if view.phase is not Phase.PLAY:
        return None
    actions, played = plays(view)
    dealt = tuple(h | p for h, p in zip(s.hands, played, strict=True))
    back = dealt_in_play(view, dealt, s, game.id)
    if back is None:
        return None
    deal, said = back
    got = replay_asking(game, view, deal, (*said, *actions))
    if got is None or game.to_act(got[0]) != view.seat:
        return None
    return got[0]


def _everything(seat: int, action: Action) -> bool:
    """Every decision is asked about."""
    return True


def replay_asking(
    game: Game,
    view: PlayerView,
    deal: Deal,
    actions: Iterable[tuple[int, Action]],
    model: Bot | None = None,
    asked: Callable[[int, Action], bool] = _everything,
) -> tuple[Any, list[int]] | None:
    """The state of `game` after `actions` (seat, action) replayed on `deal` under `view`'s
    house rules, and per seat the MISSES: how many of its decisions `model` would have made
    otherwise, on that seat's view of the replayed state (the rule bot standing for the
    other seats). Asked are the seats other than `view`'s, where they had a choice and
    `asked(seat, action)` holds; without `model` nothing is asked. The model's randomness is
    a fixed stream, the same for every replay. None where an action is not the acting seat's
    or is against the rules on this deal."""
    me = view.seat
    misses = [0] * view.players
    probe = random.Random(0)
    try:
        state: Any = game.start(view.rules, deal)  # type: ignore[attr-defined]
        for seat, action in actions:
            if game.to_act(state) != seat:
                return None
            if (
                model is not None
                and seat != me
                and asked(seat, action)
                and len(game.legal_actions(state)) > 1
                and model.choose(game.view(state, seat), probe) != action
            ):
                misses[seat] += 1
            state = game.apply(state, action)
    except (IllegalActionError, ValueError):
        return None
    return state, misses
