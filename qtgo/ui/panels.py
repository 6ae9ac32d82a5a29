"""Side panels of the main window: players and captures, comment editor, score breakdown.

Each panel reads the session through the adapter and redraws; none computes rules or time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from qtgo import sgf
from qtgo.rules import Color
from qtgo.session import Mode
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.clock_panel import ClockPanel
from qtgo.ui.messages import player_label
from qtgo.ui.sound import SoundPlayer

if TYPE_CHECKING:
    from qtgo.ui.score_panel import ScorePanel, describe_result


def __getattr__(name: str) -> object:
    """The count panel's module is imported when first asked for: the window builds the
    panel with the first count, not at start-up."""
    if name in ("ScorePanel", "describe_result"):
        from qtgo.ui import score_panel

        return getattr(score_panel, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
                panel.set_waiting(self._to_move(color))
                if panel._clock is not adapter.clock:
                    panel.set_clock(adapter.clock)
                else:
                    panel.refresh()
            elif adapter.clock is not None and self._at_the_end_of_this_game():
                # The game played here just ended (on time, by resignation, by an accepted
                # count): its own clock says how it ended. The record's value is the time
                # left when the last move was made, before a byo-yomi period refilled, so
                # showing it would make the clock jump (0:10 back to 0:03).
                panel.set_state(adapter.clock.state(color), to_move=False)
            else:
                panel.set_state(adapter.recorded_clock(color), to_move=self._to_move(color))
        held = self.tr("held while a dialog is open") if adapter.clock_held else ""
        for panel in self.clocks.values():
            panel.set_note(held)

    def _at_the_end_of_this_game(self) -> bool:
        """The board shows the last position of the game played in this window."""
        adapter = self.adapter
        return adapter.clock is not None and adapter.live_node is not None and adapter.node is adapter.live_node

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
            parts.append(self.tr("Black places %n more handicap stones", "", left))
        elif adapter.mode is Mode.SCORING:
            parts.append(self.tr("Counting: click stones to mark them dead"))
        elif adapter.mode is Mode.PLAY and not adapter.at_live_end:
            parts.append(self.tr("Looking back: End returns to the game, Ctrl+T tries a variation from here"))
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
        self._node: sgf.Node | None = None
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
            if node is not None and self.editor.toPlainText() != (node.get("C") or ""):
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


__all__ = ["CommentPanel", "PlayersPanel", "ScorePanel", "describe_result"]
