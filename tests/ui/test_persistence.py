"""What must survive a restart, checked on the real app in a subprocess: the ledger across
`--demo` runs, and a kill (SIGKILL) at random moments that loses no settled hand."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from solo_desktop.model.ledger import Ledger

ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen")
SETTLED = re.compile(r"^match (\d+) hand (\d+) settled: (.*)$")


def app(data: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "solo_desktop", "--data-dir", str(data), *args]


def ledger_json(data: Path) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-m", "solo_desktop", "ledger", "--data-dir", str(data), "--json"],
        capture_output=True, text=True, env=ENV, timeout=60, check=True,
    )  # fmt: skip
    result: dict[str, object] = json.loads(proc.stdout)
    return result


def test_two_demo_runs_both_land_in_the_ledger(tmp_path: Path) -> None:
    for _ in range(2):
        proc = subprocess.run(
            app(tmp_path, "--demo", "3"), capture_output=True, text=True, env=ENV, timeout=120
        )
        assert proc.returncode == 0, proc.stderr
        assert len([line for line in proc.stdout.splitlines() if SETTLED.match(line)]) == 3
    summary = ledger_json(tmp_path)
    assert summary["hands"] == 6
    assert summary["matches"] == 2
    players = summary["players"]
    assert isinstance(players, list)
    assert sum(p["chips"] for p in players) == 0
    assert {p["name"] for p in players} == {"Fritz", "Anna", "Bernd", "Clara", "David"}
    assert summary["games"] == {"solo66": {"hands": 6, "matches": 2}}


def test_killed_at_random_moments_loses_no_settled_hand(tmp_path: Path) -> None:
    rng = random.Random(2026)
    hands = 20
    seen: dict[int, dict[int, str]] = {}
    for _ in range(6):
        proc = subprocess.Popen(
            app(tmp_path, "--demo", str(hands)),
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=ENV,
        )  # fmt: skip
        # Kill at a random moment once the match is under way (the autosave exists), so a
        # slow start on a busy machine does not turn the test into one of start-up kills.
        deadline = time.monotonic() + 60
        while not (tmp_path / "autosave.json").exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(rng.uniform(0.0, 2.0))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate(timeout=30)
        for line in out.splitlines():
            m = SETTLED.match(line)
            if m:
                seen.setdefault(int(m[1]), {})[int(m[2])] = m[3]
        ledger = Ledger.open(tmp_path / "ledger.sqlite3")
        try:
            assert ledger.integrity_ok()
            for match, numbers in seen.items():
                written = set(ledger.match_hands(match))
                assert set(numbers) <= written, (match, sorted(numbers), sorted(written))
        finally:
            ledger.close()
    # The next start resumes the unfinished match and plays it to its end.
    unfinished = Ledger.open(tmp_path / "ledger.sqlite3").unfinished_matches()
    proc2 = subprocess.run(
        app(tmp_path, "--demo", str(hands)), capture_output=True, text=True, env=ENV, timeout=180
    )
    assert proc2.returncode == 0, proc2.stderr
    resumed = {int(m[1]) for m in map(SETTLED.match, proc2.stdout.splitlines()) if m}
    ledger = Ledger.open(tmp_path / "ledger.sqlite3")
    try:
        assert ledger.integrity_ok()
        assert unfinished, "the last kill came in the middle of a match"
        assert resumed <= set(unfinished)
        finished_now = [m for m in unfinished if m not in ledger.unfinished_matches()]
        assert finished_now, "the unfinished match was resumed and finished"
        for match in finished_now:
            assert ledger.match_hands(match) == list(range(1, hands + 1))
        # Every hand written agrees with what the app reported when it settled.
        for match, numbers in seen.items():
            rows = {r.number: r for r in ledger.hands() if r.match_id == match}
            for number, chips in numbers.items():
                assert " ".join(f"{c:+d}" for c in rows[number].chips) == chips
        totals = ledger.summary()
        assert sum(p.chips for p in totals.players) == 0
    finally:
        ledger.close()
