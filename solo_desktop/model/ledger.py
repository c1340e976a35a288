"""The chip ledger: every settled hand, across sessions, in SQLite. Qt-free.

Players (people's profile names and the computer players), matches (game, house rules,
seats, start and end), hands (the full deal record, its outcome and when it settled) and the
chip transfers of each hand. A hand is written in one transaction the moment it settles; the
ledger is the single source for totals and statistics.

The schema carries a version and moves forward by numbered migrations. A file that is not a
ledger, or is damaged, is moved aside under a timestamped name and a clean ledger started; a
ledger written by a newer version is opened read-only. Either way `notice` says what happened.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from solo_desktop.core.game import Outcome
from solo_desktop.core.record import DealRecord, to_json
from solo_desktop.model.safety import move_aside

LEDGER_FILE = "ledger.sqlite3"


class Notice(StrEnum):
    """What opening the ledger had to do, for the UI to tell the player in plain words."""

    NONE = "none"
    MOVED_ASIDE = "moved_aside"
    """The file was damaged or not a ledger: it was moved aside and a new ledger started."""
    NEWER_VERSION = "newer_version"
    """The file comes from a newer version of the app: it is open read-only."""


class _DamagedError(Exception):
    """The file is not a readable ledger."""


def _check(db: sqlite3.Connection) -> int:
    """The schema version of an open file; raises _DamagedError when it is not a ledger."""
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        ok = db.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as e:
        raise _DamagedError(str(e)) from None
    if ok != "ok":
        raise _DamagedError(f"damaged: {ok}")
    if version == 0 and tables:
        raise _DamagedError("a database, but not a ledger")
    if 0 < version <= SCHEMA_VERSION and not {"hands", "matches", "players"} <= tables:
        raise _DamagedError("a ledger without its tables")
    return version


class LedgerReadOnlyError(RuntimeError):
    """A write to a ledger that is open read-only (written by a newer version)."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


# -- schema ---------------------------------------------------------------------------------


_V1 = (
    """CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('person', 'computer')),
        created TEXT NOT NULL,
        UNIQUE (name, kind))""",
    """CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        hands_planned INTEGER NOT NULL,
        started TEXT NOT NULL,
        ended TEXT)""",
    """CREATE TABLE match_seats (
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        bot TEXT,
        PRIMARY KEY (match_id, seat))""",
    """CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        record TEXT NOT NULL,
        status TEXT NOT NULL,
        declarer INTEGER,
        contract TEXT,
        won INTEGER,
        settled TEXT NOT NULL,
        UNIQUE (match_id, number))""",
    """CREATE TABLE transfers (
        hand_id INTEGER NOT NULL REFERENCES hands (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        chips INTEGER NOT NULL,
        PRIMARY KEY (hand_id, seat))""",
)
"""The first schema: players, matches and their seats, hands, chip transfers."""


def _v1(db: sqlite3.Connection) -> None:
    for statement in _V1:
        db.execute(statement)


def _v2(db: sqlite3.Connection) -> None:
    """Statistics: the declarer's card points per hand (backfilled), and look-up indexes."""
    db.execute("ALTER TABLE hands ADD COLUMN declarer_points INTEGER")
    db.execute("ALTER TABLE hands ADD COLUMN points TEXT")
    for hand_id, record in db.execute("SELECT id, record FROM hands").fetchall():
        points, declarer_points = _backfill_points(record)
        db.execute(
            "UPDATE hands SET points = ?, declarer_points = ? WHERE id = ?",
            (points, declarer_points, hand_id),
        )
    db.execute("CREATE INDEX hands_settled ON hands (settled)")
    db.execute("CREATE INDEX transfers_player ON transfers (player_id)")


def _backfill_points(record_text: str) -> tuple[str | None, int | None]:
    """Card points of a stored hand, recomputed from its deal record."""
    from solo_desktop.core import record as records

    try:
        replay = records.replay(records.from_json(json.loads(record_text)))
    except (ValueError, records.RecordError, records.ReplayError):
        return None, None
    outcome = replay.game.outcome(replay.final)
    if outcome.points is None:
        return None, None
    own = None if outcome.declarer is None else outcome.points[outcome.declarer]
    return json.dumps(list(outcome.points)), own


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2)
"""Migration n+1 takes a ledger from schema version n to n+1 (version 0: empty file)."""
SCHEMA_VERSION = len(MIGRATIONS)


# -- values ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerTotal:
    """One player's chips and hands across the ledger."""

    name: str
    kind: str
    chips: int
    hands: int


@dataclass(frozen=True)
class Summary:
    """What `solo-desktop ledger` reports."""

    hands: int
    matches: int
    players: list[PlayerTotal]
    games: dict[str, dict[str, int]]

    def as_json(self) -> dict[str, Any]:
        """The JSON object of `solo-desktop ledger --json`."""
        return {
            "hands": self.hands,
            "matches": self.matches,
            "players": [
                {"name": p.name, "kind": p.kind, "chips": p.chips, "hands": p.hands}
                for p in self.players
            ],
            "games": self.games,
        }


