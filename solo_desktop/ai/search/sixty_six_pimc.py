"""Sixty-Six search for the `strong` and `expert` levels: determinized rollouts of the open stock.

While the stock is open the rule bot (`sixty_six_bot`) plays by rules of thumb; this bot
judges its choices by simulation ("perfect information Monte Carlo" with rollouts):

1. Deal the hidden cards again (`sample_world`): the opponent's hand holds the cards he is
   known to hold (marriages he showed, the face-up card he took by `exchange`) and a random
   share of the unseen cards; the rest, in random order, is the stock above the face-up trump
   card. A sampled deal never contradicts the view: cards played, in this seat's hand, the
   face-up card and the opponent's known cards are where the view has them. His last lead
   with the stock open also weighs the deal (`LastLead`): had he held a marriage then, or the
   exchange card with the exchange allowed, he would have shown it or exchanged first (as the
   rule bot always does, and most players do), so a deal where he holds them is kept only
   with the chance that he drew them since (of up to `TRIES` deals).
2. Rebuild a full game state from that deal and the view (`rebuild`): tricks, points (the
   opponent's recounted from his tricks and marriages, so `hide_points` changes nothing),
   pending marriages, the announcements and the cards each seat is known to hold.
3. For every candidate action (`candidates`: each legal card, `close`, each marriage; `out`
   only at 66, and an allowed `exchange` is always made, as the rule bot does), apply it and
   play on with the rule bot in both seats, each seeing only its own view of the sampled
   deal, until the stock is closed or exhausted; from there the rest of the hand has both
   hands known in that deal, and the endgame solver (`sixty_six_search.Solver`) gives its
   exact game points. The seat's chips of the hand are the rollout's value.
4. Every candidate sees the same deals and the same random stream (common random numbers),
   so the paired differences are far less noisy than the means. Candidates clearly worse than
   the best are dropped as rollouts come in (successive elimination); the search stops once
   only the rule bot's choice is left, or one other beats it by `SETTLE_SE` standard errors.

The rule bot's choice stands unless another candidate beats it by `MARGIN_SE` standard errors
of the paired difference over at least `MIN_SAMPLES` deals: rollouts are noisy, and the rule
bot's choice is a good default. Once the stock is exhausted the rule bot plays (every card is
known then, and it searches the rest exactly). After a close it plays as the rule bot too,
but searches up to `ENDGAME_SAMPLES` of the opponent's possible hands instead of 16, as long
as the budget lasts (`SixtySixRuleBot.choose_within`).

Thinking time is a `Budget` (CPU time of the searching thread, capped by the wall clock):
rollouts run until it is spent or the choice is clear. The solvers' tables (valid for any
deal with the same trump and house rules) are kept across the rollouts and decisions of a
hand, so the many endgames that the rollouts reach again are looked up, not searched.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from solo_desktop.ai.budget import Budget
from solo_desktop.ai.rulebots.sixty_six_bot import Situation, SixtySixRuleBot
from solo_desktop.ai.rulebots.sixty_six_search import Endgame, Solver
from solo_desktop.ai.search.paired import beats_first, best, eliminate, means
from solo_desktop.ai.search.sixty_six_inference import LeadNow, lead_now
from solo_desktop.core.cards import KING, QUEEN, Card, Mask, card, cards_of
from solo_desktop.core.game import Action, Game, Phase, PlayerView
from solo_desktop.core.tricks import PlayPolicy
from solo_desktop.games.sixty_six import HAND_SIZE, Setup, SixtySix, State
from solo_desktop.games.sixty_six_score import WIN_POINTS
from solo_desktop.games.sixty_six_view import SixtySixView

SAFETY = 0.9
"""The share of the budget the rollouts plan to use: the rest covers the last rollout."""
MIN_SAMPLES = 12
"""Deals below which the rule bot's choice stands."""
MARGIN_SE = 2.0
"""Standard errors of the paired difference by which a candidate must beat the rule bot."""
ELIMINATE_SE = 2.5
"""A candidate this many standard errors below the best is dropped."""
ELIMINATE_EVERY = 4
"""Deals between two elimination rounds."""
SETTLE_SE = 3.0
"""Standard errors by which a candidate must beat the rule bot's for an early stop."""
ENDGAME_SAMPLES = 400
"""The most opponent hands searched after a close (while the budget lasts)."""
TRIES = 12
"""Deals drawn to find one that fits the opponent's last lead (`LastLead`)."""


