"""The property layer: what each SGF value means, as matched interpret/serialise pairs.

Node properties hold text with the SGF escapes already resolved (``decode_value``) and
get escaped again on writing (``encode_value``); the functions here turn that text into
typed values (points, numbers, colours, labels) and back. Each ``interpret_*`` raises
``SgfPropertyError`` for a value of the wrong form and has a ``serialise_*`` partner that
writes what it reads.
"""

from __future__ import annotations

import enum
import functools
import math
import re
from collections.abc import Iterable, Sequence

from qtgo.rules import Color, Point
from qtgo.sgf.errors import SgfPropertyError

__all__ = [
    "GAME_INFO",
    "KINDS",
    "MAX_SIZE",
    "Kind",
    "decode_value",
    "encode_value",
    "fold_simpletext",
    "interpret_color",
    "interpret_double",
    "interpret_human_point",
    "interpret_label",
    "interpret_move",
    "interpret_number",
    "interpret_point",
    "interpret_point_list",
    "interpret_point_tuple",
    "interpret_point_pair",
    "interpret_real",
    "interpret_simpletext",
    "interpret_size",
    "interpret_text",
    "serialise_color",
    "serialise_double",
    "serialise_label",
    "serialise_move",
    "serialise_number",
    "serialise_point",
    "serialise_point_list",
    "serialise_point_pair",
    "serialise_real",
    "serialise_simpletext",
    "serialise_size",
    "serialise_text",
]

MAX_SIZE = 52  # the largest board SGF points can address (a-z, A-Z)


class Kind(enum.Enum):
    """The value type of a property, as the FF[4] specification lists them."""

    NONE = "none"
    NUMBER = "number"
    REAL = "real"
    DOUBLE = "double"
    COLOR = "color"
    SIMPLETEXT = "simpletext"
    TEXT = "text"
    POINT = "point"
    MOVE = "move"
    POINT_LIST = "list of point"
    ELIST = "elist of point"
    SIZE = "number or number:number"
    LABEL = "point:simpletext"
    POINT_PAIR = "point:point"
    APPLICATION = "simpletext:simpletext"
    FIGURE = "none or number:simpletext"


KINDS: dict[str, Kind] = {
    # moves
    "B": Kind.MOVE,
    "W": Kind.MOVE,
    "KO": Kind.NONE,
    "MN": Kind.NUMBER,
    # setup
    "AB": Kind.POINT_LIST,
    "AW": Kind.POINT_LIST,
    "AE": Kind.POINT_LIST,
    "PL": Kind.COLOR,
    # node annotation
    "C": Kind.TEXT,
    "DM": Kind.DOUBLE,
    "GB": Kind.DOUBLE,
    "GW": Kind.DOUBLE,
    "HO": Kind.DOUBLE,
    "N": Kind.SIMPLETEXT,
    "UC": Kind.DOUBLE,
    "V": Kind.REAL,
    # move annotation
    "BM": Kind.DOUBLE,
    "DO": Kind.NONE,
    "IT": Kind.NONE,
    "TE": Kind.DOUBLE,
    # markup
    "AR": Kind.POINT_PAIR,
    "CR": Kind.POINT_LIST,
    "DD": Kind.ELIST,
    "LB": Kind.LABEL,
    "LN": Kind.POINT_PAIR,
    "MA": Kind.POINT_LIST,
    "SL": Kind.POINT_LIST,
    "SQ": Kind.POINT_LIST,
    "TR": Kind.POINT_LIST,
    # root
    "AP": Kind.APPLICATION,
    "CA": Kind.SIMPLETEXT,
    "FF": Kind.NUMBER,
    "GM": Kind.NUMBER,
    "ST": Kind.NUMBER,
    "SZ": Kind.SIZE,
    # game info
    "AN": Kind.SIMPLETEXT,
    "BR": Kind.SIMPLETEXT,
    "BT": Kind.SIMPLETEXT,
    "CP": Kind.SIMPLETEXT,
    "DT": Kind.SIMPLETEXT,
    "EV": Kind.SIMPLETEXT,
    "GN": Kind.SIMPLETEXT,
    "GC": Kind.TEXT,
    "ON": Kind.SIMPLETEXT,
    "OT": Kind.SIMPLETEXT,
    "PB": Kind.SIMPLETEXT,
    "PC": Kind.SIMPLETEXT,
    "PW": Kind.SIMPLETEXT,
    "RE": Kind.SIMPLETEXT,
    "RO": Kind.SIMPLETEXT,
    "RU": Kind.SIMPLETEXT,
    "SO": Kind.SIMPLETEXT,
    "TM": Kind.REAL,
    "US": Kind.SIMPLETEXT,
    "WR": Kind.SIMPLETEXT,
    "WT": Kind.SIMPLETEXT,
    # timing
    "BL": Kind.REAL,
    "OB": Kind.NUMBER,
    "OW": Kind.NUMBER,
    "WL": Kind.REAL,
    # miscellaneous
    "FG": Kind.FIGURE,
    "PM": Kind.NUMBER,
    "VW": Kind.ELIST,
    # Go
    "HA": Kind.NUMBER,
    "KM": Kind.REAL,
    "TB": Kind.ELIST,
    "TW": Kind.ELIST,
}

