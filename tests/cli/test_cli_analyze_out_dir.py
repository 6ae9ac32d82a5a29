"""``qtgo-cli analyze FILE... --engine CMD --out-dir DIR``: one output per input, and an input
whose output already holds every evaluation is skipped (a batch can be run again after a stop)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.cli import main
from qtgo.engine.analysis import Analysis
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


def _counted(tmp_path: Path, name: str, program: str) -> tuple[Path, Path]:
    """A wrapper of ``program`` that notes each start in a log, then becomes the program."""
    log = tmp_path / f"{name}.starts"
    wrapper = tmp_path / name
    wrapper.write_text(f'#!/bin/sh\necho start >> "{log}"\nexec "{program}" "$@"\n', encoding="utf-8")
    wrapper.chmod(0o755)
    return wrapper, log


def _best(analysis: Analysis | None) -> list[tuple[int, int]]:
    """The candidate points of one stored evaluation, as (column, row) from 0."""
    assert analysis is not None
    return [(c.point.x, c.point.y) for c in analysis.candidates if c.point is not None]


def _small_games(tmp_path: Path) -> list[Path]:
    """Two short games on two board sizes: the engine must take the second size afresh."""
    texts = {
        "nine.sgf": "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[ee];W[gc];B[cg];W[cc])",
        "thirteen.sgf": "(;GM[1]FF[4]SZ[13]KM[6.5]RU[Japanese];B[dd];W[jj];B[jd];W[dj];B[gg])",
    }
    paths = []
    for name, text in texts.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def test_a_batch_starts_gnugo_once_and_analyses_every_game_at_its_own_size(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, gnugo_command: str
) -> None:
    program, *options = gnugo_command.split()
    wrapper, log = _counted(tmp_path, "gnugo-counted", program)
    out = tmp_path / "out"
    engine = " ".join([str(wrapper), *options])
    code, _out, err = run(
        capsys, "analyze", *map(str, _small_games(tmp_path)), "--engine", engine, "--out-dir", str(out)
    )
    assert code == 0, err
    assert log.read_text().count("start") == 1
    assert [len(_evaluated(out / name)) for name in ("nine.sgf", "thirteen.sgf")] == [5, 6]
    assert all(_evaluated(out / "nine.sgf")) and all(_evaluated(out / "thirteen.sgf"))
    # The engine was told the second board: its best moves there lie beyond the 9x9 corner.
    best = [move for analysis in stored_evaluations(load(out / "thirteen.sgf").games[0]) for move in _best(analysis)]
    assert any(max(column, row) > 8 for column, row in best)


def test_a_batch_starts_katagos_json_engine_once(capsys: pytest.CaptureFixture[str], tmp_path: Path, katago) -> None:
    wrapper, log = _counted(tmp_path, "katago-counted", katago.program)
    command = katago.analysis().replace(katago.program, str(wrapper), 1)
    out = tmp_path / "out"
    games = _small_games(tmp_path)
    code, _out, err = run(
        capsys, "analyze", *map(str, games), "--engine", command, "--visits", "8", "--out-dir", str(out)
    )
    assert code == 0, err
    assert log.read_text().count("start") == 1
    assert all(_evaluated(out / "nine.sgf")) and all(_evaluated(out / "thirteen.sgf"))
    # KataGo's ownership is kept with each evaluation, a value a point of each board.
    for name, points in (("nine.sgf", 81), ("thirteen.sgf", 169)):
        for analysis in stored_evaluations(load(out / name).games[0], ownership=True):
            assert analysis is not None and analysis.ownership is not None and len(analysis.ownership) == points
