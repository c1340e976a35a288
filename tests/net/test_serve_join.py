"""`serve` and `join` as real processes on loopback (PROTOCOL.md): whole matches of every
game, a client killed mid-hand and coming back, bad frames and guessed codes over real
sockets. Every process is ended, whatever happens."""

from __future__ import annotations

import io
import json
import os
import signal
import time
from pathlib import Path

import pytest

from solo_desktop.cli import main as cli_main
from solo_desktop.model.ledger import Ledger
from tests.net.procs import Procs
from tests.net.wsclient import BINARY, Closed, WsClient

MATCHES = [
    ("solo66", 5, [], 2),
    ("solo_whist", 4, [], 4),
    ("german_solo", 4, [], 4),
    ("sixty_six", 2, [], 2),
    ("six_bid", 3, [], 2),
    ("six_bid", 4, [], 2),
    ("six_bid", 4, ["--rule", "variant=progressive", "--rule", "pots=true"], 3),
]


@pytest.fixture
def procs():
    started = Procs()
    yield started
    started.end_all()


def _seats(players: int) -> str:
    return ",".join(["open", "open"] + ["normal"] * (players - 2))


def _ledger_hands(folder: Path) -> dict[int, tuple[dict, list[int]]]:
    """Hand number -> (record, chips per seat) of the only match in a ledger."""
    ledger = Ledger.open(folder / "ledger.sqlite3")
    try:
        out: dict[int, tuple[dict, list[int]]] = {}
        for hand_id, number, record in ledger.execute("SELECT id, number, record FROM hands"):
            rows = ledger.execute(
                "SELECT seat, chips FROM transfers WHERE hand_id = ? ORDER BY seat", (hand_id,)
            )
            out[number] = (json.loads(record), [c for _, c in rows])
        return out
    finally:
        ledger.close()


def _replay_json(record: dict, tmp: Path) -> dict:
    path = tmp / "hand.json"
    path.write_text(json.dumps(record))
    out = io.StringIO()
    assert cli_main(["replay", str(path), "--json"], stdout=out) == 0
    return json.loads(out.getvalue())


@pytest.mark.parametrize(("game", "players", "rules", "hands"), MATCHES)
def test_a_whole_match_with_two_joined_computer_players(
    procs, tmp_path, game, players, rules, hands
):
    host, code, port = procs.serve(
        "--game", game, "--players", str(players), "--seats", _seats(players),
        "--hands", str(hands), "--seed", "4", *rules, data=tmp_path / "host",
    )  # fmt: skip
    joins = [
        procs.join(port, code, "--bot", "normal", "--seat", str(k), "--name", f"P{k}",
                   "--seed", str(k), data=tmp_path / f"j{k}")
        for k in (0, 1)
    ]  # fmt: skip
    assert host.wait(timeout=120) == 0, host.stderr()
    for j in joins:
        assert j.wait(timeout=30) == 0, j.stderr()
    hosted = _ledger_hands(tmp_path / "host")
    assert sorted(hosted) == list(range(1, hands + 1))
    for number, (record, chips) in hosted.items():
        assert sum(chips) == 0
        assert record["game"] == game and record["players"] == players, number
    for k, j in enumerate(joins):
        assert f"seat {k}" in j.lines
        joined = _ledger_hands(tmp_path / f"j{k}")
        assert joined == hosted  # the same records and the same chips, pots included
        printed = {
            int(line.split(":")[0].split()[1]): json.loads(line.split(": ", 1)[1])
            for line in j.lines
            if line.startswith("hand ")
        }
        assert sorted(printed) == sorted(hosted)
        for number, result in printed.items():
            assert result == _replay_json(hosted[number][0], tmp_path)
    totals = [sum(c[s] for _, c in hosted.values()) for s in range(players)]
    assert host.lines[-1] == "match over: " + " ".join(f"{c:+d}" for c in totals)


