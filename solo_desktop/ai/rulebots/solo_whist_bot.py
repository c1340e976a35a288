"""A rule-based Solo Whist player: bids what it can make, cooperates in prop, plays for tricks.

- Bidding: `solo_whist_eval.trick_estimate` counts the tricks the hand expects with the
  turn-up suit as trumps (top cards by their guards, trump length, long suits, ruffs); the
  nine-trick contracts use the soberer losing-trick count `solo_whist_eval.playing_tricks`,
  with the turn-up suit (royale) or the best suit it could name (abondance). It proposes
  (`prop`) with about `PROP_MIN` tricks, accepts a proposal with `ACCEPT_MIN` tricks of
  support, bids solo, abondance (royale when the turn-up suit is its best) with a margin over
  the aim (thresholds measured in all-rule play with ``python -m tools.solo_whist_stats``),
  misère when
  `solo_whist_eval.misere_risk` is low (open misère only when it is tiny) and abondance
  déclarée only with thirteen sure tricks. It bids the highest contract it expects to make
  and passes otherwise; a lone proposer raises to solo only with a solo hand.
- Naming trumps (abondance, abondance déclarée): the suit that gives the most expected tricks
  (sure tricks first in déclarée): in practice its longest strong suit.
- Play in trump contracts: every legal card is scored by the chance that its side takes the
  trick (each later seat may beat it, with the odds of holding a higher card of the led suit
  or of being void and holding a higher trump; a partner's winning card counts for the side)
  less what the card is worth later. So declarers cash sure winners and draw trumps while an
  opponent may hold one (then run their long suits), prop partners take tricks cheaply and do
  not overtake each other, and everybody throws its least useful card when the trick is lost
  or safe. Defenders keep their trumps (a penalty on leading them) and lead through the
  declarer into suits he holds rather than up to a suit he may ruff.
- Misère: the declarer plays the highest card that stays under the trick, leads the card most
  surely beaten, and when void sheds the card with the fewest higher cards out (the most
  dangerous). Defenders track the declarer's voids (a suit he did not follow) and never lead
  into them (he would shed a dangerous card); they lead the suit where he most likely holds a
  card he cannot duck under, keep the trick low while he is still to play, and throw high
  cards once he has ducked or cannot follow.
- General misère (nobody bid, house rule): every seat plays for itself and avoids tricks.

Knowledge comes from the view only: its hand, the auction, the contract, trumps, the turn-up
(held by the dealer until he plays it), an exposed misère hand and the tricks played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from solo_desktop.ai.rulebots.odds_play import PLAYERS, OddsPlay
from solo_desktop.ai.rulebots.solo_whist_eval import (
    Knowledge,
    higher,
    misere_risk,
    playing_tricks,
    sure_tricks,
    trick_estimate,
)
from solo_desktop.core.actions import split
from solo_desktop.core.cards import CARD_TEXT, SUIT_WORDS, Card, parse_card, parse_suit
from solo_desktop.core.game import Action, Game, Phase, PlayerView
from solo_desktop.games.solo_whist_score import TRICKS, Contract
from solo_desktop.games.solo_whist_view import SoloWhistView

PROP_MIN = 4.0
"""Expected tricks with the turn-up trumps to propose."""
ACCEPT_MIN = 3.0
"""Expected tricks of support with the turn-up trumps to accept a proposal."""
SOLO_MIN = 6.0
"""Expected tricks with the turn-up trumps to bid solo (aim 5)."""
ABONDANCE_MIN = 9.5
"""`playing_tricks` with the best suit to bid abondance (aim 9)."""
MISERE_MAX = 0.6
"""Highest `misere_risk` to bid misère."""
OUVERTE_MAX = 0.25
"""Highest `misere_risk` to bid open misère."""
KEEP = 0.5
"""How much a card's later worth counts against the chance of taking the trick."""
CRITICAL = 0.4
"""Share of `KEEP` that counts when the trick may decide the hand."""
DRAW_BONUS = 0.25
"""Bonus for the declarer side leading a sure trump while an opponent may hold trumps."""
KEEP_TRUMPS = 0.25
"""Penalty for a defender leading a trump."""
LONG_SUIT = 0.05
"""Bonus per card of its suit for the declarer side leading a long suit once trumps are out."""


