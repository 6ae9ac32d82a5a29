"""The engine's ownership is kept in the record (``QTOW``), so a reopened review says which
stones lived or died by a move, as it did with the engine there."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.cli import main
from qtgo.engine.analysis import Analysis, Candidate
from qtgo.engine.evaluations import (
    OWNERSHIP_PROPERTY,
    clear_evaluation,
    ownership_text,
    ownership_values,
    read_evaluation,
    write_evaluation,
)
from qtgo.engine.explain import SentenceKind, explain_move
from qtgo.engine.review import main_line_nodes, stored_evaluations
from qtgo.rules import Color, Point
from qtgo.sgf import PositionCache, dumps, parse


def _grid(**points: float) -> tuple[float, ...]:
    values = [0.0] * 81
    for name, value in points.items():
        p = Point.from_sgf(name)
        values[p.y * 9 + p.x] = value
    return tuple(values)


def test_ownership_is_one_character_a_point_and_keeps_each_value_within_a_step() -> None:
    values = tuple((i - 40) / 40 for i in range(81))
    text = ownership_text(values)
    assert len(text) == 81 and text[0] == "A" and text[40] == "f" and text[-1] == "+"
    back = ownership_values(text, 81)
    assert back is not None and back[40] == 0.0 and back[0] == -1.0 and back[-1] == 1.0
    assert all(abs(a - b) <= 1 / 62 + 1e-9 for a, b in zip(values, back, strict=True))
    assert ownership_values(text, 80) is None and ownership_values(text[:-1] + "!", 81) is None


# 9x9: White's chain aa-ba-ca under Black's wall ab-bb-cb, a black stone at ee; White plays gg.
RECORD = "(;GM[1]FF[4]SZ[9]KM[7]PB[Ann]PW[Bob]AW[aa][ba][ca]AB[ab][bb][cb][ee]PL[W];W[gg];B[da])"


def _analysed() -> str:
    tree = parse(RECORD).games[0]
    start, after_w, after_b = main_line_nodes(tree)
    alive = _grid(aa=-0.9, ba=-0.9, ca=-0.9, ab=0.9, bb=0.9, cb=0.9, ee=0.8)
    dead = _grid(aa=0.95, ba=0.9, ca=0.85, ab=0.9, bb=0.9, cb=0.9, ee=0.8)
    da = Point.from_sgf("da")
    write_evaluation(start, Analysis(Color.WHITE, (Candidate(da, score_lead=-2.0),), score_lead=-2.0, ownership=alive))
    write_evaluation(after_w, Analysis(Color.BLACK, (Candidate(da, score_lead=10.0),), score_lead=10.0, ownership=dead))
    write_evaluation(after_b, Analysis(Color.WHITE, (), score_lead=10.5, ownership=dead))
    return dumps(tree)


def test_a_reopened_record_explains_the_chain_that_died_from_its_saved_ownership() -> None:
    reopened = parse(_analysed()).games[0]
    nodes = main_line_nodes(reopened)
    before, after = stored_evaluations(reopened, ownership=True)[:2]
    assert before is not None and after is not None and before.ownership is not None
    board = PositionCache(reopened).game_at(nodes[0]).board
    kinds = [s.kind for s in explain_move(board, Color.WHITE, Point.from_sgf("gg"), before, after)]
    assert kinds == [SentenceKind.LEAD_FELL, SentenceKind.WENT_DEAD, SentenceKind.BETTER_MOVE]


def test_the_report_of_a_reopened_record_says_the_stones_went_dead(tmp_path: Path, capsys) -> None:
    path = tmp_path / "lesson.sgf"
    path.write_text(_analysed(), encoding="utf-8")
    assert main(["report", str(path)]) == 0
    out = capsys.readouterr().out
    assert "White's 3 stones at A9 went from alive to dead" in out


@pytest.mark.parametrize("broken", ["", "AAA", "!" * 81])
def test_an_unreadable_ownership_is_left_out_and_the_rest_of_the_evaluation_read(broken: str) -> None:
    tree = parse(_analysed()).games[0]
    node = main_line_nodes(tree)[0]
    node.set(OWNERSHIP_PROPERTY, broken)
    analysis = read_evaluation(node)
    assert analysis is not None and analysis.ownership is None and analysis.score_lead == -2.0


def test_clearing_an_evaluation_drops_the_ownership_too() -> None:
    tree = parse(_analysed()).games[0]
    node = main_line_nodes(tree)[0]
    clear_evaluation(node)
    assert read_evaluation(node) is None and OWNERSHIP_PROPERTY not in node
