"""What the screen reader hears during a game, and the read-out commands.

``GameAnnouncer`` is told when the position changes, the game ends, a clock's state moves
on or the cursor moves, and says so through an :class:`~qtgo.ui.teaching.speech.Announcer`.
The clock's news (overtime begins, "Black: 2 periods left", "last period", Canadian
"stones left", an Ing period bought) comes from comparing two of the clock's own states,
as ``qtgo.clock`` computed them: nothing here counts time. ``ClockWatch`` reads the clock
panels' states for it. The
read-out commands (a row, the whole board row by row, a quarter of the board, the score
estimate) are ``QAction``s with shortcuts, made by :func:`read_out_actions` for the window
to put in its menu; every one works from the keyboard alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence

from qtgo.clock import PlayerClock, TimeSystem, format_duration
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

__all__ = ["CLOCK_WATCH_MS", "COUNTDOWN_WARNINGS", "ClockWatch", "GameAnnouncer", "clock_news", "read_out_actions"]

#: Seconds left in a countdown at which the player's time is announced.
COUNTDOWN_WARNINGS = frozenset({30, 10, 5})

# How often ``ClockWatch`` reads the panels' states (they repaint more often).
CLOCK_WATCH_MS = 250


def _periods_left(who: str, left: int, *, entering: bool) -> str:
    if left == 1:
        text = (
            translate("GameSpeech", "%1: byo-yomi, last period.")
            if entering
            else translate("GameSpeech", "%1: last period.")
        )
    else:
        text = (
            translate("GameSpeech", "%1: byo-yomi, %2 periods left.")
            if entering
            else translate("GameSpeech", "%1: %2 periods left.")
        )
    return text.replace("%1", who).replace("%2", str(left))


def _canadian_block(who: str, state: PlayerClock, *, entering: bool) -> str:
    text = (
        translate("GameSpeech", "%1: Canadian overtime, %2 stones in %3.")
        if entering
        else translate("GameSpeech", "%1: new period, %2 stones in %3.")
    )
    period = format_duration(state.control.period)
    return text.replace("%1", who).replace("%2", str(state.stones_left)).replace("%3", period)


def _stones_left(who: str, left: int) -> str:
    if left == 1:
        return translate("GameSpeech", "%1: last stone of this period.").replace("%1", who)
    return translate("GameSpeech", "%1: %2 stones left in this period.").replace("%1", who).replace("%2", str(left))


def _ing_period(who: str, state: PlayerClock) -> str:
    if state.periods_left <= 1:
        return translate("GameSpeech", "%1: last Ing period.").replace("%1", who)
    return (
        translate("GameSpeech", "%1: Ing period %2 of %3.")
        .replace("%1", who)
        .replace("%2", str(state.periods_used))
        .replace("%3", str(state.control.periods))
    )


def clock_news(before: PlayerClock | None, after: PlayerClock) -> tuple[str, bool] | None:
    """What changed in a player's overtime between two states, and whether it is urgent.

    Overtime beginning, a byo-yomi period used ("Black: 2 periods left", "last period"),
    a Canadian block begun or a stone of it played ("5 stones left in this period"), an
    Ing period bought. Only between live states of one control (stepping through a
    record's times says nothing); a fallen flag is :meth:`GameAnnouncer.time_up`'s news.
    """
    if before is None or not (before.running or before.paused) or before.control != after.control:
        return None
    if after.flagged or not after.in_overtime:
        return None
    who = colour_name(after.color)
    system = after.control.system
    entering = not before.in_overtime
    if system is TimeSystem.BYO_YOMI:
        if entering or after.periods_left < before.periods_left:
            return _periods_left(who, after.periods_left, entering=entering), True
    elif system is TimeSystem.CANADIAN:
        if entering or after.stones_left > before.stones_left:
            return _canadian_block(who, after, entering=entering), True
        if after.stones_left < before.stones_left:
            return _stones_left(who, after.stones_left), False
    elif system is TimeSystem.ING and (entering or after.periods_used > before.periods_used):
        return _ing_period(who, after), True
    return None


class GameAnnouncer(QObject):
    """Announces a game; ``game()`` returns the position shown (None: no game open)."""

    def __init__(
        self,
        announcer: Announcer,
        game: Callable[[], Game | None],
        parent: QObject | None = None,
        *,
        in_play: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(parent or announcer)
        self.announcer = announcer
        self._game = game
        # Atari is said only in a game being played (``in_play``): a review step is no threat.
        self._in_play = in_play or (lambda: True)
        self._board: Board | None = None
        self._number = -1
        self._clocks: dict[Color, PlayerClock | None] = {}
        self.clock_watch: ClockWatch | None = None
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
        report = report_move(before, game.board, game.last_move, game.move_number, ataris=self._in_play())
        text = (
            translate("GameSpeech", "Start of the game.")
            if game.move_number == 0
            else move_text(report, game.board.height)
        )
        self.remember()
        self.announcer.announce(text)

    def game_ended(self, result: str) -> None:
        self.announcer.announce(translate("GameSpeech", "Game over.") + " " + result_text(result), assertive=True)

    def watch_clock(self, color: Color, state: Callable[[], PlayerClock | None]) -> None:
        """Read ``state()`` (a clock panel's) a few times a second and announce its news."""
        if self.clock_watch is None:
            self.clock_watch = ClockWatch(self)
        self.clock_watch.watch(color, state)

    def clock_state(self, color: Color, state: PlayerClock | None) -> None:
        """The clock's state now (``None``: no clock); its overtime news is announced."""
        before = self._clocks.get(color)
        self._clocks[color] = state
        news = clock_news(before, state) if state is not None else None
        if news is not None:
            text, urgent = news
            self.announcer.announce(text, assertive=urgent)

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


class ClockWatch(QObject):
    """Reads the clock panels' states (a panel's public ``state``) for the announcer.

    A panel repaints from the live clock on its own timer; this reads what it shows a few
    times a second, so overtime news is heard whether it came at a move (a Canadian stone)
    or while a player thinks (the main time running out). Reading only: the arithmetic is
    the clock's.
    """

    def __init__(self, speaker: GameAnnouncer, parent: QObject | None = None) -> None:
        super().__init__(parent or speaker)
        self._speaker = speaker
        self._panels: list[tuple[Color, Callable[[], PlayerClock | None]]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(CLOCK_WATCH_MS)
        self._timer.timeout.connect(self.poll)

    def watch(self, color: Color, state: Callable[[], PlayerClock | None]) -> None:
        self._panels.append((color, state))
        self._timer.start()

    def poll(self) -> None:
        for color, state in self._panels:
            self._speaker.clock_state(color, state())


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
