"""`solo-desktop serve` and `solo-desktop join` (PROTOCOL.md): a hosted table and a joined
seat without a window. They run Qt's event loop without any widget (QCoreApplication).

Two environment variables, for tests only and deliberately not options (nor in PROTOCOL.md),
change how soon a silent peer is noticed: ``SOLO_DESKTOP_PING_SECONDS`` (how often both sides
ping, default 5) and ``SOLO_DESKTOP_SILENT_SECONDS`` (how long a peer may say nothing before
its connection counts as lost, default 15). A value that is not a positive number is ignored.
"""

from __future__ import annotations

import getpass
import os
import signal
import sys
import threading
from pathlib import Path
from typing import Any, TextIO

from solo_desktop.hosting import protocol as p

PING_ENV = "SOLO_DESKTOP_PING_SECONDS"
SILENT_ENV = "SOLO_DESKTOP_SILENT_SECONDS"


class CommandError(Exception):
    """Bad input for serve or join: one line, exit status 2."""


def liveness(ping: float, silent: float) -> tuple[float, float]:
    """The ping interval and silence limit: `ping` and `silent` unless the test-only
    environment variables set them to a positive number."""
    out = []
    for name, default in ((PING_ENV, ping), (SILENT_ENV, silent)):
        try:
            value = float(os.environ.get(name, ""))
        except ValueError:
            value = 0.0
        out.append(value if value > 0 else default)
    return out[0], out[1]


def _app() -> Any:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: app.exit(130))
    return app


def _ledger(data_dir: str | None) -> Any:
    from solo_desktop.model.ledger import Ledger
    from solo_desktop.model.paths import Paths

    paths = Paths.resolve(data_dir).ensure()
    return Ledger.open(paths.ledger_file)


def build_table(args: Any, ledger: Any) -> Any:
    """The table `serve`'s options describe (raises CommandError)."""
    from solo_desktop.ai.bot import bot_names
    from solo_desktop.core import registry
    from solo_desktop.core.rules import RuleError
    from solo_desktop.hosting.seats import OPEN
    from solo_desktop.hosting.table import new_table

    try:
        game = registry.get(args.game)
    except registry.UnknownGameError as e:
        raise CommandError(str(e)) from None
    kinds = [k.strip() for k in args.seats.split(",")] if args.seats else None
    players = args.players or (len(kinds) if kinds else None) or game.player_counts[-1]
    if players not in game.player_counts:
        counts = " or ".join(str(n) for n in game.player_counts)
        raise CommandError(f"{game.id} is played by {counts} players, not {players}")
    kinds = kinds or [OPEN] * players
    if len(kinds) != players:
        raise CommandError(f"--seats names {len(kinds)} seats for {players} players")
    levels = bot_names(game)
    for kind in kinds:
        if kind != OPEN and kind not in levels:
            raise CommandError(
                f"a seat is 'open' or a computer level ({', '.join(levels)}), not {kind!r}"
            )
    if args.fill_level not in levels:
        raise CommandError(f"--fill-level must be one of {', '.join(levels)}")
    overrides: dict[str, object] = dict(args.rules)
    hand_limit = None
    if args.hands is not None:
        if args.hands < 1:
            raise CommandError("--hands must be at least 1")
        if any(s.name == "hands" for s in game.rule_specs):
            overrides["hands"] = args.hands
        else:
            hand_limit = args.hands
    try:
        rules = game.house_rules(overrides)
    except RuleError as e:
        raise CommandError(str(e)) from None
    if args.code is not None:
        code = p.normal_code(args.code)
        if code is None:
            raise CommandError(f"a code is 6 characters of {p.CODE_ALPHABET}")
    else:
        code = p.new_code()
    if args.fill_after is not None and args.fill_after < 0:
        raise CommandError("--fill-after must not be negative")
    return new_table(
        game,
        rules,
        kinds,
        code,
        fill_after=args.fill_after,
        fill_level=args.fill_level,
        hand_limit=hand_limit,
        grace=args.grace,
        ledger=ledger,
        seed=args.seed,
    )