GAME_INFO = frozenset(
    [
        "AN",
        "BR",
        "BT",
        "CP",
        "DT",
        "EV",
        "GN",
        "GC",
        "ON",
        "OT",
        "PB",
        "PC",
        "PW",
        "RE",
        "RO",
        "RU",
        "SO",
        "TM",
        "US",
        "WR",
        "WT",
        "HA",
        "KM",
    ]
)

_COMPOSED_TEXT = frozenset({"LB", "AP", "FG"})
_ESCAPE_RE = re.compile(r"\\(.)", re.S)
_TEXT_SPACE_RE = re.compile(r"[\t\v\f]")
_SIMPLE_SPACE_RE = re.compile(r"[\t\n\v\f]")


def _unescape_char(match: re.Match[str]) -> str:
    char = match.group(1)
    return "" if char == "\n" else char


def decode_value(ident: str, raw: str) -> str:
    """Resolve escapes and soft line breaks; tabs and the like become spaces.

    Text (``C``, ``GC``, unknown properties) and simpletext (``PC``, ``GN``, ``PB``, ...)
    keep their line breaks as written: the specification lets a viewer show a simpletext
    line break as a space, but a converter that rewrote it would change the user's text
    (only the display folds it). Numbers, points and labels turn them into spaces.
    """
    if "\\" in raw:
        raw = _ESCAPE_RE.sub(_unescape_char, raw)
    kind = KINDS.get(ident, Kind.TEXT)
    if kind is Kind.TEXT or kind is Kind.SIMPLETEXT:
        return _TEXT_SPACE_RE.sub(" ", raw)
    return _SIMPLE_SPACE_RE.sub(" ", raw)


def encode_value(ident: str, value: str) -> str:
    """The escaped text to write between brackets; the inverse of ``decode_value``."""
    if ident in _COMPOSED_TEXT:
        head, colon, tail = value.partition(":")
        if colon:
            return _escape(head, True) + ":" + _escape(tail, True)
    return _escape(value, False)


def _escape(value: str, composed: bool) -> str:
    if "\\" in value:
        value = value.replace("\\", "\\\\")
    if "]" in value:
        value = value.replace("]", "\\]")
    if composed and ":" in value:
        value = value.replace(":", "\\:")
    return value


# --------------------------------------------------------------------------- points

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_INDEX = {letter: index for index, letter in enumerate(_LETTERS)}
# Each spelling's ``Point`` is made once, when first read, and shared from then on (making
# all 2,704 at import cost a tenth of the core's start-up, for a game that reads none).
_POINTS: dict[str, Point] = {}


def _new_point(value: str) -> Point | None:
    """The point two SGF letters spell (now kept in ``_POINTS``), or None."""
    if len(value) != 2 or value[0] not in _INDEX or value[1] not in _INDEX:
        return None
    point = _POINTS[value] = Point(_INDEX[value[0]], _INDEX[value[1]])
    return point


