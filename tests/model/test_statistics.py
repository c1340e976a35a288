"""Statistics from the chip ledger, every number worked out by hand for a small ledger.

The ledger (times are UTC, chips per seat):

match 1, solo66: Anna (person), Bert, Cora, Dora, Emil (computers)
  hand 1  2025-01-10  Anna soloist, clubs, won     +200  -50  -50  -50  -50
  hand 2  2025-03-01  Cora soloist, hearts, lost    +30  +30 -120  +30  +30
  hand 3  2025-03-02  Anna soloist, clubs, lost    -160  +40  +40  +40  +40
match 2, solo_whist: Bert, Anna (person), Cora, Ben (person), Emil
  hand 1  2025-03-05  Anna soloist, hearts, won     -25 +100  -25  -25  -25
  hand 2  2025-03-05  thrown in                       0    0    0    0    0
match 3, solo66: Bert, Cora, Dora, Emil, Fritz (computers only)
  hand 1  2025-03-06  Fritz soloist, clubs, won     -10  -10  -10  -10  +40
"""

from __future__ import annotations

import csv
import io
import random
from datetime import UTC, datetime

import pytest

from solo_desktop.ai.bot import make_bot
from solo_desktop.core.game import Outcome, Settlement, Status
from solo_desktop.core.record import DealRecord, make
from solo_desktop.games.solo66 import GAME
from solo_desktop.model import ledger as ledger_module
from solo_desktop.model import statistics as st
from solo_desktop.model.ledger import Ledger

T1 = "2025-01-10T18:00:00.000+00:00"
T2 = "2025-03-01T18:00:00.000+00:00"
T3 = "2025-03-02T18:00:00.000+00:00"
T4 = "2025-03-05T18:00:00.000+00:00"
T5 = "2025-03-05T18:10:00.000+00:00"
T6 = "2025-03-06T09:00:00.000+00:00"


def played_record(seed: int) -> DealRecord:
    """The record of a whole Solo 66 hand played by rule bots."""
    rules = GAME.house_rules()
    deal = GAME.deal(rules, 5, seed % 5, random.Random(seed))
    state = GAME.start(rules, deal)
    bot = make_bot("rule", GAME)
    rng = random.Random(seed)
    actions = []
    while (seat := GAME.to_act(state)) is not None:
        action = bot.choose(GAME.view(state, seat), rng)
        actions.append(action)
        state = GAME.apply(state, action)
    return make(GAME, rules, deal, actions)


def settled(
    chips: tuple[int, ...], declarer: int | None, contract: str | None, won: bool | None
) -> Outcome:
    """A settled outcome with these chips (thrown in when there is no declarer)."""
    status = Status.SETTLED if declarer is not None else Status.THROWN_IN
    return Outcome(
        status, declarer, None, contract, contract, won, (0,) * 5, None,
        Settlement(chips), None, (),
    )  # fmt: skip


def build(monkeypatch: pytest.MonkeyPatch) -> Ledger:
    """The ledger of the module docstring."""
    clock = ["2025-01-01T00:00:00.000+00:00"]
    monkeypatch.setattr(ledger_module, "_now", lambda: clock[0])
    ledger = Ledger.memory()
    record = played_record(3)
    computers = [(n, "rule") for n in ("Bert", "Cora", "Dora", "Emil")]
    m1 = ledger.begin_match("solo66", {}, [("Anna", None), *computers], 10)
    m2 = ledger.begin_match(
        "solo_whist",
        {},
        [("Bert", "rule"), ("Anna", None), ("Cora", "rule"), ("Ben", None), ("Emil", "rule")],
        10,
    )
    m3 = ledger.begin_match("solo66", {}, [*computers, ("Fritz", "rule")], 10)
    hands = [
        (T1, m1, 1, settled((200, -50, -50, -50, -50), 0, "clubs", True)),
        (T2, m1, 2, settled((30, 30, -120, 30, 30), 2, "hearts", False)),
        (T3, m1, 3, settled((-160, 40, 40, 40, 40), 0, "clubs", False)),
        (T4, m2, 1, settled((-25, 100, -25, -25, -25), 1, "hearts", True)),
        (T5, m2, 2, settled((0, 0, 0, 0, 0), None, None, None)),
        (T6, m3, 1, settled((-10, -10, -10, -10, 40), 4, "clubs", True)),
    ]
    for when, match, number, outcome in hands:
        clock[0] = when
        ledger.record_hand(match, number, record, outcome)
    return ledger


@pytest.fixture
def ledger(monkeypatch: pytest.MonkeyPatch) -> Ledger:
    return build(monkeypatch)


