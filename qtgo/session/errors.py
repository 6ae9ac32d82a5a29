"""The session's one error tree, and why a command is refused, as data.

Every failure a user can cause is a :class:`SessionError` whose ``reason`` is a
:class:`Problem` and whose ``details`` fill the message. The window translates the enum
(``qtgo.ui.messages``); ``str(error)`` is the English text, for logs and the command line.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from qtgo.rules import IllegalReason


class Problem(enum.StrEnum):
    """Why a command cannot be carried out. Move problems keep the rules' words as values."""

    # A move the rules refuse (values as ``rules.IllegalReason``).
    OCCUPIED = "occupied"
    SUICIDE = "suicide"
    KO = "ko"
    SUPERKO = "superko"
    OFF_BOARD = "off-board"
    GAME_OVER = "game-over"
    WRONG_TURN = "wrong-turn"
    JUST_EMPTIED = "just-emptied"  # Tibetan go: stones were just taken from that point
    # A move the state of the game refuses.
    GAME_FINISHED = "game-finished"  # details: result
    TIME_OVER = "time-over"  # details: result
    NOT_AT_END = "not-at-end"
    COUNTING = "counting"
    HANDICAP_FIRST = "handicap-first"  # details: n
    HANDICAP_AT_START = "handicap-at-start"
    # Live-game commands.
    NOT_LIVE = "not-live"
    UNDO_IN_REVIEW = "undo-in-review"
    UNDO_TOUCH_MOVE = "undo-touch-move"
    UNDO_NOTHING = "undo-nothing"
    # Navigation and editing.
    NOT_IN_GAME = "not-in-game"
    BAD_KOMI = "bad-komi"  # details: value
    LIVE_INFO_FIXED = "live-info-fixed"
    LINE_NEEDS_TWO_POINTS = "line-needs-two-points"  # details: kind
    UNKNOWN_MARKUP = "unknown-markup"  # details: kind
    DELETE_ROOT = "delete-root"
    DELETE_LIVE = "delete-live"
    # Counting.
    COUNT_AT_END = "count-at-end"
    NOT_COUNTING = "not-counting"
    USE_RESUME = "use-resume"
    RESUME_AFTER_PASSES = "resume-after-passes"
    # Files.
    NEED_FILE_NAME = "need-file-name"
    CANNOT_READ = "cannot-read"  # details: file, why
    CANNOT_WRITE = "cannot-write"  # details: file, why
    BAD_RECORD = "bad-record"  # details: file, why
    NO_GAME = "no-game"
    NO_SUCH_GAME = "no-such-game"  # details: n (games in the file)
    AUTOSAVE_FAILED = "autosave-failed"  # details: why
    NO_AUTOSAVE = "no-autosave"
    AUTOSAVE_REMOVE = "autosave-remove"  # details: why
    # New game settings.
    BOARD_SIZE = "board-size"  # details: width, height
    HANDICAP_COUNT = "handicap-count"
    HANDICAP_FIT = "handicap-fit"  # details: n
    HANDICAP_WITH_OPENING = "handicap-with-opening"  # Tibetan go starts from its own stones
    BAD_SETTINGS = "bad-settings"  # details: why
    TIME_CONTROL = "time-control"  # details: why (a clock.TimeControlError's reason)
    # A display value that cannot be drawn (a programming error, never the user's).
    BAD_DISPLAY = "bad-display"  # details: why


