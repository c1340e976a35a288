"""A joined seat's side of the table protocol, Qt-free: frames in, frames out.

`ClientSession` keeps what the host said (the table, this seat's latest view), answers a view
that asks this seat to act when a computer player plays the seat from here (`join --bot`),
and writes every hand it took part in to this computer's ledger from `hand_over`. The host is
outside this computer: every frame from it is checked, and a malformed one is dropped with a
note, never a crash. `Seats` remembers seat and token per table, so that a client that was
stopped comes back to its seat.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from solo_desktop.core import record as records
from solo_desktop.core import registry
from solo_desktop.core.game import Game, Settlement
from solo_desktop.core.rules import HouseRules, RuleError
from solo_desktop.hosting import protocol as p
from solo_desktop.hosting import wire
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.match import HandResult
from solo_desktop.model.safety import atomic_write


class Seats:
    """Seat, token and ledger match per joined table, kept in a small JSON file."""

    def __init__(self, path: Path | None) -> None:
        """Keep them in `path` (None: in memory only)."""
        self.path = path
        self._data: dict[str, dict[str, Any]] = {}
        if path is not None and path.exists():
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                if isinstance(data, dict):
                    self._data = {k: v for k, v in data.items() if isinstance(v, dict)}
            except (OSError, ValueError):
                self._data = {}

    @staticmethod
    def key(url: str, code: str) -> str:
        """The table's key: address and code."""
        return f"{url.rstrip('/')}|{code.upper()}"

    def get(self, key: str) -> dict[str, Any]:
        """What is kept for a table (empty: nothing)."""
        return dict(self._data.get(key, {}))

    def put(self, key: str, **values: Any) -> None:
        """Keep values for a table (written at once)."""
        self._data.setdefault(key, {}).update(values)
        self._save()

    def forget(self, key: str) -> None:
        """Forget a table (its match is over)."""
        if self._data.pop(key, None) is not None:
            self._save()

    def _save(self) -> None:
        if self.path is not None:
            atomic_write(self.path, json.dumps(self._data, indent=1, sort_keys=True))


Chooser = Callable[[Any, tuple[str, ...]], str]
"""Picks an action from a rebuilt view and the legal actions (a computer player)."""


