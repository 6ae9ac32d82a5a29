"""Writing records: the header, escapes, wrapped lines, atomic saves, convert."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import qtgo
from qtgo.sgf import GameTree, SgfError, SgfSyntaxError, convert, dumps, load, parse, save


def test_header_is_ff4_utf8_and_qtgo() -> None:
    game = parse("(;FF[3]CA[Latin1]AP[Other:1.0]GM[1]SZ[9]PB[x];B[aa])").games[0]
    text = dumps(game)
    assert text.startswith(f"(;GM[1]FF[4]CA[UTF-8]AP[qtgo:{qtgo.__version__}]SZ[9]PB[x]")
    assert text.count("FF[") == 1 and text.count("CA[") == 1 and text.count("AP[") == 1
    # The tree in memory is not changed by writing it.
    assert game.root.properties["FF"] == ["3"]


def test_values_are_escaped() -> None:
    game = GameTree()
    game.root.comment = "brackets ] and \\ backslashes\nand lines"
    game.add_child(game.root, {"LB": ["dd:a:b]"], "N": "x]"})
    text = dumps(game)
    assert "C[brackets \\] and \\\\ backslashes\nand lines]" in text
    assert "LB[dd:a\\:b\\]]" in text and "N[x\\]]" in text
    again = parse(text).games[0]
    assert again.root.comment == game.root.comment
    assert again.root.children[0].labels == game.root.children[0].labels


def test_lines_are_wrapped_between_properties() -> None:
    moves = "".join(
        f";{'BW'[i % 2]}[{'abcdefghijklmnopqrs'[i % 19]}{'abcdefghijklmnopqrs'[i // 19]}]" for i in range(300)
    )
    game = parse(f"(;GM[1]SZ[19]AB{''.join(f'[a{c}]' for c in 'abcdefghijklmnopqrs')}{moves})").games[0]
    text = dumps(game)
    assert max(len(line) for line in text.splitlines()) <= 79
    assert len(text.splitlines()) > 20
    assert len(parse(text).games[0].main_line()) == 301


def test_long_values_are_never_broken() -> None:
    game = GameTree()
    game.root.comment = "word " * 100
    text = dumps(game)
    assert parse(text).games[0].root.comment == "word " * 100


def test_unknown_and_private_properties_are_kept() -> None:
    text = "(;GM[1]XX[private \\] value]ZZ[one][two];B[aa]MYPROP[multi\nline])"
    game = parse(text).games[0]
    again = parse(dumps(game)).games[0]
    assert again.root.properties["XX"] == ["private ] value"]
    assert again.root.properties["ZZ"] == ["one", "two"]
    assert again.root.children[0].properties["MYPROP"] == ["multi\nline"]


def test_variations_are_written_in_order() -> None:
    text = "(;GM[1];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))"
    assert dumps(parse(text).games[0]).replace("\n", "").endswith(";B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))")


def test_collection_is_written_whole() -> None:
    games = parse("(;GM[1]GN[a])(;GM[1]GN[b])(;GM[1]GN[c])").games
    again = parse(dumps(games)).games
    assert [g.game_name for g in again] == ["a", "b", "c"]
    with pytest.raises(SgfError):
        dumps([])


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "game.sgf"
    game = parse("(;GM[1]SZ[9]PB[Кузнецов]PW[李昌镐];B[ee])").games[0]
    save(target, game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.sgf"]
    data = target.read_bytes()
    assert "Кузнецов".encode() in data and "李昌镐".encode() in data
    assert load(target).games[0].white_player == "李昌镐"
    # Overwriting keeps the file's permissions and replaces it whole.
    os.chmod(target, 0o640)
    game.black_player = "Other"
    save(target, [game])
    assert (target.stat().st_mode & 0o777) == 0o640
    assert load(target).games[0].black_player == "Other"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.sgf"]


def test_a_failed_save_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.sgf"
    target.write_bytes(b"(;GM[1]PB[old])")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space"):
        save(target, parse("(;GM[1]PB[new])").games)
    assert target.read_bytes() == b"(;GM[1]PB[old])"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.sgf"]


def test_save_into_a_missing_folder_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        save(tmp_path / "no" / "such" / "game.sgf", GameTree())


def test_convert_keeps_everything(tmp_path: Path) -> None:
    source = tmp_path / "in.sgf"
    source.write_bytes(
        "(;FF[3]CA[Windows-1251]GaMe[1]SZ[9]PB[Пётр]XY[private];B[ee](;W[cc])(;W[gg]))(;GM[1]SZ[9]GN[second])".encode(
            "cp1251"
        )
    )
    out = tmp_path / "out.sgf"
    result = convert(source, out)
    assert result.encoding == "cp1251" and len(result.games) == 2
    written = out.read_bytes().decode("utf-8")
    assert written.startswith("(;GM[1]FF[4]CA[UTF-8]AP[qtgo:")
    games = load(out).games
    assert games[0].black_player == "Пётр" and games[0].root.get("XY") == "private"
    assert [c.get("W") for c in games[0].root.children[0].children] == ["cc", "gg"]
    assert games[1].game_name == "second"
    # Converting in place works too.
    convert(out, out)
    assert load(out).games[0].black_player == "Пётр"


def test_convert_refuses_what_is_not_sgf(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("no game here")
    with pytest.raises(SgfSyntaxError):
        convert(source, tmp_path / "out.sgf")
    assert not (tmp_path / "out.sgf").exists()
    with pytest.raises(FileNotFoundError):
        convert(tmp_path / "missing.sgf", tmp_path / "out.sgf")


def test_parse_rejects_other_types() -> None:
    with pytest.raises(TypeError):
        parse(42)  # type: ignore[arg-type]


def test_simpletext_line_breaks_survive_convert(tmp_path: Path) -> None:
    source = tmp_path / "in.sgf"
    source.write_bytes(b"(;GN[Final\r\nround two]PC[Tokyo\nJapan]CP[(c) one\\\nline];B[aa])")
    out = tmp_path / "out.sgf"
    convert(source, out)
    root = load(out).games[0].root
    assert root.get("GN") == "Final\nround two" and root.get("PC") == "Tokyo\nJapan"
    assert root.get("CP") == "(c) oneline"  # a soft line break is no line break
