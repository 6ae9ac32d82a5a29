"""Go engines over GTP, pure Python (no Qt): play against them and analyse with them.

``gtp`` is the client for one engine process, ``sync`` keeps its board in step with a
position, ``analysis`` reads what engines say (``kata-analyze``, ``lz-analyze``, KataGo's
JSON engine, GNU Go), ``focus`` tells it where to look (an analysis region, a corner
problem in a tsumego frame), ``engine`` joins them, ``review`` and ``evaluations`` analyse a
whole game and keep the result in the SGF, ``match`` plays engine against engine.

May import: ``qtgo.rules``, ``qtgo.sgf`` and ``qtgo.clock``; never the session, the
library or Qt.
"""

from __future__ import annotations

from qtgo.engine.analysis import Analysis, Candidate, Dialect, Perspective
from qtgo.engine.engine import AnalysisKind, Cancel, Engine, Limits, Tokens
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.gtp import EngineInfo, GtpClient, GtpReply, split_command
from qtgo.engine.position import EnginePosition, position_from_game, position_in_tree
from qtgo.engine.sync import EngineSync

__all__ = [
    "Analysis",
    "AnalysisKind",
    "Cancel",
    "Candidate",
    "Dialect",
    "Engine",
    "EngineError",
    "EngineFault",
    "EngineInfo",
    "EnginePosition",
    "EngineSync",
    "GtpClient",
    "GtpReply",
    "Limits",
    "Perspective",
    "Tokens",
    "position_from_game",
    "position_in_tree",
    "split_command",
]
