"""What an engine is told of a position: the stones it ends with, and which positions follow
one another by one move (what KataGo's JSON engine may send as one game)."""

from __future__ import annotations

from qtgo.engine import EnginePosition
from qtgo.engine.review import main_line_nodes, main_line_positions
from qtgo.rules import Color, Move, Point, Ruleset
from qtgo.sgf import parse, replay

CHINESE = Ruleset.preset("chinese")


def test_a_position_told_by_its_stones_keeps_a_group_without_liberties():
    """Setup may leave a stone with no liberty; playing the stones would capture it."""
    steps = (Move(Color.BLACK, Point(0, 0)), Move(Color.WHITE, Point(1, 0)), Move(Color.WHITE, Point(0, 1)))
    board = EnginePosition(9, 9, 7.0, CHINESE, Color.BLACK, steps=steps, from_board=True).board()
    assert board[Point(0, 0)] is Color.BLACK and board[Point(1, 0)] is Color.WHITE


def test_the_positions_of_a_record_follow_by_one_move_except_after_setup():
    tree = parse("(;SZ[9]KM[7]AB[cc]AW[gg]PL[W];W[ee];B[ge];AB[cg];W[ec];B[eg])").games[0]
    positions = main_line_positions(tree)
    follows = [positions[i].move_from(positions[i - 1]) for i in range(1, len(positions))]
    assert follows == [
        Move(Color.WHITE, Point(4, 4)),
        Move(Color.BLACK, Point(6, 4)),
        None,
        Move(Color.BLACK, Point(4, 6)),
    ]
    for position, node in zip(positions, main_line_nodes(tree), strict=True):
        shown = replay(tree, node).game
        assert position.board() == shown.board and position.to_play is shown.to_play


def test_a_position_whose_player_is_not_the_one_its_move_leaves_does_not_follow():
    before = EnginePosition(9, 9, 7.0, CHINESE, Color.BLACK)
    move = Move(Color.BLACK, Point(4, 4))
    assert before.after(move).move_from(before) == move
    same_player = EnginePosition(9, 9, 7.0, CHINESE, Color.BLACK, steps=(move,))  # PL[B] after Black's move
    assert same_player.move_from(before) is None
