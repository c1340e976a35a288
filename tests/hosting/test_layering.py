"""The hosted-table logic is Qt-free (DESIGN.md): importing it loads no PySide6."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_hosting_layer_does_not_import_qt() -> None:
    code = (
        "import sys\n"
        "import solo_desktop.hosting.host, solo_desktop.hosting.table\n"
        "import solo_desktop.hosting.client, solo_desktop.hosting.wire\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(qt)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
