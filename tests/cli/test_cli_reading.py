"""What every reading command of qtgo-cli shares: --encoding, foreign formats, hostile files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtgo.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("command", ["check", "score", "convert", "render"])
def test_every_reading_command_takes_encoding(capsys: pytest.CaptureFixture[str], command: str) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "--encoding NAME" in capsys.readouterr().out


def test_encoding_wins_over_detection(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "in.sgf"
    source.write_bytes("(;PB[Ян];B[aa])".encode("cp1251"))  # two letters: read as Latin-1 without help
    out = tmp_path / "out.sgf"
    code, _out, err = run(capsys, "convert", str(source), str(out), "--encoding", "cp1251")
    assert code == 0, err
    assert "PB[Ян]" in out.read_text(encoding="utf-8")


def test_an_unknown_encoding_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["check", str(tmp_path / "x.sgf"), "--encoding", "no-such"])
    assert caught.value.code == 2
    assert "unknown or unusable character set 'no-such'" in capsys.readouterr().err


def test_idna_charset_is_not_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "idna.sgf"
    path.write_bytes(b"(;CA[idna]C[\xff])")
    code, out, err = run(capsys, "check", str(path))
    assert code == 0 and "ok: 1 game" in out and "CA[idna]" in err and "Traceback" not in err


def test_too_many_nodes_is_one_line_naming_the_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "semicolons.sgf"
    path.write_bytes(b"(" + b";" * 2_000_000 + b")")
    code, _out, err = run(capsys, "check", str(path))
    assert code == 2
    assert err.count("\n") == 1 and "1,000,000" in err and "semicolons.sgf" in err


def test_check_reads_a_collection_game_by_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "many.sgf"
    path.write_text("(;SZ[9];B[aa];W[bb])" * 3000 + "(;SZ[9];B[cc];W[cc])")
    code, out, err = run(capsys, "check", str(path), "--json")
    assert code == 1
    games = json.loads(out)["games"]
    assert len(games) == 3001 and games[-1]["illegal"] == {"move": 2, "reason": "occupied"}
    assert "game 3001: move 2: White" in err


@pytest.mark.parametrize(
    ("name", "moves"),
    [("gib/sabaki_euc-kr.gib", 49), ("ngf/sabaki_even.ngf", 333), ("ugf/sabaki_amateur.ugf", 254)],
)
def test_foreign_records_are_checked_like_sgf(
    corpus: Path, capsys: pytest.CaptureFixture[str], name: str, moves: int
) -> None:
    path = corpus / "foreign" / name
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    code, out, err = run(capsys, "check", str(path), "--json")
    assert code == 0, err
    assert json.loads(out)["games"][0]["moves"] == moves


def test_foreign_records_convert_to_sgf(corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = corpus / "foreign" / "gib" / "sabaki_gb2312_h5.gib"
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    out = tmp_path / "h5.sgf"
    code, _out, err = run(capsys, "convert", str(path), str(out))
    assert code == 0, err
    text = out.read_text(encoding="utf-8")
    assert "PB[石下之臣]" in text and "HA[5]" in text and "RE[W+11]" in text


@pytest.mark.parametrize("command", [["analyze"], ["diagram"], ["library", "search"]])
def test_the_other_reading_commands_take_encoding(capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    with pytest.raises(SystemExit):
        main([*command, "--help"])
    assert "--encoding NAME" in capsys.readouterr().out


def test_library_import_takes_foreign_records(corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = corpus / "foreign" / "ngf"
    if not folder.is_dir():
        pytest.skip(f"{folder} is absent")
    code, out, err = run(capsys, "library", "import", str(folder), "--db", str(tmp_path / "lib.db"), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["imported"] == 4 and report["unreadable"] == []
