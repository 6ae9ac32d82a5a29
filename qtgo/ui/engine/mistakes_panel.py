"""The mistakes of a reviewed game, worst first, with the user's thresholds and "Next mistake".

The ranking is ``qtgo.engine.review.find_mistakes``; this panel only lists and navigates.
Mistakes can be selected (Ctrl/Shift+click) and, from the context menu, analysed again.
The thresholds' fields (``thresholds_box``) go in the review panel's settings menu, so the
list keeps the dock's height.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine import Analysis
from qtgo.engine.explain import explain_saved_move, render
from qtgo.engine.review import Mistake, Severity, Thresholds, find_mistakes
from qtgo.sgf import GameTree, PositionCache
from qtgo.ui.i18n import current_language
from qtgo.ui.numbers import show_number


class MistakesPanel(QWidget):
    """Signals: ``move_requested(int)`` (a move number to show), ``mistakes_changed(list)``,
    ``selection_changed()``, ``rerun_requested(list)`` (move numbers to analyse again)."""

    move_requested = Signal(int)
    mistakes_changed = Signal(object)
    selection_changed = Signal()
    rerun_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tree: GameTree | None = None
        self._evaluations: list[Analysis | None] = []
        self._positions: PositionCache | None = None  # the record's positions, made when a mistake is explained
        self.mistakes: list[Mistake] = []
        self._current_move = 0
        self.list = QListWidget()
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        self.list.setMinimumHeight(48)
        # Long lines wrap in a narrow dock instead of scrolling sideways.
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.itemSelectionChanged.connect(self.selection_changed)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._show_context_menu)
        defaults = Thresholds()
        self.spins: dict[str, QDoubleSpinBox] = {}
        self.form = form = QFormLayout()
        # The fields as wide as a number, not the dock's whole width.
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for key, value in (
            ("inaccuracy", defaults.inaccuracy),
            ("mistake", defaults.mistake),
            ("blunder", defaults.blunder),
        ):
            spin = QDoubleSpinBox()
            spin.setRange(0.5, 100.0)
            spin.setSingleStep(0.5)
            spin.setValue(value)
            spin.valueChanged.connect(self.refresh)
            self.spins[key] = spin
            form.addRow(QLabel(), spin)
        self.skipped: list[int] = []
        self.skipped_label = QLabel()
        self.skipped_label.setWordWrap(True)
        self.skipped_label.setVisible(False)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_mistake)
        # The thresholds' fields, for the review panel's settings menu (not in this panel: in
        # a dock along the bottom they took the list's height).
        self.thresholds_box = QWidget()
        self.thresholds_box.setLayout(form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.skipped_label)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.next_button)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        labels = (
            self.tr("Inaccuracy from (points)"),
            self.tr("Mistake from (points)"),
            self.tr("Blunder from (points)"),
        )
        for key, text in zip(("inaccuracy", "mistake", "blunder"), labels, strict=True):
            label = self.form.labelForField(self.spins[key])
            if isinstance(label, QLabel):
                label.setText(text)
        self.next_button.setText(self.tr("Next mistake"))
        self.list.setToolTip(self.tr("Click to go to the move; right-click to analyse the selected moves again"))
        self._name_skipped()
        if self.list.count():
            self.refresh()

    def set_skipped(self, indices: Sequence[int]) -> None:
        """Positions a review skipped (they timed out twice): no loss is known for their moves."""
        self.skipped = sorted(set(indices))
        self._name_skipped()

    def _name_skipped(self) -> None:
        self.skipped_label.setVisible(bool(self.skipped))
        self.skipped_label.setText(
            self.tr("Skipped (the engine did not answer in time): {moves}. Resume analysis tries them again.").format(
                moves=", ".join(str(i) for i in self.skipped)
            )
            if self.skipped
            else ""
        )

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    @property
    def thresholds(self) -> Thresholds:
        return Thresholds(*(self.spins[key].value() for key in ("inaccuracy", "mistake", "blunder")))

    def set_thresholds(self, thresholds: Thresholds) -> None:
        for key in ("inaccuracy", "mistake", "blunder"):
            self.spins[key].setValue(getattr(thresholds, key))

    def set_review(self, tree: GameTree, evaluations: Sequence[Analysis | None]) -> None:
        self._tree = tree
        self._evaluations = list(evaluations)
        self.refresh()

    def set_current_move(self, number: int) -> None:
        self._current_move = number

    def refresh(self) -> None:
        self.list.clear()
        if self._tree is None:
            self.mistakes = []
        else:
            self.mistakes = find_mistakes(self._tree, self._evaluations, self.thresholds)
        names = {
            Severity.INACCURACY: self.tr("inaccuracy"),
            Severity.MISTAKE: self.tr("mistake"),
            Severity.BLUNDER: self.tr("blunder"),
        }
        self._positions = None  # the record may have changed: positions are replayed again when asked
        for mistake in self.mistakes:
            colour = self.tr("Black") if mistake.color.value == "B" else self.tr("White")
            text = self.tr("Move {number} ({colour}): {loss} points lost, {kind}").format(
                number=mistake.move_number, colour=colour, loss=show_number(mistake.loss), kind=names[mistake.severity]
            )
            item = _MistakeItem(text, mistake.move_number, self._why)
            self.list.addItem(item)
        self.next_button.setEnabled(bool(self.mistakes))
        self.mistakes_changed.emit(self.mistakes)

    def _why(self, number: int) -> str:
        """The move's mistake in words, from the review's numbers (engine.explain)."""
        if self._tree is None:
            return ""
        if self._positions is None:
            self._positions = PositionCache(self._tree)
        language = current_language()  # render says any other in English
        height = self._tree.size[1]
        sentences = explain_saved_move(self._tree, number, self._evaluations, self._positions)
        return "\n".join(render(sentence, height, language) + "." for sentence in sentences)

    def next_mistake(self) -> int | None:
        """The first mistake after the move shown (in game order), wrapping round."""
        numbers = sorted(m.move_number for m in self.mistakes)
        if not numbers:
            return None
        later = [n for n in numbers if n > self._current_move]
        target = later[0] if later else numbers[0]
        self._current_move = target
        self.move_requested.emit(target)
        return target

    @property
    def selected_moves(self) -> list[int]:
        """The move numbers of the mistakes selected, in game order."""
        return sorted(int(item.data(256)) for item in self.list.selectedItems())

    def context_menu(self, move: int | None) -> QMenu:
        """Analyse again the mistake at ``move`` (the one under the mouse) or those selected."""
        menu = QMenu(self)
        if move is not None:
            action = menu.addAction(self.tr("Analyse move {number} again").format(number=move))
            action.triggered.connect(lambda: self.rerun_requested.emit([move]))
        selected = self.selected_moves
        if len(selected) > 1 or (selected and selected != [move]):
            action = menu.addAction(
                self.tr("Analyse the selected moves again ({moves})").format(moves=", ".join(str(n) for n in selected))
            )
            action.triggered.connect(lambda: self.rerun_requested.emit(selected))
        return menu

    def _show_context_menu(self, where: QPoint) -> None:
        item = self.list.itemAt(where)
        menu = self.context_menu(None if item is None else int(item.data(256)))
        if menu.actions():
            menu.exec(self.list.viewport().mapToGlobal(where))
        menu.deleteLater()

    def _activated(self, item: QListWidgetItem) -> None:
        number = int(item.data(256))
        self._current_move = number
        self.move_requested.emit(number)


class _MistakeItem(QListWidgetItem):
    """A mistake of the list; its words (the tooltip) are worked out when first shown, not at
    each refresh: the list is refreshed as every evaluation of a review arrives."""

    def __init__(self, text: str, number: int, explain: Callable[[int], str]) -> None:
        super().__init__(text)
        self.setData(256, number)
        self._number = number
        self._explain = explain
        self._why: str | None = None

    def data(self, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole:
            if self._why is None:
                self._why = self._explain(self._number)
            return self._why
        return super().data(role)
