"""Determinization: deal the cards a seat cannot see, consistently with everything it saw.

A bot sees a `PlayerView`. `constraints(view)` reads from it what is fixed about the hidden
cards: which cards are hidden (the pool), how many each other seat holds, the cards known to
be in a given hand (an exposed hand, Solo Whist's turn-up card in the dealer's hand, German
Solo's called card once its holder is known, Six-bid's called card in the bidder's hand,
Sixty-Six's shown marriages), the cards each seat cannot hold (suits it showed void in: it did
not follow the led effective suit; with trump obligation it did not trump either; under head
and overtrump obligation it let a trick go that it could have won), and how many hidden cards
lie face down elsewhere: the pile (Six-bid's widow or frog's discards, Solo 66's talon or the
soloist's discards, Sixty-Six's stock). `sample(cons, rng)` deals the pool to the seats and
the pile so that every one of those facts holds; with nothing hidden it returns the truth.

Dealing (exact, by Hall's condition where needed) lives in `dealing`; its names are
re-exported here.

The auction weights the deal: a seat that bid a trump contract is likely long in trumps. When
the constraints carry a `plausible` test, up to `tries` deals are drawn until one passes it
(the last is kept otherwise): cheap accept/reject sampling.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from solo_desktop.ai.search.dealing import (
    Constraints,
    Inconsistent,
    Sample,
    consistent,
    sample,
)
from solo_desktop.ai.search.kinds import view_game_id
from solo_desktop.core.cards import Card, Mask, mask_of
from solo_desktop.core.game import Phase, PlayerView
from solo_desktop.core.tricks import FOLLOW, FOLLOW_TRUMP, PlayPolicy, Trick, TrickContext

_FOUR = (0, 1, 2, 3)
_FIVE = (0, 1, 2, 3, 4)


# -- reading a view ----------------------------------------------------------------------------


def trick_seats(leader: int, order: Sequence[int], n: int) -> list[int]:
    """The seats that play to a trick led by `leader`, in playing order."""
    i = order.index(leader)
    return [order[(i + k) % len(order)] for k in range(n)]


def exclusions(
    tricks: Sequence[tuple[int, tuple[Card, ...]]],
    order: Sequence[int],
    players: int,
    ctx: TrickContext,
    policy: PlayPolicy,
) -> list[Mask]:
    """Per seat: the cards it showed it does not hold, from tricks (leader, cards) played
    under `policy` (follow, trump, head and overtrump obligations)."""
    out = [0] * players
    if not policy.follow:
        return out
    trumps = ctx.trump
    for leader, cards in tricks:
        if len(cards) < 2:
            continue
        seats = trick_seats(leader, order, len(cards))
        lead = cards[0]
        group = ctx.follow[lead]
        top = lead
        for seat, c in zip(seats[1:], cards[1:], strict=True):
            if group >> c & 1:
                if policy.head and not ctx.beats[top] >> c & 1:
                    out[seat] |= group & ctx.beats[top]
            else:
                out[seat] |= group
                if policy.trump:
                    if trumps >> c & 1:
                        if policy.overtrump and not ctx.beats[top] >> c & 1:
                            out[seat] |= trumps & ctx.beats[top]
                    else:
                        out[seat] |= trumps
            if ctx.beats[top] >> c & 1:
                top = c
    return out


def _played_by(
    tricks: Sequence[tuple[int, tuple[Card, ...]]], order: Sequence[int], players: int
) -> list[Mask]:
    out = [0] * players
    for leader, cards in tricks:
        for seat, c in zip(trick_seats(leader, order, len(cards)), cards, strict=True):
            out[seat] |= 1 << c
    return out


def _all_tricks(view: PlayerView) -> list[tuple[int, tuple[Card, ...]]]:
    out: list[tuple[int, tuple[Card, ...]]] = [(t.leader, t.cards) for t in view.history]
    if view.trick:
        out.append((view.leader, view.trick))
    return out


def _build(
    view: PlayerView,
    *,
    unseen: Mask,
    order: Sequence[int],
    ctx: TrickContext | None,
    policy: PlayPolicy,
    known: dict[int, Mask] | None = None,
    banned: dict[int, Mask] | None = None,
    pile_known: Mask = 0,
    voids_from: int = 0,
    plausible: Callable[[Sample], bool] | None = None,
) -> Constraints:
    """Constraints from a view's unseen cards, hand sizes, tricks and extra facts."""
    n = view.players
    me = view.seat
    sizes = view.hand_sizes
    tricks = _all_tricks(view)
    excluded = [0] * n
    if ctx is not None and view.phase in (Phase.PLAY, Phase.DONE):
        excluded = exclusions(tricks[voids_from:], order, n, ctx, policy)
    played = _played_by(tricks, order, n) if tricks else [0] * n
    kn = [0] * n
    kn[me] = view.hand
    for seat, m in (known or {}).items():
        if seat != me:
            kn[seat] |= m
    placed = 0
    for seat in range(n):
        if seat != me:
            placed |= kn[seat]
    pool = unseen & ~placed & ~pile_known
    need = tuple(0 if s == me else sizes[s] - kn[s].bit_count() for s in range(n))
    ban = banned or {}
    allowed = tuple(
        0 if s == me or need[s] == 0 else pool & ~excluded[s] & ~ban.get(s, 0) for s in range(n)
    )
    return Constraints(
        me=me,
        known=tuple(kn),
        need=need,
        allowed=allowed,
        pool=pool,
        pile_known=pile_known,
        played=tuple(played),
        plausible=plausible,
    )


