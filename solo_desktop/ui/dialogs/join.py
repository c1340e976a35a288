"""Join a table: pick one of the tables found on the network or type its address, then the
table code the host gives, and your name."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.hosting.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    DEFAULT_PORT,
    NAME_MAX,
    clean_name,
    normal_code,
)

_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)\Z")
"""One label of a host name: letters, digits and inner hyphens."""


class AnnouncementLike(Protocol):
    """A table found on the network (solo_desktop.hosting.discovery.Announcement)."""

    @property
    def name(self) -> str:
        """The host's name."""

    @property
    def game(self) -> str:
        """The game's id."""

    @property
    def players(self) -> int:
        """The number of seats."""

    @property
    def open_seats(self) -> int:
        """The seats still open for people who join."""

    @property
    def port(self) -> int:
        """The port the table listens on."""

    @property
    def started(self) -> bool:
        """Whether the match has started."""

    @property
    def address(self) -> str:
        """The address the announcement came from."""


class FinderLike(Protocol):
    """What the dialog needs of the table finder (solo_desktop.net.discovery.Finder)."""

    @property
    def changed(self) -> SignalInstance:
        """Emitted when the tables found change."""

    def tables(self) -> Sequence[AnnouncementLike]:
        """The tables found, still announced."""

    def url(self, a: Any) -> str:
        """The address to join an announced table at: ws://ADDRESS:PORT/."""


@dataclass(frozen=True)
class JoinChoice:
    """Where to join: the table's ws:// address, its code (upper case) and your name."""

    url: str
    code: str
    name: str


def _host(text: str) -> str | None:
    """A host name or IPv4 address as written in a URL, or None."""
    labels = text.split(".")
    if all(label.isascii() and label.isdigit() for label in labels):
        try:
            return str(ipaddress.IPv4Address(text))
        except ValueError:
            return None
    if len(text) > 253 or not all(_LABEL.match(label) for label in labels):
        return None
    return text.lower()


def _ipv6(text: str) -> str | None:
    """An IPv6 address in brackets, as a URL writes it, or None (no zone ids)."""
    if "%" in text:
        return None  # a zone id would need escaping in a URL; a link-local table is rare
    try:
        return f"[{ipaddress.IPv6Address(text).compressed}]"
    except ValueError:
        return None


def parse_address(text: str) -> str | None:
    """The table's address as `ws://HOST:PORT/` from what a person typed: a host name or IP
    address, with or without `:port` (47066 if not), with or without `ws://` and the final
    slash; an IPv6 address in brackets when a port follows. None if it cannot be one."""
    text = text.strip()
    if "://" in text:
        scheme, _, rest = text.partition("://")
        if scheme.lower() != "ws":
            return None
        text, _, path = rest.partition("/")
        if path:
            return None
    elif text.endswith("/"):
        text = text[:-1]
    port_text: str | None = None
    if text.startswith("["):
        inside, bracket, tail = text[1:].partition("]")
        if not bracket or (tail and not tail.startswith(":")):
            return None
        host = _ipv6(inside)
        port_text = tail[1:] if tail else None
    elif text.count(":") > 1:
        host = _ipv6(text)
    else:
        name, colon, port = text.partition(":")
        host = _host(name)
        port_text = port if colon else None
    if host is None:
        return None
    if port_text is None:
        number = DEFAULT_PORT
    elif port_text.isascii() and port_text.isdigit() and len(port_text) <= 5:
        number = int(port_text)
    else:
        return None
    if not 1 <= number <= 65535:
        return None
    return f"ws://{host}:{number}/"


class CodeValidator(QValidator):
    """A table code as it is typed: upper case, spaces and hyphens dropped, only the letters
    and digits of the code alphabet, at most six."""

    def validate(self, text: str, pos: int, /) -> tuple[QValidator.State, str, int]:
        """Upper-case and clean `text`; complete at six characters."""
        kept = [c.upper() for c in text if not (c.isspace() or c == "-")]
        pos -= sum(1 for c in text[:pos] if c.isspace() or c == "-")
        code = "".join(kept)
        if len(code) > CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
            return QValidator.State.Invalid, text, pos
        if len(code) < CODE_LENGTH:
            return QValidator.State.Intermediate, code, pos
        return QValidator.State.Acceptable, code, pos


