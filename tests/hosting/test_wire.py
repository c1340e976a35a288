"""The view on the wire (`solo_desktop.hosting.wire`): every game's view goes to JSON and comes
back equal, computer players decide the same from the rebuilt view, nothing hidden is named,
and anything malformed gets a `WireError`."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import solo_desktop.games  # noqa: F401  (registers the games)
from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.search.determinize import determinize
from solo_desktop.ai.search.games import frame as search_frame
from solo_desktop.core import registry
from solo_desktop.core.cards import parse_card
from solo_desktop.core.game import Phase
from solo_desktop.core.record import DealRecord
from solo_desktop.games.german_solo_view import GermanSoloView
from solo_desktop.games.six_bid_view import SixBidView
from solo_desktop.games.sixty_six_view import SixtySixView
from solo_desktop.games.solo66 import Solo66View
from solo_desktop.games.solo_whist_view import SoloWhistView
from solo_desktop.hosting import wire
from tests.hosting.visibility import cards_in, may_see

ROOT = Path(__file__).resolve().parents[2]

TABLES: list[tuple[str, int, dict[str, Any]]] = [
    ("solo66", 5, {}),
    ("solo_whist", 4, {}),
    ("solo_whist", 4, {"no_contract": "general_misere"}),
    ("german_solo", 4, {}),
    ("german_solo", 4, {"all_pass": "spadilla_plays", "must_head_in_misere": False}),
    ("sixty_six", 2, {}),
    ("sixty_six", 2, {"deck": 20, "hide_points": False}),
    ("six_bid", 3, {}),
    ("six_bid", 4, {"variant": "progressive"}),
]
VIEW_CLASSES: dict[str, type[Any]] = {
    "solo66": Solo66View,
    "solo_whist": SoloWhistView,
    "german_solo": GermanSoloView,
    "sixty_six": SixtySixView,
    "six_bid": SixBidView,
}
CONCEALED_AT_END = {"six_bid": {"widow", "unseen"}, "german_solo": {"partner", "chips"}}
"""What the view leaves to `hand_over` at the end of a hand (`partner_revealed` too)."""


class Hand:
    """One hand played out: its deal, every state from the deal to the end, the actions."""

    def __init__(self, game: Any, rules: Any, players: int, seed: int, prefer: str = "") -> None:
        """Actions at random, except that one starting with a `|`-separated `prefer` word is
        taken when legal (the first such word first)."""
        rng = random.Random(seed)
        self.deal = game.deal(rules, players, seed % players, rng)
        state = game.start(rules, self.deal)
        self.states, self.actions = [state], []
        wanted = prefer.split("|") if prefer else []
        while not game.is_over(state):
            legal = game.legal_actions(state)
            chosen = [a for w in wanted for a in legal if a.startswith(w)]
            action = chosen[0] if chosen else rng.choice(legal)
            state = game.apply(state, action)
            self.states.append(state)
            self.actions.append(action)

    def record(self, game_id: str, rules: dict) -> DealRecord:
        """The hand's complete deal record."""
        d = self.deal
        return DealRecord(
            game=game_id,
            players=d.players,
            rules=dict(rules),
            dealer=d.dealer,
            hands=tuple(tuple(h) for h in d.hands),
            talon=tuple(d.talon),
            turn_up=d.turn_up,
            actions=tuple(self.actions),
        )


def walk(game: Any, rules: Any, players: int, seed: int) -> list[Any]:
    """Every state of one hand played at random."""
    return Hand(game, rules, players, seed).states


def rebuilt(game: Any, rules: Any, state: Any, seat: int) -> Any:
    """The view of `seat` after a trip through JSON text."""
    data = json.loads(json.dumps(wire.view_json(game, state, seat)))
    return wire.from_json(game, rules, data)


def _setup(game_id: str, rules: dict) -> tuple[Any, Any]:
    game = registry.get(game_id)
    return game, game.house_rules(rules)


