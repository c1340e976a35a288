"""`solo-desktop arena` through `cli.main`: JSON and text output, bad input, progress bar."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from solo_desktop.cli import main

MIXED = "rule,random,random,random,random"
JSON_KEYS = {
    "game",
    "hands",
    "players",
    "chips",
    "mean",
    "ci95",
    "declarer_win_rate",
    "thrown_in",
    "hands_per_second",
    "decision_ms",
}


class TtyIO(io.StringIO):
    """A text stream that claims to be a terminal."""

    def isatty(self) -> bool:
        return True


def run(*args: str, stderr: io.StringIO | None = None) -> tuple[int, str, str]:
    """Run `solo-desktop arena ARGS`: exit status, standard output, standard error."""
    out = io.StringIO()
    err = stderr if stderr is not None else io.StringIO()
    status = main(["arena", *args], io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def run_json(*args: str) -> dict[str, Any]:
    """Run `arena ARGS --json`, check it succeeded quietly, and parse its one JSON line."""
    status, out, err = run(*args, "--json")
    assert status == 0, err
    assert err == ""
    assert out.endswith("\n") and out.count("\n") == 1
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_json_output_has_the_documented_keys() -> None:
    data = run_json("--game", "solo66", "--players", MIXED, "--hands", "40")
    assert set(data) >= JSON_KEYS
    assert data["game"] == "solo66"
    assert data["hands"] == 40
    assert data["players"] == MIXED.split(",")
    assert len(data["chips"]) == 5 and sum(data["chips"]) == 0
    assert len(data["mean"]) == 5 and len(data["ci95"]) == 5
    for (low, high), mean in zip(data["ci95"], data["mean"], strict=True):
        assert low <= mean <= high
    assert set(data["decision_ms"]) == {"rule", "random"}
    for times in data["decision_ms"].values():
        assert set(times) >= {"median", "p95", "max"}


def test_player_names_may_have_spaces_after_commas() -> None:
    data = run_json(
        "--game", "solo66", "--players", "rule, random,random ,random,random", "--hands", "3"
    )
    assert data["players"] == MIXED.split(",")


def test_same_seed_same_json_and_default_seed_is_zero() -> None:
    base = ("--game", "solo66", "--players", MIXED, "--hands", "60")
    a = run_json(*base, "--seed", "17")
    b = run_json(*base, "--seed", "17")
    c = run_json(*base, "--seed", "18")
    assert a["chips"] == b["chips"]
    assert a["chips"] != c["chips"]
    assert run_json(*base)["chips"] == run_json(*base, "--seed", "0")["chips"]


TIMINGS = {"seconds", "hands_per_second", "decision_ms"}


@pytest.mark.parametrize(
    ("game", "players", "rules"),
    [
        ("solo66", MIXED, []),
        ("six_bid", "rule,random,rule", ["--rule", "variant=progressive", "--rule", "pots=true"]),
    ],
)
def test_jobs_do_not_change_the_result(game: str, players: str, rules: list[str]) -> None:
    base = ("--game", game, "--players", players, "--hands", "80", "--seed", "21", *rules)
    default, one, two = (
        run_json(*base),
        run_json(*base, "--jobs", "1"),
        run_json(*base, "--jobs", "2"),
    )
    assert one["decision_ms"].keys() == two["decision_ms"].keys()
    for data in (default, one, two):
        for key in TIMINGS:
            del data[key]
    assert default == one == two


def test_rules_reach_the_game() -> None:
    base = ("--game", "solo66", "--players", "rule,rule,rule,rule,rule", "--hands", "150")
    default = run_json(*base)
    last_trick = run_json(*base, "--rule", "all_pass=last_trick", "--rule", "last_trick_stake=3")
    assert default["thrown_in"] > 0
    assert last_trick["thrown_in"] == 0
    cheap = run_json(*base, "--rule", "points_per_chip=1000")
    # A score of at most 4 * 130 per hand is at most one chip per defender at 1000 a chip.
    assert all(abs(c) <= 4 * 150 for c in cheap["chips"])
    assert any(abs(c) > 4 * 150 for c in default["chips"])


def test_text_output() -> None:
    status, out, err = run("--game", "solo66", "--players", MIXED, "--hands", "25")
    assert status == 0
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "solo66: 25 hands"
    for seat, name in enumerate(MIXED.split(",")):
        assert any(line.split()[:2] == [str(seat), name] for line in lines)
    assert any(line.startswith("declarer won:") for line in lines)


def test_no_progress_bar_when_stderr_is_not_a_terminal() -> None:
    status, _, err = run("--game", "solo66", "--players", MIXED, "--hands", "300")
    assert status == 0
    assert err == ""


def test_progress_bar_on_a_terminal() -> None:
    tty = TtyIO()
    status, out, err = run(
        "--game", "solo66", "--players", MIXED, "--hands", "300", "--json", stderr=tty
    )
    assert status == 0
    assert "300/300" in err and "\r" in err
    assert "300/300" not in out
    assert json.loads(out)["hands"] == 300


GOOD = {"--game": "solo66", "--players": MIXED, "--hands": "5"}


@pytest.mark.parametrize(
    ("changes", "extra", "needle"),
    [
        ({"--game": "nosuch"}, [], "nosuch"),
        ({"--players": "rule,random,random,random,nosuch"}, [], "nosuch"),
        ({"--players": "rule,random"}, [], "5"),
        ({"--players": "rule,random,random,random,random,random"}, [], "5"),
        ({"--players": "rule,,random,random,random"}, [], "unknown bot"),
        ({"--hands": "0"}, [], "--hands"),
        ({"--hands": "-4"}, [], "--hands"),
        ({}, ["--rule", "nosuch=1"], "nosuch"),
        ({}, ["--rule", "all_pass=maybe"], "all_pass"),
        ({}, ["--rule", "points_per_chip=0"], "points_per_chip"),
        ({}, ["--rule", "points_per_chip=lots"], "points_per_chip"),
        ({}, ["--rule", "hands=true"], "hands"),
        ({}, ["--rule", "all_pass"], "K=V"),
        ({}, ["--rule", "=redeal"], "K=V"),
        ({}, ["--jobs", "0"], "--jobs"),
        ({}, ["--jobs", "-1"], "--jobs"),
        ({}, ["--jobs", "two"], "--jobs"),
    ],
)
@pytest.mark.parametrize("as_json", [False, True])
def test_bad_input_exits_2_with_one_line(
    changes: dict[str, str], extra: list[str], needle: str, as_json: bool
) -> None:
    options = {**GOOD, **changes}
    args = [part for pair in options.items() for part in pair] + extra
    if as_json:
        args.append("--json")
    status, out, err = run(*args)
    assert status == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("solo-desktop: ")
    assert needle in err


def test_unknown_bot_lists_the_known_levels() -> None:
    _, _, err = run(
        "--game", "solo66", "--players", "rule,random,random,random,ace", "--hands", "1"
    )
    assert "random" in err and "rule" in err


def test_unknown_game_lists_the_known_games() -> None:
    _, _, err = run("--game", "skat", "--players", MIXED, "--hands", "1")
    assert "solo66" in err


def test_malformed_number_exits_2_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    # Bad input ends with exit status 2 and one line on standard error (cli.py's docstring),
    # also when argparse itself refuses the value.
    out = io.StringIO()
    err = io.StringIO()
    try:
        status = main(
            ["arena", "--game", "solo66", "--players", MIXED, "--hands", "many"],
            io.StringIO(),
            out,
            err,
        )
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else 1
    captured = capsys.readouterr()
    assert status == 2
    assert out.getvalue() == "" and captured.out == ""
    lines = (err.getvalue() + captured.err).splitlines()
    assert len(lines) == 1, lines
