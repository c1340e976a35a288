"""Translations: in a checkout the `.ts` sources are read directly, so no build step stands
between an edited translation and the running app; the packaged app carries `.qm` files that
`pyside6-lrelease` compiled at build time (tools/build_app.py), loaded by a plain QTranslator."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QTranslator

from solo_desktop.assets import asset_path

LANGUAGES = {"en": "English", "de": "Deutsch"}
"""The languages the app speaks, by code, each in its own name."""


def translations_dir() -> Path:
    """The folder of the `.ts` files (in a packaged app: of the `.qm` files)."""
    return asset_path().parent / "translations"


def ts_file(lang: str) -> Path:
    """The translation source of a language."""
    return translations_dir() / f"solo_desktop_{lang}.ts"


class TsTranslator(QTranslator):
    """A QTranslator over the finished messages of one Qt Linguist `.ts` file."""

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        """Read the finished translations of `path` (unfinished ones fall back to English)."""
        super().__init__(parent)
        self._messages: dict[tuple[str, str, str], list[str]] = {}
        root = ET.parse(path).getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                comment = message.findtext("comment") or ""
                tr = message.find("translation")
                if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                    continue
                forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
                if any(forms):
                    self._messages[(name, source, comment)] = forms

    def __len__(self) -> int:
        return len(self._messages)

    def isEmpty(self) -> bool:
        """Whether no message is translated."""
        return not self._messages

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        """The translation, or None (Qt then shows the source text)."""
        forms = self._messages.get((context, source, disambiguation or ""))
        if forms is None:
            return None
        if len(forms) > 1 and n == 1:
            return forms[0]
        return forms[-1] if n >= 0 and len(forms) > 1 else forms[0]


def choose_language(requested: str | None, saved: str) -> str:
    """`--lang` first, then the saved choice, then the system language; English otherwise."""
    for code in (requested, saved, QLocale.system().name().split("_")[0]):
        if code and code.split("_")[0] in LANGUAGES:
            return code.split("_")[0]
    return "en"


def qm_file(lang: str) -> Path:
    """The compiled translation of a language (only a packaged app has one)."""
    return translations_dir() / f"solo_desktop_{lang}.qm"


def translator_for(lang: str) -> QTranslator | None:
    """The translator of a language (None for English, the source language): from the `.qm`
    file where there is one (a packaged app), else from the `.ts` source (a checkout)."""
    if lang == "en":
        return None
    qm = qm_file(lang)
    if qm.exists():
        translator = QTranslator()
        if translator.load(str(qm)):
            return translator
    path = ts_file(lang)
    return TsTranslator(path) if path.exists() else None
