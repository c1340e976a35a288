"""Determinization search ("perfect information Monte Carlo") for the play phase.

`SearchBot(game, budget_seconds)` is a Bot. In the play phase it loops until its budget is
spent: deal the hidden cards consistently with what its seat has seen (`determinize`), solve
the deal with every hand open (`solver.move_values`) for every legal card, turn the values into
the seat's chips with the game's score (`search_games`), and keep the mean chips per card. The
card with the best mean wins (near-ties go to the rule bot's choice, which knows conventions
the open-hand solver does not need). When a full solve of one deal does not fit the budget (early
in Solo Whist), each card is instead judged by playouts of the sampled deal with a greedy
policy. With one legal card it answers at once.

German Solo's soloist names trumps by simulation too (solo, solo6, solo2: each suit judged
by whether he reaches his aim in the same sampled deals; `search_games.declare_choices`).
Misère contracts are searched by `search_games.escape_values` (can the declarer get through
without taking anything?); when that does not fit the budget the rule bot plays. Before the
play in Six-bid, Solo Whist and Solo 66 (bids, doubles, trumps, calls, discards) candidates
are judged by rollouts of the rest of the hand with the rule bot in every seat
(`search_bidding`). Elsewhere (German Solo's auction, Solo Whist's general misère, Solo 66's
last-trick game, and Sixty-Six, whose rule bot already searches every endgame exactly over
sampled hands) it plays as the rule bot does.

`analyse(view, rng, budget_seconds)` gives the same estimates to the hint feature: one
`Estimate` per legal action, best first.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from solo_desktop.ai import search_bidding
from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.ai.determinize import Constraints, constraints, sample
from solo_desktop.ai.search_games import Choice, Frame, declare_choices, escape_values, frame
from solo_desktop.ai.solver import Budget, OutOfTime, Position, Solver, reaches
from solo_desktop.core.cards import CARD_POINTS, CARD_TEXT, Card, Mask, cards_of
from solo_desktop.core.game import Action, Game, Phase, PlayerView

TIE = 1e-6
"""Means closer than this are a tie, settled by the rule bot's choice."""
SOLVE_SHARE = 0.5
"""The share of the budget the first full solve may take before playouts replace solving."""
SOLVE_CARDS = 36
"""The most cards left in play for which a full solve is tried (Solo Whist's first tricks
have more and are judged by playouts)."""
SAFETY = 0.9
"""The share of the budget the loop plans to use: what is left covers the last search's
overrun and the answer."""


@dataclass(frozen=True, slots=True)
class Estimate:
    """What an action is worth to the acting seat, by the search."""

    action: Action
    chips: float
    """Mean chips for the acting seat over the sampled deals."""
    chance: float | None
    """The share of deals in which the acting seat's side makes its aim (None: not known)."""
    samples: int


@dataclass(slots=True)
class _Tally:
    chips: dict[Card, float] = field(default_factory=dict)
    made: dict[Card, int] = field(default_factory=dict)
    samples: int = 0
    solved: bool = True


