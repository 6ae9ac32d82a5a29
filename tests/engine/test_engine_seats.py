"""Who plays each colour, and an engine's strength in its command line."""

from __future__ import annotations

from qtgo.engine.seats import Seat, Seats, StrengthKind, command_with_strength, strength_kind
from qtgo.rules import Color


def test_an_engine_seat_carries_its_strength_into_the_command_line():
    assert command_with_strength("/usr/games/gnugo --mode gtp --level 10", 3) == "/usr/games/gnugo --mode gtp --level 3"
    assert (
        command_with_strength("katago gtp -model m.bin.gz", 200)
        == "katago gtp -model m.bin.gz -override-config maxVisits=200"
    )
    assert command_with_strength("leelaz --gtp -v 100 -w net.gz", 50) == "leelaz --gtp -w net.gz --visits 50"
    assert command_with_strength("pachi", 5) == "pachi"
    assert strength_kind("gnugo --mode gtp") == StrengthKind.LEVEL
    seats = Seats(white=Seat("gnugo --mode gtp", "GNU Go", 2))
    assert not seats[Color.BLACK].is_engine and seats[Color.WHITE].command_line == "gnugo --mode gtp --level 2"
    assert seats.engines == 1
