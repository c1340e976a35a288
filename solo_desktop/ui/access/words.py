"""The table in words, for screen readers and speech: cards ("Queen of spades", German
"Pik-Dame"), actions, and one sentence per public event ("Bert plays the queen of spades").

Everything is made from what the person's seat may see (its view) and goes through Qt's
translation under the context "Access". Suit names come from `controller.texts`; bids and
contracts reuse its words too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from solo_desktop.controller import texts
from solo_desktop.core.actions import split
from solo_desktop.core.cards import SUIT_WORDS, Card, parse_card, parse_suit
from solo_desktop.core.game import Action, Phase, PlayerView, Status
from solo_desktop.model.match import HandResult, Match

translate = QCoreApplication.translate

HIDDEN_VERBS = frozenset({"discard", "give"})
"""Verbs whose cards only some seats see (a discard, a card given back)."""


def _capital(text: str) -> str:
    """The text with its first letter upper case ("queen of spades" -> "Queen of spades")."""
    return text[:1].upper() + text[1:]


def rank_word(rank: int) -> str:
    """A rank in words inside a card's name: "queen", German "Dame"."""
    return (
        translate("Access", "two", "rank in a card's name"),
        translate("Access", "three", "rank in a card's name"),
        translate("Access", "four", "rank in a card's name"),
        translate("Access", "five", "rank in a card's name"),
        translate("Access", "six", "rank in a card's name"),
        translate("Access", "seven", "rank in a card's name"),
        translate("Access", "eight", "rank in a card's name"),
        translate("Access", "nine", "rank in a card's name"),
        translate("Access", "ten", "rank in a card's name"),
        translate("Access", "jack", "rank in a card's name"),
        translate("Access", "queen", "rank in a card's name"),
        translate("Access", "king", "rank in a card's name"),
        translate("Access", "ace", "rank in a card's name"),
    )[rank]


def card_words(c: Card) -> str:
    """A card's name on its own, as a list shows it: "Queen of spades", German "Pik-Dame"."""
    text = translate("Access", "{rank} of {suit}", "a card's name on its own")
    return _capital(text.format(rank=rank_word(c & 15), suit=texts.suit_in_text(c >> 4)))


def card_in_sentence(c: Card) -> str:
    """A card inside a sentence: "the queen of spades", German "Pik-Dame"."""
    text = translate("Access", "the {rank} of {suit}", "a card inside a sentence")
    return text.format(rank=rank_word(c & 15), suit=texts.suit_in_text(c >> 4))


def join_words(items: Sequence[str]) -> str:
    """Several things in a sentence: "a", "a and b", "a, b and c"."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return translate("Access", "{first} and {last}").format(
        first=", ".join(items[:-1]), last=items[-1]
    )


def cards_in_sentence(cards: Sequence[Card]) -> str:
    """Several cards in a sentence: "the seven of hearts and the eight of diamonds"."""
    return join_words([card_in_sentence(c) for c in cards])


def seen_action(view: PlayerView, seat: int, action: Action) -> Action:
    """`action` of `seat` as the viewing seat may know it: another seat's discard, or a card
    given back between two other seats, is its verb alone unless the view's calls show it."""
    verb, args = split(action)
    if verb not in HIDDEN_VERBS or not args or seat == view.seat:
        return action
    for who, said in reversed(view.calls):
        if who == seat and split(said)[0] == verb:
            return said
    return verb


def action_words(action: Action) -> str:
    """An action as a button or list says it, with cards in words: "Pass", "Bid Solo",
    "Call the ace of clubs", "Play the queen of spades"."""
    verb, args = split(action)
    try:
        if verb == "play" and args:
            return translate("Access", "Play {card}").format(
                card=card_in_sentence(parse_card(args[0]))
            )
        if verb == "call" and args:
            return translate("Access", "Call {card}").format(
                card=card_in_sentence(parse_card(args[0]))
            )
        if verb == "give" and args:
            return translate("Access", "Give back {card}").format(
                card=card_in_sentence(parse_card(args[0]))
            )
        if verb == "discard" and args:
            cards = cards_in_sentence([parse_card(a) for a in args])
            return translate("Access", "Lay away {cards}").format(cards=cards)
    except ValueError:
        return action
    return texts.action_text(action)


def _bid_words(contract: str) -> str:
    """What a bid names: the contract, or in Solo 66 the suit."""
    if contract.lower() in SUIT_WORDS:
        return texts.suit_name(parse_suit(contract))
    return texts.contract_name(contract)


