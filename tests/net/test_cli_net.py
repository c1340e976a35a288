"""`serve` and `join` refuse bad options with one line and exit status 2, before opening
anything."""

from __future__ import annotations

import io

import pytest

from solo_desktop.cli import main


def _run(*args: str) -> tuple[int, str]:
    err = io.StringIO()
    status = main(list(args), io.StringIO(), io.StringIO(), err)
    return status, err.getvalue()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--game", "poker"), "unknown game"),
        (("--game", "solo66", "--players", "4"), "solo66 is played by 5 players, not 4"),
        (("--game", "solo66", "--seats", "open,open"), "solo66 is played by 5 players, not 2"),
        (
            ("--game", "six_bid", "--players", "4", "--seats", "open,open,open"),
            "--seats names 3 seats for 4 players",
        ),
        (("--game", "sixty_six", "--seats", "open,genius"), "not 'genius'"),
        (("--game", "sixty_six", "--code", "ABC"), "a code is 6 characters"),
        (("--game", "sixty_six", "--code", "ABCDE0"), "a code is 6 characters"),
        (("--game", "sixty_six", "--hands", "0"), "--hands must be at least 1"),
        (("--game", "solo_whist", "--hands", "3"), "hands"),
        (("--game", "sixty_six", "--rule", "deck=23"), "deck"),
        (("--game", "sixty_six", "--port", "70000"), "--port takes 0 to 65535"),
        (("--game", "sixty_six", "--fill-after", "-1"), "--fill-after must not be negative"),
    ],
)
def test_serve_refuses_bad_options(tmp_path, args, message):
    status, err = _run("serve", *args, "--data-dir", str(tmp_path))
    assert status == 2
    assert err.startswith("solo-desktop: ") and message in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("http://127.0.0.1:47066/", "--code", "K7QM2X"), "the address is ws://HOST:PORT/"),
        (("ws://127.0.0.1:47066/", "--code", "K7QM"), "a code is 6 characters"),
        (("ws://127.0.0.1:47066/", "--code", "K7QM2X", "--bot", "genius"), "--bot takes one of"),
        (("ws://127.0.0.1:47066/", "--code", "K7QM2X", "--name", " "), "a name has 1 to 24"),
    ],
)
def test_join_refuses_bad_options(tmp_path, args, message):
    status, err = _run("join", *args, "--data-dir", str(tmp_path))
    assert status == 2
    assert message in err
