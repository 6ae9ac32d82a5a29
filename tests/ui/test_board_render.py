"""Offscreen rendering with the board scene: size, wood, stones, marks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from qtgo.rules import Color, Point
from qtgo.session.display import BoardDisplay, Markup
from qtgo.ui.board import BoardGeometry, MoveNumbers, render_display

B, W = Color.BLACK, Color.WHITE


def brightness(color: QColor) -> int:
    return color.red() + color.green() + color.blue()


def is_wood(color: QColor) -> bool:
    """Warm: clearly more red than green than blue, and light."""
    return color.red() > color.green() > color.blue() + 25 and color.red() > 170


@pytest.mark.parametrize("size", [300, (640, 480), QSize(333, 777)])
def test_render_has_the_requested_size(qtbot, size):
    image = render_display(BoardDisplay.empty(19), size)
    if isinstance(size, int):
        expected = (size, size)
    elif isinstance(size, QSize):
        expected = (size.width(), size.height())
    else:
        expected = size
    assert (image.width(), image.height()) == expected
    assert not image.isNull()


@pytest.mark.parametrize("coordinates", [True, False])
def test_render_shows_wood_black_and_white_where_expected(qtbot, coordinates):
    display = BoardDisplay(9, 9, stones={Point(2, 2): B, Point(6, 6): W}, last_move=Point(6, 6))
    image = render_display(display, 450, show_coordinates=coordinates, stone_jitter=False)
    g = BoardGeometry.fit(9, 9, 450, 450, coordinates=coordinates)

    def at(x: float, y: float) -> QColor:
        return image.pixelColor(int(x), int(y))

    # Just off the centre (the highlight of black, the ring of the last move are elsewhere).
    bx, by = g.center(2, 2)
    black = at(bx + 0.22 * g.cell, by + 0.22 * g.cell)
    assert brightness(black) < 120, black.name()
    wx, wy = g.center(6, 6)
    white = at(wx + 0.3 * g.cell, wy - 0.05 * g.cell)
    assert brightness(white) > 560, white.name()
    assert white.red() >= white.blue()  # warm, not blue-white
    # Wood in the middle of an empty cell, and in the margin.
    cx, cy = g.center(4, 4)
    assert is_wood(at(cx + g.cell / 2, cy + g.cell / 2)), at(cx + g.cell / 2, cy + g.cell / 2).name()
    wood_x, wood_y, _, _ = g.wood_rect_dev
    assert is_wood(at(wood_x + 0.3 * g.cell, wood_y + 0.3 * g.cell))
    # A grid line is dark; the background around the board is darker than the wood.
    lx, ly = g.center(4, 4)
    assert brightness(at(lx, ly + 0.25 * g.cell)) < 200
    assert brightness(at(1, 1)) < 250


def test_wood_is_not_a_flat_colour(qtbot):
    image = render_display(BoardDisplay.empty(9), 400, show_coordinates=False)
    g = BoardGeometry.fit(9, 9, 400, 400, coordinates=False)
    samples = []
    for i in range(8):
        x, y = g.center(i, 0)
        samples.append(brightness(image.pixelColor(int(x + g.cell / 2), int(y + g.cell / 2))))
    assert max(samples) - min(samples) >= 6


def test_render_draws_marks_on_stones(qtbot):
    stones = {Point(4, 4): B}
    plain = render_display(BoardDisplay(9, 9, stones=stones), 360, stone_jitter=False)
    marked = render_display(
        BoardDisplay(9, 9, stones=stones, markup=(Markup("CR", Point(4, 4)),)), 360, stone_jitter=False
    )
    numbered = render_display(
        BoardDisplay(9, 9, stones=stones, move_numbers={Point(4, 4): 123}),
        360,
        stone_jitter=False,
        move_numbers=MoveNumbers.ALL,
    )
    g = BoardGeometry.fit(9, 9, 360, 360)
    cx, cy = g.center(4, 4)
    r = int(g.cell * 0.4)

    def light_pixels(image) -> int:
        return sum(
            brightness(image.pixelColor(int(cx) + dx, int(cy) + dy)) > 450 for dx in range(-r, r) for dy in range(-r, r)
        )

    assert light_pixels(marked) > light_pixels(plain) + 10
    assert light_pixels(numbered) > light_pixels(plain) + 10


def test_render_of_a_rectangular_board(qtbot):
    display = BoardDisplay(13, 7, stones={Point(12, 6): W, Point(0, 0): B})
    image = render_display(display, (700, 420), stone_jitter=False)
    g = BoardGeometry.fit(13, 7, 700, 420)
    x, y = g.center(12, 6)
    assert brightness(image.pixelColor(int(x + 0.3 * g.cell), int(y))) > 520
    x, y = g.center(0, 0)
    assert brightness(image.pixelColor(int(x + 0.25 * g.cell), int(y + 0.25 * g.cell))) < 120


def test_hidpi_render_is_painted_at_device_resolution(qtbot):
    display = BoardDisplay(9, 9, stones={Point(4, 4): B})
    image = render_display(display, 200, device_pixel_ratio=2.0, stone_jitter=False)
    assert (image.width(), image.height()) == (400, 400)
    g = BoardGeometry.fit(9, 9, 200, 200, dpr=2.0)
    cx, cy = g.center_dev(4, 4)
    assert brightness(image.pixelColor(int(cx + 0.22 * g.cell_dev), int(cy + 0.22 * g.cell_dev))) < 120


@pytest.mark.parametrize("size", [(2, 2), (3, 5), (5, 5), (7, 7), (11, 11), (19, 7), (25, 25), (26, 26), (52, 52)])
def test_every_board_size_renders(qtbot, size):
    w, h = size
    stones = {Point(0, 0): B, Point(w - 1, h - 1): W}
    image = render_display(BoardDisplay(w, h, stones=stones, last_move=Point(0, 0)), 520, stone_jitter=False)
    g = BoardGeometry.fit(w, h, 520, 520)
    x, y = g.center(w - 1, h - 1)
    assert brightness(image.pixelColor(int(x + 0.25 * g.cell), int(y))) > 450


def _difference(a: QImage, b: QImage, x0: int, y0: int, x1: int, y1: int) -> int:
    """Pixels in the box that differ noticeably between two renders."""
    return sum(
        abs(brightness(a.pixelColor(x, y)) - brightness(b.pixelColor(x, y))) > 60
        for x in range(x0, x1)
        for y in range(y0, y1)
    )


@pytest.mark.parametrize("stone, owner", [(W, B), (B, W), (W, W)])
def test_territory_on_a_numbered_stone_leaves_the_number_readable(qtbot, stone, owner):
    """A record's TB/TW on a numbered stone goes to the corner, not over the number."""
    point = Point(4, 4)
    plain = BoardDisplay(9, 9, stones={point: stone}, move_numbers={point: 188})
    marked = BoardDisplay(9, 9, stones={point: stone}, move_numbers={point: 188}, territory={point: owner})
    images = [render_display(d, 450, stone_jitter=False, move_numbers=MoveNumbers.ALL) for d in (plain, marked)]
    g = BoardGeometry.fit(9, 9, 450, 450)
    cx, cy = (int(v) for v in g.center(4, 4))
    r = int(0.2 * g.cell)
    # The number's area is untouched ...
    assert _difference(images[0], images[1], cx - r, cy - r, cx + r, cy + r) == 0
    # ... and the territory mark is there, at the lower right.
    lo, hi = int(0.27 * g.cell), int(0.45 * g.cell)
    assert _difference(images[0], images[1], cx + lo, cy + lo, cx + hi, cy + hi) > 10


