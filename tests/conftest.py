"""Test setup shared by every test: Qt runs offscreen, so tests need no display; hypothesis
has no per-example deadline (the machine may be busy) and is derandomised under CI, so that a
CI run is reproducible."""

from __future__ import annotations

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("dev", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
