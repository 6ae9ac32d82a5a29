"""Every stored setting of qtgo, declared once: section, key, type, default and a title for a
settings page, with the schema's version and the steps that upgrade older settings (Picard's
``options.py`` and ``config_upgrade.py``).

Code reads and writes a setting through its :class:`Option` (``read(settings, SOUND)``), so
its key and default live here alone. ``upgrade(settings)`` runs at start (``app.py``): a
settings file written by an older qtgo is brought to :data:`SCHEMA_VERSION` step by step.

May import: Qt's core (``QSettings``, ``QT_TRANSLATE_NOOP``) and the standard library only.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QSettings

__all__ = [
    "OPTIONS",
    "SCHEMA_VERSION",
    "UPGRADES",
    "VERSION_KEY",
    "Kind",
    "Option",
    "OptionError",
    "OptionProblem",
    "option",
    "read",
    "upgrade",
    "write",
]


class Kind(enum.Enum):
    """How a value is stored and read back (QSettings on Linux keeps text)."""

    BOOL = "bool"
    INT = "int"
    FLOAT = "float"
    TEXT = "text"
    BYTES = "bytes"


class OptionProblem(enum.Enum):
    UNKNOWN_KEY = "unknown-key"
    DUPLICATE_KEY = "duplicate-key"
    WRONG_TYPE = "wrong-type"


class OptionError(ValueError):
    """A key not in the registry, declared twice, or a value of the wrong type for its option."""

    def __init__(self, reason: OptionProblem, key: str) -> None:
        super().__init__(f"{reason.value}: {key}")
        self.reason = reason
        self.key = key


class Option:
    """One setting. A read-only value; a plain class, not a dataclass: the registry is built
    at every start and a dataclass costs half a millisecond more to define."""

    __slots__ = ("default", "kind", "name", "section", "title")

    def __init__(self, section: str, name: str, kind: Kind, default: Any, title: object = "") -> None:
        self.section = section
        self.name = name
        self.kind = kind
        self.default = default
        #: For a settings page (translated in context ``Options``); empty: not shown there.
        self.title = str(title)

    @property
    def key(self) -> str:
        return f"{self.section}/{self.name}"

    def __repr__(self) -> str:
        return f"Option({self.key!r}, {self.kind.name}, {self.default!r})"


OPTIONS: dict[str, Option] = {}


def _declare(section: str, name: str, kind: Kind, default: Any, title: object = "") -> Option:
    declared = Option(section, name, kind, default, title)
    if declared.key in OPTIONS:
        raise OptionError(OptionProblem.DUPLICATE_KEY, declared.key)
    OPTIONS[declared.key] = declared
    return declared


# ---------------------------------------------------------------------- the registry
LANGUAGE = _declare("ui", "language", Kind.TEXT, "system", QT_TRANSLATE_NOOP("Options", "Language"))
WINDOW_GEOMETRY = _declare("window", "geometry", Kind.BYTES, None)
WINDOW_STATE = _declare("window", "state", Kind.BYTES, None)
SIDE_WIDTH = _declare("window", "side_width", Kind.INT, 0)
COORDINATES = _declare("view", "coordinates", Kind.BOOL, True, QT_TRANSLATE_NOOP("Options", "Show coordinates"))
MOVE_NUMBERS = _declare("view", "move_numbers", Kind.TEXT, "off", QT_TRANSLATE_NOOP("Options", "Move numbers"))
SOUND = _declare("view", "sound", Kind.BOOL, True, QT_TRANSLATE_NOOP("Options", "Sound"))
BOARD_THEME = _declare("view", "board_theme", Kind.TEXT, "kaya", QT_TRANSLATE_NOOP("Options", "Board"))
STONE_THEME = _declare("view", "stone_theme", Kind.TEXT, "slate-shell", QT_TRANSLATE_NOOP("Options", "Stones"))
TRADITIONAL_GRID = _declare(
    "view", "traditional_grid", Kind.BOOL, False, QT_TRANSLATE_NOOP("Options", "Traditional grid (taller than wide)")
)
NEW_GAME = _declare("new_game", "settings", Kind.TEXT, "")
LAST_FOLDER = _declare("files", "last_folder", Kind.TEXT, "")
ANALYSIS_ENGINE = _declare("engines", "analysis", Kind.TEXT, "", QT_TRANSLATE_NOOP("Options", "Analysis engine"))
OWNERSHIP = _declare("engines", "ownership", Kind.BOOL, True, QT_TRANSLATE_NOOP("Options", "Show ownership"))
MOVE_SECONDS = _declare(
    "engines", "move-seconds", Kind.FLOAT, 120.0, QT_TRANSLATE_NOOP("Options", "Seconds an engine may think")
)
REVIEW_SECONDS = _declare(
    "engines", "review-seconds", Kind.FLOAT, 2.0, QT_TRANSLATE_NOOP("Options", "Seconds for each position in a review")
)
REVIEW_TIMEOUT = _declare(
    "engines",
    "review-timeout",
    Kind.FLOAT,
    60.0,
    QT_TRANSLATE_NOOP("Options", "Seconds before a position in a review counts as timed out"),
)
TEACHING_THRESHOLD = _declare(
    "teaching",
    "threshold",
    Kind.FLOAT,
    3.0,
    QT_TRANSLATE_NOOP("Options", "Points a student's move may lose before it is taken back"),
)
TEACHING_AUTO_TAKEBACK = _declare(
    "teaching", "auto-takeback", Kind.BOOL, True, QT_TRANSLATE_NOOP("Options", "Take back a bad move at once")
)
TEACHING_VISITS = _declare(
    "teaching", "visits", Kind.INT, 100, QT_TRANSLATE_NOOP("Options", "Visits the teaching engine spends on a verdict")
)
COACH_NAMES = _declare(
    "library", "me", Kind.TEXT, "", QT_TRANSLATE_NOOP("Options", "Your names in game records (for the coach)")
)
LIBRARY_ANALYSIS_VISITS = _declare(
    "library",
    "analysis-visits",
    Kind.INT,
    0,
    QT_TRANSLATE_NOOP("Options", "Visits for each position in a background analysis (0: seconds only)"),
)
#: The engines list is a QSettings array (``engines/size``, ``engines/1/name``, ...) of these fields.
ENGINES_GROUP = "engines"
ENGINE_FIELDS = ("name", "command", "folder", "analysis")

#: The settings' schema: stored under VERSION_KEY; a file without it is version 1.
SCHEMA_VERSION = 2
VERSION_KEY = "meta/version"


def option(key: str) -> Option:
    """The option of ``key`` (``section/name``)."""
    try:
        return OPTIONS[key]
    except KeyError:
        raise OptionError(OptionProblem.UNKNOWN_KEY, key) from None


def read(settings: QSettings, declared: Option) -> Any:
    """The stored value of ``declared`` as its kind, or its default (absent or unreadable)."""
    value = settings.value(declared.key)
    if value is None:
        return declared.default
    kind = declared.kind
    try:
        if kind is Kind.BOOL:
            return value if isinstance(value, bool) else str(value).strip().lower() in ("true", "1")
        if kind is Kind.INT:
            return int(value)
        if kind is Kind.FLOAT:
            return float(value)
        if kind is Kind.BYTES:
            return value if isinstance(value, QByteArray) and not value.isEmpty() else declared.default
    except (TypeError, ValueError):
        return declared.default
    return str(value)


def write(settings: QSettings, declared: Option, value: Any) -> None:
    """Store ``value``; a value of another type than the option's is refused (OptionError)."""
    expected: dict[Kind, tuple[type, ...]] = {
        Kind.BOOL: (bool,),
        Kind.INT: (int,),
        Kind.FLOAT: (int, float),
        Kind.TEXT: (str,),
        Kind.BYTES: (QByteArray, bytes),
    }
    if not isinstance(value, expected[declared.kind]) or (declared.kind is Kind.INT and isinstance(value, bool)):
        raise OptionError(OptionProblem.WRONG_TYPE, declared.key)
    settings.setValue(declared.key, value)


# ---------------------------------------------------------------------- upgrades
def _upgrade_to_2(settings: QSettings) -> None:
    """Version 1 kept move numbers as an on/off flag; version 2 keeps the mode's name."""
    value = settings.value(MOVE_NUMBERS.key)
    if value is not None and str(value).strip().lower() in ("true", "1", "false", "0"):
        on = str(value).strip().lower() in ("true", "1")
        settings.setValue(MOVE_NUMBERS.key, "all" if on else "off")


#: The step that brings settings from version ``n - 1`` to ``n``, by ``n``.
UPGRADES: dict[int, Callable[[QSettings], None]] = {2: _upgrade_to_2}


def upgrade(settings: QSettings) -> int:
    """Bring ``settings`` to :data:`SCHEMA_VERSION` (each missing step in order); returns the
    version found. Settings newer than this qtgo are left as they are."""
    try:
        found = int(str(settings.value(VERSION_KEY, 1)))
    except (TypeError, ValueError):
        found = 1
    if found >= SCHEMA_VERSION:
        return found
    for version in range(found + 1, SCHEMA_VERSION + 1):
        UPGRADES[version](settings)
    settings.setValue(VERSION_KEY, SCHEMA_VERSION)
    return found
