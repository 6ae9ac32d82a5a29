"""The graphical game tree: layout on a grid, the lit path, marks, clicks, 10,000 nodes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from qtgo import sgf
from qtgo.sgf.tree import GameTree
from qtgo.ui.tree import GameTreeView, layout_tree
from qtgo.ui.tree.drawing import CELL, COMMENT_COLOR, MARKUP_COLOR, PATH_COLOR
from qtgo.ui.tree.tiles import TILE_HEIGHT, TILE_WIDTH, tiles_over

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    # Channel by channel: PySide6's stub types getRgb() as a bare ``object``.
    rgb_a, rgb_b = (a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue())
    return all(abs(x - y) <= tolerance for x, y in zip(rgb_a, rgb_b, strict=True))


def test_layout_puts_the_main_line_on_top_and_never_overlaps(random_tree) -> None:
    tree, every = random_tree(3000, seed=3, main_line=250, longest=30)
    layout = layout_tree(tree.root)
    assert len(layout.positions) == len(every)
    assert len(set(layout.positions.values())) == len(every)
    for node in tree.root.line_end().ancestors():
        assert layout.positions[node][1] == 0
    for node in every[1:]:
        column, row = layout.positions[node]
        parent_column, parent_row = layout.positions[node.parent]
        assert column == parent_column + 1 and row >= parent_row
        assert layout.node_at(column, row) is node


def test_clicking_a_stone_jumps_to_its_node(qtbot, corpus: Path) -> None:
    tree = sgf.load(corpus / "edge" / "gogui__ff4_ex.sgf").games[0]
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.set_root(tree.root)
    view.set_current(tree.root)
    view.show()
    qtbot.waitExposed(view)
    variation = tree.root.children[1]
    rect = view.node_rect(variation)
    assert rect is not None and view.layout_.positions[variation][1] > 0
    with qtbot.waitSignal(view.node_activated) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args[0] is variation
    # Empty grid: nothing happens.
    with qtbot.assertNotEmitted(view.node_activated):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(490, 290))


def test_current_path_comments_and_markup_are_drawn(qtbot) -> None:
    tree = GameTree()
    a = tree.add_child(tree.root, {"B": "dd", "C": "a comment"})
    b = tree.add_child(a, {"W": "pp", "TR": "aa"})
    side = tree.add_child(a, {"W": "dp"})
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(300, 150)
    view.set_root(tree.root)
    view.set_current(b)
    view.show()
    qtbot.waitExposed(view)
    image = view.viewport().grab().toImage()
    ra, rb = view.node_rect(a), view.node_rect(b)
    assert ra is not None and rb is not None
    assert _close(image.pixelColor(ra.right() - 4, ra.top() + 4), COMMENT_COLOR)
    assert _close(image.pixelColor(rb.right() - 2, rb.bottom() - 2), MARKUP_COLOR)
    # The lit edge between a and b (on the path); the edge to the side line is plain.
    between = image.pixelColor(ra.right() + 1, ra.center().y())
    assert _close(between, PATH_COLOR, 60)
    rs = view.node_rect(side)
    assert rs is not None
    assert not _close(image.pixelColor(rs.left() - 1, rs.top() + 1), PATH_COLOR, 60)
    assert "comment" in view.describe(a) and "markup" in view.describe(b)


def test_ten_thousand_nodes_paint_only_what_is_visible(qtbot, random_tree) -> None:
    tree, every = random_tree(10_000, seed=3, main_line=250, longest=30)
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(400, 240)
    view.set_root(tree.root)
    view.show()
    qtbot.waitExposed(view)
    view.set_current(every[120])
    view.viewport().grab()
    # The first paint draws the tiles under the viewport: their cells at most.
    shown = view.viewport().rect().translated(view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    columns = 400 // CELL + 2
    assert (
        0
        < view.painted_nodes
        <= len(tiles_over(shown)) * (TILE_WIDTH // CELL + 1) * (TILE_HEIGHT // CELL + 1) + columns
    )
    # Painted again, it copies the tiles and draws only the lit path: a node per column.
    view.viewport().grab()
    assert 0 < view.painted_nodes <= columns
    rect = view.node_rect(every[120])
    assert rect is not None
    assert view.viewport().rect().contains(rect.center())


def test_a_new_move_extends_the_layout_in_place(qtbot, random_tree) -> None:
    tree, every = random_tree(500, seed=3, main_line=250, longest=30)
    view = GameTreeView()
    qtbot.addWidget(view)
    view.set_root(tree.root)
    end = tree.root.line_end()
    layout = view.layout_
    added = tree.add_child(end, {"B": "aa"})
    view.node_added(added)
    assert view.layout_ is layout
    assert layout.positions[added] == (layout.positions[end][0] + 1, 0)
    fork = tree.add_child(every[10], {"B": "bb"})
    view.node_added(fork)
    assert view.layout_ is not layout and fork in view.layout_.positions


def test_a_step_along_the_lit_line_repaints_only_the_cells_that_changed(qtbot, random_tree) -> None:
    tree, _every = random_tree(2_000, seed=3, main_line=250, longest=30)
    line = [tree.root]
    while line[-1].children:
        line.append(line[-1].children[0])
    stepped, jumped = GameTreeView(), GameTreeView()
    for view in (stepped, jumped):
        qtbot.addWidget(view)
        view.resize(400, 240)
        view.set_root(tree.root)
        view.show()
        qtbot.waitExposed(view)
    stepped.set_current(line[0])
    QApplication.processEvents()
    full = stepped.painted_nodes
    stepped.set_current(line[1])  # no scroll: only the old and the new mark are repainted
    QApplication.processEvents()
    assert 0 < stepped.painted_nodes < full
    for node in [*line[2:80], *reversed(line[40:79])]:  # forward past the edge, then back
        stepped.set_current(node)
        QApplication.processEvents()
        rect = stepped.node_rect(node)
        assert rect is not None and stepped.viewport().rect().contains(rect.center())
    # After the steps the view shows what a jump straight there shows.
    jumped.set_current(line[40])
    assert stepped.current is line[40]
    for view in (stepped, jumped):
        view.horizontalScrollBar().setValue(0)
        view.verticalScrollBar().setValue(0)
    assert stepped.viewport().grab().toImage() == jumped.viewport().grab().toImage()


def test_a_move_added_at_the_end_is_lit_when_stepped_to(qtbot) -> None:
    tree = GameTree()
    a = tree.add_child(tree.root, {"B": "dd"})
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(300, 150)
    view.set_root(tree.root)
    view.set_current(a)
    b = tree.add_child(a, {"W": "pp"})
    view.node_added(b)
    view.set_current(b)
    view.show()
    qtbot.waitExposed(view)
    image = view.viewport().grab().toImage()
    ra, rb = view.node_rect(a), view.node_rect(b)
    assert ra is not None and rb is not None
    assert _close(image.pixelColor(ra.right() + 1, ra.center().y()), PATH_COLOR, 60)


def test_a_comment_added_shows_when_the_node_is_marked_current_again(qtbot) -> None:
    tree = GameTree()
    a = tree.add_child(tree.root, {"B": "dd"})
    b = tree.add_child(a, {"W": "pp"})
    side = tree.add_child(a, {"W": "dp"})  # off the lit path: drawn from the kept tiles
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(300, 150)
    view.set_root(tree.root)
    view.set_current(side)
    view.show()
    qtbot.waitExposed(view)
    view.set_current(b)
    QApplication.processEvents()
    rect = view.node_rect(side)
    assert rect is not None
    spot = (rect.right() - 4, rect.top() + 4)
    assert not _close(view.viewport().grab().toImage().pixelColor(*spot), COMMENT_COLOR)
    # The comment panel saves what was typed for the node just left, then the window marks
    # the current node current again: the kept picture of the tree is drawn anew.
    side.set("C", ["typed"])
    view.set_current(b)
    assert _close(view.viewport().grab().toImage().pixelColor(*spot), COMMENT_COLOR)


def test_the_tree_is_drawn_again_in_new_colours(qtbot) -> None:
    tree = GameTree()
    tree.add_child(tree.root, {"B": "dd"})
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(300, 150)
    view.set_root(tree.root)
    view.show()
    qtbot.waitExposed(view)
    corner = view.viewport().rect().bottomRight() - QPoint(2, 2)
    palette = view.palette()
    palette.setColor(palette.ColorRole.Base, QColor(10, 20, 30))
    view.setPalette(palette)
    assert _close(view.viewport().grab().toImage().pixelColor(corner), QColor(10, 20, 30), 2)
    inside = view.node_rect(tree.root)
    assert inside is not None
    assert _close(view.viewport().grab().toImage().pixelColor(inside.topLeft() + QPoint(1, 1)), QColor(10, 20, 30), 2)


def test_a_move_added_off_the_lit_path_is_drawn_where_the_tree_grew(qtbot) -> None:
    tree = GameTree()
    a = tree.add_child(tree.root, {"W": "dd"})
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(300, 150)
    view.set_root(tree.root)
    view.set_current(tree.root, [tree.root])  # only the root lit: the rest comes from the tiles
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    b = tree.add_child(a, {"B": "pp"})
    view.node_added(b)
    QApplication.processEvents()
    rb = view.node_rect(b)
    assert rb is not None and view.layout_.positions[b] == (2, 0)
    image = view.viewport().grab().toImage()
    assert _close(image.pixelColor(rb.center()), QColor(20, 20, 22))  # the black stone
    beyond = rb.translated(3 * CELL, 2 * CELL).center()  # past the tree: the background
    assert image.pixelColor(beyond) == view.palette().color(view.palette().ColorRole.Base)
