"""A refused move is said over the board in words."""

from __future__ import annotations

import pytest

from qtgo.ui.board import BoardView
from qtgo.ui.refusals import refusal_text

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_refusals_are_sentences(english: None) -> None:
    assert refusal_text("ko") == "Ko: you may not retake at once; play elsewhere first."
    assert "liberties" in (refusal_text("suicide") or "")
    assert refusal_text("something-else") is None


def test_refusals_in_russian(russian: None) -> None:
    assert refusal_text("ko") == "Ко: сразу забирать нельзя, сначала сыграйте в другом месте."


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