def test_territory_on_a_plain_or_dead_stone_stays_in_the_centre(qtbot):
    from qtgo.ui.board.items import PointMarks, territory_in_corner

    assert not territory_in_corner(PointMarks(stone="W", territory="B"))
    assert not territory_in_corner(PointMarks(stone="W", territory="B", number=12, dead=True))
    assert territory_in_corner(PointMarks(stone="W", territory="B", number=12))
    assert territory_in_corner(PointMarks(stone=None, territory="B", label="A"))
    assert territory_in_corner(PointMarks(stone="B", territory="W", symbols=("TR",)))
    assert not territory_in_corner(PointMarks(stone="B"))


def test_grid_lines_of_a_tiny_board_stay_thin(qtbot):
    """A 2×2 board at 900 px draws lines of a few pixels, not cell/30."""
    image = render_display(BoardDisplay.empty(2), 900, stone_jitter=False)
    g = BoardGeometry.fit(2, 2, 900, 900)
    x0, y0 = g.center(0, 0)
    x1, _ = g.center(1, 0)
    # Across the top line, halfway between the two points: count the dark rows.
    mx = int((x0 + x1) / 2)
    dark = sum(brightness(image.pixelColor(mx, y)) < 200 for y in range(int(y0) - 20, int(y0) + 20))
    assert 1 <= dark <= 5


