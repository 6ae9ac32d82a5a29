"""The teaching game: verdicts after the student's moves, takebacks kept as variations with
the engine's comment; with a scripted evaluation, GNU Go and the shared KataGo."""

from __future__ import annotations

import pytest

from qtgo.engine.analysis import Analysis, Candidate
from qtgo.engine.engine import Engine, Limits
from qtgo.engine.position import position_in_tree
from qtgo.rules import Color, Move, Point
from qtgo.session import SessionError
from qtgo.session.teaching_game import TeachingGame
from qtgo.sgf import GameTree, Node

B, W = Color.BLACK, Color.WHITE
P = Point.from_sgf


def _tree(size: int = 9) -> GameTree:
    tree = GameTree()
    tree.size = (size, size)
    tree.komi = 7.0
    return tree


def _scripted(leads: dict[str, float], best: str = "ee"):
    """Black's lead after each last move (by its SGF point; the empty board: 0)."""

    def evaluate(tree: GameTree, node: Node) -> Analysis:
        move = node.move
        lead = leads.get(move.point.to_sgf() if move and move.point else "", 0.0)
        to_play = W if move and move.color is B else B
        return Analysis(to_play, (Candidate(P(best), visits=10, score_lead=lead),), score_lead=lead)

    return evaluate


def test_a_verdict_names_the_loss_and_the_better_move() -> None:
    game = TeachingGame(_tree(), B, _scripted({"aa": -8.0, "ee": 0.5}))
    verdict = game.play(Move(B, P("aa")))
    assert verdict is not None
    assert (verdict.number, verdict.loss, verdict.better, verdict.taken_back) == (1, 8.0, P("ee"), False)
    assert game.play(Move(W, P("cc"))) is None  # the engine's reply: no verdict


def test_a_big_loss_is_taken_back_at_once_and_kept_as_a_variation_with_the_comment() -> None:
    tree = _tree()
    game = TeachingGame(tree, B, _scripted({"aa": -8.0, "ee": 0.5}), threshold=3.0, auto_takeback=True)
    first = game.play(Move(B, P("aa")))
    assert first is not None and first.taken_back
    assert game.node is tree.root
    kept = game.play(Move(B, P("ee")))
    assert kept is not None and not kept.taken_back
    main, variation = tree.root.children
    assert main.move == Move(B, P("ee")) and main.is_main_line()
    assert variation.move == Move(B, P("aa"))
    assert variation.comment == "Taken back: loses 8 points; better: E5"
    assert game.taken_back() == [variation]


def test_a_small_loss_stays_until_the_student_asks_and_the_reply_goes_with_it() -> None:
    tree = _tree()
    game = TeachingGame(tree, B, _scripted({"dd": -1.0}), threshold=3.0, auto_takeback=True, language="ru")
    verdict = game.play(Move(B, P("dd")))
    assert verdict is not None and not verdict.taken_back
    game.play(Move(W, P("ff")))
    taken = game.take_back()  # on request
    assert taken.taken_back and game.node is tree.root
    (variation,) = tree.root.children
    assert variation.comment == "Ход взят назад: потеря 1 очк.; лучше: E5"
    assert variation.children[0].move == Move(W, P("ff"))  # the reply stays in the variation
    with pytest.raises(SessionError):
        game.take_back()  # nothing left to take back


def _engine_evaluation(engine: Engine, visits: int):
    def evaluate(tree: GameTree, node: Node) -> Analysis:
        return engine.analyse(position_in_tree(tree, node), Limits(visits=visits, seconds=60), ownership=False)

    return evaluate


def test_takebacks_with_gnu_go(gnugo_command: str) -> None:
    engine = Engine.start(gnugo_command + " --mode gtp --level 1")
    try:
        tree = _tree()
        # A threshold below any loss: every student move is judged and taken back.
        game = TeachingGame(tree, B, _engine_evaluation(engine, 1), threshold=-100.0, auto_takeback=True)
        verdict = game.play(Move(B, P("aa")))
    finally:
        engine.close()
    assert verdict is not None and verdict.taken_back and verdict.loss is not None
    (variation,) = tree.root.children
    assert variation.comment is not None and variation.comment.startswith("Taken back: loses")


def test_the_first_line_is_taken_back_with_katago(katago) -> None:
    engine = Engine.start(katago.gtp())
    try:
        tree = _tree()
        game = TeachingGame(tree, B, _engine_evaluation(engine, 16), threshold=3.0, auto_takeback=True)
        corner = game.play(Move(B, P("ai")))  # the 1-1 point of a 9x9 board
        centre = game.play(Move(B, P("ee")))
    finally:
        engine.close()
    assert corner is not None and corner.taken_back and corner.loss is not None and corner.loss > 3.0
    assert corner.better is not None
    assert centre is not None and not centre.taken_back
    main, variation = tree.root.children
    assert main.move == Move(B, P("ee")) and variation.move == Move(B, P("ai"))
    assert variation.comment is not None and "better:" in variation.comment
