"""The WebSocket side of a host: Qt's QWebSocketServer in front of the Qt-free `Host`.

Everything the table decides lives in `hosting`; this layer only numbers the connections,
passes their frames in, performs the sends and closes that come out, runs the table timers
and gives computer players' decisions to a worker thread, so that a slow decision never
blocks the sockets. It runs under a QCoreApplication (`serve`) or the app's event loop.
"""

from __future__ import annotations

import functools
import itertools
import time
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from solo_desktop.hosting import protocol as p
from solo_desktop.hosting.host import Host
from solo_desktop.hosting.table import BotJob, Close, Out, Send

TICK_MS = 100


class TableServer(QObject):
    """Serves a `Host`'s tables on one port."""

    decided = Signal(object, str)
    """A computer player's decision, from the worker thread to the event loop."""
    finished = Signal(str)
    """A table's match is over and its connections are closed (its code)."""

    def __init__(self, host: Host, parent: QObject | None = None) -> None:
        """Serve `host`; call `listen` to open the port."""
        super().__init__(parent)
        self.host = host
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

    def close(self) -> None:
        """Stop serving: close every connection and the port."""
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
        socket = self._sockets.pop(conn, None)
        if socket is not None:
            socket.deleteLater()
        self._perform(self.host.closed(conn, time.monotonic()))

    # -- output, timers, computer players -------------------------------------------------------

    def _perform(self, out: list[Out]) -> None:
        for o in out:
            socket = self._sockets.get(o.conn)
            if socket is None:
                continue
            if isinstance(o, Send):
                socket.sendTextMessage(p.dumps(o.frame))
            elif isinstance(o, Close):
                socket.flush()
                socket.close(QWebSocketProtocol.CloseCode(o.code), o.reason)
        self.pump()

    def pump(self) -> None:
        """Hand out the computer players' decisions that are due; report finished tables."""
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
        self._perform(self.host.bot_done(job, action, time.monotonic()))

    def _tick(self) -> None:
        self._perform(self.host.tick(time.monotonic()))