def action_sentence(name: str, action: Action) -> str:
    """One seat's action as a sentence: "Anna bids Solo", "Bert plays the queen of spades",
    "Clara discards" (a discard she made face down)."""
    verb, args = split(action)
    try:
        return _action_sentence(name, verb, args)
    except ValueError:
        return translate("Access", "{name}: {action}").format(name=name, action=action)


def _action_sentence(name: str, verb: str, args: list[str]) -> str:
    say: dict[str, str] = {
        "pass": translate("Access", "{name} passes"),
        "hold": translate("Access", "{name} holds"),
        "accept": translate("Access", "{name} accepts"),
        "double": translate("Access", "{name} doubles"),
        "redouble": translate("Access", "{name} redoubles"),
        "exchange": translate("Access", "{name} exchanges the trump card"),
        "close": translate("Access", "{name} closes the stock"),
        "out": translate("Access", "{name} says out: 66"),
    }
    if verb in say:
        return say[verb].format(name=name)
    if verb == "discard" and not args:
        return translate("Access", "{name} discards").format(name=name)
    if verb == "give" and not args:
        return translate("Access", "{name} gives back a card").format(name=name)
    if verb == "bid" and args:
        return translate("Access", "{name} bids {contract}").format(
            name=name, contract=_bid_words(args[0])
        )
    if verb == "trump" and args:
        return translate("Access", "{name} names {suit} as trumps").format(
            name=name, suit=texts.suit_in_text(parse_suit(args[0]))
        )
    if verb == "marriage" and args:
        return translate("Access", "{name} shows the marriage in {suit}").format(
            name=name, suit=texts.suit_in_text(parse_suit(args[0]))
        )
    if verb == "discard":
        return translate("Access", "{name} discards {cards}").format(
            name=name, cards=cards_in_sentence([parse_card(a) for a in args])
        )
    if verb in ("play", "call", "give") and args:
        pattern = {
            "play": translate("Access", "{name} plays {card}"),
            "call": translate("Access", "{name} calls {card}"),
            "give": translate("Access", "{name} gives back {card}"),
        }[verb]
        return pattern.format(name=name, card=card_in_sentence(parse_card(args[0])))
    return translate("Access", "{name}: {action}").format(
        name=name, action=texts.action_text(" ".join([verb, *args]))
    )


def trick_sentence(name: str) -> str:
    """Who took the trick just completed: "Clara takes the trick"."""
    return translate("Access", "{name} takes the trick").format(name=name)


def partner_sentence(name: str) -> str:
    """German Solo: the secret partner has become known."""
    return translate("Access", "{name} is the partner").format(name=name)


def your_turn() -> str:
    """Said after an event when the person is to act next."""
    return translate("Access", "Your turn.")


def contract_words(view: PlayerView, names: Sequence[str]) -> str:
    """The contract in play as far as this seat knows it: "Anna plays Grand in clubs, called
    the ace of hearts"; empty while nobody has won the auction."""
    v: Any = view
    declarer = v.declarer
    if declarer is None:
        return ""
    name = names[declarer]
    contract = getattr(v, "contract", None)
    if contract is None:  # Solo 66: the contract is the suit bid
        high = getattr(v, "high_bid", None)
        if v.trump is not None:
            game = texts.suit_name(v.trump)
        elif isinstance(high, int):
            game = texts.suit_name(high)
        else:
            return ""
        return translate("Access", "{name} plays {game}").format(name=name, game=game)
    cid = str(contract.value)
    game = texts.contract_name(cid)
    if v.trump is not None and cid not in texts.SUIT_IN_NAME:
        game = translate("Access", "{game} in {suit}").format(
            game=game, suit=texts.suit_in_text(v.trump)
        )
    text = translate("Access", "{name} plays {game}").format(name=name, game=game)
    called = getattr(v, "called", None)
    if called is not None:
        text = translate("Access", "{text}, called {card}").format(
            text=text, card=card_in_sentence(called)
        )
    return text


def nobody_plays() -> str:
    """The auction has ended without a game."""
    return translate("Access", "Auction over: nobody plays a game")


def auction_over_sentence(view: PlayerView, names: Sequence[str]) -> str:
    """The auction has ended: "Auction over: Anna plays Solo in hearts", or that nobody
    plays a game."""
    contract = contract_words(view, names)
    if not contract:
        return nobody_plays()
    return translate("Access", "Auction over: {contract}").format(contract=contract)


def chips_words(game_id: str, names: Sequence[str], chips: Sequence[int]) -> str:
    """Each seat's chips: "Anna +12, Bert −4, Clara −4, Dora −4"."""
    return ", ".join(
        translate("Access", "{name} {chips}").format(name=name, chips=texts.chips_text(game_id, n))
        for name, n in zip(names, chips, strict=True)
    )


