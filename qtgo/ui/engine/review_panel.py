"""The review panel: analyse the whole game in the background, keep each position's
evaluation in the record as it arrives, and show the score graph and the mistakes.

The graph grows live; Stop keeps what is done; "Resume analysis" analyses only the positions
without an evaluation (also after a restart: the record holds them), "Analyse again" all.
Opening a record that an earlier review left its evaluations in shows them at once,
without starting an engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEvent, QSettings, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine import Analysis, Limits
from qtgo.engine.evaluations import (
    ENGINE_PROPERTY,
    EVALUATION_PROPERTY,
    SABAKI_WINRATE,
    read_engine_name,
    write_engine_name,
    write_evaluation,
)
from qtgo.engine.review import main_line_nodes, stored_evaluations
from qtgo.engine.series import GraphMode
from qtgo.engine.whole_game import ReviewSettings
from qtgo.rules import Color
from qtgo.sgf import GameTree
from qtgo.ui import options
from qtgo.ui.engine.controller import EngineController
from qtgo.ui.engine.mistakes_panel import MistakesPanel
from qtgo.ui.engine.score_graph import ScoreGraph

SECONDS_SETTING = options.REVIEW_SECONDS.key
DEFAULT_SECONDS: float = options.REVIEW_SECONDS.default
TIMEOUT_SETTING = options.REVIEW_TIMEOUT.key
#: The least a position is waited on beyond its thinking time (the timeout never cuts a search short).
GRACE = 1.0


def _spin(declared: options.Option) -> QDoubleSpinBox:
    """A spin box over the option's range and step, as Edit ▸ Preferences shows it."""
    spin = QDoubleSpinBox()
    spin.setRange(declared.minimum or 0.0, declared.maximum or 0.0)
    spin.setSingleStep(declared.step)
    spin.setDecimals(declared.decimals)
    return spin


