"""Our side of a game inside the schnapsen package's engine, for `schnapsen_match.py`, the
outside yardstick for Sixty-Six (whose docstring lists the rule differences between the two
engines; "difference N" below refers to that list): our cards and theirs, our Sixty-Six told
their engine's rules, a mirror of their game in our own `State`, and one game or deal played
in their engine (`play_game`, `play_deal`).

`schnapsen_match.code_fingerprint` hashes this file from its cards to its play (the rules our
side plays by, `rules_source`): a change there starts the yardstick's records afresh. The
package is imported when first used (`load_schnapsen`): the rest needs only our own code.
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from solo_desktop.ai.bot import make_bot
from solo_desktop.core.cards import (
    ACE,
    CARD_TEXT,
    JACK,
    KING,
    QUEEN,
    SUIT_WORDS,
    TEN,
    Card,
    Mask,
    card,
    mask_of,
    parse_card,
)
from solo_desktop.core.game import Action, Phase
from solo_desktop.games.sixty_six import SixtySix, State
from solo_desktop.games.sixty_six_score import WIN_POINTS

SCHNAPSEN_VERSION = "0.0.5"
DEFAULT_SAMPLES = 16
DEFAULT_DEPTH = 4
"""RdeepBot's setting in the package's own command line and examples."""
RULES = {"deck": 20, "must_head": True}
"""Our house rules closest to their engine (differences 1 and 5)."""

# -- cards: ours <-> theirs (names of their `schnapsen.deck.Card` members) -----------------------

SUIT_NAMES = ("CLUBS", "SPADES", "HEARTS", "DIAMONDS")
"""Their `Suit` member names in our suit order (clubs, spades, hearts, diamonds)."""
RANK_NAMES = {ACE: "ACE", TEN: "TEN", KING: "KING", QUEEN: "QUEEN", JACK: "JACK"}
"""Their `Rank` member names of the 20 cards' ranks."""
_RANKS_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()}
DECK_CARDS: tuple[Card, ...] = tuple(card(s, r) for s in range(4) for r in RANK_NAMES)


def their_name(c: Card) -> str:
    """The name of their `Card` member for our card `c`, e.g. `ACE_HEARTS`."""
    return f"{RANK_NAMES[c & 15]}_{SUIT_NAMES[c >> 4]}"


def our_card(name: str) -> Card:
    """Our card for the name of their `Card` member (raises KeyError outside the 20 cards)."""
    rank, _, suit = name.partition("_")
    if suit not in SUIT_NAMES:
        raise KeyError(name)
    return card(SUIT_NAMES.index(suit), _RANKS_BY_NAME[rank])


# -- our side of the rules -----------------------------------------------------------------------


def exchange_allowed(state: State) -> bool:
    """Their engine's condition for a trump exchange by the seat to lead (difference 10)."""
    return (
        state.phase is Phase.PLAY
        and not state.trick
        and state.marriage < 0
        and state.closed_by < 0
        and bool(state.stock)
        and bool(state.hands[state.to_act] >> state.setup.exchange_card & 1)
    )


def raw_exchange(state: State) -> State:
    """The trump exchange by the seat to lead, as their engine allows it (no trick won needed,
    also with 2 cards left): as our `SixtySix._exchange` without its conditions."""
    seat = state.to_act
    low = state.setup.exchange_card
    face_up = state.stock[-1]
    hands, known = list(state.hands), list(state.known)
    hands[seat] = hands[seat] & ~(1 << low) | 1 << face_up
    known[seat] |= 1 << face_up
    return state._replace(
        hands=tuple(hands),
        stock=(*state.stock[:-1], low),
        known=tuple(known),
        calls=(*state.calls, (len(state.history), seat, "exchange")),
    )


def king_lead(suit: int) -> Action:
    """Leading the king of `suit`: the only lead after a marriage (difference 8)."""
    return "play " + CARD_TEXT[card(suit, KING)]


