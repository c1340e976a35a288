"""Where the app keeps its files: the platform's folders, or one folder given by `--data-dir`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "SoloDesktop"


@dataclass(frozen=True)
class Paths:
    """The app's data folder (ledger, autosave), config folder (settings) and log folder."""

    data: Path
    config: Path
    log: Path

    @classmethod
    def resolve(cls, data_dir: str | Path | None = None) -> Paths:
        """`--data-dir DIR` keeps everything in DIR; otherwise the platform's user folders."""
        if data_dir is not None:
            root = Path(data_dir).expanduser()
            return cls(root, root, root / "logs")
        return cls(
            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
        )

    def ensure(self) -> Paths:
        """Create both folders if they are missing; returns self."""
        for folder in (self.data, self.config, self.log):
            folder.mkdir(parents=True, exist_ok=True)
        return self

    @property
    def settings_file(self) -> Path:
        """The settings file."""
        return self.config / "settings.json"

    @property
    def presets_file(self) -> Path:
        """The named house-rule presets."""
        return self.config / "presets.json"

    @property
    def ledger_file(self) -> Path:
        """The chip ledger."""
        return self.data / "ledger.sqlite3"

    @property
    def autosave_file(self) -> Path:
        """The match in progress."""
        return self.data / "autosave.json"
