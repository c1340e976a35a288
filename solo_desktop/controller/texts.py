"""Words for what the rules core returns as values: game names, suits, cards, actions, reasons.

The core never returns user text (DESIGN.md, way 10); every visible word is made here and goes
through Qt's translation, so `pyside6-lupdate` finds it under the context "Texts".
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from solo_desktop.core.actions import split
from solo_desktop.core.cards import SUIT_WORDS, Card, parse_card, parse_suit
from solo_desktop.core.game import IllegalActionError, Phase, Reason

SUIT_SYMBOLS = "♣♠♥♦"
translate = QCoreApplication.translate


def game_name(game_id: str) -> str:
    """The name of a game."""
    names = {
        "solo66": translate("Texts", "Solo 66"),
        "solo_whist": translate("Texts", "Solo Whist"),
        "six_bid": translate("Texts", "Six-bid Solo"),
        "sixty_six": translate("Texts", "Sixty-Six"),
        "german_solo": translate("Texts", "German Solo"),
    }
    return names.get(game_id, game_id)


def suit_name(suit: int) -> str:
    """A suit's name: Clubs, Spades, Hearts, Diamonds."""
    return (
        translate("Texts", "Clubs"),
        translate("Texts", "Spades"),
        translate("Texts", "Hearts"),
        translate("Texts", "Diamonds"),
    )[suit]


def suit_in_text(suit: int) -> str:
    """A suit's name inside a sentence ("follow hearts"; German keeps the capital)."""
    return (
        translate("Texts", "clubs", "suit inside a sentence"),
        translate("Texts", "spades", "suit inside a sentence"),
        translate("Texts", "hearts", "suit inside a sentence"),
        translate("Texts", "diamonds", "suit inside a sentence"),
    )[suit]


def rank_letter(rank: int) -> str:
    """A rank as it stands in a card's corner (German: B for Bube, D for Dame)."""
    letters = {
        12: translate("Texts", "A", "rank letter: ace"),
        11: translate("Texts", "K", "rank letter: king"),
        10: translate("Texts", "Q", "rank letter: queen"),
        9: translate("Texts", "J", "rank letter: jack"),
        8: "10",
    }
    return letters.get(rank, str(rank + 2))


def card_name(c: Card) -> str:
    """A card in short form with its suit symbol, e.g. 10♣."""
    return rank_letter(c & 15) + SUIT_SYMBOLS[c >> 4]


SUIT_IN_NAME = frozenset(
    {"heart_solo", "spade_solo", "club_solo", "diamond_solo", "club_solo6", "club_solo2"}
)
"""Contracts whose name already says the trump suit ("Heart solo"), so it need not follow."""


def contract_name(contract: str) -> str:
    """A contract of the bid ladders (RULES.md tables) by its id; a suit id gives the suit."""
    names = {
        "request": translate("Texts", "Request"),
        "grand": translate("Texts", "Grand"),
        "solo": translate("Texts", "Solo"),
        "solo6": translate("Texts", "Solo, 6 tricks"),
        "kicker": translate("Texts", "Kicker"),
        "grossfrage": translate("Texts", "Grossfrage"),
        "club_solo": translate("Texts", "Club solo"),
        "club_solo6": translate("Texts", "Club solo, 6 tricks"),
        "solo2": translate("Texts", "Solo 2 (all tricks)"),
        "bronco": translate("Texts", "Bronco"),
        "bull_solo": translate("Texts", "Bull solo"),
        "club_solo2": translate("Texts", "Club solo 2 (all tricks)"),
        "prop": translate("Texts", "Proposal"),
        "misere": translate("Texts", "Misère"),
        "abondance": translate("Texts", "Abondance"),
        "abondance_royale": translate("Texts", "Abondance royale"),
        "misere_ouverte": translate("Texts", "Misère ouverte"),
        "abondance_declaree": translate("Texts", "Abondance déclarée"),
        "heart_solo": translate("Texts", "Heart solo"),
        "guarantee_solo": translate("Texts", "Guarantee solo"),
        "spread_misere": translate("Texts", "Spread misère"),
        "call_solo": translate("Texts", "Call solo"),
        "frog": translate("Texts", "Frog"),
        "spade_solo": translate("Texts", "Spade solo"),
        "diamond_solo": translate("Texts", "Diamond solo"),
    }
    if contract in names:
        return names[contract]
    try:
        return suit_name(parse_suit(contract))
    except ValueError:
        return contract


