"""The eight symmetries: what each number means, composition and inverses."""

from __future__ import annotations

import pytest

from qtgo.library.symmetry import compose, inverse, symmetries_for, transform, transform_table, transform_tree
from qtgo.sgf import parse


@pytest.mark.parametrize(
    ("k", "image_of_top_left", "image_of_top_middle"),
    [
        (0, (0, 0), (9, 0)),  # as drawn
        (1, (18, 0), (9, 0)),  # mirrored left-right
        (2, (0, 18), (9, 18)),  # mirrored top-bottom
        (3, (18, 18), (9, 18)),  # turned 180°
        (4, (0, 0), (0, 9)),  # mirrored on the main diagonal
        (5, (18, 0), (18, 9)),  # turned 90° clockwise (y grows downwards)
        (6, (0, 18), (0, 9)),  # turned 90° counter-clockwise
        (7, (18, 18), (18, 9)),  # mirrored on the other diagonal
    ],
)
def test_each_number_is_the_documented_symmetry(k, image_of_top_left, image_of_top_middle):
    assert transform(k, 0, 0, 19, 19) == image_of_top_left
    assert transform(k, 9, 0, 19, 19) == image_of_top_middle


def test_composition_and_inverse_agree_with_the_point_maps():
    for outer in range(8):
        for inner in range(8):
            both = compose(outer, inner)
            for x, y in ((0, 0), (3, 1), (17, 5)):
                assert transform(both, x, y, 19, 19) == transform(outer, *transform(inner, x, y, 19, 19), 19, 19)
        assert compose(inverse(outer), outer) == 0


def test_tables_are_permutations_and_rectangles_keep_four():
    for k in range(8):
        assert sorted(transform_table(k, 9, 9)) == list(range(81))
    assert symmetries_for(9, 13) == (0, 1, 2, 3)
    assert all(sorted(transform_table(k, 9, 13)) == list(range(117)) for k in symmetries_for(9, 13))


def test_a_turned_record_has_its_moves_and_setup_turned_and_colours_swapped():
    tree = parse("(;SZ[19]AB[aa]AW[ba];B[dc];W[tt])").games[0]
    turned = transform_tree(tree, 5, swap_colors=True)
    root = turned.root
    assert root.get_list("AW") == ["sa"] and root.get_list("AB") == ["sb"]
    first, second = (node.move for node in turned.main_line()[1:])
    assert first is not None and first.point is not None
    assert (first.color.value, first.point.to_sgf()) == ("W", "qd")
    assert second is not None and second.point is None and second.color.value == "B"
