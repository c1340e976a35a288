"""Noticing a connection that went quiet without closing (docs/hosting.md, "Noticing a lost
connection"): the server pings every connection and drops one that stays silent; the client
pings the host and comes back when the host falls silent; a stopped `join` is replaced by a
computer player and plays on once continued. Tiny ping and silence times keep this short; every
socket, thread and process is ended, whatever happens."""

from __future__ import annotations

import os
import re
import select
import signal
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket

from solo_desktop.core import registry
from solo_desktop.hosting.client import ClientSession
from solo_desktop.hosting.host import Host
from solo_desktop.hosting.table import new_table
from solo_desktop.net import client as net_client
from solo_desktop.net.client import TableClient
from solo_desktop.net.commands import PING_ENV, SILENT_ENV
from solo_desktop.net.server import TableServer
from tests.net.procs import Procs
from tests.net.test_serve_join import _ledger_hands
from tests.net.wsclient import CLOSE, PING, WsClient

PING_S, SILENT_S = 0.2, 0.6
"""The in-process tests' ping interval and silence limit."""


@pytest.fixture
def procs() -> Iterator[Procs]:
    """The processes a test starts, all ended afterwards."""
    started = Procs()
    yield started
    started.end_all()


@pytest.fixture
def server(qtbot: Any) -> Iterator[TableServer]:
    """A `TableServer` on a free loopback port with tiny ping and silence times; its host
    counts every `closed` report in `server.reports`."""
    host = Host()
    reports: list[int] = []
    real = host.closed

    def closed(conn: int, now: float) -> Any:
        reports.append(conn)
        return real(conn, now)

    host.closed = closed  # type: ignore[method-assign]
    made = TableServer(host, ping_seconds=PING_S, silent_seconds=SILENT_S)
    made.reports = reports  # type: ignore[attr-defined]
    made.port = made.listen("127.0.0.1", 0)  # type: ignore[attr-defined]
    try:
        yield made
    finally:
        # Without tables no computer decision is handed out any more: one still under way
        # when the server closes must not be handed on to its shut-down worker pool.
        for code in list(host.tables):
            host.remove(code)
        made.close()


def _in_thread(qtbot: Any, work: Callable[[], Any]) -> Any:
    """Run blocking `work` on a thread while the Qt event loop goes on; its result."""
    box: list[Any] = []
    thread = threading.Thread(target=lambda: box.append(work()), daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: bool(box), timeout=5000)
    return box[0]


def _drain(sock: socket.socket, timeout: float = 5.0) -> bytes:
    """Everything a peer sent until it dropped the connection."""
    sock.settimeout(timeout)
    data = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            break
        if not chunk:
            break
        data += chunk
    else:
        raise TimeoutError("the connection was not dropped")
    return data


def _opcodes(data: bytes) -> list[int]:
    """The opcodes of the (unmasked, server-sent) WebSocket frames in `data`."""
    out = []
    while len(data) >= 2:
        n, head = data[1] & 0x7F, 2
        if n == 126:
            (n,), head = struct.unpack("!H", data[2:4]), 4
        elif n == 127:
            (n,), head = struct.unpack("!Q", data[2:10]), 10
        out.append(data[0] & 0x0F)
        data = data[head + n :]
    return out


def test_the_server_drops_a_silent_connection_and_keeps_one_that_answers(qtbot, server):
    started = time.monotonic()
    mute = _in_thread(qtbot, lambda: WsClient(server.port))  # handshakes, then says nothing
    alive = QWebSocket()  # Qt answers the server's pings by itself
    lost: list[bool] = []
    alive.disconnected.connect(lambda: lost.append(True))
    try:
        alive.open(QUrl(f"ws://127.0.0.1:{server.port}/"))
        qtbot.waitUntil(lambda: server.connections == 2, timeout=5000)
        qtbot.waitUntil(lambda: server.connections == 1, timeout=5000)
        assert time.monotonic() - started >= SILENT_S  # not before the silence limit
        assert len(server.reports) == 1  # the host was told, once
        # The mute peer got pings, then the connection was aborted (no close handshake).
        kinds = _opcodes(_drain(mute.sock))
        assert kinds.count(PING) >= 2 and CLOSE not in kinds, kinds
        # The answering peer stays over several silence limits, and nothing is told twice.
        qtbot.wait(int(3 * SILENT_S * 1000))
        assert alive.state() == QAbstractSocket.SocketState.ConnectedState and not lost
        assert server.connections == 1 and len(server.reports) == 1
        # A host whose own loop stood still (its process stopped) does not drop a peer for
        # that: it pings first and judges a ping interval later.
        time.sleep(2 * SILENT_S)  # the event loop stands still, bounded
        qtbot.wait(int(2 * SILENT_S * 1000))
        assert alive.state() == QAbstractSocket.SocketState.ConnectedState and not lost
        assert server.connections == 1 and len(server.reports) == 1
    finally:
        mute.close()
        alive.abort()


