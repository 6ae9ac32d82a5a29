"""The window's extension points: a plugin gets menus, docks, the status line and hooks
through the API, is built per window, follows a language switch and stops on close; the
features import no window module."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu

from qtgo.ui import extensions
from qtgo.ui.extensions import ExtensionError, ExtensionProblem, PluginSpec, Stage
from qtgo.ui.plugin_api import WindowApi

from .conftest import ClickPoint, MakeWindow

UI = Path(extensions.__file__).resolve().parent


class NotesPlugin:
    """A feature of the kind the next issues add: a dock, a menu, a File entry, a hook."""

    def __init__(self, api: WindowApi) -> None:
        self.api = api
        self.dock = QDockWidget("Notes", api.widget)
        self.dock.setObjectName("dock-notes")
        self.dock.setWidget(QLabel("notes"))
        api.add_dock(self.dock, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.action = QAction("Export &notes", api.widget)
        self.holding = False
        api.hold_clicks(lambda: self.holding)
        self.retranslations = 0
        self.stopped = False
        self._add()

    def _add(self) -> None:
        self.menu = QMenu("&Notes", self.api.widget)
        self.api.add_menu("notes", self.menu, before="help")
        self.api.insert_actions("file", [self.action], before="save")

    def retranslate(self) -> None:
        self.retranslations += 1
        self._add()

    def shutdown(self) -> None:
        self.stopped = True


@pytest.fixture
def notes_plugin() -> Iterator[PluginSpec]:
    spec = PluginSpec("notes", f"{__name__}:NotesPlugin", Stage.START)
    extensions.register(spec)
    yield spec
    extensions.unregister("notes")


def _menu_titles(win) -> list[str]:
    return [action.text() for action in win.menuBar().actions()]


def test_a_registered_plugin_gets_its_menu_dock_and_file_entry_in_each_window(
    notes_plugin: PluginSpec, make_window: MakeWindow
) -> None:
    first, second = make_window(), make_window()
    for win in (first, second):
        notes = win.plugin("notes")
        assert isinstance(notes, NotesPlugin) and notes.api.widget is win
        titles = _menu_titles(win)
        assert titles.index("&Notes") == titles.index("&Help") - 1
        assert win.dockWidgetArea(notes.dock) == Qt.DockWidgetArea.LeftDockWidgetArea
        file_actions = win.acts.menus["file"].actions()
        assert file_actions.index(notes.action) < file_actions.index(win.acts.save)
    assert first.plugin("notes") is not second.plugin("notes")
    assert extensions.find(first, NotesPlugin) is first.plugin("notes")


def test_a_plugin_follows_a_language_switch_and_stops_when_the_window_closes(
    notes_plugin: PluginSpec, make_window: MakeWindow
) -> None:
    win = make_window()
    notes = win.plugin("notes")
    win.set_language("ru")
    try:
        assert notes.retranslations == 1
        assert "&Notes" in _menu_titles(win)  # back on the rebuilt menu bar
        assert notes.action in win.acts.menus["file"].actions()
    finally:
        win.set_language("en")
    win.close()
    assert notes.stopped


def test_a_click_a_plugin_holds_is_not_played(
    notes_plugin: PluginSpec, make_window: MakeWindow, click_point: ClickPoint
) -> None:
    win = make_window()
    win.plugin("notes").holding = True
    click_point(win, 2, 2)
    assert win.adapter.session.game.move_number == 0
    win.plugin("notes").holding = False
    click_point(win, 2, 2)
    assert win.adapter.session.game.move_number == 1


def test_the_later_plugins_are_built_once_after_the_first_paint(make_window: MakeWindow, qtbot) -> None:
    win = make_window()
    qtbot.waitUntil(lambda: "preferences" in extensions.built(win))
    assert list(extensions.built(win)) == [
        "board-look",
        "engines",
        "library",
        "coach",
        "teaching",
        "report",
        "projector",
        "lesson",
        "spoken-review",
        "problems",
        "preferences",
    ]
    library = win.library
    win.finish_start()
    assert win.library is library


def test_register_refuses_a_name_twice_and_a_target_that_is_not_module_and_name() -> None:
    with pytest.raises(ExtensionError) as twice:
        extensions.register(PluginSpec("engines", "somewhere:Engines"))
    assert twice.value.reason is ExtensionProblem.DUPLICATE
    with pytest.raises(ExtensionError) as bad:
        extensions.register(PluginSpec("bad", "no_colon_here"))
    assert bad.value.reason is ExtensionProblem.BAD_TARGET
    with pytest.raises(ExtensionError) as unknown:
        extensions.unregister("never-registered")
    assert unknown.value.reason is ExtensionProblem.UNKNOWN_NAME
    assert [spec.name for spec in extensions.specs()] == [spec.name for spec in extensions.BUILT_IN]


def _imported_modules(path: Path) -> set[str]:
    """Every module a file imports: module level, in functions, under TYPE_CHECKING."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_features_and_the_extension_points_import_no_window_module() -> None:
    files = [UI / "extensions.py", UI / "board" / "theme_menu.py"]
    for package in ("library", "engine", "teaching"):
        files.extend(sorted((UI / package).glob("*.py")))
    for path in files:
        window_imports = {name for name in _imported_modules(path) if name.startswith("qtgo.ui.window")}
        assert not window_imports, f"{path.relative_to(UI)} imports {window_imports}"


def test_the_window_imports_no_feature() -> None:
    features = ("qtgo.ui.library", "qtgo.ui.engine", "qtgo.ui.teaching", "qtgo.ui.board.theme_menu")
    for path in sorted((UI / "window").glob("*.py")):
        reached = {name for name in _imported_modules(path) if name.startswith(features)}
        assert not reached, f"window/{path.name} imports {reached}"
