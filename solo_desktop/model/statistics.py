"""Numbers from the chip ledger: a player's chip balance over time, per-game figures, CSV.

Qt-free. A player is chosen by name, or by default every person player together (the
computer players are left out): their chips in a hand are the sum over their seats. A period
is given as ISO times (`since` inclusive, `until` exclusive), as the ledger stores them;
`period_since` turns the usual choices (last 7 days, last 30 days, this year) into one.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum

from solo_desktop.model.ledger import HandRow, Ledger


class Period(StrEnum):
    """The periods the statistics window offers."""

    ALL = "all"
    WEEK = "week"
    """The last 7 days."""
    MONTH = "month"
    """The last 30 days."""
    YEAR = "year"
    """Since the first of January of this year (local time)."""


def iso(moment: datetime) -> str:
    """A moment as the ledger writes it: UTC, ISO 8601, milliseconds."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds")


def period_since(period: Period, now: datetime | None = None) -> str | None:
    """The ISO time a period starts at, seen from `now` (None: all time)."""
    now = datetime.now(UTC) if now is None else now
    if period is Period.ALL:
        return None
    if period is Period.WEEK:
        return iso(now - timedelta(days=7))
    if period is Period.MONTH:
        return iso(now - timedelta(days=30))
    local = now.astimezone()
    return iso(local.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0))


@dataclass(frozen=True)
class PlayerHand:
    """One settled hand seen from one player's side (or from all person players together)."""

    row: HandRow
    seats: tuple[int, ...]
    """The player's seats in the hand (one, unless several persons share the selection)."""
    chips: int
    """The player's chips in the hand: the sum over `seats`."""

    @property
    def soloist(self) -> bool:
        """Whether the player was the declarer (soloist) of the hand."""
        return self.row.declarer is not None and self.row.declarer in self.seats

    @property
    def soloist_won(self) -> bool:
        """Whether the player was the soloist and won."""
        return self.soloist and self.row.won is True


@dataclass(frozen=True)
class GameStats:
    """A player's figures for one game (or for all games: `game` None)."""

    game: str | None
    hands: int
    matches: int
    soloist: int
    """Hands the player played as declarer (soloist)."""
    soloist_wins: int
    contracts: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Per contract the player played as soloist: (played, won)."""
    best: PlayerHand | None = None
    """The hand with the most chips for the player (the earliest of equals)."""
    worst: PlayerHand | None = None
    """The hand with the fewest chips for the player (the earliest of equals)."""
    chips: int = 0

    @property
    def success_rate(self) -> float | None:
        """The share of soloist games won (None: never soloist)."""
        return self.soloist_wins / self.soloist if self.soloist else None


# -- who played ---------------------------------------------------------------------------------


def person_seats(ledger: Ledger) -> dict[int, tuple[int, ...]]:
    """Per hand id, the seats held by person players (hands of computers only are missing)."""
    out: dict[int, list[int]] = {}
    for hand_id, seat in ledger.execute(
        "SELECT t.hand_id, t.seat FROM transfers t JOIN players p ON p.id = t.player_id"
        " WHERE p.kind = 'person' ORDER BY t.hand_id, t.seat"
    ):
        out.setdefault(int(hand_id), []).append(int(seat))
    return {hand_id: tuple(seats) for hand_id, seats in out.items()}


def players(ledger: Ledger) -> list[tuple[str, bool]]:
    """Every player with a hand in the ledger as (name, is a person): persons first, by name."""
    rows = ledger.execute(
        "SELECT DISTINCT p.name, p.kind FROM players p JOIN transfers t ON t.player_id = p.id"
    )
    found = sorted(
        {(str(name), kind == "person") for name, kind in rows},
        key=lambda p: (not p[1], p[0].casefold(), p[0]),
    )
    out: list[tuple[str, bool]] = []
    for name, person in found:
        if all(name != n for n, _ in out):
            out.append((name, person))
    return out


def games(ledger: Ledger) -> list[str]:
    """The ids of the games with hands in the ledger, sorted."""
    return [
        str(g)
        for (g,) in ledger.execute(
            "SELECT DISTINCT m.game FROM hands h JOIN matches m ON m.id = h.match_id"
            " ORDER BY m.game"
        )
    ]


def player_hands(
    ledger: Ledger,
    player: str | None = None,
    game: str | None = None,
    since: str | None = None,
    until: str | None = None,
) -> list[PlayerHand]:
    """The hands the player sat in, oldest first (player None: every person player)."""
    rows = ledger.hands(game, since, until)
    persons = person_seats(ledger) if player is None else {}
    out = []
    for row in rows:
        if player is None:
            seats = persons.get(row.id, ())
        else:
            seats = tuple(s for s, name in enumerate(row.names) if name == player)
        if seats:
            out.append(PlayerHand(row, seats, sum(row.chips[s] for s in seats)))
    return out


# -- numbers ------------------------------------------------------------------------------------


def series_of(hands: Iterable[PlayerHand]) -> list[tuple[str, int]]:
    """(settled time, cumulative chips after the hand) for each hand, from zero."""
    out = []
    total = 0
    for hand in hands:
        total += hand.chips
        out.append((hand.row.settled, total))
    return out


def balance_series(
    ledger: Ledger,
    player: str | None = None,
    game: str | None = None,
    since: str | None = None,
    until: str | None = None,
) -> list[tuple[str, int]]:
    """The player's chip balance after each hand of the selection, counted from zero."""
    return series_of(player_hands(ledger, player, game, since, until))


