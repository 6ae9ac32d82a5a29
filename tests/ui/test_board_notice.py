"""A short notice over the board (a refused move in words), where the player looks."""

from __future__ import annotations

import pytest

from qtgo.ui.board import BoardView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_the_notice_shows_over_the_board_and_goes(qtbot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    qtbot.waitExposed(view)
    view.notice._timer.setInterval(50)
    view.say("Ko: you may not retake at once; play elsewhere first.")
    notice = view.notice
    assert notice.isVisible() and "Ko" in notice.text()
    geometry = notice.geometry()
    assert view.viewport().rect().contains(geometry)
    assert abs(geometry.center().x() - view.viewport().width() // 2) <= 2
    notice.say("again", milliseconds=30)
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=2000)


def test_a_shown_notice_follows_the_board_and_a_click_sends_it_away(qtbot) -> None:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    view = BoardView()
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    qtbot.waitExposed(view)
    notice = view.notice
    notice.say("Suicide: that stone would have no liberty.", milliseconds=60_000)
    view.resize(700, 600)
    qtbot.waitUntil(lambda: abs(notice.geometry().center().x() - view.viewport().width() // 2) <= 2)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert not notice.isVisible()
    # Hidden, it watches nothing: the next resize leaves it where it was, unseen.
    place = notice.geometry()
    view.resize(520, 520)
    qtbot.wait(10)
    assert notice.geometry() == place and not notice.isVisible()
