"""Figures of a game for printing, pure Python (no Qt): a Go book's way of showing a game.

``make_figures`` cuts a line into figures (every N moves or at commented moves), numbers
their moves and lists the ones that cannot be shown ("23 at 17"); ``sensei_document``
writes them as the ``$$`` ASCII diagrams of Sensei's Library. Drawing them (SVG, PDF, PNG,
printing) is ``qtgo.ui.teaching``'s job.

May import: ``qtgo.rules``, ``qtgo.sgf`` (and ``qtgo._format``); never Qt.
"""

from __future__ import annotations

from qtgo.diagram.errors import DiagramError, DiagramErrorReason
from qtgo.diagram.figure import (
    DEFAULT_PER_FIGURE,
    Caption,
    Figure,
    FigureLine,
    FigureMark,
    LineKind,
    MarkKind,
    NumberedStone,
    Remark,
    RemarkKind,
    fitted_region,
    line_nodes,
    make_figures,
    parse_move_range,
)
from qtgo.diagram.region import Region
from qtgo.diagram.sensei import MAX_ASCII_MOVES, sensei_diagram, sensei_document
from qtgo.diagram.stars import star_points

__all__ = [
    "DEFAULT_PER_FIGURE",
    "MAX_ASCII_MOVES",
    "Caption",
    "DiagramError",
    "DiagramErrorReason",
    "Figure",
    "FigureLine",
    "FigureMark",
    "LineKind",
    "MarkKind",
    "NumberedStone",
    "Region",
    "Remark",
    "RemarkKind",
    "fitted_region",
    "line_nodes",
    "make_figures",
    "parse_move_range",
    "sensei_diagram",
    "sensei_document",
    "star_points",
]
