"""``qtgo-cli problems add|due``: a reviewed game's mistakes into the library, due on schedule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtgo.cli import main

EV = "QTEV[lead={};winrate=;visits=9;to={};best={}:0:::]"
RECORD = (
    "(;SZ[9]KM[6.5]PB[me]PW[you]"
    + EV.format(0, "B", "ee")
    + ";B[ee]"
    + EV.format(0.5, "W", "cc")
    + ";W[aa]"
    + EV.format(9, "B", "gg")
    + ";B[ba]"
    + EV.format(6, "W", "cc")
    + ";W[cc]"
    + EV.format(6, "B", "dd")
    + ")"
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_mistakes_are_added_once_and_come_due_the_next_day(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = tmp_path / "game.sgf"
    game.write_text(RECORD, encoding="utf-8")
    db = str(tmp_path / "lib.db")
    code, out, err = run(capsys, "problems", "add", "--db", db, str(game), "--min-loss", "3", "--date", "2026-05-01")
    assert code == 0, err
    assert out.startswith("2 problems added")
    assert run(capsys, "problems", "add", "--db", db, str(game), "--date", "2026-05-01")[1].startswith("0 problems")
    code, out, err = run(capsys, "problems", "due", "--db", db, "--date", "2026-05-01", "--json")
    assert (code, json.loads(out)) == (0, [])
    code, out, err = run(capsys, "problems", "due", "--db", db, "--date", "2026-05-02", "--json")
    source = str(game.resolve())
    assert json.loads(out) == [
        {"id": 1, "source": source, "move": 2, "due": "2026-05-02", "interval_days": 1, "streak": 0},
        {"id": 2, "source": source, "move": 3, "due": "2026-05-02", "interval_days": 1, "streak": 0},
    ]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["due", "--db", "{tmp}/none.db"], "no library at"),
        (["due", "--db", "{tmp}/lib.db", "--date", "2026-13-01"], "not a day"),
        (["add", "--db", "{tmp}/lib.db", "{tmp}/plain.sgf"], "no engine evaluations"),
        (["add", "--db", "{tmp}/lib.db", "{tmp}/plain.sgf", "--min-loss", "-1"], "--min-loss"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], words: str
) -> None:
    (tmp_path / "plain.sgf").write_text("(;SZ[9];B[ee];W[cc])", encoding="utf-8")
    code, out, err = run(capsys, "problems", *(part.format(tmp=tmp_path) for part in argv))
    assert (code, out) == (2, "")
    assert words in err and err.count("\n") == 1


def test_answering_moves_the_due_day_up_the_ladder_or_back_to_tomorrow(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = tmp_path / "game.sgf"
    game.write_text(RECORD, encoding="utf-8")
    db = str(tmp_path / "lib.db")
    run(capsys, "problems", "add", "--db", db, str(game), "--min-loss", "3", "--date", "2026-05-01")
    code, out, err = run(capsys, "problems", "answer", "--db", db, "1", "--right", "--date", "2026-05-02")
    assert code == 0, err
    assert out.splitlines()[0] == "problem 1: due 2026-05-05 (every 3 days, streak 1)"
    code, out, err = run(capsys, "problems", "answer", "--db", db, "2", "--wrong", "--date", "2026-05-02")
    assert out.splitlines()[0] == "problem 2: due 2026-05-03 (every 1 day, streak 0)"
    assert "  opening: 1 of 2 solved" in out.splitlines()
    code, _out, err = run(capsys, "problems", "answer", "--db", db, "9", "--right")
    assert code == 2 and "no problem 9" in err
