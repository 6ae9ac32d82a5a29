"""Keyboard and screen-reader play on a window's board, attached in one call.

``KeyboardPlay`` puts a :class:`~qtgo.ui.board.cursor.BoardCursor` on the board view,
sends its moves where a click would go, announces what happens through a live status
label and Qt's accessibility events, and adds the read-out commands and "Focus the
board" as window actions with shortcuts. The window keeps its own code; it only hands
over its view, its click slot and its game, and connects the adapter's and the clocks'
signals with :meth:`connect_adapter` and :meth:`connect_clock`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QWidget

from qtgo.rules import Color, Game
from qtgo.ui.board.cursor import BoardCursor
from qtgo.ui.board.view import BoardView
from qtgo.ui.numbers import show_number
from qtgo.ui.teaching.game_speech import GameAnnouncer, read_out_actions
from qtgo.ui.teaching.speech import Announcer

#: lupdate reads the literal calls ``translate("KeyboardPlay", ...)``.
translate = QCoreApplication.translate

__all__ = ["FOCUS_BOARD_KEYS", "KeyboardPlay"]

FOCUS_BOARD_KEYS = "Ctrl+Shift+B"


class KeyboardPlay(QObject):
    """The board cursor, the announcer and the read-out actions of one window."""

    def __init__(
        self,
        window: QWidget,
        view: BoardView,
        *,
        play: Callable[[int, int], Any],
        game: Callable[[], Game | None],
        estimate: Callable[[], Any] | None = None,
        label: QLabel | None = None,
        in_play: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.view = view
        self.cursor = BoardCursor(view)
        self.announcer = Announcer(window, label)
        self.speaker = GameAnnouncer(self.announcer, game, self, in_play=in_play)
        self._estimate = estimate
        self._estimate_wanted = False
        self.cursor.activated.connect(lambda x, y: play(x, y))
        self.cursor.moved.connect(self._cursor_moved)
        self.cursor.rejected.connect(
            lambda text: self.announcer.announce(
                translate("KeyboardPlay", "%1 is not a point of this board.").replace("%1", text)
            )
        )
        self.actions: list[QAction] = []
        self.retranslate()

    def retranslate(self) -> None:
        """The board's description and the read-out actions in the language installed now
        (made again: their texts come from the translators at creation)."""
        view = self.view
        view.setAccessibleName(translate("KeyboardPlay", "Go board"))
        view.setAccessibleDescription(
            translate(
                "KeyboardPlay",
                "Tab here or press Ctrl+Shift+B, then arrow keys move the cursor and Enter or Space plays; "
                "or type a point such as D4 and press Enter. Alt+Shift+L says the last move, "
                "Alt+Shift+R reads the cursor's row, Alt+Shift+B the whole board, Alt+Shift+1 to 5 a corner "
                "or the centre, Alt+Shift+E the score estimate.",
            )
        )
        for old in self.actions:
            old.setShortcuts([])
            self.window.removeAction(old)
            old.deleteLater()
        focus = QAction(translate("KeyboardPlay", "Focus the &board (keyboard cursor)"), self)
        focus.setShortcut(QKeySequence(FOCUS_BOARD_KEYS))
        focus.triggered.connect(self.cursor.arm)
        reads = read_out_actions(
            self.speaker, self, cursor_row=lambda: self.cursor.point.y, estimate=self._ask_estimate
        )
        self.actions = [focus, *reads]
        for action in self.actions:
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.window.addActions(self.actions)

    def _cursor_moved(self, x: int, y: int) -> None:
        if self.cursor.armed:
            self.speaker.cursor_moved(x, y)

    def _ask_estimate(self) -> None:
        if self._estimate is None:
            self.speaker.read_score(None)
            return
        self._estimate_wanted = True
        self._estimate()

    # ------------------------------------------------------------ signal wiring
    def connect_adapter(self, adapter: Any) -> None:
        """Announce the adapter's moves, refusals, results and (when asked for) estimates."""
        adapter.position_changed.connect(self.speaker.position_changed)
        adapter.game_ended.connect(self.speaker.game_ended)
        adapter.move_rejected.connect(lambda text: self.announcer.announce(str(text), assertive=True))
        if hasattr(adapter, "session_replaced"):
            adapter.session_replaced.connect(self.speaker.remember)
            adapter.session_replaced.connect(self.announcer.clear)
        if hasattr(adapter, "estimate_ready"):
            adapter.estimate_ready.connect(self.estimate_ready)

    def estimate_ready(self, estimate: Any) -> None:
        """Say the estimate the user asked for (estimates the window starts itself stay quiet)."""
        if not self._estimate_wanted:
            return
        self._estimate_wanted = False
        from qtgo.ui.teaching.speech import result_text

        result = getattr(estimate, "result", None)
        black = getattr(estimate, "black_score", None)
        white = getattr(estimate, "white_score", None)
        if black is None or white is None or result is None:
            self.speaker.read_score(estimate)
            return
        text = translate("KeyboardPlay", "Score estimate: Black %1, White %2.")
        text = text.replace("%1", show_number(black)).replace("%2", show_number(white))
        self.announcer.announce(f"{text} {result_text(result)}")

    def connect_clock(self, panel: Any) -> None:
        """Announce one clock panel's countdown, overtime periods and stones, and flag."""
        color: Color = panel.color
        panel.countdown_tick.connect(lambda _color, seconds: self.speaker.countdown(color, seconds))
        panel.time_up.connect(lambda _color: self.speaker.time_up(color))
        self.speaker.watch_clock(color, lambda: panel.state)
