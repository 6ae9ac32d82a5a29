"""Stepping through a record with the arrow keys: every panel follows, the board repaints
only around the points that changed (``benchmarks/window_stepping.py`` measures the cost)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from qtgo.ui.window import MainWindow

RECORD = "(;SZ[19];B[pd]C[first];W[dp];B[pp];W[dd]C[fourth];B[fq];W[cn])"


class _PaintWatch(QObject):
    """Keeps the rectangle of every paint of the widget it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.rects.extend(cast("Iterable[QRect]", event.region()))  # a QRegion iterates its rectangles
        return False


def _open(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.finish_start()  # the plugins built after the first paint: all there, as in use
    window.engines.overlay  # noqa: B018  # the engines' board overlay, as after any analysis
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    window.adapter.to_start()
    # The window settles its columns once after the plugins came (a debounced fit).
    qtbot.waitUntil(lambda: not window.look._fit_timer.isActive(), timeout=3000)
    QApplication.processEvents()


def test_each_step_moves_the_move_list_the_tree_the_status_and_the_comment(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    _open(qtbot, window, tmp_path)
    comments = {1: "first", 4: "fourth"}
    for number in range(1, 7):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        node = window.adapter.node
        assert window.adapter.move_number() == number
        assert window.move_tree.view.currentIndex().data(window.move_tree.model.NodeRole) is node
        assert window.game_tree.current is node
        assert window.players.status.text().startswith(f"Move {number}")
        assert window.comment.editor.toPlainText() == comments.get(number, "")
        assert len(window.scene.display.stones) == number
    for number in range(5, -1, -1):
        QTest.keyClick(window.view, Qt.Key.Key_Left)
        assert window.adapter.move_number() == number
        assert window.game_tree.current is window.adapter.node


def test_a_step_repaints_the_changed_points_not_the_whole_board(qtbot, window: MainWindow, tmp_path: Path) -> None:
    _open(qtbot, window, tmp_path)
    viewport = window.view.viewport()
    watch = _PaintWatch()
    viewport.installEventFilter(watch)
    cell = window.scene.geometry.cell
    size = viewport.size()
    for key in (Qt.Key.Key_Right,) * 6 + (Qt.Key.Key_Left,) * 6:
        watch.rects.clear()
        QTest.keyClick(window.view, key)
        QApplication.processEvents()
        assert viewport.size() == size  # no step lays the window out again
        assert watch.rects, "the step was not painted"
        for rect in watch.rects:
            # The new stone and the last-move mark moved from the old one: a few cells at most,
            # never the whole board (a layer over the board repainted in full).
            assert max(rect.width(), rect.height()) < 3 * cell
        assert sum(r.width() * r.height() for r in watch.rects) < 8 * cell * cell
    viewport.removeEventFilter(watch)


def test_opening_a_record_leaves_the_window_active_with_no_stray_window(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """The review panel is built when a record opens; none of its buttons may show as a window."""
    window.finish_start()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    QApplication.processEvents()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    assert shown == []
    assert QApplication.activeWindow() is window
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.adapter.move_number() == 1
