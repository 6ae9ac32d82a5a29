"""A record without ``KM``/``RU``: the status bar and Game info say what the game is played
and counted by, and that the record does not say it (and nothing is written for it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from qtgo.session import GameSession
from qtgo.ui.dialogs import GameInfoDialog
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

BARE = "(;GM[1]FF[4]SZ[19]PB[Ito]PW[Sato];B[pd];W[dp])"


def _window(qtbot, tmp_path: Path, text: str) -> MainWindow:
    win = MainWindow(GameSession.from_text(text), data_dir=tmp_path / "data")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _open_game_info(qtbot, win: MainWindow) -> dict[str, str]:
    """Game ▸ Game info… as a user opens it; what its fields and note show, then Cancel."""
    seen: dict[str, str] = {}

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, GameInfoDialog):
            QTimer.singleShot(20, look)
            return
        seen["RU"] = dialog.fields["RU"].text()
        seen["KM"] = dialog.fields["KM"].text()
        seen["RU shown"] = dialog.fields["RU"].placeholderText()
        seen["KM shown"] = dialog.fields["KM"].placeholderText()
        seen["note"] = dialog.assumed.text() if dialog.assumed.isVisible() else ""
        dialog.reject()

    QTimer.singleShot(20, look)
    win.acts.info.trigger()
    qtbot.waitUntil(lambda: "note" in seen, timeout=5000)
    return seen


def test_a_record_without_rules_or_komi_says_what_is_assumed(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, BARE)
    assert win.message.text() == "Japanese rules, komi 6.5 (both assumed)"
    assert win.message.toolTip() == "Not in the record, so assumed: Japanese rules, komi 6.5"
    seen = _open_game_info(qtbot, win)
    assert (seen["RU"], seen["KM"]) == ("", "")  # nothing is written in the record's name
    assert (seen["RU shown"], seen["KM shown"]) == ("Japanese (assumed)", "6.5 (assumed)")
    assert seen["note"] == "Not in the record, so assumed: Japanese rules, komi 6.5"
    assert not win.adapter.modified


def test_only_what_is_missing_is_called_assumed(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, "(;GM[1]FF[4]SZ[19]RU[Chinese];B[pd])")
    assert win.message.text() == "Chinese rules, komi 7.5 (assumed)"
    seen = _open_game_info(qtbot, win)
    assert seen["RU"] == "Chinese" and seen["RU shown"] == ""
    assert seen["KM shown"] == "7.5 (assumed)"
    assert seen["note"] == "Not in the record, so assumed: komi 7.5"


def test_a_record_with_both_assumes_nothing(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, "(;GM[1]FF[4]SZ[19]RU[Japanese]KM[6.5];B[pd])")
    assert win.message.text() == "Japanese rules, komi 6.5"
    seen = _open_game_info(qtbot, win)
    assert seen["note"] == "" and seen["KM shown"] == "" and seen["RU shown"] == ""


def test_russian_says_it_too(qtbot, tmp_path: Path, russian: None) -> None:
    win = _window(qtbot, tmp_path, BARE)
    assert win.message.text() == "Правила: Японские, коми 6,5 (и то и другое по умолчанию)"
    seen = _open_game_info(qtbot, win)
    assert seen["note"] == "В записи этого нет, поэтому по умолчанию: Японские правила, коми 6,5"
