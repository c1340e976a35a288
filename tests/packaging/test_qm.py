"""The packaged app's translations: a `.qm` that `pyside6-lrelease` compiled from the `.ts`
is loaded by a plain QTranslator when it is there, and says what the `.ts` says."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from solo_desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "translations" / "solo_desktop_de.ts"


def lrelease(ts: Path, qm: Path) -> None:
    tool = Path(sys.executable).parent / "pyside6-lrelease"
    exe = str(tool) if tool.exists() else shutil.which("pyside6-lrelease")
    assert exe, "pyside6-lrelease is part of PySide6-Essentials"
    subprocess.run([exe, "-nounfinished", str(ts), "-qm", str(qm)], check=True, capture_output=True)


def same_as_ts(translator: QTranslator) -> None:
    """Every finished message of the .ts translates the same through `translator`."""
    ts = i18n.TsTranslator(TS)
    assert len(ts) > 100
    for (context, source, comment), forms in ts._messages.items():
        for n in (1, 2) if len(forms) > 1 else (-1,):
            expected = ts.translate(context, source, comment or None, n)
            got = translator.translate(context, source, comment or None, n)
            assert got == expected, (context, source, n)


def test_a_qm_file_is_preferred_and_says_what_the_ts_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lrelease(TS, tmp_path / "solo_desktop_de.qm")
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)  # a packaged app: .qm only
    translator = i18n.translator_for("de")
    assert translator is not None and not isinstance(translator, i18n.TsTranslator)
    assert translator.translate("Texts", "Clubs") == "Kreuz"
    same_as_ts(translator)


def test_a_checkout_reads_the_ts() -> None:
    assert not i18n.qm_file("de").exists()
    assert isinstance(i18n.translator_for("de"), i18n.TsTranslator)
    assert i18n.translator_for("en") is None
