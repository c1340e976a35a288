"""Sight (issue 21): larger cards that stay on the table and clear of the name plate, and a
high-contrast table (black felt, white outlines, yellow turn)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from solo_desktop.core.cards import parse_card
from solo_desktop.ui.table import SCENE_RECT, TableScene
from solo_desktop.ui.table.seat_layout import BOTTOM_SCALE, TRICK_SCALE

HAND = [
    parse_card(t)
    for t in ("AS", "KS", "QS", "TS", "9S", "7S", "AH", "QH", "9D", "8C", "7C", "JD", "2C")
]
NAMES = ["You", "Anna", "Bert", "Chiara", "Dmitri"]


def laid_out(players: int, factor: float, bottom: int = 0) -> TableScene:
    scene = TableScene()
    scene.set_speed(0)
    scene.set_card_scale(factor)
    scene.set_seats(NAMES[:players], bottom=bottom)
    scene.show_hand(bottom, list(HAND[:10] if players < 5 else HAND[:8]), True)
    scene.play_to_trick((bottom + 1) % players, parse_card("KH"))
    scene.finish_animations()
    return scene


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("factor", [1.0, 1.25, 1.5])
def test_larger_cards_stay_on_the_table_and_clear_of_the_plate(
    qtbot: QtBot, players: int, factor: float
) -> None:
    scene = laid_out(players, factor, bottom=1 if players > 2 else 0)
    bottom = 1 if players > 2 else 0
    items = scene.hand_items(bottom)
    assert items and all(abs(i.scale() - BOTTOM_SCALE * factor) < 1e-9 for i in items)
    trick = scene.trick_items()
    assert trick and abs(trick[0][1].scale() - TRICK_SCALE * factor) < 1e-9
    plate = scene.plate(bottom)
    plate_box = plate.mapRectToScene(plate.plate_rect())
    for item in items:
        box = item.sceneBoundingRect()
        assert SCENE_RECT.contains(box), f"{box} leaves the table"
        assert not box.intersects(plate_box), "the hand covers its own name plate"
    scene.clear()


def test_card_size_lays_the_table_out_again_at_once(qtbot: QtBot) -> None:
    scene = laid_out(4, 1.0)
    before = [i.scale() for i in scene.hand_items(0)]
    scene.set_card_scale(1.5)
    scene.finish_animations()
    after = [i.scale() for i in scene.hand_items(0)]
    assert before == [BOTTOM_SCALE] * len(before)
    assert after == [pytest.approx(BOTTOM_SCALE * 1.5)] * len(after)
    assert scene.card_scale == 1.5
    scene.clear()


def pixel(scene: TableScene, at: QPointF) -> QColor:
    image = QImage(320, 200, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 320, 200), SCENE_RECT)
    painter.end()
    return image.pixelColor(int(at.x() / 5), int(at.y() / 5))


def test_high_contrast_turns_the_felt_black_and_the_plates_with_it(qtbot: QtBot) -> None:
    scene = laid_out(4, 1.0)
    corner = QPointF(60, 40)  # felt, far from any card or plate
    green = pixel(scene, corner)
    assert green.green() > green.red() + 10  # the felt
    scene.set_high_contrast(True)
    black = pixel(scene, corner)
    assert (black.red(), black.green(), black.blue()) == (0, 0, 0)
    assert all(scene.plate(s).high_contrast for s in range(4))
    scene.set_high_contrast(False)
    assert pixel(scene, corner) == green and not scene.plate(0).high_contrast
    scene.clear()


def test_plates_made_after_high_contrast_is_on_are_drawn_so(qtbot: QtBot) -> None:
    scene = TableScene()
    scene.set_high_contrast(True)
    scene.set_seats(NAMES[:4])  # the plates come after the setting (the window's order)
    assert all(scene.plate(s).high_contrast for s in range(4))
