"""Value types shared by the whole rules package: colours, points, moves, errors."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from qtgo.values import Color, ColorError

__all__ = [
    "Color",
    "ColorError",
    "Point",
    "Move",
    "IllegalReason",
    "RulesError",
    "IllegalMoveError",
    "UnknownRulesetError",
    "sgf_coordinate",
]

# SGF writes coordinates a..z then A..Z (52 lines at most).
_SGF_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SGF_INDEX = {letter: index for index, letter in enumerate(_SGF_LETTERS)}
# GTP columns skip the letter I; boards wider than 25 continue with two letters (AA, AB, ...).
_GTP_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class RulesError(ValueError):
    """Any error of the rules package (bad coordinates, bad options, illegal moves)."""


class UnknownRulesetError(RulesError):
    """A rule set name that is none of the presets."""


def sgf_coordinate(index: int) -> str:
    """One SGF coordinate letter for a 0-based line index."""
    if not 0 <= index < len(_SGF_LETTERS):
        raise RulesError(f"line {index} is outside SGF's 52 lines")
    return _SGF_LETTERS[index]


class Point(NamedTuple):
    """A board point: ``x`` = column from the left, ``y`` = row from the top (SGF order)."""

    x: int
    y: int

    @classmethod
    def from_sgf(cls, text: str) -> Point:
        """``"dd"`` to ``Point(3, 3)``; the pass spellings are the caller's business."""
        if len(text) != 2 or text[0] not in _SGF_INDEX or text[1] not in _SGF_INDEX:
            raise RulesError(f"not an SGF point: {text!r}")
        return cls(_SGF_INDEX[text[0]], _SGF_INDEX[text[1]])

    def to_sgf(self) -> str:
        return sgf_coordinate(self.x) + sgf_coordinate(self.y)

    @classmethod
    def from_gtp(cls, text: str, height: int) -> Point:
        """``"D4"`` to a point; rows count from the bottom, columns skip I."""
        token = text.strip().upper()
        letters = ""
        while token and token[0].isalpha():
            letters += token[0]
            token = token[1:]
        if not letters or not token.isdigit() or len(letters) > 2:
            raise RulesError(f"not a GTP point: {text!r}")
        try:
            digits = [_GTP_LETTERS.index(letter) for letter in letters]
        except ValueError:
            raise RulesError(f"not a GTP point: {text!r}") from None
        if len(digits) == 1:
            x = digits[0]
        else:
            x = len(_GTP_LETTERS) * (digits[0] + 1) + digits[1]
        row = int(token)
        if not 1 <= row <= height:
            raise RulesError(f"row {row} of {text!r} is outside a board of height {height}")
        return cls(x, height - row)

    def to_gtp(self, height: int) -> str:
        if not 0 <= self.y < height or self.x < 0:
            raise RulesError(f"{self} is outside a board of height {height}")
        count = len(_GTP_LETTERS)
        if self.x < count:
            column = _GTP_LETTERS[self.x]
        else:
            high, low = divmod(self.x - count, count)
            if high >= count:
                raise RulesError(f"column {self.x} has no GTP name")
            column = _GTP_LETTERS[high] + _GTP_LETTERS[low]
        return f"{column}{height - self.y}"


@dataclass(frozen=True, slots=True)
class Move:
    """A move of one colour; ``point`` None is a pass."""

    color: Color
    point: Point | None

    @property
    def is_pass(self) -> bool:
        return self.point is None

    @classmethod
    def pass_(cls, color: Color) -> Move:
        return cls(color, None)

    def __str__(self) -> str:
        where = "pass" if self.point is None else self.point.to_sgf()
        return f"{self.color.value} {where}"


class IllegalReason(str, enum.Enum):  # noqa: UP042 (StrEnum would change str() and format())
    """Why a move is refused; the values are the words the CLI prints."""

    OCCUPIED = "occupied"
    SUICIDE = "suicide"
    KO = "ko"
    SUPERKO = "superko"
    OFF_BOARD = "off-board"
    GAME_OVER = "game-over"
    # Only while free handicap stones are being placed: White must wait.
    WRONG_TURN = "wrong-turn"
    # Tibetan go: no play on a point the opponent's previous move emptied by a capture
    # (the simple ko retake keeps the reason ``ko``, which every rule set gives).
    JUST_EMPTIED = "just-emptied"

    def __str__(self) -> str:
        return self.value


class IllegalMoveError(RulesError):
    """A move the rules forbid; ``reason`` says why, ``move`` is the move."""

    def __init__(self, reason: IllegalReason, move: Move | None = None, message: str | None = None):
        self.reason = reason
        self.move = move
        if message is None:
            message = f"illegal move {move}: {reason.value}" if move is not None else f"illegal: {reason.value}"
        super().__init__(message)
