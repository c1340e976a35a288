"""Seeded random play of many Sixty-Six hands under random house rules, checking invariants.

The test follows every hand with its own small model of RULES.md section 4, written on card
strings and independent of the engine: after every action the legal actions, hands, stock,
tricks and points must agree, every card must be in exactly one place (hands + stock + played
= the deck), the points never exceed 120 + shown marriages + 10, a non-legal action raises
IllegalActionError and changes nothing. Every finished hand: the game points recomputed here,
chips summing to zero, and the hand's record dumping and replaying to the same outcome.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desktop.core import record as records
from solo_desktop.core.cards import CARD_TEXT, DECK_24, cards_of, mask_of
from solo_desktop.core.game import IllegalActionError, Phase, Status
from solo_desktop.core.rules import HouseRules
from solo_desktop.games.sixty_six import GAME, State

RANKS = "ATKQJ9"
STRENGTH = {r: 6 - i for i, r in enumerate(RANKS)}
VALUE = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
WORDS = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}

CANDIDATES = [
    *(f"play {CARD_TEXT[c]}" for c in DECK_24),
    *(f"marriage {w}" for w in WORDS.values()),
    "exchange",
    "close",
    "out",
    "",
    "pass",
    "bid clubs",
    "play 7C",
    "play XX",
    "marriage",
    "out now",
]


@dataclass
class Ref:
    """The test's own model of a Sixty-Six hand, on card strings."""

    rules: HouseRules
    hands: list[list[str]]
    stock: list[str]
    leader: int
    trump: str = ""
    trick: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    tricks: list[int] = field(default_factory=lambda: [0, 0])
    points: list[int] = field(default_factory=lambda: [0, 0])
    pending: list[int] = field(default_factory=lambda: [0, 0])
    shown: int = 0
    marriage: str = ""
    closed_by: int = -1
    penalty: int = 0
    claimed: int = -1
    last_winner: int = -1
    done: bool = False

    def __post_init__(self) -> None:
        self.trump = self.stock[-1][1]

    @property
    def to_act(self) -> int:
        return -1 if self.done else (self.leader + len(self.trick)) % 2

    @property
    def strict(self) -> bool:
        return self.closed_by >= 0 or not self.stock

    def plays(self) -> set[str]:
        hand = self.hands[self.to_act]
        if not self.trick:
            if self.marriage:
                return {"K" + self.marriage, "Q" + self.marriage}
            return set(hand)
        if not self.strict:
            return set(hand)
        led = self.trick[0]
        same = [c for c in hand if c[1] == led[1]]
        if same:
            if self.rules["must_head"]:
                higher = [c for c in same if STRENGTH[c[0]] > STRENGTH[led[0]]]
                return set(higher or same)
            return set(same)
        trumps = [c for c in hand if c[1] == self.trump]
        return set(trumps or hand)

    def legal(self) -> set[str]:
        if self.done:
            return set()
        legal = {"play " + c for c in self.plays()}
        if self.trick:
            return legal
        legal.add("out")
        if self.marriage:
            return legal
        seat = self.to_act
        hand = self.hands[seat]
        if self.stock and self.closed_by < 0:
            legal.add("close")
            nine = ("9" if self.rules["deck"] == 24 else "J") + self.trump
            if len(self.stock) > 2 and self.tricks[seat] and nine in hand:
                legal.add("exchange")
        if self.closed_by < 0 or self.rules["marriage_after_close"]:
            for s, word in WORDS.items():
                if "K" + s in hand and "Q" + s in hand:
                    legal.add("marriage " + word)
        return legal

    def apply(self, action: str) -> None:
        seat = self.to_act
        verb, *args = action.split()
        if verb == "out":
            self.claimed = seat
            self.done = True
        elif verb == "close":
            self.closed_by = seat
            self.penalty = 3 if self.tricks[1 - seat] == 0 else 2
        elif verb == "exchange":
            nine = ("9" if self.rules["deck"] == 24 else "J") + self.trump
            self.hands[seat].remove(nine)
            self.hands[seat].append(self.stock[-1])
            self.stock[-1] = nine
        elif verb == "marriage":
            suit = args[0][0].upper()
            value = 40 if suit == self.trump else 20
            self.shown += value
            if self.tricks[seat]:
                self.points[seat] += value
            else:
                self.pending[seat] += value
            self.marriage = suit
        else:
            c = args[0]
            self.hands[seat].remove(c)
            self.trick.append(c)
            self.played.append(c)
            self.marriage = ""
            if len(self.trick) == 2:
                self.finish_trick()

    def finish_trick(self) -> None:
        a, b = self.trick
        second_wins = (b[1] == a[1] and STRENGTH[b[0]] > STRENGTH[a[0]]) or (
            b[1] == self.trump != a[1]
        )
        winner = (self.leader + 1) % 2 if second_wins else self.leader
        self.tricks[winner] += 1
        self.points[winner] += VALUE[a[0]] + VALUE[b[0]] + self.pending[winner]
        self.pending[winner] = 0
        if self.stock and self.closed_by < 0:
            self.hands[winner].append(self.stock.pop(0))
            self.hands[1 - winner].append(self.stock.pop(0))
        self.trick = []
        self.leader = winner
        self.last_winner = winner
        if not self.hands[0] and not self.hands[1]:
            self.done = True
            if self.closed_by < 0:
                self.points[winner] += 10

    def chips(self) -> list[int]:
        """RULES.md section 4 game points, as chips: +gp to the winner, -gp to the loser."""
        p, t = self.points, self.tricks
        if self.claimed >= 0:
            c, o = self.claimed, 1 - self.claimed
            if p[c] < 66:
                winner, gp = o, 3
            elif self.closed_by == o:
                winner, gp = c, self.penalty
            else:
                winner, gp = c, 3 if t[o] == 0 else 2 if p[o] < 33 else 1
        elif self.closed_by >= 0 and p[self.closed_by] < 66:
            winner, gp = 1 - self.closed_by, self.penalty
        elif self.rules["unclaimed"] == "most_points" and p[0] != p[1]:
            winner, gp = (0 if p[0] > p[1] else 1), 1
        else:
            winner, gp = self.last_winner, 1
        return [gp if s == winner else -gp for s in range(2)]


