"""Reopen with encoding: the choices offered and what each one shows before reopening."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.sgf import load
from qtgo.sgf.reopen import encoding_choices, preview, preview_file

RECORD = "(;PB[李昌镐]PW[聂卫平]EV[第一届]C[黑棋很好];B[pd])"


def test_choices_start_with_the_plausible_reading() -> None:
    data = RECORD.encode("gb18030")
    choices = encoding_choices(data)
    assert choices[0] == "gb18030"
    assert "latin-1" in choices and "utf-8" in choices and len(set(choices)) == len(choices)


def test_the_declared_charset_comes_first_even_when_wrong() -> None:
    data = RECORD.replace("(;", "(;CA[Big5]").encode("gb18030")
    assert encoding_choices(data)[0] == "cp950"


def test_each_preview_shows_what_that_encoding_reads() -> None:
    data = RECORD.encode("gb18030")
    right = preview(data, "GB2312")
    assert (right.black, right.white, right.event, right.comment) == ("李昌镐", "聂卫平", "第一届", "黑棋很好")
    assert right.replaced == 0 and right.games == 1 and right.error is None
    wrong = preview(data, "utf-8")
    assert wrong.replaced > 0 and wrong.black != "李昌镐"
    latin = preview(data, "latin-1")
    assert latin.replaced == 0 and latin.black != "李昌镐" and "ISO-8859-1" in latin.label


def test_a_preview_of_what_is_no_record_says_why() -> None:
    shown = preview(b"(;B[aa] x )", "utf-8")
    assert shown.error is not None and "line 1" in shown.error


def test_reopening_with_the_chosen_encoding(tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_bytes(RECORD.encode("gb18030"))
    assert preview_file(path, "gb18030").black == "李昌镐"
    assert load(path, encoding="cp949").games[0].black_player != "李昌镐"
    assert load(path, encoding="gb18030").games[0].black_player == "李昌镐"


def test_foreign_records_preview_too(corpus: Path) -> None:
    path = corpus / "foreign" / "gib" / "sabaki_euc-kr.gib"
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    assert preview_file(path, "cp949").black == "dustkd1015"
