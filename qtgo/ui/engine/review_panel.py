"""The review panel: analyse the whole game in the background (with a progress bar), keep
the evaluations in the record, and show the score graph and the mistakes.

Opening a record that an earlier review left its evaluations in shows them at once,
without starting an engine.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from qtgo.engine import Analysis, Limits
from qtgo.engine.evaluations import read_engine_name
from qtgo.engine.review import store_evaluations, stored_evaluations
from qtgo.sgf import GameTree
from qtgo.ui.engine.controller import EngineController
from qtgo.ui.engine.mistakes_panel import MistakesPanel
from qtgo.ui.engine.score_graph import ScoreGraph


class ReviewPanel(QWidget):
    """Signals: ``position_requested(int)`` (a main-line position to show, 0 = start),
    ``record_changed()`` (the evaluations were written into the record)."""

    position_requested = Signal(int)
    record_changed = Signal()

    def __init__(self, controller: EngineController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tree: GameTree | None = None
        self.evaluations: list[Analysis | None] = []
        self._running = False
        self.graph = ScoreGraph()
        self.mistakes = MistakesPanel()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel()
        self.analyse_button = QPushButton()
        self.stop_button = QPushButton()
        self.retranslate()
        self.stop_button.setEnabled(False)
        self.analyse_button.clicked.connect(self.analyse)
        self.stop_button.clicked.connect(self.stop)
        self.graph.position_clicked.connect(self.position_requested)
        self.mistakes.move_requested.connect(self.position_requested)
        self.mistakes.mistakes_changed.connect(lambda found: self.graph.set_marked([m.move_number for m in found]))
        controller.progress.connect(self._progress)
        controller.game_analysed.connect(self._finished)
        controller.failed.connect(self._failed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.analyse_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.progress, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.graph)
        layout.addWidget(self.mistakes, 1)

    def retranslate(self) -> None:
        self.analyse_button.setText(self.tr("Analyse game"))
        self.stop_button.setText(self.tr("Stop"))
        if self.tree is not None and not self._running:
            self.set_tree(self.tree)  # "Evaluations by …"

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_tree(self, tree: GameTree) -> None:
        """A record opened: show what an earlier review stored in it."""
        self.tree = tree
        self._show(stored_evaluations(tree))
        name = read_engine_name(tree)
        self.status.setText(
            self.tr("Evaluations by {engine}").format(engine=name) if name and any(self.evaluations) else ""
        )

    def set_current(self, index: int) -> None:
        self.graph.set_current(index)
        self.mistakes.set_current_move(index)

    def analyse(self, limits: Limits | None = None) -> None:
        if self.tree is None:
            return
        self._running = True
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.analyse_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.status.setText(self.tr("Analysing the game…"))
        self.controller.analyse_game(self.tree, limits if isinstance(limits, Limits) else None)

    def stop(self) -> None:
        self.controller.cancel()
        self._done(self.tr("Analysis stopped."))

    def _progress(self, done: int, total: int) -> None:
        if self._running:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _finished(self, results: Sequence[Analysis]) -> None:
        if self.tree is None or not self._running:
            return
        store_evaluations(self.tree, results, self.controller.label)
        self._show(list(results))
        self._done(self.tr("Evaluations by {engine}").format(engine=self.controller.label))
        self.record_changed.emit()

    def _failed(self, _reason: str, message: str) -> None:
        if self._running:
            self._done(self.tr("The analysis failed: {reason}").format(reason=message))

    def _done(self, text: str) -> None:
        self._running = False
        self.progress.setVisible(False)
        self.analyse_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.status.setText(text)

    def _show(self, evaluations: Sequence[Analysis | None]) -> None:
        self.evaluations = list(evaluations)
        self.graph.set_evaluations(self.evaluations)
        if self.tree is not None:
            self.mistakes.set_review(self.tree, self.evaluations)
