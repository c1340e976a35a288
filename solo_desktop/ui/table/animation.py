"""Card moves: where each card should end up (Target), one call's moves (Step), the Qt
animation that shows a step, and the queue that runs the scene's steps one after another."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
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


class StepQueue(QObject):
    """The scene's steps, shown one after another at `speed` (0: each lands at once).

    `apply` puts a step's cards where they end (when its animation is over, or at once).
    `drained` is emitted from the event loop, never inside a call, once nothing is left to run.
    """

    drained = Signal()

    def __init__(self, scene: QGraphicsScene, apply: Callable[[Step], None]) -> None:
        """An empty queue for `scene`'s steps."""
        super().__init__(scene)
        self.speed = 1.0
        self._scene = scene
        self._apply = apply
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._running_step: Step | None = None
        self._drain_timer = QTimer(self)
        self._drain_timer.setSingleShot(True)
        self._drain_timer.setInterval(0)
        self._drain_timer.timeout.connect(self._emit_drained)

    def busy(self) -> bool:
        """Whether moves are running or waiting."""
        return self._running is not None or bool(self._queue)

    def push(self, step: Step) -> None:
        """Show `step` after the steps before it."""
        self._queue.append(step)
        if self._running is None:
            self._advance()

    def finish(self) -> None:
        """Jump every running and waiting move to its end."""
        if not self.busy():
            return
        if self._running is not None:
            group, step = self._running, self._running_step
            self._running, self._running_step = None, None
            group.finished.disconnect(self._on_step_finished)
            group.stop()
            group.deleteLater()
            if step is not None:
                self._apply(step)
        while self._queue:
            self._apply(self._queue.popleft())
        self._drain_timer.start()

    def _advance(self) -> None:
        while self._queue:
            step = self._queue.popleft()
            group = (
                None
                if step.instant or self.speed <= 0.0
                else build_moves(step, self.speed, self._scene)
            )
            if group is None:
                self._apply(step)
                continue
            self._running, self._running_step = group, step
            group.finished.connect(self._on_step_finished)
            group.start()
            return
        self._drain_timer.start()

    def _on_step_finished(self) -> None:
        group, step = self._running, self._running_step
        self._running, self._running_step = None, None
        if group is not None:
            group.deleteLater()
        if step is not None:
            self._apply(step)
        self._advance()

    def _emit_drained(self) -> None:
        # The timer can outlive this queue's Python side (its scene dropped by Python while
        # the timer was pending: seen once in the tests as a missing `_running`): then there
        # is nobody left to tell.
        if "_queue" in vars(self) and not self.busy():
            self.drained.emit()
