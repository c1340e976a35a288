"""Auction engines shared by the games, as immutable values.

- `Rotation`: outbid-or-pass in rotation on a ladder of bids; a pass is final (Solo 66,
  Six-bid Solo). An overcalled bidder speaks again on his next turn.
- `Hold`: German Solo's auction with hold: the holder and one challenger at a time; the
  challenger bids higher or passes, the holder answers hold or passes.
- `Proposal`: Solo Whist's propose-and-accept auction: outbid, accept the proposal, or pass;
  with the house rules `cop_after_pass` and `lone_prop`.

Each engine knows only seats and ladder positions; the game decides what a bid means, which
bids a seat may make (a predicate), and what happens when everybody passes.
"""

from __future__ import annotations

from typing import NamedTuple

_new = tuple.__new__
"""Build an engine value from a tuple of its fields (NamedTuple's fast path)."""


class Rotation(NamedTuple):
    """Outbid-or-pass in rotation: each turn bids higher than the highest bid, or passes."""

    order: tuple[int, ...]
    """The seats taking part, in speaking order (forehand first)."""
    turn: int
    """The seat to speak; -1 when the auction is over."""
    high: int
    """The ladder position of the highest bid, -1 before any bid."""
    bidder: int
    """The seat of the highest bid, -1 before any bid."""
    passed: int
    """Bit mask of the seats that have passed."""

    @classmethod
    def begin(cls, order: tuple[int, ...]) -> Rotation:
        """A fresh auction; the first seat of `order` speaks first."""
        return cls(order, order[0], -1, -1, 0)

    @property
    def over(self) -> bool:
        """Whether the auction has ended (a winner, or everybody passed)."""
        return self.turn < 0

    @property
    def all_passed(self) -> bool:
        """Whether the auction ended without any bid."""
        return self.turn < 0 and self.bidder < 0

    def bid(self, position: int) -> Rotation:
        """The auction after the seat to speak bids ladder `position` (must exceed `high`)."""
        if position <= self.high:
            raise ValueError("a bid must be higher than the current bid")
        return self._next(position, self.turn, self.passed)

    def pass_(self) -> Rotation:
        """The auction after the seat to speak passes (finally)."""
        return self._next(self.high, self.bidder, self.passed | 1 << self.turn)

    def _next(self, high: int, bidder: int, passed: int) -> Rotation:
        order = self.order
        n = len(order)
        left = n - passed.bit_count()
        if left == 0 or (left == 1 and bidder >= 0 and not passed >> bidder & 1):
            return _new(Rotation, (order, -1, high, bidder, passed))
        i = order.index(self.turn)
        for step in range(1, n + 1):
            seat = order[(i + step) % n]
            if not passed >> seat & 1:
                return _new(Rotation, (order, seat, high, bidder, passed))
        raise AssertionError("unreachable: a seat remains")  # pragma: no cover


