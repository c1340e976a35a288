"""Fuzzing the host (PROTOCOL.md "What bad input gets"): thousands of bad frames from seated
clients and strangers while a match runs. No crash, every answer as PROTOCOL.md says, and the
match's result exactly that of the same match without them."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from solo_desktop.hosting import protocol as p
from solo_desktop.hosting.seats import Close, Send
from tests.hosting.harness import Conn, Driver, hello, make_host, person

KINDS = ["open", "open", "normal", "normal"]


def _match(fuzz: bool, game_id: str = "solo_whist", seed: int = 3) -> tuple[Driver, int]:
    d = make_host(game_id, KINDS, hands=16, seed=seed)
    a = d.connect(session=person("Anna", seed=1))
    b = d.connect(session=person("Ben", seed=2))
    rng = random.Random(99)
    sent = [0]

    def attack(d: Driver) -> None:
        if not fuzz or d.table.finished:
            return
        for _ in range(25):
            _seated_fault(d, rng.choice((a, b)), rng)
            sent[0] += 1
        for _ in range(25):
            _stranger(d, rng)
            sent[0] += 1

    d.run(limit=50000, between=attack)
    return d, sent[0]


def _seated_fault(d: Driver, conn, rng: random.Random) -> None:
    """A frame that must be answered with exactly one error of the expected reason."""
    table = d.table
    seq = table.seq()
    to_act = table.game.to_act(table.match.state) if table.match.in_hand else None
    legal = list(table.game.legal_actions(table.match.state)) if table.match.in_hand else []
    seat = conn.session.seat
    choices: list[tuple[object, str]] = [
        ("{" * rng.randint(1, 50), "bad_message"),
        ("[" * 5000 + "]" * 5000, "bad_message"),
        ("null", "bad_message"),
        (
            json.dumps({"type": rng.choice(["", "act2", "welcome", "view", "x" * 300])}),
            "bad_message",
        ),
        ({"type": "act"}, "bad_message"),
        ({"type": "act", "action": None, "seq": seq}, "bad_message"),
        ({"type": "act", "action": "play AS", "seq": 1.5}, "bad_message"),
        ({"type": "act", "action": "x" * 500, "seq": seq}, "bad_message"),
        ({"type": "chat", "text": 12}, "bad_message"),
        ({"type": "chat", "text": "\x00\x01"}, "bad_message"),
        (hello(), "bad_message"),
        ({"type": "act", "action": "pass", "seq": seq + rng.randint(1, 10**12)}, "stale"),
        ({"type": "act", "action": "pass", "seq": -rng.randint(1, 10**30)}, "stale"),
    ]
    if table.match.in_hand:
        if to_act == seat and not table.seats[seat].by_computer:
            bad = rng.choice(["play ZZ", "bid nothing", "trump purple", "discard", "  ", "pl ay"])
            choices.append(({"type": "act", "action": bad, "seq": seq}, "illegal"))
        elif legal:
            choices.append(
                ({"type": "act", "action": rng.choice(legal), "seq": seq}, "not_your_turn")
            )
    frame, reason = rng.choice(choices)
    before = (table.match.hand_number, seq, len(conn.frames))
    d.send(conn, frame)  # type: ignore[arg-type]
    answers = conn.frames[before[2] :]
    assert conn.closed is None
    assert [f["type"] for f in answers] == ["error"], frame
    assert answers[0]["reason"] == reason, frame
    assert (table.match.hand_number, table.seq()) == before[:2]
    d.now += 3.01  # at most 20 errors a minute from one client: stay just inside


def _stranger(d: Driver, rng: random.Random) -> None:
    """A connection that never gets a seat: refused, or closed for its frame."""
    address = f"192.0.2.{rng.randint(1, 40)}"
    c = d.connect(address)
    kind = rng.randrange(7)
    if kind == 0:
        d.send(c, hello(code="".join(rng.choice(p.CODE_ALPHABET) for _ in range(6))))
        assert c.frames[0]["reason"] in ("bad_code", "too_many_tries", "full")
    elif kind == 1:
        d.send(c, bytes(rng.randrange(256) for _ in range(40)).decode("latin-1"))
        assert c.frames[0]["reason"] == "bad_hello"
    elif kind == 2:
        d.send(c, hello(protocol=rng.choice([0, 2, 10**20])))
        assert c.frames[0]["reason"] in ("version", "too_many_tries")
    elif kind == 3:
        d.send(c, hello(seat=rng.randrange(4), token="forged" * rng.randint(1, 60)))
        assert c.frames[0]["reason"] in ("bad_token", "too_many_tries")
    elif kind == 4:
        d.send(c, "x" * (p.MAX_FRAME + 1))
        assert c.closed == (p.CLOSE_TOO_BIG, "frame over 64 KiB") and not c.frames
        return
    elif kind == 5:
        d.perform(d.host.binary(c.id, d.now))
        assert c.closed[0] == p.CLOSE_UNSUPPORTED and not c.frames
        return
    else:
        d.send(c, hello(name="\u200b" * 30))
        assert c.frames[0]["reason"] in ("bad_hello", "too_many_tries")
    assert [f["type"] for f in c.frames] == ["refused"]
    assert c.closed is not None


def _records(d: Driver) -> list:
    return [(r.record, r.outcome) for r in d.table.match.results]


def test_ten_thousand_bad_frames_change_nothing():
    clean, _ = _match(fuzz=False)
    fuzzed, sent = _match(fuzz=True)
    assert sent >= 10_000, sent
    assert _records(fuzzed) == _records(clean)
    assert fuzzed.table.match.totals == clean.table.match.totals
    # The host holds nothing for the strangers it turned away.
    assert not fuzzed.host._pending and len(fuzzed.host._seated) == 0


def _host_with_people() -> tuple[Driver, Conn, Conn]:
    d = make_host("german_solo", KINDS, hands=4)
    a = d.connect(session=person("Anna", level=None))
    b = d.connect(session=person("Ben", level=None))
    d.step()
    return d, a, b


@settings(max_examples=300, deadline=None)
@given(
    texts=st.lists(st.one_of(st.text(max_size=300), st.binary(max_size=300)), max_size=8),
    who=st.integers(0, 2),
)
def test_any_bytes_from_anyone_never_crash_the_host(texts, who):
    d, a, b = _host_with_people()
    c = d.connect("203.0.113.5")
    conn = (a, b, c)[who]
    for t in texts:
        if isinstance(t, bytes):
            out = d.host.binary(conn.id, d.now)
        else:
            out = d.host.text(conn.id, t, d.now)
        for o in out:
            assert isinstance(o, Send | Close)
            if isinstance(o, Send):
                assert o.frame["type"] in ("error", "refused", "welcome", "table", "view", "chat")
                json.dumps(o.frame)
        d.perform(out)
    d.step()
    assert d.table.started
