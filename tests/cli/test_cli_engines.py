"""``qtgo-cli match`` and ``qtgo-cli analyze`` with real GNU Go, to the letter of the contract."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from qtgo.cli import main
from qtgo.engine import Analysis
from qtgo.sgf import load, replay


def _lead(analysis: Analysis | None) -> float:
    """The score lead of a position GNU Go evaluated: every position here has one."""
    assert analysis is not None and analysis.score_lead is not None
    return analysis.score_lead


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.gnugo
def test_match_writes_one_counted_game_per_file(capsys, tmp_path, gnugo_command):
    code, out, err = run(
        capsys,
        "match",
        "--black",
        gnugo_command,
        "--white",
        gnugo_command,
        "--size",
        "7",
        "--komi",
        "4.5",
        "--rules",
        "chinese",
        "--games",
        "2",
        "--out",
        str(tmp_path / "games"),
        "--json",
    )
    assert code == 0, err
    games = json.loads(out)["games"]
    assert len(games) == 2
    for entry in games:
        tree = load(entry["file"]).games[0]
        root = tree.root
        assert (root.get("PB") or "").startswith("GNU Go") and (root.get("PW") or "").startswith("GNU Go")
        assert (root.get("RU"), root.get("KM"), root.get("HA"), root.get("SZ")) == ("Chinese", "4.5", "0", "7")
        assert root.get("RE") == entry["result"]
        assert entry["moves"] == tree.move_number(tree.main_line()[-1])
        result = replay(tree)
        assert not result.illegal  # every move the engines chose was legal
        if not entry["result"].endswith("+R"):
            last_two = [n.move for n in tree.main_line()[-2:]]
            assert all(move is not None and move.point is None for move in last_two)  # it ended by two passes


@pytest.mark.gnugo
def test_match_with_handicap_places_the_stones_and_white_starts(capsys, tmp_path, gnugo_command):
    code, out, err = run(
        capsys,
        "match",
        "--black",
        gnugo_command,
        "--white",
        gnugo_command,
        "--size",
        "9",
        "--handicap",
        "3",
        "--out",
        str(tmp_path),
        "--json",
    )
    assert code == 0, err
    tree = load(json.loads(out)["games"][0]["file"]).games[0]
    assert tree.root.get("HA") == "3" and len(tree.root.get_list("AB")) == 3
    assert tree.root.get("KM") == "0.5"
    first = tree.main_line()[1].move
    assert first is not None and first.color.value == "W"


@pytest.mark.gnugo
def test_analyze_gives_every_position_from_the_start_to_after_the_last_move(capsys, tmp_path, gnugo_command, data_dir):
    source = data_dir / "gnugo_games" / "g09_s0002.sgf"
    tree = load(source).games[0]
    moves = tree.move_number(tree.main_line()[-1])
    out_file = tmp_path / "analysed.sgf"
    code, out, err = run(capsys, "analyze", str(source), "--engine", gnugo_command, "--out", str(out_file), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["engine"].startswith("GNU Go 3.")
    positions = report["positions"]
    assert [p["move"] for p in positions] == list(range(moves + 1))
    assert positions[0]["to_play"] == "B" and positions[1]["to_play"] == "W"
    assert positions[0]["score_lead"] < 0  # the empty board: komi puts White ahead
    for position in positions:
        assert position["winrate"] is None  # GNU Go gives no winrate
        assert isinstance(position["score_lead"], float)
        for best in position["best"]:
            assert set(best) >= {"point", "score_lead", "winrate", "visits"}
            assert len(best["point"]) == 2 or best["point"] == "pass"
    assert positions[0]["best"], "top_moves names moves in the opening"
    # --out: the same record, with the evaluations read back without an engine
    from qtgo.engine.review import stored_evaluations

    written = load(out_file).games[0]
    assert [n.move for n in written.main_line()] == [n.move for n in tree.main_line()]
    stored = stored_evaluations(written)
    assert [round(_lead(a), 2) for a in stored] == [p["score_lead"] for p in positions]
    assert [a.best.sgf if a is not None and a.best else None for a in stored][:3] == [
        (p["best"][0]["point"] if p["best"] else None) for p in positions[:3]
    ]


@pytest.mark.parametrize(
    "argv",
    [
        ["match", "--black", "x", "--white", "x", "--size", "1", "--out", "OUT"],
        ["match", "--black", "x", "--white", "x", "--games", "0", "--out", "OUT"],
        ["match", "--black", "x", "--white", "x", "--rules", "martian", "--out", "OUT"],
        ["match", "--black", "x", "--white", "x", "--size", "9", "--handicap", "12", "--out", "OUT"],
        ["analyze", "MISSING.sgf", "--engine", "x"],
        ["analyze", "FILE", "--engine", "x", "--visits", "0"],
    ],
)
def test_a_wrong_command_line_is_one_line_and_exit_2(capsys, tmp_path, argv, data_dir):
    argv = [
        a.replace("OUT", str(tmp_path))
        .replace("FILE", str(data_dir / "gnugo_games" / "g09_s0001.sgf"))
        .replace("MISSING", str(tmp_path / "missing"))
        for a in argv
    ]
    code, _out, err = run(capsys, *argv)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_an_engine_that_will_not_start_is_one_line_and_exit_3(capsys, tmp_path, data_dir):
    code, _out, err = run(
        capsys, "analyze", str(data_dir / "gnugo_games" / "g09_s0001.sgf"), "--engine", "/nonexistent/engine"
    )
    assert code == 3
    assert err.strip() == "qtgo-cli: engine: cannot start the engine: /nonexistent/engine: no such program"
    code, _out, err = run(capsys, "match", "--black", "/nonexistent/engine", "--white", "x", "--out", str(tmp_path))
    assert code == 3 and len(err.strip().splitlines()) == 1
    assert err.startswith("qtgo-cli: engine: --black's engine: cannot start the engine: /nonexistent/engine")


def test_an_engine_that_breaks_down_is_one_line_and_exit_3(capsys, tmp_path, misbehaving):
    code, _out, err = run(
        capsys,
        "match",
        "--black",
        misbehaving("crash"),
        "--white",
        misbehaving("pass"),
        "--size",
        "9",
        "--out",
        str(tmp_path),
    )
    assert code == 3
    assert len(err.strip().splitlines()) == 1 and "exited with code 3" in err


def test_an_engine_playing_an_illegal_move_stops_the_match_with_a_reason(capsys, tmp_path, misbehaving):
    code, _out, err = run(
        capsys,
        "match",
        "--black",
        misbehaving("occupied"),
        "--white",
        misbehaving("occupied"),
        "--size",
        "9",
        "--out",
        str(tmp_path),
    )
    assert code == 3 and "where a stone already stands" in err


def test_resigning_ends_the_game_with_r(capsys, tmp_path, misbehaving):
    code, out, err = run(
        capsys,
        "match",
        "--black",
        misbehaving("pass"),
        "--white",
        misbehaving("resign"),
        "--size",
        "9",
        "--out",
        str(tmp_path),
        "--json",
    )
    assert code == 0, err
    assert json.loads(out)["games"][0] == {"file": str(tmp_path / "game-001.sgf"), "moves": 1, "result": "B+R"}


def test_the_installed_command_never_shows_a_traceback(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "qtgo.cli", "analyze", str(tmp_path / "none.sgf"), "--engine", "gnugo"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr and result.stderr.count("\n") == 1


@pytest.mark.gnugo
@pytest.mark.parametrize(
    ("record", "code", "words"),
    [
        ("(;SZ[1])", 2, "board size 1x1"),
        ("(;SZ[30];B[aa])", 3, "cannot play on a 30x30 board"),
        ("(;SZ[9:13];B[aa])", 3, "9x13 board (not square)"),
    ],
)
def test_a_board_the_engine_or_the_rules_cannot_take_is_one_line(capsys, tmp_path, gnugo_command, record, code, words):
    path = tmp_path / "odd.sgf"
    path.write_text(record)
    status, _out, err = run(capsys, "analyze", str(path), "--engine", gnugo_command)
    assert status == code and words in err and len(err.strip().splitlines()) == 1
