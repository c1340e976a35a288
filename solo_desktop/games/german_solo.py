"""German Solo: four players, a soloist alone or with a secret partner, strict trick rules.

Sources: ``shared/seeds/german-solo-rules.txt`` (a card-games site's page on German Solo:
Spadilla, Manilla and Basta, the hold auction, strict play) and the decisions of RULES.md 5.
The contracts, their values and the settlement are in `german_solo_score`; what a seat may
know is `german_solo_view.GermanSoloView`.

A hand runs: the auction with hold (`core.auction.Hold`: `bid X`, `hold`, `pass`); the
winner's single raise turn (`bid X` higher, or `pass`); naming trumps and calling a card
(`trump SUIT`, `call CARD`: request names trumps then calls; grand calls; the solos name
trumps; grossfrage calls an ace whose holder then names trumps; club and no-trump contracts
go straight to play); the play under strict rules (`play CARD`), which stops as soon as the
outcome is fixed. A player holding both black queens may not pass while the bid is below
grossfrage (with all four aces as well: below solo), also at the raise turn; only he may bid
grossfrage, and not with all four aces.

House rules (RULES.md names, defaults first):
- ``all_pass``: ``redeal`` | ``spadilla_plays`` (the holder of Q clubs must play request,
  with no raise turn)
- ``first_lead``: ``soloist`` | ``forehand`` (who leads to the first trick)
- ``must_head_in_misere``: true | false (the head obligation also in kicker and bronco)
- ``loss_payment``: ``two`` | ``value`` (what a losing soloist pays each opposing player)
- ``kicker_value``: kicker's value in chips (6)
- ``hands``: hands in a match (8, a multiple of 4)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from solo_desktop.core import actions as notation
from solo_desktop.core.actions import play_actions
from solo_desktop.core.auction import Hold
from solo_desktop.core.cards import (
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
from solo_desktop.core.tricks import (
    NATURAL,
    STRICT,
    Obligation,
    PlayPolicy,
    Trick,
    TrickContext,
    german_contract,
    suit_contract,
)
from solo_desktop.games.german_solo_score import (
    GROSSFRAGE,
    LADDER,
    PLAYERS,
    SPADILLA,
    SPECS,
    TRICKS,
    Contract,
    ContractSpec,
    Trumps,
    callable_cards,
    contract_value,
    decided,
    may_bid_grossfrage,
    pass_duty,
    settlement,
    side_tricks,
)
from solo_desktop.games.german_solo_view import GermanSoloView

__all__ = ["GAME", "Contract", "GermanSolo", "GermanSoloView", "Setup", "State", "Step"]

HAND_SIZE = TRICKS
DEAL_PATTERN = (3, 2, 3)
"""Three cards each from forehand, then two each, then three each."""

RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("all_pass", "redeal", choices=("redeal", "spadilla_plays")),
    RuleSpec("first_lead", "soloist", choices=("soloist", "forehand")),
    RuleSpec("must_head_in_misere", True),
    RuleSpec("loss_payment", "two", choices=("two", "value")),
    RuleSpec("kicker_value", 6, minimum=1, maximum=1000),
    RuleSpec("hands", 8, minimum=4, maximum=1000, multiple_of=4),
)

_PASS, _HOLD, _BID, _TRUMP, _CALL, _PLAY = range(6)


class Step(NamedTuple):
    """What the declare phase waits for: naming trumps or calling a card, and by whom."""

    trump: bool
    """True: `trump SUIT` is due; False: `call CARD` is due."""
    seat: int


def _decode_table() -> dict[str, tuple[int, int]]:
    table: dict[str, tuple[int, int]] = {"pass": (_PASS, 0), "hold": (_HOLD, 0)}
    for p, contract in enumerate(LADDER):
        table["bid " + contract.value] = (_BID, p)
    for s, word in enumerate(SUIT_WORDS):
        table["trump " + word] = (_TRUMP, s)
    for c in DECK_32:
        table["call " + CARD_TEXT[c]] = (_CALL, c)
        table["play " + CARD_TEXT[c]] = (_PLAY, c)
    return table


_DECODE = _decode_table()
_BID_TEXT = tuple("bid " + c.value for c in LADDER)
_TRUMP_TEXT = tuple("trump " + w for w in SUIT_WORDS)
_DECK_MASK = mask_of(DECK_32)
_ROTATIONS = tuple(tuple(rotation(first, PLAYERS)) for first in range(PLAYERS))
_NO_TRUMP = suit_contract(None, NATURAL)
_MISERE_FREE = PlayPolicy(trump=True, overtrump=True)
"""Kicker and bronco with `must_head_in_misere: false`: follow suit only (no trumps there)."""


def trick_context(trump: int | None) -> TrickContext:
    """How cards rank and follow with `trump` as trumps (black queens and the seven of trumps
    included), or in a no-trump contract (None)."""
    return _NO_TRUMP if trump is None else german_contract(trump)


def play_policy(spec: ContractSpec | None, rules: HouseRules) -> PlayPolicy:
    """The play obligations under the contract `spec` (strict before the contract; in kicker
    and bronco without the head rule when `must_head_in_misere` is off)."""
    if spec is not None and spec.misere and not rules.flag("must_head_in_misere"):
        return _MISERE_FREE
    return STRICT


_OBLIGATION_REASON = {
    Obligation.FOLLOW: Reason.MUST_FOLLOW,
    Obligation.TRUMP: Reason.MUST_TRUMP,
    Obligation.HEAD: Reason.MUST_HEAD,
    Obligation.OVERTRUMP: Reason.MUST_OVERTRUMP,
}


class Setup(NamedTuple):
    """What the auction and the declarations fix for the rest of a hand."""

    rules: HouseRules
    dealer: int
    auction: Hold
    calls: tuple[tuple[int, Action], ...]
    """Every call before the play as (seat, action): bids, holds, passes, trump, call."""
    raising: bool
    """Whether the auction's winner is at his single raise turn."""
    declarer: int
    """The soloist, -1 until the raise turn is done (and in a thrown-in hand)."""
    contract: int
    """The contract's ladder position, -1 until the raise turn is done."""
    trump: int
    """The trump suit, -1 until fixed (and in the no-trump contracts)."""
    called: Card
    """The called card, -1 if none (yet)."""
    partner: int
    """The called card's holder (the secret partner), -1 if none (yet)."""
    ctx: TrickContext
    policy: PlayPolicy
    thrown_in: bool
    spadilla: bool
    """Whether everybody passed and the holder of Q clubs plays request (`spadilla_plays`)."""
    duty: tuple[int, ...]
    """Per seat: the ladder position below which it may not pass (-1: no obligation)."""
    queens: int
    """Bit mask of the seats that may bid grossfrage (both black queens, not all four aces)."""


