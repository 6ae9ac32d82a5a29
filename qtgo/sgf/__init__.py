"""SGF game records, pure Python: reading, writing, the game tree and replay onto rules.

Three layers, as in sgfmill: ``grammar`` (text to a raw tree and back, nothing of Go),
``properties`` (what values mean: matched interpret/serialise pairs) and ``tree``
(``Node``, ``GameTree``). ``files`` reads and writes whole records (and ``foreign`` the
Tygem, WBaduk and PandaNet ones); ``replay`` computes positions through ``qtgo.rules``.
Reading and writing (``files`` and the grammar, charsets and limits under it) are imported
on first use (:mod:`qtgo._lazy`): a fresh game needs only the tree and the replay.

May import: ``qtgo.rules`` (and ``qtgo._lazy``, ``qtgo._gc``); never the session, the
engines or Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtgo.sgf.errors import (
    SgfError,
    SgfErrorReason,
    SgfFormatError,
    SgfLimitError,
    SgfPropertyError,
    SgfSyntaxError,
    SgfTreeError,
)

# Not lazy: ``replay`` is also the name of its submodule, which importing the submodule
# would bind here in place of the function.
from qtgo.sgf.replay import PositionCache, ReplayResult, replay, ruleset_for
from qtgo.sgf.tree import GameTree, Node, Setup

if TYPE_CHECKING:
    from qtgo.sgf.files import ParseResult, convert, dumps, iter_load, iter_parse, load, parse, save
    from qtgo.sgf.illegal import IllegalMoveRecord
else:
    from qtgo._lazy import attach

    __getattr__, __dir__ = attach(
        __name__,
        {
            "files": ["ParseResult", "convert", "dumps", "iter_load", "iter_parse", "load", "parse", "save"],
            "illegal": ["IllegalMoveRecord"],
        },
    )

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
