"""The game tree repaints only what a step changed, and draws the tree as edge by edge."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QImage, QPainter, QPalette, QPen, QPixmap, QRegion
from PySide6.QtWidgets import QApplication

from qtgo.ui.tree import GameTreeView, layout_tree
from qtgo.ui.tree.drawing import CELL, MARGIN, edge, glyph, move_color, paint_node
from qtgo.ui.tree.layout import look

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


class _Regions(QObject):
    """Records the region of every paint event of a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRegion] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))  # type: ignore[attr-defined]
        return False


def _shown(qtbot, root, size=(400, 240)) -> GameTreeView:
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.set_root(root)
    view.set_current(root)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    return view


def test_the_lines_of_each_row_hold_its_nodes_in_order_also_after_a_move_is_added(random_tree) -> None:
    tree, _ = random_tree(1500, seed=7, main_line=120, longest=25, marks=True)
    layout = layout_tree(tree.root)

    def check() -> None:
        seen = 0
        for row, lines in enumerate(layout.row_lines):
            assert [start for start, _, _, _ in lines] == sorted(start for start, _, _, _ in lines)
            assert layout.row_ends[row] == [end for _, end, _, _ in lines]
            for start, end, nodes, looks in lines:
                assert len(nodes) == end - start + 1
                assert looks == bytes(map(look, nodes))
                for offset, node in enumerate(nodes):
                    assert layout.positions[node] == (start + offset, row)
                seen += len(nodes)
        assert seen == len(layout.positions)

    check()
    end = tree.root.line_end()
    for _ in range(3):
        end = tree.add_child(end, {"B": "aa"})
        assert layout.extend(end)
    check()
    column = layout.positions[end][0]
    ((start, last, nodes, _),) = layout.lines_in(0, column, column)
    assert (start, last, nodes[-1]) == (0, column, end)


def test_a_step_repaints_the_two_cells_whose_mark_moved_and_nothing_else(qtbot, random_tree) -> None:
    tree, _ = random_tree(2000, seed=7, main_line=120, longest=25, marks=True)
    view = _shown(qtbot, tree.root)
    recorder = _Regions()
    view.viewport().installEventFilter(recorder)
    node = tree.root
    for _ in range(4):  # well inside the viewport: no scroll
        before = view.node_rect(node)
        node = node.children[0]
        recorder.regions.clear()
        view.set_current(node)
        QApplication.processEvents()
        after = view.node_rect(node)
        assert before is not None and after is not None
        assert recorder.regions == [QRegion(before).united(after)]


def test_a_step_that_scrolls_repaints_the_strip_it_uncovers_and_the_moved_marks(qtbot, random_tree) -> None:
    tree, _ = random_tree(3000, seed=7, main_line=120, longest=25, marks=True)
    view = _shown(qtbot, tree.root)
    recorder = _Regions()
    view.viewport().installEventFilter(recorder)
    viewport = view.viewport().rect()
    node, scrolls = tree.root, 0
    while node.children and scrolls < 3:
        before = view.node_rect(node)
        value = view.horizontalScrollBar().value()
        node = node.children[0]
        recorder.regions.clear()
        view.set_current(node)
        QApplication.processEvents()
        moved = value - view.horizontalScrollBar().value()
        if not moved:
            continue
        scrolls += 1
        after = view.node_rect(node)
        assert before is not None and after is not None and moved < 0
        strip = QRect(viewport.right() + 1 + moved, 0, -moved, viewport.height())
        (region,) = recorder.regions
        assert region == QRegion(strip).united(before.translated(moved, 0)).united(after)
        assert region.rectCount() > 1


