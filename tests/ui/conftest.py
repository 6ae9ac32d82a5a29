"""Fixtures for the window tests: a shown main window on a fresh session, and a board click."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.window import MainWindow

MakeWindow = Callable[..., MainWindow]
ClickPoint = Callable[[MainWindow, int, int], None]


@pytest.fixture(autouse=True, scope="session")
def _english_catalogue(qapp) -> None:
    """English as the application starts it: counted texts take their singular and plural
    from qtgo's ``*_en.qm`` (the source texts are the English plural)."""
    from qtgo.ui import i18n

    i18n.install_translators(qapp, "en", chosen=True)


@pytest.fixture
def make_window(qtbot, tmp_path: Path) -> Iterator[MakeWindow]:
    """Open main windows on a given session (a new 9x9 game by default); close them after."""
    windows: list[MainWindow] = []

    def make(session: GameSession | None = None) -> MainWindow:
        session = session or GameSession.new(NewGameSettings(width=9, height=9))
        win = MainWindow(session, data_dir=tmp_path / "data")
        win.resize(1000, 700)
        win.show()
        qtbot.waitExposed(win)
        windows.append(win)
        return win

    yield make
    for win in windows:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    """A main window on a new 9x9 game."""
    return make_window()


def _click_point(win: MainWindow, x: int, y: int) -> None:
    sx, sy = win.scene.geometry.center(x, y)
    pos: QPoint = win.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


@pytest.fixture
def click_point() -> ClickPoint:
    """Click the board of a window at point (x, y), as a player does."""
    return _click_point


@pytest.fixture
def settings_store(tmp_path: Path) -> Iterator[QSettings]:
    """An empty settings store of this test's own (a folder under ``tmp_path``): every
    ``QSettings()`` made during the test reads and writes there."""
    import os

    folder = tmp_path / "settings"
    folder.mkdir()
    native, user = QSettings.Format.NativeFormat, QSettings.Scope.UserScope
    QSettings.setPath(native, user, str(folder))
    store = QSettings()
    store.clear()
    yield store
    store.sync()
    QSettings.setPath(native, user, os.environ.get("XDG_CONFIG_HOME", str(Path.home() / ".config")))


def as_if_killed(autosave: object) -> None:
    """What the kernel does for a window's process killed with -9: its locks go, its files stay.

    Both the QLockFile and the ``flock`` of the slot's ``alive`` file are let go (closing
    the descriptor is what process death does to it); the autosave is left behind.
    """
    import os

    lock = autosave.lock  # type: ignore[attr-defined]
    assert lock is not None
    lock.unlock()
    if autosave._alive is not None:  # type: ignore[attr-defined]
        os.close(autosave._alive)  # type: ignore[attr-defined]
        autosave._alive = None  # type: ignore[attr-defined]
