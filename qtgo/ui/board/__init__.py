"""The Go board: a wooden ``QGraphicsScene`` with stones and marks, its view, and rendering.

``BoardScene.set_display`` draws a :class:`qtgo.session.display.BoardDisplay` incrementally;
``BoardView`` keeps it laid out for its size and screen; ``render_display`` draws a position
offscreen with the same scene (``qtgo-cli render``).

May import: Qt, the core and the shared ``qtgo.ui`` modules; no feature package, never the
window.
"""

from qtgo.ui.board.geometry import BoardGeometry, column_label, row_label
from qtgo.ui.board.render import render_display
from qtgo.ui.board.scene import BoardScene, MoveNumbers
from qtgo.ui.board.textures import star_points
from qtgo.ui.board.view import BoardView

__all__ = [
    "BoardGeometry",
    "BoardScene",
    "BoardView",
    "MoveNumbers",
    "column_label",
    "render_display",
    "row_label",
    "star_points",
]