def constraints(view: PlayerView) -> Constraints:
    """What `view`'s seat knows of the hidden cards, for any of the five games."""
    gid = view_game_id(view)
    build = _CONSTRAINTS.get(gid) if gid is not None else None
    if build is None:
        raise TypeError(f"no determinization for {type(view).__name__}")
    return build(view)


def _german(view: object) -> Constraints:
    from solo_desktop.games.german_solo_view import GermanSoloView

    assert isinstance(view, GermanSoloView)
    known: dict[int, Mask] = {}
    banned: dict[int, Mask] = {}
    d = view.declarer
    open_hand = view.open_hand
    if d is not None and open_hand:
        known[d] = open_hand
    called = view.called
    if called is not None and d is not None and not (view.played | view.hand) >> called & 1:
        partner = view.partner
        if partner is not None:
            known[partner] = known.get(partner, 0) | 1 << called
        else:
            banned[d] = 1 << called  # a soloist never calls his own card
    return _build(
        view,
        unseen=view.unseen,
        order=_FOUR,
        ctx=view.context,
        policy=view.policy,
        known=known,
        banned=banned,
        plausible=_german_plausible(view),
    )


def _whist(view: object) -> Constraints:
    from solo_desktop.games.solo_whist_view import SoloWhistView

    assert isinstance(view, SoloWhistView)
    known: dict[int, Mask] = {}
    d = view.declarer
    open_hand = view.open_hand
    if d is not None and open_hand:
        known[d] = open_hand
    up = view.turn_up_card
    unseen = view.unseen
    if view.dealer != view.seat and not view.played >> up & 1:
        known[view.dealer] = known.get(view.dealer, 0) | 1 << up
        unseen |= 1 << up
    return _build(
        view,
        unseen=unseen,
        order=_FOUR,
        ctx=view.context,
        policy=FOLLOW,
        known=known,
        plausible=_whist_plausible(view),
    )


def _six_bid(view: object) -> Constraints:
    from solo_desktop.games.six_bid_view import SixBidView

    assert isinstance(view, SixBidView)
    known: dict[int, Mask] = {}
    pile_known = 0
    d = view.declarer
    open_hand = view.open_hand
    if d is not None and open_hand:
        known[d] = open_hand
    called = view.called
    holder = view.called_holder
    if called is not None and d is not None and not (view.played | view.hand) >> called & 1:
        if holder is not None:
            known[d] = known.get(d, 0) | 1 << called  # handed to the bidder
        elif view.phase is not Phase.DONE:
            pile_known = 1 << called  # it lay in the widow
    given = view.given  # known to the bidder and the holder only
    if given is not None and holder not in (None, view.seat) and not view.played >> given & 1:
        assert holder is not None
        known[holder] = known.get(holder, 0) | 1 << given
    return _build(
        view,
        unseen=view.unseen,
        order=view.active_seats,
        ctx=view.context,
        policy=FOLLOW_TRUMP,
        known=known,
        pile_known=pile_known,
        plausible=_six_bid_plausible(view),
    )


def _solo66(view: object) -> Constraints:
    from solo_desktop.core.cards import DECK_32
    from solo_desktop.games.solo66 import Solo66View

    assert isinstance(view, Solo66View)
    seen = view.hand | view.discards
    for t in view.history:
        seen |= mask_of(t.cards)
    seen |= mask_of(view.trick)
    return _build(
        view,
        unseen=mask_of(DECK_32) & ~seen,
        order=_FIVE,
        ctx=view.context,
        policy=FOLLOW_TRUMP,
        plausible=_solo66_plausible(view),
    )


