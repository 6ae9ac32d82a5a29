"""Problem mode through qtgo's own problem collection (resources/problems/first_problems.sgf)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.rules import Color, Move, Point
from qtgo.session import Problem, SessionError
from qtgo.session.problem import GoProblem, ProblemSet, Status
from qtgo.sgf import load, parse

PROBLEMS = Path(__file__).resolve().parents[2] / "resources" / "problems" / "first_problems.sgf"


def _p(sgf: str) -> Point:
    return Point.from_sgf(sgf)


@pytest.fixture
def problems() -> ProblemSet:
    return ProblemSet(load(PROBLEMS).games)


def test_the_collection_loads_as_four_problems_with_their_questions(problems: ProblemSet) -> None:
    assert len(problems) == 4
    assert [p.title for p in problems.problems] == [
        "1. Capture",
        "2. Chase into the wall",
        "3. Save the stone",
        "4. White to capture",
    ]
    assert problems.current.description == "Black to capture the white stone."
    assert [p.student for p in problems.problems] == [Color.BLACK] * 3 + [Color.WHITE]


def test_a_correct_comment_ends_a_right_line(problems: ProblemSet) -> None:
    attempt = problems.play(_p("ef"))
    assert attempt.status is Status.RIGHT and attempt.in_record and attempt.reply is None
    assert attempt.comments == ("Correct! The stone had one liberty left.",)
    assert problems.current.game.board[_p("ee")] is None  # captured
    assert problems.solved_count == 1


def test_a_wrong_line_gets_the_records_reply_then_try_again(problems: ProblemSet) -> None:
    attempt = problems.play(_p("gg"))
    assert attempt.reply == Move(Color.WHITE, _p("ef"))
    assert attempt.status is Status.WRONG
    assert problems.current.game.board[_p("ef")] is Color.WHITE
    with pytest.raises(SessionError) as caught:
        problems.play(_p("ef"))
    assert caught.value.reason is Problem.GAME_OVER
    problems.current.try_again()
    assert problems.current.game.board[_p("ef")] is None
    assert problems.play(_p("ef")).status is Status.RIGHT
    assert problems.solved_count == 1


def test_tesuji_and_bad_move_marks_judge_a_longer_line(problems: ProblemSet) -> None:
    problem = problems.go(1)
    first = problems.play(_p("ef"))
    assert (first.reply, first.status) == (Move(Color.WHITE, _p("fe")), Status.SOLVING)
    second = problems.play(_p("ge"))
    assert (second.reply, second.status) == (Move(Color.WHITE, _p("ff")), Status.SOLVING)
    last = problems.play(_p("fg"))
    assert last.status is Status.RIGHT
    assert all(problem.game.board[_p(p)] is None for p in ("ee", "fe", "ff"))
    problem.try_again()
    assert problems.play(_p("fe")).status is Status.WRONG  # BM on the student's move


def test_a_record_without_marks_is_right_where_the_student_has_the_last_move(problems: ProblemSet) -> None:
    problems.go(2)
    assert problems.play(_p("cd")).reply == Move(Color.WHITE, _p("dd"))
    assert problems.play(_p("ce")).status is Status.RIGHT
    problems.current.try_again()
    wrong = problems.play(_p("bd"))
    assert (wrong.reply, wrong.status) == (Move(Color.WHITE, _p("cd")), Status.WRONG)
    assert problems.current.game.board[_p("cc")] is None  # the stone is lost


def test_white_to_play_and_a_move_off_the_record(problems: ProblemSet) -> None:
    problems.go(3)
    attempt = problems.play(_p("aa"))
    assert (attempt.in_record, attempt.status) == (False, Status.WRONG)
    assert problems.current.game.board[_p("aa")] is Color.WHITE
    problems.current.try_again()
    assert problems.play(_p("gh")).status is Status.RIGHT


def test_an_illegal_move_is_refused_with_the_rules_reason(problems: ProblemSet) -> None:
    with pytest.raises(SessionError) as caught:
        problems.play(_p("ee"))
    assert caught.value.reason is Problem.OCCUPIED
    assert problems.current.status is Status.SOLVING


def test_showing_the_answer_plays_the_right_line_and_does_not_count(problems: ProblemSet) -> None:
    problem = problems.go(1)
    moves = problem.show_answer()
    assert [m.point.to_sgf() for m in moves if m.point] == ["ef", "fe", "ge", "ff", "fg"]
    assert problem.status is Status.SHOWN
    assert problem.game.board[_p("fg")] is Color.BLACK
    problem.try_again()
    problems.play(_p("ef"))
    problems.play(_p("ge"))
    assert problems.play(_p("fg")).status is Status.RIGHT
    assert not problem.solved and problems.solved_count == 0


def test_next_and_previous_walk_the_collection(problems: ProblemSet) -> None:
    assert problems.previous() is None
    for index in (1, 2, 3):
        assert problems.next() is problems.problems[index]
    assert problems.next() is None
    assert problems.index == 3


def test_a_solved_count_over_the_whole_collection(problems: ProblemSet) -> None:
    answers = [["ef"], ["ef", "ge", "fg"], ["cd", "ce"], ["gh"]]
    for index, line in enumerate(answers):
        problems.go(index)
        statuses = [problems.play(_p(p)).status for p in line]
        assert statuses[-1] is Status.RIGHT
    assert problems.solved_count == 4


def test_the_question_in_the_root_comment_is_not_a_mark() -> None:
    (tree,) = parse("(;SZ[9]AB[cc]AW[cd]PL[W]C[Find the right move.];W[dd];B[de];W[ee])").games
    problem = GoProblem(tree)
    problem.play(_p("dd"))
    assert problem.play(_p("ee")).status is Status.RIGHT


def test_an_empty_collection_is_refused() -> None:
    with pytest.raises(SessionError) as caught:
        ProblemSet([])
    assert caught.value.reason is Problem.NO_GAME


def test_the_russian_collection_poses_the_same_problems_with_russian_verdicts(problems: ProblemSet) -> None:
    russian = ProblemSet(load(PROBLEMS.parent / "ru" / PROBLEMS.name).games)
    assert len(russian) == len(problems)
    assert [p.student for p in russian.problems] == [p.student for p in problems.problems]
    assert russian.current.title == "1. Взятие"
    assert russian.play(_p("ef")).status is Status.RIGHT  # «Правильно!»
    russian.go(3)
    assert russian.play(_p("hh")).status is Status.WRONG  # «Неправильно: …»


@pytest.mark.parametrize(
    ("comment", "right", "wrong"),
    [("Правильно!", True, False), ("Неправильно.", False, True), ("Неверно", False, True), ("Верно", True, False)],
)
def test_russian_verdict_words_are_read(comment: str, right: bool, wrong: bool) -> None:
    from qtgo.session.problem import _marks_right, _marks_wrong

    node = parse(f"(;C[{comment}])").games[0].root
    assert (_marks_right(node, Color.BLACK), _marks_wrong(node, Color.BLACK)) == (right, wrong)
