"""The host: every connection's first steps (hello, refusals, code guessing) and the routing
of seated connections to their tables. Qt-free and socket-free: frames in, frames out.

One host can hold many tables; a hello's code picks the table. The transport (`net.server`)
numbers connections, hands their text frames to `text` and performs what comes back.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from solo_desktop.hosting import protocol as p
from solo_desktop.hosting.seats import BotJob, Close, Out, Send
from solo_desktop.hosting.table import Table


@dataclass
class _Pending:
    address: str
    opened: float


@dataclass
class Host:
    """Tables by code, the connections that have not said hello yet, and the try guard."""

    tables: dict[str, Table] = field(default_factory=dict)
    guard: p.TryGuard = field(default_factory=p.TryGuard)
    hello_seconds: float = p.HELLO_SECONDS
    _pending: dict[int, _Pending] = field(default_factory=dict)
    _seated: dict[int, str] = field(default_factory=dict)
    """Connection -> table code."""

    def add(self, table: Table) -> None:
        """Host `table` under its code."""
        if table.code in self.tables:
            raise ValueError(f"a table with code {table.code} exists")
        self.tables[table.code] = table

    def remove(self, code: str) -> list[Out]:
        """Stop hosting a table: its connections are closed."""
        table = self.tables.pop(code, None)
        if table is None:
            return []
        out: list[Out] = [Close(c, p.CLOSE_NORMAL, p.TABLE_CLOSED) for c in table.conns]
        for conn in table.conns:
            self._seated.pop(conn, None)
        table.conns.clear()
        return out

    # -- connections ---------------------------------------------------------------------------

    def opened(self, conn: int, address: str, now: float) -> list[Out]:
        """A new connection from `address`."""
        self._pending[conn] = _Pending(address, now)
        return []

    def closed(self, conn: int, now: float) -> list[Out]:
        """A connection is gone, whatever the cause."""
        self._pending.pop(conn, None)
        code = self._seated.pop(conn, None)
        table = self.tables.get(code) if code is not None else None
        return self._routed(table.lost(conn, now), now) if table is not None else []

    def seat_local(self, code: str, seat: int, name: str, conn: int) -> list[Out]:
        """Seat a person at the host's computer at table `code` through the in-process
        connection `conn` (see `Table.seat_local`); his frames then come in by `text`."""
        out = self.tables[code].seat_local(conn, seat, name)
        self._seated[conn] = code
        return out

    def binary(self, conn: int, now: float) -> list[Out]:
        """A binary frame: this protocol speaks text only."""
        return self._routed([Close(conn, p.CLOSE_UNSUPPORTED, "text frames only")], now)

    def text(self, conn: int, text: str, now: float) -> list[Out]:
        """A text frame from connection `conn`."""
        if p.too_big(text):
            return self._routed([Close(conn, p.CLOSE_TOO_BIG, "frame over 64 KiB")], now)
        pending = self._pending.get(conn)
        if pending is not None:
            return self._routed(self._hello(conn, pending, text, now), now)
        code = self._seated.get(conn)
        table = self.tables.get(code) if code is not None else None
        if table is None:
            return []
        try:
            frame = p.parse(text)
        except p.BadFrame as e:
            return self._routed(table.fault(conn, "bad_message", str(e), now), now)
        return self._routed(table.receive(conn, frame, now), now)

    def _refuse(self, conn: int, reason: str, message: str) -> list[Out]:
        self._pending.pop(conn, None)
        return [Send(conn, p.refused(reason, message)), Close(conn, p.CLOSE_NORMAL, reason)]

    def _hello(self, conn: int, pending: _Pending, text: str, now: float) -> list[Out]:
        address = pending.address
        try:
            frame = p.parse(text)
        except p.BadFrame as e:
            return self._refuse(conn, "bad_hello", f"the first frame must be a hello: {e}")
        if frame["type"] != "hello":
            return self._refuse(conn, "bad_hello", "the first frame must be a hello")
        if self.guard.blocked(address, now):
            return self._refuse(conn, "too_many_tries", "too many wrong codes; wait a minute")
        version = frame.get("protocol")
        if not p.is_int(version):
            return self._refuse(conn, "bad_hello", "protocol must be an integer")
        if version != p.PROTOCOL:
            return self._refuse(conn, "version", f"this host speaks protocol {p.PROTOCOL}")
        name = p.clean_name(frame.get("name"))
        seat, token = frame.get("seat"), frame.get("token")
        if name is None:
            return self._refuse(conn, "bad_hello", "name: 1 to 24 printable characters")
        if not (seat is None or p.is_int(seat)) or not (token is None or isinstance(token, str)):
            return self._refuse(conn, "bad_hello", "seat must be a number or null, token a string")
        code = p.normal_code(frame.get("code"))
        table = self.tables.get(code) if code is not None else None
        if table is None or table.finished:
            self.guard.wrong(address, now)
            return self._refuse(conn, "bad_code", "no table has that code")
        if token is not None and len(token) > 200:
            token = token[:200]
        reason, out = table.join(conn, name, seat, token, now)
        if reason is not None:
            if reason == "bad_token":
                self.guard.wrong(address, now)
            messages = {
                "bad_hello": "no such seat",
                "bad_token": "that seat and token do not match",
                "full": "every seat is taken",
                "seat_taken": "that seat is taken",
            }
            return self._refuse(conn, reason, messages[reason])
        del self._pending[conn]
        self._seated[conn] = table.code
        return out

    # -- time and computer players -----------------------------------------------------------------

    def tick(self, now: float) -> list[Out]:
        """Hello time-outs and every table's timers."""
        out: list[Out] = []
        for conn, pending in list(self._pending.items()):
            if now - pending.opened >= self.hello_seconds:
                del self._pending[conn]
                out.append(Close(conn, p.CLOSE_POLICY, "no hello within 10 s"))
        for table in list(self.tables.values()):
            out += table.tick(now)
        self.guard.forget_old(now)
        return self._routed(out, now)

    def jobs(self) -> list[BotJob]:
        """The computer players' decisions due now, one per table at most."""
        found = []
        for table in self.tables.values():
            job = table.take_job()
            if job is not None:
                found.append(job)
        return found

    def bot_done(self, job: BotJob, action: str, now: float) -> list[Out]:
        """A computer player's decision comes back to its table."""
        table = self.tables.get(job.table)
        return self._routed(table.bot_done(job, action, now), now) if table is not None else []

    def _routed(self, out: list[Out], now: float) -> list[Out]:
        """Forget the connections this output closes; a seat whose connection the host closes
        (too many errors, a bye, a new connection with its token) is lost like a dropped one."""
        done: list[Out] = []
        while out:
            o = out.pop(0)
            done.append(o)
            if not isinstance(o, Close):
                continue
            self._pending.pop(o.conn, None)
            code = self._seated.pop(o.conn, None)
            table = self.tables.get(code) if code is not None else None
            if table is not None and o.conn in table.conns:
                out += table.lost(o.conn, now)
        return done
