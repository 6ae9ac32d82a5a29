"""The Problems window: the user's own mistakes due today, solved again on a board.

The list is ``library.problems.due_problems`` for the day the window is told (``today``,
injected, so the schedule is tested on fake time); a problem is the position before the
mistake (``library.mistakes``), solved with ``session.problem.GoProblem``: the engine's
move is right, the move played in the game and any other move wrong. The first verdict on
a problem is recorded with ``answer_problem`` (spaced repetition: up the ladder after a
success, back to one day after a miss; showing the answer counts as a miss), and the
window says when the problem comes back. The success rate per phase is
``success_by_phase``'s. Nothing here counts days or decides a verdict.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgo.library.problems import DueProblem, answer_problem, due_problems, success_by_phase
from qtgo.rules import Color, Point
from qtgo.session import SessionError
from qtgo.session.display import display_from_game
from qtgo.session.problem import GoProblem, Status
from qtgo.sgf import parse
from qtgo.ui.board import BoardView
from qtgo.ui.board.cursor import BoardCursor
from qtgo.ui.fit import fit_to_screen
from qtgo.ui.messages import error_text
from qtgo.ui.numbers import show_number
from qtgo.ui.teaching.keyboard import FOCUS_BOARD_KEYS
from qtgo.ui.teaching.speech import Announcer, colour_name, point_name

__all__ = ["ProblemsWindow"]

_PHASES = ("opening", "middle", "endgame")


def _point(text: str) -> Point | None:
    return Point.from_sgf(text) if text else None


class ProblemsWindow(QDialog):
    """The problems due on ``today()`` in the library at ``connection`` (see the module docstring)."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        *,
        today: Callable[[], dt.date] = dt.date.today,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.connection: sqlite3.Connection | None = connection  # None: the library was closed
        self.today = today
        self.due: list[DueProblem] = []
        self.current: DueProblem | None = None
        self.problem: GoProblem | None = None
        self.recorded: DueProblem | None = None  # the current problem's answer, once given
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._chosen)
        self.view = BoardView()
        self.board_cursor = BoardCursor(self.view)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.announcer = Announcer(self, self.feedback)
        self.rates = QLabel()
        self.rates.setWordWrap(True)
        self.heading = QLabel()
        self.answer_button = QPushButton()
        self.next_button = QPushButton()
        self.close_button = QPushButton()
        self.answer_button.clicked.connect(self.show_answer)
        self.next_button.clicked.connect(self.next)
        self.close_button.clicked.connect(self.accept)
        self.view.board.point_clicked.connect(self.play)
        self.board_cursor.activated.connect(self.play)
        QShortcut(QKeySequence(FOCUS_BOARD_KEYS), self, self.board_cursor.arm)

        side = QVBoxLayout()
        side.addWidget(self.question)
        side.addWidget(self.feedback)
        side.addStretch(1)
        side.addWidget(self.rates)
        left = QVBoxLayout()
        left.addWidget(self.heading)
        left.addWidget(self.list)
        top = QHBoxLayout()
        top.addLayout(left, 2)
        top.addWidget(self.view, 5)
        top.addLayout(side, 3)
        buttons = QHBoxLayout()
        buttons.addWidget(self.answer_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(buttons)
        self.retranslate()
        fit_to_screen(self, 1000, 620)
        self.reload()

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("My problems"))
        self.list.setAccessibleName(self.tr("Problems due today"))
        self.view.setAccessibleName(self.tr("Problem board"))
        self.view.setAccessibleDescription(
            self.tr("Ctrl+Shift+B puts the cursor on the board; arrow keys move it, Enter plays")
        )
        self.answer_button.setText(self.tr("Show the &answer"))
        self.answer_button.setToolTip(self.tr("The engine's move; the problem then counts as missed"))
        self.next_button.setText(self.tr("&Next problem"))
        self.close_button.setText(self.tr("Close"))
        self._show_heading()
        self._show_rates()
        self._show_question()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _show_heading(self) -> None:
        self.heading.setText(
            self.tr("Due on %1: %2").replace("%1", self.today().isoformat()).replace("%2", str(len(self.due)))
        )

    def _phase_name(self, phase: str) -> str:
        return {
            "opening": self.tr("Opening"),
            "middle": self.tr("Middle game"),
            "endgame": self.tr("Endgame"),
        }.get(phase, phase)

    def _show_rates(self) -> None:
        if self.connection is None:
            return
        found = success_by_phase(self.connection)
        lines = [self.tr("Solved so far, by the phase of the game the mistake was in:")]
        for phase in _PHASES:
            success = found.get(phase)
            rate = success.rate if success is not None else None
            if success is None or rate is None:
                text = self.tr("%1: not tried yet").replace("%1", self._phase_name(phase))
            else:
                text = (
                    self.tr("%1: %2 of %3 (%4%)")
                    .replace("%1", self._phase_name(phase))
                    .replace("%2", str(success.solved))
                    .replace("%3", str(success.tries))
                    .replace("%4", show_number(round(rate * 100)))
                )
            lines.append(text)
        self.rates.setText("\n".join(lines))

    def _item_text(self, item: DueProblem) -> str:
        mark = ""
        if self.recorded is not None and self.recorded.id == item.id:
            mark = " ✓" if self.recorded.streak else " ✗"
        return (
            self.tr("Move %1 · %2").replace("%1", str(item.move)).replace("%2", Path(item.source).name or item.source)
            + mark
        )

    def _show_question(self) -> None:
        item = self.current
        if item is None:
            self.question.setText(
                self.tr(
                    "No problem is due today. Come back tomorrow, or add the mistakes of a reviewed game (File ▸ Add this game's mistakes to my problems)."
                )
            )
            return
        color = Color.from_sgf(item.color)
        self.question.setText(
            self.tr("%1 to play. In the game (move %2 of %3) a worse move was played here: find the engine's move.")
            .replace("%1", colour_name(color))
            .replace("%2", str(item.move))
            .replace("%3", Path(item.source).name or item.source)
        )

    # ------------------------------------------------------------ the list
    def reload(self) -> None:
        """The problems due today, again (after a day changed or problems were added)."""
        if self.connection is None:
            return
        self.due = due_problems(self.connection, self.today())
        self.list.blockSignals(True)
        self.list.clear()
        for item in self.due:
            self.list.addItem(QListWidgetItem(self._item_text(item)))
        self.list.blockSignals(False)
        self._show_heading()
        self._show_rates()
        self.next_button.setEnabled(len(self.due) > 1)
        if self.due:
            self.list.setCurrentRow(0)
        else:
            self._load(None)

    def _chosen(self, row: int) -> None:
        self._load(self.due[row] if 0 <= row < len(self.due) else None)

    def _load(self, item: DueProblem | None) -> None:
        self.current = item
        self.recorded = None
        self.feedback.clear()
        self.problem = GoProblem(parse(item.position).games[0]) if item is not None else None
        self.answer_button.setEnabled(item is not None)
        self.view.setEnabled(item is not None)
        self._refresh_board()
        self._show_question()
        if item is not None:
            self.announcer.announce(self.question.text())
            # Heard, and shown above: the feedback line waits for the verdict.
            self.feedback.clear()

    def _refresh_board(self) -> None:
        if self.problem is not None:
            self.view.board.set_display(
                display_from_game(self.problem.game, ghost=self.problem.status is Status.SOLVING)
            )

    # ------------------------------------------------------------ commands
    def play(self, x: int, y: int) -> DueProblem | None:
        """The user's move on the problem; the first verdict is recorded. Returns the answer
        as stored (None while the problem is open or when the move was refused)."""
        problem, item = self.problem, self.current
        if problem is None or item is None or self.recorded is not None or self.connection is None:
            return None
        height = problem.game.board.height
        try:
            attempt = problem.play(Point(x, y))
        except SessionError as error:
            self.announcer.announce(error_text(error))
            return None
        self._refresh_board()
        if attempt.status is Status.SOLVING:
            return None
        return self._record(attempt.status is Status.RIGHT, point_name(Point(x, y), height))

    def show_answer(self) -> DueProblem | None:
        """Show the engine's move; a problem not yet answered counts as missed."""
        problem, item = self.problem, self.current
        if problem is None or item is None or self.connection is None:
            return None
        problem.show_answer()
        self._refresh_board()
        if self.recorded is not None:
            return self.recorded
        return self._record(False, None)

    def _record(self, correct: bool, played: str | None) -> DueProblem:
        item = self.current
        assert item is not None and self.problem is not None and self.connection is not None
        today = self.today()
        self.recorded = answer_problem(self.connection, item.id, correct, today)
        height = self.problem.game.board.height
        answer = _point(item.answer)
        answer_text = point_name(answer, height) if answer is not None else self.tr("pass")
        again = self.tr("It comes back in %n days, on %1.", "", self.recorded.interval_days).replace(
            "%1", self.recorded.due
        )
        if correct:
            text = self.tr("✓ Right: %1 is the engine's move.").replace("%1", played or answer_text)
        elif played is None:
            text = self.tr("The engine's move: %1.").replace("%1", answer_text)
        else:
            text = self.tr("✗ Wrong: %1. The engine's move: %2.").replace("%1", played).replace("%2", answer_text)
        self.feedback.setText(f"{text} {again}")
        row = self.due.index(item)
        list_item = self.list.item(row)
        if list_item is not None:
            list_item.setText(self._item_text(item))
        self._show_rates()
        self.announcer.announce(self.feedback.text(), assertive=True)
        return self.recorded

    def next(self) -> None:
        """The next problem of today's list (round to the first)."""
        if self.due:
            self.list.setCurrentRow((self.list.currentRow() + 1) % len(self.due))
