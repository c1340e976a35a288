"""Bookkeeping of a match in play: the ledger gets each settled hand, the autosave every action.

The controller calls these at the right moments; the order matters and is fixed here: a hand
is in the ledger before the autosave forgets it, so a kill at any moment loses nothing.
"""

from __future__ import annotations

from pathlib import Path

from solo_desktop.core import record as records
from solo_desktop.model import autosave
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.match import HandResult, Match, restore


class Bookkeeper:
    """Writes one match to the ledger and the autosave file."""

    def __init__(self, ledger: Ledger | None, autosave_path: Path | None) -> None:
        """Keep the books in `ledger` (None: none) and save to `autosave_path` (None: never)."""
        self.ledger = ledger
        self.autosave_path = autosave_path
        self.ledger_match: int | None = None

    def _writable(self) -> Ledger | None:
        if self.ledger is None or self.ledger.read_only:
            return None
        return self.ledger

    def match_started(self, match: Match, ledger_match: int | None = None) -> None:
        """A new match (or a resumed one with its ledger id)."""
        ledger = self._writable()
        if ledger_match is not None:
            self.ledger_match = ledger_match
        elif ledger is not None:
            self.ledger_match = ledger.begin_match(
                match.game.id,
                dict(match.rules),
                [(s.name, s.bot) for s in match.seats],
                match.hands_total or 0,
            )
        self.saved(match)

    def saved(self, match: Match) -> None:
        """Save the match after an action."""
        if self.autosave_path is not None:
            autosave.save(self.autosave_path, match, self.ledger_match)

    def hand_settled(self, match: Match, result: HandResult) -> None:
        """Write a settled hand to the ledger, then save the match without it in progress."""
        ledger = self._writable()
        if ledger is not None and self.ledger_match is not None:
            ledger.record_hand(self.ledger_match, result.number, result.record, result.outcome)
        self.saved(match)

    def match_ended(self, match: Match) -> None:
        """The match is over: close it in the ledger and forget the autosave."""
        ledger = self._writable()
        if ledger is not None and self.ledger_match is not None:
            ledger.end_match(self.ledger_match)
        if self.autosave_path is not None:
            autosave.clear(self.autosave_path)


def reconcile(saved: autosave.Saved, ledger: Ledger | None) -> Match:
    """The saved match, caught up with the ledger.

    A kill between writing a settled hand to the ledger and saving the match leaves the
    autosave one hand behind; the ledger's record of that hand then wins, so the match and
    the ledger never disagree.
    """
    match = saved.match
    if ledger is None or saved.ledger_match is None:
        return match
    written = ledger.hand_records(saved.ledger_match)
    if len(written) <= len(match.results):
        return match
    finished = [records.from_json(r) for r in written]
    return restore(
        match.game,
        match.rules,
        match.seats,
        match.seed if match.seed is not None else 0,
        match.first_dealer,
        finished,
        None,
        match.allow_undo,
    )
