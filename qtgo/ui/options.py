"""Every stored setting of qtgo, declared once: section, key, type, default, and what a
settings page needs to show it (a title, the page it belongs on, the allowed range or
choices), with the schema's version and the steps that upgrade older settings (Picard's
``options.py`` and ``config_upgrade.py``).

Code reads and writes a setting through its :class:`Option` (``read(settings, SOUND)``), so
its key and default live here alone. ``upgrade(settings)`` runs at start (``app.py``): a
settings file written by an older qtgo is brought to :data:`SCHEMA_VERSION` step by step.
``check`` says whether a value may be stored (its type, range or choices), and ``write``
refuses one that may not. Edit ▸ Preferences (``qtgo.ui.preferences``) is generated from
these declarations and announces what it changed on :func:`changes`, which the window and
its plugins follow.

May import: Qt's core (``QSettings``, ``QObject``, ``QT_TRANSLATE_NOOP``) and the standard
library only.
"""

from __future__ import annotations

import enum
import importlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QObject, QSettings, Signal

__all__ = [
    "OPTIONS",
    "PAGE_TITLES",
    "SCHEMA_VERSION",
    "UPGRADES",
    "VERSION_KEY",
    "Kind",
    "Option",
    "OptionChanges",
    "OptionError",
    "OptionProblem",
    "Page",
    "changes",
    "check",
    "choices",
    "follow",
    "option",
    "read",
    "shown",
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
    # Text, one of the option's choices (``Option.choices`` or ``Option.choices_from``).
    CHOICE = "choice"


class Page:
    """The areas of the Preferences dialog, an option's ``page``. Plain names, not an enum:
    this module loads at every start, and an enum of five costs a millisecond to define."""

    GENERAL = "general"
    BOARD = "board"
    SOUND = "sound"
    ENGINES = "engines"
    TEACHING = "teaching"
    LIBRARY = "library"


# Each page's title (translated in context ``Options``), in the dialog's order.
PAGE_TITLES: dict[str, str] = {
    Page.GENERAL: str(QT_TRANSLATE_NOOP("Options", "General")),
    Page.BOARD: str(QT_TRANSLATE_NOOP("Options", "Board and stones")),
    Page.SOUND: str(QT_TRANSLATE_NOOP("Options", "Sound")),
    Page.ENGINES: str(QT_TRANSLATE_NOOP("Options", "Engines and review")),
    Page.TEACHING: str(QT_TRANSLATE_NOOP("Options", "Teaching")),
    Page.LIBRARY: str(QT_TRANSLATE_NOOP("Options", "Library")),
}


class OptionProblem(enum.Enum):
    UNKNOWN_KEY = "unknown-key"
    DUPLICATE_KEY = "duplicate-key"
    WRONG_TYPE = "wrong-type"
    OUT_OF_RANGE = "out-of-range"
    NOT_A_CHOICE = "not-a-choice"


class OptionError(ValueError):
    """A key not in the registry, declared twice, or a value its option may not store."""

    def __init__(self, reason: OptionProblem, key: str) -> None:
        super().__init__(f"{reason.value}: {key}")
        self.reason = reason
        self.key = key


# One allowed value of a choice and its title (translated in context ``Options``).
Choice = tuple[str, str]


class Option:
    """One setting. A read-only value; a plain class, not a dataclass: the registry is built
    at every start and a dataclass costs half a millisecond more to define.

    ``title`` empty: not shown in Preferences (the window's geometry, the last folder...).
    ``choices`` are fixed ``(value, title)`` pairs, checked when written; ``choices_from``
    names a function ``module:name(settings) -> [(value, translated title), ...]`` for a list
    that lives elsewhere (the board themes, the engines), offered in Preferences only.
    """

    __slots__ = (
        "choices",
        "choices_from",
        "default",
        "kind",
        "maximum",
        "minimum",
        "minimum_title",
        "name",
        "page",
        "section",
        "step",
        "title",
        "unit",
    )

    def __init__(
        self,
        section: str,
        name: str,
        kind: Kind,
        default: Any,
        title: object = "",
        page: str = Page.GENERAL,
        *,
        minimum: float | None = None,
        maximum: float | None = None,
        step: float = 1,
        unit: object = "",
        minimum_title: object = "",
        choices: Sequence[Choice] = (),
        choices_from: str = "",
    ) -> None:
        self.section = section
        self.name = name
        self.kind = kind
        self.default = default
        # For a settings page (translated in context ``Options``); empty: not shown there.
        self.title = str(title)
        self.page = page
        self.minimum = minimum
        self.maximum = maximum
        # The step of a number's editor (also how many decimals a FLOAT shows).
        self.step = step
        # After a number (" s"), and what the minimum means, shown instead of it ("no limit").
        self.unit = str(unit)
        self.minimum_title = str(minimum_title)
        self.choices = tuple(choices)
        self.choices_from = choices_from

    @property
    def key(self) -> str:
        return f"{self.section}/{self.name}"

    @property
    def decimals(self) -> int:
        """How many decimals a number stepped by ``step`` shows (0.5: one, 10: none)."""
        return len(f"{self.step:g}".partition(".")[2])

    def __repr__(self) -> str:
        return f"Option({self.key!r}, {self.kind.name}, {self.default!r})"


OPTIONS: dict[str, Option] = {}


def _declare(
    section: str, name: str, kind: Kind, default: Any, title: object = "", page: str = Page.GENERAL, **more: Any
) -> Option:
    declared = Option(section, name, kind, default, title, page, **more)
    if declared.key in OPTIONS:
        raise OptionError(OptionProblem.DUPLICATE_KEY, declared.key)
    OPTIONS[declared.key] = declared
    return declared


# ---------------------------------------------------------------------- the registry
LANGUAGE = _declare(
    "ui",
    "language",
    Kind.CHOICE,
    "system",
    QT_TRANSLATE_NOOP("Options", "Language"),
    Page.GENERAL,
    # The languages are named in their own language, whatever the interface's.
    choices=(("system", QT_TRANSLATE_NOOP("Options", "As the system")), ("en", "English"), ("ru", "Русский")),
)
WINDOW_GEOMETRY = _declare("window", "geometry", Kind.BYTES, None)
WINDOW_STATE = _declare("window", "state", Kind.BYTES, None)
SIDE_WIDTH = _declare("window", "side_width", Kind.INT, 0)
COORDINATES = _declare(
    "view", "coordinates", Kind.BOOL, True, QT_TRANSLATE_NOOP("Options", "Show coordinates"), Page.BOARD
)
MOVE_NUMBERS = _declare(
    "view",
    "move_numbers",
    Kind.CHOICE,
    "off",
    QT_TRANSLATE_NOOP("Options", "Move numbers"),
    Page.BOARD,
    choices=(
        ("off", QT_TRANSLATE_NOOP("Options", "Off")),
        ("all", QT_TRANSLATE_NOOP("Options", "All moves")),
        ("last", QT_TRANSLATE_NOOP("Options", "Last moves")),
    ),
)
SOUND = _declare("view", "sound", Kind.BOOL, True, QT_TRANSLATE_NOOP("Options", "Play sounds"), Page.SOUND)
VOLUME = _declare(
    "view",
    "volume",
    Kind.INT,
    80,
    QT_TRANSLATE_NOOP("Options", "Volume"),
    Page.SOUND,
    minimum=0,
    maximum=100,
    step=5,
    unit=" %",
)
COUNTDOWN_BEEPS = _declare(
    "view",
    "countdown_beeps",
    Kind.BOOL,
    True,
    QT_TRANSLATE_NOOP("Options", "Beep in the last seconds of a period"),
    Page.SOUND,
)
BOARD_THEME = _declare(
    "view",
    "board_theme",
    Kind.CHOICE,
    "kaya",
    QT_TRANSLATE_NOOP("Options", "Board"),
    Page.BOARD,
    choices_from="qtgo.ui.board.themes:board_choices",
)
STONE_THEME = _declare(
    "view",
    "stone_theme",
    Kind.CHOICE,
    "slate-shell",
    QT_TRANSLATE_NOOP("Options", "Stones"),
    Page.BOARD,
    choices_from="qtgo.ui.board.themes:stone_choices",
)
TRADITIONAL_GRID = _declare(
    "view",
    "traditional_grid",
    Kind.BOOL,
    False,
    QT_TRANSLATE_NOOP("Options", "Traditional grid (taller than wide)"),
    Page.BOARD,
)
NEW_GAME = _declare("new_game", "settings", Kind.TEXT, "")
LAST_FOLDER = _declare("files", "last_folder", Kind.TEXT, "")
PROJECTOR_SCREEN = _declare("projector", "screen", Kind.TEXT, "")
PROJECTOR_COMMENT = _declare(
    "projector",
    "comment",
    Kind.BOOL,
    False,
    QT_TRANSLATE_NOOP("Options", "Show the last comment under the projector's board"),
    Page.TEACHING,
)
ANALYSIS_ENGINE = _declare(
    "engines",
    "analysis",
    Kind.CHOICE,
    "",
    QT_TRANSLATE_NOOP("Options", "Analysis engine"),
    Page.ENGINES,
    choices_from="qtgo.ui.engine.engines_dialog:analysis_choices",
)
OWNERSHIP = _declare(
    "engines", "ownership", Kind.BOOL, True, QT_TRANSLATE_NOOP("Options", "Show ownership"), Page.ENGINES
)
TSUMEGO_FRAME = _declare(
    "engines",
    "tsumego-frame",
    Kind.BOOL,
    False,
    QT_TRANSLATE_NOOP("Options", "Frame a problem for the engine (tsumego frame)"),
    Page.ENGINES,
)
MOVE_SECONDS = _declare(
    "engines",
    "move-seconds",
    Kind.FLOAT,
    120.0,
    QT_TRANSLATE_NOOP("Options", "Time an engine may take for a move"),
    Page.ENGINES,
    minimum=0.0,
    maximum=3600.0,
    step=10,
    unit=QT_TRANSLATE_NOOP("Options", " s"),
    minimum_title=QT_TRANSLATE_NOOP("Options", "No limit"),
)
REVIEW_SECONDS = _declare(
    "engines",
    "review-seconds",
    Kind.FLOAT,
    2.0,
    QT_TRANSLATE_NOOP("Options", "Review: time for each position"),
    Page.ENGINES,
    minimum=0.2,
    maximum=600.0,
    step=0.5,
    unit=QT_TRANSLATE_NOOP("Options", " s"),
)
REVIEW_TIMEOUT = _declare(
    "engines",
    "review-timeout",
    Kind.FLOAT,
    60.0,
    QT_TRANSLATE_NOOP("Options", "Review: wait for a position at most"),
    Page.ENGINES,
    minimum=1.0,
    maximum=3600.0,
    step=10,
    unit=QT_TRANSLATE_NOOP("Options", " s"),
)
TEACHING_THRESHOLD = _declare(
    "teaching",
    "threshold",
    Kind.FLOAT,
    3.0,
    QT_TRANSLATE_NOOP("Options", "Points a student's move may lose before it is taken back"),
    Page.TEACHING,
    minimum=0.5,
    maximum=50.0,
    step=0.5,
)
TEACHING_AUTO_TAKEBACK = _declare(
    "teaching",
    "auto-takeback",
    Kind.BOOL,
    True,
    QT_TRANSLATE_NOOP("Options", "Take back a bad move at once"),
    Page.TEACHING,
)
TEACHING_VISITS = _declare(
    "teaching",
    "visits",
    Kind.INT,
    100,
    QT_TRANSLATE_NOOP("Options", "Visits the teaching engine spends on a verdict"),
    Page.TEACHING,
    minimum=1,
    maximum=100000,
    step=10,
)
COACH_NAMES = _declare(
    "library",
    "me",
    Kind.TEXT,
    "",
    QT_TRANSLATE_NOOP("Options", "Your names in game records (for the coach)"),
    Page.LIBRARY,
)
LIBRARY_ANALYSIS_VISITS = _declare(
    "library",
    "analysis-visits",
    Kind.INT,
    0,
    QT_TRANSLATE_NOOP("Options", "Visits for each position in a background analysis"),
    Page.LIBRARY,
    minimum=0,
    maximum=100000,
    step=10,
    minimum_title=QT_TRANSLATE_NOOP("Options", "Seconds only"),
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
    """The stored value of ``declared`` as its kind, or its default (absent or unreadable,
    out of its range, or not one of its fixed choices)."""
    value = settings.value(declared.key)
    if value is None:
        return declared.default
    kind = declared.kind
    try:
        if kind is Kind.BOOL:
            return value if isinstance(value, bool) else str(value).strip().lower() in ("true", "1")
        if kind is Kind.INT or kind is Kind.FLOAT:
            number = int(value) if kind is Kind.INT else float(value)
            return number if _in_range(declared, number) else declared.default
        if kind is Kind.BYTES:
            return value if isinstance(value, QByteArray) and not value.isEmpty() else declared.default
    except (TypeError, ValueError):
        return declared.default
    text = str(value)
    if kind is Kind.CHOICE and declared.choices and text not in (choice for choice, _ in declared.choices):
        return declared.default
    return text


_TYPES: dict[Kind, tuple[type, ...]] = {
    Kind.BOOL: (bool,),
    Kind.INT: (int,),
    Kind.FLOAT: (int, float),
    Kind.TEXT: (str,),
    Kind.CHOICE: (str,),
    Kind.BYTES: (QByteArray, bytes),
}


def _in_range(declared: Option, number: float) -> bool:
    low, high = declared.minimum, declared.maximum
    return (low is None or number >= low) and (high is None or number <= high)


def check(declared: Option, value: Any) -> None:
    """Refuse (OptionError) a value ``declared`` may not store: another type, a number out of
    its range, a text that is none of its fixed choices. A list from ``choices_from`` changes
    (an engine removed) and is only offered, never enforced here."""
    kind = declared.kind
    if not isinstance(value, _TYPES[kind]) or (kind is Kind.INT and isinstance(value, bool)):
        raise OptionError(OptionProblem.WRONG_TYPE, declared.key)
    if isinstance(value, (int, float)) and not _in_range(declared, value):
        raise OptionError(OptionProblem.OUT_OF_RANGE, declared.key)
    if kind is Kind.CHOICE and declared.choices and str(value) not in [choice for choice, _ in declared.choices]:
        raise OptionError(OptionProblem.NOT_A_CHOICE, declared.key)


def write(settings: QSettings, declared: Option, value: Any) -> None:
    """Store ``value``; one that ``check`` refuses is not stored (OptionError)."""
    check(declared, value)
    settings.setValue(declared.key, value)


def shown(page: str) -> list[Option]:
    """The options of ``page`` that Preferences shows (those with a title), as declared."""
    return [declared for declared in OPTIONS.values() if declared.title and declared.page is page]


def choices(declared: Option, settings: QSettings) -> list[Choice]:
    """The values ``declared`` may take now with their titles in the interface's language."""
    if declared.choices_from:
        module, _, name = declared.choices_from.partition(":")
        offer: Callable[[QSettings], Sequence[Choice]] = getattr(importlib.import_module(module), name)
        return list(offer(settings))
    return [(value, QCoreApplication.translate("Options", title)) for value, title in declared.choices]


class OptionChanges(QObject):
    """Where a change made in Preferences is announced, so what shows a setting follows it.

    Signals:
        changed(str, object): the option of this key was stored with this value. The value
            travels with the key, so every window shows the same, whatever store it holds.
    """

    changed = Signal(str, object)


_changes: list[OptionChanges] = []


def changes() -> OptionChanges:
    """The application's one :class:`OptionChanges`, made on first use (not at start-up)."""
    if not _changes:
        _changes.append(OptionChanges())
    return _changes[0]


class _Follower(QObject):
    """Calls ``apply(value)`` when ``declared`` is announced; a child of what it serves, so
    the connection goes with it."""

    def __init__(self, owner: QObject, declared: Option, apply: Callable[[Any], object]) -> None:
        super().__init__(owner)
        self._option = declared
        self._apply = apply
        changes().changed.connect(self._changed)

    def _changed(self, key: str, value: object) -> None:
        if key == self._option.key:
            self._apply(value)


def follow(owner: QObject, declared: Option, apply: Callable[[Any], object]) -> None:
    """Have ``apply`` take each value of ``declared`` that Preferences stores, for as long as
    ``owner`` lives (for a part that is no ``QObject`` itself: a plugin's action)."""
    _Follower(owner, declared, apply)


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
