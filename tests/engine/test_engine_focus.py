"""An analysis region and a framed corner problem, as the engine is told them: the
``allow`` of ``kata-analyze``, the JSON engine's ``allowMoves``, the framed position and what
comes back (only the region's candidates), with GNU Go and the real KataGo."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.engine import Analysis, Candidate, Engine, EngineError, EnginePosition, Limits, position_in_tree
from qtgo.engine.focus import Focus, frame_position, problem_attacker
from qtgo.engine.katago import KataJsonEngine
from qtgo.rules import Board, Color, Move, Point, RulesError, Ruleset, Scoring
from qtgo.rules.scoring import score_position
from qtgo.sgf import GameTree, Node, load

PROBLEMS = Path(__file__).resolve().parents[2] / "resources" / "problems" / "reading_problems.sgf"
CHINESE = Ruleset.preset("chinese")
CORNER = Focus(frozenset(Point(x, y) for x in range(3) for y in range(2)))  # A9-C8 on 9x9


def problem(number: int) -> GameTree:
    """The shipped problem called ``number.`` (its ``GN``)."""
    return next(g for g in load(PROBLEMS).games if str(g.root.get("GN")).startswith(f"{number}. "))


def answers(tree: GameTree) -> set[Point]:
    """The first moves of the lines that end ``Correct!``."""

    def right(node: Node) -> bool:
        return "Correct" in str(node.get("C") or "") or any(right(c) for c in node.children)

    return {c.move.point for c in tree.root.children if c.move is not None and c.move.point and right(c)}


def test_kata_analyze_is_told_the_region_for_both_sides_many_moves_deep() -> None:
    assert CORNER.kata_allow(Color.WHITE, 9) == ("allow W A9,B9,C9,A8,B8,C8,pass 30 allow B A9,B9,C9,A8,B8,C8,pass 30")
    assert CORNER.kata_allow(Color.BLACK, 9, both=False) == "allow B A9,B9,C9,A8,B8,C8,pass 30"


def test_the_json_engine_gets_one_allow_moves_entry_per_player() -> None:
    entries = Focus(frozenset({Point(0, 8), Point(1, 8)}), depth=12).json_allow_moves(Color.BLACK, 9)
    assert entries == [
        {"player": "B", "moves": ["A1", "B1", "pass"], "untilDepth": 12},
        {"player": "W", "moves": ["A1", "B1", "pass"], "untilDepth": 12},
    ]


def test_an_empty_region_or_no_depth_is_refused() -> None:
    with pytest.raises(EngineError):
        Focus(frozenset())
    with pytest.raises(EngineError):
        Focus(frozenset({Point(0, 0)}), depth=0)


def test_restricting_keeps_the_region_and_passes_in_order() -> None:
    candidates = (Candidate(Point(5, 5), order=0), Candidate(Point(1, 1), order=1), Candidate(None, order=2))
    analysis = Analysis(Color.BLACK, candidates, score_lead=3.0)
    kept = CORNER.restrict(analysis)
    assert [c.point for c in kept.candidates] == [Point(1, 1), None]
    assert kept.best is not None and kept.best.point == Point(1, 1) and kept.score_lead == 3.0
    inside = Analysis(Color.BLACK, candidates[1:])
    assert CORNER.restrict(inside) is inside


def test_the_attacker_is_the_side_facing_the_open_board() -> None:
    for number, attacker in ((1, Color.WHITE), (41, Color.BLACK), (81, Color.BLACK)):
        tree = problem(number)
        board = position_in_tree(tree, tree.root).board()
        assert problem_attacker(9, 9, dict(board.stones()), Color.WHITE) is attacker, number
    assert problem_attacker(9, 9, {Point(0, 0): Color.BLACK}, Color.BLACK) is Color.WHITE  # one colour: surrounded
    whole = {Point(0, 0): Color.BLACK, Point(8, 8): Color.WHITE}
    assert problem_attacker(9, 9, whole, Color.WHITE) is Color.WHITE  # no open side: cannot tell


@pytest.mark.parametrize("number", [1, 41, 81])
def test_a_framed_problem_keeps_its_corner_and_the_walls_are_even(number: int) -> None:
    tree = problem(number)
    position = position_in_tree(tree, tree.root)
    framed = frame_position(position)
    told = framed.position
    assert told.from_board and told.to_play is position.to_play and (told.width, told.height) == (9, 9)
    board = told.board()  # a position an engine can be told: every group has liberties
    original = dict(position.board().stones())
    assert {p: c for p, c in board.stones() if p in framed.keep} == original
    assert {p: c for p, c in board.stones() if p not in framed.keep} == dict(framed.frame)
    assert framed.frame and all(p not in framed.keep for p in framed.frame)
    beside = min(framed.frame, key=lambda p: max(p.x, p.y))  # the wall nearest the corner
    assert framed.frame[beside] is framed.attacker
    # The komi evens the walls out: their area (their eyes alone where stones do not count),
    # as qtgo's count finds it, is the same for both sides once White has the komi.
    walls = Board(9, 9)
    walls.set_many(
        black=[p for p, c in framed.frame.items() if c is Color.BLACK],
        white=[p for p, c in framed.frame.items() if c is Color.WHITE],
    )
    for rules in (CHINESE, Ruleset.preset("japanese")):
        asked = EnginePosition(9, 9, 6.5, rules, position.to_play, (), position.steps, position.from_board)
        komi = frame_position(asked).position.komi
        eyes = {p: c for p, c in score_position(walls, rules, seki=()).territory.items() if p not in framed.keep}
        counted = {**eyes, **(framed.frame if rules.scoring is not Scoring.TERRITORY else {})}
        black = sum(1 for c in counted.values() if c is Color.BLACK)
        assert black == sum(1 for c in counted.values() if c is Color.WHITE) + komi, rules.name


def test_with_a_region_the_stones_far_from_it_give_way_to_the_frame() -> None:
    stones = [Point(1, 1), Point(2, 1), Point(8, 8), Point(7, 2)]
    steps = (*(Move(Color.BLACK, p) for p in stones[:2]), *(Move(Color.WHITE, p) for p in stones[2:]))
    position = EnginePosition(13, 13, 6.5, CHINESE, Color.BLACK, (), steps, from_board=True)
    region = [Point(x, y) for x in range(4) for y in range(3)]
    framed = frame_position(position, region)
    assert framed.keep == frozenset(Point(x, y) for x in range(6) for y in range(5))
    board = framed.position.board()
    assert board[Point(1, 1)] is Color.BLACK and board[Point(2, 1)] is Color.BLACK
    assert Point(7, 2) not in framed.keep and Point(8, 8) not in framed.keep  # white's stones: not the problem's
    assert board[Point(8, 8)] is framed.frame.get(Point(8, 8)) and board[Point(7, 2)] is framed.frame.get(Point(7, 2))
    assert framed.focus(region) == Focus(frozenset(region))
    assert framed.focus() == Focus(framed.keep)


def test_a_full_board_cannot_be_framed() -> None:
    steps = tuple(Move(Color.BLACK if (x + y) % 3 else Color.WHITE, Point(x, y)) for x in (0, 8) for y in (0, 8))
    position = EnginePosition(9, 9, 6.5, CHINESE, Color.BLACK, (), steps, from_board=True)
    with pytest.raises(RulesError):
        frame_position(position)


def test_the_frame_ownership_is_blanked_outside_the_problem() -> None:
    tree = problem(1)
    framed = frame_position(position_in_tree(tree, tree.root))
    shaded = Analysis(Color.BLACK, ownership=tuple(1.0 for _ in range(81)))
    ownership = framed.restrict(shaded).ownership
    assert ownership is not None
    assert {Point(i % 9, i // 9) for i, v in enumerate(ownership) if v} == framed.keep


@pytest.mark.gnugo
def test_gnugo_candidates_are_only_the_regions(gnugo_command: str) -> None:
    position = EnginePosition(9, 9, 6.5, CHINESE, Color.BLACK)
    with Engine.start(gnugo_command) as engine:
        plain = engine.analyse(position)
        focused = engine.analyse(position, focus=CORNER)
    assert any(c.point not in CORNER.points for c in plain.candidates)  # it would look elsewhere
    assert all(CORNER.allows(c.point) for c in focused.candidates)


def test_katago_searches_only_the_region_for_both_sides(katago) -> None:
    sent: list[str] = []
    position = EnginePosition(9, 9, 7.0, CHINESE, Color.BLACK)
    with Engine.start(katago.gtp(), timeout=120.0) as engine:
        engine.client.on_traffic = lambda direction, line: sent.append(line) if direction == ">" else None
        analysis = engine.analyse(position, Limits(visits=40, seconds=60), focus=CORNER)
    assert analysis.candidates and all(CORNER.allows(c.point) for c in analysis.candidates)
    assert all(CORNER.allows(p) for c in analysis.candidates for p in c.pv[:4])  # and reads on inside
    assert any("kata-analyze" in line and "allow B" in line and "allow W" in line for line in sent)


def test_a_framed_corner_problem_is_solved_by_katagos_json_engine(katago) -> None:
    tree = problem(81)
    framed = frame_position(position_in_tree(tree, tree.root))
    engine = KataJsonEngine(katago.analysis())
    try:
        (analysis,) = engine.analyse_positions([framed.position], Limits(visits=50), focus=framed.focus())
    finally:
        engine.close()
    assert all(c.point in framed.keep for c in analysis.candidates if c.point is not None)
    assert analysis.best is not None and analysis.best.point in answers(tree)