def hand_over_sentence(game_id: str, result: HandResult, names: Sequence[str]) -> str:
    """The end of a hand and its chips: "Hand over. Anna won the Solo. Chips: Anna +12, ..."."""
    outcome = result.outcome
    parts = [translate("Access", "Hand over.")]
    if outcome.status is Status.THROWN_IN:
        parts.append(translate("Access", "The hand is thrown in."))
    elif outcome.declarer is not None and outcome.won is not None:
        name = names[outcome.declarer]
        if outcome.won:
            parts.append(translate("Access", "{name} won.").format(name=name))
        else:
            parts.append(translate("Access", "{name} lost.").format(name=name))
    chips = chips_words(game_id, names, result.chips)
    parts.append(translate("Access", "Chips: {chips}.").format(chips=chips))
    return " ".join(parts)


def played_words(leader: int, cards: Sequence[Card], names: Sequence[str]) -> str:
    """A trick's cards and who played them: "Anna: Queen of spades; Bert: Ten of spades"."""
    n = len(names)
    return "; ".join(
        translate("Access", "{name}: {card}").format(
            name=names[(leader + i) % n], card=card_words(c)
        )
        for i, c in enumerate(cards)
    )


def trick_words(view: PlayerView, names: Sequence[str]) -> str:
    """The trick in progress, or that none is on the table."""
    if not view.trick:
        return translate("Access", "no card played yet")
    return played_words(view.leader, view.trick, names)


def last_trick_words(view: PlayerView, names: Sequence[str]) -> str:
    """The last completed trick and who took it, or that there is none yet."""
    if not view.history:
        return translate("Access", "none yet")
    last = view.history[-1]
    cards = played_words(last.leader, last.cards, names)
    return translate("Access", "{cards}; {name} took it").format(
        cards=cards, name=names[last.winner]
    )


def auction_words(view: PlayerView, names: Sequence[str]) -> str:
    """Everything said so far (bids, passes, calls), oldest first, as this seat saw it."""
    calls = view.calls
    if not calls:
        return translate("Access", "nothing said yet")
    return "; ".join(action_sentence(names[seat], seen_action(view, seat, a)) for seat, a in calls)


def trump_words(view: PlayerView) -> str:
    """The trump suit as this seat knows it (Sixty-Six: with the face-up trump card)."""
    v: Any = view
    if v.trump is None:
        return translate("Access", "none or not yet known")
    stock: int = getattr(v, "stock_size", 0)
    text = texts.suit_name(v.trump)
    trump_card = getattr(v, "trump_card", None)
    if trump_card is not None and stock:
        text = translate("Access", "{suit}, face up: {card}").format(
            suit=text, card=card_words(trump_card)
        )
    return text


def turn_words(view: PlayerView, names: Sequence[str], persons_turn: bool) -> str:
    """Whose turn it is, and for the person what to do."""
    seat = view.to_act
    if seat is None:
        return translate("Access", "Hand over")
    if persons_turn:
        return {
            Phase.AUCTION: translate("Access", "Your turn: bid or pass"),
            Phase.DECLARE: translate("Access", "Your turn: name trumps"),
            Phase.EXCHANGE: translate("Access", "Your turn: lay cards away"),
            Phase.PLAY: translate("Access", "Your turn: play a card"),
        }.get(view.phase, translate("Access", "Your turn"))
    return translate("Access", "{name} to play").format(name=names[seat])


def tricks_words(view: PlayerView, names: Sequence[str]) -> str:
    """Tricks taken so far per seat, and Sixty-Six's points where this seat may see them."""
    v: Any = view
    parts = []
    for seat, name in enumerate(names):
        part = translate("Access", "{name} {tricks}").format(
            name=name, tricks=texts.trick_count(v.tricks[seat])
        )
        if hasattr(v, "own_points"):
            points = v.own_points if seat == v.seat else v.opponent_points
            if points is not None:
                part = translate("Access", "{part}, {n} points").format(part=part, n=points)
        parts.append(part)
    return "; ".join(parts)


def score_words(match: Match) -> str:
    """The match score: chips so far, or game points towards the target (Sixty-Six)."""
    names = [s.name for s in match.seats]
    target = match.target
    if target is not None:
        points = ", ".join(
            translate("Access", "{name} {n}").format(name=name, n=n)
            for name, n in zip(names, match.game_points, strict=True)
        )
        return translate("Access", "Game points (to {target}): {points}").format(
            target=target, points=points
        )
    return translate("Access", "Chips: {chips}").format(
        chips=chips_words(match.game.id, names, match.totals)
    )
