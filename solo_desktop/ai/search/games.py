"""Per-game adapters for the determinization search: from a play-phase view and a sampled deal
to a solver `Position`, and from the solver's value back to the acting seat's chips.

`frame(view)` reads once per decision what the contract fixes (trick context, obligations,
playing order, who counts, what the declarer side already has) and returns a `Frame`, or
None where the solver's model does not fit and the search falls back on the rule bot:
- Solo Whist's general misère and Solo 66's last-trick game (the taker of the last trick
  pays or wins: not a count of takings);
- Sixty-Six, which `bot.py` handles with its own endgame solver (`sixty_six_search`).

Misère contracts (German kicker and bronco, Solo Whist misère and misère ouverte, Six-bid
misère and spread misère) get a frame with `misere` set: the declarer *avoids* takings there,
which the solver (a side maximising its own takings) cannot express, so `bot.py` searches
them with `escape_values` below: can the declarer get through without taking anything?

A `Frame` turns the solver's value (the declarer side's takings from the remaining play, the
trick in progress included) into chips with the games' own score modules:
- German Solo: the side is the soloist and, in the sample, the holder of the called card; the
  contract is made at its trick aim; `german_solo_score.settlement`.
- Solo Whist: soloist (and the accepter of a prop); over- and undertricks through
  `solo_whist_score.settlement`.
- Six-bid: card points; the widow's (sampled) and frog's discards count for the bidder;
  per-point contracts pay per point above or below 60, with doubling factors;
  `six_bid_score.value` and `settlement`.
- Solo 66: card points; the soloist's discards (sampled for the others) count for him. The
  solver does not know the last-trick bonus of 10: it is shared in proportion to the remaining
  points the side takes, and schwarz / no-trick are judged from points (approximations).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from solo_desktop.ai.search.determinize import Sample
from solo_desktop.ai.search.kinds import view_game_id
from solo_desktop.ai.solver import Position
from solo_desktop.core.cards import CARD_POINTS, Mask, points_of
from solo_desktop.core.game import Phase, PlayerView
from solo_desktop.core.tricks import FOLLOW, FOLLOW_TRUMP, PlayPolicy, TrickContext

COUNTS_POINTS = {"german_solo": False, "solo_whist": False, "six_bid": True, "solo66": True}
"""Whether each game's frames count card points (else tricks): what its frames below say, and
which of the solver's two searches its search level loads (`solver.load`)."""


@dataclass(frozen=True, slots=True)
class Frame:
    """What one decision's search needs of the contract, the same for every sample."""

    ctx: TrickContext
    policy: PlayPolicy
    order: tuple[int, ...]
    points: bool
    side: Callable[[Sample], int]
    """The declarer side in a sample, as a bit mask over seats."""
    payoff: Callable[[Sample, int], tuple[float, bool]]
    """From the sample and the side's takings of the remaining play: the acting seat's chips
    and whether the acting seat's side makes its aim."""
    misere: bool = False
    """A misère contract: the side is the declarer alone, the value is 0 when he escapes
    taking anything (tricks, or card points when `points`) and 1 when he is caught; the
    search uses `misere.escape_values` instead of the solver."""

    def position(self, view: PlayerView, s: Sample) -> Position:
        """The solver's position for a sampled deal."""
        return Position(
            hands=s.hands,
            order=self.order,
            leader=view.leader,
            trick=view.trick,
            ctx=self.ctx,
            policy=self.policy,
            side=self.side(s),
            points=self.points,
        )


def frame(view: PlayerView) -> Frame | None:
    """The search frame of a play-phase view, None where the solver does not fit."""
    if view.phase is not Phase.PLAY:
        return None
    gid = view_game_id(view)
    build = _FRAMES.get(gid) if gid is not None else None
    return None if build is None else build(view)


_FOUR = (0, 1, 2, 3)


def _german(view: object) -> Frame | None:
    from solo_desktop.games.german_solo_score import settlement
    from solo_desktop.games.german_solo_view import GermanSoloView

    assert isinstance(view, GermanSoloView)
    spec = view.spec
    d = view.declarer
    value = view.value
    if spec is None or d is None or value is None:
        return None
    me = view.seat
    loss = view.rules.text("loss_payment")
    if spec.misere:

        def escape(s: Sample, caught: int) -> tuple[float, bool]:
            won = not caught
            return float(settlement(d, -1, won, value, loss)[me]), won == (me == d)

        return Frame(
            view.context,
            view.policy,
            _FOUR,
            COUNTS_POINTS["german_solo"],
            lambda s: 1 << d,
            escape,
            True,
        )
    called = view.called
    known_partner = view.partner
    tricks = view.tricks
    aim = spec.aim

    def partner(s: Sample) -> int:
        if known_partner is not None:
            return known_partner
        if called is None:
            return -1
        for seat in range(4):
            if s.hands[seat] >> called & 1:
                return seat
        return -1  # pragma: no cover - the called card is in some hand until played

    def side(s: Sample) -> int:
        p = partner(s)
        return 1 << d | (1 << p if p >= 0 else 0)

    def payoff(s: Sample, taken: int) -> tuple[float, bool]:
        p = partner(s)
        total = tricks[d] + (tricks[p] if p >= 0 else 0) + taken
        won = total >= aim
        chips = settlement(d, p, won, value, loss)[me]
        return float(chips), won == (me in (d, p))

    return Frame(view.context, view.policy, _FOUR, COUNTS_POINTS["german_solo"], side, payoff)


