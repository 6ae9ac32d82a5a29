"""Star points: the usual 9, 5 and 4 on square boards, and the rule's cases on other sizes."""

from __future__ import annotations

import pytest

from qtgo.rules.stars import star_points


def test_nineteen_lines_have_corners_sides_and_centre() -> None:
    assert sorted(star_points(19, 19)) == sorted(
        [(3, 3), (3, 15), (15, 3), (15, 15), (9, 9), (9, 3), (9, 15), (3, 9), (15, 9)]
    )


@pytest.mark.parametrize(("size", "edge"), [(13, 3), (9, 2)])
def test_thirteen_and_nine_lines_have_corners_and_centre_only(size: int, edge: int) -> None:
    far = size - 1 - edge
    assert sorted(star_points(size, size)) == sorted(
        [(edge, edge), (edge, far), (far, edge), (far, far), (size // 2,) * 2]
    )


def test_other_odd_squares_get_sides_too() -> None:
    assert len(star_points(15, 15)) == 9 and (7, 3) in star_points(15, 15)
    assert len(star_points(11, 11)) == 9 and (5, 2) in star_points(11, 11)


@pytest.mark.parametrize("size", [7, 8, 10])
def test_small_or_even_boards_have_the_four_corner_points_only(size: int) -> None:
    far = size - 3
    assert sorted(star_points(size, size)) == [(2, 2), (2, far), (far, 2), (far, far)]


@pytest.mark.parametrize(("columns", "rows"), [(6, 6), (2, 2), (19, 6), (6, 19)])
def test_no_star_points_below_seven_lines_either_way(columns: int, rows: int) -> None:
    assert star_points(columns, rows) == []


def test_a_rectangle_puts_side_points_on_its_odd_axis_only() -> None:
    # 10 columns (even: no middle column), 9 rows (odd: a middle row).
    assert sorted(star_points(10, 9)) == [(2, 2), (2, 4), (2, 6), (7, 2), (7, 4), (7, 6)]
    # 19x13: both odd and not a square, so the side points come back on both axes.
    points = star_points(19, 13)
    assert len(points) == 9 and (9, 6) in points and (9, 3) in points and (3, 6) in points
