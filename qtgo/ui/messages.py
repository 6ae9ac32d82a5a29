"""Translated texts for what the pure core says, looked up by its reasons (enums), never parsed.

The core (``qtgo.rules``, ``qtgo.session``, ``qtgo.clock``) gives its refusals and notes as
enums with details; this module is the table from each enum to a ``tr()`` text (context
``Messages``) with ``{name}`` fields filled from the details. A reason missing from the
table falls back to the core's own English, so nothing is ever lost in translation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from qtgo.clock import TimeControl, TimeProblem
from qtgo.rules import Color, KoRule, Point, Scoring
from qtgo.session import EditKind, Note, Problem, SessionError

if TYPE_CHECKING:
    from qtgo.session import Assumed, Edit

_CONTEXT = "Messages"

#: Session problems -> text. ``{name}`` fields come from the error's details.
PROBLEMS: Mapping[Problem, Any] = {
    Problem.OCCUPIED: QT_TRANSLATE_NOOP("Messages", "That point is taken: play on an empty point"),
    Problem.SUICIDE: QT_TRANSLATE_NOOP("Messages", "Suicide: a stone may not take its own group's last liberty"),
    Problem.KO: QT_TRANSLATE_NOOP("Messages", "Ko: you may not retake at once; play elsewhere first"),
    Problem.SUPERKO: QT_TRANSLATE_NOOP("Messages", "Superko: this move would repeat an earlier position"),
    Problem.OFF_BOARD: QT_TRANSLATE_NOOP("Messages", "That point is off the board"),
    Problem.JUST_EMPTIED: QT_TRANSLATE_NOOP(
        "Messages", "Stones were just taken from this point: play elsewhere first (Tibetan rules)"
    ),
    Problem.GAME_OVER: QT_TRANSLATE_NOOP("Messages", "The game is over"),
    Problem.WRONG_TURN: QT_TRANSLATE_NOOP("Messages", "It is not this player's turn"),
    Problem.GAME_FINISHED: QT_TRANSLATE_NOOP("Messages", "The game is over ({result})"),
    Problem.TIME_OVER: QT_TRANSLATE_NOOP("Messages", "The game is over: {result}"),
    Problem.NOT_AT_END: QT_TRANSLATE_NOOP(
        "Messages",
        "Go to the last move (End) to play on, or try a variation from here (Game ▸ Try a variation, Ctrl+T)",
    ),
    Problem.COUNTING: QT_TRANSLATE_NOOP("Messages", "Counting is under way: accept the count or resume play"),
    Problem.HANDICAP_AT_START: QT_TRANSLATE_NOOP("Messages", "Go back to the start to place handicap stones"),
    Problem.NOT_LIVE: QT_TRANSLATE_NOOP("Messages", "Not possible: this game is not being played (review mode)"),
    Problem.UNDO_IN_REVIEW: QT_TRANSLATE_NOOP(
        "Messages", "Undo by agreement is for a game being played; in review just go back"
    ),
    Problem.UNDO_TOUCH_MOVE: QT_TRANSLATE_NOOP("Messages", "This game was started without undo (touch-move)"),
    Problem.UNDO_NOTHING: QT_TRANSLATE_NOOP("Messages", "There is no move to take back"),
    Problem.NOT_IN_GAME: QT_TRANSLATE_NOOP("Messages", "That node is not part of the open game"),
    Problem.BAD_KOMI: QT_TRANSLATE_NOOP("Messages", "Komi must be a number, not {value}"),
    Problem.LIVE_INFO_FIXED: QT_TRANSLATE_NOOP(
        "Messages", "The rules, komi and handicap of a game being played cannot change"
    ),
    Problem.LINE_NEEDS_TWO_POINTS: QT_TRANSLATE_NOOP("Messages", "{kind} needs two different points"),
    Problem.UNKNOWN_MARKUP: QT_TRANSLATE_NOOP("Messages", "Unknown markup {kind}"),
    Problem.DELETE_ROOT: QT_TRANSLATE_NOOP("Messages", "The start of the game cannot be deleted"),
    Problem.DELETE_LIVE: QT_TRANSLATE_NOOP("Messages", "Moves of the game being played cannot be deleted"),
    Problem.COUNT_AT_END: QT_TRANSLATE_NOOP("Messages", "Go to the last move to count the game"),
    Problem.NOT_COUNTING: QT_TRANSLATE_NOOP("Messages", "Not counting: the game has to end (two passes) first"),
    Problem.USE_RESUME: QT_TRANSLATE_NOOP("Messages", "In a game being played, use Resume to go on playing"),
    Problem.RESUME_AFTER_PASSES: QT_TRANSLATE_NOOP("Messages", "Play can only resume after the game ended with passes"),
    Problem.NEED_FILE_NAME: QT_TRANSLATE_NOOP("Messages", "Choose a file name first (Save As)"),
    Problem.CANNOT_READ: QT_TRANSLATE_NOOP("Messages", "Cannot read {file}: {why}"),
    Problem.CANNOT_WRITE: QT_TRANSLATE_NOOP("Messages", "Cannot write {file}: {why}"),
    Problem.BAD_RECORD: QT_TRANSLATE_NOOP("Messages", "{file}: {why}"),
    Problem.NO_GAME: QT_TRANSLATE_NOOP("Messages", "The file holds no game"),
    Problem.AUTOSAVE_FAILED: QT_TRANSLATE_NOOP("Messages", "Autosave failed: {why}"),
    Problem.NO_AUTOSAVE: QT_TRANSLATE_NOOP("Messages", "There is no autosaved game to recover"),
    Problem.AUTOSAVE_REMOVE: QT_TRANSLATE_NOOP("Messages", "Cannot remove the autosave: {why}"),
    Problem.BOARD_SIZE: QT_TRANSLATE_NOOP("Messages", "Board size {width}×{height} is outside 2..52"),
    Problem.HANDICAP_COUNT: QT_TRANSLATE_NOOP("Messages", "A handicap is 0 (even game) or 2 stones or more"),
    Problem.HANDICAP_WITH_OPENING: QT_TRANSLATE_NOOP(
        "Messages", "These rules start from their own stones: no handicap"
    ),
    Problem.BAD_SETTINGS: QT_TRANSLATE_NOOP("Messages", "Unusable game settings: {why}"),
    Problem.BAD_DISPLAY: QT_TRANSLATE_NOOP("Messages", "Cannot draw the board: {why}"),
}

#: Time-control problems (``clock.TimeProblem``) -> text.
TIME_PROBLEMS: Mapping[TimeProblem, Any] = {
    TimeProblem.NEGATIVE: QT_TRANSLATE_NOOP("Messages", "A time must be a number of seconds, 0 or more"),
    TimeProblem.INFINITE: QT_TRANSLATE_NOOP("Messages", "A time must be finite"),
    TimeProblem.NOT_WHOLE: QT_TRANSLATE_NOOP("Messages", "A count of periods or stones must be a whole number"),
    TimeProblem.NOT_A_SYSTEM: QT_TRANSLATE_NOOP("Messages", "Unknown time system"),
    TimeProblem.NO_MAIN_TIME: QT_TRANSLATE_NOOP("Messages", "This time system needs a main time > 0"),
    TimeProblem.NO_BYO_YOMI_PERIOD: QT_TRANSLATE_NOOP(
        "Messages", "Byo-yomi needs at least one period of more than 0 seconds"
    ),
    TimeProblem.NO_CANADIAN_PERIOD: QT_TRANSLATE_NOOP(
        "Messages", "Canadian overtime needs at least one stone in more than 0 seconds"
    ),
    TimeProblem.NO_ING_PERIOD: QT_TRANSLATE_NOOP(
        "Messages", "Ing overtime needs at least one period of more than 0 seconds"
    ),
    TimeProblem.NO_INCREMENT: QT_TRANSLATE_NOOP(
        "Messages", "Fischer time needs an increment > 0 (without it, it is absolute time)"
    ),
}

#: What qtgo writes into a record, in the interface's language.
NOTES: Mapping[Note, Any] = {
    Note.UNDO_TAKEN_BACK: QT_TRANSLATE_NOOP("Messages", "Taken back by agreement (undo)."),
    Note.RESIGNED: QT_TRANSLATE_NOOP("Messages", "{color} resigned"),
    Note.LOST_ON_TIME: QT_TRANSLATE_NOOP("Messages", "{color} lost on time"),
    Note.LINE_RESULT: QT_TRANSLATE_NOOP("Messages", "Result of this line: {result}"),
    Note.PLAY_RESUMED: QT_TRANSLATE_NOOP("Messages", "Play resumed: {color} to move"),
    Note.DEAD_STONES: QT_TRANSLATE_NOOP("Messages", "Dead stones: {points}"),
    Note.TIME_LEFT: "{text}",
    Note.TIME_CONTROLS: QT_TRANSLATE_NOOP("Messages", "Black: {black}; White: {white}"),
}

#: The names of the edits on the undo stack (Edit > Undo ...).
EDITS: Mapping[EditKind, Any] = {
    EditKind.ADD_VARIATION: QT_TRANSLATE_NOOP("Messages", "Add variation {move}"),
    EditKind.EDIT_COMMENT: QT_TRANSLATE_NOOP("Messages", "Edit comment"),
    EditKind.EDIT_GAME_INFO: QT_TRANSLATE_NOOP("Messages", "Edit game info"),
    EditKind.MARKUP: QT_TRANSLATE_NOOP("Messages", "Markup {kind}"),
    EditKind.DELETE_VARIATION: QT_TRANSLATE_NOOP("Messages", "Delete variation"),
    EditKind.MAKE_MAIN_LINE: QT_TRANSLATE_NOOP("Messages", "Make main line"),
}


def _translate(text: object) -> str:
    return QCoreApplication.translate(_CONTEXT, str(text))


class Messages(QObject):
    """The messages with a count. lupdate marks ``self.tr(text, "", n)`` as numerus (plural
    forms; Russian has three), which it does not do for ``translate()`` with a variable."""

    def plural(self, problem: Problem, n: int) -> str:
        if problem is Problem.HANDICAP_FIRST:
            return self.tr("Place %n more handicap stones first", "", n)
        if problem is Problem.NO_SUCH_GAME:
            return self.tr("The file has %n games", "", n)
        return self.tr("%n handicap stones do not fit on this board", "", n)


PLURAL = frozenset({Problem.HANDICAP_FIRST, Problem.NO_SUCH_GAME, Problem.HANDICAP_FIT})
_messages: list[Messages] = []


def _plural(problem: Problem, n: int) -> str:
    if not _messages:
        _messages.append(Messages())
    return _messages[0].plural(problem, n)


def _fill(template: str, details: Mapping[str, object]) -> str:
    values = {key: _shown(value) for key, value in details.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def _shown(value: object) -> object:
    if isinstance(value, Color):
        return colour_name(value)
    if isinstance(value, TimeControl):
        from qtgo.ui.clock_text import describe_control  # it needs messages for nothing

        return describe_control(value)
    return value


def error_text(error: BaseException) -> str:
    """What the status bar or a message box shows for a core error, in the UI language."""
    if isinstance(error, SessionError):
        reason, details = error.reason, error.details
        if reason in PLURAL:
            return _plural(reason, int(str(details.get("n", 0))))
        time_reason = details.get("time")
        if reason is Problem.TIME_CONTROL and isinstance(time_reason, TimeProblem):
            return _translate(TIME_PROBLEMS[time_reason])
        if reason in PROBLEMS:
            return _fill(_translate(PROBLEMS[reason]), details)
    time_problem = getattr(error, "reason", None)
    if isinstance(time_problem, TimeProblem):
        return _translate(TIME_PROBLEMS[time_problem])
    return str(error)


def edit_text(edit: Edit) -> str:
    """The name of an edit on the undo stack."""
    return _fill(_translate(EDITS[edit.kind]), edit.details)


#: Notes whose wording depends on the colour (Russian: "ходят чёрные", lower case after
#: the verb), one whole sentence per colour.
COLOUR_NOTES: Mapping[tuple[Note, Color], Any] = {
    (Note.PLAY_RESUMED, Color.BLACK): QT_TRANSLATE_NOOP("Messages", "Play resumed: Black to move"),
    (Note.PLAY_RESUMED, Color.WHITE): QT_TRANSLATE_NOOP("Messages", "Play resumed: White to move"),
}


def note_writer(note: Note, details: Mapping[str, object]) -> str:
    """The session's ``NoteWriter``: what qtgo writes into a record, in the interface's language."""
    color = details.get("color")
    if isinstance(color, Color) and (note, color) in COLOUR_NOTES:
        return _translate(COLOUR_NOTES[(note, color)])
    return _fill(_translate(NOTES[note]), details)


def colour_name(color: Color) -> str:
    """``Black`` / ``White`` in the UI language."""
    if color is Color.BLACK:
        return QCoreApplication.translate("Messages", "Black")
    return QCoreApplication.translate("Messages", "White")


def point_name(point: Point, height: int) -> str:
    """A point as players say it (``D4``), or its SGF letters past the 25 columns of that notation."""
    try:
        return point.to_gtp(height)
    except ValueError:
        return point.to_sgf()


def scoring_phrase(scoring: Scoring) -> str:
    """``Area scoring`` and the like, for the rules summaries."""
    texts = {
        Scoring.AREA: QT_TRANSLATE_NOOP("Messages", "Area scoring"),
        Scoring.TERRITORY: QT_TRANSLATE_NOOP("Messages", "Territory scoring"),
        Scoring.STONES: QT_TRANSLATE_NOOP("Messages", "Stone scoring"),
    }
    return _translate(texts[scoring])


def ko_phrase(ko: KoRule) -> str:
    """``simple ko``, ``positional superko``, ``situational superko``."""
    texts = {
        KoRule.SIMPLE: QT_TRANSLATE_NOOP("Messages", "simple ko"),
        KoRule.POSITIONAL: QT_TRANSLATE_NOOP("Messages", "positional superko"),
        KoRule.SITUATIONAL: QT_TRANSLATE_NOOP("Messages", "situational superko"),
    }
    return _translate(texts[ko])


def player_label(name: str, color: Color) -> str:
    """A player's name as shown: the default ``Black``/``White`` in the UI language."""
    default = "Black" if color is Color.BLACK else "White"
    return colour_name(color) if name == default else name


