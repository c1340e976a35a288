"""The Sixty-Six search (`sixty_six_pimc`): always legal at both levels, sampled deals that
never contradict the view, rebuilt states equal to the real one, and positions where the
search provably beats the rules of thumb (a winning close, a better card to follow with)."""

from __future__ import annotations

import random
import types

import pytest

from solo_desktop.ai import budget as budget_module
from solo_desktop.ai.bot import make_bot
from solo_desktop.ai.budget import Budget
from solo_desktop.ai.levels import SCALE_ENV
from solo_desktop.ai.rulebots.sixty_six_bot import SixtySixRuleBot
from solo_desktop.ai.search.sixty_six_pimc import (
    Roller,
    Rollouts,
    SixtySixSearchBot,
    candidates,
    decide,
    hidden_counts,
    initial_stock,
    last_lead,
    rebuild,
    run,
    sample_world,
)
from solo_desktop.core.cards import cards_of, mask_of, parse_card
from solo_desktop.core.game import Action, Deal
from solo_desktop.games.sixty_six import GAME, SixtySixView, State


def cards(text: str) -> tuple[int, ...]:
    """Cards from notation separated by spaces."""
    return tuple(parse_card(t) for t in text.split())


def start(h0: str, h1: str, stock: str, dealer: int, **rules: object) -> State:
    """A hand dealt as given (the stock in drawing order, the face-up trump card last)."""
    deal = Deal(2, dealer, (cards(h0), cards(h1)), cards(stock))
    return GAME.start(GAME.house_rules(dict(rules)), deal)


def play(state: State, actions: str) -> State:
    """The state after `actions` (separated by commas)."""
    for action in actions.split(","):
        state = GAME.apply(state, action.strip())
    return state


def views(seed: int, hands: int, **rules: object) -> list[tuple[State, SixtySixView]]:
    """Every decision of rule-bot hands with the stock open, as (state, view of the seat to
    act)."""
    rng = random.Random(seed)
    bot = SixtySixRuleBot()
    hr = GAME.house_rules(dict(rules))
    out = []
    for h in range(hands):
        state = GAME.start(hr, GAME.deal(hr, 2, h % 2, rng))
        while (seat := GAME.to_act(state)) is not None:
            view = GAME.view(state, seat)
            if not state.strict:
                out.append((state, view))
            state = GAME.apply(state, bot.choose(view, rng))
    return out


# -- legality ------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["strong", "expert"])
@pytest.mark.parametrize(
    "rules",
    [{}, {"deck": 20}, {"must_head": True, "marriage_after_close": False, "hide_points": True}],
)
def test_plays_only_legal_actions(
    level: str, rules: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(SCALE_ENV, "0.05")
    bot = make_bot(level, GAME)
    assert isinstance(bot, SixtySixSearchBot) and bot.name == level
    rule = SixtySixRuleBot()
    hr = GAME.house_rules(rules)
    rng = random.Random(len(level) + len(rules))
    decisions = 0
    for h in range(6):
        state = GAME.start(hr, GAME.deal(hr, 2, h % 2, rng))
        while (seat := GAME.to_act(state)) is not None:
            view = GAME.view(state, seat)
            if seat == 0:
                action = bot.choose(view, rng)
                assert action in view.legal_actions, (action, view.legal_actions)
                decisions += 1
            else:
                action = rule.choose(view, rng)
            state = GAME.apply(state, action)
    assert decisions >= 6


def test_levels_budgets_scale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SCALE_ENV, "0.1")
    strong, expert = make_bot("strong", GAME), make_bot("expert", GAME)
    assert isinstance(strong, SixtySixSearchBot) and isinstance(expert, SixtySixSearchBot)
    assert strong.budget == pytest.approx(0.03) and expert.budget == pytest.approx(0.1)


# -- the sampled deals -----------------------------------------------------------------------


