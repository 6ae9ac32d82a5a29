"""Hostile records in the session: off-board moves, unusable charsets, limits; never a crash."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.rules import Point
from qtgo.session import FileError, GameSession


@pytest.mark.parametrize(
    "text", ["(;SZ[19];B[zz])", "(;SZ[9];B[cg];W[ee];B[rs];W[cb])", "(;SZ[13];B[zz];W[];B[zz];W[dd])"]
)
def test_an_off_board_move_on_the_path_does_not_break_display(text: str) -> None:
    session = GameSession.from_text(text)
    session.cursor.to_end()
    shown = session.display()
    assert all(0 <= p.x < shown.width and 0 <= p.y < shown.height for p in shown.move_numbers)
    while session.cursor.back():
        session.display()


def test_the_real_invalid_move_file_draws_every_position(corpus: Path) -> None:
    path = corpus / "edge" / "gogui__invalidmove.sgf"
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    session = GameSession.open(path)
    numbers = []
    while session.cursor.forward():
        numbers.append(dict(session.display().move_numbers))
    assert numbers[-1] == {Point(2, 6): 1, Point(4, 4): 2, Point(2, 1): 4}


def test_idna_charset_opens_with_the_byte_kept(tmp_path: Path) -> None:
    path = tmp_path / "idna.sgf"
    path.write_bytes(b"(;CA[idna]C[\xff])")
    session = GameSession.open(path)
    assert session.tree.root.comment == "ÿ"


def test_ten_megabytes_of_semicolons_are_refused_with_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "semicolons.sgf"
    path.write_bytes(b"(" + b";" * 10_000_000 + b")")
    with pytest.raises(FileError) as caught:
        GameSession.open(path)
    assert "1,000,000" in str(caught.value) and "semicolons.sgf" in str(caught.value)


def test_ten_thousand_nodes_of_whole_board_markup_navigate_in_bounded_memory(tmp_path: Path) -> None:
    import tracemalloc

    path = tmp_path / "triangles.sgf"
    path.write_text("(;SZ[19]" + ";TR[aa:ss]" * 10_000 + ")")
    session = GameSession.open(path)
    tracemalloc.start()
    session.cursor.to_end()
    shown = session.display()
    for _ in range(50):
        session.cursor.back()
        session.display()
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert len(shown.markup) == 361
    assert peak < 20_000_000  # the points of one node at a time, not of every node on the way


def _line(moves: int, size: int = 9) -> str:
    letters = "abcdefghijklmnopqrs"[:size]
    return "".join(f";{'BW'[i % 2]}[{letters[i % size]}{letters[i // size % size]}]" for i in range(moves))


def test_a_long_line_of_mostly_illegal_moves_opens_and_reaches_its_end(tmp_path: Path) -> None:
    path = tmp_path / "long.sgf"
    path.write_text(f"(;SZ[9]{_line(20_000)})")
    session = GameSession.open(path)
    illegal = [w for w in session.record.warnings if "placed anyway" in w]
    assert len(illegal) > 9_000
    session.cursor.to_end()
    shown = session.display()
    assert session.cursor.move_number() == 20_000
    assert max(shown.move_numbers.values()) == 20_000
