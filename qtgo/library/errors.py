"""The one error tree of ``qtgo.library``: every failure a caller can see is a ``LibraryError``."""

from __future__ import annotations

import enum

__all__ = ["LibraryError", "LibraryErrorReason", "PatternError", "QueryError"]


class LibraryErrorReason(enum.Enum):
    """Why a library operation failed; the UI translates these, never the English text."""

    DATABASE = "database"  # the database file cannot be opened, read or written
    NEWER_SCHEMA = "newer-schema"  # written by a newer qtgo: refusing rather than damaging it
    BAD_PATTERN = "bad-pattern"  # a pattern record that does not describe a pattern
    BAD_QUERY = "bad-query"  # a filter value that means nothing (a date, a result)
    READ_ONLY = "read-only"  # opened read-only (a read-only folder, a full disk): searches only
    DISK_FULL = "disk-full"  # the disk filled during a write; what was committed before is kept


class LibraryError(ValueError):
    """A library operation that cannot be done; ``reason`` says why."""

    def __init__(self, reason: LibraryErrorReason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class PatternError(LibraryError):
    """A pattern that cannot be searched (no stones, a region off the board, ...)."""

    def __init__(self, message: str) -> None:
        super().__init__(LibraryErrorReason.BAD_PATTERN, message)


class QueryError(LibraryError):
    """A search filter that cannot be understood."""

    def __init__(self, message: str) -> None:
        super().__init__(LibraryErrorReason.BAD_QUERY, message)
