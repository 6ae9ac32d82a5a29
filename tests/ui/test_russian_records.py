"""In a Russian session qtgo writes Russian into the record and asks in Russian: the time-out
note, the game comment about the two clocks, the recovery prompt and the recovered game's
later notes (the SGF's own properties, ``RE`` and the times, stay as other programs read them)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from qtgo.clock import TimeControl
from qtgo.rules import Color
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.window import MainWindow

from .conftest import as_if_killed

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

_open: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows() -> Iterator[None]:
    yield
    while _open:
        win = _open.pop()
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


def _window(qtbot, data: Path, session: GameSession | None = None) -> MainWindow:
    win = MainWindow(session, data_dir=data)
    _open.append(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _comments(session: GameSession) -> list[str]:
    return [str(node.get("C")) for node in session.tree.main_line() if "C" in node]


def test_a_new_game_of_the_window_resigns_in_russian(qtbot, tmp_path: Path, russian: None) -> None:
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(10))
    # The window's own way in: the New game dialog's settings through the adapter.
    win = _window(qtbot, tmp_path / "data")
    win.adapter.session.record.modified = False
    assert win.adapter.new_game(settings)
    win.adapter.play(2, 2)
    win.adapter.resign(Color.WHITE)
    assert _comments(win.adapter.session)[-1] == "Белые сдались"
    assert win.adapter.session.record.result == "B+R"


def test_the_flag_fall_note_is_russian(qtbot, tmp_path: Path, russian: None, fake_time) -> None:
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(10))
    from qtgo.ui.messages import note_writer

    win = _window(qtbot, tmp_path / "data", GameSession.new(settings, now=fake_time, notes=note_writer))
    win.adapter.play(2, 2)  # the first move starts White's clock
    fake_time.advance(11.0)
    with qtbot.waitSignal(win.adapter.game_ended, timeout=3000):
        pass  # the window's clock poll notices the flag
    assert win.adapter.session.record.result == "B+T"
    assert _comments(win.adapter.session)[-1] == "Белые проиграли по времени"


def test_the_two_clocks_comment_is_russian_and_the_times_stay_sgf(qtbot, tmp_path: Path, russian: None) -> None:
    win = _window(qtbot, tmp_path / "data")
    win.adapter.session.record.modified = False
    settings = NewGameSettings(
        width=9, height=9, black_time=TimeControl.byo_yomi(600, 5, 30), white_time=TimeControl.absolute(1200)
    )
    assert win.adapter.new_game(settings)
    root = win.adapter.session.tree.root
    comment = str(root.get("GC"))
    assert comment.startswith("Чёрные: ") and "; белые: " in comment, comment
    assert "бёёми" in comment and "byo-yomi" not in comment
    assert root.get("TM") == "600"  # SGF's own property, for other programs


def test_the_recovery_prompt_and_the_recovered_game_speak_russian(
    qtbot, tmp_path: Path, russian: None, monkeypatch
) -> None:
    data = tmp_path / "data"
    gone = _window(qtbot, data, GameSession.new(NewGameSettings(width=9, height=9)))
    gone.adapter.play(4, 4)
    gone.adapter.play(2, 2)
    gone.files.autosave.writer.stop()
    as_if_killed(gone.files.autosave)
    asked: list[tuple[str, str]] = []

    def answer(_parent, title: str, text: str, *_args) -> QMessageBox.StandardButton:
        asked.append((title, text))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    win = _window(qtbot, data, GameSession.new(NewGameSettings(width=9, height=9)))
    assert win.files.offer_recovery()
    ((title, text),) = asked
    assert title == "Восстановить партию"
    assert text == "qtgo была закрыта без сохранения партии «Чёрные — Белые» (2 хода). Восстановить её?", text
    # The recovered game goes on in Russian too.
    assert win.adapter.session.cursor.move_number() == 2
    win.adapter.resign(Color.BLACK)
    assert _comments(win.adapter.session)[-1] == "Чёрные сдались"
