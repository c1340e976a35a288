"""The German translation is complete and up to date with the sources."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from solo_desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "translations" / "solo_desktop_de.ts"


def _messages(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    root = ET.parse(path).getroot()
    out = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            out[key] = message
    return out


def test_no_unfinished_or_empty_translation() -> None:
    for key, message in _messages(TS).items():
        tr = message.find("translation")
        assert tr is not None, key
        assert tr.get("type") not in ("unfinished", "vanished", "obsolete"), key
        assert (tr.text or "").strip(), key


def test_placeholders_survive_translation() -> None:
    import re

    for (_, source, _), message in _messages(TS).items():
        translation = message.findtext("translation") or ""
        assert sorted(re.findall(r"\{\w+\}", source)) == sorted(
            re.findall(r"\{\w+\}", translation)
        ), source


def test_every_source_string_is_in_the_ts(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    exe = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    assert exe, "pyside6-lupdate is part of PySide6-Essentials"
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [exe, "-extensions", "py", str(ROOT / "solo_desktop"), "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    missing = set(_messages(fresh)) - set(_messages(TS))
    assert not missing, f"run `make translations` and translate: {sorted(missing)[:5]}"


def test_translator_reads_the_ts() -> None:
    translator = i18n.TsTranslator(TS)
    assert len(translator) == len(_messages(TS))
    assert translator.translate("Texts", "Clubs") == "Kreuz"
    assert translator.translate("Texts", "Q", "rank letter: queen") == "D"
    assert translator.translate("Texts", "no such text") is None