def serve(args: Any, stdout: TextIO, stderr: TextIO) -> int:
    """Host one match without a window; exit 0 after `match_over`."""
    from solo_desktop.hosting.host import Host
    from solo_desktop.net.server import PING_SECONDS, SILENT_SECONDS, TableServer

    if not 0 <= args.port <= 65535:
        raise CommandError("--port takes 0 to 65535")
    if args.grace < 0:
        raise CommandError("--grace must not be negative")
    ledger = _ledger(args.data_dir)
    table = build_table(args, ledger)
    app = _app()
    host = Host()
    host.add(table)
    ping, silent = liveness(PING_SECONDS, SILENT_SECONDS)
    server = TableServer(host, ping_seconds=ping, silent_seconds=silent)
    try:
        port = server.listen(args.listen, args.port)
    except OSError as e:
        raise CommandError(str(e)) from None
    shown = "127.0.0.1" if args.listen in ("0.0.0.0", "::") else args.listen
    stdout.write(f"table {table.code} at ws://{shown}:{port}/\n")
    stdout.flush()

    def event(kind: str, data: Any) -> None:
        if kind == "hand_over":
            chips = " ".join(f"{c:+d}" for c in data.chips)
            stdout.write(f"hand {data.number}: {chips}\n")
        elif kind == "stand_in":
            stdout.write(
                f"seat {data}: {table.seats[data].name} is played by the computer for now\n"
            )
        elif kind == "back":
            stdout.write(f"seat {data}: {table.seats[data].name} is back\n")
        elif kind == "match_over":
            stdout.write("match over: " + " ".join(f"{c:+d}" for c in data["chips"]) + "\n")
        stdout.flush()

    table.listeners.append(event)
    from PySide6.QtCore import QTimer

    server.finished.connect(lambda code: QTimer.singleShot(300, lambda: app.exit(0)))
    try:
        status = int(app.exec())
    finally:
        server.close()
        ledger.close()
    return status


def join(args: Any, stdout: TextIO, stderr: TextIO) -> int:
    """Take a seat at a hosted table: a computer player (`--bot`) or a person at this terminal."""
    from solo_desktop.ai.bot import bot_names
    from solo_desktop.core import registry
    from solo_desktop.hosting.client import ClientSession, Seats
    from solo_desktop.model.paths import Paths
    from solo_desktop.net.client import PING_SECONDS, SILENT_SECONDS, TableClient

    if not args.url.startswith(("ws://", "wss://")):
        raise CommandError("the address is ws://HOST:PORT/")
    code = p.normal_code(args.code)
    if code is None:
        raise CommandError(f"a code is 6 characters of {p.CODE_ALPHABET}")
    if args.bot is not None:
        levels = sorted({n for g in registry.games() for n in bot_names(g)})
        if args.bot not in levels:
            raise CommandError(f"--bot takes one of {', '.join(levels)}")
    default = f"Computer ({args.bot})" if args.bot else _user()
    name = p.clean_name(args.name or default)
    if name is None:
        raise CommandError("a name has 1 to 24 printable characters")
    ledger = _ledger(args.data_dir)
    seats = Seats(Path(Paths.resolve(args.data_dir).data) / "joined.json")
    key = Seats.key(args.url, code)
    kept = seats.get(key)
    session = ClientSession(
        name,
        code,
        seat=kept.get("seat") if p.is_int(kept.get("seat")) else args.seat,
        token=kept.get("token") if isinstance(kept.get("token"), str) else None,
        level=args.bot,
        ledger=ledger,
        ledger_match=kept.get("ledger_match") if p.is_int(kept.get("ledger_match")) else None,
        seed=args.seed,
    )
    if session.token is None and args.seat is not None:
        session.seat = args.seat

    def keep(seat: int, token: str, ledger_match: int | None) -> None:
        seats.put(key, seat=seat, token=token, ledger_match=ledger_match)

    session.on_seat = keep
    app = _app()
    ping, silent = liveness(PING_SECONDS, SILENT_SECONDS)
    client = TableClient(
        args.url,
        session,
        reconnect_for=args.reconnect_for,
        ping_seconds=ping,
        silent_seconds=silent,
    )
    terminal = None if args.bot else Terminal(client, stdout)
    status_box = [1]

    def ended(status: int) -> None:
        status_box[0] = status
        if session.over:
            seats.forget(key)
        app.exit(status)

    client.ended.connect(ended)
    if terminal is not None:
        client.received.connect(terminal.show)
    else:
        client.received.connect(lambda frame: _report(frame, session, stdout))
    client.start()
    try:
        app.exec()
    finally:
        ledger.close()
    if session.refusal is not None:
        reason, message = session.refusal
        stderr.write(f"solo-desktop: refused ({reason}): {message}\n")
        return 2
    if status_box[0] == 1:
        why = f": {client.error}" if client.error else ""
        stderr.write(f"solo-desktop: cannot reach the table at {args.url}{why}\n")
    elif session.chips is not None:
        stdout.write("match over: " + " ".join(f"{c:+d}" for c in session.chips) + "\n")
    return status_box[0]


