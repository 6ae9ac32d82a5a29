"""What the session writes into a record, and the names of its edits, as data.

The session never writes English of its own into a game: a :class:`Note` and its details go
through a ``NoteWriter`` that the window supplies in the interface's language (the default
writes English, for the command line and the tests). Edits on the undo stack carry an
:class:`EditKind` that the window names in its own language.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping


class Note(enum.Enum):
    """A comment the session adds to a node of the record."""

    UNDO_TAKEN_BACK = "undo-taken-back"
    RESIGNED = "resigned"  # details: color (rules.Color)
    LOST_ON_TIME = "lost-on-time"  # details: color
    LINE_RESULT = "line-result"  # details: result (SGF RE text)
    PLAY_RESUMED = "play-resumed"  # details: color (who moves)
    DEAD_STONES = "dead-stones"  # details: points (board coordinates, e.g. "B7 C7")
    TIME_LEFT = "time-left"  # details: text
    TIME_CONTROLS = "time-controls"  # details: black, white (clock.TimeControl): when they differ


class EditKind(enum.Enum):
    """The kind of a reversible change of the record (for Edit > Undo ...)."""

    ADD_VARIATION = "add-variation"  # details: move (e.g. "dd" or "pass")
    EDIT_COMMENT = "edit-comment"
    EDIT_GAME_INFO = "edit-game-info"
    MARKUP = "markup"  # details: kind (TR, SQ, ...)
    DELETE_VARIATION = "delete-variation"
    MAKE_MAIN_LINE = "make-main-line"


#: Writes a note's text: ``writer(note, details)``.
NoteWriter = Callable[[Note, Mapping[str, object]], str]

_NOTES: Mapping[Note, str] = {
    Note.UNDO_TAKEN_BACK: "Taken back by agreement (undo).",
    Note.RESIGNED: "{color} resigned",
    Note.LOST_ON_TIME: "{color} lost on time",
    Note.LINE_RESULT: "Result of this line: {result}",
    Note.PLAY_RESUMED: "Play resumed: {color} to move",
    Note.DEAD_STONES: "Dead stones: {points}",
    Note.TIME_LEFT: "{text}",
    Note.TIME_CONTROLS: "Black: {black}; White: {white}",
}

_EDITS: Mapping[EditKind, str] = {
    EditKind.ADD_VARIATION: "Add variation {move}",
    EditKind.EDIT_COMMENT: "Edit comment",
    EditKind.EDIT_GAME_INFO: "Edit game info",
    EditKind.MARKUP: "Markup {kind}",
    EditKind.DELETE_VARIATION: "Delete variation",
    EditKind.MAKE_MAIN_LINE: "Make main line",
}


def _plain(details: Mapping[str, object]) -> dict[str, object]:
    """Colours as ``Black``/``White``, time controls in words; everything else as it is."""
    plain: dict[str, object] = {}
    for key, value in details.items():
        name = getattr(value, "name", None)
        describe = getattr(value, "describe", None)
        if key == "color" and isinstance(name, str):
            plain[key] = name.title()
        else:
            plain[key] = describe() if callable(describe) else value
    return plain


def english_note(note: Note, details: Mapping[str, object]) -> str:
    """The default ``NoteWriter``: English."""
    return _NOTES[note].format(**_plain(details))


def english_edit(kind: EditKind, details: Mapping[str, object]) -> str:
    """The English name of an edit."""
    return _EDITS[kind].format(**details)
