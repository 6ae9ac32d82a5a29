"""The handout's figures: the main line and each variation tried, every comment of their moves."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.diagram import DiagramError, DiagramErrorReason
from qtgo.diagram.handout import CountSource, SectionKind, make_handout
from qtgo.sgf import load, parse

LESSON = Path(__file__).resolve().parents[1] / "data" / "diagram" / "lesson.sgf"


def _lesson():
    return load(LESSON).games[0]


def test_main_line_then_each_variation_from_where_it_leaves_its_line() -> None:
    handout = make_handout(_lesson(), per_figure=4)
    kinds = [(section.kind, section.first_move) for section in handout.sections]
    assert kinds == [
        (SectionKind.MAIN_LINE, 1),
        (SectionKind.VARIATION, 4),
        (SectionKind.VARIATION, 8),
    ]
    main = handout.sections[0]
    assert [(item.figure.first_move, item.figure.last_move) for item in main.figures] == [(1, 4), (5, 8), (9, 11)]


def test_each_figure_holds_every_comment_of_its_moves_by_number() -> None:
    handout = make_handout(_lesson(), per_figure=4)
    first = handout.sections[0].figures[0]
    assert [(c.number, c.text) for c in first.comments] == [
        (1, "Tengen: the centre first."),
        (3, "Black approaches from the right."),
        (4, "White takes the second corner."),
    ]
    assert first.figure.caption.comment is None  # printed once, with the others


def test_every_comment_of_the_record_is_in_the_handout() -> None:
    tree = _lesson()
    handout = make_handout(tree, per_figure=3)
    wanted = [node.comment.strip() for node in tree.nodes() if node.comment]
    assert sorted(handout.comments()) == sorted(wanted)


def test_result_and_an_estimated_count_when_the_record_has_none() -> None:
    handout = make_handout(_lesson())
    assert handout.result == "W+4.5"
    assert handout.count is not None
    assert handout.count_source is CountSource.ESTIMATED
    assert handout.count.white.komi == 6.5


def test_the_recorded_count_is_used_when_the_last_node_has_one() -> None:
    tree = parse("(;SZ[5]KM[0.5]RU[Japanese];B[bb];W[dd];B[];W[]TB[dd])").games[0]
    handout = make_handout(tree)
    assert handout.count_source is CountSource.RECORDED
    assert handout.count is not None
    assert [point.to_sgf() for point in handout.count.dead] == ["dd"]


def test_a_record_without_moves_is_one_clear_error() -> None:
    tree = parse("(;SZ[9]C[empty])").games[0]
    with pytest.raises(DiagramError) as caught:
        make_handout(tree)
    assert caught.value.reason is DiagramErrorReason.NO_MOVES


def test_variations_can_be_left_out() -> None:
    handout = make_handout(_lesson(), variations=False)
    assert [section.kind for section in handout.sections] == [SectionKind.MAIN_LINE]
