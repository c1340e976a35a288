"""The table scene: seat layouts, hands, playable cards, clicks, keys, trick moves and piles."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from solo_desktop.core.cards import CARD_TEXT, parse_card
from solo_desktop.ui.table import SCENE_RECT, CardItem, DeckTheme, TableScene, TableView
from solo_desktop.ui.table.seat_layout import fan_slots, positions

HAND = [parse_card(t) for t in ("AS", "KS", "TS", "7S", "AH", "QH", "9D", "8C")]
SPADES = [parse_card(t) for t in ("AS", "KS", "TS", "7S")]


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[TableView]:
    """A shown 1280x800 view of a five-seat table at speed 0."""
    view = TableView()
    qtbot.addWidget(view)
    view.table.set_seats(["You", "Anna", "Bert", "Chiara", "Dmitri"])
    view.table.set_speed(0)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    yield view
    view.table.clear()


def _click_point(view: TableView, item: CardItem) -> QPointF:
    """A point of the item that no neighbour covers: its left strip."""
    return item.mapToScene(QPointF(-38, 0))


def _click(view: TableView, item: CardItem, double: bool = False) -> None:
    point = view.mapFromScene(_click_point(view, item))
    if double:
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    else:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_seat_layouts_are_distinct_inside_the_table_and_seat_0_lowest(count: int) -> None:
    places = positions(count, SCENE_RECT)
    assert [p.seat for p in places] == list(range(count))
    for attr in ("hand", "plate", "trick"):
        points = [getattr(p, attr) for p in places]
        assert len({(round(q.x()), round(q.y())) for q in points}) == count, attr
        for q in points:
            assert SCENE_RECT.contains(q), (attr, q)
    assert places[0].side == "bottom"
    assert all(places[0].hand.y() > p.hand.y() for p in places[1:])
    assert all(places[0].trick.y() > p.trick.y() for p in places[1:])
    for place in places:
        for slot in fan_slots(place, 13, face_up=place.seat == 0):
            assert SCENE_RECT.contains(slot.pos)


def test_seat_layouts_go_clockwise() -> None:
    left, top_left, top_right, right = positions(5, SCENE_RECT)[1:]
    assert (left.side, top_left.side, top_right.side, right.side) == ("left", "top", "top", "right")
    assert left.hand.x() < top_left.hand.x() < top_right.hand.x() < right.hand.x()
    left4, top4, right4 = positions(4, SCENE_RECT)[1:]
    assert (left4.side, top4.side, right4.side) == ("left", "top", "right")
    assert positions(3, SCENE_RECT)[1].hand.x() < positions(3, SCENE_RECT)[2].hand.x()
    assert positions(2, SCENE_RECT)[1].side == "top"
    with pytest.raises(ValueError):
        positions(6, SCENE_RECT)


def test_deck_theme_loads_every_card_and_the_back() -> None:
    for four_colour in (False, True):
        theme = DeckTheme(four_colour)
        for card, text in enumerate(CARD_TEXT):
            if text:
                renderer = theme.renderer(card)
                assert renderer.isValid(), text
                assert renderer.defaultSize().width() * 7 == renderer.defaultSize().height() * 5
        assert theme.renderer(None).isValid()
    with pytest.raises(ValueError):
        DeckTheme().renderer(13)


def test_show_hand_places_face_up_and_face_down_cards(view: TableView) -> None:
    table = view.table
    table.show_hand(0, HAND, True)
    table.show_hand(1, [None] * 7, False)
    table.show_hand(2, [None] * 8, False)
    bottom = table.hand_items(0)
    assert [item.card for item in bottom] == HAND
    assert all(item.face_up and item.isVisible() for item in bottom)
    assert len(table.hand_items(1)) == 7
    assert all(not item.face_up and item.card is None for item in table.hand_items(1))
    assert len(table.hand_items(2)) == 8
    xs = [item.pos().x() for item in bottom]
    assert xs == sorted(xs)
    # a smaller hand reuses the items and drops the rest
    table.show_hand(0, HAND[:5], True)
    assert table.hand_items(0) == bottom[:5]
    cards = [item for item in table.items() if isinstance(item, CardItem)]
    assert len(cards) == 5 + 7 + 8


def test_set_playable_dims_the_others_and_only_playable_cards_click(
    view: TableView, qtbot: QtBot
) -> None:
    table = view.table
    table.show_hand(0, HAND, True)
    table.set_playable(SPADES)
    items = {item.card: item for item in table.hand_items(0)}
    assert all(items[c].clickable and not items[c].dimmed for c in SPADES)
    others = [c for c in HAND if c not in SPADES]
    assert all(items[c].dimmed and not items[c].clickable for c in others)
    clicked: list[int] = []
    refused: list[int] = []
    table.card_clicked.connect(clicked.append)
    table.card_refused.connect(refused.append)
    _click(view, items[parse_card("KS")])
    _click(view, items[parse_card("AH")])
    _click(view, items[parse_card("8C")])
    assert clicked == [parse_card("KS")]
    assert refused == [parse_card("AH"), parse_card("8C")]
    activated: list[int] = []
    table.card_activated.connect(activated.append)
    _click(view, items[parse_card("7S")], double=True)
    _click(view, items[parse_card("QH")], double=True)
    assert activated == [parse_card("7S")]
    table.set_playable(None)
    assert not any(item.dimmed or item.clickable for item in table.hand_items(0))


def test_set_selected_raises_cards(view: TableView) -> None:
    table = view.table
    table.show_hand(0, HAND, True)
    table.set_selected([HAND[2]])
    assert [item.selected_raised for item in table.hand_items(0)] == [
        i == 2 for i in range(len(HAND))
    ]
    table.set_selected([])
    assert not any(item.selected_raised for item in table.hand_items(0))


def test_keyboard_moves_the_focus_and_activates(view: TableView) -> None:
    table = view.table
    table.show_hand(0, HAND, True)
    table.set_playable(SPADES[1:])
    activated: list[int] = []
    table.card_activated.connect(activated.append)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert table.focused_card() == SPADES[1]
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert table.focused_card() == SPADES[3]
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert table.focused_card() == SPADES[1]
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert table.focused_card() == SPADES[3]
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert activated == [SPADES[3], SPADES[3]]
    assert [i.focused for i in table.hand_items(0)] == [c == SPADES[3] for c in HAND]


def test_play_to_trick_at_speed_0_lands_at_once(view: TableView, qtbot: QtBot) -> None:
    table = view.table
    table.show_hand(0, HAND, True)
    table.show_hand(3, [None] * 8, False)
    with qtbot.waitSignal(table.animations_finished, timeout=1000):
        table.play_to_trick(3, parse_card("2S"))
        table.play_to_trick(0, parse_card("TS"))
    assert not table.is_animating()
    (seat3, item3), (_, item0) = table.trick_items()
    assert (seat3, item3.card, item3.face_up) == (3, parse_card("2S"), True)
    assert item3.pos() == table.place(3).trick
    assert item0.pos() == table.place(0).trick
    assert len(table.hand_items(3)) == 7
    assert parse_card("TS") not in [i.card for i in table.hand_items(0)]
    assert not item0.clickable


def test_play_to_trick_animates_then_lands(view: TableView, qtbot: QtBot) -> None:
    table = view.table
    table.show_hand(1, [None] * 8, False)
    table.set_speed(0.2)
    with qtbot.waitSignal(table.animations_finished, timeout=3000):
        table.play_to_trick(1, parse_card("QD"))
        assert table.is_animating()
        ((_, item),) = table.trick_items()
        assert item.pos() != table.place(1).trick
    assert not table.is_animating()
    assert item.pos() == table.place(1).trick
    assert item.face_up and item.card == parse_card("QD")


def test_collect_trick_empties_the_trick(view: TableView, qtbot: QtBot) -> None:
    table = view.table
    table.show_trick([(0, parse_card("AC")), (1, parse_card("KC")), (2, parse_card("3C"))])
    items = [item for _, item in table.trick_items()]
    assert [item.card for item in items] == [parse_card(t) for t in ("AC", "KC", "3C")]
    table.set_speed(0.05)
    with qtbot.waitSignal(table.animations_finished, timeout=3000):
        table.collect_trick(1)
        assert table.trick_items() == []
        assert all(item.scene() is table for item in items)
    assert all(item.scene() is None for item in items)
    table.set_speed(0)
    table.show_trick([(4, parse_card("5H"))])
    table.collect_trick(4)
    assert table.trick_items() == []
    assert not [i for i in table.items() if isinstance(i, CardItem) and i.parentItem() is None]


def test_show_pile_and_clearing_it(view: TableView) -> None:
    table = view.table
    table.show_pile("talon", [None, None], False)
    talon = table.pile_items("talon")
    assert len(talon) == 2 and not any(item.face_up for item in talon)
    table.show_pile("stock", [None] * 10, False)
    assert table.pile_names() == ["talon", "stock"]
    assert table.pile_items("talon")[0].pos().x() < table.pile_items("stock")[0].pos().x()
    table.show_pile("talon", [], False)
    assert table.pile_names() == ["stock"]
    assert all(item.scene() is None for item in talon)


def test_pile_cards_move_into_a_hand(view: TableView) -> None:
    table = view.table
    table.show_hand(0, HAND[:6], True)
    table.show_pile("talon", [None, None], False)
    talon = table.pile_items("talon")
    table.move_pile_to_hand("talon", 0)
    assert table.pile_names() == []
    table.show_hand(0, HAND, True)
    assert {id(i) for i in talon} <= {id(i) for i in table.hand_items(0)}
    assert [i.card for i in table.hand_items(0)] == HAND
    assert all(i.face_up for i in table.hand_items(0))


def test_deal_animation_then_reveal(view: TableView, qtbot: QtBot) -> None:
    table = view.table
    table.set_speed(0.02)
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.deal_animation([8, 8, 8, 8, 8], first_seat=1)
    assert [len(table.hand_items(s)) for s in range(5)] == [8] * 5
    dealt = table.hand_items(0)
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.show_hand(0, HAND, True)
    assert table.hand_items(0) == dealt
    assert all(item.face_up for item in dealt)


def test_four_colour_switch_repaints_through_the_theme(view: TableView) -> None:
    table = view.table
    table.show_hand(0, HAND, True)
    seen: list[bool] = []
    table.theme.changed.connect(lambda: seen.append(table.theme.four_colour))
    table.theme.set_four_colour(True)
    table.set_four_colour(False)
    assert seen == [True, False]
    assert view.grab().width() == 1280


def test_seat_plates_turn_dealer_and_last_trick(view: TableView) -> None:
    table = view.table
    table.set_seat_info(1, "Bid: clubs · 2 tricks")
    table.set_turn(1)
    table.set_dealer(4)
    assert table.plate(1).info == "Bid: clubs · 2 tricks"
    assert [table.plate(s).active for s in range(5)] == [s == 1 for s in range(5)]
    assert [table.plate(s).dealer for s in range(5)] == [s == 4 for s in range(5)]
    table.show_last_trick([(0, parse_card("AC")), (1, parse_card("KC"))], winner=0)
    box = table.last_trick_box()
    assert box.isVisible() and [i.card for i in box.card_items()] == [
        parse_card("AC"),
        parse_card("KC"),
    ]
    assert SCENE_RECT.contains(box.mapRectToScene(box.boundingRect()))
    table.show_last_trick(None)
    assert not box.isVisible()
    table.set_seats(["A", "B", "C"])
    assert table.seat_count == 3 and table.plate(2).name == "C"
    with pytest.raises(ValueError):
        table.show_hand(3, [None], False)
    image = view.grab().toImage()
    assert image.width() == 1280 and image.height() == 800


def test_standalone_scene_emits_finished_at_speed_0(qtbot: QtBot) -> None:
    scene = TableScene()
    scene.set_seats(["A", "B"])
    scene.set_speed(0)
    with qtbot.waitSignal(scene.animations_finished, timeout=1000):
        scene.show_hand(1, [None] * 3, False)
    assert not scene.is_animating()
    assert [item.isVisible() for item in scene.hand_items(1)] == [True] * 3


def test_a_drain_timer_that_outlives_its_queue_says_nothing(qtbot: QtBot) -> None:
    """The queue's zero-delay `drained` timer may fire after Python dropped the queue's state
    (seen once between two tests): it must not raise inside the event loop."""
    from PySide6.QtWidgets import QGraphicsScene

    from solo_desktop.ui.table.animation import StepQueue

    scene = QGraphicsScene()
    queue = StepQueue(scene, lambda step: None)
    seen: list[bool] = []
    queue.drained.connect(lambda: seen.append(True))
    queue._drain_timer.start()
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)  # a live queue reports it is drained
    queue._drain_timer.start()
    for name in ("_queue", "_running", "_running_step"):  # as found when it happened
        delattr(queue, name)
    qtbot.wait(20)  # pytest-qt fails the test on an exception in the event loop
    assert seen == [True]
