"""The command line (NOTATION.md): the app by default, and headless `replay` and `arena`.

The headless subcommands never import Qt, so they start fast on machines without a display.
Bad input ends with exit status 2 and one line on standard error.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn, TextIO

if TYPE_CHECKING:  # each command imports what it needs: the window's start waits for none
    from solo_desktop.core.game import Outcome

EXIT_BAD_INPUT = 2


class CliError(Exception):
    """Bad input on the command line: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are CliErrors (one line, exit status 2)."""

    def error(self, message: str) -> NoReturn:
        """Raise instead of printing the usage and exiting."""
        raise CliError(f"{message} (see {self.prog} --help)")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="solo-desktop",
        description="Solo Desktop: the Solo family of trick-taking card games.",
    )
    parser.add_argument("--data-dir", help="keep the ledger, settings and autosave in DIR")
    parser.add_argument("--lang", help="language code (en, de) instead of the system language")
    parser.add_argument("--game", help="open a new match of this game (e.g. solo66)")
    parser.add_argument(
        "--players", type=int, help="number of players, where the game allows several"
    )
    parser.add_argument(
        "--demo",
        type=int,
        metavar="N",
        help="computer players play N hands at full speed, then quit",
    )
    sub = parser.add_subparsers(dest="command")
    rp = sub.add_parser("replay", help="replay a deal record and print its outcome")
    rp.add_argument("file", help="the deal record (JSON), or - for standard input")
    rp.add_argument("--json", action="store_true", help="print one JSON object")
    ap = sub.add_parser("arena", help="play many hands with bots in every seat")
    ap.add_argument("--game", required=True, help="game id, e.g. solo66")
    ap.add_argument("--players", required=True, help="bot per seat, e.g. rule,random,random")
    ap.add_argument("--hands", type=int, required=True, help="number of hands to play")
    ap.add_argument("--seed", type=int, default=0, help="seed for dealing and bots (0)")
    ap.add_argument(
        "--rule", action="append", default=[], metavar="K=V", help="a house rule, repeatable"
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="play the hands in N processes (1)"
    )
    sp = sub.add_parser("serve", help="host a table that people join from other computers")
    sp.add_argument("--game", required=True, help="game id, e.g. solo66")
    sp.add_argument("--players", type=int, help="number of players, where the game allows several")
    sp.add_argument("--seats", help="per seat 'open' or a computer level (default: all open)")
    sp.add_argument(
        "--rule", action="append", default=[], metavar="K=V", help="a house rule, repeatable"
    )
    sp.add_argument("--hands", type=int, help="match length in hands")
    sp.add_argument("--port", type=int, default=47066, help="port (0: any free one; 47066)")
    sp.add_argument("--code", help="the table code (default: a random one)")
    sp.add_argument(
        "--fill-after",
        type=float,
        metavar="SECONDS",
        help="start after SECONDS, computer players in the seats still open",
    )
    sp.add_argument("--data-dir", dest="serve_dir", help="keep the ledger in DIR")
    sp.add_argument(
        "--listen", default="0.0.0.0", help="the address to listen on (0.0.0.0: every one)"
    )
    sp.add_argument(
        "--grace", type=float, default=20.0, help="seconds before a computer takes a lost seat"
    )
    sp.add_argument(
        "--fill-level", default="normal", help="level of the computer players that fill seats"
    )
    sp.add_argument("--seed", type=int, help="seed of the deals (default: random)")
    jp = sub.add_parser("join", help="take a seat at a hosted table")
    jp.add_argument("url", help="the table's address, ws://HOST:PORT/")
    jp.add_argument("--code", required=True, help="the table code the host shows")
    jp.add_argument("--name", help="your name at the table")
    jp.add_argument("--bot", metavar="LEVEL", help="a computer player of LEVEL plays the seat")
    jp.add_argument("--seat", type=int, help="the seat you would like")
    jp.add_argument("--data-dir", dest="join_dir", help="keep the ledger in DIR")
    jp.add_argument("--seed", type=int, default=0, help="seed of the computer player (0)")
    jp.add_argument(
        "--reconnect-for",
        type=float,
        default=120.0,
        metavar="SECONDS",
        help="how long to try to come back after a lost connection (120)",
    )
    lp = sub.add_parser("ledger", help="chip totals across sessions, per player and per game")
    lp.add_argument("--data-dir", dest="ledger_dir", help="the data folder (default: the app's)")
    form = lp.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print one JSON object")
    form.add_argument("--csv", action="store_true", help="print CSV: one row per game and player")
    return parser


def _read(path: str, stdin: TextIO) -> str:
    if path == "-":
        return stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        raise CliError(f"cannot read {path}: {e.strerror}") from None
    except UnicodeDecodeError:
        raise CliError(f"cannot read {path}: not UTF-8 text") from None


def _describe(game: str, outcome: Outcome) -> str:
    data = outcome.as_json(game)
    lines = [f"game: {game}", f"status: {data['status']}"]
    for key in ("declarer", "partner", "contract", "trump", "won", "to_act"):
        if data[key] is not None:
            lines.append(f"{key}: {json.dumps(data[key])}")
    lines.append("tricks: " + " ".join(str(t) for t in data["tricks"]))
    if data["points"] is not None:
        lines.append("points: " + " ".join(str(p) for p in data["points"]))
    lines.append("chips: " + " ".join(f"{c:+d}" for c in data["chips"]))
    if data["legal"]:
        lines.append("legal: " + ", ".join(data["legal"]))
    return "\n".join(lines)


def cmd_replay(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """`replay FILE [--json]`: replay a record and print its outcome."""
    from solo_desktop.core import record as records

    text = _read(args.file, stdin)
    try:
        record = records.loads(text)
        result = records.replay(record)
    except (records.RecordError, records.ReplayError) as e:
        raise CliError(str(e)) from None
    outcome = result.game.outcome(result.final)
    if args.json:
        stdout.write(json.dumps(outcome.as_json(record.game)) + "\n")
    else:
        stdout.write(_describe(record.game, outcome) + "\n")
    return 0


def _parse_rule(text: str) -> tuple[str, object]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise CliError(f"--rule takes K=V, not {text!r}")
    value: object = raw
    if raw in ("true", "false"):
        value = raw == "true"
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    return key, value


def cmd_arena(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    """`arena`: bots play N hands; print per-seat results and speed."""
    from solo_desktop.ai import arena
    from solo_desktop.ai.bot import UnknownBotError
    from solo_desktop.core import registry
    from solo_desktop.core.rules import RuleError

    if args.hands < 1:
        raise CliError("--hands must be at least 1")
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    try:
        game = registry.get(args.game)
        rules = game.house_rules(dict(_parse_rule(r) for r in args.rule))
        seats = [name.strip() for name in args.players.split(",")]
        progress = stderr if stderr.isatty() else None
        result = arena.run(
            game, rules, seats, args.hands, args.seed, progress=progress, jobs=args.jobs
        )
    except (registry.UnknownGameError, RuleError, UnknownBotError, ValueError) as e:
        raise CliError(str(e)) from None
    if args.json:
        stdout.write(json.dumps(result.as_json()) + "\n")
    else:
        stdout.write(result.report() + "\n")
    return 0


def cmd_ledger(args: argparse.Namespace, stdout: TextIO) -> int:
    """`ledger [--data-dir DIR] [--json | --csv]`: chip totals across sessions."""
    from solo_desktop.model.ledger import Ledger, Notice
    from solo_desktop.model.paths import Paths

    path = Paths.resolve(args.ledger_dir or args.data_dir).ledger_file
    # No ledger yet: nothing played, so every total is zero (and no file is created).
    ledger = Ledger.open(path) if path.exists() else Ledger.memory()
    try:
        if ledger.notice is Notice.MOVED_ASIDE:
            raise CliError(f"the ledger was damaged; it was kept as {ledger.moved_to}")
        summary = ledger.summary()
        if args.json:
            stdout.write(json.dumps(summary.as_json()) + "\n")
        elif args.csv:
            writer = csv.writer(stdout, lineterminator="\n")
            writer.writerow(["game", "player", "kind", "chips", "hands", "matches"])
            for row in ledger.per_game_players():
                writer.writerow(row)
        else:
            stdout.write(
                f"{summary.hands} hands in {summary.matches} matches\n"
                + "".join(
                    f"{p.name:<16} {p.chips:>+9} chips  {p.hands:>6} hands\n"
                    for p in summary.players
                )
            )
    finally:
        ledger.close()
    return 0


def cmd_net(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    """`serve` and `join` (PROTOCOL.md): a hosted table and a joined seat, without a window."""
    from solo_desktop.net import commands

    try:
        if args.command == "serve":
            args.rules = [_parse_rule(r) for r in args.rule]
            args.data_dir = args.serve_dir or args.data_dir
            return commands.serve(args, stdout, stderr)
        args.data_dir = args.join_dir or args.data_dir
        return commands.join(args, stdout, stderr)
    except commands.CommandError as e:
        raise CliError(str(e)) from None


def main(
    argv: Sequence[str] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line; returns the exit status."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        args = _parser().parse_args(argv)
        if args.command == "replay":
            return cmd_replay(args, stdin, stdout)
        if args.command == "arena":
            return cmd_arena(args, stdout, stderr)
        if args.command == "ledger":
            return cmd_ledger(args, stdout)
        if args.command in ("serve", "join"):
            return cmd_net(args, stdout, stderr)
        return _run_app(args)
    except CliError as e:
        stderr.write(f"solo-desktop: {e}\n")
        return EXIT_BAD_INPUT


def _run_app(args: argparse.Namespace) -> int:
    """Start the window (the only path that imports Qt)."""
    if args.demo is not None and args.demo < 1:
        raise CliError("--demo takes a number of hands, at least 1")
    if args.game is not None:
        from solo_desktop.core import registry

        try:
            game = registry.get(args.game)
        except registry.UnknownGameError as e:
            raise CliError(str(e)) from None
        if args.players is not None and args.players not in game.player_counts:
            counts = " or ".join(str(n) for n in game.player_counts)
            raise CliError(f"{game.id} is played by {counts} players, not {args.players}")
    from solo_desktop.ui.app import run

    return run(
        data_dir=args.data_dir,
        lang=args.lang,
        game=args.game or ("solo66" if args.demo else None),
        demo=args.demo or 0,
        players=args.players,
    )


if __name__ == "__main__":
    sys.exit(main())
