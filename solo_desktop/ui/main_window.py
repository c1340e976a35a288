"""The main window: menus, the card table, the action panel, the scoreboard and the status bar.

The window reaches the match only through its MatchController and redraws from the views the
controller gives; the table scene is told which cards are playable, it never decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.ui.window_access import WindowAccess

if TYPE_CHECKING:  # at run time each is imported where first needed: the window shows first
    from solo_desktop.controller.base import TableController
    from solo_desktop.controller.match_controller import MatchController
    from solo_desktop.core.cards import Card
    from solo_desktop.core.rules import HouseRules
    from solo_desktop.model.autosave import Saved
    from solo_desktop.model.ledger import Ledger
    from solo_desktop.model.match import HandResult, Match
    from solo_desktop.model.paths import Paths
    from solo_desktop.model.settings import Settings
    from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog
    from solo_desktop.ui.dialogs.new_game import NewGameChoice
    from solo_desktop.ui.hint import HintDialog

FELT = "#1e683a"
"""The window's colour until the table is built: the felt's `FELT_MIDDLE`, written out here
because importing `ui.table` would cost the frame the whole table package."""


def demo_rules(rules: HouseRules, hands: int) -> HouseRules:
    """The rules of a `--demo` match of `hands` hands: the match lasts at least that long (the
    demo stops after `hands` hands; a game whose matches come in multiples plays a whole one)."""
    spec = next((s for s in rules.specs if s.name == "hands"), None)
    if spec is None:
        return rules
    length = max(hands, spec.minimum or 1)
    length += -length % spec.multiple_of
    return rules.with_values({"hands": length})


class MainWindow(WindowAccess):
    """The app's window over one match at a time."""

    language_changed = Signal(str)

    def __init__(
        self,
        settings: Settings,
        paths: Paths,
        game_id: str | None = None,
        demo_hands: int = 0,
        seed: int | None = None,
        ledger: Ledger | None = None,
        resume: Saved | None = None,
        players: int | None = None,
        build: bool = True,
    ) -> None:
        """A window over a new match of `game_id`, or over the saved match `resume`.

        `demo_hands` > 0 lets computer players play that many hands, then closes. Settled
        hands go to `ledger`; the match in progress is saved after every action. With `build`
        False the window is only its frame, the colour of the felt, until `build` is called:
        the app shows it so, and builds the table and the match after the first paint.
        """
        super().__init__()
        self.settings = settings
        self.paths = paths
        self.ledger = ledger
        self.demo_hands = demo_hands
        self._players = players
        self._demo_played = 0
        self._seed = seed
        self._game_id = game_id
        self.built = False
        self.setObjectName("MainWindow")
        self.setWindowTitle("Solo Desktop")
        self.resize(1280, 800)
        felt = self.palette()
        felt.setColor(QPalette.ColorRole.Window, QColor(FELT))
        self.setPalette(felt)
        if build:
            self.build(ledger, resume)

    def build(self, ledger: Ledger | None = None, resume: Saved | None = None) -> None:
        """Build the table, the panel, the scoreboard and the menus over a new match (or the
        saved match `resume`); settled hands go to `ledger`."""
        from PySide6.QtCore import Qt

        from solo_desktop.core import registry
        from solo_desktop.model.presets import Presets
        from solo_desktop.ui.action_panel import ActionPanel
        from solo_desktop.ui.scoreboard import ScoreboardDock
        from solo_desktop.ui.table.deck_theme import DeckTheme
        from solo_desktop.ui.table.scene import TableScene
        from solo_desktop.ui.table.view import TableView
        from solo_desktop.ui.table_presenter import TablePresenter

        settings = self.settings
        self.ledger = ledger if ledger is not None else self.ledger
        self.setPalette(QApplication.palette())
        self.presets = Presets.load(self.paths.presets_file)
        self.theme = DeckTheme(settings.four_colour, back=settings.card_back)
        self.scene = TableScene(self.theme)
        self.table = TableView(self.scene)
        self.table.setObjectName("table")
        game = self._game_id or settings.last_game
        if game not in {g.id for g in registry.games()}:
            game = "solo66"
        self.controller: TableController
        if resume is not None:
            self.controller = self._resume_controller(resume)
        else:
            self.controller = self._make_controller(self._default_choice(game))
        self.presenter = TablePresenter(self.scene, self.controller)
        self.panel = ActionPanel(self.controller)
        from solo_desktop.ui.curtain import Curtain
        from solo_desktop.ui.together import Together

        self.curtain = Curtain(self.table)
        self.curtain.lifted.connect(self._curtain_lifted)
        self.together = Together(self)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.panel)
        layout.addWidget(self.together.bar)
        self.setCentralWidget(central)
        self.scoreboard = ScoreboardDock(self.controller.match, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard)
        self._build_access()
        self._dock_sized = False
        self.status_label = QLabel()
        self.status_label.setObjectName("status")
        self.statusBar().addWidget(self.status_label, 1)
        self._summary: HandSummaryDialog | None = None
        self.undo_action: QAction
        self.restart_action: QAction
        self.leave_action: QAction
        self.hint_action: QAction
        self._hint: HintDialog | None = None
        self.last_trick_action: QAction
        self._build_menus()
        self._apply_speed()
        self.apply_sight()
        self.scene.card_clicked.connect(self._card_clicked)
        self.scene.card_activated.connect(self._card_activated)
        if hasattr(self.scene, "card_refused"):
            self.scene.card_refused.connect(self._card_refused)
        self.panel.acted.connect(self._act)
        self._connect(self.controller)
        self._retitle()
        self.built = True

    # -- setting up a match ------------------------------------------------------------

    def _default_choice(self, game_id: str) -> NewGameChoice:
        from solo_desktop.ai.bot import bot_names
        from solo_desktop.core import registry
        from solo_desktop.model.match import Seat
        from solo_desktop.ui.dialogs.new_game import NewGameChoice, default_level, default_seats

        game = registry.get(game_id)
        players = game.player_counts[0]
        if self._players in game.player_counts:
            players = self._players
        try:
            rules = game.house_rules(self.settings.house_rules.get(game_id, {}))
        except ValueError:
            rules = game.house_rules()
        name = self.settings.player_name or self.tr("You")
        level = default_level(bot_names(game))
        seats = default_seats(game_id, players, name, level)
        if self.demo_hands:
            seats = tuple(Seat(s.name if s.bot else "Fritz", level) for s in seats)
            rules = demo_rules(rules, self.demo_hands)
        return NewGameChoice(game_id, seats, rules)

    def _make_controller(self, choice: NewGameChoice) -> MatchController:
        from solo_desktop.core import registry
        from solo_desktop.model.match import Match

        game = registry.get(choice.game_id)
        match = Match(
            game,
            choice.rules,
            choice.seats,
            seed=self._seed,
            allow_undo=self.settings.allow_undo,
        )
        return self._controller_for(match, None)

    def _resume_controller(self, saved: Saved) -> MatchController:
        from solo_desktop.model.bookkeeping import reconcile

        match = reconcile(saved, self.ledger)
        return self._controller_for(match, saved.ledger_match)

    def _controller_for(self, match: Match, ledger_match: int | None) -> MatchController:
        from solo_desktop.controller.match_controller import MatchController
        from solo_desktop.model.bookkeeping import Bookkeeper

        autosave_path = self.paths.autosave_file if self.paths is not None else None
        books = Bookkeeper(self.ledger, autosave_path)
        books.match_started(match, ledger_match)
        return MatchController(
            match, self.settings.speed_factor, seed=self._seed, parent=self, books=books
        )

    def _connect(self, c: TableController) -> None:
        if hasattr(self, "access"):
            self.access.bind(c)
            self.announcer.bind(c)
        c.viewer_changed.connect(self._viewer_changed)
        c.hand_started.connect(self._hand_started)
        c.action_applied.connect(self.presenter.action_applied)
        c.trick_completed.connect(self.presenter.trick_completed)
        c.state_changed.connect(self._state_changed)
        c.hand_settled.connect(self._hand_settled)
        c.match_finished.connect(self._match_finished)
        c.illegal_action.connect(self._show_reason)
        c.hint_ready.connect(self._show_hint)
        c.review_ready.connect(self._review_ready)

    def start(self) -> None:
        """Deal the first hand."""
        if self.built:
            self.controller.start()

    def showEvent(self, event: QShowEvent) -> None:
        """Give the scoreboard about a quarter of the window when first shown."""
        super().showEvent(event)
        if self.built and not self._dock_sized:
            from PySide6.QtCore import Qt  # not before: its enums would cost the frame 20 ms

            self._dock_sized = True
            width = max(300, self.width() // 4)
            self.resizeDocks([self.scoreboard], [width], Qt.Orientation.Horizontal)

    def new_match(self, choice: NewGameChoice) -> None:
        """Replace the match in progress by a new one and deal; a choice with open seats
        opens a table for people on other computers (and its lobby) instead."""
        if choice.hosted:
            if not self.together.host(choice):
                self.controller.pause(False)
            return
        self.together.leave()
        self.use_controller(self._make_controller(choice))
        self.controller.start()

    def restore_local_match(self) -> None:
        """Back from a hosted table: a new match against the computer of the same game."""
        self.use_controller(self._make_controller(self._default_choice(self.controller.game_id)))
        self.controller.start()

    def use_controller(self, controller: TableController) -> None:
        """Show and play `controller`'s match from now on (the old one is left)."""
        old = self.controller
        if old is not controller:
            old.stop()
            if not old.hosted:
                old.deleteLater()  # a hosted table's controller belongs to the table
        self.controller = controller
        self.curtain.drop()
        self.presenter.concealed = False
        self.panel.set_controller(controller)
        self.presenter.bind(controller)
        self.scoreboard.set_match(controller.match)
        self._connect(controller)
        self._apply_speed()
        self._retitle()
        self.restart_action.setEnabled(not controller.hosted)
        self.leave_action.setEnabled(controller.hosted)
        if not controller.match.in_hand:  # a table waiting for its people: an empty table
            self.presenter.notes = {}
            self.scene.clear()
            self.scene.set_seats(
                [s.name for s in controller.match.seats], bottom=controller.person_seat
            )
            self.scoreboard_refresh()
            self.panel.refresh()
            self.status_label.setText(self.tr("Waiting for the players…"))

    # -- menus -------------------------------------------------------------------------

    def _build_menus(self) -> None:
        from solo_desktop.ui.menus import build_menus

        build_menus(self)

    def controller_restart(self) -> None:
        """Game > Restart hand."""
        self.controller.restart_hand()

    # -- preferences (the rest are in WindowPreferences) -----------------------------

    def _auto_out(self) -> None:
        if "out" in self.controller.legal_actions():
            self._act("out")

    def set_language(self, code: str) -> None:
        """Switch the UI language now and remember it."""
        self.settings.language = code
        self._save_settings()
        self.language_changed.emit(code)
        self._build_menus()
        self.scoreboard.setWindowTitle(self.tr("Scoreboard"))
        self.scoreboard.refresh()
        self._retitle()
        self._state_changed()

    # -- following the match -----------------------------------------------------------

    def _retitle(self) -> None:
        from solo_desktop.controller import texts

        self.setWindowTitle(
            self.tr("Solo Desktop – {game}").format(game=texts.game_name(self.controller.game_id))
        )

    def _hand_started(self) -> None:
        self.presenter.hand_started()
        self.scoreboard_refresh()

    def scoreboard_refresh(self) -> None:
        """Redraw the scoreboard (it may not exist yet while the window is built)."""
        if hasattr(self, "scoreboard"):
            self.scoreboard.refresh()

    def _state_changed(self) -> None:
        from solo_desktop.core.actions import split
        from solo_desktop.core.cards import cards_of, parse_card
        from solo_desktop.core.game import Phase

        c = self.controller
        if not c.match.in_hand:
            self.panel.refresh()
            return
        self._curtain_check()
        view = c.view()
        self.scene.set_turn(c.to_act)
        names = [s.name for s in c.match.seats]
        self.presenter.update_plates()
        legal = c.legal_actions()
        if "out" in legal and self.settings.auto_out and getattr(view, "own_points", 0) >= 66:
            # The app's auto_out preference (RULES.md 4): claim the moment 66 is reached.
            QTimer.singleShot(0, self._auto_out)
        plays = [parse_card(split(a)[1][0]) for a in legal if a.startswith("play ")]
        self.panel.refresh()
        if self.panel.selecting:
            self.scene.set_playable(list(cards_of(view.hand)))
            self.scene.set_selected(self.panel.selected)
        elif plays:
            self.scene.set_playable(plays)
            self.scene.set_selected([])
            if not self.access.hand_list.hasFocus():  # a screen reader's user stays there
                self.table.setFocus()  # arrow keys and Enter play at once
        else:
            self.scene.set_playable(None)
            self.scene.set_selected([])
        if view.phase in (Phase.EXCHANGE, Phase.PLAY) and c.to_act == c.person_seat:
            self.presenter.redraw_hands()
        self.undo_action.setEnabled(c.can_undo())
        self.hint_action.setEnabled(self.settings.hints and c.can_hint())
        self.status_label.setStyleSheet("")
        self.status_label.setText(self._status_text(names))
        news = self.presenter.partner_news()
        if news:
            # The called card has fallen: say who the partner is, so that nobody misses it.
            self.status_label.setText(news + " · " + self.status_label.text())
            self.status_label.setStyleSheet("color: #1f6f3a; font-weight: bold")

    def _status_head(self, names: list[str], number: int, dealer: int) -> str:
        """Which hand this is and who dealt it."""
        total = self.controller.match.hands_total
        if total is None:
            return self.tr("Hand {n} · Dealer: {dealer}").format(n=number, dealer=names[dealer])
        return self.tr("Hand {n} of {total} · Dealer: {dealer}").format(
            n=number, total=total, dealer=names[dealer]
        )

    def _status_text(self, names: list[str]) -> str:
        c = self.controller
        head = self._status_head(names, c.match.hand_number, c.match.dealer)
        contract = self.presenter.contract_line()
        if contract:
            head = f"{head} · {contract}"
        seat = c.to_act
        if seat is None:
            return head
        if c.is_persons_turn():
            from solo_desktop.core.game import Phase

            phase = c.view().phase
            what = {
                Phase.AUCTION: self.tr("your turn: bid or pass"),
                Phase.DECLARE: self.tr("your turn: name trumps"),
                Phase.EXCHANGE: self.tr("your turn: lay two cards away"),
                Phase.PLAY: self.tr("your turn: play a card"),
            }.get(phase, "")
            return f"{head} · {what}"
        return f"{head} · " + self.tr("{name} to play").format(name=names[seat])

    def _hand_settled(self, result: HandResult) -> None:
        self.presenter.hand_over(result.record)
        self.scoreboard.refresh()
        self.panel.refresh()
        self.scene.set_playable(None)
        self.scene.set_turn(None)
        if self.demo_hands:
            self._demo_played += 1
            # One line per hand, written after the ledger has it: a soak test's evidence.
            chips = " ".join(f"{c:+d}" for c in result.chips)
            books = self.controller.books
            print(f"match {books.ledger_match} hand {result.number} settled: {chips}", flush=True)
            if self.controller.match.over or self._demo_played >= self.demo_hands:
                QTimer.singleShot(0, self.close)
            else:
                QTimer.singleShot(0, self.controller.next_hand)
            return
        QTimer.singleShot(0, lambda: self._show_summary(result))

    def _show_summary(self, result: HandResult) -> None:
        from PySide6.QtCore import Qt

        from solo_desktop.ui.dialogs.hand_summary import HandSummaryDialog

        match = self.controller.match
        dialog = HandSummaryDialog(match, result, self)
        dialog.setObjectName("HandSummary")
        # The status bar told whose turn it was: now it says how the hand ended.
        names = [s.name for s in match.seats]
        self.status_label.setStyleSheet("")
        head = self._status_head(names, result.number, result.dealer)
        self.status_label.setText(f"{head} · {dialog.headline}")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._summary = dialog
        dialog.finished.connect(lambda _code: self._summary_closed(match))
        dialog.open()
        if self.controller.request_review(result):
            dialog.review_pending()

    def _review_ready(self, number: int, review: object) -> None:
        if self._summary is not None and self._summary.number == number:
            self._summary.set_review(review)

    def _summary_closed(self, match: Match) -> None:
        self._summary = None
        self.table.setFocus()  # the keyboard goes on at the table, not nowhere
        if self.controller.match is not match:
            return
        if match.over:
            self._show_final(match)
        else:
            self.controller.next_hand()

    def _match_finished(self) -> None:
        if self.demo_hands:
            QTimer.singleShot(0, self.close)
        elif self.controller.hosted and self._summary is None:
            self._show_final(self.controller.match)  # the host's word came after the summary

    def _show_final(self, match: Match) -> None:
        from PySide6.QtCore import Qt

        names = [s.name for s in match.seats]
        lines = "\n".join(f"{n}: {t:+d}" for n, t in zip(names, match.totals, strict=True))
        box = QMessageBox(self)
        box.setObjectName("MatchOver")
        box.setWindowTitle(self.tr("Match over"))
        box.setText(self.tr("The match is over.") + "\n\n" + lines)
        again = box.addButton(self.tr("New match"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _code: self._final_closed(box, again))
        box.open()

    def _final_closed(self, box: QMessageBox, again: object) -> None:
        if box.clickedButton() is again:
            self.ask_new_game()

    # -- the person's input ------------------------------------------------------------

    def _act(self, action: str) -> None:
        if self.controller.act(action):
            self.status_label.setStyleSheet("")

    def _card_clicked(self, card: Card) -> None:
        if self.panel.selecting:
            self.panel.toggle(card)
            self.scene.set_selected(self.panel.selected)
            return
        self._play(card)

    def _card_activated(self, card: Card) -> None:
        if self.panel.selecting:
            self._card_clicked(card)
            return
        self._play(card)

    def _card_refused(self, card: Card) -> None:
        self._play(card)

    def _play(self, card: Card) -> None:
        from solo_desktop.core.cards import CARD_TEXT

        action = "play " + CARD_TEXT[card]
        reason = self.controller.why_illegal(action) if self.controller.is_persons_turn() else None
        if reason is not None:
            self._show_reason(reason)
            return
        self._act(action)

    def _show_reason(self, reason: str) -> None:
        self.status_label.setText(reason)
        self.status_label.setStyleSheet("color: #b3261e; font-weight: bold")

    def ask_hint(self) -> None:
        """Game > Hint: the search thinks about the person's options (about a second)."""
        if self.settings.hints and self.controller.request_hint():
            self.hint_action.setEnabled(False)
            self.status_label.setStyleSheet("")
            self.status_label.setText(self.tr("Thinking about your options…"))

    def _show_hint(self, estimates: list[object]) -> None:
        self._state_changed()
        if not estimates:
            return
        if self._hint is not None:
            self._hint.close()
        from solo_desktop.ui.hint import HintDialog

        self._hint = HintDialog(estimates, self)
        self._hint.show()

    def _toggle_hints(self) -> None:
        self.settings.hints = not self.settings.hints
        self._save_settings()
        self._state_changed()

    def _undo(self) -> None:
        if self.controller.undo():
            self._hand_started()
            self._state_changed()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer players before the window goes."""
        if self.built:
            self.controller.stop()
            self.together.leave()
        super().closeEvent(event)


def translate_app(app: QApplication, code: str, keep: list[object]) -> None:
    """Install the translator of `code` (removing the previous one kept in `keep`)."""
    for old in keep:
        QCoreApplication.removeTranslator(old)  # type: ignore[arg-type]
    keep.clear()
    from solo_desktop.ui import i18n

    translator = i18n.translator_for(code)
    if translator is not None:
        app.installTranslator(translator)
        keep.append(translator)
