"""Tables on the local network, over UDP broadcast (docs/discovery.md): a host's `Announcer`
sends its table's announcement every `ANNOUNCE_SECONDS`; the join dialog's `Finder` listens
and keeps the list of tables heard. The datagram format and its checks live in the Qt-free
`hosting/discovery.py`; this layer only moves bytes and runs the timers.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from solo_desktop.hosting.discovery import (
    ANNOUNCE_SECONDS,
    DISCOVERY_PORT,
    FORGET_SECONDS,
    MAX_DATAGRAM,
    Announcement,
    Sightings,
    decode,
    encode,
)

BROADCAST = "255.255.255.255"


def broadcast_targets(port: int = DISCOVERY_PORT) -> list[tuple[str, int]]:
    """The broadcast address of every up, running, non-loopback IPv4 interface that can
    broadcast, then 255.255.255.255, each with `port` (no address twice)."""
    wanted = QNetworkInterface.InterfaceFlag.IsUp | QNetworkInterface.InterfaceFlag.IsRunning
    targets: list[tuple[str, int]] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if (flags & wanted) != wanted or not flags & QNetworkInterface.InterfaceFlag.CanBroadcast:
            continue
        if flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            if entry.ip().protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            broadcast = entry.broadcast()
            if broadcast.isNull() or broadcast.isLoopback():
                continue
            target = (broadcast.toString(), port)
            if target not in targets:
                targets.append(target)
    targets.append((BROADCAST, port))
    return targets


class Announcer(QObject):
    """Announces a hosted table on the local network until stopped."""

    def __init__(
        self,
        announcement_fn: Callable[[], Announcement],
        targets: list[tuple[str, int]] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Announce what `announcement_fn` returns at each send (so seats and the start show
        as they change) to `targets` (address, port), or by default to `broadcast_targets()`,
        looked up again at each send (a laptop may join a network after the host starts)."""
        super().__init__(parent)
        self._announcement_fn = announcement_fn
        self._targets = None if targets is None else list(targets)
        self._socket = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.setInterval(round(ANNOUNCE_SECONDS * 1000))
        self._timer.timeout.connect(self.announce)

    @property
    def active(self) -> bool:
        """Whether the announcer is started."""
        return self._timer.isActive()

    def start(self) -> None:
        """Announce at once, then every ANNOUNCE_SECONDS."""
        self._timer.start()
        self.announce()

    def stop(self) -> None:
        """Stop announcing (the table drops off other lists after FORGET_SECONDS)."""
        self._timer.stop()

    def announce(self) -> int:
        """Send the announcement now to every target (a host may call this when its seats
        change); how many sends succeeded. A send that fails is ignored: a machine without a
        network still hosts, and people can still type its address."""
        data = encode(self._announcement_fn())
        targets = broadcast_targets() if self._targets is None else self._targets
        sent = 0
        for host, port in targets:
            address = QHostAddress(host)
            if address.isNull() or not 0 < port < 65536:
                continue
            if self._socket.writeDatagram(data, address, port) == len(data):
                sent += 1
        return sent


class Finder(QObject):
    """Listens for tables announced on the local network and keeps the list of them."""

    changed = Signal()
    """The list of tables changed (a table appeared, changed or was forgotten)."""

    def __init__(
        self,
        port: int = DISCOVERY_PORT,
        parent: QObject | None = None,
        forget_seconds: float = FORGET_SECONDS,
    ) -> None:
        """Listen on UDP `port` (0: any free one, for tests) once started; tables not heard
        for `forget_seconds` drop off the list."""
        super().__init__(parent)
        self._port = port
        self._sightings = Sightings(forget_seconds)
        self._socket: QUdpSocket | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(max(50, min(1000, round(forget_seconds * 250))))
        self._timer.timeout.connect(self._expire)

    def start(self) -> bool:
        """Start listening; False when the port cannot be bound (then the join dialog only
        offers typing an address). Starting a started finder does nothing."""
        if self._socket is not None:
            return True
        socket = QUdpSocket(self)
        mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
        if not socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), self._port, mode):
            socket.deleteLater()
            return False
        socket.readyRead.connect(self._read)
        self._socket = socket
        self._timer.start()
        return True

    def stop(self) -> None:
        """Stop listening and forget every table (without emitting `changed`)."""
        self._timer.stop()
        if self._socket is not None:
            self._socket.readyRead.disconnect(self._read)
            self._socket.close()
            self._socket.deleteLater()
            self._socket = None
        self._sightings.clear()

    @property
    def bound_port(self) -> int:
        """The UDP port listened on (the real one when started with port 0); 0 when not
        listening."""
        return 0 if self._socket is None else int(self._socket.localPort())

    def tables(self) -> list[Announcement]:
        """The tables heard and not yet forgotten, sorted by name, then address."""
        return self._sightings.tables()

    @staticmethod
    def url(a: Announcement) -> str:
        """The WebSocket URL to join a table: ws://ADDRESS:PORT/ (IPv6 in brackets)."""
        host = f"[{a.address}]" if ":" in a.address else a.address
        return f"ws://{host}:{a.port}/"

    def _read(self) -> None:
        """Take every waiting datagram; emit `changed` once if the list changed."""
        socket = self._socket
        if socket is None:
            return
        changed = False
        now = time.monotonic()
        while socket.hasPendingDatagrams():
            # One byte over the limit: a longer datagram is cut there and then refused.
            datagram = socket.receiveDatagram(MAX_DATAGRAM + 1)
            if not datagram.isValid():
                break
            announcement = decode(bytes(datagram.data().data()), _ipv4(datagram.senderAddress()))
            if announcement is not None:
                changed = self._sightings.heard(announcement, now) or changed
        if changed:
            self.changed.emit()

    def _expire(self) -> None:
        """Forget the tables not heard for a while; emit `changed` if any were."""
        if self._sightings.expire(time.monotonic()):
            self.changed.emit()


def _ipv4(address: QHostAddress) -> str:
    """A sender address as text: IPv4 as a.b.c.d, also when mapped into IPv6 (::ffff:a.b.c.d)."""
    text = address.toString()
    if text[:7].lower() == "::ffff:" and "." in text:
        return text[7:]
    return text
