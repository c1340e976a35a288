"""The match a seat at a hosted table sees (`MirrorMatch`) agrees with the host's own match at
every frame: the hand in progress, its dealer and length, the hands booked, the totals (with
Progressive Solo's pots), and it holds no state of the hand."""

from __future__ import annotations

import json

import pytest

from solo_desktop.hosting.mirror import MirrorMatch
from tests.hosting.harness import Conn, Driver, make_host, person

CASES = [
    ("solo_whist", ["open", "normal", "normal", "normal"], {}),
    ("sixty_six", ["open", "normal"], {}),
    ("six_bid", ["normal", "open", "normal", "normal"], {"variant": "progressive", "pots": True}),
]


@pytest.mark.parametrize(("game", "kinds", "rules"), CASES)
def test_the_mirror_agrees_with_the_host_at_every_frame(
    game: str, kinds: list[str], rules: dict[str, object]
) -> None:
    d = make_host(game, kinds, rules=rules, hands=3)
    session = person("Anna")
    conn = d.connect(session=session)
    mirror = MirrorMatch(session)
    seat = kinds.index("open")
    assert session.seat == seat and not mirror.in_hand
    checked = [0]

    def check(driver: Driver) -> None:
        mirror.sync()
        host = driver.table.match
        if conn.closed is not None:
            return
        assert mirror.in_hand == host.in_hand
        assert mirror.hand_number == host.hand_number
        assert [r.chips for r in mirror.results] == [r.chips for r in host.results]
        assert mirror.totals == host.totals
        if host.in_hand:
            assert mirror.dealer == host.dealer
            assert len(mirror.actions) == len(host.actions)
            checked[0] += 1

    d.run(between=check)
    assert checked[0] > 20
    mirror.sync()
    assert mirror.over and len(mirror.results) == 3 and not mirror.in_hand
    assert mirror.totals == d.table.match.totals
    assert [s.name for s in mirror.seats][seat] == "Anna"
    assert all(mirror.seats[i].bot for i in range(len(kinds)) if i != seat)
    with pytest.raises(RuntimeError):
        _ = mirror.state
    assert not mirror.can_undo(seat) and not mirror.hand_over


def test_a_mirror_needs_the_table_first() -> None:
    with pytest.raises(ValueError):
        MirrorMatch(person("Anna"))


def test_a_seat_at_the_hosts_computer_is_an_ordinary_connection_with_the_same_checks() -> None:
    d = make_host("solo_whist", ["open", "open", "normal", "normal"], hands=1)
    here = person("Hanna", level=None)
    conn = Conn(99, "in-process", None)  # no socket and no hello: the host seats it itself
    d.conns[conn.id] = conn
    d.perform(d.host.seat_local(d.table.code, 0, "Hanna", conn.id))
    for frame in conn.frames:
        here.receive(json.dumps(frame))
    assert here.seat == 0 and here.welcomed
    assert d.table.seats[0].local and d.table.seats[0].connected
    assert d.table.table_json()["seats"][0]["kind"] == "person"
    with pytest.raises(ValueError):
        d.table.seat_local(99, 0, "Again")  # the seat is a person's now
    d.perform(d.table.start(d.now))  # the other open seat gets a computer player
    assert d.table.started and d.table.seats[1].kind == "computer"
    with pytest.raises(ValueError):
        d.table.seat_local(98, 1, "Late")  # not after the start
    # Its frames pass the same checks as a joined seat's: a stale seq is refused.
    view = [f for f in conn.frames if f["type"] == "view"][-1]
    while view["to_act"] != 0:
        d.step()
        view = [f for f in conn.frames if f["type"] == "view"][-1]
    d.send(conn, {"type": "act", "action": view["legal"][0], "seq": view["seq"] + 5})
    assert conn.frames[-1]["type"] == "error" and conn.frames[-1]["reason"] == "stale"
    d.send(conn, {"type": "act", "action": view["legal"][0], "seq": view["seq"]})
    assert d.table.seq() == view["seq"] + 1