def _reference(view: GameTreeView, area: QRect) -> QImage:
    """The unlit tree inside ``area`` drawn the plain way: every edge on its own, then every
    node with its marks."""
    image = QImage(area.size(), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.translate(-area.left(), -area.top())
    painter.fillRect(area, view.palette().color(QPalette.ColorRole.Base))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    positions = view.layout_.positions
    lines: list = []
    for node, (column, row) in positions.items():
        if node.parent is not None:
            edge(lines, column, positions[node.parent][1], row, MARGIN + CELL / 2)
    painter.setPen(QPen(view.palette().color(QPalette.ColorRole.Mid), 1.5))
    painter.drawLines(lines)
    for node, (column, row) in positions.items():
        paint_node(painter, node, MARGIN + column * CELL, MARGIN + row * CELL, glyph(move_color(node), 1.0), None)
    painter.end()
    return image


def test_a_tile_shows_the_tree_as_drawn_edge_by_edge_and_node_by_node(qtbot, random_tree) -> None:
    tree, _ = random_tree(1200, seed=7, main_line=120, longest=25, marks=True)
    view = _shown(qtbot, tree.root)
    layout = view.layout_
    width, height = MARGIN + (layout.columns + 1) * CELL, MARGIN + (layout.rows + 1) * CELL
    for area in (
        QRect(0, 0, 256, 128),
        QRect(512, 128, 256, 128),
        QRect(1024, 0, 256, 256),
        QRect(0, 0, width, height),
    ):
        image = QImage(area.size(), QImage.Format.Format_RGB32)
        painter = QPainter(image)
        painter.translate(-area.left(), -area.top())
        assert view._render(painter, area) > 0
        painter.end()
        assert image == _reference(view, area)


_SCALED_STEPS = """
import random, sys
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from qtgo.sgf.tree import GameTree
from qtgo.ui.tree import GameTreeView

app = QApplication([])
rng = random.Random(5)
tree = GameTree()
every = [tree.root]
node = tree.root
for i in range(160):
    node = tree.add_child(node, {"B" if i % 2 == 0 else "W": "dd"})
    every.append(node)
while len(every) < 3000:
    node = rng.choice(every)
    for _ in range(rng.randint(1, 25)):
        node = tree.add_child(node, {"W" if "B" in node.properties else "B": "pd"})
        every.append(node)
view = GameTreeView()
view.resize(300, 200)
view.set_root(tree.root)
view.show()
app.processEvents()
line = [tree.root]
while line[-1].children:
    line.append(line[-1].children[0])
off = 0
for k, node in enumerate(line[1:] + line[::-1]):
    view.set_current(node)
    app.processEvents()
    if k % 7 == 0:
        shown = view.backingStore().paintDevice().copy().convertToFormat(QImage.Format.Format_RGB32)
        fresh = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert shown.size() == fresh.size()
        # Antialiased edges may differ by a unit where tiles meet: a wrong pixel differs more.
        off += sum(1 for a, b in zip(bytes(shown.constBits()), bytes(fresh.constBits())) if abs(a - b) > 8)
print(view.devicePixelRatioF(), off)
"""


@pytest.mark.parametrize("scale", ["1.25", "1.5"])
def test_at_a_fractional_scale_the_steps_leave_the_view_as_a_full_paint_draws_it(scale: str) -> None:
    """Scrolled pixels met the strip painted beside them a pixel off: there the view is
    painted whole from the tiles instead."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale}
    done = subprocess.run(
        [sys.executable, "-c", _SCALED_STEPS], env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [scale, "0"]


def _painted_along_main_line(qtbot, view: GameTreeView, root, *, wait: bool) -> list[int]:
    """``painted_nodes`` of each step along the main line below ``root``; with ``wait``, the
    tiles beside the view drawn ahead before each step, as the time between a held key's
    steps allows."""
    view.set_current(root)
    QApplication.processEvents()
    painted = []
    node = root
    while node.children:
        if wait:
            qtbot.waitUntil(lambda: not view.ahead_pending, timeout=10_000)
        node = node.children[0]
        view.set_current(node)
        QApplication.processEvents()
        painted.append(view.painted_nodes)
    return painted


def test_with_time_between_steps_the_first_pass_through_a_big_tree_draws_what_a_later_one_does(
    qtbot, random_tree
) -> None:
    tree, _ = random_tree(3000, seed=7, main_line=120, longest=25, marks=True)
    view = _shown(qtbot, tree.root)
    first = _painted_along_main_line(qtbot, view, tree.root, wait=True)
    later = _painted_along_main_line(qtbot, view, tree.root, wait=False)  # every tile kept by now
    assert len(first) == 120
    # The lit path in the strip a scroll uncovers, and the two marks that moved: no tile is
    # drawn during a step (a tile full of variations adds tens of nodes).
    assert first == later
    assert view.horizontalScrollBar().value() > 2 * view.viewport().width()


def test_drawing_ahead_keeps_the_tiles_beside_the_view_and_then_stops(qtbot, random_tree) -> None:
    tree, _ = random_tree(3000, seed=7, main_line=120, longest=25, marks=True)
    view = _shown(qtbot, tree.root)
    drawn = 0
    while view.draw_ahead():
        drawn += 1
    assert drawn > 0 and not view.draw_ahead()
    # What was drawn ahead is copied when the view scrolls onto it: no tile is drawn then.
    view.horizontalScrollBar().setValue(view.viewport().width())
    QApplication.processEvents()
    view.viewport().repaint()
    assert view.painted_nodes < 40
    view.hide()
    view.horizontalScrollBar().setValue(3 * view.viewport().width())
    assert not view.draw_ahead()  # hidden (a dock behind another): nothing is drawn


@pytest.mark.parametrize("dpr", [1.0, 1.25, 1.5, 1.75, 2.0])
def test_at_each_scale_tiles_side_by_side_look_as_one_drawing_of_both(qtbot, random_tree, dpr: float) -> None:
    """A stone cut by a tile's edge meets itself (drawn one by one at a scale of 1.5, half
    a stone was rounded one way in one tile and the other way in the next)."""
    tree, _ = random_tree(1200, seed=7, main_line=120, longest=25, marks=True)
    view = _shown(qtbot, tree.root)

    def drawn(area: QRect) -> QPixmap:
        pixmap = QPixmap(round(area.width() * dpr), round(area.height() * dpr))
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        painter.translate(-area.left(), -area.top())
        assert view._render(painter, area) > 0
        painter.end()
        return pixmap

    for left, top in ((0, 0), (512, 0), (512, 128), (1024, 0)):
        whole = drawn(QRect(left, top, 1024, 256))
        pieced = QPixmap(whole.size())
        pieced.setDevicePixelRatio(dpr)
        painter = QPainter(pieced)
        for dx, dy in ((0, 0), (512, 0), (0, 128), (512, 128)):
            painter.drawPixmap(dx, dy, drawn(QRect(left + dx, top + dy, 512, 128)))
        painter.end()
        # Antialiased diagonal edges may differ by a unit where tiles meet; half a stone a
        # pixel off differs by much more.
        assert _largest_difference(pieced.toImage(), whole.toImage()) <= 2


def _largest_difference(first: QImage, second: QImage) -> int:
    """The largest difference of a colour channel between two images of one size."""
    assert first.size() == second.size()
    one = first.convertToFormat(QImage.Format.Format_RGB32)
    two = second.convertToFormat(QImage.Format.Format_RGB32)
    return max((abs(a - b) for a, b in zip(bytes(one.constBits()), bytes(two.constBits()), strict=True)), default=0)


def test_a_comment_written_on_a_node_in_view_shows_on_the_tiles_drawn_after_it(qtbot, random_tree) -> None:
    tree, _ = random_tree(1200, seed=7, main_line=120, longest=25, marks=True)
    view = _shown(qtbot, tree.root)
    node = tree.root
    for _ in range(3):
        node = node.children[0]
    view.set_current(node)
    QApplication.processEvents()
    node.set("C", "a comment written now")
    node.set("TR", "aa")
    view.set_current(node)  # the window's word that what is drawn on the current node changed
    area = QRect(0, 0, 512, 128)
    image = QImage(area.size(), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    view._render(painter, area)
    painter.end()
    assert image == _reference(view, area)
