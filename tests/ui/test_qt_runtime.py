"""The Qt binding the project installs does not crash the interpreter at exit.

PySide6 6.12.0 with Python 3.11 drops a reference to None on every signal emission; after a
few dozen emissions the interpreter aborts while finalising (exit status 134), which would
turn every clean quit and every `--demo` run into a crash. pyproject.toml excludes it.
"""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
from PySide6.QtCore import QCoreApplication, QObject, Signal
app = QCoreApplication([])
class Source(QObject):
    changed = Signal(int, str)
source = Source()
source.changed.connect(lambda n, s: None)
for n in range(2000):
    source.changed.emit(n, "play TC")
print("done")
"""


def test_many_signal_emissions_then_a_clean_exit() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=60
    )
    assert proc.stdout.strip() == "done"
    assert proc.returncode == 0, proc.stderr[-500:]