def test_players_and_games(ledger: Ledger) -> None:
    assert st.players(ledger) == [
        ("Anna", True),
        ("Ben", True),
        ("Bert", False),
        ("Cora", False),
        ("Dora", False),
        ("Emil", False),
        ("Fritz", False),
    ]
    assert st.games(ledger) == ["solo66", "solo_whist"]


def test_balance_of_one_player(ledger: Ledger) -> None:
    # Anna: +200, +30, -160, +100, 0
    assert st.balance_series(ledger, "Anna") == [
        (T1, 200),
        (T2, 230),
        (T3, 70),
        (T4, 170),
        (T5, 170),
    ]
    # Bert sits in all three matches: -50, +30, +40, -25, 0, -10
    assert [c for _, c in st.balance_series(ledger, "Bert")] == [-50, -20, 20, -5, -5, -15]
    assert st.balance_series(ledger, "Nobody") == []


def test_balance_of_every_person_leaves_computers_out(ledger: Ledger) -> None:
    # Anna alone in match 1; Anna +100 and Ben -25 in match 2; match 3 has no person.
    assert st.balance_series(ledger) == [(T1, 200), (T2, 230), (T3, 70), (T4, 145), (T5, 145)]


def test_balance_by_game_and_period(ledger: Ledger) -> None:
    assert st.balance_series(ledger, "Anna", game="solo66") == [(T1, 200), (T2, 230), (T3, 70)]
    assert st.balance_series(ledger, "Anna", game="solo_whist") == [(T4, 100), (T5, 100)]
    # from March on the balance starts again at zero: +30, -160, +100, 0
    since = "2025-03-01T00:00:00.000+00:00"
    assert st.balance_series(ledger, "Anna", since=since) == [
        (T2, 30),
        (T3, -130),
        (T4, -30),
        (T5, -30),
    ]
    # `until` is exclusive
    assert st.balance_series(ledger, "Anna", since=since, until=T4) == [(T2, 30), (T3, -130)]


def test_game_stats_of_one_player(ledger: Ledger) -> None:
    stats = st.game_stats(ledger, "Anna")
    assert list(stats) == ["solo66", "solo_whist"]
    solo = stats["solo66"]
    assert (solo.game, solo.hands, solo.matches) == ("solo66", 3, 1)
    assert (solo.soloist, solo.soloist_wins) == (2, 1)
    assert solo.success_rate == 0.5
    assert solo.contracts == {"clubs": (2, 1)}
    assert solo.chips == 70
    assert solo.best is not None and solo.worst is not None
    assert (solo.best.row.match_id, solo.best.row.number, solo.best.chips) == (1, 1, 200)
    assert (solo.worst.row.match_id, solo.worst.row.number, solo.worst.chips) == (1, 3, -160)
    assert solo.worst.row.settled == T3

    whist = stats["solo_whist"]
    assert (whist.hands, whist.matches, whist.soloist, whist.soloist_wins) == (2, 1, 1, 1)
    assert whist.success_rate == 1.0
    assert whist.contracts == {"hearts": (1, 1)}
    assert whist.chips == 100
    assert whist.best is not None and whist.worst is not None
    assert (whist.best.row.number, whist.best.chips) == (1, 100)
    assert (whist.worst.row.number, whist.worst.chips, whist.worst.row.status) == (
        2,
        0,
        "thrown_in",
    )


def test_game_stats_of_a_computer_player_and_of_every_person(ledger: Ledger) -> None:
    bert = st.game_stats(ledger, "Bert")
    # solo66: -50, +30, +40 (match 1) and -10 (match 3); never soloist
    solo = bert["solo66"]
    assert (solo.hands, solo.matches, solo.soloist, solo.soloist_wins) == (4, 2, 0, 0)
    assert solo.success_rate is None
    assert solo.contracts == {}
    assert solo.chips == 10
    assert solo.best is not None and solo.worst is not None
    assert (solo.best.chips, solo.best.row.number) == (40, 3)
    assert (solo.worst.chips, solo.worst.row.number) == (-50, 1)

    people = st.game_stats(ledger)
    whist = people["solo_whist"]
    assert (whist.hands, whist.soloist, whist.soloist_wins, whist.chips) == (2, 1, 1, 75)
    assert people["solo66"].chips == 70
    # every person in match 2: +75 (Anna +100, Ben -25) and 0
    assert whist.best is not None and whist.best.chips == 75


