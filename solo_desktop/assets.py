"""Where the bundled assets (card art, icons) live, in a checkout and in a frozen app.

Every asset is found through :func:`asset_path`, so the one place that knows about
PyInstaller's ``sys._MEIPASS`` is this module. It never imports Qt.
"""

from __future__ import annotations

import sys
from pathlib import Path

RANKS = "AKQJT98765432"
SUITS = "CSHD"


def assets_root() -> Path:
    """The top-level ``assets/`` folder: under ``sys._MEIPASS`` when frozen, else the checkout's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and isinstance(bundle, str):
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """The path of an asset given its parts below ``assets/``, e.g. ``("cards", "back.svg")``."""
    return assets_root().joinpath(*parts)


def card_svg(card_text: str, four_colour: bool = False) -> Path:
    """The SVG face of a card named like ``"TC"`` (rank ``AKQJT98765432``, suit ``CSHD``)."""
    if len(card_text) != 2 or card_text[0] not in RANKS or card_text[1] not in SUITS:
        raise ValueError(f"not a card name like 'TC' or 'QS': {card_text!r}")
    scheme = "four_colour" if four_colour else "standard"
    return asset_path("cards", scheme, f"{card_text}.svg")


CARD_BACKS = ("blue", "red", "green")
"""The card backs there are; blue is the default."""


def card_back_svg(colour: str = "blue") -> Path:
    """The SVG of a card back (blue, red or green)."""
    if colour not in CARD_BACKS:
        raise ValueError(f"no card back {colour!r} (there are: {', '.join(CARD_BACKS)})")
    return asset_path("cards", "back.svg" if colour == "blue" else f"back-{colour}.svg")
