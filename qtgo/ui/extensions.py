"""The main window's extension points: what a feature may use of a window, and the plugins.

A feature (the library, the engines, the teaching commands, the board look, Preferences,
the docks to come) plugs into a window; it does not reach into it. It is given a
:class:`~qtgo.ui.plugin_api.WindowApi`: menus by name, docks, the status line, the board,
the adapter (whose signals it follows), the settings, pages of Edit ▸ Preferences and a
few hooks. The window imports no feature: the plugins are listed here by module path
(:data:`BUILT_IN`) and imported when they are installed, and each window keeps its own
plugins (Frescobaldi's per-window plugins in a ``WeakKeyDictionary``). The protocols are in
``plugin_api``, which only type checkers load: this module is loaded at every start.

May import: the standard library and ``qtgo.ui.plugin_api`` (for types); never
``qtgo.ui.window`` nor a feature (those come in by path, from :func:`install`).
"""

from __future__ import annotations

import enum
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi, WindowPlugin

__all__ = [
    "BUILT_IN",
    "ExtensionError",
    "ExtensionProblem",
    "PluginSpec",
    "Stage",
    "built",
    "find",
    "install",
    "plugin",
    "register",
    "retranslate",
    "shutdown",
    "specs",
    "unregister",
]

P = TypeVar("P")


class ExtensionProblem(enum.Enum):
    """Why a plugin could not be registered or found."""

    DUPLICATE = "duplicate"
    BAD_TARGET = "bad-target"
    UNKNOWN_NAME = "unknown-name"


class ExtensionError(ValueError):
    """A plugin spec that cannot be used (a name taken twice, a target that is not ``module:name``)."""

    def __init__(self, reason: ExtensionProblem, detail: str) -> None:
        super().__init__(f"{reason.value}: {detail}")
        self.reason = reason


class Stage(enum.Enum):
    """When a plugin is built: with the window (it shows in the first frame: a menu, a dock
    the saved layout must find) or right after the first paint (``ui/window/first_paint``)."""

    START = "start"
    AFTER_FIRST_PAINT = "after-first-paint"


class PluginSpec:
    """A feature of the window: its name, its factory as ``module:callable`` (imported only
    when it is installed) and when it is built. A read-only value; a plain class, because it
    is defined while the window starts, and a dataclass or a named tuple costs a quarter to
    half a millisecond more to define there."""

    __slots__ = ("name", "stage", "target")

    def __init__(self, name: str, target: str, stage: Stage = Stage.AFTER_FIRST_PAINT) -> None:
        self.name = name
        self.target = target
        self.stage = stage

    def __repr__(self) -> str:
        return f"PluginSpec({self.name!r}, {self.target!r}, {self.stage})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PluginSpec):
            return NotImplemented
        return (self.name, self.target, self.stage) == (other.name, other.target, other.stage)

    def __hash__(self) -> int:
        return hash((self.name, self.target, self.stage))

    def factory(self) -> Callable[[WindowApi], WindowPlugin]:
        module, _, attribute = self.target.partition(":")
        if not module or not attribute:
            raise ExtensionError(ExtensionProblem.BAD_TARGET, self.target)
        made: Callable[[WindowApi], WindowPlugin] = getattr(importlib.import_module(module), attribute)
        return made


#: The features that come with qtgo, in the order they are built.
BUILT_IN: tuple[PluginSpec, ...] = (
    PluginSpec("board-look", "qtgo.ui.board.theme_menu:BoardLook", Stage.START),
    PluginSpec("engines", "qtgo.ui.engine.window_engines:WindowEngines", Stage.START),
    PluginSpec("library", "qtgo.ui.library.integration:LibraryController"),
    PluginSpec("coach", "qtgo.ui.library.coach_plugin:CoachPlugin"),
    PluginSpec("teaching", "qtgo.ui.teaching.window_hook:install_teaching"),
    PluginSpec("report", "qtgo.ui.engine.report_page:ReportPage"),
    PluginSpec("projector", "qtgo.ui.teaching.projector:ProjectorPlugin"),
    PluginSpec("lesson", "qtgo.ui.teaching.lesson:LessonPlugin"),
    PluginSpec("spoken-review", "qtgo.ui.engine.spoken_review:SpokenReview"),
    PluginSpec("problems", "qtgo.ui.library.problems_plugin:ProblemsPlugin"),
    PluginSpec("preferences", "qtgo.ui.preferences.plugin:PreferencesPlugin"),
)

_specs: list[PluginSpec] = list(BUILT_IN)
#: Each window's plugins by name, in the order built; gone with the window.
_plugins: WeakKeyDictionary[object, dict[str, WindowPlugin]] = WeakKeyDictionary()


def register(spec: PluginSpec) -> None:
    """Add a feature to every window made from now on (Picard's extension points)."""
    if any(known.name == spec.name for known in _specs):
        raise ExtensionError(ExtensionProblem.DUPLICATE, spec.name)
    if ":" not in spec.target:
        raise ExtensionError(ExtensionProblem.BAD_TARGET, spec.target)
    _specs.append(spec)


def unregister(name: str) -> None:
    """Take a registered feature out again (a test's own plugin)."""
    for index, known in enumerate(_specs):
        if known.name == name:
            del _specs[index]
            return
    raise ExtensionError(ExtensionProblem.UNKNOWN_NAME, name)


def specs() -> tuple[PluginSpec, ...]:
    return tuple(_specs)


def install(api: WindowApi, stage: Stage) -> list[str]:
    """Build the plugins of ``stage`` not built yet for this window; returns their names.
    Again is a no-op (a menu opened before the first paint builds them early)."""
    mine = _plugins.setdefault(api.widget, {})
    made = []
    for spec in _specs:
        if spec.stage is stage and spec.name not in mine:
            mine[spec.name] = spec.factory()(api)
            made.append(spec.name)
    return made


def built(window: object) -> dict[str, WindowPlugin]:
    """The window's plugins built so far, by name, in the order built."""
    return dict(_plugins.get(window, {}))


def plugin(window: object, name: str) -> WindowPlugin | None:
    """The window's plugin called ``name``, if built."""
    return _plugins.get(window, {}).get(name)


def find(window: object, kind: type[P]) -> P | None:
    """The window's plugin of class ``kind`` (another feature's, if built): typed, by class."""
    for made in _plugins.get(window, {}).values():
        if isinstance(made, kind):
            return made
    return None


def retranslate(window: object) -> None:
    """Every built plugin's texts again (after the window rebuilt its menus)."""
    for made in built(window).values():
        made.retranslate()


def shutdown(window: object) -> None:
    """The window is closing: every built plugin stops its work."""
    for made in built(window).values():
        made.shutdown()
