"""SGF game records, pure Python: reading, writing, the game tree and replay onto rules.

Three layers, as in sgfmill: ``grammar`` (text to a raw tree and back, nothing of Go),
``properties`` (what values mean: matched interpret/serialise pairs) and ``tree``
(``Node``, ``GameTree``). ``files`` reads and writes whole records (and ``foreign`` the
Tygem, WBaduk and PandaNet ones); ``replay`` computes positions through ``qtgo.rules``.
"""

from __future__ import annotations

from qtgo.sgf.errors import (
    SgfError,
    SgfErrorReason,
    SgfFormatError,
    SgfLimitError,
    SgfPropertyError,
    SgfSyntaxError,
    SgfTreeError,
)
from qtgo.sgf.files import ParseResult, convert, dumps, iter_load, iter_parse, load, parse, save
from qtgo.sgf.replay import IllegalMoveRecord, PositionCache, ReplayResult, replay, ruleset_for
from qtgo.sgf.tree import GameTree, Node, Setup

__all__ = [
    "GameTree",
    "IllegalMoveRecord",
    "Node",
    "ParseResult",
    "PositionCache",
    "ReplayResult",
    "Setup",
    "SgfError",
    "SgfErrorReason",
    "SgfFormatError",
    "SgfLimitError",
    "SgfPropertyError",
    "SgfSyntaxError",
    "SgfTreeError",
    "convert",
    "dumps",
    "iter_load",
    "iter_parse",
    "load",
    "parse",
    "replay",
    "ruleset_for",
    "save",
]
