"""Everything tied to a record goes with it: another file or a new game shows nothing of the last."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel

from qtgo.session import NewGameSettings
from qtgo.ui.window import MainWindow


def _announcements(window: MainWindow) -> QLabel:
    window.finish_start()
    label = window.findChild(QLabel, "announcements")
    assert label is not None
    return label


def test_the_repairs_banner_goes_with_its_file(qtbot, window: MainWindow, tmp_path: Path) -> None:
    odd = tmp_path / "odd.sgf"
    odd.write_text("(;SZ[9]RU[Martian];B[ee];W[ee])", encoding="utf-8")
    clean = tmp_path / "clean.sgf"
    clean.write_text("(;SZ[9]RU[Japanese]KM[6.5];B[ee];W[cc])", encoding="utf-8")
    bar = window.look.message_bar
    assert window.files.open_file(odd, confirm=False)
    assert bar.isVisible()
    window.files.select_game(0)  # the same record again: its repairs still apply
    assert bar.isVisible()
    assert window.files.open_file(clean, confirm=False)
    assert not bar.isVisible()
    assert window.files.open_file(odd, confirm=False)
    assert bar.isVisible()
    assert window.prompts.start_game(NewGameSettings(width=9, height=9))
    assert not bar.isVisible()


def test_the_last_records_status_texts_go_with_it(qtbot, window: MainWindow, tmp_path: Path) -> None:
    label = _announcements(window)
    path = tmp_path / "game.sgf"
    path.write_text("(;SZ[9]RE[W+R];B[ee];W[cc];B[gg])", encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.adapter.to_end()
    assert "Move 3" in label.text()
    window.view.say("Ko: you may not retake at once")
    assert window.prompts.start_game(NewGameSettings(width=9, height=9))
    assert label.text() == ""
    assert not window.view.notice.isVisible()
    assert "Move 3" not in window.players.status.text()
    assert "Result" not in window.players.status.text() and "W+R" not in window.message.text()


def test_an_estimate_is_not_shown_over_a_new_game(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_text("(;SZ[9];B[ee];W[cc];B[gg];W[cg])", encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.adapter.to_end()
    with qtbot.waitSignal(window.adapter.estimate_ready, timeout=20000):
        window.estimate()
    assert window.scene.display.ownership is not None
    assert window.prompts.start_game(NewGameSettings(width=9, height=9))
    assert window.scene.display.ownership is None
    assert "Estimated" not in window.statusBar().currentMessage()


def test_an_estimate_is_not_drawn_over_a_file_of_another_size(qtbot, window: MainWindow, tmp_path: Path) -> None:
    small = tmp_path / "small.sgf"
    small.write_text("(;SZ[9];B[ee];W[cc];B[gg];W[cg])", encoding="utf-8")
    large = tmp_path / "large.sgf"
    large.write_text("(;SZ[13];B[dd];W[jj])", encoding="utf-8")
    assert window.files.open_file(small, confirm=False)
    window.adapter.to_end()
    with qtbot.waitSignal(window.adapter.estimate_ready, timeout=20000):
        window.estimate()
    assert window.scene.display.ownership is not None
    assert window.files.open_file(large, confirm=False)
    # What the board draws, not only what it was told: the shading layers hold no ownership.
    layers = [item for item in window.scene.items() if hasattr(item, "ownership")]
    assert layers and all(item.ownership is None for item in layers)