@dataclass(slots=True)
class Rollouts:
    """Per candidate: the seat's chips in each rollout (entry i is the i-th deal)."""

    actions: list[Action]
    values: list[list[float]] = field(default_factory=list)

    def means(self) -> list[float]:
        """Each candidate's mean chips (-inf without rollouts)."""
        return means(self.values)


# -- the deal ------------------------------------------------------------------------------------


def _pair(suit: int) -> Mask:
    return 1 << card(suit, KING) | 1 << card(suit, QUEEN)


@dataclass(frozen=True, slots=True)
class LastLead:
    """What the opponent's last lead with the stock open says of his hand then: he showed no
    marriage and (if allowed) made no exchange, as the rule bot always does when it can. His
    hand then was his hand now and the cards he played since, less the `draws` cards he drew
    since (taken as a random share of the `pool` cards he could have drawn)."""

    led: Card
    played: Mask
    """His cards played since, the lead included."""
    draws: int
    pool: int
    exchange: Card
    """The exchange card if he could have exchanged then, else -1."""

    def weight(self, opp: Mask) -> float:
        """The chance that a sampled hand `opp` fits: that every marriage he would have shown
        (and the exchange card he would have used) was drawn after the lead."""
        held = opp | self.played
        w = 1.0
        for s in range(4):
            pair = _pair(s)
            if held & pair == pair:
                w *= self._drawn(2 - (pair >> self.led & 1))
        if self.exchange >= 0 and held >> self.exchange & 1:
            w *= self._drawn(1)
        return w

    def _drawn(self, k: int) -> float:
        """The chance that at least one of `k` given cards of the pool was among the draws (a
        card he led was not drawn since: `k` counts the others)."""
        m, d = self.pool, self.draws
        if d <= 0 or m <= 0:
            return 0.0
        return 1.0 - math.comb(max(m - k, 0), d) / math.comb(m, d) if m >= d else 1.0


def last_lead(view: SixtySixView) -> LastLead | None:
    """The opponent's last lead while the stock was open (and no marriage shown with it), or
    None."""
    opp = view.opponent
    history = view.history
    if view.trick and view.leader == opp:
        t = len(history)
        led = view.trick[0]
    else:
        t = next((i for i in range(len(history) - 1, -1, -1) if history[i].leader == opp), -1)
        if t < 0:
            return None
        led = history[t].cards[0]
    closed_at = next((n for n, _, a in view.announcements if a == "close"), None)
    initial = initial_stock(view, closed_at)
    if (closed_at is not None and closed_at <= t) or initial - 2 * t <= 0:
        return None
    exchanged = None
    for n, seat, a in view.announcements:
        if seat == opp and n == t and a.startswith("marriage "):
            return None
        if a == "exchange":
            exchanged = n
    played = 1 << led
    draws = 0
    for i in range(t, len(history)):
        tr = history[i]
        played |= 1 << tr.cards[0 if tr.leader == opp else 1]
        if (closed_at is None or closed_at > i) and initial - 2 * i > 0:
            draws += 1
    pool = view.hand_sizes[opp] + played.bit_count() - 1
    exchange = -1
    won_before = sum(1 for tr in history[:t] if tr.winner == opp)
    if (
        won_before
        and initial - 2 * t > 2
        and (exchanged is None or exchanged > t)
        and view.exchange_card != led
    ):
        exchange = view.exchange_card
    return LastLead(led, played, draws, pool, exchange)


def initial_stock(view: SixtySixView, closed_at: int | None) -> int:
    """The stock's size when the hand began, the face-up card included: every trick before a
    close drew two cards from it (so a deal of 5 cards each, as the schnapsen engine deals,
    counts as well as our 6). Once the stock is gone, when it ran out no longer shows: then
    the size our own deal leaves (6 cards each)."""
    if view.stock_size:
        drew = len(view.history) if closed_at is None else min(closed_at, len(view.history))
        return view.stock_size + 2 * drew
    return view.deck.bit_count() - 2 * HAND_SIZE


