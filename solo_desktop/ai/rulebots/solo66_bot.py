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
from dataclasses import dataclass

from solo_desktop.ai.bot import register_bot
from solo_desktop.core.actions import split
from solo_desktop.core.cards import (
    ACE,
    CARD_POINTS,
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
from solo_desktop.core.tricks import TrickContext, suit_contract
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


@dataclass
class Knowledge:
    """What a seat knows from the play so far: unseen cards and who is void in what."""

    unseen: Mask
    """Cards neither in this hand, nor played, nor laid away by this seat."""
    void: list[set[int]]
    """Per seat, the effective suits (4 = trumps) it has shown void."""


def knowledge(view: Solo66View) -> Knowledge:
    """Track the cards played and the voids shown, from the view's completed tricks."""
    ctx = view.context
    seen = view.hand | view.discards
    void: list[set[int]] = [set() for _ in range(PLAYERS)]
    tricks = [(t.leader, t.cards) for t in view.history]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        lead_group = ctx.led_group(cards[0])
        for i, c in enumerate(cards):
            seen |= 1 << c
            seat = (leader + i) % PLAYERS
            if i and ctx.led_group(c) != lead_group:
                void[seat].add(lead_group)
                if ctx.trump and not ctx.trump >> c & 1:
                    void[seat].add(4)
    return Knowledge(DECK_MASK & ~seen, void)


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
        know = knowledge(view)
        declarer = view.declarer
        if declarer is None:
            chosen = self._play_last_trick_game(view, cards, know)
        elif view.trick:
            chosen = self._follow(view, cards, know, declarer)
        elif view.seat == declarer:
            chosen = self._lead_soloist(view, cards, know)
        else:
            chosen = self._lead_defender(view, cards, know, declarer)
        return "play " + _text(chosen)

    def _lead_soloist(self, view: Solo66View, cards: list[Card], know: Knowledge) -> Card:
        ctx = view.context
        hand_trumps = [c for c in cards if ctx.trump >> c & 1]
        out_trumps = know.unseen & ctx.trump
        if hand_trumps and out_trumps:
            top = max(hand_trumps, key=lambda c: ctx.strength[c])
            if _is_top(top, know.unseen, ctx):
                return top
            if len(hand_trumps) >= 3:
                return min(hand_trumps, key=lambda c: ctx.strength[c])
        winners = [c for c in cards if _sure_lead(c, view.seat, view, know)]
        if winners:
            return max(winners, key=lambda c: (CARD_POINTS[c], ctx.strength[c]))
        side = [c for c in cards if not ctx.trump >> c & 1]
        pool = side or cards
        return min(pool, key=lambda c: (CARD_POINTS[c], ctx.strength[c]))

    def _lead_defender(
        self, view: Solo66View, cards: list[Card], know: Knowledge, declarer: int
    ) -> Card:
        ctx = view.context
        side = [c for c in cards if not ctx.trump >> c & 1]
        winners = [c for c in side if _sure_lead(c, view.seat, view, know)]
        if winners:
            return max(winners, key=lambda c: CARD_POINTS[c])
        # Lead a suit the soloist is void in only if he has no trumps left to ruff with.
        pool = side or cards
        return min(pool, key=lambda c: (CARD_POINTS[c], ctx.strength[c]))

    def _follow(self, view: Solo66View, cards: list[Card], know: Knowledge, declarer: int) -> Card:
        ctx = view.context
        trick = view.trick
        seat = view.seat
        leader = view.leader
        best_i = ctx.winner(trick)
        best = trick[best_i]
        best_seat = (leader + best_i) % PLAYERS
        later = [(leader + i) % PLAYERS for i in range(len(trick) + 1, PLAYERS)]
        on_table = sum(CARD_POINTS[c] for c in trick)
        beating = sorted(
            (c for c in cards if ctx.beats[best] >> c & 1), key=lambda c: ctx.strength[c]
        )
        cheapest = min(cards, key=lambda c: (CARD_POINTS[c], ctx.strength[c]))
        if seat == declarer:
            holding = [c for c in beating if _holds(c, trick, later, view, know)]
            if holding:
                return min(holding, key=lambda c: (CARD_POINTS[c], ctx.strength[c]))
            if beating and (on_table >= 10 or not later):
                return beating[0]
            return cheapest
        declarer_later = declarer in later
        if best_seat != declarer and best_seat != seat:
            # A fellow defender leads the trick: smear points if it will hold.
            if not declarer_later or not _beatable_by(best, trick, declarer, view, know):
                return max(cards, key=lambda c: (CARD_POINTS[c], -ctx.strength[c]))
            return cheapest
        # The soloist is winning, or still to play: take the trick if it can hold.
        holding = [
            c for c in beating if not declarer_later or _holds(c, trick, [declarer], view, know)
        ]
        if holding:
            return min(holding, key=lambda c: (ctx.strength[c], CARD_POINTS[c]))
        return cheapest

    def _play_last_trick_game(self, view: Solo66View, cards: list[Card], know: Knowledge) -> Card:
        ctx = view.context
        if view.hand.bit_count() == 1:
            return cards[0]
        # Keep the strongest card for the last trick; get rid of the rest low.
        keep = max(cards, key=lambda c: ctx.strength[c])
        rest = [c for c in cards if c != keep] or cards
        return min(rest, key=lambda c: ctx.strength[c])


def _text(c: Card) -> str:
    from solo_desktop.core.cards import CARD_TEXT

    return CARD_TEXT[c]


def _is_top(c: Card, unseen: Mask, ctx: TrickContext) -> bool:
    """Whether no unseen card of the same effective suit beats `c`."""
    return not (unseen & ctx.follow[c] & ctx.beats[c])


def _could_beat(seat: int, best: Card, lead_group: int, view: Solo66View, know: Knowledge) -> bool:
    """Whether `seat` may hold a card that beats `best` in a trick led with `lead_group`."""
    ctx = view.context
    higher = know.unseen & ctx.beats[best]
    if not higher:
        return False
    void = know.void[seat]
    lead_mask = ctx.trump if lead_group == 4 else SUIT_MASK[lead_group] & ~ctx.trump
    if lead_group not in void and higher & lead_mask:
        return True
    # Only a seat out of the led suit can trump.
    return bool(
        lead_group != 4
        and higher & ctx.trump
        and 4 not in void
        and _may_be_void(seat, lead_group, view, know)
    )


def _may_be_void(seat: int, group: int, view: Solo66View, know: Knowledge) -> bool:
    """Whether `seat` may be out of `group`: few of its cards remain unseen."""
    ctx = view.context
    lane = ctx.trump if group == 4 else SUIT_MASK[group] & ~ctx.trump
    remaining = (know.unseen & lane).bit_count()
    return group in know.void[seat] or remaining <= 3


def _holds(
    c: Card, trick: Sequence[Card], later: Sequence[int], view: Solo66View, know: Knowledge
) -> bool:
    """Whether `c`, played now, is sure to win against the seats still to play."""
    ctx = view.context
    group = ctx.led_group(trick[0]) if trick else ctx.led_group(c)
    return not any(_could_beat(s, c, group, view, know) for s in later)


def _beatable_by(
    best: Card, trick: Sequence[Card], seat: int, view: Solo66View, know: Knowledge
) -> bool:
    """Whether `seat`, still to play, may beat the trick's best card."""
    ctx = view.context
    return _could_beat(seat, best, ctx.led_group(trick[0]), view, know)


def _sure_lead(c: Card, seat: int, view: Solo66View, know: Knowledge) -> bool:
    """Whether leading `c` is sure to win the trick (as far as this seat knows)."""
    others = [(seat + i) % PLAYERS for i in range(1, PLAYERS)]
    return _holds(c, (), others, view, know)


def _make(game: Game) -> Solo66RuleBot:
    return Solo66RuleBot()


register_bot("rule", _make, "solo66")
