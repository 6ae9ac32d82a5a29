"""Fixtures for the window tests: a shown main window on a fresh session, a board click, and
a big game tree made at random."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest

from qtgo.session import GameSession, NewGameSettings
from qtgo.sgf import GameTree, Node
from qtgo.ui.window import MainWindow

MakeWindow = Callable[..., MainWindow]
ClickPoint = Callable[[MainWindow, int, int], None]
RandomTree = Callable[..., tuple[GameTree, list[Node]]]


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


def _random_tree(
    nodes: int, *, seed: int, main_line: int, longest: int, marks: bool = False
) -> tuple[GameTree, list[Node]]:
    """A main line of ``main_line`` moves, then variations of 1..``longest`` moves branching
    anywhere until the tree has ``nodes`` nodes; with ``marks`` some nodes carry a comment,
    markup, or a setup stone instead of a move. Returns the tree and its nodes as made."""
    rng = random.Random(seed)
    tree = GameTree()
    every = [tree.root]
    node = tree.root
    for i in range(main_line):
        node = tree.add_child(node, {"B" if i % 2 == 0 else "W": "dd"})
        every.append(node)
    while len(every) < nodes:
        node = rng.choice(every)
        for _ in range(rng.randint(1, longest)):
            props: dict[str, str] = {"W" if "B" in node.properties else "B": "pd"}
            if marks:
                if rng.random() < 0.05:
                    props["C"] = "a comment"
                if rng.random() < 0.05:
                    props["SQ"] = "aa"
                if rng.random() < 0.02:
                    props = {"AB": "cc"}
            node = tree.add_child(node, props)
            every.append(node)
    return tree, every


@pytest.fixture
def random_tree() -> RandomTree:
    """Make a big game tree at random (``_random_tree``)."""
    return _random_tree