class State(NamedTuple):
    """A German Solo hand at one moment. Immutable; `GermanSolo.apply` returns a new one."""

    phase: Phase
    to_act: int
    """The seat to act, -1 when the hand is over."""
    hands: tuple[Mask, ...]
    leader: int
    """Who led (or leads) the trick in progress."""
    trick: tuple[Card, ...]
    history: tuple[Trick, ...]
    tricks: tuple[int, ...]
    """Tricks taken per seat."""
    result: int
    """-1 while open (or thrown in), 1 when the declarer side won, 0 when it lost."""
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
        """The contract's spec once the raise turn is done."""
        p = self.setup.contract
        return None if p < 0 else SPECS[p]

    @property
    def won(self) -> bool | None:
        """Whether the declarer side won, once the hand is over (None: open or thrown in)."""
        return None if self.result < 0 else self.result == 1


_new_state = tuple.__new__


class GermanSolo:
    """The rules of German Solo as a phase machine: auction, declare, play, done."""

    id = "german_solo"
    player_counts: tuple[int, ...] = (PLAYERS,)
    rule_specs = RULE_SPECS
    deck = DECK_32

    def house_rules(self, overrides: dict[str, object] | None = None) -> HouseRules:
        """Validated house rules: defaults plus overrides (raises RuleError)."""
        return HouseRules(RULE_SPECS, overrides)

    def deal(self, rules: HouseRules, players: int, dealer: int, rng: random.Random) -> Deal:
        """Deal 8 each in packets of 3, 2, 3, clockwise from forehand."""
        cards = shuffled(DECK_32, rng)
        hands, _, _ = deal_packets(cards, _ROTATIONS[(dealer + 1) % PLAYERS], PLAYERS, DEAL_PATTERN)
        return Deal(PLAYERS, dealer, hands)

    def start(self, rules: HouseRules, deal: Deal) -> State:
        """The first state: forehand opens the auction. Raises DealError for a broken deal."""
        hands = tuple(mask_of(h) for h in deal.hands)
        whole = 0
        for h in hands:
            whole |= h
        if (
            deal.players != PLAYERS
            or not 0 <= deal.dealer < PLAYERS
            or len(deal.hands) != PLAYERS
            or whole != _DECK_MASK
            or deal.talon
            or any(len(h) != HAND_SIZE for h in deal.hands)
        ):
            check_deal(deal, DECK_32, (HAND_SIZE,) * PLAYERS, 0)  # raises, naming the fault
            raise DealError("the deal does not fit German Solo")  # pragma: no cover
        duty = tuple(pass_duty(h) for h in hands)
        queens = sum(1 << seat for seat, h in enumerate(hands) if may_bid_grossfrage(h))
        forehand = (deal.dealer + 1) % PLAYERS
        setup = Setup(
            rules=rules,
            dealer=deal.dealer,
            auction=Hold.begin(_ROTATIONS[forehand]),
            calls=(),
            raising=False,
            declarer=-1,
            contract=-1,
            trump=-1,
            called=-1,
            partner=-1,
            ctx=_NO_TRUMP,
            policy=STRICT,
            thrown_in=False,
            spadilla=False,
            duty=duty,
            queens=queens,
        )
        zeros = (0,) * PLAYERS
        return State(Phase.AUCTION, forehand, hands, forehand, (), (), zeros, -1, setup)

    def to_act(self, state: State) -> int | None:
        """The seat to act, None when the hand is over."""
        return None if state.to_act < 0 else state.to_act

    def is_over(self, state: State) -> bool:
        """Whether the hand is over (settled or thrown in)."""
        return state.phase is Phase.DONE

    def view(self, state: State, seat: int) -> GermanSoloView:
        """What `seat` may see."""
        return GermanSoloView(state, seat, self)

    # -- what is due -----------------------------------------------------------------------

    def step(self, state: State) -> Step | None:
        """In the declare phase: whether trumps or a call are due, and by whom."""
        if state.phase is not Phase.DECLARE:
            return None
        return _step(state.setup)

    def may_pass(self, state: State) -> bool:
        """Whether the seat to act may pass now (the black queens' obligation)."""
        setup = state.setup
        return setup.auction.high >= setup.duty[state.to_act]

    def may_bid(self, state: State, position: int) -> bool:
        """Whether the seat to act may bid ladder `position` now (raise turn included)."""
        setup = state.setup
        auction = setup.auction
        if state.phase is not Phase.AUCTION or not (setup.raising or auction.can_bid):
            return False
        if position <= auction.high:
            return False
        return position != GROSSFRAGE or bool(setup.queens >> state.to_act & 1)

    def may_hold(self, state: State) -> bool:
        """Whether the seat to act may hold (the holder, and grossfrage only with the queens)."""
        setup = state.setup
        auction = setup.auction
        if state.phase is not Phase.AUCTION or setup.raising or not auction.can_hold:
            return False
        return auction.high != GROSSFRAGE or bool(setup.queens >> state.to_act & 1)

    def playable(self, state: State) -> Mask:
        """The cards the seat to act may play (0 outside the play phase)."""
        if state.phase is not Phase.PLAY:
            return 0
        setup = state.setup
        return setup.ctx.legal(state.hands[state.to_act], state.trick, setup.policy)

    # -- legal actions -------------------------------------------------------------------

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted as strings."""
        phase = state.phase
        if phase is Phase.PLAY:
            setup = state.setup
            legal = setup.ctx.legal(state.hands[state.to_act], state.trick, setup.policy)
            return tuple(sorted(play_actions(legal)))
        if phase is Phase.AUCTION:
            out: list[Action] = []
            if self.may_pass(state):
                out.append("pass")
            if self.may_hold(state):
                out.append("hold")
            out += [_BID_TEXT[p] for p in range(len(LADDER)) if self.may_bid(state, p)]
            return tuple(sorted(out))
        if phase is Phase.DECLARE:
            setup = state.setup
            step = _step(setup)
            assert step is not None
            if step.trump:
                return tuple(sorted(_TRUMP_TEXT[s] for s in _trump_choices(setup)))
            hand = state.hands[step.seat]
            return tuple(sorted("call " + CARD_TEXT[c] for c in cards_of(_callable(setup, hand))))
        return ()

    # -- applying actions ----------------------------------------------------------------

    def apply(self, state: State, action: Action) -> State:
        """The state after `action` by the seat to act; raises IllegalActionError."""
        decoded = _DECODE.get(action)
        if decoded is None:
            decoded = self._decode(state, action)
        kind, arg = decoded
        phase = state.phase
        if phase is Phase.PLAY and kind == _PLAY:
            return self._play(state, action, arg)
        if phase is Phase.AUCTION and kind <= _BID:
            return self._auction(state, action, kind, arg)
        if phase is Phase.DECLARE and kind in (_TRUMP, _CALL):
            return self._declare(state, action, kind, arg)
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
            if verb in ("pass", "hold") and not args:
                return _DECODE[verb]
            if verb == "bid" and len(args) == 1 and "bid " + args[0].lower() in _DECODE:
                return _DECODE["bid " + args[0].lower()]
            if verb == "trump" and len(args) == 1:
                return (_TRUMP, parse_suit(args[0]))
            if verb in ("play", "call") and len(args) == 1:
                c = parse_card(args[0])
                if c in DECK_32:
                    return (_PLAY if verb == "play" else _CALL, c)
                if verb == "play":
                    raise self._illegal(state, action, Reason.NOT_HELD)
        except CardParseError:
            pass
        raise self._illegal(state, action, Reason.UNKNOWN_ACTION)

    def _auction(self, state: State, action: str, kind: int, position: int) -> State:
        setup = state.setup
        auction = setup.auction
        seat = state.to_act
        if kind == _PASS:
            if not self.may_pass(state):
                duty = setup.duty[seat]
                why = Reason.MUST_BID_GROSSFRAGE if duty == GROSSFRAGE else Reason.MUST_BID_SOLO
                raise self._illegal(state, action, why)
            text = "pass"
        elif kind == _HOLD:
            if setup.raising or not auction.can_hold:
                raise self._illegal(state, action, Reason.NOTHING_TO_HOLD)
            if not self.may_hold(state):
                raise self._illegal(state, action, Reason.NEEDS_BLACK_QUEENS)
            text = "hold"
        else:
            if not (setup.raising or auction.can_bid):
                raise self._illegal(state, action, Reason.HOLDER_ANSWERS)
            if position <= auction.high:
                raise self._illegal(state, action, Reason.BID_TOO_LOW)
            if not self.may_bid(state, position):
                raise self._illegal(state, action, Reason.NEEDS_BLACK_QUEENS)
            text = _BID_TEXT[position]
        setup = setup._replace(calls=(*setup.calls, (seat, text)))
        if setup.raising:
            final = position if kind == _BID else auction.high
            return self._contract(state, setup._replace(raising=False), seat, final)
        if kind == _PASS:
            auction = auction.pass_()
        elif kind == _HOLD:
            auction = auction.hold()
        else:
            auction = auction.bid(position)
        setup = setup._replace(auction=auction)
        if not auction.over:
            return state._replace(to_act=auction.turn, setup=setup)
        if not auction.all_passed:
            return state._replace(to_act=auction.winner, setup=setup._replace(raising=True))
        if setup.rules.text("all_pass") == "redeal":
            return state._replace(phase=Phase.DONE, to_act=-1, setup=setup._replace(thrown_in=True))
        holder = next(s for s in range(PLAYERS) if state.hands[s] >> SPADILLA & 1)
        return self._contract(state, setup._replace(spadilla=True), holder, 0)

    def _contract(self, state: State, setup: Setup, declarer: int, position: int) -> State:
        """Fix the contract and what it fixes of trumps, then move to what is due next."""
        spec = SPECS[position]
        setup = setup._replace(declarer=declarer, contract=position)
        if spec.trumps is Trumps.CLUBS:
            setup = setup._replace(trump=0, ctx=trick_context(0))
        elif spec.trumps is Trumps.NONE:
            setup = setup._replace(ctx=trick_context(None), policy=play_policy(spec, setup.rules))
        return self._next(state, setup)

    def _next(self, state: State, setup: Setup) -> State:
        """The declare step now due, or the first trick."""
        step = _step(setup)
        if step is not None:
            return state._replace(phase=Phase.DECLARE, to_act=step.seat, setup=setup)
        lead = setup.declarer
        if setup.rules.text("first_lead") == "forehand":
            lead = (setup.dealer + 1) % PLAYERS
        return state._replace(phase=Phase.PLAY, to_act=lead, leader=lead, setup=setup)

    def _declare(self, state: State, action: str, kind: int, arg: int) -> State:
        setup = state.setup
        step = _step(setup)
        assert step is not None
        seat = state.to_act
        if kind == _TRUMP:
            if not step.trump:
                raise self._illegal(state, action, Reason.NOT_ALLOWED)
            if arg not in _trump_choices(setup):
                why = Reason.NO_CLUB_TRUMPS if setup.called < 0 else Reason.TRUMP_CALLED_SUIT
                raise self._illegal(state, action, why)
            setup = setup._replace(
                calls=(*setup.calls, (seat, _TRUMP_TEXT[arg])),
                trump=arg,
                ctx=german_contract(arg),
            )
            return self._next(state, setup)
        if step.trump:
            raise self._illegal(state, action, Reason.NOT_ALLOWED)
        hand = state.hands[seat]
        if not _callable(setup, hand) >> arg & 1:
            raise self._illegal(state, action, self._call_reason(setup, hand, arg))
        partner = next(s for s in range(PLAYERS) if state.hands[s] >> arg & 1)
        setup = setup._replace(
            calls=(*setup.calls, (seat, "call " + CARD_TEXT[arg])), called=arg, partner=partner
        )
        return self._next(state, setup)

    def _call_reason(self, setup: Setup, hand: Mask, c: Card) -> Reason:
        if hand >> c & 1:
            return Reason.CALL_OWN_CARD
        if setup.trump >= 0 and german_contract(setup.trump).trump >> c & 1:
            return Reason.CALL_TRUMP
        return Reason.CALL_RANK

    def _play(self, state: State, action: str, c: Card) -> State:
        seat = state.to_act
        hand = state.hands[seat]
        if not hand >> c & 1:
            raise self._illegal(state, action, Reason.NOT_HELD)
        setup = state.setup
        ctx = setup.ctx
        trick = state.trick
        if trick and not ctx.legal(hand, trick, setup.policy) >> c & 1:
            why = ctx.obligation(hand, trick, setup.policy, c)
            assert why is not None
            lead = trick[0]
            suit = setup.trump if ctx.trump >> lead & 1 else lead >> 4
            raise self._illegal(state, action, _OBLIGATION_REASON[why], suit)
        hands = (*state.hands[:seat], hand & ~(1 << c), *state.hands[seat + 1 :])
        trick = (*trick, c)
        if len(trick) < PLAYERS:
            return _new_state(
                State,
                (Phase.PLAY, (seat + 1) % PLAYERS, hands, state.leader, trick, *state[5:]),
            )
        leader = state.leader
        winner = (leader + ctx.winner(trick)) % PLAYERS
        tricks = list(state.tricks)
        tricks[winner] += 1
        history = (*state.history, Trick(leader, trick, winner))
        spec = SPECS[setup.contract]
        won = decided(spec, side_tricks(tricks, setup.declarer, setup.partner), len(history))
        over = won is not None
        return _new_state(
            State,
            (
                Phase.DONE if over else Phase.PLAY,
                -1 if over else winner,
                hands,
                winner,
                (),
                history,
                tuple(tricks),
                -1 if won is None else int(won),
                setup,
            ),
        )

    # -- outcome ---------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome:
        """The hand as `replay --json` reports it (no card points: `points` is None)."""
        setup = state.setup
        if setup.thrown_in:
            return Outcome.thrown_in(PLAYERS, counts_points=False)
        over = state.phase is Phase.DONE
        return Outcome(
            Status.SETTLED if over else Status.IN_PROGRESS,
            None if setup.declarer < 0 else setup.declarer,
            None if setup.partner < 0 else setup.partner,
            None if setup.contract < 0 else LADDER[setup.contract].value,
            None if setup.trump < 0 else SUIT_WORDS[setup.trump],
            state.won,
            state.tricks,
            None,
            self.settle(state),
            None if over else state.to_act,
            () if over else self.legal_actions(state),
        )

    def value(self, state: State) -> int:
        """The contract's value in chips (0 before the contract is fixed)."""
        p = state.setup.contract
        if p < 0:
            return 0
        return contract_value(LADDER[p], state.rules.number("kicker_value"))

    def settle(self, state: State) -> Settlement:
        """The chips of the hand (all zeros while in progress or thrown in)."""
        setup = state.setup
        if state.result < 0:
            return Settlement.zero(PLAYERS)
        chips = settlement(
            setup.declarer,
            setup.partner,
            state.result == 1,
            self.value(state),
            setup.rules.text("loss_payment"),
        )
        return Settlement(chips)


def _step(setup: Setup) -> Step | None:
    """The declaration due after the contract is fixed: trumps, a call, or nothing more."""
    spec = SPECS[setup.contract]
    if spec.trumps is Trumps.NAMED and setup.trump < 0:
        return Step(True, setup.declarer)
    if spec.calls and setup.called < 0:
        return Step(False, setup.declarer)
    if spec.trumps is Trumps.PARTNER and setup.trump < 0:
        return Step(True, setup.partner)
    return None


def _trump_choices(setup: Setup) -> tuple[int, ...]:
    """The suits that may be named: not clubs, or (grossfrage) not the called card's suit."""
    if setup.called >= 0:
        return tuple(s for s in range(4) if s != setup.called >> 4)
    return (1, 2, 3)


def _callable(setup: Setup, hand: Mask) -> Mask:
    """The cards the soloist may call under the contract."""
    if setup.contract == GROSSFRAGE:
        return callable_cards(hand, None)
    return callable_cards(hand, setup.trump)


GAME = GermanSolo()
register(GAME)