@dataclass(frozen=True)
class HandRow:
    """A settled hand as the ledger keeps it."""

    id: int
    match_id: int
    number: int
    game: str
    settled: str
    record: dict[str, Any]
    status: str
    declarer: int | None
    contract: str | None
    won: bool | None
    declarer_points: int | None
    names: tuple[str, ...]
    chips: tuple[int, ...]


# -- the ledger -----------------------------------------------------------------------------


class Ledger:
    """The chip ledger in one SQLite file."""

    def __init__(self, db: sqlite3.Connection, path: Path | None, read_only: bool) -> None:
        """Use `open()`."""
        self._db = db
        self.path = path
        self.read_only = read_only
        self.notice = Notice.NONE
        self.moved_to: Path | None = None

    @classmethod
    def open(cls, folder_or_file: Path | str) -> Ledger:
        """Open (or create) the ledger; a damaged file is moved aside, a newer one read-only."""
        path = Path(folder_or_file)
        if path.is_dir() or not path.suffix:
            path.mkdir(parents=True, exist_ok=True)
            path = path / LEDGER_FILE
        try:
            return cls._open(path)
        except _DamagedError:
            moved = move_aside(path)
            for extra in ("-wal", "-shm"):
                side = path.with_name(path.name + extra)
                if side.exists():
                    side.unlink()
            ledger = cls._open(path)
            ledger.notice = Notice.MOVED_ASIDE
            ledger.moved_to = moved
            return ledger

    @classmethod
    def memory(cls) -> Ledger:
        """A ledger in memory (tests)."""
        db = sqlite3.connect(":memory:", isolation_level=None)
        ledger = cls(db, None, False)
        ledger._migrate()
        return ledger

    @classmethod
    def _open(cls, path: Path) -> Ledger:
        db = sqlite3.connect(path, isolation_level=None, timeout=10)
        try:
            version = _check(db)
        except _DamagedError:
            db.close()
            raise
        if version > SCHEMA_VERSION:
            db.close()
            ro = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
            ledger = cls(ro, path, True)
            ledger.notice = Notice.NEWER_VERSION
            return ledger
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        ledger = cls(db, path, False)
        ledger._migrate()
        return ledger

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        for target in range(version + 1, SCHEMA_VERSION + 1):
            with self._transaction() as db:
                MIGRATIONS[target - 1](db)
                db.execute(f"PRAGMA user_version = {target}")

    @property
    def schema_version(self) -> int:
        """The schema version of the open file."""
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def integrity_ok(self) -> bool:
        """Whether SQLite's full integrity check passes."""
        return bool(self._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok")

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        if self.read_only:
            raise LedgerReadOnlyError("the ledger was written by a newer version: read-only")
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    # -- writing -----------------------------------------------------------------------

    def _player(self, db: sqlite3.Connection, name: str, person: bool) -> int:
        kind = "person" if person else "computer"
        row = db.execute(
            "SELECT id FROM players WHERE name = ? AND kind = ?", (name, kind)
        ).fetchone()
        if row:
            return int(row[0])
        cur = db.execute(
            "INSERT INTO players (name, kind, created) VALUES (?, ?, ?)", (name, kind, _now())
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def begin_match(
        self,
        game: str,
        rules: dict[str, Any],
        seats: Sequence[tuple[str, str | None]],
        hands_planned: int,
    ) -> int:
        """Record a new match; `seats` are (name, bot level or None for a person)."""
        with self._transaction() as db:
            cur = db.execute(
                "INSERT INTO matches (game, rules, hands_planned, started) VALUES (?, ?, ?, ?)",
                (game, json.dumps(rules, sort_keys=True), hands_planned, _now()),
            )
            match_id = cur.lastrowid
            assert match_id is not None
            for seat, (name, bot) in enumerate(seats):
                player = self._player(db, name, bot is None)
                db.execute(
                    "INSERT INTO match_seats (match_id, seat, player_id, bot) VALUES (?, ?, ?, ?)",
                    (match_id, seat, player, bot),
                )
            return match_id

    def record_hand(self, match_id: int, number: int, record: DealRecord, outcome: Outcome) -> int:
        """Write a settled hand and its chip transfers in one transaction; returns its id.

        Writing the same hand twice (a resumed match) leaves the first write in place.
        """
        with self._transaction() as db:
            row = db.execute(
                "SELECT id FROM hands WHERE match_id = ? AND number = ?", (match_id, number)
            ).fetchone()
            if row:
                return int(row[0])
            own = None
            if outcome.points is not None and outcome.declarer is not None:
                own = outcome.points[outcome.declarer]
            cur = db.execute(
                "INSERT INTO hands (match_id, number, record, status, declarer, contract, won,"
                " settled, points, declarer_points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_id,
                    number,
                    json.dumps(to_json(record)),
                    outcome.status.value,
                    outcome.declarer,
                    outcome.contract,
                    None if outcome.won is None else int(outcome.won),
                    _now(),
                    None if outcome.points is None else json.dumps(list(outcome.points)),
                    own,
                ),
            )
            hand_id = cur.lastrowid
            assert hand_id is not None
            seats = dict(
                db.execute(
                    "SELECT seat, player_id FROM match_seats WHERE match_id = ?", (match_id,)
                ).fetchall()
            )
            for seat, chips in enumerate(outcome.settlement.chips):
                db.execute(
                    "INSERT INTO transfers (hand_id, seat, player_id, chips) VALUES (?, ?, ?, ?)",
                    (hand_id, seat, seats[seat], chips),
                )
            return hand_id

    def end_match(self, match_id: int) -> None:
        """Mark a match as finished."""
        with self._transaction() as db:
            db.execute(
                "UPDATE matches SET ended = ? WHERE id = ? AND ended IS NULL", (_now(), match_id)
            )

    # -- reading -----------------------------------------------------------------------

    def summary(self) -> Summary:
        """Totals per player and per game across every session."""
        db = self._db
        hands = db.execute("SELECT count(*) FROM hands").fetchone()[0]
        matches = db.execute("SELECT count(DISTINCT match_id) FROM hands").fetchone()[0]
        players = [
            PlayerTotal(name, kind, int(chips), int(n))
            for name, kind, chips, n in db.execute(
                "SELECT p.name, p.kind, coalesce(sum(t.chips), 0), count(t.hand_id)"
                " FROM players p JOIN transfers t ON t.player_id = p.id"
                " GROUP BY p.id ORDER BY sum(t.chips) DESC, p.name"
            )
        ]
        games = {
            game: {"hands": int(n), "matches": int(m)}
            for game, n, m in db.execute(
                "SELECT m.game, count(h.id), count(DISTINCT m.id) FROM hands h"
                " JOIN matches m ON m.id = h.match_id GROUP BY m.game ORDER BY m.game"
            )
        }
        return Summary(int(hands), int(matches), players, games)

    def hands(
        self, game: str | None = None, since: str | None = None, until: str | None = None
    ) -> list[HandRow]:
        """Settled hands, oldest first, optionally of one game and within a period (ISO times)."""
        where, args = ["1 = 1"], []
        if game:
            where.append("m.game = ?")
            args.append(game)
        if since:
            where.append("h.settled >= ?")
            args.append(since)
        if until:
            where.append("h.settled < ?")
            args.append(until)
        rows = self._db.execute(
            "SELECT h.id, h.match_id, h.number, m.game, h.settled, h.record, h.status,"
            " h.declarer, h.contract, h.won, h.declarer_points FROM hands h"
            " JOIN matches m ON m.id = h.match_id WHERE "
            + " AND ".join(where)
            + " ORDER BY h.settled, h.id",
            args,
        ).fetchall()
        out = []
        for hid, mid, number, g, settled, record, status, decl, contract, won, dpts in rows:
            seats = self._db.execute(
                "SELECT p.name, t.chips FROM transfers t JOIN players p ON p.id = t.player_id"
                " WHERE t.hand_id = ? ORDER BY t.seat",
                (hid,),
            ).fetchall()
            out.append(
                HandRow(
                    hid, mid, number, g, settled, json.loads(record), status, decl, contract,
                    None if won is None else bool(won), dpts,
                    tuple(n for n, _ in seats), tuple(int(c) for _, c in seats),
                )
            )  # fmt: skip
        return out

    def unfinished_matches(self) -> list[int]:
        """Matches that were begun and not ended."""
        return [int(r[0]) for r in self._db.execute("SELECT id FROM matches WHERE ended IS NULL")]

    def match_hands(self, match_id: int) -> list[int]:
        """The numbers of the hands written for a match."""
        return [
            int(r[0])
            for r in self._db.execute(
                "SELECT number FROM hands WHERE match_id = ? ORDER BY number", (match_id,)
            )
        ]

    def per_game_players(self) -> list[tuple[str, str, str, int, int, int]]:
        """Per game and player: (game, name, kind, chips, hands, matches)."""
        return [
            (str(g), str(n), str(k), int(c), int(h), int(m))
            for g, n, k, c, h, m in self._db.execute(
                "SELECT m.game, p.name, p.kind, sum(t.chips), count(t.hand_id),"
                " count(DISTINCT h.match_id) FROM transfers t"
                " JOIN hands h ON h.id = t.hand_id JOIN matches m ON m.id = h.match_id"
                " JOIN players p ON p.id = t.player_id"
                " GROUP BY m.game, p.id ORDER BY m.game, sum(t.chips) DESC, p.name"
            )
        ]

    def hand_records(self, match_id: int) -> list[dict[str, Any]]:
        """The deal records of a match's hands, by number."""
        return [
            json.loads(r[0])
            for r in self._db.execute(
                "SELECT record FROM hands WHERE match_id = ? ORDER BY number", (match_id,)
            )
        ]

    def execute(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query (for statistics and tests)."""
        return list(self._db.execute(sql, args).fetchall())
