"""A window's hosted table and a window's joined table: the transport under a
`RemoteController`.

`HostedTable` opens a table in the window's own event loop: the `Host`, the `Table`, the
`TableServer` on the port, the LAN announcement, and one in-process seat for every person at
this computer. `JoinedTable` is a `TableClient` to another computer's table. Either gives the
window a `RemoteController`, so that the host's window and a joined window play alike.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from solo_desktop.controller.remote_controller import RemoteController, SeatLink
from solo_desktop.core.game import Game
from solo_desktop.core.rules import HouseRules
from solo_desktop.hosting import protocol as p
from solo_desktop.hosting.client import ClientSession, Seats
from solo_desktop.hosting.host import Host
from solo_desktop.hosting.seats import COMPUTER, OPEN, SeatState, computer_name, open_name
from solo_desktop.hosting.table import Table
from solo_desktop.model.ledger import Ledger
from solo_desktop.net.server import TableServer

BETWEEN_HANDS = 30.0
"""Seconds between a hand's end and the next deal at a hosted table, unless the host closes
the hand's summary sooner (then the next hand is dealt at once)."""


CLOSING_MS = 300
"""How long a closing table gives its close frames to go out before the port closes."""


class HostedTable(QObject):
    """A table this window hosts, with the seats of the people at this computer."""

    closed = Signal()
    """The table is closed (the match is over and every connection closed)."""

    def __init__(
        self,
        game: Game,
        rules: HouseRules,
        kinds: Sequence[str],
        names: Sequence[str],
        levels: Sequence[str | None],
        ledger: Ledger | None = None,
        hints: bool = False,
        port: int = p.DEFAULT_PORT,
        address: str = "0.0.0.0",
        announce: bool = True,
        parent: QObject | None = None,
    ) -> None:
        """Open a table of `game`: per seat its kind (`person` for a person at this computer,
        `open` or `computer`), name and level (a computer player's, or the one that fills an
        open seat). Listens on `port`, or any free port when it is taken (raises OSError
        when no port can be opened)."""
        super().__init__(parent)
        self.code = p.new_code()
        seats: list[SeatState] = []
        local: list[tuple[int, str]] = []
        for i, (kind, name, level) in enumerate(zip(kinds, names, levels, strict=True)):
            if kind == COMPUTER:
                seats.append(SeatState(COMPUTER, name or computer_name(i), level))
            else:
                seats.append(SeatState(OPEN, open_name(i), level))
                if kind != OPEN:
                    local.append((i, name))
        if not local:
            raise ValueError("a hosted table needs a person at this computer")
        self.host = Host()
        self.table = Table(
            self.code,
            game,
            rules,
            seats,
            auto_start=False,
            ledger=ledger,
            between_hands=BETWEEN_HANDS,
            hints=hints,
        )
        self.host.add(self.table)
        self.server = TableServer(self.host, self)
        self.server.finished.connect(lambda _code: self.closed.emit())
        try:
            self.port = self.server.listen(address, port)
        except OSError:
            self.port = self.server.listen(address, 0)  # the usual port is taken: any port
        self._conns: dict[int, int] = {}
        links: list[SeatLink] = []
        sessions: dict[int, ClientSession] = {}
        self.controller: RemoteController | None = None
        for seat, name in local:
            session = ClientSession(name, self.code)
            sessions[seat] = session
            conn = self.server.attach_local(
                self.code, seat, name, functools.partial(self._frame, session)
            )
            self._conns[seat] = conn
            links.append(SeatLink(session, functools.partial(self._send, conn)))
        self.controller = RemoteController(links, self, seed=self.table.match.seed)
        self.controller.next_hand_hook = lambda: self.server.deal_now(self.code)
        self.announcer: Any = None
        if announce:
            self._announce()

    def _announce(self) -> None:
        from solo_desktop.hosting.discovery import Announcement
        from solo_desktop.net.discovery import Announcer

        host_name = next((s.name for s in self.table.seats if s.local), "?")

        def announcement() -> Announcement:
            t = self.table
            return Announcement(
                name=host_name,
                game=t.game.id,
                players=t.players,
                open_seats=sum(s.kind == OPEN for s in t.seats),
                port=self.port,
                started=t.started,
            )

        self.announcer = Announcer(announcement, parent=self)
        self.announcer.start()

    def _frame(self, session: ClientSession, text: str | None) -> None:
        if text is None:
            return  # the table closed this seat: the match is over
        session.receive(text)
        if self.controller is not None and session.seat is not None:
            self.controller.received(session.seat, json.loads(text))

    def _send(self, conn: int, frame: dict[str, Any]) -> None:
        self.server.local_text(conn, p.dumps(frame))

    def start(self) -> None:
        """Start the match (the lobby's Start): open seats still empty get computer players."""
        self.server.start_table(self.code)
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None

    def close(self) -> None:
        """Stop hosting: every connection is closed (the guests are told the table is closed
        for good), then the port."""
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None
        self.server.close_tables()
        QTimer.singleShot(CLOSING_MS, self.server, self.server.close)  # the close frames first


