"""Solo 66: five players, one soloist against four, bidding for the trump suit.

Sources: ``shared/seeds/solo66-wikipedia.txt`` (after Grupp, *Kartenspiele*, 1975) and the
decisions of RULES.md section 1.

House rules (RULES.md names, defaults first):
- ``all_pass``: ``redeal`` | ``last_trick`` (no trumps, the taker of the last trick wins)
- ``last_trick_stake``: chips each other player pays the last-trick winner (10)
- ``loss_basis``: ``winners_points`` | ``soloist_points``
- ``points_per_chip``: score points per chip (1), rounding half away from zero per payment
- ``hands``: hands in a match (10)
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import NamedTuple

from solo_desktop.core import actions as notation
from solo_desktop.core.actions import play_actions
from solo_desktop.core.auction import Rotation
from solo_desktop.core.cards import (
    CARD_POINTS,
    CARD_TEXT,
    DECK_32,
    SUIT_WORDS,
    Card,
    CardParseError,
    Mask,
    cards_of,
    mask_of,
    parse_card,
    parse_suit,
    points_of,
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
from solo_desktop.core.tricks import Trick, TrickContext, suit_contract
from solo_desktop.core.view import SeatView
from solo_desktop.games.solo66_score import WIN_POINTS, ScoreDetail, divide, score_detail

PLAYERS = 5
HAND_SIZE = 6
LAST_TRICK_BONUS = 10
TOTAL_POINTS = 130

DEAL_PATTERN = (3, "t2", 3)
"""Three cards each from forehand, two to the talon, three each."""

LADDER: tuple[int, ...] = (3, 2, 1, 0)
"""Bids low to high as suits: diamonds < hearts < spades < clubs (ladder position = 3 - suit)."""

RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("all_pass", "redeal", choices=("redeal", "last_trick")),
    RuleSpec("last_trick_stake", 10, minimum=0, maximum=1000),
    RuleSpec("loss_basis", "winners_points", choices=("winners_points", "soloist_points")),
    RuleSpec("points_per_chip", 1, minimum=1, maximum=1000),
    RuleSpec("hands", 10, minimum=1, maximum=1000),
)

_PASS, _BID, _TRUMP, _DISCARD, _PLAY = range(5)


def _decode_table() -> dict[str, tuple[int, int]]:
    table: dict[str, tuple[int, int]] = {"pass": (_PASS, 0)}
    for s, word in enumerate(SUIT_WORDS):
        table["bid " + word] = (_BID, 3 - s)
        table["trump " + word] = (_TRUMP, s)
    for c in DECK_32:
        table["play " + CARD_TEXT[c]] = (_PLAY, c)
    for a, b in combinations(DECK_32, 2):
        table[f"discard {CARD_TEXT[a]} {CARD_TEXT[b]}"] = (_DISCARD, 1 << a | 1 << b)
        table[f"discard {CARD_TEXT[b]} {CARD_TEXT[a]}"] = (_DISCARD, 1 << a | 1 << b)
    return table


_DECODE = _decode_table()
_DISCARD_TEXT = {
    a << 6 | b: f"discard {CARD_TEXT[a]} {CARD_TEXT[b]}" for a, b in combinations(DECK_32, 2)
}
_BID_TEXT = tuple("bid " + SUIT_WORDS[3 - p] for p in range(4))
_TRUMP_TEXT = tuple("trump " + w for w in SUIT_WORDS)
_NO_TRUMP = suit_contract(None)
_DECK_MASK = mask_of(DECK_32)
_ROTATIONS = tuple(tuple(rotation(first, PLAYERS)) for first in range(PLAYERS))
_CONTEXTS = tuple(suit_contract(s) for s in range(4))


def trick_context(trump: int | None) -> TrickContext:
    """How cards rank and follow with `trump` as trumps, or with none (None)."""
    return _NO_TRUMP if trump is None else _CONTEXTS[trump]


class Setup(NamedTuple):
    """What the auction and exchange fix for the rest of a hand."""

    rules: HouseRules
    dealer: int
    talon: Mask
    """The face-down talon until the soloist takes it up."""
    auction: Rotation
    calls: tuple[tuple[int, Action], ...]
    """The auction so far: (seat, action) of every call, and the trump announcement."""
    declarer: int
    """The soloist, -1 before the auction ends and in an all-pass hand."""
    trump: int
    """The trump suit, -1 until announced (and in the last-trick game)."""
    discards: Mask
    ctx: TrickContext
    """How cards rank and follow under the contract."""
    thrown_in: bool
    last_trick_game: bool


class State(NamedTuple):
    """A Solo 66 hand at one moment. Immutable; `Solo66.apply` returns a new one.

    The fields that change with every card are here; what the auction and exchange fix is in
    `setup`, so that playing a card copies little.
    """

    phase: Phase
    to_act: int
    """The seat to act, -1 when the hand is over."""
    hands: tuple[Mask, ...]
    leader: int
    """Who led the trick in progress."""
    trick: tuple[Card, ...]
    """The trick in progress, in playing order."""
    history: tuple[Trick, ...]
    """The completed tricks."""
    tricks: tuple[int, ...]
    """Tricks taken per seat."""
    points: tuple[int, ...]
    """Card points per seat: tricks, the soloist's discards, the last-trick bonus."""
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
    def declarer(self) -> int:
        """The soloist, -1 if none (yet)."""
        return self.setup.declarer

    @property
    def trump(self) -> int:
        """The trump suit, -1 if none (yet)."""
        return self.setup.trump


