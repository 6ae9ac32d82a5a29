"""Figures as the ASCII diagrams of Sensei's Library and Go forums (``$$`` lines).

The format: a header ``$$B`` or ``$$W`` (who plays the stone marked 1), ``c`` for
coordinates, ``mN`` when the stone marked 1 is move N, then a title; then one ``$$`` line
per board row. ``X``/``O`` are stones, ``1``..``9`` and ``0`` the figure's moves (ten at
most, alternating colours), ``B``/``W`` circled, ``#``/``@`` squared, ``Y``/``Q``
triangled and ``Z``/``P`` crossed stones, ``C``, ``S``, ``T``, ``M`` the same marks on
empty points, ``a``..``z`` letters, ``,`` star points, ``.`` empty, and ``|``, ``-``, ``+``
the board's edges. A stone cannot carry a letter in this format, so a remark about a
plain stone names its point ("14 at D6") instead of a letter. Arrows and lines follow
the rows as ``$$ {AR 3:2 5:4}`` and ``$$ {LN ...}``, in the format's absolute
coordinates (column:row of the diagram, from ``1:1`` at its upper left), which need no
board edge in view, unlike ``A1``-style coordinates.
"""

from __future__ import annotations

from dataclasses import replace

from qtgo.diagram.errors import DiagramError, DiagramErrorReason
from qtgo.diagram.figure import Figure, FigureLine, MarkKind
from qtgo.diagram.stars import star_points
from qtgo.rules import Color, Point

__all__ = ["MAX_ASCII_MOVES", "sensei_diagram", "sensei_document"]

MAX_ASCII_MOVES = 10

_STONE = {Color.BLACK: "X", Color.WHITE: "O"}
_MARKED_STONE = {
    (MarkKind.CIRCLE, Color.BLACK): "B",
    (MarkKind.CIRCLE, Color.WHITE): "W",
    (MarkKind.SQUARE, Color.BLACK): "#",
    (MarkKind.SQUARE, Color.WHITE): "@",
    (MarkKind.TRIANGLE, Color.BLACK): "Y",
    (MarkKind.TRIANGLE, Color.WHITE): "Q",
    (MarkKind.CROSS, Color.BLACK): "Z",
    (MarkKind.CROSS, Color.WHITE): "P",
}
_MARKED_EMPTY = {MarkKind.CIRCLE: "C", MarkKind.SQUARE: "S", MarkKind.TRIANGLE: "T", MarkKind.CROSS: "M"}


def _check(figure: Figure) -> None:
    numbered = sorted(figure.numbered.values(), key=lambda stone: stone.number)
    if not numbered:
        return
    base = figure.first_move if figure.first_move else numbered[0].number
    base = min(base, numbered[0].number)
    if numbered[-1].number - base >= MAX_ASCII_MOVES:
        raise DiagramError(
            DiagramErrorReason.NOT_ASCII,
            f"{figure.caption.title()}: a $$ diagram shows at most {MAX_ASCII_MOVES} moves",
        )


def _cell(figure: Figure, point: Point, stars: set[Point], base: int) -> str:
    numbered = figure.numbered.get(point)
    if numbered is not None:
        return str((numbered.number - base + 1) % 10)
    color = figure.stones.get(point)
    marks = [mark for mark in figure.marks if mark.point == point]
    if color is not None:
        for mark in marks:
            symbol = _MARKED_STONE.get((mark.kind, color))
            if symbol:
                return symbol
        return _STONE[color]
    for mark in marks:
        if (
            mark.kind is MarkKind.LABEL
            and mark.label
            and len(mark.label) == 1
            and mark.label in "abcdefghijklmnopqrstuvwxyz"
        ):
            return mark.label
        symbol = _MARKED_EMPTY.get(mark.kind)
        if symbol:
            return symbol
    return "," if point in stars else "."


def _remark_lines(figure: Figure) -> list[str]:
    """The lines under the figure; a lettered plain stone is named by its coordinate,
    since the format has no way to put a letter on a stone."""
    points = {letter: point for point, letter in figure.letters.items()}
    lines = []
    for remark in figure.remarks:
        point = points.get(remark.at_label or "")
        if point is None:
            lines.append(remark.text())
            continue
        where = point.to_gtp(figure.height) if figure.width <= 25 else point.to_sgf()
        lines.append(replace(remark, at_label=where).text())
    return lines


def _stroke_line(figure: Figure, stroke: FigureLine) -> str:
    """``$$ {AR 1:1 3:2}``: the region's own column and row, counted from 1."""
    region = figure.region

    def where(point: Point) -> str:
        return f"{point.x - region.left + 1}:{point.y - region.top + 1}"

    return f"$$ {{{stroke.kind.value} {where(stroke.start)} {where(stroke.end)}}}"


def _first_number(figure: Figure) -> int:
    """The printed number of the stone marked 1: the figure's first move."""
    if figure.numbered:
        return min(figure.first_move or 1, min(s.number for s in figure.numbered.values()))
    return figure.first_move or 1


def sensei_diagram(figure: Figure, *, coordinates: bool = False) -> str:
    """One figure as ``$$`` lines, followed by its caption and remark lines as plain text."""
    _check(figure)
    region = figure.region
    left, top, right, bottom = region.edges(figure.width, figure.height)
    base = _first_number(figure)
    colour = figure.first_color or Color.BLACK
    header = f"$${colour.value}"
    if coordinates:
        header += "c"
        if figure.width != 19 or figure.height != 19:
            header += str(max(figure.width, figure.height))
    if base > 1:
        header += f"m{base}"
    header += f" {figure.caption.title()}"
    stars = {Point(x, y) for x, y in star_points(figure.width, figure.height)}
    lines = [header]
    edge = ("+" if left else "-") + "-" * (region.columns * 2) + ("-+" if right else "")
    if top:
        lines.append("$$ " + edge)
    for y in range(region.top, region.bottom + 1):
        cells = " ".join(_cell(figure, Point(x, y), stars, base) for x in range(region.left, region.right + 1))
        lines.append("$$ " + ("| " if left else "  ") + cells + (" |" if right else ""))
    if bottom:
        lines.append("$$ " + edge)
    lines.extend(_stroke_line(figure, stroke) for stroke in figure.lines)
    lines = [line.rstrip() for line in lines]
    text = "\n".join(lines)
    extra = figure.caption.lines()[1:] + _remark_lines(figure)
    if extra:
        text += "\n" + "\n".join(extra)
    return text


def sensei_document(figures: list[Figure], *, coordinates: bool = False) -> str:
    """Every figure's diagram, separated by blank lines, ending with a newline."""
    return "\n\n".join(sensei_diagram(figure, coordinates=coordinates) for figure in figures) + "\n"
