"""The game library, pure Python on the standard library's sqlite3 (no Qt).

One database file holds the game information of every record imported, the main line
and variations of each game as compact events, and two search indexes:
Zobrist hashes of every position (``positions``) and the ever-occupied bit sets of every
line (``line_bits``), the pattern search's candidate filter. ``Library`` is the entry point.

May import: ``qtgo.rules``, ``qtgo.sgf``, ``qtgo.clock`` and ``qtgo.engine``; never the
session, the UI or Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtgo._lazy import attach
from qtgo.library.dates import DateRange, parse_date
from qtgo.library.errors import LibraryError, LibraryErrorReason, PatternError, QueryError
from qtgo.library.library import GameFilter, GameRow, Library, SearchHit, SearchResult
from qtgo.library.pattern import ANY, Continuation, Pattern

if TYPE_CHECKING:
    from qtgo.library.importer import Duplicate, ImportProgress, ImportReport, Unreadable

# The importer's names on first use: a search never needs it (multiprocessing, the reader).
__getattr__, __dir__ = attach(__name__, {"importer": ["Duplicate", "ImportProgress", "ImportReport", "Unreadable"]})

__all__ = [
    "ANY",
    "Continuation",
    "DateRange",
    "Duplicate",
    "GameFilter",
    "GameRow",
    "ImportProgress",
    "ImportReport",
    "Library",
    "LibraryError",
    "LibraryErrorReason",
    "Pattern",
    "PatternError",
    "QueryError",
    "SearchHit",
    "SearchResult",
    "Unreadable",
    "parse_date",
]
