"""Finding hosted tables on the local network: the announcement datagram, both ways, and the
list of tables heard (docs/discovery.md). Qt-free and socket-free; `net/discovery.py` sends
and receives the datagrams.

A host broadcasts one small UDP datagram every `ANNOUNCE_SECONDS`; anyone on the network can
send anything to the port, so `decode` treats every datagram as untrusted and never raises.
The table code is never part of an announcement: it is the secret that lets people join.
"""

from __future__ import annotations

import ipaddress
import json
from dataclasses import dataclass
from typing import Any

from solo_desktop.core import registry
from solo_desktop.hosting.protocol import NAME_MAX, PROTOCOL

DISCOVERY_PORT = 47067
"""The UDP port hosts announce their tables to (the table port, 47066, plus one)."""
ANNOUNCE_SECONDS = 2.0
"""How often a host announces its table."""
FORGET_SECONDS = 7.0
"""A table not heard for this long drops off the list (three announcements missed)."""
MAX_DATAGRAM = 1024
"""A datagram longer than this (in bytes) is not an announcement."""
MAX_TABLES = 100
"""Tables a list keeps at most; more are ignored until some are forgotten (bounds memory
when someone floods the port)."""
TYPE = "solo-desktop-table"
"""The `type` of an announcement."""


@dataclass(frozen=True)
class Announcement:
    """One hosted table as its host announces it.

    `address` is filled in by the receiver from the datagram's sender address; it is never
    read from the payload.
    """

    name: str
    """The host person's name (at most 24 printable characters)."""
    game: str
    """A game id of `solo_desktop.core.registry`, e.g. "solo66"."""
    players: int
    open_seats: int
    """Seats still open for a person to join."""
    port: int
    """The table's WebSocket port."""
    started: bool
    address: str = ""


def encode(a: Announcement) -> bytes:
    """The datagram announcing `a`: one JSON object, UTF-8.

    The table code is never in it (nor in `Announcement`): the code is the secret that lets
    people join (PROTOCOL.md: a code must not be guessable), and a broadcast reaches everyone
    on the network. People learn the code from the host, not from the network. The name is
    cleaned as `decode` would clean it; `address` is not sent (the receiver sees it).
    """
    frame = {
        "type": TYPE,
        "protocol": PROTOCOL,
        "name": clean_name(a.name) or "?",
        "game": a.game,
        "players": a.players,
        "open": a.open_seats,
        "port": a.port,
        "started": a.started,
    }
    return json.dumps(frame, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def decode(data: bytes, address: str) -> Announcement | None:
    """The announcement in a datagram from `address`, or None unless it is a well-formed one.

    The bytes come from anyone on the network: anything too long, not UTF-8, not a JSON
    object, of another type or protocol, naming an unknown game, a player count the game does
    not have, more open seats than players, a port outside 1..65535, or a field of the wrong
    JSON type (true is not an integer, 1 is not a boolean) gives None. A name is cleaned
    (control characters become spaces, trimmed to 24 characters). Never raises.
    """
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        obj = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError included
        return None
    if not isinstance(obj, dict):
        return None
    return _announcement(obj, address)


def _announcement(obj: dict[str, Any], address: str) -> Announcement | None:
    """The checked fields of a decoded JSON object, or None."""
    if obj.get("type") != TYPE or _int(obj.get("protocol")) != PROTOCOL:
        return None
    name, game, started = clean_name(obj.get("name")), obj.get("game"), obj.get("started")
    if name is None or not isinstance(game, str) or not isinstance(started, bool):
        return None
    players, open_seats, port = (
        _int(obj.get("players")),
        _int(obj.get("open")),
        _int(obj.get("port")),
    )
    if players is None or players not in _player_counts(game):
        return None
    if open_seats is None or not 0 <= open_seats <= players:
        return None
    if port is None or not 1 <= port <= 65535:
        return None
    return Announcement(name, game, players, open_seats, port, started, address)


def _int(value: object) -> int | None:
    """A JSON integer, or None for anything else (true and false are not integers)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _player_counts(game_id: str) -> tuple[int, ...]:
    """The player counts of a registered game, or () for an unknown id."""
    try:
        return registry.get(game_id).player_counts
    except registry.UnknownGameError:
        return ()


def clean_name(name: object) -> str | None:
    """A host's name as shown: non-printable characters become spaces, runs of spaces one,
    trimmed to 24 characters; None unless a non-empty string is left."""
    if not isinstance(name, str):
        return None
    text = "".join(c if c.isprintable() else " " for c in name[: 4 * MAX_DATAGRAM])
    text = " ".join(text.split())[:NAME_MAX].strip()
    return text or None


def _address_key(address: str) -> tuple[int, int, str]:
    """Sorts addresses numerically (10.0.0.9 before 10.0.0.10), IPv4 before IPv6, anything
    else after."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return (7, 0, address)
    return (ip.version, int(ip), address)


class Sightings:
    """The tables heard, keyed by (address, port), with the time each was last heard."""

    def __init__(self, forget_seconds: float = FORGET_SECONDS, limit: int = MAX_TABLES) -> None:
        """Tables not heard for `forget_seconds` are forgotten; at most `limit` are kept."""
        self.forget_seconds = forget_seconds
        self.limit = limit
        self._seen: dict[tuple[str, int], tuple[Announcement, float]] = {}

    def heard(self, a: Announcement, now: float) -> bool:
        """Note an announcement heard at `now`; whether the list changed (a new table or
        changed fields). A new table is ignored while the list is full."""
        key = (a.address, a.port)
        old = self._seen.get(key)
        if old is None and len(self._seen) >= self.limit:
            return False
        self._seen[key] = (a, now)
        return old is None or old[0] != a

    def expire(self, now: float) -> bool:
        """Forget the tables not heard for `forget_seconds`; whether any were."""
        old = [k for k, (_, t) in self._seen.items() if now - t >= self.forget_seconds]
        for key in old:
            del self._seen[key]
        return bool(old)

    def clear(self) -> bool:
        """Forget every table; whether there were any."""
        had = bool(self._seen)
        self._seen.clear()
        return had

    def tables(self) -> list[Announcement]:
        """The tables heard, sorted by name (ignoring case), then address, then port."""
        return sorted(
            (a for a, _ in self._seen.values()),
            key=lambda a: (a.name.casefold(), a.name, _address_key(a.address), a.port),
        )
