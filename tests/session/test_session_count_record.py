"""What an accepted count writes, and game information kept in a later node."""

from __future__ import annotations

from pathlib import Path

from qtgo.rules import Color, Point
from qtgo.session import GameSession, NewGameSettings


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
