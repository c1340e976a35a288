"""The table announcement (`solo_desktop.hosting.discovery`): it comes back equal, never
carries the table code, refuses every malformed datagram without raising, and the list of
tables heard changes, and forgets, when it should."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solo_desktop.core import registry
from solo_desktop.hosting import discovery as d
from solo_desktop.hosting.protocol import CODE_ALPHABET, CODE_LENGTH

ROOT = Path(__file__).resolve().parents[2]

TABLE = d.Announcement("Anna", "solo66", 5, 2, 47066, False)


def _payload(**changes: Any) -> dict[str, Any]:
    """A valid announcement's JSON object with some fields changed (None: left out)."""
    frame: dict[str, Any] = json.loads(d.encode(TABLE))
    for key, value in changes.items():
        if value is None:
            frame.pop(key, None)
        else:
            frame[key] = value
    return frame


def _decode(frame: dict[str, Any]) -> d.Announcement | None:
    """`decode` of a JSON object sent from 10.0.0.7."""
    return d.decode(json.dumps(frame).encode(), "10.0.0.7")


def test_the_numbers() -> None:
    assert d.DISCOVERY_PORT == 47067
    assert d.ANNOUNCE_SECONDS == 2.0
    assert d.FORGET_SECONDS == 7.0


def test_the_datagram_field_by_field() -> None:
    frame = json.loads(d.encode(TABLE).decode("utf-8"))
    assert frame == {
        "type": "solo-desktop-table",
        "protocol": 1,
        "name": "Anna",
        "game": "solo66",
        "players": 5,
        "open": 2,
        "port": 47066,
        "started": False,
    }


@pytest.mark.parametrize("game", [g.id for g in registry.games()])
def test_round_trip_for_every_game_and_player_count(game: str) -> None:
    for players in registry.get(game).player_counts:
        for open_seats in range(players + 1):
            a = d.Announcement("Zoë Ünal", game, players, open_seats, 1, open_seats == 0)
            back = d.decode(d.encode(a), "192.168.1.20")
            assert back == d.Announcement(
                "Zoë Ünal", game, players, open_seats, 1, open_seats == 0, "192.168.1.20"
            )


def test_the_address_comes_from_the_receiver_never_from_the_payload() -> None:
    sent = d.Announcement("Anna", "solo66", 5, 2, 47066, False, address="6.6.6.6")
    assert b"6.6.6.6" not in d.encode(sent)
    assert _decode(_payload(address="6.6.6.6")) == d.Announcement(
        "Anna", "solo66", 5, 2, 47066, False, "10.0.0.7"
    )


@given(code=st.text(CODE_ALPHABET, min_size=CODE_LENGTH, max_size=CODE_LENGTH), name=st.text())
def test_the_table_code_is_never_sent(code: str, name: str) -> None:
    # An announcement has no field for the code; whatever the name, the bytes hold no
    # `code` key, and a code a host happens to use is nowhere in them unless the host's own
    # name spells it.
    data = d.encode(d.Announcement(name, "six_bid", 4, 1, 47066, True))
    frame = json.loads(data)
    assert set(frame) == {"type", "protocol", "name", "game", "players", "open", "port", "started"}
    if code not in name:
        assert code.encode() not in data
    assert "code" not in d.Announcement.__dataclass_fields__


def test_a_payload_with_a_code_field_is_read_without_it() -> None:
    assert _decode(_payload(code="K7QM2X")) == d.Announcement(
        "Anna", "solo66", 5, 2, 47066, False, "10.0.0.7"
    )


