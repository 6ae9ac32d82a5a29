"""The count: every term for each colour, in plain view, and as text to copy or save.

The table always shows whole (no scroll bars, no clipped headers): its minimum size is
its contents, so the window gives it the room. The numbers follow the interface locale
("5,5" in Russian); the record keeps its dot (``RE``, ``KM``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtgo.rules import Color, ScoreBreakdown
from qtgo.session import Mode
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.count_note import count_note
from qtgo.ui.count_words import ALWAYS_COUNTED, COUNTED_TERMS, describe_result
from qtgo.ui.messages import colour_name, rules_label, scoring_phrase
from qtgo.ui.numbers import show_number

#: The rows of the count; the labels are translated where shown (context ``ScorePanel``).
TERMS = [
    ("territory", str(QT_TRANSLATE_NOOP("ScorePanel", "Territory"))),
    ("stones", str(QT_TRANSLATE_NOOP("ScorePanel", "Stones"))),
    ("prisoners", str(QT_TRANSLATE_NOOP("ScorePanel", "Prisoners"))),
    ("dead", str(QT_TRANSLATE_NOOP("ScorePanel", "Dead stones"))),
    ("komi", str(QT_TRANSLATE_NOOP("ScorePanel", "Komi"))),
    ("handicap", str(QT_TRANSLATE_NOOP("ScorePanel", "Handicap compensation"))),
    ("penalty", str(QT_TRANSLATE_NOOP("ScorePanel", "Time penalty (−)"))),
    ("total", str(QT_TRANSLATE_NOOP("ScorePanel", "Total"))),
]

#: A term shown for information but left out of the total: one whole phrase per term, so
#: a language can agree the verb with the noun ("Камни (не считаются)", "Территория (не считается)").
NOT_COUNTED = {
    "territory": str(QT_TRANSLATE_NOOP("ScorePanel", "Territory (not counted)")),
    "stones": str(QT_TRANSLATE_NOOP("ScorePanel", "Stones (not counted)")),
    "prisoners": str(QT_TRANSLATE_NOOP("ScorePanel", "Prisoners (not counted)")),
    "dead": str(QT_TRANSLATE_NOOP("ScorePanel", "Dead stones (not counted)")),
}

#: Tibetan go's bonus rows, put in before the total only where the rule set counts them.
BONUS_TERMS = [
    ("centre", str(QT_TRANSLATE_NOOP("ScorePanel", "Centre point"))),
    ("corners", str(QT_TRANSLATE_NOOP("ScorePanel", "Corner points"))),
]


def count_terms(breakdown: ScoreBreakdown | None) -> list[tuple[str, str]]:
    """The rows of the count table for ``breakdown`` (the bonus rows only where they count)."""
    if breakdown is not None and breakdown.bonuses:
        return TERMS[:-1] + BONUS_TERMS + TERMS[-1:]
    return TERMS


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScorePanel", text)


def term_label(term: str, label: str, breakdown: ScoreBreakdown | None) -> str:
    """The row's label, marked when this scoring leaves the term out of the total."""
    if breakdown is not None and term not in COUNTED_TERMS.get(breakdown.scoring, set()) | ALWAYS_COUNTED:
        return _tr(NOT_COUNTED[term])
    return _tr(label)


def breakdown_text(breakdown: ScoreBreakdown) -> str:
    """The whole count as plain text (result, rules, one aligned row per term)."""
    rows = [(term_label(term, label, breakdown), term) for term, label in count_terms(breakdown)]
    heads = ["● " + colour_name(Color.BLACK), "○ " + colour_name(Color.WHITE)]
    cells = [[show_number(getattr(side, term)) for _, term in rows] for side in (breakdown.black, breakdown.white)]
    first = max(len(label) for label, _ in rows)
    widths = [max(len(heads[c]), *(len(v) for v in cells[c])) for c in range(2)]
    lines = [
        describe_result(breakdown.result),
        _tr("{0} rules, {1}").format(rules_label(breakdown.ruleset_name), scoring_phrase(breakdown.scoring)),
        "",
        " " * first + "".join("  " + heads[c].rjust(widths[c]) for c in range(2)),
    ]
    for r, (label, _) in enumerate(rows):
        lines.append(label.ljust(first) + "".join("  " + cells[c][r].rjust(widths[c]) for c in range(2)))
    return "\n".join(lines) + "\n"


