"""Deal records (NOTATION.md): load, validate, replay and dump one hand of any game.

A record is ``(game, house rules, deal, actions)``: the save format, the ledger's hand record
and the bug-report format. Loading refuses anything malformed with a `RecordError` naming the
first fault; replaying refuses the first illegal action with a `ReplayError` naming its index,
the action, the seat and the reason. Nothing is half-applied.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from solo_desktop.core import registry
from solo_desktop.core.actions import canonical
from solo_desktop.core.cards import CARD_TEXT, Card, CardParseError, parse_card
from solo_desktop.core.game import Action, Deal, DealError, Game, IllegalActionError
from solo_desktop.core.rules import HouseRules, RuleError, RuleValue

FORMAT = "solo-desktop/deal@1"
_KEYS = {"format", "game", "players", "rules", "dealer", "hands", "talon", "turn_up", "seed"}
_KEYS |= {"actions"}


class RecordError(ValueError):
    """A record that cannot be read or breaks the rules before any action."""


class ReplayError(ValueError):
    """An illegal action in a record: names its index (from 0), the action, seat and reason."""

    def __init__(self, index: int, error: IllegalActionError) -> None:
        """Wrap the game's refusal of action number `index`."""
        self.index = index
        self.error = error
        action = error.action.replace("\r", "\\r").replace("\n", "\\n")
        who = "" if error.seat is None else f" by seat {error.seat}"
        super().__init__(f"action {index} '{action}'{who} is illegal: {error.reason_text}")


@dataclass(frozen=True)
class DealRecord:
    """One hand: game, house rules, deal (cards or seed) and the actions taken."""

    game: str
    players: int
    rules: dict[str, RuleValue]
    dealer: int
    hands: tuple[tuple[Card, ...], ...] | None = None
    talon: tuple[Card, ...] = ()
    turn_up: Card | None = None
    seed: int | None = None
    actions: tuple[Action, ...] = field(default=())

    def house_rules(self) -> HouseRules:
        """The record's validated house rules (raises RecordError)."""
        try:
            return registry.get(self.game).house_rules(dict(self.rules))
        except RuleError as e:
            raise RecordError(str(e)) from None

    def deal(self) -> Deal:
        """The record's deal: its cards, or the seeded shuffle of its seed."""
        game = registry.get(self.game)
        if self.hands is None:
            assert self.seed is not None
            return game.deal(
                self.house_rules(), self.players, self.dealer, random.Random(self.seed)
            )
        return Deal(self.players, self.dealer, self.hands, self.talon, self.turn_up)


@dataclass(frozen=True)
class Replay:
    """A replayed record: the game and every state from the start to the last action."""

    game: Game
    rules: HouseRules
    deal: Deal
    states: tuple[Any, ...]

    @property
    def final(self) -> Any:
        """The state after the last action."""
        return self.states[-1]


def _fail(message: str) -> RecordError:
    return RecordError(message)


