"""No frame the host sends to a seat before `hand_over` holds a card that seat may not see
(PROTOCOL.md "What a seat may see"), judged by the independent oracle in `visibility.py`
against each hand's complete record."""

from __future__ import annotations

import json

import pytest

from solo_desktop.core import record as records
from tests.hosting.harness import Driver, make_host, person
from tests.hosting.visibility import cards_in, may_see

GAMES = [
    ("solo66", 5, {}),
    ("solo_whist", 4, {}),
    ("solo_whist", 4, {"no_contract": "general_misere"}),
    ("solo_whist", 4, {"ouvert_exposed": "after_first_trick"}),
    ("german_solo", 4, {}),
    ("german_solo", 4, {"all_pass": "spadilla_plays"}),
    ("sixty_six", 2, {}),
    ("sixty_six", 2, {"deck": 20}),
    ("six_bid", 3, {}),
    ("six_bid", 4, {"variant": "progressive", "pots": True}),
]


def _named(frame: dict) -> set[str]:
    """The cards a frame names, leaving out the `call C` choices offered to the seat to act:
    they name cards it does not hold, which it knows from its own hand, not where they are."""
    offered = [a for a in frame.get("legal", []) if not a.startswith("call ")]
    view = frame.get("view")
    if isinstance(view, dict):
        mine = [a for a in view.get("legal_actions", []) if not a.startswith("call ")]
        view = {**view, "legal_actions": mine}
    return cards_in({**frame, "legal": offered, "view": view})


def _check_match(game_id: str, players: int, rules: dict, seed: int) -> int:
    kinds = ["open"] * players  # every seat a joined person: every seat's frames are checked
    d = make_host(game_id, kinds, rules, hands=6, seed=seed)
    pending: dict[int, list[tuple[int, dict]]] = {}
    checked = [0]

    def seen(conn, frame) -> None:
        seat = conn.session.seat
        if frame["type"] == "hand_over":
            record = records.loads(json.dumps(frame["record"]))
            for s, f in pending.pop(frame["hand"], []):
                if s != seat:
                    continue
                upto = f["seq"] if f["type"] == "view" else 0
                allowed = may_see(record, upto, s)
                leaked = _named(f) - allowed
                assert not leaked, (game_id, frame["hand"], s, f.get("seq"), sorted(leaked))
                checked[0] += 1
            return
        if frame["type"] == "view":
            pending.setdefault(frame["hand"], []).append((seat, frame))
        elif frame["type"] in ("table", "welcome", "chat", "error"):
            assert not cards_in(frame.get("table", frame).get("seats", [])), frame

    d.on_send = seen
    for k in range(players):
        d.connect(session=person(f"P{k}", seed=seed * 10 + k))
    d.run()
    assert not pending
    return checked[0]


@pytest.mark.parametrize(("game_id", "players", "rules"), GAMES)
def test_no_frame_shows_a_hidden_card(game_id, players, rules):
    checked = sum(_check_match(game_id, players, rules, seed) for seed in (1, 2, 3))
    assert checked > 100


def test_the_oracle_catches_a_leak():
    """The check above can fail: a view frame with another seat's card is caught."""
    d: Driver = make_host("solo_whist", ["open", "normal", "normal", "normal"], hands=1)
    a = d.connect(session=person("Anna"))
    d.run()
    record = d.table.match.results[0].record
    view = next(f for f in a.frames if f["type"] == "view")
    other = records.to_json(record)["hands"][1][0]
    forged = {**view, "view": {**view["view"], "hand": [*view["view"]["hand"], other]}}
    assert cards_in(forged) - may_see(record, 0, 0) == {other}
