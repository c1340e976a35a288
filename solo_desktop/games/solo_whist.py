"""Solo Whist: four players, propose-and-accept, solo contracts, misère and abondance.

Sources: ``shared/seeds/solo-whist-wikipedia-de-translated.txt`` (the German Wikipedia article
on Solo Whist, translated) and the decisions of RULES.md section 2. The contracts, their values
and the settlement are in `solo_whist_score`; what a seat may know is
`solo_whist_view.SoloWhistView`.

A hand runs: the deal (13 each in packets 3-3-3-3-1; the dealer's last card is turned up and
fixes trumps for prop, solo and abondance royale; it stays in the dealer's hand and is taken up
before the first trick); the auction (`core.auction.Proposal`: `bid X`, `accept`, `pass`);
naming trumps in abondance and abondance déclarée (`trump SUIT`, any suit); the play
(`play CARD`: must follow suit, otherwise any card), which stops as soon as the settlement is
fixed. Forehand leads, in abondance déclarée the declarer.

House rules (RULES.md names, defaults first):
- ``cop_after_pass``: ``forehand`` | ``nobody`` | ``anyone`` (who may accept a later proposal
  after passing)
- ``lone_prop``: ``throw_in`` | ``raise_to_solo`` (an unaccepted proposer bids solo or passes)
- ``no_contract``: ``redeal`` | ``general_misere`` (no trumps, each for himself; the taker of
  the last trick pays each other player 1 red)
- ``ouvert_exposed``: ``after_first_card`` | ``after_first_trick`` (when misère ouverte's hand
  is laid face up)
- ``hands``: hands in a match (8, a multiple of 4)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from solo_desktop.core import actions as notation
from solo_desktop.core.actions import play_actions
from solo_desktop.core.auction import Proposal
from solo_desktop.core.cards import (
    CARD_TEXT,
    DECK_52,
    SUIT_WORDS,
    Card,
    CardParseError,
    Mask,
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
from solo_desktop.core.tricks import FOLLOW, NATURAL, Trick, TrickContext, suit_contract
from solo_desktop.games.solo_whist_score import (
    LADDER,
    PLAYERS,
    SOLO,
    SPECS,
    TRICKS,
    Contract,
    ContractSpec,
    Trumps,
    decided,
    last_trick_settlement,
    settlement,
)
from solo_desktop.games.solo_whist_view import SoloWhistView

__all__ = ["GAME", "Contract", "Setup", "SoloWhist", "SoloWhistView", "State"]

HAND_SIZE = TRICKS
DEAL_PATTERN = (3, 3, 3, 3, 1)
"""Three cards each from forehand, four times, then one each: the dealer's last is turned up."""

RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("cop_after_pass", "forehand", choices=("forehand", "nobody", "anyone")),
    RuleSpec("lone_prop", "throw_in", choices=("throw_in", "raise_to_solo")),
    RuleSpec("no_contract", "redeal", choices=("redeal", "general_misere")),
    RuleSpec(
        "ouvert_exposed", "after_first_card", choices=("after_first_card", "after_first_trick")
    ),
    RuleSpec("hands", 8, minimum=4, maximum=1000, multiple_of=4),
)

_PASS, _ACCEPT, _BID, _TRUMP, _PLAY = range(5)


def _decode_table() -> dict[str, tuple[int, int]]:
    table: dict[str, tuple[int, int]] = {"pass": (_PASS, 0), "accept": (_ACCEPT, 0)}
    for p, contract in enumerate(LADDER):
        table["bid " + contract.value] = (_BID, p)
    for s, word in enumerate(SUIT_WORDS):
        table["trump " + word] = (_TRUMP, s)
    for c in DECK_52:
        table["play " + CARD_TEXT[c]] = (_PLAY, c)
    return table


_DECODE = _decode_table()
_BID_TEXT = tuple("bid " + c.value for c in LADDER)
_TRUMP_TEXT = tuple("trump " + w for w in SUIT_WORDS)
_DECK_MASK = mask_of(DECK_52)
_ROTATIONS = tuple(tuple(rotation(first, PLAYERS)) for first in range(PLAYERS))
_NO_TRUMP = suit_contract(None, NATURAL)
_SUIT_CONTRACTS = tuple(suit_contract(s, NATURAL) for s in range(4))


def trick_context(trump: int | None) -> TrickContext:
    """How cards rank (ace high, ten below the jack) and follow with `trump` as trumps, or with
    none (None)."""
    return _NO_TRUMP if trump is None else _SUIT_CONTRACTS[trump]


class Setup(NamedTuple):
    """What the deal and the auction fix for the rest of a hand."""

    rules: HouseRules
    dealer: int
    turn_up: Card
    auction: Proposal
    calls: tuple[tuple[int, Action], ...]
    """Every call before the play as (seat, action): bids, accepts, passes, trump."""
    declarer: int
    """The declarer (the proposer of a prop), -1 until the auction is over."""
    partner: int
    """The accepter of the prop, -1 if none (yet)."""
    contract: int
    """The contract's ladder position, -1 until the auction is over (and in general misère)."""
    trump: int
    """The trump suit, -1 until fixed (and in the no-trump contracts)."""
    ctx: TrickContext
    thrown_in: bool
    general: bool
    """Whether nobody made a contract and general misère is played (`no_contract`)."""


