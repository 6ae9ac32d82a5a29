"""The one error tree of the diagram package: every error carries an enum ``reason``."""

from __future__ import annotations

import enum

__all__ = ["DiagramError", "DiagramErrorReason"]


class DiagramErrorReason(enum.Enum):
    """Why a figure cannot be made; callers (CLI, dialogs) branch on this, not on text."""

    BAD_RANGE = "bad-range"  # --moves not A-B, or beyond the line
    BAD_REGION = "bad-region"  # not two SGF points, or off the board
    BAD_FIGURE_SIZE = "bad-figure-size"  # moves per figure below 1
    NO_MOVES = "no-moves"  # the range holds no move of the line
    NOT_ASCII = "not-ascii"  # a figure the $$ format cannot hold


class DiagramError(ValueError):
    """A figure request that cannot be met; ``reason`` says which rule it broke."""

    def __init__(self, reason: DiagramErrorReason, message: str) -> None:
        self.reason = reason
        super().__init__(message)
