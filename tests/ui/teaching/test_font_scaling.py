"""Text follows the system's font: a larger application font makes the clocks, panels and
status texts larger, and the window at 800x600 still lays them out without overlaps.

The desktop's font scaling reaches Qt as the application font (its point size, or the
font DPI that turns points into pixels); setting a larger application font before the
window is made is what a user with a larger system font gets.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QPlainTextEdit, QWidget

from qtgo.clock import TimeControl
from qtgo.rules import Color
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.window import MainWindow

SCALES = (1.6, 2.0)


@pytest.fixture
def scaled_window(qtbot, qapp, tmp_path: Path) -> Iterator[object]:
    """``make(scale)``: a window at 800x600 made under an application font ``scale`` times
    the normal size; the application font is restored afterwards."""
    normal = QFont(qapp.font())
    made: list[MainWindow] = []

    def make(scale: float) -> MainWindow:
        font = QFont(normal)
        font.setPointSizeF(normal.pointSizeF() * scale)
        QApplication.setFont(font)
        QSettings().clear()  # no dock layout saved by an earlier test's window
        settings = NewGameSettings(black_time=TimeControl.byo_yomi(600, 5, 30))
        window = MainWindow(GameSession.new(settings), data_dir=tmp_path / f"data-{scale}")
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        _settle(qtbot, window)
        return window

    yield make
    for window in made:
        window.adapter.session.record.modified = False
        window.close()
        window.deleteLater()
    QApplication.setFont(normal)


def _settle(qtbot, window: MainWindow) -> None:
    """Wait for the state the checks are about, not for a time: the status line's
    announcements are built after the first paint (``first_paint``), and the layout's
    debounced fit has run (on a busy machine both come late)."""
    qtbot.waitUntil(lambda: window.findChild(QLabel, "announcements") is not None, timeout=10000)
    qtbot.waitUntil(lambda: not window.look.fit_pending, timeout=10000)


def _texts(window: MainWindow) -> dict[str, QWidget]:
    """The texts a player reads: clock digits and names, prisoners, status line, announcements."""
    black = window.players.clocks[Color.BLACK]
    announcements = window.findChild(QLabel, "announcements")
    assert announcements is not None
    return {
        "clock digits": black.time_label,
        "clock name": black.name_label,
        "clock settings": black.detail_label,
        "prisoners": window.players.captures[Color.BLACK],
        "status line": window.message,
        "announcements": announcements,
        "comment": window.comment.editor,
    }


def _pixels(widget: QWidget) -> int:
    return QFontInfo(widget.font()).pixelSize()


def _leaves(window: MainWindow) -> list[tuple[str, QRect]]:
    """Every text-bearing widget on show, as the part of it that is not clipped away."""
    shown = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, (QLabel, QAbstractButton, QLineEdit, QPlainTextEdit)):
            continue
        region = widget.visibleRegion()
        if not widget.isVisible() or region.isEmpty():
            continue
        box = region.boundingRect()
        box.moveTopLeft(widget.mapTo(window, box.topLeft()))
        if box.width() > 2 and box.height() > 2:
            text = widget.toPlainText() if isinstance(widget, QPlainTextEdit) else widget.text()
            shown.append((f"{widget.metaObject().className()} {widget.objectName() or text!r}", box))
    return shown


def test_clock_panel_and_status_texts_grow_with_the_application_font(scaled_window) -> None:
    normal = {name: _pixels(widget) for name, widget in _texts(scaled_window(1.0)).items()}
    large = {name: _pixels(widget) for name, widget in _texts(scaled_window(2.0)).items()}
    for name, size in normal.items():
        assert large[name] >= size * 1.8, (name, size, large[name])
    # The clock's digits stay larger than the text around them.
    assert large["clock digits"] > large["clock name"] * 1.5


@pytest.mark.parametrize("scale", SCALES)
def test_nothing_overlaps_at_800_by_600_with_a_large_font(scaled_window, scale: float, tmp_path: Path) -> None:
    window = scaled_window(scale)
    window.grab().save(str(tmp_path / f"window-{scale}.png"))  # to look at when this fails
    shown = _leaves(window)
    overlaps = [
        (a, b) for index, (a, box_a) in enumerate(shown) for b, box_b in shown[index + 1 :] if box_a.intersects(box_b)
    ]
    assert overlaps == []
    # The docks on the right lie one under the other.
    docks = sorted(
        (d for d in (window.players_dock, window.tree_dock, window.look.tree_dock, window.comment_dock) if d.y() >= 0),
        key=lambda d: d.y(),
    )
    for upper, lower in pairwise(docks):
        assert upper.geometry().bottom() < lower.geometry().top(), (upper.windowTitle(), lower.windowTitle())


@pytest.mark.parametrize("scale", SCALES)
def test_who_is_to_move_stays_whole_with_a_large_font(scaled_window, scale: float, qtbot) -> None:
    window = scaled_window(scale)
    black = window.players.clocks[Color.BLACK]
    black.set_name("Black player with a rather long name")
    turn = black.turn_label

    def whole() -> None:
        assert turn.text()
        assert turn.width() >= turn.fontMetrics().horizontalAdvance(turn.text())
        assert black.contentsRect().contains(turn.geometry())

    qtbot.waitUntil(whole, timeout=5000)  # once the layout has taken the new name
    assert black.name_label.text() == "Black player with a rather long name"  # whole in its tooltip