def _whist(view: object) -> Frame | None:
    from solo_desktop.games.solo_whist_score import TRICKS, settlement
    from solo_desktop.games.solo_whist_view import SoloWhistView

    assert isinstance(view, SoloWhistView)
    spec = view.spec
    d = view.declarer
    if spec is None or d is None or view.general_misere:
        return None
    me = view.seat
    if spec.misere:

        def escape(s: Sample, caught: int) -> tuple[float, bool]:
            won = not caught
            return float(settlement(spec, d, -1, 0, won)[me]), won == (me == d)

        return Frame(
            view.context, FOLLOW, _FOUR, COUNTS_POINTS["solo_whist"], lambda s: 1 << d, escape, True
        )
    p = view.partner
    partner = -1 if p is None else p
    mask = 1 << d | (1 << partner if partner >= 0 else 0)
    already = view.taken
    aim = spec.aim
    everything = spec.aim == TRICKS

    def payoff(s: Sample, taken: int) -> tuple[float, bool]:
        total = already + taken
        won = total == TRICKS if everything else total >= aim
        chips = settlement(spec, d, partner, total, won)[me]
        return float(chips), won == (me in (d, partner))

    return Frame(view.context, FOLLOW, _FOUR, COUNTS_POINTS["solo_whist"], lambda s: mask, payoff)


def _six_bid(view: object) -> Frame | None:
    from solo_desktop.games.six_bid_score import HALF, Kind, settlement, value
    from solo_desktop.games.six_bid_view import SixBidView

    assert isinstance(view, SixBidView)
    spec = view.spec
    d = view.declarer
    if spec is None or d is None:
        return None
    me = view.seat
    trump = -1 if view.trump is None else view.trump
    players = view.players
    active = view.active_seats
    doublers = view.doublers
    mult = 4 if view.redoubled else 2
    factors = tuple(mult if s in doublers else 1 for s in range(players))
    if spec.kind is Kind.MISERE:
        fixed = value(spec, trump, 0)

        def escape(s: Sample, caught: int) -> tuple[float, bool]:
            won = not caught
            chips = settlement(players, active, d, fixed, won, factors)[me]
            return float(chips), won == (me == d)

        return Frame(
            view.context,
            FOLLOW_TRUMP,
            active,
            COUNTS_POINTS["six_bid"],
            lambda s: 1 << d,
            escape,
            True,
        )
    already = view.points[d]
    frog = spec.frog
    aim = spec.aim(trump) if spec.kind is Kind.AIM else HALF

    def payoff(s: Sample, taken: int) -> tuple[float, bool]:
        total = already + taken + (0 if frog else points_of(s.pile))
        won = total >= aim
        amount = value(spec, trump, total)
        chips = settlement(players, active, d, amount, won, factors)[me]
        return float(chips), won == (me == d)

    return Frame(
        view.context, FOLLOW_TRUMP, active, COUNTS_POINTS["six_bid"], lambda s: 1 << d, payoff
    )


def _solo66(view: object) -> Frame | None:
    from solo_desktop.games.solo66 import (
        HAND_SIZE,
        LAST_TRICK_BONUS,
        PLAYERS,
        TOTAL_POINTS,
        Solo66View,
    )
    from solo_desktop.games.solo66_score import WIN_POINTS, divide, score_detail

    assert isinstance(view, Solo66View)
    d = view.declarer
    if d is None or view.last_trick_game:
        return None
    me = view.seat
    base = view.trick_points[d]
    tricks = view.tricks
    by_winners = view.rules.text("loss_basis") == "winners_points"
    per_chip = view.rules.number("points_per_chip")
    trick_in_progress = view.trick
    rest = HAND_SIZE - len(view.history)

    def payoff(s: Sample, taken: int) -> tuple[float, bool]:
        live: Mask = 0
        for h in s.hands:
            live |= h
        remaining = points_of(live) + sum(CARD_POINTS[c] for c in trick_in_progress)
        share = taken / remaining if remaining else 0.5
        own = base + points_of(s.pile) + taken + round(LAST_TRICK_BONUS * share)
        others = TOTAL_POINTS - own
        d_tricks = tricks[d] + (rest if taken == remaining and remaining else (1 if taken else 0))
        total_tricks = sum(tricks) + rest
        points = [0] * PLAYERS
        points[d] = own
        points[(d + 1) % PLAYERS] = others
        trick_counts = [0] * PLAYERS
        trick_counts[d] = d_tricks
        trick_counts[(d + 1) % PLAYERS] = total_tricks - d_tricks
        score = score_detail(tuple(points), tuple(trick_counts), d, by_winners).value
        each = divide(score, per_chip)
        chips = each * (PLAYERS - 1) if me == d else -each
        won = own >= WIN_POINTS
        return float(chips), won == (me == d)

    return Frame(
        view.context,
        FOLLOW_TRUMP,
        (0, 1, 2, 3, 4),
        COUNTS_POINTS["solo66"],
        lambda s: 1 << d,
        payoff,
    )


