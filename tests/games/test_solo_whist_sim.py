"""Seeded random play of many Solo Whist hands under random house rules, checking invariants.

After every action: every card is in exactly one place (hands + played = the deck); a
candidate action outside the legal list raises IllegalActionError and changes nothing; what a
seat's view shows does not depend on the other seats' hidden cards (swapping hidden cards
between two other seats leaves every view property unchanged; misère ouverte's exposed hand and
the turned-up card are seen by all). Every finished hand: chips summing to zero and equal to
a settlement worked out here from the tricks (RULES.md section 2), and the hand's record
dumping and replaying to the same outcome.
"""

from __future__ import annotations

import random
import time

from solo_desktop.core import record as records
from solo_desktop.core.cards import DECK_52, mask_of
from solo_desktop.core.game import IllegalActionError, Phase, Status
from solo_desktop.games.solo_whist import GAME, State

AIM = {"prop": 8, "solo": 5, "misere": 0, "abondance": 9, "abondance_royale": 9,
       "misere_ouverte": 0, "abondance_declaree": 13}  # fmt: skip
RED = {"prop": 1, "solo": 2, "misere": 3, "abondance": 4, "abondance_royale": 4,
       "misere_ouverte": 6, "abondance_declaree": 8}  # fmt: skip
ODD = {"prop", "solo", "abondance", "abondance_royale"}
CANDIDATES = [
    "pass", "accept", "bid prop", "bid solo", "bid misere", "bid abondance_declaree",
    "trump clubs", "trump hearts", "play AS", "play 2C", "play TH", "", "bid", "bid nothing",
    "play XX", "hold", "call AH", "play 1C",
]  # fmt: skip
DECK = mask_of(DECK_52)
VIEW_FIELDS = (
    "players", "phase", "to_act", "dealer", "hand", "hand_sizes", "leader", "trick", "history",
    "tricks", "calls", "high_bid", "bidder", "accepter", "passed", "offering", "deciding",
    "thrown_in", "general_misere", "turn_up", "turn_up_card", "declarer", "partner", "contract",
    "value", "aim", "trump", "on_declarer_side", "legal_actions", "playable", "exposed",
    "open_hand", "played", "unseen", "first_leader", "taken", "odd_tricks", "won", "chips",
)  # fmt: skip


def expected_chips(state: State) -> tuple[int, ...]:
    """The settlement worked out from the tricks, independently of the score module."""
    out = GAME.outcome(state)
    if out.status is Status.THROWN_IN:
        return (0, 0, 0, 0)
    if out.contract is None:
        taker = state.history[-1].winner
        return tuple(-15 if s == taker else 5 for s in range(4))
    d, p, contract = out.declarer, out.partner, out.contract
    assert d is not None
    taken = state.tricks[d] + (state.tricks[p] if p is not None else 0)
    aim = AIM[contract]
    won = taken == 0 if aim == 0 else taken >= aim
    assert out.won is won
    each = 5 * RED[contract]
    if contract in ODD:
        each += taken - aim if won else max(aim - taken - 1, 0)
    if p is not None:
        return tuple(2 * each if (s in (d, p)) == won else -2 * each for s in range(4))
    sign = 1 if won else -1
    return tuple(3 * sign * each if s == d else -sign * each for s in range(4))


def views(state: State) -> list[tuple[object, ...]]:
    """Every seat's view, property by property."""
    return [tuple(getattr(GAME.view(state, s), f) for f in VIEW_FIELDS) for s in range(4)]


def check_hidden(state: State, rng: random.Random) -> None:
    """Swapping one hidden card between two other seats changes no seat's view."""
    seat = rng.randrange(4)
    v = GAME.view(state, seat)
    others = [s for s in range(4) if s != seat]
    a, b = rng.sample(others, 2)
    seen = v.open_hand | 1 << state.setup.turn_up
    ha, hb = state.hands[a] & ~seen, state.hands[b] & ~seen
    if not ha or not hb:
        return
    ca = rng.choice([c for c in DECK_52 if ha >> c & 1])
    cb = rng.choice([c for c in DECK_52 if hb >> c & 1])
    hands = list(state.hands)
    hands[a] ^= 1 << ca | 1 << cb
    hands[b] ^= 1 << ca | 1 << cb
    other = state._replace(hands=tuple(hands))
    before = tuple(getattr(v, f) for f in VIEW_FIELDS if f not in ("unseen",))
    after_v = GAME.view(other, seat)
    after = tuple(getattr(after_v, f) for f in VIEW_FIELDS if f not in ("unseen",))
    assert before == after


def random_rules(rng: random.Random) -> dict[str, object]:
    """Random house rules, each key present or left at its default."""
    choices = {
        "cop_after_pass": ["forehand", "nobody", "anyone"],
        "lone_prop": ["throw_in", "raise_to_solo"],
        "no_contract": ["redeal", "general_misere"],
        "ouvert_exposed": ["after_first_card", "after_first_trick"],
    }
    return {k: rng.choice(v) for k, v in choices.items() if rng.random() < 0.7}


def play_hand(rng: random.Random, n: int) -> tuple[Status, str | None]:
    """One random hand with every check."""
    rules = GAME.house_rules(random_rules(rng))
    deal = GAME.deal(rules, 4, rng.randrange(4), rng)
    assert deal.turn_up == deal.hands[deal.dealer][-1]
    state = GAME.start(rules, deal)
    actions: list[str] = []
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        assert legal and list(legal) == sorted(legal)
        assert GAME.view(state, state.to_act).legal_actions == legal
        for s in range(4):
            if s != state.to_act:
                assert GAME.view(state, s).legal_actions == ()
        if n % 10 == 0:
            for cand in rng.sample(CANDIDATES, 4):
                if cand not in legal:
                    try:
                        GAME.apply(state, cand)
                    except IllegalActionError:
                        pass
                    else:
                        raise AssertionError(f"{cand!r} accepted, legal {legal}")
        if n % 5 == 0:
            check_hidden(state, rng)
        if state.phase is Phase.AUCTION:
            # bid rarely so that auctions go several rounds; accept often enough
            weights = [8.0 if a in ("pass", "accept") else 1.0 for a in legal]
            action = rng.choices(legal, weights)[0]
        else:
            action = rng.choice(legal)
        state = GAME.apply(state, action)
        actions.append(action)
        whole = 0
        for h in state.hands:
            assert not whole & h
            whole |= h
        played = GAME.view(state, 0).played
        assert not whole & played and whole | played == DECK
    chips = GAME.outcome(state).settlement.chips
    assert sum(chips) == 0
    assert chips == expected_chips(state)
    if n % 10 == 0:
        rec = records.make(GAME, rules, deal, actions)
        again = records.replay(records.loads(records.dumps(rec))).final
        assert GAME.outcome(again) == GAME.outcome(state)
    out = GAME.outcome(state)
    return out.status, out.contract


def test_random_hands_keep_every_invariant() -> None:
    rng = random.Random(20261122)
    start = time.perf_counter()
    results = {play_hand(rng, n) for n in range(3000)}
    assert (Status.THROWN_IN, None) in results and (Status.SETTLED, None) in results
    assert {c for _, c in results} >= set(AIM)
    assert time.perf_counter() - start < 30
