"""The statistics window over the small ledger of tests/model/test_statistics.py: the chart,
the per-game table, the filters and the CSV export."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QFileDialog, QTableWidgetItem
from pytestqt.qtbot import QtBot

from solo_desktop.model.ledger import Ledger
from solo_desktop.ui.statistics import StatisticsWindow
from tests.model.test_statistics import T1, T2, T3, build

NOW = datetime(2025, 3, 6, 12, 0, tzinfo=UTC)


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> StatisticsWindow:
    w = StatisticsWindow(build(monkeypatch), now=lambda: NOW)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def choose(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def points(w: StatisticsWindow) -> list[tuple[float, float]]:
    return [(p.x(), p.y()) for p in w.balance.points()]


def text(item: QTableWidgetItem | None) -> str:
    assert item is not None
    return item.text()


def table(w: StatisticsWindow) -> dict[str, dict[str, str]]:
    """The figures table as {row label: {column label: text}}."""
    t = w.table
    columns = [text(t.horizontalHeaderItem(c)) for c in range(t.columnCount())]
    out = {}
    for r in range(t.rowCount()):
        label = text(t.verticalHeaderItem(r))
        out[label] = {columns[c]: text(t.item(r, c)) for c in range(t.columnCount())}
    return out


def test_every_person_by_default(window: StatisticsWindow) -> None:
    w = window
    # every person player: +200, +30, -160, +75 (Anna and Ben), 0
    assert points(w) == [(1, 200), (2, 230), (3, 70), (4, 145), (5, 145)]
    assert "5 hands" in w.summary.text() and "+145" in w.summary.text()
    figures = table(w)
    assert figures["Hands"] == {"All games": "5", "Solo 66": "3", "Solo Whist": "2"}
    assert figures["Matches"] == {"All games": "2", "Solo 66": "1", "Solo Whist": "1"}
    assert figures["Chips"] == {"All games": "+145", "Solo 66": "+70", "Solo Whist": "+75"}
    assert figures["Games as soloist"] == {"All games": "3", "Solo 66": "2", "Solo Whist": "1"}
    assert figures["Won as soloist"]["All games"] == "2 of 3 (67%)"
    assert figures["Soloist with Clubs"] == {
        "All games": "1 of 2 (50%)",
        "Solo 66": "1 of 2 (50%)",
        "Solo Whist": "–",
    }
    assert figures["Soloist with Hearts"]["Solo Whist"] == "1 of 1 (100%)"
    assert figures["Best hand"]["All games"].startswith("+200 · ")
    assert figures["Best hand"]["All games"].endswith("match 1, hand 1")
    assert figures["Worst hand"]["Solo 66"].startswith("-160 · ")
    assert figures["Worst hand"]["Solo Whist"].endswith("match 2, hand 2")


def test_the_last_point_is_the_players_total(window: StatisticsWindow) -> None:
    w = window
    choose(w.player_combo, "Anna")
    assert len(points(w)) == 5
    assert points(w)[-1] == (5, 170)
    choose(w.player_combo, "Bert")  # a computer player, in all three matches
    assert len(points(w)) == 6
    assert points(w)[-1] == (6, -15)
    assert w.player_combo.currentText() == "Bert (computer)"


def test_switching_the_game_changes_the_numbers(window: StatisticsWindow) -> None:
    w = window
    choose(w.player_combo, "Anna")
    choose(w.game_combo, "solo66")
    assert points(w) == [(1, 200), (2, 230), (3, 70)]
    figures = table(w)
    assert list(figures["Hands"]) == ["Solo 66"]
    assert figures["Hands"]["Solo 66"] == "3"
    assert figures["Chips"]["Solo 66"] == "+70"
    assert figures["Chips per hand"]["Solo 66"] == "+23.3"
    assert figures["Won as soloist"]["Solo 66"] == "1 of 2 (50%)"
    assert "Soloist with Hearts" not in figures  # Anna was never soloist with hearts here
    choose(w.game_combo, "solo_whist")
    assert points(w) == [(1, 100), (2, 100)]
    figures = table(w)
    assert figures["Chips"] == {"Solo Whist": "+100"}
    assert figures["Won as soloist"] == {"Solo Whist": "1 of 1 (100%)"}
    assert figures["Worst hand"]["Solo Whist"].startswith("0 · ")


def test_periods(window: StatisticsWindow) -> None:
    w = window
    choose(w.player_combo, "Anna")
    choose(w.period_combo, "week")  # from 27 February: +30, -160, +100, 0
    assert points(w) == [(1, 30), (2, -130), (3, -30), (4, -30)]
    choose(w.period_combo, "month")  # from 4 February: the same hands
    assert len(points(w)) == 4
    choose(w.period_combo, "year")  # since 1 January: every hand
    assert points(w)[-1] == (5, 170)
    choose(w.period_combo, "all")
    assert len(points(w)) == 5


def test_export_csv_writes_the_hands_shown(window: StatisticsWindow, tmp_path: Path) -> None:
    w = window
    choose(w.player_combo, "Anna")
    choose(w.game_combo, "solo66")
    path = tmp_path / "hands.csv"
    w.export_csv(path)
    assert path.read_text(encoding="utf-8").splitlines() == [
        "settled,game,match,hand,declarer,contract,won,Anna,Bert,Cora,Dora,Emil",
        f"{T1},solo66,1,1,Anna,clubs,1,200,-50,-50,-50,-50",
        f"{T2},solo66,1,2,Cora,hearts,0,30,30,-120,30,30",
        f"{T3},solo66,1,3,Anna,clubs,0,-160,40,40,40,40",
    ]


def test_export_button_asks_for_a_file(
    window: StatisticsWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "chosen.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    window.export_button.click()
    assert len(path.read_text(encoding="utf-8").splitlines()) == 1 + 5


def test_an_empty_ledger(qtbot: QtBot) -> None:
    w = StatisticsWindow(Ledger.memory())
    qtbot.addWidget(w)
    w.show()
    assert points(w) == []
    assert w.summary.text() == "No hands in this selection."
    assert not w.export_button.isEnabled()
    assert w.game_combo.count() == 1 and w.player_combo.count() == 1
    assert table(w)["Best hand"] == {"All games": "–"}
