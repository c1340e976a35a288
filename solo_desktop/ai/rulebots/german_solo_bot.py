"""A rule-based German Solo player: bids what it can make, calls a partner well, plays for tricks.

- Bidding: for every contract on the ladder it estimates the chance to make it from its hand
  (`german_solo_eval`: matadors Spadilla, Manilla and Basta, trump length, side aces and kings,
  voids; for kicker and bronco the cards nobody else can undercut; the all-trick contracts only
  with eight sure tricks) and turns that into expected chips under the house rules
  (`kicker_value`, `loss_payment`). A contract promising `BID_MARGIN` chips is acceptable; it
  opens or overcalls with the cheapest legal bid up to its highest acceptable contract, holds
  while the standing bid is no higher, and at its raise turn goes up only to a contract worth
  `RAISE_MARGIN` chips more than the one it won. The game refuses illegal passes (the black
  queens' obligations): it always chooses from the legal actions.
- Declaring: trumps are the suit that makes the contract likeliest (the legal suits only, so
  never clubs where they are barred); the called card is one of a suit where it is short
  (a singleton first, so that it can lead to the partner, then a void, then a doubleton).
  Asked to name trumps in grossfrage, it counts the soloist's two black queens as its own.
- Play in trump and all-trick contracts: every legal card is scored by the chance that its
  side takes the trick (each later seat may head it, with the odds of holding a higher card of
  the led suit or of being void and holding a higher trump; known friends may rescue a trick,
  unknown seats count as half a friend) less what the card would be worth later (matadors and
  top cards most). So it wins tricks for its side cheaply, ducks when a friend holds the trick,
  and throws its least useful card otherwise. The soloist draws trumps with the top trump and
  leads its short called suit to find the partner; defenders lead side suits and keep trumps,
  leading through the soloist into a suit he holds rather than up to a suit he may ruff.
  When a trick may decide the hand, a card's later worth counts less.
  The partner is known to the called card's holder from the start; the others learn it when
  the card falls, or infer it when all other candidates have shown they cannot hold it.
- Kicker and bronco: the soloist leads the card least likely to win (a high card with a
  higher one still out), plays the highest card that stays under the trick, and when forced to
  head it plays the card the later seats most likely beat. The defenders lead low into the
  soloist's length, keep the trick low while he is still to play, and never head his card.

Knowledge comes from the view only: its hand, the auction, the contract, the called card, the
tricks played (voids and the cards a seat did not head with) and bronco's open hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from solo_desktop.ai.rulebots.german_solo_eval import (
    SUIT_WEIGHTS,
    Knowledge,
    best_trump,
    higher,
    make_chance,
)
from solo_desktop.ai.rulebots.odds_play import OddsPlay
from solo_desktop.core.actions import split
from solo_desktop.core.cards import CARD_TEXT, SUIT_MASK, SUIT_WORDS, Card, parse_card, parse_suit
from solo_desktop.core.game import Action, Game, Phase, PlayerView
from solo_desktop.games.german_solo_score import (
    BLACK_QUEENS,
    LADDER,
    PLAYERS,
    Contract,
    contract_value,
)
from solo_desktop.games.german_solo_view import GermanSoloView

BID_MARGIN = 1.0
"""Expected chips a contract must promise before the bot bids or holds it."""
RAISE_MARGIN = 2.0
"""Expected chips a raise at the winner's turn must promise beyond the contract won."""
KEEP = 0.5
"""How much a card's later worth counts against the chance of taking the trick."""
CRITICAL = 0.4
"""Share of `KEEP` that counts when the trick may decide the hand."""
DRAW_BONUS = 0.2
"""Bonus for the declarer side leading a sure trump while an opponent may still hold trumps."""
KEEP_TRUMPS = 0.25
"""Penalty for a defender leading a trump."""
SEEK_PARTNER = 0.3
"""Bonus for the soloist leading his called suit while the partner is unknown."""


