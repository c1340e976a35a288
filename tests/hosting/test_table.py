"""The hosted table without sockets (PROTOCOL.md): joining, refusals, errors, lost and
returning people, computer players, the ledger and what every frame says."""

from __future__ import annotations

import json

import pytest

from solo_desktop.core import record as records
from solo_desktop.hosting import protocol as p
from solo_desktop.model.ledger import Ledger
from tests.hosting.harness import CODE, Driver, hello, make_host, person

MATCHES = [
    ("solo66", None, {}),
    ("solo_whist", None, {}),
    ("german_solo", None, {}),
    ("sixty_six", None, {}),
    ("six_bid", 3, {}),
    ("six_bid", 4, {}),
    ("six_bid", 4, {"variant": "progressive", "pots": True}),
]


def _kinds(game_id: str, players: int | None) -> list[str]:
    from solo_desktop.core import registry

    n = players or registry.get(game_id).player_counts[-1]
    return ["open", "open"] + ["normal"] * (n - 2)


def _types(conn) -> list[str]:
    return [f["type"] for f in conn.frames]


@pytest.mark.parametrize(("game_id", "players", "rules"), MATCHES)
def test_a_whole_match_with_two_joined_people(game_id, players, rules):
    host_ledger, ledgers = Ledger.memory(), [Ledger.memory(), Ledger.memory()]
    d = make_host(game_id, _kinds(game_id, players), rules, hands=3, ledger=host_ledger)
    a = d.connect(session=person("Anna", ledger=ledgers[0], seed=1))
    b = d.connect(session=person("Anna", ledger=ledgers[1], seed=2))
    assert a.session.seat == 0 and b.session.seat == 1
    assert d.table.seats[1].name == "Anna 2"  # names are made unique
    d.run()
    table = d.table
    assert len(table.match.results) == 3
    assert sum(table.match.totals) == 0
    for conn in (a, b):
        assert conn.closed == (p.CLOSE_NORMAL, "the match is over")
        assert _types(conn)[-1] == "match_over"
        assert conn.frames[-1]["chips"] == table.match.totals
        overs = [f for f in conn.frames if f["type"] == "hand_over"]
        assert [f["hand"] for f in overs] == [1, 2, 3]
        for f, result in zip(overs, table.match.results, strict=True):
            rec = records.loads(json.dumps(f["record"]))
            replayed = records.replay(rec)
            assert f["result"] == replayed.game.outcome(replayed.final).as_json(game_id)
            assert rec == result.record
    # Every ledger holds every hand, with the same chips, summing to zero.
    for ledger in (host_ledger, *ledgers):
        rows = ledger.execute(
            "SELECT h.number, t.seat, t.chips FROM hands h JOIN transfers t"
            " ON t.hand_id = h.id ORDER BY h.number, t.seat"
        )
        by_hand: dict[int, list[int]] = {}
        for number, _seat, chips in rows:
            by_hand.setdefault(number, []).append(chips)
        assert sorted(by_hand) == [1, 2, 3]
        assert all(sum(c) == 0 for c in by_hand.values())
        assert [
            sum(c[s] for c in by_hand.values()) for s in range(table.players)
        ] == table.match.totals


def test_views_follow_every_action_with_seq_and_legal():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], hands=1)
    a = d.connect(session=person("Anna"))
    d.run()
    views = [f for f in a.frames if f["type"] == "view"]
    record = d.table.match.results[0].record
    # One view at the deal and one after every action, seq counting the actions.
    assert [v["seq"] for v in views] == list(range(len(record.actions) + 1))
    for v in views:
        assert v["hand"] == 1
        if v["to_act"] == 0 and v["seq"] < len(record.actions):
            assert v["legal"] and v["legal"] == sorted(v["legal"])
            assert record.actions[v["seq"]] in v["legal"]
        else:
            assert v["legal"] == []
        if v["seq"]:
            assert v["last"]["action"] == record.actions[v["seq"] - 1]
        else:
            assert v["last"] is None


def _joined(game_id="solo_whist", level=None):
    d = make_host(game_id, ["open", "normal", "normal", "normal"], hands=2)
    a = d.connect(session=person("Anna", level=level))
    d.step()
    return d, a


