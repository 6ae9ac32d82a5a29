"""The board scene and view: clicks, incremental updates, markers, ghost, layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from qtgo.rules import Color, Game, Move, Point
from qtgo.session.display import BoardDisplay, Markup, display_from_game
from qtgo.ui.board import BoardScene, BoardView, MoveNumbers
from qtgo.ui.board.items import PointMarks

B, W = Color.BLACK, Color.WHITE


def sgf(text: str) -> Point:
    return Point.from_sgf(text)


def play(game: Game, *moves: str) -> None:
    for text in moves:
        game.play(Move(game.to_play, sgf(text)))


def marks(scene: BoardScene, x: int, y: int) -> PointMarks:
    """The marks the scene shows at a point the test expects to be marked."""
    found = scene.marks_at(x, y)
    assert found is not None, f"no marks at {(x, y)}"
    return found


@pytest.fixture
def view(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    qtbot.waitExposed(view)
    return view


# ----------------------------------------------------------------- clicks
@pytest.mark.parametrize("size", [(9, 9), (19, 19), (7, 13)])
@pytest.mark.parametrize("view_size", [(420, 420), (760, 540)])
def test_click_corners_and_centre_play_that_point(qtbot, view, size, view_size):
    width, height = size
    view.resize(*view_size)
    qtbot.wait(1)
    scene = view.board
    scene.set_display(BoardDisplay.empty(width, height))
    targets = [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width // 2, height // 2)]
    cell = scene.geometry.cell
    for x, y in targets:
        for dx, dy in ((0.0, 0.0), (0.3, -0.3), (-0.3, 0.3)):
            cx, cy = scene.geometry.center(x, y)
            spot = view.mapFromScene(QPointF(cx + dx * cell, cy + dy * cell))
            with qtbot.waitSignal(scene.point_clicked, timeout=1000) as blocker:
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
            assert blocker.args == [x, y]


def test_click_far_in_the_margin_does_nothing(qtbot, view):
    scene = view.board
    scene.set_display(BoardDisplay.empty(9))
    cx, cy = scene.geometry.center(0, 0)
    spot = view.mapFromScene(QPointF(cx - 0.9 * scene.geometry.cell, cy - 0.9 * scene.geometry.cell))
    with qtbot.assertNotEmitted(scene.point_clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert scene.point_at(QPointF(1, 1)) is None


def test_wheel_navigates_back_and_forward(qtbot, view):
    scene = view.board

    def wheel(delta: int) -> None:
        pos = QPointF(250, 250)
        event = QWheelEvent(
            pos,
            view.viewport().mapToGlobal(pos),
            QPoint(0, 0),
            QPoint(0, delta),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), event)

    with qtbot.waitSignal(scene.navigate) as blocker:
        wheel(120)
    assert blocker.args == [-1]
    with qtbot.waitSignal(scene.navigate) as blocker:
        wheel(-120)
    assert blocker.args == [1]
    # Small touchpad deltas add up to one step.
    with qtbot.waitSignal(scene.navigate) as blocker:
        for _ in range(4):
            wheel(-30)
    assert blocker.args == [1]


# ----------------------------------------------------------------- incremental updates
def test_capture_removes_exactly_the_captured_items(qtbot):
    scene = BoardScene()
    game = Game(9)
    # White's two stones on d5-e5 get surrounded; black's last move f5 captures them.
    play(game, "dd", "de", "ce", "ee", "ed", "aa", "df", "ab", "ef", "ac")
    scene.set_display(display_from_game(game))
    before = {p: scene.stone_item(*p) for p in dict(game.board.stones())}
    assert all(item is not None and item.isVisible() for item in before.values())
    created = scene.items_created
    captured = game.play(Move(B, sgf("fe")))
    assert captured == {sgf("de"), sgf("ee")}
    scene.set_display(display_from_game(game))
    for point in captured:
        assert scene.stone_item(*point) is None
    for point, item in before.items():
        if point not in captured:
            assert scene.stone_item(*point) is item
    new_item = scene.stone_item(*sgf("fe"))
    assert new_item is not None and new_item.isVisible()
    assert all(new_item is not item for p, item in before.items() if p not in captured)
    # The new stone reuses an item of a captured one: nothing was created.
    assert scene.items_created == created
    assert scene.stone_item_count == len(dict(game.board.stones()))
    visible = [i for i in scene.items() if i.zValue() == 2.0 and i.isVisible()]
    assert len(visible) == scene.stone_item_count


def test_unchanged_points_keep_their_items_through_a_game(qtbot):
    scene = BoardScene()
    game = Game(19)
    moves = ["pd", "dp", "pp", "dd", "fq", "cn", "qf", "nc", "kc", "jp"]
    scene.set_display(display_from_game(game))
    for text in moves:
        items = {p: scene.stone_item(*p) for p in dict(game.board.stones())}
        play(game, text)
        scene.set_display(display_from_game(game))
        for point, item in items.items():
            assert scene.stone_item(*point) is item
    # Back through the game: undo one move at a time.
    while game.moves:
        items = {p: scene.stone_item(*p) for p in dict(game.board.stones())}
        undone = game.undo()
        assert undone.point is not None
        scene.set_display(display_from_game(game))
        assert scene.stone_item(*undone.point) is None
        for point, item in items.items():
            if point != undone.point:
                assert scene.stone_item(*point) is item
    assert scene.stone_item_count == 0


def test_same_display_touches_nothing(qtbot):
    scene = BoardScene()
    game = Game(9)
    play(game, "cc", "gg", "cg")
    display = display_from_game(game)
    scene.set_display(display)
    items = {p: scene.stone_item(*p) for p in display.stones}
    marks = {p: scene.mark_item(*p) for p in display.stones}
    created = scene.items_created
    scene.set_display(display_from_game(game))
    assert {p: scene.stone_item(*p) for p in display.stones} == items
    assert {p: scene.mark_item(*p) for p in display.stones} == marks
    assert scene.items_created == created


def test_new_board_size_relayouts(qtbot):
    scene = BoardScene()
    scene.set_display(BoardDisplay(9, 9, stones={Point(8, 8): B}))
    cell9 = scene.geometry.cell_dev
    scene.set_display(BoardDisplay(19, 19, stones={Point(18, 18): W}))
    assert scene.geometry.columns == 19 and scene.geometry.cell_dev < cell9
    assert scene.stone_item(8, 8) is None
    assert scene.stone_item(18, 18) is not None


# ----------------------------------------------------------------- markers
def test_last_move_marker_follows_the_game(qtbot):
    scene = BoardScene()
    game = Game(9)
    play(game, "cc")
    scene.set_display(display_from_game(game))
    assert marks(scene, 2, 2).last
    play(game, "gg")
    scene.set_display(display_from_game(game))
    assert scene.marks_at(2, 2) is None
    assert marks(scene, 6, 6).last and marks(scene, 6, 6).stone == "W"


def test_ko_point_is_marked(qtbot):
    scene = BoardScene()
    game = Game(9)
    # Black takes one white stone at d5 with e5; White may not retake at d5 at once.
    play(game, "dd", "ed", "ce", "fe", "df", "ef", "aa", "de", "ee")
    assert game.ko_point is not None
    display = display_from_game(game)
    scene.set_display(display)
    ko = game.ko_point
    assert ko is not None
    assert marks(scene, *ko).ko
    assert ko in display.illegal
    play(game, "ai")  # a ko threat elsewhere: the ko marker goes
    scene.set_display(display_from_game(game))
    shown = scene.marks_at(*ko)
    assert shown is None or not shown.ko


def test_move_numbers_modes(qtbot):
    scene = BoardScene()
    game = Game(9)
    play(game, "cc", "gg", "cg", "gc", "ee")
    scene.set_display(display_from_game(game))
    assert all((m := scene.marks_at(*p)) is None or m.number is None for p in dict(game.board.stones()))
    scene.move_numbers = MoveNumbers.ALL
    numbers = {p: marks(scene, *p).number for p in dict(game.board.stones())}
    assert numbers == {sgf("cc"): 1, sgf("gg"): 2, sgf("cg"): 3, sgf("gc"): 4, sgf("ee"): 5}
    assert marks(scene, *sgf("ee")).number_last
    scene.last_numbers = 2
    scene.move_numbers = MoveNumbers.LAST
    shown = {p for p in dict(game.board.stones()) if (m := scene.marks_at(*p)) and m.number}
    assert shown == {sgf("gc"), sgf("ee")}
    scene.move_numbers = MoveNumbers.OFF
    assert scene.marks_at(*sgf("cc")) is None


def is_dead_art(scene: BoardScene, point: Point) -> bool:
    """Whether the stone on ``point`` shows the faded dead-stone pixmap."""
    from qtgo.ui.board import stones as stone_art

    g = scene.geometry
    color = scene.stone_colors[(point.x, point.y)]
    dead = stone_art.dead_stone(color == "B", g.cell_dev, g.line_dev % 2 == 1, g.dpr, 0)
    live = stone_art.stone_pixmap(color == "B", g.cell_dev, g.line_dev % 2 == 1, g.dpr, 0)
    item = scene.stone_item(*point)
    assert item is not None
    shown = item.pixmap().toImage()
    if color == "W":  # white stones come in variants: compare the centre's alpha
        alpha = shown.pixelColor(shown.width() // 2, shown.height() // 2).alpha()
        return alpha < 200
    return shown == dead.toImage() and shown != live.toImage()


def test_markup_dead_territory_hints_and_ownership(qtbot):
    scene = BoardScene()
    stones = {sgf("cc"): B, sgf("gg"): W, sgf("cg"): W}
    markup = (
        Markup("TR", sgf("cc")),
        Markup("SQ", sgf("dd")),
        Markup("CR", sgf("ee")),
        Markup("MA", sgf("ff")),
        Markup("LB", sgf("bb"), label="A"),
        Markup("DD", sgf("aa")),
        Markup("AR", sgf("ab"), to=sgf("hb")),
        Markup("LN", sgf("ah"), to=sgf("hh")),
    )
    ownership = tuple(tuple(1.0 if x < 4 else -1.0 for x in range(9)) for _ in range(9))
    display = BoardDisplay(
        9,
        9,
        stones=stones,
        markup=markup,
        dead=frozenset({sgf("cg")}),
        territory={sgf("ah"): B, sgf("ii"): W},
        variation_hints=(sgf("ec"),),
        to_play=B,
        ownership=ownership,
    )
    scene.set_display(display)
    assert marks(scene, 2, 2).symbols == ("TR",) and marks(scene, 2, 2).stone == "B"
    assert marks(scene, 3, 3).symbols == ("SQ",)
    assert marks(scene, 4, 4).symbols == ("CR",)
    assert marks(scene, 5, 5).symbols == ("MA",)
    assert marks(scene, 1, 1).label == "A"
    assert marks(scene, 0, 0).dim
    assert marks(scene, *sgf("cg")).dead
    assert is_dead_art(scene, sgf("cg")) and not is_dead_art(scene, sgf("gg"))
    assert not scene._shadow_items[(2, 6)].isVisible() and scene._shadow_items[(6, 6)].isVisible()
    assert marks(scene, *sgf("ah")).territory == "B"
    assert marks(scene, *sgf("ii")).territory == "W"
    assert marks(scene, *sgf("ec")).hint == "B"
    assert scene._lines.lines == (("AR", (0, 1), (7, 1)), ("LN", (0, 7), (7, 7)))
    assert scene._ownership.ownership == ownership
    # Marks go when the markup goes, and the dead stone comes back to life.
    scene.set_display(BoardDisplay(9, 9, stones=stones))
    assert scene.marks_at(2, 2) is None and scene.marks_at(1, 1) is None
    assert not is_dead_art(scene, sgf("cg")) and scene._shadow_items[(2, 6)].isVisible()
    assert scene._lines.lines == () and scene._ownership.ownership is None
    assert all(scene.mark_item(x, y) is None for x in range(9) for y in range(9))


def test_white_ghost_is_more_opaque_than_black(qtbot):
    """A half-transparent white stone nearly vanishes into light wood; black does not."""
    scene = BoardScene()
    scene.set_view_size(500, 500)
    scene.set_display(BoardDisplay(9, 9, to_play=W))
    scene.hover(QPointF(*scene.geometry.center(4, 4)))
    white = scene._ghost.opacity()
    scene.set_display(BoardDisplay(9, 9, to_play=B))
    black = scene._ghost.opacity()
    assert scene.ghost_visible
    assert 0.4 <= black < white < 0.8


def test_ghost_stone_hides_on_stones_and_illegal_points(qtbot):
    scene = BoardScene()
    scene.set_view_size(500, 500)
    display = BoardDisplay(9, 9, stones={sgf("cc"): B}, to_play=W, illegal=frozenset({sgf("aa")}))
    scene.set_display(display)

    def hover(text: str) -> None:
        scene.hover(QPointF(*scene.geometry.center(*sgf(text))))

    hover("ee")
    assert scene.ghost_visible and scene.ghost_point == (4, 4)
    hover("cc")
    assert not scene.ghost_visible
    hover("aa")
    assert not scene.ghost_visible
    hover("ef")
    assert scene.ghost_point == (4, 5)
    # The stone appears under the pointer: the ghost goes; no player to move: no ghost.
    scene.set_display(BoardDisplay(9, 9, stones={sgf("cc"): B, sgf("ef"): W}, to_play=B))
    assert not scene.ghost_visible
    hover("ee")
    assert scene.ghost_visible
    scene.set_display(BoardDisplay(9, 9, stones={sgf("cc"): B}, to_play=None))
    assert not scene.ghost_visible
    scene.hover(None)
    assert not scene.ghost_visible


# ----------------------------------------------------------------- layout
@pytest.mark.parametrize("size", [(19, 19), (9, 9), (7, 13), (52, 2), (2, 52), (2, 2), (5, 5), (25, 25), (52, 52)])
@pytest.mark.parametrize("view_size", [(300, 300), (900, 500), (420, 1000)])
def test_layout_fits_square_cells_and_never_clips(qtbot, view, size, view_size):
    view.resize(*view_size)
    qtbot.wait(1)
    scene = view.board
    scene.set_display(BoardDisplay(size[0], size[1], stones={Point(0, 0): B, Point(size[0] - 1, size[1] - 1): W}))
    g = scene.geometry
    vw, vh = view.viewport().width(), view.viewport().height()
    assert (g.view_width, g.view_height) == (vw, vh)
    x, y, w, h = g.wood_rect_dev
    assert x >= 0 and y >= 0 and x + w <= g.width_dev and y + h + g.edge_dev <= g.height_dev
    # Centred (with its front edge) to within a pixel, square cells by construction, stones
    # drawn at their size.
    assert g.edge_dev > 0
    assert abs(x - (g.width_dev - x - w)) <= 1 and abs(y - (g.height_dev - y - h - g.edge_dev)) <= 1
    item = scene.stone_item(0, 0)
    assert item.pixmap().width() >= g.cell_dev and item.pixmap().width() <= g.cell_dev * 1.06 + 4
    ax, _ay = g.center(1, 0) if size[0] > 1 else g.center(0, 0)
    _bx, by = g.center(0, 1) if size[1] > 1 else g.center(0, 0)
    ox, oy = g.center(0, 0)
    assert ax - ox == pytest.approx(by - oy)


@pytest.mark.parametrize("n", [2, 3, 5, 7])
@pytest.mark.parametrize("side", [300, 900, 1600])
def test_tiny_boards_keep_lines_and_coordinates_at_a_sane_size(n, side):
    """On 2×2 … 7×7 lines and labels do not grow with the huge cell."""
    from qtgo.ui.board import BoardGeometry

    tiny = BoardGeometry.fit(n, n, side, side)
    nine = BoardGeometry.fit(9, 9, side, side)
    nineteen = BoardGeometry.fit(19, 19, side, side)
    assert tiny.cell_dev > nine.cell_dev
    assert tiny.coordinate_px <= nine.coordinate_px
    assert tiny.line_dev <= max(nine.line_dev, nineteen.line_dev + 1)
    assert tiny.outer_line_dev <= nine.outer_line_dev
    assert tiny.ink_dev <= nine.ink_dev
    # The margin is half a stone plus room for the labels, not 1.28 huge cells.
    assert tiny.margin_dev <= 0.5 * tiny.cell_dev + 1.2 * tiny.ink_dev
    assert tiny.margin_dev >= 0.5 * tiny.cell_dev + 1.5 * tiny.coordinate_px


@pytest.mark.parametrize("size", [(19, 19), (9, 9), (2, 2), (5, 5), (7, 13), (25, 25), (52, 52)])
@pytest.mark.parametrize("side", [300, 600, 900])
def test_coordinates_fit_between_the_edge_stones_and_the_edge_of_the_wood(size, side):
    from qtgo.ui.board import BoardGeometry

    g = BoardGeometry.fit(size[0], size[1], side, side)
    if not g.coordinates:
        # Only a board too dense for readable labels drops them.
        assert g.cell_dev * 0.48 < 5
        return
    assert g.coordinate_px >= 5
    room = g.margin_dev - 0.5 * g.cell_dev  # from an edge stone to the edge of the wood
    assert room >= 2 * g.coordinate_px - 1


@pytest.mark.parametrize("n", [2, 9, 19, 25, 52])
@pytest.mark.parametrize("side", [64, 100, 160, 201])
def test_even_tiny_views_never_clip_the_board(n, side):
    """qtgo-cli render --size 64 of a 52x52 record: the wood stays inside the image."""
    from qtgo.ui.board import BoardGeometry

    for dpr in (1.0, 1.5):
        g = BoardGeometry.fit(n, n, side, side, dpr=dpr)
        x, y, w, h = g.wood_rect_dev
        assert x >= 0 and y >= 0 and x + w <= g.width_dev and y + h <= g.height_dev
        assert g.cell_dev >= 1


def test_resize_repaints_stones_for_the_new_cell_size(qtbot, view):
    scene = view.board
    scene.set_display(BoardDisplay(19, 19, stones={Point(3, 3): B}))
    item = scene.stone_item(3, 3)
    small = item.pixmap().width()
    view.resize(900, 900)
    qtbot.waitUntil(lambda: scene.geometry.view_width == view.viewport().width())
    assert scene.stone_item(3, 3) is item
    assert item.pixmap().width() > small
    # Never scaled: the pixmap's device size matches the new cell.
    assert abs(item.pixmap().width() - scene.geometry.cell_dev * 1.06) <= 4


def test_coordinates_switch_changes_the_margin(qtbot):
    scene = BoardScene()
    scene.set_view_size(600, 600)
    scene.set_display(BoardDisplay.empty(19))
    with_labels = scene.geometry.cell_dev
    scene.show_coordinates = False
    assert scene.geometry.cell_dev > with_labels
    assert not scene.geometry.coordinates


def test_hover_with_the_mouse_shows_the_ghost(qtbot, view):
    scene = view.board
    scene.set_display(BoardDisplay(9, 9, stones={Point(0, 0): B}, to_play=W))
    spot = view.mapFromScene(QPointF(*scene.geometry.center(4, 4)))
    qtbot.mouseMove(view.viewport(), spot)
    qtbot.waitUntil(lambda: scene.ghost_point == (4, 4))
    spot = view.mapFromScene(QPointF(*scene.geometry.center(0, 0)))
    qtbot.mouseMove(view.viewport(), spot)
    qtbot.waitUntil(lambda: not scene.ghost_visible)


def test_star_points():
    from qtgo.ui.board import star_points

    assert sorted(star_points(19, 19)) == sorted((x, y) for x in (3, 9, 15) for y in (3, 9, 15))
    assert sorted(star_points(13, 13)) == sorted([(3, 3), (3, 9), (9, 3), (9, 9), (6, 6)])
    assert sorted(star_points(9, 9)) == sorted([(2, 2), (2, 6), (6, 2), (6, 6), (4, 4)])
    assert star_points(5, 5) == [] and star_points(6, 19) == []
    assert sorted(star_points(8, 8)) == sorted([(2, 2), (2, 5), (5, 2), (5, 5)])


def test_coordinate_labels_skip_i():
    from qtgo.ui.board import column_label, row_label

    assert [column_label(x) for x in range(19)] == list("ABCDEFGHJKLMNOPQRST")
    assert column_label(25) == "AA" and column_label(51) == "BB"
    assert row_label(0, 19) == "19" and row_label(18, 19) == "1"
