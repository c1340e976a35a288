"""benchmarks/schnapsen_match.py: the adapter's own logic, without the schnapsen package (the
games in their engine are checked by the script's `--self-test`, where it is installed)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks import schnapsen_adapter as sa
from benchmarks import schnapsen_match as sm
from solo_desktop.core.cards import CARD_TEXT, DECK_20, card, mask_of, parse_card

THEIR_NAMES = {
    f"{rank}_{suit}"
    for rank in ("ACE", "TEN", "KING", "QUEEN", "JACK")
    for suit in ("CLUBS", "SPADES", "HEARTS", "DIAMONDS")
}


def test_every_card_of_the_20_maps_both_ways() -> None:
    assert set(sa.DECK_CARDS) == set(DECK_20)
    names = {sa.their_name(c) for c in DECK_20}
    assert names == THEIR_NAMES
    for c in DECK_20:
        assert sa.our_card(sa.their_name(c)) == c
    assert sa.their_name(parse_card("TH")) == "TEN_HEARTS"
    assert sa.our_card("JACK_DIAMONDS") == parse_card("JD")


@pytest.mark.parametrize("name", ["NINE_HEARTS", "ACE_STARS", "ACE", "TWO_CLUBS"])
def test_a_card_outside_the_20_is_refused(name: str) -> None:
    with pytest.raises(KeyError):
        sa.our_card(name)


def test_their_moves_become_our_actions() -> None:
    assert sa.move_actions("regular", [parse_card("AS")]) == ["play AS"]
    assert sa.move_actions("marriage", [parse_card("KH")]) == ["marriage hearts", "play KH"]
    assert sa.move_actions("exchange", [parse_card("JC")]) == ["exchange"]


def test_the_wilson_interval() -> None:
    low, high = sm.wilson(75, 100)
    assert low == pytest.approx(0.6569, abs=1e-3)
    assert high == pytest.approx(0.8245, abs=1e-3)
    assert sm.wilson(0, 10)[0] == 0.0
    assert sm.wilson(10, 10)[1] == 1.0
    low, high = sm.wilson(1, 2)
    assert low < 0.5 < high


def test_a_deal_is_their_deal_and_seeded() -> None:
    (h1, h2), talon = sa.deal(1, 7)
    assert (len(h1), len(h2), len(talon)) == (5, 5, 10)
    assert mask_of([*h1, *h2, *talon]) == mask_of(DECK_20)
    assert sa.deal(1, 7) == ((h1, h2), talon)
    assert sa.deal(1, 8) != ((h1, h2), talon)


def _cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def _mirror() -> sa.Mirror:
    # Seat 0 leads, holding the trump jack (diamonds) and the king and queen of hearts.
    hands = (_cards("JD KH QH AC TC"), _cards("AH TH KC QC JC"))
    talon = _cards("AS TS KS QS JS JH KD QD TD AD")
    return sa.Mirror(hands, talon)


def test_our_side_plays_by_their_rules() -> None:
    m = _mirror()
    legal = sa.GAME.legal_actions(m.state)
    # no close, no out; the exchange before a trick was won (their engine allows it)
    assert "close" not in legal and "out" not in legal
    assert "exchange" in legal and "marriage hearts" in legal
    m.record(0, ["exchange"])
    assert m.state.hands[0] >> parse_card("AD") & 1
    assert m.state.stock[-1] == parse_card("JD")
    assert "exchange" not in sa.GAME.legal_actions(m.state)
    # after a marriage only the king is led
    after = sa.GAME.apply(m.state, "marriage hearts")
    assert sa.GAME.legal_actions(after) == ("play KH",)


def test_the_mirror_counts_marriages_as_their_engine_does() -> None:
    m = _mirror()
    m.record(0, ["marriage hearts", "play KH"])
    assert m.pending == [20, 0]
    m.record(1, ["play AH"])  # the ace takes the king: the marriage stays pending
    assert (m.direct, m.pending) == ([0, 15], [20, 0])
    assert m.state.points == (0, 15) and m.state.pending == (20, 0)
    assert m.state.to_act == 1 and len(m.state.stock) == 8
    m.record(1, ["play JC"])
    m.record(0, ["play AC"])  # seat 0 wins a trick: now the 20 count
    assert (m.direct, m.pending) == ([33, 15], [0, 0])
    # 66 on lead: in our rollouts the only action is `out` (their engine ends the hand)
    rich = m.state._replace(points=(66, 15), to_act=0)
    assert sa.GAME.legal_actions(rich) == ("out",)


def test_strict_play_is_their_must_head() -> None:
    m = _mirror()
    state = m.state._replace(
        stock=(),
        hands=(mask_of(_cards("QH")), mask_of(_cards("AH JH KD"))),
    )
    state = sa.GAME.apply(state, "play QH")
    assert sa.GAME.legal_actions(state) == ("play AH",)
    assert CARD_TEXT[card(2, 12)] == "AH"


def _fake_deal(number: int, *args: Any) -> dict[str, Any]:
    game = {
        "won": number % 3 != 0,
        "points": 2,
        "our_moves": 5,
        "our_seconds": 0.5,
        "their_moves": 5,
        "their_seconds": 0.05,
        "their_max": 0.02,
    }
    return {"deal": number, "games": [game, dict(game, won=True)], "seconds": 1.0}


def test_a_record_resumes_where_it_stopped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[int] = []

    def fake(number: int, *args: Any) -> dict[str, Any]:
        played.append(number)
        return _fake_deal(number)

    monkeypatch.setattr(sm, "play_deal", fake)
    monkeypatch.setattr(sm, "load_schnapsen", lambda: (None, None, None))
    record = tmp_path / "r.jsonl"
    first = sm.run("normal", "rdeep", 16, 4, 6, 1, 1, record, None)
    assert played == [0, 1, 2]
    assert (first.games, first.wins) == (6, 5)
    # a stopped run's torn last line is played again; another key's lines do not count
    lines = record.read_text().splitlines()
    other = dict(json.loads(lines[0]), seed=2, deal=4)
    record.write_text("\n".join([*lines[:2], json.dumps(other), lines[2][:20]]))
    played.clear()
    second = sm.run("normal", "rdeep", 16, 4, 10, 1, 1, record, None)
    assert played == [2, 3, 4]
    assert (second.games, second.wins) == (10, 8)
    played.clear()
    so_far = sm.run("normal", "rdeep", 16, 4, 10, 1, 1, record, None, play=False)
    assert played == [] and so_far == second
    # a changed setting of their bot is another opponent
    assert sm.opponent_label("rdeep", 400, 10) == "rdeep-400x10"
    assert sm.record_path("expert", "rdeep-400x10", tmp_path).name == (
        "schnapsen-expert-vs-rdeep-400x10.jsonl"
    )


def test_summary_counts_their_winners() -> None:
    s = sm.summarize([_fake_deal(0), _fake_deal(1)])
    assert (s.games, s.wins) == (4, 3)
    assert s.share == 0.75
    assert s.game_points == pytest.approx((2 - 2 + 2 + 2) / 4)
    assert s.our_seconds == pytest.approx(0.1)
    assert "won 3/4 = 75.0%" in sm.format_row("normal", "rdeep-16x4", s)


def test_the_yardstick_reads_records_without_playing(tmp_path: Path) -> None:
    rows = sm.yardstick(root=tmp_path)
    assert [(level, label) for level, label, _, _ in rows] == [
        ("normal", "rdeep-16x4"),
        ("expert", f"rdeep-{sm.STRONGEST[0]}x{sm.STRONGEST[1]}"),
    ]
    assert all(s.games == 0 for _, _, _, s in rows)
    assert sm._parse_label("rdeep-500x12") == ("rdeep", 500, 12)
    assert sm._parse_label("bully")[0] == "bully"


def test_a_record_rests_on_the_code_its_level_plays_by() -> None:
    """The records' code fingerprint covers the modules the level loads (found as the
    strength records find them): the rule levels share theirs, the search levels have
    another (a change to the search leaves the rule levels' records standing)."""
    assert sm.code_fingerprint("easy") == sm.code_fingerprint("normal")
    assert sm.code_fingerprint("strong") == sm.code_fingerprint("expert")
    assert sm.code_fingerprint("normal") != sm.code_fingerprint("strong")


def test_the_records_rest_on_the_adapters_rules_not_its_plumbing() -> None:
    """What the fingerprint takes of the adapter: its cards and rules (our side's play), not
    the calls into their engine."""
    rules = sa.rules_source()
    assert rules.startswith("# -- cards")
    assert "class SchnapsenRules" in rules and "class Mirror" in rules
    assert "def play_game" not in rules and "def load_schnapsen" not in rules