_PLAY_PHASE = Phase.PLAY
_new_state = _new_setup = tuple.__new__
"""Build a State or Setup from a tuple of its fields, skipping NamedTuple's keyword handling."""


class Solo66View(SeatView):
    """What one seat sees of a Solo 66 hand."""

    __slots__ = ()
    _state: State

    @property
    def talon_size(self) -> int:
        """Cards left in the face-down talon (2 until the soloist takes it up)."""
        return self._state.setup.talon.bit_count()

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """This seat's legal actions, empty when it is not this seat's turn."""
        s = self._state
        if s.to_act != self.seat:
            return ()
        return GAME.legal_actions(s)

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        """The auction and trump announcement so far."""
        return self._state.setup.calls

    @property
    def high_bid(self) -> int | None:
        """The suit of the highest bid so far, None before any bid."""
        high = self._state.setup.auction.high
        return None if high < 0 else LADDER[high]

    @property
    def declarer(self) -> int | None:
        """The soloist, once known."""
        d = self._state.declarer
        return None if d < 0 else d

    @property
    def trump(self) -> int | None:
        """The trump suit, once announced."""
        t = self._state.trump
        return None if t < 0 else t

    @property
    def discards(self) -> Mask:
        """The soloist's discards: known only to the soloist (0 for everyone else)."""
        s = self._state.setup
        return s.discards if self.seat == s.declarer else 0

    @property
    def trick_points(self) -> tuple[int, ...]:
        """Card points each seat has taken in tricks (the discards are not shown)."""
        s = self._state
        d = s.setup.declarer
        if d < 0 or self.seat == d:
            return s.points
        out = list(s.points)
        out[d] -= points_of(s.setup.discards)
        return tuple(out)

    @property
    def context(self) -> TrickContext:
        """How cards rank and follow in this hand."""
        return self._state.setup.ctx

    @property
    def last_trick_game(self) -> bool:
        """Whether everybody passed and the last trick decides."""
        return self._state.setup.last_trick_game