class Relay:
    """A TCP relay on loopback in front of `port` whose connections can be frozen: bytes
    stop flowing both ways and nothing is closed, as when a cable is pulled. Connections made
    after `freeze` flow again."""

    def __init__(self, port: int) -> None:
        """Listen on a free loopback port (`self.port`), relaying to `port`."""
        self.target = port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.05)
        self.port = self.listener.getsockname()[1]
        self.frozen: set[int] = set()
        self.pairs: list[tuple[socket.socket, socket.socket]] = []
        self.stop = threading.Event()
        self.threads = [threading.Thread(target=self._accept, daemon=True)]
        self.threads[0].start()

    def _accept(self) -> None:
        while not self.stop.is_set():
            try:
                near, _ = self.listener.accept()
            except TimeoutError:
                continue
            far = socket.create_connection(("127.0.0.1", self.target))
            self.pairs.append((near, far))
            thread = threading.Thread(target=self._relay, args=(len(self.pairs) - 1,))
            thread.daemon = True
            self.threads.append(thread)
            thread.start()

    def _relay(self, index: int) -> None:
        near, far = self.pairs[index]
        other = {near: far, far: near}
        while not self.stop.is_set():
            if index in self.frozen:
                self.stop.wait(0.05)
                continue
            ready, _, _ = select.select([near, far], [], [], 0.05)
            for sock in ready:
                try:
                    data = sock.recv(65536)
                    if data:
                        other[sock].sendall(data)
                        continue
                except OSError:
                    pass
                near.close()
                far.close()
                return

    def freeze(self) -> None:
        """Stop the bytes of every connection made so far."""
        self.frozen.update(range(len(self.pairs)))

    def close(self) -> None:
        """End every thread and socket."""
        self.stop.set()
        for thread in self.threads:
            thread.join(timeout=5)
        self.listener.close()
        for near, far in self.pairs:
            near.close()
            far.close()


def test_a_client_notices_a_silent_host_and_comes_back_to_its_seat(qtbot, server):
    game = registry.get("solo_whist")
    table = new_table(game, game.house_rules({}), ["open", "normal", "normal", "normal"],
                      "K7QM2X", grace=60.0)  # fmt: skip
    events: list[tuple[str, Any]] = []
    table.listeners.append(lambda kind, data: events.append((kind, data)))
    server.host.add(table)
    relay = Relay(server.port)
    session = ClientSession("Anna", table.code)  # a person: the match waits for her turn
    client = TableClient(f"ws://127.0.0.1:{relay.port}/", session, reconnect_for=10.0,
                         ping_seconds=PING_S, silent_seconds=SILENT_S)  # fmt: skip
    states: list[str] = []
    links: list[bool] = []
    client.state_changed.connect(states.append)
    client.connection.connect(links.append)
    try:
        assert client.state == net_client.CONNECTING
        client.start()
        qtbot.waitUntil(lambda: client.state == net_client.CONNECTED, timeout=5000)
        seat, token = session.seat, session.token
        assert seat == 0 and token is not None
        qtbot.waitUntil(lambda: table.started, timeout=5000)  # at the host's next tick
        # Nothing but pings and pongs pass while the match waits for her: both sides stay.
        qtbot.wait(int(3 * SILENT_S * 1000))
        assert links == [True] and client.state == net_client.CONNECTED
        assert server.connections == 1 and not server.reports
        # Continued after a stop longer than the limit (the event loop stood still), neither
        # side takes its own absence for the other's silence.
        time.sleep(2 * SILENT_S)  # bounded
        qtbot.wait(int(2 * SILENT_S * 1000))
        assert links == [True] and client.state == net_client.CONNECTED
        assert server.connections == 1 and not server.reports
        relay.freeze()  # the cable is pulled: no byte, no FIN
        frozen = time.monotonic()
        qtbot.waitUntil(lambda: links == [True, False], timeout=5000)
        assert time.monotonic() - frozen >= SILENT_S - PING_S - 0.05
        assert client.state == net_client.RECONNECTING and client.lost_since is not None
        assert "nothing came from the host" in client.error
        # She comes back on a new connection with seat and token, to her own seat; the host
        # drops the frozen connection too, once.
        qtbot.waitUntil(lambda: links == [True, False, True], timeout=5000)
        assert client.state == net_client.CONNECTED and client.lost_since is None
        assert session.seat == seat and session.token == token
        assert ("back", seat) in events and ("stand_in", seat) not in events
        qtbot.waitUntil(lambda: server.connections == 1 and len(server.reports) == 1, timeout=5000)
        assert table.seats[seat].conn is not None and not table.seats[seat].stand_in
        client.leave()
        assert states == [net_client.CONNECTED, net_client.RECONNECTING, net_client.CONNECTED,
                          net_client.GONE]  # fmt: skip
    finally:
        relay.close()