@dataclass(frozen=True)
class Thresholds:
    """Where the bot bids each contract (see the module constants)."""

    prop: float = PROP_MIN
    accept: float = ACCEPT_MIN
    solo: float = SOLO_MIN
    abondance: float = ABONDANCE_MIN
    misere: float = MISERE_MAX
    ouverte: float = OUVERTE_MAX


DEFAULT = Thresholds()


def bid_values(view: SoloWhistView, th: Thresholds = DEFAULT) -> dict[Contract, bool]:
    """For each contract, whether this hand expects to make it with a margin."""
    hand = view.hand
    t = view.turn_up_card >> 4
    est_t = trick_estimate(hand, t)
    best = max(range(4), key=lambda s: playing_tricks(hand, s))
    risk = misere_risk(hand)
    return {
        Contract.PROP: est_t >= th.prop,
        Contract.SOLO: est_t >= th.solo,
        Contract.MISERE: risk <= th.misere,
        Contract.ABONDANCE: playing_tricks(hand, best) >= th.abondance and best != t,
        Contract.ABONDANCE_ROYALE: playing_tricks(hand, t) >= th.abondance,
        Contract.MISERE_OUVERTE: risk <= th.ouverte,
        Contract.ABONDANCE_DECLAREE: max(sure_tricks(hand, s) for s in range(4)) >= TRICKS,
    }