class Solo66:
    """The rules of Solo 66 as a phase machine: auction, declare, exchange, play, done."""

    id = "solo66"
    player_counts: tuple[int, ...] = (PLAYERS,)
    rule_specs = RULE_SPECS
    deck = DECK_32

    def house_rules(self, overrides: dict[str, object] | None = None) -> HouseRules:
        """Validated house rules: defaults plus overrides (raises RuleError)."""
        return HouseRules(RULE_SPECS, overrides)

    def deal(self, rules: HouseRules, players: int, dealer: int, rng: random.Random) -> Deal:
        """Deal 3 each, 2 to the talon, 3 each, clockwise from forehand."""
        cards = shuffled(DECK_32, rng)
        order = rotation((dealer + 1) % PLAYERS, PLAYERS)
        hands, talon, _ = deal_packets(cards, order, PLAYERS, DEAL_PATTERN)
        return Deal(PLAYERS, dealer, hands, talon)

    def start(self, rules: HouseRules, deal: Deal) -> State:
        """The first state: forehand to bid. Raises DealError for a broken deal."""
        hands = tuple(mask_of(h) for h in deal.hands)
        talon = mask_of(deal.talon)
        whole = talon
        for h in hands:
            whole |= h
        if (
            deal.players != PLAYERS
            or not 0 <= deal.dealer < PLAYERS
            or whole != _DECK_MASK
            or len(deal.talon) != 2
            or any(len(h) != HAND_SIZE for h in deal.hands)
        ):
            check_deal(deal, DECK_32, (HAND_SIZE,) * PLAYERS, 2)  # raises, naming the fault
            raise DealError("the deal does not fit Solo 66")  # pragma: no cover
        forehand = (deal.dealer + 1) % PLAYERS
        zeros = (0,) * PLAYERS
        setup = Setup(
            rules=rules,
            dealer=deal.dealer,
            talon=talon,
            auction=Rotation.begin(_ROTATIONS[forehand]),
            calls=(),
            declarer=-1,
            trump=-1,
            discards=0,
            ctx=_NO_TRUMP,
            thrown_in=False,
            last_trick_game=False,
        )
        return State(
            phase=Phase.AUCTION,
            to_act=forehand,
            hands=hands,
            leader=forehand,
            trick=(),
            history=(),
            tricks=zeros,
            points=zeros,
            setup=setup,
        )

    def to_act(self, state: State) -> int | None:
        """The seat to act, None when the hand is over."""
        return None if state.to_act < 0 else state.to_act

    def is_over(self, state: State) -> bool:
        """Whether the hand is over."""
        return state.phase is Phase.DONE

    def view(self, state: State, seat: int) -> Solo66View:
        """What `seat` may see."""
        return Solo66View(state, seat)

    # -- legal actions -------------------------------------------------------------------

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        """Every legal action of the seat to act."""
        phase = state.phase
        if phase is _PLAY_PHASE:
            hand = state.hands[state.to_act]
            trick = state.trick
            if trick:
                ctx = state.setup.ctx
                legal = hand & ctx.follow[trick[0]] or hand & ctx.trump or hand
                return play_actions(legal)
            return play_actions(hand)
        if phase is Phase.AUCTION:
            return ("pass", *_BID_TEXT[state.setup.auction.high + 1 :])
        if phase is Phase.DECLARE:
            return _TRUMP_TEXT[: 3 - state.setup.auction.high + 1]
        if phase is Phase.EXCHANGE:
            text = _DISCARD_TEXT
            return tuple(
                text[a << 6 | b] for a, b in combinations(cards_of(state.hands[state.to_act]), 2)
            )
        return ()

    def playable(self, state: State) -> Mask:
        """The cards the seat to act may play (0 outside the play phase)."""
        if state.phase is not Phase.PLAY:
            return 0
        hand = state.hands[state.to_act]
        trick = state.trick
        if not trick:
            return hand
        ctx = state.setup.ctx
        return hand & ctx.follow[trick[0]] or hand & ctx.trump or hand

    # -- applying actions ----------------------------------------------------------------

    def apply(self, state: State, action: Action) -> State:
        """The state after `action` by the seat to act; raises IllegalActionError."""
        decoded = _DECODE.get(action)
        if decoded is None:
            decoded = self._decode(state, action)
        kind, arg = decoded
        phase = state.phase
        if kind == _PLAY and phase is _PLAY_PHASE:
            return self._play(state, action, arg)
        if phase is Phase.AUCTION and kind <= _BID:
            return self._call(state, action, kind, arg)
        if phase is Phase.DECLARE and kind == _TRUMP:
            return self._announce(state, action, arg)
        if phase is Phase.EXCHANGE and kind == _DISCARD:
            return self._discard(state, action, arg)
        reason = Reason.HAND_OVER if phase is Phase.DONE else Reason.WRONG_PHASE
        raise self._illegal(state, action, reason)

    def _illegal(
        self, state: State, action: str, reason: Reason, suit: int | None = None
    ) -> IllegalActionError:
        seat = None if state.to_act < 0 else state.to_act
        return IllegalActionError(state.phase, seat, action, reason, suit)

    def _decode(self, state: State, action: str) -> tuple[int, int]:
        """Decode a non-canonical spelling (any case, `10`), or refuse it."""
        verb, args = notation.split(action)
        try:
            if verb == "pass" and not args:
                return (_PASS, 0)
            if verb in ("bid", "trump") and len(args) == 1:
                s = parse_suit(args[0])
                return (_BID, 3 - s) if verb == "bid" else (_TRUMP, s)
            if verb == "play" and len(args) == 1:
                c = parse_card(args[0])
                if c not in DECK_32:
                    raise self._illegal(state, action, Reason.NOT_HELD)
                return (_PLAY, c)
            if verb == "discard":
                cards = [parse_card(a) for a in args]
                if len(cards) != 2:
                    raise self._illegal(state, action, Reason.WRONG_COUNT)
                if cards[0] == cards[1]:
                    raise self._illegal(state, action, Reason.CARD_TWICE)
                return (_DISCARD, mask_of(cards))
        except CardParseError:
            pass
        raise self._illegal(state, action, Reason.UNKNOWN_ACTION)

    def _call(self, state: State, action: str, kind: int, position: int) -> State:
        setup = state.setup
        auction = setup.auction
        if kind == _BID:
            if position <= auction.high:
                raise self._illegal(state, action, Reason.BID_TOO_LOW)
            auction = auction.bid(position)
            text = _BID_TEXT[position]
        else:
            auction = auction.pass_()
            text = "pass"
        setup = _new_setup(
            Setup,
            (
                setup.rules,
                setup.dealer,
                setup.talon,
                auction,
                (*setup.calls, (state.to_act, text)),
                *setup[5:],
            ),
        )
        if not auction.over:
            return _new_state(State, (state.phase, auction.turn, *state[2:8], setup))
        if auction.bidder >= 0:
            return state._replace(
                phase=Phase.DECLARE,
                to_act=auction.bidder,
                setup=setup._replace(declarer=auction.bidder),
            )
        if setup.rules.text("all_pass") == "redeal":
            return state._replace(phase=Phase.DONE, to_act=-1, setup=setup._replace(thrown_in=True))
        forehand = (setup.dealer + 1) % PLAYERS
        return state._replace(
            phase=Phase.PLAY,
            to_act=forehand,
            leader=forehand,
            setup=setup._replace(last_trick_game=True),
        )

    def _announce(self, state: State, action: str, suit: int) -> State:
        setup = state.setup
        if 3 - suit < setup.auction.high:
            raise self._illegal(state, action, Reason.TRUMP_TOO_LOW)
        seat = state.to_act
        hands = list(state.hands)
        hands[seat] |= setup.talon
        return state._replace(
            phase=Phase.EXCHANGE,
            hands=tuple(hands),
            setup=setup._replace(
                talon=0,
                calls=(*setup.calls, (seat, _TRUMP_TEXT[suit])),
                trump=suit,
                ctx=_CONTEXTS[suit],
            ),
        )

    def _discard(self, state: State, action: str, cards: Mask) -> State:
        seat = state.to_act
        hand = state.hands[seat]
        if cards & ~hand:
            raise self._illegal(state, action, Reason.NOT_HELD)
        hands = list(state.hands)
        hands[seat] = hand & ~cards
        points = list(state.points)
        points[seat] += points_of(cards)
        forehand = (state.setup.dealer + 1) % PLAYERS
        return state._replace(
            phase=Phase.PLAY,
            to_act=forehand,
            hands=tuple(hands),
            leader=forehand,
            points=tuple(points),
            setup=state.setup._replace(discards=cards),
        )

    def _play(self, state: State, action: str, c: Card) -> State:
        seat = state.to_act
        hands = state.hands
        hand = hands[seat]
        trick = state.trick
        setup = state.setup
        ctx = setup.ctx
        if not hand >> c & 1:
            raise self._illegal(state, action, Reason.NOT_HELD)
        if trick:
            lead = trick[0]
            same = hand & ctx.follow[lead]
            if same:
                if not same >> c & 1:
                    raise self._illegal(state, action, Reason.MUST_FOLLOW, lead >> 4)
            elif hand & ctx.trump and not ctx.trump >> c & 1:
                raise self._illegal(state, action, Reason.MUST_TRUMP)
        hands = (*hands[:seat], hand & ~(1 << c), *hands[seat + 1 :])
        trick = (*trick, c)
        if len(trick) < PLAYERS:
            return _new_state(
                State,
                (
                    Phase.PLAY,
                    (seat + 1) % PLAYERS,
                    hands,
                    state.leader,
                    trick,
                    state.history,
                    state.tricks,
                    state.points,
                    setup,
                ),
            )
        leader = state.leader
        winner = (leader + ctx.winner(trick)) % PLAYERS
        gained = (
            CARD_POINTS[trick[0]]
            + CARD_POINTS[trick[1]]
            + CARD_POINTS[trick[2]]
            + CARD_POINTS[trick[3]]
            + CARD_POINTS[trick[4]]
        )
        last = not hands[winner]
        if last:
            gained += LAST_TRICK_BONUS
        tricks = list(state.tricks)
        tricks[winner] += 1
        points = list(state.points)
        points[winner] += gained
        return _new_state(
            State,
            (
                Phase.DONE if last else Phase.PLAY,
                -1 if last else winner,
                hands,
                winner,
                (),
                (*state.history, Trick(leader, trick, winner)),
                tuple(tricks),
                tuple(points),
                setup,
            ),
        )

    # -- outcome ---------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome:
        """The hand as `replay --json` reports it."""
        over = state.phase is Phase.DONE
        to_act = None if state.to_act < 0 else state.to_act
        legal = () if over else self.legal_actions(state)
        setup = state.setup
        if setup.thrown_in:
            return Outcome.thrown_in(PLAYERS, counts_points=True)
        declarer = None if state.declarer < 0 else state.declarer
        trump = None if state.trump < 0 else SUIT_WORDS[state.trump]
        contract = trump if state.phase is not Phase.DECLARE else None
        won: bool | None = None
        settlement = Settlement.zero(PLAYERS)
        if over:
            settlement = self.settle(state)
            if declarer is not None:
                won = state.points[declarer] >= WIN_POINTS
        return Outcome(
            Status.SETTLED if over else Status.IN_PROGRESS,
            declarer,
            None,
            contract,
            trump,
            won,
            state.tricks,
            state.points,
            settlement,
            to_act,
            legal,
        )

    def settle(self, state: State) -> Settlement:
        """The chips of a finished hand (RULES.md section 1, score value)."""
        setup = state.setup
        if setup.thrown_in:
            return Settlement.zero(PLAYERS)
        rules = setup.rules
        if setup.last_trick_game:
            winner = state.history[-1].winner
            stake = rules.number("last_trick_stake")
            return Settlement(
                tuple(stake * (PLAYERS - 1) if s == winner else -stake for s in range(PLAYERS))
            )
        d = state.declarer
        each = divide(self.score(state), rules.number("points_per_chip"))
        return Settlement(tuple(each * (PLAYERS - 1) if s == d else -each for s in range(PLAYERS)))

    def score(self, state: State) -> int:
        """The soloist's score value of a finished hand, before division into chips."""
        detail = self.score_detail(state)
        return 0 if detail is None else detail.value

    def score_detail(self, state: State) -> ScoreDetail | None:
        """How the soloist's score value comes about (None without a soloist or before the end)."""
        d = state.declarer
        if d < 0 or state.phase is not Phase.DONE:
            return None
        return score_detail(
            state.points, state.tricks, d, state.rules.text("loss_basis") == "winners_points"
        )


GAME = Solo66()
register(GAME)
