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