def escape_values(pos: Position, budget: object = None) -> dict[int, int]:
    """Misère: for each legal card of the seat to act, 0 if the declarer (`pos.side`, one
    seat) can then get through the hand without taking anything (a trick, or with `points` a
    card point), 1 if the defenders can make him take something. Raises the solver's
    `OutOfTime` when `budget` (a solver `Budget`) expires."""
    from solo_desktop.ai.solver import Budget, OutOfTime

    assert budget is None or isinstance(budget, Budget)
    memo: dict[tuple[tuple[Mask, ...], int], bool] = {}
    nodes = [0]
    d = pos.side.bit_length() - 1

    def escapes(p: Position) -> bool:
        if not p.hands[p.to_act]:
            return True
        key = None
        if not p.trick:
            key = (p.hands, p.leader)
            hit = memo.get(key)
            if hit is not None:
                return hit
        nodes[0] += 1
        if nodes[0] & 255 == 0 and budget is not None and budget.expired():
            raise OutOfTime
        mine = p.to_act == d
        result = not mine
        for c in _misere_order(p, mine):
            child, gain = p.play(c)
            ok = not gain and escapes(child)
            if ok == mine:
                result = mine
                break
        if key is not None:
            memo[key] = result
        return result

    out = {}
    for c in _misere_order(pos, pos.to_act == d):
        child, gain = pos.play(c)
        out[c] = 0 if not gain and escapes(child) else 1
    return out


def _misere_order(p: Position, declarer: bool) -> list[int]:
    """Likely best first: the declarer plays high cards that lose, the defenders low ones."""
    from solo_desktop.core.cards import cards_of

    strength = p.ctx.strength
    cards = list(cards_of(p.legal()))
    cards.sort(key=lambda c: strength[c], reverse=declarer)
    return cards


# -- declaring by simulation ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Choice:
    """A declaration judged by simulation: for an action, the position its play starts from
    (in a sampled deal) and the payoff of the side's takings there."""

    action: str
    position: Callable[[Sample], Position]
    target: int
    """The declarer side's aim: the search asks only whether the side reaches it."""
    payoff: Callable[[Sample, bool], tuple[float, bool]]
    """From the sample and whether the side reaches its aim: the acting seat's chips and
    whether the acting seat's side makes its aim."""


def declare_choices(view: PlayerView) -> list[Choice] | None:
    """German Solo's soloist naming trumps in a contract without a call (solo, solo6, solo2):
    each suit judged by whether he makes his aim in sampled deals. None elsewhere."""
    from solo_desktop.core.tricks import STRICT, german_contract
    from solo_desktop.games.german_solo_score import Trumps, settlement
    from solo_desktop.games.german_solo_view import GermanSoloView

    if not isinstance(view, GermanSoloView) or view.phase is not Phase.DECLARE:
        return None
    spec = view.spec
    d = view.declarer
    value = view.value
    if spec is None or d is None or value is None or spec.calls or view.to_act != d:
        return None
    if spec.trumps is not Trumps.NAMED or d != view.seat:
        return None
    legal = [a for a in view.legal_actions if a.startswith("trump ")]
    if len(legal) < 2:
        return None
    from solo_desktop.core.cards import parse_suit

    lead = d if view.rules.text("first_lead") == "soloist" else (view.dealer + 1) % 4
    loss = view.rules.text("loss_payment")
    out = []
    for action in legal:
        ctx = german_contract(parse_suit(action.split()[1]))

        def position(s: Sample, ctx: TrickContext = ctx) -> Position:
            return Position(s.hands, _FOUR, lead, (), ctx, STRICT, 1 << d, False)

        def payoff(s: Sample, made: bool) -> tuple[float, bool]:
            return float(settlement(d, -1, made, value, loss)[d]), made

        out.append(Choice(action, position, spec.aim, payoff))
    return out


_FRAMES: dict[str, Callable[[object], Frame | None]] = {
    "german_solo": _german,
    "solo_whist": _whist,
    "six_bid": _six_bid,
    "solo66": _solo66,
}
"""How each game with a solver model frames its play-phase views (Sixty-Six has none)."""