class SchnapsenRules(SixtySix):
    """Our Sixty-Six as close to their engine as our bots can be told: no `close`, no `out`
    but at 66 on lead (then only `out`: their engine ends the hand), the king led after a
    marriage, and the exchange on their condition. Our bots are made with it, so their
    rollouts play by it too."""

    def playable(self, state: State) -> Mask:
        """As ours, but only the king after a marriage."""
        if state.phase is Phase.PLAY and not state.trick and state.marriage >= 0:
            return 1 << card(state.marriage, KING)
        return super().playable(state)

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        """Our legal actions restricted (and the exchange widened) to their engine's moves."""
        actions = super().legal_actions(state)
        if not actions or state.trick:
            return actions
        if state.marriage >= 0:
            return (king_lead(state.marriage),)
        if state.points[state.to_act] >= WIN_POINTS:
            return ("out",)
        kept = [a for a in actions if a not in ("out", "close")]
        if "exchange" not in kept and exchange_allowed(state):
            kept.append("exchange")
        return tuple(sorted(kept))

    def apply(self, state: State, action: Action) -> State:
        """Ours, but the exchange on their condition."""
        if action == "exchange" and exchange_allowed(state):
            return raw_exchange(state)
        return super().apply(state, action)


GAME = SchnapsenRules()


def mirror_start(hands: Sequence[Sequence[Card]], talon: Sequence[Card]) -> State:
    """Our state for their deal: seat 0 holds `hands[0]` and leads (seat 1 deals), `talon` is
    their talon top first, its last card the face-up trump card."""
    from solo_desktop.core.game import Deal

    rules = GAME.house_rules(dict(RULES))
    deal = Deal(2, 1, (tuple(hands[0]), tuple(hands[1])), tuple(talon))
    # `start` insists on our 6+6+8 deal: start from one and put theirs in (difference 2).
    proper = _proper_deal(deal)
    state = GAME.start(rules, proper)
    return state._replace(hands=tuple(mask_of(h) for h in hands), stock=tuple(talon))


def _proper_deal(deal: Any) -> Any:
    """A deal of ours (6, 6, stock 8) with the same face-up trump card as `deal`."""
    from solo_desktop.core.game import Deal

    cards = [*deal.hands[0], *deal.hands[1], *deal.talon[:-1]]
    return Deal(
        2, deal.dealer, (tuple(cards[:6]), tuple(cards[6:12])), (*cards[12:], deal.talon[-1])
    )


class Mirror:
    """Our state of their game, updated move by move, with their engine's score."""

    def __init__(self, hands: Sequence[Sequence[Card]], talon: Sequence[Card]) -> None:
        """The mirror of a game dealt `hands` (first leader's first) and `talon`."""
        self.state = mirror_start(hands, talon)
        self.direct = [0, 0]
        self.pending = [0, 0]

    def record(self, seat: int, actions: Sequence[Action]) -> None:
        """Apply `seat`'s move (one action, or `marriage S` and the king's lead)."""
        for action in actions:
            state = self.state
            if state.to_act != seat:
                raise AssertionError(f"seat {seat} moved out of turn: {action}")
            tricks_before = len(state.history)
            if action.startswith("marriage "):
                suit = SUIT_WORDS.index(action.split()[1])
                self.pending[seat] += 40 if suit == state.trump else 20
            state = GAME.apply(state, action)
            if len(state.history) > tricks_before:
                t = state.history[-1]
                w = t.winner
                from solo_desktop.core.cards import CARD_POINTS

                self.direct[w] += CARD_POINTS[t.cards[0]] + CARD_POINTS[t.cards[1]]
                self.direct[w] += self.pending[w]
                self.pending[w] = 0
            self.state = state._replace(points=tuple(self.direct), pending=tuple(self.pending))


def move_actions(kind: str, cards: Sequence[Card]) -> list[Action]:
    """Our actions for one of their moves: `kind` is `regular`, `marriage` or `exchange`,
    `cards` its cards (ours)."""
    if kind == "regular":
        return ["play " + CARD_TEXT[cards[0]]]
    if kind == "marriage":
        suit = cards[0] >> 4
        return ["marriage " + SUIT_WORDS[suit], king_lead(suit)]
    if kind == "exchange":
        return ["exchange"]
    raise ValueError(kind)


# -- playing inside their engine (needs the package) ---------------------------------------------


_MODULES: list[tuple[Any, Any, Any]] = []