def expected_gains(view: GermanSoloView) -> dict[Contract, float]:
    """Expected chips for this seat of declaring each contract with its hand."""
    rules = view.rules
    kicker = rules.number("kicker_value")
    pay_value = rules.text("loss_payment") == "value"
    soloist_leads = rules.text("first_lead") == "soloist"
    gains = {}
    for contract in LADDER:
        p = make_chance(view.hand, contract, soloist_leads)
        value = contract_value(contract, kicker)
        opponents = 2 if contract.spec.calls else 3
        win = value if contract.spec.calls else value * opponents
        lose = opponents * (value if pay_value else 2)
        gains[contract] = p * win - (1 - p) * lose
    return gains


class GermanSoloRuleBot:
    """Bids, declares and plays German Solo by rules of thumb and card counting."""

    name = "rule"

    def __init__(self, bid_margin: float = BID_MARGIN, raise_margin: float = RAISE_MARGIN) -> None:
        """A bot bidding with these margins (expected chips, see the module constants)."""
        self.bid_margin = bid_margin
        self.raise_margin = raise_margin

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The action this bot takes in `view` (always one of `view.legal_actions`)."""
        assert isinstance(view, GermanSoloView), "the German Solo bot plays German Solo only"
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.AUCTION:
            return self._bid(view, legal)
        if view.phase is Phase.DECLARE:
            return self._declare(view, legal)
        cards = [parse_card(split(a)[1][0]) for a in legal]
        return "play " + CARD_TEXT[_Play(view).choose(cards)]

    # -- auction ---------------------------------------------------------------------------

    def _bid(self, view: GermanSoloView, legal: Sequence[Action]) -> Action:
        gains = expected_gains(view)
        bids = [(Contract(split(a)[1][0]), a) for a in legal if a.startswith("bid ")]
        if view.raising:
            current = view.high_bid
            options = [(gains[c], a) for c, a in bids]
            if "pass" in legal and current is not None:
                options.append((gains[current] + self.raise_margin, "pass"))
            return max(options, key=lambda o: o[0])[1]
        acceptable = [c.position for c in LADDER if gains[c] >= self.bid_margin]
        top = max(acceptable, default=-1)
        if "hold" in legal:
            high = view.high_bid
            if "pass" not in legal or (high is not None and high.position <= top):
                return "hold"
            return "pass"
        within = [a for c, a in bids if c.position <= top]
        if within:
            return min(within, key=_position)
        if "pass" in legal:
            return "pass"
        return max(bids, key=lambda b: gains[b[0]])[1]

    # -- trumps and the call -----------------------------------------------------------------

    def _declare(self, view: GermanSoloView, legal: Sequence[Action]) -> Action:
        verb = split(legal[0])[0]
        hand = view.hand
        if verb == "trump":
            suits = [parse_suit(split(a)[1][0]) for a in legal]
            contract = view.contract
            if view.seat != view.declarer:
                # Grossfrage's partner: the soloist holds both black queens.
                hand |= BLACK_QUEENS
            key = contract if contract in SUIT_WEIGHTS else Contract.SOLO
            assert key is not None
            return "trump " + SUIT_WORDS[best_trump(hand, key, suits)[0]]
        trumps = view.context.trump if view.trump is not None else 0

        def shortness(a: Action) -> tuple[int, int, int]:
            c = parse_card(split(a)[1][0])
            side = hand & SUIT_MASK[c >> 4] & ~trumps & ~BLACK_QUEENS
            n = side.bit_count()
            order = {1: 0, 0: 1}.get(n, n)
            return (-(c & 15), order, n)

        return min(legal, key=shortness)


def _position(action: Action) -> int:
    return Contract(split(action)[1][0]).position


class _Play(OddsPlay[GermanSoloView]):
    """One play decision: what the seat knows, who is on its side, and the card to play."""

    def __init__(self, view: GermanSoloView) -> None:
        self.view = view
        self.ctx = ctx = view.context
        self.seat = view.seat
        declarer = view.declarer
        assert declarer is not None
        self.declarer = declarer
        spec = view.spec
        assert spec is not None
        self.spec = spec
        tricks = [(t.leader, t.cards) for t in view.history]
        if view.trick:
            tricks.append((view.leader, view.trick))
        know = Knowledge(self.seat, view.hand, ctx, tricks, view.policy.head, view.hand_sizes)
        if view.open_hand and self.seat != declarer:
            know.reveal(declarer, view.open_hand)
        called = view.called
        if called is not None and self.seat != declarer:
            know.exclude(declarer, 1 << called)
        self.know = know
        self.friend = self._friends()
        self.keep = KEEP * (CRITICAL if self._critical() else 1.0)

    def _friends(self) -> list[float]:
        """Per seat, the chance (as this seat knows) that it plays on this seat's side."""
        view, me, d = self.view, self.seat, self.declarer
        partner = view.partner
        called = view.called
        candidates: list[int] = []
        if self.spec.calls and partner is None and called is not None:
            candidates = [
                s
                for s in range(PLAYERS)
                if s not in (me, d) and self.know.possible[s] >> called & 1
            ]
            if len(candidates) == 1:
                partner = candidates[0]
        if partner is not None or len(candidates) < 2:
            side = {d} if partner is None else {d, partner}
            mine = me in side
            return [1.0 if (s in side) == mine else 0.0 for s in range(PLAYERS)]
        friend = [0.0] * PLAYERS
        friend[me] = 1.0
        share = 1.0 / len(candidates)
        for s in candidates:
            friend[s] = share if me == d else 1.0 - share
        return friend

    def _critical(self) -> bool:
        """Whether this trick may decide the hand: a side needs every trick left, or one more."""
        view, spec = self.view, self.spec
        left = 8 - len(view.history)
        side = sum(t for s, t in enumerate(view.tricks) if self.friend[s] == 1.0)
        if self.friend[self.declarer] == 1.0:
            mine, theirs = spec.aim - side, 9 - spec.aim - (8 - left - side)
        else:
            mine, theirs = 9 - spec.aim - side, spec.aim - (8 - left - side)
        return mine >= left or theirs <= 1

    def choose(self, cards: Sequence[Card]) -> Card:
        """The card to play out of the legal `cards`."""
        if self.spec.misere:
            if self.seat == self.declarer:
                return self._duck(cards)
            return self._defend_misere(cards, self.declarer)
        return max(cards, key=self._trick_score)

    # -- trump and all-trick contracts ----------------------------------------------------

    def _lead_bonus(self, c: Card, p: float) -> float:
        ctx, know, friend = self.ctx, self.know, self.friend
        on_side = friend[self.declarer] == 1.0
        if ctx.trump >> c & 1:
            if not on_side:
                return -KEEP_TRUMPS
            enemy_trumps = any(
                friend[s] < 1.0 and know.possible[s] & ctx.trump for s in range(PLAYERS)
            )
            return DRAW_BONUS if enemy_trumps and p > 0.9 else 0.0
        called = self.view.called
        if (
            self.seat == self.declarer
            and called is not None
            and self.view.partner is None
            and c >> 4 == called >> 4
            and c != called
        ):
            return SEEK_PARTNER
        if not on_side and ctx.trump:
            return self._through(c, self.declarer)
        return 0.0

    # -- kicker and bronco (`OddsPlay._duck` and `OddsPlay._defend_misere`) ---------------------

    def _misere_lead_score(self, c: Card) -> float:
        """How likely leading `c` forces the soloist to take the trick."""
        ctx, know = self.ctx, self.know
        d = self.declarer
        above = higher(ctx, c)
        p = know.p_any(d, above)
        if not self.view.policy.head:
            # Without the head rule he heads only when he holds nothing lower.
            below = ctx.follow[c] & ~above & ~(1 << c)
            p *= 1.0 - know.p_any(d, below)
        between = (d - self.seat) % PLAYERS
        for k in range(1, PLAYERS):
            s = (self.seat + k) % PLAYERS
            if s == d:
                continue
            if k < between:
                p *= 1.0 - 0.5 * know.p_any(s, above)  # a raise in between may free him
            else:
                p *= 1.0 - 0.7 * know.p_any(s, above)  # a later seat may overtake him
        return p - 0.01 * ctx.strength[c] / 100


def make(game: Game) -> GermanSoloRuleBot:
    """The rule bot of german_solo (registered as its ``rule`` level by `builtin`)."""
    return GermanSoloRuleBot()