def _report(frame: dict[str, Any], session: Any, out: TextIO) -> None:
    """What a computer player's client prints: its seat, and each hand's result."""
    import json

    if frame.get("type") == "welcome":
        out.write(f"seat {session.seat}\n")
    elif frame.get("type") == "hand_over":
        out.write(f"hand {frame.get('hand')}: {json.dumps(frame.get('result'))}\n")
    out.flush()


def _table_news(view: dict[str, Any]) -> tuple[str, ...]:
    """What a person at the terminal needs beside the actions: the turned-up card, the
    contract and its declarer, trumps, the called card."""
    from solo_desktop.core.cards import SUIT_WORDS

    parts = []
    if isinstance(view.get("turn_up"), str):
        parts.append(f"turned up {view['turn_up']}")
    contract, declarer = view.get("contract"), view.get("declarer")
    if isinstance(declarer, int):
        parts.append(f"{contract or 'declarer'} by seat {declarer}")
    trump = view.get("trump")
    if isinstance(trump, int) and 0 <= trump < 4:
        parts.append(f"{SUIT_WORDS[trump]} are trumps")
    if isinstance(view.get("called"), str):
        parts.append(f"called {view['called']}")
    return tuple(parts)


def _user() -> str:
    try:
        return getpass.getuser()[: p.NAME_MAX] or "Player"
    except Exception:
        return "Player"


class Terminal:
    """A person at a terminal: the table as lines of text, actions typed as in NOTATION.md
    (`play QS`), `say TEXT` to chat, `bye` to leave."""

    def __init__(self, client: Any, out: TextIO, typed: TextIO | None = None) -> None:
        """Show `client`'s table on `out` and read actions from `typed` (standard input)."""
        self.client = client
        self.out = out
        self._seq: int | None = None
        self._known: tuple[Any, ...] = ()
        from PySide6.QtCore import QObject, Signal

        class _Lines(QObject):
            line = Signal(str)

        self._lines = _Lines()
        self._lines.line.connect(self._typed)
        source = sys.stdin if typed is None else typed
        threading.Thread(target=self._read, args=(source,), daemon=True).start()

    def _read(self, source: TextIO) -> None:
        for line in source:
            self._lines.line.emit(line.strip())

    def _typed(self, line: str) -> None:
        if line == "bye":
            self.client.leave()
        elif line.startswith("say "):
            self.client.send({"type": "chat", "text": line[4:]})
        elif line and self._seq is not None:
            self.client.send({"type": "act", "action": line, "seq": self._seq})

    def show(self, frame: dict[str, Any]) -> None:
        """Print what a frame tells a person."""
        kind, w = frame.get("type"), self.out.write
        s = self.client.session
        if kind == "view":
            last = frame.get("last")
            got = frame.get("view")
            view: dict[str, Any] = got if isinstance(got, dict) else {}
            if isinstance(last, dict):
                w(f"seat {last.get('seat')}: {last.get('action')}\n")
            news = _table_news(view)
            if news and news != self._known:
                self._known = news
                w(f"table: {', '.join(news)}\n")
            if frame.get("legal"):
                self._seq = frame.get("seq")
                w(f"your cards: {' '.join(view.get('hand', []))}\n")
                w(f"your turn: {', '.join(frame['legal'])}\n> ")
        elif kind == "hand_over":
            chips = frame.get("result", {}).get("chips", [])
            w(f"hand {frame.get('hand')} over: chips {chips}\n")
        elif kind == "chat":
            w(f"{frame.get('name')}: {frame.get('text')}\n")
        elif kind == "error":
            w(f"not done ({frame.get('reason')}): {frame.get('message')}\n")
        elif kind == "welcome":
            w(f"seated at seat {s.seat}\n")
        self.out.flush()
