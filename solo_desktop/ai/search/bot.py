"""Determinization search ("perfect information Monte Carlo") for the play phase.

`SearchBot(game, budget_seconds)` is a Bot. In the play phase it loops until its budget is
spent: deal the hidden cards consistently with what its seat has seen (`determinize`), solve
the deal with every hand open (`solver.move_values`) for every legal card, turn the values into
the seat's chips with the game's score (`games`), and keep the mean chips per card. The
card with the best mean wins (near-ties go to the rule bot's choice, which knows conventions
the open-hand solver does not need). When full solves do not fit the budget often enough (Solo
Whist's first tricks), each card is instead judged by rollouts of the sampled deal with the
rule bot in every seat (`play_rollouts`, Solo Whist's trump contracts), else by playouts with a
greedy policy (`playouts`). With one legal card it answers at once.

German Solo's soloist names trumps by simulation too (solo, solo6, solo2: each suit judged
by whether he reaches his aim in the same sampled deals; `games.declare_choices`).
Misère contracts are searched by `games.escape_values` (can the declarer get through
without taking anything?); when that does not fit the budget the rule bot plays. Before the
play in Six-bid, Solo Whist and Solo 66 (bids, doubles, trumps, calls, discards) candidates
are judged by rollouts of the rest of the hand with the rule bot in every seat
(`bidding`). Elsewhere (German Solo's auction, Solo Whist's general misère, Solo 66's
last-trick game) it plays as the rule bot does. Sixty-Six has a search bot of its own
(`sixty_six_pimc`, which the levels use); `analyse` asks it for Sixty-Six's hint.

The budget is the searching thread's CPU time (`budget.Budget`), so that a busy machine slows
the bot down rather than weakening it. A decision stops before its budget once the choice is
clear (`settled`: after `SETTLE_SAMPLES` samples every other card is the best's equal in every
sample or clearly worse); with many easy decisions in a hand, a bot thinks far less than its
budget on average.

`analyse(view, rng, budget_seconds)` gives the same estimates to the hint feature: one
`Estimate` per legal action, best first (it spends its whole budget: the hint shows figures).
"""

from __future__ import annotations

import math
import random
import time
from concurrent.futures import Future
from dataclasses import dataclass, field

from solo_desktop.ai import parallel
from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.ai.budget import Budget, OutOfTime
from solo_desktop.ai.search import bidding as search_bidding
from solo_desktop.ai.search import inference, play_rollouts
from solo_desktop.ai.search.determinize import Constraints, constraints, sample
from solo_desktop.ai.search.games import (
    COUNTS_POINTS,
    Choice,
    Frame,
    declare_choices,
    escape_values,
    frame,
)
from solo_desktop.ai.search.kinds import view_game_id
from solo_desktop.ai.search.playouts import playout_values
from solo_desktop.ai.solver import Solver, load, reaches
from solo_desktop.core.cards import CARD_TEXT, Card
from solo_desktop.core.game import Action, Game, Phase, PlayerView

TIE = 1e-6
"""Means closer than this are a tie, settled by the rule bot's choice."""
SOLVE_SHARE = 0.5
"""The share of the budget the first full solve may take before playouts replace solving
(`play_rollouts.solve_share` where rule-bot rollouts apply)."""
SOLVE_CARDS = 36
"""The most cards left in play for which a full solve is tried (Solo Whist's first tricks
have more and are judged by rollouts or playouts)."""
SAFETY = 0.9
"""The share of the budget the loop plans to use: what is left covers the last search's
overrun and the answer."""
SETTLE_SAMPLES = 16
"""Samples before a search may stop early because its choice is clear (`settled`)."""
SETTLE_SE = 3.0
"""Standard errors by which every other option must fall short of the best to stop early."""
SETTLE_EVERY = 4
"""Samples between two looks at whether the choice is clear."""
HELPER_GRACE = 0.1
"""Seconds a decision waits for the helper process's tally beyond its own search..."""
HELPER_LATE = 0.25
"""...and the share of its own search's time it waits on top."""


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
    rows: list[list[float]] = field(default_factory=list)
    """Per sample, the chips of every card (in `cards` order): for the early stop."""
    cards: list[Card] = field(default_factory=list)
    samples: int = 0
    solved: bool = True


def settled(rows: list[list[float]]) -> bool:
    """Whether per-sample values (`rows[sample][option]`, every option on the same samples)
    already show the best option: after `SETTLE_SAMPLES` samples, each other option either
    scored the same as the best in every sample, or falls short of it by more than
    `SETTLE_SE` standard errors of the paired difference. More samples would not change the
    choice, so the search stops and answers early."""
    n = len(rows)
    if n < SETTLE_SAMPLES or not rows[0]:
        return n > 0 and len(rows[0]) <= 1
    k = len(rows[0])
    totals = [sum(r[i] for r in rows) for i in range(k)]
    best = max(range(k), key=totals.__getitem__)
    for i in range(k):
        if i == best:
            continue
        d = [r[best] - r[i] for r in rows]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        if var == 0.0:
            continue  # the same in every sample, or always worse by the same amount
        if mean <= SETTLE_SE * math.sqrt(var / n):
            return False
    return True


