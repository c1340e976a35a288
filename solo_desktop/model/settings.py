"""The player's preferences, kept as JSON in the config folder. Qt-free.

A damaged or missing file gives the defaults (and is not overwritten until the next save);
saving writes a temporary file and renames it, so a crash never leaves half a file.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from solo_desktop.model.safety import atomic_write, move_aside

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
"""Animation and pacing speed names and their factors."""
CARD_SIZES = {"normal": 1.0, "large": 1.25, "largest": 1.5}
"""Card size names and the factor of the person's cards and the trick's."""


@dataclass
class Settings:
    """What the player chose in the app; every field has a sensible default."""

    language: str = ""
    """Language code (`de`, `en`); empty: follow the system."""
    speed: str = "normal"
    four_colour: bool = False
    card_back: str = "blue"
    """The card theme: the colour of the backs (blue, red, green)."""
    allow_undo: bool = True
    hints: bool = True
    """Game > Hint in matches against the computer."""
    auto_out: bool = True
    """Sixty-Six: claim 66 for the player the moment he reaches it."""
    high_contrast: bool = False
    """View > Accessibility: a black table, white and yellow outlines, stronger dimming."""
    card_size: str = "normal"
    """View > Accessibility: the size of the person's cards and of the trick (CARD_SIZES)."""
    speech: bool = False
    """View > Accessibility: the app speaks every public event itself (nothing unless asked)."""
    speech_rate: float = 0.0
    """The speech rate, -1 (slow) to 1 (fast)."""
    player_name: str = ""
    last_game: str = "solo66"
    house_rules: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per game id: the house rules last chosen in the new-game dialog."""

    @property
    def speed_factor(self) -> float:
        """The speed as a factor of the normal pauses (0: instant)."""
        return SPEEDS.get(self.speed, 1.0)

    @classmethod
    def load(cls, path: Path) -> Settings:
        """The settings in `path`; defaults for anything missing, unreadable or of a wrong type."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        settings = cls()
        for f in fields(cls):
            value = data.get(f.name)
            default = getattr(settings, f.name)
            if isinstance(default, float) and type(value) is int:
                value = float(value)  # JSON writes 1.0 as 1
            if value is not None and isinstance(value, type(default)):
                setattr(settings, f.name, value)
        if settings.speed not in SPEEDS:
            settings.speed = "normal"
        if settings.card_back not in ("blue", "red", "green"):
            settings.card_back = "blue"
        if settings.card_size not in CARD_SIZES:
            settings.card_size = "normal"
        if not -1.0 <= settings.speech_rate <= 1.0:
            settings.speech_rate = 0.0
        return settings

    @property
    def card_scale(self) -> float:
        """The card size as a factor (1: normal)."""
        return CARD_SIZES.get(self.card_size, 1.0)

    @classmethod
    def load_or_recover(cls, path: Path) -> tuple[Settings, Path | None]:
        """The settings in `path`; a file that is not a JSON object is moved aside (and where
        to is returned) so that the player can be told and nothing is silently lost."""
        if not path.exists():
            return cls(), None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = None
        if not isinstance(data, dict):
            return cls(), move_aside(path)
        return cls.load(path), None

    def save(self, path: Path) -> None:
        """Write the settings atomically (temporary file, then rename)."""
        atomic_write(path, json.dumps(asdict(self), indent=1, sort_keys=True))
