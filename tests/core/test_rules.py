"""House rules: RuleSpec validation and the HouseRules mapping."""

from __future__ import annotations

import pytest

from solo_desktop.core.rules import HouseRules, RuleError, RuleSpec
from solo_desktop.games.solo66 import GAME

FLAG = RuleSpec("must_head", False)
NUMBER = RuleSpec("hands", 8, minimum=4, maximum=40, multiple_of=4)
TEXT = RuleSpec("all_pass", "redeal", choices=("redeal", "last_trick"))
SPECS = (FLAG, NUMBER, TEXT)


def test_kinds() -> None:
    assert FLAG.kind is bool
    assert NUMBER.kind is int
    assert TEXT.kind is str


def test_bool_rules_take_only_booleans() -> None:
    assert FLAG.validate(True) is True
    assert FLAG.validate(False) is False
    for bad in (0, 1, "true", "false", None, 1.0):
        with pytest.raises(RuleError) as info:
            FLAG.validate(bad)
        assert str(info.value) == f"house rule 'must_head' takes true or false, not {bad!r}"


def test_int_rules_refuse_booleans_and_other_types() -> None:
    assert NUMBER.validate(8) == 8
    for bad in (True, False, "8", 8.0, None, [8]):
        with pytest.raises(RuleError) as info:
            NUMBER.validate(bad)
        assert str(info.value) == f"house rule 'hands' takes a whole number, not {bad!r}"


def test_int_rules_min_max_multiple() -> None:
    assert NUMBER.validate(4) == 4
    assert NUMBER.validate(40) == 40
    with pytest.raises(RuleError, match=r"^house rule 'hands' must be at least 4$"):
        NUMBER.validate(0)
    with pytest.raises(RuleError, match=r"^house rule 'hands' must be at most 40$"):
        NUMBER.validate(44)
    with pytest.raises(RuleError, match=r"^house rule 'hands' must be a multiple of 4$"):
        NUMBER.validate(10)
    # No bounds: any whole number, negatives included.
    free = RuleSpec("stake", 10)
    assert free.validate(-5) == -5
    assert free.validate(10**9) == 10**9


def test_text_rules_take_one_of_their_choices() -> None:
    assert TEXT.validate("last_trick") == "last_trick"
    for bad in ("Redeal", "", "spadilla_plays", 1, None, True):
        with pytest.raises(RuleError) as info:
            TEXT.validate(bad)
        assert str(info.value) == (
            f"house rule 'all_pass' takes one of 'redeal', 'last_trick', not {bad!r}"
        )


def test_house_rules_defaults_and_overrides() -> None:
    rules = HouseRules(SPECS)
    assert dict(rules) == {"must_head": False, "hands": 8, "all_pass": "redeal"}
    assert len(rules) == 3
    assert list(rules) == ["must_head", "hands", "all_pass"]
    assert rules.changed() == {}
    assert rules.specs == SPECS
    changed = HouseRules(SPECS, {"hands": 12, "must_head": True})
    assert changed["hands"] == 12
    assert changed.number("hands") == 12
    assert changed.flag("must_head") is True
    assert changed.text("all_pass") == "redeal"
    assert changed.changed() == {"must_head": True, "hands": 12}
    # Overriding with the default value is not a change.
    assert HouseRules(SPECS, {"hands": 8}).changed() == {}


def test_house_rules_refuse_unknown_keys_naming_the_known_ones() -> None:
    with pytest.raises(RuleError) as info:
        HouseRules(SPECS, {"must_hed": True})
    assert str(info.value) == (
        "unknown house rule 'must_hed' (this game has: all_pass, hands, must_head)"
    )
    with pytest.raises(RuleError, match=r"unknown house rule 'x' \(this game has: none\)"):
        HouseRules((), {"x": 1})


def test_house_rules_refuse_bad_values() -> None:
    with pytest.raises(RuleError, match="takes a whole number"):
        HouseRules(SPECS, {"hands": True})
    with pytest.raises(RuleError, match="takes true or false"):
        HouseRules(SPECS, {"must_head": 1})


def test_house_rules_equality_hash_and_copies() -> None:
    a = HouseRules(SPECS, {"hands": 12})
    b = HouseRules(SPECS, {"hands": 12})
    assert a == b
    assert hash(a) == hash(b)
    assert a != HouseRules(SPECS)
    assert a != {"hands": 12, "must_head": False, "all_pass": "redeal"}
    c = a.with_values({"all_pass": "last_trick"})
    assert c["all_pass"] == "last_trick"
    assert a["all_pass"] == "redeal"  # the original is unchanged
    assert c["hands"] == 12
    with pytest.raises(RuleError):
        a.with_values({"hands": 13})
    with pytest.raises(RuleError):
        a.with_values({"nope": 1})
    assert "HouseRules(" in repr(a)
    with pytest.raises(TypeError):
        a["hands"] = 4  # type: ignore[index]


def test_solo66_house_rules() -> None:
    rules = GAME.house_rules()
    assert dict(rules) == {
        "all_pass": "redeal",
        "last_trick_stake": 10,
        "loss_basis": "winners_points",
        "points_per_chip": 1,
        "hands": 10,
    }
    assert GAME.house_rules({"all_pass": "last_trick"}).text("all_pass") == "last_trick"
    assert GAME.house_rules({"loss_basis": "soloist_points"}).text("loss_basis") == (
        "soloist_points"
    )
    bad_rules: list[dict[str, object]] = [
        {"all_pass": "spadilla_plays"},
        {"loss_basis": "points"},
        {"points_per_chip": 0},
        {"points_per_chip": "5"},
        {"last_trick_stake": -1},
        {"last_trick_stake": True},
        {"hands": 0},
        {"deck": 24},
    ]
    for bad in bad_rules:
        with pytest.raises(RuleError):
            GAME.house_rules(bad)
