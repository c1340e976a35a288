"""Writing files so that a crash never leaves half a file, and keeping damaged files aside."""

from __future__ import annotations

import os
import tempfile
from datetime import datetime
from pathlib import Path


def atomic_write(path: Path, text: str) -> None:
    """Write `text` to `path` all or nothing: a temporary file in the same folder, flushed
    to disk, then renamed over the old one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def move_aside(path: Path) -> Path:
    """Rename a damaged file to `<name>.damaged-<timestamp>` beside it; returns the new path."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, target)
    return target
