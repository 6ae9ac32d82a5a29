"""Counting in the window: Shift+click overrides the seki detection, a plain click marks dead."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from qtgo.rules import Point
from qtgo.session import GameSession
from qtgo.ui.window import MainWindow

from positions import SEKI_ONE_EYE_EACH

SEKI = list(SEKI_ONE_EYE_EACH)


def record(rows: list[str]) -> str:
    black = "".join(f"[{Point(x, y).to_sgf()}]" for y, row in enumerate(rows) for x, c in enumerate(row) if c == "X")
    white = "".join(f"[{Point(x, y).to_sgf()}]" for y, row in enumerate(rows) for x, c in enumerate(row) if c == "O")
    return f"(;FF[4]GM[1]SZ[9]KM[0]RU[Japanese]AB{black}AW{white})"


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    session = GameSession.from_text(record(SEKI))
    win = MainWindow(session, data_dir=tmp_path / "data")
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.adapter.session.record.modified = False
    win.close()
    win.deleteLater()


def click_point(win: MainWindow, point: Point, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    sx, sy = win.scene.geometry.center(point.x, point.y)
    pos: QPoint = win.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, modifier, pos)


def squares(win: MainWindow) -> set[Point]:
    return {m.point for m in win.adapter.session.display().markup if m.kind == "SQ"}


def test_shift_click_switches_a_seki_off_and_on(window: MainWindow) -> None:
    window.adapter.begin_scoring()
    session = window.adapter.session
    assert session.scoring
    assert "Shift+click" in window.score.hint.text()
    white, black = Point.from_sgf("ag"), Point.from_sgf("dg")
    detected = session.score()
    assert {white, black} <= squares(window)

    click_point(window, white, Qt.KeyboardModifier.ShiftModifier)
    after = session.score()
    assert white not in after.seki and black not in after.seki
    assert not session.require_counting().dead
    assert after.black.territory == detected.black.territory + 1
    assert white not in squares(window)
    # The Count panel shows the new count.
    assert window.score.breakdown == after

    click_point(window, white, Qt.KeyboardModifier.ControlModifier)
    assert white in session.score().seki

    # A plain click still marks the chain dead (and out of seki).
    click_point(window, white)
    assert white in session.require_counting().dead
    assert white not in session.score().seki
