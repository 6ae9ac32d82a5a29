"""``RU[Tibetan]`` read and written, and a Tibetan record replayed under its own rules."""

from __future__ import annotations

from qtgo.rules import Color, IllegalReason, Move, Point, Ruleset
from qtgo.sgf import GameTree, Setup, dumps, parse, replay, ruleset_for

TIBETAN = Ruleset.preset("tibetan")


def tibetan_record() -> GameTree:
    """A 17×17 record as a new Tibetan game is written: RU, KM[0], the stones as setup, PL[W]."""
    tree = GameTree()
    tree.size = (17, 17)
    root = tree.root
    root.set("RU", [TIBETAN.sgf_name])
    tree.komi = TIBETAN.komi
    start = TIBETAN.starting_position(17, 17)
    assert start is not None
    root.setup = Setup(tuple(sorted(start.black)), tuple(sorted(start.white)), (), start.to_play)
    return tree


def test_ru_tibetan_is_written_and_read_back_as_the_preset() -> None:
    text = dumps(tibetan_record())
    assert "RU[Tibetan]" in text
    again = parse(text).games[0]
    ruleset, warnings = ruleset_for(again)
    assert warnings == []
    assert ruleset == TIBETAN
    assert dumps(again) == text


def test_ru_spellings_of_other_programs_are_read() -> None:
    for ru in ("tibetan", "TIBETAN", "Mig Mang"):
        ruleset, warnings = ruleset_for(parse(f"(;GM[1]SZ[17]RU[{ru}])").games[0])
        assert ruleset == TIBETAN and warnings == []


def test_record_replays_from_the_starting_stones_with_white_first() -> None:
    tree = tibetan_record()
    tree.add_child(tree.root, {"W": ["ii"]})
    result = replay(tree)
    assert result.warnings == [] and result.illegal == []
    board = result.game.board
    assert board[Point(2, 2)] is Color.WHITE and board[Point(14, 2)] is Color.BLACK
    assert board[Point(8, 8)] is Color.WHITE
    assert result.game.to_play is Color.BLACK


def test_a_play_on_a_point_just_emptied_is_reported_under_ru_tibetan() -> None:
    # Black captures two white stones (bb, cb) with db; White's play on bb at once is refused.
    text = "(;GM[1]FF[4]SZ[5]RU[{ru}]KM[0]AB[ba][ca][ab][bc][cc]AW[bb][cb]PL[B];B[db];W[bb])"
    tibetan = replay(parse(text.format(ru="Tibetan")).games[0])
    assert [(r.move_number, r.move, r.reason) for r in tibetan.illegal] == [
        (2, Move(Color.WHITE, Point(1, 1)), IllegalReason.JUST_EMPTIED)
    ]
    japanese = replay(parse(text.format(ru="Japanese")).games[0])
    assert japanese.illegal == []
