"""The WebSocket side of a host: Qt's QWebSocketServer in front of the Qt-free `Host`.

Everything the table decides lives in `hosting`; this layer only numbers the connections,
passes their frames in, performs the sends and closes that come out, runs the table timers
and gives computer players' decisions to a worker thread, so that a slow decision never
blocks the sockets. It runs under a QCoreApplication (`serve`) or the app's event loop.

It also notices a connection that went quiet without closing (a stopped process, a pulled
cable, a closed laptop lid: no FIN ever comes): every connection is pinged every
`PING_SECONDS`, and one from which nothing at all (no pong, no frame) has come for
`SILENT_SECONDS` is aborted and reported to the host as lost, so its grace time starts.
"""

from __future__ import annotations

import functools
import itertools
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from solo_desktop.hosting import protocol as p
from solo_desktop.hosting.host import Host
from solo_desktop.hosting.seats import BotJob, Close, Out, Send

TICK_MS = 100
PING_SECONDS = 5.0
"""How often every connection is pinged (a WebSocket ping: any client library answers it)."""
SILENT_SECONDS = 15.0
"""A connection from which nothing has come for this long is lost (three pings unanswered)."""

LocalSink = Callable[[str | None], None]
"""Where an in-process seat's frames go (None: the host closed it)."""


