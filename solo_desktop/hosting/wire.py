"""The view on the wire: a seat's `PlayerView` as JSON, and back (PROTOCOL.md `view`).

`view_json` writes every public property of the game's view class (its fields are in
docs/protocol-views.md) in the protocol's terms: a card as `"TC"`, a bit mask as a sorted list
of cards, a contract or phase by its id, a trick as `{"leader", "cards", "winner"}`. What a
client can work out for itself is not sent (`unseen`, Sixty-Six's `deck` and `exchange_card`,
how cards rank under the contract), so no hidden card is named, not even in a list of the cards
still out. At the end of a hand the view turns nothing face up: the widow and German Solo's
unrevealed partner come in `hand_over`'s record, as PROTOCOL.md says.

`from_json` rebuilds the view a computer player on another machine decides from: an instance
of the game's own view class (bots check `isinstance`) whose properties return the decoded
values and recompute the derived ones. Every byte of it is untrusted: anything malformed raises
`WireError`, nothing else.

`shown_action` is the `last` action as a seat may see it (`discard`, `give` as a bare verb).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

from solo_desktop.core.actions import as_seen
from solo_desktop.core.cards import (
    Card,
    CardParseError,
    Mask,
    bit,
    card_str,
    cards_of,
    mask_of,
    parse_card,
)
from solo_desktop.core.game import Phase
from solo_desktop.core.rules import HouseRules
from solo_desktop.games import (
    german_solo,
    german_solo_score,
    six_bid,
    six_bid_score,
    sixty_six,
    solo66,
    solo_whist,
)
from solo_desktop.games.german_solo_view import GermanSoloView
from solo_desktop.games.six_bid_view import SixBidView
from solo_desktop.games.sixty_six_view import SixtySixView
from solo_desktop.games.solo66 import Solo66View
from solo_desktop.games.solo_whist_view import SoloWhistView

WIRE_VERSION = 1
"""The version of the view's fields; it moves with PROTOCOL.md's `protocol`."""

_INT_LIMIT = 1 << 31
_MAX_ITEMS = 4096


class WireError(ValueError):
    """A view from the wire that cannot be read."""


# -- codecs: one per annotation of a view property ------------------------------------------


@dataclass(frozen=True)
class _Codec:
    """How one Python type goes to JSON and back; `doc` names the JSON form."""

    enc: Callable[[Any], Any]
    dec: Callable[[Any, str], Any]
    doc: str


def _fail(path: str, what: str) -> WireError:
    return WireError(f"{path}: {what}")


def _dec_int(x: Any, path: str) -> int:
    if not isinstance(x, int) or isinstance(x, bool) or not -_INT_LIMIT < x < _INT_LIMIT:
        raise _fail(path, "a number expected")
    return x


def _dec_bool(x: Any, path: str) -> bool:
    if not isinstance(x, bool):
        raise _fail(path, "true or false expected")
    return x


def _dec_str(x: Any, path: str) -> str:
    if not isinstance(x, str) or len(x) > 256:
        raise _fail(path, "a string expected")
    return x


def _dec_card(x: Any, path: str) -> Card:
    if not isinstance(x, str) or len(x) > 3:
        raise _fail(path, "a card expected")
    try:
        return parse_card(x)
    except CardParseError:
        raise _fail(path, f"not a card: {x!r}") from None


def _list(x: Any, path: str) -> list[Any]:
    if not isinstance(x, list) or len(x) > _MAX_ITEMS:
        raise _fail(path, "a list expected")
    return x


def _dec_mask(x: Any, path: str) -> Mask:
    m = 0
    for i, c in enumerate(_list(x, path)):
        b = bit(_dec_card(c, f"{path}[{i}]"))
        if m & b:
            raise _fail(path, f"{c} twice")
        m |= b
    return m


_INT = _Codec(lambda v: v, _dec_int, "number")
_BOOL = _Codec(lambda v: v, _dec_bool, "bool")
_STR = _Codec(lambda v: v, _dec_str, "string")
_ACTION = _Codec(lambda v: v, _dec_str, "action")
_CARD = _Codec(card_str, _dec_card, "card")
_MASK = _Codec(lambda m: [card_str(c) for c in sorted(cards_of(m))], _dec_mask, "cards")


def _optional(inner: _Codec) -> _Codec:
    def dec(x: Any, path: str) -> Any:
        return None if x is None else inner.dec(x, path)

    return _Codec(lambda v: None if v is None else inner.enc(v), dec, f"{inner.doc} or null")


def _sequence(inner: _Codec) -> _Codec:
    def dec(x: Any, path: str) -> tuple[Any, ...]:
        return tuple(inner.dec(e, f"{path}[{i}]") for i, e in enumerate(_list(x, path)))

    return _Codec(lambda v: [inner.enc(e) for e in v], dec, f"list of {inner.doc}")


def _fixed(parts: list[_Codec]) -> _Codec:
    def dec(x: Any, path: str) -> tuple[Any, ...]:
        items = _list(x, path)
        if len(items) != len(parts):
            raise _fail(path, f"{len(parts)} items expected")
        return tuple(
            c.dec(e, f"{path}[{i}]") for i, (c, e) in enumerate(zip(parts, items, strict=True))
        )

    def enc(v: Any) -> list[Any]:
        return [c.enc(e) for c, e in zip(parts, v, strict=True)]

    return _Codec(enc, dec, "[" + ", ".join(c.doc for c in parts) + "]")


def _enum(kind: type[Enum]) -> _Codec:
    by_value = {str(m.value): m for m in kind}

    def dec(x: Any, path: str) -> Enum:
        if not isinstance(x, str) or x not in by_value:
            raise _fail(path, f"not a {kind.__name__}: {x!r}")
        return by_value[x]

    return _Codec(lambda v: str(v.value), dec, f"{kind.__name__.lower()} id")


def _record(kind: type[Any]) -> _Codec:
    """A NamedTuple as a JSON object of its fields."""
    ns = vars(sys.modules[kind.__module__])
    fields = {
        n: _codec(str(getattr(t, "__forward_arg__", t)), ns)
        for n, t in kind.__annotations__.items()
    }

    def dec(x: Any, path: str) -> Any:
        if not isinstance(x, dict):
            raise _fail(path, "an object expected")
        try:
            return kind(*(c.dec(x[n], f"{path}.{n}") for n, c in fields.items()))
        except KeyError as e:
            raise _fail(path, f"{e.args[0]} missing") from None

    def enc(v: Any) -> dict[str, Any]:
        return {n: c.enc(getattr(v, n)) for n, c in fields.items()}

    doc = "{" + ", ".join(fields) + "}"
    return _Codec(enc, dec, doc)


_LEAVES = {
    "int": _INT,
    "bool": _BOOL,
    "str": _STR,
    "Action": _ACTION,
    "Card": _CARD,
    "Mask": _MASK,
    "Phase": _enum(Phase),
}


def _split(args: str) -> list[str]:
    """Top-level comma-separated parts of a type's arguments."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(args):
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(args[start:i].strip())
            start = i + 1
    out.append(args[start:].strip())
    return out