def _cards(value: object, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise _fail(f'{where} must be a list of cards like "TC"')
    try:
        return tuple(parse_card(t) for t in value)
    except CardParseError as e:
        raise _fail(f"{where}: {e}") from None


def _int(data: dict[str, Any], key: str, default: int | None = None) -> int:
    value = data.get(key, default)
    if value is None:
        raise _fail(f"missing field {key!r}")
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(f"{key!r} must be a whole number, not {value!r}")
    return value


def from_json(data: object) -> DealRecord:
    """A record from its parsed JSON, validated field by field (raises RecordError)."""
    if not isinstance(data, dict):
        raise _fail("a deal record must be a JSON object")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise _fail(f"unsupported format {fmt!r} (this version reads {FORMAT!r})")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise _fail(f"unknown field {unknown[0]!r}")
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise _fail("missing field 'game'")
    try:
        game = registry.get(game_id)
    except registry.UnknownGameError as e:
        raise _fail(str(e)) from None
    default_players = game.player_counts[0] if len(game.player_counts) == 1 else None
    players = _int(data, "players", default_players)
    if players not in game.player_counts:
        counts = " or ".join(str(n) for n in game.player_counts)
        raise _fail(f"{game_id} is played by {counts} players, not {players}")
    dealer = _int(data, "dealer", 0)
    if not 0 <= dealer < players:
        raise _fail(f"dealer must be a seat from 0 to {players - 1}, not {dealer}")
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise _fail("'rules' must be an object of house rules")
    try:
        game.house_rules(rules)
    except RuleError as e:
        raise _fail(str(e)) from None
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise _fail("'actions' must be a list of action strings")
    seed = data.get("seed")
    hands: tuple[tuple[Card, ...], ...] | None = None
    talon: tuple[Card, ...] = ()
    turn_up: Card | None = None
    if seed is not None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise _fail(f"'seed' must be a whole number, not {seed!r}")
        if "hands" in data or "talon" in data or "turn_up" in data:
            raise _fail("a record gives either 'seed' or 'hands', not both")
    else:
        raw_hands = data.get("hands")
        if not isinstance(raw_hands, list):
            raise _fail("missing field 'hands' (or 'seed')")
        hands = tuple(_cards(h, f"hand {i}") for i, h in enumerate(raw_hands))
        talon = _cards(data.get("talon", []), "talon")
        if data.get("turn_up") is not None and game_id != "solo_whist":
            raise _fail("'turn_up' belongs to solo_whist records only")
        if data.get("turn_up") is not None:
            raw = data["turn_up"]
            if not isinstance(raw, str):
                raise _fail("'turn_up' must be a card")
            turn_up = _cards([raw], "turn_up")[0]
    record = DealRecord(
        game_id, players, dict(rules), dealer, hands, talon, turn_up, seed, tuple(actions)
    )
    try:
        game.start(record.house_rules(), record.deal())
    except DealError as e:
        raise _fail(str(e)) from None
    return record


def loads(text: str) -> DealRecord:
    """A record from JSON text (raises RecordError)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise _fail(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    return from_json(data)


def replay(record: DealRecord) -> Replay:
    """Apply every action of the record (raises RecordError or ReplayError)."""
    game = registry.get(record.game)
    rules = record.house_rules()
    deal = record.deal()
    try:
        state = game.start(rules, deal)
    except DealError as e:
        raise _fail(str(e)) from None
    states = [state]
    for i, action in enumerate(record.actions):
        try:
            state = game.apply(state, action)
        except IllegalActionError as e:
            raise ReplayError(i, e) from None
        states.append(state)
    return Replay(game, rules, deal, tuple(states))


def make(game: Game, rules: HouseRules, deal: Deal, actions: Sequence[Action] = ()) -> DealRecord:
    """A record of a dealt hand and the actions taken so far."""
    return DealRecord(
        game.id,
        deal.players,
        dict(rules),
        deal.dealer,
        deal.hands,
        deal.talon,
        deal.turn_up,
        None,
        tuple(_canonical(a) for a in actions),
    )


def to_json(record: DealRecord) -> dict[str, Any]:
    """The record as its JSON object (every house rule written out)."""
    out: dict[str, Any] = {
        "format": FORMAT,
        "game": record.game,
        "players": record.players,
        "rules": dict(record.house_rules()),
        "dealer": record.dealer,
    }
    if record.hands is None:
        out["seed"] = record.seed
    else:
        out["hands"] = [[CARD_TEXT[c] for c in h] for h in record.hands]
        out["talon"] = [CARD_TEXT[c] for c in record.talon]
        if record.turn_up is not None:
            out["turn_up"] = CARD_TEXT[record.turn_up]
    out["actions"] = [_canonical(a) for a in record.actions]
    return out


def _canonical(action: str) -> str:
    try:
        return canonical(action)
    except CardParseError:
        return action


def dumps(record: DealRecord) -> str:
    """The record as JSON text, one field a line."""
    return json.dumps(to_json(record), indent=1) + "\n"
