"""The app's version. Its one source is ``version`` in pyproject.toml: the installed package's
metadata carries it, and so does the packaged app (its PyInstaller spec copies the metadata).
Qt-free."""

from __future__ import annotations

DISTRIBUTION = "solo-desktop"


def app_version() -> str:
    """The version of the installed app, e.g. ``"0.1.0"`` (``"unknown"`` when not installed)."""
    from importlib import metadata  # 20 ms of imports: not before the window shows

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown"
