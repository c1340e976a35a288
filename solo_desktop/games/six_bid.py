"""Six-bid Solo, with Progressive Solo as the house rule ``variant``.

Sources: ``shared/seeds/six-bid-solo-wikipedia.txt`` and the decisions of RULES.md section 3.
The contracts, values and settlement are in `six_bid_score`; what a seat may know is
`six_bid_view.SixBidView`.

A hand runs: the deal (36 cards, 11 to each of the three active seats and 3 to the widow;
with four players the dealer sits out with no cards); the auction (eldest first: overcall or
pass, a pass is final; an overcalled player speaks again on his next turn; in Progressive
also `double` once per bid and the doubled bidder's `redouble` or `pass`); naming trumps
(`trump SUIT`: solo clubs/spades/diamonds, guarantee and call solo any suit); call solo's
`call CARD` and `give CARD` (no exchange when the called card is in the widow); frog's
`discard C C C` after taking the widow; the play (must follow suit, else trump, else any),
which stops as soon as the settlement is fixed. Eldest leads, in spread misère the next
active seat after the bidder.

House rules (RULES.md names, defaults first):
- ``variant``: ``six_bid`` | ``progressive``
- ``deal_order``: ``4-3-w-4`` | ``4-w-3-4`` (cosmetic)
- ``pots``: off | on (Progressive only): a frog pot and a solo pot carried from hand to hand
  of a match, in `six_bid_pots`; a match asks `SixBid.carry` after each hand.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import NamedTuple

from solo_desktop.core import actions as notation
from solo_desktop.core.actions import play_actions
from solo_desktop.core.cards import (
    CARD_POINTS,
    CARD_TEXT,
    DECK_36,
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
from solo_desktop.core.dealing import deal_packets, shuffled
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
from solo_desktop.core.tricks import FOLLOW_TRUMP, Obligation, Trick, TrickContext, suit_contract
from solo_desktop.games import six_bid_pots as pots
from solo_desktop.games.six_bid_score import (
    SPECS,
    TOTAL,
    Auction,
    Contract,
    ContractSpec,
    Kind,
    decided,
    settlement,
    value,
)
from solo_desktop.games.six_bid_view import SixBidView

__all__ = ["GAME", "Auction", "Contract", "Setup", "SixBid", "SixBidView", "State"]

HAND_SIZE = 11
WIDOW_SIZE = 3
ACTIVE = 3
PATTERNS: dict[str, tuple[int | str, ...]] = {
    "4-3-w-4": (4, 3, "w3", 4),
    "4-w-3-4": (4, "w3", 3, 4),
}

RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("variant", "six_bid", choices=("six_bid", "progressive")),
    RuleSpec("deal_order", "4-3-w-4", choices=("4-3-w-4", "4-w-3-4")),
    RuleSpec("pots", False),
)

_DECK_MASK = mask_of(DECK_36)
_CONTEXTS = tuple(suit_contract(s) for s in range(4))
_NO_TRUMP = suit_contract(None)


def trick_context(trump: int | None) -> TrickContext:
    """How cards rank and follow with `trump` as trumps, or with none (None)."""
    return _NO_TRUMP if trump is None else _CONTEXTS[trump]


_TRUMP_TEXT = tuple("trump " + w for w in SUIT_WORDS)


class Setup(NamedTuple):
    """What the deal, the auction and the declarations fix for the rest of a hand."""

    rules: HouseRules
    players: int
    dealer: int
    active: tuple[int, ...]
    """The three active seats, eldest first."""
    widow: tuple[Card, ...]
    ladder: tuple[ContractSpec, ...]
    auction: Auction
    calls: tuple[tuple[int, Action], ...]
    """Everything said before the play, as (seat, action)."""
    declarer: int
    contract: int
    """Ladder position, -1 until the auction is over."""
    trump: int
    ctx: TrickContext
    called: int
    """Call solo's called card, -1 if none (yet)."""
    holder: int
    """The seat that held the called card, -1 if none or in the widow."""
    given: int
    """The card the bidder gave back, -1 if none (yet)."""
    discards: tuple[Card, ...]
    thrown_in: bool