def names(m: int) -> set[str]:
    return {CARD_TEXT[c] for c in cards_of(m)}


def check_state(state: State, ref: Ref) -> None:
    """Every card in one place, and the engine agrees with the reference model."""
    views = [GAME.view(state, s) for s in (0, 1)]
    places = [views[0].hand, views[1].hand, mask_of(state.stock), views[0].played]
    seen = 0
    for m in places:
        assert m & seen == 0, "a card is in two places"
        seen |= m
    assert seen == views[0].deck
    assert sum(m.bit_count() for m in places) == 4 * (6 if ref.rules["deck"] == 24 else 5)
    assert views[0].played == views[1].played
    for s in (0, 1):
        assert names(state.hands[s]) == set(ref.hands[s])
    assert [CARD_TEXT[c] for c in state.stock] == ref.stock
    assert list(state.tricks) == ref.tricks
    assert list(state.points) == ref.points
    assert list(state.pending) == ref.pending
    assert sum(state.points) <= 120 + ref.shown + 10
    assert GAME.to_act(state) == (None if ref.done else ref.to_act)
    # What a view shows of the opponent is true.
    for v in views:
        assert v.opponent_known & ~state.hands[v.opponent] == 0
        assert v.unseen & (v.hand | v.played) == 0
        hidden = ref.rules["hide_points"] and not ref.done
        assert v.points[v.opponent] == (None if hidden else state.points[v.opponent])


def check_refusals(state: State, legal: tuple[str, ...], rng: random.Random) -> None:
    before = state
    for action in rng.sample(CANDIDATES, 4):
        if action in legal:
            continue
        with pytest.raises(IllegalActionError) as info:
            GAME.apply(state, action)
        assert info.value.action == action
        assert info.value.seat == GAME.to_act(state)
    assert state == before
    assert GAME.legal_actions(state) == legal


def choose(legal: tuple[str, ...], ref: Ref, rng: random.Random, claim: float) -> str:
    """A random legal action; `out` mostly when it is right, so that hands also play out."""
    seat = ref.to_act
    if "out" in legal and ref.points[seat] >= 66 and rng.random() < claim:
        return "out"
    others = [a for a in legal if a != "out"]
    if "out" in legal and (not others or rng.random() < 0.02):
        return "out"
    return rng.choice(others)


