"""Sixty-Six scenario records: every rule and game-point case, with outcomes worked out by hand.

The harness (loading, replaying through the API and the command line) is
`tests/games/record_harness.py`; what is particular to Sixty-Six is the check of the
expectations and that the engine's own legal list is sorted.
"""

from __future__ import annotations

import json

import pytest

from solo_desktop.core import record as records
from solo_desktop.games.sixty_six import GAME as SIXTY_SIX
from tests.games import record_harness as harness

GAME = "sixty_six"
NAMES = harness.names(GAME)


def test_every_record_has_an_expected_outcome() -> None:
    harness.check_notes(GAME, at_least=30)


@pytest.mark.parametrize("name", NAMES)
def test_record_replays_to_expected_outcome(name: str) -> None:
    got = harness.check_replay(GAME, name)
    if got:
        text, _ = harness.load(GAME, name)
        final = records.replay(records.loads(text)).final
        assert list(SIXTY_SIX.legal_actions(final)) == got["legal"]


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
    assert sum(expected["chips"]) == 0
    record = json.loads(text)
    marriages = sum(
        40 if a == "marriage hearts" else 20
        for a in record["actions"]
        if a.startswith("marriage ")  # every deal here has hearts trumps
    )
    assert sum(expected["points"]) <= 120 + 10 + marriages
    if expected["status"] == "settled":
        assert max(expected["chips"]) in (1, 2, 3)
        played_out = record["actions"][-1] != "out"
        closed = "close" in record["actions"]
        if played_out and not closed:
            assert sum(expected["points"]) == 130 + marriages
    else:
        assert expected["chips"] == [0, 0]
        assert expected["legal"] == sorted(expected["legal"])


def test_records_dump_and_reload_identically() -> None:
    harness.check_dump_reload(GAME)
