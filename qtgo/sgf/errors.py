"""The one error tree of ``qtgo.sgf``: every failure a caller can see is an ``SgfError``."""

from __future__ import annotations

__all__ = ["SgfError", "SgfPropertyError", "SgfSyntaxError", "SgfTreeError"]


class SgfError(ValueError):
    """Something in a game record cannot be read, interpreted or changed."""


class SgfSyntaxError(SgfError):
    """The text is not SGF at ``line``:``column`` (both 1-based, in decoded characters)."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.message = message
        self.line = line
        self.column = column


class SgfPropertyError(SgfError):
    """A property value does not have the form its identifier requires."""


class SgfTreeError(SgfError):
    """A game-tree operation that makes no sense (removing the root, a foreign node)."""
