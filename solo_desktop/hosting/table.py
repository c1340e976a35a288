"""One hosted table: a match, its seats and the people connected to them. Qt-free.

The table is the one authority of a hosted match (PROTOCOL.md). It takes frames from seated
connections and returns what to send (`Send`) and whom to close (`Close`); it never touches
a socket. Computer players' decisions are handed out as `BotJob`s, which a driver runs
(inline in tests, on a worker thread behind a socket) and gives back with `bot_done`; these and
the seats are in `hosting/seats.py`. Time comes in as `now` (monotonic seconds), so grace
times and start times are testable.

Seats: `open` (waiting for a person to join), `person` (joined; `conn` None while away) or
`computer`. A person who is away longer than the grace time is played by a computer player of
the seat's `level` (`stand_in`) until he comes back with his seat and token; a person who says
`bye` leaves the seat to a computer player for good.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from solo_desktop.ai.bot import Bot, make_bot
from solo_desktop.core.actions import split
from solo_desktop.core.game import Action, Game, IllegalActionError
from solo_desktop.core.record import to_json
from solo_desktop.core.rules import HouseRules
from solo_desktop.hosting import protocol as p
from solo_desktop.hosting import wire
from solo_desktop.hosting.seats import (
    COMPUTER,
    OPEN,
    PERSON,
    BotJob,
    Close,
    Out,
    SeatState,
    Send,
    computer_name,
    open_name,
    same_token,
)
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.match import HandResult, Match, Seat

DEFAULT_LEVEL = "normal"


@dataclass
class Table:
    """A hosted match: seats, connections, the match itself and its ledger."""

    code: str
    game: Game
    rules: HouseRules
    seats: list[SeatState]
    hand_limit: int | None = None
    """Hands to play when the game's own match length does not say (`serve --hands`)."""
    auto_start: bool = True
    """Start as soon as no seat is open (the headless host); the window starts by hand."""
    fill_at: float | None = None
    """When to start with computer players in the seats still open (`--fill-after`)."""
    fill_level: str = DEFAULT_LEVEL
    grace: float = p.GRACE_SECONDS
    ledger: Ledger | None = None
    seed: int | None = None
    between_hands: float = 0.0
    """Seconds between one hand's end and the next deal (the window shows the summary)."""
    make: Callable[[str, Game], Bot] = make_bot
    hints: bool = False
    """Whether the host lets the people at the table ask for hints (the `table` frame's
    `hints`, an extra field: a joined window offers Game > Hint only then)."""
    match: Match = field(init=False)
    conns: dict[int, int] = field(default_factory=dict, init=False)
    """Connection -> seat."""
    started: bool = field(default=False, init=False)
    finished: bool = field(default=False, init=False)
    job: BotJob | None = field(default=None, init=False)
    next_hand_at: float | None = field(default=None, init=False)
    ledger_match: int | None = field(default=None, init=False)
    errors: dict[int, p.Window] = field(default_factory=dict, init=False)
    chats: dict[int, p.Window] = field(default_factory=dict, init=False)
    _bots: dict[int, tuple[str, Bot]] = field(default_factory=dict, init=False)
    _rng: random.Random = field(init=False)
    listeners: list[Callable[[str, Any], None]] = field(default_factory=list, init=False)
    """Called with (event, data): `hand_over` (the HandResult), `match_over` and `chat` (the
    frame), `stand_in` and `back` (the seat). The headless host prints them; the window shows
    them."""

    def __post_init__(self) -> None:
        if len(self.seats) not in self.game.player_counts:
            raise ValueError(f"{self.game.id} is not played by {len(self.seats)} players")
        self.match = Match(
            self.game, self.rules, [Seat(s.name) for s in self.seats], self.seed, allow_undo=False
        )
        assert self.match.seed is not None
        self._rng = random.Random(self.match.seed ^ 0x5EA7)

    # -- what the table looks like --------------------------------------------------------

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    @property
    def hands_planned(self) -> int | None:
        """The match length in hands (None: to a target of game points)."""
        if self.hand_limit is not None:
            return self.hand_limit
        return self.match.hands_total

    @property
    def over(self) -> bool:
        """Whether the match has been played out."""
        if self.match.in_hand:
            return False
        if self.hand_limit is not None and len(self.match.results) >= self.hand_limit:
            return True
        return self.match.over

    def table_json(self) -> dict[str, Any]:
        """The `table` object of PROTOCOL.md (without its `type`)."""
        return {
            "game": self.game.id,
            "rules": dict(self.rules),
            "players": self.players,
            "hands": self.hands_planned,
            "target": self.match.target,
            "played": len(self.match.results),
            "started": self.started,
            "seats": [s.as_json() for s in self.seats],
            "chips": self.match.totals,
            "hints": self.hints,
        }

    def seq(self) -> int:
        """The number of actions applied in the hand in progress."""
        return len(self.match.actions)

    def view_frame(self, seat: int, last: tuple[int, Action] | None, before: Any) -> dict[str, Any]:
        """The `view` frame for `seat` after the hand's last action (or its start)."""
        state = self.match.state
        to_act = self.game.to_act(state)
        legal = sorted(self.game.legal_actions(state)) if to_act == seat else []
        view = wire.view_json(self.game, state, seat)
        carried = self.match.carried
        if carried is not None and hasattr(carried, "_asdict"):
            view["pots"] = dict(carried._asdict())  # Progressive's pots, in deals anted
        shown = None
        if last is not None:
            actor, action = last
            shown = {
                "seat": actor,
                "action": wire.shown_action(self.game, before, actor, action, seat),
            }
        return {
            "type": "view",
            "hand": self.match.hand_number,
            "seq": self.seq(),
            "to_act": to_act,
            "legal": legal,
            "view": view,
            "last": shown,
        }

    # -- sending ---------------------------------------------------------------------------

    def _to_all(self, frame: dict[str, Any]) -> list[Out]:
        return [Send(conn, frame) for conn in self.conns]

    def _table_frames(self) -> list[Out]:
        return self._to_all({"type": "table", **self.table_json()})

    def _views(self, last: tuple[int, Action] | None = None, before: Any = None) -> list[Out]:
        if not self.match.in_hand:
            return []
        return [
            Send(conn, self.view_frame(seat, last, before)) for conn, seat in self.conns.items()
        ]

    # -- joining ----------------------------------------------------------------------------

    def _unique(self, name: str, seat: int) -> str:
        taken = {
            s.name.casefold() for i, s in enumerate(self.seats) if i != seat and s.kind != OPEN
        }
        if name.casefold() not in taken:
            return name
        for n in range(2, 100):
            candidate = f"{name[: p.NAME_MAX - len(str(n)) - 1]} {n}"
            if candidate.casefold() not in taken:
                return candidate
        return name

    def join(
        self, conn: int, name: str, seat: int | None, token: str | None, now: float
    ) -> tuple[str | None, list[Out]]:
        """A checked hello for this table: (refusal reason or None, what to send)."""
        if seat is not None and not 0 <= seat < self.players:
            return "bad_hello", []
        if token is not None:
            if seat is None or self.seats[seat].token is None:
                return "bad_token", []
            target = self.seats[seat]
            if not same_token(target.token, token):
                return "bad_token", []
            out: list[Out] = []
            if target.conn is not None:  # the old connection is a ghost: the token is his
                self.conns.pop(target.conn, None)
                out.append(Close(target.conn, p.CLOSE_POLICY, "replaced by a new connection"))
            target.conn, target.lost_at = conn, None
            if self.job is None or self.job.seat != seat:
                target.stand_in = False
            self.conns[conn] = seat
            self._tell("back", seat)
            return None, out + self._welcome(conn, seat)
        if seat is None:
            free = [i for i, s in enumerate(self.seats) if s.kind == OPEN]
            if not free:
                return "full", []
            seat = free[0]
        elif self.seats[seat].kind != OPEN:
            return "seat_taken", []
        return None, self._seat_person(conn, seat, name, local=False)

    def _seat_person(self, conn: int, seat: int, name: str, local: bool) -> list[Out]:
        """A person takes the open `seat` through connection `conn`: a new token, the open
        seat's level for his stand-in; then his welcome."""
        target = self.seats[seat]
        target.kind, target.name, target.local = PERSON, self._unique(name, seat), local
        target.level = target.level or self.fill_level  # the open seat's level stands in
        target.token, target.conn = p.new_token(), conn
        target.lost_at, target.stand_in = None, False
        self.conns[conn] = seat
        return self._welcome(conn, seat)

    def _welcome(self, conn: int, seat: int) -> list[Out]:
        target = self.seats[seat]
        welcome = {
            "type": "welcome",
            "protocol": p.PROTOCOL,
            "seat": seat,
            "token": target.token,
            "table": self.table_json(),
        }
        out: list[Out] = [Send(conn, welcome)]
        out += [o for o in self._table_frames() if not (isinstance(o, Send) and o.conn == conn)]
        if self.match.in_hand:
            out.append(Send(conn, self.view_frame(seat, None, None)))
        return out

    def lost(self, conn: int, now: float) -> list[Out]:
        """Connection `conn` is gone (closed, dropped or killed)."""
        seat = self.conns.pop(conn, None)
        self.errors.pop(conn, None)
        self.chats.pop(conn, None)
        if seat is None:
            return []
        target = self.seats[seat]
        if target.conn != conn:
            return []
        target.conn = None
        if not self.started:  # before the match the seat is simply open again
            target.kind, target.token, target.stand_in = OPEN, None, False
            target.name = open_name(seat)
        else:
            target.lost_at = now
        return self._table_frames()

    def _tell(self, event: str, data: Any) -> None:
        for listener in self.listeners:
            listener(event, data)

    # -- the match ------------------------------------------------------------------------------

    def start(self, now: float) -> list[Out]:
        """Start the match: seats still open get computer players."""
        if self.started:
            return []
        for i, s in enumerate(self.seats):
            if s.kind == OPEN:
                level = s.level or self.fill_level  # the level the host chose for this seat
                s.kind, s.level, s.name = COMPUTER, level, computer_name(i)
        self.started = True
        self.match.seats = [
            Seat(s.name, s.level if s.kind == COMPUTER else None) for s in self.seats
        ]
        if self.ledger is not None and not self.ledger.read_only:
            self.ledger_match = self.ledger.begin_match(
                self.game.id,
                dict(self.rules),
                [(s.name, s.level if s.kind == COMPUTER else None) for s in self.seats],
                self.hands_planned or 0,
            )
        return self._table_frames() + self._deal(now)

    def _deal(self, now: float) -> list[Out]:
        self.next_hand_at = None
        if self.over:
            return self._end()
        self.match.start_hand()
        return self._views()

    def _end(self) -> list[Out]:
        self.finished = True
        if self.ledger is not None and self.ledger_match is not None and not self.ledger.read_only:
            self.ledger.end_match(self.ledger_match)
        frame = {"type": "match_over", "chips": self.match.totals}
        for listener in self.listeners:
            listener("match_over", frame)
        out = self._to_all(frame)
        out += [Close(conn, p.CLOSE_NORMAL, "the match is over") for conn in self.conns]
        self.conns.clear()
        return out

    def _apply(self, seat: int, action: Action, now: float) -> list[Out]:
        before = self.match.state
        self.match.act(action)
        out = self._views((seat, action), before)
        if self.match.hand_over:
            out += self._finish(now)
        return out

    def _finish(self, now: float) -> list[Out]:
        result = self.match.finish_hand()
        if self.ledger is not None and self.ledger_match is not None and not self.ledger.read_only:
            self.ledger.record_hand(self.ledger_match, result.number, result.record, result.outcome)
        frame = hand_over_frame(self.game, result, self.match.totals)
        for listener in self.listeners:
            listener("hand_over", result)
        out = self._to_all(frame) + self._table_frames()
        if self.between_hands > 0 and not self.over:
            self.next_hand_at = now + self.between_hands
            return out
        return out + self._deal(now)

    # -- frames from a seated connection -------------------------------------------------------

    def receive(self, conn: int, frame: dict[str, Any], now: float) -> list[Out]:
        """A parsed frame from a seated connection."""
        seat = self.conns.get(conn)
        if seat is None:
            return []
        kind = frame["type"]
        if kind == "act":
            return self._act(conn, seat, frame, now)
        if kind == "chat":
            return self._chat(conn, seat, frame, now)
        if kind == "bye":
            return self._bye(conn, seat, now)
        if kind == "hello":
            return self.fault(conn, "bad_message", "already welcomed", now)
        return self.fault(conn, "bad_message", f"unknown type {kind[:40]!r}", now)

    def fault(self, conn: int, reason: str, message: str, now: float) -> list[Out]:
        """Answer an erroneous frame; the 21st within a minute closes the connection."""
        window = self.errors.setdefault(conn, p.Window(p.ERRORS_MAX, p.ERROR_WINDOW))
        if not window.add(now):
            return [Close(conn, p.CLOSE_POLICY, "too many erroneous frames")]
        return [Send(conn, p.error(reason, message))]

    def _act(self, conn: int, seat: int, frame: dict[str, Any], now: float) -> list[Out]:
        action, seq = frame.get("action"), frame.get("seq")
        if not isinstance(action, str) or not p.is_int(seq) or len(action) > 200:
            return self.fault(
                conn, "bad_message", "act needs a string action and an integer seq", now
            )
        if not self.match.in_hand:
            return self.fault(conn, "not_your_turn", "no hand is in progress", now)
        if seq != self.seq():
            return self.fault(conn, "stale", f"the table is at seq {self.seq()}", now)
        to_act = self.game.to_act(self.match.state)
        if to_act != seat or self.seats[seat].by_computer:
            return self.fault(conn, "not_your_turn", f"seat {to_act} is to act", now)
        action = " ".join(action.split())
        try:
            self.game.apply(self.match.state, action)
        except IllegalActionError as e:
            return self.fault(conn, "illegal", e.reason_text, now)
        except ValueError:
            return self.fault(conn, "illegal", "not an action of this game", now)
        legal = self.game.legal_actions(self.match.state)
        if action not in legal:  # an unusual spelling the rules accept: take the listed one
            same = [a for a in legal if split(a) == split(action)]
            if not same:
                return self.fault(conn, "illegal", "not among the legal actions", now)
        return self._apply(seat, action, now)

    def _chat(self, conn: int, seat: int, frame: dict[str, Any], now: float) -> list[Out]:
        text = frame.get("text")
        if not isinstance(text, str) or len(text) > p.CHAT_MAX:
            return self.fault(conn, "bad_message", "chat text: a string of at most 200", now)
        text = "".join(c if c.isprintable() else " " for c in text).strip()
        if not text:
            return self.fault(conn, "bad_message", "empty chat line", now)
        window = self.chats.setdefault(conn, p.Window(p.CHATS_MAX, p.CHAT_WINDOW))
        if not window.add(now):
            return self.fault(conn, "bad_message", "too many chat lines", now)
        return self.chat(seat, text)

    def chat(self, seat: int, text: str) -> list[Out]:
        """Relay a chat line from `seat` to everyone."""
        frame = {"type": "chat", "seat": seat, "name": self.seats[seat].name, "text": text}
        for listener in self.listeners:
            listener("chat", frame)
        return self._to_all(frame)

    def _bye(self, conn: int, seat: int, now: float) -> list[Out]:
        target = self.seats[seat]
        self.conns.pop(conn, None)
        target.conn, target.token, target.lost_at = None, None, None
        if self.started:
            target.kind, target.stand_in = COMPUTER, False
            target.level = target.level or self.fill_level
        else:
            target.kind, target.name = OPEN, open_name(seat)
        return [Close(conn, p.CLOSE_NORMAL, "bye"), *self._table_frames()]

    # -- the host's own seats (its window) -------------------------------------------------------

    def seat_local(self, conn: int, seat: int, name: str) -> list[Out]:
        """A person at the host's computer takes the open `seat` before the start; `conn` is an
        in-process connection: the host's window gets the same frames as a joined seat and
        acts through `receive`, so its actions pass the same checks."""
        if self.started or not 0 <= seat < self.players or self.seats[seat].kind != OPEN:
            raise ValueError(f"seat {seat} cannot be taken here")
        return self._seat_person(conn, seat, name, local=True)

    def act_local(self, seat: int, action: Action, now: float) -> list[Out]:
        """An action by a person at the host's computer (raises IllegalActionError)."""
        if not self.match.in_hand or self.game.to_act(self.match.state) != seat:
            raise RuntimeError(f"seat {seat} is not to act")
        self.game.apply(self.match.state, action)
        return self._apply(seat, action, now)

    # -- time and computer players ----------------------------------------------------------

    def tick(self, now: float) -> list[Out]:
        """Timers: start by `fill_at`, grace times running out, the next deal."""
        out: list[Out] = []
        if not self.started:
            no_open = all(s.kind != OPEN for s in self.seats)
            if (self.auto_start and no_open) or (self.fill_at is not None and now >= self.fill_at):
                out += self.start(now)
            return out
        changed = False
        for s in self.seats:
            away = s.kind == PERSON and not s.local and s.conn is None and not s.stand_in
            if away and s.lost_at is not None and now - s.lost_at >= self.grace:
                s.stand_in, changed = True, True
                self._tell("stand_in", self.seats.index(s))
        if changed:
            out += self._table_frames()
        if self.next_hand_at is not None and now >= self.next_hand_at and not self.finished:
            out += self._deal(now)
        return out

    def deal_now(self, now: float) -> list[Out]:
        """Deal the next hand now instead of after `between_hands` (the host has read the
        hand's summary)."""
        if self.next_hand_at is None or self.finished:
            return []
        return self._deal(now)

    def take_job(self) -> BotJob | None:
        """The computer player's decision due now, if any (handed out once)."""
        if self.job is not None or not self.started or not self.match.in_hand:
            return None
        if self.match.hand_over:
            return None
        state = self.match.state
        seat = self.game.to_act(state)
        if seat is None or not self.seats[seat].by_computer:
            return None
        level = self.seats[seat].level or self.fill_level
        made = self._bots.get(seat)
        if made is None or made[0] != level:
            made = (level, self.make(level, self.game))
            self._bots[seat] = made
        bot = made[1]
        rng = random.Random(self._rng.getrandbits(64))
        self.job = BotJob(
            self.code,
            self.match.hand_number,
            self.seq(),
            seat,
            bot,
            self.game.view(state, seat),
            rng,
            tuple(self.game.legal_actions(state)),
        )
        return self.job

    def bot_done(self, job: BotJob, action: Action, now: float) -> list[Out]:
        """A computer player's decision comes back."""
        if job is not self.job:
            return []
        self.job = None
        if (
            not self.match.in_hand
            or job.hand != self.match.hand_number
            or job.seq != self.seq()
            or action not in self.game.legal_actions(self.match.state)
        ):
            return []
        seat = job.seat
        target = self.seats[seat]
        if target.kind == PERSON and target.conn is not None:
            target.stand_in = False  # came back while the computer thought: he plays on
        out = self._apply(seat, action, now)
        if target.kind == PERSON and target.conn is not None and out:
            out += self._table_frames()
        return out


def hand_over_frame(game: Game, result: HandResult, totals: Sequence[int]) -> dict[str, Any]:
    """The `hand_over` frame: the complete record, its `replay --json` outcome, the totals."""
    from solo_desktop.core import record as records

    outcome = game.outcome(records.replay(result.record).final)
    return {
        "type": "hand_over",
        "hand": result.number,
        "record": to_json(result.record),
        "result": outcome.as_json(game.id),
        "chips": list(totals),
    }


def new_table(
    game: Game,
    rules: HouseRules,
    kinds: Sequence[str],
    code: str,
    now: float | None = None,
    fill_after: float | None = None,
    **kwargs: Any,
) -> Table:
    """A table whose seats are `open`, or a computer level (`kinds`, one per seat)."""
    seats = []
    for i, kind in enumerate(kinds):
        if kind == OPEN:
            seats.append(SeatState(OPEN, open_name(i)))
        else:
            seats.append(SeatState(COMPUTER, computer_name(i), level=kind))
    now = time.monotonic() if now is None else now
    fill_at = None if fill_after is None else now + fill_after
    return Table(code, game, rules, seats, fill_at=fill_at, **kwargs)