def interpret_point(value: str, size: tuple[int, int] = (19, 19)) -> Point:
    """Two letters, column then row; off-board points of the board's size are refused."""
    text = value.strip()
    point = _POINTS.get(text) or _new_point(text)
    if point is None:
        raise SgfPropertyError(f"{value!r} is not an SGF point")
    if point.x >= size[0] or point.y >= size[1]:
        raise SgfPropertyError(f"point {value} is off the {size[0]}x{size[1]} board")
    return point


def serialise_point(point: Point) -> str:
    if not (0 <= point.x < MAX_SIZE and 0 <= point.y < MAX_SIZE):
        raise SgfPropertyError(f"{point} cannot be written as an SGF point")
    return _LETTERS[point.x] + _LETTERS[point.y]


def interpret_move(value: str, size: tuple[int, int] = (19, 19)) -> Point | None:
    """A move's point, or None for a pass (``[]``, or ``[tt]`` on boards up to 19x19).

    Points off the board are returned, not refused: whether a move is on the board is
    for the rules to say (``off-board``), so that a checker can report it.
    """
    value = value.strip()
    if not value or (value == "tt" and size[0] <= 19 and size[1] <= 19):
        return None
    point = _POINTS.get(value) or _new_point(value)
    if point is None:
        raise SgfPropertyError(f"{value!r} is not an SGF move")
    return point


def serialise_move(point: Point | None) -> str:
    return "" if point is None else serialise_point(point)


def interpret_point_list(values: Iterable[str], size: tuple[int, int] = (19, 19)) -> list[Point]:
    """Points in the order given, with compressed rectangles (``aa:cc``) expanded.

    A point given twice is kept once, as FF[4] requires of lists.
    """
    seen: dict[Point, None] = {}
    for value in values:
        first, colon, last = value.partition(":")
        if not colon:
            seen[interpret_point(first, size)] = None
            continue
        a = interpret_point(first, size)
        b = interpret_point(last, size)
        for y in range(min(a.y, b.y), max(a.y, b.y) + 1):
            for x in range(min(a.x, b.x), max(a.x, b.x) + 1):
                seen[Point(x, y)] = None
    return list(seen)


def interpret_point_tuple(values: Sequence[str], size: tuple[int, int] = (19, 19)) -> tuple[Point, ...]:
    """``interpret_point_list`` as a tuple, the same object for the same values.

    Records that repeat one setup (``AB[aa:ss]`` on thousands of nodes) expand it once,
    and the board recognises the tuple it set up already.
    """
    return _point_tuple(tuple(values), size)


@functools.lru_cache(maxsize=64)
def _point_tuple(values: tuple[str, ...], size: tuple[int, int]) -> tuple[Point, ...]:
    return tuple(interpret_point_list(values, size))


def serialise_point_list(points: Iterable[Point]) -> list[str]:
    """One value per point, in reading order (top row first)."""
    return [serialise_point(p) for p in sorted(set(points), key=lambda p: (p.y, p.x))]


def interpret_size(value: str) -> tuple[int, int]:
    """``SZ[19]`` or ``SZ[19:13]`` (width then height), each from 1 to 52."""
    first, colon, second = value.partition(":")
    try:
        width = int(first.strip())
        height = int(second.strip()) if colon else width
    except ValueError:
        raise SgfPropertyError(f"board size {value!r} is not a number") from None
    if not (1 <= width <= MAX_SIZE and 1 <= height <= MAX_SIZE):
        raise SgfPropertyError(f"board size {value!r} is out of range 1..{MAX_SIZE}")
    return width, height


def serialise_size(size: tuple[int, int]) -> str:
    width, height = size
    return str(width) if width == height else f"{width}:{height}"


# --------------------------------------------------------------------------- numbers


def interpret_number(value: str) -> int:
    text = value.strip()
    if text.startswith("+"):
        text = text[1:]
    try:
        return int(text)
    except ValueError:
        raise SgfPropertyError(f"{value!r} is not a whole number") from None


