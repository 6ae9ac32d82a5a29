"""The clock panel: one player's clock, large, with whose turn it is and any overtime.

The panel only shows :mod:`qtgo.clock`: its ``QTimer`` asks the model for the state
(``GameClock.state(color)``) and the text (``format_clock``) and repaints when they
changed. It does no time arithmetic; the cues for sounds (a new countdown second, a
period used up, the flag) are read off successive model states.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMetaObject, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from qtgo.clock import TimeSystem
from qtgo.rules import Color
from qtgo.ui.clock_text import clock_face, describe_control, overtime_marker, penalty_marker
from qtgo.ui.messages import colour_name
from qtgo.ui.sound import SoundPlayer

if TYPE_CHECKING:
    from qtgo.clock import GameClock, PlayerClock, WarningLevel

#: Text colours for the warning levels (by ``WarningLevel`` value: a panel with no clock
#: state, as at start-up, needs no clock module; None: the palette's text colour), and the
#: highlight of the player to move.
LOW_COLOUR = "#c77700"
CRITICAL_COLOUR = "#d01c1c"
WARNING_COLOURS: dict[str, str | None] = {"normal": None, "low": LOW_COLOUR, "critical": CRITICAL_COLOUR}
TURN_BORDER = "#3d7be0"
FLAGGED_BACKGROUND = "#fbe3e3"
REFRESH_MS = 100


@dataclass(frozen=True)
class ClockLook:
    """How a panel is drawn: the warning level's colour on the digits, the thick border
    of the player to move, the red of a fallen flag."""

    level: str
    to_move: bool
    flagged: bool

    @property
    def digits(self) -> str | None:
        """The digits' colour (None: the palette's text colour)."""
        return WARNING_COLOURS[self.level]

    @property
    def alarm(self) -> str:
        """The overtime marker's colour."""
        return CRITICAL_COLOUR if self.flagged or self.level == "critical" else LOW_COLOUR


class _StoneIcon(QWidget):
    """A small stone of the player's colour beside the name."""

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._color = color
        self.setFixedSize(22, 22)

    def sizeHint(self) -> QSize:
        return QSize(22, 22)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        black = self._color is Color.BLACK
        painter.setPen(QPen(QColor("#000000" if black else "#555555"), 1.2))
        painter.setBrush(QBrush(QColor("#141414" if black else "#f4f4f0")))
        painter.drawEllipse(QRectF(2, 2, 18, 18))
        painter.end()


