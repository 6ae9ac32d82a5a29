"""The teaching game window: the student plays an engine that judges every student move.

Lesson ▸ Teaching game opens it (``lesson``). The student picks an engine of the configured
ones (Engine ▸ Engines…, else the ready-made ones), a board, a colour and a handicap; after
each student move the engine's verdict (the points lost, the move it preferred) shows beside
the board. A move losing more than the teacher's threshold (a setting, ``options``) is taken
back at once when "Take back at once" is ticked, or later with Take back; the record keeps
it as a variation with the engine's comment (``qtgo.session.teaching_game``). Review in the
main window saves the record into the data folder and opens it there.

The engine runs on one worker thread; the board takes no click while it works, so the
record is only touched by one thread at a time. The positions the window asks about (whose
move, what the board shows, whether a click is legal) come from a position cache that only
the GUI thread uses; a job for the worker takes a private copy of the game at the current
node, and the worker plays the new moves on its own copies (``_WorkerPositions``): no game
object is shared by the two threads, and nothing is replayed from the root per question.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine import Engine, EngineError, Limits, position_in_tree
from qtgo.engine.analysis import Analysis
from qtgo.engine.errors import EngineFault
from qtgo.rules import Color, Game, Move, Phase, Point, RulesError
from qtgo.session import NewGameSettings
from qtgo.session.creation import new_record
from qtgo.session.display import Markup, display_from_game
from qtgo.session.teaching_game import TeachingGame, Verdict
from qtgo.sgf import GameTree, Node, PositionCache, replay
from qtgo.ui import options
from qtgo.ui.board import BoardScene, BoardView
from qtgo.ui.fit import WrappedLabel
from qtgo.ui.numbers import show_number
from qtgo.ui.preferences.editors import spin_box

if TYPE_CHECKING:
    from qtgo.ui.engine.engines_dialog import EngineEntry
    from qtgo.ui.plugin_api import WindowApi

#: lupdate reads the literal calls ``translate("TeachingGame", ...)``.
translate = QCoreApplication.translate

__all__ = ["TeachingGameWindow", "verdict_text"]

#: Seconds the engine may spend on one verdict's analysis, whatever the visits say.
VERDICT_SECONDS = 30.0


def verdict_text(verdict: Verdict, height: int) -> str:
    """The engine's word on a student move, in the interface's language."""
    where = verdict.move.point.to_gtp(height) if verdict.move.point is not None else translate("TeachingGame", "pass")
    head = translate("TeachingGame", "Move %1 (%2)").replace("%1", str(verdict.number)).replace("%2", where)
    if verdict.loss is None:
        text = translate("TeachingGame", "%1: the engine gives no score").replace("%1", head)
    elif verdict.loss <= 0.5:
        text = translate("TeachingGame", "%1: good, it loses nothing").replace("%1", head)
    else:
        text = translate("TeachingGame", "%1: loses %2 points").replace("%1", head)
        text = text.replace("%2", show_number(round(verdict.loss, 1)))
    if verdict.better is not None and (verdict.loss is None or verdict.loss > 0.5):
        text += translate("TeachingGame", "; better: %1").replace("%1", verdict.better.to_gtp(height))
    if verdict.taken_back:
        text += translate("TeachingGame", " (taken back)")
    return text


@dataclass(frozen=True)
class _Answer:
    """What one request of the worker came back with."""

    verdict: Verdict | None = None
    reply: Move | None = None
    resigned: bool = False
    label: str = ""


class _WorkerPositions:
    """The games of one worker job: the copy of the game at the node the job starts from,
    handed over by the GUI thread, and the games after the moves the job adds, each played
    on a copy of its parent's (a replay from the root only for a move qtgo refuses)."""

    def __init__(self, node: Node, game: Game) -> None:
        self._games: dict[int, tuple[Node, Game]] = {id(node): (node, game)}

    def game_at(self, tree: GameTree, node: Node) -> Game:
        known = self._games.get(id(node))
        if known is not None and known[0] is node:
            return known[1]
        parent = self._games.get(id(node.parent)) if node.parent is not None else None
        move = node.move
        game: Game | None = None
        if parent is not None and parent[0] is node.parent and move is not None and not node.setup:
            game = parent[1].copy()
            try:
                game.play(move)
            except RulesError:
                game = None
        if game is None:
            game = replay(tree, node).game
        self._games[id(node)] = (node, game)
        return game