def serialise_number(number: int) -> str:
    return str(int(number))


def interpret_real(value: str) -> float:
    """A real number; a comma as decimal mark (``6,5``) is accepted, as files have it."""
    text = value.strip().replace(",", ".")
    try:
        number = float(text)
    except ValueError:
        raise SgfPropertyError(f"{value!r} is not a number") from None
    if not math.isfinite(number):
        raise SgfPropertyError(f"{value!r} is not a finite number")
    return number


def serialise_real(number: float) -> str:
    if float(number).is_integer():
        return str(int(number))
    return repr(float(number))


def interpret_double(value: str) -> int:
    """``1`` (normal) or ``2`` (emphasised); anything else reads as 1."""
    return 2 if value.strip() == "2" else 1


def serialise_double(emphasis: int) -> str:
    return "2" if emphasis == 2 else "1"


def interpret_color(value: str) -> Color:
    text = value.strip().upper()
    if text in ("B", "1"):
        return Color.BLACK
    if text in ("W", "2"):
        return Color.WHITE
    raise SgfPropertyError(f"{value!r} is not a colour (B or W)")


def serialise_color(color: Color) -> str:
    return color.value


# --------------------------------------------------------------------------- text


def interpret_text(value: str) -> str:
    """Stored text is already unescaped; this is the identity, kept for symmetry."""
    return value


def serialise_text(text: str) -> str:
    """Line breaks are kept; ``\\r\\n`` and ``\\r`` become ``\\n`` as reading would make them."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def interpret_simpletext(value: str) -> str:
    return value


def serialise_simpletext(text: str) -> str:
    """Line breaks are kept (see ``decode_value``); tabs and the like become spaces."""
    return _TEXT_SPACE_RE.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))


def fold_simpletext(text: str) -> str:
    """Simpletext on one line, as a title bar or a label shows it."""
    return _SIMPLE_SPACE_RE.sub(" ", text.replace("\r\n", " ").replace("\r", " "))


def interpret_label(value: str, size: tuple[int, int] = (19, 19)) -> tuple[Point, str]:
    """``LB[dd:A]``: a point and its (simpletext) label."""
    point, colon, label = value.partition(":")
    if not colon:
        raise SgfPropertyError(f"label {value!r} has no ':'")
    return interpret_point(point, size), label


def serialise_label(point: Point, label: str) -> str:
    return f"{serialise_point(point)}:{fold_simpletext(label)}"


def interpret_point_pair(value: str, size: tuple[int, int] = (19, 19)) -> tuple[Point, Point]:
    """``AR[aa:bb]`` and ``LN[aa:bb]``: from one point to another."""
    first, colon, second = value.partition(":")
    if not colon:
        raise SgfPropertyError(f"{value!r} is not a pair of points")
    return interpret_point(first, size), interpret_point(second, size)


def serialise_point_pair(start: Point, end: Point) -> str:
    return f"{serialise_point(start)}:{serialise_point(end)}"


# --------------------------------------------------------------------------- human points

_HUMAN_RE = re.compile(r"([A-HJ-Za-hj-z])([0-9]{1,2})")
_HUMAN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def interpret_human_point(value: str, size: tuple[int, int]) -> Point | None:
    """A point written the GTP way (``R16``, rows from the bottom, no ``I``), or None.

    The shape (one letter, then digits) cannot be an SGF point, whose two characters are
    both letters, so reading it this way is safe; a point off the board gives None.
    """
    match = _HUMAN_RE.fullmatch(value)
    if match is None:
        return None
    x = _HUMAN_LETTERS.index(match.group(1).upper())
    row = int(match.group(2))
    width, height = size
    if x >= width or not 1 <= row <= height:
        return None
    return Point(x, height - row)


def is_human_pass(value: str) -> bool:
    """``Pass`` written out (any case) as a move value."""
    return len(value) == 4 and value.lower() == "pass"


def points_text(points: Sequence[Point]) -> str:
    """Points as SGF text, for messages."""
    return " ".join(serialise_point(p) for p in points)
