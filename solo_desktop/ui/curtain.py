"""The hot-seat curtain: between two people's turns at one computer, the table hides.

When the next person to act at this computer is not the person whose cards are on show, the
curtain covers the whole table and every hand is turned face down underneath it; only a click
(or Enter) by the next person lifts it and shows his cards. The summary and the scoreboard are
shared and stay visible.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    """An opaque cover over the table view, asking to pass the screen to the next person."""

    lifted = Signal(int)
    """The next person has taken the screen: show this seat's cards."""

    def __init__(self, over: QWidget) -> None:
        """A curtain over the widget `over` (the table view), hidden until `raise_for`."""
        super().__init__(over)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # the sheet's colour
        self.setStyleSheet("#curtain { background: #0f3d22; } QLabel { color: white; }")
        self._seat = -1
        self._label = QLabel()
        self._label.setObjectName("curtain_text")
        self._label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._label.setWordWrap(True)
        self._label.setStyleSheet("font-size: 26px; font-weight: bold;")
        self._note = QLabel()
        self._note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._button = QPushButton()
        self._button.setObjectName("curtain_show")
        self._button.setDefault(True)
        self._button.clicked.connect(self._lift)
        self._name()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self._label)
        layout.addWidget(self._note)
        layout.addSpacing(16)
        layout.addWidget(self._button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        over.installEventFilter(self)
        self.hide()

    def _name(self) -> None:
        """The note and the names screen readers give the curtain before it is raised (again
        in a new language; `raise_for` names it after the person)."""
        self._note.setText(self.tr("Every hand is hidden until the next person is ready."))
        self.setAccessibleName(self.tr("Curtain"))
        self._button.setAccessibleName(self.tr("Show my cards"))
        self._button.setAccessibleDescription(self._note.text())

    def changeEvent(self, event: QEvent) -> None:
        """The note again in a new language."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._note.setText(self.tr("Every hand is hidden until the next person is ready."))
            self._button.setAccessibleDescription(self._note.text())
            if not self.is_up:
                self._name()

    @property
    def is_up(self) -> bool:
        """Whether the curtain covers the table."""
        return not self.isHidden()

    @property
    def seat(self) -> int:
        """The seat the screen is to be passed to (-1 while down)."""
        return self._seat if self.is_up else -1

    def raise_for(self, seat: int, name: str) -> None:
        """Cover the table and ask to pass the screen to `name` (seat `seat`)."""
        self._seat = seat
        self._label.setText(self.tr("Pass the screen to {name}").format(name=name))
        self._button.setText(self.tr("I am {name}: show my cards").format(name=name))
        self.setAccessibleName(self._label.text())
        self._button.setAccessibleName(self._button.text())
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self._button.setFocus()

    def drop(self) -> None:
        """Take the curtain away without showing anybody's cards (a new match)."""
        self._seat = -1
        self.hide()

    def _lift(self) -> None:
        seat = self._seat
        self.hide()
        self.lifted.emit(seat)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the table view's size."""
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            parent = self.parentWidget()
            assert parent is not None
            self.setGeometry(parent.rect())
        return False
