"""A rule-based Six-bid Solo player (and Progressive Solo): bids what it makes, plays for points.

- Bidding: `expected_points` counts the card points a hand expects with a suit as trumps (trump
  length and top trumps, side aces and guarded tens, the widow's expected points) and the bot
  bids the highest contract it expects to make with a margin: solo / heart_solo (and the
  progressive suit solos) from `SOLO_MIN`, guarantee solo `GUARANTEE_MARGIN` over its aim,
  call solo only when `takes_all` (every trick is sure); misère and spread misère when
  `misere_risk` (cards too high for the low cards that guard them) is nil. Frog counts the
  widow's three cards as taken and the best three discarded. It doubles only with a strong
  defensive holding in the bidder's trumps.
- Naming trumps: its best suit. Call solo: calls the best card it lacks (the top trumps first),
  gives back its least useful card. Frog: discards loose points (they count at once), never
  trumps when it can help it, and voids short side suits.
- Play (trump contracts), as the Solo 66 bot: tracks the cards played and the voids shown; the
  declarer draws trumps while he holds the top trump, cashes sure winners and wins tricks
  cheaply; defenders (everybody but the bidder) smear points onto a trick a fellow defender is
  sure to win, win the declarer's tricks as cheaply as they can and otherwise throw their least
  valuable card.
- Misère: the declarer stays under the trick and sheds its most dangerous card when void;
  defenders keep the trick low while he is to play and load points on the tricks he takes.

Knowledge comes from the view only: its hand, the calls, trumps, the declarer and the tricks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from solo_desktop.ai.rulebots import point_play
from solo_desktop.ai.rulebots.point_play import Knowledge, PointPlay
from solo_desktop.core.actions import split
from solo_desktop.core.cards import (
    ACE,
    CARD_POINTS,
    CARD_TEXT,
    DECK_36,
    KING,
    SUIT_MASK,
    TEN,
    Card,
    Mask,
    card,
    mask_of,
    parse_card,
    parse_suit,
)
from solo_desktop.core.game import Action, Game, PlayerView
from solo_desktop.core.tricks import TEN_HIGH, TrickContext, suit_contract
from solo_desktop.games.six_bid_score import LADDERS, Contract
from solo_desktop.games.six_bid_view import SixBidView

DECK_MASK = mask_of(DECK_36)
HEARTS = 2
SOLO_MIN = 63.0
"""Expected card points to bid a solo (aim 60)."""
GUARANTEE_MARGIN = 26.0
"""Expected points above the guarantee solo's aim (74 hearts, 80 otherwise) to bid it."""
DOUBLE_MIN = 4.0
"""Defensive strength (see `defence`) to double a progressive bid."""
REDOUBLE_MIN = 80.0
"""Expected points for the bidder to redouble."""
PER_TRICK = 10.0
"""Card points a won trick brings on average."""
SUIT_SOLOS = {"spade_solo": 1, "club_solo": 0, "diamond_solo": 3, "heart_solo": HEARTS}
MISERES = ("misere", "spread_misere")


def _rank_index(c: Card) -> int:
    """0 for an ace, 1 for a ten, ... 8 for a six."""
    return TEN_HIGH.index(c & 15)


def trick_estimate(hand: Mask, trump: int) -> float:
    """Expected tricks for `hand` as declarer with `trump` as trumps."""
    trumps = hand & SUIT_MASK[trump]
    n = trumps.bit_count()
    has = [bool(trumps >> card(trump, r) & 1) for r in TEN_HIGH[:9]]
    tricks = 0.0
    # Top trumps win in turn when the higher ones are held or guarded by length.
    for i in range(4):
        if has[i]:
            missing = sum(1 for j in range(i) if not has[j])
            if missing == 0:
                tricks += 1.0
            elif n > missing + 1:
                tricks += 0.7 if missing == 1 else 0.4
    # Long trumps win the tricks the defenders (9 - n trumps between them) cannot follow.
    tricks += max(0, n - 4) * 0.9
    for s in range(4):
        if s == trump:
            continue
        side = hand & SUIT_MASK[s]
        k = side.bit_count()
        if side >> card(s, ACE) & 1:
            tricks += 1.0 if k <= 5 else 0.8
            if side >> card(s, TEN) & 1:
                tricks += 0.8
        elif side >> card(s, TEN) & 1 and k >= 2:
            tricks += 0.35
        if k == 0 and n >= 3:
            tricks += 0.6
        elif k == 1 and n >= 4:
            tricks += 0.3
    return min(tricks, 11.0)


