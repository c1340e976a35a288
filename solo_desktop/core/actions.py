"""Action notation helpers (NOTATION.md): canonical text, splitting, and fast `play` lists.

Actions are strings: a verb, then arguments separated by single spaces. Output is canonical
(cards upper case with `T`, suits lower case); input may use any case and `10` for tens.
"""

from __future__ import annotations

from solo_desktop.core.cards import (
    CARD_TEXT,
    SUIT_WORDS,
    Card,
    CardParseError,
    Mask,
    parse_card,
    parse_suit,
)
from solo_desktop.core.game import Action

PLAY: tuple[Action, ...] = tuple("play " + t if t else "" for t in CARD_TEXT)
"""The `play` action of each card id."""

_CARD_VERBS = {"play", "discard", "call", "give"}
_SUIT_VERBS = {"trump", "marriage"}

_LANE_PLAYS: list[tuple[Action, ...] | None] = [None] * (4 << 13)


def _lane_plays(s: int, v: int) -> tuple[Action, ...]:
    key = s << 13 | v
    plays = _LANE_PLAYS[key]
    if plays is None:
        plays = _LANE_PLAYS[key] = tuple(PLAY[16 * s + r] for r in range(13) if v >> r & 1)
    return plays


def play_actions(m: Mask) -> tuple[Action, ...]:
    """The `play` actions of every card in a mask, lowest card id first."""
    lanes = _LANE_PLAYS
    out: tuple[Action, ...] = ()
    v = m & 0x1FFF
    if v:
        out = lanes[v] or _lane_plays(0, v)
    v = m >> 16 & 0x1FFF
    if v:
        out += lanes[8192 | v] or _lane_plays(1, v)
    v = m >> 32 & 0x1FFF
    if v:
        out += lanes[16384 | v] or _lane_plays(2, v)
    v = m >> 48 & 0x1FFF
    if v:
        out += lanes[24576 | v] or _lane_plays(3, v)
    return out


def as_seen(action: Action, actor: int, seat: int, receiver: int | None = None) -> Action:
    """`action`, taken by `actor`, as `seat` may see it: another seat's `discard` is its verb
    alone, and so is a `give C` to anyone but `receiver` (the cards go face down)."""
    if seat == actor or not action.startswith(("discard ", "give ")):
        return action
    verb = action.split(" ", 1)[0]
    return action if verb == "give" and seat == receiver else verb


def split(action: str) -> tuple[str, list[str]]:
    """An action's verb (lower case) and its arguments."""
    parts = action.split()
    if not parts:
        return "", []
    return parts[0].lower(), parts[1:]


def canonical(action: str) -> str:
    """The canonical text of an action; raises CardParseError for a bad card or suit."""
    verb, args = split(action)
    if verb in _CARD_VERBS:
        args = [CARD_TEXT[parse_card(a)] for a in args]
    elif verb in _SUIT_VERBS:
        args = [SUIT_WORDS[parse_suit(a)] for a in args]
    else:
        args = [a.lower() for a in args]
    return " ".join([verb, *args])


def action_cards(action: str) -> list[Card]:
    """The cards named by a card action (`play`, `discard`, `call`, `give`)."""
    verb, args = split(action)
    if verb not in _CARD_VERBS:
        return []
    try:
        return [parse_card(a) for a in args]
    except CardParseError:
        return []