class SearchBot:
    """Determinization search in the play phase; the rule bot elsewhere."""

    def __init__(self, game: Game, budget_seconds: float, name: str = "search") -> None:
        """A search bot for `game` thinking about `budget_seconds` per play decision."""
        self.game = game
        self.budget = budget_seconds
        self.name = name
        self.rule: Bot = make_bot("rule", game)

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """A legal action: the best card by search in the play phase, else the rule bot's."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        fr = frame(view) if view.phase is Phase.PLAY else None
        if fr is None:
            choices = declare_choices(view)
            if choices:
                favourite = self.rule.choose(view, rng)
                est = _simulate(view, choices, rng, self.budget)
                if est and est[0].samples and est[0].chips > _chips_of(est, favourite) + TIE:
                    return est[0].action
                return favourite
            if search_bidding.supports(view):
                start = time.perf_counter()
                favourite = self.rule.choose(view, rng)
                left = self.budget - (time.perf_counter() - start)
                return search_bidding.choose(view, rng, left, self.rule, favourite)[0]
            return self.rule.choose(view, rng)
        start = time.perf_counter()
        favourite = self.rule.choose(view, rng)
        tally = _search(view, fr, rng, self.budget - (time.perf_counter() - start))
        if not tally.samples:
            return favourite
        return _best(tally, favourite)

    def analyse(
        self, view: PlayerView, rng: random.Random, budget_seconds: float
    ) -> list[Estimate]:
        """Every legal action with its estimate, best first."""
        return analyse(view, rng, budget_seconds, self.rule)


def analyse(
    view: PlayerView, rng: random.Random, budget_seconds: float, rule: Bot | None = None
) -> list[Estimate]:
    """One `Estimate` per legal action of `view`, best first. In the play phase (where the
    search applies) by determinization; elsewhere the rule bot's choice first, unvalued."""
    legal = view.legal_actions
    fr = frame(view) if view.phase is Phase.PLAY else None
    if fr is not None and legal:
        tally = _search(view, fr, rng, budget_seconds)
        if tally.samples:
            out = []
            for a in legal:
                c = _card_of(a)
                n = tally.samples
                out.append(Estimate(a, tally.chips[c] / n, tally.made[c] / n, n))
            out.sort(key=lambda e: -e.chips)
            return out
    choices = declare_choices(view) if fr is None else None
    if choices:
        est = _simulate(view, choices, rng, budget_seconds)
        if est and est[0].samples:
            return est
    if fr is None and search_bidding.supports(view):
        game = search_bidding.game_of(view)
        assert game is not None
        policy = rule if rule is not None else make_bot("rule", game)
        return _rollout_estimates(view, rng, budget_seconds, policy)
    first = rule.choose(view, rng) if rule is not None and legal else None
    out = [Estimate(a, 0.0, None, 0) for a in legal]
    out.sort(key=lambda e: e.action != first)
    return out


def _rollout_estimates(
    view: PlayerView, rng: random.Random, budget: float, rule: Bot
) -> list[Estimate]:
    """Every legal action: the candidates judged by rollouts (best first, the chosen one
    leading), then the others unvalued."""
    start = time.perf_counter()
    favourite = rule.choose(view, rng)
    chosen, res = search_bidding.choose(
        view, rng, budget - (time.perf_counter() - start), rule, favourite
    )
    judged = [j for j in res.judged() if j.samples]
    if not judged:
        out = [Estimate(a, 0.0, None, 0) for a in view.legal_actions]
        out.sort(key=lambda e: e.action != favourite)
        return out
    judged.sort(key=lambda j: j.action != chosen)
    out = [Estimate(j.action, j.chips, j.chance, j.samples) for j in judged]
    seen = {e.action for e in out}
    out += [Estimate(a, 0.0, None, 0) for a in view.legal_actions if a not in seen]
    return out


def _chips_of(est: list[Estimate], action: Action) -> float:
    return next((e.chips for e in est if e.action == action), float("-inf"))


def _simulate(
    view: PlayerView, choices: list[Choice], rng: random.Random, budget: float
) -> list[Estimate]:
    """Each declaration judged over the same sampled deals (whether the side reaches its aim
    with open hands), until the budget is spent; best first."""
    start = time.perf_counter()
    deadline = start + max(budget, 0.0) * SAFETY
    cons = constraints(view)
    chips = [0.0] * len(choices)
    made = [0] * len(choices)
    n = 0
    done = False
    while not done:
        s = sample(cons, rng)
        row = []
        for ch in choices:
            left = deadline - time.perf_counter()
            if left <= 0:
                done = True
                break
            try:
                ok = reaches(ch.position(s), ch.target, Budget(left))
            except OutOfTime:
                done = True
                break
            row.append(ch.payoff(s, ok))
        if len(row) < len(choices):
            break
        for i, (c, m) in enumerate(row):
            chips[i] += c
            made[i] += int(m)
        n += 1
    if not n:
        return [Estimate(ch.action, 0.0, None, 0) for ch in choices]
    out = [Estimate(ch.action, chips[i] / n, made[i] / n, n) for i, ch in enumerate(choices)]
    out.sort(key=lambda e: -e.chips)
    return out


