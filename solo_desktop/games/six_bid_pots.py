"""Progressive Solo's pots (house rule ``pots``), settled across the hands of a match.

RULES.md says only: "players ante into a frog pot and a solo pot (solo pot double)". The
seed adds that the ante is "an agreed amount each deal" and that the solo pot takes a double
stake. Neither says who wins a pot, so this module decides, as the tables that play pots do:

- Every deal (a thrown-in one too) every player at the table, the sitting-out dealer
  included, antes ``FROG_STAKE`` chip into the frog pot and ``SOLO_STAKE`` into the solo pot.
- A bidder who makes a frog takes the frog pot; one who makes any suit solo takes the solo
  pot. A lost contract leaves both pots to grow.
- What is still in the pots when the match ends goes back to those who anted it.

Every player antes the same, so a pot always holds equal shares, and taking it is the same as
each other player paying the taker his share: k stakes after k deals of anteing. Booked that
way no chip ever sits outside the players' totals, every hand still sums to zero, and the
refund at the end of a match is nothing at all. A deal record holds one deal, so ``replay``
shows the contract's settlement alone; the match (`model.match`) adds the pots.
"""

from __future__ import annotations

from typing import NamedTuple

from solo_desktop.core.game import Outcome, Status
from solo_desktop.core.rules import HouseRules
from solo_desktop.games.six_bid_score import Contract

__all__ = ["FROG_STAKE", "SOLO_STAKE", "Pots", "active", "settle"]

FROG_STAKE = 1
"""Chips each player antes into the frog pot every deal."""
SOLO_STAKE = 2
"""Chips each player antes into the solo pot every deal (double, as HSG has it)."""

_SOLOS = frozenset(
    {Contract.SPADE_SOLO, Contract.CLUB_SOLO, Contract.DIAMOND_SOLO, Contract.HEART_SOLO}
)


class Pots(NamedTuple):
    """How many deals each pot has been anted since it was last taken."""

    frog: int = 0
    solo: int = 0

    def chips(self, players: int) -> tuple[int, int]:
        """What the frog pot and the solo pot hold, in chips."""
        return self.frog * FROG_STAKE * players, self.solo * SOLO_STAKE * players


class PotResult(NamedTuple):
    """A deal's part in the pots: the chips per seat, and the pots after it."""

    chips: tuple[int, ...]
    pots: Pots
    taken: str | None
    """``"frog"`` or ``"solo"`` when this deal's bidder took that pot, else None."""


def active(rules: HouseRules) -> bool:
    """Whether the pots are played: house rule ``pots`` on, in Progressive Solo (the six-bid
    ladder has no frog, and RULES.md names the pots for Progressive only)."""
    return rules.flag("pots") and rules.text("variant") == "progressive"


def settle(players: int, pots: Pots, outcome: Outcome) -> PotResult:
    """Ante this deal into `pots`, and let a made frog or solo take its pot."""
    pots = Pots(pots.frog + 1, pots.solo + 1)
    chips = [0] * players
    taken = None
    if outcome.status is Status.SETTLED and outcome.won and outcome.declarer is not None:
        if outcome.contract == Contract.FROG:
            share, pots, taken = pots.frog * FROG_STAKE, pots._replace(frog=0), "frog"
        elif outcome.contract in _SOLOS:
            share, pots, taken = pots.solo * SOLO_STAKE, pots._replace(solo=0), "solo"
        else:
            share = 0
        for seat in range(players):
            if seat != outcome.declarer:
                chips[seat] -= share
                chips[outcome.declarer] += share
    return PotResult(tuple(chips), pots, taken)
