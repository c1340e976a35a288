"""Sixty-Six (Sechsundsechzig): two players, a stock to draw from, 66 points to claim.

Sources: ``shared/seeds/sixty-six-spielregeln-de.txt`` (German rules page with its comments on
robbing the trump card, closing and marriages) and the decisions of RULES.md section 4.

House rules (RULES.md names, defaults first):
- ``deck``: ``24`` | ``20`` (Schnapsen: no nines; the trump jack is exchanged)
- ``must_head``: false | true (once the stock is gone or closed, win the trick if possible)
- ``marriage_after_close``: true | false (marriages may be shown after a `close`)
- ``unclaimed``: ``last_trick`` | ``most_points`` (who scores 1 in a hand played out unclaimed)
- ``hide_points``: false | true (a view shows only its own seat's points)
- ``target``: game points that win the match (7); the match itself is kept in model/match.py

`auto_out` (claim 66 for the human at once) is an app preference, not a house rule: a record
holds the `out` it made, and replaying never claims by itself. Scoring is in `sixty_six_score`.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from solo_desktop.core import actions as notation
from solo_desktop.core.actions import play_actions
from solo_desktop.core.cards import (
    CARD_POINTS,
    CARD_TEXT,
    DECK_20,
    DECK_24,
    JACK,
    KING,
    NINE,
    QUEEN,
    SUIT_WORDS,
    Card,
    CardParseError,
    Mask,
    card,
    mask_of,
    parse_card,
    parse_suit,
)
from solo_desktop.core.dealing import deal_packets, rotation, shuffled
from solo_desktop.core.game import (
    Action,
    Deal,
    DealError,
    IllegalActionError,
    Outcome,
    Phase,
    Reason,
    Settlement,
    Status,
    check_deal,
)
from solo_desktop.core.registry import register
from solo_desktop.core.rules import HouseRules, RuleSpec
from solo_desktop.core.tricks import Obligation, PlayPolicy, Trick, TrickContext, suit_contract
from solo_desktop.games.sixty_six_score import (
    LAST_TRICK_BONUS,
    WIN_POINTS,
    EndCase,
    HandResult,
    close_penalty,
    hand_result,
)
from solo_desktop.games.sixty_six_view import SixtySixView

__all__ = [
    "GAME",
    "LAST_TRICK_BONUS",
    "WIN_POINTS",
    "EndCase",
    "HandResult",
    "Setup",
    "SixtySix",
    "SixtySixView",
    "State",
]

PLAYERS = 2
HAND_SIZE = 6
DEAL_PATTERN = (3, 3)
"""Three cards each from the non-dealer, then three each; the next card is the trump card."""

RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("deck", 24, minimum=20, maximum=24, multiple_of=4),
    RuleSpec("must_head", False),
    RuleSpec("marriage_after_close", True),
    RuleSpec("unclaimed", "last_trick", choices=("last_trick", "most_points")),
    RuleSpec("hide_points", False),
    RuleSpec("target", 7, minimum=1, maximum=1000),
)

DECKS = {24: DECK_24, 20: DECK_20}


def trick_context(trump: int) -> TrickContext:
    """How cards rank (ace, ten, king...) and beat each other with `trump` as trumps."""
    return suit_contract(trump)


def exchange_card(trump: int, deck_size: int) -> Card:
    """The card `exchange` swaps for the face-up trump: the nine of trumps, the jack with 20."""
    return card(trump, NINE if deck_size == 24 else JACK)


_PLAY, _MARRIAGE, _EXCHANGE, _CLOSE, _OUT = range(5)


def _decode_table() -> dict[str, tuple[int, int]]:
    table = {"exchange": (_EXCHANGE, 0), "close": (_CLOSE, 0), "out": (_OUT, 0)}
    for s, word in enumerate(SUIT_WORDS):
        table["marriage " + word] = (_MARRIAGE, s)
    for c in DECK_24:
        table["play " + CARD_TEXT[c]] = (_PLAY, c)
    return table


_DECODE = _decode_table()
_MARRIAGE_TEXT = tuple("marriage " + w for w in SUIT_WORDS)
_PAIR = tuple(1 << card(s, KING) | 1 << card(s, QUEEN) for s in range(4))
"""King and queen of each suit."""
_OBLIGATION_REASON = {
    Obligation.FOLLOW: Reason.MUST_FOLLOW,
    Obligation.TRUMP: Reason.MUST_TRUMP,
    Obligation.HEAD: Reason.MUST_HEAD,
    Obligation.OVERTRUMP: Reason.MUST_OVERTRUMP,
}


class Setup(NamedTuple):
    """What the deal fixes for the whole hand."""

    rules: HouseRules
    dealer: int
    deck: Mask
    """The cards in play: 24, or 20 without the nines."""
    trump: int
    """The trump suit: the suit of the face-up card."""
    ctx: TrickContext
    strict: PlayPolicy
    """The obligations once the stock is exhausted or closed (with `must_head` or not)."""
    exchange_card: Card
    """The trump nine (the trump jack with 20 cards), exchanged for the face-up card."""


class State(NamedTuple):
    """A Sixty-Six hand at one moment. Immutable; `SixtySix.apply` returns a new one."""

    phase: Phase
    """PLAY until the hand ends (an `out`, or the last card played), then DONE."""
    to_act: int
    """The seat to act, -1 when the hand is over."""
    hands: tuple[Mask, ...]
    stock: tuple[Card, ...]
    """The stock in drawing order; its last card is the face-up trump card."""
    leader: int
    """Who led (or is to lead) the trick in progress."""
    trick: tuple[Card, ...]
    """The trick in progress, in playing order."""
    history: tuple[Trick, ...]
    """The completed tricks."""
    tricks: tuple[int, ...]
    """Tricks taken per seat."""
    points: tuple[int, ...]
    """Per seat: card points taken, credited marriages and the last-trick bonus."""
    pending: tuple[int, ...]
    """Per seat: marriage points shown before its owner won a trick, not yet credited."""
    marriage: int
    """The suit of a marriage just shown by the player on lead (-1 if none): lead K or Q next."""
    closed_by: int
    """The seat that closed the stock, -1 if nobody did."""
    penalty: int
    """The closer penalty fixed at the `close` (2, or 3 if the opponent had no trick), else 0."""
    claimed: int
    """The seat that said `out`, -1 if nobody did."""
    known: tuple[Mask, ...]
    """Per seat: cards everybody has seen it take or hold (marriages shown, the face-up card
    taken by `exchange` or drawn last); a card stays here after it is played."""
    calls: tuple[tuple[int, int, Action], ...]
    """Every announcement as (completed tricks then, seat, action): marriage, exchange, close,
    out."""
    setup: Setup

    @property
    def rules(self) -> HouseRules:
        """The house rules in force."""
        return self.setup.rules

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self.setup.dealer

    @property
    def trump(self) -> int:
        """The trump suit."""
        return self.setup.trump

    @property
    def trump_card(self) -> Card | None:
        """The face-up trump card while it is in the stock (also when closed), else None."""
        return self.stock[-1] if self.stock else None

    @property
    def strict(self) -> bool:
        """Whether the stock is closed or exhausted: follow suit, else trump."""
        return self.closed_by >= 0 or not self.stock

    @property
    def result(self) -> HandResult | None:
        """Who scores how many game points and why, once the hand is over."""
        if self.phase is not Phase.DONE:
            return None
        last = self.history[-1].winner if self.history else -1
        return hand_result(
            self.points,
            self.tricks,
            self.claimed,
            self.closed_by,
            self.penalty,
            last,
            self.setup.rules.text("unclaimed") == "most_points",
        )


class SixtySix:
    """The rules of Sixty-Six as a phase machine: play (with announcements on lead), done."""

    id = "sixty_six"
    player_counts: tuple[int, ...] = (PLAYERS,)
    rule_specs = RULE_SPECS

    def house_rules(self, overrides: dict[str, object] | None = None) -> HouseRules:
        """Validated house rules: defaults plus overrides (raises RuleError)."""
        return HouseRules(RULE_SPECS, overrides)

    def deck(self, rules: HouseRules) -> tuple[Card, ...]:
        """The cards of the deck the rules call for (24, or 20 without the nines)."""
        return DECKS[rules.number("deck")]

    def deal(self, rules: HouseRules, players: int, dealer: int, rng: random.Random) -> Deal:
        """Deal 3 each and 3 each from the non-dealer; the next card is the face-up trump card,
        laid under the stock: the stock is the rest in order, then that card."""
        cards = shuffled(self.deck(rules), rng)
        order = rotation((dealer + 1) % PLAYERS, PLAYERS)
        hands, _, rest = deal_packets(cards, order, PLAYERS, DEAL_PATTERN)
        return Deal(PLAYERS, dealer, hands, (*rest[1:], rest[0]))

    def start(self, rules: HouseRules, deal: Deal) -> State:
        """The first state: the non-dealer on lead. Raises DealError for a broken deal."""
        deck = self.deck(rules)
        deck_mask = mask_of(deck)
        hands = tuple(mask_of(h) for h in deal.hands)
        stock_size = len(deck) - PLAYERS * HAND_SIZE
        whole = mask_of(deal.talon)
        for h in hands:
            whole |= h
        if (
            deal.players != PLAYERS
            or not 0 <= deal.dealer < PLAYERS
            or whole != deck_mask
            or len(deal.talon) != stock_size
            or len(deal.hands) != PLAYERS
            or any(len(h) != HAND_SIZE for h in deal.hands)
        ):
            check_deal(deal, deck, (HAND_SIZE,) * PLAYERS, stock_size)  # raises, naming it
            raise DealError("the deal does not fit Sixty-Six")  # pragma: no cover
        trump = deal.talon[-1] >> 4
        setup = Setup(
            rules=rules,
            dealer=deal.dealer,
            deck=deck_mask,
            trump=trump,
            ctx=trick_context(trump),
            strict=PlayPolicy(trump=True, head=rules.flag("must_head")),
            exchange_card=exchange_card(trump, len(deck)),
        )
        forehand = (deal.dealer + 1) % PLAYERS
        zeros = (0, 0)
        return State(
            phase=Phase.PLAY,
            to_act=forehand,
            hands=hands,
            stock=tuple(deal.talon),
            leader=forehand,
            trick=(),
            history=(),
            tricks=zeros,
            points=zeros,
            pending=zeros,
            marriage=-1,
            closed_by=-1,
            penalty=0,
            claimed=-1,
            known=zeros,
            calls=(),
            setup=setup,
        )

    def to_act(self, state: State) -> int | None:
        """The seat to act, None when the hand is over."""
        return None if state.to_act < 0 else state.to_act

    def is_over(self, state: State) -> bool:
        """Whether the hand is over."""
        return state.phase is Phase.DONE

    def view(self, state: State, seat: int) -> SixtySixView:
        """What `seat` may see."""
        return SixtySixView(state, seat, self)

    # -- legal actions -------------------------------------------------------------------

    def playable(self, state: State) -> Mask:
        """The cards the seat to act may play (0 when the hand is over)."""
        if state.phase is not Phase.PLAY:
            return 0
        hand = state.hands[state.to_act]
        trick = state.trick
        if not trick:
            m = state.marriage
            return hand if m < 0 else hand & _PAIR[m]
        if state.closed_by < 0 and state.stock:
            return hand
        setup = state.setup
        return setup.ctx.legal(hand, trick, setup.strict)

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted as strings."""
        if state.phase is not Phase.PLAY:
            return ()
        plays = play_actions(self.playable(state))
        if state.trick:
            return tuple(sorted(plays))
        if state.marriage >= 0:
            return tuple(sorted((*plays, "out")))
        seat = state.to_act
        hand = state.hands[seat]
        setup = state.setup
        extra: list[Action] = ["out"]
        stock = state.stock
        closed = state.closed_by >= 0
        if stock and not closed:
            extra.append("close")
            if len(stock) > 2 and state.tricks[seat] and hand >> setup.exchange_card & 1:
                extra.append("exchange")
        if not closed or setup.rules.flag("marriage_after_close"):
            extra += [_MARRIAGE_TEXT[s] for s in range(4) if hand & _PAIR[s] == _PAIR[s]]
        return tuple(sorted((*plays, *extra)))

    def standing_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """The calls a player may make at some point of the hand, legal now or not: shown as
        controls that are enabled only when legal (a marriage for each pair held)."""
        return self.standing_calls(state.hands[seat])

    @staticmethod
    def standing_calls(hand: Mask) -> tuple[Action, ...]:
        """The standing calls of a seat holding `hand` (a seat's view knows its hand)."""
        marriages = [_MARRIAGE_TEXT[s] for s in range(4) if hand & _PAIR[s] == _PAIR[s]]
        return (*marriages, "exchange", "close", "out")

    # -- applying actions ----------------------------------------------------------------

    def apply(self, state: State, action: Action) -> State:
        """The state after `action` by the seat to act; raises IllegalActionError."""
        decoded = _DECODE.get(action)
        if decoded is None:
            decoded = self._decode(state, action)
        kind, arg = decoded
        if state.phase is not Phase.PLAY:
            raise self._illegal(state, action, Reason.HAND_OVER)
        if kind == _PLAY:
            return self._play(state, action, arg)
        if state.trick:
            raise self._illegal(state, action, Reason.NOT_ON_LEAD)
        if kind == _OUT:
            return self._out(state)
        if state.marriage >= 0:
            raise self._illegal(state, action, Reason.MUST_LEAD_MARRIAGE, state.marriage)
        if kind == _MARRIAGE:
            return self._marriage(state, action, arg)
        if kind == _EXCHANGE:
            return self._exchange(state, action)
        return self._close(state, action)

    def _illegal(
        self, state: State, action: str, reason: Reason, suit: int | None = None
    ) -> IllegalActionError:
        seat = None if state.to_act < 0 else state.to_act
        return IllegalActionError(state.phase, seat, action, reason, suit)

    def _decode(self, state: State, action: str) -> tuple[int, int]:
        """Decode a non-canonical spelling (any case, `10`), or refuse it."""
        verb, args = notation.split(action)
        try:
            if verb in ("exchange", "close", "out") and not args:
                return _DECODE[verb]
            if verb == "marriage" and len(args) == 1:
                return (_MARRIAGE, parse_suit(args[0]))
            if verb == "play" and len(args) == 1:
                c = parse_card(args[0])
                if not state.setup.deck >> c & 1:
                    raise self._illegal(state, action, Reason.NOT_HELD)
                return (_PLAY, c)
        except CardParseError:
            pass
        raise self._illegal(state, action, Reason.UNKNOWN_ACTION)

    def _announce(self, state: State, action: Action) -> tuple[tuple[int, int, Action], ...]:
        return (*state.calls, (len(state.history), state.to_act, action))

    def _marriage(self, state: State, action: str, suit: int) -> State:
        seat = state.to_act
        setup = state.setup
        if state.closed_by >= 0 and not setup.rules.flag("marriage_after_close"):
            raise self._illegal(state, action, Reason.STOCK_CLOSED)
        pair = _PAIR[suit]
        if state.hands[seat] & pair != pair:
            raise self._illegal(state, action, Reason.NO_MARRIAGE, suit)
        value = 40 if suit == setup.trump else 20
        points, pending = list(state.points), list(state.pending)
        if state.tricks[seat]:
            points[seat] += value
        else:
            pending[seat] += value
        known = list(state.known)
        known[seat] |= pair
        return state._replace(
            points=tuple(points),
            pending=tuple(pending),
            marriage=suit,
            known=tuple(known),
            calls=self._announce(state, _MARRIAGE_TEXT[suit]),
        )

    def _exchange(self, state: State, action: str) -> State:
        seat = state.to_act
        setup = state.setup
        stock = state.stock
        if state.closed_by >= 0:
            raise self._illegal(state, action, Reason.STOCK_CLOSED)
        if len(stock) <= 2:
            raise self._illegal(state, action, Reason.STOCK_TOO_SMALL)
        if not state.tricks[seat]:
            raise self._illegal(state, action, Reason.NO_TRICK_YET)
        low = setup.exchange_card
        hand = state.hands[seat]
        if not hand >> low & 1:
            raise self._illegal(state, action, Reason.NO_EXCHANGE_CARD)
        face_up = stock[-1]
        hands, known = list(state.hands), list(state.known)
        hands[seat] = hand & ~(1 << low) | 1 << face_up
        known[seat] |= 1 << face_up
        return state._replace(
            hands=tuple(hands),
            stock=(*stock[:-1], low),
            known=tuple(known),
            calls=self._announce(state, "exchange"),
        )

    def _close(self, state: State, action: str) -> State:
        seat = state.to_act
        if state.closed_by >= 0:
            raise self._illegal(state, action, Reason.STOCK_CLOSED)
        if not state.stock:
            raise self._illegal(state, action, Reason.STOCK_EMPTY)
        return state._replace(
            closed_by=seat,
            penalty=close_penalty(state.tricks[1 - seat]),
            calls=self._announce(state, "close"),
        )

    def _out(self, state: State) -> State:
        return state._replace(
            phase=Phase.DONE,
            to_act=-1,
            marriage=-1,
            claimed=state.to_act,
            calls=self._announce(state, "out"),
        )

    def _play(self, state: State, action: str, c: Card) -> State:
        seat = state.to_act
        hand = state.hands[seat]
        if not hand >> c & 1:
            raise self._illegal(state, action, Reason.NOT_HELD)
        trick = state.trick
        setup = state.setup
        if not trick:
            m = state.marriage
            if m >= 0 and not _PAIR[m] >> c & 1:
                raise self._illegal(state, action, Reason.MUST_LEAD_MARRIAGE, m)
            hands = list(state.hands)
            hands[seat] = hand & ~(1 << c)
            return state._replace(to_act=1 - seat, hands=tuple(hands), trick=(c,), marriage=-1)
        ctx = setup.ctx
        if state.closed_by >= 0 or not state.stock:
            legal = ctx.legal(hand, trick, setup.strict)
            if not legal >> c & 1:
                why = ctx.obligation(hand, trick, setup.strict, c)
                assert why is not None
                raise self._illegal(state, action, _OBLIGATION_REASON[why], trick[0] >> 4)
        return self._finish_trick(state, (trick[0], c), hand & ~(1 << c))

    def _finish_trick(self, state: State, trick: tuple[Card, Card], rest: Mask) -> State:
        """Score a complete trick, let the winner draw first, and move to the next lead."""
        leader = state.leader
        winner = (leader + state.setup.ctx.winner(trick)) % PLAYERS
        loser = 1 - winner
        hands = [0, 0]
        hands[leader] = state.hands[leader]
        hands[1 - leader] = rest
        gained = CARD_POINTS[trick[0]] + CARD_POINTS[trick[1]]
        pending = state.pending
        if pending[winner]:
            gained += pending[winner]
            pending = (0, pending[1]) if winner == 0 else (pending[0], 0)
        stock = state.stock
        known = state.known
        if stock and state.closed_by < 0:
            hands[winner] |= 1 << stock[0]
            hands[loser] |= 1 << stock[1]
            if len(stock) == 2:
                k = list(known)
                k[loser] |= 1 << stock[1]
                known = tuple(k)
            stock = stock[2:]
        last = not hands[winner]
        if last and state.closed_by < 0:
            gained += LAST_TRICK_BONUS
        tricks = list(state.tricks)
        tricks[winner] += 1
        points = list(state.points)
        points[winner] += gained
        return state._replace(
            phase=Phase.DONE if last else Phase.PLAY,
            to_act=-1 if last else winner,
            hands=tuple(hands),
            stock=stock,
            leader=winner,
            trick=(),
            history=(*state.history, Trick(leader, trick, winner)),
            tricks=tuple(tricks),
            points=tuple(points),
            pending=pending,
            known=known,
        )

    # -- outcome ---------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome:
        """The hand as `replay --json` reports it: no declarer or contract; trump is the
        face-up card's suit; points are the credited ones."""
        over = state.phase is Phase.DONE
        return Outcome(
            Status.SETTLED if over else Status.IN_PROGRESS,
            None,
            None,
            None,
            SUIT_WORDS[state.setup.trump],
            None,
            state.tricks,
            state.points,
            self.settle(state),
            None if over else state.to_act,
            () if over else self.legal_actions(state),
        )

    def settle(self, state: State) -> Settlement:
        """The chips of the hand: the winner gets his game points from the loser (all zeros
        while the hand is in progress)."""
        result = state.result
        if result is None:
            return Settlement.zero(PLAYERS)
        chips = [-result.game_points] * PLAYERS
        chips[result.winner] = result.game_points
        return Settlement(tuple(chips))


GAME = SixtySix()
register(GAME)
