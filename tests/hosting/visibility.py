"""An independent oracle for PROTOCOL.md "What a seat may see", judged from a hand's complete
deal record, and a reader of every card named in a frame.

It uses the engine only to replay the record (who is to act, who holds what, the phase and the
contract); what a seat may see is decided here, from PROTOCOL.md and RULES.md, without the
games' view code or the wire module: its own cards at any time (also those it discarded or
gave, and those it received), cards played, and what the rules turn face up: Solo Whist's
turn-up, an exposed hand from the moment RULES.md exposes it (misère ouverte by
`ouvert_exposed`, spread misère after each other active player's first card, bronco once play
starts), grossfrage's black queens, Sixty-Six's face-up trump card, the nine (jack) exchanged
for it and shown marriages, and a called card by name.
"""

from __future__ import annotations

import re
from typing import Any

import solo_desktop.games  # noqa: F401  (registers the games)
from solo_desktop.core import registry
from solo_desktop.core.cards import card_str, cards_of
from solo_desktop.core.record import DealRecord

CARD = re.compile(r"^[AKQJT98765432][CSHD]$")


def _exposed(record: DealRecord, game: Any, state: Any, plays: list[int]) -> int | None:
    """The seat whose hand lies face up in `state`, if any; `plays` are the actors of the
    cards played so far."""
    if str(state.phase) not in ("play", "done"):
        return None
    outcome = game.outcome(state)
    contract, declarer = outcome.contract, outcome.declarer
    if declarer is None:
        return None
    if record.game == "solo_whist" and contract == "misere_ouverte":
        if record.rules.get("ouvert_exposed", "after_first_card") == "after_first_trick":
            return declarer if len(plays) >= 4 else None
        return declarer if declarer in plays else None
    if record.game == "six_bid" and contract == "spread_misere":
        active = 3
        first_trick = plays[:active]
        others = [s for s in first_trick if s != declarer]
        return declarer if len(others) >= active - 1 else None
    if record.game == "german_solo" and contract == "bronco":
        return declarer
    return None


def may_see(record: DealRecord, upto: int, seat: int) -> set[str]:
    """Every card `seat` may see after the first `upto` actions of `record`."""
    game = registry.get(record.game)
    rules = record.house_rules()
    deal = record.deal()
    state = game.start(rules, deal)
    seen: set[str] = set()

    def add(mask: int) -> None:
        seen.update(card_str(c) for c in cards_of(mask))

    if record.game == "solo_whist" and deal.turn_up is not None:
        seen.add(card_str(deal.turn_up))
    if record.game == "sixty_six":
        face_up = deal.talon[-1]
        seen.add(card_str(face_up))
        low = "9" if rules.number("deck") == 24 else "J"
        exchange = low + card_str(face_up)[1]
    plays: list[int] = []
    for i in range(upto + 1):
        add(state.hands[seat])
        shown = _exposed(record, game, state, plays)
        if shown is not None:
            add(state.hands[shown])
        if i == upto or i >= len(record.actions):
            break
        action = record.actions[i]
        actor = game.to_act(state)
        verb, *args = action.split()
        if verb == "play":
            seen.add(args[0])
            plays.append(-1 if actor is None else actor)
        elif verb == "call":
            seen.add(args[0])
        elif verb == "marriage":
            suit = {"clubs": "C", "spades": "S", "hearts": "H", "diamonds": "D"}[args[0]]
            seen.update({"K" + suit, "Q" + suit})
        elif verb == "exchange":
            seen.add(exchange)
        elif verb == "bid" and args == ["grossfrage"]:
            seen.update({"QC", "QS"})
        state = game.apply(state, action)
    return seen


def cards_in(obj: Any) -> set[str]:
    """Every card named anywhere in a JSON value: card strings, and cards inside action
    strings (`play TC`, `discard 7D 8D`)."""
    out: set[str] = set()
    if isinstance(obj, str):
        out.update(t for t in obj.split(" ") if CARD.match(t))
    elif isinstance(obj, dict):
        for v in obj.values():
            out |= cards_in(v)
    elif isinstance(obj, list | tuple):
        for v in obj:
            out |= cards_in(v)
    return out
