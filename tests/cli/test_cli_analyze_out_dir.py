"""``qtgo-cli analyze FILE... --engine CMD --out-dir DIR``: one output per input, and an input
whose output already holds every evaluation is skipped (a batch can be run again after a stop)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.cli import main
from qtgo.engine.review import stored_evaluations
from qtgo.sgf import load


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _inputs(data_dir: Path, tmp_path: Path) -> list[Path]:
    games = sorted((data_dir / "gnugo_games").glob("*.sgf"))[:2]
    if len(games) < 2:
        pytest.skip("the GNU Go games of tests/data are not here")
    copies = []
    for number, game in enumerate(games):  # short games: the first 8 moves of each
        text = game.read_text(encoding="utf-8")
        head, *moves = text.split(";")
        copy = tmp_path / f"in{number}.sgf"
        copy.write_text(";".join([head, *moves[:9]]).rstrip(")\n") + ")", encoding="utf-8")
        copies.append(copy)
    return copies


def _evaluated(path: Path) -> list[bool]:
    return [a is not None for a in stored_evaluations(load(path).games[0])]


def test_each_input_gets_its_output_and_a_done_one_is_skipped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, data_dir: Path, gnugo_command: str
) -> None:
    inputs = _inputs(data_dir, tmp_path)
    out = tmp_path / "out"
    code, _out, err = run(capsys, "analyze", *map(str, inputs), "--engine", gnugo_command, "--out-dir", str(out))
    assert code == 0, err
    written = [out / "in0.sgf", out / "in1.sgf"]
    for path in written:
        assert all(_evaluated(path)) and len(_evaluated(path)) > 1
    stamps = [path.stat().st_mtime_ns for path in written]
    code, _out, err = run(capsys, "analyze", *map(str, inputs), "--engine", gnugo_command, "--out-dir", str(out))
    assert code == 0
    assert err.count("done already") == 2
    assert [path.stat().st_mtime_ns for path in written] == stamps


def test_a_partly_analysed_output_is_completed_not_redone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, data_dir: Path, gnugo_command: str
) -> None:
    inputs = _inputs(data_dir, tmp_path)[:1]
    out = tmp_path / "out"
    assert run(capsys, "analyze", str(inputs[0]), "--engine", gnugo_command, "--out-dir", str(out))[0] == 0
    record = out / "in0.sgf"
    text = record.read_text(encoding="utf-8")
    cut = text.rindex("QTEV[")  # the last position's evaluation taken out: a run stopped just before it
    record.write_text(text[:cut] + text[text.index("]", cut) + 1 :], encoding="utf-8")
    assert _evaluated(record)[-1] is False
    code, _out, err = run(capsys, "analyze", str(inputs[0]), "--engine", gnugo_command, "--out-dir", str(out))
    assert code == 0, err
    assert err.count("qtgo-cli analyze: position ") == 1  # only the missing one
    assert all(_evaluated(record))


@pytest.mark.parametrize(
    ("extra", "words"),
    [(["--out", "x.sgf"], "need --out-dir"), (["--out-dir", "d", "--out", "x.sgf"], "cannot be given together")],
)
def test_several_files_with_out_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, data_dir: Path, extra: list[str], words: str
) -> None:
    inputs = _inputs(data_dir, tmp_path)
    code, out, err = run(capsys, "analyze", *map(str, inputs), "--engine", "gnugo", *extra)
    assert (code, out) == (2, "")
    assert words in err and err.count("\n") == 1