@pytest.mark.parametrize("deck", [24, 20])
def test_sampled_deals_never_contradict_the_view(deck: int) -> None:
    rng = random.Random(deck)
    checked = 0
    for state, view in views(deck, 12, deck=deck):
        seen = view.hand | view.played
        opp_size = view.hand_sizes[view.opponent]
        for _ in range(5):
            opp, stock = sample_world(view, rng)
            stock_mask = sum(1 << c for c in stock)
            assert opp.bit_count() == opp_size
            assert len(stock) == view.stock_size == len(state.stock)
            assert opp & view.opponent_known == view.opponent_known
            assert not opp & seen and not stock_mask & seen and not opp & stock_mask
            assert opp | stock_mask | seen == view.deck
            if view.trump_card is not None:
                assert stock[-1] == view.trump_card
            # The real deal is one of those that may be sampled.
            assert state.hands[view.opponent] & ~(view.unseen | view.opponent_known) == 0
            checked += 1
    assert checked > 100


def test_every_consistent_deal_comes_up() -> None:
    # Late in the hand few deals remain: sampling reaches each of them.
    rng = random.Random(3)
    for _, view in views(5, 8):
        opp_hidden, stock_hidden = hidden_counts(view)
        if stock_hidden != 1:
            continue
        got = {sample_world(view, rng) for _ in range(400)}
        assert len(got) == opp_hidden + stock_hidden  # which unseen card lies in the stock
        return
    pytest.fail("no position with one hidden stock card")


def test_rebuild_with_the_true_cards_is_the_state() -> None:
    for rules in ({}, {"deck": 20, "hide_points": True}):
        for state, view in views(11, 10, **rules):
            me, opp = view.seat, view.opponent
            known_me = state.known[me] & state.hands[me]
            got = rebuild(view, state.hands[opp], state.stock, known_me)
            expected = state._replace(known=tuple(state.known[s] & state.hands[s] for s in (0, 1)))
            assert got == expected


def test_candidates_leave_out_a_wrong_out_and_keep_the_favourite_first() -> None:
    for _, view in views(2, 4):
        legal = view.legal_actions
        fav = legal[-1]
        got = candidates(view, fav)
        assert got[0] == fav and set(got) <= set(legal)
        if view.own_points < 66:
            assert "out" not in got or fav == "out"


# -- positions where the search is right and the rule bot is not ----------------------------


def exact_chips(view: SixtySixView, action: Action) -> list[float]:
    """The seat's chips after `action` in each deal consistent with `view` when one hidden
    card is left in the stock, the rule bot playing on for both seats (it plays exactly once
    the stock is gone)."""
    _, stock_hidden = hidden_counts(view)
    assert stock_hidden == 1 and view.trump_card is not None
    out = []
    for c in cards_of(view.unseen):
        opp = view.opponent_known | view.unseen & ~(1 << c)
        state = GAME.apply(rebuild(view, opp, (c, view.trump_card)), action)
        rng = random.Random(0)
        bot = SixtySixRuleBot()
        while (seat := GAME.to_act(state)) is not None:
            state = GAME.apply(state, bot.choose(GAME.view(state, seat), rng))
        out.append(float(GAME.settle(state).chips[view.seat]))
    return out


def search_choice(view: SixtySixView) -> Action:
    bot = SixtySixSearchBot(GAME, 1.0)
    action = bot.choose(view, random.Random(1))
    assert action in view.legal_actions
    return action


def test_closes_when_closing_wins_in_every_deal() -> None:
    # Hearts trumps; at the last trick with the stock open closing wins 1 whatever the last
    # stock card, while a JS lead (the rules of thumb's) lets the opponent come back. The
    # search closes, and so does the rule bot, which plays that trick by exact search.
    state = start(
        "AH QD TH 9S 9C TS", "JD AS AD AC KS QS", "TD KH 9H KD JH QH QC JS JC 9D KC TC", 0
    )
    state = play(
        state,
        "marriage spades, play QS, play TS, exchange, play 9S, play KS, play 9H, play AH,"
        "marriage diamonds, play QD, play AD, marriage hearts, play QH, play TH",
    )
    view = GAME.view(state, 0)
    assert view.to_act == 0 and view.stock_size == 2
    close = exact_chips(view, "close")
    assert min(close) > max(exact_chips(view, "play JS"))
    assert search_choice(view) == "close"
    assert SixtySixRuleBot().choose(view, random.Random(0)) == "close"