@pytest.mark.parametrize(
    "changes",
    [
        {"type": "table"},
        {"type": None},
        {"protocol": 2},
        {"protocol": True},
        {"protocol": 1.0},
        {"protocol": "1"},
        {"protocol": None},
        {"game": "poker"},
        {"game": 66},
        {"game": None},
        {"players": 4},  # Solo 66 is five players
        {"players": True},
        {"players": 5.0},
        {"players": "5"},
        {"open": 6},
        {"open": -1},
        {"open": False},
        {"open": None},
        {"port": 0},
        {"port": 65536},
        {"port": -47066},
        {"port": True},
        {"port": 47066.0},
        {"port": "47066"},
        {"started": 0},
        {"started": 1},
        {"started": "false"},
        {"started": None},
        {"name": ""},
        {"name": " \t\n "},
        {"name": 7},
        {"name": ["Anna"]},
        {"name": None},
    ],
    ids=repr,
)
def test_malformed_fields_are_refused(changes: dict[str, Any]) -> None:
    assert _decode(_payload()) is not None
    assert _decode(_payload(**changes)) is None


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xff\xfe",
        b"\xed\xa0\x80",  # a UTF-8-encoded surrogate is not UTF-8
        b"null",
        b"[]",
        b'"solo-desktop-table"',
        b"{",
        b"{}",
        b"NaN",
        b"[" * 1000 + b"]" * 24,
        json.dumps(_payload(pad="x" * 1024)).encode(),
    ],
    ids=lambda b: repr(b[:20]),
)
def test_malformed_datagrams_are_refused(data: bytes) -> None:
    assert d.decode(data, "10.0.0.7") is None


def test_the_size_limit_is_exactly_1024_bytes() -> None:
    base = json.dumps(_payload(pad="")).encode()
    fits = json.dumps(_payload(pad="x" * (1024 - len(base)))).encode()
    assert len(fits) == 1024
    assert d.decode(fits, "10.0.0.7") is not None
    assert d.decode(fits[:-1] + b" }", "10.0.0.7") is None


def test_names_are_cleaned_and_trimmed() -> None:
    assert _decode(_payload(name="  Anna\x00\x1b[31m\nB\u200b  ")).name == "Anna [31m B"  # type: ignore[union-attr]
    long = _decode(_payload(name="W" * 23 + " ÄÖÜ and more"))
    assert long is not None and long.name == "W" * 23
    many = d.decode(json.dumps(_payload(name="é" * 200), ensure_ascii=False).encode(), "10.0.0.7")
    assert many is not None and many.name == "é" * 24


@given(st.binary(max_size=1100))
def test_decode_never_raises_on_any_bytes(data: bytes) -> None:
    a = d.decode(data, "10.0.0.7")
    assert a is None or a.address == "10.0.0.7"


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=10,
)
FIELD_VALUES = st.one_of(
    JSON,
    st.sampled_from([g.id for g in registry.games()]),
    st.integers(min_value=-2, max_value=70000),
    st.sampled_from(["solo-desktop-table", 1, True, False]),
)


@given(
    st.dictionaries(
        st.sampled_from(
            ["type", "protocol", "name", "game", "players", "open", "port", "started", "x"]
        ),
        FIELD_VALUES,
    )
)
def test_decode_never_raises_on_any_json_object(frame: dict[str, Any]) -> None:
    data = json.dumps(frame).encode()
    a = d.decode(data, "10.0.0.7")
    if a is not None:  # then every field was as it must be
        assert len(data) <= 1024
        assert frame["type"] == "solo-desktop-table"
        assert frame["protocol"] == 1 and type(frame["protocol"]) is int
        assert a.players in registry.get(a.game).player_counts
        assert type(a.players) is int and type(a.open_seats) is int and type(a.port) is int
        assert 0 <= a.open_seats <= a.players and 1 <= a.port <= 65535
        assert type(a.started) is bool
        assert 1 <= len(a.name) <= 24 and a.name.isprintable() and a.name == a.name.strip()


@given(
    st.fixed_dictionaries(
        {
            "type": st.just("solo-desktop-table"),
            "protocol": st.just(1),
            "name": st.text(),
            "game": st.just("six_bid"),
            "players": st.sampled_from([3, 4]),
            "open": st.integers(0, 3),
            "port": st.integers(1, 65535),
            "started": st.booleans(),
        }
    )
)
def test_near_valid_announcements_decode_to_what_was_sent(frame: dict[str, Any]) -> None:
    data = json.dumps(frame).encode()
    a = d.decode(data, "10.0.0.7")
    if a is None:
        assert d.clean_name(frame["name"]) is None or len(data) > 1024
    else:
        assert (a.game, a.players, a.open_seats, a.port, a.started) == (
            "six_bid",
            frame["players"],
            frame["open"],
            frame["port"],
            frame["started"],
        )
        assert a.name == d.clean_name(frame["name"])


