"""Guess the next move: points by closeness to the played move and the engine's candidates."""

from __future__ import annotations

import pytest

from qtgo.engine.analysis import Analysis, Candidate
from qtgo.rules import Color, Move, Point
from qtgo.session import SessionError
from qtgo.session.errors import Problem
from qtgo.session.guess_quiz import PLAYED_POINTS, GuessKind, GuessQuiz, score_guess

B, W = Color.BLACK, Color.WHITE
P = Point.from_sgf


def _analysis(to_play: Color, leads: dict[str, float]) -> Analysis:
    """Candidates with Black's lead after each (as analyses are stored: Black's view)."""
    return Analysis(to_play, tuple(Candidate(P(name), visits=100, score_lead=lead) for name, lead in leads.items()))


def test_the_played_move_scores_full_points() -> None:
    result = score_guess(12, P("dd"), Move(B, P("dd")))
    assert (result.kind, result.points) == (GuessKind.PLAYED, PLAYED_POINTS)


@pytest.mark.parametrize(
    ("guess", "kind", "points"),
    [
        ("qd", GuessKind.ENGINE, 8),  # loses 0.3 against the best: as good as played
        ("pp", GuessKind.ENGINE, 5),  # loses 1.5
        ("cq", GuessKind.ENGINE, 2),  # loses 4
        ("jj", GuessKind.MISS, 0),  # loses 9, far from the played move
    ],
)
def test_an_engine_candidate_scores_by_its_loss_for_black(guess, kind, points) -> None:
    analysis = _analysis(B, {"dd": 3.0, "qd": 2.7, "pp": 1.5, "cq": -1.0, "jj": -6.0})
    result = score_guess(1, P(guess), Move(B, P("dd")), analysis)
    assert (result.kind, result.points) == (kind, points)


def test_the_loss_is_counted_from_whites_side_for_white() -> None:
    # Black's leads: lower is better for White. "qd" (-3.0) is White's best, "pp" loses 2.
    analysis = _analysis(W, {"qd": -3.0, "pp": -1.0, "dd": -2.8})
    assert score_guess(2, P("qd"), Move(W, P("dd")), analysis).points == 8
    result = score_guess(2, P("pp"), Move(W, P("dd")), analysis)
    assert (result.kind, result.points, result.loss) == (GuessKind.ENGINE, 5, 2.0)


def test_a_guess_beside_the_played_move_scores_a_little() -> None:
    assert score_guess(1, P("de"), Move(B, P("dd"))).points == 3
    assert score_guess(1, P("ff"), Move(B, P("dd"))).kind is GuessKind.NEAR
    assert score_guess(1, P("ff"), Move(B, P("dd"))).points == 1
    assert score_guess(1, P("gg"), Move(B, P("dd"))).kind is GuessKind.MISS


def test_the_better_of_candidate_and_nearness_counts() -> None:
    analysis = _analysis(B, {"dd": 3.0, "de": -2.0})  # de loses 5: 2 points, but it is beside dd: 3
    result = score_guess(1, P("de"), Move(B, P("dd")), analysis)
    assert (result.kind, result.points) == (GuessKind.NEAR, 3)


def test_a_pass_guessed_for_a_pass_is_the_played_move() -> None:
    assert score_guess(200, None, Move(W, None)).kind is GuessKind.PLAYED
    assert score_guess(200, None, Move(W, P("aa"))).kind is GuessKind.MISS


def test_a_quiz_adds_up_and_ends() -> None:
    moves = [Move(B, P("pd")), Move(W, P("dd")), Move(B, P("pp"))]
    analyses = [None, _analysis(W, {"dd": 0.0, "dp": 0.2}), None]
    quiz = GuessQuiz(moves, first=1, analyses=analyses)
    assert quiz.percent == 0.0
    assert quiz.guess(P("pd")).points == 10
    assert quiz.next_number == 2
    assert quiz.guess(P("dp")).points == 8  # the engine's near-equal alternative
    assert quiz.guess(P("jj")).points == 0
    assert quiz.finished
    assert (quiz.score, quiz.best_possible) == (18, 30)
    assert quiz.percent == pytest.approx(60.0)
    assert [quiz.count(kind) for kind in (GuessKind.PLAYED, GuessKind.ENGINE, GuessKind.MISS)] == [1, 1, 1]
    with pytest.raises(SessionError) as caught:
        quiz.guess(P("aa"))
    assert caught.value.reason is Problem.GAME_OVER
    assert len(quiz.guesses) == 3


def test_a_quiz_of_one_side_asks_only_that_sides_moves() -> None:
    moves = [Move(B, P("pd")), Move(W, P("dd")), Move(B, P("pp")), Move(W, P("dp"))]
    analyses = [None, _analysis(W, {"dd": 0.0, "cd": 1.0}), None, None]
    quiz = GuessQuiz(moves, first=11, analyses=analyses, side=W)
    assert quiz.asked == (1, 3)
    assert (quiz.next_number, quiz.shown_index) == (12, 1)  # Black's move 11 shown, White's 12 asked
    assert quiz.guess(P("cd")).points == 5  # scored against White's move and its analysis
    assert (quiz.next_number, quiz.shown_index) == (14, 3)
    assert quiz.guess(P("dp")).kind is GuessKind.PLAYED
    assert quiz.finished and quiz.shown_index == 4
    assert (quiz.score, quiz.best_possible) == (15, 20)


def test_a_quiz_of_a_side_with_no_moves_left_is_finished_at_once() -> None:
    quiz = GuessQuiz([Move(B, P("pd"))], side=W)
    assert quiz.finished and quiz.asked == () and quiz.shown_index == 1
    with pytest.raises(SessionError):
        quiz.guess(P("pd"))