class SearchBot:
    """Determinization search in the play phase; the rule bot elsewhere."""

    def __init__(
        self, game: Game, budget_seconds: float, name: str = "search", infer: bool = False
    ) -> None:
        """A search bot for `game` thinking about `budget_seconds` per play decision; with
        `infer`, its sampled deals are weighed by how the other seats played (`inference`)."""
        self.game = game
        self.budget = budget_seconds
        self.name = name
        self.infer = infer
        self.rule: Bot = make_bot("rule", game)
        points = COUNTS_POINTS.get(game.id)
        for kind in (False, True) if points is None else (points,):
            load(kind)  # the solver's search for this game's count, loaded now, not in play

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """A legal action: the best card by search in the play phase, else the rule bot's."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        budget = Budget(self.budget * SAFETY)
        fr = frame(view) if view.phase is Phase.PLAY else None
        if fr is None:
            choices = declare_choices(view)
            if choices:
                favourite = self.rule.choose(view, rng)
                est = _simulate(view, choices, rng, budget)
                if est and est[0].samples and est[0].chips > _chips_of(est, favourite) + TIE:
                    return est[0].action
                return favourite
            if search_bidding.supports(view):
                favourite = self.rule.choose(view, rng)
                return search_bidding.choose(view, rng, budget, self.rule, favourite)[0]
            return self.rule.choose(view, rng)
        favourite = self.rule.choose(view, rng)
        tally = _search(view, fr, rng, budget, infer=self.infer)
        if not tally.samples:
            return favourite
        return _best(tally, favourite)

    def analyse(
        self, view: PlayerView, rng: random.Random, budget_seconds: float
    ) -> list[Estimate]:
        """Every legal action with its estimate, best first."""
        return analyse(view, rng, budget_seconds, self.rule, self.infer)


def analyse(
    view: PlayerView,
    rng: random.Random,
    budget_seconds: float,
    rule: Bot | None = None,
    infer: bool = False,
) -> list[Estimate]:
    """One `Estimate` per legal action of `view`, best first. In the play phase (where the
    search applies) by determinization; elsewhere the rule bot's choice first, unvalued.
    The hint wants figures, not just a choice: it uses its whole budget (no early stop)."""
    legal = view.legal_actions
    budget = Budget(budget_seconds * SAFETY)
    fr = frame(view) if view.phase is Phase.PLAY else None
    if fr is not None and legal:
        tally = _search(view, fr, rng, budget, settle=False, infer=infer)
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
        est = _simulate(view, choices, rng, budget, settle=False)
        if est and est[0].samples:
            return est
    if fr is None and search_bidding.supports(view):
        game = search_bidding.game_of(view)
        assert game is not None
        policy = rule if rule is not None else make_bot("rule", game)
        return _rollout_estimates(view, rng, budget, policy)
    sixty_six = view_game_id(view) == "sixty_six"
    if fr is None and sixty_six and view.phase is Phase.PLAY and len(legal) > 1:
        from solo_desktop.ai.search import sixty_six_pimc  # loaded for Sixty-Six only

        judged = sixty_six_pimc.estimates(view, rng, budget)
        if judged:
            out = [Estimate(a, chips, None, n) for a, chips, n in judged]
            seen = {e.action for e in out}
            return out + [Estimate(a, 0.0, None, 0) for a in legal if a not in seen]
    first = rule.choose(view, rng) if rule is not None and legal else None
    out = [Estimate(a, 0.0, None, 0) for a in legal]
    out.sort(key=lambda e: e.action != first)
    return out


def _rollout_estimates(
    view: PlayerView, rng: random.Random, budget: Budget, rule: Bot
) -> list[Estimate]:
    """Every legal action: the candidates judged by rollouts (best first, the chosen one
    leading), then the others unvalued."""
    favourite = rule.choose(view, rng)
    chosen, res = search_bidding.choose(view, rng, budget, rule, favourite, settle=False)
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
    view: PlayerView,
    choices: list[Choice],
    rng: random.Random,
    budget: Budget,
    settle: bool = True,
) -> list[Estimate]:
    """Each declaration judged over the same sampled deals (whether the side reaches its aim
    with open hands), until the budget is spent (or, with `settle`, the choice is clear);
    best first."""
    cons = constraints(view)
    chips = [0.0] * len(choices)
    made = [0] * len(choices)
    rows: list[list[float]] = []
    n = 0
    done = False
    while not done:
        s = sample(cons, rng)
        row = []
        for ch in choices:
            if budget.expired():
                done = True
                break
            try:
                ok = reaches(ch.position(s), ch.target, budget)
            except OutOfTime:
                done = True
                break
            row.append(ch.payoff(s, ok))
        if len(row) < len(choices):
            break
        for i, (c, m) in enumerate(row):
            chips[i] += c
            made[i] += int(m)
        rows.append([c for c, _ in row])
        n += 1
        if settle and n % SETTLE_EVERY == 0 and settled(rows):
            break
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


def _search(
    view: PlayerView,
    fr: Frame,
    rng: random.Random,
    budget: Budget,
    settle: bool = True,
    share: bool = True,
    infer: bool = False,
) -> _Tally:
    """Sample, evaluate every legal card, accumulate: until `budget` is spent (or, with
    `settle`, the best card is clear). Where the app runs a helper process (`parallel`), it
    searches the same view with its own samples meanwhile, and its tally is pooled in. With
    `infer`, the deals are weighed by the other seats' play (`inference.Inference.draw`)."""
    pool = parallel.helper() if share else None
    remote: Future[_Tally] | None = None
    if pool is not None:
        try:
            remote = pool.submit(
                remote_search,
                view,
                rng.getrandbits(64),
                budget.left(),
                budget.wall_left(),
                settle,
                infer,
            )
        except Exception:  # a broken or stopped helper: search alone
            remote = None
    started = time.perf_counter()
    tally = _local_search(view, fr, rng, budget, settle, infer)
    if remote is not None:
        # The helper started with the same budget and the same way to stop early, so its
        # tally is due about now: a helper much later than this thread (a busy machine) is
        # not waited for.
        took = time.perf_counter() - started
        wait = min(budget.wall_left(), HELPER_LATE * took) + HELPER_GRACE
        try:
            _pool_in(tally, remote.result(timeout=wait))
        except Exception:  # late or failed: the answer rests on this thread's samples
            remote.cancel()
    return tally


