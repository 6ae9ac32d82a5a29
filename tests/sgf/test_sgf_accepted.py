"""Reading an accepted count back from a record's TB/TW."""

from __future__ import annotations

from qtgo.rules import Color, Point
from qtgo.sgf import GameTree, Node, replay
from qtgo.sgf.accepted import accepted_count, final_node, result_score
from qtgo.sgf.files import parse


def _last(text: str) -> tuple[GameTree, Node]:
    tree = parse(text).games[0]
    return tree, tree.root.line_end()


def test_dead_stones_are_the_stones_on_the_other_sides_territory() -> None:
    # Black stone on cc inside White's TW, White stone on gg inside Black's TB; ee is black
    # and in TB (alive, its own territory mark is ignored); dd is in both (neither).
    tree, node = _last("(;SZ[9]AB[cc][ee]AW[gg];B[tt];W[tt]TB[gg][ee][dd][aa]TW[cc][bb][dd])")
    board = replay(tree).game.board
    count = accepted_count(node, board)
    assert count is not None
    assert count.dead == frozenset({Point(2, 2), Point(6, 6)})
    assert count.owner(Point(0, 0)) is Color.BLACK and count.owner(Point(1, 1)) is Color.WHITE
    assert count.owner(Point(3, 3)) is None  # marked for both: neutral
    assert count.owner(Point(8, 8)) is None  # marked for neither: neutral


def test_no_territory_marks_means_no_accepted_count() -> None:
    tree, node = _last("(;SZ[9]AB[cc];B[tt];W[tt])")
    assert accepted_count(node, replay(tree).game.board) is None


def test_only_the_end_of_the_main_line_is_final() -> None:
    tree, node = _last("(;SZ[9];B[cc](;W[dd])(;W[ee]))")
    assert final_node(node)
    side = tree.root.children[0].children[1]
    assert not final_node(side) and not final_node(tree.root)


def test_counted_results_are_read_and_other_results_are_not() -> None:
    assert result_score("B+12.5") == (Color.BLACK, 12.5)
    assert result_score("W+0.5") == (Color.WHITE, 0.5)
    assert result_score("0") == (None, 0.0)
    for other in ("B+R", "W+T", "B+F", "?", "Void", ""):
        assert result_score(other) is None
