"""A joined window loses the network for 30 s (its process is stopped with SIGSTOP, then
continued): it comes back to its seat, its person plays on from where the table is, and
nothing is lost on either side (the host's and the window's ledgers agree hand for hand)."""

from __future__ import annotations

import os
import signal
import time

import pytest

from tests.net.procs import Proc, Procs
from tests.net.test_serve_join import _ledger_hands

STOPPED_SECONDS = 30.0


@pytest.fixture
def procs():
    started = Procs()
    yield started
    started.end_all()


def test_a_window_stopped_for_30_seconds_plays_on_and_loses_nothing(procs, tmp_path):
    host, code, port = procs.serve(
        "--game", "solo_whist", "--seats", "open,normal,normal,normal", "--hands", "4",
        "--seed", "3", data=tmp_path / "host",
    )  # fmt: skip
    window = Proc(
        [f"ws://127.0.0.1:{port}/", code, "Wanda", str(tmp_path / "wanda")],
        module="tests.net.window_client",
    )
    procs.all.append(window)
    window.line(r"^seat 0$", timeout=60)
    window.line(r"^acted 1 ", timeout=60)
    os.kill(window.p.pid, signal.SIGSTOP)
    try:
        time.sleep(STOPPED_SECONDS)  # the network is gone: the window answers nothing
    finally:
        os.kill(window.p.pid, signal.SIGCONT)
    acted_before = sum(line.startswith("acted ") for line in window.lines)
    host.line(r"^seat 0: Wanda is back$", timeout=60)
    window.line(r"^settled \d+ ", timeout=120)
    assert host.wait(timeout=240) == 0  # the match was played out
    assert window.wait(timeout=30) == 0
    acted_after = sum(line.startswith("acted ") for line in window.lines) - acted_before
    assert acted_after > 0, "the person played on after coming back"
    hosted = _ledger_hands(tmp_path / "host")
    mine = _ledger_hands(tmp_path / "wanda")
    assert len(hosted) == 4
    assert mine and all(hosted[n] == mine[n] for n in mine)
    settled = [line for line in window.lines if line.startswith("settled ")]
    assert len(settled) >= len(mine)