class JoinDialog(QDialog):
    """Choose a table (found on the network or typed), its code and your name."""

    def __init__(self, finder: FinderLike | None, name: str, parent: QWidget | None = None):
        """The tables `finder` finds (none without one), your `name` filled in."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self._finder = finder
        self._tables = QListWidget()
        self._tables.setObjectName("tables")
        self._tables.setAccessibleName(self.tr("Tables on your network"))
        tables_label = QLabel(self.tr("&Tables on your network"))
        tables_label.setBuddy(self._tables)
        self._address = QLineEdit()
        self._address.setObjectName("address")
        self._address.setPlaceholderText(self.tr("for example 192.168.1.5"))
        self._address.setAccessibleName(self.tr("Address of the table"))
        self._code = QLineEdit()
        self._code.setObjectName("code")
        self._code.setValidator(CodeValidator(self._code))
        self._code.setPlaceholderText(self.tr("6 letters and digits"))
        self._code.setAccessibleName(self.tr("Table code"))
        self._name = QLineEdit(name)
        self._name.setObjectName("name")
        self._name.setMaxLength(NAME_MAX)
        self._name.setAccessibleName(self.tr("Your name"))
        form = QFormLayout()
        form.addRow(self.tr("&Address"), self._address)
        form.addRow(self.tr("&Code"), self._code)
        form.addRow(self.tr("Your &name"), self._name)
        self._problem = QLabel()
        self._problem.setObjectName("problem")
        self._problem.setTextFormat(Qt.TextFormat.PlainText)
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tables_label)
        layout.addWidget(self._tables, 1)
        layout.addLayout(form)
        layout.addWidget(self._problem)
        layout.addWidget(self._buttons)
        self.setMinimumWidth(480)
        self._tables.currentItemChanged.connect(self._picked)
        self._tables.itemActivated.connect(self._activated)
        for field in (self._address, self._code, self._name):
            field.textChanged.connect(self._check)
        if finder is not None:
            finder.changed.connect(self.refresh)
        self.refresh()
        self._check()
        if finder is None:
            self._address.setFocus()

    def refresh(self) -> None:
        """List the tables the finder knows now, keeping the one chosen."""
        current = self._tables.currentItem()
        kept = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        found = list(self._finder.tables()) if self._finder is not None else []
        self._tables.blockSignals(True)
        self._tables.clear()
        for table in found:
            assert self._finder is not None
            url = self._finder.url(table)
            item = QListWidgetItem(self._line(table))
            item.setData(Qt.ItemDataRole.UserRole, url)
            self._tables.addItem(item)
            if url == kept:
                self._tables.setCurrentItem(item)
        if not found:
            if self._finder is None:
                text = self.tr("Type the address the host gives you.")
            else:
                text = self.tr("Looking for tables… You can also type the address.")
            item = QListWidgetItem(text)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self._tables.addItem(item)
        self._tables.blockSignals(False)

    def _line(self, table: AnnouncementLike) -> str:
        """The list's line for a table: host, game, seats open, address."""
        if table.started:
            seats = self.tr("started")
        else:
            seats = self.tr("{open} of {players} seats open").format(
                open=table.open_seats, players=table.players
            )
        host = f"[{table.address}]" if ":" in table.address else table.address
        return self.tr("{name}: {game}, {seats} ({address})").format(
            name=table.name[:NAME_MAX],
            game=texts.game_name(table.game),
            seats=seats,
            address=f"{host}:{table.port}",
        )

    def _picked(self, item: QListWidgetItem | None) -> None:
        """A table chosen in the list: its address goes into the address field."""
        url = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if url:
            self._address.setText(url)

    def _activated(self, item: QListWidgetItem) -> None:
        """A table double-clicked (or Enter on it): its address, then on to the code."""
        self._picked(item)
        if item.data(Qt.ItemDataRole.UserRole):
            self._code.setFocus(Qt.FocusReason.OtherFocusReason)

    def problem(self) -> str | None:
        """Why Join is disabled (None when it is not)."""
        if not self._address.text().strip():
            return self.tr("Choose a table or type its address.")
        if parse_address(self._address.text()) is None:
            return self.tr("This is not an address: try 192.168.1.5 or 192.168.1.5:47066.")
        if normal_code(self._code.text()) is None:
            return self.tr("Type the table's code: 6 letters and digits.")
        if clean_name(self._name.text()) is None:
            return self.tr("Type your name.")
        return None

    def _check(self) -> None:
        """Enable Join when everything is there; say what is missing when not."""
        problem = self.problem()
        self._problem.setText(problem or "")
        self._buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)

    def choice(self) -> JoinChoice:
        """Where to join, as chosen (only when Join is enabled)."""
        url = parse_address(self._address.text())
        code = normal_code(self._code.text())
        name = clean_name(self._name.text())
        assert url is not None and code is not None and name is not None
        return JoinChoice(url, code, name)
