"""The count under every rule set, side by side: one row per preset, one column per term
(Black / White in each cell), the terms a rule set leaves out of its total greyed, and one
line per rule set saying what makes its count differ.

The numbers are ``session.every_preset.score_under_every_preset``'s (the game replayed
under each preset, the same dead stones taken off); the widget only displays them. Opened
from the count panel (*Every rule set…*), it follows the count while it is open.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtgo.rules import Color, HandicapCompensation, Ruleset, ScoreBreakdown, Scoring
from qtgo.session.every_preset import score_under_every_preset
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.count_words import ALWAYS_COUNTED, COUNTED_TERMS, describe_result
from qtgo.ui.fit import fit_to_screen
from qtgo.ui.messages import rules_label
from qtgo.ui.numbers import show_number

#: lupdate reads the literal calls ``translate("AllRules", ...)``.
translate = QCoreApplication.translate

__all__ = ["AllRulesDialog", "AllRulesView", "difference_line"]

#: The columns: a term of ``SideScore`` each (the bonuses only when a rule set counts them).
_TERMS = ("territory", "stones", "prisoners", "dead", "komi", "handicap", "bonus", "total")


def _term_title(term: str) -> str:
    return {
        "territory": translate("AllRules", "Territory"),
        "stones": translate("AllRules", "Stones"),
        "prisoners": translate("AllRules", "Prisoners"),
        "dead": translate("AllRules", "Dead"),
        "komi": translate("AllRules", "Komi"),
        "handicap": translate("AllRules", "Handicap"),
        "bonus": translate("AllRules", "Bonuses"),
        "total": translate("AllRules", "Total"),
    }[term]


def _value(breakdown: ScoreBreakdown, color: Color, term: str) -> float:
    side = breakdown.black if color is Color.BLACK else breakdown.white
    if term == "bonus":
        return side.centre + side.corners
    value: float = getattr(side, term)
    return value


def _scoring_words(scoring: Scoring) -> str:
    return {
        Scoring.AREA: translate("AllRules", "area scoring: stones on the board and territory"),
        Scoring.TERRITORY: translate("AllRules", "territory scoring: territory, prisoners and dead stones"),
        Scoring.STONES: translate("AllRules", "stone scoring: stones on the board only"),
    }[scoring]


def difference_line(name: str, breakdown: ScoreBreakdown) -> str:
    """ "AGA: White wins by 3.5 (W+3.5). Area scoring ...; White gets 1 point of handicap
    compensation (N−1); eyes in seki count." Every figure is the breakdown's own."""
    ruleset = Ruleset.preset(name)
    parts = [_scoring_words(breakdown.scoring)]
    compensation = breakdown.white.handicap or breakdown.black.handicap
    if compensation:
        rule = "N−1" if ruleset.handicap_compensation is HandicapCompensation.N_MINUS_1 else "N"
        who = Color.WHITE if breakdown.white.handicap else Color.BLACK
        text = (
            translate("AllRules", "White gets %1 points of handicap compensation (%2)")
            if who is Color.WHITE
            else translate("AllRules", "Black gets %1 points of handicap compensation (%2)")
        )
        parts.append(text.replace("%1", str(compensation)).replace("%2", rule))
    elif ruleset.handicap_compensation is HandicapCompensation.NONE:
        parts.append(translate("AllRules", "no handicap compensation"))
    parts.append(
        translate("AllRules", "eyes in seki count as territory")
        if ruleset.seki_eyes_count
        else translate("AllRules", "eyes in seki are not territory")
    )
    if breakdown.bonuses:
        parts.append(
            translate("AllRules", "centre and corner bonuses: Black %1, White %2")
            .replace("%1", show_number(_value(breakdown, Color.BLACK, "bonus")))
            .replace("%2", show_number(_value(breakdown, Color.WHITE, "bonus")))
        )
    komi = breakdown.white.komi or breakdown.black.komi
    parts.append(translate("AllRules", "komi %1").replace("%1", show_number(komi)))
    head = f"{rules_label(name)}: {describe_result(breakdown.result)}."
    body = "; ".join(parts)
    return f"{head} {body[:1].upper()}{body[1:]}."


