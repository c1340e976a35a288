"""The main window's ways for people who do not see the screen well, or share it: the table
in words (a dock), the announcements and speech, the side panels' names, Help > Keyboard, and
the hot-seat curtain. A part of `MainWindow` (a mixin), kept apart to keep each file to one
thing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QTabBar

from solo_desktop.ui.window_prefs import WindowPreferences

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QGraphicsView

    from solo_desktop.core.cards import Card
    from solo_desktop.ui.access.announcer import Announcer
    from solo_desktop.ui.access.table_panel import AccessibleTable
    from solo_desktop.ui.curtain import Curtain
    from solo_desktop.ui.scoreboard import ScoreboardDock

translate = QCoreApplication.translate
"""The texts keep the main window's translation context: this is a part of that window."""


class WindowAccess(WindowPreferences):
    """The main window's accessibility and hot seat (see the module's text)."""

    access: AccessibleTable
    access_dock: QDockWidget
    announcer: Announcer
    curtain: Curtain
    scoreboard: ScoreboardDock
    table: QGraphicsView

    def _play(self, card: Card) -> None:
        raise NotImplementedError

    def _state_changed(self) -> None:
        raise NotImplementedError

    def _build_access(self) -> None:
        """The table in words (a dock beside the scoreboard, in front of it when a screen
        reader is listening), the announcements of every public event, and speech."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAccessible
        from PySide6.QtWidgets import QDockWidget

        from solo_desktop.ui.access.announcer import Announcer
        from solo_desktop.ui.access.speech import Speech
        from solo_desktop.ui.access.table_panel import AccessibleTable

        self.access = AccessibleTable(self._play, self.controller)
        self.access.refused.connect(self._play)  # says why the card may not be played
        self.access_dock = QDockWidget(translate("MainWindow", "Table in words"), self)
        self.access_dock.setObjectName("AccessDock")
        self.access_dock.setWidget(self.access)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.access_dock)
        self.tabifyDockWidget(self.scoreboard, self.access_dock)
        if QAccessible.isActive():
            self.access_dock.raise_()
        else:
            self.scoreboard.raise_()
        self.speech = Speech(self)
        self.announcer = Announcer(self, self.speech, parent=self)
        self.announcer.bind(self.controller)
        self.apply_speech()
        self.access_dock.dockLocationChanged.connect(self.name_side_panels)
        self.name_side_panels()

    def name_side_panels(self, *_: object) -> None:
        """Name the tab bars Qt makes for docks stacked together (the scoreboard and the table
        in words): they take the keyboard focus, so a screen reader must be able to say them."""
        for bar in self.findChildren(QTabBar):
            if not bar.accessibleName():
                bar.setAccessibleName(translate("MainWindow", "Side panels"))

    def menu_actions(self) -> list[QAction]:
        """Every command of the menus, in menu order (for Help > Keyboard)."""
        found: list[QAction] = []

        def walk(actions: list[QAction]) -> None:
            for action in actions:
                sub = action.menu()
                if isinstance(sub, QMenu):
                    walk(sub.actions())
                elif not action.isSeparator():
                    found.append(action)

        walk(self.menuBar().actions())
        return found

    def show_keyboard(self) -> None:
        """Help > Keyboard: every way to play from the keyboard."""
        from PySide6.QtCore import Qt

        from solo_desktop.ui.keyboard_help import KeyboardHelpDialog

        dialog = KeyboardHelpDialog(self.menu_actions(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def repeat_announcement(self) -> None:
        """Say the last announcement again (for a screen reader or the app's speech)."""
        self.announcer.repeat_last()

    # -- several people at this computer: the curtain -----------------------------------

    def _curtain_check(self) -> None:
        """Another person at this computer is to act: hide every hand and ask to pass the
        screen to him."""
        c = self.controller
        seat = c.to_act
        if len(c.local_people) < 2 or seat is None or seat not in c.local_people:
            return
        if seat == c.person_seat or self.curtain.seat == seat:
            return
        self.presenter.concealed = True
        self.presenter.redraw_hands()
        self.access.set_concealed(True)
        self.scene.set_playable(None)
        self.curtain.raise_for(seat, c.match.seats[seat].name)

    def _curtain_lifted(self, seat: int) -> None:
        self.presenter.concealed = False
        self.access.set_concealed(False)
        self.controller.set_viewer(seat)

    def _viewer_changed(self, seat: int) -> None:
        """The next person took the screen: lay the table out from his view."""
        self.presenter.concealed = self.curtain.is_up
        if self.controller.match.in_hand:
            self.presenter.hand_started()
        self._state_changed()