class _FitLabel(QLabel):
    """Big digits that shrink to the panel's width instead of widening a narrow dock."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._base_size = 0.0

    def set_base_font(self, font: QFont) -> None:
        self._base_size = font.pointSizeF()
        self.setFont(font)
        self._fit()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 60), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self._base_size <= 0 or self.width() <= 0:
            return
        font = QFont(self.font())
        size = self._base_size
        font.setPointSizeF(size)
        room = self.contentsRect().width()
        while size > 7 and QFontMetricsF(font).horizontalAdvance(self.text()) > room:
            size -= 0.5
            font.setPointSizeF(size)
        if font.pointSizeF() != self.font().pointSizeF():
            self.setFont(font)


class _ElidedLabel(QLabel):
    """One line that ends in an ellipsis when the panel is narrow; the tooltip has it all."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setText(text)

    def text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(20, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        width = self.fontMetrics().horizontalAdvance(self._full) + 4
        return QSize(width, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(self.contentsRect().width(), 20)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        super().setText(shown)


class ClockPanel(QFrame):
    """One player's clock: stone, name, big digits, the overtime marker, the settings.

    Show a live :class:`GameClock` with :meth:`set_clock` (a ``QTimer`` then repaints
    from the model every ``REFRESH_MS``), or a state pushed by the caller with
    :meth:`set_state` (live polling by the window, or review from a record's
    ``BL``/``WL`` via ``PlayerClock.from_sgf_timing``).

    Signals:
        countdown_tick(object, int): this player's running countdown reached a new
            second (colour, seconds left): the byo-yomi beep cue.
        period_used(object): a byo-yomi period was used up or an Ing period bought.
        time_up(object): the flag fell for this player.
    """

    countdown_tick = Signal(object, int)
    period_used = Signal(object)
    time_up = Signal(object)

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.setObjectName(f"clockPanel{color.value}")
        # The rounded frame is painted here (``paintEvent``) and the colours are the labels'
        # palettes: a style sheet per panel cost more than the rest of the panel to build.
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

        self.name_label = _ElidedLabel(_colour_name(color))  # a long name gives way to "to move"
        name_font = QFont(self.name_label.font())
        name_font.setBold(True)
        self.name_label.setFont(name_font)
        self.turn_label = QLabel("")
        self.turn_label.setObjectName("turn")
        _set_colour(self.turn_label, TURN_BORDER)
        _set_bold(self.turn_label)
        self.time_label = _FitLabel("\u2014")
        self.time_label.setObjectName("time")
        digits = QFont(self.time_label.font())
        digits.setPointSizeF(max(digits.pointSizeF(), 9.0) * 2.2)
        digits.setBold(True)
        digits.setStyleHint(QFont.StyleHint.Monospace)
        digits.setFamilies(["DejaVu Sans Mono", "Noto Sans Mono", "Menlo", "Consolas", "monospace"])
        self.time_label.set_base_font(digits)
        self.marker_label = _ElidedLabel("")
        self.marker_label.setObjectName("marker")
        _set_bold(self.marker_label)
        self.detail_label = _ElidedLabel("")
        self.detail_label.setObjectName("detail")

        header = QHBoxLayout()
        header.addWidget(_StoneIcon(color))
        header.addWidget(self.name_label, 1)
        header.addWidget(self.turn_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.time_label)
        layout.addWidget(self.marker_label)
        layout.addWidget(self.detail_label)

        self._clock: GameClock | None = None
        self._note = ""
        self._to_move = False
        self._waiting = False  # to move first, before the clock was started
        self._state: PlayerClock | None = None
        self._last: PlayerClock | None = None
        self._look: ClockLook | None = None
        self._sound_connections: list[QMetaObject.Connection] = []
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self._show(None, to_move=False)

    # Public API -----------------------------------------------------------------------
    @property
    def state(self) -> PlayerClock | None:
        """The state on show."""
        return self._state

    def set_clock(self, clock: GameClock | None) -> None:
        """Follow a live clock (``None`` stops following and clears the panel)."""
        self._clock = clock
        self._last = None
        if clock is None:
            self._timer.stop()
            self._show(None, to_move=False)
        else:
            self._timer.start()
            self.refresh()

    def set_state(self, state: PlayerClock | None, *, to_move: bool | None = None) -> None:
        """Show one state; ``to_move`` defaults to whether its clock is running."""
        if self._clock is not None:
            self._clock = None
            self._timer.stop()
        self._show(state, to_move=state.running if to_move is None and state is not None else bool(to_move))

    def set_name(self, name: str) -> None:
        """The player's name (empty: the colour's name)."""
        self.name_label.setText(name or _colour_name(self.color))

    def set_names(self, black: str, white: str) -> None:
        """Both names at once; the panel takes its own colour's."""
        self.set_name(black if self.color is Color.BLACK else white)

    def set_waiting(self, to_move: bool) -> None:
        """Whether this player moves first while the live clock has not started yet (the
        first move of a game starts it): the panel says "to move" all the same."""
        if to_move != self._waiting:
            self._waiting = to_move
            self.refresh()

    def set_note(self, text: str) -> None:
        """A word under the digits that is not the clock's own (why it stands still)."""
        if text != self._note:
            self._note = text
            self._show(self._state, to_move=self._to_move)

    @property
    def note(self) -> str:
        return self._note

    def set_sound_player(self, player: SoundPlayer | None) -> None:
        """Route the cues to a :class:`qtgo.ui.sound.SoundPlayer` (``None`` disconnects)."""
        for connection in self._sound_connections:
            QObject.disconnect(connection)
        self._sound_connections = []
        if player is not None:
            self._sound_connections = [
                self.countdown_tick.connect(lambda _color, _seconds: player.beep()),
                self.period_used.connect(lambda _color: player.period_used()),
                self.time_up.connect(lambda _color: player.time_loss()),
            ]

    def refresh(self) -> None:
        """Repaint from the live clock (the timer's only job)."""
        clock = self._clock
        if clock is not None:
            to_move = clock.turn is self.color if clock.turn is not None else self._waiting
            self._show(clock.state(self.color), to_move=to_move)

    # Internals ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """A language switch: the state on show said again in the new language (a stopped
        clock, as after two passes, has no timer to do it)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._show(self._state, to_move=self._to_move)

    def _show(self, state: PlayerClock | None, *, to_move: bool) -> None:
        self._state = state
        self._to_move = to_move
        self._set_text(self.turn_label, self.tr("to move") if to_move else "")
        if state is None:
            self._set_text(self.time_label, "\u2014")
            self._set_text(self.marker_label, self._note)
            self._set_text(self.detail_label, "")
            self._restyle(None, to_move, flagged=False)
            self._last = None
            return
        self._set_text(self.time_label, clock_face(state))
        marker = overtime_marker(state).upper()
        if state.control.system is TimeSystem.ING and state.penalty_points:
            marker += penalty_marker(state.penalty_points)
        if self._note:
            marker = f"{marker} \u00b7 {self._note}" if marker else self._note
        self._set_text(self.marker_label, marker)
        self._set_text(self.detail_label, describe_control(state.control))
        self._restyle(state.warning, to_move, flagged=state.flagged)
        self._emit_cues(self._last, state)
        self._last = state

    def _emit_cues(self, before: PlayerClock | None, state: PlayerClock) -> None:
        """Sound cues, only after a live state (running or paused; review states are
        neither, so stepping through a record never beeps)."""
        if before is None or not (before.running or before.paused) or before.control != state.control:
            return
        if state.flagged and not before.flagged:
            self.time_up.emit(self.color)
            return
        used_up = (
            state.control.system is TimeSystem.BYO_YOMI
            and before.in_overtime
            and state.periods_left < before.periods_left
        ) or state.periods_used > before.periods_used
        if used_up:
            self.period_used.emit(self.color)
        elif state.running and state.countdown is not None and state.countdown != before.countdown:
            self.countdown_tick.emit(self.color, state.countdown)

    @staticmethod
    def _set_text(label: QLabel, text: str) -> None:
        if label.text() != text:
            label.setText(text)

    def _restyle(self, warning: WarningLevel | None, to_move: bool, *, flagged: bool) -> None:
        """``warning`` None: no clock state on show, coloured as a normal one."""
        look = ClockLook("normal" if warning is None else warning.value, to_move, flagged)
        if look == self._look:
            return
        before, self._look = self._look, look
        if before is None or before.digits != look.digits:
            _set_colour(self.time_label, look.digits)
        if before is None or before.alarm != look.alarm:
            _set_colour(self.marker_label, look.alarm)
        if before is None or (before.to_move, before.flagged) != (look.to_move, look.flagged):
            self.update()

    @property
    def look(self) -> ClockLook | None:
        """How the panel is drawn now (None before its first state)."""
        return self._look

    def paintEvent(self, event: QPaintEvent) -> None:
        """The rounded frame: thick and blue around the player to move, on red when the
        flag fell, on the base colour when to move, else on the window's."""
        look = self._look
        to_move, flagged = (look.to_move, look.flagged) if look is not None else (False, False)
        palette = self.palette()
        width = 2.0 if to_move else 1.0
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(TURN_BORDER) if to_move else palette.color(QPalette.ColorRole.Mid), width))
        if flagged:
            painter.setBrush(QColor(FLAGGED_BACKGROUND))
        else:
            painter.setBrush(palette.color(QPalette.ColorRole.Base if to_move else QPalette.ColorRole.Window))
        inset = width / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 6, 6)
        painter.end()


def _set_colour(label: QLabel, colour: str | None) -> None:
    """The label's text in ``colour`` (None: the palette's own text colour, as it changes)."""
    palette = QPalette()  # resolves nothing: every colour inherited
    if colour is not None:
        palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    label.setPalette(palette)


def _set_bold(label: QLabel) -> None:
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)


def _colour_name(color: Color) -> str:
    return colour_name(color)
