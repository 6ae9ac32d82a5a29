"""Value types shared by packages that must not import each other (pure Python, no Qt).

The clock needs to know whose time runs, and so does the board; neither should import
the other for it. ``qtgo.rules`` re-exports ``Color``, so ``from qtgo.rules import Color``
stays the usual spelling.
"""

from __future__ import annotations

import enum

__all__ = ["Color", "ColorError"]


class ColorError(ValueError):
    """Text that names no colour (``Color.from_sgf``)."""


class Color(enum.Enum):
    """A player's colour; the value is the SGF letter."""

    BLACK = "B"
    WHITE = "W"

    @property
    def opponent(self) -> Color:
        return Color.WHITE if self is Color.BLACK else Color.BLACK

    @classmethod
    def from_sgf(cls, text: str) -> Color:
        """``"B"``/``"W"`` (any case, also ``black``/``white``) to a colour."""
        key = text.strip().upper()
        if key in ("B", "BLACK"):
            return cls.BLACK
        if key in ("W", "WHITE"):
            return cls.WHITE
        raise ColorError(f"not a colour: {text!r}")

    def __str__(self) -> str:
        return self.value
