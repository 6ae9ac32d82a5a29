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
