"""Build Solo Desktop as an installable app with PyInstaller (``packaging/solo-desktop.spec``).

    .venv/bin/python tools/build_app.py build     # the app folder: dist/solo-desktop/
    .venv/bin/python tools/build_app.py smoke     # run it once: --demo 1, offscreen
    .venv/bin/python tools/build_app.py package   # the download for this platform, in dist/
    .venv/bin/python tools/build_app.py all       # the three in a row (`make package`)

``build`` first compiles the translations (``pyside6-lrelease``), renders the icons
(``tools/make_icon.py``) and writes the Linux metainfo with pyproject's version, into
``build/package/``, then runs PyInstaller. ``package`` makes, on Linux, a ``.tar.gz`` of the
folder with a ``.desktop`` file, the metainfo, the icons and ``install.sh``; on Windows an
installer with Inno Setup (``iscc``); on macOS a ``.dmg`` of ``Solo Desktop.app``
(``hdiutil``). It runs on each platform's own machine: PyInstaller does not cross-build.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "solo-desktop.spec"
APP_ID = "org.solodesktop.SoloDesktop"
NAME = "solo-desktop"
MAC_APP = "Solo Desktop.app"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor icon sizes a Linux download installs."""


def project() -> dict[str, object]:
    """The ``[project]`` table of pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        table: dict[str, object] = tomllib.load(f)["project"]
    return table


def version() -> str:
    """pyproject's version: the one place it is written."""
    return str(project()["version"])


def homepage() -> str:
    """pyproject's Homepage URL."""
    urls = project().get("urls")
    assert isinstance(urls, dict), "pyproject.toml needs [project.urls] Homepage"
    return str(urls["Homepage"])


def metainfo(template: str, day: dt.date) -> str:
    """The AppStream metainfo: the template with the version, day and homepage filled in."""
    text = (
        template.replace("@VERSION@", version())
        .replace("@DATE@", day.isoformat())
        .replace("@HOMEPAGE@", homepage())
    )
    assert "@" not in text.split("-->", 1)[1], "a placeholder is left in the metainfo"
    return text


def executable(dist: Path) -> Path:
    """The built app's executable in `dist` (inside the .app bundle on macOS)."""
    if sys.platform == "darwin":
        return dist / MAC_APP / "Contents" / "MacOS" / NAME
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def _tool(name: str) -> str:
    """A console tool installed beside this interpreter (PySide6's, in the venv)."""
    here = Path(sys.executable).parent
    found = shutil.which(name, path=str(here)) or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install the project (pip install -e '.[package]')")
    return found


def _run(cmd: Sequence[str | Path]) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True)


def prepare(generated: Path) -> None:
    """Write what the spec takes: the .qm translations, the icons, the Linux metadata."""
    if generated.exists():
        shutil.rmtree(generated)
    qm_dir = generated / "translations"
    qm_dir.mkdir(parents=True)
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        # -nounfinished: like the app's .ts reader, an unfinished message stays English.
        _run([_tool("pyside6-lrelease"), "-nounfinished", ts, "-qm", qm_dir / f"{ts.stem}.qm"])
    _run([sys.executable, ROOT / "tools" / "make_icon.py", "--out", generated / "icons"])
    linux = generated / "linux"
    linux.mkdir()
    template = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml.in"
    text = metainfo(template.read_text(encoding="utf-8"), dt.datetime.now(dt.UTC).date())
    (linux / f"{APP_ID}.metainfo.xml").write_text(text, encoding="utf-8")
    shutil.copy2(ROOT / "packaging" / "linux" / f"{APP_ID}.desktop", linux)


def build(dist: Path, work: Path) -> Path:
    """Build the app folder into `dist` (PyInstaller's work files in `work`); returns it."""
    prepare(ROOT / "build" / "package")
    for old in (dist / NAME, dist / MAC_APP):
        if old.exists():
            shutil.rmtree(old)
    _run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            dist,
            "--workpath",
            work,
            SPEC,
        ]
    )
    exe = executable(dist)
    if not exe.exists():
        raise SystemExit(f"PyInstaller made no {exe}")
    print(f"built {exe} ({folder_size(dist / NAME) / 1e6:.0f} MB)")
    return exe