def _codec(t: str, ns: dict[str, Any]) -> _Codec:
    """The codec of a type annotation as written in a view module (a string)."""
    t = t.strip()
    if t.endswith("| None"):
        return _optional(_codec(t[: -len("| None")], ns))
    if t.startswith("tuple[") and t.endswith("]"):
        args = _split(t[len("tuple[") : -1])
        if len(args) == 2 and args[1] == "...":
            return _sequence(_codec(args[0], ns))
        return _fixed([_codec(a, ns) for a in args])
    if t in _LEAVES:
        return _LEAVES[t]
    kind = ns.get(t)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return _enum(kind)
    if isinstance(kind, type) and issubclass(kind, tuple) and hasattr(kind, "_fields"):
        return _record(kind)
    raise TypeError(f"no wire form for {t}")  # a new view property needs one


# -- the games: what is not sent, and what the end of a hand keeps hidden -----------------

Derive = Callable[[Any], Any]


def _german_conceal(view: Any, data: dict[str, Any]) -> None:
    """The hand may stop before the called card falls: the partner stays secret to the view,
    the settlement (which names him) comes with `hand_over`."""
    if view.phase is not Phase.DONE or view.partner is None or view.seat == view.partner:
        return
    if view.contract is german_solo_score.Contract.GROSSFRAGE or view.played >> view.called & 1:
        return
    data["partner"], data["partner_revealed"] = None, False
    data["chips"] = [0] * view.players


def _six_bid_conceal(view: Any, data: dict[str, Any]) -> None:
    """The widow is never shown by the view (it comes in `hand_over`'s record)."""
    data["widow"] = []


def _six_bid_spec(v: Any) -> Any:
    c = v.contract
    if c is None:
        return None
    return next(s for s in six_bid_score.SPECS[v.rules.text("variant")] if s.contract is c)


def _contract_spec(v: Any) -> Any:
    return None if v.contract is None else v.contract.spec


def _context(trick_context: Callable[[Any], Any]) -> Derive:
    return lambda v: trick_context(v.trump)


def _rules(v: Any) -> HouseRules:
    return v._wire_rules  # type: ignore[no-any-return]


@dataclass(frozen=True)
class _GameWire:
    view_cls: type[Any]
    derived: dict[str, Derive]
    """Not sent: recomputed from the fields that are, with the game's own rules."""
    computed: frozenset[str] = frozenset()
    """Not sent: the view class computes them from the fields that are (its own property)."""
    conceal: Callable[[Any, dict[str, Any]], None] | None = None


