"""The move tree: rows holding variations say so; the current move stays in view."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from qtgo.session import GameSession
from qtgo.ui.move_tree import MoveTreeModel
from qtgo.ui.window import MainWindow


def test_rows_with_variations_say_how_many(qtbot) -> None:
    session = GameSession.from_text("(;SZ[9](;B[ee];W[cc])(;B[cc])(;B[gg])(;B[gc]))")
    model = MoveTreeModel()
    model.set_root(session.tree.root, 9)
    start = model.index(0, 0)
    assert model.data(start) == "Game start  (+3)"
    assert "3" in model.data(start, Qt.ItemDataRole.ToolTipRole)
    assert model.data(model.index(1, 0)) == "1. B E5"


def _long_record() -> str:
    moves = []
    for i in range(150):
        x, y = i % 19, i // 19
        moves.append(f";B[{chr(97 + x)}{chr(97 + y)}];W[{chr(97 + x)}{chr(97 + 18 - y)}]")
    return "(;SZ[19]" + "".join(moves) + ")"


def _current_row_visible(win: MainWindow) -> bool:
    view = win.move_tree.view
    rect = view.visualRect(view.currentIndex())
    return rect.isValid() and view.viewport().rect().contains(rect)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_current_move_stays_in_view_after_a_resize(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "long.sgf"
    path.write_text(_long_record(), encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.resize(1200, 900)
    window.acts.end.trigger()
    qtbot.wait(50)
    assert _current_row_visible(window)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)
    window.acts.start.trigger()
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)
    window.session.cursor.to_move(120)
    window.adapter.position_moved()
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)