def folder_size(folder: Path) -> int:
    """The bytes of every file under `folder` (symbolic links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def smoke(dist: Path) -> None:
    """Start the built app once: one demo hand of Solo 66, offscreen, in a throw-away folder."""
    exe = executable(dist)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as data:
        cmd = [str(exe), "--demo", "1", "--game", "solo66", "--data-dir", data]
        print("+", " ".join(str(c) for c in cmd), flush=True)
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    print(proc.stdout, end="")
    print(proc.stderr, end="", file=sys.stderr)
    if proc.returncode != 0:
        raise SystemExit(f"the built app exited with {proc.returncode}")
    if "hand 1 settled:" not in proc.stdout:
        # A windowed Windows app may have no standard output to show: the exit status counts.
        if sys.platform != "win32":
            raise SystemExit("the built app played no hand")
        print("note: no hand line on standard output (windowed app); exit status 0")
    print("smoke test passed")


def package(dist: Path) -> Path:
    """The download for this platform, in `dist`; returns its path."""
    if sys.platform.startswith("linux"):
        return package_linux(dist)
    if sys.platform == "win32":
        return package_windows(dist)
    if sys.platform == "darwin":
        return package_macos(dist)
    raise SystemExit(f"no package for {sys.platform}")


def _arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def package_linux(dist: Path) -> Path:
    """``solo-desktop-<version>-linux-<arch>.tar.gz``: the app folder, desktop entry,
    metainfo, icons and ``install.sh`` under one top folder."""
    top = f"{NAME}-{version()}"
    out = dist / f"{top}-linux-{_arch()}.tar.gz"
    generated = ROOT / "build" / "package"
    extra = {
        "install.sh": ROOT / "packaging" / "linux" / "install.sh",
        f"share/applications/{APP_ID}.desktop": generated / "linux" / f"{APP_ID}.desktop",
        f"share/metainfo/{APP_ID}.metainfo.xml": generated / "linux" / f"{APP_ID}.metainfo.xml",
        f"share/icons/hicolor/scalable/apps/{APP_ID}.svg": ROOT
        / "assets"
        / "icon"
        / "solo-desktop.svg",
    }
    for size in PNG_SIZES:
        extra[f"share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png"] = (
            generated / "icons" / f"solo-desktop-{size}.png"
        )
    with tarfile.open(out, "w:gz") as tar:
        tar.add(dist / NAME, arcname=top)
        for name, path in extra.items():
            tar.add(path, arcname=f"{top}/{name}")
    print(f"packaged {out} ({out.stat().st_size / 1e6:.0f} MB)")
    return out


def _iscc() -> str:
    found = shutil.which("iscc")
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        candidate = Path(base or "") / "Inno Setup 6" / "ISCC.exe"
        if found is None and base and candidate.exists():
            found = str(candidate)
    if found is None:
        raise SystemExit("Inno Setup's iscc not found (choco install innosetup)")
    return found


def package_windows(dist: Path) -> Path:
    """``SoloDesktop-<version>-windows-setup.exe``, made by Inno Setup."""
    _run(
        [
            _iscc(),
            f"/DAppVersion={version()}",
            f"/DSourceDir={(dist / NAME).resolve()}",
            f"/DIconFile={(ROOT / 'build' / 'package' / 'icons' / 'solo-desktop.ico').resolve()}",
            f"/DOutputDir={dist.resolve()}",
            ROOT / "packaging" / "windows" / "solo-desktop.iss",
        ]
    )
    out = dist / f"SoloDesktop-{version()}-windows-setup.exe"
    print(f"packaged {out}")
    return out


def package_macos(dist: Path) -> Path:
    """``SoloDesktop-<version>-macos-<arch>.dmg``: the .app and a link to /Applications."""
    out = dist / f"SoloDesktop-{version()}-macos-{_arch()}.dmg"
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / "Solo Desktop"
        stage.mkdir()
        shutil.copytree(dist / MAC_APP, stage / MAC_APP, symlinks=True)
        (stage / "Applications").symlink_to("/Applications")
        out.unlink(missing_ok=True)
        _run(
            [
                "hdiutil",
                "create",
                "-volname",
                "Solo Desktop",
                "-srcfolder",
                stage,
                "-ov",
                "-format",
                "UDZO",
                out,
            ]
        )
    print(f"packaged {out}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Build, smoke-test and package the app."""
    parser = argparse.ArgumentParser(description="Build the installable app of Solo Desktop.")
    parser.add_argument("step", choices=["build", "smoke", "package", "all"])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (dist)")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's files"
    )
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    if args.step in ("build", "all"):
        build(dist, args.work.resolve())
    if args.step in ("smoke", "all"):
        smoke(dist)
    if args.step in ("package", "all"):
        package(dist)
    return 0


if __name__ == "__main__":
    sys.exit(main())