def _at(address: str, **changes: Any) -> d.Announcement:
    """Anna's Solo 66 table as heard from `address`, with some fields changed."""
    fields: dict[str, Any] = {
        "name": "Anna",
        "game": "solo66",
        "players": 5,
        "open_seats": 2,
        "port": 47066,
        "started": False,
        "address": address,
    }
    fields.update(changes)
    return d.Announcement(**fields)


def test_sightings_report_new_and_changed_tables_only() -> None:
    seen = d.Sightings()
    assert seen.tables() == []
    assert seen.heard(_at("10.0.0.2"), 0.0)
    assert not seen.heard(_at("10.0.0.2"), 2.0)  # the same again: no change
    assert seen.heard(_at("10.0.0.2", open_seats=1), 4.0)
    assert seen.tables() == [_at("10.0.0.2", open_seats=1)]
    assert seen.heard(_at("10.0.0.2", port=5000), 4.0)  # another table on the same machine
    assert seen.heard(_at("10.0.0.3"), 4.0)  # the same table on another machine
    assert len(seen.tables()) == 3
    assert seen.heard(_at("10.0.0.3", started=True), 5.0)
    assert not seen.heard(_at("10.0.0.3", started=True), 6.0)


def test_sightings_forget_a_table_not_heard_for_forget_seconds() -> None:
    seen = d.Sightings()
    seen.heard(_at("10.0.0.2"), 100.0)
    seen.heard(_at("10.0.0.3"), 103.0)
    assert not seen.expire(106.9)
    assert seen.expire(107.0)
    assert seen.tables() == [_at("10.0.0.3")]
    assert not seen.expire(109.0)
    seen.heard(_at("10.0.0.3"), 109.0)  # heard again: the clock starts over
    assert not seen.expire(115.9)
    assert seen.expire(116.0)
    assert seen.tables() == []
    assert not seen.expire(200.0)
    assert seen.heard(_at("10.0.0.3"), 201.0)  # a forgotten table is new again


def test_sightings_forget_seconds_can_be_chosen() -> None:
    seen = d.Sightings(forget_seconds=1.0)
    seen.heard(_at("10.0.0.2"), 0.0)
    assert not seen.expire(0.5)
    assert seen.expire(1.0)


def test_sightings_sort_by_name_then_address() -> None:
    seen = d.Sightings()
    for a in [
        _at("10.0.0.10", name="bob"),
        _at("10.0.0.9", name="Bob"),
        _at("10.0.0.9", name="anna", port=2),
        _at("10.0.0.9", name="anna", port=1),
        _at("10.0.0.1", name="Carl"),
    ]:
        seen.heard(a, 0.0)
    assert [(a.name, a.address, a.port) for a in seen.tables()] == [
        ("anna", "10.0.0.9", 1),
        ("anna", "10.0.0.9", 2),
        ("Bob", "10.0.0.9", 47066),
        ("bob", "10.0.0.10", 47066),
        ("Carl", "10.0.0.1", 47066),
    ]


def test_sightings_keep_a_bounded_number_of_tables() -> None:
    seen = d.Sightings(limit=3)
    for port in range(1, 4):
        assert seen.heard(_at("10.0.0.2", port=port), 0.0)
    assert not seen.heard(_at("10.0.0.2", port=4), 1.0)  # a flood cannot grow the list
    assert seen.heard(_at("10.0.0.2", port=1, open_seats=1), 1.0)  # known tables still update
    assert [a.port for a in seen.tables()] == [1, 2, 3]
    seen.expire(7.0)
    assert seen.tables() == [_at("10.0.0.2", port=1, open_seats=1)]
    assert seen.heard(_at("10.0.0.2", port=4), 7.0)  # room again


def test_the_discovery_format_does_not_import_qt() -> None:
    code = (
        "import sys\n"
        "import solo_desktop.hosting.discovery\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
