"""Board and stone themes: kaya and its cousins, and a plain high-contrast set.

A board theme says how the wood, lines and coordinates look; a stone theme how the stones
are painted. The woods other than kaya are the kaya texture toned by a composition mode
(multiply darkens towards katsura's light brown, screen pales towards shin-kaya), so the
program ships one texture and never tiles it. The high-contrast theme is for projectors
and weak eyes: a flat pale board, heavy black lines, flat stones with a black outline.
The choice is kept in QSettings (``view/board_theme``, ``view/stone_theme``,
``view/traditional_grid``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings
from PySide6.QtGui import QColor, QPainter

from qtgo.ui import options

BOARD_THEME_SETTING = options.BOARD_THEME.key
STONE_THEME_SETTING = options.STONE_THEME.key
TRADITIONAL_GRID_SETTING = options.TRADITIONAL_GRID.key


@dataclass(frozen=True)
class BoardTheme:
    """The look of the board: wood (or a flat colour), lines, coordinates, surround."""

    key: str
    label: str
    flat: QColor | None = None  # a plain colour instead of wood
    multiply: QColor | None = None  # tone the kaya darker / browner
    screen: QColor | None = None  # tone the kaya paler
    line: QColor = field(default_factory=lambda: QColor(24, 16, 8))
    coordinates: QColor = field(default_factory=lambda: QColor(92, 62, 32, 215))
    background: QColor = field(default_factory=lambda: QColor(43, 37, 32))
    vignette: int = 58  # alpha of the darkening towards the edges of the wood
    edge: QColor = field(default_factory=lambda: QColor(150, 100, 48))  # the front side of the board (end grain)
    line_weight: float = 1.0  # times the usual line width

    def tone(self, painter: QPainter, width: int, height: int) -> None:
        """Tone wood that ``painter`` has just drawn at (0, 0, width, height)."""
        for mode, color in (
            (QPainter.CompositionMode.CompositionMode_Multiply, self.multiply),
            (QPainter.CompositionMode.CompositionMode_Screen, self.screen),
        ):
            if color is not None:
                painter.save()
                painter.setCompositionMode(mode)
                painter.fillRect(0, 0, width, height, color)
                painter.restore()


class StoneStyle(enum.Enum):
    """How stones are painted (``qtgo.ui.board.stones``)."""

    SLATE_AND_SHELL = "slate-shell"
    GLASS = "glass"
    FLAT = "flat"


@dataclass(frozen=True)
class StoneTheme:
    key: str
    label: str
    style: StoneStyle
    shadows: bool = True


BOARD_THEMES: tuple[BoardTheme, ...] = (
    BoardTheme("kaya", str(QT_TRANSLATE_NOOP("Themes", "Kaya"))),
    BoardTheme(
        "shin-kaya",
        str(QT_TRANSLATE_NOOP("Themes", "Shin-kaya (spruce)")),
        screen=QColor(52, 46, 40),
        vignette=44,
        edge=QColor(168, 124, 70),
    ),
    BoardTheme(
        "katsura",
        str(QT_TRANSLATE_NOOP("Themes", "Katsura")),
        multiply=QColor(242, 216, 192),
        coordinates=QColor(80, 50, 28, 225),
        edge=QColor(118, 76, 40),
    ),
    BoardTheme(
        "contrast",
        str(QT_TRANSLATE_NOOP("Themes", "High contrast")),
        flat=QColor(250, 232, 160),
        line=QColor(0, 0, 0),
        coordinates=QColor(0, 0, 0),
        background=QColor(16, 16, 16),
        vignette=0,
        edge=QColor(110, 90, 40),
        line_weight=2.0,
    ),
)

STONE_THEMES: tuple[StoneTheme, ...] = (
    StoneTheme("slate-shell", str(QT_TRANSLATE_NOOP("Themes", "Slate and shell")), StoneStyle.SLATE_AND_SHELL),
    StoneTheme("glass", str(QT_TRANSLATE_NOOP("Themes", "Glass (yunzi)")), StoneStyle.GLASS),
    StoneTheme("flat", str(QT_TRANSLATE_NOOP("Themes", "High contrast")), StoneStyle.FLAT, shadows=False),
)

DEFAULT_BOARD = BOARD_THEMES[0]
DEFAULT_STONES = STONE_THEMES[0]


def theme_label(label: str) -> str:
    """A theme's name in the interface language."""
    return QCoreApplication.translate("Themes", label)


def board_theme(key: str) -> BoardTheme:
    """The board theme called ``key`` (the default for an unknown key)."""
    return next((t for t in BOARD_THEMES if t.key == key), DEFAULT_BOARD)


def stone_theme(key: str) -> StoneTheme:
    """The stone theme called ``key`` (the default for an unknown key)."""
    return next((t for t in STONE_THEMES if t.key == key), DEFAULT_STONES)


def board_choices(settings: QSettings) -> list[tuple[str, str]]:
    """The board themes for Preferences (``options.BOARD_THEME``): key and translated name."""
    return [(theme.key, theme_label(theme.label)) for theme in BOARD_THEMES]


def stone_choices(settings: QSettings) -> list[tuple[str, str]]:
    """The stone themes for Preferences (``options.STONE_THEME``)."""
    return [(theme.key, theme_label(theme.label)) for theme in STONE_THEMES]


@dataclass(frozen=True)
class Look:
    """Everything the player chose about the board's look, as stored in QSettings."""

    board: BoardTheme = DEFAULT_BOARD
    stones: StoneTheme = DEFAULT_STONES
    traditional_grid: bool = False

    @classmethod
    def load(cls, settings: QSettings) -> Look:
        return cls(
            board_theme(options.read(settings, options.BOARD_THEME)),
            stone_theme(options.read(settings, options.STONE_THEME)),
            options.read(settings, options.TRADITIONAL_GRID),
        )

    def save(self, settings: QSettings) -> None:
        options.write(settings, options.BOARD_THEME, self.board.key)
        options.write(settings, options.STONE_THEME, self.stones.key)
        options.write(settings, options.TRADITIONAL_GRID, self.traditional_grid)


__all__ = [
    "BOARD_THEMES",
    "BOARD_THEME_SETTING",
    "STONE_THEMES",
    "STONE_THEME_SETTING",
    "TRADITIONAL_GRID_SETTING",
    "BoardTheme",
    "Look",
    "StoneStyle",
    "StoneTheme",
    "board_choices",
    "board_theme",
    "stone_choices",
    "stone_theme",
    "theme_label",
]
