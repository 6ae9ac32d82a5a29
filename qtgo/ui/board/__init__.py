"""The Go board: a wooden ``QGraphicsScene`` with stones and marks, its view, and rendering.

``BoardScene.set_display`` draws a :class:`qtgo.session.display.BoardDisplay` incrementally;
``BoardView`` keeps it laid out for its size and screen; ``render_display`` draws a position
offscreen with the same scene (``qtgo-cli render``).
"""

from qtgo.ui.board._refcount_guard import guard as _guard

_guard()  # PySide6 6.12 on Python 3.11 leaks references to None: see the module.

from qtgo.ui.board.geometry import BoardGeometry, column_label, row_label  # noqa: E402
from qtgo.ui.board.render import render_display  # noqa: E402
from qtgo.ui.board.scene import BoardScene, MoveNumbers  # noqa: E402
from qtgo.ui.board.textures import star_points  # noqa: E402
from qtgo.ui.board.view import BoardView  # noqa: E402

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
