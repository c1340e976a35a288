"""Settings and paths: defaults, round trip, damaged files, --data-dir."""

from __future__ import annotations

import json
from pathlib import Path

from solo_desktop.model.paths import Paths
from solo_desktop.model.settings import Settings


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    s = Settings(
        language="de", speed="fast", four_colour=True, house_rules={"solo66": {"hands": 5}}
    )
    s.save(path)
    loaded = Settings.load(path)
    assert loaded == s
    assert loaded.speed_factor == 0.45


def test_missing_or_damaged_file_gives_defaults(tmp_path: Path) -> None:
    assert Settings.load(tmp_path / "nope.json") == Settings()
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert Settings.load(bad) == Settings()
    bad.write_text("[1, 2]", encoding="utf-8")
    assert Settings.load(bad) == Settings()


def test_wrong_types_and_unknown_speed_fall_back_field_by_field(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"language": 3, "speed": "warp", "four_colour": true}', encoding="utf-8")
    loaded = Settings.load(path)
    assert loaded.language == ""
    assert loaded.speed == "normal"
    assert loaded.four_colour is True


def test_save_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings().save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_data_dir_keeps_everything_in_one_folder(tmp_path: Path) -> None:
    paths = Paths.resolve(tmp_path / "d").ensure()
    assert paths.data == paths.config == tmp_path / "d"
    assert paths.settings_file == tmp_path / "d" / "settings.json"
    assert (tmp_path / "d").is_dir()


def test_platform_folders_without_data_dir() -> None:
    paths = Paths.resolve()
    assert "SoloDesktop" in str(paths.data)
    assert "SoloDesktop" in str(paths.config)
    assert "SoloDesktop" in str(paths.log)


def test_damaged_settings_are_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{oops", encoding="utf-8")
    settings, moved = Settings.load_or_recover(path)
    assert settings == Settings()
    assert moved is not None and moved.read_text(encoding="utf-8") == "{oops"
    assert not path.exists()
    Settings(language="de").save(path)
    settings, moved = Settings.load_or_recover(path)
    assert settings.language == "de" and moved is None


def test_the_accessibility_preferences_load_checked(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {"high_contrast": True, "card_size": "largest", "speech": True, "speech_rate": 1}
        )
    )
    s = Settings.load(path)
    assert (s.high_contrast, s.card_size, s.card_scale, s.speech) == (True, "largest", 1.5, True)
    assert s.speech_rate == 1.0 and isinstance(s.speech_rate, float)  # JSON's 1 for 1.0
    path.write_text(json.dumps({"card_size": "huge", "speech_rate": 7.5, "speech": "yes"}))
    s = Settings.load(path)
    assert (s.card_size, s.card_scale, s.speech_rate, s.speech) == ("normal", 1.0, 0.0, False)
    assert Settings().speech is False  # nothing speaks unless asked
