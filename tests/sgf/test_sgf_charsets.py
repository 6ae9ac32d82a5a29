"""Character sets: files written in each charset with its CA read back; detection; damage."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.sgf import dumps, load, parse
from qtgo.sgf.charset import codec_for, decode

RUSSIAN = "Пётр Кузнецов"
CHINESE_SIMPLIFIED = "李昌镐 对 聂卫平"
CHINESE_TRADITIONAL = "林海峰 對 王立誠 功"
JAPANESE = "本因坊秀策 表 ソ 十"  # 表 and ソ end in 0x5C ("\\") in Shift_JIS
KOREAN = "이세돌 대 조훈현"
GERMAN = "Jürgen Müßig"
POLISH = "Łukasz Żółć"
GREEK = "Γιώργος"

# (CA value, sample text the charset can hold)
CASES = [
    ("UTF-8", RUSSIAN + " " + CHINESE_SIMPLIFIED + " " + KOREAN),
    ("utf8", JAPANESE),
    ("GB2312", CHINESE_SIMPLIFIED),
    ("GBK", CHINESE_SIMPLIFIED + " 镕"),
    ("GB18030", CHINESE_SIMPLIFIED + " 𠀀"),
    ("cp936", CHINESE_SIMPLIFIED),
    ("Big5", CHINESE_TRADITIONAL),
    ("Big5-HKSCS", CHINESE_TRADITIONAL),
    ("Shift_JIS", JAPANESE),
    ("SJIS", JAPANESE),
    ("Windows-31J", JAPANESE),
    ("EUC-JP", JAPANESE),
    ("ISO-2022-JP", JAPANESE),
    ("EUC-KR", KOREAN),
    ("KS_C_5601-1987", KOREAN),
    ("ISO-8859-1", GERMAN),
    ("Latin1", GERMAN),
    ("ISO-8859-2", POLISH),
    ("ISO-8859-5", RUSSIAN),
    ("ISO-8859-7", GREEK),
    ("ISO-8859-15", GERMAN + " €"),
    ("Windows-1251", RUSSIAN),
    ("CP1251", RUSSIAN),
    ("windows-1252", GERMAN + " €"),
    ("KOI8-R", RUSSIAN),
]


def _record(ca: str, sample: str) -> str:
    return (
        f"(;FF[4]CA[{ca}]GM[1]SZ[19]PB[{sample}]PW[{sample[::-1]}]"
        f"C[{sample}\nsecond line: \\] \\\\ done];B[pd]N[{sample}];W[dp]C[{sample}])"
    )


@pytest.mark.parametrize(("ca", "sample"), CASES, ids=[c for c, _ in CASES])
def test_each_charset_reads_back(tmp_path: Path, ca: str, sample: str) -> None:
    codec = codec_for(ca)
    assert codec is not None
    path = tmp_path / "game.sgf"
    path.write_bytes(_record(ca, sample).encode(codec))
    result = load(path)
    assert result.warnings == []
    (game,) = result.games
    assert game.black_player == sample
    assert game.white_player == sample[::-1]
    assert game.root.comment == f"{sample}\nsecond line: ] \\ done"
    first, second = game.main_line()[1:]
    assert first.name == sample and second.comment == sample
    assert str(first.move) == "B pd" and str(second.move) == "W dp"
    # Written back as UTF-8 and read again: the same text.
    again = parse(dumps(game).encode("utf-8")).games[0]
    assert again.black_player == sample and again.root.comment == game.root.comment


def test_multibyte_characters_ending_in_sgf_punctuation() -> None:
    # In Shift_JIS 表 is 0x95 0x5C and in Big5 功 is 0xA5 0x5C: a byte-level tokeniser
    # would see an escape. In GBK some characters end in 0x5D, "]".
    assert "表".encode("cp932")[1:] == b"\\"
    assert "功".encode("cp950")[1:] == b"\\"
    closing = next(chr(c) for c in range(0x4E00, 0x9FFF) if chr(c).encode("gbk", "ignore")[1:] == b"]")
    samples = (("Shift_JIS", "表]表"), ("Big5", "功功"), ("GBK", closing * 3))
    for ca, sample in samples:
        text = sample.replace("]", "\\]")
        codec = codec_for(ca)
        assert codec is not None
        data = f"(;CA[{ca}]PB[{text}]C[{text}];B[aa])".encode(codec)
        (game,) = parse(data).games
        assert game.black_player == sample and game.root.comment == sample
        assert str(game.main_line()[1].move) == "B aa"


def test_caller_encoding_wins_over_ca() -> None:
    data = f"(;CA[UTF-8]PB[{RUSSIAN}])".encode("cp1251")
    assert parse(data, encoding="windows-1251").games[0].black_player == RUSSIAN


def test_no_ca_utf8_is_read_without_warning() -> None:
    result = parse(f"(;PB[{CHINESE_SIMPLIFIED}])".encode())
    assert result.warnings == [] and result.encoding == "utf-8"
    assert result.games[0].black_player == CHINESE_SIMPLIFIED


def test_no_ca_other_charset_is_detected() -> None:
    comment = (
        "Партия была сыграна в Москве. Чёрные начали в углу, белые ответили на другой "
        "стороне доски, и борьба продолжалась до самого конца игры."
    )
    data = f"(;GM[1]PB[{RUSSIAN}]C[{comment}];B[aa])".encode("cp1251")
    result = parse(data)
    assert result.games[0].black_player == RUSSIAN
    assert result.games[0].root.comment == comment
    assert any("no character set given" in w for w in result.warnings)


def test_undecodable_bytes_are_replaced_and_reported() -> None:
    # A UTF-8 file with one character cut short (as in a real record of the corpus).
    data = b"(;CA[UTF-8]PB[Lee \xe5\x9b]PW[" + CHINESE_SIMPLIFIED.encode() + b"];B[aa])"
    result = parse(data)
    assert result.games[0].black_player == "Lee \ufffd"
    assert result.games[0].white_player == CHINESE_SIMPLIFIED
    assert any("2 bytes could not be decoded" in w for w in result.warnings)


def test_mislabelled_utf8_is_detected() -> None:
    comment = "这是一盘很有意思的棋，黑棋在左下角取得了很大的优势，白棋没有办法反击。" * 3
    data = f"(;CA[UTF-8]PB[{CHINESE_SIMPLIFIED}]C[{comment}])".encode("gb18030")
    result = parse(data)
    assert any("is not" in w for w in result.warnings)
    assert "\ufffd" not in (result.games[0].root.comment or "")


def test_unknown_or_unsafe_charsets_are_ignored() -> None:
    assert codec_for("base64") is None
    assert codec_for("UTF-16") is None
    assert codec_for("no-such-charset") is None
    assert codec_for("UTF\x00-8") is None  # found by fuzzing
    result = parse(b"(;CA[no-such-charset]PB[x])")
    assert result.games[0].black_player == "x"
    assert any("unknown character set" in w for w in result.warnings)


def test_byte_order_marks() -> None:
    assert parse(b"\xef\xbb\xbf(;PB[x])").games[0].black_player == "x"
    utf16 = "\ufeff(;PB[Пётр])".encode("utf-16-le")
    assert parse(utf16).games[0].black_player == "Пётр"


def test_decode_never_raises_on_garbage() -> None:
    for data in (bytes(range(256)), b"\xff" * 100, b"(;CA[Shift_JIS]PB[\x81])"):
        text, codec, _warnings = decode(data)
        assert isinstance(text, str) and codec