def test_best_and_worst_of_equals_is_the_earliest(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = ["2025-01-01T00:00:00.000+00:00"]
    monkeypatch.setattr(ledger_module, "_now", lambda: clock[0])
    ledger = Ledger.memory()
    match = ledger.begin_match(
        "solo66", {}, [("Anna", None), *[(f"C{i}", "rule") for i in range(4)]], 10
    )
    record = played_record(5)
    # Anna: +40, -20, +40, -20
    for number, chips in enumerate((40, -20, 40, -20), start=1):
        clock[0] = f"2025-01-0{number}T10:00:00.000+00:00"
        each = -chips // 4
        ledger.record_hand(
            match, number, record, settled((chips, each, each, each, each), 1, "clubs", False)
        )
    stats = st.game_stats(ledger)["solo66"]
    assert stats.best is not None and stats.worst is not None
    assert (stats.best.row.number, stats.best.chips) == (1, 40)
    assert (stats.worst.row.number, stats.worst.chips) == (2, -20)
    assert (stats.hands, stats.soloist, stats.chips, stats.contracts) == (4, 0, 40, {})


def test_every_player_of_the_ledger_by_name(ledger: Ledger) -> None:
    # Dora: match 1 seat 3 (-50, +30, +40) and match 3 seat 2 (-10)
    dora = st.overall_stats(ledger, "Dora")
    assert dora.game is None
    assert (dora.hands, dora.matches, dora.soloist, dora.chips) == (4, 2, 0, 10)
    # Fritz: one hand, soloist with clubs, won
    fritz = st.overall_stats(ledger, "Fritz")
    assert (fritz.hands, fritz.soloist, fritz.soloist_wins, fritz.chips) == (1, 1, 1, 40)
    assert fritz.contracts == {"clubs": (1, 1)}


def test_overall_stats_sum_the_games(ledger: Ledger) -> None:
    total = st.overall_stats(ledger, "Anna")
    assert (total.hands, total.matches, total.soloist, total.soloist_wins) == (5, 2, 3, 2)
    assert total.contracts == {"clubs": (2, 1), "hearts": (1, 1)}
    assert total.chips == 170
    assert total.best is not None and total.best.chips == 200
    assert total.worst is not None and total.worst.chips == -160
    empty = st.overall_stats(ledger, "Anna", since="2030-01-01T00:00:00.000+00:00")
    assert (empty.hands, empty.chips, empty.best, empty.worst) == (0, 0, None, None)
    assert st.game_stats(ledger, "Anna", since="2030-01-01") == {}


def test_period_since() -> None:
    now = datetime(2025, 3, 6, 12, 0, tzinfo=UTC)
    assert st.period_since(st.Period.ALL, now) is None
    assert st.period_since(st.Period.WEEK, now) == "2025-02-27T12:00:00.000+00:00"
    assert st.period_since(st.Period.MONTH, now) == "2025-02-04T12:00:00.000+00:00"
    new_year = datetime(2025, 1, 1).astimezone()  # midnight local time
    assert st.period_since(st.Period.YEAR, now) == st.iso(new_year)
    assert st.period_since(st.Period.WEEK) is not None  # from the clock


def test_to_csv_one_row_per_hand(ledger: Ledger) -> None:
    text = st.to_csv(ledger.hands())
    assert text.splitlines() == [
        "settled,game,match,hand,declarer,contract,won,Anna,Bert,Cora,Dora,Emil,Ben,Fritz",
        f"{T1},solo66,1,1,Anna,clubs,1,200,-50,-50,-50,-50,,",
        f"{T2},solo66,1,2,Cora,hearts,0,30,30,-120,30,30,,",
        f"{T3},solo66,1,3,Anna,clubs,0,-160,40,40,40,40,,",
        f"{T4},solo_whist,2,1,Anna,hearts,1,100,-25,-25,,-25,-25,",
        f"{T5},solo_whist,2,2,,,,0,0,0,,0,0,",
        f"{T6},solo66,3,1,Fritz,clubs,1,,-10,-10,-10,-10,,40",
    ]
    rows = list(csv.DictReader(io.StringIO(text)))
    assert sum(int(r["Anna"] or 0) for r in rows) == 170


def test_to_csv_quotes_names_with_commas() -> None:
    ledger = Ledger.memory()
    match = ledger.begin_match(
        "solo66", {}, [("Smith, Jo", None), *[(f"C{i}", "rule") for i in range(4)]], 10
    )
    ledger.record_hand(
        match, 1, played_record(4), settled((40, -10, -10, -10, -10), 0, "spades", True)
    )
    lines = st.to_csv(ledger.hands()).splitlines()
    assert lines[0].endswith(',"Smith, Jo",C0,C1,C2,C3')
    assert lines[1].endswith(',1,1,"Smith, Jo",spades,1,40,-10,-10,-10,-10')
    assert st.to_csv([]) == ",".join(st.CSV_COLUMNS) + "\n"
