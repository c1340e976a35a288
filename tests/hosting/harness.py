"""A socket-free driver for hosted-table tests: a `Host`, connections that are
`ClientSession`s (computer players of a level on the joining side), a clock, and every frame
each connection received."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from solo_desktop.core import registry
from solo_desktop.hosting import protocol as p
from solo_desktop.hosting.client import ClientSession
from solo_desktop.hosting.host import Host
from solo_desktop.hosting.seats import Close, Out, Send
from solo_desktop.hosting.table import Table, new_table
from solo_desktop.model.ledger import Ledger

CODE = "K7QM2X"


@dataclass
class Conn:
    """One connection as the host sees it, with the client behind it (if any)."""

    id: int
    address: str
    session: Any = None
    """The ClientSession behind the connection, None for a raw one."""
    frames: list[dict[str, Any]] = field(default_factory=list)
    closed: Any = None
    """(code, reason) once the host closed it."""


@dataclass
class Driver:
    """Runs a host: delivers frames both ways, runs computer players inline, keeps time."""

    host: Host
    now: float = 0.0
    conns: dict[int, Conn] = field(default_factory=dict)
    next_id: int = 1
    sent_by_host: list[Out] = field(default_factory=list)
    on_send: Callable[[Conn, dict[str, Any]], None] | None = None

    @property
    def table(self) -> Table:
        """The (only) table."""
        return next(iter(self.host.tables.values()))

    def connect(self, address: str = "127.0.0.1", session: ClientSession | None = None) -> Conn:
        """Open a connection; with a session, say its hello."""
        conn = Conn(self.next_id, address, session)
        self.next_id += 1
        self.conns[conn.id] = conn
        self.perform(self.host.opened(conn.id, address, self.now))
        if session is not None:
            self.send(conn, session.hello())
        return conn

    def send(self, conn: Conn, frame: dict[str, Any] | str) -> None:
        """A frame from a client (a dict is sent as JSON, a str as it is)."""
        text = frame if isinstance(frame, str) else json.dumps(frame)
        self.perform(self.host.text(conn.id, text, self.now))

    def drop(self, conn: Conn) -> None:
        """The connection is lost."""
        conn.closed = conn.closed or (1006, "dropped")
        self.perform(self.host.closed(conn.id, self.now))

    def perform(self, out: list[Out]) -> None:
        """Deliver the host's output; sessions answer at once."""
        self.sent_by_host += out
        replies: list[tuple[Conn, dict[str, Any]]] = []
        for o in out:
            conn = self.conns.get(o.conn)
            if conn is None or conn.closed is not None:
                continue
            if isinstance(o, Close):
                conn.closed = (o.code, o.reason)
                self.perform(self.host.closed(conn.id, self.now))
                continue
            assert isinstance(o, Send)
            frame = json.loads(p.dumps(o.frame))  # what a client gets is JSON text
            conn.frames.append(frame)
            if self.on_send is not None:
                self.on_send(conn, frame)
            if conn.session is not None:
                replies += [(conn, r) for r in conn.session.receive(json.dumps(frame))]
        for conn, reply in replies:
            if conn.closed is None:
                self.send(conn, reply)

    def step(self, seconds: float = 0.05) -> None:
        """Let time pass: timers, then every computer player's decision due."""
        self.now += seconds
        self.perform(self.host.tick(self.now))
        for job in self.host.jobs():
            self.perform(self.host.bot_done(job, job.run(), self.now))

    def run(self, limit: int = 20000, between: Callable[[Driver], None] | None = None) -> None:
        """Step until every table's match is over (at most `limit` steps)."""
        for _ in range(limit):
            if all(t.finished for t in self.host.tables.values()):
                return
            self.step()
            if between is not None:
                between(self)
        raise AssertionError("the match did not end")


def make_host(
    game_id: str,
    kinds: list[str],
    rules: dict[str, object] | None = None,
    hands: int | None = 2,
    seed: int = 11,
    ledger: Ledger | None = None,
    **kwargs: Any,
) -> Driver:
    """A driver whose host has one table of `game_id` with seats `kinds`."""
    game = registry.get(game_id)
    overrides = dict(rules or {})
    if hands is not None and any(s.name == "hands" for s in game.rule_specs):
        overrides["hands"] = 1000  # `hand_limit` ends the match
    table = new_table(
        game,
        game.house_rules(overrides),
        kinds,
        CODE,
        now=0.0,
        seed=seed,
        ledger=ledger,
        hand_limit=hands,
        **kwargs,
    )
    host = Host()
    host.add(table)
    return Driver(host)


def person(name: str, level: str | None = "normal", seed: int = 1, **kwargs: Any) -> ClientSession:
    """A joining client played by a computer player of `level` (None: nobody acts)."""
    return ClientSession(name, CODE.lower(), level=level, seed=seed, **kwargs)


def hello(**fields: Any) -> dict[str, Any]:
    """A hello frame with these fields changed."""
    frame: dict[str, Any] = {
        "type": "hello",
        "protocol": 1,
        "name": "Anna",
        "code": CODE,
        "seat": None,
        "token": None,
    }
    frame.update(fields)
    return frame