#: The English text of each problem; ``{name}`` is filled from the error's details.
ENGLISH: Mapping[Problem, str] = {
    Problem.OCCUPIED: "Illegal: occupied",
    Problem.SUICIDE: "Illegal: suicide",
    Problem.KO: "Illegal: ko",
    Problem.SUPERKO: "Illegal: superko",
    Problem.OFF_BOARD: "Illegal: off-board",
    Problem.GAME_OVER: "The game is over",
    Problem.WRONG_TURN: "Illegal: not this player's turn",
    Problem.JUST_EMPTIED: "Illegal: just-emptied",
    Problem.GAME_FINISHED: "The game is over ({result})",
    Problem.TIME_OVER: "The game is over: {result}",
    Problem.NOT_AT_END: "Go to the last move (End) to play on, or try a variation from here (Ctrl+T)",
    Problem.COUNTING: "Counting is under way: accept the count or resume play",
    Problem.HANDICAP_FIRST: "Place {n} more handicap stone(s) first",
    Problem.HANDICAP_AT_START: "Go back to the start to place handicap stones",
    Problem.NOT_LIVE: "Not possible: this game is not being played (review mode)",
    Problem.UNDO_IN_REVIEW: "Undo by agreement is for a game being played; in review just go back",
    Problem.UNDO_TOUCH_MOVE: "This game was started without undo (touch-move)",
    Problem.UNDO_NOTHING: "There is no move to take back",
    Problem.NOT_IN_GAME: "That node is not part of the open game",
    Problem.BAD_KOMI: "Komi must be a number, not {value!r}",
    Problem.LIVE_INFO_FIXED: "The rules, komi and handicap of a game being played cannot change",
    Problem.LINE_NEEDS_TWO_POINTS: "{kind} needs two different points",
    Problem.UNKNOWN_MARKUP: "Unknown markup {kind!r}",
    Problem.DELETE_ROOT: "The start of the game cannot be deleted",
    Problem.DELETE_LIVE: "Moves of the game being played cannot be deleted",
    Problem.COUNT_AT_END: "Go to the last move to count the game",
    Problem.NOT_COUNTING: "Not counting: the game has to end (two passes) first",
    Problem.USE_RESUME: "In a game being played, use Resume to go on playing",
    Problem.RESUME_AFTER_PASSES: "Play can only resume after the game ended with passes",
    Problem.NEED_FILE_NAME: "Choose a file name first (Save As)",
    Problem.CANNOT_READ: "Cannot read {file}: {why}",
    Problem.CANNOT_WRITE: "Cannot write {file}: {why}",
    Problem.BAD_RECORD: "{file}: {why}",
    Problem.NO_GAME: "The file holds no game",
    Problem.NO_SUCH_GAME: "The file has {n} games",
    Problem.AUTOSAVE_FAILED: "Autosave failed: {why}",
    Problem.NO_AUTOSAVE: "There is no autosaved game to recover",
    Problem.AUTOSAVE_REMOVE: "Cannot remove the autosave: {why}",
    Problem.BOARD_SIZE: "Board size {width}×{height} is outside 2..52",
    Problem.HANDICAP_COUNT: "A handicap is 0 (even game) or 2 stones or more",
    Problem.HANDICAP_FIT: "{n} handicap stones do not fit on this board",
    Problem.HANDICAP_WITH_OPENING: "These rules start from their own stones: no handicap",
    Problem.BAD_SETTINGS: "Unusable game settings: {why}",
    Problem.TIME_CONTROL: "{why}",
    Problem.BAD_DISPLAY: "Cannot draw the board: {why}",
}

#: The rules' reasons for an illegal move, as session problems.
ILLEGAL: Mapping[IllegalReason, Problem] = {reason: Problem(reason.value) for reason in IllegalReason}


def english(problem: Problem, details: Mapping[str, object]) -> str:
    """The English message of ``problem`` with ``details`` filled in."""
    try:
        return ENGLISH[problem].format(**details)
    except (KeyError, IndexError):
        return ENGLISH[problem]


class SessionError(ValueError):
    """A command the open game cannot carry out; the game is left unchanged.

    ``reason`` says why (a :class:`Problem`), ``details`` hold the values its message needs.
    """

    def __init__(self, reason: Problem, **details: object) -> None:
        self.reason = reason
        self.details: dict[str, object] = dict(details)
        super().__init__(english(reason, self.details))


class MoveRejected(SessionError):
    """A move that the rules (or the state of the game) do not allow."""


class FileError(SessionError):
    """A game record that cannot be read or written; the open game stays as it was."""


class UndoNotAllowed(SessionError):
    """Undo by agreement asked for where the game forbids it or where nothing can be undone."""
