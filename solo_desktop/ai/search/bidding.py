"""Bidding, declaring and exchanging by simulation: rollouts of the rest of the hand.

Outside the play phase the open-hand solver is too slow for a whole hand (Six-bid about 1.7 s
a solve, Solo Whist seconds to minutes), so every candidate action is judged by ROLLOUTS: deal
the hidden cards consistently with the seat's view (`determinize`), rebuild a full game state
from that deal and the hand's calls so far (`rebuild`), apply the candidate, then play the rest
of the hand with the rule bot in every seat and take the acting seat's chips from the outcome.
Every candidate sees the same deals and the same random stream (common random numbers), so
their differences are far less noisy than their means.

Covered (`supports`): Six-bid Solo and Progressive (bids, pass, double, redouble, naming
trumps, call solo's `call` and `give`, frog's `discard`), Solo Whist (bids, prop and accept,
naming trumps), Solo 66 (bids, naming trumps, the talon discard) and German Solo (bids, hold,
the raise, called cards, and naming trumps where `games.declare_choices` does not).

Candidates are pruned first (`candidates`): the rule bot's choice, pass (and accept, double,
redouble when legal), the lowest bid and the bid above the rule bot's; every trump suit;
a handful of called cards, given cards and discards ranked by a cheap heuristic. Candidates
clearly worse than the best are dropped as rollouts come in (successive elimination), so that
the others get more. The rule bot's choice stands unless another candidate beats it by more
than `MARGIN_SE` standard errors of the paired difference: rollouts are noisy.

Past calls of the other seats weigh the deal: of up to `TRIES` deals, the one whose calls the
rule bot would have made most often is kept (a seat that bid is likely to hold a bidding hand).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from solo_desktop.ai.bot import Bot
from solo_desktop.ai.budget import Budget
from solo_desktop.ai.search.determinize import Constraints, Sample, constraints, sample
from solo_desktop.ai.search.paired import beats_first, best, eliminate
from solo_desktop.ai.search.replay import (
    BEFORE_PLAY,
    GAMES,
    dealt_before_play,
    game_of,
    replay_asking,
)
from solo_desktop.core.actions import split
from solo_desktop.core.cards import (
    ACE,
    CARD_POINTS,
    CARD_TEXT,
    SUIT_MASK,
    TEN,
    Card,
    card,
    cards_of,
    parse_card,
)
from solo_desktop.core.game import Action, Game, Phase, PlayerView

SAFETY = 0.9
"""The share of the budget the rollouts plan to use."""
MARGIN_SE = 1.5
"""Standard errors of the paired difference by which a candidate must beat the rule bot."""
MIN_SAMPLES = 12
"""Rollouts per candidate below which the rule bot's choice stands."""
ELIMINATE_SE = 2.5
"""A candidate this many standard errors below the best is dropped."""
ELIMINATE_EVERY = 8
"""Samples between two elimination rounds."""
TRIES = 6
"""Deals drawn per sample to find one consistent with the other seats' calls."""
DISCARD_POOL = 5
"""The most discardable cards whose combinations are discard candidates."""
MAX_CARD_CANDIDATES = 5
"""Called or given cards judged (the rule bot's among them)."""
PHASES = BEFORE_PLAY


@dataclass(frozen=True, slots=True)
class Judged:
    """What rollouts say of one candidate action."""

    action: Action
    chips: float
    """Mean chips for the acting seat."""
    chance: float | None
    """Share of the decided rollouts in which the acting seat's side made its aim."""
    samples: int


@dataclass(slots=True)
class Rollouts:
    """Per candidate: the chips of each rollout (sample i is the i-th deal), aims made."""

    actions: list[Action]
    values: list[list[float]] = field(default_factory=list)
    made: list[int] = field(default_factory=list)
    decided: list[int] = field(default_factory=list)

    def judged(self) -> list[Judged]:
        """Each candidate's mean, best first."""
        out = []
        for i, a in enumerate(self.actions):
            v = self.values[i]
            n = len(v)
            chance = self.made[i] / self.decided[i] if self.decided[i] else None
            out.append(Judged(a, sum(v) / n if n else 0.0, chance, n))
        out.sort(key=lambda j: (j.samples == 0, -j.chips))
        return out