class _Bridge(QObject):
    """Carries the worker thread's results to the window (queued to the GUI thread)."""

    answered = Signal(object)  # _Answer
    failed = Signal(str)


class TeachingGameWindow(QWidget):
    """A board of its own, the game's settings, the verdicts and the takeback.

    Signals:
        verdict_shown(object): a student move was judged (the ``Verdict``).
        idle(): the engine has finished its work for now (the student may move).
    """

    verdict_shown = Signal(object)
    idle = Signal()

    def __init__(self, api: WindowApi, entries: list[EngineEntry]) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("teaching_game")
        self.api = api
        self.entries = entries
        self.game: TeachingGame | None = None
        self.engine: Engine | None = None
        self.busy = False
        self._verdict_visits = 1  # the engine's visits for a verdict, read at each job (GUI thread)
        self.over = False
        self._better: Point | None = None
        self._positions: PositionCache | None = None  # the GUI thread's, for the game on show
        self._worker_positions: _WorkerPositions | None = None  # the job's, on the worker thread
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="teaching-engine")
        self._bridge = _Bridge()
        self._bridge.answered.connect(self._answered)
        self._bridge.failed.connect(self._failed)
        self.scene = BoardScene(self)
        self.scene.look = api.scene.look
        self.scene.point_clicked.connect(self.play_at)
        self.view = BoardView(self.scene, self)
        self._build_side()
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addWidget(self.side, 2)
        self.retranslate()
        self.resize(1000, 700)
        self._show_board()

    # ------------------------------------------------------------------ the widgets
    def _build_side(self) -> None:
        settings = self.api.settings
        self.side = QWidget()
        self.side.setMinimumWidth(220)
        self.side.setMaximumWidth(520)
        self.engine_box = QComboBox()
        for entry in self.entries:
            self.engine_box.addItem(entry.name)
        self.size_box = QComboBox()
        for size in (9, 13, 19):
            self.size_box.addItem(f"{size}×{size}", size)
        self.colour_box = QComboBox()
        self.handicap = QSpinBox()
        self.handicap.setRange(0, 9)
        threshold = spin_box(options.TEACHING_THRESHOLD)  # Preferences' own: its range and step
        assert isinstance(threshold, QDoubleSpinBox)
        self.threshold = threshold
        self.threshold.setValue(float(options.read(settings, options.TEACHING_THRESHOLD)))
        self.threshold.valueChanged.connect(self._threshold_changed)
        self.auto = QCheckBox()
        self.auto.setChecked(bool(options.read(settings, options.TEACHING_AUTO_TAKEBACK)))
        self.auto.toggled.connect(self._auto_changed)
        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.labels = [QLabel() for _ in range(5)]
        for label, field in zip(
            self.labels, (self.engine_box, self.size_box, self.colour_box, self.handicap, self.threshold), strict=True
        ):
            label.setBuddy(field)
            self.form.addRow(label, field)
        self.form.addRow(self.auto)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self.start)
        self.start_button.setEnabled(bool(self.entries))
        self.verdict = WrappedLabel()
        self.verdict.setObjectName("verdict")
        font = self.verdict.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.verdict.setFont(font)
        self.take_back_button = QPushButton()
        self.take_back_button.setObjectName("take_back")
        self.take_back_button.clicked.connect(self.take_back)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("pass")
        self.pass_button.clicked.connect(self.pass_turn)
        buttons = QHBoxLayout()
        buttons.addWidget(self.take_back_button)
        buttons.addWidget(self.pass_button)
        self.history = QListWidget()
        self.history.setObjectName("verdicts")
        self.history.setWordWrap(True)
        self.review_button = QPushButton()
        self.review_button.setObjectName("review")
        self.review_button.clicked.connect(self.review_in_main_window)
        column = QVBoxLayout(self.side)
        column.addLayout(self.form)
        column.addWidget(self.start_button)
        column.addWidget(self.verdict)
        column.addLayout(buttons)
        column.addWidget(self.history, 1)
        column.addWidget(self.review_button)
        self._enable()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("TeachingGame", "qtgo: teaching game"))
        texts = (
            translate("TeachingGame", "&Engine"),
            translate("TeachingGame", "&Board"),
            translate("TeachingGame", "&You play"),
            translate("TeachingGame", "&Handicap"),
            translate("TeachingGame", "Take back a &loss over"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        colour = self.colour_box.currentIndex()
        self.colour_box.clear()
        self.colour_box.addItem(translate("TeachingGame", "Black"), Color.BLACK)
        self.colour_box.addItem(translate("TeachingGame", "White"), Color.WHITE)
        self.colour_box.setCurrentIndex(max(colour, 0))
        self.threshold.setSuffix(translate("TeachingGame", " points"))
        self.auto.setText(translate("TeachingGame", "Take back at once"))
        self.auto.setToolTip(translate("TeachingGame", "A move that loses more than this is taken back without asking"))
        self.start_button.setText(translate("TeachingGame", "&New teaching game"))
        self.take_back_button.setText(translate("TeachingGame", "&Take back"))
        self.take_back_button.setToolTip(translate("TeachingGame", "Take back your last move and try another"))
        self.pass_button.setText(translate("TeachingGame", "&Pass"))
        self.review_button.setText(translate("TeachingGame", "&Review in the main window"))
        if not self.entries:
            self.verdict.setText(translate("TeachingGame", "No engine: add one in Engine > Engines…"))
        elif self.game is None:
            self.verdict.setText(translate("TeachingGame", "Choose an engine and start a game."))

    def _threshold_changed(self, value: float) -> None:
        options.write(self.api.settings, options.TEACHING_THRESHOLD, float(value))
        if self.game is not None:
            self.game.threshold = float(value)

    def _auto_changed(self, on: bool) -> None:
        options.write(self.api.settings, options.TEACHING_AUTO_TAKEBACK, on)
        if self.game is not None:
            self.game.auto_takeback = on

    def _enable(self) -> None:
        playing = self.game is not None and not self.over
        self.start_button.setEnabled(bool(self.entries) and not self.busy)
        for box in (self.engine_box, self.size_box, self.colour_box, self.handicap):
            box.setEnabled(not self.busy)
        self.take_back_button.setEnabled(playing and not self.busy and self._can_take_back())
        self.pass_button.setEnabled(playing and not self.busy and self._student_to_move())
        self.review_button.setEnabled(self.game is not None and not self.busy)

    def _can_take_back(self) -> bool:
        return self.game is not None and self.game.can_take_back

    # ------------------------------------------------------------------ the game
    @property
    def tree(self) -> GameTree | None:
        return self.game.tree if self.game is not None else None

    def _rules_game_at(self, tree: GameTree, node: Node) -> Game:
        """The game at ``node`` (read-only), from the GUI thread's position cache."""
        if self._positions is None or self._positions.tree is not tree:
            self._positions = PositionCache(tree)
        return self._positions.game_at(node)

    def _handed_over(self) -> _WorkerPositions:
        """A private copy of the game at the current node, for the job about to run."""
        assert self.game is not None
        game = self.game
        return _WorkerPositions(game.node, self._rules_game_at(game.tree, game.node).copy())

    def _worker_game_at(self, tree: GameTree, node: Node) -> Game:
        """The game at ``node`` on the worker thread: the job's own copies, never the cache."""
        positions = self._worker_positions
        return positions.game_at(tree, node) if positions is not None else replay(tree, node).game

    def _student_to_move(self) -> bool:
        game = self.game
        if game is None:
            return False
        return self._rules_game_at(game.tree, game.node).to_play is game.student

    def start(self) -> None:
        """A new game against the chosen engine; the engine moves first when it is Black."""
        if self.busy or not self.entries:
            return
        entry = self.entries[max(self.engine_box.currentIndex(), 0)]
        size = int(self.size_box.currentData())
        stones = self.handicap.value()
        student: Color = self.colour_box.currentData()
        you, engine = translate("TeachingGame", "Student"), entry.name
        settings = NewGameSettings(
            width=size,
            height=size,
            handicap=stones if stones >= 2 else 0,
            komi=0.5 if stones >= 1 else None,
            black_name=you if student is Color.BLACK else engine,
            white_name=engine if student is Color.BLACK else you,
        )
        tree = new_record(settings).tree
        from qtgo.ui.i18n import current_language

        self.game = TeachingGame(
            tree,
            student,
            self._evaluate,
            threshold=self.threshold.value(),
            auto_takeback=self.auto.isChecked(),
            language=current_language(),
        )
        self.over = False
        self.history.clear()
        self.verdict.setText(translate("TeachingGame", "Starting %1…").replace("%1", entry.name))
        old = self.engine
        self.engine = None
        student_first = self._student_to_move()
        self._submit(lambda: self._start_engine(old, entry.command, entry.folder, student_first))

    def _start_engine(self, old: Engine | None, command: str, folder: str, student_first: bool) -> _Answer:
        if old is not None:
            old.close()
        self.engine = Engine.start(command, cwd=folder or None, timeout=120.0)
        reply = self._engine_reply() if not student_first else None
        return _Answer(reply=reply, label=self.engine.label)

    def _evaluate(self, tree: GameTree, node: Node) -> Analysis:
        """The engine's analysis of the position at ``node`` (on the worker thread)."""
        assert self.engine is not None
        position = position_in_tree(tree, node, game=self._worker_game_at(tree, node))
        limits = Limits(visits=self._verdict_visits, seconds=VERDICT_SECONDS)
        return self.engine.analyse(position, limits, ownership=False)

    def _engine_reply(self) -> Move | None:
        """The engine's move at the current node, added to the record (worker thread)."""
        game, engine = self.game, self.engine
        assert game is not None and engine is not None
        rules_game = self._worker_game_at(game.tree, game.node)
        if rules_game.phase is not Phase.PLAYING:
            return None
        move = engine.genmove(position_in_tree(game.tree, game.node, game=rules_game), game=rules_game)
        game.play(move)
        return move

    def _student_move(self, move: Move) -> _Answer:
        game = self.game
        assert game is not None
        verdict = game.play(move)
        if verdict is not None and verdict.taken_back:
            return _Answer(verdict=verdict)
        return _Answer(verdict=verdict, reply=self._engine_reply())

    def play_at(self, x: int, y: int) -> None:
        """A click on the board: the student's move, when it is theirs and legal."""
        self._play(Point(x, y))

    def pass_turn(self) -> None:
        self._play(None)

    def _play(self, point: Point | None) -> None:
        game = self.game
        if game is None or self.busy or self.over or not self._student_to_move():
            return
        if self.engine is None:  # the window was closed, which stopped the engine
            self.verdict.setText(translate("TeachingGame", "The engine stopped: start a new teaching game."))
            return
        move = Move(game.student, point)
        if self._rules_game_at(game.tree, game.node).check(move) is not None:
            return
        self._better = None
        self._submit(lambda: self._student_move(move))

    def take_back(self) -> None:
        """The student's last move back (with the engine's reply), kept as a variation."""
        if self.game is None or self.busy or not self._can_take_back():
            return
        taken = self.game.take_back()
        self.over = False
        self._show_verdict(taken)
        self._show_board()
        self._enable()

    # ------------------------------------------------------------------ the worker
    def _submit(self, job: Callable[[], _Answer]) -> None:
        self.busy = True
        self._show_board()
        self._enable()
        bridge = self._bridge
        handed = self._handed_over()
        # Read here, on the GUI thread: a QSettings object is not to be used from two threads.
        self._verdict_visits = max(1, int(options.read(self.api.settings, options.TEACHING_VISITS)))

        def run() -> None:
            self._worker_positions = handed
            try:
                bridge.answered.emit(job())
            except EngineError as error:
                if error.reason is EngineFault.RESIGNED:
                    bridge.answered.emit(_Answer(resigned=True))
                else:
                    bridge.failed.emit(str(error))
            except Exception as error:  # any other failure too: the window must not wait for ever
                bridge.failed.emit(repr(error))
            finally:
                self._worker_positions = None

        self._pool.submit(run)

    def _answered(self, answer: _Answer) -> None:
        self.busy = False
        game = self.game
        if game is None:
            return
        if answer.label:
            self.api.show_status(translate("TeachingGame", "Engine ready: %1").replace("%1", answer.label), 6000)
        if answer.verdict is not None:
            self._show_verdict(answer.verdict)
        elif not answer.resigned and (self.history.count() or answer.label):
            self.verdict.setText(translate("TeachingGame", "Your move."))
        if answer.resigned:
            self.over = True
            self.verdict.setText(translate("TeachingGame", "The engine resigns: you win."))
        elif self._rules_game_at(game.tree, game.node).phase is not Phase.PLAYING:
            self.over = True
            self.verdict.setText(
                translate("TeachingGame", "Both passed: the game is over. Review it in the main window to count.")
            )
        elif answer.reply is not None and answer.reply.point is None:
            self.verdict.setText(self.verdict.text() + " " + translate("TeachingGame", "The engine passes."))
        self._show_board()
        self._enable()
        self.idle.emit()

    def _failed(self, message: str) -> None:
        self.busy = False
        self.verdict.setText(translate("TeachingGame", "Engine: %1").replace("%1", message))
        self._show_board()
        self._enable()
        self.idle.emit()

    def _show_verdict(self, verdict: Verdict) -> None:
        assert self.game is not None
        text = verdict_text(verdict, self.game.tree.size[1])
        # Where the engine would have played, marked until the student plays again.
        self._better = verdict.better if verdict.taken_back else None
        if verdict.taken_back:
            text += "\n" + translate("TeachingGame", "Try another move.")
        self.verdict.setText(text)
        self.history.addItem(verdict_text(verdict, self.game.tree.size[1]))
        self.history.scrollToBottom()
        self.verdict_shown.emit(verdict)

    def _show_board(self) -> None:
        game = self.game
        if game is None:
            size = int(self.size_box.currentData() or 9)
            from qtgo.session.display import BoardDisplay

            self.scene.set_display(BoardDisplay.empty(size))
            return
        rules_game = self._rules_game_at(game.tree, game.node)
        markup = [Markup("TR", self._better)] if self._better is not None else []
        self.scene.set_display(
            display_from_game(rules_game, markup=markup, ghost=not self.busy and self._student_to_move())
        )

    # ------------------------------------------------------------------ the record
    def review_in_main_window(self) -> bool:
        """Save the record into the data folder and open it in the main window."""
        if self.game is None or self.busy:
            return False
        from qtgo.sgf import save

        folder = self.api.data_folder / "lessons"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / time.strftime("teaching-%Y%m%d-%H%M%S.sgf")
        save(path, self.game.tree)
        return self.api.open_file(str(path))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the engine (after the request it is on) and the worker thread."""
        engine, self.engine = self.engine, None
        if engine is not None:
            self._pool.submit(engine.close)
        self._pool.shutdown(wait=True, cancel_futures=True)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="teaching-engine")