def _sixty_six(view: object) -> Constraints:
    from solo_desktop.core.tricks import suit_contract
    from solo_desktop.games.sixty_six_view import SixtySixView

    assert isinstance(view, SixtySixView)
    opp = view.opponent
    trump_card = view.trump_card
    pile_known = 0 if trump_card is None else 1 << trump_card  # the bottom card of the stock
    unseen = view.unseen | pile_known
    strict_from = _sixty_six_strict_from(view)
    policy = PlayPolicy(trump=True, head=view.must_head)
    return _build(
        view,
        unseen=unseen,
        order=(0, 1),
        ctx=suit_contract(view.trump) if strict_from is not None else None,
        policy=policy,
        known={opp: view.opponent_known},
        pile_known=pile_known,
        voids_from=strict_from or 0,
    )


def _sixty_six_strict_from(view: object) -> int | None:
    """The index of the first trick played under strict rules, None if none yet."""
    from solo_desktop.games.sixty_six_view import SixtySixView

    assert isinstance(view, SixtySixView)
    if not view.strict:
        return None
    if view.closed:
        return next(n for n, _, a in view.announcements if a == "close")
    dealt = 12
    return (view.deck.bit_count() - dealt) // 2


# -- the auction's evidence ----------------------------------------------------------------------


def _trump_count(hand: Mask, ctx: TrickContext) -> int:
    return (hand & ctx.trump).bit_count()


def _german_plausible(view: object) -> Callable[[Sample], bool] | None:
    from solo_desktop.games.german_solo_view import GermanSoloView

    assert isinstance(view, GermanSoloView)
    d = view.declarer
    spec = view.spec
    if d is None or d == view.seat or spec is None or view.phase is not Phase.PLAY:
        return None
    ctx = view.context
    if not ctx.trump:
        return None
    least = 3 if spec.calls else 4 if spec.aim <= 5 else 5

    played = _played_by(_all_tricks(view), _FOUR, 4)

    def test(s: Sample) -> bool:
        return _trump_count(s.hands[d] | played[d], ctx) >= least

    return test


def _whist_plausible(view: object) -> Callable[[Sample], bool] | None:
    from solo_desktop.games.solo_whist_view import SoloWhistView

    assert isinstance(view, SoloWhistView)
    d = view.declarer
    spec = view.spec
    if d is None or d == view.seat or spec is None or view.phase is not Phase.PLAY:
        return None
    ctx = view.context
    if not ctx.trump or spec.misere:
        return None
    least = 3 if spec.aim == 8 else 4 if spec.aim == 5 else 5
    played = _played_by(_all_tricks(view), _FOUR, 4)

    def test(s: Sample) -> bool:
        return _trump_count(s.hands[d] | played[d], ctx) >= least

    return test


def _six_bid_plausible(view: object) -> Callable[[Sample], bool] | None:
    from solo_desktop.games.six_bid_view import SixBidView

    assert isinstance(view, SixBidView)
    d = view.declarer
    if d is None or d == view.seat or view.phase is not Phase.PLAY or view.discards:
        return None
    ctx = view.context
    if not ctx.trump:
        return None
    played = _played_by(_all_tricks(view), view.active_seats, view.players)

    def test(s: Sample) -> bool:
        return _trump_count(s.hands[d] | played[d], ctx) >= 4

    return test


def _solo66_plausible(view: object) -> Callable[[Sample], bool] | None:
    from solo_desktop.games.solo66 import Solo66View

    assert isinstance(view, Solo66View)
    d = view.declarer
    if d is None or d == view.seat or view.phase is not Phase.PLAY:
        return None
    ctx = view.context
    if not ctx.trump:
        return None
    played = _played_by(_all_tricks(view), _FIVE, 5)

    def test(s: Sample) -> bool:
        return _trump_count(s.hands[d] | played[d] | s.pile, ctx) >= 3

    return test


def determinize(view: PlayerView, rng: random.Random) -> Sample:
    """One consistent deal of the hidden cards of `view` (see `constraints`, `sample`)."""
    return sample(constraints(view), rng)


__all__ = [
    "Constraints",
    "Inconsistent",
    "Sample",
    "Trick",
    "consistent",
    "constraints",
    "determinize",
    "exclusions",
    "sample",
]


_CONSTRAINTS: dict[str, Callable[[object], Constraints]] = {
    "german_solo": _german,
    "solo_whist": _whist,
    "six_bid": _six_bid,
    "solo66": _solo66,
    "sixty_six": _sixty_six,
}
"""How each game's view tells what is known of the hidden cards."""
