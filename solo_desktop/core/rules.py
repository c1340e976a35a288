"""Typed house rules: each has a name, a default, its allowed values and validation.

A game declares its house rules as `RuleSpec`s (RULES.md names and defaults); a table's
choice of them is a `HouseRules` value, built from the specs and a player's or a record's
overrides. Unknown keys and values outside the allowed ones raise `RuleError`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

RuleValue = int | bool | str


class RuleError(ValueError):
    """A house rule that the game does not have, or a value it does not allow."""


@dataclass(frozen=True)
class RuleSpec:
    """One house rule: its RULES.md name, default and allowed values."""

    name: str
    default: RuleValue
    choices: tuple[str, ...] = ()
    """For a text rule: the allowed values."""
    minimum: int | None = None
    """For a number rule: the smallest allowed value."""
    maximum: int | None = None
    """For a number rule: the largest allowed value."""
    multiple_of: int = 1
    """For a number rule: values must be a multiple of this."""

    @property
    def kind(self) -> type:
        """The value's type: bool, int or str."""
        return type(self.default)

    def validate(self, value: object) -> RuleValue:
        """Return `value` when this rule allows it, else raise RuleError."""
        kind = self.kind
        if kind is bool:
            if isinstance(value, bool):
                return value
            raise RuleError(f"house rule {self.name!r} takes true or false, not {value!r}")
        if kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise RuleError(f"house rule {self.name!r} takes a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise RuleError(f"house rule {self.name!r} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise RuleError(f"house rule {self.name!r} must be at most {self.maximum}")
            if value % self.multiple_of:
                raise RuleError(
                    f"house rule {self.name!r} must be a multiple of {self.multiple_of}"
                )
            return value
        if not isinstance(value, str) or value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise RuleError(f"house rule {self.name!r} takes one of {allowed}, not {value!r}")
        return value


class HouseRules(Mapping[str, RuleValue]):
    """An immutable, validated choice of every house rule of one game."""

    __slots__ = ("_specs", "_values")

    def __init__(
        self, specs: Sequence[RuleSpec], overrides: Mapping[str, object] | None = None
    ) -> None:
        """Take every default, then the validated overrides; raise RuleError on a bad one."""
        by_name = {s.name: s for s in specs}
        values: dict[str, RuleValue] = {s.name: s.default for s in specs}
        for key, value in (overrides or {}).items():
            spec = by_name.get(key)
            if spec is None:
                known = ", ".join(sorted(by_name)) or "none"
                raise RuleError(f"unknown house rule {key!r} (this game has: {known})")
            values[key] = spec.validate(value)
        self._specs = tuple(specs)
        self._values = values

    @property
    def specs(self) -> tuple[RuleSpec, ...]:
        """The specs of the game's house rules."""
        return self._specs

    def __getitem__(self, key: str) -> RuleValue:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HouseRules):
            return self._values == other._values
        return NotImplemented

    def __repr__(self) -> str:
        return f"HouseRules({self._values!r})"

    def text(self, key: str) -> str:
        """A text rule's value."""
        value = self._values[key]
        assert isinstance(value, str)
        return value

    def number(self, key: str) -> int:
        """A number rule's value."""
        value = self._values[key]
        assert isinstance(value, int) and not isinstance(value, bool)
        return value

    def flag(self, key: str) -> bool:
        """An on/off rule's value."""
        value = self._values[key]
        assert isinstance(value, bool)
        return value

    def changed(self) -> dict[str, RuleValue]:
        """The rules that differ from their defaults, as a record stores them."""
        return {
            s.name: self._values[s.name] for s in self._specs if self._values[s.name] != s.default
        }

    def with_values(self, overrides: Mapping[str, object]) -> HouseRules:
        """A copy with some rules changed (validated)."""
        merged: dict[str, object] = dict(self._values)
        merged.update(overrides)
        return HouseRules(self._specs, merged)