LADDERS: dict[str, tuple[str, ...]] = {
    "solo66": ("diamonds", "hearts", "spades", "clubs"),
    "german_solo": (
        *("request", "grand", "solo", "solo6", "kicker", "grossfrage"),
        *("club_solo", "club_solo6", "solo2", "bronco", "bull_solo", "club_solo2"),
    ),
    "solo_whist": (
        *("prop", "solo", "misere", "abondance", "abondance_royale"),
        *("misere_ouverte", "abondance_declaree"),
    ),
    "six_bid": (
        *("frog", "spade_solo", "club_solo", "diamond_solo"),
        *("solo", "heart_solo", "misere", "guarantee_solo", "spread_misere", "call_solo"),
    ),
}
"""Each game's bids in ladder order (RULES.md tables), to list them cheapest first."""


def bid_order(game_id: str) -> Callable[[str], tuple[int, str]]:
    """A sort key that lists a game's `bid X` actions cheapest first."""
    ladder = LADDERS.get(game_id, ())

    def key(action: str) -> tuple[int, str]:
        _, args = split(action)
        contract = args[0].lower() if args else ""
        return (ladder.index(contract) if contract in ladder else len(ladder), action)

    return key


def chips_text(game_id: str, chips: int) -> str:
    """Chips as the game counts them: Solo Whist in red and white chips (red = 5 white)."""
    if game_id != "solo_whist" or abs(chips) < 5:
        return f"{chips:+d}"
    sign = "+" if chips > 0 else "−"
    red, white = divmod(abs(chips), 5)
    if not white:
        return translate("Texts", "{sign}{red} red").format(sign=sign, red=red)
    return translate("Texts", "{sign}{red} red {white} white").format(
        sign=sign, red=red, white=white
    )


def action_text(action: str) -> str:
    """An action as a player would say it: "Pass", "Clubs", "Hearts are trumps", "10♣"."""
    verb, args = split(action)
    try:
        if verb == "pass":
            return translate("Texts", "Pass")
        if verb == "bid" and args:
            if args[0].lower() in SUIT_WORDS:
                return translate("Texts", "Bid {suit}").format(suit=suit_name(parse_suit(args[0])))
            return translate("Texts", "Bid {contract}").format(contract=contract_name(args[0]))
        if verb == "hold":
            return translate("Texts", "Hold")
        if verb == "accept":
            return translate("Texts", "Accept")
        if verb == "double":
            return translate("Texts", "Double")
        if verb == "redouble":
            return translate("Texts", "Redouble")
        if verb == "call" and args:
            return translate("Texts", "Call {card}").format(card=card_name(parse_card(args[0])))
        if verb == "trump" and args:
            return translate("Texts", "{suit} are trumps").format(
                suit=suit_name(parse_suit(args[0]))
            )
        if verb == "discard" and not args:  # another seat's, face down
            return translate("Texts", "Lay away")
        if verb == "give" and not args:  # between two other seats, face down
            return translate("Texts", "Give back a card")
        if verb == "give":
            return translate("Texts", "Give back {card}").format(
                card=card_name(parse_card(args[0]))
            )
        if verb == "discard":
            cards = " ".join(card_name(parse_card(a)) for a in args)
            return translate("Texts", "Lay away {cards}").format(cards=cards)
        if verb == "play" and args:
            return card_name(parse_card(args[0]))
        if verb == "marriage" and args:
            return translate("Texts", "Marriage in {suit}").format(
                suit=suit_name(parse_suit(args[0]))
            )
        if verb == "exchange":
            return translate("Texts", "Exchange the trump card")
        if verb == "close":
            return translate("Texts", "Close the stock")
        if verb == "out":
            return translate("Texts", "Out! (66)")
    except ValueError:
        pass
    return action


