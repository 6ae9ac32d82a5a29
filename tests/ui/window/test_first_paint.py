"""The first paint comes first: the library's and the teaching commands are built right after
it, or as soon as a menu they add to opens."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui import extensions
from qtgo.ui.window import MainWindow
from qtgo.ui.window.autosave import lock_is_held

if TYPE_CHECKING:
    from ui.conftest import MakeWindow


def _texts(menu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


class _PaintWatch(QObject):
    """Notes, at each paint of the board, whether the later parts were built already and where
    the board's tools stood."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.built_at_paint: list[int] = []
        self.tools_at_paint: list[Qt.ToolBarArea] = []
        self.move_list_at_paint: list[bool] = []
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, _watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.built_at_paint.append(len(self.window.built_parts()))
            self.tools_at_paint.append(self.window.toolBarArea(self.window.acts.tools_toolbar))
            self.move_list_at_paint.append(self.window.tree_dock.widget() is not None)
        return False


def test_the_board_paints_before_the_teaching_and_library_commands_are_built(qtbot, tmp_path: Path) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    try:
        watch = _PaintWatch(win)
        # Nothing of the later parts before the paint: the board look and the engines only.
        assert win.built_parts() == [win.plugin("board-look"), win.engines]
        win.resize(1000, 700)
        win.show()
        qtbot.waitUntil(lambda: len(win.built_parts()) == len(extensions.specs()))
        assert watch.built_at_paint and watch.built_at_paint[0] == 2
    finally:
        win.close()
        win.deleteLater()


def test_opening_a_menu_first_builds_its_commands_in_time(qtbot, tmp_path: Path) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    try:
        win.acts.menus["file"].aboutToShow.emit()  # as when File opens before the first paint
        assert len(win.built_parts()) == len(extensions.specs())
        assert "Export &figures…" in _texts(win.acts.menus["file"])
    finally:
        win.close()
        win.deleteLater()


def test_after_the_first_paint_the_menus_hold_every_command(qtbot, make_window: MakeWindow) -> None:
    win = make_window()
    qtbot.waitUntil(lambda: len(win.built_parts()) == len(extensions.specs()))
    file_texts = _texts(win.acts.menus["file"])
    assert "Game &library…" in file_texts and "Export &figures…" in file_texts
    assert _texts(win.acts.menus["help"])[0] == "&Rules of this game"
    assert win.findChild(QLabel, "announcements") is not None
    before = list(win.acts.menus["file"].actions())
    win.finish_start()  # again: nothing is added twice
    assert list(win.acts.menus["file"].actions()) == before


def test_the_autosave_takes_its_slot_and_lock_right_after_the_first_paint(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "data" / "autosave"
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    try:
        win.adapter.to_node(win.adapter.root)  # a step in an unchanged game: nothing to write
        assert not folder.exists()
        win.resize(1000, 700)
        win.show()
        qtbot.waitUntil(lambda: len(win.built_parts()) == len(extensions.specs()))
        assert folder.is_dir() and lock_is_held(win.files.autosave.store.lock_path)
    finally:
        win.close()
        win.deleteLater()


def test_the_layout_fits_the_window_right_after_the_first_paint(qtbot, tmp_path: Path) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    try:
        watch = _PaintWatch(win)
        win.resize(900, 700)  # narrower than the tools' row: they go to the board's left
        win.show()
        qtbot.waitUntil(lambda: bool(watch.built_at_paint) and not win.look.fit_pending)
        # The first frame shows the docks and toolbars as built; the fit follows it.
        assert watch.tools_at_paint[0] == Qt.ToolBarArea.TopToolBarArea
        assert win.toolBarArea(win.acts.tools_toolbar) == Qt.ToolBarArea.LeftToolBarArea
    finally:
        win.close()
        win.deleteLater()


def test_the_move_list_behind_the_game_tree_is_built_right_after_the_first_paint(qtbot, tmp_path: Path) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    try:
        watch = _PaintWatch(win)
        win.resize(1000, 700)
        win.show()
        qtbot.waitUntil(lambda: len(win.built_parts()) == len(extensions.specs()))
        assert watch.move_list_at_paint[0] is False  # a tab behind the game tree in the first frame
        assert win.tree_dock.widget() is win.move_tree
        assert win.move_tree.model.rowCount() == 1  # the game's start, current
    finally:
        win.close()
        win.deleteLater()


def test_a_move_list_in_front_is_in_the_first_frame(qtbot, tmp_path: Path) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    try:
        watch = _PaintWatch(win)
        win.tree_dock.raise_()  # as a restored layout may have it
        win.resize(1000, 700)
        win.show()
        qtbot.waitUntil(lambda: bool(watch.move_list_at_paint))
        assert watch.move_list_at_paint[0] is True
    finally:
        win.close()
        win.deleteLater()