@pytest.mark.parametrize(("game_id", "players", "rules"), TABLES)
def test_every_view_comes_back_equal(game_id, players, rules):
    game, hr = _setup(game_id, rules)
    names = wire.properties(VIEW_CLASSES[game_id])
    compared = 0
    for seed in range(25):
        for state in walk(game, hr, players, seed):
            for seat in range(players):
                real, back = game.view(state, seat), rebuilt(game, hr, state, seat)
                assert isinstance(back, VIEW_CLASSES[game_id])
                assert back.seat == real.seat
                skip = CONCEALED_AT_END.get(game_id, set()) if real.phase is Phase.DONE else set()
                for name in names:
                    if name in skip or (name == "partner_revealed" and skip):
                        continue
                    assert getattr(back, name) == getattr(real, name), (seed, seat, name)
                    compared += 1
    assert compared > 10_000


def test_a_rebuilt_view_is_equal_only_where_it_should_be():
    """The comparison above can fail: a view of another seat differs in the hand."""
    game, hr = _setup("solo_whist", {})
    state = walk(game, hr, 4, 3)[0]
    assert rebuilt(game, hr, state, 1).hand != game.view(state, 0).hand
    assert rebuilt(game, hr, state, 0).hand == game.view(state, 0).hand


def _decisions(game_id: str, players: int, rules: dict, seeds: range) -> Iterator[tuple]:
    game, hr = _setup(game_id, rules)
    for seed in seeds:
        for state in walk(game, hr, players, seed):
            seat = game.to_act(state)
            if seat is not None and seat >= 0:
                yield game, hr, state, seat, seed


@pytest.mark.parametrize(("game_id", "players", "rules"), TABLES)
def test_normal_and_easy_decide_the_same_from_the_rebuilt_view(game_id, players, rules):
    game, _ = _setup(game_id, rules)
    bots = [make_bot("normal", game), make_bot("easy", game)]
    decided = 0
    for game, hr, state, seat, seed in _decisions(game_id, players, rules, range(8)):
        real, back = game.view(state, seat), rebuilt(game, hr, state, seat)
        for bot in bots:
            a = bot.choose(real, random.Random(seed))
            b = bot.choose(back, random.Random(seed))
            assert a == b, (seed, seat, a, b)
            decided += 1
    assert decided > 50


def _frame_of(view: Any, deal: Any) -> tuple | None:
    """The search frame's fields, its functions evaluated on one sampled deal."""
    f = search_frame(view)
    if f is None:
        return None
    side = f.side(deal)
    return (f.ctx, f.policy, f.order, f.points, f.misere, side, f.payoff(deal, side))


@pytest.mark.parametrize(("game_id", "players", "rules"), TABLES[::2])
def test_strong_sees_the_same_deal_from_the_rebuilt_view(game_id, players, rules, monkeypatch):
    """The search behind strong and expert: the same sampled deals and search frame from the
    rebuilt view as from the real one, and a legal choice from it within a tiny budget."""
    monkeypatch.setenv("SOLO_DESKTOP_SEARCH_SCALE", "0.02")
    game, _ = _setup(game_id, rules)
    strong = make_bot("strong", game)
    sampled = 0
    for n, (game, hr, state, seat, seed) in enumerate(
        _decisions(game_id, players, rules, range(3))
    ):
        real, back = game.view(state, seat), rebuilt(game, hr, state, seat)
        if real.phase is Phase.PLAY:
            deal = determinize(real, random.Random(seed))
            assert determinize(back, random.Random(seed)) == deal
            assert _frame_of(back, deal) == _frame_of(real, deal)
            sampled += 1
        if n % 7 == 0:
            assert strong.choose(back, random.Random(seed)) in game.legal_actions(state)
    assert sampled > 5


# -- nothing hidden, every contract that shows cards ---------------------------------------