def remote_search(
    view: PlayerView, seed: int, seconds: float, wall: float, settle: bool, infer: bool = False
) -> _Tally:
    """`_search` in a helper process: the tally of its own samples of `view`, searched for
    `seconds` of its CPU time and at most `wall` seconds (the asking thread's own limits)."""
    fr = frame(view)
    if fr is None:
        return _Tally()
    budget = Budget(seconds, wall=wall)
    return _local_search(view, fr, random.Random(seed), budget, settle, infer)


def _pool_in(tally: _Tally, other: _Tally) -> None:
    """Add another searcher's samples of the same decision to `tally` (if they are alike:
    the same cards, both solved or both played out)."""
    if not other.samples or other.cards != tally.cards or other.solved != tally.solved:
        return
    for c in other.cards:
        tally.chips[c] += other.chips[c]
        tally.made[c] += other.made[c]
    tally.rows.extend(other.rows)
    tally.samples += other.samples


def _local_search(
    view: PlayerView, fr: Frame, rng: random.Random, budget: Budget, settle: bool, infer: bool
) -> _Tally:
    cons = constraints(view)
    weigh = inference.for_view(view) if infer else None
    tally = _Tally()
    # Deals too big to solve go straight to rollouts or playouts: the solver looks at the
    # clock only at trick boundaries, and a 4 x 10-card deal can pass seconds between looks.
    tally.solved = sum(view.hand_sizes) + len(view.trick) <= SOLVE_CARDS
    # Where rule-bot rollouts apply (Solo Whist's trump contracts), deals that cannot be solved
    # a few times over in the budget are judged by rollouts instead (`play_rollouts`).
    roll = play_rollouts.for_view(view)
    solvers: dict[int, Solver] = {}
    while True:
        if tally.samples and budget.expired():
            break
        s = sample(cons, rng) if weigh is None else weigh.draw(cons, rng)
        pos = fr.position(view, s)
        # The first search may take a share of the budget; later ones what is left.
        part = budget.part(1.0 if tally.samples else SOLVE_SHARE)
        values: dict[Card, int] | None = None
        if fr.misere:
            try:
                values = escape_values(pos, part)
            except OutOfTime:
                break
        elif tally.solved:
            solver = solvers.get(pos.side)
            if solver is None:
                solver = solvers[pos.side] = Solver(
                    pos.ctx, pos.policy, pos.order, pos.side, pos.points
                )
            if roll is not None:
                part = budget.part(play_rollouts.solve_share(tally.samples))
            try:
                values = solver.move_values(pos, part)
            except OutOfTime:
                if roll is not None and tally.samples < play_rollouts.MIN_SOLVED:
                    tally = _Tally(solved=False)  # too few solved deals: roll out instead
                    continue
                if tally.samples:
                    break
                tally.solved = False
        if values is None and roll is not None:
            values = roll.values(s)
        if values is None:
            values = playout_values(pos)
        if not tally.cards:
            tally.cards = sorted(values)
        row = []
        for c in tally.cards:
            chips, made = fr.payoff(s, values[c])
            tally.chips[c] = tally.chips.get(c, 0.0) + chips
            tally.made[c] = tally.made.get(c, 0) + int(made)
            row.append(chips)
        tally.rows.append(row)
        tally.samples += 1
        if len(values) <= 1:
            break
        if settle and tally.samples % SETTLE_EVERY == 0 and settled(tally.rows):
            break
    return tally


def plausible_constraints(view: PlayerView) -> Constraints:
    """The determinization constraints of a view (re-exported for the hint feature)."""
    return constraints(view)