def hidden_counts(view: SixtySixView) -> tuple[int, int]:
    """How many unknown cards the opponent holds, and how many stock cards lie above the
    face-up trump card."""
    opp = view.hand_sizes[view.opponent] - view.opponent_known.bit_count()
    stock = max(view.stock_size - 1, 0)
    return opp, stock


def sample_world(
    view: SixtySixView, rng: random.Random, lead: LastLead | None = None
) -> tuple[Mask, tuple[Card, ...]]:
    """A deal of the hidden cards consistent with the view: the opponent's hand (his known
    cards and a random share of the unseen ones) and the stock in drawing order (the face-up
    trump card last). With `lead` (`last_lead`), a deal is kept with the chance that the
    opponent's hand fits his last lead (of up to `TRIES` deals; else the likeliest)."""
    opp_hidden, stock_hidden = hidden_counts(view)
    pool = list(cards_of(view.unseen))
    assert len(pool) == opp_hidden + stock_hidden, "the unseen cards do not fill the gaps"
    best: tuple[float, Mask, list[Card]] | None = None
    for _ in range(TRIES if lead is not None else 1):
        rng.shuffle(pool)
        opp = view.opponent_known
        for c in pool[:opp_hidden]:
            opp |= 1 << c
        if lead is None:
            best = (1.0, opp, pool)
            break
        w = lead.weight(opp)
        if best is None or w > best[0]:
            best = (w, opp, list(pool))
        if w >= 1.0 or rng.random() < w:
            best = (w, opp, pool)
            break
    assert best is not None
    _, opp, pool = best
    stock: tuple[Card, ...] = tuple(pool[opp_hidden:])
    trump_card = view.trump_card
    if trump_card is not None:
        stock = (*stock, trump_card)
    return opp, stock


def own_known(view: SixtySixView, taken: Card | None) -> Mask:
    """The cards of this seat's hand the opponent knows of: its shown marriages, and `taken`
    (the face-up card it took by `exchange`, if remembered)."""
    known = 0
    for seat, suit in view.marriages:
        if seat == view.seat:
            known |= _pair(suit)
    if taken is not None and any(s == view.seat and a == "exchange" for s, a in view.calls):
        known |= 1 << taken
    return known & view.hand


def rebuild(view: SixtySixView, opp: Mask, stock: tuple[Card, ...], known_me: Mask = 0) -> State:
    """The full state of the hand if the opponent holds `opp` and the stock is `stock`
    (drawing order, face-up card last): everything else from the view."""
    me = view.seat
    sit = Situation(view)
    rules = view.rules
    setup = Setup(
        rules=rules,
        dealer=view.dealer,
        deck=view.deck,
        trump=view.trump,
        ctx=view.context,
        strict=PlayPolicy(trump=True, head=rules.flag("must_head")),
        exchange_card=view.exchange_card,
    )

    def pair(mine: int, theirs: int) -> tuple[int, int]:
        return (mine, theirs) if me == 0 else (theirs, mine)

    closed_by = view.closed_by
    marriage = view.marriage
    return State(
        phase=Phase.PLAY,
        to_act=me,
        hands=pair(view.hand, opp),
        stock=stock,
        leader=view.leader,
        trick=view.trick,
        history=view.history,
        tricks=view.tricks,
        points=pair(view.own_points, sit.opp_points),
        pending=pair(view.pending, sit.opp_pending),
        marriage=-1 if marriage is None else marriage,
        closed_by=-1 if closed_by is None else closed_by,
        penalty=view.close_penalty,
        claimed=-1,
        known=pair(known_me, view.opponent_known),
        calls=view.announcements,
        setup=setup,
    )


# -- candidates ----------------------------------------------------------------------------------