def stats_of(game: str | None, hands: Sequence[PlayerHand]) -> GameStats:
    """The figures of these hands (all of one game, or `game` None for any mix)."""
    contracts: dict[str, tuple[int, int]] = {}
    soloist = wins = 0
    for hand in hands:
        if not hand.soloist:
            continue
        soloist += 1
        wins += hand.soloist_won
        contract = hand.row.contract
        if contract is not None:
            played, won = contracts.get(contract, (0, 0))
            contracts[contract] = (played + 1, won + hand.soloist_won)
    return GameStats(
        game=game,
        hands=len(hands),
        matches=len({hand.row.match_id for hand in hands}),
        soloist=soloist,
        soloist_wins=wins,
        contracts=dict(sorted(contracts.items())),
        best=max(hands, key=lambda h: h.chips, default=None),
        worst=min(hands, key=lambda h: h.chips, default=None),
        chips=sum(hand.chips for hand in hands),
    )


def stats_by_game(hands: Sequence[PlayerHand]) -> dict[str, GameStats]:
    """The figures of these hands per game id, sorted by id."""
    by_game: dict[str, list[PlayerHand]] = {}
    for hand in hands:
        by_game.setdefault(hand.row.game, []).append(hand)
    return {g: stats_of(g, by_game[g]) for g in sorted(by_game)}


def game_stats(
    ledger: Ledger,
    player: str | None = None,
    game: str | None = None,
    since: str | None = None,
    until: str | None = None,
) -> dict[str, GameStats]:
    """The player's figures per game (only games with hands in the selection)."""
    return stats_by_game(player_hands(ledger, player, game, since, until))


def overall_stats(
    ledger: Ledger,
    player: str | None = None,
    game: str | None = None,
    since: str | None = None,
    until: str | None = None,
) -> GameStats:
    """The player's figures over every game of the selection together."""
    return stats_of(None, player_hands(ledger, player, game, since, until))


# -- export -------------------------------------------------------------------------------------

CSV_COLUMNS = ("settled", "game", "match", "hand", "declarer", "contract", "won")
"""The fixed columns of `to_csv`; one column per player name follows them."""


def to_csv(rows: Iterable[HandRow]) -> str:
    """The hands as CSV: one row per hand, then each player's chips in a column of their name.

    `won` is 1 or 0 for the soloist's result, empty without one; a player's column is empty
    in the hands they did not sit in.
    """
    rows = list(rows)
    names: list[str] = []
    for row in rows:
        for name in row.names:
            if name not in names:
                names.append(name)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*CSV_COLUMNS, *names])
    for row in rows:
        chips: dict[str, int] = {}
        for name, c in zip(row.names, row.chips, strict=True):
            chips[name] = chips.get(name, 0) + c
        declarer = "" if row.declarer is None else row.names[row.declarer]
        won = "" if row.won is None else str(int(row.won))
        writer.writerow(
            [row.settled, row.game, row.match_id, row.number, declarer, row.contract or "", won]
            + [chips.get(name, "") for name in names]
        )
    return out.getvalue()
