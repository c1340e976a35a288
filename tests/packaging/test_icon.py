"""The app icon: the SVG draws with shapes only, and ``tools/make_icon.py`` turns it into PNGs,
an ICO and an ICNS whose every image is a PNG of the size its entry claims."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tools import make_icon

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    _app = QApplication.instance() or QApplication([])
    out = tmp_path_factory.mktemp("icons")
    make_icon.write_icons(out)
    return out


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_MAGIC)
    image = QImage.fromData(data)
    assert not image.isNull()
    return image.width(), image.height()


def test_the_svg_uses_no_text_or_fonts() -> None:
    root = ET.parse(make_icon.SVG).getroot()
    tags = {element.tag.rsplit("}", 1)[-1] for element in root.iter()}
    assert not tags & {"text", "tspan", "font", "image", "use"}, tags


def test_every_png_size_is_rendered_and_not_blank(icons: Path) -> None:
    for size in make_icon.PNG_SIZES:
        data = (icons / f"solo-desktop-{size}.png").read_bytes()
        assert png_size(data) == (size, size)
    image = QImage(str(icons / "solo-desktop-256.png"))
    assert image.pixelColor(128, 128).alpha() == 255  # the table and cards are opaque
    assert image.pixelColor(0, 0).alpha() == 0  # the corners are transparent


def test_ico_holds_a_png_per_size(icons: Path) -> None:
    data = (icons / "solo-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (planes, bits) == (1, 32)
        side = w or 256
        assert png_size(data[offset : offset + length]) == (side, h or 256)
        sizes.append(side)
    assert sizes == sorted(make_icon.ICO_SIZES)


def test_icns_holds_the_retina_pngs(icons: Path) -> None:
    data = (icons / "solo-desktop.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    found = {}
    pos = 8
    while pos < len(data):
        kind = data[pos : pos + 4]
        (length,) = struct.unpack_from(">I", data, pos + 4)
        found[kind] = png_size(data[pos + 8 : pos + length])
        pos += length
    assert pos == len(data)
    assert found == {kind: (s, s) for kind, s in make_icon.ICNS_TYPES.items()}
