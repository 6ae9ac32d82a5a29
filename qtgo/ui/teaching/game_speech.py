"""What the screen reader hears during a game, and the read-out commands.

``GameAnnouncer`` is told when the position changes, the game ends, a clock period goes or
the cursor moves, and says so through an :class:`~qtgo.ui.teaching.speech.Announcer`. The
read-out commands (a row, the whole board row by row, a quarter of the board, the score
estimate) are ``QAction``s with shortcuts, made by :func:`read_out_actions` for the window
to put in its menu; every one works from the keyboard alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from qtgo.rules import Board, Color, Game, Point, ScoreBreakdown
from qtgo.session.readout import report_move, report_region, report_row
from qtgo.ui.teaching.speech import (
    Announcer,
    colour_name,
    move_text,
    point_name,
    region_text,
    result_text,
    row_text,
    score_text,
)

#: lupdate reads the literal calls ``translate("GameSpeech", ...)``.
translate = QCoreApplication.translate

__all__ = ["COUNTDOWN_WARNINGS", "GameAnnouncer", "read_out_actions"]

#: Seconds left in a countdown at which the player's time is announced.
COUNTDOWN_WARNINGS = frozenset({30, 10, 5})


class GameAnnouncer(QObject):
    """Announces a game; ``game()`` returns the position shown (None: no game open)."""

    def __init__(self, announcer: Announcer, game: Callable[[], Game | None], parent: QObject | None = None) -> None:
        super().__init__(parent or announcer)
        self.announcer = announcer
        self._game = game
        self._board: Board | None = None
        self._number = -1
        self.remember()

    def remember(self) -> None:
        """Take the current position as the one already announced (after opening a file)."""
        game = self._game()
        self._board = game.board.copy() if game is not None else None
        self._number = game.move_number if game is not None else -1

    # ------------------------------------------------------------ events
    def position_changed(self) -> None:
        game = self._game()
        if game is None:
            return
        if game.move_number == self._number and self._board is not None and game.board == self._board:
            return  # nothing a listener would notice (a comment, a mark)
        before = self._board if game.move_number == self._number + 1 else None
        report = report_move(before, game.board, game.last_move, game.move_number)
        text = (
            translate("GameSpeech", "Start of the game.")
            if game.move_number == 0
            else move_text(report, game.board.height)
        )
        self.remember()
        self.announcer.announce(text)

    def game_ended(self, result: str) -> None:
        self.announcer.announce(translate("GameSpeech", "Game over.") + " " + result_text(result), assertive=True)

    def period_used(self, color: Color, periods_left: int | None = None) -> None:
        text = translate("GameSpeech", "%1 has used a period of overtime.").replace("%1", colour_name(color))
        if periods_left is not None:
            text += " " + translate("GameSpeech", "Periods left: %1.").replace("%1", str(periods_left))
        self.announcer.announce(text, assertive=True)

    def countdown(self, color: Color, seconds: int) -> None:
        if seconds in COUNTDOWN_WARNINGS:
            self.announcer.announce(
                translate("GameSpeech", "%1: %2 seconds.")
                .replace("%1", colour_name(color))
                .replace("%2", str(seconds)),
                assertive=True,
            )

    def time_up(self, color: Color) -> None:
        self.announcer.announce(
            translate("GameSpeech", "%1's time is up.").replace("%1", colour_name(color)), assertive=True
        )

    def cursor_moved(self, x: int, y: int) -> None:
        game = self._game()
        if game is None:
            return
        board = game.board
        point = Point(x, y)
        stone = board[point]
        if stone is None:
            what = translate("GameSpeech", "empty")
        elif stone is Color.BLACK:
            what = translate("GameSpeech", "black stone")
        else:
            what = translate("GameSpeech", "white stone")
        if stone is None and game.ko_point == point:
            what += ", " + translate("GameSpeech", "ko: no retake now")
        self.announcer.announce(f"{point_name(point, board.height)}, {what}")

    # ------------------------------------------------------------ read-outs
    def read_last_move(self) -> None:
        game = self._game()
        if game is None:
            return
        if game.last_move is None:
            self.announcer.announce(
                translate("GameSpeech", "No moves yet.")
                + " "
                + translate("GameSpeech", "%1 to play.").replace("%1", colour_name(game.to_play))
            )
            return
        report = report_move(None, game.board, game.last_move, game.move_number)
        captures = translate("GameSpeech", "Prisoners: Black %1, White %2.")
        captures = captures.replace("%1", str(game.captures[Color.BLACK])).replace(
            "%2", str(game.captures[Color.WHITE])
        )
        self.announcer.announce(f"{move_text(report, game.board.height)} {captures}")

    def read_row(self, y: int) -> None:
        game = self._game()
        if game is not None:
            self.announcer.announce(row_text(report_row(game.board, y), game.board.height))

    def read_board(self) -> None:
        game = self._game()
        if game is None:
            return
        board = game.board
        rows = [row_text(report_row(board, y), board.height) for y in range(board.height)]
        shown = [text for text in rows if not text.endswith(translate("GameSpeech", "empty."))]
        self.announcer.announce(" ".join(shown) if shown else translate("GameSpeech", "The board is empty."))

    def read_quarter(self, quarter: int) -> None:
        """0 top left, 1 top right, 2 bottom left, 3 bottom right, 4 the centre."""
        game = self._game()
        if game is None:
            return
        board = game.board
        w, h = board.width, board.height
        half_w, half_h = (w + 1) // 2, (h + 1) // 2
        boxes = [
            (0, 0, half_w - 1, half_h - 1),
            (w - half_w, 0, w - 1, half_h - 1),
            (0, h - half_h, half_w - 1, h - 1),
            (w - half_w, h - half_h, w - 1, h - 1),
            (w // 4, h // 4, w - 1 - w // 4, h - 1 - h // 4),
        ]
        names = [
            translate("GameSpeech", "Top left"),
            translate("GameSpeech", "Top right"),
            translate("GameSpeech", "Bottom left"),
            translate("GameSpeech", "Bottom right"),
            translate("GameSpeech", "Centre"),
        ]
        left, top, right, bottom = boxes[quarter]
        self.announcer.announce(region_text(report_region(board, left, top, right, bottom), h, names[quarter]))

    def read_score(self, score: ScoreBreakdown | None, *, estimate: bool = True) -> None:
        if score is None:
            self.announcer.announce(translate("GameSpeech", "No score estimate yet."))
            return
        self.announcer.announce(score_text(score, estimate=estimate))


def read_out_actions(
    speaker: GameAnnouncer, parent: QObject, *, cursor_row: Callable[[], int], estimate: Callable[[], None]
) -> list[QAction]:
    """The read-out commands as actions (Alt+Shift+letter: free in every menu of the window).

    ``cursor_row()`` is the row the board cursor is on; ``estimate()`` starts a score
    estimate, whose result the window hands to ``speaker.read_score``.
    """
    made: list[QAction] = []

    def action(text: str, keys: str, slot: Callable[[], None]) -> None:
        item = QAction(text, parent)
        item.setShortcut(QKeySequence(keys))
        item.triggered.connect(slot)
        made.append(item)

    action(translate("GameSpeech", "Say the last move"), "Alt+Shift+L", speaker.read_last_move)
    action(translate("GameSpeech", "Read the cursor's row"), "Alt+Shift+R", lambda: speaker.read_row(cursor_row()))
    action(translate("GameSpeech", "Read the whole board"), "Alt+Shift+B", speaker.read_board)
    for index, (text, key) in enumerate(
        (
            (translate("GameSpeech", "Read the top left"), "Alt+Shift+1"),
            (translate("GameSpeech", "Read the top right"), "Alt+Shift+2"),
            (translate("GameSpeech", "Read the bottom left"), "Alt+Shift+3"),
            (translate("GameSpeech", "Read the bottom right"), "Alt+Shift+4"),
            (translate("GameSpeech", "Read the centre"), "Alt+Shift+5"),
        )
    ):
        action(text, key, partial(speaker.read_quarter, index))
    action(translate("GameSpeech", "Say the score estimate"), "Alt+Shift+E", estimate)
    return made