EXPOSING = [
    # (game, players, rules, preferred actions): each reaches the contract or move named
    ("solo_whist", 4, {}, "bid misere_ouverte|pass"),
    ("solo_whist", 4, {"ouvert_exposed": "after_first_trick"}, "bid misere_ouverte|pass"),
    ("six_bid", 3, {}, "bid spread_misere|pass"),
    ("six_bid", 4, {}, "bid call_solo|pass|give"),
    ("six_bid", 3, {}, "bid call_solo|pass"),
    ("six_bid", 4, {"variant": "progressive"}, "bid frog|pass"),
    ("german_solo", 4, {}, "bid bronco|pass"),
    ("german_solo", 4, {}, "bid grossfrage|hold|pass"),
    ("german_solo", 4, {}, "bid request|pass"),
    ("solo66", 5, {}, "bid clubs|pass"),
    ("sixty_six", 2, {}, "marriage|exchange"),
    ("sixty_six", 2, {"deck": 20}, "exchange|marriage|close"),
]


@pytest.mark.parametrize(("game_id", "players", "rules", "prefer"), EXPOSING)
def test_no_view_names_a_card_its_seat_may_not_see(game_id, players, rules, prefer):
    """Views, the shown `last` action and the seat's own legal actions (without the `call`
    choices, which name cards it does not hold) against the independent oracle."""
    game, hr = _setup(game_id, rules)
    target = prefer.split("|")[0]
    reached = checked = 0
    for seed in range(200):
        if reached >= 3 and seed >= 12:
            break
        hand = Hand(game, hr, players, seed, prefer)
        record = hand.record(game_id, rules)
        reached += any(a.startswith(target) for a in hand.actions)
        for k, state in enumerate(hand.states):
            for seat in range(players):
                data = wire.view_json(game, state, seat)
                offered = data["legal_actions"]
                data["legal_actions"] = [a for a in offered if not a.startswith("call ")]
                named = cards_in(data)
                if k:
                    before = hand.states[k - 1]
                    actor = game.to_act(before)
                    last = wire.shown_action(game, before, actor, hand.actions[k - 1], seat)
                    named |= cards_in(last)
                leaked = named - may_see(record, k, seat)
                assert not leaked, (seed, k, seat, sorted(leaked))
                checked += 1
    assert reached >= 3 and checked > 200


def test_german_solo_names_no_secret_partner_before_the_called_card_falls():
    game, hr = _setup("german_solo", {})
    secret = revealed = 0
    for seed in range(60):
        hand = Hand(game, hr, 4, seed, "bid request|pass|call")
        for state in hand.states:
            real = game.view(state, 0)
            partner = game.outcome(hand.states[-1]).partner
            if real.called is None or partner is None:
                continue
            falls = real.played >> real.called & 1
            for seat in range(4):
                data = wire.view_json(game, state, seat)
                back = wire.from_json(game, hr, json.loads(json.dumps(data)))
                if seat == partner:
                    assert data["partner"] == partner and back.is_partner
                elif falls or real.contract.value == "grossfrage":
                    assert data["partner"] == partner and data["partner_revealed"]
                    revealed += 1
                else:
                    assert data["partner"] is None and not data["partner_revealed"]
                    assert back.partner is None and not back.is_partner
                    if real.phase is Phase.DONE:  # the hand stopped first: still secret
                        assert data["chips"] == [0, 0, 0, 0]
                    secret += 1
    assert secret > 100 and revealed > 100


def test_the_widow_waits_for_hand_over():
    game, hr = _setup("six_bid", {})
    hand = Hand(game, hr, 3, 5)
    assert game.view(hand.states[-1], 0).widow  # the engine's view shows it at the end...
    assert wire.view_json(game, hand.states[-1], 0)["widow"] == []  # ...the wire does not


@pytest.mark.parametrize(
    ("game_id", "players", "prefer", "verb"),
    [("six_bid", 4, "bid frog|pass", "discard"), ("solo66", 5, "", "discard")],
)
def test_another_seats_discard_is_shown_as_its_verb(game_id, players, prefer, verb):
    game, hr = _setup(game_id, {"variant": "progressive"} if prefer else {})
    shown = 0
    for seed in range(40):
        hand = Hand(game, hr, players, seed, prefer)
        for k, action in enumerate(hand.actions):
            if not action.startswith(verb + " "):
                continue
            before = hand.states[k]
            actor = game.to_act(before)
            for seat in range(players):
                seen = wire.shown_action(game, before, actor, action, seat)
                assert seen == (action if seat == actor else verb)
            shown += 1
    assert shown >= 3


