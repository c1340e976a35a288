"""The headless command line: `solo-desktop replay`, its refusals, and staying Qt-free."""

from __future__ import annotations

import copy
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from solo_desktop import cli

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "records" / "solo66"
VENV_BIN = Path(sys.executable).parent
BASE: dict[str, Any] = json.loads((RECORDS / "win_plain.json").read_text(encoding="utf-8"))


def run(argv: list[str], stdin_text: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(argv, io.StringIO(stdin_text), out, err)
    return status, out.getvalue(), err.getvalue()


def run_record(data: object) -> tuple[int, str, str]:
    text = data if isinstance(data, str) else json.dumps(data)
    return run(["replay", "-", "--json"], text)


def changed(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


# -- replay --------------------------------------------------------------------------------


def test_replay_json_from_a_file() -> None:
    status, out, err = run(["replay", str(RECORDS / "win_plain.json"), "--json"])
    assert status == 0
    assert err == ""
    assert out.endswith("\n") and out.count("\n") == 1
    assert json.loads(out) == {
        "game": "solo66",
        "status": "settled",
        "declarer": 0,
        "partner": None,
        "contract": "clubs",
        "trump": "clubs",
        "won": True,
        "tricks": [5, 1, 0, 0, 0],
        "points": [90, 40, 0, 0, 0],
        "chips": [360, -90, -90, -90, -90],
        "to_act": None,
        "legal": [],
    }


def test_replay_json_from_stdin() -> None:
    status, out, err = run_record(BASE)
    assert (status, err) == (0, "")
    assert json.loads(out)["chips"] == [360, -90, -90, -90, -90]


def test_replay_text() -> None:
    status, out, err = run(["replay", str(RECORDS / "win_plain.json")])
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "game: solo66"
    assert "status: settled" in lines
    assert "declarer: 0" in lines
    assert "tricks: 5 1 0 0 0" in lines
    assert "points: 90 40 0 0 0" in lines
    assert "chips: +360 -90 -90 -90 -90" in lines
    assert not any(line.startswith("legal:") for line in lines)


def test_replay_text_in_progress_lists_the_legal_actions() -> None:
    status, out, _ = run(["replay", str(RECORDS / "in_progress_must_follow.json")])
    assert status == 0
    lines = out.splitlines()
    assert "status: in_progress" in lines
    assert "to_act: 1" in lines
    assert "legal: play 7C, play QC" in lines


def test_replay_thrown_in() -> None:
    status, out, _ = run(["replay", str(RECORDS / "all_pass_redeal.json"), "--json"])
    assert status == 0
    got = json.loads(out)
    assert got["status"] == "thrown_in"
    assert got["chips"] == [0] * 5


# -- refusals: exit status 2, nothing on stdout, exactly one line on stderr ------------------


def assert_refused(result: tuple[int, str, str], *fragments: str) -> str:
    status, out, err = result
    assert status == 2, err
    assert out == ""
    assert err.endswith("\n")
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("solo-desktop: ")
    for fragment in fragments:
        assert fragment in lines[0]
    return lines[0]


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.json"
    assert_refused(run(["replay", str(path)]), f"cannot read {path}")


def test_directory_instead_of_a_file(tmp_path: Path) -> None:
    assert_refused(run(["replay", str(tmp_path), "--json"]), f"cannot read {tmp_path}")


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("", "not valid JSON"),
        ("[1, 2]", "a deal record must be a JSON object"),
        (changed(format="solo-desktop/deal@9"), "unsupported format 'solo-desktop/deal@9'"),
        (changed(extra=1), "unknown field 'extra'"),
        (changed(game="skat"), "unknown game 'skat'"),
        (changed(players=6), "solo66 is played by 5 players, not 6"),
        (changed(dealer=7), "dealer must be a seat from 0 to 4, not 7"),
        (changed(talon=["8H"]), "talon must hold 2 cards, not 1"),
        (changed(talon=["8H", "AS"]), "talon: AS is dealt twice"),
        (changed(talon=["8H", "Q"]), "talon: not a card: 'Q'"),
        (changed(rules={"stake": 5}), "unknown house rule 'stake'"),
        (changed(rules={"all_pass": "again"}), "house rule 'all_pass' takes one of"),
        (changed(rules={"points_per_chip": 0}), "house rule 'points_per_chip' must be at least 1"),
        (changed(seed=3), "a record gives either 'seed' or 'hands', not both"),
        (changed(hands=None), "missing field 'hands' (or 'seed')"),
        (changed(actions="pass"), "'actions' must be a list of action strings"),
    ],
)
def test_broken_records(data: object, fragment: str) -> None:
    assert_refused(run_record(data), fragment)


def test_wrong_card_count_in_a_hand() -> None:
    hands = copy.deepcopy(BASE["hands"])
    hands[4] = hands[4][:5]
    assert_refused(run_record(changed(hands=hands)), "hand 4 must hold 6 cards, not 5")


def test_illegal_action_names_index_action_seat_and_reason() -> None:
    data = changed(actions=[*BASE["actions"][:8], "play KH", "play QS"])
    line = assert_refused(run_record(data))
    assert line == "solo-desktop: action 8 'play KH' by seat 1 is illegal: must follow spades"


def test_illegal_action_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(changed(actions=["bid hearts", "bid diamonds"])), encoding="utf-8")
    for argv in (["replay", str(path)], ["replay", str(path), "--json"]):
        assert_refused(run(argv), "action 1 'bid diamonds' by seat 1 is illegal")


def test_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'\xff\xfe{"format": 1}')
    assert_refused(run(["replay", str(path), "--json"]), str(path))


def test_illegal_action_with_a_newline_is_still_one_line() -> None:
    assert_refused(run_record(changed(actions=["pass", "bid\nclubs x"])), "action 1")


def test_usage_error_is_one_line_on_the_given_stderr() -> None:
    assert_refused(run(["replay"]))


def test_usage_error_exits_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["replay"])
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert capsys.readouterr().out == ""


# -- the installed script, in a fresh interpreter -------------------------------------------


def test_installed_script_replays_a_record() -> None:
    script = VENV_BIN / "solo-desktop"
    if not script.exists():
        script = ROOT / ".venv" / "bin" / "solo-desktop"
    proc = subprocess.run(
        [str(script), "replay", str(RECORDS / "lose_plain.json"), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    got = json.loads(proc.stdout)
    assert got["chips"] == [-560, 140, 140, 140, 140]
    assert got["won"] is False
    bad = subprocess.run(
        [str(script), "replay", str(RECORDS / "error_must_trump.json"), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.splitlines() == [
        "solo-desktop: action 26 'play 8D' by seat 4 is illegal: must trump"
    ]


def test_headless_modules_do_not_import_qt() -> None:
    code = (
        "import io, sys\n"
        "import solo_desktop.cli, solo_desktop.core.record, solo_desktop.games\n"
        "out = io.StringIO()\n"
        f"status = solo_desktop.cli.main(['replay', {str(RECORDS / 'win_plain.json')!r}, "
        "'--json'], io.StringIO(), out, io.StringIO())\n"
        "assert status == 0, status\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(qt)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONSTARTUP"}
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=ROOT,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