def play_hand(rules: HouseRules, seed: int, dealer: int, refusals: bool = False) -> str:
    """Deal with `seed`, play random legal actions, check every state; the ending's kind."""
    rng = random.Random(seed)
    deal = GAME.deal(rules, 2, dealer, rng)
    state = GAME.start(rules, deal)
    ref = Ref(
        rules,
        [[CARD_TEXT[c] for c in h] for h in deal.hands],
        [CARD_TEXT[c] for c in deal.talon],
        (dealer + 1) % 2,
    )
    claim = rng.choice((0.0, 0.5, 1.0))
    actions: list[str] = []
    states = [state]
    while True:
        check_state(state, ref)
        legal = GAME.legal_actions(state)
        assert legal == tuple(sorted(legal))
        assert set(legal) == ref.legal()
        outcome = GAME.outcome(state)
        assert sum(outcome.settlement.chips) == 0
        if GAME.is_over(state):
            break
        assert outcome.status is Status.IN_PROGRESS and outcome.settlement.chips == (0, 0)
        if refusals:
            check_refusals(state, legal, rng)
        action = choose(legal, ref, rng, claim)
        state = GAME.apply(state, action)
        ref.apply(action)
        actions.append(action)
        states.append(state)
    out = GAME.outcome(state)
    assert out.status is Status.SETTLED and out.to_act is None and out.legal == ()
    assert (out.declarer, out.partner, out.contract, out.won) == (None, None, None, None)
    assert out.trump == WORDS[ref.trump]
    assert list(out.settlement.chips) == ref.chips()
    assert max(out.settlement.chips) in (1, 2, 3)
    if ref.claimed < 0 and ref.closed_by < 0:
        assert sum(out.points or ()) == 130 + ref.shown - sum(ref.pending)
    # The hand's record dumps and replays to the same outcome, and so does a cut of it.
    rec = records.make(GAME, rules, deal, actions)
    again = records.replay(records.loads(records.dumps(rec)))
    assert again.final == state
    assert GAME.outcome(again.final) == out
    k = rng.randrange(len(actions) + 1)
    cut = records.make(GAME, rules, deal, actions[:k])
    assert records.replay(records.loads(records.dumps(cut))).final == states[k]
    assert state.result is not None
    return state.result.case.value


def random_rules(rng: random.Random) -> HouseRules:
    overrides: dict[str, object] = {}
    if rng.random() < 0.4:
        overrides["deck"] = 20
    if rng.random() < 0.4:
        overrides["must_head"] = True
    if rng.random() < 0.3:
        overrides["marriage_after_close"] = False
    if rng.random() < 0.5:
        overrides["unclaimed"] = "most_points"
    if rng.random() < 0.3:
        overrides["hide_points"] = True
    if rng.random() < 0.2:
        overrides["target"] = rng.randrange(1, 22)
    return GAME.house_rules(overrides)


def test_seeded_loop_of_many_hands() -> None:
    rng = random.Random(6666)
    kinds: dict[str, int] = {}
    for i in range(2500):
        kind = play_hand(random_rules(rng), rng.randrange(2**31), i % 2, refusals=i % 8 == 0)
        kinds[kind] = kinds.get(kind, 0) + 1
    # Every way a hand can end occurred.
    assert set(kinds) == {
        "out",
        "out_against_closer",
        "wrong_out",
        "failed_close",
        "last_trick",
        "most_points",
    }, kinds


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "deck": st.sampled_from([20, 24]),
            "must_head": st.booleans(),
            "marriage_after_close": st.booleans(),
            "unclaimed": st.sampled_from(["last_trick", "most_points"]),
            "hide_points": st.booleans(),
            "target": st.integers(1, 1000),
        },
    ),
    st.integers(0, 2**32),
    st.integers(0, 1),
)
def test_random_hands_under_random_rules(
    overrides: dict[str, object], seed: int, dealer: int
) -> None:
    play_hand(GAME.house_rules(overrides), seed, dealer, refusals=True)


def test_every_legal_action_applies() -> None:
    rng = random.Random(7)
    for i in range(80):
        rules = GAME.house_rules({"deck": 20} if i % 2 else {})
        state = GAME.start(rules, GAME.deal(rules, 2, i % 2, rng))
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            for action in legal:
                GAME.apply(state, action)
            state = GAME.apply(state, rng.choice([a for a in legal if a != "out"] or legal))
        assert GAME.view(state, 0).phase is Phase.DONE


def test_reference_model_on_a_hand_worked_by_hand() -> None:
    """The test's own model against played_out_last_trick_bonus (98 : 32, 1 to seat 0)."""
    rules = GAME.house_rules()
    ref = Ref(
        rules,
        [["AC", "TC", "KC", "QC", "AS", "9S"], ["JC", "9C", "KS", "QS", "JS", "TS"]],
        ["AD", "KD", "TD", "QD", "AH", "9D", "TH", "JD", "KH", "9H", "QH", "JH"],
        0,
    )
    tricks = ["AC 9C", "9S TS", "KD AD", "QD TD", "9D JD", "AS JS"]
    tricks += ["TC JC", "KC 9H", "KS QH", "QC JH", "QS KH", "AH TH"]
    moves = [c for t in tricks for c in t.split(" ")]
    for c in moves:
        assert "play " + c in ref.legal()
        ref.apply("play " + c)
    assert ref.done and ref.points == [98, 32] and ref.tricks == [8, 4]
    assert ref.chips() == [1, -1]