def _wait_for_turn(d: Driver, conn) -> dict:
    for _ in range(500):
        v = conn.session.view
        if v is not None and v["legal"] and v["seq"] == d.table.seq():
            return v
        d.step()
    raise AssertionError("never this seat's turn")


def test_errors_leave_the_table_unchanged_and_say_why():
    d, a = _joined()
    v = _wait_for_turn(d, a)
    state, seq = d.table.match.state, v["seq"]
    cases = [
        ({"type": "act", "action": v["legal"][0], "seq": seq - 1}, "stale"),
        ({"type": "act", "action": "play ZZ", "seq": seq}, "illegal"),
        ({"type": "act", "action": "fly away", "seq": seq}, "illegal"),
        ({"type": "act", "action": 7, "seq": seq}, "bad_message"),
        ({"type": "act", "action": v["legal"][0], "seq": True}, "bad_message"),
        ({"type": "dance"}, "bad_message"),
        (hello(), "bad_message"),
        ("{not json", "bad_message"),
        ("[1, 2]", "bad_message"),
        ({"type": "chat", "text": "x" * 201}, "bad_message"),
    ]
    for frame, reason in cases:
        a.frames.clear()
        d.send(a, frame)
        assert [f["type"] for f in a.frames] == ["error"], frame
        assert a.frames[0]["reason"] == reason, frame
        assert d.table.match.state is state
    assert a.closed is None


def test_an_illegal_card_is_refused_with_the_games_reason():
    d, a = _joined()
    for _ in range(60):
        v = _wait_for_turn(d, a)
        plays = [x for x in v["legal"] if x.startswith("play ")]
        bad = [c for c in v["view"]["hand"] if plays and f"play {c}" not in v["legal"]]
        if bad:
            break
        d.send(a, {"type": "act", "action": v["legal"][0], "seq": v["seq"]})
    assert bad, "seat 0 never had to follow suit"
    state = d.table.match.state
    a.frames.clear()
    d.send(a, {"type": "act", "action": f"play {bad[0]}", "seq": v["seq"]})
    assert a.frames[0]["reason"] == "illegal"
    assert a.frames[0]["message"].startswith("must ")
    assert d.table.match.state is state


def test_acting_out_of_turn():
    d, a = _joined()
    for _ in range(500):
        if d.table.match.in_hand and d.table.game.to_act(d.table.match.state) != 0:
            break
        v = _wait_for_turn(d, a)
        d.send(a, {"type": "act", "action": v["legal"][0], "seq": v["seq"]})
    a.frames.clear()
    d.send(a, {"type": "act", "action": "pass", "seq": d.table.seq()})
    assert a.frames[0]["reason"] == "not_your_turn"


def test_the_21st_error_within_a_minute_closes_and_a_computer_takes_over():
    d, a = _joined()
    for _i in range(20):
        d.send(a, {"type": "nonsense"})
        d.now += 0.5
    assert a.closed is None
    assert sum(f["type"] == "error" for f in a.frames) == 20
    d.send(a, {"type": "nonsense"})
    assert a.closed == (p.CLOSE_POLICY, "too many erroneous frames")
    assert d.table.seats[0].conn is None and d.table.seats[0].lost_at is not None


def test_errors_spread_over_more_than_a_minute_do_not_close():
    d, a = _joined()
    for _ in range(60):
        d.send(a, {"type": "nonsense"})
        d.now += 3.5
    assert a.closed is None


@pytest.mark.parametrize(
    ("frame", "reason"),
    [
        ("hello", "bad_hello"),
        ({"type": "act", "action": "pass", "seq": 0}, "bad_hello"),
        (hello(protocol=2), "version"),
        (hello(protocol="1"), "bad_hello"),
        (hello(name=""), "bad_hello"),
        (hello(name="   "), "bad_hello"),
        (hello(name="x" * 25), "bad_hello"),
        (hello(name="bell\x07"), "bad_hello"),
        (hello(seat="0"), "bad_hello"),
        (hello(seat=9), "bad_hello"),
        (hello(token=5), "bad_hello"),
        (hello(code="K7QM2Y"), "bad_code"),
        (hello(code="K7QM2"), "bad_code"),
        (hello(code=None), "bad_code"),
        (hello(seat=1), "seat_taken"),
        (hello(seat=0, token="not-the-token"), "bad_token"),
        (hello(seat=None, token="not-the-token"), "bad_token"),
    ],
)
def test_refusals(frame, reason):
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"])
    c = d.connect()
    d.send(c, frame)
    assert _types(c) == ["refused"]
    assert c.frames[0]["reason"] == reason
    assert c.closed is not None
    assert d.table.seats[0].kind == "open"