class SoloWhistRuleBot:
    """Bids, names trumps and plays Solo Whist by rules of thumb and card counting."""

    name = "rule"

    def __init__(self, thresholds: Thresholds = DEFAULT) -> None:
        """A bot bidding at these thresholds."""
        self.thresholds = thresholds

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The action this bot takes in `view` (always one of `view.legal_actions`)."""
        assert isinstance(view, SoloWhistView), "the Solo Whist bot plays Solo Whist only"
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        verbs = {split(a)[0] for a in legal}
        if "play" in verbs:
            cards = [parse_card(split(a)[1][0]) for a in legal if a.startswith("play ")]
            return "play " + CARD_TEXT[_Play(view).choose(cards)]
        if "trump" in verbs:
            return self._name_trumps(view, legal)
        if view.phase is Phase.AUCTION or verbs & {"bid", "accept", "pass"}:
            return self._bid(view, legal)
        return legal[0]

    def _bid(self, view: SoloWhistView, legal: Sequence[Action]) -> Action:
        th = self.thresholds
        good = bid_values(view, th)
        bids = [(Contract(split(a)[1][0]), a) for a in legal if a.startswith("bid ")]
        makeable = [(c.position, a) for c, a in bids if good[c]]
        if makeable:
            return max(makeable)[1]
        if "accept" in legal and trick_estimate(view.hand, view.turn_up_card >> 4) >= th.accept:
            return "accept"
        if "pass" in legal:
            return "pass"
        return legal[0]

    def _name_trumps(self, view: SoloWhistView, legal: Sequence[Action]) -> Action:
        suits = [parse_suit(split(a)[1][0]) for a in legal if a.startswith("trump ")]
        hand = view.hand
        if view.high_bid is Contract.ABONDANCE_DECLAREE:
            s = max(suits, key=lambda s: (sure_tricks(hand, s), trick_estimate(hand, s)))
        else:
            s = max(suits, key=lambda s: (playing_tricks(hand, s), trick_estimate(hand, s)))
        return "trump " + SUIT_WORDS[s]


class _Play(OddsPlay[SoloWhistView]):
    """One play decision: what the seat knows, who is on its side, and the card to play."""

    def __init__(self, view: SoloWhistView) -> None:
        self.view = view
        self.seat = seat = view.seat
        self.ctx = ctx = view.context
        self.contract = contract = view.contract
        partner = view.partner
        self.declarer = view.declarer
        self.misere = contract is None or contract.spec.misere
        tricks = [(t.leader, t.cards) for t in view.history]
        if view.trick:
            tricks.append((view.leader, view.trick))
        know = Knowledge(seat, view.hand, ctx, tricks, view.hand_sizes)
        if seat != view.dealer:
            know.reveal(view.dealer, 1 << view.turn_up_card)
        shown = view.open_hand
        if shown and self.declarer is not None:
            know.reveal_all(self.declarer, shown)
        self.know = know
        d = self.declarer
        if d is None:
            side = {seat}
        else:
            side = {d} if partner is None else {d, partner}
            if seat not in side:
                side = set(range(PLAYERS)) - side
        self.friend = [1.0 if s in side else 0.0 for s in range(PLAYERS)]
        self.keep = KEEP * (CRITICAL if self._critical() else 1.0)

    def _critical(self) -> bool:
        """Whether this trick may decide the hand: a side needs every trick left, or one more."""
        contract, d = self.contract, self.declarer
        if contract is None or d is None or self.misere:
            return False
        played = len(self.view.history)
        left = TRICKS - played
        taken = sum(n for s, n in enumerate(self.view.tricks) if self.friend[s] == 1.0)
        aim = contract.spec.aim
        if self.friend[d] == 1.0:
            need, spare = aim - taken, left - (aim - taken)
        else:
            need, spare = TRICKS + 1 - aim - taken, left - (TRICKS + 1 - aim - taken)
        return need > 0 and spare <= 1

    def choose(self, cards: Sequence[Card]) -> Card:
        """The card to play out of the legal `cards`."""
        if self.misere:
            if self.declarer is None or self.seat == self.declarer:
                return self._duck(cards)
            return self._defend_misere(cards, self.declarer)
        return max(cards, key=self._trick_score)

    # -- trump contracts -------------------------------------------------------------------

    def _lead_bonus(self, c: Card, p: float) -> float:
        ctx, know, friend = self.ctx, self.know, self.friend
        d = self.declarer
        assert d is not None
        on_side = friend[d] == 1.0
        enemy_trumps = any(friend[s] < 1.0 and know.possible[s] & ctx.trump for s in range(PLAYERS))
        if ctx.trump >> c & 1:
            if not on_side:
                return -KEEP_TRUMPS
            return DRAW_BONUS if enemy_trumps and p > 0.9 else 0.0
        if on_side:
            if not enemy_trumps:
                return LONG_SUIT * (self.view.hand & ctx.follow[c]).bit_count()
            return 0.0
        if ctx.trump and self.contract is not Contract.PROP:
            return self._through(c, d)
        return 0.0

    # -- misère (`OddsPlay._duck`: the declarer and everybody in general misère) ----------------

    def _follow_low(self, same: Sequence[Card], top: Card) -> Card:
        """The highest card of the led suit that stays under `top`, else the lowest."""
        strength = self.ctx.strength
        under = [c for c in same if not self.ctx.beats[top] >> c & 1]
        return (
            max(under, key=lambda c: strength[c]) if under else min(same, key=lambda c: strength[c])
        )

    def _misere_lead_score(self, c: Card) -> float:
        """How likely leading `c` forces the declarer to take the trick."""
        ctx, know = self.ctx, self.know
        d = self.declarer
        assert d is not None
        if not know.possible[d] & ctx.follow[c]:
            return -1.0 - 0.01 * ctx.strength[c] / 100  # he is void: he would shed a card
        above = higher(ctx, c)
        p = know.p_any(d, above)
        below = ctx.follow[c] & ~above & ~(1 << c)
        p *= 1.0 - know.p_any(d, below)
        between = (d - self.seat) % PLAYERS
        for k in range(1, PLAYERS):
            s = (self.seat + k) % PLAYERS
            if s == d:
                continue
            weight = 0.5 if k < between else 0.7
            p *= 1.0 - weight * know.p_any(s, above)
        return p - 0.01 * ctx.strength[c] / 100


def make(game: Game) -> SoloWhistRuleBot:
    """The rule bot of solo_whist (registered as its ``rule`` level by `builtin`)."""
    return SoloWhistRuleBot()
