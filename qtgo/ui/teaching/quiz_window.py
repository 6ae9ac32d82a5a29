"""Guess the next move: a window over the open record that asks for each move in turn.

Lesson ▸ Guess the next move opens it (``lesson``) from the position the main window shows
(the start of the record when that is not on the main line). The student clicks a guess;
the points come from ``qtgo.session.guess_quiz`` (the move played scores most, an engine
candidate of a reviewed record nearly as much, a point beside the move played a little);
the board then shows the move played, the guess marked with a cross, and waits for the
next guess. At the end of the record the score stands under the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from qtgo.engine.review import main_line_nodes, stored_evaluations
from qtgo.rules import Color, Point
from qtgo.session.display import Markup, display_from_game
from qtgo.session.guess_quiz import Guess, GuessKind, GuessQuiz
from qtgo.sgf import GameTree, Node, PositionCache
from qtgo.ui.board import BoardScene, BoardView
from qtgo.ui.fit import WrappedLabel
from qtgo.ui.numbers import show_number

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi

#: lupdate reads the literal calls ``translate("GuessQuiz", ...)``.
translate = QCoreApplication.translate

__all__ = ["GuessQuizWindow", "guess_text", "score_text"]


def _where(point: Point | None, height: int) -> str:
    return point.to_gtp(height) if point is not None else translate("GuessQuiz", "pass")


def guess_text(guess: Guess, height: int) -> str:
    """What one guess earned, in the interface's language."""
    mine, played = _where(guess.guess, height), _where(guess.played, height)
    if guess.kind is GuessKind.PLAYED:
        text = translate("GuessQuiz", "Move %1: %2 is the move played (+%3)")
    elif guess.kind is GuessKind.ENGINE:
        text = translate("GuessQuiz", "Move %1: %2 is the engine's choice too, losing %5 (+%3); played: %4")
        text = text.replace("%5", show_number(round(guess.loss or 0.0, 1)))
    elif guess.kind is GuessKind.NEAR:
        text = translate("GuessQuiz", "Move %1: %2 is close to the move played, %4 (+%3)")
    else:
        text = translate("GuessQuiz", "Move %1: %2 misses; played: %4")
    return (
        text.replace("%1", str(guess.number)).replace("%2", mine).replace("%3", str(guess.points)).replace("%4", played)
    )


def score_text(quiz: GuessQuiz) -> str:
    """The score so far (or at the end), with its share of the best possible."""
    if not quiz.guesses:
        return translate("GuessQuiz", "Score: 0")
    if quiz.finished:
        text = translate("GuessQuiz", "Final score: %1 of %2 (%3%)")
    else:
        text = translate("GuessQuiz", "Score: %1 of %2 (%3%)")
    text = text.replace("%1", str(quiz.score)).replace("%2", str(quiz.best_possible))
    return text.replace("%3", show_number(round(quiz.percent)))