#: Rule set names (English); :func:`rules_label` gives them in the UI language.
RULES_LABELS = {
    "japanese": QT_TRANSLATE_NOOP("Rules", "Japanese"),
    "korean": QT_TRANSLATE_NOOP("Rules", "Korean"),
    "igs": QT_TRANSLATE_NOOP("Rules", "IGS"),
    "chinese": QT_TRANSLATE_NOOP("Rules", "Chinese"),
    "aga": QT_TRANSLATE_NOOP("Rules", "AGA"),
    "new-zealand": QT_TRANSLATE_NOOP("Rules", "New Zealand"),
    "ing": QT_TRANSLATE_NOOP("Rules", "Ing (GOE)"),
    "tromp-taylor": QT_TRANSLATE_NOOP("Rules", "Tromp-Taylor"),
    "tibetan": QT_TRANSLATE_NOOP("Rules", "Tibetan (historical)"),
}


def rules_label(name: str) -> str:
    """The rule set's name in the UI language (an unknown name as it is)."""
    label = RULES_LABELS.get(name)
    return QCoreApplication.translate("Rules", str(label)) if label else name


def assumed_text(assumed: Assumed) -> str:
    """What the record leaves unsaid and qtgo assumes, in a sentence ("" when nothing is)."""
    translate = QCoreApplication.translate
    parts = []
    if assumed.rules is not None:
        parts.append(translate("Assumed", "{0} rules").format(rules_label(assumed.rules)))
    if assumed.komi is not None:
        from qtgo.ui.numbers import show_number

        parts.append(translate("Assumed", "komi {0}").format(show_number(assumed.komi)))
    if not parts:
        return ""
    return translate("Assumed", "Not in the record, so assumed: {0}").format(", ".join(parts))
