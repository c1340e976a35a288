"""Draws a match on the table scene from the person's view: hands, piles, the trick and the
name plates. The scene knows no game; what differs between games (the talon of Solo 66, the
stock and face-up trump card of Sixty-Six) is read from the view here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from solo_desktop.controller import texts
from solo_desktop.controller.base import TableController
from solo_desktop.core import record as records
from solo_desktop.core.actions import split
from solo_desktop.core.cards import QUEEN, Card, card, cards_of, parse_card
from solo_desktop.core.game import Phase, PlayerView
from solo_desktop.core.record import DealRecord
from solo_desktop.ui.table.scene import TableScene

translate = QCoreApplication.translate

SUIT_ORDER = (0, 2, 1, 3)
"""Suits in the hand alternate colours: clubs, hearts, spades, diamonds."""


def sort_hand(cards: list[Card], view: PlayerView) -> list[Card]:
    """The person's hand as shown: trumps first once known, colours alternating, high to low."""
    trump = view.trump
    ctx = getattr(view, "context", None)

    def key(c: Card) -> tuple[int, int, int]:
        is_trump = ctx is not None and bool(ctx.trump >> c & 1) if trump is not None else False
        strength = ctx.strength[c] if ctx is not None else c & 15
        if not strength:
            strength = c & 15
        return (0 if is_trump else 1, SUIT_ORDER.index(c >> 4), -strength)

    return sorted(cards, key=key)


def shown_cards(view: Any, seat: int) -> int:
    """The cards of another seat that everybody has seen: Sixty-Six's shown marriages, Bronco's
    and misère ouverte's open hands, the black queens laid on the table in Grossfrage, Solo
    Whist's turned-up card in the dealer's hand (as a mask)."""
    shown = 0
    if seat == view.dealer and getattr(view, "turn_up", None) is not None:
        shown |= 1 << view.turn_up  # Solo Whist's turned-up card, until it is taken up
    if seat == getattr(view, "opponent", -1):
        shown |= view.opponent_known
    if seat == getattr(view, "declarer", None):
        shown |= getattr(view, "open_hand", 0)
        if getattr(view, "contract", None) is not None and view.contract.value == "grossfrage":
            queens = 1 << card(0, QUEEN) | 1 << card(1, QUEEN)
            shown |= queens & ~view.played
    return int(shown)


