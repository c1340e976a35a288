"""`solo-desktop --demo N`: the whole app, computer players in every seat, then exit 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "solo_desktop", "--data-dir", str(tmp_path), *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )


def test_demo_plays_the_hands_and_exits_0(tmp_path: Path) -> None:
    proc = _run(["--demo", "20", "--game", "solo66"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr


def test_demo_refuses_bad_arguments_with_one_line(tmp_path: Path) -> None:
    for args in (["--demo", "0"], ["--game", "chess"], ["--game", "solo66", "--players", "3"]):
        proc = _run(args, tmp_path)
        assert proc.returncode == 2
        assert proc.stdout == ""
        assert proc.stderr.count("\n") == 1, proc.stderr
