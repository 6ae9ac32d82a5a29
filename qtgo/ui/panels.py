"""Side panels of the main window: players and captures, comment editor, score breakdown.

Each panel reads the session through the adapter and redraws; none computes rules or time.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtgo._format import format_number
from qtgo.rules import Color, ScoreBreakdown, Scoring
from qtgo.session import Mode
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.clock_panel import ClockPanel
from qtgo.ui.dialogs import rules_label
from qtgo.ui.messages import colour_name, en_plural, player_label, scoring_phrase
from qtgo.ui.sound import SoundPlayer


class PlayersPanel(QWidget):
    """Both players: name, whose turn, clock (``ClockPanel``) and prisoners.

    In a live game the clock panels follow the session's ``GameClock``; in review they
    show the time a record wrote at the current move (``BL``/``WL``), if any.
    """

    def __init__(self, adapter: SessionAdapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.clocks = {color: ClockPanel(color) for color in (Color.BLACK, Color.WHITE)}
        self.captures = {color: QLabel() for color in (Color.BLACK, Color.WHITE)}
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        for color in (Color.BLACK, Color.WHITE):
            layout.addWidget(self.clocks[color])
            self.captures[color].setContentsMargins(10, 0, 0, 4)
            layout.addWidget(self.captures[color])
        layout.addWidget(self.status)
        layout.addStretch(1)
        adapter.position_changed.connect(self.refresh)
        adapter.mode_changed.connect(self.refresh)
        adapter.clock_changed.connect(self.refresh_clocks)
        adapter.session_replaced.connect(self._follow_clock)
        self._follow_clock()

    def set_sound_player(self, player: SoundPlayer | None) -> None:
        for panel in self.clocks.values():
            panel.set_sound_player(player)

    def _follow_clock(self) -> None:
        self.refresh_clocks()
        self.refresh()

    def refresh_clocks(self) -> None:
        adapter = self.adapter
        live = adapter.mode is not Mode.REVIEW and adapter.clock is not None
        for color, panel in self.clocks.items():
            if live:
                if panel._clock is not adapter.clock:
                    panel.set_clock(adapter.clock)
                else:
                    panel.refresh()
            elif adapter.clock is not None and self._flag_fell_here():
                # Lost on time: the record's last value is from the last move, but the flag
                # fell after it; the game's clock says how it ended (0:00 · time up).
                panel.set_state(adapter.clock.state(color), to_move=False)
            else:
                panel.set_state(adapter.recorded_clock(color), to_move=self._to_move(color))

    def _flag_fell_here(self) -> bool:
        """The game shown ended on time and the board shows its last position."""
        adapter = self.adapter
        return (
            adapter.clock is not None
            and adapter.clock.flagged is not None
            and adapter.live_node is not None
            and adapter.node is adapter.live_node
        )

    def _to_move(self, color: Color) -> bool:
        adapter = self.adapter
        return not adapter.scoring and adapter.result is None and adapter.to_play is color

    def refresh(self) -> None:
        adapter = self.adapter
        captures = adapter.captures
        for color in (Color.BLACK, Color.WHITE):
            self.clocks[color].set_name(player_label(adapter.player_name(color), color))
            self.captures[color].setText(self.tr("Prisoners: {0}").format(captures.get(color, 0)))
        if adapter.mode is Mode.REVIEW or adapter.clock is None:
            self.refresh_clocks()
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        adapter = self.adapter
        number = adapter.move_number()
        parts = [self.tr("Move {0}").format(number)]
        if adapter.mode is Mode.PLAY and adapter.handicap_to_place:
            left = adapter.handicap_to_place
            parts.append(en_plural(self.tr("Black places %n more handicap stone(s)", "", left), left))
        elif adapter.mode is Mode.SCORING:
            parts.append(self.tr("Counting: click stones to mark them dead"))
        elif adapter.mode is Mode.PLAY and not adapter.at_live_end:
            parts.append(self.tr("Looking back: End returns to the game"))
        elif adapter.mode is Mode.REVIEW:
            parts.append(self.tr("Review"))
        if adapter.result and adapter.mode is Mode.REVIEW:
            parts.append(self.tr("Result: {0}").format(adapter.result))
        index, count = adapter.variation_index()
        if count > 1:
            parts.append(self.tr("Variation {0} of {1}").format(index + 1, count))
        return " · ".join(parts)


class CommentPanel(QWidget):
    """The current node's comment; edits are committed after a short pause in typing.

    Signals:
        comment_edited(str): the user changed the text (debounced).
    """

    comment_edited = Signal(str)

    def __init__(self, adapter: SessionAdapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.editor = QPlainTextEdit()
        self.editor.setPlaceholderText(self.tr("Comment on this move…"))
        self.editor.setTabChangesFocus(True)
        self._node = None
        self._loading = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(600)
        self._timer.timeout.connect(self.commit)
        self.editor.textChanged.connect(self._typed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.editor)
        adapter.position_changed.connect(self.refresh)
        adapter.session_replaced.connect(self._forget)
        self.refresh()

    def _forget(self) -> None:
        self._timer.stop()
        self._node = None
        self.refresh()

    def _typed(self) -> None:
        if not self._loading:
            self._timer.start()

    def commit(self) -> None:
        """Write pending text to the node it was typed for."""
        self._timer.stop()
        adapter = self.adapter
        if self._node is None or self._node is not adapter.node:
            return
        text = self.editor.toPlainText()
        if text != adapter.comment:
            self.adapter.set_comment(text)

    def refresh(self) -> None:
        adapter = self.adapter
        if self._timer.isActive() and self._node is not adapter.node:
            # The user moved on while typing: save what was typed for the old node first.
            node = self._node
            self._timer.stop()
            if node is not None and self.editor.toPlainText() != (node.properties.get("C") or [""])[0]:
                self._node = adapter.node  # the nested refresh must not save again
                self.adapter.set_comment(self.editor.toPlainText(), node)
        if self._node is adapter.node and self.editor.toPlainText() == adapter.comment:
            return
        if self._node is adapter.node and self._timer.isActive():
            return
        self._node = adapter.node
        self._loading = True
        self.editor.setPlainText(adapter.comment)
        self._loading = False


#: The rows of the count; the labels are translated where shown (context ``ScorePanel``).
TERMS = [
    ("territory", QT_TRANSLATE_NOOP("ScorePanel", "Territory")),
    ("stones", QT_TRANSLATE_NOOP("ScorePanel", "Stones")),
    ("prisoners", QT_TRANSLATE_NOOP("ScorePanel", "Prisoners")),
    ("dead", QT_TRANSLATE_NOOP("ScorePanel", "Dead stones")),
    ("komi", QT_TRANSLATE_NOOP("ScorePanel", "Komi")),
    ("handicap", QT_TRANSLATE_NOOP("ScorePanel", "Handicap compensation")),
    ("penalty", QT_TRANSLATE_NOOP("ScorePanel", "Time penalty (−)")),
    ("total", QT_TRANSLATE_NOOP("ScorePanel", "Total")),
]
#: Tibetan go's bonus rows, put in before the total only where the rule set counts them.
BONUS_TERMS = [
    ("centre", QT_TRANSLATE_NOOP("ScorePanel", "Centre point")),
    ("corners", QT_TRANSLATE_NOOP("ScorePanel", "Corner points")),
]


def count_terms(breakdown: ScoreBreakdown | None) -> list[tuple[str, Any]]:
    """The rows of the count table for ``breakdown``."""
    if breakdown is not None and breakdown.bonuses:
        return TERMS[:-1] + BONUS_TERMS + TERMS[-1:]
    return TERMS


#: The terms that add up to the total under each scoring (RULES.md §2); komi, handicap
#: compensation and penalties count under all of them.
COUNTED_TERMS = {
    Scoring.AREA: {"territory", "stones"},
    Scoring.TERRITORY: {"territory", "prisoners", "dead"},
    Scoring.STONES: {"stones"},
}
ALWAYS_COUNTED = {"komi", "handicap", "penalty", "centre", "corners", "total"}


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
        self.hint = QLabel(self.tr("Click a chain to mark it dead or alive. Dead stones count as prisoners."))
        self.hint.setWordWrap(True)
        self.table = QTableWidget(len(TERMS), 2)
        self.table.setHorizontalHeaderLabels(["● " + colour_name(Color.BLACK), "○ " + colour_name(Color.WHITE)])
        self.table.setVerticalHeaderLabels([QCoreApplication.translate("ScorePanel", str(label)) for _, label in TERMS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.result = QLabel()
        font = QFont(self.result.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.result.setFont(font)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Long results ("Белые выиграли по времени  (W+T)") wrap instead of being cut off.
        self.result.setWordWrap(True)
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.accept = QPushButton(self.tr("Accept count"))
        self.resume = QPushButton(self.tr("Resume play"))
        self.accept.clicked.connect(self.accept_requested)
        self.resume.clicked.connect(self.resume_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.accept)
        buttons.addWidget(self.resume)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        # Result and buttons first: on a small screen the table scrolls, they stay in view.
        layout.addWidget(self.hint)
        layout.addWidget(self.result)
        layout.addLayout(buttons)
        layout.addWidget(self.table)
        layout.addWidget(self.rules)
        layout.addStretch(1)
        adapter.position_changed.connect(self.refresh)
        adapter.mode_changed.connect(self.refresh)
        self.breakdown: ScoreBreakdown | None = None
        self.refresh()

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
        self.accept.setVisible(counting)
        self.resume.setVisible(counting)
        self.resume.setText(self.tr("Resume play") if adapter.mode is Mode.SCORING else self.tr("Stop counting"))
        counted = COUNTED_TERMS.get(breakdown.scoring, set()) if breakdown is not None else set()
        terms = count_terms(breakdown)
        if self.table.rowCount() != len(terms):
            self.table.setRowCount(len(terms))
        for row, (term, label) in enumerate(terms):
            text = QCoreApplication.translate("ScorePanel", str(label))
            if breakdown is not None and term not in counted | ALWAYS_COUNTED:
                # Shown for information (e.g. stones under territory scoring) but not added up.
                text = self.tr("{0} (not counted)").format(text)
            header = self.table.verticalHeaderItem(row)
            if header is None or header.text() != text:
                self.table.setVerticalHeaderItem(row, QTableWidgetItem(text))
        if breakdown is None:
            for row in range(len(terms)):
                for column in range(2):
                    self.table.setItem(row, column, QTableWidgetItem("–"))
            self.result.setText("")
            self.rules.setText(self.tr("The count appears here after two passes, or with Game ▸ Count position."))
            self._fit()
            return
        for column, side in enumerate((breakdown.black, breakdown.white)):
            for row, (term, _) in enumerate(terms):
                item = QTableWidgetItem(format_number(getattr(side, term)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if term not in counted | ALWAYS_COUNTED:
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
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)


def describe_result(result: str) -> str:
    """``W+3.5`` -> ``White wins by 3.5  (W+3.5)``, in the UI language."""
    translate = QCoreApplication.translate
    if result in ("0", "Draw", "Jigo"):
        return translate("ScorePanel", "Draw (jigo)")
    if "+" not in result:
        return result
    winner, _, margin = result.partition("+")
    words = {
        ("B", "R"): translate("ScorePanel", "Black wins by resignation"),
        ("W", "R"): translate("ScorePanel", "White wins by resignation"),
        ("B", "T"): translate("ScorePanel", "Black wins on time"),
        ("W", "T"): translate("ScorePanel", "White wins on time"),
        ("B", "F"): translate("ScorePanel", "Black wins by forfeit"),
        ("W", "F"): translate("ScorePanel", "White wins by forfeit"),
    }
    text = words.get((winner, margin))
    if text is None:
        if winner == "B":
            text = translate("ScorePanel", "Black wins by {0}").format(margin)
        else:
            text = translate("ScorePanel", "White wins by {0}").format(margin)
    return f"{text}  ({result})"