class TablePresenter:
    """Keeps the table scene in step with one controller's match."""

    def __init__(self, scene: TableScene, controller: TableController) -> None:
        """Draw `controller`'s match on `scene`."""
        self.scene = scene
        self.controller = controller
        self.show_last = False
        self.concealed = False
        self.notes: dict[int, str] = {}
        """Per seat, a word before the plate's second line ("computer for now")."""
        """Every hand face down (the hot-seat curtain is up): no person's cards are drawn."""
        self._partner_told = False

    def bind(self, controller: TableController) -> None:
        """Follow another match."""
        self.controller = controller

    def hand_started(self) -> None:
        """Lay out the table from the view: a new hand, or one resumed or taken back."""
        c = self.controller
        view = c.view()
        self._partner_told = bool(getattr(view, "partner_revealed", False))
        self.scene.clear()
        self.scene.set_seats([s.name for s in c.match.seats], bottom=c.person_seat)
        self.scene.set_dealer(view.dealer)
        self.redraw_hands(animate=not c.match.actions)
        self.redraw_piles()
        n = c.match.players
        self.scene.show_trick([((view.leader + i) % n, card) for i, card in enumerate(view.trick)])

    def redraw_hands(self, animate: bool = False) -> None:
        """Every hand from the view: the person's face up and sorted, the others face down
        but for the cards everybody has seen (`shown_cards`)."""
        c = self.controller
        view = c.view()
        person = c.person_seat
        for seat, size in enumerate(view.hand_sizes):
            if seat == person and not self.concealed:
                cards: list[Card | None] = list(sort_hand(list(cards_of(view.hand)), view))
                self.scene.show_hand(seat, cards, True, animate=animate)
                continue
            shown: list[Card | None] = list(
                sort_hand(list(cards_of(shown_cards(view, seat))), view)
            )
            hidden: list[Card | None] = [None] * (size - len(shown))
            self.scene.show_hand(seat, hidden + shown, bool(shown), animate=animate)

    def redraw_piles(self) -> None:
        """The talon (Solo 66), or the stock with the trump card under it (Sixty-Six)."""
        view: Any = self.controller.view()
        if hasattr(view, "stock_size"):
            size = view.stock_size
            trump_card = view.trump_card
            under = 1 if trump_card is not None and size else 0
            self.scene.show_pile("stock", [None] * (size - under), False)
            if under:
                self.scene.show_pile("trump", [trump_card], not view.closed)
            else:
                self.scene.show_pile("trump", [], False)
            return
        if hasattr(view, "widow_size"):  # Six-bid: the widow, shown face up once the hand is over
            widow = list(view.widow)
            if widow:
                self.scene.show_pile("widow", widow, True)
            else:
                self.scene.show_pile("widow", [None] * view.widow_size, False)
            return
        self.scene.show_pile("talon", [None] * getattr(view, "talon_size", 0), False)

    def action_applied(self, seat: int, action: str) -> None:
        """Move what an action moves."""
        verb, args = split(action)
        if verb == "play":
            self.scene.play_to_trick(seat, parse_card(args[0]))
        elif verb == "trump":
            self.scene.move_pile_to_hand("talon", seat)
            self.redraw_hands()
        elif verb in ("discard", "exchange", "marriage", "close"):
            self.redraw_piles()
            self.redraw_hands()

    def trick_completed(self, winner: int) -> None:
        """Sweep the trick to its winner; in Sixty-Six both then draw from the stock."""
        self.scene.collect_trick(winner)
        self.show_last_trick()
        if self.controller.match.in_hand:
            self.redraw_piles()
            self.redraw_hands()

    def show_last_trick(self) -> None:
        """The last-trick box, when it is switched on."""
        c = self.controller
        if not self.show_last or not c.match.in_hand:
            self.scene.show_last_trick(None)
            return
        history = c.view().history
        if not history:
            self.scene.show_last_trick(None)
            return
        last = history[-1]
        n = c.match.players
        self.scene.show_last_trick([((last.leader + i) % n, x) for i, x in enumerate(last.cards)])

    def update_plates(self, view: Any = None) -> None:
        """The second line of each name plate: calls, soloist, points (Sixty-Six), tricks;
        from `view` (the hand in progress by default)."""
        c = self.controller
        if view is None:
            view = c.view()
        last_call = {seat: texts.action_text(a) for seat, a in view.calls}
        for seat in range(c.match.players):
            parts = [self.notes[seat]] if seat in self.notes else []
            if seat in last_call and view.phase is Phase.AUCTION:
                parts.append(last_call[seat])
            if getattr(view, "sitting_out", None) == seat:
                parts.append(translate("TablePresenter", "sits out"))
            if view.phase is Phase.AUCTION and getattr(view, "holder", None) == seat:
                parts.append(translate("TablePresenter", "holds"))
            if view.declarer == seat:
                parts.append(translate("TablePresenter", "Soloist"))
            if getattr(view, "partner", None) == seat and seat != view.declarer:
                parts.append(translate("TablePresenter", "Partner"))
            if hasattr(view, "own_points"):
                points = view.own_points if seat == view.seat else view.opponent_points
                if points is not None:
                    parts.append(translate("TablePresenter", "{n} points").format(n=points))
                if seat == view.seat and view.pending:
                    parts.append(
                        translate("TablePresenter", "+{n} when you win a trick").format(
                            n=view.pending
                        )
                    )
            if view.phase is Phase.PLAY or view.tricks[seat] or getattr(view, "history", ()):
                parts.append(texts.trick_count(view.tricks[seat]))
            self.scene.set_seat_info(seat, " · ".join(parts))

    def contract_line(self) -> str:
        """The contract in play, always visible: who plays what, trumps, the called card."""
        c = self.controller
        if not c.match.in_hand:
            return ""
        view: Any = c.view()
        declarer = view.declarer
        turn_up = getattr(view, "turn_up", None)
        if declarer is None and turn_up is not None:
            return translate("TablePresenter", "turned up: {card}").format(
                card=texts.card_name(turn_up)
            )
        if declarer is None:
            return ""
        name = c.match.seats[declarer].name
        contract = getattr(view, "contract", None)
        if contract is None:  # Solo 66: the contract is the trump suit
            if view.trump is None:
                return ""
            return translate("TablePresenter", "{name} plays {suit}").format(
                name=name, suit=texts.suit_name(view.trump)
            )
        game = texts.contract_name(str(contract.value))
        if view.trump is not None and str(contract.value) not in texts.SUIT_IN_NAME:
            game = translate("TablePresenter", "{game} in {suit}").format(
                game=game, suit=texts.suit_name(view.trump)
            )
        text = translate("TablePresenter", "{name} plays {game}").format(name=name, game=game)
        if getattr(view, "called", None) is not None:
            text += " · " + translate("TablePresenter", "called {card}").format(
                card=texts.card_name(view.called)
            )
        return text

    def partner_news(self) -> str | None:
        """Once per hand, the moment the secret partner becomes known to everybody."""
        c = self.controller
        if self._partner_told or not c.match.in_hand:
            return None
        view: Any = c.view()
        if not getattr(view, "partner_revealed", False) or view.partner is None:
            return None
        self._partner_told = True
        name = c.match.seats[view.partner].name
        return translate("TablePresenter", "{name} is the partner!").format(name=name)

    def hand_over(self, record: DealRecord) -> None:
        """The plates' final tallies (the last trick too), and what the end of a hand turns
        face up: Six-bid's widow."""
        replayed = records.replay(record)
        view: Any = replayed.game.view(replayed.final, self.controller.person_seat)
        self.update_plates(view)
        widow = list(getattr(view, "widow", ()))
        if widow:
            self.scene.show_pile("widow", widow, True)
