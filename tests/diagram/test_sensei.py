"""The ``$$`` ASCII diagrams, compared with diagrams drawn by hand for a few positions."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.diagram import DiagramError, DiagramErrorReason, Region, make_figures, sensei_diagram, sensei_document
from qtgo.sgf import load, parse

KO_FIGHT = Path(__file__).resolve().parents[1] / "data" / "diagram" / "ko_fight.sgf"


def test_a_whole_nine_by_nine_with_moves_markup_and_star_points() -> None:
    # The markup of the figure's last node is drawn (SGF markup belongs to one node).
    tree = parse("(;SZ[9]AB[cc]AW[gc];B[dc];W[cd]CR[cc]TR[gg]LB[ee:b])").games[0]
    (figure,) = make_figures(tree)
    assert sensei_diagram(figure) == "\n".join(
        [
            "$$B Figure 1 (moves 1-2)",
            "$$ +-------------------+",
            "$$ | . . . . . . . . . |",
            "$$ | . . . . . . . . . |",
            "$$ | . . B 1 . . O . . |",
            "$$ | . . 2 . . . . . . |",
            "$$ | . . . . b . . . . |",
            "$$ | . . . . . . . . . |",
            "$$ | . . , . . . T . . |",
            "$$ | . . . . . . . . . |",
            "$$ | . . . . . . . . . |",
            "$$ +-------------------+",
        ]
    )


def test_marked_stones_use_the_marked_stone_letters() -> None:
    tree = parse("(;SZ[9]AB[aa][ba][ca][da]AW[ab][bb][cb][db]CR[aa][ab]SQ[ba][bb]TR[ca][cb]MA[da][db])").games[0]
    (figure,) = make_figures(tree, region=Region.parse("aa:eb", 9, 9))
    assert sensei_diagram(figure).splitlines()[1:4] == [
        "$$ +----------",
        "$$ | B # Y Z .",
        "$$ | W @ Q P .",
    ]


def test_a_corner_region_later_in_the_game_has_offset_numbers_and_remarks() -> None:
    tree = load(KO_FIGHT).games[0]
    figures = make_figures(tree, per_figure=10, region=Region.parse("aa:fg", 9, 9))
    second = figures[1]
    assert sensei_diagram(second, coordinates=True) == "\n".join(
        [
            "$$Bc9m11 Figure 2 (moves 11-17)",
            "$$ +------------",
            "$$ | . . . . . .",
            "$$ | . . . . . .",
            "$$ | . . , X O .",
            "$$ | . . X O 1 O",
            "$$ | . . . X O .",
            "$$ | . . . . . .",
            "$$ | . 3 , . . .",
            "Black: Aoki, White: Brown",
            "12 elsewhere",
            "14 retakes ko at D6",
            "15 elsewhere",
            "16 at 11",
            "17 pass",
        ]
    )


def test_more_than_ten_moves_do_not_fit_a_dollar_diagram() -> None:
    tree = load(KO_FIGHT).games[0]
    (figure,) = make_figures(tree)
    with pytest.raises(DiagramError) as caught:
        sensei_diagram(figure)
    assert caught.value.reason is DiagramErrorReason.NOT_ASCII


def test_a_document_separates_its_diagrams_by_a_blank_line() -> None:
    tree = parse("(;SZ[5];B[aa];W[bb];B[cc])").games[0]
    text = sensei_document(make_figures(tree, per_figure=2))
    assert text.endswith("\n")
    blocks = text.strip().split("\n\n")
    assert [block.splitlines()[0] for block in blocks] == ["$$B Figure 1 (moves 1-2)", "$$Bm3 Figure 2 (move 3)"]
    assert blocks[1].splitlines()[2:5] == ["$$ | X . . . . |", "$$ | . O . . . |", "$$ | . . 1 . . |"]


def test_arrows_and_lines_follow_the_rows_in_the_diagrams_own_coordinates() -> None:
    # The region starts at column b, row c: its upper-left point bc is 1:1, so the arrow
    # cc->ee is 2:1 -> 4:3 and the line bc-bf is 1:1 -> 1:4, written by hand from the SGF.
    tree = parse("(;SZ[9]AB[cc];W[ee]AR[cc:ee]LN[bc:bf])").games[0]
    (figure,) = make_figures(tree, region=Region.parse("bc:ff", 9, 9))
    assert sensei_diagram(figure) == "\n".join(
        [
            "$$W Figure 1 (move 1)",
            "$$   . X . . .",
            "$$   . . . . .",
            "$$   . . . 1 .",
            "$$   . . . . .",
            "$$ {AR 2:1 4:3}",
            "$$ {LN 1:1 1:4}",
        ]
    )