# -- which views ---------------------------------------------------------------------------------


def supports(view: PlayerView) -> bool:
    """Whether `view` is a decision this module judges by rollouts."""
    return (
        view.phase in PHASES
        and view.to_act == view.seat
        and len(view.legal_actions) > 1
        and game_of(view) is not None
    )


# -- rebuilding a state ----------------------------------------------------------------------------


def rebuild(game: Game, view: PlayerView, s: Sample) -> Any | None:
    """A full state of `game` consistent with deal `s` and everything `view` has seen: the deal
    put back as it was dealt, then the hand's calls replayed. Only before the play (auction,
    declare, exchange). None if the calls cannot be replayed on this deal."""
    got = _replay(game, view, s, None)
    return None if got is None else got[0]


def _replay(game: Game, view: PlayerView, s: Sample, rule: Bot | None) -> tuple[Any, int] | None:
    """The rebuilt state, and how many of the other seats' calls `rule` would not have made
    with the cards of this deal (0 without `rule`)."""
    deal = dealt_before_play(view, s)
    if deal is None:
        return None
    got = replay_asking(game, view, deal, view.calls, rule)
    if got is None:
        return None
    state, misses = got
    if game.to_act(state) != view.to_act or game.view(state, view.seat).hand != view.hand:
        return None
    return state, sum(misses)


def _repair(view: PlayerView, s: Sample, rng: random.Random) -> Sample:
    """German Solo: a seat that bid or held grossfrage shows both black queens; the deal
    gets them there by swapping with random cards of his (the other calls are checked by
    replaying them)."""
    from solo_desktop.games.german_solo_score import BLACK_QUEENS
    from solo_desktop.games.german_solo_view import GermanSoloView

    if not isinstance(view, GermanSoloView):
        return s
    showing = set()
    last = ""
    for seat, action in view.calls:
        if action.startswith("bid "):
            last = action
        if action == "bid grossfrage" or (action == "hold" and last == "bid grossfrage"):
            showing.add(seat)
    showing.discard(view.seat)
    if not showing:
        return s
    hands = list(s.hands)
    called = view.called
    keep = BLACK_QUEENS | (0 if called is None else 1 << called)
    for q in showing:
        for c in cards_of(BLACK_QUEENS & ~hands[q]):
            holder = next((h for h in range(len(hands)) if hands[h] >> c & 1), None)
            spare = cards_of(hands[q] & ~keep)
            if holder is None or holder == view.seat or not spare:
                return s
            x = spare[int(rng.random() * len(spare))]
            hands[q] ^= 1 << c | 1 << x
            hands[holder] ^= 1 << c | 1 << x
    return Sample(tuple(hands), s.pile)


def _plausible_state(
    game: Game, view: PlayerView, cons: Constraints, rng: random.Random, rule: Bot
) -> Any | None:
    """A rebuilt state from up to `TRIES` deals: the first whose other seats' calls the rule
    bot would all have made, else the one with the fewest disagreements."""
    best: Any | None = None
    best_miss = math.inf
    for _ in range(TRIES):
        got = _replay(game, view, _repair(view, sample(cons, rng), rng), rule)
        if got is None:
            continue
        st, miss = got
        if miss < best_miss:
            best, best_miss = st, miss
            if miss == 0:
                break
    return best


# -- candidates ------------------------------------------------------------------------------------


