"""What one point shows besides its stone: a value of the board's items (``items.py``, which
still gives the name), in a module of its own so that it is imported with the first mark
drawn, not at start-up (a fresh board has none)."""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["PointMarks"]


class PointMarks(NamedTuple):
    """Everything drawn on one point besides the stone; compared to spot changes."""

    stone: str | None = None  # "B", "W" or None: the colour under the marks
    last: bool = False
    number: int | None = None
    number_last: bool = False
    symbols: tuple[str, ...] = ()
    label: str | None = None
    ko: bool = False
    dead: bool = False
    territory: str | None = None
    hint: str | None = None  # colour of the variation's stone ("" when unknown)
    dim: bool = False