class Hold(NamedTuple):
    """German Solo's auction with hold: a duel of holder and challenger, seat after seat.

    The first call decides the opening. The seat to speak with nobody holding yet (at first
    forehand) is the *opener*: he bids any ladder position, and so becomes the holder, or
    passes finally, and the next seat in rotation opens. This is how the engine reads "forehand
    speaks first and holds": forehand's first call is his opening bid (or a pass); there is no
    separate `hold` before anybody has bid against him.

    Then the next seat in rotation that has not yet spoken is the *challenger*: he bids higher
    than the standing bid or passes. After his bid the holder answers `hold` (claims the same
    bid) or passes; after a hold the challenger must bid higher again or pass. The duel ends at
    the first pass; the survivor holds against the next seat in rotation. Every seat enters
    once, in `order`: the auction is over when the last seat's duel ends (the survivor wins) or
    when every seat has passed without a bid. The winner's raise turn (German Solo) is the
    game's business.
    """

    order: tuple[int, ...]
    """The seats taking part, in speaking order (forehand first)."""
    turn: int
    """The seat to speak; -1 when the auction is over."""
    high: int
    """The ladder position of the standing bid, -1 before any bid."""
    bidder: int
    """The seat owning the standing bid (the holder after a hold), -1 before any bid."""
    holder: int
    """The seat holding (the opener, then each duel's survivor), -1 before the opening bid."""
    challenger: int
    """The seat bidding against the holder, -1 when no duel is under way."""
    entered: int
    """How many seats of `order` have entered; the next to enter is `order[entered]`."""
    passed: int
    """Bit mask of the seats that have passed."""

    @classmethod
    def begin(cls, order: tuple[int, ...]) -> Hold:
        """A fresh auction; the first seat of `order` opens (bids or passes) first."""
        if not order:
            raise ValueError("an auction needs at least one seat")
        return cls(order, order[0], -1, -1, -1, -1, 1, 0)

    @property
    def over(self) -> bool:
        """Whether the auction has ended (a winner, or everybody passed)."""
        return self.turn < 0

    @property
    def all_passed(self) -> bool:
        """Whether the auction ended without any bid."""
        return self.turn < 0 and self.bidder < 0

    @property
    def winner(self) -> int:
        """The seat that won the auction with bid `high`, -1 until over or when all passed."""
        return self.bidder if self.turn < 0 else -1

    @property
    def opening(self) -> bool:
        """Whether the seat to speak opens the auction (nobody holds yet)."""
        return self.turn >= 0 and self.holder < 0

    @property
    def can_bid(self) -> bool:
        """Whether the seat to speak may bid (above `high`): the opener or the challenger."""
        return self.turn >= 0 and self.turn != self.holder

    @property
    def can_hold(self) -> bool:
        """Whether the seat to speak may hold: the holder answering the challenger's bid."""
        return self.turn >= 0 and self.turn == self.holder

    @property
    def can_pass(self) -> bool:
        """Whether the seat to speak may pass (always, until over; obligations are the game's)."""
        return self.turn >= 0

    def bid(self, position: int) -> Hold:
        """The auction after the opener or challenger bids ladder `position` (above `high`)."""
        if not self.can_bid:
            raise ValueError("the holder answers hold or pass" if self.turn >= 0 else "over")
        if position <= self.high:
            raise ValueError("a bid must be higher than the current bid")
        if self.holder < 0:
            return self._duel(position, self.turn, self.turn, self.passed)
        return self._replace(turn=self.holder, high=position, bidder=self.turn)

    def hold(self) -> Hold:
        """The auction after the holder claims the challenger's bid; the challenger speaks."""
        if not self.can_hold:
            raise ValueError("only the holder may hold, after a bid against him")
        return self._replace(turn=self.challenger, bidder=self.holder)

    def pass_(self) -> Hold:
        """The auction after the seat to speak passes (finally); a duel's survivor holds on."""
        if self.turn < 0:
            raise ValueError("the auction is over")
        passed = self.passed | 1 << self.turn
        if self.holder < 0:
            if self.entered >= len(self.order):
                return self._replace(turn=-1, passed=passed)
            return self._replace(
                turn=self.order[self.entered], entered=self.entered + 1, passed=passed
            )
        survivor = self.challenger if self.turn == self.holder else self.holder
        return self._duel(self.high, self.bidder, survivor, passed)

    def _duel(self, high: int, bidder: int, holder: int, passed: int) -> Hold:
        """The auction with `holder` holding against the next seat to enter, if any."""
        if self.entered >= len(self.order):
            return Hold(self.order, -1, high, bidder, holder, -1, self.entered, passed)
        seat = self.order[self.entered]
        return Hold(self.order, seat, high, bidder, holder, seat, self.entered + 1, passed)


COP_AFTER_PASS: tuple[str, ...] = ("forehand", "nobody", "anyone")
"""Values of Solo Whist's house rule `cop_after_pass`, default first."""
LONE_PROP: tuple[str, ...] = ("throw_in", "raise_to_solo")
"""Values of Solo Whist's house rule `lone_prop`, default first."""


