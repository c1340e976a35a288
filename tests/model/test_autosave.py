"""Autosave and resume: the match in progress survives a restart exactly; damaged files are
kept aside; a kill between the ledger write and the autosave is caught up from the ledger."""

from __future__ import annotations

import json
import random
from pathlib import Path

from solo_desktop.ai.bot import make_bot
from solo_desktop.games.solo66 import GAME
from solo_desktop.model import autosave
from solo_desktop.model.bookkeeping import Bookkeeper, reconcile
from solo_desktop.model.ledger import Ledger
from solo_desktop.model.match import Match, Seat

SEATS = [Seat("You"), *(Seat(n, "rule") for n in ("Anna", "Bernd", "Clara", "David"))]


def step(match: Match, rng: random.Random) -> None:
    """One action by whoever is to act (the rule bot plays every seat)."""
    seat = GAME.to_act(match.state)
    assert seat is not None
    match.act(make_bot("rule", GAME).choose(GAME.view(match.state, seat), rng))


def play(match: Match, books: Bookkeeper, actions: int, rng: random.Random) -> None:
    """Play on for `actions` actions, booking as the controller does."""
    for _ in range(actions):
        if not match.in_hand:
            match.start_hand()
            books.saved(match)
        step(match, rng)
        if match.hand_over:
            books.hand_settled(match, match.finish_hand())
        else:
            books.saved(match)


def test_resume_restores_the_match_exactly(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    match = Match(GAME, GAME.house_rules({"hands": 6}), SEATS, seed=9, first_dealer=2)
    books = Bookkeeper(None, path)
    books.match_started(match)
    rng = random.Random(1)
    # Play into the middle of a hand after at least one finished hand.
    while not (match.results and match.in_hand and len(match.actions) > 10):
        play(match, books, 1, rng)
    loaded = autosave.load(path)
    assert loaded.moved_to is None and loaded.saved is not None
    again = loaded.saved.match
    assert again.results == match.results
    assert again.state == match.state
    assert again.actions == match.actions
    assert again.dealer == match.dealer
    assert again.totals == match.totals
    # The hands still to come are dealt as they would have been.
    number = match.hand_number + 1
    assert again.hand_seed(number) == match.hand_seed(number)


def test_no_autosave_and_clear(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    assert autosave.load(path).saved is None
    match = Match(GAME, GAME.house_rules(), SEATS, seed=1)
    match.start_hand()
    autosave.save(path, match, None)
    assert path.exists()
    autosave.clear(path)
    assert not path.exists()


def test_damaged_autosaves_are_moved_aside(tmp_path: Path) -> None:
    match = Match(GAME, GAME.house_rules(), SEATS, seed=1)
    match.start_hand()
    good = autosave.to_json(match, None)
    bad_action = dict(good, current=dict(good["current"], actions=["play XX"]))
    cases = {
        "garbage": "{{{ not json",
        "list": "[1, 2, 3]",
        "format": json.dumps(dict(good, format="other@9")),
        "game": json.dumps(dict(good, game="chess")),
        "rules": json.dumps(dict(good, rules={"no_such_rule": 1})),
        "illegal action": json.dumps(bad_action),
        "missing field": json.dumps({k: v for k, v in good.items() if k != "seats"}),
    }
    for name, text in cases.items():
        path = tmp_path / f"{name.replace(' ', '_')}.json"
        path.write_text(text, encoding="utf-8")
        loaded = autosave.load(path)
        assert loaded.saved is None, name
        assert loaded.moved_to is not None and loaded.moved_to.read_text() == text, name
        assert not path.exists(), name


def test_a_kill_between_ledger_and_autosave_is_caught_up(tmp_path: Path) -> None:
    ledger = Ledger.open(tmp_path)
    path = tmp_path / "autosave.json"
    match = Match(GAME, GAME.house_rules({"hands": 3}), SEATS, seed=4)
    books = Bookkeeper(ledger, path)
    books.match_started(match)
    rng = random.Random(5)
    match.start_hand()
    books.saved(match)
    while True:
        step(match, rng)
        if match.hand_over:
            break
        books.saved(match)
    # The hand settles and reaches the ledger, and the process dies before the autosave.
    result = match.finish_hand()
    assert books.ledger_match is not None
    ledger.record_hand(books.ledger_match, result.number, result.record, result.outcome)
    saved = autosave.load(path).saved
    assert saved is not None and not saved.match.results  # one hand behind
    caught_up = reconcile(saved, ledger)
    assert [r.chips for r in caught_up.results] == [result.chips]
    assert not caught_up.in_hand


def test_bookkeeper_ends_the_match_and_forgets_the_autosave(tmp_path: Path) -> None:
    ledger = Ledger.open(tmp_path)
    path = tmp_path / "autosave.json"
    match = Match(GAME, GAME.house_rules({"hands": 1}), SEATS, seed=2)
    books = Bookkeeper(ledger, path)
    books.match_started(match)
    match.start_hand()
    rng = random.Random(3)
    while not match.hand_over:
        step(match, rng)
        books.saved(match)
    books.hand_settled(match, match.finish_hand())
    assert match.over
    books.match_ended(match)
    assert not path.exists()
    assert ledger.unfinished_matches() == []
    assert ledger.summary().hands == 1
