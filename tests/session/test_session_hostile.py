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
