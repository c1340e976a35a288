"""The fixed numbers and shapes of the table protocol (PROTOCOL.md), and the checks that turn
an untrusted text frame into a message or a refusal. Qt-free and socket-free."""

from __future__ import annotations

import json
import secrets
from collections import deque
from typing import Any

PROTOCOL = 1
"""The protocol version this host and client speak; a hello with another is refused."""
DEFAULT_PORT = 47066
MAX_FRAME = 64 * 1024
"""A frame larger than this (in UTF-8 bytes) closes the connection with 1009."""
HELLO_SECONDS = 10.0
"""A connection that sends no hello within this time is closed with 1008."""
GRACE_SECONDS = 20.0
"""How long a lost person's seat waits before a computer player takes it over."""
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
NAME_MAX = 24
CHAT_MAX = 200
WRONG_TRIES = 5
"""Wrong codes or tokens from one address within `TRY_WINDOW` before it is refused."""
TRY_WINDOW = 60.0
ERRORS_MAX = 20
"""Erroneous frames a client may send within `ERROR_WINDOW`; one more closes it (1008)."""
ERROR_WINDOW = 60.0
CHATS_MAX = 5
"""Chat lines a client may send within `CHAT_WINDOW` (more are answered `bad_message`)."""
CHAT_WINDOW = 5.0

CLOSE_NORMAL = 1000
TABLE_CLOSED = "the table was closed"
"""The close reason when the host closes a table for good (its window left it): this app's
client then stops at once instead of trying to come back."""
CLOSE_UNSUPPORTED = 1003
"""A binary frame: this protocol speaks text frames only."""
CLOSE_POLICY = 1008
CLOSE_TOO_BIG = 1009

REFUSALS = ("version", "bad_hello", "bad_code", "full", "seat_taken", "bad_token", "too_many_tries")
ERRORS = ("not_your_turn", "stale", "illegal", "bad_message")


class BadFrame(ValueError):
    """A frame that is not one JSON object with a string `type`."""


def parse(text: str) -> dict[str, Any]:
    """The JSON object of a text frame (raises BadFrame)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadFrame("not JSON") from None
    if not isinstance(data, dict):
        raise BadFrame("not a JSON object")
    if not isinstance(data.get("type"), str):
        raise BadFrame("no string field 'type'")
    return data


def dumps(frame: dict[str, Any]) -> str:
    """A frame as compact JSON text."""
    return json.dumps(frame, separators=(",", ":"), ensure_ascii=False)


def too_big(text: str) -> bool:
    """Whether a text frame is over the size limit."""
    # Four bytes a character at most: only near the limit is the text encoded.
    return len(text) > MAX_FRAME or (len(text) * 4 > MAX_FRAME and len(text.encode()) > MAX_FRAME)


def new_code() -> str:
    """A fresh table code: 6 characters that cannot be confused (no 0/O, 1/I)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(code: object) -> str | None:
    """A code as the host compares it (upper case), or None if it cannot be one."""
    if not isinstance(code, str):
        return None
    code = code.strip().upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code


def new_token() -> str:
    """A seat's secret for coming back: 192 random bits, URL-safe."""
    return secrets.token_urlsafe(24)


def clean_name(name: object) -> str | None:
    """A player's name trimmed, or None unless it has 1 to 24 printable characters."""
    if not isinstance(name, str):
        return None
    name = name.strip()
    if not 1 <= len(name) <= NAME_MAX or not name.isprintable():
        return None
    return name


def is_int(value: object) -> bool:
    """Whether a JSON value is an integer (JSON's true and false are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def refused(reason: str, message: str) -> dict[str, Any]:
    """A `refused` frame."""
    assert reason in REFUSALS
    return {"type": "refused", "reason": reason, "message": message}


def error(reason: str, message: str) -> dict[str, Any]:
    """An `error` frame."""
    assert reason in ERRORS
    return {"type": "error", "reason": reason, "message": message}


class Window:
    """Counts events in a sliding time window (wrong codes, erroneous frames, chat lines)."""

    __slots__ = ("_times", "limit", "seconds")

    def __init__(self, limit: int, seconds: float) -> None:
        """At most `limit` events within `seconds` are within bounds."""
        self.limit = limit
        self.seconds = seconds
        self._times: deque[float] = deque()

    def _trim(self, now: float) -> None:
        while self._times and self._times[0] <= now - self.seconds:
            self._times.popleft()

    def add(self, now: float) -> bool:
        """Count an event; whether the count is still within the limit."""
        self._trim(now)
        self._times.append(now)
        while len(self._times) > self.limit + 1:
            self._times.popleft()  # memory stays bounded under a flood
        return len(self._times) <= self.limit

    def full(self, now: float) -> bool:
        """Whether the limit has been reached within the window."""
        self._trim(now)
        return len(self._times) >= self.limit

    def empty(self, now: float) -> bool:
        """Whether no event is left in the window."""
        self._trim(now)
        return not self._times


class TryGuard:
    """Refuses hellos from an address after 5 wrong codes or tokens within a minute.

    A refused hello counts as one more wrong try, so an address that keeps guessing stays
    refused until it has been quiet for a minute.
    """

    def __init__(self, limit: int = WRONG_TRIES, seconds: float = TRY_WINDOW) -> None:
        """The limit and window of PROTOCOL.md."""
        self.limit = limit
        self.seconds = seconds
        self._by_address: dict[str, Window] = {}

    def blocked(self, address: str, now: float) -> bool:
        """Whether hellos from `address` are refused now (counts as a try if so)."""
        window = self._by_address.get(address)
        if window is None or not window.full(now):
            return False
        window.add(now)
        return True

    def wrong(self, address: str, now: float) -> None:
        """A wrong code or token from `address`."""
        window = self._by_address.setdefault(address, Window(self.limit, self.seconds))
        window.add(now)

    def forget_old(self, now: float) -> None:
        """Drop addresses with no wrong try left in the window (keeps memory bounded)."""
        for address in [a for a, w in self._by_address.items() if w.empty(now)]:
            del self._by_address[address]
