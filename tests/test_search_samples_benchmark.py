"""benchmarks/search_samples.py: deals each search level gets through, trick by trick."""

from __future__ import annotations

import pytest

from benchmarks import search_samples
from benchmarks.search_samples import Searched


def test_each_trick_line_gives_each_levels_median_and_how_often_it_agrees_with_strong() -> None:
    results = {
        0: [
            [Searched(10, 5), Searched(30, 5), Searched(4, 6)],
            [Searched(20, 7), Searched(50, 7), Searched(8, 7)],
            [Searched(30, 1), Searched(70, 2), Searched(2, 1)],
        ],
        3: [[Searched(16, 2), Searched(16, 2), Searched(0, None)]],
    }
    header, first, fourth = search_samples.table("six_bid", results)
    assert header.startswith("six_bid: trick  positions  strong deals")
    # trick 1: three positions; medians 20, 50, 4; expert-plain agrees twice, expert twice
    assert first.split() == ["1", "3", "20", "50", "4", "2/3", "2/3"]
    assert fourth.split() == ["4", "1", "16", "16", "0", "1/1", "0/1"]


def test_positions_are_play_decisions_with_a_choice_and_the_levels_search_them(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from solo_desktop.core.game import Phase

    views = list(search_samples.positions("solo66", 2, 5, 1.0))
    assert views and all(v.phase is Phase.PLAY and len(v.legal_actions) > 1 for v in views)
    again = list(search_samples.positions("solo66", 2, 5, 1.0))  # seeded: the same again
    assert [(v.seat, v.history, v.legal_actions) for v in views] == [
        (v.seat, v.history, v.legal_actions) for v in again
    ]
    monkeypatch.setenv("SOLO_DESKTOP_SEARCH_SCALE", "0.05")
    late = max(views, key=lambda v: len(v.history))  # few cards left: deals solve at once
    done = search_samples.searched(late, 0.3, False, 1)
    assert done.deals > 0 and done.best is not None
    assert search_samples.main(["--games", "solo66", "--hands", "1", "--share", "0.3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("solo66: trick") and len(lines) > 1
