"""Every engine process qtgo has running, so that a signal can end them all.

Engines run in their own session (a Ctrl+C in the terminal is qtgo's to handle), so when
qtgo itself is told to stop (SIGTERM, SIGINT) nothing ends them but qtgo: ``close_all``
is what the programs' signal handlers call. Each client registers itself when its process
starts and drops out when it is closed; the registry holds them weakly, so it never keeps
a forgotten client alive.
"""

from __future__ import annotations

import contextlib
import threading
import weakref
from collections.abc import Iterable
from typing import Protocol

__all__ = ["Closeable", "close_all", "register", "running", "snapshot", "unregister"]


class Closeable(Protocol):
    """What the registry needs of an engine: a way to end its process."""

    def close(self) -> object: ...


_lock = threading.Lock()
_running: weakref.WeakSet[Closeable] = weakref.WeakSet()


def register(engine: Closeable) -> None:
    with _lock:
        _running.add(engine)


def unregister(engine: Closeable) -> None:
    with _lock:
        _running.discard(engine)


def running() -> int:
    """How many engine processes are registered (not yet closed)."""
    with _lock:
        return len(_running)


def snapshot() -> list[Closeable]:
    """The engines running now: what a command that ends its own engines leaves alone."""
    with _lock:
        return list(_running)


def close_all(keep: Iterable[Closeable] = ()) -> None:
    """Close every engine still running but those in ``keep`` (``quit``, terminate, kill)."""
    spared = {id(engine) for engine in keep}
    with _lock:
        engines = [engine for engine in _running if id(engine) not in spared]
        for engine in engines:
            _running.discard(engine)
    for engine in engines:
        with contextlib.suppress(Exception):  # one engine's failure must not spare the others
            engine.close()
