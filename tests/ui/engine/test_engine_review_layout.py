"""The review dock at 800x600 and 1920x1080, in English and Russian: every button within
reach without scrolling sideways (they wrap onto another row), the graph whole, the board
still large; and the time per position and the timeout are settings the user edits there."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QWidget

from qtgo.session import GameSession
from qtgo.ui import options
from qtgo.ui.engine.review_panel import ReviewPanel
from qtgo.ui.engine.score_graph import MIN_HEIGHT
from qtgo.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "This plugin does not support")

MOVES = ["pd", "dp", "pq", "dd", "fq", "cn", "jp", "qj", "nc", "qf", "ld", "cf", "fc", "ic", "cc", "bc", "db", "cb"]


def _partly_reviewed() -> str:
    """A 19x19 record whose first 13 positions an engine evaluated (a stopped review)."""
    parts = ["(;GM[1]FF[4]SZ[19]KM[6.5]QTAE[GNU Go 3.8]QTEV[lead=-6.5;winrate=;visits=;to=B;best=]"]
    for i, point in enumerate(MOVES):
        color, other = ("B", "W") if i % 2 == 0 else ("W", "B")
        value = f"QTEV[lead={(-1) ** i * (i % 7)};winrate=;visits=;to={other};best=]" if i < 12 else ""
        parts.append(f";{color}[{point}]{value}")
    return "".join(parts) + ")"


@pytest.fixture(params=["en", "ru"])
def language(request) -> str:
    request.getfixturevalue({"en": "english", "ru": "russian"}[request.param])
    return str(request.param)


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    QSettings().clear()  # no window layout saved by an earlier test
    record = tmp_path / "reviewed.sgf"
    record.write_text(_partly_reviewed(), encoding="utf-8")
    win = MainWindow(GameSession.open(record), data_dir=tmp_path / "data")
    yield win
    win.adapter.session.record.modified = False
    win.close()
    win.deleteLater()


def _shown(qtbot, win: MainWindow, width: int, height: int) -> ReviewPanel:
    win.move(0, 0)
    win.resize(width, height)
    win.show()
    qtbot.waitExposed(win)
    win.engines.review_dock.show()
    review = win.engines.review
    qtbot.waitUntil(lambda: review.isVisible() and review.width() > 0)
    qtbot.wait(50)  # the dock's layout settles after the panel is built
    return review


def _in_view(widget: QWidget, area: QWidget) -> QRect:
    top_left = widget.mapTo(area, widget.rect().topLeft())
    return QRect(top_left, widget.size())


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_review_button_is_within_reach_and_the_graph_and_board_keep_their_room(
    qtbot, window: MainWindow, language: str, size: tuple[int, int]
) -> None:
    review = _shown(qtbot, window, *size)
    area = window.engines.review_dock.widget()
    assert area.horizontalScrollBarPolicy() is Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert review.width() <= area.width()  # nothing beyond the dock's right edge
    viewport = area.rect()
    buttons = [
        review.analyse_button,
        review.again_button,
        review.stop_button,
        review.rerun_button,
        review.settings_button,
        review.mode,
    ]
    places = [_in_view(b, area) for b in buttons if b.isVisibleTo(review)]
    assert len(places) == 6
    for place, button in zip(places, buttons, strict=True):
        assert viewport.contains(place), f"{button.text() if hasattr(button, 'text') else 'mode'} is cut off"
    for i, place in enumerate(places):
        assert not any(place.intersects(other) for other in places[i + 1 :]), "two buttons overlap"
    status = _in_view(review.status, area)
    assert not any(status.intersects(place) for place in places), "the status is drawn over the buttons"
    graph = _in_view(review.graph, area)
    assert viewport.contains(graph) and graph.height() >= MIN_HEIGHT, f"the graph is {graph.height()} px, cut off"
    if size == (800, 600):
        assert window.view.height() >= 280, f"the board is {window.view.height()} px tall"
    else:
        assert len({place.top() for place in places}) == 1  # one row of buttons
        assert graph.height() >= 150 and window.view.height() >= 650


def test_the_time_per_position_and_the_timeout_are_settings_edited_in_the_review(qtbot, window: MainWindow) -> None:
    review = _shown(qtbot, window, 1000, 700)
    menu = review.settings_button.menu()
    assert menu is not None
    for field in (review.seconds, review.timeout, *review.mistakes.spins.values()):
        assert menu.isAncestorOf(field)  # all in the review's Settings menu
    for declared in (options.REVIEW_SECONDS, options.REVIEW_TIMEOUT):
        assert options.option(declared.key) is declared and declared.title  # in the registry, titled
    review.seconds.setValue(3.5)
    review.timeout.setValue(90.0)
    assert options.read(QSettings(), options.REVIEW_SECONDS) == 3.5
    assert options.read(QSettings(), options.REVIEW_TIMEOUT) == 90.0
    assert review.settings().timeout == 90.0 and review.settings().limits.seconds == 3.5
