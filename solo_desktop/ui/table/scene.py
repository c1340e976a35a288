"""The card table: felt, seats with name plates, hands, trick, piles and animated moves.

The scene knows no game (DESIGN.md, ways of working 9): it shows what it is told, is told which
cards of the bottom hand are playable, and reports clicks. Every call updates what lies where at
once; the moves that show it run one call after another through an animation queue, and
`animations_finished` is emitted (from the event loop, never inside a call) when it drains.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from solo_desktop.ui.table.card_item import CardItem
from solo_desktop.ui.table.deck_theme import CARD_HEIGHT, CARD_WIDTH, DeckTheme
from solo_desktop.ui.table.seat_layout import (
    PILE_SCALE,
    PLATE_HEIGHT,
    PLATE_WIDTH,
    TRICK_SCALE,
    SeatPlace,
    fan_slots,
    pile_centre,
    pile_slots,
    pile_width,
    positions,
    trick_centre,
)

SCENE_RECT = QRectF(0, 0, 1600, 1000)
"""The table's fixed rectangle in scene units; the view scales it to fit."""

MOVE_MS = 250
"""One card move at speed 1.0, in milliseconds."""

_DEAL_STAGGER = 0.22
_DEAL_DURATION = 1.3
_COLLECT_PAUSE = 2.8
_COLLECT_DURATION = 1.5
_PILE_GAP = 40.0
_COLLECT_SCALE = 0.3
_FLYING_Z = 1000.0
_HAND_Z = 10.0
_PILE_Z = 50.0
_TRICK_Z = 200.0
_PLATE_Z = 5.0
_OVERLAY_Z = 2000.0

_FONT_FAMILY = "DejaVu Sans"
_FELT_CENTRE = QColor(47, 133, 78)
_FELT_MIDDLE = QColor(30, 104, 58)
_FELT_EDGE = QColor(11, 52, 28)
_GOLD = QColor(255, 205, 70)


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont(_FONT_FAMILY)
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


# name plates and the last-trick box ------------------------------------------------------------


class NamePlate(QGraphicsObject):
    """A seat's name plate: name, an info line, turn marker and dealer button."""

    _MARGIN = 16.0

    def __init__(self, name: str, parent: QGraphicsItem | None = None) -> None:
        """A plate showing `name`."""
        super().__init__(parent)
        self._name = name
        self._info = ""
        self._active = False
        self._dealer = False
        self.setZValue(_PLATE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def name(self) -> str:
        """The seat's name."""
        return self._name

    @property
    def info(self) -> str:
        """The second line (bid, tricks, ...)."""
        return self._info

    @property
    def active(self) -> bool:
        """Whether the turn marker shows."""
        return self._active

    @property
    def dealer(self) -> bool:
        """Whether the dealer button shows."""
        return self._dealer

    def set_name(self, name: str) -> None:
        """Change the name."""
        self._name = name
        self.update()

    def set_info(self, text: str) -> None:
        """Change the info line."""
        self._info = text
        self.update()

    def set_active(self, active: bool) -> None:
        """Show or hide the turn marker."""
        if active != self._active:
            self._active = active
            self.update()

    def set_dealer(self, dealer: bool) -> None:
        """Show or hide the dealer button."""
        if dealer != self._dealer:
            self._dealer = dealer
            self.update()

    def plate_rect(self) -> QRectF:
        """The plate's rounded rectangle in item coordinates."""
        return QRectF(-PLATE_WIDTH / 2, -PLATE_HEIGHT / 2, PLATE_WIDTH, PLATE_HEIGHT)

    def boundingRect(self) -> QRectF:
        """The plate with room for its glow and the dealer button."""
        m = self._MARGIN
        return self.plate_rect().adjusted(-m, -m, m, m)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Paint the plate, its texts, the turn glow and the dealer button."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        rect = self.plate_rect()
        radius = 14.0
        if self._active:
            painter.setPen(Qt.PenStyle.NoPen)
            for grow, alpha in ((12, 18), (8, 30), (4, 50)):
                glow = QColor(_GOLD)
                glow.setAlpha(alpha)
                painter.setBrush(glow)
                painter.drawRoundedRect(
                    rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
                )
        painter.setBrush(QColor(8, 26, 16, 215) if not self._active else QColor(28, 52, 30, 235))
        border = QPen(_GOLD, 2.5) if self._active else QPen(QColor(255, 255, 255, 70), 1.2)
        painter.setPen(border)
        painter.drawRoundedRect(rect, radius, radius)

        left = rect.left() + 34
        width = rect.right() - 14 - left
        if self._active:
            dot = QPointF(rect.left() + 18, rect.center().y())
            gradient = QRadialGradient(dot, 11)
            gradient.setColorAt(0.0, QColor(255, 250, 210))
            gradient.setColorAt(0.35, _GOLD)
            gradient.setColorAt(1.0, QColor(255, 190, 40, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(gradient))
            painter.drawEllipse(dot, 11, 11)
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(rect.left() + 18, rect.center().y()), 5, 5)

        name_font = _font(19, bold=True)
        painter.setFont(name_font)
        painter.setPen(QColor(255, 255, 255))
        name = QFontMetricsF(name_font).elidedText(self._name, Qt.TextElideMode.ElideRight, width)
        top = QRectF(left, rect.top() + 7, width, 26)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        info_font = _font(14)
        painter.setFont(info_font)
        painter.setPen(QColor(205, 228, 210))
        info = QFontMetricsF(info_font).elidedText(self._info, Qt.TextElideMode.ElideRight, width)
        bottom = QRectF(left, rect.top() + 33, width, 22)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, info)

        if self._dealer:
            centre = QPointF(rect.right() - 4, rect.top() + 2)
            painter.setPen(QPen(QColor(60, 60, 60), 1.5))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawEllipse(centre, 14, 14)
            painter.setPen(QColor(25, 25, 25))
            painter.setFont(_font(16, bold=True))
            painter.drawText(
                QRectF(centre.x() - 14, centre.y() - 14, 28, 28),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("TableScene", "D", "dealer button"),
            )