class ScorePanel(QWidget):
    """The count, term by term for each colour, with Accept and Resume during counting.

    Signals:
        accept_requested(): the players accept the count.
        resume_requested(): the players disagree and play on (or, in review, stop counting).
    """

    accept_requested = Signal()
    resume_requested = Signal()

    def __init__(self, adapter: SessionAdapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.table = QTableWidget(len(TERMS), 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        # Columns as wide as "○ White" needs, never clipped; spare room goes to the numbers.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.result = QLabel()
        font = QFont(self.result.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.result.setFont(font)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Long results ("Белые выиграли по времени  (W+T)") wrap instead of being cut off.
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result.setAccessibleName(self.tr("Result of the count"))
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        # Where the dead stones came from, the recorded result when it differs, the stones
        # the estimate was unsure of (``count_note``).
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.accept = QPushButton()
        self.resume = QPushButton()
        self.copy_button = QPushButton()
        self.save_button = QPushButton()
        self.every_button = QPushButton()
        self.every_dialog: QWidget | None = None
        self.accept.clicked.connect(self.accept_requested)
        self.resume.clicked.connect(self.resume_requested)
        self.copy_button.clicked.connect(self.copy)
        self.save_button.clicked.connect(self.save)
        self.every_button.clicked.connect(self.show_every_rule_set)
        buttons = QHBoxLayout()
        buttons.addWidget(self.accept)
        buttons.addWidget(self.resume)
        keep = QHBoxLayout()
        keep.addWidget(self.copy_button)
        keep.addWidget(self.save_button)
        keep.addWidget(self.every_button)
        keep.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        # The result, the buttons and the table first: where the count must scroll (800x600)
        # they are what is in view.
        layout.addWidget(self.result)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        layout.addWidget(self.table)
        layout.addWidget(self.hint)
        layout.addWidget(self.rules)
        layout.addLayout(keep)
        layout.addStretch(1)
        adapter.position_changed.connect(self.refresh)
        adapter.mode_changed.connect(self.refresh)
        self.breakdown: ScoreBreakdown | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again, in the language installed now."""
        self.setAccessibleDescription(self.tr("The count after the game, term by term, and the result"))
        self.accept.setText(self.tr("Accept count"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the count as text"))
        self.save_button.setText(self.tr("Save…"))
        self.save_button.setToolTip(self.tr("Save the count as a text file"))
        self.every_button.setText(self.tr("Every rule set…"))
        self.every_button.setToolTip(self.tr("The same count under every rule set, side by side, term by term"))
        self.table.setHorizontalHeaderLabels(["● " + colour_name(Color.BLACK), "○ " + colour_name(Color.WHITE)])
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def refresh(self) -> None:
        adapter = self.adapter
        breakdown = adapter.count()
        self.breakdown = breakdown
        counting = adapter.scoring
        self.hint.setVisible(counting)
        hint = self.tr("Click a chain to mark it dead or alive. Dead stones count as prisoners.")
        hint += " " + self.tr(
            "Shift+click (or Ctrl+click) a chain to put it in seki or take it out; stones in seki carry a square."
        )
        if adapter.mode is Mode.SCORING and adapter.ruleset.four_passes_end:
            hint += " " + self.tr("Or pass on: four passes in a row end the game as it stands.")
        self.hint.setText(hint)
        note = count_note(
            from_record=adapter.counted_from_record,
            recount=adapter.recount() if counting else None,
            unsure=adapter.unsure_stones,
            height=adapter.size[1],
        )
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.accept.setVisible(counting)
        self.resume.setVisible(counting)
        self.resume.setText(self.tr("Resume play") if adapter.mode is Mode.SCORING else self.tr("Stop counting"))
        self.copy_button.setVisible(breakdown is not None)
        self.save_button.setVisible(breakdown is not None)
        self.every_button.setVisible(breakdown is not None)
        terms = count_terms(breakdown)
        if self.table.rowCount() != len(terms):
            self.table.setRowCount(len(terms))
        for row, (term, label) in enumerate(terms):
            text = term_label(term, label, breakdown)
            item = self.table.verticalHeaderItem(row)
            if item is None or item.text() != text:
                self.table.setVerticalHeaderItem(row, QTableWidgetItem(text))
        if breakdown is None:
            for row in range(len(terms)):
                for column in range(2):
                    self.table.setItem(row, column, QTableWidgetItem("–"))
            self.result.setText("")
            self.rules.setText(self.tr("The count appears here after two passes, or with Game ▸ Count position."))
            self._fit()
            return
        counted = COUNTED_TERMS.get(breakdown.scoring, set()) | ALWAYS_COUNTED
        for column, side in enumerate((breakdown.black, breakdown.white)):
            for row, (term, _) in enumerate(terms):
                item = QTableWidgetItem(show_number(getattr(side, term)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if term not in counted:
                    item.setForeground(self.palette().placeholderText())
                if term == "total":
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                self.table.setItem(row, column, item)
        self.result.setText(describe_result(breakdown.result))
        self.rules.setText(
            self.tr("{0} rules, {1}").format(rules_label(breakdown.ruleset_name), scoring_phrase(breakdown.scoring))
        )
        self._fit()

    def _fit(self) -> None:
        """Make the table exactly as large as its contents, so nothing is clipped or scrolled."""
        table = self.table
        table.resizeRowsToContents()
        frame = 2 * table.frameWidth()
        height = table.horizontalHeader().sizeHint().height() + frame
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)
        header = table.horizontalHeader()
        column = max(max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) for c in range(2))
        table.setMinimumWidth(table.verticalHeader().sizeHint().width() + 2 * column + frame + 4)
        self._keep_whole()

    def _keep_whole(self) -> None:
        """No smaller than the contents at the present width (wrapped hint included), so a
        dock can never squeeze the table over the buttons."""
        layout = self.layout()
        width = max(self.width(), self.minimumSizeHint().width())
        if layout is not None and layout.hasHeightForWidth():
            self.setMinimumHeight(layout.totalHeightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_whole()

    def text(self) -> str:
        """The count as plain text, or an empty string before there is one."""
        return breakdown_text(self.breakdown) if self.breakdown is not None else ""

    def copy(self) -> None:
        """Put the count on the clipboard, to paste into a mail or a club's results page."""
        if self.breakdown is not None:
            QGuiApplication.clipboard().setText(self.text())

    def save(self) -> None:
        """Write the count to a text file the player chooses."""
        if self.breakdown is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the count"), self.tr("count.txt"), self.tr("Text files (*.txt)")
        )
        if not name:
            return
        try:
            Path(name).write_text(self.text(), encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(
                self, self.tr("Save the count"), self.tr("The count was not saved: {0}").format(error.strerror)
            )

    def show_every_rule_set(self) -> QWidget:
        """Open (or bring up) the count under every rule set, beside the board."""
        from qtgo.ui.all_rules_view import AllRulesDialog

        if self.every_dialog is None:
            self.every_dialog = AllRulesDialog(self.adapter, self.window())
        if self.every_dialog.isVisible():
            self.every_dialog.raise_()  # behind the main window: bring it up
        self.every_dialog.show()
        return self.every_dialog
