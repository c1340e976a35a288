"""Seeded random play of many Six-bid hands under random house rules, checking invariants.

After every action: every card is in exactly one place (hands, played cards, the widow or
frog's discards); a candidate action outside the legal list raises IllegalActionError and
changes nothing; a seat's view shows its own cards only (plus spread misère's exposed hand).
Every finished hand: the card points add up to 120 with the cards not played, the chips sum
to zero and match a settlement worked out here, and the record dumps and replays to the
same outcome.
"""

from __future__ import annotations

import random
import time

from solo_desktop.core import record as records
from solo_desktop.core.cards import CARD_POINTS, DECK_36, cards_of, mask_of, points_of
from solo_desktop.core.game import IllegalActionError, Phase, Status
from solo_desktop.games.six_bid import GAME, State

DECK = mask_of(DECK_36)
RATES = {
    "six_bid": {"solo": 1, "heart_solo": 2},
    "progressive": {"frog": 1, "spade_solo": 2, "club_solo": 3, "diamond_solo": 4,
                    "heart_solo": 5},
}  # fmt: skip
FIXED = {"misere": 40, "spread_misere": 60, "guarantee_solo": 40, "call_solo": 100}
CANDIDATES = [
    "pass", "double", "redouble", "bid solo", "bid frog", "bid call_solo", "trump hearts",
    "trump clubs", "call AS", "give 6C", "discard AS KS QS", "play AS", "play 6C", "play TH",
    "", "bid", "bid nothing", "play XX", "hold", "play 5C",
]  # fmt: skip


def placed(state: State) -> int:
    """Every card's place, checked to be unique; returns the union mask."""
    m = 0
    total = 0
    parts = [*state.hands, mask_of(state.setup.discards)]
    for t in state.history:
        parts.append(mask_of(t.cards))
    parts.append(mask_of(state.trick))
    spec = state.spec
    if spec is None or not spec.frog or state.phase is Phase.AUCTION:
        parts.append(mask_of(state.setup.widow))
    for p in parts:
        assert m & p == 0
        m |= p
        total += p.bit_count()
    assert total == 36
    return m


def expected_chips(state: State) -> tuple[int, ...]:
    """The settlement worked out from the points, independently of the score module."""
    out = GAME.outcome(state)
    n = state.setup.players
    if out.status is Status.THROWN_IN:
        return (0,) * n
    d = out.declarer
    assert d is not None and out.points is not None and out.contract is not None
    pts = out.points[d]
    variant = state.rules.text("variant")
    if out.contract in RATES[variant]:
        won = pts >= 60
        each = RATES[variant][out.contract] * abs(pts - 60)
    elif out.contract in ("misere", "spread_misere"):
        won = pts == 0
        each = FIXED[out.contract]
    elif out.contract == "guarantee_solo":
        won = pts >= (74 if out.trump == "hearts" else 80)
        each = 40
    else:
        won = pts == 120
        each = 150 if out.trump == "hearts" else 100
    assert out.won is won
    a = state.setup.auction
    chips = [0] * n
    for s in range(n):
        if s == d or (won and s not in state.setup.active):
            continue
        f = (4 if a.redoubled else 2) if a.doubled >> s & 1 else 1
        chips[s] += -each * f if won else each * f
        chips[d] -= -each * f if won else each * f
    return tuple(chips)


def check_view(state: State) -> None:
    for seat in range(state.setup.players):
        v = GAME.view(state, seat)
        assert v.hand == state.hands[seat]
        spec = state.spec
        if v.open_hand:
            assert spec is not None and spec.spread
            assert v.open_hand == state.hands[state.setup.declarer]
        if seat != state.to_act:
            assert v.legal_actions == ()
        if state.phase is not Phase.DONE:
            assert v.widow == ()
        assert v.unseen & v.hand == 0
        for other in range(state.setup.players):
            if other != seat and (not v.open_hand or other != state.setup.declarer):
                assert v.unseen & state.hands[other] == state.hands[other]


def play_hand(rng: random.Random, k: int) -> None:
    rules = GAME.house_rules(
        {
            "variant": rng.choice(["six_bid", "progressive"]),
            "deal_order": rng.choice(["4-3-w-4", "4-w-3-4"]),
            "pots": rng.random() < 0.5,
        }
    )
    players = rng.choice([3, 4])
    deal = GAME.deal(rules, players, k % players, rng)
    state = GAME.start(rules, deal)
    actions: list[str] = []
    while not GAME.is_over(state):
        assert placed(state) == DECK
        legal = GAME.legal_actions(state)
        assert legal and list(legal) == sorted(legal)
        for cand in rng.sample(CANDIDATES, 4):
            if cand not in legal:
                try:
                    GAME.apply(state, cand)
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError(f"{cand!r} accepted but not legal")
        if k % 5 == 0:
            check_view(state)
        bids = [a for a in legal if a.startswith("bid ")]
        if state.phase is Phase.AUCTION and rng.random() < 0.6 and bids:
            action = bids[0]
        else:
            action = rng.choice(legal)
        actions.append(action)
        state = GAME.apply(state, action)
    check_view(state)
    out = GAME.outcome(state)
    assert sum(out.settlement.chips) == 0
    assert out.settlement.chips == expected_chips(state)
    if out.status is Status.SETTLED:
        assert out.points is not None
        spec = state.spec
        assert spec is not None
        left = sum(points_of(h) for h in state.hands) + sum(CARD_POINTS[c] for c in state.trick)
        widow = points_of(mask_of(state.setup.widow))
        in_widow = widow if spec.kind.value == "misere" else 0
        assert sum(out.points) + left + in_widow == 120
        assert all(not cards_of(state.hands[s]) for s in range(players) if s not in
                   state.setup.active)  # fmt: skip
    rec = records.make(GAME, rules, deal, actions)
    again = records.replay(records.loads(records.dumps(rec)))
    assert GAME.outcome(again.final) == out


def test_seeded_random_play() -> None:
    rng = random.Random(2026)
    start = time.perf_counter()
    for k in range(1500):
        play_hand(rng, k)
    assert time.perf_counter() - start < 8
