"""The WebSocket side of a joined seat: Qt's QWebSocket in front of the Qt-free
`ClientSession`, with reconnecting after a lost connection (seat and token).

A host can vanish without closing (its computer lost the network, its lid was shut: no FIN
ever comes), and a client's own process can be stopped and continued. So the client pings the
host every `PING_SECONDS` once connected, and when nothing (no frame, no pong) has come from
the host for `SILENT_SECONDS` it aborts the connection and comes back as after any lost
connection. `state` says where it stands, for a window to show."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtWebSockets import QWebSocket

from solo_desktop.hosting import protocol as p
from solo_desktop.hosting.client import ClientSession

RECONNECT_SECONDS = 120.0
"""How long a client keeps trying to come back before it gives up."""
FIRST_CONTACT_SECONDS = 5.0
"""How long a client that was never at this table tries to reach it (a wrong address or a host
not yet started should say so soon, not after two minutes)."""
PING_SECONDS = 5.0
"""How often a connected client pings the host."""
SILENT_SECONDS = 15.0
"""A host from which nothing has come for this long is taken as gone: the client reconnects."""
TICK_MS = 100

CONNECTING = "connecting"
"""`TableClient.state`: not yet welcomed at this table."""
CONNECTED = "connected"
"""`TableClient.state`: welcomed, and the connection is open."""
RECONNECTING = "reconnecting"
"""`TableClient.state`: the connection was lost after a welcome; coming back (`lost_since`)."""
GONE = "gone"
"""`TableClient.state`: the session is over (`ended` was emitted)."""


class TableClient(QObject):
    """Connects a `ClientSession` to a host and keeps it connected."""

    ended = Signal(int)
    """The session is over: 0 after `match_over`, 2 refused, 1 the host could not be reached."""
    received = Signal(dict)
    """Every frame from the host, after the session has taken it in."""
    connection = Signal(bool)
    """Connected (after `welcome`, also after a welcome back) or lost (also when the host fell
    silent)."""
    state_changed = Signal(str)
    """`state` changed: `CONNECTING`, `CONNECTED`, `RECONNECTING` or `GONE`."""

    def __init__(
        self,
        url: str,
        session: ClientSession,
        reconnect_for: float = RECONNECT_SECONDS,
        parent: QObject | None = None,
        *,
        ping_seconds: float = PING_SECONDS,
        silent_seconds: float = SILENT_SECONDS,
    ) -> None:
        """A client of the table at `url` (ws://HOST:PORT/). Once connected it pings the host
        every `ping_seconds` and takes a host silent for `silent_seconds` as lost."""
        super().__init__(parent)
        self.url = url
        self.session = session
        self.reconnect_for = reconnect_for
        self.ping_seconds = ping_seconds
        self.silent_seconds = silent_seconds
        self.stored_token = session.token is not None
        self._socket: QWebSocket | None = None
        self._lost_at: float | None = None
        self._lost_wall: float | None = None
        self._delay = 0.25
        self._done = False
        self._seated = False  # welcomed at least once by this client
        self._state = CONNECTING
        self._live = False  # the current socket is connected
        self._heard = 0.0  # when anything last came from the host (monotonic)
        self._next_ping = 0.0
        self._judge_from = 0.0
        self._last_tick: float | None = None
        self._why = ""
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.error = ""
        """Why the last connection failed or ended, in Qt's words (or that the host fell
        silent)."""

    @property
    def state(self) -> str:
        """`CONNECTING` (not yet welcomed), `CONNECTED`, `RECONNECTING` (lost after a welcome,
        coming back since `lost_since`) or `GONE` (the session is over)."""
        return self._state

    @property
    def lost_since(self) -> float | None:
        """When the connection was lost (wall-clock `time.time()`), while not connected."""
        return self._lost_wall

    def start(self) -> None:
        """Connect (and say hello once connected)."""
        socket = QWebSocket()
        socket.setParent(self)
        socket.setMaxAllowedIncomingMessageSize(8 * p.MAX_FRAME)  # a hand_over holds a record
        socket.connected.connect(lambda s=socket: self._connected(s))
        # Any frame from the host is a sign of life (each frame of a long message too), and so
        # is the pong to our ping; Qt answers the host's own pings without telling.
        socket.pong.connect(lambda _elapsed, _payload, s=socket: self._hear(s))
        socket.textFrameReceived.connect(lambda _text, _last, s=socket: self._hear(s))
        socket.binaryFrameReceived.connect(lambda _data, _last, s=socket: self._hear(s))
        socket.textMessageReceived.connect(lambda text, s=socket: self._text(s, text))
        socket.disconnected.connect(lambda s=socket: self._disconnected(s))
        self._socket = socket
        self._live = False
        socket.open(QUrl(self.url))

    def send(self, frame: dict[str, object]) -> None:
        """Send a frame now (dropped while not connected)."""
        if self._socket is not None and self.session.welcomed:
            self._socket.sendTextMessage(p.dumps(frame))

    def leave(self) -> None:
        """Say bye and close."""
        if self._socket is not None:
            self._socket.sendTextMessage(p.dumps({"type": "bye"}))
            self._socket.flush()
        self._finish(0)

    def _connected(self, socket: QWebSocket) -> None:
        if socket is self._socket:
            now = time.monotonic()
            self._live, self._heard = True, now
            self._next_ping, self._judge_from = now + self.ping_seconds, now
            if not self._timer.isActive():
                self._last_tick = None
                self._timer.start()
            socket.sendTextMessage(p.dumps(self.session.hello()))

    def _hear(self, socket: QWebSocket) -> None:
        if socket is self._socket:
            self._heard = time.monotonic()

    def _tick(self) -> None:
        """Ping the host when due; abort a connection the host has been silent on too long.

        Silence counts from the last thing that came, not from the last ping sent. A tick more
        than a ping interval late means this process did not run (it was stopped and continued,
        the machine slept): frames that came meanwhile may still wait to be read, so the host
        is pinged at once and judged only a ping interval later. A host that dropped us
        meanwhile has closed the connection, which shows at once (the reconnect path)."""
        now = time.monotonic()
        late = self._last_tick is not None and now - self._last_tick > self.ping_seconds
        self._last_tick = now
        socket = self._socket
        if socket is None or not self._live or self._done:
            return
        if late:
            self._judge_from, self._next_ping = now + self.ping_seconds, now
        if now >= self._next_ping:
            self._next_ping = now + self.ping_seconds
            socket.ping()
        silence = now - self._heard
        if now >= self._judge_from and silence > self.silent_seconds:
            self._why = f"nothing came from the host for {silence:.1f} s"
            socket.abort()  # Qt says `disconnected` at once: the reconnect path
            if socket is self._socket:  # in case it did not
                self._disconnected(socket)

    def _text(self, socket: QWebSocket, text: str) -> None:
        if socket is not self._socket or self._done:
            return
        was_welcomed = self.session.welcomed
        for frame in self.session.receive(text):
            socket.sendTextMessage(p.dumps(frame))
        if self.session.welcomed and (not was_welcomed or self._lost_at is not None):
            self._lost_at, self._lost_wall, self._delay = None, None, 0.25
            self._seated = True
            self._show()
            self.connection.emit(True)
        try:
            frame = p.parse(text)
        except p.BadFrame:
            return
        self.received.emit(frame)

    def _disconnected(self, socket: QWebSocket) -> None:
        if socket is not self._socket or self._done:
            return
        self.error = self._why or socket.errorString()
        self._why = ""
        socket.deleteLater()
        self._socket, self._live = None, False
        s = self.session
        if s.over:
            self._finish(0)
            return
        if socket.closeReason() == p.TABLE_CLOSED:
            self.error = "the host closed the table"
            self._finish(1)  # for good: nothing to come back to
            return
        if s.refusal is not None:
            if s.refusal[0] == "bad_token" and self.stored_token:
                # A seat kept from an earlier run that the host no longer knows: join afresh.
                self.stored_token = False
                s.refusal, s.seat, s.token = None, None, None
                QTimer.singleShot(0, self.start)
                return
            self._finish(2)
            return
        now = time.monotonic()
        if self._lost_at is None:
            self._lost_at, self._lost_wall = now, time.time()
            self._show()
            if s.welcomed:
                self.connection.emit(False)
        known = s.token is not None  # seated here (or kept from an earlier run): it comes back
        patience = self.reconnect_for if known else min(self.reconnect_for, FIRST_CONTACT_SECONDS)
        if now - self._lost_at > patience:
            self._finish(1)
            return
        s.welcomed = False
        QTimer.singleShot(int(self._delay * 1000), self.start)
        self._delay = min(self._delay * 2, 4.0)

    def _finish(self, status: int) -> None:
        if self._done:
            return
        self._done = True
        self._timer.stop()
        if self._socket is not None:
            self._socket.close()
        self._show()
        self.ended.emit(status)

    def _show(self) -> None:
        """Work out `state` and emit `state_changed` when it changed."""
        if self._done:
            state = GONE
        elif self._lost_at is not None:
            state = RECONNECTING if self._seated else CONNECTING
        else:
            state = CONNECTED if self.session.welcomed else CONNECTING
        if state != self._state:
            self._state = state
            self.state_changed.emit(state)