@dataclass
class ClientSession:
    """One seat at a hosted table, as this computer sees it."""

    name: str
    code: str
    seat: int | None = None
    token: str | None = None
    level: str | None = None
    """Play the seat with a computer player of this level (None: a person decides)."""
    ledger: Ledger | None = None
    ledger_match: int | None = None
    seed: int = 0
    notes: list[str] = field(default_factory=list)
    """What went wrong with frames from the host (for a log; never shown as an error)."""
    table: dict[str, Any] | None = None
    view: dict[str, Any] | None = None
    game: Game | None = None
    rules: HouseRules | None = None
    totals: list[int] | None = None
    hands: list[dict[str, Any]] = field(default_factory=list)
    """Every `hand_over` frame seen."""
    results: list[HandResult] = field(default_factory=list)
    """Every hand seen to its end, as the match books it (with Progressive's pots)."""
    chats: list[tuple[int, str, str]] = field(default_factory=list)
    """The chat so far: (seat, name, text), the last 200 lines."""
    chips: list[int] | None = None
    """The match totals from `match_over`."""
    refusal: tuple[str, str] | None = None
    over: bool = False
    welcomed: bool = False
    on_seat: Callable[[int, str, int | None], None] | None = None
    """Called when the host gives a seat and token, and when the ledger match is opened."""
    _bot: Any = None
    _rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def hello(self) -> dict[str, Any]:
        """The first frame."""
        return {
            "type": "hello",
            "protocol": p.PROTOCOL,
            "name": self.name,
            "code": self.code,
            "seat": self.seat,  # the wished seat, or the seat to come back to
            "token": self.token,
        }

    def _note(self, text: str) -> list[dict[str, Any]]:
        self.notes.append(text)
        del self.notes[:-50]
        return []

    def receive(self, text: str) -> list[dict[str, Any]]:
        """A frame from the host; returns the frames to send back."""
        try:
            frame = p.parse(text)
        except p.BadFrame as e:
            return self._note(f"dropped a frame from the host: {e}")
        handler = getattr(self, "_on_" + frame["type"], None)
        if handler is None:
            return self._note(f"unknown frame type {frame['type'][:40]!r}")
        try:
            out: list[dict[str, Any]] = handler(frame)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            return self._note(f"dropped a malformed {frame['type']!r} frame: {e}")
        return out

    def _on_refused(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        self.refusal = (str(frame.get("reason")), str(frame.get("message", "")))
        return []

    def _on_welcome(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        seat, token = frame["seat"], frame["token"]
        if not p.is_int(seat) or not isinstance(token, str):
            raise ValueError("welcome without seat and token")
        self.seat, self.token, self.welcomed = seat, token, True
        self._on_table(frame["table"])
        if self.on_seat is not None:
            self.on_seat(seat, token, self.ledger_match)
        return []

    def _on_table(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        game = registry.get(str(frame["game"]))
        rules_in = frame["rules"]
        if not isinstance(rules_in, dict):
            raise ValueError("rules must be an object")
        try:
            rules = game.house_rules(rules_in)
        except RuleError as e:
            raise ValueError(str(e)) from None
        chips = [int(c) for c in frame["chips"]]
        self.table, self.game, self.rules = dict(frame), game, rules
        self.totals = chips  # the totals before the next hand_over
        return []

    def _on_view(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        if self.game is None or self.rules is None:
            raise ValueError("a view before the table")
        legal = frame["legal"]
        if not isinstance(legal, list) or not all(isinstance(a, str) for a in legal):
            raise ValueError("legal must be a list of actions")
        self.view = frame
        if self.level is None or not legal or frame.get("to_act") != self.seat:
            return []
        action = self.decide(frame)
        return [{"type": "act", "action": action, "seq": frame["seq"]}]

    def decide(self, frame: dict[str, Any]) -> str:
        """The computer player's action for a view frame that asks this seat to act."""
        assert self.game is not None and self.rules is not None and self.level is not None
        legal = tuple(frame["legal"])
        try:
            view = wire.from_json(self.game, self.rules, frame["view"])
        except wire.WireError as e:
            self._note(f"could not read the view: {e}")
            return str(legal[0])
        if self._bot is None:
            from solo_desktop.ai.bot import make_bot

            self._bot = make_bot(self.level, self.game)
        try:
            action = self._bot.choose(view, self._rng)
        except Exception as e:  # the bot's bug must not drop the seat
            self._note(f"the computer player failed: {e!r}")
            return str(legal[0])
        return str(action) if action in legal else str(legal[0])

    def _on_hand_over(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        record = records.loads(json.dumps(frame["record"]))
        outcome = record_outcome(record)
        totals = [int(c) for c in frame["chips"]]
        before = self.totals if self.totals is not None else [0] * len(totals)
        self.totals = totals
        self.hands.append(frame)
        number = frame["hand"]
        if not p.is_int(number):
            raise ValueError("hand must be a number")
        carried: tuple[int, ...] | None = None
        if len(before) == len(totals):
            booked = tuple(t - b for t, b in zip(totals, before, strict=True))
            own = outcome.settlement.chips
            if sum(booked) == 0 and booked != own:
                carried = tuple(b - o for b, o in zip(booked, own, strict=True))
                outcome = replace(outcome, settlement=Settlement(booked))  # Progressive's pots
        self._record(number, record, outcome)
        self.results.append(HandResult(number, record, outcome, carried))
        return []

    def _record(self, number: int, record: records.DealRecord, outcome: Any) -> None:
        if self.ledger is None or self.ledger.read_only or self.table is None:
            return
        if self.ledger_match is None:
            seats = [
                (str(s["name"]), str(s["level"]) if s.get("kind") == "computer" else None)
                for s in self.table["seats"]
            ]
            hands = self.table.get("hands")
            self.ledger_match = self.ledger.begin_match(
                record.game,
                dict(record.house_rules()),
                seats,
                hands if isinstance(hands, int) else 0,
            )
            if self.on_seat is not None and self.seat is not None and self.token is not None:
                self.on_seat(self.seat, self.token, self.ledger_match)
        self.ledger.record_hand(self.ledger_match, number, record, outcome)

    def _on_match_over(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        self.chips = [int(c) for c in frame["chips"]]
        self.over = True
        if self.ledger is not None and self.ledger_match is not None and not self.ledger.read_only:
            self.ledger.end_match(self.ledger_match)
        return []

    def _on_chat(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        seat, name, text = frame["seat"], frame["name"], frame["text"]
        if not p.is_int(seat) or not isinstance(name, str) or not isinstance(text, str):
            raise ValueError("chat needs seat, name and text")
        clean = "".join(c if c.isprintable() else " " for c in text[: p.CHAT_MAX])
        self.chats.append((seat, p.clean_name(name) or "?", clean))
        del self.chats[:-200]
        return []

    def _on_error(self, frame: dict[str, Any]) -> list[dict[str, Any]]:
        return self._note(f"the host answered {frame.get('reason')}: {frame.get('message')}")


def record_outcome(record: records.DealRecord) -> Any:
    """The outcome of a finished hand's record (raises ValueError when it is not one)."""
    try:
        replayed = records.replay(record)
    except (records.RecordError, records.ReplayError) as e:
        raise ValueError(str(e)) from None
    if not replayed.game.is_over(replayed.final):
        raise ValueError("the hand in the record is not finished")
    return replayed.game.outcome(replayed.final)
