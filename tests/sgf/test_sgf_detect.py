"""Records without CA: the encoding Go servers write is found, Latin-1 is kept for Latin text."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.sgf import load, parse
from qtgo.sgf.charset import codec_for, decode, decode_as
from qtgo.sgf.detect import SERVER_ENCODINGS, best, rank


def _foreign(corpus: Path, name: str) -> Path:
    path = corpus / "foreign" / "sgf" / name
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    return path


def test_one_chinese_character_in_a_gnu_go_file_is_gb2312(corpus: Path) -> None:
    result = load(_foreign(corpus, "gnugo_9handicap_gb2312.sgf"), check_moves=False)
    assert result.encoding == "gb18030"
    assert result.games[0].white_player == "白"


def test_two_chinese_characters_in_a_final_comment_are_gb2312(corpus: Path) -> None:
    result = load(_foreign(corpus, "gnugo_trevor_42_gb2312.sgf"), check_moves=False)
    comments = [node.comment for node in result.games[0].nodes() if node.comment]
    assert any(comment.startswith("盘面\nB: 91") for comment in comments)


def test_a_swedish_letter_stays_latin_1(corpus: Path) -> None:
    result = load(_foreign(corpus, "gnugo_nicklas12_latin1.sgf"), check_moves=False)
    assert result.encoding == "latin-1"
    text = " ".join(node.comment or "" for node in result.games[0].nodes())
    assert "ö" in text and "÷" not in text


def test_french_accents_stay_latin_1(corpus: Path) -> None:
    result = load(_foreign(corpus, "gnugo_egc2001_tg-gg_latin1.sgf"), check_moves=False)
    assert result.encoding == "latin-1"
    text = " ".join(node.comment or "" for node in result.games[0].nodes())
    assert "Fichier SGF créé par TurboGo" in text


@pytest.mark.parametrize(
    ("name", "codec", "words"),
    [
        ("sabakisgf_nihon-kiin_sjis.sgf", "cp932", "韓国棋院"),
        ("sabakisgf_no-ca_gb2312.sgf", "gb18030", "黑先"),
        ("sabakizh_wuqiyuan_gb2312.sgf", "gb18030", "吴清源"),
        ("maxigos_TV9x9-fr_latin1.sgf", "latin-1", "commentée"),
    ],
)
def test_corpus_files_without_ca(corpus: Path, name: str, codec: str, words: str) -> None:
    data = _foreign(corpus, name).read_bytes()
    assert best(data).codec == codec
    text, used, warnings = decode(data)
    assert used == codec and words in text
    assert any("no character set given" in w for w in warnings)


def test_korean_is_told_from_chinese_when_every_character_is_hangul() -> None:
    data = "(;PB[이세돌 구단]PW[조훈현 구단]C[흑 불계승])".encode("cp949")
    assert best(data).codec == "cp949"
    assert parse(data).games[0].black_player == "이세돌 구단"


@pytest.mark.parametrize("codec", ["cp1251", "koi8_r"])
def test_russian_in_either_cyrillic_code_page(codec: str) -> None:
    name = "Пётр Кузнецов играл чёрными"
    assert parse(f"(;PB[{name}])".encode(codec)).games[0].black_player == name


def test_latin_1_is_kept_without_strong_evidence() -> None:
    for text in ("Jürgen Müßig", "hörru", "créé", "\xff"):
        assert best(f"(;PB[{text}])".encode("latin-1")).codec == "latin-1", text
    assert parse("(;C[ÿ])".encode("latin-1")).games[0].root.comment == "ÿ"


def test_only_server_encodings_are_candidates() -> None:
    data = bytes(range(0x80, 0x100)) * 3
    assert {c.codec for c in rank(data)} <= set(SERVER_ENCODINGS)
    assert best(data).codec in ("cp1252", "latin-1")


def test_windows_punctuation_reads_as_cp1252() -> None:
    data = "(;C[“quoted” – it’s fine])".encode("cp1252")
    assert parse(data).games[0].root.comment == "“quoted” – it’s fine"


def test_idna_and_other_non_charsets_in_ca_never_raise() -> None:
    for name in ("idna", "punycode", "utf-7", "unicode_escape", "raw_unicode_escape"):
        assert codec_for(name) is None, name
        result = parse(f"(;CA[{name}]C[".encode() + b"\xff])")
        assert result.games[0].root.comment == "ÿ"
        assert any(f"CA[{name}]" in w for w in result.warnings)


def test_decode_as_counts_what_it_cannot_read() -> None:
    assert decode_as("白".encode("gb18030"), "gb18030") == ("白", 0)
    text, bad = decode_as(b"ok \xff\xfe", "utf-8")
    assert text.startswith("ok ") and bad == 2