def test_dead_stones_stay_recognisably_black_or_white(qtbot):
    """Dead stones are faded, yet a white one stays lighter than the wood and a black one
    much darker, with a visible rim; the live stones are untouched."""
    stones = {Point(2, 2): B, Point(6, 6): W, Point(2, 6): B, Point(6, 2): W}
    dead = frozenset({Point(2, 6), Point(6, 2)})
    image = render_display(BoardDisplay(9, 9, stones=stones, dead=dead), 540, stone_jitter=False)
    g = BoardGeometry.fit(9, 9, 540, 540)

    def ring(x: int, y: int, radius: float) -> list[int]:
        cx, cy = g.center(x, y)
        return [
            brightness(image.pixelColor(int(cx + radius * g.cell * dx), int(cy + radius * g.cell * dy)))
            for dx, dy in ((0.75, 0.35), (0.35, 0.75))  # lower right: off the cross and the lines
        ]

    cx, cy = g.center(4, 4)
    wood = brightness(image.pixelColor(int(cx + g.cell / 2), int(cy + g.cell / 2)))
    live_black = max(ring(2, 2, 0.4))
    live_white = min(ring(6, 6, 0.4))
    dead_black = ring(2, 6, 0.4)
    dead_white = ring(6, 2, 0.4)
    # Faded: between the live stone and the wood ...
    assert all(live_black < b < wood - 150 for b in dead_black), (live_black, dead_black, wood)
    assert all(wood + 25 < w < live_white + 5 for w in dead_white), (live_white, dead_white, wood)
    # ... and outlined: the rim of a dead white stone is darker than its body and the wood.
    rim = [
        brightness(image.pixelColor(int(g.center(6, 2)[0] + r), int(g.center(6, 2)[1])))
        for r in range(int(0.44 * g.cell), int(0.5 * g.cell) + 1)
    ]
    assert min(rim) < wood - 40, (rim, wood)


@pytest.mark.parametrize("stones", [{}, {Point(4, 4): B}])
def test_label_and_symbol_on_one_point_are_both_drawn(qtbot, stones):
    """SGF allows LB and TR on the same point: neither may hide the other."""
    point = Point(4, 4)

    def draw(*markup: Markup):
        return render_display(BoardDisplay(9, 9, stones=stones, markup=markup), 450, stone_jitter=False)

    both = draw(Markup("TR", point), Markup("LB", point, label="A"))
    triangle = draw(Markup("TR", point))
    label = draw(Markup("LB", point, label="A"))
    g = BoardGeometry.fit(9, 9, 450, 450)
    cx, cy = (int(v) for v in g.center(4, 4))
    r = int(0.12 * g.cell)
    edge = int(0.32 * g.cell)
    # The letter in the middle (the triangle alone leaves it empty) ...
    assert _difference(both, triangle, cx - r, cy - r, cx + r, cy + r) > 5
    # ... and the triangle's base below it (the label alone has none).
    assert _difference(both, label, cx - edge, cy + r, cx + edge, cy + edge) > 5
