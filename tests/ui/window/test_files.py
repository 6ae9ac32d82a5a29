"""The window's file controller: a failed save loses nothing; a new game clears the last result."""

from __future__ import annotations

from pathlib import Path

from qtgo.rules import Color
from qtgo.session import NewGameSettings
from qtgo.ui.window import MainWindow


def test_a_failed_save_says_the_file_was_not_written(qtbot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[tuple[str, str]] = []

    def exec_box(box: QMessageBox) -> int:
        shown.append((box.text(), box.informativeText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    window.adapter.play(2, 2)
    target = tmp_path / "no-such-folder" / "game.sgf"
    assert not window.files.save_to(target)
    assert shown
    _text, informative = shown[0]
    assert "not written" in informative and "unchanged" not in informative
    assert window.session.record.modified


def test_a_new_game_clears_the_last_result(qtbot, window: MainWindow) -> None:
    window.adapter.resign(Color.BLACK)
    assert "W+R" in window.statusBar().currentMessage()
    assert "W+R" in window.message.text()
    window.prompts.start_game(NewGameSettings(width=9, height=9))
    assert window.statusBar().currentMessage() == ""
    assert "W+R" not in window.message.text()
    assert window.session.record.result is None


def _long_line(moves: int) -> str:
    letters = "abcdefghi"
    return "".join(f";{'BW'[i % 2]}[{letters[i % 9]}{letters[i // 9 % 9]}]" for i in range(moves))


def test_a_long_line_opens_and_the_move_tree_follows_to_its_end(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "long.sgf"
    path.write_text(f"(;SZ[9]{_long_line(5_000)})")
    assert window.files.open_file(path, confirm=False)
    window.adapter.to_end()
    tree = window.move_tree
    current = tree.view.currentIndex()
    assert current.row() == 5_000 and tree.model.data(current, tree.model.NodeRole) is window.adapter.node
    window.adapter.back()
    assert tree.view.currentIndex().row() == 4_999
    assert window.scene.display.move_numbers  # the board numbers the stones at the end too


def test_whole_board_markup_on_every_node_opens_and_navigates(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "triangles.sgf"
    path.write_text("(;SZ[19]" + ";TR[aa:ss]" * 10_000 + ")")
    assert window.files.open_file(path, confirm=False)
    window.adapter.to_end()
    window.adapter.back()
    assert len(window.adapter.display().markup) == 361
    assert window.move_tree.view.currentIndex().row() == 9_999