def load_schnapsen() -> tuple[Any, Any, Any]:
    """Their modules `schnapsen.game`, `schnapsen.deck`, `schnapsen.bots` (imported when used:
    the package is an optional extra)."""
    if _MODULES:
        return _MODULES[0]
    try:
        game = importlib.import_module("schnapsen.game")
        deck = importlib.import_module("schnapsen.deck")
        bots = importlib.import_module("schnapsen.bots")
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise SystemExit(
            f"this benchmark needs the schnapsen package: .venv/bin/pip install "
            f"schnapsen=={SCHNAPSEN_VERSION} (or pip install -e .[yardstick]): {e}"
        ) from e
    _MODULES.append((game, deck, bots))
    return game, deck, bots


def their_card(c: Card) -> Any:
    """Their `Card` for our card `c`."""
    _, deck, _ = load_schnapsen()
    return deck.Card[their_name(c)]


def _move_of(move: Any) -> list[Action]:
    """Our actions for their move."""
    if move.is_marriage():
        m = move.as_marriage()
        return move_actions("marriage", [our_card(m.king_card.name)])
    if move.is_trump_exchange():
        return move_actions("exchange", [our_card(move.as_trump_exchange().jack.name)])
    return move_actions("regular", [our_card(move.as_regular_move().card.name)])


def _their_move(action: Action, state: State) -> Any:
    """Their move for our action (in `state`)."""
    sg = load_schnapsen()[0]
    verb, _, arg = action.partition(" ")
    if verb == "play":
        return sg.RegularMove(their_card(parse_card(arg)))
    if verb == "marriage":
        suit = SUIT_WORDS.index(arg)
        return sg.Marriage(their_card(card(suit, QUEEN)), their_card(card(suit, KING)))
    if verb == "exchange":
        return sg.TrumpExchange(their_card(state.setup.exchange_card))
    raise AssertionError(f"no move of their engine for {action!r}")


def _move_key(move: Any) -> tuple[str, frozenset[str]]:
    kind = "m" if move.is_marriage() else "x" if move.is_trump_exchange() else "r"
    return kind, frozenset(c.name for c in move.cards)


def make_opponent(opponent: str, rng: random.Random, samples: int, depth: int) -> Any:
    """Their bot: RandBot, BullyBot or RdeepBot(samples, depth)."""
    _, _, bots = load_schnapsen()
    if opponent == "rand":
        return bots.RandBot(rand=rng, name="rand")
    if opponent == "bully":
        return bots.BullyBot(rand=rng, name="bully")
    return bots.RdeepBot(num_samples=samples, depth=depth, rand=rng, name="rdeep")


def play_game(
    hands: Sequence[Sequence[Card]],
    talon: Sequence[Card],
    level: str,
    opponent: Any,
    ours_first: bool,
    rng: random.Random,
) -> dict[str, Any]:
    """One game in their engine: our `level` and their `opponent` bot, our level leading first
    (with `hands[0]`) when `ours_first`. Returns the game's record."""
    sg, _, _ = load_schnapsen()
    bot_base: Any = sg.Bot
    mirror = Mirror(hands, talon)
    seat = 0 if ours_first else 1
    bot = make_bot(level, GAME)
    stats = {"our_moves": 0, "our_seconds": 0.0, "their_moves": 0, "their_seconds": 0.0}
    longest = [0.0]

    class Ours(bot_base):
        def get_move(self, perspective: Any, leader_move: Any) -> Any:
            state = mirror.state
            _check(perspective, leader_move, state, seat, mirror)
            valid = {_move_key(m) for m in perspective.valid_moves()}
            legal = GAME.legal_actions(state)
            mine = {_move_key(_their_move(a, state)) for a in legal}
            if mine != valid:
                raise AssertionError(f"legal moves differ: ours {sorted(legal)}, theirs {valid}")
            started = time.process_time()
            action = bot.choose(GAME.view(state, seat), rng)
            stats["our_seconds"] += time.process_time() - started
            stats["our_moves"] += 1
            move = _their_move(action, state)
            mirror.record(seat, _move_of(move))
            return move

    class Theirs(bot_base):
        def get_move(self, perspective: Any, leader_move: Any) -> Any:
            started = time.process_time()
            move = opponent.get_move(perspective, leader_move)
            took = time.process_time() - started
            stats["their_seconds"] += took
            stats["their_moves"] += 1
            longest[0] = max(longest[0], took)
            mirror.record(1 - seat, _move_of(move))
            return move

        def notify_trump_exchange(self, move: Any) -> None:
            opponent.notify_trump_exchange(move)

        def notify_game_end(self, won: bool, perspective: Any) -> None:
            opponent.notify_game_end(won, perspective)

    ours, theirs = Ours("ours"), Theirs("theirs")
    first, second = (ours, theirs) if ours_first else (theirs, ours)
    state = sg.GameState(
        leader=sg.BotState(implementation=first, hand=sg.Hand([their_card(c) for c in hands[0]])),
        follower=sg.BotState(
            implementation=second, hand=sg.Hand([their_card(c) for c in hands[1]])
        ),
        talon=sg.Talon([their_card(c) for c in talon]),
        previous=None,
    )
    engine = sg.SchnapsenGamePlayEngine()
    winner, points, score = engine.play_game_from_state(game_state=state, leader_move=None)
    won = winner is ours
    winner_seat = seat if won else 1 - seat
    if mirror.direct[winner_seat] != score.direct_points:
        raise AssertionError(f"mirror {mirror.direct} against their winner's {score}")
    return {
        "ours_first": ours_first,
        "won": won,
        "points": int(points),
        "our_score": mirror.direct[seat],
        "their_score": mirror.direct[1 - seat],
        "tricks": len(mirror.state.history),
        "our_moves": stats["our_moves"],
        "our_seconds": round(stats["our_seconds"], 4),
        "their_moves": stats["their_moves"],
        "their_seconds": round(stats["their_seconds"], 4),
        "their_max": round(longest[0], 4),
    }