def trick_count(n: int) -> str:
    """How many tricks, in words: "1 trick", "3 tricks"."""
    if n == 1:
        return translate("Texts", "1 trick")
    return translate("Texts", "{n} tricks").format(n=n)


def phase_name(phase: Phase) -> str:
    """A phase of a hand."""
    return {
        Phase.AUCTION: translate("Texts", "Auction"),
        Phase.DECLARE: translate("Texts", "Trumps"),
        Phase.EXCHANGE: translate("Texts", "Talon"),
        Phase.PLAY: translate("Texts", "Play"),
        Phase.DONE: translate("Texts", "Hand over"),
    }[phase]


def reason_text(error: IllegalActionError) -> str:
    """Why an action was refused, addressed to the player."""
    reason = error.reason
    if reason is Reason.MUST_FOLLOW and error.suit is not None:
        return translate("Texts", "You must follow {suit}.").format(suit=suit_in_text(error.suit))
    if reason is Reason.MUST_LEAD_MARRIAGE and error.suit is not None:
        text = translate(
            "Texts", "After the marriage in {suit}, lead its king or queen, or say out."
        )
        return text.format(suit=suit_in_text(error.suit))
    if reason is Reason.NO_MARRIAGE and error.suit is not None:
        text = translate("Texts", "You need the king and queen of {suit}.")
        return text.format(suit=suit_in_text(error.suit))
    texts = {
        Reason.HAND_OVER: translate("Texts", "The hand is over."),
        Reason.WRONG_PHASE: translate("Texts", "That is not possible now."),
        Reason.UNKNOWN_ACTION: translate("Texts", "That is not a move of this game."),
        Reason.NOT_HELD: translate("Texts", "You do not hold that card."),
        Reason.MUST_FOLLOW: translate("Texts", "You must follow suit."),
        Reason.MUST_TRUMP: translate("Texts", "You cannot follow suit, so you must play a trump."),
        Reason.MUST_HEAD: translate("Texts", "You must win the trick if you can."),
        Reason.MUST_OVERTRUMP: translate("Texts", "You must overtrump if you can."),
        Reason.BID_TOO_LOW: translate("Texts", "Your bid must be higher than the current bid."),
        Reason.TRUMP_TOO_LOW: translate(
            "Texts", "Trumps must be the suit you bid or a higher one."
        ),
        Reason.WRONG_COUNT: translate("Texts", "Choose the right number of cards."),
        Reason.CARD_TWICE: translate("Texts", "Choose two different cards."),
        Reason.NOT_ALLOWED: translate("Texts", "That is not allowed now."),
        Reason.NOT_ON_LEAD: translate(
            "Texts", "Only the player on lead may do that, before leading."
        ),
        Reason.MUST_LEAD_MARRIAGE: translate("Texts", "Lead the king or queen of your marriage."),
        Reason.NO_MARRIAGE: translate("Texts", "You need the king and queen of that suit."),
        Reason.NO_TRICK_YET: translate("Texts", "You must have won a trick first."),
        Reason.NO_EXCHANGE_CARD: translate(
            "Texts", "You need the trump nine (the trump jack with 20 cards)."
        ),
        Reason.STOCK_TOO_SMALL: translate("Texts", "The stock must hold more than two cards."),
        Reason.STOCK_CLOSED: translate("Texts", "The stock is closed."),
        Reason.STOCK_EMPTY: translate("Texts", "The stock is used up."),
        Reason.HOLDER_ANSWERS: translate("Texts", "As the holder you answer: hold or pass."),
        Reason.NOTHING_TO_HOLD: translate(
            "Texts", "Only the holder may hold, after a bid against him."
        ),
        Reason.NEEDS_BLACK_QUEENS: translate(
            "Texts", "Grossfrage needs both black queens and not all four aces."
        ),
        Reason.MUST_BID_GROSSFRAGE: translate(
            "Texts", "With both black queens you may not pass below grossfrage."
        ),
        Reason.MUST_BID_SOLO: translate(
            "Texts", "With both black queens and all four aces you may not pass below solo."
        ),
        Reason.NO_CLUB_TRUMPS: translate("Texts", "Clubs may not be trumps in this game."),
        Reason.TRUMP_CALLED_SUIT: translate(
            "Texts", "Trumps may not be the suit of the called card."
        ),
        Reason.CALL_OWN_CARD: translate("Texts", "You may not call a card you hold."),
        Reason.CALL_TRUMP: translate("Texts", "You may not call a trump."),
        Reason.CALL_RANK: translate(
            "Texts", "Call an ace; a lower rank only when you hold every ace you could call."
        ),
        Reason.NOTHING_TO_ACCEPT: translate("Texts", "There is no proposal you may accept."),
        Reason.ACCEPT_OR_PASS: translate(
            "Texts", "After passing you may only accept the proposal or pass."
        ),
        Reason.SOLO_OR_PASS: translate("Texts", "Nobody accepted: bid solo or pass."),
        Reason.NO_HEART_TRUMPS: translate("Texts", "Hearts may not be trumps in this contract."),
        Reason.GIVE_CALLED_CARD: translate("Texts", "You may not give back the called card."),
    }
    return texts[reason]


