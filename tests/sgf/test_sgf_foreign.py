"""Tygem .gib, WBaduk .ngf and PandaNet .ugf/.ugi: the real samples read with the right facts."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.sgf import SgfFormatError, dumps, load, parse, replay
from qtgo.sgf.foreign import ForeignFormat, sniff

# file, format, encoding, black, black rank, white, white rank, date, result, komi,
# handicap, moves in the main line (passes included)
SAMPLES = [
    (
        "gib/sabaki_euc-kr.gib",
        ForeignFormat.GIB,
        "cp949",
        "dustkd1015",
        "1급",
        "dongjik",
        "1급",
        "2015-08-29",
        "B+T",
        "6.5",
        None,
        49,
    ),
    (
        "gib/sabaki_gb2312_h5.gib",
        ForeignFormat.GIB,
        "gb18030",
        "石下之臣",
        "2段",
        "harpmaster",
        "3段",
        "2012-11-22",
        "W+11",
        "0",
        "5",
        268,
    ),
    (
        "gib/sabaki_hist_gb2312_china_even.gib",
        ForeignFormat.GIB,
        "gb18030",
        "玻璃中国风",
        "8段",
        "harpmaster",
        "3段",
        "2012-12-03",
        "B+1.5",
        "6.5",
        None,
        209,
    ),
    (
        "gib/sabaki_utf8_h3.gib",
        ForeignFormat.GIB,
        "utf-8",
        "jy512",
        "15K",
        "leejw977",
        "10K",
        "2016-03-26",
        None,
        "0",
        "3",
        118,
    ),
    (
        "gib/rooklift_sgf_3handicap.gib",
        ForeignFormat.GIB,
        "utf-8",
        "Silver Star",
        "8K",
        "jimmy",
        "5K",
        "2017-03-16",
        "B+4",
        "0",
        "3",
        252,
    ),
    (
        "gib/katrain_test.gib",
        ForeignFormat.GIB,
        "utf-8",
        "kim",
        "2D",
        "wildsim1",
        "2D",
        "2020-06-14",
        "W+T",
        "6.5",
        None,
        232,
    ),
    (
        "gib/ekenstein_Menskit_1D__zxcv2358_1D__202006291602.gib",
        ForeignFormat.GIB,
        "utf-8",
        "zxcv2358",
        "1D",
        "Menskit",
        "1D",
        "2020-06-29",
        "W+24.5",
        "6.5",
        None,
        262,
    ),
    (
        "gib/weiqihub_tygem_19x19.gib",
        ForeignFormat.GIB,
        "utf-8",
        "benjito2",
        None,
        "qys1980",
        None,
        "2025-01-18",
        "B+63.5",
        "6.5",
        None,
        293,
    ),
    (
        "ngf/sabaki_even.ngf",
        ForeignFormat.NGF,
        "utf-8",
        "CYY",
        "9p",
        "LQC",
        "9p",
        "2017-03-16",
        "B+0.5",
        "7.5",
        None,
        333,
    ),
    (
        "ngf/sabaki_handicap2.ngf",
        ForeignFormat.NGF,
        "utf-8",
        "p81587",
        "5d",
        "ace550",
        "7d",
        "2017-03-16",
        "W+R",
        "0",
        "2",
        189,
    ),
    (
        "ngf/sabaki_hist_pro_game_1.ngf",
        ForeignFormat.NGF,
        "utf-8",
        "Lin.H.C",
        "7p",
        "Kobayashi.",
        "9p",
        "2017-03-16",
        "W+R",
        "6.5",
        None,
        244,
    ),
    (
        "ngf/sabaki_gb2312_very_old.ngf",
        ForeignFormat.NGF,
        "gb18030",
        "李载雄",
        "五段",
        "朴承华",
        "初段",
        "2006-09-05",
        "B+R",
        "6.5",
        None,
        211,
    ),
    (
        "ugf/sabaki_amateur.ugf",
        ForeignFormat.UGF,
        "cp932",
        "kaziwami",
        "7d",
        "YINNI",
        "8d",
        "2019-03-08",
        "B+7.5",
        "5.5",
        None,
        254,
    ),
    (
        "ugf/sabaki_review.ugi",
        ForeignFormat.UGF,
        "cp932",
        "ken03110",
        "2k",
        "apetresc",
        "2k?",
        "2020-06-23",
        "B+2.5",
        "6.5",
        None,
        222,
    ),
]


def _sample(corpus: Path, name: str) -> Path:
    path = corpus / "foreign" / name
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    return path


@pytest.mark.parametrize("sample", SAMPLES, ids=[s[0] for s in SAMPLES])
def test_real_samples_read_with_the_right_facts(corpus: Path, sample: tuple[object, ...]) -> None:
    name, form, codec, black, black_rank, white, white_rank, date, result, komi, handicap, moves = sample
    path = _sample(corpus, str(name))
    assert sniff(path.read_bytes(), path.name) is form
    assert form is not None
    parsed = load(path)
    assert parsed.format == form.value and parsed.encoding == codec
    (game,) = parsed.games
    root = game.root
    assert (root.get("PB"), root.get("BR"), root.get("PW"), root.get("WR")) == (
        black,
        black_rank,
        white,
        white_rank,
    )
    assert (root.get("DT"), root.get("RE"), root.get("KM"), root.get("HA")) == (date, result, komi, handicap)
    line = game.main_line()
    assert len(line) - 1 == moves
    # Every move of the main line is legal from the position the header describes (the
    # handicap stones where that server puts them).
    assert replay(game).illegal == []
    # Saved as SGF, read back the same.
    again = parse(dumps(game).encode("utf-8")).games[0]
    assert [node.move for node in again.main_line()] == [node.move for node in line]


def test_first_moves_land_where_the_file_says(corpus: Path) -> None:
    gib = load(_sample(corpus, "gib/sabaki_utf8_h3.gib")).games[0]
    assert set(gib.root.get_list("AB")) == {"pd", "dp", "dd"}  # Tygem's three stones
    assert str(gib.main_line()[1].move) == "W pp"  # STO 0 2 2 15 15
    ngf = load(_sample(corpus, "ngf/sabaki_even.ngf")).games[0]
    assert str(ngf.main_line()[1].move) == "B qd"  # PMABBREER
    ugf = load(_sample(corpus, "ugf/sabaki_amateur.ugf")).games[0]
    assert str(ugf.main_line()[1].move) == "B qd"  # QP,B1: column Q, row P from the bottom


def test_review_comments_stay_on_their_moves(corpus: Path) -> None:
    game = load(_sample(corpus, "ugf/sabaki_review.ugi")).games[0]
    assert "Let's begin and enjoy a great game." in (game.root.get("GC") or "")
    line = game.main_line()
    assert "white is ahead already" in (line[18].comment or "")


def test_packed_global_client_ids_are_unpacked() -> None:
    from qtgo.sgf.foreign.gib import _unpack_id

    assert _unpack_id("敍獮楫t") == "Menskit"
    assert _unpack_id("楷摬楳ㅭ") == "wildsim1"
    assert _unpack_id("plain") == "plain" and _unpack_id("石下之臣") == "石下之臣"


def test_tygem_byo_yomi_becomes_overtime(corpus: Path) -> None:
    game = load(_sample(corpus, "gib/sabaki_euc-kr.gib")).games[0]
    assert game.root.get("TM") == "1200" and game.root.get("OT") == "3x30 byo-yomi"


def test_a_file_that_is_no_record_of_that_format_is_refused() -> None:
    with pytest.raises(SgfFormatError):
        parse(b"hello\nworld\n", name="notes.gib")


def test_sgf_text_is_never_taken_for_a_foreign_format() -> None:
    result = parse(b"(;PB[x];B[aa])", name="mislabelled.gib")
    assert result.format == "SGF" and result.games[0].black_player == "x"


def test_format_is_known_by_content_without_an_extension(corpus: Path) -> None:
    for name, form in (
        ("gib/sabaki_euc-kr.gib", ForeignFormat.GIB),
        ("ngf/sabaki_even.ngf", ForeignFormat.NGF),
        ("ugf/sabaki_amateur.ugf", ForeignFormat.UGF),
    ):
        data = _sample(corpus, name).read_bytes()
        assert sniff(data, "download") is form
        assert parse(data).format == form.value


def test_encoding_can_be_chosen(corpus: Path) -> None:
    data = _sample(corpus, "gib/sabaki_euc-kr.gib").read_bytes()
    wrong = parse(data, name="x.gib", encoding="gb18030")
    assert wrong.encoding == "gb18030" and wrong.games[0].root.get("BR") != "1급"


def test_review_branches_become_variations_with_their_comments(corpus: Path) -> None:
    result = load(_sample(corpus, "ugf/sabaki_review.ugi"))
    game = result.games[0]
    line = game.main_line()
    # [ReviewNode]: a branch of 27 nodes (225-262 less 11 deleted) after node 54 (move 53),
    # one of 7 after node 56 (move 55), whose last node (269) holds a comment.
    first, second = line[53], line[55]
    assert [child.get("W") for child in first.children] == [line[54].get("W"), "nm"]
    branch = first.children[1]
    assert len(game.main_line(branch)) == 27
    assert str(second.children[1].move) == "W nm"  # NODE,263,2,14,7
    tail = game.main_line(second.children[1])[-1]
    assert "salvages enough" in (tail.comment or "")
    assert "Game-losing move" in (line[54].comment or "")
    assert game.node_count() == 1 + 222 + 27 + 7
    assert not any("not read" in warning for warning in result.warnings)
    assert replay(game).illegal == []


def test_review_comments_on_missing_nodes_are_named() -> None:
    text = (
        "[Header]\nSize=19\nHdcp=0,6.5\n[Data]\nQP,B1,1,0\n[ReviewNode]\nNODE,1,0,0,0\nNODE,2,1,17,16\n"
        "[ReviewComment]\n.Comment,2\nfirst\n.Comment,99\nlost\n"
    )
    result = parse(text.encode(), name="review.ugi")
    assert result.games[0].main_line()[1].comment == "first"
    assert any("review nodes 99 not read" in warning for warning in result.warnings)


def test_nihon_kiin_record_reads_names_komi_result_and_moves(corpus: Path) -> None:
    result = load(_sample(corpus, "sgf/sabakisgf_nihon-kiin_sjis.sgf"))
    (game,) = result.games
    root = game.root
    assert (root.get("PB"), root.get("PW"), root.get("BR")) == ("申眞ソ", "党毅飛", "九段")
    assert (root.get("KM"), root.get("RE"), root.get("DT")) == ("6.5", "B+R", "2025-06-12")
    assert root.get("KO") == "黒6目半" and (root.get("TE") or "").startswith("第1回")
    assert [str(node.move) for node in game.main_line()[1:3]] == ["B pd", "W dp"]
    assert len(game.main_line()) - 1 == 8 and replay(game).illegal == []


def test_chinese_result_of_a_multigo_record_is_read(corpus: Path) -> None:
    result = load(_sample(corpus, "sgf/sabakizh_wuqiyuan_gb2312.sgf"))
    (game,) = result.games
    root = game.root
    assert (root.get("PB"), root.get("PW"), root.get("KM"), root.get("RE")) == (
        "久保松胜喜代",
        "吴清源",
        "3.5",
        "W+5.5",
    )
    assert len(game.main_line()) - 1 == 304 and replay(game).illegal == []
    assert sum(1 for node in game.nodes() if len(node.children) > 1) == 19
    assert sum(1 for node in game.nodes() if node.comment) == 72