HANDS = 100
"""Long enough that the match still runs when the stopped client is continued (about 45 ms a
hand on loopback, and the match waits for her until a computer stands in)."""
PROC_PING, PROC_SILENT, GRACE = 0.5, 2.0, 1.0


def test_a_stopped_client_is_replaced_and_plays_on_when_continued(procs, tmp_path, monkeypatch):
    monkeypatch.setenv(PING_ENV, str(PROC_PING))  # the children read them (see commands.py)
    monkeypatch.setenv(SILENT_ENV, str(PROC_SILENT))
    host, code, port = procs.serve(
        "--game", "solo_whist", "--seats", "open,open,normal,normal", "--hands", str(HANDS),
        "--grace", str(GRACE), "--seed", "8", data=tmp_path / "host",
    )  # fmt: skip
    anna = procs.join(port, code, "--bot", "normal", "--name", "Anna", "--seat", "0",
                      data=tmp_path / "anna")  # fmt: skip
    ben = procs.join(port, code, "--bot", "normal", "--name", "Ben", "--seat", "1",
                     data=tmp_path / "ben")  # fmt: skip
    stopped = False
    try:
        anna.line(r"^seat 0$")
        anna.line(r"^hand 2: ", timeout=60)  # the match runs
        os.kill(anna.p.pid, signal.SIGSTOP)  # her connection stays open, she says nothing
        stopped, since = True, time.monotonic()
        host.line(r"^seat 0: Anna is played by the computer for now$", timeout=20)
        noticed = time.monotonic() - since
        # Not before she could have been silent for the limit, plus the grace time.
        assert noticed >= PROC_SILENT - PROC_PING + GRACE - 0.2, noticed
        last = max(int(m.group(1)) for line in host.lines if (m := re.match(r"^hand (\d+):", line)))
        host.line(rf"^hand {last + 1}: ", timeout=30)  # the match goes on without her
        os.kill(anna.p.pid, signal.SIGCONT)
        stopped = False
        host.line(r"^seat 0: Anna is back$", timeout=20)
        assert host.wait(timeout=120) == 0, host.stderr()
        assert anna.wait(timeout=30) == 0, anna.stderr()
        assert ben.wait(timeout=30) == 0, ben.stderr()
    finally:
        if stopped:
            os.kill(anna.p.pid, signal.SIGCONT)  # so that it can be ended
    assert anna.lines.count("seat 0") == 2  # welcomed, and welcomed back to her seat
    assert not any("Ben is played by the computer" in line for line in host.lines)
    hosted = _ledger_hands(tmp_path / "host")
    assert sorted(hosted) == list(range(1, HANDS + 1))
    assert _ledger_hands(tmp_path / "ben") == hosted  # never dropped: every hand
    mine = _ledger_hands(tmp_path / "anna")
    assert all(hosted[n] == mine[n] for n in mine)  # the same records and chips
    assert {1, 2} <= set(mine) and HANDS in mine  # before the stop and to the end
    assert last + 1 not in mine  # played for her while she was away
