"""The one error tree of ``qtgo.sgf``: every failure a caller can see is an ``SgfError``.

Each error carries a ``reason`` (an ``SgfErrorReason``) so that callers branch on data and
an interface translates the reason, never the English message.
"""

from __future__ import annotations

import enum

__all__ = [
    "SgfError",
    "SgfErrorReason",
    "SgfFormatError",
    "SgfLimitError",
    "SgfPropertyError",
    "SgfSyntaxError",
    "SgfTreeError",
]


class SgfErrorReason(enum.Enum):
    """Why a record could not be read, interpreted or changed."""

    SYNTAX = "syntax"
    PROPERTY = "property"
    TREE = "tree"
    FILE_TOO_LARGE = "file-too-large"
    TOO_MANY_NODES = "too-many-nodes"
    FOREIGN_FORMAT = "foreign-format"
    NOT_A_FILE = "not-a-file"


class SgfError(ValueError):
    """Something in a game record cannot be read, interpreted or changed."""

    reason: SgfErrorReason = SgfErrorReason.SYNTAX


class SgfSyntaxError(SgfError):
    """The text is not SGF at ``line``:``column`` (both 1-based, in decoded characters)."""

    reason = SgfErrorReason.SYNTAX

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.message = message
        self.line = line
        self.column = column


class SgfPropertyError(SgfError):
    """A property value does not have the form its identifier requires."""

    reason = SgfErrorReason.PROPERTY


class SgfTreeError(SgfError):
    """A game-tree operation that makes no sense (removing the root, a foreign node)."""

    reason = SgfErrorReason.TREE


class SgfLimitError(SgfError):
    """A record beyond qtgo's documented limits, refused before it can eat the machine."""

    def __init__(self, message: str, reason: SgfErrorReason, limit: int) -> None:
        super().__init__(message)
        self.reason = reason
        self.limit = limit


class SgfFormatError(SgfError):
    """A Tygem, WBaduk or PandaNet record that cannot be read (``line`` 1-based, or 0)."""

    reason = SgfErrorReason.FOREIGN_FORMAT

    def __init__(self, message: str, line: int = 0) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.message = message
        self.line = line