class State(NamedTuple):
    """A Six-bid hand at one moment. Immutable; `SixBid.apply` returns a new one."""

    phase: Phase
    to_act: int
    hands: tuple[Mask, ...]
    leader: int
    trick: tuple[Card, ...]
    history: tuple[Trick, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    """Card points taken in tricks per seat (frog's discards included for the bidder)."""
    result: int
    """-1 while open, 1 won, 0 lost."""
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
    def spec(self) -> ContractSpec | None:
        """The contract once the auction is over."""
        p = self.setup.contract
        return None if p < 0 else self.setup.ladder[p]

    @property
    def won(self) -> bool | None:
        """Whether the bidder won, once settled."""
        return None if self.result < 0 else self.result == 1

    @property
    def widow_points(self) -> int:
        """The untouched widow's points (0 in frog, whose widow is taken up)."""
        spec = self.spec
        if spec is None or spec.frog:
            return 0
        return points_of(mask_of(self.setup.widow))

    @property
    def final_points(self) -> tuple[int, ...]:
        """Points per seat, the widow joining the bidder's once the hand is settled."""
        spec = self.spec
        if self.phase is not Phase.DONE or spec is None or not spec.widow_counts:
            return self.points
        d = self.setup.declarer
        pts = list(self.points)
        pts[d] += self.widow_points
        return tuple(pts)


def _next_active(setup: Setup, seat: int) -> int:
    n = setup.players
    s = (seat + 1) % n
    return s if s in setup.active else (s + 1) % n


class SixBid:
    """The rules of Six-bid Solo as a phase machine: auction, declare, exchange, play, done."""

    id = "six_bid"
    player_counts: tuple[int, ...] = (3, 4)
    rule_specs = RULE_SPECS
    deck = DECK_36

    def house_rules(self, overrides: dict[str, object] | None = None) -> HouseRules:
        """Validated house rules: defaults plus overrides (raises RuleError)."""
        return HouseRules(RULE_SPECS, overrides)

    @staticmethod
    def active_seats(players: int, dealer: int) -> tuple[int, ...]:
        """The active seats, eldest first (with four the dealer sits out)."""
        return tuple((dealer + 1 + i) % players for i in range(ACTIVE))

    def deal(self, rules: HouseRules, players: int, dealer: int, rng: random.Random) -> Deal:
        """Deal 11 each to the active seats from eldest and 3 to the widow."""
        cards = shuffled(DECK_36, rng)
        pattern = PATTERNS[rules.text("deal_order")]
        hands, widow, _ = deal_packets(cards, self.active_seats(players, dealer), players, pattern)
        return Deal(players, dealer, hands, widow)

    def start(self, rules: HouseRules, deal: Deal) -> State:
        """The first state: eldest opens the auction. Raises DealError for a broken deal."""
        players = deal.players
        if players not in self.player_counts:
            raise DealError(f"six_bid is played by 3 or 4 players, not {players}")
        if not 0 <= deal.dealer < players:
            raise DealError(f"dealer must be a seat from 0 to {players - 1}, not {deal.dealer}")
        active = self.active_seats(players, deal.dealer)
        sizes = tuple(HAND_SIZE if s in active else 0 for s in range(players))
        check_deal(deal, DECK_36, sizes, WIDOW_SIZE)
        hands = tuple(mask_of(h) for h in deal.hands)
        setup = Setup(
            rules=rules,
            players=players,
            dealer=deal.dealer,
            active=active,
            widow=tuple(deal.talon),
            ladder=SPECS[rules.text("variant")],
            auction=Auction.begin(active),
            calls=(),
            declarer=-1,
            contract=-1,
            trump=-1,
            ctx=_NO_TRUMP,
            called=-1,
            holder=-1,
            given=-1,
            discards=(),
            thrown_in=False,
        )
        zeros = (0,) * players
        eldest = active[0]
        return State(Phase.AUCTION, eldest, hands, eldest, (), (), zeros, zeros, -1, setup)

    def to_act(self, state: State) -> int | None:
        """The seat to act, None when the hand is over."""
        return None if state.to_act < 0 else state.to_act

    def is_over(self, state: State) -> bool:
        """Whether the hand is over (settled or thrown in)."""
        return state.phase is Phase.DONE

    def view(self, state: State, seat: int) -> SixBidView:
        """What `seat` may see."""
        return SixBidView(state, seat, self)

    # -- legal actions -------------------------------------------------------------------

    def playable(self, state: State) -> Mask:
        """The cards the seat to act may play (0 outside the play phase)."""
        if state.phase is not Phase.PLAY:
            return 0
        return state.setup.ctx.legal(state.hands[state.to_act], state.trick, FOLLOW_TRUMP)

    def may_double(self, state: State) -> bool:
        """Whether the seat to act may double now (Progressive, once per bid)."""
        a = state.setup.auction
        return (
            state.phase is Phase.AUCTION
            and state.setup.rules.text("variant") == "progressive"
            and a.bidder >= 0
            and not a.answering
            and not a.doubled >> state.to_act & 1
        )

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted as strings."""
        phase = state.phase
        setup = state.setup
        if phase is Phase.PLAY:
            return tuple(sorted(play_actions(self.playable(state))))
        if phase is Phase.AUCTION:
            a = setup.auction
            if a.answering:
                return ("pass", "redouble")
            out = ["pass"]
            if self.may_double(state):
                out.append("double")
            out += ["bid " + s.contract.value for s in setup.ladder[a.high + 1 :]]
            return tuple(sorted(out))
        if phase is Phase.DECLARE:
            spec = setup.ladder[setup.contract]
            if setup.trump < 0:
                return tuple(sorted(_TRUMP_TEXT[s] for s in spec.named))
            hand = state.hands[state.to_act]
            if setup.called < 0:
                return tuple(sorted("call " + CARD_TEXT[c] for c in cards_of(_DECK_MASK & ~hand)))
            gives = hand & ~(1 << setup.called)
            return tuple(sorted("give " + CARD_TEXT[c] for c in cards_of(gives)))
        if phase is Phase.EXCHANGE:
            held = cards_of(state.hands[state.to_act])
            return tuple(
                sorted(
                    "discard " + " ".join(CARD_TEXT[c] for c in t) for t in combinations(held, 3)
                )
            )
        return ()

    # -- applying actions ----------------------------------------------------------------

    def apply(self, state: State, action: Action) -> State:
        """The state after `action` by the seat to act; raises IllegalActionError."""
        verb, args = notation.split(action)
        phase = state.phase
        if phase is Phase.DONE:
            raise self._illegal(state, action, Reason.HAND_OVER)
        try:
            if verb == "play" and len(args) == 1:
                c = parse_card(args[0])
                if phase is Phase.PLAY:
                    return self._play(state, action, c)
            elif verb in ("pass", "double", "redouble") and not args:
                if phase is Phase.AUCTION:
                    return self._call(state, action, verb)
            elif verb == "bid" and len(args) == 1:
                names = [s.contract.value for s in state.setup.ladder]
                word = args[0].lower()
                if word not in names:
                    raise self._illegal(state, action, Reason.UNKNOWN_ACTION)
                if phase is Phase.AUCTION:
                    return self._bid(state, action, names.index(word))
            elif verb == "trump" and len(args) == 1:
                suit = parse_suit(args[0])
                if phase is Phase.DECLARE and state.setup.trump < 0:
                    return self._trump(state, action, suit)
            elif verb in ("call", "give") and len(args) == 1:
                c = parse_card(args[0])
                s = state.setup
                if phase is Phase.DECLARE and s.trump >= 0:
                    if verb == "call" and s.called < 0:
                        return self._call_card(state, action, c)
                    if verb == "give" and s.called >= 0:
                        return self._give(state, action, c)
            elif verb == "discard":
                cards = [parse_card(a) for a in args]
                if phase is Phase.EXCHANGE:
                    return self._discard(state, action, cards)
            else:
                raise self._illegal(state, action, Reason.UNKNOWN_ACTION)
        except CardParseError:
            raise self._illegal(state, action, Reason.UNKNOWN_ACTION) from None
        raise self._illegal(state, action, Reason.WRONG_PHASE)

    def _illegal(
        self, state: State, action: str, reason: Reason, suit: int | None = None
    ) -> IllegalActionError:
        seat = None if state.to_act < 0 else state.to_act
        return IllegalActionError(state.phase, seat, action, reason, suit)

    def _said(self, state: State, setup: Setup, text: str) -> Setup:
        return setup._replace(calls=(*setup.calls, (state.to_act, text)))

    def _call(self, state: State, action: str, verb: str) -> State:
        setup = state.setup
        a = setup.auction
        if verb == "pass":
            a = a.pass_()
        elif verb == "double":
            if not self.may_double(state):
                raise self._illegal(state, action, Reason.NOT_ALLOWED)
            a = a.double()
        else:
            if not a.answering:
                raise self._illegal(state, action, Reason.NOT_ALLOWED)
            a = a.redouble()
        return self._after_auction(state, self._said(state, setup, verb), a)

    def _bid(self, state: State, action: str, position: int) -> State:
        setup = state.setup
        a = setup.auction
        if a.answering:
            raise self._illegal(state, action, Reason.NOT_ALLOWED)
        if position <= a.high:
            raise self._illegal(state, action, Reason.BID_TOO_LOW)
        text = "bid " + setup.ladder[position].contract.value
        return self._after_auction(state, self._said(state, setup, text), a.bid(position))

    def _after_auction(self, state: State, setup: Setup, a: Auction) -> State:
        setup = setup._replace(auction=a)
        if not a.over:
            return state._replace(to_act=a.turn, setup=setup)
        if a.bidder < 0:
            return state._replace(phase=Phase.DONE, to_act=-1, setup=setup._replace(thrown_in=True))
        declarer = a.bidder
        spec = setup.ladder[a.high]
        setup = setup._replace(declarer=declarer, contract=a.high)
        if spec.trump >= 0:
            setup = setup._replace(trump=spec.trump, ctx=_CONTEXTS[spec.trump])
        if spec.named:
            return state._replace(phase=Phase.DECLARE, to_act=declarer, setup=setup)
        if spec.frog:
            hands = list(state.hands)
            hands[declarer] |= mask_of(setup.widow)
            return state._replace(
                phase=Phase.EXCHANGE, to_act=declarer, hands=tuple(hands), setup=setup
            )
        return self._begin_play(state, setup)

    def _trump(self, state: State, action: str, suit: int) -> State:
        setup = state.setup
        spec = setup.ladder[setup.contract]
        if suit not in spec.named:
            raise self._illegal(state, action, Reason.NO_HEART_TRUMPS)
        setup = self._said(state, setup, _TRUMP_TEXT[suit])
        setup = setup._replace(trump=suit, ctx=_CONTEXTS[suit])
        if spec.call:
            return state._replace(setup=setup)
        return self._begin_play(state, setup)

    def _call_card(self, state: State, action: str, c: Card) -> State:
        setup = state.setup
        seat = state.to_act
        if state.hands[seat] >> c & 1:
            raise self._illegal(state, action, Reason.CALL_OWN_CARD)
        if not _DECK_MASK >> c & 1:
            raise self._illegal(state, action, Reason.UNKNOWN_ACTION)
        setup = self._said(state, setup, "call " + CARD_TEXT[c])._replace(called=c)
        holder = next((s for s in setup.active if state.hands[s] >> c & 1), -1)
        if holder < 0:
            return self._begin_play(state, setup)
        hands = list(state.hands)
        hands[holder] &= ~(1 << c)
        hands[seat] |= 1 << c
        return state._replace(hands=tuple(hands), setup=setup._replace(holder=holder))

    def _give(self, state: State, action: str, c: Card) -> State:
        setup = state.setup
        seat = state.to_act
        if not state.hands[seat] >> c & 1:
            raise self._illegal(state, action, Reason.NOT_HELD)
        if c == setup.called:
            raise self._illegal(state, action, Reason.GIVE_CALLED_CARD)
        hands = list(state.hands)
        hands[seat] &= ~(1 << c)
        hands[setup.holder] |= 1 << c
        setup = self._said(state, setup, "give " + CARD_TEXT[c])._replace(given=c)
        return self._begin_play(state._replace(hands=tuple(hands)), setup)

    def _discard(self, state: State, action: str, cards: list[Card]) -> State:
        seat = state.to_act
        hand = state.hands[seat]
        if len(cards) != WIDOW_SIZE:
            raise self._illegal(state, action, Reason.WRONG_COUNT)
        if len(set(cards)) != len(cards):
            raise self._illegal(state, action, Reason.CARD_TWICE)
        if any(not hand >> c & 1 for c in cards):
            raise self._illegal(state, action, Reason.NOT_HELD)
        setup = state.setup
        text = "discard " + " ".join(CARD_TEXT[c] for c in cards)
        setup = self._said(state, setup, text)._replace(discards=tuple(cards))
        hands = list(state.hands)
        hands[seat] = hand & ~mask_of(cards)
        points = list(state.points)
        points[seat] += sum(CARD_POINTS[c] for c in cards)
        return self._begin_play(state._replace(hands=tuple(hands), points=tuple(points)), setup)

    def _begin_play(self, state: State, setup: Setup) -> State:
        """The first trick: eldest leads, in spread misère the seat after the bidder."""
        spec = setup.ladder[setup.contract]
        lead = _next_active(setup, setup.declarer) if spec.spread else setup.active[0]
        return state._replace(phase=Phase.PLAY, to_act=lead, leader=lead, setup=setup)

    def _play(self, state: State, action: str, c: Card) -> State:
        seat = state.to_act
        hand = state.hands[seat]
        if not hand >> c & 1:
            raise self._illegal(state, action, Reason.NOT_HELD)
        setup = state.setup
        ctx = setup.ctx
        trick = state.trick
        if trick:
            why = ctx.obligation(hand, trick, FOLLOW_TRUMP, c)
            if why is Obligation.FOLLOW:
                raise self._illegal(state, action, Reason.MUST_FOLLOW, trick[0] >> 4)
            if why is not None:
                raise self._illegal(state, action, Reason.MUST_TRUMP)
        hands = (*state.hands[:seat], hand & ~(1 << c), *state.hands[seat + 1 :])
        trick = (*trick, c)
        if len(trick) < ACTIVE:
            nxt = _next_active(setup, seat)
            return state._replace(to_act=nxt, hands=hands, trick=trick)
        leader = state.leader
        order = [leader]
        while len(order) < ACTIVE:
            order.append(_next_active(setup, order[-1]))
        winner = order[ctx.winner(trick)]
        tricks = list(state.tricks)
        tricks[winner] += 1
        points = list(state.points)
        points[winner] += sum(CARD_POINTS[x] for x in trick)
        history = (*state.history, Trick(leader, trick, winner))
        spec = setup.ladder[setup.contract]
        d = setup.declarer
        widow = 0 if spec.frog else points_of(mask_of(setup.widow))
        taken = sum(points)
        left = TOTAL - widow - taken
        won = decided(spec, setup.trump, points[d], taken - points[d], widow, left)
        if won is None and len(history) == HAND_SIZE:  # pragma: no cover - left is 0 by then
            won = points[d] + widow >= 60
        over = won is not None
        return State(
            Phase.DONE if over else Phase.PLAY,
            -1 if over else winner,
            hands,
            winner,
            (),
            history,
            tuple(tricks),
            tuple(points),
            -1 if won is None else int(won),
            setup,
        )

    # -- outcome ---------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome:
        """The hand as `replay --json` reports it."""
        setup = state.setup
        n = setup.players
        if setup.thrown_in:
            return Outcome.thrown_in(n, counts_points=True)
        over = state.phase is Phase.DONE
        spec = state.spec
        return Outcome(
            Status.SETTLED if over else Status.IN_PROGRESS,
            None if setup.declarer < 0 else setup.declarer,
            None,
            None if spec is None else spec.contract.value,
            None if setup.trump < 0 or spec is None or spec.kind is Kind.MISERE
            else SUIT_WORDS[setup.trump],
            state.won,
            state.tricks,
            state.final_points,
            self.settle(state),
            None if over else state.to_act,
            () if over else self.legal_actions(state),
        )  # fmt: skip

    def factors(self, state: State) -> tuple[int, ...]:
        """Settlement factor per seat: a doubler x2 (x4 redoubled), everyone else x1."""
        a = state.setup.auction
        mult = 4 if a.redoubled else 2
        return tuple(mult if a.doubled >> s & 1 else 1 for s in range(state.setup.players))

    def settle(self, state: State) -> Settlement:
        """The chips of the hand (all zeros while in progress or thrown in)."""
        setup = state.setup
        spec = state.spec
        if state.phase is not Phase.DONE or setup.thrown_in or spec is None:
            return Settlement.zero(setup.players)
        d = setup.declarer
        total = state.final_points[d]
        amount = value(spec, setup.trump, total)
        chips = settlement(
            setup.players, setup.active, d, amount, state.result == 1, self.factors(state)
        )
        return Settlement(chips)

    def carry(
        self, rules: HouseRules, players: int, carried: object, outcome: Outcome
    ) -> tuple[tuple[int, ...], object]:
        """Progressive's pots across the hands of a match: this hand's pot chips per seat and
        the pots after it (`carried` is None before the first hand). Without the pots: none."""
        if not pots.active(rules):
            return (0,) * players, carried
        before = carried if isinstance(carried, pots.Pots) else pots.Pots()
        result = pots.settle(players, before, outcome)
        return result.chips, result.pots


GAME = SixBid()
register(GAME)
