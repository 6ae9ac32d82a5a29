"""Mistakes in words: positions whose answer is known, each sentence checked against the
ownership grid and the numbers it was made from, in English and Russian."""

from __future__ import annotations

import pytest

from qtgo.engine.analysis import Analysis, Candidate
from qtgo.engine.explain import Sentence, SentenceKind, explain_move, render
from qtgo.rules import Board, Color, Point

# 9x9: a white chain of 3 at the top left (aa, ba, ca), a black stone at ee.
ROWS = [
    "OOO......",
    "XXX......",
    ".........",
    ".........",
    "....X....",
    ".........",
    ".........",
    ".........",
    ".........",
]


def _grid(width: int = 9, **points: float) -> tuple[float, ...]:
    """Ownership (+1 Black) of every point: 0 except the SGF points given."""
    values = [0.0] * (width * width)
    for name, value in points.items():
        p = Point.from_sgf(name)
        values[p.y * width + p.x] = value
    return tuple(values)


def test_a_chain_whose_ownership_flips_is_said_to_have_died() -> None:
    board = Board.from_rows(ROWS)
    alive = _grid(aa=-0.9, ba=-0.9, ca=-0.9, ab=0.9, bb=0.9, cb=0.9, ee=0.8)
    dead = _grid(aa=0.95, ba=0.9, ca=0.85, ab=0.9, bb=0.9, cb=0.9, ee=0.8)
    before = Analysis(
        Color.WHITE, (Candidate(Point.from_sgf("da"), score_lead=-2.0),), score_lead=-2.0, ownership=alive
    )
    after = Analysis(Color.BLACK, (), score_lead=10.0, ownership=dead)
    sentences = explain_move(board, Color.WHITE, Point.from_sgf("gg"), before, after)
    assert sentences == [
        Sentence(SentenceKind.LEAD_FELL, Color.WHITE, before=2.0, after=-10.0, amount=12.0),
        Sentence(SentenceKind.WENT_DEAD, Color.WHITE, Point.from_sgf("aa"), 3, before=0.9, after=-0.9),
        Sentence(SentenceKind.BETTER_MOVE, Color.WHITE, Point.from_sgf("gg"), amount=12.0, best=Point.from_sgf("da")),
    ]
    words = [render(s, 9) for s in sentences]
    assert words == [
        "White's lead fell from +2 to \u221210 (by 12)",
        "White's 3 stones at A9 went from alive to dead",
        "White played G3 while D9 was worth about 12 points more",
    ]
    assert [render(s, 9, "ru") for s in sentences] == [
        "Перевес белых упал с +2 до \u221210 (на 12 очков)",
        "3 камня белых на A9 были живыми, а стали мёртвыми",
        "Белые сыграли на G3, а ход на D9 был ценнее примерно на 12 очков",
    ]


def test_a_chain_brought_back_to_life_and_a_small_change_says_nothing_of_the_lead() -> None:
    board = Board.from_rows(ROWS)
    dead = _grid(aa=0.8, ba=0.8, ca=0.8)
    alive = _grid(aa=-0.7, ba=-0.6, ca=-0.8)
    before = Analysis(Color.WHITE, (Candidate(Point.from_sgf("da"), score_lead=0.5),), score_lead=0.5, ownership=dead)
    after = Analysis(Color.BLACK, (), score_lead=0.2, ownership=alive)
    sentences = explain_move(board, Color.WHITE, Point.from_sgf("da"), before, after)
    assert [s.kind for s in sentences] == [SentenceKind.CAME_ALIVE]  # the best move, and 0.3 points is noise
    assert sentences[0].stones == 3 and sentences[0].before == pytest.approx(-0.8)
    assert render(sentences[0], 9, "ru") == "3 камня белых на A9 были мёртвыми, а ожили"


def test_without_ownership_only_the_numbers_are_spoken_and_a_half_point_reads_right_in_russian() -> None:
    board = Board.from_rows(ROWS)
    before = Analysis(Color.BLACK, (Candidate(None, score_lead=4.0),), score_lead=4.0)
    after = Analysis(Color.WHITE, (), score_lead=2.5)
    sentences = explain_move(board, Color.BLACK, Point.from_sgf("ii"), before, after)
    assert [render(s, 9) for s in sentences] == [
        "Black's lead fell from +4 to +2.5 (by 1.5)",
        "Black played J1 while pass was worth about 1.5 points more",
    ]
    assert render(sentences[0], 9, "ru") == "Перевес чёрных упал с +4 до +2.5 (на 1.5 очка)"


def test_a_chain_the_move_itself_captures_is_not_said_to_die() -> None:
    rows = ["XO.......", "O........", *["........."] * 7]
    board = Board.from_rows(rows)
    before = Analysis(Color.WHITE, (), score_lead=0.0, ownership=_grid(aa=0.9))
    after = Analysis(Color.BLACK, (), score_lead=0.0, ownership=_grid(aa=-0.9))
    assert explain_move(board, Color.WHITE, Point.from_sgf("ee"), before, after)[0].kind is SentenceKind.WENT_DEAD
    captured = explain_move(
        Board.from_rows(["X........", "O........", *["........."] * 7]),
        Color.WHITE,
        Point.from_sgf("ba"),
        before,
        after,
    )
    assert captured == []
