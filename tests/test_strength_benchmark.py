"""benchmarks/strength.py: a level against normal, and runs recorded in parts that resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks import strength
from solo_desktop.ai import arena

GAME = "german_solo"


def _count_runs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """From now on, every arena run's (first hand, hands), in order, as it is played."""
    played: list[tuple[int, int]] = []
    real = arena.run

    def counting(*args: object, **kwargs: object) -> arena.ArenaResult:
        result = real(*args, **kwargs)  # type: ignore[arg-type]
        played.append((result.first, result.hands))
        return result

    monkeypatch.setattr(arena, "run", counting)
    return played


def test_recorded_parts_add_up_to_the_run_in_one_go(tmp_path: Path) -> None:
    record = tmp_path / "parts.jsonl"
    whole = strength.compare(GAME, "easy", 11, seed=2, jobs=1)
    parts = strength.compare_recorded(GAME, "easy", 11, 2, 1, record, part=4)
    assert parts[:3] == whole[:3]
    lines = [json.loads(x) for x in record.read_text().splitlines()]
    assert [x["first"] for x in lines] == [0, 4, 8]
    assert [len(x["level_chips"]) for x in lines] == [4, 4, 3]
    assert {x["code"] for x in lines} == {strength.levels_fingerprint(GAME, "easy", "normal")}


def test_a_second_run_plays_only_the_hands_not_yet_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "parts.jsonl"
    strength.compare_recorded(GAME, "easy", 6, 2, 1, record, part=4)
    played = _count_runs(monkeypatch)
    again = strength.compare_recorded(GAME, "easy", 6, 2, 1, record, part=4)
    assert played == []
    longer = strength.compare_recorded(GAME, "easy", 9, 2, 1, record, part=4)
    assert played == [(6, 3), (6, 3)]  # the level's and normal's run of hands 6..8
    assert again[:3] == strength.compare(GAME, "easy", 6, 2, 1)[:3]
    assert longer[:3] == strength.compare(GAME, "easy", 9, 2, 1)[:3]


def test_parts_of_other_code_or_settings_and_a_torn_last_line_are_played_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "parts.jsonl"
    strength.compare_recorded(GAME, "easy", 4, 2, 1, record, part=2)
    first, second = record.read_text().splitlines()
    stale = json.loads(first) | {"code": "0" * 16, "level_chips": [99, 99]}
    record.write_text(json.dumps(stale) + "\n" + second + "\n" + second[:20])
    result = strength.compare_recorded(GAME, "easy", 4, 2, 1, record, part=2)
    assert result[:3] == strength.compare(GAME, "easy", 4, 2, 1)[:3]
    # Another seed shares nothing with these parts.
    other = strength.compare_recorded(GAME, "easy", 4, 3, 1, record, part=2)
    assert other[:3] == strength.compare(GAME, "easy", 4, 3, 1)[:3]


def test_the_fingerprint_follows_the_play_sources(tmp_path: Path) -> None:
    for sub in strength.PLAY_SOURCES:
        (tmp_path / sub).mkdir()
        (tmp_path / sub / "x.py").write_text("A = 1\n")
    before = strength.code_fingerprint(tmp_path)
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "window.py").write_text("B = 2\n")
    assert strength.code_fingerprint(tmp_path) == before
    (tmp_path / "games" / "x.py").write_text("A = 2\n")
    assert strength.code_fingerprint(tmp_path) != before


def test_the_fingerprint_keeps_only_the_ai_modules_named(tmp_path: Path) -> None:
    for sub in strength.PLAY_SOURCES:
        (tmp_path / sub).mkdir()
        (tmp_path / sub / "x.py").write_text("A = 1\n")
    (tmp_path / "ai" / "y.py").write_text("B = 1\n")
    before = strength.code_fingerprint(tmp_path, ["ai/x.py"])
    (tmp_path / "ai" / "y.py").write_text("B = 2\n")
    assert strength.code_fingerprint(tmp_path, ["ai/x.py"]) == before
    assert strength.code_fingerprint(tmp_path) != strength.code_fingerprint(tmp_path, ["ai/x.py"])
    (tmp_path / "ai" / "x.py").write_text("A = 2\n")
    assert strength.code_fingerprint(tmp_path, ["ai/x.py"]) != before
    no_ai = strength.code_fingerprint(tmp_path, [])
    (tmp_path / "core" / "x.py").write_text("A = 3\n")
    assert strength.code_fingerprint(tmp_path, []) != no_ai