def _games() -> dict[str, _GameWire]:
    unseen = frozenset({"unseen"})
    return {
        "german_solo": _GameWire(
            GermanSoloView,
            {
                "rules": _rules,
                "context": _context(german_solo.trick_context),
                "policy": lambda v: german_solo.play_policy(v.spec, v.rules),
                "spec": _contract_spec,
            },
            unseen,
            _german_conceal,
        ),
        "solo_whist": _GameWire(
            SoloWhistView,
            {
                "rules": _rules,
                "context": _context(solo_whist.trick_context),
                "spec": _contract_spec,
            },
            unseen,
        ),
        "six_bid": _GameWire(
            SixBidView,
            {"rules": _rules, "context": _context(six_bid.trick_context), "spec": _six_bid_spec},
            unseen,
            _six_bid_conceal,
        ),
        "sixty_six": _GameWire(
            SixtySixView,
            {
                "rules": _rules,
                "context": _context(sixty_six.trick_context),
                "deck": lambda v: mask_of(sixty_six.GAME.deck(v.rules)),
                "exchange_card": lambda v: sixty_six.exchange_card(v.trump, v.rules.number("deck")),
            },
            unseen,
        ),
        "solo66": _GameWire(
            Solo66View, {"rules": _rules, "context": _context(solo66.trick_context)}
        ),
    }


_GAMES = _games()


def properties(cls: type[Any]) -> dict[str, property]:
    """The public properties of a view class, the subclass's first."""
    out: dict[str, property] = {}
    for k in cls.__mro__:
        for name, p in vars(k).items():
            if isinstance(p, property) and not name.startswith("_") and name not in out:
                out[name] = p
    return out


@dataclass(frozen=True)
class Field:
    """One field of a game's view on the wire."""

    name: str
    codec: _Codec
    doc: str


@cache
def fields(game_id: str) -> tuple[Field, ...]:
    """The fields of `game_id`'s view on the wire, in the view class's order (`seat` first)."""
    gw = _spec(game_id)
    out = [Field("seat", _INT, "This seat's number.")]
    for name, prop in properties(gw.view_cls).items():
        if name in gw.derived or name in gw.computed:
            continue
        assert prop.fget is not None
        annotation = prop.fget.__annotations__["return"]
        ns = vars(sys.modules[prop.fget.__module__])  # where the annotation was written
        doc = (prop.__doc__ or "").strip().split("\n\n")[0]
        out.append(Field(name, _codec(str(annotation), ns), " ".join(doc.split())))
    return tuple(out)


def _spec(game_id: str) -> _GameWire:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise WireError(f"no view on the wire for game {game_id!r}") from None


# -- the three entry points -----------------------------------------------------------------


def view_json(game: Any, state: Any, seat: int) -> dict[str, Any]:
    """`seat`'s view of `state` as the protocol's JSON `view` object."""
    view = game.view(state, seat)
    data: dict[str, Any] = {}
    for f in fields(game.id):
        data[f.name] = f.codec.enc(getattr(view, f.name))
    conceal = _spec(game.id).conceal
    if conceal is not None:
        conceal(view, data)
    return data


def _stored(name: str) -> Derive:
    def get(view: Any) -> Any:
        return view._wire[name]

    return get


@cache
def _rebuilt_class(game_id: str) -> type[Any]:
    gw = _spec(game_id)
    ns: dict[str, Any] = {
        "__slots__": ("_wire", "_wire_rules"),
        "__module__": __name__,
        "__doc__": f"A {gw.view_cls.__name__} rebuilt from the wire.",
    }
    for f in fields(game_id):
        if f.name != "seat":
            ns[f.name] = property(_stored(f.name), doc=f.doc)
    for name, fn in gw.derived.items():
        ns[name] = property(fn)
    return type(f"Wire{gw.view_cls.__name__}", (gw.view_cls,), ns)


def from_json(game: Any, rules: HouseRules, data: Any) -> Any:
    """The game's view rebuilt from a `view` object; `WireError` if it cannot be read."""
    if not isinstance(data, dict):
        raise WireError("the view must be an object")
    values: dict[str, Any] = {}
    for f in fields(game.id):
        if f.name not in data:
            raise WireError(f"{f.name} missing")
        values[f.name] = f.codec.dec(data[f.name], f.name)
    players, seat = values["players"], values["seat"]
    if not 2 <= players <= 8 or not 0 <= seat < players:
        raise WireError("seat or players out of range")
    if len(values["hand_sizes"]) != players or len(values["tricks"]) != players:
        raise WireError("hand_sizes and tricks need one entry per seat")
    cls = _rebuilt_class(game.id)
    view: Any = object.__new__(cls)
    view.seat = seat
    view._wire = values
    view._wire_rules = rules
    return view


def shown_action(game: Any, state_before: Any, actor: int, action: str, seat: int) -> str:
    """`action`, taken by `actor` in `state_before`, as `seat` may see it (`as_seen`; a card
    is given back to the called card's holder)."""
    receiver = None
    if action.startswith("give "):
        receiver = getattr(game.view(state_before, actor), "called_holder", None)
    return as_seen(action, actor, seat, receiver)
