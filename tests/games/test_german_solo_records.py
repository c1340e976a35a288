"""German Solo scenario records: every contract won and lost, the obligations, the auction,
trumps and the called card, strict play and the house rules, with outcomes worked out by hand.

The harness (loading, replaying through the API and the command line) is
`tests/games/record_harness.py`; what is particular to German Solo is the check of the
expectations and that the engine's own legal list is sorted.
"""

from __future__ import annotations

import json

import pytest

from solo_desktop.core import record as records
from solo_desktop.games.german_solo import GAME as GERMAN_SOLO
from solo_desktop.games.german_solo_score import Contract
from tests.games import record_harness as harness

GAME = "german_solo"
NAMES = harness.names(GAME)
CONTRACTS = [c.value for c in Contract]


def test_every_record_has_an_expected_outcome() -> None:
    harness.check_notes(GAME, at_least=60)


def test_every_contract_is_won_and_lost() -> None:
    for contract in CONTRACTS:
        assert f"{contract}_won" in NAMES
        assert f"{contract}_lost" in NAMES


@pytest.mark.parametrize("name", NAMES)
def test_record_replays_to_expected_outcome(name: str) -> None:
    got = harness.check_replay(GAME, name)
    if got:
        text, _ = harness.load(GAME, name)
        final = records.replay(records.loads(text)).final
        assert list(GERMAN_SOLO.legal_actions(final)) == got["legal"]


@pytest.mark.parametrize("name", NAMES)
def test_record_through_the_command_line(name: str) -> None:
    harness.check_cli(GAME, name)


@pytest.mark.parametrize("name", NAMES)
def test_expectations_are_consistent(name: str) -> None:
    """Internal consistency of the hand-made expectations themselves."""
    text, expected = harness.load(GAME, name)
    if expected.get("error"):
        assert expected.get("reason"), "every refusal names its reason"
        return
    record = json.loads(text)
    plays = sum(a.startswith("play ") for a in record["actions"])
    assert sum(expected["chips"]) == 0
    assert expected["points"] is None
    assert sum(expected["tricks"]) == plays // 4
    if expected["status"] == "settled":
        assert plays % 4 == 0
        assert expected["won"] is (name.endswith("_won") or expected["won"])
        if name.endswith("_lost"):
            assert expected["won"] is False
    else:
        assert expected["chips"] == [0, 0, 0, 0]
        assert expected["legal"] == sorted(expected["legal"])


def test_records_dump_and_reload_identically() -> None:
    harness.check_dump_reload(GAME)