class State(NamedTuple):
    """A Solo Whist hand at one moment. Immutable; `SoloWhist.apply` returns a new one."""

    phase: Phase
    to_act: int
    """The seat to act, -1 when the hand is over."""
    hands: tuple[Mask, ...]
    leader: int
    trick: tuple[Card, ...]
    history: tuple[Trick, ...]
    tricks: tuple[int, ...]
    """Tricks taken per seat."""
    result: int
    """-1 while open (thrown in, general misère), 1 when the declarer side won, 0 when lost."""
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
        """The contract's spec once the auction is over (None in general misère)."""
        p = self.setup.contract
        return None if p < 0 else SPECS[p]

    @property
    def won(self) -> bool | None:
        """Whether the declarer side won, once the hand is over (None: open or no contract)."""
        return None if self.result < 0 else self.result == 1

    @property
    def taken(self) -> int:
        """Tricks taken by the declarer side (0 without a declarer)."""
        s = self.setup
        if s.declarer < 0:
            return 0
        return self.tricks[s.declarer] + (self.tricks[s.partner] if s.partner >= 0 else 0)


class SoloWhist:
    """The rules of Solo Whist as a phase machine: auction, declare, play, done."""

    id = "solo_whist"
    player_counts: tuple[int, ...] = (PLAYERS,)
    rule_specs = RULE_SPECS
    deck = DECK_52

    def house_rules(self, overrides: dict[str, object] | None = None) -> HouseRules:
        """Validated house rules: defaults plus overrides (raises RuleError)."""
        return HouseRules(RULE_SPECS, overrides)

    def deal(self, rules: HouseRules, players: int, dealer: int, rng: random.Random) -> Deal:
        """Deal 13 each in packets 3-3-3-3-1 from forehand; the dealer's last card turns up."""
        cards = shuffled(DECK_52, rng)
        hands, _, _ = deal_packets(cards, _ROTATIONS[(dealer + 1) % PLAYERS], PLAYERS, DEAL_PATTERN)
        return Deal(PLAYERS, dealer, hands, (), hands[dealer][-1])

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
            check_deal(deal, DECK_52, (HAND_SIZE,) * PLAYERS, 0)  # raises, naming the fault
            raise DealError("the deal does not fit Solo Whist")  # pragma: no cover
        if deal.turn_up is None:
            raise DealError("a Solo Whist deal needs a turned-up card ('turn_up')")
        if not hands[deal.dealer] >> deal.turn_up & 1:
            raise DealError(f"the turn-up {CARD_TEXT[deal.turn_up]} is not in the dealer's hand")
        forehand = (deal.dealer + 1) % PLAYERS
        auction = Proposal.begin(
            _ROTATIONS[forehand], rules.text("cop_after_pass"), rules.text("lone_prop")
        )
        setup = Setup(
            rules=rules,
            dealer=deal.dealer,
            turn_up=deal.turn_up,
            auction=auction,
            calls=(),
            declarer=-1,
            partner=-1,
            contract=-1,
            trump=-1,
            ctx=_NO_TRUMP,
            thrown_in=False,
            general=False,
        )
        zeros = (0,) * PLAYERS
        return State(Phase.AUCTION, forehand, hands, forehand, (), (), zeros, -1, setup)

    def to_act(self, state: State) -> int | None:
        """The seat to act, None when the hand is over."""
        return None if state.to_act < 0 else state.to_act

    def is_over(self, state: State) -> bool:
        """Whether the hand is over (settled or thrown in)."""
        return state.phase is Phase.DONE

    def view(self, state: State, seat: int) -> SoloWhistView:
        """What `seat` may see."""
        return SoloWhistView(state, seat, self)

    # -- what is due -----------------------------------------------------------------------

    def may_bid(self, state: State, position: int) -> bool:
        """Whether the seat to act may bid ladder `position` now."""
        auction = state.setup.auction
        if state.phase is not Phase.AUCTION or not auction.can_bid or position <= auction.high:
            return False
        return not auction.deciding or position == auction.high + 1

    def may_accept(self, state: State) -> bool:
        """Whether the seat to act may accept the standing proposal."""
        return state.phase is Phase.AUCTION and state.setup.auction.can_accept

    def playable(self, state: State) -> Mask:
        """The cards the seat to act may play (0 outside the play phase)."""
        if state.phase is not Phase.PLAY:
            return 0
        return state.setup.ctx.legal(state.hands[state.to_act], state.trick, FOLLOW)

    # -- legal actions -------------------------------------------------------------------

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted as strings."""
        phase = state.phase
        if phase is Phase.PLAY:
            return tuple(sorted(play_actions(self.playable(state))))
        if phase is Phase.AUCTION:
            out: list[Action] = ["pass"]
            if self.may_accept(state):
                out.append("accept")
            out += [_BID_TEXT[p] for p in range(len(LADDER)) if self.may_bid(state, p)]
            return tuple(sorted(out))
        if phase is Phase.DECLARE:
            return tuple(sorted(_TRUMP_TEXT))
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
        if phase is Phase.DECLARE and kind == _TRUMP:
            setup = state.setup
            setup = setup._replace(
                calls=(*setup.calls, (state.to_act, _TRUMP_TEXT[arg])),
                trump=arg,
                ctx=_SUIT_CONTRACTS[arg],
            )
            return self._begin_play(state, setup)
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
            if verb in ("pass", "accept") and not args:
                return _DECODE[verb]
            if verb == "bid" and len(args) == 1 and "bid " + args[0].lower() in _DECODE:
                return _DECODE["bid " + args[0].lower()]
            if verb == "trump" and len(args) == 1:
                return (_TRUMP, parse_suit(args[0]))
            if verb == "play" and len(args) == 1:
                return (_PLAY, parse_card(args[0]))
        except CardParseError:
            pass
        raise self._illegal(state, action, Reason.UNKNOWN_ACTION)

    def _auction(self, state: State, action: str, kind: int, position: int) -> State:
        setup = state.setup
        auction = setup.auction
        seat = state.to_act
        if kind == _PASS:
            auction = auction.pass_()
            text = "pass"
        elif kind == _ACCEPT:
            if not auction.can_accept:
                raise self._illegal(state, action, Reason.NOTHING_TO_ACCEPT)
            auction = auction.accept()
            text = "accept"
        else:
            if not auction.can_bid:
                raise self._illegal(state, action, Reason.ACCEPT_OR_PASS)
            if position <= auction.high:
                raise self._illegal(state, action, Reason.BID_TOO_LOW)
            if auction.deciding and position != SOLO:
                raise self._illegal(state, action, Reason.SOLO_OR_PASS)
            auction = auction.bid(position)
            text = _BID_TEXT[position]
        setup = setup._replace(auction=auction, calls=(*setup.calls, (seat, text)))
        if not auction.over:
            return state._replace(to_act=auction.turn, setup=setup)
        if auction.no_contract:
            if setup.rules.text("no_contract") == "redeal":
                return state._replace(
                    phase=Phase.DONE, to_act=-1, setup=setup._replace(thrown_in=True)
                )
            return self._begin_play(state, setup._replace(general=True))
        declarer = auction.bidder
        spec = SPECS[auction.high]
        setup = setup._replace(declarer=declarer, partner=auction.partner, contract=auction.high)
        if spec.trumps is Trumps.TURN_UP:
            suit = setup.turn_up >> 4
            setup = setup._replace(trump=suit, ctx=_SUIT_CONTRACTS[suit])
        elif spec.trumps is Trumps.NAMED:
            return state._replace(phase=Phase.DECLARE, to_act=declarer, setup=setup)
        return self._begin_play(state, setup)

    def _begin_play(self, state: State, setup: Setup) -> State:
        """The first trick: forehand leads, in abondance déclarée the declarer."""
        lead = (setup.dealer + 1) % PLAYERS
        if setup.contract >= 0 and SPECS[setup.contract].all_tricks:
            lead = setup.declarer
        return state._replace(phase=Phase.PLAY, to_act=lead, leader=lead, setup=setup)

    def _play(self, state: State, action: str, c: Card) -> State:
        seat = state.to_act
        hand = state.hands[seat]
        if not hand >> c & 1:
            raise self._illegal(state, action, Reason.NOT_HELD)
        setup = state.setup
        ctx = setup.ctx
        trick = state.trick
        if trick and not ctx.legal(hand, trick, FOLLOW) >> c & 1:
            raise self._illegal(state, action, Reason.MUST_FOLLOW, trick[0] >> 4)
        hands = (*state.hands[:seat], hand & ~(1 << c), *state.hands[seat + 1 :])
        trick = (*trick, c)
        if len(trick) < PLAYERS:
            return state._replace(to_act=(seat + 1) % PLAYERS, hands=hands, trick=trick)
        leader = state.leader
        winner = (leader + ctx.winner(trick)) % PLAYERS
        tricks = list(state.tricks)
        tricks[winner] += 1
        history = (*state.history, Trick(leader, trick, winner))
        if setup.general:
            over = len(history) == TRICKS
            won = None
        else:
            taken = tricks[setup.declarer] + (tricks[setup.partner] if setup.partner >= 0 else 0)
            won = decided(SPECS[setup.contract], taken, len(history))
            over = won is not None
        return State(
            Phase.DONE if over else Phase.PLAY,
            -1 if over else winner,
            hands,
            winner,
            (),
            history,
            tuple(tricks),
            -1 if won is None else int(won),
            setup,
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

    def settle(self, state: State) -> Settlement:
        """The chips of the hand in white chips (all zeros while in progress or thrown in)."""
        setup = state.setup
        if state.phase is not Phase.DONE or setup.thrown_in:
            return Settlement.zero(PLAYERS)
        if setup.general:
            return Settlement(last_trick_settlement(state.history[-1].winner))
        spec = SPECS[setup.contract]
        return Settlement(
            settlement(spec, setup.declarer, setup.partner, state.taken, state.result == 1)
        )


GAME = SoloWhist()
register(GAME)
