"""The packaged Linux app, built here with PyInstaller (slow: run by `make package-test` and CI).

The build goes into a temporary folder, so the tests always check a fresh build of the
checkout. The built binary plays a demo hand; every asset and the German translation are
inside the bundle and load from there; the Linux download installs and runs; the desktop
entry and the AppStream metainfo pass their validators."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from solo_desktop.ui import i18n
from tools import build_app

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build"),
]

ROOT = Path(__file__).resolve().parents[2]
BUILDER = ROOT / "tools" / "build_app.py"
GENERATED = ROOT / "build" / "package"
SIZE_LIMIT = 150 * 1024 * 1024


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the app folder: ``dist/solo-desktop/``."""
    out = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    subprocess.run(
        [sys.executable, str(BUILDER), "build", "--dist", str(out), "--work", str(work)],
        check=True,
        timeout=1800,
    )
    return out


@pytest.fixture(scope="module")
def internal(dist: Path) -> Path:
    """The bundle's data folder (PyInstaller's ``sys._MEIPASS``)."""
    return dist / "solo-desktop" / "_internal"


def run_app(exe: Path, data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [str(exe), "--data-dir", str(data_dir), *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )


def test_the_built_app_plays_a_demo_hand(dist: Path, tmp_path: Path) -> None:
    proc = run_app(build_app.executable(dist), tmp_path, "--demo", "1", "--game", "solo66")
    assert proc.returncode == 0, proc.stderr
    assert "match 1 hand 1 settled: " in proc.stdout, proc.stdout
    assert "Traceback" not in proc.stderr, proc.stderr
    assert (tmp_path / "ledger.sqlite3").exists()


def test_the_built_app_plays_in_german(dist: Path, tmp_path: Path) -> None:
    proc = run_app(build_app.executable(dist), tmp_path, "--demo", "1", "--lang", "de")
    assert proc.returncode == 0, proc.stderr
    assert "hand 1 settled: " in proc.stdout, proc.stdout


def test_the_built_app_runs_worker_processes(dist: Path, tmp_path: Path) -> None:
    """Spawned workers (the arena's `--jobs`, the search's helper) start the app's own
    executable: without `freeze_support` they would start another app instead of working."""
    proc = run_app(
        build_app.executable(dist),
        tmp_path,
        "arena",
        "--game",
        "german_solo",
        "--players",
        "normal,normal,normal,normal",
        "--hands",
        "6",
        "--jobs",
        "2",
        "--json",
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["hands"] == 6 and sum(result["chips"]) == 0


def test_the_built_app_hosts_a_table_and_joins_it(dist: Path, tmp_path: Path) -> None:
    """`serve` and `join` from the bundle: QtNetwork and QtWebSockets are inside it."""
    exe = build_app.executable(dist)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    args = ["serve", "--game", "sixty_six", "--seats", "open,normal", "--hands", "1"]
    serve = subprocess.Popen(
        [str(exe), "--data-dir", str(tmp_path / "host"), *args, "--port", "0",
         "--listen", "127.0.0.1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert serve.stdout is not None
        first = serve.stdout.readline().split()  # table CODE at ws://127.0.0.1:PORT/
        assert first[:1] == ["table"], serve.stderr.read() if serve.stderr else ""
        join = run_app(exe, tmp_path / "guest", "join", first[3], "--code", first[1], "--bot",
                       "normal")  # fmt: skip
        assert join.returncode == 0, join.stderr
        assert "hand 1: " in join.stdout
        assert serve.wait(timeout=60) == 0
    finally:
        if serve.poll() is None:
            serve.kill()
            serve.wait(timeout=10)


def test_the_folder_stays_under_150_mb(dist: Path) -> None:
    size = build_app.folder_size(dist / "solo-desktop")
    assert size < SIZE_LIMIT, f"{size / 2**20:.0f} MiB"


def test_no_unused_qt_module_is_bundled(internal: Path) -> None:
    names = {p.name for p in internal.rglob("*")}
    for unused in ("Qt6Quick", "Qt6Qml", "Qt6Pdf", "Qt6WebEngine", "Qt6Multimedia", "Qt63D"):
        assert not any(unused in name for name in names), unused
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]


def test_every_asset_is_in_the_bundle_and_loads(internal: Path) -> None:
    checkout = ROOT / "assets"
    mine = sorted(p.relative_to(checkout) for p in checkout.rglob("*") if p.is_file())
    bundled = sorted(p.relative_to(internal / "assets") for p in (internal / "assets").rglob("*"))
    bundled = [p for p in bundled if (internal / "assets" / p).is_file()]
    assert bundled == mine
    assert len([p for p in mine if p.suffix == ".svg"]) >= 105 + 1  # the cards and the icon
    for rel in mine:
        path = internal / "assets" / rel
        assert path.read_bytes() == (checkout / rel).read_bytes(), rel
        if path.suffix == ".svg":
            assert QSvgRenderer(str(path)).isValid(), rel


def test_the_german_qm_is_bundled_and_says_what_the_ts_says(internal: Path) -> None:
    _app = QApplication.instance() or QApplication([])
    qm = internal / "translations" / "solo_desktop_de.qm"
    translator = QTranslator()
    assert translator.load(str(qm)), qm
    assert translator.translate("Texts", "Clubs") == "Kreuz"
    ts = i18n.TsTranslator(ROOT / "translations" / "solo_desktop_de.ts")
    for (context, source, comment), forms in ts._messages.items():
        for n in (1, 2) if len(forms) > 1 else (-1,):
            expected = ts.translate(context, source, comment or None, n)
            assert translator.translate(context, source, comment or None, n) == expected
    assert not list((internal / "translations").glob("*.ts"))  # compiled only


def test_the_bundle_carries_pyprojects_version(internal: Path) -> None:
    found = [d for d in metadata.distributions(path=[str(internal)]) if d.name == "solo-desktop"]
    assert [d.version for d in found] == [build_app.version()]


def test_the_linux_download_installs_and_runs(dist: Path, tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(BUILDER), "package", "--dist", str(dist)], check=True, timeout=900
    )
    (archive,) = dist.glob("solo-desktop-*-linux-*.tar.gz")
    top = f"solo-desktop-{build_app.version()}"
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
        assert {
            f"{top}/solo-desktop",
            f"{top}/install.sh",
            f"{top}/share/applications/{build_app.APP_ID}.desktop",
            f"{top}/share/metainfo/{build_app.APP_ID}.metainfo.xml",
            f"{top}/share/icons/hicolor/256x256/apps/{build_app.APP_ID}.png",
            f"{top}/share/icons/hicolor/scalable/apps/{build_app.APP_ID}.svg",
        } <= names
        tar.extractall(tmp_path / "unpacked", filter="tar")
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    install = tmp_path / "unpacked" / top / "install.sh"
    subprocess.run([str(install)], check=True, env=env, timeout=300)
    desktop = home / ".local/share/applications" / f"{build_app.APP_ID}.desktop"
    exe = home / ".local/opt/solo-desktop/solo-desktop"
    assert f"Exec={exe}\n" in desktop.read_text(encoding="utf-8")
    proc = run_app(home / ".local/bin/solo-desktop", tmp_path / "data", "--demo", "1")
    assert proc.returncode == 0, proc.stderr
    assert "hand 1 settled: " in proc.stdout
    subprocess.run([str(install), "--uninstall"], check=True, env=env, timeout=300)
    assert not exe.exists() and not desktop.exists()


def test_the_desktop_entry_validates(dist: Path) -> None:
    path = GENERATED / "linux" / f"{build_app.APP_ID}.desktop"
    proc = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


def test_the_metainfo_validates(dist: Path) -> None:
    path = GENERATED / "linux" / f"{build_app.APP_ID}.metainfo.xml"
    proc = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Validation was successful" in proc.stdout
