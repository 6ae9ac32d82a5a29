"""What the session allows now: the ``commands()`` value the window only reads."""

from __future__ import annotations

from qtgo.rules import Color, Point
from qtgo.session import Command, GameSession, Mode, NewGameSettings
from qtgo.session.commands import commands_for


def nine(rules: str = "japanese") -> GameSession:
    return GameSession.new(NewGameSettings(width=9, height=9, rules=rules))


def test_pass_is_allowed_in_play_and_not_after_a_resignation() -> None:
    session = nine()
    session.play(Point(2, 2))
    assert Command.PASS in commands_for(session)
    session.resign(Color.WHITE)
    commands = commands_for(session)
    assert Command.PASS not in commands
    assert Command.UNDO_BY_AGREEMENT not in commands
    assert commands == session.commands()


def test_pass_while_counting_only_when_four_passes_end_the_game() -> None:
    japanese = nine()
    japanese.play(Point(4, 4))
    japanese.pass_turn()
    japanese.pass_turn()
    assert japanese.mode is Mode.SCORING
    assert Command.PASS not in commands_for(japanese)
    assert {Command.ACCEPT_COUNT, Command.RESUME} <= commands_for(japanese).allowed

    tromp = nine("tromp-taylor")
    tromp.play(Point(4, 4))
    tromp.pass_turn()
    tromp.pass_turn()
    assert tromp.mode is Mode.SCORING
    assert Command.PASS in commands_for(tromp)


def test_continue_is_refused_at_the_end_of_a_finished_game() -> None:
    session = GameSession.from_text("(;SZ[9]RE[B+R];B[ee];W[cc])")
    assert Command.CONTINUE in commands_for(session)  # at the start: a new line is possible
    session.cursor.forward()
    assert Command.CONTINUE in commands_for(session)
    session.cursor.to_end()
    commands = commands_for(session)
    assert Command.CONTINUE not in commands
    assert Command.PASS not in commands and Command.BACK in commands


def test_an_unfinished_record_may_be_continued_at_its_end() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee];W[cc])")
    session.cursor.to_end()
    commands = commands_for(session)
    assert Command.CONTINUE in commands and Command.FORWARD not in commands


def test_touch_move_games_say_so() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, undo_allowed=False))
    session.play(Point(2, 2))
    commands = commands_for(session)
    assert commands.touch_move
    assert Command.UNDO_BY_AGREEMENT not in commands
    assert not commands_for(nine()).touch_move


def test_a_library_search_from_the_board_is_allowed_except_while_counting() -> None:
    session = nine()
    session.play(Point(4, 4))
    assert Command.SEARCH_LIBRARY in commands_for(session)
    session.pass_turn()
    session.pass_turn()
    assert session.mode is Mode.SCORING
    assert Command.SEARCH_LIBRARY not in commands_for(session)
