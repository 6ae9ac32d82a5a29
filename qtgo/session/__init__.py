"""One open game, as a few parts with one job each behind a small facade (no Qt).

* :mod:`~qtgo.session.record`: the file's games, the open one, every change of its text;
* :mod:`~qtgo.session.cursor`: where the board stands and how it moves;
* :mod:`~qtgo.session.live`: a game being played (clock, handicap, undo, resignation);
* :mod:`~qtgo.session.counting`: the count of a position as the players mark it;
* :mod:`~qtgo.session.session`: the facade, its mode and :meth:`GameSession.commands`.

Refusals are :class:`SessionError` values with a :class:`Problem` reason; what the session
writes into a record goes through a :data:`NoteWriter`. The window talks to the session
through the Qt adapter in ``qtgo.ui.adapter``; everything here is testable with plain pytest.
The autosave store, the recent-files list, the live game and the count are imported on
first use (:mod:`qtgo._lazy`): the first paint (a blank board in review) needs none of them.

May import: ``qtgo.rules``, ``qtgo.sgf``, ``qtgo.clock`` and ``qtgo.engine``'s values
(``Analysis``, for the teaching games); never the library, the UI or Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtgo.session.commands import Command, Commands
from qtgo.session.cursor import Cursor
from qtgo.session.errors import FileError, MoveRejected, Problem, SessionError, UndoNotAllowed
from qtgo.session.modes import Mode
from qtgo.session.notes import EditKind, Note, NoteWriter, english_note
from qtgo.session.record import Assumed, Record
from qtgo.session.session import GameSession
from qtgo.session.settings import NewGameSettings, Placement

if TYPE_CHECKING:
    from qtgo.session.autosave import AutosaveEntry, AutosaveStore
    from qtgo.session.counting import Counting
    from qtgo.session.edit import Edit
    from qtgo.session.live import LiveGame, UndoRequest
    from qtgo.session.played import PlayResult
    from qtgo.session.recent import RecentFiles
else:
    from qtgo._lazy import attach

    __getattr__, __dir__ = attach(
        __name__,
        {
            "autosave": ["AutosaveEntry", "AutosaveStore"],
            "counting": ["Counting"],
            "live": ["LiveGame", "UndoRequest"],
            "played": ["PlayResult"],
            "recent": ["RecentFiles"],
            "edit": ["Edit"],
        },
    )

__all__ = [
    "Assumed",
    "AutosaveEntry",
    "AutosaveStore",
    "Command",
    "Commands",
    "Counting",
    "Cursor",
    "Edit",
    "EditKind",
    "FileError",
    "GameSession",
    "LiveGame",
    "Mode",
    "MoveRejected",
    "NewGameSettings",
    "Note",
    "NoteWriter",
    "Placement",
    "PlayResult",
    "Problem",
    "RecentFiles",
    "Record",
    "SessionError",
    "UndoNotAllowed",
    "UndoRequest",
    "english_note",
]
