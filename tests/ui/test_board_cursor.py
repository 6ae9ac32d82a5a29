"""The board's keyboard cursor: arrows, Enter/Space, typed coordinates, and the focus mark."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QAction, QImage, QKeySequence, QPainter
from PySide6.QtWidgets import QMainWindow

from qtgo.rules import Game, Move, Point
from qtgo.session.display import BoardDisplay, display_from_game
from qtgo.ui.board import BoardView
from qtgo.ui.board.cursor import BoardCursor


@pytest.fixture
def board(qtbot):
    window = QMainWindow()
    view = BoardView()
    view.board.set_display(BoardDisplay.empty(9))
    window.setCentralWidget(view)
    back = QAction("Back", window)
    back.setShortcut(QKeySequence(Qt.Key.Key_Left))
    window.addAction(back)
    steps: list[str] = []
    back.triggered.connect(lambda: steps.append("back"))
    cursor = BoardCursor(view)
    played: list[tuple[int, int]] = []
    cursor.activated.connect(lambda x, y: played.append((x, y)))
    qtbot.addWidget(window)
    window.resize(500, 500)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view.clearFocus()
    view.setFocus(Qt.FocusReason.TabFocusReason)  # as if the user tabbed to the board
    qtbot.waitUntil(view.hasFocus)
    yield view, cursor, played, steps
    window.close()


pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_arrows_move_the_cursor_from_the_centre_and_stop_at_the_edge(board, qtbot) -> None:
    view, cursor, _played, steps = board
    assert cursor.point == Point(4, 4) and cursor.mark.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert cursor.point == Point(3, 3)
    assert steps == []  # the board took the arrow, not the window's Back
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert cursor.point == Point(8, 3)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert cursor.point == Point(8, 3)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert cursor.point == Point(0, 8)


def test_enter_and_space_play_at_the_cursor(board, qtbot) -> None:
    view, _cursor, played, _steps = board
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert played == [(4, 4), (4, 5)]


def test_a_typed_coordinate_plays_there_and_a_bad_one_is_rejected(board, qtbot) -> None:
    view, cursor, played, _steps = board
    rejected: list[str] = []
    cursor.rejected.connect(rejected.append)
    qtbot.keyClicks(view, "c7")
    assert cursor.typed == "C7"
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert played == [(2, 2)] and cursor.point == Point(2, 2)
    qtbot.keyClicks(view, "Z9")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClicks(view, "D12")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert rejected == ["Z9", "D12"] and played == [(2, 2)]
    qtbot.keyClicks(view, "E5")
    qtbot.keyClick(view, Qt.Key.Key_Backspace)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert cursor.typed == ""


def test_a_mouse_click_puts_the_cursor_away_and_the_arrows_go_back_to_the_window(board, qtbot) -> None:
    view, cursor, _played, steps = board
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(100, 100))
    assert not cursor.armed and not cursor.mark.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert steps == ["back"]
    cursor.arm()
    assert cursor.armed and cursor.mark.isVisible()


def test_the_focus_mark_is_drawn_in_black_and_white_at_the_cursor(board, qtbot) -> None:
    view, cursor, _played, _steps = board
    game = Game(9, 9)
    game.play(Move(game.to_play, Point(4, 4)))
    view.board.set_display(display_from_game(game))  # a black stone under the cursor
    rect = view.board.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    view.board.render(painter, QRectF(image.rect()), rect)
    painter.end()
    g = view.board.geometry
    cx, cy = g.center(4, 4)
    edge = [
        image.pixelColor(round(cx + g.cell * 0.56 + dx), round(cy)).lightness() for dx in range(-6, 7)
    ]  # across the frame
    assert max(edge) > 200 and min(edge) < 60  # white frame round a black line: seen on any ground
    view.clearFocus()
    qtbot.waitUntil(lambda: not cursor.mark.isVisible())
