"""Solo 66 scenario records: every rule and scoring case, with outcomes worked out by hand.

The harness (loading, replaying through the API and the command line) is
`tests/games/record_harness.py`; what is particular to Solo 66 is the check of the expectations.
"""

from __future__ import annotations

import json

import pytest

from solo_desktop.core.cards import CARD_POINTS, parse_card
from tests.games import record_harness as harness

GAME = "solo66"
NAMES = harness.names(GAME)


def test_every_record_has_an_expected_outcome() -> None:
    harness.check_notes(GAME, at_least=25)


@pytest.mark.parametrize("name", NAMES)
def test_record_replays_to_expected_outcome(name: str) -> None:
    harness.check_replay(GAME, name)


@pytest.mark.parametrize("name", NAMES)
def test_record_through_the_command_line(name: str) -> None:
    harness.check_cli(GAME, name)


@pytest.mark.parametrize("name", NAMES)
def test_settled_records_balance(name: str) -> None:
    """Internal consistency of the hand-made expectations themselves."""
    text, expected = harness.load(GAME, name)
    if expected.get("error"):
        return
    assert sum(expected["chips"]) == 0
    if expected["status"] == "settled":
        assert sum(expected["tricks"]) == 6
        if expected["declarer"] is not None:
            # Soloist games: all 120 card points and the last-trick 10 are somebody's.
            assert sum(expected["points"]) == 130
        else:
            # Last-trick game: the talon's points go to nobody.
            talon = json.loads(text)["talon"]
            talon_points = sum(CARD_POINTS[parse_card(c)] for c in talon)
            assert sum(expected["points"]) == 130 - talon_points


def test_records_dump_and_reload_identically() -> None:
    harness.check_dump_reload(GAME)