class AllRulesView(QWidget):
    """The table and the lines (see the module docstring); ``show_count`` fills them."""

    def __init__(self, adapter: SessionAdapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.every: dict[str, ScoreBreakdown] = {}
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.lines, 1)
        self._stale = True  # set before refresh() reads it
        adapter.position_changed.connect(self.invalidate)
        adapter.mode_changed.connect(self.invalidate)
        self.refresh()

    def invalidate(self) -> None:
        """The count or the position changed: counted again now if on show, else when shown
        (nine replays of the game are not for a closed dialog at every move)."""
        self._stale = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def _count(self) -> dict[str, ScoreBreakdown]:
        """The open count under every preset (empty when no count is on show)."""
        breakdown = self.adapter.count()
        if breakdown is None:
            return {}
        session = self.adapter.session
        counting = session.counting
        seki = breakdown.seki if counting is not None and counting.marks.overrides_seki else None
        penalties = {Color.BLACK: breakdown.black.penalty, Color.WHITE: breakdown.white.penalty}
        return score_under_every_preset(
            session.tree,
            session.node,
            dead=breakdown.dead,
            seki=seki,
            penalties=penalties if any(penalties.values()) else None,
        )

    def refresh(self) -> None:
        self._stale = False
        self.every = self._count()
        if not self.every:
            self.caption.setText(
                translate("AllRules", "The count appears here after two passes, or with Game ▸ Count position.")
            )
            self.table.setRowCount(0)
            self.lines.clear()
            return
        self.caption.setText(
            translate(
                "AllRules",
                "The same position and dead stones counted under every rule set: Black / White in each cell; "
                "a grey number is shown but not counted by that rule set.",
            )
        )
        terms = [t for t in _TERMS if t != "bonus" or any(b.bonuses for b in self.every.values())]
        headers = [_term_title(t) for t in terms] + [translate("AllRules", "Result")]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(self.every))
        own = self.adapter.ruleset.name
        grey = self.palette().placeholderText()
        for row, (name, breakdown) in enumerate(self.every.items()):
            label = rules_label(name)
            header = QTableWidgetItem(f"▸ {label}" if name == own else label)
            if name == own:
                header.setToolTip(translate("AllRules", "The rules of this game"))
            self.table.setVerticalHeaderItem(row, header)
            counted = COUNTED_TERMS.get(breakdown.scoring, set()) | ALWAYS_COUNTED | {"bonus"}
            for column, term in enumerate(terms):
                text = " / ".join(show_number(_value(breakdown, color, term)) for color in (Color.BLACK, Color.WHITE))
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if term not in counted:
                    item.setForeground(grey)
                if term == "total":
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
            result = QTableWidgetItem(breakdown.result)
            result.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            result.setToolTip(describe_result(breakdown.result))
            self.table.setItem(row, len(terms), result)
        self.lines.setPlainText("\n".join(difference_line(name, b) for name, b in self.every.items()))
        # As tall as its rows, never taller: the lines below get the rest of the room.
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        frame = 2 * self.table.frameWidth()
        scroll = self.table.horizontalScrollBar().sizeHint().height()
        self.table.setMaximumHeight(self.table.horizontalHeader().sizeHint().height() + rows + frame + scroll)


class AllRulesDialog(QDialog):
    """The view in its own window, beside the board (not modal: the count may go on)."""

    def __init__(self, adapter: SessionAdapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = AllRulesView(adapter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.retranslate()
        fit_to_screen(self, 900, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("AllRules", "The count under every rule set"))
        self.view.table.setAccessibleName(translate("AllRules", "Count under every rule set"))
        self.view.lines.setAccessibleName(translate("AllRules", "What differs from one rule set to another"))
        self.view.invalidate()  # counted again (in this language) now if on show, else when shown

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
