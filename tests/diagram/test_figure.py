"""Figures of a record with captures and a ko, against expectations worked out by hand.

The record (tests/data/diagram/ko_fight.sgf, 9x9): moves 1-6 build a ko shape around
dd/ed; 7 B ed goes into it, 8 W dd takes it (captures 7), 9-10 a threat and answer,
11 B ed retakes (captures 8), 12-13 threat and answer, 14 W dd retakes (captures 11),
15 B ia elsewhere, 16 W ed connects the ko, 17 B passes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.diagram import (
    DiagramError,
    DiagramErrorReason,
    FigureLine,
    LineKind,
    MarkKind,
    Region,
    RemarkKind,
    make_figures,
    parse_move_range,
)
from qtgo.rules import Color, Point
from qtgo.sgf import load, parse

KO_FIGHT = Path(__file__).resolve().parents[1] / "data" / "diagram" / "ko_fight.sgf"


def _p(sgf: str) -> Point:
    return Point.from_sgf(sgf)


@pytest.fixture
def ko_tree():
    return load(KO_FIGHT).games[0]


def test_one_figure_numbers_every_move_and_lists_the_ko_retakes(ko_tree) -> None:
    (figure,) = make_figures(ko_tree)
    assert figure.stones == {}
    numbers = {p.to_sgf(): (s.color, s.number) for p, s in figure.numbered.items()}
    assert numbers["ed"] == (Color.BLACK, 7)
    assert numbers["dd"] == (Color.WHITE, 8)
    assert numbers["ia"] == (Color.BLACK, 15)
    assert len(numbers) == 13  # 17 moves less 11, 14, 16 (occupied points) and the pass
    assert figure.remark_lines() == [
        "11 retakes ko at 7",
        "14 retakes ko at 8",
        "16 at 7",
        "17 pass",
    ]
    assert [r.kind for r in figure.remarks] == [
        RemarkKind.RETAKES_KO_AT,
        RemarkKind.RETAKES_KO_AT,
        RemarkKind.AT,
        RemarkKind.PASS,
    ]
    assert (figure.first_move, figure.last_move) == (1, 17)


def test_second_figure_starts_from_the_position_and_letters_plain_stones(ko_tree) -> None:
    first, second = make_figures(ko_tree, per_figure=10)
    assert (first.first_move, first.last_move, first.remarks) == (1, 10, ())
    assert (second.first_move, second.last_move) == (11, 17)
    # After move 10 the ko stone 7 is gone and White's 8 stands on dd.
    assert second.stones[_p("dd")] is Color.WHITE
    assert _p("ed") not in second.stones
    assert second.numbered[_p("ed")].number == 11
    assert second.letters == {_p("dd"): "a"}
    assert second.remark_lines() == ["14 retakes ko at a", "16 at 11", "17 pass"]
    assert second.first_color is Color.BLACK


def test_numbers_may_restart_at_one_in_each_figure(ko_tree) -> None:
    _first, second = make_figures(ko_tree, per_figure=10, restart_numbers=True)
    assert second.numbered[_p("ed")].number == 1
    assert second.remark_lines() == ["4 retakes ko at a", "6 at 1", "7 pass"]
    assert second.caption.title() == "Figure 2 (moves 11-17)"


def test_a_move_range_and_a_region(ko_tree) -> None:
    (figure,) = make_figures(ko_tree, moves=(5, 12), region=Region.parse("aa:ee", 9, 9))
    # fd (move 6), hh, hg and bh lie outside columns a-e / rows a-e.
    assert figure.remark_lines() == [
        "6 elsewhere",
        "9 elsewhere",
        "10 elsewhere",
        "11 retakes ko at 7",
        "12 elsewhere",
    ]
    assert set(figure.stones) == {_p("cd"), _p("ec"), _p("dc"), _p("ee")}
    assert all(figure.region.contains(p) for p in figure.numbered)


def test_figures_end_at_commented_moves(ko_tree) -> None:
    figures = make_figures(ko_tree, at_comments=True)
    assert [(f.first_move, f.last_move) for f in figures] == [(1, 7), (8, 8), (9, 11), (12, 17)]
    assert figures[0].caption.comment == "Black puts a stone into the ko shape."
    assert figures[0].caption.lines() == [
        "Figure 1 (moves 1-7)",
        "Black: Aoki, White: Brown",
        "Black puts a stone into the ko shape.",
    ]


def test_alternating_figures_end_at_a_pass() -> None:
    tree = parse("(;SZ[9];B[aa];W[];B[bb];W[cc])").games[0]
    figures = make_figures(tree, alternating=True)
    assert [(f.first_move, f.last_move) for f in figures] == [(1, 2), (3, 4)]
    assert figures[0].remark_lines() == ["2 pass"]


def test_setup_in_mid_line_starts_a_new_figure() -> None:
    tree = parse("(;SZ[9];B[aa];W[bb];AB[cc];W[dd])").games[0]
    first, second = make_figures(tree)
    assert (first.first_move, first.last_move) == (1, 2)
    assert second.stones == {_p("aa"): Color.BLACK, _p("bb"): Color.WHITE, _p("cc"): Color.BLACK}
    assert second.numbered[_p("dd")].number == 3


def test_a_problem_without_moves_is_one_figure_of_its_position_with_its_markup() -> None:
    tree = parse("(;SZ[9]AB[cc][dc]AW[cd]TR[cc]LB[ee:a][ff:Q])").games[0]
    (figure,) = make_figures(tree)
    assert figure.numbered == {}
    assert figure.caption.title() == "Figure 1"
    assert {(m.kind, m.point.to_sgf(), m.label) for m in figure.marks} == {
        (MarkKind.TRIANGLE, "cc", None),
        (MarkKind.LABEL, "ee", "a"),
        (MarkKind.LABEL, "ff", "Q"),
    }


def test_a_variation_line_is_cut_like_the_main_line() -> None:
    tree = parse("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd];B[ee]))").games[0]
    branch = tree.root.children[0].children[1]
    (figure,) = make_figures(tree, node=branch)
    assert {p.to_sgf(): s.number for p, s in figure.numbered.items()} == {"aa": 1, "dd": 2, "ee": 3}


@pytest.mark.parametrize(
    ("text", "expected"),
    [("1-50", (1, 50)), ("51-", (51, None)), (" 7 ", (7, 7)), ("3-3", (3, 3))],
)
def test_move_ranges_parse(text: str, expected: tuple[int, int | None]) -> None:
    assert parse_move_range(text) == expected


@pytest.mark.parametrize("text", ["", "a-b", "0-5", "9-3", "1-2-3"])
def test_bad_move_ranges_say_why(text: str) -> None:
    with pytest.raises(DiagramError) as caught:
        parse_move_range(text)
    assert caught.value.reason is DiagramErrorReason.BAD_RANGE


def test_a_range_beyond_the_line_is_refused(ko_tree) -> None:
    with pytest.raises(DiagramError) as caught:
        make_figures(ko_tree, moves=(40, None))
    assert caught.value.reason is DiagramErrorReason.NO_MOVES
    with pytest.raises(DiagramError) as size:
        make_figures(ko_tree, per_figure=0)
    assert size.value.reason is DiagramErrorReason.BAD_FIGURE_SIZE


def test_regions_parse_in_any_corner_order_and_refuse_bad_text() -> None:
    assert Region.parse("jj:aa", 19, 19) == Region(0, 0, 9, 9)
    assert Region.parse("aa:jj", 19, 19).to_sgf() == "aa:jj"
    for text in ("aa", "aa:zz", "a1:b2", "aa:bb:cc"):
        with pytest.raises(DiagramError) as caught:
            Region.parse(text, 19, 19)
        assert caught.value.reason is DiagramErrorReason.BAD_REGION


def test_a_region_around_stones_reaches_out_to_near_edges() -> None:
    region = Region.around([_p("cc"), _p("ef")], 19, 19)
    assert region == Region(0, 0, 5, 6)
    assert region.edges(19, 19) == (True, True, False, False)
    centre = Region.around([_p("jj")], 19, 19, margin=2)
    assert centre == Region(7, 7, 11, 11)


def test_arrows_and_lines_of_the_last_node_are_kept_when_the_region_shows_both_ends() -> None:
    # cc->ee and gg->gc are arrows, ac-ag a line; ee->ii leaves the region aa:gg.
    tree = parse("(;SZ[9]AB[cc];W[ee]AR[cc:ee][gg:gc][ee:ii]LN[ac:ag])").games[0]
    (whole,) = make_figures(tree)
    (corner,) = make_figures(tree, region=Region.parse("aa:gg", 9, 9))
    arrow, line = LineKind.ARROW, LineKind.LINE
    assert whole.lines == (
        FigureLine(arrow, Point(2, 2), Point(4, 4)),
        FigureLine(arrow, Point(6, 6), Point(6, 2)),
        FigureLine(arrow, Point(4, 4), Point(8, 8)),
        FigureLine(line, Point(0, 2), Point(0, 6)),
    )
    assert corner.lines == (
        FigureLine(arrow, Point(2, 2), Point(4, 4)),
        FigureLine(arrow, Point(6, 6), Point(6, 2)),
        FigureLine(line, Point(0, 2), Point(0, 6)),
    )
