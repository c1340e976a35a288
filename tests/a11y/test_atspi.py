"""End to end through the real accessibility bus: the app under Xvfb with AT-SPI on, read and
driven by `atspi_probe.py` in the system Python (pyatspi), as a screen reader would.

Debian: `apt-get install xvfb xauth dbus at-spi2-core python3-pyatspi` (.ci/run does). Where
those are missing the test is skipped with the reason, except where
SOLO_DESKTOP_REQUIRE_ATSPI=1 (CI): there a missing bus is a failure."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")
REQUIRED = os.environ.get("SOLO_DESKTOP_REQUIRE_ATSPI") == "1"


def missing() -> str | None:
    """Why the accessibility bus cannot be had here (None: it can)."""
    for tool in ("xvfb-run", "xauth", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install xvfb xauth dbus)"
    if not LAUNCHER.exists():
        return "at-spi2-core is not installed (no at-spi-bus-launcher)"
    probe = (
        subprocess.run(
            [str(SYSTEM_PYTHON), "-c", "import pyatspi"], capture_output=True, check=False
        )
        if SYSTEM_PYTHON.exists()
        else None
    )
    if probe is None or probe.returncode != 0:
        return "the system Python has no pyatspi (apt-get install python3-pyatspi)"
    return None


SCRIPT = """
set -u
trap 'kill $(jobs -p) 2>/dev/null' EXIT
unset QT_QPA_PLATFORM
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
{launcher} --launch-immediately &
sleep 0.5
{python} -m solo_desktop --data-dir {data} --game solo66 --lang en &
{system_python} {probe} 90
"""


def test_a_screen_reader_reads_the_cards_and_the_bids_and_plays_a_card(tmp_path: Path) -> None:
    why = missing()
    if why is not None:
        if REQUIRED:
            pytest.fail(f"SOLO_DESKTOP_REQUIRE_ATSPI=1, but {why}")
        pytest.skip(why)
    script = tmp_path / "run.sh"
    script.write_text(
        SCRIPT.format(
            launcher=LAUNCHER,
            python=sys.executable,
            data=tmp_path / "data",
            system_python=SYSTEM_PYTHON,
            probe=HERE / "atspi_probe.py",
        )
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "dbus-run-session", "--", "bash",
         str(script)],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
        check=False,
    )  # fmt: skip
    said = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    errors = [s["error"] for s in said if "error" in s]
    assert not errors and done.returncode == 0, (errors, done.stdout[-2000:], done.stderr[-2000:])
    buttons = next(s["buttons"] for s in said if "buttons" in s)
    assert "Pass" in buttons and any(b.startswith("Bid ") for b in buttons)
    cards = next(s["cards"] for s in said if "cards" in s)
    assert len(cards) >= 6 and all(" of " in c for c in cards)  # "Queen of spades, playable"
    played = next(s["played"] for s in said if "played" in s)
    assert played.endswith(", playable")
