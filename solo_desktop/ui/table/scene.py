"""The card table: felt, seats with name plates, hands, trick, piles and animated moves.

The scene knows no game (DESIGN.md, ways of working 9): it shows what it is told, is told which
cards of the bottom hand are playable, and reports clicks. Every call updates what lies where at
once; the moves that show it run one call after another through an animation queue, and
`animations_finished` is emitted (from the event loop, never inside a call) when it drains.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from PySide6.QtCore import QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsScene

from solo_desktop.ui.table.animation import Step, StepQueue, Target, place
from solo_desktop.ui.table.card_item import CardItem
from solo_desktop.ui.table.card_layout import TRICK_Z, card_targets
from solo_desktop.ui.table.deck_theme import DeckTheme
from solo_desktop.ui.table.felt import paint_felt
from solo_desktop.ui.table.plates import LastTrickBox, NamePlate
from solo_desktop.ui.table.seat_layout import (
    PILE_SCALE,
    SeatPlace,
    positions,
    scaled,
    trick_centre,
)

SCENE_RECT = QRectF(0, 0, 1600, 1000)
"""The table's fixed rectangle in scene units; the view scales it to fit."""


_DEAL_STAGGER = 0.22
_DEAL_DURATION = 1.3
_COLLECT_PAUSE = 2.8
_COLLECT_DURATION = 1.5
_COLLECT_SCALE = 0.3


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
        self._places: list[SeatPlace] = []
        self._plates: list[NamePlate] = []
        self._hands: dict[int, list[CardItem]] = {}
        self._hand_up: dict[int, bool] = {}
        self._bottom = 0
        self._card_scale = 1.0
        """The seat at the bottom: the person whose cards are shown, the only clickable hand."""
        self._trick: list[tuple[int, CardItem]] = []
        self._piles: dict[str, list[CardItem]] = {}
        self._pile_up: dict[str, bool] = {}
        self._playable: frozenset[int] | None = None
        self._selected: frozenset[int] = frozenset()
        self._focus: CardItem | None = None
        self._turn: int | None = None
        self._dealer: int | None = None
        self._moves = StepQueue(self, self._apply)
        self._moves.drained.connect(self.animations_finished)
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
        return self._moves.speed

    def is_animating(self) -> bool:
        """Whether moves are running or waiting."""
        return self._moves.busy()

    # seats --------------------------------------------------------------------------------------

    def set_seats(self, names: list[str], bottom: int = 0) -> None:
        """Seat len(names) players (2 to 5), seat `bottom` (the person whose cards are shown)
        at the bottom and the others round the table in seat order; a new count or a new
        bottom seat clears the cards."""
        count = len(names)
        if count != len(self._places) or bottom != self._bottom:
            places = self._make_places(count, bottom)
            self.clear()
            for plate in self._plates:
                self.removeItem(plate)
            self._places = places
            self._bottom = bottom % count
            self._plates = []
            for place, name in zip(places, names, strict=True):
                plate = NamePlate(name)
                plate.high_contrast = self._theme.high_contrast
                plate.setPos(place.plate)
                self.addItem(plate)
                self._plates.append(plate)
            self._hands = {seat: [] for seat in range(count)}
            self._hand_up = dict.fromkeys(range(count), False)
        else:
            for plate, name in zip(self._plates, names, strict=True):
                plate.set_name(name)

    def _make_places(self, count: int, bottom: int) -> list[SeatPlace]:
        """The seats' places, seat `bottom` at the bottom, its cards and the trick at the
        card size."""
        places = positions(count, SCENE_RECT)
        places = [places[(seat - bottom) % count] for seat in range(count)]
        return [scaled(place, self._card_scale, SCENE_RECT) for place in places]

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
        for plate in self._plates:
            plate.high_contrast = self._theme.high_contrast
            plate.update()
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_high_contrast(self, on: bool) -> None:
        """Draw the table in high contrast (black felt, white outlines, yellow turn and
        focus), or as usual."""
        self._theme.set_high_contrast(on)

    @property
    def card_scale(self) -> float:
        """The size of the person's cards and of the trick, as a factor (1: normal)."""
        return self._card_scale

    def set_card_scale(self, factor: float) -> None:
        """Make the person's cards and the trick `factor` times their normal size; the
        table is laid out again at once."""
        factor = max(1.0, min(factor, 2.0))
        if factor == self._card_scale:
            return
        self._card_scale = factor
        if self._places:
            self._places = self._make_places(len(self._places), self._bottom)
            self._moves.push(self._step(instant=True))

    def set_speed(self, factor: float) -> None:
        """Multiply every duration by `factor` (1.0 ≈ 250 ms a move; 0 = instant, finishes now)."""
        self._moves.speed = max(0.0, factor)
        if self._moves.speed == 0.0:
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
        self._moves.push(
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
        self._moves.push(
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
        starts: dict[CardItem, Target] = {}
        if item is not None:
            hand.remove(item)
        else:
            item = self._take(card)
        if item is None:
            item = self._new_item(card)
            place = self._places[seat]
            starts[item] = Target(place.hand, place.rotation, place.scale, TRICK_Z, False)
        item.card = card
        self._trick.append((seat, item))
        self._refresh_bottom()
        self._moves.push(self._step(starts=starts))

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
            step.targets[item] = Target(
                plate, rotation, _COLLECT_SCALE, TRICK_Z + i, True, opacity=0.0
            )
        self._moves.push(step)

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
        self._moves.push(self._step(remove=leftovers, instant=True))

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
        self._moves.push(self._step(remove=leftovers, delays=delays, instant=not animate))

    def move_pile_to_hand(self, name: str, seat: int) -> None:
        """Move a whole pile onto the end of a seat's hand (e.g. the declarer takes the talon)."""
        self._check_seat(seat)
        items = self._piles.pop(name, [])
        self._pile_up.pop(name, None)
        self._hands[seat].extend(items)
        self._refresh_bottom()
        self._moves.push(self._step())

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
        self._moves.finish()

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
        return [item for item in self._hands.get(self._bottom, []) if item.clickable]

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
        """Green felt with a faint ring round the trick area (black in high contrast)."""
        paint_felt(painter, QRectF(rect), SCENE_RECT, self._theme.high_contrast)

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
        bottom = self._hands.get(self._bottom, [])
        face_up = self._hand_up.get(self._bottom, False)
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

    def _layout(self) -> dict[CardItem, Target]:
        """Where every card of the logical table goes."""
        return card_targets(
            self._places,
            self._hands,
            self._hand_up,
            self._trick,
            self._piles,
            self._pile_up,
            SCENE_RECT,
        )

    def _stagger(self, items: Iterable[CardItem]) -> dict[CardItem, float]:
        return {item: i * _DEAL_STAGGER for i, item in enumerate(items)}

    def _step(
        self,
        remove: list[CardItem] | None = None,
        delays: dict[CardItem, float] | None = None,
        starts: dict[CardItem, Target] | None = None,
        pause: float = 0.0,
        duration: float = 1.0,
        instant: bool = False,
    ) -> Step:
        return Step(
            targets=self._layout(),
            starts=starts or {},
            delays=delays or {},
            remove=remove or [],
            pause=pause,
            duration=duration,
            instant=instant,
        )

    # internals: where a step's cards end -------------------------------------------------------

    def _apply(self, step: Step) -> None:
        """Put every card of a step where it ends, and remove the cards it takes away."""
        for item, target in step.targets.items():
            if item.scene() is self:
                place(item, target)
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
            and item in self._hands.get(self._bottom, [])
        ):
            self.card_refused.emit(item.card)

    def _on_item_activated(self, item: object) -> None:
        if isinstance(item, CardItem) and item.clickable and item.card is not None:
            self.card_activated.emit(item.card)