def rule_name(rule: str) -> str:
    """The name of a house rule, as the house-rules dialog shows it."""
    names = {
        "all_pass": translate("Texts", "When everybody passes"),
        "last_trick_stake": translate("Texts", "Last-trick game: chips from each player"),
        "loss_basis": translate("Texts", "A lost game is valued by"),
        "points_per_chip": translate("Texts", "Points per chip"),
        "hands": translate("Texts", "Hands in a match"),
        "deck": translate("Texts", "Cards in the deck"),
        "must_head": translate("Texts", "Must win the trick once the stock is gone"),
        "marriage_after_close": translate("Texts", "Marriages after closing"),
        "unclaimed": translate("Texts", "A hand played out without a claim goes to"),
        "hide_points": translate("Texts", "Play from memory (points hidden)"),
        "target": translate("Texts", "Game points to win the match"),
        "first_lead": translate("Texts", "Who leads to the first trick"),
        "must_head_in_misere": translate("Texts", "Must win the trick also in kicker and bronco"),
        "kicker_value": translate("Texts", "Value of a kicker"),
        "loss_payment": translate("Texts", "A lost game pays each opponent"),
        "no_contract": translate("Texts", "When nobody plays a game"),
        "cop_after_pass": translate("Texts", "Who may accept a proposal after passing"),
        "lone_prop": translate("Texts", "A proposal nobody accepts"),
        "ouvert_exposed": translate("Texts", "Misère ouverte: the hand is laid open"),
        "variant": translate("Texts", "Game variant"),
        "deal_order": translate("Texts", "Order of the deal"),
        "pots": translate("Texts", "Frog and solo pots"),
    }
    return names.get(rule, rule)


def rule_value(rule: str, value: object) -> str:
    """A house rule's value in words."""
    if isinstance(value, bool):
        return translate("Texts", "on") if value else translate("Texts", "off")
    if not isinstance(value, str):
        return str(value)
    values = {
        ("all_pass", "redeal"): translate("Texts", "deal again"),
        ("all_pass", "last_trick"): translate("Texts", "play for the last trick"),
        ("loss_basis", "winners_points"): translate("Texts", "the defenders' points"),
        ("loss_basis", "soloist_points"): translate("Texts", "the soloist's points"),
        ("unclaimed", "last_trick"): translate("Texts", "the winner of the last trick"),
        ("unclaimed", "most_points"): translate("Texts", "the player with more points"),
        ("all_pass", "spadilla_plays"): translate(
            "Texts", "the holder of the queen of clubs plays"
        ),
        ("first_lead", "soloist"): translate("Texts", "the soloist"),
        ("first_lead", "forehand"): translate("Texts", "forehand (left of the dealer)"),
        ("loss_payment", "two"): translate("Texts", "2 chips"),
        ("loss_payment", "value"): translate("Texts", "the game's value"),
        ("no_contract", "redeal"): translate("Texts", "deal again"),
        ("no_contract", "general_misere"): translate("Texts", "general misère"),
        ("cop_after_pass", "forehand"): translate("Texts", "forehand only"),
        ("cop_after_pass", "nobody"): translate("Texts", "nobody may"),
        ("cop_after_pass", "anyone"): translate("Texts", "anyone may"),
        ("lone_prop", "throw_in"): translate("Texts", "is thrown in"),
        ("lone_prop", "raise_to_solo"): translate("Texts", "may be raised to a solo"),
        ("ouvert_exposed", "after_first_card"): translate(
            "Texts", "after the declarer's first card"
        ),
        ("ouvert_exposed", "after_first_trick"): translate("Texts", "after the first trick"),
        ("variant", "six_bid"): translate("Texts", "Six-bid Solo"),
        ("variant", "progressive"): translate("Texts", "Progressive Solo"),
        ("deal_order", "4-3-w-4"): translate("Texts", "4, 3, the widow, 4"),
        ("deal_order", "4-w-3-4"): translate("Texts", "4, the widow, 3, 4"),
    }
    return values.get((rule, value), value)


