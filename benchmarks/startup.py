"""How fast the first window shows, against a bare PySide6 window in the same run.

- Window: under Xvfb (started here on a free display when `DISPLAY` is unset; Debian's `xvfb`
  and `xdotool`: `apt-get install xvfb xdotool`), the app (`python -m solo_desktop` with a data
  folder of its own, so no resume offer) and a minimal PySide6 program (`QApplication` and one
  shown `QWidget`) start in turn: one warm-up each, then `--starts` (5) each. A start's time is
  from `Popen` until `xdotool search --onlyvisible --pid PID` finds a visible window (polled
  every 5 ms). Reported: both medians, their ratio (target at most 1.5) and the app's resident
  memory 2 s after its window showed (target at most 90 MiB).
- Headless commands: `replay` of a deal record and `arena --hands 1`, against `python -c
  "import solo_desktop.games"` (an interpreter and the rules core), time to exit, the same way
  (target: each at most 1.5 times that).

Run: `make bench-startup` (or `.venv/bin/python benchmarks/startup.py [--starts N] [--json]`).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RATIO_TARGET = 1.5
RSS_TARGET_MIB = 90.0
HEADLESS_TARGET = 1.5

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget()
w.resize(640, 480)
w.show()
sys.exit(app.exec())
"""

RECORD = {
    "format": "solo-desktop/deal@1",
    "game": "solo_whist",
    "players": 4,
    "rules": {},
    "dealer": 0,
    "seed": 7,
    "actions": [],
}


def _env(display: str | None) -> dict[str, str]:
    """The children's environment: bytecode caches written and used, as on a player's machine
    (an installed package and the bundle carry them; PYTHONDONTWRITEBYTECODE would make every
    start compile every module)."""
    env = dict(os.environ)
    for name in ("PYTHONDONTWRITEBYTECODE", "SOLO_DESKTOP_SEARCH_SCALE", "DISPLAY"):
        env.pop(name, None)
    if display is not None:
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    return env


def _visible(pid: int, env: dict[str, str]) -> bool:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        capture_output=True,
        text=True,
        env=env,
    )
    return bool(found.stdout.strip())


def _rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


RETRIES = [0]
"""Starts begun again because the X server refused the connection (Xvfb does, now and then)."""


def time_window(
    args: list[str], env: dict[str, str], rss_after: float = 0.0
) -> tuple[float, float]:
    """Milliseconds until the process shows a window; its RSS `rss_after` s later (MiB).
    A start that could not connect to the X server is begun again (up to 3 times)."""
    for _ in range(3):
        try:
            return _time_window(args, env, rss_after)
        except ConnectionError:
            RETRIES[0] += 1
    return _time_window(args, env, rss_after)


def _time_window(args: list[str], env: dict[str, str], rss_after: float) -> tuple[float, float]:
    t0 = time.perf_counter()
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        while not _visible(proc.pid, env):
            if proc.poll() is not None:
                why = proc.stderr.read().decode() if proc.stderr else ""
                if "could not connect to display" in why:
                    raise ConnectionError(why)
                raise RuntimeError(f"{args} ended before showing a window: {why}")
            if time.perf_counter() - t0 > 60:
                raise TimeoutError(f"{args} showed no window in 60 s")
            time.sleep(0.005)
        ms = (time.perf_counter() - t0) * 1000
        rss = 0.0
        if rss_after:
            time.sleep(rss_after)
            rss = _rss_mib(proc.pid)
        return ms, rss
    finally:
        proc.kill()
        proc.wait()


def time_exit(args: list[str]) -> float:
    """Milliseconds until the command has exited (status 0)."""
    t0 = time.perf_counter()
    subprocess.run(args, check=True, env=_env(None), stdout=subprocess.DEVNULL, cwd=ROOT)
    return (time.perf_counter() - t0) * 1000