def test_a_given_card_is_shown_to_giver_and_receiver_only():
    game, hr = _setup("six_bid", {})
    gives = 0
    for seed in range(60):
        hand = Hand(game, hr, 4, seed, "bid call_solo|pass|give")
        for k, action in enumerate(hand.actions):
            if not action.startswith("give "):
                continue
            before, after = hand.states[k], hand.states[k + 1]
            actor = game.to_act(before)
            receiver = next(
                s for s in range(4) if after.hands[s] >> parse_card(action.split()[1]) & 1
            )
            for seat in range(4):
                seen = wire.shown_action(game, before, actor, action, seat)
                assert seen == (action if seat in (actor, receiver) else "give"), seat
                calls = dict((a, s) for s, a in wire.view_json(game, after, seat)["calls"])
                assert (action in calls) == (seat in (actor, receiver))
            gives += 1
    assert gives >= 3


# -- untrusted input -----------------------------------------------------------------------


def _sample_views() -> list[tuple[str, dict]]:
    out = []
    for game_id, players, rules in TABLES[::2]:
        game, hr = _setup(game_id, rules)
        states = walk(game, hr, players, 2)
        for state in states[:: max(1, len(states) // 4)]:
            out.append((game_id, wire.view_json(game, state, game.to_act(state) or 0)))
    return out


SAMPLES = _sample_views()

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**40), 2**40)
    | st.text(max_size=5)
    | st.sampled_from(["TC", "AS", "10C", "ZZ", "play TC", "auction", "misere"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(SAMPLES) - 1), st.data())
def test_a_malformed_view_gives_a_wire_error_and_nothing_else(k, data):
    game_id, view = SAMPLES[k]
    game, hr = _setup(game_id, {})
    key = data.draw(st.sampled_from(sorted(view)))
    bad = dict(view)
    if data.draw(st.booleans()):
        del bad[key]
    else:
        bad[key] = data.draw(JSON)
    try:
        back = wire.from_json(game, hr, bad)
    except wire.WireError:
        return
    assert isinstance(back, VIEW_CLASSES[game_id])  # it read: a well-formed value after all


@pytest.mark.parametrize(
    "mutate",
    [
        lambda v: [],
        lambda v: "view",
        lambda v: {**v, "hand": ["TC", "TC"]},
        lambda v: {**v, "hand": ["XX"]},
        lambda v: {**v, "hand": "TC"},
        lambda v: {**v, "seat": 9},
        lambda v: {**v, "seat": True},
        lambda v: {**v, "phase": "bidding"},
        lambda v: {**v, "tricks": [0]},
        lambda v: {**v, "history": [{"leader": 0, "cards": ["TC"]}]},
        lambda v: {**v, "to_act": 2**70},
        lambda v: {k: x for k, x in v.items() if k != "calls"},
    ],
)
def test_these_views_are_refused(mutate):
    game, hr = _setup("solo_whist", {})
    view = wire.view_json(game, walk(game, hr, 4, 7)[-1], 0)
    wire.from_json(game, hr, view)  # the untouched view reads
    with pytest.raises(wire.WireError):
        wire.from_json(game, hr, mutate(view))


def test_a_view_property_without_a_wire_form_is_a_programming_error():
    with pytest.raises(TypeError, match="no wire form"):
        wire._codec("Widget | None", {})


def test_the_documented_fields_are_the_fields_sent():
    """docs/protocol-views.md is generated from the view classes (tools/protocol_views.py)."""
    from tools.protocol_views import markdown

    assert (ROOT / "docs" / "protocol-views.md").read_text(encoding="utf-8") == markdown()
    for game_id in VIEW_CLASSES:
        game, hr = _setup(game_id, {})
        players = 4 if game_id in ("solo_whist", "german_solo", "six_bid") else 5
        players = 2 if game_id == "sixty_six" else players
        sent = wire.view_json(game, walk(game, hr, players, 1)[0], 0)
        assert set(sent) == {f.name for f in wire.fields(game_id)}
