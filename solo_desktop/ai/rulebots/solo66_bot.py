"""A rule-based Solo 66 player: bids from hand strength, discards sensibly, plays soundly.

- Bidding: each suit's strength as trumps (length, top trumps, side aces and guarded tens, the
  talon's expected help) against a threshold; it bids the cheapest legal suit while one of its
  acceptable trump suits ranks at or above it, and announces its strongest allowed suit.
- Discard: never trumps; secures loose counting cards (an unguarded ten or king counts for the
  soloist once laid away) and voids short side suits, keeping aces.
- Play: keeps track of the cards played and of who is void. The soloist draws trumps while
  he holds the top trump, cashes sure winners and wins tricks cheaply; a defender smears points
  onto a trick a fellow defender is sure to win, wins the soloist's tricks as cheaply as he
  can, and otherwise throws his least valuable card.
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
    DECK_32,
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
from solo_desktop.core.game import Action, Game, Phase, PlayerView
from solo_desktop.core.tricks import suit_contract
from solo_desktop.games.solo66 import PLAYERS, Solo66View

DECK_MASK = mask_of(DECK_32)
BID_THRESHOLD = 7.0
"""Strength (see `suit_strength`) from which a suit is worth playing as trumps."""


def suit_strength(hand: Mask, trump: int) -> float:
    """How well `hand` would play with `trump` as trumps: about 1 point per expected trick.

    Counts trump length and the top trumps, side aces and guarded side tens, and adds the
    talon's expected help (two unseen cards out of twenty-six).
    """
    ctx = suit_contract(trump)
    trumps = hand & ctx.trump
    n = trumps.bit_count()
    score = 1.1 * n
    if trumps >> card(trump, ACE) & 1:
        score += 2.0
    if trumps >> card(trump, TEN) & 1:
        score += 1.5 if trumps >> card(trump, ACE) & 1 or n >= 3 else 0.8
    if trumps >> card(trump, KING) & 1:
        score += 0.6
    for s in range(4):
        if s == trump:
            continue
        side = hand & SUIT_MASK[s]
        if side >> card(s, ACE) & 1:
            score += 1.5
            if side >> card(s, TEN) & 1:
                score += 1.0
        elif side >> card(s, TEN) & 1 and side.bit_count() >= 2:
            score += 0.4
        if not side:
            score += 0.6 if n >= 3 else 0.2
    score += 2 * (8 - n) / 26 * 1.1
    return score


def knowledge(view: Solo66View) -> Knowledge:
    """Track the cards played and the voids shown, from the view's completed tricks."""
    return point_play.knowledge(
        view, view.context, range(PLAYERS), view.hand | view.discards, DECK_MASK
    )


class Solo66RuleBot:
    """Bids, discards and plays Solo 66 by the rules of thumb of a decent club player."""

    name = "rule"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The action this bot takes in `view` (always one of `view.legal_actions`)."""
        assert isinstance(view, Solo66View), "the Solo 66 bot plays Solo 66 only"
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase is Phase.AUCTION:
            return self._bid(view, legal)
        if phase is Phase.DECLARE:
            return self._announce(view, legal)
        if phase is Phase.EXCHANGE:
            return self._discard(view, legal)
        return self._play(view, legal)

    # -- auction ---------------------------------------------------------------------------

    def _bid(self, view: Solo66View, legal: Sequence[Action]) -> Action:
        hand = view.hand
        acceptable = [s for s in range(4) if suit_strength(hand, s) >= BID_THRESHOLD]
        if not acceptable:
            return "pass"
        best_rank = max(3 - s for s in acceptable)
        bids = [a for a in legal if a != "pass"]
        # Bids come cheapest first; a bid of rank r commits to trumps of rank r or higher.
        for a in bids:
            rank = 3 - parse_suit(split(a)[1][0])
            if rank <= best_rank:
                return a
        return "pass"

    def _announce(self, view: Solo66View, legal: Sequence[Action]) -> Action:
        hand = view.hand
        return max(legal, key=lambda a: suit_strength(hand, parse_suit(split(a)[1][0])))

    # -- exchange ----------------------------------------------------------------------------

    def _discard(self, view: Solo66View, legal: Sequence[Action]) -> Action:
        hand = view.hand
        trump = view.trump
        assert trump is not None
        ctx = suit_contract(trump)

        def value(action: Action) -> float:
            cards = [parse_card(t) for t in split(action)[1]]
            rest = hand & ~mask_of(cards)
            score = 0.0
            for c in cards:
                if ctx.trump >> c & 1:
                    score -= 30 + CARD_POINTS[c]
                    continue
                s = c >> 4
                side = hand & SUIT_MASK[s]
                if c & 15 == ACE:
                    score -= 12
                elif c & 15 == TEN and side >> card(s, ACE) & 1:
                    score -= 6  # a guarded ten will likely win its own trick
                else:
                    score += CARD_POINTS[c]
            for s in range(4):
                if s != trump and hand & SUIT_MASK[s] and not rest & SUIT_MASK[s]:
                    score += 7  # a void to trump in
            return score

        return max(legal, key=value)

    # -- play ------------------------------------------------------------------------------

    def _play(self, view: Solo66View, legal: Sequence[Action]) -> Action:
        cards = [parse_card(split(a)[1][0]) for a in legal]
        declarer = view.declarer
        if declarer is None:
            return "play " + CARD_TEXT[self._play_last_trick_game(view, cards)]
        play = PointPlay(view.context, knowledge(view))
        seat, leader, trick = view.seat, view.leader, view.trick
        if trick:
            best_seat = (leader + view.context.winner(trick)) % PLAYERS
            later = [(leader + i) % PLAYERS for i in range(len(trick) + 1, PLAYERS)]
            chosen = play.follow(cards, trick, seat, declarer, best_seat, later)
        else:
            others = [(seat + i) % PLAYERS for i in range(1, PLAYERS)]
            if seat == declarer:
                chosen = play.lead_declarer(cards, others, draw_low=3)
            else:
                chosen = play.lead_defender(cards, others)
        return "play " + CARD_TEXT[chosen]

    def _play_last_trick_game(self, view: Solo66View, cards: list[Card]) -> Card:
        ctx = view.context
        if view.hand.bit_count() == 1:
            return cards[0]
        # Keep the strongest card for the last trick; get rid of the rest low.
        keep = max(cards, key=lambda c: ctx.strength[c])
        rest = [c for c in cards if c != keep] or cards
        return min(rest, key=lambda c: ctx.strength[c])


def make(game: Game) -> Solo66RuleBot:
    """The rule bot of solo66 (registered as its ``rule`` level by `builtin`)."""
    return Solo66RuleBot()
