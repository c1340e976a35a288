"""A rule-based Sixty-Six player: careful play while the stock is open, exact endgames after.

Open stock (free play, both draw after each trick):
- On lead it says `out` at 66 credited points, and only then; exchanges the trump nine (jack
  with 20 cards) whenever allowed; shows a marriage that brings it to 66; closes the stock when
  an exact search of the closed game over sampled opponent hands says closing wins safely,
  the closer penalty counted; shows any other marriage (trumps first) and leads its queen.
  Otherwise it leads the card that risks least: low side cards first, keeping trumps, aces,
  tens and kings or queens whose partner may still come; a top trump that makes 66 is cashed.
- Following, each card is scored by the points the trick wins or gives away, less what keeping
  the card is worth (trumps much, aces and marriage partners some): a ten or an ace led is
  taken with a higher card of the suit or a low trump, a worthless trick is not trumped, and
  otherwise the least useful card is thrown. A trick that brings it to 66, or that would bring
  the opponent there, is won when it can be.

Stock closed or exhausted (strict play): `sixty_six_search` solves the rest of the hand exactly
for the game points of the settlement. Once the stock is exhausted every card is known (the
opponent holds all unseen cards). After a close the opponent's hand is one of the subsets of
the unseen cards (less the suits he has shown void in since): all of them are searched when
they are few, else a sample (`choose_within` searches more of them while a budget lasts), and
the card with the best average wins; ties go to the open-play scores. Everything comes from
the view: the opponent's points are recounted from the tricks and marriages shown, so
`hide_points` does not blind it (it plays from memory).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable, Sequence

from solo_desktop.ai.budget import Budget
from solo_desktop.ai.rulebots.sixty_six_search import Endgame, Solver
from solo_desktop.core.cards import (
    ACE,
    CARD_POINTS,
    CARD_TEXT,
    KING,
    QUEEN,
    SUIT_WORDS,
    TEN,
    Card,
    Mask,
    card,
    cards_of,
    mask_of,
)
from solo_desktop.core.game import Action, Game, PlayerView
from solo_desktop.games.sixty_six_score import WIN_POINTS, close_penalty
from solo_desktop.games.sixty_six_view import SixtySixView

SAMPLES = 16
"""Opponent hands searched after a close when there are more than this many (a sample)."""
CLOSE_SAMPLES = 12
"""Opponent hands searched to decide on closing the stock."""
CLOSE_POTENTIAL = 58
"""Points (taken, shown, and the aces, tens and trumps held) below which closing is not tried."""
CLOSE_VALUE = 1.2
"""Mean game points the closed game must be worth to close."""
CLOSE_SAFETY = 0.85
"""Share of sampled opponent hands against which closing must win."""
TIE_WEIGHT = 1e-4
"""Weight of the open-play score when equally good endgame moves are ranked."""


def _pair(suit: int) -> Mask:
    return 1 << card(suit, KING) | 1 << card(suit, QUEEN)


class Situation:
    """What the bot works out from a view once per decision."""

    def __init__(self, view: SixtySixView) -> None:
        """Collect the cards, points and masks that the rules of thumb use."""
        self.view = view
        ctx = view.context
        self.ctx = ctx
        self.trump = view.trump
        self.trumps = ctx.trump
        self.hand = view.hand
        self.unseen = view.unseen
        self.opp_known = view.opponent_known
        self.outstanding = self.unseen | self.opp_known
        """Cards the opponent may hold (or that may still come from the stock)."""
        opp = view.opponent
        cards = 0
        for t in view.history:
            if t.winner == opp:
                cards += sum(CARD_POINTS[c] for c in t.cards)
        shown = sum(40 if s == self.trump else 20 for seat, s in view.marriages if seat == opp)
        self.opp_tricks = view.tricks[opp]
        self.opp_points = cards + shown if self.opp_tricks else cards
        self.opp_pending = 0 if self.opp_tricks else shown
        self.own = view.own_points
        self.own_tricks = view.tricks[view.seat]
        self.pending = view.pending

    def keep(self, c: Card) -> int:
        """What holding on to `c` is worth, its own points included."""
        points = CARD_POINTS[c]
        suit, rank = c >> 4, c & 15
        value = points
        if rank in (KING, QUEEN):
            pair = _pair(suit)
            partner = pair & ~(1 << c)
            marriage = 40 if suit == self.trump else 20
            if self.hand & pair == pair:
                value += marriage
            elif partner & self.unseen:
                value += 4
        if self.trumps >> c & 1:
            return value + points + 9
        if rank == ACE:
            return value + 2
        if rank == TEN:
            top = not self.outstanding & (1 << card(suit, ACE))
            return value + (3 if top else -2)
        return value

    def beaten_by_outstanding(self, c: Card) -> bool:
        """Whether a card the opponent may hold beats `c` led."""
        return bool(self.ctx.beats[c] & self.outstanding)

    def follow_score(self, led: Card, d: Card) -> float:
        """How good playing `d` on the opponent's `led` is in the open phase."""
        gain = CARD_POINTS[led] + CARD_POINTS[d]
        if self.ctx.beats[led] >> d & 1:
            score = gain + 1 - self.keep(d)  # 1: the lead and the first draw
            if self.own + self.pending + gain >= WIN_POINTS:
                score += 100
            return score
        score = -gain - self.keep(d)
        if self.opp_points + self.opp_pending + gain >= WIN_POINTS:
            score -= 100
        return score

    def lead_score(self, c: Card) -> float:
        """How good leading `c` is in the open phase (higher is better)."""
        risky = self.beaten_by_outstanding(c)
        score = -self.keep(c) - (CARD_POINTS[c] if risky else 0)
        if not risky and self.own + self.pending + CARD_POINTS[c] >= WIN_POINTS:
            score += 100
        return score - self.ctx.strength[c] / 1000


