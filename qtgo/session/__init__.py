"""One open game: the SGF tree, the current node, the rules position there, the clock.

Pure Python (no Qt): the window talks to a :class:`GameSession` through the Qt adapter in
``qtgo.ui.adapter``; everything here is testable with plain pytest.
"""

from qtgo.session.autosave import AutosaveEntry, AutosaveStore
from qtgo.session.errors import FileError, MoveRejected, SessionError, UndoNotAllowed
from qtgo.session.recent import RecentFiles
from qtgo.session.session import Edit, GameSession, Mode, PlayResult, UndoRequest
from qtgo.session.settings import NewGameSettings, Placement

__all__ = [
    "AutosaveEntry",
    "AutosaveStore",
    "Edit",
    "FileError",
    "GameSession",
    "Mode",
    "MoveRejected",
    "NewGameSettings",
    "Placement",
    "PlayResult",
    "RecentFiles",
    "SessionError",
    "UndoNotAllowed",
    "UndoRequest",
]
