"""Starting `serve` and `join` as real processes on loopback, with time limits, and ending
every process a test starts."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

LINE = re.compile(r"^table ([A-Z2-9]{6}) at ws://127\.0\.0\.1:(\d+)/$")


def env() -> dict[str, str]:
    """The environment of a child: headless Qt."""
    e = dict(os.environ)
    e["QT_QPA_PLATFORM"] = "offscreen"
    e.pop("SOLO_DESKTOP_SEARCH_SCALE", None)
    return e


class Proc:
    """A child process whose standard output is read line by line in the background."""

    def __init__(self, args: list[str], module: str = "solo_desktop") -> None:
        self.args = args
        self.p = subprocess.Popen(
            [sys.executable, "-m", module, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env=env(),
        )
        self.lines: list[str] = []
        self._q: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.p.stdout is not None
        for line in self.p.stdout:
            self._q.put(line.rstrip("\n"))
        self._q.put(None)

    def line(self, pattern: str, timeout: float = 30.0) -> re.Match[str]:
        """Wait for an output line matching `pattern` (raises TimeoutError)."""
        rx = re.compile(pattern)
        for seen in self.lines:
            m = rx.search(seen)
            if m:
                return m
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                got = self._q.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            if got is None:
                break
            self.lines.append(got)
            m = rx.search(got)
            if m:
                return m
        raise TimeoutError(f"no line {pattern!r} from {self.args[0]}; got {self.lines[-5:]}")

    def wait(self, timeout: float) -> int:
        """Wait for the exit status; the rest of the output is kept in `lines`."""
        status = self.p.wait(timeout=timeout)
        while True:
            try:
                got = self._q.get(timeout=2)
            except queue.Empty:
                break
            if got is None:
                break
            self.lines.append(got)
        return status

    def stderr(self) -> str:
        """What the process wrote to standard error (after it ended)."""
        assert self.p.stderr is not None
        return self.p.stderr.read() if self.p.poll() is not None else ""

    def end(self) -> None:
        """Kill it if it still runs."""
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait(timeout=10)


class Procs:
    """Every process a test starts; `end_all` kills those still running."""

    def __init__(self) -> None:
        self.all: list[Proc] = []

    def serve(self, *args: str, data: Path) -> tuple[Proc, str, int]:
        """Start `serve` on a free loopback port; (process, code, port)."""
        proc = Proc(
            ["serve", *args, "--port", "0", "--listen", "127.0.0.1", "--data-dir", str(data)]
        )
        self.all.append(proc)
        m = proc.line(r"^table ", timeout=30)
        full = LINE.match(m.string)
        assert full, m.string
        return proc, full.group(1), int(full.group(2))

    def join(self, port: int, code: str, *args: str, data: Path) -> Proc:
        """Start `join` on the table at `port`."""
        proc = Proc(
            ["join", f"ws://127.0.0.1:{port}/", "--code", code, *args, "--data-dir", str(data)]
        )
        self.all.append(proc)
        return proc

    def end_all(self) -> None:
        """Kill whatever still runs."""
        for proc in self.all:
            proc.end()
