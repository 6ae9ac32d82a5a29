"""Problem mode's window: a board, the question, right or wrong, and the way on.

The window is a thin view of ``qtgo.session.problem.ProblemSet``: a click (or the
keyboard cursor) plays the student's move, the set answers with the record's reply, and
the window shows and announces what happened. The verdict is said in words and marked
with a symbol (✓ / ✗), never by colour alone.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from qtgo.rules import Point
from qtgo.session import Problem, SessionError
from qtgo.session.display import Markup, display_from_game
from qtgo.session.problem import Attempt, ProblemSet, Status
from qtgo.sgf import Node
from qtgo.ui.board import BoardView
from qtgo.ui.board.cursor import BoardCursor
from qtgo.ui.fit import fit_to_screen
from qtgo.ui.messages import error_text
from qtgo.ui.teaching.keyboard import FOCUS_BOARD_KEYS
from qtgo.ui.teaching.speech import Announcer, colour_name, point_name

__all__ = ["ProblemWindow", "load_problem_set"]


def load_problem_set(path: str | Path) -> ProblemSet:
    """The problems of an SGF file; ``SgfError``/``OSError``/``SessionError`` for a bad one."""
    from qtgo.sgf import load

    return ProblemSet(load(path, check_moves=False).games)


def _markup(node: Node) -> list[Markup]:
    """The node's marks and labels, as the record gives them (problems letter their points)."""
    marks = [
        Markup(kind, point)
        for kind, points in (("TR", node.triangles), ("SQ", node.squares), ("CR", node.circles), ("MA", node.crosses))
        for point in points
    ]
    marks.extend(Markup("LB", point, label=text) for point, text in node.labels.items())
    return marks


