"""The window at every size from 800×600 up: the board takes the room, the tools fit, the
count shows whole, the game tree and the board look are there, refusals are said aloud."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


_open: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _forget_changes(qtbot):
    """Closing a window asks about unsaved changes: the tests' games are thrown away."""
    yield
    for win in _open:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()
    _open.clear()


def _window(qtbot, tmp_path: Path, width: int, height: int, size: int = 19) -> MainWindow:
    QSettings().clear()  # no window layout saved by an earlier test
    win = MainWindow(GameSession.new(NewGameSettings(width=size, height=size)), data_dir=tmp_path / "data")
    _open.append(win)
    win.resize(width, height)
    win.show()
    qtbot.waitExposed(win)
    _settle(qtbot, win)
    return win


def _settle(qtbot, win: MainWindow) -> None:
    """The layout fits itself shortly after a resize: wait for it (however busy the machine)."""
    qtbot.wait(60)
    qtbot.waitUntil(lambda: not win.look.fit_pending, timeout=5000)
    qtbot.wait(20)


def _click(win: MainWindow, x: int, y: int) -> None:
    sx, sy = win.scene.geometry.center(x, y)
    pos: QPoint = win.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 860)])
def test_the_board_takes_the_room_and_every_tool_is_in_view(qtbot, tmp_path: Path, size) -> None:
    win = _window(qtbot, tmp_path, *size)
    wood = win.scene.geometry.wood_rect_dev[2] / win.scene.geometry.dpr
    # The room is the central area's shorter side; the board fills nearly all of it.
    room = min(win.view.width(), win.view.height())
    assert wood >= 0.9 * room
    if size == (800, 600):
        assert wood > 480  # it was 455 with the wide side panel
        assert win.players_dock.width() <= 260
    for bar in (win.acts.main_toolbar, win.acts.tools_toolbar):
        extension = [b for b in bar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"]
        assert not any(b.isVisible() for b in extension), "a toolbar overflows into »"
        for action in win.acts.tool_actions.values():
            widget = win.acts.tools_toolbar.widgetForAction(action)
            assert widget is not None and widget.isVisible(), (size, action.text())


def test_the_count_shows_whole_at_800x600(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, 800, 600, size=9)
    for point in ((2, 2), (6, 6)):
        _click(win, *point)
    win.adapter.pass_turn()
    win.adapter.pass_turn()
    assert win.adapter.mode is Mode.SCORING
    qtbot.wait(50)
    panel = win.score
    assert win.score_dock.isVisible()
    for widget in (panel.table, panel.result, panel.accept, panel.resume):
        visible = widget.visibleRegion().boundingRect()
        assert visible.size() == widget.size(), widget
    header = panel.table.horizontalHeader()
    assert all(panel.table.columnWidth(c) >= header.sectionSizeHint(c) for c in range(2))


def test_game_tree_in_the_window_follows_and_jumps(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, 1200, 800, size=9)
    _click(win, 2, 2)
    _click(win, 6, 6)
    first = win.adapter.root.children[0]
    win.look.tree_dock.raise_()
    qtbot.wait(20)
    assert win.game_tree.current is win.adapter.node
    rect = win.game_tree.node_rect(first)
    assert rect is not None
    QTest.mouseClick(win.game_tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert win.adapter.node is first and win.game_tree.current is first


def test_board_look_is_in_the_view_menu_and_applies(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, 1000, 700, size=9)
    menu = win.plugin("board-look").menu
    assert menu.menuAction() in win.acts.menus["view"].actions()
    menu.board_actions["contrast"].trigger()
    assert win.scene.look.board.key == "contrast"
    assert win.settings.value("view/board_theme") == "contrast"


def test_a_refused_move_is_said_over_the_board_with_a_sound(qtbot, tmp_path: Path, monkeypatch) -> None:
    win = _window(qtbot, tmp_path, 1000, 700, size=9)
    played: list[str] = []
    monkeypatch.setattr(win.sound, "play", played.append)
    _click(win, 4, 4)
    _click(win, 4, 4)  # occupied
    notice = win.view.notice
    assert notice.isVisible() and "taken" in notice.text()
    assert played[-1] == "refused"


def test_the_shortcuts_table_names_tools_in_words(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, 1000, 700, size=9)
    win.show_shortcuts()
    dialog = win.look.shortcuts_dialog
    assert dialog is not None
    names = [name for name, _ in dialog.rows]
    assert "Triangle" in names and "Line (two clicks)" in names
    assert not [n for n in names if len(n) <= 1]
    quit_keys = dict(dialog.rows)["Quit"]
    assert "Ctrl+Q" in quit_keys and all(part.strip() for part in quit_keys.split(","))
    dialog.close()


def _drag_side_separator(qtbot, win: MainWindow, dx: int) -> None:
    """Drag the separator between the board and the side panels by ``dx`` pixels, as a hand does."""
    dock = win.players_dock
    central = win.centralWidget()
    assert central is not None
    x = (central.geometry().right() + dock.geometry().left()) // 2 + 1
    start = QPoint(x, dock.geometry().center().y())
    QTest.mouseMove(win, start)
    QTest.mousePress(win, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(win, start + QPoint(dx * step // 5, 0))
        qtbot.wait(10)  # the window moves its separator on a zero timer
    QTest.mouseRelease(win, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(dx, 0))
    qtbot.wait(20)


def _resize(qtbot, win: MainWindow, width: int, height: int) -> None:
    win.resize(width, height)
    _settle(qtbot, win)


def test_a_side_panel_width_dragged_by_hand_survives_resizes_and_restarts(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, 1280, 860)
    before = win.players_dock.width()
    _drag_side_separator(qtbot, win, -120)  # wider panels, a narrower board
    dragged = win.players_dock.width()
    assert dragged >= before + 100, (before, dragged)
    for size in ((1400, 900), (1300, 880)):
        _resize(qtbot, win, *size)
        assert abs(win.players_dock.width() - dragged) <= 2, size
    # At 800×600 the board still takes the room (its floor), and the width comes back after.
    _resize(qtbot, win, 800, 600)
    central = win.centralWidget()
    assert central is not None
    room = central.height()
    assert win.view.width() >= 0.8 * room - 30
    _resize(qtbot, win, 1280, 860)
    assert abs(win.players_dock.width() - dragged) <= 2
    assert QSettings().value("window/side_width", type=int) == dragged
    # A new window (the next start) opens with the user's width.
    win.adapter.session.record.modified = False
    win.close()
    again = MainWindow(GameSession.new(NewGameSettings(width=19, height=19)), data_dir=tmp_path / "data")
    _open.append(again)
    again.resize(1280, 860)
    again.show()
    qtbot.waitExposed(again)
    _settle(qtbot, again)
    assert abs(again.players_dock.width() - dragged) <= 2


def test_a_status_message_never_shows_over_the_announcement(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QLabel

    QSettings().clear()
    win = MainWindow(GameSession.from_text("(;SZ[9];B[ee];W[cc])"), data_dir=tmp_path / "data")
    _open.append(win)
    win.finish_start()  # the announcement line comes with the teaching part
    label = win.findChild(QLabel, "announcements")
    assert label is not None
    win.adapter.forward()  # announced: "Move 1, Black E5."
    win.statusBar().showMessage("Opened a file")  # before the window is shown, as at start-up
    win.show()
    qtbot.waitExposed(win)
    assert label.text() and not label.isVisible()
    win.statusBar().clearMessage()
    assert label.isVisible()


def test_the_announcement_line_built_after_the_first_paint_stays_under_a_message(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QLabel

    QSettings().clear()
    win = MainWindow(GameSession.from_text("(;SZ[9];B[ee];W[cc])"), data_dir=tmp_path / "data")
    _open.append(win)
    win.statusBar().showMessage("Opened a file")  # as a file opened at start-up does
    win.show()
    qtbot.waitUntil(lambda: win.findChild(QLabel, "announcements") is not None)  # after the first paint
    label = win.findChild(QLabel, "announcements")
    assert label is not None and not label.isVisible()
    win.statusBar().clearMessage()
    assert label.isVisible()


def test_the_count_stays_as_tall_as_its_contents_when_the_window_grows(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path, 800, 600, size=9)
    for point in ((2, 2), (6, 6)):
        _click(win, *point)
    win.adapter.pass_turn()
    win.adapter.pass_turn()
    _resize(qtbot, win, 1280, 860)
    panel = win.score
    assert win.score_dock.isVisible()
    assert panel.visibleRegion().boundingRect().size() == panel.size()  # whole
    assert win.score_dock.height() <= panel.sizeHint().height() + 50  # and no taller
    assert win.players_dock.height() > 150  # the room went to the clocks