class ReviewPanel(QWidget):
    """Signals: ``position_requested(int)`` (a main-line position to show, 0 = start),
    ``evaluation_stored(int)`` (one position's evaluation was written into the record),
    ``record_changed()`` (an analysis run ended; the record holds what it did)."""

    position_requested = Signal(int)
    evaluation_stored = Signal(int)
    record_changed = Signal()

    def __init__(self, controller: EngineController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tree: GameTree | None = None
        self.evaluations: list[Analysis | None] = []
        self._running = False
        self._label = ""
        self._stored = 0  # positions this run wrote
        self.skipped: set[int] = set()  # positions of this run that timed out twice
        # The window's: start the analysis engine, and give its entry's JSON analysis command
        # ('' for GTP; None: no engine, no run). The panel's own buttons go through it too.
        self.prepare: Callable[[], str | None] | None = None
        self._starting = False  # a run is being asked for: the one it replaces is no "stop"
        self._limits: Limits | None = None  # this run's, to run again from a clean review
        self._json = ""
        self._checked = False  # whether this run's engine was compared with the record's
        self.graph = ScoreGraph()
        self.mistakes = MistakesPanel()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.analyse_button = QPushButton()
        self.again_button = QPushButton()
        self.stop_button = QPushButton()
        self.seconds = _spin(options.REVIEW_SECONDS)
        self.seconds.setValue(options.read(QSettings(), options.REVIEW_SECONDS))
        self.seconds.valueChanged.connect(lambda value: options.write(QSettings(), options.REVIEW_SECONDS, value))
        self.timeout = _spin(options.REVIEW_TIMEOUT)
        self.timeout.setValue(options.read(QSettings(), options.REVIEW_TIMEOUT))
        self.timeout.valueChanged.connect(lambda value: options.write(QSettings(), options.REVIEW_TIMEOUT, value))
        self.mode = QComboBox()
        for mode in GraphMode:
            self.mode.addItem("", mode)
        self.retranslate()
        self.stop_button.setEnabled(False)
        self.analyse_button.clicked.connect(lambda: self.analyse())
        self.again_button.clicked.connect(lambda: self.analyse(again=True))
        self.stop_button.clicked.connect(self.stop)
        self.mode.currentIndexChanged.connect(lambda _i: self.graph.set_mode(self.mode.currentData()))
        self.graph.position_clicked.connect(self.position_requested)
        self.mistakes.move_requested.connect(self.position_requested)
        self.mistakes.mistakes_changed.connect(lambda found: self.graph.set_marked([m.move_number for m in found]))
        controller.progress.connect(self._progress)
        controller.position_analysed.connect(self._position_done)
        controller.position_skipped.connect(self._position_skipped)
        controller.game_analysed.connect(self._finished)
        controller.failed.connect(self._failed)
        controller.game_cancelled.connect(self._cancelled)
        buttons = QHBoxLayout()
        for widget in (self.analyse_button, self.again_button, self.stop_button):
            buttons.addWidget(widget)
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.seconds)
        buttons.addWidget(self.timeout)
        buttons.addWidget(self.mode)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        # The graph and the mistakes side by side: the dock along the window's bottom stays
        # low (the board keeps its room) and the graph gets the dock's whole height.
        body = QHBoxLayout()
        body.addWidget(self.graph, 3)
        body.addWidget(self.mistakes, 2)
        layout.addLayout(body, 1)

    def retranslate(self) -> None:
        self._name_buttons()
        self.again_button.setText(self.tr("Analyse again"))
        self.again_button.setToolTip(self.tr("Analyse every position again, replacing the stored evaluations"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the analysis; the positions done stay in the record"))
        names = {
            GraphMode.LEAD: self.tr("Score lead"),
            GraphMode.WINRATE: self.tr("Win rate"),
            GraphMode.LOSS: self.tr("Loss per move"),
        }
        for row in range(self.mode.count()):
            self.mode.setItemText(row, names[self.mode.itemData(row)])
        self.mode.setToolTip(self.tr("What the graph shows"))
        self.seconds.setSuffix(self.tr(" s a position"))
        self.seconds.setToolTip(self.tr("How long the engine thinks about each position (GTP engines)"))
        self.timeout.setPrefix(self.tr("timeout "))
        self.timeout.setSuffix(self.tr(" s"))
        self.timeout.setToolTip(
            self.tr(
                "How long a position may take before it counts as timed out: it is tried once more on a "
                "restarted engine, then skipped"
            )
        )
        if self.tree is not None and not self._running:
            self.set_tree(self.tree)  # "Evaluations by …"

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    @property
    def missing(self) -> list[int]:
        """The main-line positions without an evaluation."""
        return [i for i, a in enumerate(self.evaluations) if a is None]

    def _name_buttons(self) -> None:
        partly = any(self.evaluations) and bool(self.missing)
        self.analyse_button.setText(self.tr("Resume analysis") if partly else self.tr("Analyse game"))
        self.again_button.setVisible(any(self.evaluations))

    def set_tree(self, tree: GameTree) -> None:
        """A record opened: show what an earlier review stored in it."""
        if tree is not self.tree:
            self._set_skipped(set())  # another record's skipped positions say nothing here
        self.tree = tree
        self._show(stored_evaluations(tree))
        name = read_engine_name(tree)
        done = sum(1 for a in self.evaluations if a is not None)
        if name and done and self.missing:
            text = self.tr("Evaluations by {engine}: {done} of {total} positions").format(
                engine=name, done=done, total=len(self.evaluations)
            )
        elif name and done:
            text = self.tr("Evaluations by {engine}").format(engine=name)
        else:
            text = ""
        self.status.setText(text)

    def set_current(self, index: int) -> None:
        self.graph.set_current(index)
        self.mistakes.set_current_move(index)

    def settings(self, limits: Limits | None = None) -> ReviewSettings:
        """The run the panel's settings ask for: ``limits`` (default: the seconds set) per
        position, waited on the timeout set (never less than the thinking time plus a grace)."""
        if not isinstance(limits, Limits):
            limits = Limits(seconds=self.seconds.value())
        timeout = max(self.timeout.value(), (limits.seconds or 0.0) + GRACE)
        return ReviewSettings(limits=limits, timeout=timeout)

    def analyse(self, limits: Limits | None = None, *, json_command: str | None = None, again: bool = False) -> None:
        """Analyse the positions still without an evaluation (every one with ``again``; a
        skipped one has none, so "Resume analysis" does it again); without ``limits``, each
        position gets the seconds set in the panel, and waits the timeout set. Without
        ``json_command``, ``prepare`` gives it (the analysis engine's JSON command)."""
        if self.tree is None:
            return
        if json_command is None:
            prepared = self.prepare() if self.prepare is not None else ""
            if prepared is None:
                return
            json_command = prepared
        settings = self.settings(limits)
        if len(self.evaluations) != len(main_line_nodes(self.tree)):
            self._show(stored_evaluations(self.tree))
        done = frozenset() if again else frozenset(i for i, a in enumerate(self.evaluations) if a is not None)
        if len(done) == len(self.evaluations):
            self.status.setText(self.tr("Every position is analysed already."))
            return
        if again:
            self._clear()  # a new review: the old curve, mistakes and evaluations go at once
        self._limits = limits
        self._json = json_command
        self._checked = not done  # a resumed run checks its engine is the one that made the rest
        self._running = True
        self._stored = 0
        self._label = ""
        self._set_skipped(set())
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.analyse_button.setEnabled(False)
        self.again_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.status.setText(self.tr("Analysing the game…"))
        self._starting = True
        try:
            self.controller.analyse_game(self.tree, settings, skip=done, json_command=json_command)
        finally:
            self._starting = False

    def _clear(self) -> None:
        """Drop every stored evaluation (the record's and the panel's) and the engine's name."""
        if self.tree is None:
            return
        for node in main_line_nodes(self.tree):
            node.remove_property(EVALUATION_PROPERTY)
            node.remove_property(SABAKI_WINRATE)
        self.tree.root.remove_property(ENGINE_PROPERTY)
        self._set_skipped(set())
        self._show([None] * len(self.evaluations))

    def stop(self) -> None:
        self.controller.cancel()
        self._stopped()

    def _cancelled(self) -> None:
        """The run was cut short from elsewhere (another request, a restarted engine): it
        never ends by itself, so it ends here as stopped; what it did is kept."""
        if self._running and not self._starting:
            self._stopped()
            if self._stored:
                self.record_changed.emit()

    def _stopped(self) -> None:
        done = sum(1 for a in self.evaluations if a is not None)
        self._done(
            self.tr("Analysis stopped: {done} of {total} positions are kept. Resume analysis to go on.").format(
                done=done, total=len(self.evaluations)
            )
        )

    def _progress(self, done: int, total: int) -> None:
        if self._running:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _position_done(self, index: int, analysis: Analysis) -> None:
        """One position is done: into the record at once, and onto the graph."""
        if self.tree is None or not self._running:
            return
        nodes = main_line_nodes(self.tree)
        if not 0 <= index < len(nodes):
            return
        label = self.controller.json_label or self.controller.label
        if not self._checked:
            self._checked = True
            stored = read_engine_name(self.tree)
            if label and stored and label != stored:
                # Another engine made the positions this run would skip: one engine's review,
                # never two mixed in one graph; everything again from a clean review.
                self._running = False
                self.analyse(self._limits, json_command=self._json, again=True)
                return
        write_evaluation(nodes[index], analysis)
        if label and label != self._label:
            write_engine_name(self.tree, label)
            self._label = label
        self._stored += 1
        if index < len(self.evaluations):
            self.evaluations[index] = analysis
        self.graph.set_evaluation(index, analysis)
        self.mistakes.set_review(self.tree, self.evaluations)
        self.evaluation_stored.emit(index)

    def _position_skipped(self, index: int, _reason: str) -> None:
        """A position timed out on its retry too: shown as skipped; the record keeps no
        evaluation for it, so "Resume analysis" does it again."""
        if self.tree is None or not self._running:
            return
        self._set_skipped(self.skipped | {index})
        self.status.setText(
            self.tr("Analysing the game… skipped (no answer in time): {moves}").format(moves=self._skipped_text())
        )

    def _set_skipped(self, indices: set[int]) -> None:
        self.skipped = indices
        self.graph.set_skipped(sorted(indices))
        self.mistakes.set_skipped(sorted(indices))

    def _skipped_text(self) -> str:
        return ", ".join(str(i) for i in sorted(self.skipped))

    def _finished(self, _results: Mapping[int, Analysis]) -> None:
        if self.tree is None or not self._running:
            return
        engine = self._label or self.controller.label
        if self.skipped:
            text = self.tr(
                "Evaluations by {engine}; {count} positions skipped (no answer in time): {moves}. "
                "Resume analysis tries them again."
            ).format(engine=engine, count=len(self.skipped), moves=self._skipped_text())
        else:
            text = self.tr("Evaluations by {engine}").format(engine=engine)
        self._done(text)
        self.record_changed.emit()

    def _failed(self, _reason: str, message: str) -> None:
        if self._running:
            self._done(self.tr("The analysis failed: {reason}. The positions done are kept.").format(reason=message))
            if self._stored:
                self.record_changed.emit()

    def _done(self, text: str) -> None:
        self._running = False
        self.progress.setVisible(False)
        self.analyse_button.setEnabled(True)
        self.again_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self._name_buttons()
        self.status.setText(text)

    def _show(self, evaluations: Sequence[Analysis | None]) -> None:
        self.evaluations = list(evaluations)
        movers: list[Color | None] = [None]
        if self.tree is not None:
            movers += [n.move.color if n.move is not None else None for n in main_line_nodes(self.tree)[1:]]
        self.graph.set_evaluations(self.evaluations, movers)
        if self.tree is not None:
            self.mistakes.set_review(self.tree, self.evaluations)
        self._name_buttons()
