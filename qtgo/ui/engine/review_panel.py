"""The review panel: analyse the whole game in the background, keep each position's
evaluation in the record as it arrives, and show the score graph and the mistakes.

The graph grows live; Stop keeps what is done; "Resume analysis" analyses only the positions
without an evaluation (also after a restart: the record holds them), "Analyse again" all,
and chosen moves (the graph's selection, the mistakes selected, the move shown) can be
analysed again alone, their evaluations replaced. One review holds one engine's numbers:
over evaluations another engine made, Resume and the re-runs are not offered; the panel says
why and offers to analyse the whole game again with the engine at hand.
Opening a record that an earlier review left its evaluations in shows them at once,
without starting an engine.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QProgressBar,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
    QWidgetAction,
)

from qtgo.engine import Analysis, Limits
from qtgo.engine.evaluations import (
    ENGINE_PROPERTY,
    clear_evaluation,
    engine_mixed_with,
    read_engine_name,
    write_engine_name,
    write_evaluation,
)
from qtgo.engine.report import time_trouble
from qtgo.engine.review import main_line_nodes, stored_evaluations
from qtgo.engine.series import GraphMode
from qtgo.engine.whole_game import ReviewSettings, positions_of_moves
from qtgo.rules import Color
from qtgo.sgf import GameTree
from qtgo.ui import options
from qtgo.ui.engine.controller import EngineController
from qtgo.ui.engine.flow_layout import FlowLayout
from qtgo.ui.engine.mistakes_panel import MistakesPanel
from qtgo.ui.engine.score_graph import ScoreGraph
from qtgo.ui.preferences.editors import spin_box

SECONDS_SETTING = options.REVIEW_SECONDS.key
DEFAULT_SECONDS: float = options.REVIEW_SECONDS.default
TIMEOUT_SETTING = options.REVIEW_TIMEOUT.key
# The least a position is waited on beyond its thinking time (the timeout never cuts a search short).
GRACE = 1.0


def _spin(declared: options.Option) -> QDoubleSpinBox:
    """Preferences' spin box for a seconds option (``editors.spin_box``)."""
    spin = spin_box(declared)
    assert isinstance(spin, QDoubleSpinBox), declared.key
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
        self._json = ""
        self._checked = False  # whether this run's engine was compared with the record's
        self._kind = ""  # this run's: "again" (all), "resume" (the missing), "rerun" (chosen moves)
        self._rerun: list[int] = []  # the moves a re-run does
        self._waiting: tuple[str, Limits | None, str, list[int]] | None = None  # a run awaiting its engine's name
        self._current = 0  # the move shown
        self.graph = ScoreGraph()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress.setMaximumWidth(160)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.analyse_button = self._button()
        self.again_button = self._button()
        self.stop_button = self._button()
        self.rerun_button = self._button()
        self.rerun_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        rerun_menu = QMenu(self.rerun_button)
        self.rerun_current_action = rerun_menu.addAction("", lambda: self.rerun([self._current]))
        self.rerun_selected_action = rerun_menu.addAction("", lambda: self.rerun(self.selected_moves))
        self.rerun_button.setMenu(rerun_menu)
        self.seconds = _spin(options.REVIEW_SECONDS)
        self.seconds.setValue(options.read(QSettings(), options.REVIEW_SECONDS))
        self.seconds.valueChanged.connect(lambda value: options.write(QSettings(), options.REVIEW_SECONDS, value))
        self.timeout = _spin(options.REVIEW_TIMEOUT)
        self.timeout.setValue(options.read(QSettings(), options.REVIEW_TIMEOUT))
        self.timeout.valueChanged.connect(lambda value: options.write(QSettings(), options.REVIEW_TIMEOUT, value))
        self.mistakes = MistakesPanel()
        # The time per position, the timeout (the registry's REVIEW_SECONDS, REVIEW_TIMEOUT)
        # and the mistakes' thresholds in a menu of their own: settings at hand without
        # widening the row of buttons or taking the graph's height.
        self.settings_button = self._button()
        self.settings_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.time_form = QFormLayout()
        self.time_form.addRow(QLabel(), self.seconds)
        self.time_form.addRow(QLabel(), self.timeout)
        self.time_form.addRow(self.mistakes.thresholds_box)
        fields = QWidget()
        fields.setLayout(self.time_form)
        settings_menu = QMenu(self.settings_button)
        holder = QWidgetAction(settings_menu)
        holder.setDefaultWidget(fields)
        settings_menu.addAction(holder)
        self.settings_button.setMenu(settings_menu)
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
        self.graph.rerun_requested.connect(self.rerun)
        self.graph.selection_changed.connect(self._graph_selected)
        self.mistakes.move_requested.connect(self.position_requested)
        self.mistakes.rerun_requested.connect(self.rerun)
        self.mistakes.selection_changed.connect(self._mistakes_selected)
        self.mistakes.mistakes_changed.connect(lambda found: self.graph.set_marked([m.move_number for m in found]))
        controller.ready.connect(self._engine_ready)
        controller.progress.connect(self._progress)
        controller.position_analysed.connect(self._position_done)
        controller.position_skipped.connect(self._position_skipped)
        controller.game_analysed.connect(self._finished)
        controller.failed.connect(self._failed)
        controller.game_cancelled.connect(self._cancelled)
        # The buttons wrap onto a second row in a narrow dock (800x600, Russian): every one
        # within reach without scrolling sideways.
        self.buttons = buttons = FlowLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.analyse_button,
            self.again_button,
            self.stop_button,
            self.rerun_button,
            self.settings_button,
            self.mode,
        ):
            buttons.addWidget(widget)
        state = QHBoxLayout()
        state.addWidget(self.progress)
        state.addWidget(self.status, 1)
        self.body_layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addLayout(buttons)
        layout.addLayout(state)
        # The graph and the mistakes side by side: the dock along the window's bottom stays
        # low (the board keeps its room) and the graph gets the dock's whole height.
        self.body = QSplitter(Qt.Orientation.Horizontal)
        self.body.setChildrenCollapsible(False)
        self.body.addWidget(self.graph)
        self.body.addWidget(self.mistakes)
        self.body.setStretchFactor(0, 3)
        self.body.setStretchFactor(1, 2)
        self.body.setSizes([600, 400])
        layout.addWidget(self.body, 1)

    def minimum_height_for(self, width: int) -> int:
        """The least height at ``width``: the buttons on as many rows as they take there."""
        margins = self.body_layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        extra = self.buttons.heightForWidth(inner) - self.buttons.minimumSize().height()
        beside = self.progress.width() + 6 if self.progress.isVisibleTo(self) else 0
        extra += max(0, self.status.heightForWidth(inner - beside) - self.status.minimumSizeHint().height())
        return self.minimumSizeHint().height() + max(0, extra)

    def _button(self) -> QToolButton:
        # Parented at once: a parentless button that is shown (the retranslation below sets
        # visibilities before the layout adopts it) is a window of its own, which flashes on
        # screen and takes the activation from the main window.
        button = QToolButton(self)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        return button

    def retranslate(self) -> None:
        self._name_buttons()
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
        self.rerun_button.setText(self.tr("Analyse moves again"))
        self.rerun_button.setToolTip(
            self.tr("Analyse only the move shown or the moves selected (on the graph or in the mistakes) again")
        )
        self.settings_button.setText(self.tr("Settings"))
        self.settings_button.setToolTip(
            self.tr("The time per position, the timeout, and from how many points lost a move is a mistake")
        )
        self.seconds.setSuffix(self.tr(" s"))
        self.seconds.setToolTip(self.tr("How long the engine thinks about each position (GTP engines)"))
        self.timeout.setSuffix(self.tr(" s"))
        self.timeout.setToolTip(
            self.tr(
                "How long a position may take before it counts as timed out: it is tried once more on a "
                "restarted engine, then skipped"
            )
        )
        for field, text in (
            (self.seconds, self.tr("Time per position")),
            (self.timeout, self.tr("Timeout")),
        ):
            label = self.time_form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)
        self._name_reruns()
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
        other = self.other_engine
        self.analyse_button.setText(self.tr("Resume analysis") if partly else self.tr("Analyse game"))
        self.analyse_button.setVisible(not other)
        self.again_button.setVisible(any(self.evaluations))
        if other:
            self.again_button.setText(self.tr("Analyse again with {engine}").format(engine=other))
            self.again_button.setToolTip(self._other_engine_note(other))
        else:
            self.again_button.setText(self.tr("Analyse again"))
            self.again_button.setToolTip(self.tr("Analyse every position again, replacing the stored evaluations"))
        self.rerun_button.setEnabled(any(self.evaluations) and not other and not self._running)

    def _name_reruns(self) -> None:
        self.rerun_current_action.setText(self.tr("Analyse move {number} again").format(number=self._current))
        moves = self.selected_moves
        self.rerun_selected_action.setEnabled(bool(moves))
        self.rerun_selected_action.setText(
            self.tr("Analyse the selected moves again ({moves})").format(moves=_moves_text(moves))
            if moves
            else self.tr("Analyse the selected moves again (none selected)")
        )

    @property
    def engine_label(self) -> str:
        """The engine a run would use now ('' until it has started and said its name; the
        JSON engine's name once it ran, which KataGo gives without the network's)."""
        return self.controller.engine_label

    @property
    def other_engine(self) -> str:
        """The analysis engine's name when the stored evaluations are another engine's (''
        when they are its own, when there are none, or when the engine is not known yet)."""
        if self.tree is None or not any(self.evaluations):
            return ""
        current = self.engine_label
        return current if engine_mixed_with(self.tree, current) is not None else ""

    def _other_engine_note(self, engine: str) -> str:
        stored = read_engine_name(self.tree) if self.tree is not None else ""
        return self.tr(
            "The evaluations are by {stored}, not {engine}: one graph never mixes two engines, so {engine} "
            "analyses the whole game again."
        ).format(stored=stored, engine=engine)

    @property
    def selected_moves(self) -> list[int]:
        """The moves selected on the graph, else the mistakes selected in the list."""
        return self.graph.selected_moves or self.mistakes.selected_moves

    def _graph_selected(self) -> None:
        if self.graph.selection is not None:
            self.mistakes.list.clearSelection()  # one selection at a time: the newest
        self._name_reruns()

    def _mistakes_selected(self) -> None:
        if self.mistakes.selected_moves:
            self.graph.select(None)
        self._name_reruns()

    def _engine_ready(self, _label: str) -> None:
        """The analysis engine said its name: Resume is offered only over its own evaluations,
        and a run that waited for the name goes on (or is not started, another engine's)."""
        waiting, self._waiting = self._waiting, None
        if not self._running:
            self._name_buttons()
            if self.tree is not None and not waiting:
                self.set_tree(self.tree)
        if waiting is not None:
            self._start(*waiting)

    def set_tree(self, tree: GameTree) -> None:
        """A record opened: show what an earlier review stored in it."""
        if tree is not self.tree:
            self._set_skipped(set())  # another record's skipped positions say nothing here
            self.graph.select(None)
            self._waiting = None  # a run asked for over the last record
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
        if other := self.other_engine:
            text = self._other_engine_note(other)
        self.status.setText(text)

    def set_current(self, index: int) -> None:
        self._current = index
        self.graph.set_current(index)
        self.mistakes.set_current_move(index)
        self._name_reruns()

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
        command = self._prepared(json_command)
        if command is None:
            return
        if len(self.evaluations) != len(main_line_nodes(self.tree)):
            self._show(stored_evaluations(self.tree))
        if not again and not self.missing:
            self.status.setText(self.tr("Every position is analysed already."))
            return
        self._start("again" if again or not any(self.evaluations) else "resume", limits, command, [])

    def rerun(self, moves: Collection[int], limits: Limits | None = None, *, json_command: str | None = None) -> None:
        """Analyse ``moves`` again (each with the position before it, which its loss is
        measured from), replacing their evaluations; the rest of the review stays."""
        if self.tree is None or self._running:
            return
        count = len(main_line_nodes(self.tree))
        chosen = sorted({n for n in moves if 0 <= n < count})
        if not chosen:
            return
        command = self._prepared(json_command)
        if command is None:
            return
        if len(self.evaluations) != count:
            self._show(stored_evaluations(self.tree))
        self._start("rerun", limits, command, chosen)

    def _prepared(self, json_command: str | None) -> str | None:
        """The JSON command of the run (``prepare``'s when not given; None: no engine)."""
        if json_command is not None:
            return json_command
        return self.prepare() if self.prepare is not None else ""

    def _start(self, kind: str, limits: Limits | None, json_command: str, moves: list[int]) -> None:
        """Run ``kind`` ("again", "resume", "rerun" of ``moves``). A run that keeps stored
        evaluations goes ahead only with the engine that made them: it waits for the
        engine's name when that is not known yet, and over another engine's numbers it
        offers "Analyse again with …" instead."""
        if self.tree is None:
            return
        keeps = kind != "again" and bool(read_engine_name(self.tree)) and any(self.evaluations)
        if keeps and not self.engine_label:
            self._waiting = (kind, limits, json_command, moves)
            self.status.setText(self.tr("Starting the analysis engine…"))
            return
        if keeps and (other := self.other_engine):
            self._name_buttons()
            self.status.setText(self._other_engine_note(other))
            return
        settings = self.settings(limits)
        if kind == "again":
            self._clear()  # a new review: the old curve, mistakes and evaluations go at once
        self._kind, self._rerun = kind, moves
        self._json = json_command
        self._checked = not keeps  # a run that keeps others' checks its engine made them
        self._running = True
        self._stored = 0
        self._label = ""
        self._set_skipped(set())
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        for button in (self.analyse_button, self.again_button, self.rerun_button):
            button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self._starting = True
        try:
            if kind == "rerun":
                self.status.setText(self.tr("Analysing moves {moves} again…").format(moves=_moves_text(moves)))
                only = positions_of_moves(moves, len(self.evaluations))
                self.controller.analyse_game(self.tree, settings, json_command=json_command, only=only)
            else:
                self.status.setText(self.tr("Analysing the game…"))
                done = frozenset(i for i, a in enumerate(self.evaluations) if a is not None)
                self.controller.analyse_game(self.tree, settings, skip=done, json_command=json_command)
        finally:
            self._starting = False

    def _clear(self) -> None:
        """Drop every stored evaluation (the record's and the panel's) and the engine's name."""
        if self.tree is None:
            return
        for node in main_line_nodes(self.tree):
            clear_evaluation(node)
        self.tree.root.remove_property(ENGINE_PROPERTY)
        self._set_skipped(set())
        self._show([None] * len(self.evaluations))

    def stop(self) -> None:
        self._waiting = None
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
        label = (self.controller.json_label if self._json else "") or self.controller.label
        if not self._checked:
            self._checked = True
            if engine_mixed_with(self.tree, label) is not None:
                # Another engine (the JSON one named otherwise than the GTP one) made the
                # evaluations this run keeps: one engine's review, never two mixed in one
                # graph. Nothing of this run is stored; the panel offers the whole game again.
                self._running = False
                self.controller.cancel()
                self._done(self._other_engine_note(label))
                self.again_button.setText(self.tr("Analyse again with {engine}").format(engine=label))
                self.analyse_button.setVisible(False)
                self.rerun_button.setEnabled(False)
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
        if self._kind == "rerun" and not self.skipped:
            text = self.tr("Moves {moves} analysed again by {engine}").format(
                moves=_moves_text(self._rerun), engine=engine
            )
            self._done(text)
            self.record_changed.emit()
            return
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
        if self._waiting is not None:  # the engine a run waited for did not start
            self._waiting = None
            self.status.setText(self.tr("The analysis failed: {reason}").format(reason=message))
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
            self.graph.set_trouble(time_trouble(self.tree))
            self.mistakes.set_review(self.tree, self.evaluations)
        self._name_buttons()


def _moves_text(moves: Sequence[int]) -> str:
    """``[3, 4, 5, 9]`` -> ``3–5, 9``: the moves of a re-run as a reader takes them in."""
    runs: list[list[int]] = []
    for number in sorted(set(moves)):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs)
