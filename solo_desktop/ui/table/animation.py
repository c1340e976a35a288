"""Card moves: where each card should end up (Target), one call's moves (Step), and the Qt
animation that shows a step. The scene queues steps and runs them one after another."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsScene

from solo_desktop.ui.table.card_item import CardItem

MOVE_MS = 250
"""One card move at speed 1.0, in milliseconds."""

FLYING_Z = 1000.0
"""Added to a moving card's stacking so that it flies above everything."""


@dataclass
class Target:
    """Where a card ends up: position, rotation, scale, stacking, face and opacity."""

    pos: QPointF
    rotation: float
    scale: float
    z: float
    face_up: bool
    opacity: float = 1.0


@dataclass
class Step:
    """One call's moves: where every card should be once they are done."""

    targets: dict[CardItem, Target]
    starts: dict[CardItem, Target] = field(default_factory=dict)
    delays: dict[CardItem, float] = field(default_factory=dict)
    remove: list[CardItem] = field(default_factory=list)
    pause: float = 0.0
    duration: float = 1.0
    instant: bool = False


def build_moves(step: Step, speed: float, scene: QGraphicsScene) -> QAbstractAnimation | None:
    """The animation of a step at `speed`, parented to `scene`; None when nothing moves."""
    moves = QParallelAnimationGroup()
    ms = MOVE_MS * speed
    for item, target in step.targets.items():
        if item.scene() is not scene:
            continue
        if not item.isVisible():
            start = step.starts.get(item)
            if start is not None:
                place(item, start)
            item.setVisible(True)
        animations: list[QAbstractAnimation] = []
        duration = max(1, int(ms * step.duration))
        for name, begin, end in (
            (b"pos", item.pos(), target.pos),
            (b"rotation", item.rotation(), target.rotation),
            (b"scale", item.scale(), target.scale),
            (b"opacity", item.opacity(), target.opacity),
        ):
            if begin != end:
                animation = QPropertyAnimation(item, name)
                animation.setStartValue(begin)
                animation.setEndValue(end)
                animation.setDuration(duration)
                animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
                animations.append(animation)
        if item.begin_turn(target.face_up):
            turn = QPropertyAnimation(item, b"turn")
            turn.setStartValue(0.0)
            turn.setEndValue(1.0)
            turn.setDuration(duration)
            animations.append(turn)
        if not animations:
            item.setZValue(target.z)
            continue
        item.setZValue(FLYING_Z + target.z)
        together = QParallelAnimationGroup()
        for part in animations:
            together.addAnimation(part)
        delay = int(step.delays.get(item, 0.0) * ms)
        if delay > 0:
            sequence = QSequentialAnimationGroup()
            sequence.addPause(delay)
            sequence.addAnimation(together)
            moves.addAnimation(sequence)
        else:
            moves.addAnimation(together)
    if moves.animationCount() == 0:
        moves.deleteLater()
        return None
    if step.pause <= 0:
        moves.setParent(scene)
        return moves
    whole = QSequentialAnimationGroup(scene)
    whole.addPause(int(step.pause * ms))
    whole.addAnimation(moves)
    return whole


def place(item: CardItem, target: Target) -> None:
    """Put a card where a target says, at once."""
    item.setPos(target.pos)
    item.setRotation(target.rotation)
    item.setScale(target.scale)
    item.setOpacity(target.opacity)
    item.setZValue(target.z)
    item.set_face_up(target.face_up)