def _check(perspective: Any, leader_move: Any, state: State, seat: int, mirror: Mirror) -> None:
    """The mirror against their engine: our hand, the talon, both scores (their engine adds a
    marriage's pending points only with its trick: not yet while we answer it)."""
    hand = mask_of(our_card(c.name) for c in perspective.get_hand().get_cards())
    mine, theirs = perspective.get_my_score(), perspective.get_opponent_score()
    shown = 0
    if leader_move is not None and leader_move.is_marriage():
        shown = 40 if our_card(leader_move.as_marriage().king_card.name) >> 4 == state.trump else 20
    ok = (
        hand == state.hands[seat]
        and perspective.get_talon_size() == len(state.stock)
        and mine.direct_points == mirror.direct[seat]
        and theirs.direct_points == mirror.direct[1 - seat]
        and mine.pending_points == mirror.pending[seat]
        and theirs.pending_points == mirror.pending[1 - seat] - shown
        and state.to_act == seat
    )
    trump = perspective.get_trump_card()
    if trump is not None and state.stock and our_card(trump.name) != state.stock[-1]:
        ok = False
    if not ok:
        raise AssertionError(f"the mirror differs from their engine: {state} / {perspective}")


def deal(seed: int, number: int) -> tuple[tuple[list[Card], list[Card]], list[Card]]:
    """Deal `number` of `seed`, as their engine deals (shuffle, 5 each alternately, talon 10)."""
    rng = random.Random(f"schnapsen-match {seed} {number}")
    cards = list(DECK_CARDS)
    rng.shuffle(cards)
    return (cards[0:10:2], cards[1:10:2]), cards[10:]


def play_deal(
    number: int, seed: int, level: str, opponent: str, samples: int, depth: int
) -> dict[str, Any]:
    """Both games of deal `number`: our level leading first, then their bot."""
    hands, talon = deal(seed, number)
    started = time.perf_counter()
    games = []
    for ours_first in (True, False):
        tag = f"{seed} {number} {int(ours_first)}"
        theirs = make_opponent(opponent, random.Random("theirs " + tag), samples, depth)
        games.append(
            play_game(hands, talon, level, theirs, ours_first, random.Random("ours " + tag))
        )
    return {"deal": number, "games": games, "seconds": round(time.perf_counter() - started, 3)}


def rules_source() -> str:
    """This file's text from its cards to its play: the rules our side plays by (what the
    yardstick's records rest on besides our level's code)."""
    text = Path(__file__).read_text(encoding="utf-8")
    return text[text.index("# -- cards") : text.index("# -- playing inside their engine")]