def test_a_joining_client_gets_the_seat_it_wishes():
    d = make_host("german_solo", ["open"] * 4, auto_start=False)
    c = d.connect(session=person("Cleo", seat=2))
    assert c.session.seat == 2 and d.table.seats[2].name == "Cleo"
    assert [s.kind for s in d.table.seats] == ["open", "open", "person", "open"]
    late = d.connect(session=person("Dora", seat=2))
    assert late.frames[0]["reason"] == "seat_taken"


def test_a_full_table_refuses():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], auto_start=False)
    d.connect(session=person("Anna"))
    c = d.connect()
    d.send(c, hello(name="Ben"))
    assert c.frames[0]["reason"] == "full"


def test_the_sixth_wrong_code_within_a_minute_is_refused():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], auto_start=False)
    for i in range(5):
        c = d.connect("10.9.8.7")
        d.send(c, hello(code="AAAAAA"))
        assert c.frames[0]["reason"] == "bad_code", i
        d.now += 5
    c = d.connect("10.9.8.7")
    d.send(c, hello())  # even the right code
    assert c.frames[0]["reason"] == "too_many_tries"
    other = d.connect("10.9.8.8")  # another address is not affected
    d.send(other, hello())
    assert other.frames[0]["type"] == "welcome"
    d.now += 61  # a quiet minute lifts it
    c = d.connect("10.9.8.7")
    d.send(c, hello(name="Carl", seat=None))
    assert c.frames[0]["reason"] == "full"  # judged again: the table is full now


def test_wrong_codes_spread_over_minutes_are_not_blocked():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], auto_start=False)
    for _ in range(12):
        c = d.connect("10.9.8.7")
        d.send(c, hello(code="AAAAAA"))
        assert c.frames[0]["reason"] == "bad_code"
        d.now += 13


def test_no_hello_within_ten_seconds_closes():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], auto_start=False)
    c = d.connect()
    d.step(9.9)
    assert c.closed is None
    d.step(0.2)
    assert c.closed == (p.CLOSE_POLICY, "no hello within 10 s")


def test_oversized_and_binary_frames_close():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], auto_start=False)
    c = d.connect()
    d.send(c, json.dumps(hello(name="A", pad="x" * p.MAX_FRAME)))
    assert c.closed == (p.CLOSE_TOO_BIG, "frame over 64 KiB")
    c = d.connect(session=person("Anna"))
    d.perform(d.host.binary(c.id, d.now))
    assert c.closed[0] == p.CLOSE_UNSUPPORTED
    assert d.table.seats[0].kind == "open"  # before the start a lost seat is open again


def test_lost_person_grace_stand_in_and_return():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], hands=3, grace=20.0)
    a = d.connect(session=person("Anna", level=None))
    token = a.session.token
    _wait_for_turn(d, a)
    d.drop(a)
    seq = d.table.seq()
    for _ in range(19 * 20):
        d.step()  # 19 s: the table waits for Anna
    assert d.table.seq() == seq
    assert not d.table.seats[0].stand_in
    d.step(1.5)
    assert d.table.seats[0].stand_in
    for _ in range(5):
        d.step()
    assert d.table.seq() > seq or d.table.match.hand_number > 1  # the computer played for her
    back = d.connect(session=person("Anna", seat=0, token=token))
    assert back.frames[0]["type"] == "welcome" and back.frames[0]["seat"] == 0
    assert any(f["type"] == "view" for f in back.frames)  # the current view at once
    assert not d.table.seats[0].stand_in
    assert d.table.table_json()["seats"][0]["connected"] is True
    d.run()
    assert back.session.over