def expected_points(hand: Mask, trump: int, widow: bool = True) -> float:
    """Card points `hand` expects to take as declarer with `trump`, the widow's included."""
    own = sum(CARD_POINTS[c] for c in DECK_36 if hand >> c & 1)
    tricks = trick_estimate(hand, trump)
    # Won tricks bring the hand's own high cards home; lost ones its low cards only.
    share = min(1.0, tricks / 11 * 1.3)
    pts = tricks * PER_TRICK * 0.7 + own * share
    if widow:
        pts += 3 * (120 - own) / 25
    return min(pts, 120.0)


def takes_all(hand: Mask, trump: int) -> bool:
    """Whether `hand` surely takes every trick with `trump`: six or more trumps headed by the
    ace, ten and king (they draw the rest), and side suits that are top sequences."""
    trumps = hand & SUIT_MASK[trump]
    if trumps.bit_count() < 6 or any(not trumps >> card(trump, r) & 1 for r in TEN_HIGH[:3]):
        return False
    for s in range(4):
        k = (hand & SUIT_MASK[s]).bit_count()
        if s != trump and any(not hand >> card(s, r) & 1 for r in TEN_HIGH[:k]):
            return False
    return True


def frog_points(hand: Mask) -> float:
    """Expected points in frog: hearts trumps, the widow taken (the expected hand gets better)."""
    return expected_points(hand, HEARTS, widow=True) + 4.0


def misere_risk(hand: Mask) -> int:
    """How many cards are too high for the low cards that guard them in their suit."""
    risk = 0
    for s in range(4):
        cards = sorted(
            (c for c in DECK_36 if hand >> c & 1 and c >> 4 == s), key=lambda c: -_rank_index(c)
        )
        for i, c in enumerate(cards):
            height = 8 - _rank_index(c)  # 0 for a six, 8 for an ace
            if height > 2 * i + 1:
                risk += 1
            if CARD_POINTS[c] >= 10:
                risk += 1
    return risk


def defence(hand: Mask, trump: int) -> float:
    """A defender's strength against `trump`: top trumps, trump length, side aces."""
    trumps = hand & SUIT_MASK[trump]
    score = 0.4 * trumps.bit_count()
    for r, w in ((ACE, 1.0), (TEN, 0.8), (KING, 0.5)):
        if trumps >> card(trump, r) & 1:
            score += w
    score += sum(0.7 for s in range(4) if s != trump and hand >> card(s, ACE) & 1)
    return score


def knowledge(view: PlayerView, ctx: TrickContext, order: Sequence[int]) -> Knowledge:
    """The cards not yet seen by this seat (its hand, its discards, the tricks) and the voids
    shown in the tricks."""
    seen = view.hand
    for seat, action in view.calls:
        if seat == view.seat and split(action)[0] == "discard":
            seen |= mask_of(parse_card(t) for t in split(action)[1])
    return point_play.knowledge(view, ctx, order, seen, DECK_MASK)


