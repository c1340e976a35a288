"""The app's own voice, for people without a screen reader: QTextToSpeech, loaded only when
asked. Nothing speaks unless switched on; where speech cannot load (no QtTextToSpeech, a
missing system library, no engine) `available` is False and `say` does nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

EngineFactory = Callable[[QObject], Any]
"""Makes the speech engine (a QTextToSpeech, or a stand-in in tests) with a parent."""


def default_engine(parent: QObject) -> Any:
    """A QTextToSpeech on the platform's default engine; raises when none can be had."""
    from PySide6 import QtTextToSpeech

    engines = QtTextToSpeech.QTextToSpeech.availableEngines()
    if not engines:
        raise RuntimeError("no text-to-speech engine on this system")
    engine = QtTextToSpeech.QTextToSpeech(parent)
    if engine.state() == QtTextToSpeech.QTextToSpeech.State.Error:
        raise RuntimeError(engine.errorString() or "the text-to-speech engine failed")
    return engine


class Speech(QObject):
    """Speaks sentences when enabled; off by default, and silent where speech is missing."""

    def __init__(
        self, parent: QObject | None = None, engine_factory: EngineFactory | None = None
    ) -> None:
        """A voice, off; `engine_factory` replaces the QTextToSpeech engine (tests)."""
        super().__init__(parent)
        self._factory = engine_factory or default_engine
        self._engine: Any = None
        self._tried = False
        self._enabled = False
        self._rate = 0.0
        self.error = ""
        """Why speech is not available (empty when it is, or before it was tried)."""

    def _load(self) -> Any:
        """The engine, made on first use; None when it cannot be made."""
        if not self._tried:
            self._tried = True
            try:
                self._engine = self._factory(self)
                self._engine.setRate(self._rate)
            except Exception as e:  # ImportError, a missing library, no engine: fail soft
                self._engine = None
                self.error = str(e) or type(e).__name__
        return self._engine

    @property
    def available(self) -> bool:
        """Whether the system can speak (loads the engine on first asking)."""
        return self._load() is not None

    @property
    def enabled(self) -> bool:
        """Whether sentences are spoken."""
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        """Speak from now on, or stop speaking (what is being said stops too)."""
        self._enabled = on
        if not on and self._engine is not None:
            self._engine.stop()

    @property
    def rate(self) -> float:
        """The speaking rate, -1 (slowest) .. 0 (normal) .. 1 (fastest)."""
        return self._rate

    def set_rate(self, rate: float) -> None:
        """Set the speaking rate, clamped to -1 .. 1."""
        self._rate = max(-1.0, min(1.0, float(rate)))
        if self._engine is not None:
            self._engine.setRate(self._rate)

    def say(self, text: str) -> bool:
        """Speak `text` after what is being said; False (and silence) when off or unable."""
        if not self._enabled or not text:
            return False
        engine = self._load()
        if engine is None:
            return False
        enqueue = getattr(engine, "enqueue", None)
        if enqueue is not None:
            enqueue(text)
        else:
            engine.say(text)
        return True

    def stop(self) -> None:
        """Stop what is being said."""
        if self._engine is not None:
            self._engine.stop()