def candidates(view: SixtySixView, favourite: Action) -> list[Action]:
    """The actions worth judging, the rule bot's `favourite` first: every legal action but a
    wrong `out` (it loses 3) and `exchange` (it is always made)."""
    out = [favourite]
    for a in view.legal_actions:
        if a in out or a == "exchange":
            continue
        if a == "out" and view.own_points < WIN_POINTS:
            continue
        out.append(a)
    return out


# -- rollouts ------------------------------------------------------------------------------------


class Roller:
    """Plays sampled hands to their end: the rule bot while the stock is open, then the exact
    solver with both hands known."""

    def __init__(self, game: SixtySix) -> None:
        """A roller for `game` with empty caches."""
        self.game = game
        self.policy = SixtySixRuleBot(keep_solvers=True)
        self._solvers: dict[tuple[object, ...], Solver] = {}

    def forget(self) -> None:
        """Drop the cached solvers (a new hand)."""
        self._solvers.clear()
        self.policy.forget()

    def value(self, state: State, seat: int, rng: random.Random) -> float:
        """`seat`'s chips at the end of the hand from `state`."""
        game = self.game
        policy = self.policy
        while state.phase is Phase.PLAY and not state.strict:
            actor = state.to_act
            state = game.apply(state, policy.choose(game.view(state, actor), rng))
        if state.phase is not Phase.PLAY:
            return float(game.settle(state).chips[seat])
        v = self.solve(state)
        return float(v if state.to_act == seat else -v)

    def solve(self, state: State) -> int:
        """The exact game points for the seat to lead of a strict-phase state, both hands open."""
        assert not state.trick and state.marriage < 0
        p = state.to_act
        q = 1 - p
        closed = state.closed_by >= 0
        rules = state.setup.rules
        marriages = not closed or rules.flag("marriage_after_close")
        must_head = rules.flag("must_head")
        most_points = rules.text("unclaimed") == "most_points"
        key = (state.setup.trump, marriages, must_head, most_points, state.penalty, closed)
        solver = self._solvers.get(key)
        if solver is None:
            solver = self._solvers[key] = Solver(
                state.setup.trump,
                marriages=marriages,
                must_head=must_head,
                most_points=most_points,
                penalty=state.penalty,
                closed=closed,
            )
        closer = 0
        if closed:
            closer = 1 if state.closed_by == p else -1
        pos = Endgame(
            me=state.hands[p],
            opp=state.hands[q],
            my_lead=True,
            led=-1,
            points=(state.points[p], state.points[q]),
            tricks=(state.tricks[p] > 0, state.tricks[q] > 0),
            pending=(state.pending[p], state.pending[q]),
            closer=closer,
        )
        return solver.value(pos)


def _settled(res: Rollouts, alive: list[int]) -> bool:
    """Whether more rollouts would not change the choice: only the first candidate is left,
    or one other that beats it by `SETTLE_SE` standard errors."""
    if alive == [0]:
        return True
    return len(alive) == 2 and beats_first(res.values, alive[1], SETTLE_SE)


def decide(res: Rollouts) -> Action:
    """The best candidate if it beats the first (the rule bot's) by the margin, else the
    first."""
    return res.actions[best(res.values, MARGIN_SE, MIN_SAMPLES)]


def run(
    view: SixtySixView,
    actions: Sequence[Action],
    rng: random.Random,
    budget: Budget,
    roller: Roller,
    known_me: Mask = 0,
    settle: bool = True,
    weigh: LeadNow | None = None,
) -> Rollouts:
    """Rollouts of every action over the same sampled deals until `budget` is spent (or, with
    `settle`, the choice is clear); with `weigh`, the deals are weighed by the opponent's lead
    (`sixty_six_inference`). A rollout is not started when less of the budget is left than the
    longest one so far took: one that plays the last open trick exactly can take a third of
    `strong`'s budget, and the budget is a promise to the person waiting."""
    game = roller.game
    res = Rollouts(list(actions), [[] for _ in actions])
    alive = list(range(len(actions)))
    seat = view.seat
    n = 0
    lead = last_lead(view)
    longest = 0.0

    def rebuilt() -> tuple[tuple[Mask, tuple[Card, ...]], State]:
        world = sample_world(view, rng, lead)
        return world, rebuild(view, *world, known_me)

    while not budget.expired():
        _, state = rebuilt() if weigh is None else weigh.draw(rebuilt, rng)
        seed = rng.getrandbits(48)
        row: list[tuple[int, float]] = []
        for i in alive:
            left = budget.left()
            if (row or n) and (budget.expired() or left < longest):
                break
            after = game.apply(state, actions[i])
            row.append((i, roller.value(after, seat, random.Random(seed))))
            longest = max(longest, left - budget.left())
        if len(row) < len(alive):
            break
        for i, v in row:
            res.values[i].append(v)
        n += 1
        if n % ELIMINATE_EVERY == 0 and len(alive) > 1:
            alive = eliminate(res.values, alive, ELIMINATE_SE)
            if settle and n >= MIN_SAMPLES and _settled(res, alive):
                break
    return res