def test_a_returning_person_plays_from_the_next_decision():
    d = make_host("solo_whist", ["open", "normal", "normal", "normal"], hands=2, grace=0.0)
    a = d.connect(session=person("Anna", level=None))  # nobody acts for Anna's client
    v = _wait_for_turn(d, a)
    d.drop(a)
    d.step()  # grace 0: the computer takes her seat and plays on
    assert d.table.seq() > v["seq"] or d.table.match.hand_number > 1
    back = d.connect(session=person("Anna", level=None, seat=0, token=a.session.token))
    before = (d.table.match.hand_number, d.table.seq())
    v = _wait_for_turn(d, back)  # the table now waits for her
    for _ in range(100):
        d.step()
    assert (d.table.match.hand_number, d.table.seq()) == (v["hand"], v["seq"])
    assert (v["hand"], v["seq"]) >= before
    d.send(back, {"type": "act", "action": v["legal"][0], "seq": v["seq"]})
    assert d.table.seq() > v["seq"] or d.table.match.hand_number > v["hand"]


def test_a_second_connection_with_the_token_replaces_the_first():
    d, a = _joined()
    b = d.connect(session=person("Anna", seat=0, token=a.session.token))
    assert b.frames[0]["type"] == "welcome"
    assert a.closed is not None
    assert d.table.seats[0].conn == b.id


def test_bye_leaves_the_seat_to_a_computer_for_good():
    d, a = _joined()
    token = a.session.token
    d.send(a, {"type": "bye"})
    assert a.closed[0] == p.CLOSE_NORMAL
    seat = d.table.table_json()["seats"][0]
    assert seat["kind"] == "computer" and seat["level"] == "normal"
    c = d.connect(session=person("Anna", seat=0, token=token))
    assert c.frames[0]["reason"] == "bad_token"
    d.run()


def test_chat_is_relayed_to_everyone():
    d = make_host("solo_whist", ["open", "open", "normal", "normal"], auto_start=False)
    a = d.connect(session=person("Anna"))
    b = d.connect(session=person("Ben"))
    d.send(a, {"type": "chat", "text": "  good luck\n"})
    for conn in (a, b):
        assert conn.frames[-1] == {"type": "chat", "seat": 0, "name": "Anna", "text": "good luck"}
    for _ in range(4):
        d.send(a, {"type": "chat", "text": "again"})
    d.send(a, {"type": "chat", "text": "one too many"})
    assert a.frames[-1]["type"] == "error" and a.frames[-1]["reason"] == "bad_message"


def test_fill_after_starts_with_computer_players():
    d = make_host("solo_whist", ["open", "open", "open", "normal"], fill_after=5.0, hands=1)
    a = d.connect(session=person("Anna"))
    d.step(4.0)
    assert not d.table.started
    d.step(1.5)
    assert d.table.started
    seats = d.table.table_json()["seats"]
    assert [s["kind"] for s in seats] == ["person", "computer", "computer", "computer"]
    # A filled seat is named by its place at the table, whatever its level.
    assert [s["name"] for s in seats] == ["Anna", "Computer 2", "Computer 3", "Computer 4"]
    assert all(s["level"] == "normal" for s in seats[1:])
    d.run()
    assert a.session.over


def test_a_seat_left_before_the_start_opens_again():
    d = make_host("solo_whist", ["open", "open", "normal", "normal"], auto_start=False)
    a = d.connect(session=person("Anna"))
    d.drop(a)
    assert d.table.table_json()["seats"][0]["kind"] == "open"
    c = d.connect(session=person("Ben"))
    assert c.session.seat == 0


def test_the_table_frame_describes_the_match():
    d = make_host("six_bid", ["open", "normal", "normal"], hands=2, auto_start=False)
    a = d.connect(session=person("Anna"))
    table = a.frames[0]["table"]
    assert table["game"] == "six_bid" and table["players"] == 3 and table["hands"] == 2
    assert table["started"] is False and table["played"] == 0 and table["chips"] == [0, 0, 0]
    assert table["rules"] == dict(d.table.rules)
    assert table["seats"][0] == {
        "name": "Anna", "kind": "person", "level": None, "connected": True, "stand_in": False
    }  # fmt: skip
    assert table["seats"][1]["kind"] == "computer" and table["seats"][1]["level"] == "normal"
    assert a.frames[0]["protocol"] == 1 and len(a.frames[0]["token"]) >= 22
    assert d.table.code == CODE
