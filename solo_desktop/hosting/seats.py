"""The seats of a hosted table, and what the table gives back to its driver. Qt-free.

A seat is `open` (waiting for a person to join), `person` (joined; `conn` None while away) or
`computer`. The table (`hosting/table.py`) answers every frame with a list of `Out`: a frame to
`Send` or a connection to `Close`; a computer player's decision it hands out as a `BotJob`.
"""

from __future__ import annotations

import hmac
import random
from dataclasses import dataclass
from typing import Any

from solo_desktop.ai.bot import Bot
from solo_desktop.core.game import Action

OPEN = "open"
PERSON = "person"
COMPUTER = "computer"


@dataclass(frozen=True)
class Send:
    """Send `frame` to connection `conn`."""

    conn: int
    frame: dict[str, Any]


@dataclass(frozen=True)
class Close:
    """Close connection `conn` with a WebSocket close code."""

    conn: int
    code: int
    reason: str = ""


Out = Send | Close


@dataclass
class SeatState:
    """Who sits in one seat of a hosted table, and how he is connected."""

    kind: str
    name: str
    level: str | None = None
    """The computer player's level; for a person's seat, the level of his stand-in."""
    conn: int | None = None
    token: str | None = None
    lost_at: float | None = None
    stand_in: bool = False
    """A computer player plays this person's seat until he comes back."""
    local: bool = False
    """A person at the host's own computer (no connection: the host's window acts for him)."""

    @property
    def connected(self) -> bool:
        """Whether a person is here (joined and connected, or at the host's computer)."""
        return self.kind == PERSON and (self.local or self.conn is not None)

    @property
    def by_computer(self) -> bool:
        """Whether a computer player makes this seat's decisions now."""
        return self.kind == COMPUTER or (self.kind == PERSON and self.stand_in)

    def as_json(self) -> dict[str, Any]:
        """The seat as PROTOCOL.md's `table` frame lists it."""
        return {
            "name": self.name,
            "kind": self.kind,
            "level": self.level if self.by_computer else None,
            "connected": self.connected,
            "stand_in": self.stand_in,
        }


@dataclass
class BotJob:
    """A computer player's decision: run `bot.choose(view, rng)`, then give it to `bot_done`."""

    table: str
    hand: int
    seq: int
    seat: int
    bot: Bot
    view: Any
    rng: random.Random
    legal: tuple[Action, ...]

    def run(self) -> Action:
        """The bot's action (the first legal one if the bot fails: a match never stalls)."""
        try:
            action = self.bot.choose(self.view, self.rng)
        except Exception:  # a bot's bug must not stop a hosted match
            return self.legal[0]
        return action if action in self.legal else self.legal[0]


def same_token(a: str | None, b: str) -> bool:
    """Whether token `a` is `b`, compared in constant time."""
    return a is not None and hmac.compare_digest(a.encode(), b.encode())


def open_name(seat: int) -> str:
    """The name an open seat shows."""
    return f"Seat {seat + 1}"


def computer_name(seat: int) -> str:
    """The name of a computer player in `seat` (the same at every level: the seat list shows
    the level beside it)."""
    return f"Computer {seat + 1}"