def test_a_killed_client_is_replaced_and_comes_back(procs, tmp_path):
    host, code, port = procs.serve(
        "--game", "solo_whist", "--seats", "open,open,normal,normal", "--hands", "400",
        "--grace", "1", "--seed", "8", data=tmp_path / "host",
    )  # fmt: skip
    anna = procs.join(port, code, "--bot", "normal", "--name", "Anna", "--seat", "0",
                      data=tmp_path / "anna")  # fmt: skip
    procs.join(port, code, "--bot", "normal", "--name", "Ben", "--seat", "1",
               data=tmp_path / "ben")  # fmt: skip
    anna.line(r"^seat 0$")
    anna.line(r"^hand 2: ", timeout=60)  # in the middle of the match, at any card
    os.kill(anna.p.pid, signal.SIGKILL)
    anna.wait(timeout=10)
    host.line(r"^seat 0: Anna is played by the computer for now$", timeout=20)
    played = len(_ledger_hands(tmp_path / "host"))
    time.sleep(1.0)
    assert len(_ledger_hands(tmp_path / "host")) > played  # the match goes on without her
    kept = json.loads((tmp_path / "anna" / "joined.json").read_text())
    assert [v["seat"] for v in kept.values()] == [0]
    again = procs.join(port, code, "--bot", "normal", "--name", "Anna", data=tmp_path / "anna")
    again.line(r"^seat 0$", timeout=30)  # the token brings her back to her own seat
    host.line(r"^seat 0: Anna is back$", timeout=10)
    again.line(r"^hand \d+: ", timeout=60)  # and she plays on: a hand over, in her ledger
    os.kill(host.p.pid, signal.SIGTERM)
    host.wait(timeout=20)
    hosted = _ledger_hands(tmp_path / "host")
    mine = _ledger_hands(tmp_path / "anna")
    assert mine and all(hosted[n] == mine[n] for n in mine)


def test_bad_frames_and_guessed_codes_over_real_sockets(procs, tmp_path):
    host, code, port = procs.serve(
        "--game", "german_solo", "--seats", "open,normal,normal,normal", "--hands", "4",
        "--seed", "2", data=tmp_path / "host",
    )  # fmt: skip
    silent = WsClient(port)  # says nothing: closed after 10 s
    started = time.monotonic()
    me = WsClient(port)
    me.send({"type": "hello", "protocol": 1, "name": "Tess", "code": code.lower(),
             "seat": None, "token": None})  # fmt: skip
    welcome = me.until("welcome")
    assert welcome["seat"] == 0
    me.send("{broken")
    assert me.until("error")["reason"] == "bad_message"
    me.until("view")  # the hand is on
    me.send({"type": "act", "action": "play AS", "seq": 10**9})
    assert me.until("error")["reason"] == "stale"
    # Strangers: binary, oversized, garbage, wrong protocol.
    for binary, expect in [(True, 1003), (False, 1009)]:
        c = WsClient(port)
        if binary:
            c.send_frame(BINARY, b"\x00\x01")
        else:
            c.send("x" * (64 * 1024 + 1))
        assert c.close_code() == expect
        c.close()
    for _ in range(200):
        c = WsClient(port)
        c.send("\x00garbage")
        assert c.recv()["reason"] == "bad_hello"
        c.close()
    # Guessing codes: the 6th wrong code within a minute is refused, even a right one after.
    wrong = "AAAAAA" if code != "AAAAAA" else "BBBBBB"
    for i in range(5):
        c = WsClient(port)
        c.send({"type": "hello", "protocol": 1, "name": "X", "code": wrong, "seat": None,
                "token": None})  # fmt: skip
        assert c.recv()["reason"] == "bad_code", i
        c.close()
    c = WsClient(port)
    c.send({"type": "hello", "protocol": 1, "name": "X", "code": code, "seat": None,
            "token": None})  # fmt: skip
    assert c.recv()["reason"] == "too_many_tries"
    c.close()
    # The table waits for Tess meanwhile; the silent connection is closed by now.
    assert silent.close_code(timeout=12) == 1008
    assert time.monotonic() - started >= 9.5
    silent.close()
    # The seated client plays the match out (first legal action) and sees it end; the view
    # that asked her to act may have come while the lines above waited for other frames.
    chips = None
    latest = [f for f in me.seen if f["type"] == "view"][-1]
    if latest["legal"]:
        me.send({"type": "act", "action": latest["legal"][0], "seq": latest["seq"]})
    try:
        while True:
            frame = me.recv(timeout=30)
            if frame["type"] == "view" and frame["legal"]:
                me.send({"type": "act", "action": frame["legal"][0], "seq": frame["seq"]})
            elif frame["type"] == "match_over":
                chips = frame["chips"]
    except Closed as e:
        assert e.code == 1000
    assert chips is not None and sum(chips) == 0
    assert host.wait(timeout=60) == 0


def test_a_join_to_an_address_where_nothing_listens_says_so_soon(procs, tmp_path):
    """A wrong address (or a host not started yet) is told within seconds, not after the two
    minutes a seated client waits to come back."""
    import socket

    with socket.socket() as s:  # a port that was free a moment ago: nothing listens there
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    started = time.monotonic()
    j = procs.join(port, "ABCDEF", "--bot", "normal", data=tmp_path / "j")
    assert j.wait(timeout=30) == 1
    assert time.monotonic() - started < 20
    assert f"cannot reach the table at ws://127.0.0.1:{port}/" in j.stderr()