def test_follows_with_the_card_that_does_best() -> None:
    # Seat 1 follows the 9 of spades at the last trick with the stock open: KD (the rules of
    # thumb's card) loses in every deal, TS wins in every deal. The search finds TS, and so does
    # the rule bot, which plays that trick by exact search.
    state = start(
        "QH TC JS QC 9S AD", "AH JD KH KD KS AC", "TS KC QD TD 9D JC 9C QS 9H TH AS JH", 1
    )
    state = play(
        state,
        "play 9S, play KS, play JD, play AD, marriage clubs, play QC, play AC, play 9D,"
        "play QD, play 9C, play QS, play JC",
    )
    view = GAME.view(state, 1)
    assert view.trick and view.stock_size == 2
    best = search_choice(view)
    assert best == "play TS" == SixtySixRuleBot().choose(view, random.Random(0))
    assert sum(exact_chips(view, best)) > sum(exact_chips(view, "play KD")) + 1


def test_the_rule_bots_choice_stands_without_clear_evidence() -> None:
    noisy = Rollouts(["play AS", "play 9S"], [[0.0, 1.0] * 10, [1.0, 0.0] * 9 + [1.0, 1.0]])
    assert decide(noisy) == "play AS"  # 0.05 better on average, far within the noise
    few = Rollouts(["play AS", "close"], [[-1.0] * 5, [1.0] * 5])
    assert decide(few) == "play AS"  # too few deals
    clear = Rollouts(["play AS", "close"], [[-1.0, 0.0] * 8, [1.0, 1.0] * 8])
    assert decide(clear) == "close"


# -- what the opponent's last lead says ------------------------------------------------------


def test_the_last_lead_never_rules_out_the_real_hand_of_the_rule_bot() -> None:
    checked = 0
    for state, view in views(21, 20):
        lead = last_lead(view)
        if lead is not None:
            assert lead.weight(state.hands[view.opponent]) > 0
            checked += 1
    assert checked > 50


def test_a_king_led_without_its_marriage_means_no_queen() -> None:
    # Seat 1 leads KC at once: the rule bot would have shown clubs with QC in hand.
    state = start(
        "AH QD TH 9S 9C TS", "JD AS AD KC KS JS", "TD QC 9H JC JH QH AC QS KH 9D TC KD", 0
    )
    state = play(state, "play KC")
    view = GAME.view(state, 0)
    lead = last_lead(view)
    assert lead is not None and lead.draws == 0
    qc = parse_card("QC")
    rng = random.Random(0)
    with_lead = [sample_world(view, rng, lead)[0] >> qc & 1 for _ in range(200)]
    without = [sample_world(view, rng)[0] >> qc & 1 for _ in range(200)]
    assert sum(with_lead) == 0 and sum(without) > 20


def test_the_hint_values_the_open_stock_and_finds_the_winning_close() -> None:
    from solo_desktop.ai.search.bot import analyse

    state = start(
        "AH QD TH 9S 9C TS", "JD AS AD AC KS QS", "TD KH 9H KD JH QH QC JS JC 9D KC TC", 0
    )
    state = play(
        state,
        "marriage spades, play QS, play TS, exchange, play 9S, play KS, play 9H, play AH,"
        "marriage diamonds, play QD, play AD, marriage hearts, play QH, play TH",
    )
    view = GAME.view(state, 0)
    est = analyse(view, random.Random(2), 0.5)
    assert sorted(e.action for e in est) == sorted(view.legal_actions)
    valued = [e for e in est if e.samples]
    assert est[0].action == "close" and est[0].samples > 0  # it wins in every deal
    assert [e.chips for e in valued] == sorted((e.chips for e in valued), reverse=True)
    assert all(e.chance is None for e in est)


def test_the_hint_leaves_the_closed_stock_to_the_rule_bot() -> None:
    from solo_desktop.ai.search.bot import analyse

    rng = random.Random(3)
    bot = SixtySixRuleBot()
    hr = GAME.house_rules()
    strict = []
    for h in range(12):
        state = GAME.start(hr, GAME.deal(hr, 2, h % 2, rng))
        while (seat := GAME.to_act(state)) is not None:
            view = GAME.view(state, seat)
            if view.strict and len(view.legal_actions) > 1:
                strict.append(view)
            state = GAME.apply(state, bot.choose(view, rng))
    assert len(strict) >= 3
    for view in strict[:3]:
        est = analyse(view, random.Random(0), 0.05)
        assert sorted(e.action for e in est) == sorted(view.legal_actions)
        assert all(e.samples == 0 for e in est)


