"""The chip ledger: writing hands, totals, migrations from the first schema, damaged files."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from solo_desktop.ai.bot import make_bot
from solo_desktop.core.game import Outcome, Settlement, Status
from solo_desktop.core.record import DealRecord, make
from solo_desktop.games.solo66 import GAME
from solo_desktop.model import ledger as ledger_module
from solo_desktop.model.ledger import (
    SCHEMA_VERSION,
    Ledger,
    LedgerReadOnlyError,
    Notice,
)

SEATS = [("You", None), ("Anna", "rule"), ("Bernd", "rule"), ("Clara", "rule"), ("David", "rule")]


def played_hand(seed: int) -> tuple[DealRecord, Outcome]:
    """A whole Solo 66 hand played by rule bots: its record and outcome."""
    rules = GAME.house_rules()
    deal = GAME.deal(rules, 5, seed % 5, random.Random(seed))
    state = GAME.start(rules, deal)
    bot = make_bot("rule", GAME)
    rng = random.Random(seed)
    actions = []
    while (seat := GAME.to_act(state)) is not None:
        action = bot.choose(GAME.view(state, seat), rng)
        actions.append(action)
        state = GAME.apply(state, action)
    return make(GAME, rules, deal, actions), GAME.outcome(state)


def outcome(chips: tuple[int, ...], declarer: int | None = 0) -> Outcome:
    return Outcome(
        Status.SETTLED, declarer, None, "clubs", "clubs", True, (6, 0, 0, 0, 0),
        (130, 0, 0, 0, 0), Settlement(chips), None, (),
    )  # fmt: skip


def test_hands_and_totals(tmp_path: Path) -> None:
    ledger = Ledger.open(tmp_path)
    match = ledger.begin_match("solo66", {"hands": 2}, SEATS, 2)
    record, out = played_hand(1)
    ledger.record_hand(match, 1, record, out)
    ledger.record_hand(match, 2, record, outcome((40, -10, -10, -10, -10)))
    summary = ledger.summary()
    assert summary.hands == 2
    assert summary.matches == 1
    totals = {p.name: p.chips for p in summary.players}
    assert totals["You"] == out.settlement.chips[0] + 40
    assert totals["Anna"] == out.settlement.chips[1] - 10
    assert sum(totals.values()) == 0
    assert summary.games == {"solo66": {"hands": 2, "matches": 1}}
    assert ledger.match_hands(match) == [1, 2]
    assert ledger.unfinished_matches() == [match]
    ledger.end_match(match)
    assert ledger.unfinished_matches() == []
    assert ledger.integrity_ok()


def test_the_same_hand_twice_is_written_once() -> None:
    ledger = Ledger.memory()
    match = ledger.begin_match("solo66", {}, SEATS, 10)
    record, out = played_hand(2)
    first = ledger.record_hand(match, 1, record, out)
    again = ledger.record_hand(match, 1, record, outcome((5, -5, 0, 0, 0)))
    assert first == again
    assert ledger.summary().hands == 1


def test_players_are_kept_across_matches_by_name_and_kind() -> None:
    ledger = Ledger.memory()
    a = ledger.begin_match("solo66", {}, SEATS, 1)
    b = ledger.begin_match("solo66", {}, [("Anna", None), *SEATS[1:]], 1)
    ledger.record_hand(a, 1, played_hand(3)[0], outcome((4, -1, -1, -1, -1)))
    ledger.record_hand(b, 1, played_hand(3)[0], outcome((8, -2, -2, -2, -2)))
    by = {(p.name, p.kind): p for p in ledger.summary().players}
    assert by[("Anna", "computer")].chips == -3 and by[("Anna", "computer")].hands == 2
    assert by[("Anna", "person")].chips == 8  # a person called Anna is somebody else
    assert by[("You", "person")].chips == 4


def test_migration_from_the_first_schema_keeps_and_backfills_hands(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA foreign_keys = ON")
    ledger_module._v1(db)  # a ledger as version 1 wrote it
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO players (id, name, kind, created) VALUES (1, 'P', 'person', 't')")
    db.execute(
        "INSERT INTO matches (id, game, rules, hands_planned, started) "
        "VALUES (1, 'solo66', '{}', 1, 't')"
    )
    record, out = played_hand(4)
    from solo_desktop.core.record import to_json

    db.execute(
        "INSERT INTO hands (id, match_id, number, record, status, declarer, contract, won, "
        "settled) VALUES (1, 1, 1, ?, 'settled', ?, ?, ?, 't')",
        (json.dumps(to_json(record)), out.declarer, out.contract, out.won),
    )
    db.close()
    ledger = Ledger.open(path)
    assert ledger.schema_version == SCHEMA_VERSION == 2
    assert ledger.notice is Notice.NONE
    points, declarer_points = ledger.execute("SELECT points, declarer_points FROM hands")[0]
    assert json.loads(points) == list(out.points or ())
    if out.declarer is not None:
        assert declarer_points == (out.points or ())[out.declarer]
    indexes = {r[0] for r in ledger.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"hands_settled", "transfers_player"} <= indexes


@pytest.mark.parametrize(
    "content",
    [b"not a database at all", b"SQLite format 3\x00" + b"\x00" * 200, b""],
    ids=["text", "truncated", "empty"],
)
def test_a_damaged_file_is_moved_aside_and_a_new_ledger_starts(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "ledger.sqlite3"
    path.write_bytes(content)
    ledger = Ledger.open(path)
    if content == b"":
        assert ledger.notice is Notice.NONE  # an empty file is simply a new ledger
        return
    assert ledger.notice is Notice.MOVED_ASIDE
    assert ledger.moved_to is not None and ledger.moved_to.read_bytes() == content
    assert ".damaged-" in ledger.moved_to.name
    assert ledger.summary().hands == 0
    ledger.begin_match("solo66", {}, SEATS, 1)  # writable


def test_a_foreign_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.commit()
    db.close()
    ledger = Ledger.open(path)
    assert ledger.notice is Notice.MOVED_ASIDE
    assert ledger.moved_to is not None and ledger.moved_to.exists()


def test_a_corrupted_page_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    ledger = Ledger.open(path)
    match = ledger.begin_match("solo66", {}, SEATS, 3)
    for n in range(1, 4):
        ledger.record_hand(match, n, *played_hand(n))
    ledger.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    ledger.close()
    data = bytearray(path.read_bytes())
    for i in range(4096 + 16, min(len(data), 4096 * 3), 7):  # scribble over the second page
        data[i] = 0xA5
    path.write_bytes(bytes(data))
    again = Ledger.open(path)
    assert again.notice is Notice.MOVED_ASIDE
    assert again.integrity_ok()


def test_a_newer_ledger_is_read_only(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    ledger = Ledger.open(path)
    match = ledger.begin_match("solo66", {}, SEATS, 1)
    ledger.record_hand(match, 1, *played_hand(5))
    ledger.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    ledger.close()
    newer = Ledger.open(path)
    assert newer.notice is Notice.NEWER_VERSION
    assert newer.read_only
    assert newer.summary().hands == 1  # still shown
    with pytest.raises(LedgerReadOnlyError):
        newer.begin_match("solo66", {}, SEATS, 1)
