"""Render the app icon, ``assets/icon/solo-desktop.svg``, into the files each platform wants.

    .venv/bin/python tools/make_icon.py --out build/package/icons

writes ``solo-desktop-<N>.png`` for N in 16 ... 1024, ``solo-desktop.ico`` (Windows: PNG
images of 16 to 256 pixels) and ``solo-desktop.icns`` (macOS: PNG images of 128 to 1024).
Both containers are simple enough to write by hand: an ICO is a directory of entries pointing
at PNG data, an ICNS a list of typed chunks. Qt renders the SVG offscreen, so no display is
needed. The build script (``tools/build_app.py``) runs this; nothing it writes is committed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icon" / "solo-desktop.svg"
NAME = "solo-desktop"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
"""The ICNS chunk types that hold a PNG, by pixel size."""


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of `size` pixels, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"not a valid SVG: {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # (the stubs want bytes; Qt a str)
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the given PNG images (by size, at most 256 pixels)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an ICO image is 1 to 256 pixels, not {size}")
        side = 0 if size == 256 else size  # 0 means 256
        data = pngs[size]
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(pngs[s] for s in sizes)


def icns(chunks: dict[bytes, bytes]) -> bytes:
    """A macOS .icns holding the given chunks (type, e.g. ``b"ic08"``, to PNG bytes)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in chunks.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out: Path, svg: Path = SVG) -> list[Path]:
    """Write every PNG size, the ICO and the ICNS into `out`; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    written = []
    for size, data in pngs.items():
        path = out / f"{NAME}-{size}.png"
        path.write_bytes(data)
        written.append(path)
    targets = {
        out / f"{NAME}.ico": ico({s: pngs[s] for s in ICO_SIZES}),
        out / f"{NAME}.icns": icns({kind: pngs[s] for kind, s in ICNS_TYPES.items()}),
    }
    for path, data in targets.items():
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Render the icons into ``--out``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "package" / "icons")
    parser.add_argument("--svg", type=Path, default=SVG)
    args = parser.parse_args(argv)
    for path in write_icons(args.out, args.svg):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
