"""Solo Whist scenario records: every contract made and failed with over- and undertricks, each
auction house rule, general misère, déclarée's lead and misère ouverte's exposure, with outcomes
worked out by hand (each expected file's ``_note`` gives the arithmetic).

The harness is `tests/games/record_harness.py`; what is particular to Solo Whist is the check
of the expectations and of misère ouverte's open hand on the view.
"""

from __future__ import annotations

import json

import pytest

from solo_desktop.core import record as records
from solo_desktop.core.cards import mask_of, parse_cards
from solo_desktop.games.solo_whist import GAME as SOLO_WHIST
from solo_desktop.games.solo_whist_score import Contract
from tests.games import record_harness as harness

GAME = "solo_whist"
NAMES = harness.names(GAME)


def test_every_record_has_an_expected_outcome() -> None:
    harness.check_notes(GAME, at_least=40)


def test_every_contract_is_made_and_failed() -> None:
    for contract in Contract:
        assert any(n.startswith(contract.value) and "_won" in n for n in NAMES), contract
        assert any(n.startswith(contract.value) and "_lost" in n for n in NAMES), contract


@pytest.mark.parametrize("name", NAMES)
def test_record_replays_to_expected_outcome(name: str) -> None:
    got = harness.check_replay(GAME, name)
    if got:
        text, _ = harness.load(GAME, name)
        final = records.replay(records.loads(text)).final
        assert list(SOLO_WHIST.legal_actions(final)) == got["legal"]


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
        if "_won" in name:
            assert expected["won"] is True
        if "_lost" in name:
            assert expected["won"] is False
    else:
        assert expected["chips"] == [0, 0, 0, 0]


@pytest.mark.parametrize(
    ("name", "exposed"),
    [
        ("misere_ouverte_not_yet_exposed", False),
        ("misere_ouverte_exposed_after_first_card", True),
        ("misere_ouverte_after_first_trick_not_yet", False),
        ("misere_ouverte_after_first_trick_exposed", True),
    ],
)
def test_misere_ouverte_hand_exposure_on_every_view(name: str, exposed: bool) -> None:
    text, _ = harness.load(GAME, name)
    final = records.replay(records.loads(text)).final
    declarer_cards = mask_of(parse_cards(json.loads(text)["hands"][1])) & final.hands[1]
    for seat in range(4):
        view = SOLO_WHIST.view(final, seat)
        assert view.open_hand == (declarer_cards if exposed else 0)
        assert view.exposed is exposed


def test_records_dump_and_reload_identically() -> None:
    harness.check_dump_reload(GAME)