def test_each_comparison_rests_on_the_modules_its_levels_load() -> None:
    rules = strength.play_modules("german_solo", ["easy", "normal"])
    assert "ai/rulebots/german_solo_bot.py" in rules and "ai/levels.py" in rules
    assert not [m for m in rules if m.startswith(("ai/search/", "ai/solver/"))]
    search = strength.play_modules("german_solo", ["expert", "normal", "strong"])
    assert {"ai/search/bot.py", "ai/search/inference.py", "ai/solver/partition.py"} <= set(search)
    # another game's rule bot or search, or the card-point solver, is not what German Solo
    # plays by; Six-bid's search counts card points, and loads that solver alone
    assert "ai/solver/exact.py" not in search
    six_bid = strength.play_modules("six_bid", ["expert", "normal", "strong"])
    assert "ai/solver/exact.py" in six_bid and "ai/solver/partition.py" not in six_bid
    others = ("solo_whist", "six_bid", "solo66", "sixty_six")
    assert not [m for m in rules + search if any(f"/{g}_" in m for g in others)]
    sixty_six = strength.play_modules("sixty_six", ["expert", "normal", "strong"])
    assert "ai/search/sixty_six_pimc.py" in sixty_six
    assert "ai/search/bot.py" not in sixty_six
    assert not [m for m in sixty_six if m.startswith("ai/solver/")]


PLAY_A_HAND = """
import os, sys
os.environ["SOLO_DESKTOP_SEARCH_SCALE"] = "0.02"
from solo_desktop.ai import arena
from solo_desktop.ai.bot import make_bot
from solo_desktop.core import registry

def loaded():
    return {n for n in sys.modules if n.startswith("solo_desktop.ai")}

game = registry.get(sys.argv[1])
levels = sys.argv[2:]
for level in levels:
    make_bot(level, game)
before = loaded()
seats = [levels[k % len(levels)] for k in range(game.player_counts[0])]
arena.run(game, game.house_rules(), seats, 2, seed=5)
print(" ".join(sorted(loaded() - before)))
"""


