"""The end-of-hand summary: each side's tricks and card points, the multiplier, the chips."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.core import record as records
from solo_desktop.core.cards import SUIT_WORDS
from solo_desktop.core.game import Status
from solo_desktop.games.six_bid_pots import Pots
from solo_desktop.games.sixty_six import GAME as SIXTY_SIX
from solo_desktop.games.sixty_six_score import EndCase
from solo_desktop.games.solo66 import GAME as SOLO66
from solo_desktop.games.solo66_score import ScoreLevel
from solo_desktop.model.match import HandResult, Match
from solo_desktop.ui.dialogs import name_cells


class HandSummaryDialog(QDialog):
    """What the hand came to, and the chips each player won or lost."""

    def __init__(self, match: Match, result: HandResult, parent: QWidget | None = None) -> None:
        """Summarise `result`, a finished hand of `match`."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand {n}").format(n=result.number))
        names = [s.name for s in match.seats]
        outcome = result.outcome
        layout = QVBoxLayout(self)
        self.headline = self._headline(names, result)
        """How the hand ended, in one sentence."""
        headline = QLabel(self.headline)
        headline.setObjectName("headline")
        headline.setStyleSheet("font-size: 15pt; font-weight: bold")
        layout.addWidget(headline)
        for line in self._detail(names, result) + self._pots(names, result):
            label = QLabel(line)
            label.setWordWrap(True)
            layout.addWidget(label)
        self.number = result.number
        self._names = names
        self._contract = result.outcome.contract
        self._review = QLabel()
        self._review.setObjectName("review")
        self._review.setWordWrap(True)
        self._review.setStyleSheet("color: #1b4f72")
        self._review.hide()
        layout.addWidget(self._review)
        table = QTableWidget(len(names), 3, self)
        table.setTabKeyNavigation(False)  # Tab leaves the table: no keyboard trap
        table.setObjectName("chips")
        table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("This hand"), self.tr("Match total")]
        )
        totals = match.totals
        for seat, name in enumerate(names):
            game_id = match.game.id
            cells = [
                name,
                texts.chips_text(game_id, outcome.settlement.chips[seat]),
                texts.chips_text(game_id, totals[seat]),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(seat, col, item)
        name_cells(table)
        table.setAccessibleName(self.tr("Chips of each player"))
        table.setAccessibleDescription(
            self.tr("One row per player: the chips of this hand and of the match so far.")
        )
        table.verticalHeader().setVisible(False)
        table.resizeColumnsToContents()
        # The names take the spare width; the chip columns stay as wide as their figures.
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        # Reachable with Tab (and read row by row with the arrow keys); Enter still goes on.
        table.setTabKeyNavigation(False)
        # Every player's row shows, however many lines of review come above the table, and no
        # empty band below them.
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        header = table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(rows + header + 2 * table.frameWidth())
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(table)
        buttons = QDialogButtonBox()
        text = self.tr("See the final score") if match.over else self.tr("Next hand")
        self.next_button = buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setObjectName("next_hand")
        self.next_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setAccessibleDescription(self.headline)
        self.next_button.setFocus()

    def _headline(self, names: list[str], result: HandResult) -> str:
        outcome = result.outcome
        if result.record.game == SIXTY_SIX.id:
            end = records.replay(result.record).final.result
            name = names[end.winner]
            if end.game_points == 1:
                return self.tr("{name}: +1 game point").format(name=name)
            return self.tr("{name}: +{n} game points").format(name=name, n=end.game_points)
        if outcome.status is Status.THROWN_IN:
            return self.tr("Everybody passed: the hand is thrown in.")
        if outcome.declarer is None:
            winner = max(range(len(names)), key=lambda s: outcome.settlement.chips[s])
            return self.tr("Everybody passed; {name} took the last trick.").format(
                name=names[winner]
            )
        name = names[outcome.declarer]
        contract = outcome.contract or ""
        if contract in SUIT_WORDS:  # Solo 66: the contract is the trump suit
            suit = texts.suit_name(SUIT_WORDS.index(contract))
            if outcome.won:
                return self.tr("{name} won with {suit} as trumps.").format(name=name, suit=suit)
            return self.tr("{name} lost with {suit} as trumps.").format(name=name, suit=suit)
        game = texts.contract_name(contract)
        if outcome.trump is not None and contract not in texts.SUIT_IN_NAME:
            game = self.tr("{contract} in {suit}").format(
                contract=game, suit=texts.suit_name(SUIT_WORDS.index(outcome.trump))
            )
        if outcome.partner is not None:
            partner = names[outcome.partner]
            if outcome.won:
                return self.tr("{name} and {partner} won the {game}.").format(
                    name=name, partner=partner, game=game
                )
            return self.tr("{name} and {partner} lost the {game}.").format(
                name=name, partner=partner, game=game
            )
        if outcome.won:
            return self.tr("{name} won the {game}.").format(name=name, game=game)
        return self.tr("{name} lost the {game}.").format(name=name, game=game)

    # -- the review -------------------------------------------------------------------------

    def review_pending(self) -> None:
        """Say that the review of the hand is being worked out."""
        self._review.setText(self.tr("Reviewing the hand with every card known…"))
        self._review.show()

    def set_review(self, review: Any) -> None:
        """Show a `solo_desktop.ai.review.Review` (None: there is none for this hand)."""
        if review is None:
            self._review.hide()
            return
        self._review.setText("\n".join(self.review_lines(review)))
        self._review.show()
        # Room for the review's lines, growing about the centre (not off over the scoreboard).
        centre = self.geometry().center()
        self.adjustSize()
        if self.isVisible():
            self.move(centre - self.rect().center())

    def _amount(self, review: Any, n: int) -> str:
        if review.points:
            return self.tr("{n} card points").format(n=n)
        return texts.trick_count(n)

    def review_lines(self, review: Any) -> list[str]:
        """The review in words: what could have been made, what was, and the turning point."""
        names = self._names
        declarer = names[review.declarer]
        lines = []
        if review.from_trick > 1:
            lines.append(
                self.tr(
                    "The review starts at trick {n}: before it there are too many cards to "
                    "work through."
                ).format(n=review.from_trick)
            )
        if review.misere:
            if review.made_possible:
                lines.append(
                    self.tr(
                        "With every card known, {name} could have got through without taking "
                        "anything."
                    ).format(name=declarer)
                )
            else:
                lines.append(
                    self.tr(
                        "With every card known, the defenders could have caught {name} whatever "
                        "he played."
                    ).format(name=declarer)
                )
        elif review.possible is not None:
            if review.made_possible:
                text = self.tr(
                    "With every card known, {name}'s side could have made it: {amount} in play "
                    "against the best defence."
                )
            else:
                text = self.tr(
                    "With every card known, {name}'s side could not have made it: {amount} in "
                    "play at best against the best defence."
                )
            lines.append(text.format(name=declarer, amount=self._amount(review, review.possible)))
            lines.append(
                self.tr("In the game the side took {amount} in the tricks played.").format(
                    amount=self._amount(review, review.taken)
                )
            )
        turn = review.turning
        if turn is not None:
            card = texts.action_text(turn.action)
            if turn.made_before:
                text = self.tr(
                    "The turning point: trick {trick}, {name} played {card}. Before it the "
                    "contract could be made, after it no longer."
                )
            else:
                text = self.tr(
                    "The turning point: trick {trick}, {name} played {card}. Before it the "
                    "contract could be beaten, after it no longer."
                )
            lines.append(text.format(trick=turn.trick, name=names[turn.seat], card=card))
        elif review.complete:
            lines.append(self.tr("No card changed the result: it was decided by the deal."))
        else:
            lines.append(self.tr("The review ran out of time before the end of the hand."))
        return lines

    def _pots(self, names: list[str], result: HandResult) -> list[str]:
        """Progressive's pots: who took one this hand, and what they hold now."""
        if not isinstance(result.carried, Pots):
            return []
        lines = []
        extra = result.carried_chips or ()
        if any(extra):
            taker = max(range(len(extra)), key=extra.__getitem__)
            if result.outcome.contract == "frog":
                text = self.tr("{name} takes the frog pot: +{n} chips from the others.")
            else:
                text = self.tr("{name} takes the solo pot: +{n} chips from the others.")
            lines.append(text.format(name=names[taker], n=extra[taker]))
        frog, solo = result.carried.chips(len(names))
        lines.append(
            self.tr("In the pots now: frog {frog} chips, solo {solo} chips.").format(
                frog=frog, solo=solo
            )
        )
        return lines

    def _sixty_six(self, names: list[str], result: HandResult) -> list[str]:
        """Why the game points went where they went, and each player's points and tricks."""
        state = records.replay(result.record).final
        end = state.result
        winner, loser = names[end.winner], names[end.loser]
        points = result.outcome.points or (0, 0)
        why = {
            EndCase.OUT: self.tr("{winner} claimed 66 and had {points}."),
            EndCase.OUT_AGAINST_CLOSER: self.tr(
                "{winner} claimed 66 against {loser}, who had closed the stock."
            ),
            EndCase.WRONG_OUT: self.tr("{loser} claimed 66 but had only {lpoints}."),
            EndCase.FAILED_CLOSE: self.tr("{loser} closed the stock and did not reach 66."),
            EndCase.LAST_TRICK: self.tr("Nobody claimed 66; {winner} took the last trick."),
            EndCase.MOST_POINTS: self.tr("Nobody claimed 66; {winner} had more points."),
        }[end.case]
        lines = [
            why.format(
                winner=winner,
                loser=loser,
                points=points[end.winner],
                lpoints=points[end.loser],
            )
        ]
        for seat, name in enumerate(names):
            lines.append(
                self.tr("{name}: {points} points, {tricks}.").format(
                    name=name,
                    points=points[seat],
                    tricks=texts.trick_count(result.outcome.tricks[seat]),
                )
            )
        return lines

    def _trick_aim(self, result: HandResult) -> list[str]:
        """Games that count tricks (German Solo, Solo Whist): the aim, and over/undertricks."""
        replayed = records.replay(result.record)
        view: Any = replayed.game.view(replayed.final, 0)
        aim = getattr(view, "aim", None)
        if aim is None:
            return []
        taken = getattr(view, "taken", None)
        if taken is None:
            taken = sum(view.tricks[s] for s in {view.declarer, view.partner} if s is not None)
        if aim == 0:
            lines = [
                self.tr("The declarer's side had to take no trick and took {n}.").format(n=taken)
            ]
        else:
            lines = [
                self.tr("The declarer's side took {n} tricks; the aim was {aim}.").format(
                    n=taken, aim=aim
                )
            ]
        odd = getattr(view, "odd_tricks", None)
        if odd:
            if odd > 0:
                lines.append(self.tr("Overtricks: {n}.").format(n=odd))
            else:
                lines.append(self.tr("Undertricks that cost: {n}.").format(n=-odd))
        return lines

    def _detail(self, names: list[str], result: HandResult) -> list[str]:
        if result.record.game == SIXTY_SIX.id:
            return self._sixty_six(names, result)
        outcome = result.outcome
        d = outcome.declarer
        if d is not None and outcome.points is None:
            return self._trick_aim(result)
        if d is None or outcome.points is None:
            return []
        lines = []
        own_tricks = outcome.tricks[d]
        own_points = outcome.points[d]
        lines.append(
            self.tr(
                "Soloist {name}: {tricks}, {points} card points (laid-away cards included)."
            ).format(name=names[d], tricks=texts.trick_count(own_tricks), points=own_points)
        )
        lines.append(
            self.tr("Defenders: {tricks}, {points} card points.").format(
                tricks=texts.trick_count(sum(outcome.tricks) - own_tricks),
                points=sum(outcome.points) - own_points,
            )
        )
        if result.record.game == SOLO66.id:
            state = records.replay(result.record).final
            detail = SOLO66.score_detail(state)
            if detail is not None:
                level = {
                    ScoreLevel.WON: self.tr("won"),
                    ScoreLevel.SCHNEIDER: self.tr("won, defenders schneider (under 33)"),
                    ScoreLevel.SCHWARZ: self.tr("won, defenders schwarz (no trick)"),
                    ScoreLevel.LOST: self.tr("lost"),
                    ScoreLevel.LOST_UNDER_33: self.tr("lost under 33"),
                    ScoreLevel.LOST_NO_TRICK: self.tr("lost without a trick"),
                }[detail.level]
                lines.append(
                    self.tr("Score: {basis} × {factor} = {value} ({level}).").format(
                        basis=detail.basis, factor=detail.factor, value=detail.value, level=level
                    )
                )
                per_chip = result.record.house_rules().number("points_per_chip")
                if per_chip != 1:
                    lines.append(
                        self.tr("Each defender pays {value} / {n} chips, rounded.").format(
                            value=detail.value, n=per_chip
                        )
                    )
        return lines
