"""Hosted tables on loopback: the action round trip and what one table costs.

- Round trip: `serve --game solo66` with five open seats; five clients on plain sockets in this
  process take them and play (first legal action). For every action: from sending `act` until
  all five seats have the `view` that follows it. Baseline in the same run: one text frame
  echoed by a bare QWebSocketServer in its own process (the least a round trip through Qt's
  WebSocket stack and the loopback can cost). Target: p95 under 20 ms on an idle machine.
- Tables in one process: the design is one `serve` process per host, holding any number of
  tables (`Host` routes a hello to its table by code). Memory per idle table: the resident
  size of this process before and after opening N tables that wait for their people (target
  under 2 MiB). CPU per hand: tables of computer players (`normal`) played through the host,
  without sockets; from it, how many tables one process carries at a hand a minute each.

Run: `make bench-net` (or `.venv/bin/python benchmarks/net.py [--actions N] [--tables N]`).
"""

from __future__ import annotations

import argparse
import json
import os
import select
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solo_desktop.core import registry
from solo_desktop.hosting.host import Host
from solo_desktop.hosting.table import new_table
from tests.net.procs import Procs
from tests.net.wsclient import WsClient

ROUND_TRIP_P95_MS = 20.0
IDLE_TABLE_MIB = 2.0

ECHO = """
import sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWebSockets import QWebSocketServer
app = QCoreApplication([])
server = QWebSocketServer("echo", QWebSocketServer.SslMode.NonSecureMode)
server.listen(QHostAddress("127.0.0.1"), 0)
keep = []
def accept():
    s = server.nextPendingConnection()
    keep.append(s)
    s.textMessageReceived.connect(lambda text, s=s: s.sendTextMessage(text))
server.newConnection.connect(accept)
print(server.serverPort(), flush=True)
app.exec()
"""


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def echo_round_trip(samples: int) -> list[float]:
    """Milliseconds for one text frame to a bare Qt WebSocket echo server and back."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(
        [sys.executable, "-c", ECHO], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert proc.stdout is not None
        port = int(proc.stdout.readline())
        client = WsClient(port)
        frame = json.dumps({"type": "act", "action": "play QS", "seq": 12})
        times: list[float] = []
        for _ in range(samples):
            t0 = time.perf_counter()
            client.send(frame)
            client.recv()
            times.append((time.perf_counter() - t0) * 1000)
        client.close()
        return times
    finally:
        proc.kill()
        proc.wait()


def table_round_trip(actions: int, data: Path) -> list[float]:
    """Milliseconds from `act` until all five seats have the next `view`."""
    procs = Procs()
    try:
        _, code, port = procs.serve(
            "--game", "solo66", "--seats", "open,open,open,open,open", "--hands", "1000",
            "--seed", "1", data=data,
        )  # fmt: skip
        clients = []
        for k in range(5):
            c = WsClient(port)
            c.send({"type": "hello", "protocol": 1, "name": f"P{k}", "code": code, "seat": k,
                    "token": None})  # fmt: skip
            c.until("welcome")
            clients.append(c)
        latest: dict[int, dict] = {}
        # Wait for the first deal's views.
        for k, c in enumerate(clients):
            latest[k] = c.until("view")
        times: list[float] = []
        while len(times) < actions:
            seq = latest[0]["seq"]
            hand = latest[0]["hand"]
            to_act = latest[0]["to_act"]
            if to_act is None:  # the hand is over: the next deal's views follow
                for k, c in enumerate(clients):
                    latest[k] = c.until("view")
                continue
            mine = latest[to_act]
            t0 = time.perf_counter()
            clients[to_act].send({"type": "act", "action": mine["legal"][0], "seq": seq})
            waiting = set(range(5))
            while waiting:
                ready, _, _ = select.select([clients[k].sock for k in waiting], [], [], 10)
                if not ready:
                    raise TimeoutError("no view within 10 s")
                for k in list(waiting):
                    if clients[k].sock in ready or clients[k]._buf:
                        frame = clients[k].recv()
                        if frame["type"] == "view":
                            latest[k] = frame
                            if (frame["hand"], frame["seq"]) != (hand, seq):
                                waiting.discard(k)
            times.append((time.perf_counter() - t0) * 1000)
        for c in clients:
            c.close()
        return times
    finally:
        procs.end_all()


def rss_mib() -> float:
    """This process's resident memory."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def idle_tables(n: int) -> float:
    """MiB of resident memory per idle table (waiting for people), over `n` tables."""
    game = registry.get("solo66")
    rules = game.house_rules()
    host = Host()
    first = new_table(game, rules, ["open"] * 5, "AAAAAA", now=0.0)  # warm imports and caches
    host.add(first)
    before = rss_mib()
    for i in range(n):
        code = "".join("ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[(i >> (5 * k)) & 31] for k in range(6))
        if code in host.tables:
            continue
        host.add(
            new_table(game, rules, ["open", "open", "normal", "normal", "normal"], code, now=0.0)
        )
    return (rss_mib() - before) / n


def computer_tables(tables: int, hands: int) -> tuple[float, float]:
    """CPU seconds per hand, and hands per second, of tables of computer players on one host."""
    host = Host()
    for i, game in enumerate(registry.games() * (tables // 5 + 1)):
        if len(host.tables) == tables:
            break
        n = game.player_counts[-1]
        overrides: dict[str, object] = (
            {"hands": 1000} if any(s.name == "hands" for s in game.rule_specs) else {}
        )
        code = f"T{i:05d}".replace("0", "A").replace("1", "B")[:6]
        host.add(
            new_table(
                game,
                game.house_rules(overrides),
                ["normal"] * n,
                code,
                now=0.0,
                hand_limit=hands,
                seed=i,
            )
        )
    cpu0, wall0, now = time.process_time(), time.perf_counter(), 0.0
    while not all(t.finished for t in host.tables.values()):
        now += 0.05
        host.tick(now)
        for job in host.jobs():
            host.bot_done(job, job.run(), now)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    played = sum(len(t.match.results) for t in host.tables.values())
    return cpu / played, played / wall


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--actions", type=int, default=1000, help="actions timed (1000)")
    ap.add_argument("--tables", type=int, default=500, help="idle tables opened (500)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        echo = echo_round_trip(args.actions)
        trip = table_round_trip(args.actions, Path(tmp))
    idle = idle_tables(args.tables)
    cpu_per_hand, hands_per_s = computer_tables(20, 10)
    figures = {
        "round_trip_ms": {"median": statistics.median(trip), "p95": _pct(trip, 0.95)},
        "echo_ms": {"median": statistics.median(echo), "p95": _pct(echo, 0.95)},
        "ratio_median": statistics.median(trip) / statistics.median(echo),
        "idle_table_mib": idle,
        "cpu_ms_per_hand": cpu_per_hand * 1000,
        "hands_per_second": hands_per_s,
        "tables_at_a_hand_a_minute": int(60 / cpu_per_hand),
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    rt: Any = figures["round_trip_ms"]
    ec: Any = figures["echo_ms"]
    print(f"action round trip, 5 seats ({len(trip)} actions): median {rt['median']:.2f} ms, "
          f"p95 {rt['p95']:.2f} ms (target p95 < {ROUND_TRIP_P95_MS:.0f} ms)")  # fmt: skip
    print(f"bare Qt echo, 1 frame: median {ec['median']:.2f} ms, p95 {ec['p95']:.2f} ms; "
          f"round trip / echo (medians): {figures['ratio_median']:.1f}x")  # fmt: skip
    print(f"idle table: {idle * 1024:.0f} KiB resident (over {args.tables} tables; "
          f"target < {IDLE_TABLE_MIB:.0f} MiB)")  # fmt: skip
    print(f"tables of computer players (normal): {cpu_per_hand * 1000:.1f} ms CPU a hand, "
          f"{hands_per_s:.0f} hands/s on one core: one process carries about "
          f"{figures['tables_at_a_hand_a_minute']} tables playing a hand a minute")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