def _alternate(runs: dict[str, Callable[[], float]], starts: int) -> dict[str, list[float]]:
    """One warm-up each, then `starts` rounds, each taking every run once in turn."""
    for run in runs.values():
        run()
    out: dict[str, list[float]] = {k: [] for k in runs}
    for _ in range(starts):
        for k, run in runs.items():
            out[k].append(run())
    return out


class Xvfb:
    """A virtual screen on a free display, or the one in `DISPLAY`."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        self.display = os.environ.get("DISPLAY", "")
        if self.display:
            return
        if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
            raise SystemExit("bench-startup needs Xvfb and xdotool: apt-get install xvfb xdotool")
        for n in range(90, 120):
            if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
                self.display = f":{n}"
                break
        self.proc = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        env = dict(os.environ, DISPLAY=self.display)
        while subprocess.run(
            ["xdotool", "getdisplaygeometry"], env=env, capture_output=True
        ).returncode:
            if time.monotonic() > deadline:
                raise SystemExit("Xvfb did not start")
            time.sleep(0.05)

    def close(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait()


def main(argv: list[str] | None = None) -> int:
    """Measure, print the figures (or JSON), exit 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    py = sys.executable
    screen = Xvfb()
    tmp = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    try:
        env = _env(screen.display)
        data = tmp / "data"
        app = [py, "-m", "solo_desktop", "--data-dir", str(data)]
        rss: list[float] = []

        def app_run() -> float:
            shutil.rmtree(data, ignore_errors=True)  # no autosave: no resume question
            ms, mib = time_window(app, env, rss_after=2.0)
            rss.append(mib)
            return ms

        windows = _alternate(
            {"app": app_run, "bare": lambda: time_window([py, "-c", BARE], env)[0]},
            args.starts,
        )
        rss = rss[1:]  # not the warm-up's
        record = tmp / "hand.json"
        record.write_text(json.dumps(RECORD))
        headless = _alternate(
            {
                "core": lambda: time_exit([py, "-c", "import solo_desktop.games"]),
                "replay": lambda: time_exit([py, "-m", "solo_desktop", "replay", str(record)]),
                "arena": lambda: time_exit(
                    [
                        py,
                        "-m",
                        "solo_desktop",
                        "arena",
                        "--game",
                        "solo_whist",
                        "--hands",
                        "1",
                        "--players",
                        "normal,normal,normal,normal",
                    ]
                ),
            },
            args.starts,
        )
    finally:
        screen.close()
        shutil.rmtree(tmp, ignore_errors=True)
    med = {k: statistics.median(v) for k, v in {**windows, **headless}.items()}
    figures = {
        "app_ms": med["app"],
        "bare_ms": med["bare"],
        "ratio": med["app"] / med["bare"],
        "app_rss_mib": statistics.median(rss),
        "core_ms": med["core"],
        "replay_ms": med["replay"],
        "replay_ratio": med["replay"] / med["core"],
        "arena_ms": med["arena"],
        "arena_ratio": med["arena"] / med["core"],
        "starts": args.starts,
        "x_retries": RETRIES[0],
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    f = figures
    print(f"first window ({args.starts} starts after a warm-up, medians): "
          f"app {f['app_ms']:.0f} ms, bare PySide6 window {f['bare_ms']:.0f} ms: {f['ratio']:.2f}x "
          f"(target at most {RATIO_TARGET})")  # fmt: skip
    print(f"app resident 2 s after its window showed: {f['app_rss_mib']:.0f} MiB "
          f"(target at most {RSS_TARGET_MIB:.0f} MiB)")  # fmt: skip
    print(f"headless, to exit: interpreter + rules core {f['core_ms']:.0f} ms; replay "
          f"{f['replay_ms']:.0f} ms ({f['replay_ratio']:.2f}x); arena --hands 1 "
          f"{f['arena_ms']:.0f} ms ({f['arena_ratio']:.2f}x) (target at most "
          f"{HEADLESS_TARGET}x)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
