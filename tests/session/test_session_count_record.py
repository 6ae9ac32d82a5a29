"""What an accepted count writes, and game information kept in a later node."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from qtgo.rules import Color, Point
from qtgo.session import GameSession, NewGameSettings

if TYPE_CHECKING:
    from conftest import FakeTime


def test_accepted_count_writes_territory_markup_and_named_dead_stones() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9))
    # Black walls off the left, White the right; a lone white stone dies on Black's side.
    for y in range(9):
        session.play(Point(3, y))
        session.play(Point(5, y))
    session.play(Point(0, 0))
    session.play(Point(1, 7))  # white, inside Black's area
    session.pass_turn()
    session.pass_turn()
    session.play(Point(1, 7))  # while counting, a click marks the chain dead
    assert session.counting is not None
    node = session.counting.node
    session.finish_scoring()
    tb = set(node.get_list("TB"))
    tw = set(node.get_list("TW"))
    assert "bh" in tb  # the dead white stone's point is Black's
    assert {"ba", "ca"} <= tb and "ia" in tw and not tb & tw
    assert "B2" in (node.get("C") or "")
    assert "bh" not in (node.get("C") or "")


def test_game_information_in_a_later_node_is_found(corpus: Path) -> None:
    session = GameSession.open(corpus / "edge" / "gogui__ff4_ex.sgf")
    session.select_game(1)
    info = session.record.game_info()
    assert info["PB"] == "B. Lack" and info["PW"] == "W. Hite" and info["EV"] == "Go Congress"
    assert session.record.player_name(Color.BLACK) == "B. Lack 5d"


def test_an_adjourned_game_keeps_its_clock_to_the_second(tmp_path: Path, fake_time: FakeTime) -> None:
    from qtgo.clock import TimeControl

    clock_time = fake_time
    control = TimeControl.absolute(60)
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=control), now=clock_time)
    session.play(Point(2, 2))  # Black: 0 s
    clock_time.now += 5
    session.play(Point(6, 6))  # White: 5 s
    clock_time.now += 52  # Black thinks 52 s, then the game is adjourned: 8 s left
    assert session.live is not None
    assert round(session.live.clock.state(Color.BLACK).time_left) == 8
    path = tmp_path / "adjourned.sgf"
    session.save(path)
    later = type(fake_time)()  # a fresh time source: the reopening machine's clock
    reopened = GameSession.open(path, now=later)
    reopened.continue_game()
    assert reopened.live is not None
    assert round(reopened.live.clock.state(Color.BLACK).time_left) == 8
    assert round(reopened.live.clock.state(Color.WHITE).time_left) == 55


def test_recovery_keeps_the_clock_to_the_second(tmp_path: Path, fake_time: FakeTime) -> None:
    from qtgo.clock import TimeControl
    from qtgo.session import AutosaveStore

    clock_time = fake_time
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(60)), now=clock_time)
    session.play(Point(2, 2))
    clock_time.now += 5
    session.play(Point(6, 6))
    clock_time.now += 52
    store = AutosaveStore(tmp_path / "autosave")
    store.save(session)
    recovered = store.recover()
    assert recovered.live is not None
    assert round(recovered.live.clock.state(Color.BLACK).time_left) == 8


def test_try_a_variation_during_a_live_game_and_go_back(fake_time: FakeTime) -> None:
    from qtgo.clock import TimeControl
    from qtgo.session import Command, Mode

    clock_time = fake_time
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600)), now=clock_time)
    for point in (Point(2, 2), Point(6, 6), Point(2, 6)):
        session.play(point)
        clock_time.now += 10
    live = session.live
    assert live is not None
    live_node = live.node
    white_before = live.clock.state(Color.WHITE).time_left
    assert Command.TRY_VARIATION in session.commands()
    session.try_variation()
    assert Command.BACK_TO_GAME in session.commands() and Command.CONTINUE not in session.commands()
    session.cursor.back(2)  # after Black's first move
    clock_time.now += 100  # the teacher explains: the clocks stand still
    session.play(Point(4, 4))  # White tries another reply: a variation
    session.play(Point(5, 5))
    side = session.cursor.node
    session.back_to_game()
    assert session.mode is Mode.PLAY and session.cursor.node is live_node
    assert live.clock.state(Color.WHITE).time_left == white_before
    tried = side.parent  # White's other reply, kept as a variation of move 2
    assert tried is not None and live_node.parent is not None
    assert tried.parent is live_node.parent.parent
    assert tried.variation_index > 0 and live_node.is_main_line()
    session.play(Point(6, 2))  # the game goes on where it stood
    assert session.cursor.node.parent is live_node
