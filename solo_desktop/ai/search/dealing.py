"""Dealing the hidden cards: `Sample` (one deal), `Constraints` (what is fixed about it) and
`sample(cons, rng)`, which deals the pool so that every constraint holds.

Dealing is exact: cards are placed most constrained first, each at random among the places
that may take it in proportion to their free room (with no voids that is a uniform deal); a
rare dead end restarts, and after a few restarts a dealer that checks Hall's condition before
every placement finishes the job, so a consistent deal is always found when one exists.

When the constraints carry a `plausible` test (the auction's evidence), up to `tries` deals
are drawn until one passes it (the last is kept otherwise): cheap accept/reject sampling.
`determinize.constraints(view)` reads the constraints off a seat's view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from solo_desktop.core.cards import Card, Mask, cards_of

__all__ = ["PILE", "Constraints", "Inconsistent", "Sample", "consistent", "sample"]

PILE = -1
"""The place index of the face-down pile in a deal's places."""


@dataclass(frozen=True, slots=True)
class Sample:
    """One deal of the hidden cards: every seat's current hand and the face-down pile."""

    hands: tuple[Mask, ...]
    pile: Mask


@dataclass(frozen=True, slots=True)
class Constraints:
    """What is fixed about the hidden cards, as one seat sees them."""

    me: int
    known: tuple[Mask, ...]
    """Per seat: cards known to be in its hand now (this seat's whole hand)."""
    need: tuple[int, ...]
    """Per seat: hidden cards still to deal to it."""
    allowed: tuple[Mask, ...]
    """Per seat: the pool cards it may hold (voids and other exclusions removed)."""
    pool: Mask
    """The hidden cards: dealt to the seats (per `need`) and the pile."""
    pile_known: Mask = 0
    """Cards known to lie in the pile (Sixty-Six's face-up trump card; a called card in the
    widow)."""
    played: tuple[Mask, ...] = ()
    """Per seat: cards it has played (its dealt hand is these plus its current hand)."""
    plausible: Callable[[Sample], bool] | None = None
    """An optional test of a deal against the auction (accept/reject sampling)."""

    @property
    def pile_need(self) -> int:
        """Hidden cards that lie in the pile."""
        return self.pool.bit_count() - sum(self.need)


class Inconsistent(ValueError):
    """No deal satisfies the constraints (a bug in reading the view)."""


def sample(cons: Constraints, rng: random.Random, tries: int = 8) -> Sample:
    """A deal of the hidden cards consistent with `cons`; up to `tries` deals are drawn until
    one passes the auction's `plausible` test (the last is kept if none does)."""
    s = _deal(cons, rng)
    test = cons.plausible
    if test is not None:
        for _ in range(tries - 1):
            if test(s):
                break
            s = _deal(cons, rng)
    return s


def _deal(cons: Constraints, rng: random.Random) -> Sample:
    n = len(cons.need)
    places = [s for s in range(n) if cons.need[s]]
    pile_need = cons.pile_need
    caps = [cons.need[s] for s in places]
    allowed = [cons.allowed[s] for s in places]
    if pile_need:
        places.append(PILE)
        caps.append(pile_need)
        allowed.append(cons.pool)
    pool = cons.pool
    if not places:
        return Sample(cons.known, cons.pile_known)
    full = all(a == pool for a in allowed)
    got: list[Mask] | None
    if full:
        got = _shuffle_deal(pool, caps, rng)
    else:
        got = None
        for _ in range(4):
            got = _greedy_deal(pool, caps, allowed, rng)
            if got is not None:
                break
        if got is None:
            got = _hall_deal(pool, caps, allowed, rng)
    hands = list(cons.known)
    pile = cons.pile_known
    for place, m in zip(places, got, strict=True):
        if place == PILE:
            pile |= m
        else:
            hands[place] |= m
    return Sample(tuple(hands), pile)


def _shuffle_deal(pool: Mask, caps: Sequence[int], rng: random.Random) -> list[Mask]:
    cards = list(cards_of(pool))
    rng.shuffle(cards)
    out = []
    i = 0
    for cap in caps:
        m = 0
        for c in cards[i : i + cap]:
            m |= 1 << c
        out.append(m)
        i += cap
    return out


def _greedy_deal(
    pool: Mask, caps: Sequence[int], allowed: Sequence[Mask], rng: random.Random
) -> list[Mask] | None:
    """Most constrained cards first, each to a random allowed place weighted by free room;
    None at a dead end."""
    k = len(caps)
    room = list(caps)
    out = [0] * k
    cards = list(cards_of(pool))
    rng.shuffle(cards)
    options = []
    for c in cards:
        opts = [p for p in range(k) if allowed[p] >> c & 1]
        options.append((len(opts), c, opts))
    options.sort(key=lambda t: t[0])
    for _, c, opts in options:
        total = 0
        for p in opts:
            total += room[p]
        if total == 0:
            return None
        x = rng.random() * total
        chosen = opts[-1]
        for p in opts:
            x -= room[p]
            if x < 0 and room[p]:
                chosen = p
                break
        if not room[chosen]:
            chosen = next(p for p in opts if room[p])
        room[chosen] -= 1
        out[chosen] |= 1 << c
    return out


def _hall_deal(
    pool: Mask, caps: Sequence[int], allowed: Sequence[Mask], rng: random.Random
) -> list[Mask]:
    """Place cards one at a time, checking before each placement that the rest can still be
    placed (Hall's condition over every set of places); raises Inconsistent if nothing fits."""
    k = len(caps)
    room = list(caps)
    out = [0] * k
    types: dict[int, int] = {}
    card_type: dict[Card, int] = {}
    for c in cards_of(pool):
        t = sum(1 << p for p in range(k) if allowed[p] >> c & 1)
        types[t] = types.get(t, 0) + 1
        card_type[c] = t

    def feasible() -> bool:
        for subset in range(1, 1 << k):
            cap = sum(room[p] for p in range(k) if subset >> p & 1)
            inside = sum(m for t, m in types.items() if t & ~subset == 0)
            if inside > cap:
                return False
        return True

    if not feasible():
        raise Inconsistent("no deal fits what this seat has seen")
    cards = list(cards_of(pool))
    rng.shuffle(cards)
    cards.sort(key=lambda c: card_type[c].bit_count())
    for c in cards:
        t = card_type[c]
        opts = [p for p in range(k) if t >> p & 1 and room[p]]
        rng.shuffle(opts)
        opts.sort(key=lambda p: -room[p] * rng.random())
        types[t] -= 1
        for p in opts:
            room[p] -= 1
            if feasible():
                out[p] |= 1 << c
                break
            room[p] += 1
        else:  # pragma: no cover - excluded by the feasibility check before
            raise Inconsistent("no deal fits what this seat has seen")
    return out


def consistent(cons: Constraints, s: Sample) -> bool:
    """Whether a deal fits the constraints: sizes, known cards, allowed cards, the pile."""
    n = len(cons.need)
    dealt = 0
    for seat in range(n):
        h = s.hands[seat]
        if h & cons.known[seat] != cons.known[seat]:
            return False
        extra = h & ~cons.known[seat]
        if extra.bit_count() != cons.need[seat]:
            return False
        if seat != cons.me and extra & ~cons.allowed[seat]:
            return False
        if extra & dealt:
            return False
        dealt |= extra
    if s.pile & cons.pile_known != cons.pile_known:
        return False
    rest = s.pile & ~cons.pile_known
    if rest & dealt or rest.bit_count() != cons.pile_need:
        return False
    return (dealt | rest) == cons.pool