def _card_of(action: Action) -> Card:
    from solo_desktop.core.cards import parse_card

    return parse_card(action.split()[1])


def _best(tally: _Tally, favourite: Action) -> Action:
    n = tally.samples
    means = {c: v / n for c, v in tally.chips.items()}
    top = max(means.values())
    fav = _card_of(favourite) if favourite.startswith("play ") else -1
    if fav in means and means[fav] >= top - TIE:
        return favourite
    best = max(means, key=lambda c: (means[c], tally.made[c]))
    return "play " + CARD_TEXT[best]


def _search(view: PlayerView, fr: Frame, rng: random.Random, budget: float) -> _Tally:
    """Sample, evaluate every legal card, accumulate: until `budget` seconds are spent."""
    start = time.perf_counter()
    deadline = start + max(budget, 0.0) * SAFETY
    cons = constraints(view)
    tally = _Tally()
    # Deals too big to solve go straight to playouts: the solver looks at the clock only at
    # trick boundaries, and a 4 x 10-card deal can pass seconds between two looks.
    tally.solved = sum(view.hand_sizes) + len(view.trick) <= SOLVE_CARDS
    solvers: dict[int, Solver] = {}
    while True:
        now = time.perf_counter()
        if tally.samples and now >= deadline:
            break
        s = sample(cons, rng)
        pos = fr.position(view, s)
        values: dict[Card, int] | None = None
        if fr.misere:
            left = deadline - now if tally.samples else max(budget, 0.0) * SOLVE_SHARE
            try:
                values = escape_values(pos, Budget(max(left, 1e-4)))
            except OutOfTime:
                break
        elif tally.solved:
            solver = solvers.get(pos.side)
            if solver is None:
                solver = solvers[pos.side] = Solver(
                    pos.ctx, pos.policy, pos.order, pos.side, pos.points
                )
            # The first solve may take a share of the budget; later ones what is left.
            left = deadline - now if tally.samples else max(budget, 0.0) * SOLVE_SHARE
            try:
                values = solver.move_values(pos, Budget(max(left, 1e-4)))
            except OutOfTime:
                if tally.samples:
                    break
                tally.solved = False
        if values is None:
            values = _playout_values(pos)
        for c, v in values.items():
            chips, made = fr.payoff(s, v)
            tally.chips[c] = tally.chips.get(c, 0.0) + chips
            tally.made[c] = tally.made.get(c, 0) + int(made)
        tally.samples += 1
        if len(values) <= 1:
            break
    return tally


# -- playouts (when a full solve does not fit) -------------------------------------------------


def _playout_values(pos: Position) -> dict[Card, int]:
    """For each legal card: the side's takings when it is played and everybody then plays a
    greedy card (win cheaply when the trick is the other side's, else play low)."""
    out = {}
    for c in cards_of(pos.legal()):
        child, gain = pos.play(c)
        out[c] = gain + _playout(child)
    return out


def _playout(pos: Position) -> int:
    total = 0
    while pos.hands[pos.to_act]:
        pos, gain = pos.play(_greedy(pos))
        total += gain
    return total


def _greedy(pos: Position) -> Card:
    legal = pos.legal()
    ctx = pos.ctx
    strength = ctx.strength
    cards = cards_of(legal)
    if not pos.trick:
        return max(cards, key=lambda c: strength[c])
    trick = pos.trick
    order = pos.order
    start = order.index(pos.leader)
    wi = ctx.winner(trick)
    top = trick[wi]
    winner = order[(start + wi) % len(order)]
    seat = pos.to_act
    same_side = (pos.side >> winner & 1) == (pos.side >> seat & 1)

    def low(c: Card) -> tuple[int, int, int]:
        return (CARD_POINTS[c] if pos.points else 0, int(ctx.trump >> c & 1), strength[c])

    if not same_side:
        winners: Mask = legal & ctx.beats[top]
        if winners:
            return min(cards_of(winners), key=lambda c: (int(ctx.trump >> c & 1), strength[c]))
    return min(cards, key=low)


def plausible_constraints(view: PlayerView) -> Constraints:
    """The determinization constraints of a view (re-exported for the hint feature)."""
    return constraints(view)
