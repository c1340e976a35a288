"""PyInstaller runtime hook: a windowed app on Windows starts with no standard streams
(``sys.stdout`` and ``sys.stderr`` are None); give it null ones, so that the app's messages
and `--demo`'s hand lines go nowhere instead of raising."""

import os
import sys

if sys.stdout is None:
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
if sys.stderr is None:
    sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
