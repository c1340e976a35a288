"""Six-bid Solo scenario records: every contract won and lost, exact 60, call solo's exchange
(also with the called card in the widow), spread misère's lead and exposure, 3 and 4 players
(the sitting-out dealer paying a lost game), Progressive frog discards, doubling, redoubling,
cancelled doubles and tariffs, and refusals. Each expected file's ``_note`` gives the
arithmetic; the harness is `tests/games/record_harness.py`.
"""

from __future__ import annotations

import json

import pytest

from solo_desktop.core import record as records
from solo_desktop.games.six_bid import GAME as SIX_BID
from solo_desktop.games.six_bid_score import Contract
from tests.games import record_harness as harness

GAME = "six_bid"
NAMES = harness.names(GAME)
RATES = {"solo": 1, "heart_solo": 2}
PROGRESSIVE = {"frog": 1, "spade_solo": 2, "club_solo": 3, "diamond_solo": 4, "heart_solo": 5}


def test_every_record_has_an_expected_outcome() -> None:
    harness.check_notes(GAME, at_least=40)


def test_every_contract_is_won_and_lost() -> None:
    for contract in Contract:
        assert any(n.startswith(contract.value) and "_won" in n for n in NAMES), contract
        assert any(n.startswith(contract.value) and "_lost" in n for n in NAMES), contract


@pytest.mark.parametrize("name", NAMES)
def test_record_replays_to_expected_outcome(name: str) -> None:
    got = harness.check_replay(GAME, name)
    if got:
        text, _ = harness.load(GAME, name)
        final = records.replay(records.loads(text)).final
        assert list(SIX_BID.legal_actions(final)) == got["legal"]


@pytest.mark.parametrize("name", NAMES)
def test_record_through_the_command_line(name: str) -> None:
    harness.check_cli(GAME, name)


@pytest.mark.parametrize("name", NAMES)
def test_expectations_are_consistent(name: str) -> None:
    """The chips follow from the expected points by RULES.md section 3's arithmetic."""
    text, expected = harness.load(GAME, name)
    if expected.get("error"):
        assert expected.get("reason")
        return
    record = json.loads(text)
    n = record["players"]
    assert sum(expected["chips"]) == 0
    if expected["status"] != "settled":
        assert expected["chips"] == [0] * n
        return
    d = expected["declarer"]
    pts = expected["points"][d]
    contract = expected["contract"]
    progressive = record["rules"].get("variant") == "progressive"
    if contract in ("misere", "spread_misere"):
        won, each = pts == 0, 40 if contract == "misere" else 60
    elif contract == "guarantee_solo":
        won, each = pts >= (74 if expected["trump"] == "hearts" else 80), 40
    elif contract == "call_solo":
        won, each = pts == 120, 150 if expected["trump"] == "hearts" else 100
    else:
        rate = (PROGRESSIVE if progressive else RATES)[contract]
        won, each = pts >= 60, rate * abs(pts - 60)
        assert sum(expected["points"]) <= 120
    assert expected["won"] is won
    if "_won" in name:
        assert won
    if "_lost" in name:
        assert not won
    if "doubl" in name:
        return  # the doubler's factor is in the note
    dealer = record["dealer"]
    for seat in range(n):
        if seat == d:
            continue
        want = (0 if n == 4 and seat == dealer else -each) if won else each
        assert expected["chips"][seat] == want, seat


@pytest.mark.parametrize(
    ("name", "exposed"),
    [
        ("spread_misere_lead_left_of_bidder", False),
        ("spread_misere_not_yet_exposed", False),
        ("spread_misere_exposed", True),
    ],
)
def test_spread_misere_exposure_on_every_view(name: str, exposed: bool) -> None:
    text, _ = harness.load(GAME, name)
    final = records.replay(records.loads(text)).final
    d = final.setup.declarer
    assert (
        final.history or final.leader == final.setup.active[(final.setup.active.index(d) + 1) % 3]
    )
    for seat in range(final.setup.players):
        view = SIX_BID.view(final, seat)
        assert view.exposed is exposed
        assert view.open_hand == (final.hands[d] if exposed else 0)


def test_records_dump_and_reload_identically() -> None:
    harness.check_dump_reload(GAME)
