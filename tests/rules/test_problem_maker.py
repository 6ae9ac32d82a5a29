"""Problems qtgo makes itself: each kept position is a real problem with one right first move,
its answer tree holds every right move and refuted wrong moves, and non-problems are refused."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator

import pytest

from qtgo.rules import Color, Point
from qtgo.rules.problem_maker import (
    BOARD,
    Level,
    ProblemKind,
    ProblemMove,
    ReadProblem,
    candidates,
    make_problems,
    read_problem,
)
from qtgo.rules.reading import LocalFight

B, W = Color.BLACK, Color.WHITE


def _stones(rows: list[str]) -> dict[Point, Color]:
    return {Point(x, y): {"X": B, "O": W}[c] for y, row in enumerate(rows) for x, c in enumerate(row) if c in "XO"}


@functools.cache
def _made(kind: ProblemKind) -> list[ReadProblem]:
    """Three problems of ``kind``, made once for the tests that read them."""
    return make_problems(kind, 3, seed=1)


def _walk(moves: tuple[ProblemMove, ...], line: list[Point | None]) -> Iterator[tuple[list[Point | None], ProblemMove]]:
    for move in moves:
        yield line, move
        yield from _walk(move.children, [*line, move.point])


@pytest.mark.parametrize("kind", list(ProblemKind))
def test_each_made_problem_has_one_right_first_move_that_only_black_first_achieves(kind: ProblemKind) -> None:
    problems = _made(kind)
    assert len(problems) == 3
    assert len({frozenset(p.stones.items()) for p in problems}) == 3  # distinct positions
    for problem in problems:
        fight = problem.fight()
        assert (fight.width, fight.height) == (BOARD, BOARD)
        if kind is ProblemKind.LIVE:
            assert not fight.attacker_wins(B) and fight.attacker_wins(W)
            assert problem.stones[problem.target] is B
        else:
            assert fight.attacker_wins(B) and not fight.attacker_wins(W)
            assert problem.stones[problem.target] is W
        right = [m for m in problem.answer if m.children or m.right]
        assert fight.winning_moves(B) == [problem.answer[0].point]
        assert right[0].point == problem.answer[0].point


@pytest.mark.parametrize("kind", list(ProblemKind))
def test_every_line_of_the_answer_is_read_again_by_the_fight(kind: ProblemKind) -> None:
    for problem in _made(kind):
        fight = problem.fight()
        for line, move in _walk(problem.answer, []):
            if move.wrong:
                # The refutation of a wrong first move: White's reply reaches White's goal.
                assert move.color is W and move.point in fight.winning_moves(B, line)
            elif move.color is B:
                assert move.point in fight.legal_moves(B, line)
                if line and move.point not in fight.winning_moves(B, line):
                    pytest.fail(f"{line} then {move.point} is not a right move")
            if move.right:
                assert move.color is B and not move.children


@pytest.mark.parametrize(("moves", "level"), [(0, Level.BEGINNER), (1, Level.BEGINNER), (2, Level.KYU), (3, Level.DAN)])
def test_the_level_counts_black_moves_on_the_main_line(moves: int, level: Level) -> None:
    assert Level.of(moves) is level


def test_a_problem_s_level_is_that_of_its_main_line() -> None:
    for kind in ProblemKind:
        for problem in _made(kind):
            assert problem.level is Level.of(problem.main_line_length())
            assert problem.main_line_length() >= 1


def test_the_main_line_stops_where_only_wrong_moves_are_left() -> None:
    refuted = ProblemMove(Point(1, 1), W, wrong=True)
    answer = (ProblemMove(Point(0, 0), B, (ProblemMove(Point(2, 2), W, (refuted,)),)),)
    problem = ReadProblem(ProblemKind.KILL, {Point(3, 3): W}, frozenset(), Point(3, 3), answer, Level.BEGINNER)
    assert problem.main_line_length() == 1


# White's straight three on the edge behind Black's wall: whoever plays the middle point
# first decides (the shape of tests/rules/test_reading.py).
STRAIGHT_THREE = ["...OX", "OOOOX", "XXXXX"]
REGION = frozenset(Point.from_sgf(n) for n in ("aa", "ba", "ca", "ab", "bb", "cb", "db", "da"))


def test_the_straight_three_is_a_kill_problem_with_its_vital_point() -> None:
    problem = read_problem(ProblemKind.KILL, _stones(STRAIGHT_THREE), REGION, Point.from_sgf("db"))
    assert problem is not None
    assert problem.answer[0].point == Point.from_sgf("ba")
    assert problem.level is Level.of(problem.main_line_length())


def test_a_position_that_is_no_problem_is_refused() -> None:
    stones = _stones(STRAIGHT_THREE)
    target = Point.from_sgf("db")
    # White lives if White plays first, so it is no "live" problem for Black...
    assert read_problem(ProblemKind.LIVE, stones, REGION, target) is None
    # ...and a White group with two eyes already cannot be killed.
    alive = ["O.O.OX", "OOOOOX", "XXXXXX"]
    region = frozenset(Point.from_sgf(n) for n in ("ba", "da"))
    assert read_problem(ProblemKind.KILL, _stones(alive), region, Point.from_sgf("aa")) is None


def test_a_kill_with_two_right_first_moves_is_refused() -> None:
    # White's straight five on the edge: Black kills with more than one first move, so the
    # position has no single answer.
    rows = [".....X", "OOOOOX", "XXXXXX"]
    region = frozenset(Point(x, y) for x in range(5) for y in range(2))
    target = Point(4, 1)
    fight = LocalFight(BOARD, BOARD, _stones(rows), region, target)
    assert fight.attacker_wins(B) and not fight.attacker_wins(W)
    assert len(fight.winning_moves(B)) > 1
    assert read_problem(ProblemKind.KILL, _stones(rows), region, target) is None


def test_a_wrong_move_that_white_answers_only_by_passing_is_left_out_of_the_answer() -> None:
    # Black captures at b4 (the right move); c4 is wrong, but after it every White move
    # spoils White's position: White's best answer is a pass, which shows nothing.
    rows = ["O.OX", "OOOX", "XOOX", "O..X", "XXXO"]
    region = frozenset(Point(x, y) for x in range(3) for y in range(4))
    target = Point(0, 1)
    fight = LocalFight(BOARD, BOARD, _stones(rows), region, target)
    wrong = Point(2, 3)
    assert wrong in fight.legal_moves(B) and fight.winning_moves(B, [wrong]) == [None]
    problem = read_problem(ProblemKind.CAPTURE, _stones(rows), region, target)
    assert problem is not None
    assert [move.point for move in problem.answer] == [Point(1, 3)]


def test_candidates_are_well_formed_positions_to_read() -> None:
    for kind in ProblemKind:
        defender = B if kind is ProblemKind.LIVE else W
        # A thousand draws: enough that some are thrown away inside (no defender stone,
        # no white stone, too little room), and none of those comes out.
        for stones, region, target in itertools.islice(candidates(kind, 5), 1000):
            assert stones[target] is defender
            assert len(region) >= 3 and all(0 <= p.x < BOARD and 0 <= p.y < BOARD for p in region)
            if kind is ProblemKind.CAPTURE:
                assert not region & stones.keys()  # the empty points near the target
            else:
                assert target in region and 3 <= len(region - stones.keys()) <= 7


def test_no_tries_make_no_problems() -> None:
    assert make_problems(ProblemKind.KILL, 5, tries=0) == []