class SixBidRuleBot:
    """Bids, names trumps, calls, discards and plays Six-bid Solo by rules of thumb."""

    name = "rule"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The action this bot takes in `view` (always one of `view.legal_actions`)."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        verbs = {split(a)[0] for a in legal}
        if "play" in verbs:
            return _Play(view).choose([parse_card(split(a)[1][0]) for a in legal])
        if "discard" in verbs:
            return self._discard(view, legal)
        if "call" in verbs:
            return self._call(view, legal)
        if "give" in verbs:
            return self._give(view, legal)
        if "trump" in verbs:
            return self._name_trumps(view, legal)
        return self._bid(view, legal)

    # -- auction ---------------------------------------------------------------------------

    def _makeable(self, hand: Mask, contract: str) -> bool:
        best = max(expected_points(hand, s) for s in (0, 1, 3))
        hearts = expected_points(hand, HEARTS)
        if contract == "solo":
            return best >= SOLO_MIN
        if contract in SUIT_SOLOS:
            return expected_points(hand, SUIT_SOLOS[contract]) >= SOLO_MIN
        if contract == "frog":
            return frog_points(hand) >= SOLO_MIN
        if contract == "misere":
            return misere_risk(hand) == 0
        if contract == "spread_misere":
            return misere_risk(hand) == 0 and not any(
                hand >> card(s, r) & 1 for s in range(4) for r in (ACE, TEN, KING)
            )
        if contract == "guarantee_solo":
            return max(best - 80, hearts - 74) >= GUARANTEE_MARGIN
        if contract == "call_solo":
            return any(takes_all(hand, t) for t in range(4))
        return False

    def _bid(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        hand = view.hand
        bids = [a for a in legal if a.startswith("bid ")]
        makeable = [a for a in bids if self._makeable(hand, split(a)[1][0])]
        if makeable:
            # The highest contract of the variant's ladder (legal actions come sorted as text).
            assert isinstance(view, SixBidView)
            ladder = LADDERS[view.rules.text("variant")]
            return max(makeable, key=lambda a: ladder.index(Contract(split(a)[1][0])))
        if "redouble" in legal and view.declarer == view.seat:
            return "redouble" if self._bidder_points(view) >= REDOUBLE_MIN else "pass"
        if "double" in legal:
            trump = _standing_trump(view)
            if trump is not None and defence(hand, trump) >= DOUBLE_MIN:
                return "double"
        if "pass" in legal:
            return "pass"
        return legal[0]

    def _bidder_points(self, view: PlayerView) -> float:
        trump = _standing_trump(view)
        return 0.0 if trump is None else expected_points(view.hand, trump)

    def _name_trumps(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        hand = view.hand

        def key(a: Action) -> tuple[bool, float]:
            t = parse_suit(split(a)[1][0])
            return takes_all(hand, t), expected_points(hand, t)

        return max(legal, key=key)

    # -- call solo and frog ----------------------------------------------------------------

    def _call(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        trump = view.trump

        def help_(a: Action) -> float:
            c = parse_card(split(a)[1][0])
            score = 10.0 - _rank_index(c) + CARD_POINTS[c]
            if trump is not None and c >> 4 == trump:
                score += 30
            return score

        return max(legal, key=help_)

    def _give(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        hand = view.hand
        trump = view.trump

        def cost(a: Action) -> float:
            c = parse_card(split(a)[1][0])
            s = c >> 4
            score = CARD_POINTS[c] + (8 - _rank_index(c)) * 0.5
            if trump is not None and s == trump:
                score += 100
            score += (hand & SUIT_MASK[s]).bit_count() * 0.3
            return score

        return min(legal, key=cost)

    def _discard(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        hand = view.hand
        trump = view.trump if view.trump is not None else HEARTS
        lengths = [(hand & SUIT_MASK[s]).bit_count() for s in range(4)]
        worth: dict[Card, float] = {}
        for c in DECK_36:
            if not hand >> c & 1:
                continue
            s = c >> 4
            side = hand & SUIT_MASK[s]
            if s == trump:
                worth[c] = -40.0 - CARD_POINTS[c]
            elif c & 15 == ACE:
                worth[c] = -12.0
            elif c & 15 == TEN and side >> card(s, ACE) & 1:
                worth[c] = -6.0
            else:
                worth[c] = CARD_POINTS[c] + 0.1 * (8 - _rank_index(c))

        def value(action: Action) -> float:
            cards = [parse_card(t) for t in split(action)[1]]
            score = sum(worth[c] for c in cards)
            for s in range(4):
                if s != trump and lengths[s] and sum(1 for c in cards if c >> 4 == s) == lengths[s]:
                    score += 7
            return score

        return max(legal, key=value)


def _standing_trump(view: PlayerView) -> int | None:
    """The trumps of the standing bid, when its contract fixes them (hearts, suit solos)."""
    for _, action in reversed(view.calls):
        verb, args = split(action)
        if verb == "bid" and args:
            if args[0] in SUIT_SOLOS:
                return SUIT_SOLOS[args[0]]
            if args[0] == "frog":
                return HEARTS
            return None
    return None


def _contract(view: PlayerView) -> str | None:
    """The contract being played: the last bid of the auction."""
    for _, action in reversed(view.calls):
        verb, args = split(action)
        if verb == "bid" and args:
            return args[0]
    return None


def active_seats(view: PlayerView) -> list[int]:
    """The seats in play, in clockwise order (with four players the dealer sits out)."""
    if isinstance(view, SixBidView):
        return list(view.active_seats)
    n = view.players
    return [s for s in range(n) if not (n == 4 and s == view.dealer)]


class _Play(PointPlay):
    """One play decision, from the view only."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.seat = view.seat
        self.order = active_seats(view)
        contract = _contract(view)
        self.misere = contract in MISERES
        ctx = suit_contract(None if self.misere else view.trump)
        super().__init__(ctx, knowledge(view, ctx, self.order))
        self.declarer = view.declarer

    def _after(self, seat: int, k: int) -> int:
        """The seat in play `k` places after `seat`."""
        return self.order[(self.order.index(seat) + k) % len(self.order)]

    def choose(self, cards: list[Card]) -> Action:
        """The card to play out of the legal `cards`."""
        view, d = self.view, self.declarer
        if self.misere and d is not None:
            chosen = self._misere_declarer(cards) if self.seat == d else self._misere_def(cards)
        elif d is None:
            chosen = min(cards, key=lambda c: (CARD_POINTS[c], self.ctx.strength[c]))
        elif view.trick:
            best_seat = self._after(view.leader, self.ctx.winner(view.trick))
            chosen = self.follow(cards, view.trick, self.seat, d, best_seat, self._later())
        elif self.seat == d:
            chosen = self.lead_declarer(cards, self._later(), draw_low=4)
        else:
            chosen = self.lead_defender(cards, self._later())
        return "play " + CARD_TEXT[chosen]

    def _later(self) -> list[int]:
        """The seats in play still to play to the trick after this one."""
        n = len(self.order)
        return [self._after(self.seat, k) for k in range(1, n - len(self.view.trick))]

    # -- misère ----------------------------------------------------------------------------

    def _danger(self, c: Card) -> int:
        """How many unseen cards of its suit are lower than `c` (what could undercut it)."""
        ctx = self.ctx
        return (self.know.unseen & ctx.follow[c] & ~ctx.beats[c] & ~(1 << c)).bit_count()

    def _misere_declarer(self, cards: list[Card]) -> Card:
        ctx, trick = self.ctx, self.view.trick
        strength = ctx.strength
        if not trick:
            return min(cards, key=lambda c: (self._danger(c), strength[c]))
        top = trick[ctx.winner(trick)]
        under = [c for c in cards if not ctx.beats[top] >> c & 1]
        if under:
            follow = [c for c in under if ctx.follow[trick[0]] >> c & 1]
            if follow:
                return max(follow, key=lambda c: strength[c])
            return max(under, key=lambda c: (CARD_POINTS[c], self._danger(c), strength[c]))
        if not self._later():
            return max(cards, key=lambda c: strength[c] - 20 * CARD_POINTS[c])
        return max(cards, key=lambda c: strength[c])

    def _misere_def(self, cards: list[Card]) -> Card:
        ctx, view, know = self.ctx, self.view, self.know
        d = self.declarer
        assert d is not None
        strength = ctx.strength
        trick = view.trick
        if not trick:
            safe = [c for c in cards if (c >> 4) not in know.void[d]]
            return min(safe or cards, key=lambda c: (strength[c], CARD_POINTS[c]))
        top_i = ctx.winner(trick)
        top = trick[top_i]
        under = [c for c in cards if not ctx.beats[top] >> c & 1]
        if self._after(view.leader, top_i) == d:
            # The declarer takes it so far: load points on it without overtaking.
            if under:
                return max(under, key=lambda c: (CARD_POINTS[c], strength[c]))
            return min(cards, key=lambda c: strength[c])
        if d in self._later():
            same = [c for c in under if ctx.follow[trick[0]] >> c & 1]
            if same:
                return max(same, key=lambda c: strength[c])
            if under:
                return max(under, key=lambda c: (CARD_POINTS[c], strength[c]))
            return min(cards, key=lambda c: strength[c])
        # The declarer ducked: the trick is ours, throw high cards.
        return max(cards, key=lambda c: (strength[c], CARD_POINTS[c]))


def make(game: Game) -> SixBidRuleBot:
    """The rule bot of six_bid (registered as its ``rule`` level by `builtin`)."""
    return SixBidRuleBot()