@pytest.mark.parametrize(
    ("game_id", "levels"),
    [
        ("sixty_six", ["expert", "strong", "normal"]),
        ("german_solo", ["easy", "normal"]),
        ("six_bid", ["strong", "normal"]),
        ("german_solo", ["strong", "normal"]),
    ],
)
def test_playing_loads_no_module_beyond_those_the_fingerprint_reads(
    game_id: str, levels: list[str]
) -> None:
    """Sound only if every module a level plays by is loaded when its bot is made."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", PLAY_A_HAND, game_id, *levels],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
        cwd=Path(strength.__file__).resolve().parent.parent,
    )
    assert out.stdout.split() == []


def test_hands_that_carry_chips_over_cannot_be_recorded_in_parts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from solo_desktop.core import registry

    game = registry.get("six_bid")
    pots = game.house_rules({"variant": "progressive", "pots": True})
    monkeypatch.setattr(type(game), "house_rules", lambda self, overrides=None: pots)
    with pytest.raises(SystemExit, match="carry chips from hand to hand"):
        strength.compare_recorded("six_bid", "normal", 6, 1, 1, tmp_path / "p.jsonl", part=3)


def test_so_far_reports_the_recorded_hands_and_plays_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "parts.jsonl"
    empty = strength.compare_recorded(GAME, "easy", 2000, 2, 1, record, play=False)
    assert empty.hands == 0
    strength.compare_recorded(GAME, "easy", 8, 2, 1, record, part=4)

    def no_play(*args: object, **kwargs: object) -> arena.ArenaResult:
        raise AssertionError("--so-far plays no hand")

    monkeypatch.setattr(arena, "run", no_play)
    so_far = strength.compare_recorded(GAME, "easy", 2000, 2, 1, record, play=False)
    assert so_far.hands == 8
    assert so_far[:3] == strength.compare_recorded(GAME, "easy", 8, 2, 1, record)[:3]
    argv = ["--level", "easy", "--games", GAME, "--seed", "2", "--record", str(record)]
    assert strength.main([*argv, "--so-far"]) == 0
    assert f"{GAME:<12} easy" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        strength.main(["--so-far"])


def test_two_runs_on_one_file_share_the_hands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "parts.jsonl"
    other = tmp_path / "other.jsonl"
    # A run going down from the last hand, by itself: parts 7..6, 5..4, ...
    down = strength.compare_recorded(GAME, "easy", 8, 2, 1, other, part=2, descending=True)
    assert [json.loads(x)["first"] for x in other.read_text().splitlines()] == [6, 4, 2, 0]
    assert down[:3] == strength.compare(GAME, "easy", 8, 2, 1)[:3]
    # A run going up, while the one going down records hands 4..7 beside it.
    lines = other.read_text().splitlines(keepends=True)
    played: list[tuple[int, int]] = []
    real = arena.run

    def meanwhile(*args: object, **kwargs: object) -> arena.ArenaResult:
        result = real(*args, **kwargs)  # type: ignore[arg-type]
        played.append((result.first, result.hands))
        if len(played) == 2:  # the first part is done: the other run's parts appear
            with record.open("a") as out:
                out.writelines(lines[:2])
        return result

    monkeypatch.setattr(arena, "run", meanwhile)
    up = strength.compare_recorded(GAME, "easy", 8, 2, 1, record, part=2)
    assert played == [(0, 2), (0, 2), (2, 2), (2, 2)]
    assert up[:3] == down[:3]
    assert up.hands == 8


def test_a_level_against_another_level(tmp_path: Path) -> None:
    """`--against`: the paired difference is to that level on the same deals, and its parts are
    kept apart from the parts against normal in the same file."""
    against = strength.compare(GAME, "normal", 6, 2, 1, against="easy")
    normal = strength.compare(GAME, "normal", 6, 2, 1)
    easy = strength.compare(GAME, "easy", 6, 2, 1)
    assert against.mean == normal.mean  # the level's own hands are the same
    assert against.normal == easy.mean  # the base is easy's hands on those deals
    assert against.paired[0] == pytest.approx(normal.mean[0] - easy.mean[0])
    record = tmp_path / "parts.jsonl"
    strength.compare_recorded(GAME, "normal", 6, 2, 1, record, part=3)
    recorded = strength.compare_recorded(GAME, "normal", 6, 2, 1, record, part=3, against="easy")
    assert recorded[:3] == against[:3]
    lines = [json.loads(line) for line in record.read_text().splitlines()]
    assert [line["against"] for line in lines] == ["normal", "normal", "easy", "easy"]


def test_parts_recorded_before_against_existed_count_as_against_normal(tmp_path: Path) -> None:
    record = tmp_path / "parts.jsonl"
    strength.compare_recorded(GAME, "easy", 4, 2, 1, record, part=2)
    old = [json.loads(line) for line in record.read_text().splitlines()]
    record.write_text("".join(json.dumps({k: v for k, v in p.items() if k != "against"}) + "\n"
                              for p in old))  # fmt: skip
    again = strength.compare_recorded(GAME, "easy", 4, 2, 1, record, part=2, play=False)
    assert again.hands == 4
    assert (
        strength.compare_recorded(GAME, "easy", 4, 2, 1, record, against="random", play=False).hands
        == 0
    )


def test_any_code_counts_parts_of_earlier_code_and_plays_none(tmp_path: Path) -> None:
    record = tmp_path / "parts.jsonl"
    strength.compare_recorded(GAME, "easy", 4, 2, 1, record, part=4)
    lines = [json.loads(x) for x in record.read_text().splitlines()]
    lines[0]["code"] = "0" * 16  # as if the bots had changed since
    record.write_text(json.dumps(lines[0]) + "\n")
    now = strength.compare_recorded(GAME, "easy", 4, 2, 1, record, play=False)
    assert now.hands == 0
    old = strength.compare_recorded(GAME, "easy", 8, 2, 1, record, any_code=True)
    assert old.hands == 4 and len(record.read_text().splitlines()) == 1  # nothing played


def test_the_table_names_each_level_against_the_one_below() -> None:
    from benchmarks import strength_table

    assert [a for _, a in strength_table.LADDER] == ["easy", "normal", "strong"]
    assert [lv for lv, _ in strength_table.LADDER] == ["normal", "strong", "expert"]
    assert strength_table.record_path("strong", "normal", "solo66").name == (
        "strength-strong-solo66.jsonl"  # the name of the records before the ladder
    )
    assert strength_table.record_path("expert", "strong", "solo66").name == (
        "strength-expert-vs-strong-solo66.jsonl"
    )
    up = strength.Comparison((0, 0, 0), (0, 0, 0), (1.0, 0.5, 1.5), 1.0, 100)
    even = strength.Comparison((0, 0, 0), (0, 0, 0), (0.1, -0.2, 0.4), 1.0, 100)
    down = strength.Comparison((0, 0, 0), (0, 0, 0), (-1.0, -1.5, -0.5), 1.0, 100)
    assert strength_table.level_row("solo66", "expert", "strong", up).endswith("stronger")
    assert strength_table.level_row("solo66", "expert", "strong", even).endswith("told apart")
    assert strength_table.level_row("solo66", "expert", "strong", down).endswith("weaker")
    assert "fewer than 2" in strength_table.level_row("solo66", "expert", "strong", None)


def test_the_table_ends_with_the_sixty_six_yardstick_from_its_records() -> None:
    from benchmarks import strength_table

    rows = strength_table.yardstick_rows()
    assert any(row.startswith("normal vs rdeep") and "target > 75%" in row for row in rows)


def test_inference_ab_sets_expert_against_its_own_search_without_inference(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """benchmarks/inference_ab.py: the extra level is expert's search, unweighed, and each
    game prints its paired line."""
    from benchmarks import inference_ab
    from solo_desktop.ai.search.bot import SearchBot
    from solo_desktop.ai.search.sixty_six_pimc import SixtySixSearchBot
    from solo_desktop.core import registry

    monkeypatch.setenv("SOLO_DESKTOP_SEARCH_SCALE", "0.01")
    plain = inference_ab._plain(registry.get("solo_whist"))
    assert isinstance(plain, SearchBot) and not plain.infer and plain.name == "expert-plain"
    plain66 = inference_ab._plain(registry.get("sixty_six"))
    assert isinstance(plain66, SixtySixSearchBot) and not plain66.infer
    assert inference_ab.main(["--games", "german_solo", "--hands", "2"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("german_solo  expert - expert-plain:")
    assert "over 2 paired hands" in line


def test_a_seating_another_current_record_played_is_not_played_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Normal against easy records both seatings that easy against normal needs: those hands
    are taken from that record (marked as lent), and the figures are those of playing them."""
    strength.compare_recorded(
        GAME, "normal", 6, 2, 1, tmp_path / "strength-normal-vs-easy-x.jsonl", part=3,
        against="easy",
    )  # fmt: skip
    played = _count_runs(monkeypatch)
    record = tmp_path / "strength-easy-x.jsonl"
    lent = strength.compare_recorded(GAME, "easy", 8, 2, 1, record, part=3)
    # Hands 0..5 were in the other record; 6..7 are played, both seatings.
    assert played == [(6, 2), (6, 2)]
    assert lent[:3] == strength.compare(GAME, "easy", 8, 2, 1)[:3]
    lines = [json.loads(x) for x in record.read_text().splitlines()]
    assert [x.get("lent") for x in lines] == [["level", "against"]] * 2 + [None]


def test_hands_of_a_record_made_by_other_code_or_seed_are_not_lent(tmp_path: Path) -> None:
    source = tmp_path / "strength-normal-vs-easy-x.jsonl"
    strength.compare_recorded(GAME, "normal", 4, 2, 1, source, part=4, against="easy")
    fingerprints: dict[tuple[str, str], str] = {}
    got = strength.lent_chips(tmp_path / "strength-easy-x.jsonl", GAME, 2, ["easy"], fingerprints)
    assert sorted(got) == ["easy"] and sorted(got["easy"]) == [0, 1, 2, 3]
    assert strength.lent_chips(tmp_path / "strength-easy-x.jsonl", GAME, 3, ["easy"], {}) == {}
    # A record does not lend to itself, and files beside it not named strength-* are not read.
    current = source.read_text()
    (tmp_path / "parts.jsonl").write_text(current)
    assert strength.lent_chips(source, GAME, 2, ["normal", "easy"], {}) == {}
    part = json.loads(current) | {"code": "0" * 16}
    source.write_text(json.dumps(part) + "\n")  # as if the bots had changed since
    assert strength.lent_chips(tmp_path / "strength-easy-x.jsonl", GAME, 2, ["easy"], {}) == {}