def candidates(view: PlayerView, favourite: Action) -> list[Action]:
    """The legal actions worth judging, the rule bot's `favourite` first."""
    legal = view.legal_actions
    out = [favourite]

    def add(a: Action) -> None:
        if a in legal and a not in out:
            out.append(a)

    verbs = {split(a)[0] for a in legal}
    if view.phase is Phase.AUCTION:
        for a in ("pass", "accept", "double", "redouble"):
            add(a)
        bids = sorted((a for a in legal if a.startswith("bid ")), key=_ladder(view))
        for a in bids[:1]:
            add(a)
        if favourite in bids:
            i = bids.index(favourite)
            if i + 1 < len(bids):
                add(bids[i + 1])
        return out
    if "trump" in verbs:
        for a in legal:
            add(a)
        return out
    if "call" in verbs:
        for a in _ranked_calls(view, legal)[: MAX_CARD_CANDIDATES - 1]:
            add(a)
        return out
    if "give" in verbs:
        for a in _ranked_gives(view, legal)[: MAX_CARD_CANDIDATES - 1]:
            add(a)
        return out
    if "discard" in verbs:
        for a in _ranked_discards(view, legal):
            add(a)
        return out
    for a in legal:
        add(a)
    return out


def _ladder(view: PlayerView) -> Callable[[Action], int]:
    """The key that sorts a game's bids lowest first (legal actions come sorted as text)."""
    from solo_desktop.games import german_solo_score, six_bid_score, solo_whist_score

    words: list[str]
    gid = getattr(game_of(view), "id", "")
    if gid == "six_bid":
        words = [s.contract.value for s in six_bid_score.SPECS[view.rules.text("variant")]]  # type: ignore[attr-defined]
    elif gid == "solo_whist":
        words = [c.value for c in solo_whist_score.LADDER]
    elif gid == "german_solo":
        words = [c.value for c in german_solo_score.LADDER]
    else:  # Solo 66: diamonds < hearts < spades < clubs
        words = ["diamonds", "hearts", "spades", "clubs"]

    def key(a: Action) -> int:
        word = split(a)[1][0].lower()
        return words.index(word) if word in words else len(words)

    return key


def _card_arg(a: Action) -> Card:
    return parse_card(split(a)[1][0])


def _ranked_calls(view: PlayerView, legal: Sequence[Action]) -> list[Action]:
    """Called cards most useful first: trumps, then aces and tens, high before low."""
    trump = view.trump

    def worth(a: Action) -> tuple[int, int, int]:
        c = _card_arg(a)
        return (int(c >> 4 == trump), CARD_POINTS[c], c & 15)

    return sorted(legal, key=worth, reverse=True)


def _ranked_gives(view: PlayerView, legal: Sequence[Action]) -> list[Action]:
    """Given cards cheapest first: no trumps, few points, low ranks, from long side suits."""
    trump = view.trump
    hand = view.hand

    def cost(a: Action) -> tuple[int, int, int, int]:
        c = _card_arg(a)
        s = c >> 4
        return (int(s == trump), CARD_POINTS[c], -(hand & SUIT_MASK[s]).bit_count(), c & 15)

    return sorted(legal, key=cost)


def _discardable(view: PlayerView) -> list[Card]:
    """The hand's cards most discardable first: points that would be lost (discards count for
    the declarer at once), cards of short side suits, never trumps, aces or guarded tens."""
    hand = view.hand
    trump = view.trump

    def worth(c: Card) -> float:
        s = c >> 4
        side = hand & SUIT_MASK[s]
        if s == trump:
            return -40.0 - CARD_POINTS[c]
        if c & 15 == ACE:
            return -12.0
        if c & 15 == TEN and side >> card(s, ACE) & 1:
            return -6.0
        return CARD_POINTS[c] + 3.0 / side.bit_count()

    return sorted(cards_of(hand), key=worth, reverse=True)


def _ranked_discards(view: PlayerView, legal: Sequence[Action]) -> list[Action]:
    """Discards from the combinations of the most discardable cards."""
    k = len(split(legal[0])[1])
    pool = _discardable(view)[:DISCARD_POOL]
    legal_set = set(legal)
    out = []
    for combo in combinations(sorted(pool), k):
        a = "discard " + " ".join(CARD_TEXT[c] for c in combo)
        if a in legal_set:
            out.append(a)
        else:  # the game may sort the cards another way
            match = next((x for x in legal if set(split(x)[1]) == set(split(a)[1])), None)
            if match is not None:
                out.append(match)
    return out


