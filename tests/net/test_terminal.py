"""What `join` without `--bot` prints for a person at the terminal, and what it sends."""

from __future__ import annotations

import io
from types import SimpleNamespace

from solo_desktop.net.commands import Terminal


class _Client:
    def __init__(self) -> None:
        self.session = SimpleNamespace(seat=0)
        self.sent: list[dict] = []

    def send(self, frame: dict) -> None:
        self.sent.append(frame)

    def leave(self) -> None:
        self.sent.append({"type": "bye"})


def _view(seq: int, legal: list[str], last=None, **view) -> dict:
    return {"type": "view", "hand": 1, "seq": seq, "to_act": 0 if legal else 1, "legal": legal,
            "view": {"hand": ["2C", "KC", "7D"], **view}, "last": last}  # fmt: skip


def test_the_terminal_shows_the_table_once_and_asks_when_it_is_your_turn():
    out, client = io.StringIO(), _Client()
    t = Terminal(client, out, io.StringIO(""))
    t.show(_view(0, [], turn_up="JD"))
    t.show(_view(1, [], {"seat": 1, "action": "bid solo"}, turn_up="JD"))
    t.show(_view(2, ["play 2C", "play KC"], {"seat": 2, "action": "pass"}, turn_up=None,
                 contract="solo", declarer=1, trump=3))  # fmt: skip
    t.show(_view(3, [], {"seat": 0, "action": "play 2C"}, contract="solo", declarer=1, trump=3))
    lines = out.getvalue().splitlines()
    assert lines == [
        "table: turned up JD",
        "seat 1: bid solo",
        "seat 2: pass",
        "table: solo by seat 1, diamonds are trumps",
        "your cards: 2C KC 7D",
        "your turn: play 2C, play KC",
        "> seat 0: play 2C",
    ]
    t._typed("play KC")
    t._typed("say good luck")
    t._typed("bye")
    assert client.sent == [
        {"type": "act", "action": "play KC", "seq": 2},
        {"type": "chat", "text": "good luck"},
        {"type": "bye"},
    ]
