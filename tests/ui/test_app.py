"""The GUI script's start: its usual command lines read without argparse, and what follows the
window's ``show()`` (a game left unsaved offered back, the file asked for) in the right order."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from qtgo.app import build_parser, plain_arguments, start_window
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.window import MainWindow

from .conftest import as_if_killed


@pytest.mark.parametrize("argv", [[], ["game.sgf"], ["--smoke-test"], ["./-odd name.sgf"]])
def test_the_usual_command_lines_read_as_argparse_reads_them(argv: list[str]) -> None:
    assert plain_arguments(argv) == build_parser().parse_args(argv)


@pytest.mark.parametrize(
    "argv", [["--help"], ["--version"], ["-"], ["--"], ["--smoke"], ["a.sgf", "b.sgf"], ["--smoke-test", "a.sgf"]]
)
def test_any_other_command_line_is_left_to_argparse(argv: list[str]) -> None:
    assert plain_arguments(argv) is None


def _left_unsaved(data: Path) -> MainWindow:
    """A window that played two moves and died without a word: its autosave stays (closing
    it would clear it, so the test closes it last)."""
    gone = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=data)
    gone.adapter.play(4, 4)
    gone.adapter.play(3, 3)
    gone.files.autosave.write_now()  # the first snapshot, slow, may have put off the second
    gone.files.autosave.writer.flush(5)
    gone.files.autosave.writer.stop()
    as_if_killed(gone.files.autosave)
    return gone


def test_with_no_file_the_unsaved_game_is_offered_right_after_the_first_paint(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    data = tmp_path / "data"
    gone = _left_unsaved(data)
    asked: list[str] = []

    def answer(_parent: object, title: str, *_args: object, **_kwargs: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    win = MainWindow(data_dir=data)
    try:
        start_window(win, None)
        assert asked == []  # nothing is listed or asked before the window has painted
        win.resize(1000, 700)
        win.show()
        qtbot.waitUntil(lambda: asked == ["Recover game"])
        win.session.cursor.to_end()
        assert win.session.cursor.move_number() == 2 and win.isWindowModified()
    finally:
        for window in (win, gone):
            window.session.record.modified = False
            window.close()
            window.deleteLater()


def test_with_a_file_the_unsaved_game_is_offered_first_then_the_file_opens(qtbot, tmp_path: Path, monkeypatch) -> None:
    data = tmp_path / "data"
    gone = _left_unsaved(data)
    record = tmp_path / "asked.sgf"
    record.write_text("(;GM[1]FF[4]SZ[19]PB[Ann]PW[Bob];B[pd];W[dp];B[pp])", encoding="utf-8")
    asked: list[str] = []

    def answer(_parent: object, title: str, *_args: object, **_kwargs: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Ignore  # left for a later start

    monkeypatch.setattr(QMessageBox, "question", answer)
    win = MainWindow(data_dir=data)
    try:
        start_window(win, str(record))
        # Before the first paint: the question, then the file, which the first frame shows.
        assert asked == ["Recover game"]
        assert win.adapter.path == record and win.session.cursor.move_count() == 3
    finally:
        for window in (win, gone):
            window.session.record.modified = False
            window.close()
            window.deleteLater()
