"""What the table shows of other hands: only what everybody has seen, face up."""

from __future__ import annotations

import random
from typing import Any

from pytestqt.qtbot import QtBot

from solo_desktop.ai.bot import make_bot
from solo_desktop.core import registry
from solo_desktop.core.cards import QUEEN, card, cards_of, parse_card
from solo_desktop.core.game import Phase
from solo_desktop.ui.table.scene import TableScene
from solo_desktop.ui.table_presenter import shown_cards


def test_a_hand_shows_its_known_cards_face_up_and_the_rest_face_down(qtbot: QtBot) -> None:
    scene = TableScene()
    scene.set_speed(0)
    scene.set_seats(["a", "b"])
    scene.show_hand(1, [None, None, parse_card("KH"), parse_card("QH")], True, animate=False)
    items = scene.hand_items(1)
    assert [i.face_up for i in items] == [False, False, True, True]


def _first_state(game_id: str, want: str) -> Any:
    game = registry.get(game_id)
    rules = game.house_rules()
    bot = make_bot("rule", game)
    for seed in range(500):
        state = game.start(rules, game.deal(rules, 4, seed % 4, random.Random(seed)))
        rng = random.Random(seed)
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, 0)
            contract = getattr(view, "contract", None)
            if contract is not None and contract.value == want and view.phase is Phase.PLAY:
                return state
            state = game.apply(state, bot.choose(game.view(state, seat), rng))
    raise AssertionError(f"no {want} found")


def test_bronco_shows_the_soloists_hand_to_everybody() -> None:
    from solo_desktop.games.german_solo import GAME as game

    state = _first_state("german_solo", "bronco")
    declarer = game.view(state, 0).declarer
    assert declarer is not None
    for seat in range(4):
        view = game.view(state, seat)
        if seat != declarer:
            assert shown_cards(view, declarer) == view.open_hand != 0
            assert shown_cards(view, (declarer + 1) % 4 if (declarer + 1) % 4 != seat else
                               (declarer + 2) % 4) == 0  # fmt: skip


def test_grossfrage_shows_the_black_queens_until_played() -> None:
    from solo_desktop.games.german_solo import GAME as game

    state = _first_state("german_solo", "grossfrage")
    view = game.view(state, 0)
    declarer = view.declarer
    assert declarer is not None
    queens = 1 << card(0, QUEEN) | 1 << card(1, QUEEN)
    seat = (declarer + 1) % 4
    shown = shown_cards(game.view(state, seat), declarer)
    assert shown == queens & ~game.view(state, seat).played
    assert set(cards_of(shown)) <= {card(0, QUEEN), card(1, QUEEN)}


def _contract_line(game_id: str, state: Any) -> str:
    from types import SimpleNamespace

    from solo_desktop.ui.table_presenter import TablePresenter

    game = registry.get(game_id)
    seats = [SimpleNamespace(name=f"P{i}") for i in range(4)]
    controller = SimpleNamespace(
        match=SimpleNamespace(in_hand=True, seats=seats), view=lambda: game.view(state, 0)
    )
    return TablePresenter(None, controller).contract_line()  # type: ignore[arg-type]


def test_the_contract_line_names_the_trump_suit_once() -> None:
    line = _contract_line("six_bid", _first_state("six_bid", "heart_solo"))
    assert line.endswith("plays Heart solo"), line  # not "Heart solo in Hearts"
    line = _contract_line("six_bid", _first_state("six_bid", "solo"))
    assert " plays Solo in " in line, line  # a solo's trumps are not in its name