class JoinedTable(QObject):
    """A seat at another computer's table, for a window."""

    ready = Signal()
    """Welcomed: `controller` is there."""
    ended = Signal(int)
    """The session is over: 0 after `match_over` or leaving, 1 the host is gone, 2 refused."""
    connection = Signal(bool)
    """This window's connection was lost (False) or is back (True)."""

    def __init__(
        self,
        url: str,
        code: str,
        name: str,
        ledger: Ledger | None = None,
        kept: Path | None = None,
        reconnect_for: float | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Join the table `code` at `url` as `name`; seat and token are kept in the file
        `kept` (the window's data folder), so that a window started again comes back to its
        seat. Call `start`."""
        super().__init__(parent)
        from solo_desktop.net.client import RECONNECT_SECONDS, TableClient

        self.url, self.code = url, code
        self.seats = Seats(kept)
        self.key = Seats.key(url, code)
        got = self.seats.get(self.key)
        self.session = ClientSession(
            name,
            code,
            seat=got.get("seat") if p.is_int(got.get("seat")) else None,
            token=got.get("token") if isinstance(got.get("token"), str) else None,
            ledger=ledger,
            ledger_match=got.get("ledger_match") if p.is_int(got.get("ledger_match")) else None,
        )
        self.session.on_seat = self._keep
        patience = RECONNECT_SECONDS if reconnect_for is None else reconnect_for
        self.client = TableClient(url, self.session, reconnect_for=patience, parent=self)
        self.client.received.connect(self._frame)
        self.client.ended.connect(self._ended)
        self.client.connection.connect(self.connection)
        self.controller: RemoteController | None = None
        self.status: int | None = None

    def _keep(self, seat: int, token: str, ledger_match: int | None) -> None:
        self.seats.put(self.key, seat=seat, token=token, ledger_match=ledger_match)

    def start(self) -> None:
        """Connect."""
        self.client.start()

    def _frame(self, frame: dict[str, Any]) -> None:
        s = self.session
        if self.controller is None:
            if s.welcomed and s.table is not None and s.seat is not None:
                self.controller = RemoteController([SeatLink(s, self.client.send)], self)
                self.ready.emit()
            return
        if s.seat is not None:
            self.controller.received(s.seat, frame)

    def _ended(self, status: int) -> None:
        self.status = status
        if self.session.over:
            self.seats.forget(self.key)
        self.ended.emit(status)

    @property
    def refusal(self) -> tuple[str, str] | None:
        """The host's refusal (reason, message), if it refused."""
        return self.session.refusal

    def leave(self) -> None:
        """Say bye (the seat becomes a computer player's) and close."""
        self.seats.forget(self.key)
        self.client.leave()