def five_card_views(seed: int, hands: int) -> list[SixtySixView]:
    """Rule-bot hands dealt as the schnapsen engine deals (20 cards: 5 each, a stock of 10):
    the views of a seat whose opponent has just led with the stock open."""
    rng = random.Random(seed)
    bot = SixtySixRuleBot()
    rules = GAME.house_rules({"deck": 20})
    out = []
    for h in range(hands):
        deck = list(GAME.deck(rules))
        rng.shuffle(deck)
        state = GAME.start(rules, GAME.deal(rules, 2, h % 2, rng))
        deck.remove(state.stock[-1])  # the face-up card (its suit is the trump) stays
        stock = (*deck[10:19], state.stock[-1])
        state = state._replace(hands=(mask_of(deck[:5]), mask_of(deck[5:10])), stock=stock)
        while (seat := GAME.to_act(state)) is not None and not state.strict:
            view = GAME.view(state, seat)
            if len(view.trick) == 1 and not view.announcements:
                out.append(view)
            state = GAME.apply(state, bot.choose(view, rng))
    return out


def test_the_last_lead_counts_the_stock_of_a_five_card_deal() -> None:
    """With 5 cards each the stock starts with 10 (the schnapsen engine's deal): the lead to
    the fifth trick is still made with the stock open, so it still tells something (counted
    as our 6-card deal, the stock would be gone by then)."""
    fifth = 0
    for view in five_card_views(5, 80):
        assert initial_stock(view, None) == 10
        lead = last_lead(view)
        assert lead is not None and lead.led == view.trick[0]
        fifth += len(view.history) == 4
    assert fifth > 5  # leads to the fifth trick seen


# -- thinking time -------------------------------------------------------------------------------


class _Clock:
    """The CPU and wall clock of `ai.budget`, moved only by the rollouts."""

    def __init__(self) -> None:
        self.spent = 0.0
        self.starts: list[float] = []

    def __call__(self) -> float:
        return self.spent


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> _Clock:
    """A `_Clock` that every `Budget` made in the test runs on (the module's `time` only)."""
    c = _Clock()
    monkeypatch.setattr(budget_module, "time", types.SimpleNamespace(thread_time=c, perf_counter=c))
    return c


class _SlowRoller(Roller):
    """A real roller whose every rollout costs `cost` seconds on `clock`."""

    def __init__(self, clock: _Clock, cost: float) -> None:
        super().__init__(GAME)
        self.clock, self.cost = clock, cost

    def value(self, state: State, seat: int, rng: random.Random) -> float:
        self.clock.starts.append(self.clock.spent)
        self.clock.spent += self.cost
        return super().value(state, seat, rng)


def _open_stock_choice() -> tuple[SixtySixView, list[Action]]:
    for _, view in views(5, 4):
        actions = candidates(view, SixtySixRuleBot().choose(view, random.Random(0)))
        if len(actions) >= 3:
            return view, actions
    raise AssertionError("no open-stock decision with three candidates")


@pytest.mark.parametrize("cost", [0.01, 0.07, 0.12])
def test_no_rollout_is_started_that_the_time_left_cannot_cover(clock: _Clock, cost: float) -> None:
    # Rollouts that play the last open trick exactly can take a third of strong's 0.3 s:
    # checked only between rollouts, the budget was overrun by most of one (p95 548 ms CPU
    # against a limit of 360 in benchmarks/levels.py).
    view, actions = _open_stock_choice()
    budget = Budget(0.27)
    res = run(view, actions, random.Random(3), budget, _SlowRoller(clock, cost), settle=False)
    assert clock.spent <= 0.27 + 1e-9
    assert 0.27 - clock.spent < cost + 1e-9  # and the time is used, not given away
    if cost * len(actions) <= 0.27:  # a deal for every candidate fits
        assert res.values[0]


def test_a_first_round_the_budget_cannot_cover_leaves_the_rule_bots_choice(clock: _Clock) -> None:
    view, actions = _open_stock_choice()
    roller = _SlowRoller(clock, 0.2)
    res = run(view, actions, random.Random(3), Budget(0.27), roller, settle=False)
    assert len(clock.starts) == 1 and clock.spent <= 0.2 + 1e-9
    assert not any(res.values)  # no deal judged every candidate: the favourite is played
