"""Deal records: load, validate, replay and dump; every bad input names its fault."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from solo_desktop.core import record as records
from solo_desktop.core.cards import DECK_32, parse_card
from solo_desktop.core.game import Deal, DealError, IllegalActionError, Reason, check_deal
from solo_desktop.core.record import RecordError, ReplayError
from solo_desktop.games.solo66 import GAME

RECORDS = Path(__file__).resolve().parent.parent / "records" / "solo66"

# The win_plain scenario (see tests/records/solo66): dealer 4, soloist seat 0 in clubs.
BASE: dict[str, Any] = {
    "format": "solo-desktop/deal@1",
    "game": "solo66",
    "players": 5,
    "rules": {},
    "dealer": 4,
    "hands": [
        ["AS", "AH", "AD", "AC", "TC", "7D"],
        ["KS", "KH", "KD", "7C", "QC", "TD"],
        ["QS", "QH", "QD", "8C", "KC", "8D"],
        ["JS", "JH", "JD", "9C", "8S", "TS"],
        ["9S", "9H", "9D", "JC", "7S", "TH"],
    ],
    "talon": ["8H", "7H"],
    "actions": [
        "bid clubs", "pass", "pass", "pass", "pass", "trump clubs", "discard 8H 7H",
        "play AS", "play KS", "play QS", "play JS", "play 9S",
        "play AH", "play KH", "play QH", "play JH", "play 9H",
        "play AD", "play KD", "play QD", "play JD", "play 9D",
        "play AC", "play 7C", "play 8C", "play 9C", "play JC",
        "play TC", "play QC", "play KC", "play 8S", "play 7S",
        "play 7D", "play TD", "play 8D", "play TS", "play TH",
    ],
}  # fmt: skip


def base(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    for key, value in changes.items():
        if value is _DROP:
            del data[key]
        else:
            data[key] = value
    return data


_DROP = object()


def load(data: object) -> records.DealRecord:
    return records.loads(json.dumps(data))


def outcome_json(record: records.DealRecord) -> dict[str, Any]:
    result = records.replay(record)
    return result.game.outcome(result.final).as_json(record.game)


# -- good records -----------------------------------------------------------------------------


def test_base_record_is_the_win_plain_scenario() -> None:
    on_disk = json.loads((RECORDS / "win_plain.json").read_text(encoding="utf-8"))
    assert on_disk == BASE


def test_load_and_replay() -> None:
    record = load(BASE)
    assert record.game == "solo66"
    assert record.players == 5
    assert record.dealer == 4
    assert record.hands is not None
    assert record.hands[0] == tuple(parse_card(t) for t in BASE["hands"][0])
    assert record.talon == (parse_card("8H"), parse_card("7H"))
    assert record.seed is None
    assert record.actions == tuple(BASE["actions"])
    result = records.replay(record)
    assert len(result.states) == len(BASE["actions"]) + 1
    assert result.final is result.states[-1]
    assert result.game is GAME
    assert result.rules == GAME.house_rules()
    out = outcome_json(record)
    assert out["status"] == "settled"
    assert out["chips"] == [360, -90, -90, -90, -90]


def test_optional_fields_take_their_defaults() -> None:
    record = load(base(players=_DROP, dealer=_DROP, rules=_DROP, actions=_DROP))
    assert record.players == 5
    assert record.dealer == 0
    assert record.rules == {}
    assert record.actions == ()
    out = outcome_json(record)
    assert out["status"] == "in_progress"
    assert out["to_act"] == 1  # dealer 0: forehand is seat 1


def test_input_spellings_are_accepted_and_output_is_canonical() -> None:
    hands = [[t.lower().replace("t", "10") for t in h] for h in BASE["hands"]]
    record = load(base(hands=hands, talon=["8h", "7H"]))
    assert record.hands == load(BASE).hands
    text = records.dumps(record)
    assert '"TC"' in text and '"10c"' not in text and '"8h"' not in text


def test_round_trip_dump_load() -> None:
    record = load(base(rules={"points_per_chip": 2}))
    text = records.dumps(record)
    data = json.loads(text)
    # Every house rule is written out.
    assert data["rules"] == {
        "all_pass": "redeal",
        "last_trick_stake": 10,
        "loss_basis": "winners_points",
        "points_per_chip": 2,
        "hands": 10,
    }
    assert data["format"] == "solo-desktop/deal@1"
    assert list(data) == ["format", "game", "players", "rules", "dealer", "hands", "talon",
                          "actions"]  # fmt: skip
    again = records.loads(text)
    assert again.hands == record.hands
    assert again.talon == record.talon
    assert again.actions == record.actions
    assert again.house_rules() == record.house_rules()
    assert records.dumps(again) == text
    assert outcome_json(again) == outcome_json(record)
    assert outcome_json(again)["chips"] == [180, -45, -45, -45, -45]


def test_make_records_a_played_hand() -> None:
    rules = GAME.house_rules({"all_pass": "last_trick"})
    deal = GAME.deal(rules, 5, 2, random.Random(5))
    state = GAME.start(rules, deal)
    rng = random.Random(6)
    actions = []
    while not GAME.is_over(state):
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
    record = records.make(GAME, rules, deal, actions)
    again = records.loads(records.dumps(record))
    assert records.replay(again).final == state
    assert outcome_json(again) == GAME.outcome(state).as_json("solo66")


def test_seeded_records() -> None:
    record = load(base(hands=_DROP, talon=_DROP, actions=[], seed=1234))
    assert record.seed == 1234
    assert record.hands is None
    deal = record.deal()
    assert deal == GAME.deal(GAME.house_rules(), 5, 4, random.Random(1234))
    text = records.dumps(record)
    data = json.loads(text)
    assert data["seed"] == 1234
    assert "hands" not in data and "talon" not in data
    # Play a whole seeded hand by its legal actions and round-trip it.
    state = GAME.start(GAME.house_rules(), deal)
    actions = []
    while not GAME.is_over(state):
        action = GAME.legal_actions(state)[-1]
        actions.append(action)
        state = GAME.apply(state, action)
    seeded = load(base(hands=_DROP, talon=_DROP, actions=actions, seed=1234))
    assert records.replay(seeded).final == state
    assert records.loads(records.dumps(seeded)).seed == 1234


# -- bad records: RecordError naming the first fault ----------------------------------------


def bad(data: object, message: str) -> None:
    with pytest.raises(RecordError) as info:
        load(data)
    assert str(info.value) == message


def test_malformed_json() -> None:
    with pytest.raises(RecordError) as info:
        records.loads('{"format": "solo-desktop/deal@1",\n "game": }')
    assert str(info.value).startswith("not valid JSON: ")
    assert "line 2 column" in str(info.value)
    with pytest.raises(RecordError, match=r"^not valid JSON"):
        records.loads("")


@pytest.mark.parametrize("data", [[], "solo66", 5, None, [BASE]])
def test_not_an_object(data: object) -> None:
    bad(data, "a deal record must be a JSON object")


def test_wrong_format_version() -> None:
    bad(
        base(format="solo-desktop/deal@2"),
        "unsupported format 'solo-desktop/deal@2' (this version reads 'solo-desktop/deal@1')",
    )
    bad(base(format=_DROP), "unsupported format None (this version reads 'solo-desktop/deal@1')")


def test_unknown_field() -> None:
    bad(base(comment="hi"), "unknown field 'comment'")
    bad(base(Hands=[]), "unknown field 'Hands'")


def test_unknown_or_missing_game() -> None:
    with pytest.raises(RecordError) as info:
        load(base(game="solo67"))
    assert str(info.value).startswith("unknown game 'solo67' (known: ")
    assert "solo66" in str(info.value)
    bad(base(game=_DROP), "missing field 'game'")
    bad(base(game=66), "missing field 'game'")


def test_wrong_player_count() -> None:
    bad(base(players=4), "solo66 is played by 5 players, not 4")
    bad(base(players="5"), "'players' must be a whole number, not '5'")
    bad(base(players=True), "'players' must be a whole number, not True")


def test_dealer_out_of_range() -> None:
    bad(base(dealer=5), "dealer must be a seat from 0 to 4, not 5")
    bad(base(dealer=-1), "dealer must be a seat from 0 to 4, not -1")
    bad(base(dealer=1.0), "'dealer' must be a whole number, not 1.0")


def test_wrong_number_of_hands() -> None:
    bad(base(hands=BASE["hands"][:4]), "expected 5 hands, got 4")
    bad(base(hands=_DROP), "missing field 'hands' (or 'seed')")


def test_wrong_card_count() -> None:
    hands = copy.deepcopy(BASE["hands"])
    hands[2].pop()
    bad(base(hands=hands), "hand 2 must hold 6 cards, not 5")
    hands = copy.deepcopy(BASE["hands"])
    hands[1].append("8H")
    bad(base(hands=hands, talon=["7H"]), "hand 1 must hold 6 cards, not 7")
    bad(base(talon=["8H", "7H", "AS"]), "talon must hold 2 cards, not 3")


def test_duplicate_card() -> None:
    hands = copy.deepcopy(BASE["hands"])
    hands[3][0] = "AS"  # JS replaced by a second AS
    bad(base(hands=hands), "hand 3: AS is dealt twice")
    bad(base(talon=["8H", "8H"]), "talon: 8H is dealt twice")
    bad(base(talon=["8h", "8H"]), "talon: 8H is dealt twice")


def test_card_outside_the_deck() -> None:
    hands = copy.deepcopy(BASE["hands"])
    hands[0][5] = "2D"
    bad(base(hands=hands), "hand 0: 2D is not in this game's deck")


def test_missing_card() -> None:
    # With Solo 66's sizes a missing card always shows as a wrong count or a duplicate first;
    # the check itself names the missing card when the sizes add up to less than the deck.
    deal = Deal(5, 0, tuple(tuple(h) for h in load(BASE).hands or ()), (parse_card("8H"),))
    with pytest.raises(DealError, match=r"^card missing from the deal: 7H$"):
        check_deal(deal, DECK_32, (6,) * 5, 1)


@pytest.mark.parametrize(
    ("where", "token"), [("hand 0", "1C"), ("hand 4", "TX"), ("hand 2", "10"), ("talon", "ZZ")]
)
def test_bad_card_token_is_named(where: str, token: str) -> None:
    hands = copy.deepcopy(BASE["hands"])
    talon = list(BASE["talon"])
    if where == "talon":
        talon[1] = token
    else:
        hands[int(where[-1])][1] = token
    bad(base(hands=hands, talon=talon), f"{where}: not a card: {token!r}")


def test_cards_must_be_strings_in_lists() -> None:
    hands = copy.deepcopy(BASE["hands"])
    hands[1][0] = 11
    bad(base(hands=hands), 'hand 1 must be a list of cards like "TC"')
    bad(base(talon="8H 7H"), 'talon must be a list of cards like "TC"')
    bad(base(hands="AS"), "missing field 'hands' (or 'seed')")


def test_unknown_rule_key() -> None:
    bad(
        base(rules={"all_pas": "redeal"}),
        "unknown house rule 'all_pas' (this game has: all_pass, hands, last_trick_stake,"
        " loss_basis, points_per_chip)",
    )


def test_bad_rule_value() -> None:
    bad(
        base(rules={"all_pass": "throw_in"}),
        "house rule 'all_pass' takes one of 'redeal', 'last_trick', not 'throw_in'",
    )
    bad(base(rules={"points_per_chip": 0}), "house rule 'points_per_chip' must be at least 1")
    bad(
        base(rules={"last_trick_stake": "10"}),
        "house rule 'last_trick_stake' takes a whole number, not '10'",
    )
    bad(base(rules=["all_pass"]), "'rules' must be an object of house rules")


def test_seed_together_with_hands() -> None:
    bad(base(seed=7), "a record gives either 'seed' or 'hands', not both")
    bad(base(seed=7, hands=_DROP), "a record gives either 'seed' or 'hands', not both")
    bad(base(seed="7", hands=_DROP, talon=_DROP), "'seed' must be a whole number, not '7'")
    bad(base(seed=True, hands=_DROP, talon=_DROP), "'seed' must be a whole number, not True")


def test_actions_must_be_a_list_of_strings() -> None:
    bad(base(actions="bid clubs"), "'actions' must be a list of action strings")
    bad(base(actions=["pass", 3]), "'actions' must be a list of action strings")


# -- illegal actions: ReplayError naming index, action, seat and reason -----------------------


def replay_error(actions: list[str]) -> ReplayError:
    record = load(base(actions=actions))
    with pytest.raises(ReplayError) as info:
        records.replay(record)
    return info.value


def test_illegal_action_names_index_action_seat_and_reason() -> None:
    err = replay_error([*BASE["actions"][:8], "play KH"])
    assert str(err) == "action 8 'play KH' by seat 1 is illegal: must follow spades"
    assert err.index == 8
    assert isinstance(err.error, IllegalActionError)
    assert err.error.seat == 1
    assert err.error.action == "play KH"
    assert err.error.reason is Reason.MUST_FOLLOW


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (["bid spades", "bid hearts"],
         "action 1 'bid hearts' by seat 1 is illegal: must bid higher than the current bid"),
        (["bid clubs", "bid clubs"],
         "action 1 'bid clubs' by seat 1 is illegal: must bid higher than the current bid"),
        (["bid spades", *["pass"] * 4, "trump diamonds"],
         "action 5 'trump diamonds' by seat 0 is illegal: trumps must be the suit bid or a"
         " higher one"),
        (["bid spades", *["pass"] * 4, "discard 8H 7H"],
         "action 5 'discard 8H 7H' by seat 0 is illegal: that action does not belong to this"
         " phase"),
        (["play AS"],
         "action 0 'play AS' by seat 0 is illegal: that action does not belong to this phase"),
        (["bid clubs", "dance"],
         "action 1 'dance' by seat 1 is illegal: not an action of this game"),
        (["bid clubs", *["pass"] * 4, "trump clubs", "discard 8H"],
         "action 6 'discard 8H' by seat 0 is illegal: wrong number of cards"),
        (["bid clubs", *["pass"] * 4, "trump clubs", "discard 8H 8H"],
         "action 6 'discard 8H 8H' by seat 0 is illegal: the same card twice"),
        (["bid clubs", *["pass"] * 4, "trump clubs", "discard 8H KS"],
         "action 6 'discard 8H KS' by seat 0 is illegal: that card is not in the hand"),
        (["bid clubs", *["pass"] * 4, "trump clubs", "discard 8H 7H", "play KS"],
         "action 7 'play KS' by seat 0 is illegal: that card is not in the hand"),
        (["bid clubs", *["pass"] * 4, "trump clubs", "discard 8H 7H", "play 2S"],
         "action 7 'play 2S' by seat 0 is illegal: that card is not in the hand"),
    ],
)  # fmt: skip
def test_illegal_actions(actions: list[str], message: str) -> None:
    assert str(replay_error(actions)) == message


def test_must_trump_is_refused() -> None:
    # The lose_plain scenario: after 7S TS 8S AC, seat 4 (9C 8C 8D) must trump.
    data = json.loads((RECORDS / "lose_plain.json").read_text(encoding="utf-8"))
    data["actions"] = [*data["actions"][:26], "play 8D"]
    with pytest.raises(ReplayError) as info:
        records.replay(load(data))
    assert str(info.value) == "action 26 'play 8D' by seat 4 is illegal: must trump"


def test_action_after_the_end_is_refused() -> None:
    err = replay_error([*BASE["actions"], "play AS"])
    assert err.index == len(BASE["actions"])
    assert err.error.reason is Reason.HAND_OVER
    assert "action 37 'play AS'" in str(err)
    assert "the hand is over" in str(err)


def test_only_the_first_fault_is_named() -> None:
    err = replay_error([*BASE["actions"][:8], "play KH", "play 7D", "dance"])
    assert err.index == 8


def test_non_canonical_action_spellings_replay() -> None:
    actions = [
        "Bid Clubs", "PASS", "pass", "pass", "pass", "trump CLUBS", "discard 7h 8h",
        "play as", "play ks", "play qs", "play js", "play 9s",
    ]  # fmt: skip
    out = outcome_json(load(base(actions=actions)))
    assert out["tricks"] == [1, 0, 0, 0, 0]
    assert out["points"] == [20, 0, 0, 0, 0]
    out = outcome_json(load(base(actions=[*BASE["actions"][:32], "play 7d", "play 10d"])))
    assert out["to_act"] == 2


def test_loading_does_not_replay_and_replaying_is_all_or_nothing() -> None:
    data = base(actions=[*BASE["actions"][:8], "play KH"])
    record = load(data)  # loads: the deal is checked, not the actions
    with pytest.raises(ReplayError):
        records.replay(record)
    # The record itself is untouched and still replays up to the fault when cut there.
    shorter = load(base(actions=list(record.actions[:8])))
    assert outcome_json(shorter)["to_act"] == 1


# -- gaps found and fixed -------------------------------------------------------------------


def test_dump_writes_actions_in_canonical_notation() -> None:
    record = load(base(actions=["Bid  Clubs", "pass", "pass", "pass", "pass", "trump clubs",
                                "discard 8h 7h", "play as", "play 10s"]))  # fmt: skip
    data = json.loads(records.dumps(record))
    assert data["actions"][0] == "bid clubs"
    assert data["actions"][6:] == ["discard 8H 7H", "play AS", "play TS"]


def test_turn_up_is_refused_outside_solo_whist() -> None:
    with pytest.raises(RecordError, match="turn_up"):
        load(base(turn_up="AS"))


def _message(fn: Callable[[], object]) -> str:
    with pytest.raises((RecordError, ReplayError)) as info:
        fn()
    return str(info.value)


def test_error_messages_are_single_lines() -> None:
    assert "\n" not in _message(lambda: records.loads('{\n\n"format": 1,,}'))
    assert "\n" not in _message(lambda: load(base(players=4)))
    assert "\n" not in _message(lambda: load(base(format="a\nb")))
    assert "\n" not in _message(lambda: load(base(hands=[["A\nS"]])))


def test_replay_error_for_an_action_with_a_newline_is_one_line() -> None:
    assert "\n" not in _message(lambda: records.replay(load(base(actions=["x\ny"]))))
