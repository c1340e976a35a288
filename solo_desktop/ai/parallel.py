"""Both cores for the search in the app: a helper process searches beside the bot's thread.

Determinization samples are independent, so two searchers that sample with different random
streams and pool their tallies (root parallelism) search twice as many deals in the same time.
Threads would not: the GIL lets one Python thread run at a time. So the app starts one helper
process (`enable`, when the machine has a second core) and each play decision of a search bot
hands it the same view with its own seed while the bot's thread searches too
(`search.bot._search`). A helper process is spawned, not forked, so it holds no Qt state. It
starts when a search first asks for it and warms up (imports) in the background: a decision
never waits for a process to start. Until it is ready, and wherever it is not enabled (the
arena, whose `--jobs` already fills the cores with whole hands, and the tests), the search
runs alone.

The executor lives for the whole process and is shut down with it (`disable` does it early).
"""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported with the first helper: 4 MiB that a match of rule bots never needs
    from concurrent.futures import Future, ProcessPoolExecutor

__all__ = ["disable", "enable", "helper", "warm"]

_lock = threading.Lock()
_allowed = 0
_pool: ProcessPoolExecutor | None = None
_ready: Future[bool] | None = None


def _hello() -> bool:
    """Run in the helper once: importing the search there now saves a decision the wait."""
    import solo_desktop.ai.search.bot  # noqa: F401

    return True


def enable(workers: int = 1) -> bool:
    """Allow `workers` helper processes (they start when a search first asks for them, so a
    match against `normal` players starts none). Whether helpers are allowed: a machine with
    one core gets none."""
    global _allowed
    if (os.cpu_count() or 1) < 2 or workers < 1:
        return False
    _allowed = workers
    return True


def disable() -> None:
    """Stop the helper processes; searches run alone again."""
    global _allowed, _pool, _ready
    with _lock:
        pool, _pool, _ready, _allowed = _pool, None, None, 0
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


def warm(timeout: float | None = None) -> bool:
    """Start the helpers if allowed and wait up to `timeout` seconds for them to be ready;
    whether they are."""
    helper()
    ready = _ready
    if ready is None:
        return False
    try:
        return bool(ready.result(timeout))
    except Exception:  # a helper that cannot start: the search runs alone
        return False


def helper() -> ProcessPoolExecutor | None:
    """The helper pool when allowed and ready, else None. The first call starts it (in the
    background: it is not ready yet)."""
    global _pool, _ready
    with _lock:
        if _pool is None:
            if not _allowed:
                return None
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            ctx = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(max_workers=_allowed, mp_context=ctx)
            _ready = _pool.submit(_hello)
        pool, ready = _pool, _ready
    if ready is None or not ready.done() or ready.cancelled() or ready.exception() is not None:
        return None
    return pool