class TableServer(QObject):
    """Serves a `Host`'s tables on one port."""

    decided = Signal(object, str)
    """A computer player's decision, from the worker thread to the event loop."""
    finished = Signal(str)
    """A table's match is over and its connections are closed (its code)."""

    def __init__(
        self,
        host: Host,
        parent: QObject | None = None,
        *,
        ping_seconds: float = PING_SECONDS,
        silent_seconds: float = SILENT_SECONDS,
    ) -> None:
        """Serve `host`; call `listen` to open the port. Every connection is pinged every
        `ping_seconds`; one silent for `silent_seconds` is lost (tests use tiny values)."""
        super().__init__(parent)
        self.host = host
        self.ping_seconds = ping_seconds
        self.silent_seconds = silent_seconds
        self._heard: dict[int, float] = {}
        """Connection -> when anything (a frame, a pong) last came from it (monotonic)."""
        self._dropped: set[int] = set()
        """Connections aborted for silence: already reported to the host."""
        self._next_ping = 0.0
        self._last_tick: float | None = None
        self._judge_from = 0.0
        self.server = QWebSocketServer("solo-desktop", QWebSocketServer.SslMode.NonSecureMode, self)
        self.server.setHandshakeTimeout(int(p.HELLO_SECONDS * 1000))
        self.server.newConnection.connect(self._accept)
        # Our own listening socket, so that every connection gets TCP_NODELAY before the
        # WebSocket handshake: without it a view to a seat that sends nothing waits for the
        # seat's delayed ACK (40 ms) whenever the previous view is not yet acknowledged.
        self.tcp = QTcpServer(self)
        self.tcp.newConnection.connect(self._tcp_accept)
        self._sockets: dict[int, QWebSocket] = {}
        self._ids = itertools.count(1)
        self._local: dict[int, LocalSink] = {}
        self._closed = False
        """Closed: a computer player's decision still coming back is dropped."""
        self._local_ids = itertools.count(1)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        self._busy = 0
        self._reported: set[str] = set()
        self.decided.connect(self._decided)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def listen(self, address: str = "0.0.0.0", port: int = p.DEFAULT_PORT) -> int:
        """Open the port (0: any free one); returns the port (raises OSError)."""
        if not self.tcp.listen(QHostAddress(address), port):
            raise OSError(f"cannot listen on {address}:{port}: {self.tcp.errorString()}")
        self._timer.start()
        self.pump()
        return int(self.tcp.serverPort())

    def close_tables(self) -> None:
        """Close every table for good: its connections are closed with `TABLE_CLOSED`
        (call `close` a moment later, when the close frames are on their way)."""
        for code in list(self.host.tables):
            self._perform(self.host.remove(code))

    def close(self) -> None:
        """Stop serving: close every connection and the port."""
        self._closed = True
        self._timer.stop()
        for socket in list(self._sockets.values()):
            socket.abort()
        self._sockets.clear()
        self.tcp.close()
        self.server.close()
        self._pool.shutdown(wait=False, cancel_futures=True)

    @property
    def connections(self) -> int:
        """How many connections are open."""
        return len(self._sockets)

    # -- connections -----------------------------------------------------------------------

    def _tcp_accept(self) -> None:
        while self.tcp.hasPendingConnections():
            socket = self.tcp.nextPendingConnection()
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            self.server.handleConnection(socket)

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            conn = next(self._ids)
            socket.setParent(self)
            socket.setMaxAllowedIncomingMessageSize(p.MAX_FRAME)  # Qt closes with 1009
            socket.setMaxAllowedIncomingFrameSize(p.MAX_FRAME)
            self._sockets[conn] = socket
            self._heard[conn] = time.monotonic()
            # Any frame counts as a sign of life, also each frame of a long message; Qt
            # answers the client's own pings without telling, so those do not count.
            socket.pong.connect(lambda _elapsed, _payload, c=conn: self._hear(c))
            socket.textFrameReceived.connect(lambda _text, _last, c=conn: self._hear(c))
            socket.binaryFrameReceived.connect(lambda _data, _last, c=conn: self._hear(c))
            socket.textMessageReceived.connect(lambda text, c=conn: self._text(c, text))
            socket.binaryMessageReceived.connect(lambda data, c=conn: self._binary(c))
            socket.disconnected.connect(lambda c=conn: self._gone(c))
            address = socket.peerAddress().toString()
            self._perform(self.host.opened(conn, address, time.monotonic()))

    def _text(self, conn: int, text: str) -> None:
        if conn in self._sockets:
            self._perform(self.host.text(conn, text, time.monotonic()))

    def _binary(self, conn: int) -> None:
        if conn in self._sockets:
            self._perform(self.host.binary(conn, time.monotonic()))

    def _gone(self, conn: int) -> None:
        self._heard.pop(conn, None)
        if conn in self._dropped:  # aborted for silence: the host was told then
            self._dropped.discard(conn)
            return
        socket = self._sockets.pop(conn, None)
        if socket is not None:
            socket.deleteLater()
        self._perform(self.host.closed(conn, time.monotonic()))

    # -- output, timers, computer players -------------------------------------------------------

    def _perform(self, out: list[Out]) -> None:
        for o in out:
            socket = self._sockets.get(o.conn)
            if socket is None:
                self._to_local(o)
                continue
            if isinstance(o, Send):
                socket.sendTextMessage(p.dumps(o.frame))
            elif isinstance(o, Close):
                socket.flush()
                socket.close(QWebSocketProtocol.CloseCode(o.code), o.reason)
        self.pump()

    def pump(self) -> None:
        """Hand out the computer players' decisions that are due; report finished tables."""
        if self._closed:
            return  # the worker pool is shut down
        for job in self.host.jobs():
            self._busy += 1
            future = self._pool.submit(job.run)
            future.add_done_callback(functools.partial(self._done, job))
        for code, table in self.host.tables.items():
            if table.finished and code not in self._reported:
                self._reported.add(code)
                self.finished.emit(code)

    def _done(self, job: BotJob, future: Future[str]) -> None:
        if future.cancelled():
            return
        action = future.result() if future.exception() is None else job.legal[0]
        self.decided.emit(job, action)  # queued into the event loop's thread

    def _decided(self, job: BotJob, action: str) -> None:
        self._busy -= 1
        if self._closed:
            return
        self._perform(self.host.bot_done(job, action, time.monotonic()))

    def _tick(self) -> None:
        now = time.monotonic()
        self._watch(now)
        self._perform(self.host.tick(now))

    # -- noticing silent connections -------------------------------------------------------------

    def _hear(self, conn: int) -> None:
        """Something came from `conn`: it is alive."""
        if conn in self._heard:
            self._heard[conn] = time.monotonic()

    def _watch(self, now: float) -> None:
        """Ping every connection when due; drop those silent for `silent_seconds`.

        A tick more than a ping interval late means the event loop did not run (this process
        was stopped, the machine slept): what came meanwhile may not be read yet, and nobody
        was pinged. Then everyone is pinged at once and judged only a ping interval later,
        so that a peer that is there is not dropped for our own absence."""
        late = self._last_tick is not None and now - self._last_tick > self.ping_seconds
        self._last_tick = now
        if late:
            self._judge_from, self._next_ping = now + self.ping_seconds, now
        if now >= self._next_ping:
            self._next_ping = now + self.ping_seconds
            for socket in self._sockets.values():
                socket.ping()
        if now < self._judge_from:
            return
        silent = [c for c, heard in self._heard.items() if now - heard > self.silent_seconds]
        for conn in silent:
            self._drop(conn, now)

    def _drop(self, conn: int, now: float) -> None:
        """Abort a silent connection and tell the host it is lost (once: `_gone` skips it)."""
        self._heard.pop(conn, None)
        socket = self._sockets.pop(conn, None)
        if socket is None:
            return
        self._dropped.add(conn)
        socket.abort()  # Qt says `disconnected` at once; `_gone` knows it is reported
        socket.deleteLater()
        self._perform(self.host.closed(conn, now))

    # -- the seats of the people at this computer (the host's window) ---------------------------

    def attach_local(self, code: str, seat: int, name: str, sink: LocalSink) -> int:
        """Seat a person of the host's own window at table `code`: an in-process connection
        (a negative number) whose frames go to `sink` as text, exactly as a socket's would
        (`sink(None)` when the host closes it). Returns the connection for `local_text`."""
        conn = -next(self._local_ids)
        self._local[conn] = sink
        self._perform(self.host.seat_local(code, seat, name, conn))
        return conn

    def local_text(self, conn: int, text: str) -> None:
        """A frame from a local seat: the same checks as a joined seat's."""
        if conn in self._local:
            self._perform(self.host.text(conn, text, time.monotonic()))

    def deal_now(self, code: str) -> None:
        """Deal table `code`'s next hand now (the host has read the summary)."""
        table = self.host.tables.get(code)
        if table is not None:
            self._perform(table.deal_now(time.monotonic()))

    def start_table(self, code: str) -> None:
        """Start table `code`'s match: open seats still empty get computer players."""
        table = self.host.tables.get(code)
        if table is not None:
            self._perform(table.start(time.monotonic()))

    def _to_local(self, o: Out) -> None:
        sink = self._local.get(o.conn)
        if sink is None:
            return
        if isinstance(o, Send):
            sink(p.dumps(o.frame))
        else:
            del self._local[o.conn]
            sink(None)