class Proposal(NamedTuple):
    """Solo Whist's propose-and-accept auction: outbid, accept the proposal, or pass.

    Forehand speaks first, then clockwise. Ladder position 0 is the proposal (prop). On a turn
    a seat bids higher than `high`, or passes (finally), or, while the proposal is the highest
    bid and nobody has accepted it, accepts it (`accept` is not a pass). The bid's *side* is
    its bidder, with the accepter (`partner`) of an accepted proposal; the turn goes round the
    seats outside the side that have not passed, so an overcalled proposer or accepter speaks
    again (raise or pass). The auction ends when every seat outside the side has passed.

    When everybody else has passed over an unaccepted proposal, two house rules apply, in
    this order, before the auction ends:
    - `cop_after_pass`: each seat allowed to (`forehand` default, `anyone`, `nobody`) that had
      passed *before* the proposal was made is offered the turn in rotation (`offering`):
      accept or pass; a pass ends its offer.
    - `lone_prop` `raise_to_solo`: the proposer is asked (`deciding`) to bid the next ladder
      position (solo) or pass. With `throw_in` (default) the auction just ends.
    An auction that ends on an unaccepted proposal is `unaccepted`; the game applies its
    `no_contract` rule to that and to `all_passed`.
    """

    order: tuple[int, ...]
    """The seats taking part, in speaking order (forehand first)."""
    turn: int
    """The seat to speak; -1 when the auction is over."""
    high: int
    """The ladder position of the highest bid, -1 before any bid (0 is the proposal)."""
    bidder: int
    """The seat of the highest bid, -1 before any bid."""
    partner: int
    """The seat that accepted the proposal while it is the highest bid, else -1."""
    passed: int
    """Bit mask of the seats that have passed."""
    eligible: int
    """Bit mask of the passed seats that may still be offered the unaccepted proposal."""
    coppers: int
    """Bit mask of the seats that may accept a later proposal after passing (house rule)."""
    raise_lone: bool
    """Whether an unaccepted proposer is asked to bid solo or pass (`lone_prop`)."""

    @classmethod
    def begin(
        cls,
        order: tuple[int, ...],
        cop_after_pass: str = "forehand",
        lone_prop: str = "throw_in",
    ) -> Proposal:
        """A fresh auction under the named house rules; the first seat of `order` speaks."""
        if not order:
            raise ValueError("an auction needs at least one seat")
        if cop_after_pass not in COP_AFTER_PASS:
            raise ValueError(f"unknown cop_after_pass {cop_after_pass!r}")
        if lone_prop not in LONE_PROP:
            raise ValueError(f"unknown lone_prop {lone_prop!r}")
        coppers = 0
        if cop_after_pass == "forehand":
            coppers = 1 << order[0]
        elif cop_after_pass == "anyone":
            for seat in order:
                coppers |= 1 << seat
        return cls(order, order[0], -1, -1, -1, 0, 0, coppers, lone_prop == "raise_to_solo")

    @property
    def over(self) -> bool:
        """Whether the auction has ended."""
        return self.turn < 0

    @property
    def all_passed(self) -> bool:
        """Whether the auction ended without any bid."""
        return self.turn < 0 and self.bidder < 0

    @property
    def unaccepted(self) -> bool:
        """Whether the auction ended on a proposal nobody accepted."""
        return self.turn < 0 and self.high == 0 and self.bidder >= 0 and self.partner < 0

    @property
    def no_contract(self) -> bool:
        """Whether the auction ended without a contract (all passed, or an unaccepted prop)."""
        return self.all_passed or self.unaccepted

    @property
    def offering(self) -> bool:
        """Whether the seat to speak had passed and is offered the proposal (accept or pass)."""
        return self.turn >= 0 and bool(self.passed >> self.turn & 1)

    @property
    def deciding(self) -> bool:
        """Whether the unaccepted proposer is to bid the next position (solo) or pass."""
        return self.turn >= 0 and self.turn == self.bidder

    @property
    def can_bid(self) -> bool:
        """Whether the seat to speak may bid (above `high`; only `high + 1` when deciding)."""
        return self.turn >= 0 and not self.passed >> self.turn & 1

    @property
    def can_accept(self) -> bool:
        """Whether the seat to speak may accept: the proposal stands unaccepted, not his own."""
        return self.turn >= 0 and self.high == 0 and self.partner < 0 and self.turn != self.bidder

    @property
    def can_pass(self) -> bool:
        """Whether the seat to speak may pass (always, until over; obligations are the game's)."""
        return self.turn >= 0

    def bid(self, position: int) -> Proposal:
        """The auction after the seat to speak bids ladder `position` (0 proposes)."""
        if not self.can_bid:
            raise ValueError(
                "a passed player may only accept or pass" if self.turn >= 0 else "over"
            )
        if position <= self.high:
            raise ValueError("a bid must be higher than the current bid")
        if self.turn == self.bidder and position != self.high + 1:
            raise ValueError("the lone proposer may only bid the next position")
        eligible = self.passed & self.coppers if position == 0 else 0
        return self._next(position, self.turn, -1, self.passed, eligible)

    def accept(self) -> Proposal:
        """The auction after the seat to speak accepts the proposal and joins the proposer."""
        if not self.can_accept:
            raise ValueError("there is no proposal this seat may accept")
        return self._next(self.high, self.bidder, self.turn, self.passed, 0)

    def pass_(self) -> Proposal:
        """The auction after the seat to speak passes (finally; declines an offer)."""
        if self.turn < 0:
            raise ValueError("the auction is over")
        bit = 1 << self.turn
        return self._next(
            self.high, self.bidder, self.partner, self.passed | bit, self.eligible & ~bit
        )

    def _next(self, high: int, bidder: int, partner: int, passed: int, eligible: int) -> Proposal:
        """The auction after a call with these values: the next seat to speak, or over."""
        side = 0
        if bidder >= 0:
            side |= 1 << bidder
        if partner >= 0:
            side |= 1 << partner
        active = 0
        for seat in self.order:
            if not (passed | side) >> seat & 1:
                active |= 1 << seat
        if active:
            turn = self._after(active)
        elif bidder >= 0 and high == 0 and partner < 0 and eligible:
            turn = self._after(eligible)
        elif bidder >= 0 and high == 0 and partner < 0 and self.raise_lone:
            turn = -1 if passed >> bidder & 1 else bidder
        else:
            turn = -1
        return self._replace(
            turn=turn, high=high, bidder=bidder, partner=partner, passed=passed, eligible=eligible
        )

    def _after(self, mask: int) -> int:
        """The first seat of `mask` after the seat to speak, in rotation."""
        order = self.order
        i = order.index(self.turn)
        n = len(order)
        for step in range(1, n + 1):
            seat = order[(i + step) % n]
            if mask >> seat & 1:
                return seat
        raise AssertionError("unreachable: the mask holds a seat")  # pragma: no cover
