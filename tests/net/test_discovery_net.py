"""Finding tables over real UDP sockets on loopback (`solo_desktop.net.discovery`): an
`Announcer` aimed at a `Finder` on a free port makes the table appear with the sender's
address, changes show, a silent table is forgotten, and garbage is ignored."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket
from pytestqt.qtbot import QtBot

from solo_desktop.hosting.discovery import (
    ANNOUNCE_SECONDS,
    DISCOVERY_PORT,
    Announcement,
    encode,
)
from solo_desktop.net.discovery import Announcer, Finder, broadcast_targets

FORGET = 1.0


@pytest.fixture
def finder(qtbot: QtBot) -> Iterator[Finder]:
    """A started Finder on a free port that forgets after FORGET seconds."""
    f = Finder(port=0, forget_seconds=FORGET)
    assert f.start()
    assert f.bound_port > 0
    yield f
    f.stop()


class Seats:
    """A host's table whose open seats change."""

    def __init__(self) -> None:
        """Two seats open; not yet asked."""
        self.open = 2
        self.calls = 0

    def announcement(self) -> Announcement:
        """The announcement as it is now (counts the calls)."""
        self.calls += 1
        return Announcement("Anna", "solo66", 5, self.open, 47066, False)


def _send(port: int, data: bytes) -> None:
    """One datagram to 127.0.0.1:`port` from a plain Python socket."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.sendto(data, ("127.0.0.1", port))


def test_an_announced_table_appears_changes_and_is_forgotten(qtbot: QtBot, finder: Finder) -> None:
    seats = Seats()
    announcer = Announcer(seats.announcement, targets=[("127.0.0.1", finder.bound_port)])
    try:
        with qtbot.waitSignal(finder.changed, timeout=5000):
            announcer.start()
        assert announcer.active
        assert finder.tables() == [
            Announcement("Anna", "solo66", 5, 2, 47066, False, address="127.0.0.1")
        ]
        assert Finder.url(finder.tables()[0]) == "ws://127.0.0.1:47066/"

        # The announcer asks again at each send: a seat taken shows within ANNOUNCE_SECONDS.
        seats.open = 1
        start = time.monotonic()
        qtbot.waitUntil(lambda: [t.open_seats for t in finder.tables()] == [1], timeout=5000)
        assert time.monotonic() - start < ANNOUNCE_SECONDS + 2.0  # by the timer, not by chance
        assert len(finder.tables()) == 1
        # Heard last no earlier than `last`: silent from then on.
        last = time.monotonic()
        announcer.announce()
    finally:
        announcer.stop()
    assert not announcer.active
    assert seats.calls >= 3

    # Silent for FORGET seconds: the table drops off, and `changed` says so; not before.
    with qtbot.waitSignal(finder.changed, timeout=5000):
        pass
    assert finder.tables() == []
    assert time.monotonic() - last >= FORGET


def test_a_table_heard_again_is_kept(qtbot: QtBot, finder: Finder) -> None:
    announcement = Announcement("Ben", "six_bid", 4, 3, 5000, False)
    for _ in range(6):  # 1.5 s of announcements every 0.25 s, longer than FORGET
        _send(finder.bound_port, encode(announcement))
        qtbot.wait(250)
        assert [t.name for t in finder.tables()] == ["Ben"]


def test_garbage_is_ignored(qtbot: QtBot, finder: Finder) -> None:
    good = json.loads(encode(Announcement("Carl", "sixty_six", 2, 1, 47066, True)))
    garbage = [
        b"",
        b"\x00" * 10,
        b"\xff\xfe{",
        b"[]",
        b"{}",
        b"x" * 1500,
        json.dumps({**good, "game": "poker"}).encode(),
        json.dumps({**good, "players": True}).encode(),
        json.dumps({**good, "port": 0}).encode(),
        json.dumps({**good, "pad": "x" * 2000}).encode(),  # cut at 1025 bytes, then refused
    ]
    for data in garbage:
        _send(finder.bound_port, data)
    # Garbage through Qt's own socket as well.
    raw = QUdpSocket()
    assert raw.writeDatagram(b"\x80not json", QHostAddress("127.0.0.1"), finder.bound_port) > 0
    # The good datagram comes last: once it is on the list, everything before it was read.
    _send(finder.bound_port, json.dumps(good).encode())
    qtbot.waitUntil(lambda: finder.tables() != [], timeout=5000)
    assert finder.tables() == [
        Announcement("Carl", "sixty_six", 2, 1, 47066, True, address="127.0.0.1")
    ]
    raw.close()


def test_a_send_that_fails_does_not_stop_the_others(qtbot: QtBot, finder: Finder) -> None:
    # Port 0 cannot be sent to, and "nowhere" is no address: both are skipped or ignored.
    targets = [("127.0.0.1", 0), ("nowhere", 1), ("127.0.0.1", finder.bound_port)]
    announcer = Announcer(
        lambda: Announcement("Dora", "german_solo", 4, 1, 47070, False), targets=targets
    )
    try:
        announcer.start()
        qtbot.waitUntil(lambda: [t.name for t in finder.tables()] == ["Dora"], timeout=5000)
        assert announcer.announce() == 1
    finally:
        announcer.stop()


def test_two_tables_on_one_machine_are_two_entries(qtbot: QtBot, finder: Finder) -> None:
    _send(finder.bound_port, encode(Announcement("Eve", "solo66", 5, 4, 47066, False)))
    _send(finder.bound_port, encode(Announcement("Eve", "solo66", 5, 4, 47068, False)))
    qtbot.waitUntil(lambda: len(finder.tables()) == 2, timeout=5000)
    assert [Finder.url(t) for t in finder.tables()] == [
        "ws://127.0.0.1:47066/",
        "ws://127.0.0.1:47068/",
    ]


def test_stop_forgets_and_stops_listening(qtbot: QtBot) -> None:
    f = Finder(port=0, forget_seconds=FORGET)
    assert f.bound_port == 0
    assert f.start()
    port = f.bound_port
    _send(port, encode(Announcement("Finn", "solo66", 5, 4, 47066, False)))
    qtbot.waitUntil(lambda: f.tables() != [], timeout=5000)
    f.stop()
    assert f.tables() == [] and f.bound_port == 0
    _send(port, encode(Announcement("Finn", "solo66", 5, 4, 47066, False)))
    qtbot.wait(200)
    assert f.tables() == []


def test_a_port_that_cannot_be_bound_gives_false(qtbot: QtBot) -> None:
    # A port held exclusively (no SO_REUSEADDR) by another socket cannot be shared.
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("0.0.0.0", 0))
        f = Finder(port=s.getsockname()[1])
        assert not f.start()
        assert f.bound_port == 0 and f.tables() == []
        f.stop()


def test_two_finders_share_the_discovery_port(qtbot: QtBot) -> None:
    # Two windows on one machine can both list tables: the port is bound shared.
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("0.0.0.0", 0))
        port = probe.getsockname()[1]
    first, second = Finder(port=port), Finder(port=port)
    try:
        assert first.start()
        assert second.start()
        assert first.bound_port == second.bound_port == port
    finally:
        first.stop()
        second.stop()


def test_urls_bracket_ipv6_addresses() -> None:
    a = Announcement("Gus", "solo66", 5, 1, 47066, False, address="fe80::1")
    assert Finder.url(a) == "ws://[fe80::1]:47066/"
    assert Finder.url(Announcement("Gus", "solo66", 5, 1, 1, False, "10.0.0.2")) == (
        "ws://10.0.0.2:1/"
    )


def test_default_targets_are_broadcast_addresses(qtbot: QtBot) -> None:
    targets = broadcast_targets()
    assert targets[-1] == ("255.255.255.255", DISCOVERY_PORT)
    assert len(set(targets)) == len(targets)
    for address, port in targets:
        assert port == DISCOVERY_PORT
        assert not address.startswith("127.")
        ipv4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
        assert QHostAddress(address).protocol() == ipv4
