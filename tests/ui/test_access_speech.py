"""The app's own voice: off by default, so nothing speaks unless asked; when switched on it
speaks each announcement once; where speech cannot load, nothing fails and nothing speaks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from solo_desktop.controller.match_controller import MatchController
from solo_desktop.core import registry
from solo_desktop.model.match import Match, Seat
from solo_desktop.ui.access.announcer import Announcer
from solo_desktop.ui.access.speech import Speech


class FakeEngine:
    """Records what a QTextToSpeech would have been asked."""

    def __init__(self) -> None:
        self.spoken: list[str] = []
        self.rates: list[float] = []
        self.stops = 0

    def enqueue(self, text: str) -> None:
        self.spoken.append(text)

    def say(self, text: str) -> None:
        self.spoken.append(text)

    def setRate(self, rate: float) -> None:
        self.rates.append(rate)

    def stop(self) -> None:
        self.stops += 1


class Factory:
    """Makes one FakeEngine and counts how often it was asked to."""

    def __init__(self) -> None:
        self.engine = FakeEngine()
        self.calls = 0

    def __call__(self, parent: QObject) -> Any:
        self.calls += 1
        return self.engine


def play_a_hand(qtbot: QtBot, announcer: Announcer) -> MatchController:
    """Four computer players play a hand of German Solo to its end, announced."""
    game = registry.get("german_solo")
    seats = [Seat(n, "random") for n in ("Anna", "Bert", "Clara", "Dora")]
    controller = MatchController(Match(game, game.house_rules(), seats, seed=2), speed=0)
    announcer.bind(controller)
    with qtbot.waitSignal(controller.hand_settled, timeout=30_000):
        controller.start()
    return controller


def test_speech_is_off_by_default_and_says_nothing(qtbot: QtBot) -> None:
    factory = Factory()
    speech = Speech(engine_factory=factory)
    assert not speech.enabled
    assert speech.say("Bert plays the queen of spades") is False
    announcer = Announcer(None, speech)
    play_a_hand(qtbot, announcer)
    assert len(announcer.history) > 5
    assert factory.engine.spoken == []
    assert factory.calls == 0  # the engine is not even loaded


def test_speech_on_speaks_every_announcement_once(qtbot: QtBot) -> None:
    factory = Factory()
    speech = Speech(engine_factory=factory)
    speech.set_enabled(True)
    assert speech.available
    announcer = Announcer(None, speech, keep=1000)
    play_a_hand(qtbot, announcer)
    assert factory.engine.spoken == announcer.history
    assert factory.calls == 1
    speech.set_enabled(False)
    assert factory.engine.stops == 1
    assert speech.say("Clara takes the trick") is False
    assert factory.engine.spoken == announcer.history


def test_the_rate_is_kept_between_minus_one_and_one(qtbot: QtBot) -> None:
    factory = Factory()
    speech = Speech(engine_factory=factory)
    speech.set_rate(3.0)
    assert speech.rate == 1.0
    speech.set_rate(-0.5)
    assert speech.available
    assert factory.engine.rates == [-0.5]  # set when the engine loads
    speech.set_rate(-7)
    assert factory.engine.rates == [-0.5, -1.0]


def test_speech_that_cannot_load_fails_soft(qtbot: QtBot) -> None:
    def broken(parent: QObject) -> Any:
        raise ImportError("libpulse.so.0: cannot open shared object file")

    speech = Speech(engine_factory=broken)
    speech.set_enabled(True)
    assert speech.say("Anna passes") is False
    assert not speech.available
    assert "libpulse" in speech.error
    speech.set_rate(0.5)
    speech.stop()


def test_the_real_engine_loads_or_says_why(qtbot: QtBot) -> None:
    speech = Speech()
    assert speech.available or speech.error  # never an exception, whatever the system has
