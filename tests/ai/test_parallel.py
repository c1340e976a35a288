"""The search's helper process: off unless enabled, and when on, its samples are pooled in."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from solo_desktop.ai import parallel
from solo_desktop.ai.budget import Budget
from solo_desktop.ai.search import bot as search
from solo_desktop.ai.search.games import frame
from solo_desktop.core import registry
from solo_desktop.core.cards import parse_card
from solo_desktop.core.game import PlayerView
from tests.ai.search.test_bot import play_views


@pytest.fixture
def helper() -> Iterator[None]:
    assert parallel.enable()  # the test machines have two cores
    try:
        assert parallel.warm(timeout=120), "the helper process did not start"
        yield
    finally:
        parallel.disable()


def _view() -> PlayerView:
    game = registry.get("german_solo")
    return next(v for _, v in play_views(game, 4, 3, 4) if 8 <= sum(v.hand_sizes) <= 16)


def test_no_helper_unless_enabled() -> None:
    assert parallel.helper() is None  # the arena and the tests search alone
    assert not parallel.warm(timeout=0.1)


def test_the_helper_searches_the_same_decision_with_its_own_samples(helper: None) -> None:
    view = _view()
    pool = parallel.helper()
    assert pool is not None
    theirs = pool.submit(search.remote_search, view, 1, 0.2, 10.0, False).result(timeout=30)
    legal = sorted(parse_card(a.split()[1]) for a in view.legal_actions)
    assert theirs.samples > 0 and theirs.cards == legal
    assert len(theirs.rows) == theirs.samples


def test_a_decision_pools_the_helpers_samples(
    helper: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    pooled: list[int] = []
    real = search._pool_in

    def spy(tally: search._Tally, other: search._Tally) -> None:
        pooled.append(other.samples)
        before = tally.samples
        real(tally, other)
        assert tally.samples == before + other.samples

    monkeypatch.setattr(search, "_pool_in", spy)
    monkeypatch.setattr(search, "HELPER_GRACE", 20.0)  # a busy machine: wait for the helper
    view = _view()
    fr = frame(view)
    assert fr is not None
    tally = search._search(view, fr, random.Random(2), Budget(0.3), settle=False)
    assert pooled and pooled[0] > 0
    assert tally.samples == len(tally.rows)
    assert sum(tally.chips.values()) == pytest.approx(sum(map(sum, tally.rows)))


def test_unlike_tallies_are_not_pooled() -> None:
    mine = search._Tally(chips={1: 2.0, 2: 1.0}, made={1: 1, 2: 0}, rows=[[2.0, 1.0]])
    mine.cards, mine.samples = [1, 2], 1
    other = search._Tally(chips={1: 5.0, 3: 0.0}, made={1: 1, 3: 0}, rows=[[5.0, 0.0]])
    other.cards, other.samples = [1, 3], 1
    search._pool_in(mine, other)  # other cards: a different decision
    assert mine.samples == 1 and mine.chips == {1: 2.0, 2: 1.0}
    other.cards, other.chips, other.made = [1, 2], {1: 5.0, 2: 0.0}, {1: 1, 2: 0}
    other.solved = False  # played out, not solved: not comparable
    search._pool_in(mine, other)
    assert mine.samples == 1
    other.solved = True
    search._pool_in(mine, other)
    assert mine.samples == 2 and mine.chips == {1: 7.0, 2: 1.0} and mine.made == {1: 2, 2: 0}