def rule_description(rule: str) -> str:
    """One sentence on what a house rule decides, in plain words."""
    descriptions = {
        "all_pass": translate(
            "Texts",
            "What happens when nobody bids: the cards are dealt again, or the hand is played "
            "without trumps and whoever takes the last trick wins.",
        ),
        "last_trick_stake": translate(
            "Texts",
            "How many chips each other player pays to whoever takes the last trick when "
            "the hand is played for the last trick.",
        ),
        "loss_basis": translate(
            "Texts",
            "Whether a lost solo is valued by the card points the defenders took or by the "
            "soloist's own card points.",
        ),
        "points_per_chip": translate(
            "Texts",
            "How many score points make one chip; every payment is rounded to whole chips.",
        ),
        "hands": translate(
            "Texts",
            "How many hands a match lasts; it is fairest when everybody deals equally often.",
        ),
        "deck": translate(
            "Texts",
            "24 cards, or 20 without the nines (Schnapsen: then the trump jack is exchanged).",
        ),
        "must_head": translate(
            "Texts",
            "Whether, once the stock is gone or closed, you must also win the trick if you can.",
        ),
        "marriage_after_close": translate(
            "Texts", "Whether marriages may still be shown after the stock has been closed."
        ),
        "unclaimed": translate(
            "Texts",
            "Who scores a game point when the hand is played out and nobody claimed 66.",
        ),
        "hide_points": translate(
            "Texts",
            "Whether the opponent's points are hidden, so that you count them in your head.",
        ),
        "target": translate(
            "Texts", "How many game points win the match (a Bummerl); 7 is traditional."
        ),
        "first_lead": translate(
            "Texts",
            "Whether the soloist or forehand (left of the dealer) leads to the first trick.",
        ),
        "must_head_in_misere": translate(
            "Texts", "Whether you must win the trick if you can also in the no-trick games."
        ),
        "kicker_value": translate("Texts", "How many chips a kicker (take no trick) is worth."),
        "loss_payment": translate(
            "Texts", "What a losing soloist pays each opponent: 2 chips, or the game's value."
        ),
        "no_contract": translate(
            "Texts",
            "When everybody passes or a proposal finds no partner: deal again, or play a "
            "general misère where the taker of the last trick pays everybody.",
        ),
        "cop_after_pass": translate(
            "Texts", "Who may still accept a later proposal after having passed."
        ),
        "lone_prop": translate(
            "Texts",
            "Whether an unaccepted proposal is thrown in, or its proposer may raise to a solo.",
        ),
        "ouvert_exposed": translate(
            "Texts", "When the declarer of a misère ouverte lays his hand open on the table."
        ),
        "variant": translate(
            "Texts",
            "Six-bid Solo with its six contracts, or Progressive Solo: frog and the four suit "
            "solos at rising tariffs, with doubling and redoubling.",
        ),
        "deal_order": translate(
            "Texts", "When the three cards of the widow are dealt; it changes nothing else."
        ),
        "pots": translate(
            "Texts",
            "Progressive Solo: every deal each player antes 1 chip into a frog pot and 2 into a "
            "solo pot; a made frog takes the frog pot, a made solo the solo pot, and what is "
            "left at the end of the match goes back to the players.",
        ),
    }
    return descriptions.get(rule, "")