class SixtySixRuleBot:
    """Plays Sixty-Six by rules of thumb with the stock open and by exact search after."""

    name = "rule"

    def __init__(self, keep_solvers: bool = False, samples: int = SAMPLES) -> None:
        """A bot with an empty cache of endgame solvers. With `keep_solvers` the cache is kept
        when the hand seems to start anew (the rollouts of `sixty_six_pimc` jump between
        positions of many deals of one hand; their owner calls `forget` for a new hand).
        `samples`: the most opponent hands searched after a close (see `choose_within`)."""
        self._solvers: dict[tuple[object, ...], Solver] = {}
        self._keep = keep_solvers
        self.samples = samples
        self._budget: Budget | None = None
        self._played: Mask = 0
        """The cards played at the last decision: fewer now means a new hand."""

    def forget(self) -> None:
        """Drop the cached endgame solvers (their tables)."""
        self._solvers.clear()

    def choose_within(self, view: PlayerView, rng: random.Random, budget: Budget) -> Action:
        """As `choose`, but after a close up to `samples` opponent hands are searched (at
        least `SAMPLES`) while `budget` lasts."""
        self._budget = budget
        try:
            return self.choose(view, rng)
        finally:
            self._budget = None

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The action this bot takes in `view` (always one of `view.legal_actions`)."""
        assert isinstance(view, SixtySixView), "the Sixty-Six bot plays Sixty-Six only"
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        if view.on_lead and view.own_points >= WIN_POINTS:
            return "out"
        played = view.played
        if self._played & ~played and not self._keep:
            self._solvers.clear()  # a new hand: the old positions will not come up again
        self._played = played
        sit = Situation(view)
        marriages = [s for s in range(4) if _marriage(s) in legal]
        marriages.sort(key=lambda s: s != sit.trump)  # 40 in trumps first
        if marriages and sit.own_tricks:
            value = 40 if marriages[0] == sit.trump else 20
            if sit.own + value >= WIN_POINTS:
                return _marriage(marriages[0])  # then `out`
        if view.strict:
            return self._endgame(sit, legal, rng)
        if view.on_lead:
            return self._lead(sit, legal, marriages, rng)
        exact = self.last_open_trick(sit, view.playable)
        if exact is not None:
            return _play(exact)
        return _play(max(cards_of(view.playable), key=lambda d: sit.follow_score(view.trick[0], d)))

    # -- open stock --------------------------------------------------------------------------

    def _lead(
        self, sit: Situation, legal: Sequence[Action], marriages: list[int], rng: random.Random
    ) -> Action:
        view = sit.view
        melded = view.marriage
        if melded is not None:
            allowed = sit.hand & _pair(melded)
            exact = self.last_open_trick(sit, allowed)
            return _play(exact if exact is not None else max(cards_of(allowed), key=sit.lead_score))
        if "exchange" in legal:
            return "exchange"
        if "close" in legal and self._should_close(sit, rng):
            return "close"
        if marriages:
            return _marriage(marriages[0])
        values = self.last_open_trick_values(sit, view.playable)
        if values is None:
            return _play(max(cards_of(view.playable), key=sit.lead_score))
        exact = _best(sit, values)
        if "close" in legal:
            # Closing instead (the last stock card stays unknown to both) is as exactly valued.
            closed = self._close_values(sit, rng)
            if sum(closed) / len(closed) > values[exact]:
                return "close"
        return _play(exact)

    def last_open_trick(self, sit: Situation, allowed: Mask) -> Card | None:
        """The card of `allowed` worth most in the last trick before the stock runs out (one
        hidden card left in it, under the face-up card), by exact search; None elsewhere.
        The open-play scores break ties (`last_open_trick_values`)."""
        values = self.last_open_trick_values(sit, allowed)
        return None if values is None else _best(sit, values)

    def last_open_trick_values(self, sit: Situation, allowed: Mask) -> dict[Card, float] | None:
        """Each card of `allowed` with its mean game points for this seat at the last trick
        before the stock runs out; None elsewhere.

        Then every deal that fits the view is one of few: which unseen card is the last in the
        stock (the rest is the opponent's hand). For each, both draws are known (the trick's
        winner takes that card, the other the face-up card) and so is the whole strict play
        after: the endgame solver values it (`after_last_open_trick`). The opponent is taken
        to answer a lead with the card worst for this seat (he knows all but which of two
        cards lies in the stock). Each card's value is its mean over the deals."""
        view = sit.view
        face_up = view.trump_card
        if view.closed or view.stock_size != 2 or face_up is None:
            return None
        known = sit.opp_known
        hidden = view.hand_sizes[view.opponent] - known.bit_count()
        if sit.unseen.bit_count() != hidden + 1:
            return None
        solver = self._solver(view, penalty=0, closed=False, after_close=False)
        led = view.trick[0] if view.trick else -1
        totals = dict.fromkeys(cards_of(allowed), 0.0)
        deals = cards_of(sit.unseen)
        for last in deals:
            theirs = known | (sit.unseen & ~(1 << last))
            for c in totals:
                if led >= 0:
                    totals[c] += self.after_last_open_trick(
                        solver, sit, theirs, led, c, last, face_up
                    )
                else:
                    totals[c] += min(
                        self.after_last_open_trick(solver, sit, theirs, c, d, last, face_up)
                        for d in cards_of(theirs)
                    )
        return {c: v / len(deals) for c, v in totals.items()}

    @staticmethod
    def after_last_open_trick(
        solver: Solver, sit: Situation, theirs: Mask, c: Card, d: Card, last: Card, face_up: Card
    ) -> int:
        """This seat's game points once the last open trick is `c` led and `d` followed
        (this seat leading if the view is on lead), the winner drawing `last` and the other
        the face-up card, the rest played exactly."""
        mine_led = sit.view.on_lead
        my_card, their_card = (c, d) if mine_led else (d, c)
        i_win = mine_led != bool(sit.ctx.beats[c] >> d & 1)
        gain = CARD_POINTS[c] + CARD_POINTS[d]
        me = sit.hand & ~(1 << my_card) | 1 << (last if i_win else face_up)
        them = theirs & ~(1 << their_card) | 1 << (face_up if i_win else last)
        if i_win:
            won = Endgame(
                me=me,
                opp=them,
                my_lead=True,
                led=-1,
                points=(sit.own + gain + sit.pending, sit.opp_points),
                tricks=(True, sit.opp_tricks > 0),
                pending=(0, sit.opp_pending),
                closer=0,
            )
            return solver.value(won)
        lost = Endgame(
            me=them,
            opp=me,
            my_lead=True,
            led=-1,
            points=(sit.opp_points + gain + sit.opp_pending, sit.own),
            tricks=(True, sit.own_tricks > 0),
            pending=(0, sit.pending),
            closer=0,
        )
        return -solver.value(lost)

    def _should_close(self, sit: Situation, rng: random.Random) -> bool:
        """Whether closing the stock now wins safely, by search over sampled opponent hands."""
        hand = sit.hand
        potential = sit.own + sit.pending
        potential += sum(
            CARD_POINTS[c] for c in cards_of(hand) if sit.trumps >> c & 1 or c & 15 in (ACE, TEN)
        )
        potential += max(
            (40 if s == sit.trump else 20 for s in range(4) if hand & _pair(s) == _pair(s)),
            default=0,
        )
        if potential < CLOSE_POTENTIAL:
            return False
        values = self._close_values(sit, rng)
        mean = sum(values) / len(values)
        safe = sum(v > 0 for v in values) / len(values)
        return mean >= CLOSE_VALUE and safe >= CLOSE_SAFETY

    def _close_values(self, sit: Situation, rng: random.Random) -> list[int]:
        """The game points of closing the stock now, exactly, against each of the opponent's
        possible hands (all of them when at most `CLOSE_SAMPLES`, else a sample)."""
        view = sit.view
        solver = self._solver(
            view, penalty=close_penalty(sit.opp_tricks), closed=True, after_close=True
        )
        base = self._position(sit, closer=1)
        hidden = view.hand_sizes[view.opponent] - sit.opp_known.bit_count()
        return [
            solver.value(base._replace(opp=sit.opp_known | h))
            for h in _hands(sit.unseen, hidden, CLOSE_SAMPLES, rng)
        ]

    # -- strict play -------------------------------------------------------------------------

    def _endgame(self, sit: Situation, legal: Sequence[Action], rng: random.Random) -> Action:
        view = sit.view
        solver = self._solver(
            view, penalty=view.close_penalty, closed=view.closed, after_close=view.closed
        )
        closer = 0
        if view.closed_by is not None:
            closer = 1 if view.closed_by == view.seat else -1
        base = self._position(sit, closer)
        hidden = view.hand_sizes[view.opponent] - sit.opp_known.bit_count()
        if view.closed:
            candidates = self._candidates(sit)
            limit = SAMPLES if self._budget is None else max(self.samples, SAMPLES)
            hands = list(_hands(candidates, hidden, limit, rng))
            if self._budget is not None:
                rng.shuffle(hands)  # the budget may end the search before every hand is seen
        else:
            hands = [sit.unseen]
        totals: dict[Card, float] = {}
        budget = self._budget
        n = 0
        for h in hands:
            if n >= SAMPLES and budget is not None and budget.expired():
                break
            n += 1
            for c, v in solver.values(base._replace(opp=sit.opp_known | h)).items():
                totals[c] = totals.get(c, 0.0) + v
        on_lead = view.on_lead
        led = view.trick[0] if view.trick else -1

        def rank(c: Card) -> float:
            tie = sit.lead_score(c) if on_lead else sit.follow_score(led, c)
            return totals[c] / n + TIE_WEIGHT * tie

        best = max(totals, key=rank)
        if on_lead and view.marriage is None and best & 15 in (KING, QUEEN):
            meld = _marriage(best >> 4)
            if meld in legal:
                return meld
        return _play(best)

    def _candidates(self, sit: Situation) -> Mask:
        """The unseen cards the opponent may hold after a close: not of a suit he has shown
        void in since, nor (with `must_head`) above a card of the suit he let win."""
        view = sit.view
        ctx = sit.ctx
        closed_at = next(n for n, _, a in view.announcements if a == "close")
        excluded = 0
        for t in view.history[closed_at:]:
            if t.leader == view.opponent:
                continue
            led, reply = t.cards
            group = ctx.follow[led]
            if not group >> reply & 1:
                excluded |= group
                if not sit.trumps >> reply & 1:
                    excluded |= sit.trumps
            elif view.must_head and not ctx.beats[led] >> reply & 1:
                excluded |= group & ctx.beats[led]
        hidden = view.hand_sizes[view.opponent] - sit.opp_known.bit_count()
        candidates = sit.unseen & ~excluded
        return candidates if candidates.bit_count() >= hidden else sit.unseen

    # -- search set-up -----------------------------------------------------------------------

    def _solver(
        self, view: SixtySixView, *, penalty: int, closed: bool, after_close: bool
    ) -> Solver:
        """The cached solver for this hand's trump, house rules and closer penalty."""
        marriages = not after_close or view.rules.flag("marriage_after_close")
        most_points = view.rules.text("unclaimed") == "most_points"
        key = (view.trump, marriages, view.must_head, most_points, penalty, closed)
        solver = self._solvers.get(key)
        if solver is None:
            solver = self._solvers[key] = Solver(
                view.trump,
                marriages=marriages,
                must_head=view.must_head,
                most_points=most_points,
                penalty=penalty,
                closed=closed,
            )
        return solver

    def _position(self, sit: Situation, closer: int) -> Endgame:
        """The position for the search, the opponent's hand still empty."""
        view = sit.view
        trick = view.trick
        my_lead = not trick
        melded = view.marriage
        return Endgame(
            me=sit.hand,
            opp=0,
            my_lead=my_lead,
            led=-1 if my_lead else trick[0],
            points=(sit.own, sit.opp_points),
            tricks=(sit.own_tricks > 0, sit.opp_tricks > 0),
            pending=(sit.pending, sit.opp_pending),
            closer=closer,
            melded=-1 if melded is None else melded,
        )


def _best(sit: Situation, values: dict[Card, float]) -> Card:
    """The card of most value, the open-play scores breaking ties."""
    view = sit.view
    if view.on_lead:
        return max(values, key=lambda c: values[c] + TIE_WEIGHT * sit.lead_score(c))
    led = view.trick[0]
    return max(values, key=lambda c: values[c] + TIE_WEIGHT * sit.follow_score(led, c))


def _hands(candidates: Mask, size: int, limit: int, rng: random.Random) -> Iterable[Mask]:
    """Every `size`-card subset of `candidates` if there are at most `limit`, else `limit`
    random ones."""
    pool = cards_of(candidates)
    if math.comb(len(pool), size) <= limit:
        return [mask_of(h) for h in itertools.combinations(pool, size)]
    return [mask_of(rng.sample(pool, size)) for _ in range(limit)]


def _play(c: Card) -> Action:
    return "play " + CARD_TEXT[c]


def _marriage(suit: int) -> Action:
    return "marriage " + SUIT_WORDS[suit]


def make(game: Game) -> SixtySixRuleBot:
    """The rule bot of sixty_six (registered as its ``rule`` level by `builtin`)."""
    return SixtySixRuleBot()