# -- rollouts -------------------------------------------------------------------------------------


def rollout(game: Game, state: Any, policy: Bot, rng: random.Random) -> Any:
    """The state at the end of the hand, every seat played by `policy`."""
    while not game.is_over(state):
        seat = game.to_act(state)
        assert seat is not None
        state = game.apply(state, policy.choose(game.view(state, seat), rng))
    return state


def _result(game: Game, end: Any, seat: int) -> tuple[float, bool | None]:
    out = game.outcome(end)
    chips = float(out.settlement.chips[seat])
    if out.won is None or out.declarer is None:
        return chips, None
    ours = seat in (out.declarer, out.partner)
    return chips, out.won == ours


def run(
    view: PlayerView,
    actions: Sequence[Action],
    rng: random.Random,
    budget: float | Budget,
    policy: Bot,
    game: Game | None = None,
    settle: bool = True,
) -> Rollouts:
    """Rollouts of every action in `actions` over the same sampled deals until `budget`
    (seconds, or a `Budget`) is spent; the first action (the rule bot's) is never dropped.
    With `settle` they stop early once the choice is clear: every candidate but the first
    dropped, or one left beside it that beats it clearly (`ELIMINATE_SE`)."""
    if not isinstance(budget, Budget):
        budget = Budget(budget * SAFETY)
    game = game or game_of(view)
    res = Rollouts(list(actions))
    k = len(actions)
    res.values = [[] for _ in range(k)]
    res.made = [0] * k
    res.decided = [0] * k
    if game is None or not k:
        return res
    cons = constraints(view)
    alive = list(range(k))
    seat = view.seat
    failures = 0
    n = 0
    while not budget.expired():
        state = _plausible_state(game, view, cons, rng, policy)
        if state is None:
            failures += 1
            if failures > 20:
                break
            continue
        seed = rng.getrandbits(48)
        row: list[tuple[int, float, bool | None]] = []
        for i in alive:
            if n and budget.expired():
                break
            end = rollout(game, game.apply(state, actions[i]), policy, random.Random(seed))
            chips, made = _result(game, end, seat)
            row.append((i, chips, made))
        if len(row) < len(alive):
            break
        for i, chips, made in row:
            res.values[i].append(chips)
            if made is not None:
                res.decided[i] += 1
                res.made[i] += int(made)
        n += 1
        if n % ELIMINATE_EVERY == 0 and len(alive) > 2:
            alive = eliminate(res.values, alive, ELIMINATE_SE)
        if settle and n >= MIN_SAMPLES and n % ELIMINATE_EVERY == 0 and _settled(res, alive):
            break
    return res


def _settled(res: Rollouts, alive: list[int]) -> bool:
    """Whether more rollouts would not change the choice: only the rule bot's candidate is
    left, or one other that beats it by `ELIMINATE_SE` standard errors."""
    if len(alive) == 2:
        alive = eliminate(res.values, alive, ELIMINATE_SE)
    if alive == [0]:
        return True
    return len(alive) == 2 and beats_first(res.values, alive[1], ELIMINATE_SE)


def decide(res: Rollouts) -> Action | None:
    """The best candidate if it beats the first (the rule bot's) by the margin, else the first;
    None without rollouts."""
    if not res.actions or not res.values[0]:
        return None
    return res.actions[best(res.values, MARGIN_SE, MIN_SAMPLES)]


def choose(
    view: PlayerView,
    rng: random.Random,
    budget: float | Budget,
    rule: Bot,
    favourite: Action,
    settle: bool = True,
) -> tuple[Action, Rollouts]:
    """The action to take by rollouts (the rule bot's `favourite` unless beaten)."""
    res = run(view, candidates(view, favourite), rng, budget, rule, settle=settle)
    best = decide(res)
    return (favourite if best is None else best), res


__all__ = [
    "GAMES",
    "Judged",
    "Rollouts",
    "candidates",
    "choose",
    "decide",
    "game_of",
    "rebuild",
    "rollout",
    "run",
    "supports",
]
