"""Pausing Python's cyclic garbage collector around bulk work that makes no cycles.

Reading a record or replaying a game allocates hundreds of thousands of small
containers that stay alive (nodes, property dictionaries, liberty sets). The cyclic
collector would walk all of them again and again while they are made, although none
of them can be part of a cycle (game trees keep their parent links in the game, not in
the nodes, for exactly this reason), and it took two thirds of the reading time.
Reference counting still frees everything as usual while the collector is paused.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["collector_paused"]


@contextmanager
def collector_paused() -> Iterator[None]:
    """Run the block with the cyclic collector off; it is switched back on only if it was on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