class ProblemWindow(QDialog):
    """Works through a :class:`ProblemSet` (see the module docstring)."""

    def __init__(
        self,
        problems: ProblemSet,
        parent: QWidget | None = None,
        *,
        in_language: Callable[[], ProblemSet | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.problems = problems
        # qtgo's own problems in the language installed now (None: this file has no other).
        self.in_language = in_language
        self.view = BoardView()
        self.board_cursor = BoardCursor(self.view)
        self.title = QLabel()
        self.title.setWordWrap(True)  # a long title wraps instead of widening the window
        self.question = QTextBrowser()
        self.question.setMaximumHeight(120)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.announcer = Announcer(self, self.feedback)
        self.counter = QLabel()
        self.try_again_button = QPushButton()
        self.answer_button = QPushButton()
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.close_button = QPushButton()
        self.retranslate()
        self.try_again_button.clicked.connect(self.try_again)
        self.answer_button.clicked.connect(self.show_answer)
        self.previous_button.clicked.connect(self.previous)
        self.next_button.clicked.connect(self.next)
        self.close_button.clicked.connect(self.accept)
        self.view.board.point_clicked.connect(self.play)
        self.board_cursor.activated.connect(self.play)
        self.board_cursor.rejected.connect(
            lambda text: self.announcer.announce(self.tr("%1 is not a point of this board.").replace("%1", text))
        )
        QShortcut(QKeySequence("Ctrl+R"), self, self.try_again)
        QShortcut(QKeySequence(FOCUS_BOARD_KEYS), self, self.board_cursor.arm)

        buttons = QHBoxLayout()
        for button in (self.try_again_button, self.answer_button, self.previous_button, self.next_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        side = QVBoxLayout()
        side.addWidget(self.title)
        side.addWidget(self.question)
        side.addWidget(self.feedback)
        side.addWidget(self.counter)
        side.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.view, 3)
        top.addLayout(side, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        fit_to_screen(self, 900, 600)
        self._start()

    def retranslate(self) -> None:
        """The fixed texts in the language installed now (also on a language switch)."""
        self.setWindowTitle(self.tr("Problems"))
        self.setAccessibleName(self.tr("Problem mode"))
        self.view.setAccessibleName(self.tr("Problem board"))
        self.view.setAccessibleDescription(
            self.tr(
                "Tab here or press Ctrl+Shift+B; arrow keys move the cursor, Enter or Space plays, "
                "or type a point such as D4 and Enter"
            )
        )
        self.title.setAccessibleName(self.tr("Problem"))
        self.question.setAccessibleName(self.tr("Question and comments"))
        self.counter.setAccessibleName(self.tr("Solved"))
        for button, text, description in (
            (self.try_again_button, self.tr("&Try again"), self.tr("Start this problem again")),
            (
                self.answer_button,
                self.tr("Show the &answer"),
                self.tr("Play out a right line; the problem then does not count as solved"),
            ),
            (self.previous_button, self.tr("&Previous"), self.tr("Go to the previous problem")),
            (self.next_button, self.tr("&Next problem"), self.tr("Go to the next problem")),
            (self.close_button, self.tr("Close"), ""),
        ):
            button.setText(text)
            button.setAccessibleDescription(description)

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once: the buttons, the title and the counter."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            translated = self.in_language() if self.in_language is not None else None
            if translated is not None:
                # qtgo's own problems speak the interface's language; the progress stays.
                translated.take_progress(self.problems)
                self.problems = translated
                self._start()
                return
            problem = self.problems.current
            self.title.setText(problem.title or self.tr("Problem %1").replace("%1", str(self.problems.index + 1)))
            self._refresh_counter()
            self._announce_problem()  # the last words said stood in the old language

    # ------------------------------------------------------------ state to screen
    def _refresh_board(self) -> None:
        problem = self.problems.current
        solving = problem.status is Status.SOLVING
        self.view.board.set_display(display_from_game(problem.game, ghost=solving, markup=_markup(problem.node)))

    def _refresh_counter(self) -> None:
        self.counter.setText(
            self.tr("Problem %1 of %2 · solved %3")
            .replace("%1", str(self.problems.index + 1))
            .replace("%2", str(len(self.problems)))
            .replace("%3", str(self.problems.solved_count))
        )
        self.previous_button.setEnabled(self.problems.index > 0)
        self.next_button.setEnabled(self.problems.index + 1 < len(self.problems))

    def _start(self) -> None:
        problem = self.problems.current
        self.title.setText(problem.title or self.tr("Problem %1").replace("%1", str(self.problems.index + 1)))
        self.question.setPlainText(problem.description or "")
        self._refresh_board()
        self._refresh_counter()
        self._announce_problem()

    def _announce_problem(self) -> None:
        problem = self.problems.current
        to_play = self.tr("%1 to play.").replace("%1", colour_name(problem.student))
        self.announcer.announce(f"{self.title.text()}. {problem.description or ''} {to_play}".strip())

    # ------------------------------------------------------------ commands
    def play(self, x: int, y: int) -> Attempt | None:
        problem = self.problems.current
        height = problem.game.board.height
        try:
            attempt = self.problems.play(Point(x, y))
        except SessionError as error:
            if error.reason is Problem.GAME_OVER:
                text = self.tr("This line has ended: try again or go to the next problem.")
            else:
                text = error_text(error)
            self.announcer.announce(text)
            return None
        words = [point_name(Point(x, y), height) + "."]
        if attempt.reply is not None and attempt.reply.point is not None:
            words.append(
                self.tr("%1 answers %2.")
                .replace("%1", colour_name(attempt.reply.color))
                .replace("%2", point_name(attempt.reply.point, height))
            )
        if attempt.comments:
            self.question.setPlainText("\n\n".join(attempt.comments))
        if attempt.status is Status.RIGHT:
            words.append(self.tr("✓ Right! The problem is solved."))
        elif attempt.status is Status.WRONG:
            words.append(
                self.tr("✗ Wrong: that move is not in the problem.") if not attempt.in_record else self.tr("✗ Wrong.")
            )
        self._refresh_board()
        self._refresh_counter()
        self.announcer.announce(" ".join(words), assertive=attempt.status is not Status.SOLVING)
        return attempt

    def try_again(self) -> None:
        self.problems.current.try_again()
        self._refresh_board()
        self.question.setPlainText(self.problems.current.description or "")
        self.announcer.announce(self.tr("Try again."))

    def show_answer(self) -> None:
        problem = self.problems.current
        moves = problem.show_answer()
        height = problem.game.board.height
        self._refresh_board()
        if not moves:
            self.announcer.announce(self.tr("This problem has no right line in its record."))
            return
        spoken = ", ".join(
            f"{colour_name(m.color)} {point_name(m.point, height) if m.point else self.tr('pass')}" for m in moves
        )
        self.announcer.announce(self.tr("The answer: %1.").replace("%1", spoken))

    def next(self) -> None:
        if self.problems.next() is not None:
            self._start()

    def previous(self) -> None:
        if self.problems.previous() is not None:
            self._start()
