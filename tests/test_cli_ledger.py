"""`solo-desktop ledger`: totals across sessions as text, JSON and CSV, without Qt."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

from solo_desktop import cli
from solo_desktop.core.game import Outcome, Settlement, Status
from solo_desktop.core.record import loads
from solo_desktop.model.ledger import Ledger

RECORD = Path(__file__).parent / "records" / "solo66" / "win_plain.json"
SEATS = [("You", None), ("Anna", "rule"), ("Bernd", "rule"), ("Clara", "rule"), ("David", "rule")]


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(argv, io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def fill(folder: Path) -> None:
    ledger = Ledger.open(folder)
    record = loads(RECORD.read_text(encoding="utf-8"))
    for chips in ((8, -2, -2, -2, -2), (-4, 1, 1, 1, 1)):
        match = ledger.begin_match("solo66", {}, SEATS, 1)
        outcome = Outcome(
            Status.SETTLED, 0, None, "clubs", "clubs", chips[0] > 0, (6, 0, 0, 0, 0),
            (130, 0, 0, 0, 0), Settlement(chips), None, (),
        )  # fmt: skip
        ledger.record_hand(match, 1, record, outcome)
        ledger.end_match(match)
    ledger.close()


def test_json_totals(tmp_path: Path) -> None:
    fill(tmp_path)
    status, out, err = run(["ledger", "--data-dir", str(tmp_path), "--json"])
    assert status == 0, err
    data = json.loads(out)
    assert data["hands"] == 2 and data["matches"] == 2
    chips = {p["name"]: (p["chips"], p["hands"]) for p in data["players"]}
    assert chips["You"] == (4, 2)
    assert chips["Anna"] == (-1, 2)
    assert data["games"] == {"solo66": {"hands": 2, "matches": 2}}


def test_csv_and_text(tmp_path: Path) -> None:
    fill(tmp_path)
    status, out, _ = run(["ledger", "--data-dir", str(tmp_path), "--csv"])
    assert status == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    you = next(r for r in rows if r["player"] == "You")
    assert you == {"game": "solo66", "player": "You", "kind": "person", "chips": "4",
                   "hands": "2", "matches": "2"}  # fmt: skip
    status, out, _ = run(["--data-dir", str(tmp_path), "ledger"])
    assert status == 0 and out.startswith("2 hands in 2 matches")


def test_empty_ledger_is_all_zeros_and_creates_nothing(tmp_path: Path) -> None:
    status, out, _ = run(["ledger", "--data-dir", str(tmp_path / "new"), "--json"])
    assert status == 0
    assert json.loads(out) == {"hands": 0, "matches": 0, "players": [], "games": {}}
    assert not (tmp_path / "new").exists()


def test_json_and_csv_together_is_a_usage_error(tmp_path: Path) -> None:
    status, out, err = run(["ledger", "--json", "--csv"])
    assert status == 2 and out == "" and err.count("\n") == 1


def test_ledger_command_does_not_load_qt(tmp_path: Path) -> None:
    fill(tmp_path)
    code = (
        "import sys; from solo_desktop import cli; "
        f"cli.main(['ledger', '--data-dir', {str(tmp_path)!r}, '--json']); "
        "assert 'PySide6' not in sys.modules, 'Qt was imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=60)