def estimates(
    view: PlayerView, rng: random.Random, budget: Budget
) -> list[tuple[Action, float, int]] | None:
    """For the hint: every action worth judging with its mean chips and rollouts, the best
    first (the whole budget is spent: the hint shows figures); None once the stock is closed
    or gone, where the rule bot plays exactly and no rollouts are made."""
    if not isinstance(view, SixtySixView) or view.closed or view.strict:
        return None
    game = view_game(view)
    if game is None:
        return None
    favourite = SixtySixRuleBot().choose(view, rng)
    actions = candidates(view, favourite)
    # Unlike the bot, the hint remembers nothing: the face-up card an exchange took is not
    # counted among the cards the opponent knows this seat holds.
    res = run(view, actions, rng, budget, Roller(game), own_known(view, None), settle=False)
    out = [(a, m, len(v)) for a, m, v in zip(actions, res.means(), res.values, strict=True)]
    out = [e for e in out if e[2]]
    out.sort(key=lambda e: -e[1])
    return out or None


def view_game(view: SixtySixView) -> SixtySix | None:
    """The Sixty-Six game the view belongs to (the registry's)."""
    from solo_desktop.core import registry

    game = registry.get("sixty_six")
    return game if isinstance(game, SixtySix) else None


class SixtySixSearchBot:
    """The rule bot, whose open-stock choices are checked by determinized rollouts."""

    def __init__(
        self, game: Game, budget_seconds: float, name: str = "search", infer: bool = False
    ) -> None:
        """A search bot thinking about `budget_seconds` per open-stock decision; with `infer`
        its deals are weighed by the opponent's lead (`sixty_six_inference`)."""
        assert isinstance(game, SixtySix), "the Sixty-Six search plays Sixty-Six only"
        self.game = game
        self.budget = budget_seconds
        self.name = name
        self.infer = infer
        self.rule = SixtySixRuleBot()
        self.endgame = SixtySixRuleBot(samples=ENDGAME_SAMPLES)
        self.roller = Roller(game)
        self._played: Mask = -1
        self._cards_played = 0
        self._turn_up: Card | None = None
        """The face-up trump card as first seen this hand (what an exchange takes)."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """A legal action: the rule bot's unless rollouts show a clearly better one."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        assert isinstance(view, SixtySixView), "the Sixty-Six search plays Sixty-Six only"
        played = view.played
        count = played.bit_count()
        if self._played < 0 or self._played & ~played or count < self._cards_played:
            self.roller.forget()  # a new hand
            self._turn_up = None
        self._played, self._cards_played = played, count
        if self._turn_up is None and not any(a == "exchange" for _, a in view.calls):
            self._turn_up = view.trump_card
        budget = Budget(self.budget * SAFETY)
        if view.closed:
            return self.endgame.choose_within(view, rng, budget)
        favourite = self.rule.choose(view, rng)
        if view.strict or favourite in ("out", "exchange"):
            return favourite
        actions = candidates(view, favourite)
        if len(actions) == 1:
            return favourite
        known_me = own_known(view, self._turn_up)
        weigh = lead_now(self.game, view) if self.infer else None
        res = run(view, actions, rng, budget, self.roller, known_me, weigh=weigh)
        if not res.values[0]:
            return favourite
        return decide(res)