class LastTrickBox(QGraphicsObject):
    """A small corner box showing the previous trick, cards in the order played."""

    _PAD = 12.0
    _SLOT = 60.0
    _SCALE = 0.44
    _TITLE = 24.0
    _NAME = 18.0

    def __init__(self, theme: DeckTheme, parent: QGraphicsItem | None = None) -> None:
        """An empty, hidden box."""
        super().__init__(parent)
        self._theme = theme
        self._cards: list[CardItem] = []
        self._names: list[str] = []
        self._winner_index: int | None = None
        self._count = 0
        self.setZValue(_OVERLAY_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def card_items(self) -> list[CardItem]:
        """The small cards shown."""
        return list(self._cards)

    def set_plays(self, plays: Sequence[tuple[str, int]], winner_index: int | None) -> None:
        """Show these (seat name, card) plays; `winner_index` marks the winning one."""
        self.prepareGeometryChange()
        for item in self._cards:
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
        self._cards = []
        self._names = [name for name, _ in plays]
        self._count = len(plays)
        self._winner_index = winner_index
        rect = self.box_rect()
        for i, (_, card) in enumerate(plays):
            item = CardItem(self._theme, card, True, self)
            item.setScale(self._SCALE)
            x = rect.left() + self._PAD + self._SLOT * (i + 0.5)
            y = rect.top() + self._PAD + self._TITLE + CARD_HEIGHT * self._SCALE / 2
            item.setPos(x, y)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._cards.append(item)
        self.update()

    def box_rect(self) -> QRectF:
        """The box in item coordinates; the item's origin is its bottom-right corner."""
        width = 2 * self._PAD + self._SLOT * max(self._count, 2)
        height = 2 * self._PAD + self._TITLE + CARD_HEIGHT * self._SCALE + self._NAME
        return QRectF(-width, -height, width, height)

    def boundingRect(self) -> QRectF:
        """The box."""
        return self.box_rect().adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Paint the box, its title, the winner's mark and the names."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.box_rect()
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
        painter.setBrush(QColor(6, 22, 13, 200))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setFont(_font(14, bold=True))
        painter.setPen(QColor(225, 238, 228))
        title = QRectF(rect.left() + self._PAD, rect.top() + 6, rect.width() - 2 * self._PAD, 24)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(title, flags, QCoreApplication.translate("TableScene", "Last trick"))
        name_font = _font(12)
        metrics = QFontMetricsF(name_font)
        painter.setFont(name_font)
        for i, name in enumerate(self._names):
            x = rect.left() + self._PAD + self._SLOT * i
            top = rect.bottom() - self._PAD - self._NAME + 2
            if i == self._winner_index:
                card = self._cards[i]
                half_w = CARD_WIDTH * self._SCALE / 2 + 3
                half_h = CARD_HEIGHT * self._SCALE / 2 + 3
                painter.setPen(QPen(_GOLD, 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                frame = QRectF(card.x() - half_w, card.y() - half_h, 2 * half_w, 2 * half_h)
                painter.drawRoundedRect(frame, 5, 5)
                painter.setPen(_GOLD)
            else:
                painter.setPen(QColor(205, 228, 210))
            text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, self._SLOT - 4)
            painter.drawText(
                QRectF(x + 2, top, self._SLOT - 4, self._NAME), Qt.AlignmentFlag.AlignCenter, text
            )


# the animation queue ---------------------------------------------------------------------------


@dataclass
class _Target:
    pos: QPointF
    rotation: float
    scale: float
    z: float
    face_up: bool
    opacity: float = 1.0


@dataclass
class _Step:
    """One call's moves: where every card should be once they are done."""

    targets: dict[CardItem, _Target]
    starts: dict[CardItem, _Target] = field(default_factory=dict)
    delays: dict[CardItem, float] = field(default_factory=dict)
    remove: list[CardItem] = field(default_factory=list)
    pause: float = 0.0
    duration: float = 1.0
    instant: bool = False


# the scene -------------------------------------------------------------------------------------


class TableScene(QGraphicsScene):
    """The card table of any Solo-family game: seats, hands, trick, piles and animated moves."""

    card_clicked = Signal(int)
    """A clickable card of the bottom hand was clicked."""

    card_activated = Signal(int)
    """A clickable card of the bottom hand was double-clicked, or Enter/Space on the focused one."""

    card_refused = Signal(int)
    """A face-up card of the bottom hand that is not playable was clicked (while some are)."""

    animations_finished = Signal()
    """The animation queue drained (also after calls at speed 0)."""

    def __init__(self, theme: DeckTheme | None = None, parent: QObject | None = None) -> None:
        """An empty table with no seats."""
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._theme = theme if theme is not None else DeckTheme(parent=self)
        self._theme.changed.connect(self._repaint_cards)
        self._speed = 1.0
        self._places: list[SeatPlace] = []
        self._plates: list[NamePlate] = []
        self._hands: dict[int, list[CardItem]] = {}
        self._hand_up: dict[int, bool] = {}
        self._trick: list[tuple[int, CardItem]] = []
        self._piles: dict[str, list[CardItem]] = {}
        self._pile_up: dict[str, bool] = {}
        self._playable: frozenset[int] | None = None
        self._selected: frozenset[int] = frozenset()
        self._focus: CardItem | None = None
        self._turn: int | None = None
        self._dealer: int | None = None
        self._queue: deque[_Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._running_step: _Step | None = None
        self._finish_timer = QTimer(self)
        self._finish_timer.setSingleShot(True)
        self._finish_timer.setInterval(0)
        self._finish_timer.timeout.connect(self._emit_finished)
        self._last_trick = LastTrickBox(self._theme)
        self.addItem(self._last_trick)
        self._last_trick.setPos(SCENE_RECT.right() - 22, SCENE_RECT.bottom() - 22)

    # read access --------------------------------------------------------------------------------

    @property
    def theme(self) -> DeckTheme:
        """The deck theme of every card."""
        return self._theme

    @property
    def seat_count(self) -> int:
        """The number of seats."""
        return len(self._places)

    def place(self, seat: int) -> SeatPlace:
        """Where a seat's things go."""
        return self._places[self._check_seat(seat)]

    def plate(self, seat: int) -> NamePlate:
        """A seat's name plate."""
        return self._plates[self._check_seat(seat)]

    def hand_items(self, seat: int) -> list[CardItem]:
        """The card items of a seat's hand, first to last."""
        return list(self._hands.get(self._check_seat(seat), []))

    def trick_items(self) -> list[tuple[int, CardItem]]:
        """The (seat, item) plays of the trick on the table."""
        return list(self._trick)

    def pile_items(self, name: str) -> list[CardItem]:
        """The card items of a pile (empty if there is none)."""
        return list(self._piles.get(name, []))

    def pile_names(self) -> list[str]:
        """The piles on the table, left to right."""
        return list(self._piles)

    def last_trick_box(self) -> LastTrickBox:
        """The last-trick overlay."""
        return self._last_trick

    def focused_card(self) -> int | None:
        """The card with the keyboard focus frame, if any."""
        return None if self._focus is None else self._focus.card

    def speed(self) -> float:
        """The animation speed factor (a multiplier of every duration; 0 = instant)."""
        return self._speed

    def is_animating(self) -> bool:
        """Whether moves are running or waiting."""
        return self._running is not None or bool(self._queue)

    # seats --------------------------------------------------------------------------------------

    def set_seats(self, names: list[str]) -> None:
        """Seat len(names) players (2 to 5), seat 0 at the bottom; a new count clears the cards."""
        count = len(names)
        if count != len(self._places):
            places = positions(count, SCENE_RECT)
            self.clear()
            for plate in self._plates:
                self.removeItem(plate)
            self._places = places
            self._plates = []
            for place, name in zip(places, names, strict=True):
                plate = NamePlate(name)
                plate.setPos(place.plate)
                self.addItem(plate)
                self._plates.append(plate)
            self._hands = {seat: [] for seat in range(count)}
            self._hand_up = dict.fromkeys(range(count), False)
        else:
            for plate, name in zip(self._plates, names, strict=True):
                plate.set_name(name)

    def set_seat_info(self, seat: int, text: str) -> None:
        """Set the second line of a seat's name plate (e.g. its bid and tricks)."""
        self.plate(seat).set_info(text)

    def set_turn(self, seat: int | None) -> None:
        """Mark whose turn it is (None: nobody's)."""
        if seat is not None:
            self._check_seat(seat)
        self._turn = seat
        for i, plate in enumerate(self._plates):
            plate.set_active(i == seat)

    def set_dealer(self, seat: int | None) -> None:
        """Put the dealer button on a seat's plate (None: nowhere)."""
        if seat is not None:
            self._check_seat(seat)
        self._dealer = seat
        for i, plate in enumerate(self._plates):
            plate.set_dealer(i == seat)

    # the bottom hand's interaction --------------------------------------------------------------

    def set_playable(self, cards: Collection[int] | None) -> None:
        """Make these bottom-hand cards clickable and dim the rest (None: all plain, none click)."""
        self._playable = None if cards is None else frozenset(cards)
        self._refresh_bottom()

    def set_selected(self, cards: Collection[int]) -> None:
        """Raise these cards of the bottom hand (e.g. the discards chosen so far)."""
        self._selected = frozenset(cards)
        self._refresh_bottom()

    def set_four_colour(self, four_colour: bool) -> None:
        """Switch the card faces between the standard and the four-colour deck."""
        self._theme.set_four_colour(four_colour)

    def _repaint_cards(self) -> None:
        for item in self.items():
            if isinstance(item, CardItem):
                item.update()

    def set_speed(self, factor: float) -> None:
        """Multiply every duration by `factor` (1.0 ≈ 250 ms a move; 0 = instant, finishes now)."""
        self._speed = max(0.0, factor)
        if self._speed == 0.0:
            self.finish_animations()

    # cards --------------------------------------------------------------------------------------

    def show_hand(
        self,
        seat: int,
        cards: Sequence[int | None],
        face_up: bool,
        animate: bool = True,
    ) -> None:
        """Show a seat's hand in the order given (None = unknown face-down card).

        Cards already on the table move here (from the hand itself, another hand, a pile or the
        trick); new ones fly in from the middle one by one when animated.
        """
        self._check_seat(seat)
        old = self._hands[seat]
        items, leftovers = self._gather(old, cards)
        self._hands[seat] = items
        self._hand_up[seat] = face_up
        self._refresh_bottom()
        delays = self._stagger([item for item in items if not item.isVisible()])
        self._enqueue(
            self._step(remove=leftovers, delays=delays, instant=not animate, duration=1.2)
        )

    def deal_animation(self, hand_counts: list[int], first_seat: int = 0) -> None:
        """Deal face-down cards round the table from `first_seat`, one at a time, into new hands.

        Show the viewer's cards afterwards with `show_hand(0, cards, True)`: the dealt cards turn.
        """
        if len(hand_counts) != len(self._places):
            raise ValueError(f"{len(hand_counts)} hand counts for {len(self._places)} seats")
        leftovers = [item for items in self._hands.values() for item in items]
        new: dict[int, list[CardItem]] = {seat: [] for seat in range(len(self._places))}
        order: list[CardItem] = []
        for turn in range(max(hand_counts, default=0)):
            for k in range(len(self._places)):
                seat = (first_seat + k) % len(self._places)
                if turn < hand_counts[seat]:
                    item = self._new_item(None)
                    new[seat].append(item)
                    order.append(item)
        self._hands = new
        self._hand_up = dict.fromkeys(new, False)
        self._refresh_bottom()
        self._enqueue(
            self._step(remove=leftovers, delays=self._stagger(order), duration=_DEAL_DURATION)
        )

    def play_to_trick(self, seat: int, card: int) -> None:
        """Move a card from a seat's hand (its own item, else a face-down one) to the trick."""
        self._check_seat(seat)
        hand = self._hands[seat]
        item = next((it for it in hand if it.card == card), None)
        if item is None:
            hidden = [it for it in hand if not it.face_up or it.card is None]
            unknown = [it for it in hidden if it.card is None] or hidden
            if unknown:
                item = unknown[len(unknown) // 2]
        starts: dict[CardItem, _Target] = {}
        if item is not None:
            hand.remove(item)
        else:
            item = self._take(card)
        if item is None:
            item = self._new_item(card)
            place = self._places[seat]
            starts[item] = _Target(place.hand, place.rotation, place.scale, _TRICK_Z, False)
        item.card = card
        self._trick.append((seat, item))
        self._refresh_bottom()
        self._enqueue(self._step(starts=starts))

    def collect_trick(self, winner: int) -> None:
        """After a short pause, sweep the trick to the winner's plate and remove it."""
        self._check_seat(winner)
        if not self._trick:
            return
        plate = self._places[winner].plate
        items = [item for _, item in self._trick]
        self._trick = []
        step = self._step(remove=items, pause=_COLLECT_PAUSE, duration=_COLLECT_DURATION)
        for i, item in enumerate(items):
            rotation = item.rotation()
            step.targets[item] = _Target(
                plate, rotation, _COLLECT_SCALE, _TRICK_Z + i, True, opacity=0.0
            )
        self._enqueue(step)

    def show_trick(self, plays: Sequence[tuple[int, int]]) -> None:
        """Show these (seat, card) plays as the trick at once (for redraws)."""
        leftovers = [item for _, item in self._trick]
        self._trick = []
        for seat, card in plays:
            self._check_seat(seat)
            item = next((it for it in leftovers if it.card == card), None)
            if item is not None:
                leftovers.remove(item)
            else:
                item = self._take(card) or self._new_item(card)
            self._trick.append((seat, item))
        self._refresh_bottom()
        self._enqueue(self._step(remove=leftovers, instant=True))

    def show_pile(
        self, name: str, cards: Sequence[int | None], face_up: bool, animate: bool = True
    ) -> None:
        """Show a pile (talon, widow, stock) above the trick; an empty list removes it."""
        old = self._piles.get(name, [])
        items, leftovers = self._gather(old, cards)
        if items:
            self._piles[name] = items
            self._pile_up[name] = face_up
        else:
            self._piles.pop(name, None)
            self._pile_up.pop(name, None)
        self._refresh_bottom()
        delays = self._stagger([item for item in items if not item.isVisible()])
        self._enqueue(self._step(remove=leftovers, delays=delays, instant=not animate))

    def move_pile_to_hand(self, name: str, seat: int) -> None:
        """Move a whole pile onto the end of a seat's hand (e.g. the declarer takes the talon)."""
        self._check_seat(seat)
        items = self._piles.pop(name, [])
        self._pile_up.pop(name, None)
        self._hands[seat].extend(items)
        self._refresh_bottom()
        self._enqueue(self._step())

    def show_last_trick(
        self, plays: Sequence[tuple[int, int]] | None, winner: int | None = None
    ) -> None:
        """Show the previous trick small in the corner box, the winner's card marked; None hides."""
        if not plays:
            self._last_trick.hide()
            self._last_trick.set_plays([], None)
            return
        names = [self._plates[seat].name if seat < len(self._plates) else "" for seat, _ in plays]
        winner_index = next((i for i, (seat, _) in enumerate(plays) if seat == winner), None)
        self._last_trick.set_plays(
            [(name, card) for name, (_, card) in zip(names, plays, strict=True)], winner_index
        )
        self._last_trick.show()

    def clear(self) -> None:
        """Take every card off the table and hide the overlays; the seats and names stay."""
        self.finish_animations()
        items = [item for items in self._hands.values() for item in items]
        items += [item for _, item in self._trick]
        items += [item for items in self._piles.values() for item in items]
        for item in items:
            if item.scene() is self:
                self.removeItem(item)
        self._hands = {seat: [] for seat in range(len(self._places))}
        self._trick = []
        self._piles = {}
        self._pile_up = {}
        self._playable = None
        self._selected = frozenset()
        self._set_focus(None)
        self.show_last_trick(None)
        self.set_turn(None)
        self.set_dealer(None)
        for plate in self._plates:
            plate.set_info("")

    def finish_animations(self) -> None:
        """Jump every running and waiting move to its end."""
        if not self.is_animating():
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
        self._finish_timer.start()

    # keyboard -----------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right move the focus among the clickable cards; Enter/Space activate it."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._focus is not None and self._focus.clickable and self._focus.card is not None:
                self.card_activated.emit(self._focus.card)
                event.accept()
            else:
                event.ignore()
        else:
            super().keyPressEvent(event)

    def _clickable_items(self) -> list[CardItem]:
        return [item for item in self._hands.get(0, []) if item.clickable]

    def _move_focus(self, direction: int) -> None:
        candidates = self._clickable_items()
        if not candidates:
            self._set_focus(None)
            return
        if self._focus in candidates:
            index = (candidates.index(self._focus) + direction) % len(candidates)
        else:
            index = 0 if direction > 0 else len(candidates) - 1
        self._set_focus(candidates[index])

    def _set_focus(self, item: CardItem | None) -> None:
        if self._focus is not None and self._focus is not item:
            self._focus.set_focused(False)
        self._focus = item
        if item is not None:
            item.set_focused(True)

    # painting -----------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Green felt: a radial gradient, with a faint ring round the trick area."""
        centre = trick_centre(SCENE_RECT)
        gradient = QRadialGradient(centre, SCENE_RECT.width() * 0.62)
        gradient.setColorAt(0.0, _FELT_CENTRE)
        gradient.setColorAt(0.55, _FELT_MIDDLE)
        gradient.setColorAt(1.0, _FELT_EDGE)
        painter.fillRect(QRectF(rect), QBrush(gradient))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 255, 255, 26), 2.0))
        painter.setBrush(QColor(255, 255, 255, 9))
        painter.drawEllipse(centre, 330, 235)

    # internals: the logical table ---------------------------------------------------------------

    def _check_seat(self, seat: int) -> int:
        if not 0 <= seat < len(self._places):
            raise ValueError(f"no seat {seat} at a table of {len(self._places)}")
        return seat

    def _new_item(self, card: int | None) -> CardItem:
        """A card item waiting, hidden, in the middle of the table for its first move."""
        item = CardItem(self._theme, card, False)
        item.clicked.connect(self._on_item_clicked)
        item.activated.connect(self._on_item_activated)
        item.refused.connect(self._on_item_refused)
        item.setVisible(False)
        item.setPos(trick_centre(SCENE_RECT))
        item.setScale(PILE_SCALE)
        self.addItem(item)
        return item

    def _take(self, card: int) -> CardItem | None:
        """Take the item of a card from wherever it lies on the table (hand, pile or trick)."""
        for items in [*self._hands.values(), *self._piles.values()]:
            for item in items:
                if item.card == card:
                    items.remove(item)
                    return item
        for i, (_, item) in enumerate(self._trick):
            if item.card == card:
                del self._trick[i]
                return item
        return None

    def _gather(
        self, old: list[CardItem], cards: Sequence[int | None]
    ) -> tuple[list[CardItem], list[CardItem]]:
        """The items for these cards, reusing `old`, then items elsewhere, then new ones."""
        pool = list(old)
        found: list[CardItem | None] = [None] * len(cards)
        for i, card in enumerate(cards):
            if card is not None:
                match = next((it for it in pool if it.card == card), None)
                if match is not None:
                    pool.remove(match)
                    found[i] = match
        for i, card in enumerate(cards):
            if found[i] is None and card is not None:
                found[i] = self._take(card)
        for i, card in enumerate(cards):
            if found[i] is None:
                match = next((it for it in pool if it.card is None), None)
                if match is None and card is None and pool:
                    match = pool[0]
                if match is not None:
                    pool.remove(match)
                    match.card = card
                    found[i] = match
        items = [
            it if it is not None else self._new_item(card)
            for it, card in zip(found, cards, strict=True)
        ]
        return items, pool

    def _refresh_bottom(self) -> None:
        """Apply the playable and selected sets to the bottom hand; reset every other card."""
        bottom = self._hands.get(0, [])
        face_up = self._hand_up.get(0, False)
        in_bottom = set(bottom)
        for item in self.items():
            if isinstance(item, CardItem) and item not in in_bottom:
                item.set_clickable(False)
                item.set_dimmed(False)
                item.set_selected_raised(False)
        for item in bottom:
            known = face_up and item.card is not None
            playable = self._playable
            clickable = known and playable is not None and item.card in playable
            item.set_clickable(clickable)
            item.set_dimmed(playable is not None and not clickable)
            item.set_selected_raised(known and item.card in self._selected)
        if self._focus is not None and not self._focus.clickable:
            old = self._focus
            self._set_focus(None)
            candidates = self._clickable_items()
            if old in bottom and candidates:
                index = bottom.index(old)
                nearest = min(candidates, key=lambda it: abs(bottom.index(it) - index))
                self._set_focus(nearest)

    def _layout(self) -> dict[CardItem, _Target]:
        """Where every card of the logical table goes."""
        targets: dict[CardItem, _Target] = {}
        for seat, items in self._hands.items():
            place = self._places[seat]
            face_up = self._hand_up.get(seat, False)
            for i, (item, slot) in enumerate(
                zip(items, fan_slots(place, len(items), face_up), strict=True)
            ):
                targets[item] = _Target(slot.pos, slot.rotation, place.scale, _HAND_Z + i, face_up)
        for i, (seat, item) in enumerate(self._trick):
            card = item.card if item.card is not None else 0
            tilt = ((card * 7919 + seat * 31) % 9 - 4) * 1.1
            targets[item] = _Target(self._places[seat].trick, tilt, TRICK_SCALE, _TRICK_Z + i, True)
        widths = [pile_width(len(items)) for items in self._piles.values()]
        total = sum(widths) + _PILE_GAP * max(0, len(widths) - 1)
        centre = pile_centre(SCENE_RECT)
        x = centre.x() - total / 2
        for p, ((name, items), width) in enumerate(zip(self._piles.items(), widths, strict=True)):
            middle = QPointF(x + width / 2, centre.y())
            face_up = self._pile_up.get(name, False)
            for i, (item, pos) in enumerate(
                zip(items, pile_slots(len(items), middle), strict=True)
            ):
                targets[item] = _Target(pos, 0.0, PILE_SCALE, _PILE_Z + 20 * p + i, face_up)
            x += width + _PILE_GAP
        return targets

    def _stagger(self, items: Iterable[CardItem]) -> dict[CardItem, float]:
        return {item: i * _DEAL_STAGGER for i, item in enumerate(items)}

    def _step(
        self,
        remove: list[CardItem] | None = None,
        delays: dict[CardItem, float] | None = None,
        starts: dict[CardItem, _Target] | None = None,
        pause: float = 0.0,
        duration: float = 1.0,
        instant: bool = False,
    ) -> _Step:
        return _Step(
            targets=self._layout(),
            starts=starts or {},
            delays=delays or {},
            remove=remove or [],
            pause=pause,
            duration=duration,
            instant=instant,
        )

    # internals: running the queue ---------------------------------------------------------------

    def _enqueue(self, step: _Step) -> None:
        self._queue.append(step)
        if self._running is None:
            self._advance()

    def _advance(self) -> None:
        while self._queue:
            step = self._queue.popleft()
            group = None if step.instant or self._speed <= 0.0 else self._build(step)
            if group is None:
                self._apply(step)
                continue
            self._running, self._running_step = group, step
            group.finished.connect(self._on_step_finished)
            group.start()
            return
        self._finish_timer.start()

    def _on_step_finished(self) -> None:
        group, step = self._running, self._running_step
        self._running, self._running_step = None, None
        if group is not None:
            group.deleteLater()
        if step is not None:
            self._apply(step)
        self._advance()

    def _emit_finished(self) -> None:
        if not self.is_animating():
            self.animations_finished.emit()

    def _build(self, step: _Step) -> QAbstractAnimation | None:
        """The animation of a step, or None when nothing moves."""
        moves = QParallelAnimationGroup()
        ms = MOVE_MS * self._speed
        for item, target in step.targets.items():
            if item.scene() is not self:
                continue
            if not item.isVisible():
                start = step.starts.get(item)
                if start is not None:
                    self._place(item, start)
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
            item.setZValue(_FLYING_Z + target.z)
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
            moves.setParent(self)
            return moves
        whole = QSequentialAnimationGroup(self)
        whole.addPause(int(step.pause * ms))
        whole.addAnimation(moves)
        return whole

    def _place(self, item: CardItem, target: _Target) -> None:
        item.setPos(target.pos)
        item.setRotation(target.rotation)
        item.setScale(target.scale)
        item.setOpacity(target.opacity)
        item.setZValue(target.z)
        item.set_face_up(target.face_up)

    def _apply(self, step: _Step) -> None:
        """Put every card of a step where it ends, and remove the cards it takes away."""
        for item, target in step.targets.items():
            if item.scene() is self:
                self._place(item, target)
                item.setVisible(True)
        for item in step.remove:
            if item.scene() is self and not self._is_on_table(item):
                if item is self._focus:
                    self._set_focus(None)
                self.removeItem(item)

    def _is_on_table(self, item: CardItem) -> bool:
        if any(item in items for items in self._hands.values()):
            return True
        if any(item in items for items in self._piles.values()):
            return True
        return any(item is it for _, it in self._trick)

    def _on_item_clicked(self, item: object) -> None:
        if isinstance(item, CardItem) and item.clickable and item.card is not None:
            self.card_clicked.emit(item.card)

    def _on_item_refused(self, item: object) -> None:
        if (
            isinstance(item, CardItem)
            and self._playable is not None
            and item.card is not None
            and item.face_up
            and item in self._hands.get(0, [])
        ):
            self.card_refused.emit(item.card)

    def _on_item_activated(self, item: object) -> None:
        if isinstance(item, CardItem) and item.clickable and item.card is not None:
            self.card_activated.emit(item.card)
