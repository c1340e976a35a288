"""The WebSocket side of a joined seat: Qt's QWebSocket in front of the Qt-free
`ClientSession`, with reconnecting after a lost connection (seat and token)."""

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


class TableClient(QObject):
    """Connects a `ClientSession` to a host and keeps it connected."""

    ended = Signal(int)
    """The session is over: 0 after `match_over`, 2 refused, 1 the host could not be reached."""
    received = Signal(dict)
    """Every frame from the host, after the session has taken it in."""
    connection = Signal(bool)
    """Connected (after `welcome`) or lost."""

    def __init__(
        self,
        url: str,
        session: ClientSession,
        reconnect_for: float = RECONNECT_SECONDS,
        parent: QObject | None = None,
    ) -> None:
        """A client of the table at `url` (ws://HOST:PORT/)."""
        super().__init__(parent)
        self.url = url
        self.session = session
        self.reconnect_for = reconnect_for
        self.stored_token = session.token is not None
        self._socket: QWebSocket | None = None
        self._lost_at: float | None = None
        self._delay = 0.25
        self._done = False
        self.error = ""
        """Why the last connection failed or ended, in Qt's words."""

    def start(self) -> None:
        """Connect (and say hello once connected)."""
        socket = QWebSocket()
        socket.setParent(self)
        socket.setMaxAllowedIncomingMessageSize(8 * p.MAX_FRAME)  # a hand_over holds a record
        socket.connected.connect(lambda s=socket: self._connected(s))
        socket.textMessageReceived.connect(lambda text, s=socket: self._text(s, text))
        socket.disconnected.connect(lambda s=socket: self._disconnected(s))
        self._socket = socket
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
            socket.sendTextMessage(p.dumps(self.session.hello()))

    def _text(self, socket: QWebSocket, text: str) -> None:
        if socket is not self._socket or self._done:
            return
        was_welcomed = self.session.welcomed
        for frame in self.session.receive(text):
            socket.sendTextMessage(p.dumps(frame))
        if self.session.welcomed and (not was_welcomed or self._lost_at is not None):
            self._lost_at, self._delay = None, 0.25
            self.connection.emit(True)
        try:
            frame = p.parse(text)
        except p.BadFrame:
            return
        self.received.emit(frame)

    def _disconnected(self, socket: QWebSocket) -> None:
        if socket is not self._socket or self._done:
            return
        self.error = socket.errorString()
        socket.deleteLater()
        self._socket = None
        s = self.session
        if s.over:
            self._finish(0)
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
            self._lost_at = now
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
        if self._socket is not None:
            self._socket.close()
        self.ended.emit(status)
