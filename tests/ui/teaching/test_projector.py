"""The projector window follows the teacher's window on every kind of change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from qtgo.rules import Color, Point
from qtgo.session import NewGameSettings
from qtgo.ui import extensions
from qtgo.ui.teaching.projector import ProjectorPlugin, ProjectorWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _window(plugin: ProjectorPlugin) -> ProjectorWindow:
    assert plugin.window is not None
    return plugin.window


def _projector(qtbot, win) -> ProjectorPlugin:
    qtbot.waitUntil(lambda: "projector" in extensions.built(win))
    plugin = extensions.find(win, ProjectorPlugin)
    assert plugin is not None
    plugin.toggle.trigger()  # View ▸ Projector window
    qtbot.waitExposed(_window(plugin))
    return plugin


def _same(win, plugin: ProjectorPlugin) -> bool:
    shown = _window(plugin).scene.display
    teacher = win.scene.display
    return (shown.width, shown.height, dict(shown.stones), shown.last_move, shown.markup) == (
        teacher.width,
        teacher.height,
        dict(teacher.stones),
        teacher.last_move,
        teacher.markup,
    )


def test_the_projector_follows_moves_navigation_variations_edits_and_new_games(make_window, click_point, qtbot) -> None:
    win = make_window()
    plugin = _projector(qtbot, win)
    assert plugin.toggle.isChecked() and _window(plugin).isVisible()
    for x, y in ((2, 2), (6, 6), (2, 6)):  # moves
        click_point(win, x, y)
        assert _same(win, plugin)
    assert _window(plugin).scene.display.stones[Point(2, 6)] is Color.BLACK
    win.adapter.back(2)  # navigation
    assert _same(win, plugin) and Point(6, 6) not in _window(plugin).scene.display.stones
    win.adapter.try_variation()  # a variation tried from here
    click_point(win, 4, 4)
    assert _same(win, plugin) and _window(plugin).scene.display.stones[Point(4, 4)] is Color.WHITE
    win.adapter.back_to_game()
    assert _same(win, plugin)
    win.adapter.set_comment("Look at the cut")  # an edit of the record
    plugin.comment.trigger()  # View ▸ Comment on the projector
    assert _window(plugin).comment.isVisible() and _window(plugin).comment.text() == "Look at the cut"
    win.adapter.new_game(NewGameSettings(width=13, height=13))  # a new game
    assert _same(win, plugin) and _window(plugin).scene.display.width == 13


def test_the_teachers_estimate_stays_off_the_projector_and_the_comment_shows_at_once(make_window, qtbot) -> None:
    win = make_window()
    win.adapter.set_comment("Before the projector")
    qtbot.waitUntil(lambda: "projector" in extensions.built(win))
    plugin = extensions.find(win, ProjectorPlugin)
    assert plugin is not None
    plugin.comment.trigger()  # ticked before the window opens
    plugin.toggle.trigger()
    assert _window(plugin).comment.text() == "Before the projector"
    assert _window(plugin).scene.display.ownership is None


def test_closing_the_projector_unticks_the_menu_and_f11_makes_it_full_screen(make_window, qtbot) -> None:
    win = make_window()
    plugin = _projector(qtbot, win)
    assert _window(plugin).full_screen.shortcut() == QKeySequence(Qt.Key.Key_F11)
    _window(plugin).full_screen.trigger()
    qtbot.waitUntil(_window(plugin).isFullScreen)
    _window(plugin).leave.trigger()  # Escape
    qtbot.waitUntil(lambda: not _window(plugin).isFullScreen())
    _window(plugin).close()
    assert not plugin.toggle.isChecked()
    plugin.toggle.trigger()
    assert _window(plugin).isVisible()


def test_the_engines_marks_reach_the_projector_only_when_the_teacher_shows_them(make_window, qtbot) -> None:
    from qtgo.engine.analysis import Analysis, Candidate
    from qtgo.ui.engine.window_engines import WindowEngines

    win = make_window()
    plugin = _projector(qtbot, win)
    projector = _window(plugin)
    engines = extensions.find(win, WindowEngines)
    assert engines is not None
    hint = Analysis(Color.BLACK, (Candidate(Point(4, 4), visits=20, score_lead=1.5),), score_lead=1.5)
    ownership = tuple(0.9 for _ in range(81))
    engines.overlay.set_analysis(hint)  # the teacher's window shows candidates and ownership
    engines.overlay.set_estimate(ownership)
    assert not plugin.marks.isChecked()  # off by default
    assert projector.overlay is None and projector.scene.display.ownership is None
    plugin.marks.trigger()  # View ▸ Engine marks on the projector
    assert projector.overlay is not None and projector.overlay.isVisible()
    assert projector.overlay.analysis is hint and projector.overlay.ownership == ownership
    engines.overlay.set_analysis(None)  # the teacher's marks go: the students' go too
    qtbot.waitUntil(lambda: projector.overlay.analysis is None)
    plugin.marks.trigger()  # hidden again
    assert not projector.overlay.isVisible()
    engines.overlay.set_analysis(hint)
    QApplication.processEvents()  # the teacher's scene reports its change
    assert projector.overlay.analysis is None
