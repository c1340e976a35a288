"""The card art: every SVG exists, loads, draws something in the right colours, uses no
fonts, and matches what ``tools/make_cards.py`` generates."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from solo_desktop import assets

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "assets" / "cards"
GENERATOR = ROOT / "tools" / "make_cards.py"

CARD_NAMES = [rank + suit for suit in assets.SUITS for rank in assets.RANKS]
FACES = [(name, four) for four in (False, True) for name in CARD_NAMES]
BACKS = [assets.card_back_svg(colour) for colour in assets.CARD_BACKS]
ALL_FILES = [assets.card_svg(name, four) for name, four in FACES] + BACKS

# The rendered size: 0.4 of the 250 x 350 view box.
W, H = 100, 140

Pixel = tuple[int, int, int]


def render(path: Path) -> list[Pixel]:
    """Render an SVG onto white and return the (r, g, b) pixels inside the card border."""
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, W, H))
    painter.end()
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    line = image.bytesPerLine()
    data = bytes(image.constBits())
    pixels: list[Pixel] = []
    for y in range(3, H - 3):
        row = data[y * line : y * line + W * 3]
        pixels.extend((row[i], row[i + 1], row[i + 2]) for i in range(9, len(row) - 9, 3))
    return pixels


def is_ink(p: Pixel) -> bool:
    """Anything clearly darker than the white card."""
    return min(p) < 200


def is_red(p: Pixel) -> bool:
    """Hearts red (and the standard diamonds)."""
    r, g, b = p
    return r > 150 and g < 90 and b < 90


def is_green(p: Pixel) -> bool:
    """Four-colour clubs."""
    r, g, b = p
    return g > 100 and r < 80 and b < 110


def is_orange(p: Pixel) -> bool:
    """Four-colour diamonds."""
    r, g, b = p
    return r > 200 and 90 < g < 160 and b < 70


def is_dark(p: Pixel) -> bool:
    """Black clubs and spades."""
    return max(p) < 70


@pytest.fixture(scope="module")
def app() -> QApplication:
    """A Qt application for rendering (offscreen: see tests/conftest.py)."""
    instance = QApplication.instance()
    if isinstance(instance, QApplication):
        return instance
    return QApplication([])


def test_there_are_107_distinct_card_files() -> None:
    assert len(set(ALL_FILES)) == 104 + len(assets.CARD_BACKS)
    missing = [str(p) for p in ALL_FILES if not p.is_file()]
    assert missing == []
    on_disk = sorted(p.relative_to(CARDS) for p in CARDS.rglob("*.svg"))
    assert on_disk == sorted(p.relative_to(CARDS) for p in ALL_FILES)


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_svg_is_font_free_with_the_card_view_box(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 250 350"
    tags = {element.tag.rsplit("}", 1)[-1] for element in root.iter()}
    assert not tags & {"text", "tspan", "textPath", "font", "image"}


@pytest.mark.parametrize(("name", "four_colour"), FACES, ids=lambda v: str(v))
def test_face_renders_in_its_suit_colour(app: QApplication, name: str, four_colour: bool) -> None:
    pixels = render(assets.card_svg(name, four_colour))
    ink = sum(map(is_ink, pixels))
    assert ink > 0.03 * len(pixels), f"{name} looks blank: {ink} of {len(pixels)}"
    suit = name[1]
    counts = {
        "red": sum(map(is_red, pixels)),
        "green": sum(map(is_green, pixels)),
        "orange": sum(map(is_orange, pixels)),
        "dark": sum(map(is_dark, pixels)),
    }
    expected = {"C": "green" if four_colour else "dark", "S": "dark", "H": "red"}
    expected["D"] = "orange" if four_colour else "red"
    assert counts[expected[suit]] > 40, (name, counts)
    if name[0] not in "KQJ":  # spot cards and aces show nothing but their suit colour
        for colour in {"red", "green", "orange"} - {expected[suit]}:
            assert counts[colour] == 0, (name, colour, counts)


def test_back_renders_a_dark_blue_pattern(app: QApplication) -> None:
    pixels = render(assets.card_back_svg())
    blue = sum(1 for r, g, b in pixels if b > 70 and b > r + 30 and b > g + 15)
    assert blue > 0.5 * len(pixels)


def test_red_and_green_backs_are_red_and_green(app: QApplication) -> None:
    red = render(assets.card_back_svg("red"))
    assert sum(1 for r, g, b in red if r > g + 30 and r > b + 20) > 0.5 * len(red)
    green = render(assets.card_back_svg("green"))
    assert sum(1 for r, g, b in green if g > r + 20 and g > b + 10) > 0.5 * len(green)
    with pytest.raises(ValueError, match="no card back"):
        assets.card_back_svg("purple")


def test_generator_reproduces_the_committed_files(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(GENERATOR), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    fresh = {p.relative_to(tmp_path): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    committed = {p.relative_to(CARDS): p.read_bytes() for p in CARDS.rglob("*") if p.is_file()}
    assert sorted(fresh) == sorted(committed)
    drifted = [str(name) for name, data in fresh.items() if committed[name] != data]
    assert drifted == [], "run tools/make_cards.py and commit assets/cards/"


def test_asset_path_in_a_checkout() -> None:
    assert assets.asset_path("cards", "back.svg") == CARDS / "back.svg"
    assert assets.card_svg("TC") == CARDS / "standard" / "TC.svg"
    assert assets.card_svg("QS", four_colour=True) == CARDS / "four_colour" / "QS.svg"


def test_asset_path_when_frozen_by_pyinstaller(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.card_back_svg() == tmp_path / "assets" / "cards" / "back.svg"
    assert assets.card_svg("2H") == tmp_path / "assets" / "cards" / "standard" / "2H.svg"


@pytest.mark.parametrize("bad", ["", "T", "1C", "TX", "tc", "10C", "TCS"])
def test_card_svg_rejects_what_is_not_a_card_name(bad: str) -> None:
    with pytest.raises(ValueError, match="card name"):
        assets.card_svg(bad)


def test_assets_module_does_not_import_qt() -> None:
    code = (
        "import sys, solo_desktop.assets; "
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