class GuessQuizWindow(QWidget):
    """The board before the move to guess, the last guess's points and the score.

    Signals:
        guessed(object): a guess was scored (the ``Guess``).
        finished(): the last move of the record was guessed.
    """

    guessed = Signal(object)
    finished = Signal()

    def __init__(self, api: WindowApi) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("guess_quiz")
        self.api = api
        self.scene = BoardScene(self)
        self.scene.look = api.scene.look
        self.scene.point_clicked.connect(self.guess_at)
        self.view = BoardView(self.scene, self)
        self.prompt = WrappedLabel()
        self.prompt.setObjectName("prompt")
        self.feedback = WrappedLabel()
        self.feedback.setObjectName("feedback")
        self.score = QLabel()
        self.score.setObjectName("score")
        font = self.score.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.score.setFont(font)
        self.score.setWordWrap(True)
        self.summary = WrappedLabel()
        self.summary.setObjectName("summary")
        self.history = QListWidget()
        self.history.setObjectName("guesses")
        self.history.setWordWrap(True)
        self.pass_button = QPushButton()
        self.pass_button.clicked.connect(lambda: self.guess_at_point(None))
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.restart)
        # Whose moves to guess: a player going over their own game guesses their own side.
        self.side_label = QLabel()
        self.side = QComboBox()
        self.side.setObjectName("side")
        for colour in (None, Color.BLACK, Color.WHITE):
            self.side.addItem("", colour)
        self.side_label.setBuddy(self.side)
        self.side.currentIndexChanged.connect(lambda _index: self.restart())
        sides = QHBoxLayout()
        sides.addWidget(self.side_label)
        sides.addWidget(self.side, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pass_button)
        buttons.addWidget(self.again_button)
        side = QWidget()
        side.setMinimumWidth(220)
        side.setMaximumWidth(520)
        column = QVBoxLayout(side)
        column.addLayout(sides)
        column.addWidget(self.prompt)
        column.addWidget(self.feedback)
        column.addWidget(self.score)
        column.addWidget(self.summary)
        column.addWidget(self.history, 1)
        column.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addWidget(side, 2)
        self.resize(1000, 700)
        self.tree: GameTree = api.adapter.session.tree
        self.nodes: list[Node] = []
        self.quiz = GuessQuiz(())
        self.restart()

    def restart(self) -> None:
        """The quiz from the position the main window shows (on the main line), else the start."""
        session = self.api.adapter.session
        self.tree = session.tree
        nodes = main_line_nodes(self.tree)
        evaluations = stored_evaluations(self.tree)
        start = nodes.index(session.node) if session.node in nodes[:-1] else 0
        moves = [node.move for node in nodes[start + 1 :] if node.move is not None]
        self.nodes = nodes[start:]
        self.quiz = GuessQuiz(
            moves, first=start + 1, analyses=evaluations[start : start + len(moves)], side=self.side.currentData()
        )
        self._cache = PositionCache(self.tree)
        self.history.clear()
        self.feedback.setText("")
        self._last: Guess | None = None
        self.retranslate()
        self._show()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("GuessQuiz", "qtgo: guess the next move"))
        self.pass_button.setText(translate("GuessQuiz", "Guess a &pass"))
        self.again_button.setText(translate("GuessQuiz", "&Start again"))
        self.side_label.setText(translate("GuessQuiz", "&Guess:"))
        for index, text in enumerate(
            (
                translate("GuessQuiz", "both sides' moves"),
                translate("GuessQuiz", "Black's moves"),
                translate("GuessQuiz", "White's moves"),
            )
        ):
            self.side.setItemText(index, text)
        self._texts()

    def _texts(self) -> None:
        quiz = self.quiz
        height = self.tree.size[1]
        if not quiz.asked:
            self.prompt.setText(translate("GuessQuiz", "The record has no moves after this position to guess."))
        elif quiz.finished:
            self.prompt.setText(translate("GuessQuiz", "The end of the record."))
        else:
            to_play = quiz.moves[quiz.next_index].color
            text = (
                translate("GuessQuiz", "Move %1: where did Black play?")
                if to_play is Color.BLACK
                else translate("GuessQuiz", "Move %1: where did White play?")
            )
            self.prompt.setText(text.replace("%1", str(quiz.next_number)))
        if self._last is not None:
            self.feedback.setText(guess_text(self._last, height))
        self.score.setText(score_text(quiz))
        self.summary.setText("")
        if quiz.finished and quiz.guesses:
            counts = translate("GuessQuiz", "Found: %1, engine moves: %2, close: %3, missed: %4")
            for index, kind in enumerate((GuessKind.PLAYED, GuessKind.ENGINE, GuessKind.NEAR, GuessKind.MISS), 1):
                counts = counts.replace(f"%{index}", str(quiz.count(kind)))
            self.summary.setText(counts)
        self.pass_button.setEnabled(not quiz.finished)

    def _show(self) -> None:
        """The position before the next guess (after the move just guessed)."""
        node = self.nodes[min(self.quiz.shown_index, len(self.nodes) - 1)] if self.nodes else self.tree.root
        game = self._cache.game_at(node)
        markup = []
        if self._last is not None and self._last.guess is not None and self._last.kind is not GuessKind.PLAYED:
            markup.append(Markup("MA", self._last.guess))
        self.scene.set_display(display_from_game(game, markup=markup, ghost=not self.quiz.finished))

    def guess_at(self, x: int, y: int) -> None:
        self.guess_at_point(Point(x, y))

    def guess_at_point(self, point: Point | None) -> None:
        """Score ``point`` as the guess of the next move, then show the move played."""
        quiz = self.quiz
        if quiz.finished:
            return
        result = quiz.guess(point)
        self._last = result
        self.history.addItem(guess_text(result, self.tree.size[1]))
        self.history.scrollToBottom()
        self._texts()
        self._show()
        self.guessed.emit(result)
        if self.quiz.finished:
            self.finished.emit()
