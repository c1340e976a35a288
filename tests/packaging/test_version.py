"""One version, pyproject's: the installed metadata carries it, Help > About shows it, and the
Linux metainfo is written with it."""

from __future__ import annotations

import datetime as dt
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from pytestqt.qtbot import QtBot

from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings
from solo_desktop.ui.main_window import MainWindow
from solo_desktop.version import app_version
from tools import build_app

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "packaging" / "linux" / f"{build_app.APP_ID}.metainfo.xml.in"


def pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def test_the_app_reads_pyprojects_version() -> None:
    assert app_version() == pyproject_version() == build_app.version()


def test_about_shows_the_version(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(Settings(speed="instant"), Paths.resolve(tmp_path).ensure(), seed=1)
    qtbot.addWidget(window)
    text = window.about_text()
    assert text.startswith("Solo Desktop: Solo 66")
    assert text.endswith(f"Solo Desktop {pyproject_version()}")


def test_metainfo_gets_the_version_day_and_homepage() -> None:
    text = build_app.metainfo(TEMPLATE.read_text(encoding="utf-8"), dt.date(2030, 5, 17))
    root = ET.fromstring(text)
    release = root.find("releases/release")
    assert release is not None
    assert release.get("version") == pyproject_version()
    assert release.get("date") == "2030-05-17"
    assert root.findtext("url[@type='homepage']") == build_app.homepage()
    images = [e.text or "" for e in root.iter("image")]
    assert images
    for image in images:
        assert image.startswith(build_app.homepage() + f"/raw/v{pyproject_version()}/")
        assert (ROOT / image.split(f"/raw/v{pyproject_version()}/", 1)[1]).is_file(), image
