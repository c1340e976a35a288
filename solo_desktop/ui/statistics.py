"""The statistics window: a player's chip balance as a chart, per-game figures, CSV export.

The numbers come from `solo_desktop.model.statistics` over the chip ledger; this window only
chooses the selection (game, period, player) and shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QDateTime, QLocale, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QCursor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.core.cards import SUIT_WORDS
from solo_desktop.model import statistics as st
from solo_desktop.model.ledger import HandRow, Ledger
from solo_desktop.ui.dialogs import name_cells

_LINE = QColor(31, 111, 64)
_ZERO = QColor(150, 150, 150)
_TABLE_HEIGHT = 420
"""The tallest the figures table grows before it scrolls."""


def local_time(settled: str) -> QDateTime:
    """A ledger time (ISO, UTC) as a local QDateTime."""
    moment = datetime.fromisoformat(settled)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return QDateTime.fromMSecsSinceEpoch(int(moment.timestamp() * 1000)).toLocalTime()


def short_date(settled: str) -> str:
    """A ledger time as a short local date."""
    return QLocale().toString(local_time(settled).date(), QLocale.FormatType.ShortFormat)


def short_date_time(settled: str) -> str:
    """A ledger time as a short local date and time."""
    return QLocale().toString(local_time(settled), QLocale.FormatType.ShortFormat)


def contract_text(contract: str | None) -> str:
    """A contract in words: the trump suit in Solo 66, else the contract id."""
    if contract is None:
        return ""
    if contract in SUIT_WORDS:
        return texts.suit_name(SUIT_WORDS.index(contract))
    return contract.replace("_", " ")


def signed(chips: int) -> str:
    """Chips with their sign: +12, -7, 0."""
    return f"{chips:+d}" if chips else "0"


class StatisticsWindow(QDialog):
    """Chip balance over time and per-game figures of a player, from the chip ledger."""

    def __init__(
        self,
        ledger: Ledger,
        parent: QWidget | None = None,
        now: Callable[[], datetime] | None = None,
    ) -> None:
        """Show the statistics of `ledger`; `now` gives the clock for the periods (tests)."""
        super().__init__(parent)
        self.setObjectName("StatisticsWindow")
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(1000, 740)
        self.ledger = ledger
        self._now = now or (lambda: datetime.now(UTC))
        self.hands: list[st.PlayerHand] = []

        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game")
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.game_combo.addItem(self.tr("All games"), None)
        for game_id in st.games(ledger):
            self.game_combo.addItem(texts.game_name(game_id), game_id)
        self.period_combo = QComboBox()
        self.period_combo.setObjectName("period")
        self.period_combo.setAccessibleName(self.tr("Period"))
        for text, period in (
            (self.tr("All time"), st.Period.ALL),
            (self.tr("Last 7 days"), st.Period.WEEK),
            (self.tr("Last 30 days"), st.Period.MONTH),
            (self.tr("This year"), st.Period.YEAR),
        ):
            self.period_combo.addItem(text, period.value)
        self.player_combo = QComboBox()
        self.player_combo.setObjectName("player")
        self.player_combo.setAccessibleName(self.tr("Player"))
        self.player_combo.addItem(self.tr("All human players"), None)
        for name, person in st.players(ledger):
            text = name if person else self.tr("{name} (computer)").format(name=name)
            self.player_combo.addItem(text, name)

        filters = QHBoxLayout()
        for label_text, combo in (
            (self.tr("&Game:"), self.game_combo),
            (self.tr("&Period:"), self.period_combo),
            (self.tr("P&layer:"), self.player_combo),
        ):
            label = QLabel(label_text)
            label.setBuddy(combo)
            filters.addWidget(label)
            filters.addWidget(combo)
            filters.addSpacing(12)
        filters.addStretch(1)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setObjectName("export_csv")
        self.export_button.setAccessibleDescription(
            self.tr("Save the hands shown as a CSV file for a spreadsheet")
        )
        self.export_button.clicked.connect(self.ask_export_csv)
        filters.addWidget(self.export_button)

        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setStyleSheet("font-size: 13pt; font-weight: bold")

        self.balance = QLineSeries()
        self.balance.setObjectName("balance")
        self.balance.setName(self.tr("Chips"))
        self.balance.setPen(QPen(_LINE, 2.5))
        self.balance.hovered.connect(self._hovered)
        self.zero_line = QLineSeries()
        zero_pen = QPen(_ZERO, 1.0)
        zero_pen.setStyle(Qt.PenStyle.DashLine)
        self.zero_line.setPen(zero_pen)
        self.chart = QChart()
        self.chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self.chart.legend().hide()
        self.chart.setMargins(QMargins(6, 6, 6, 6))
        self.chart.setBackgroundRoundness(0)
        self.chart.addSeries(self.zero_line)
        self.chart.addSeries(self.balance)
        self.x_axis = QValueAxis()
        self.x_axis.setLabelFormat("%d")
        self.x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.x_axis.setTickAnchor(0)
        self.y_axis = QValueAxis()
        self.y_axis.setLabelFormat("%d")
        self.y_axis.setTitleText(self.tr("Chip balance"))
        self.chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (self.zero_line, self.balance):
            series.attachAxis(self.x_axis)
            series.attachAxis(self.y_axis)
        self.chart_view = QChartView(self.chart)
        self.chart_view.setObjectName("chart")
        self.chart_view.setAccessibleName(self.tr("Chip balance over the hands"))
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(300)
        self.chart_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        self.table = QTableWidget(self)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table: no keyboard trap
        self.table.setObjectName("figures")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setTabKeyNavigation(False)
        self.table.setAccessibleName(self.tr("Figures per game"))
        self.table.setAccessibleDescription(
            self.tr("One row per figure (hands, chips, games as soloist…), one column per game.")
        )
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.summary)
        layout.addWidget(self.chart_view, 1)
        layout.addWidget(self.table)
        layout.addWidget(buttons)

        for combo in (self.game_combo, self.period_combo, self.player_combo):
            combo.currentIndexChanged.connect(self.refresh)
        self.refresh()

    # -- the selection -----------------------------------------------------------------

    def selection(self) -> tuple[str | None, str | None, str | None]:
        """The chosen (player, game, since): None for every person, every game, all time."""
        player = self.player_combo.currentData()
        game = self.game_combo.currentData()
        period = st.Period(self.period_combo.currentData())
        return player, game, st.period_since(period, self._now())

    def refresh(self) -> None:
        """Recompute everything for the chosen game, period and player."""
        player, game, since = self.selection()
        self.hands = st.player_hands(self.ledger, player, game, since)
        self._fill_chart()
        self._fill_table(game)
        total = sum(h.chips for h in self.hands)
        if self.hands:
            self.summary.setText(
                self.tr("{hands} hands · balance {chips} chips").format(
                    hands=len(self.hands), chips=signed(total)
                )
            )
        else:
            self.summary.setText(self.tr("No hands in this selection."))
        self.chart_view.setAccessibleDescription(self.summary.text())
        self.export_button.setEnabled(bool(self.hands))

    # -- the chart ---------------------------------------------------------------------

    def _fill_chart(self) -> None:
        series = st.series_of(self.hands)
        points = [QPointF(i + 1, chips) for i, (_, chips) in enumerate(series)]
        self.balance.replace(points)
        self.balance.setPointsVisible(0 < len(points) <= 60)
        n = len(points)
        last = max(n, 2)
        self.zero_line.replace([QPointF(1, 0), QPointF(last, 0)])
        self.x_axis.setRange(0.5, last + 0.5)
        self.x_axis.setTickInterval(_nice_step(last / 8))
        values = [chips for _, chips in series] or [0]
        low, high = min(0, *values), max(0, *values)
        pad = max(10, (high - low) // 12)
        self.y_axis.setRange(low - pad, high + pad)
        self.y_axis.applyNiceNumbers()
        if series:
            first, final = short_date(series[0][0]), short_date(series[-1][0])
            span = first if first == final else f"{first} – {final}"
            self.x_axis.setTitleText(self.tr("Hands ({dates})").format(dates=span))
        else:
            self.x_axis.setTitleText(self.tr("Hands"))

    def _hovered(self, point: QPointF, state: bool) -> None:
        index = round(point.x()) - 1
        if not state or not 0 <= index < len(self.hands):
            QToolTip.hideText()
            return
        series = st.series_of(self.hands[: index + 1])
        hand = self.hands[index]
        QToolTip.showText(
            QCursor.pos(),
            self.tr("Hand {i}: {date}\n{chips} chips, balance {balance}").format(
                i=index + 1,
                date=short_date_time(hand.row.settled),
                chips=signed(hand.chips),
                balance=signed(series[-1][1]),
            ),
        )

    # -- the table ---------------------------------------------------------------------

    def _fill_table(self, game: str | None) -> None:
        by_game = st.stats_by_game(self.hands)
        columns: list[st.GameStats] = list(by_game.values())
        if game is None and len(columns) != 1:
            columns.insert(0, st.stats_of(None, self.hands))
        contracts = sorted({c for s in columns for c in s.contracts}, key=_contract_order)
        rows: list[tuple[str, Callable[[st.GameStats], str]]] = [
            (self.tr("Hands"), lambda s: str(s.hands)),
            (self.tr("Matches"), lambda s: str(s.matches)),
            (self.tr("Chips"), lambda s: signed(s.chips)),
            (
                self.tr("Chips per hand"),
                lambda s: f"{s.chips / s.hands:+.1f}" if s.hands else "–",
            ),
            (self.tr("Games as soloist"), lambda s: str(s.soloist)),
            (self.tr("Won as soloist"), self._won_text),
        ]
        for contract in contracts:
            rows.append(
                (
                    self.tr("Soloist with {contract}").format(contract=contract_text(contract)),
                    partial(self._contract_cell, contract=contract),
                )
            )
        rows.append((self.tr("Best hand"), lambda s: self._hand_text(s.best)))
        rows.append((self.tr("Worst hand"), lambda s: self._hand_text(s.worst)))

        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels(
            [self.tr("All games") if s.game is None else texts.game_name(s.game) for s in columns]
        )
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        for r, (_, cell) in enumerate(rows):
            for c, stats in enumerate(columns):
                item = QTableWidgetItem(cell(stats))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        name_cells(self.table, row_header=True)
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(150)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        rows_height = self.table.verticalHeader().defaultSectionSize() * len(rows)
        frame = 2 * self.table.frameWidth()
        height = header.sizeHint().height() + rows_height + frame
        self.table.setFixedHeight(min(_TABLE_HEIGHT, height))
        self.table.resizeColumnsToContents()
        width = self.table.verticalHeader().sizeHint().width() + header.length() + frame
        if height > _TABLE_HEIGHT:
            width += self.table.verticalScrollBar().sizeHint().width()
        self.table.setMaximumWidth(width)

    def _won_text(self, stats: st.GameStats) -> str:
        if not stats.soloist:
            return "–"
        rate = stats.success_rate or 0.0
        return self.tr("{won} of {played} ({percent}%)").format(
            won=stats.soloist_wins, played=stats.soloist, percent=round(rate * 100)
        )

    def _contract_cell(self, stats: st.GameStats, contract: str) -> str:
        played, won = stats.contracts.get(contract, (0, 0))
        if not played:
            return "–"
        return self.tr("{won} of {played} ({percent}%)").format(
            won=won, played=played, percent=round(100 * won / played)
        )

    def _hand_text(self, hand: st.PlayerHand | None) -> str:
        if hand is None:
            return "–"
        return self.tr("{chips} · {date} · match {match}, hand {number}").format(
            chips=signed(hand.chips),
            date=short_date(hand.row.settled),
            match=hand.row.match_id,
            number=hand.row.number,
        )

    # -- export ------------------------------------------------------------------------

    def rows(self) -> list[HandRow]:
        """The ledger rows of the hands shown."""
        return [h.row for h in self.hands]

    def export_csv(self, path: str | Path) -> None:
        """Write the hands shown as CSV to `path` (raises OSError)."""
        Path(path).write_text(st.to_csv(self.rows()), encoding="utf-8", newline="")

    def ask_export_csv(self) -> None:
        """Ask for a file name and export the hands shown as CSV."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export hands as CSV"),
            "solo-desktop-hands.csv",
            self.tr("CSV files (*.csv);;All files (*)"),
        )
        if not path:
            return
        try:
            self.export_csv(path)
        except OSError as e:
            QMessageBox.warning(
                self,
                self.tr("Export CSV"),
                self.tr("Could not write {file}: {error}").format(file=path, error=e.strerror),
            )


def _contract_order(contract: str) -> tuple[int, str]:
    """Suits from clubs down to diamonds first (the Solo 66 ladder), then other contracts."""
    if contract in SUIT_WORDS:
        return (SUIT_WORDS.index(contract), contract)
    return (len(SUIT_WORDS), contract)


def _nice_step(raw: float) -> float:
    """The smallest of 1, 2, 5, 10, 20, 50, ... that is at least `raw`."""
    step = 1.0
    while True:
        for factor in (1.0, 2.0, 5.0):
            if step * factor >= raw:
                return step * factor
        step *= 10.0
