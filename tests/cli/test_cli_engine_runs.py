"""``analyze`` and ``match`` that lose nothing: progress, one JSON line per position, resume,
partial records after a fault (exit 3), colours alternated with an Elo summary, and no
engine left running after SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from qtgo.cli import engines, main
from qtgo.engine.elo import elo_of_score
from qtgo.engine.review import stored_evaluations
from qtgo.sgf import load

SHORT_GAME = "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gc];W[cg];B[gg])"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def short_game(tmp_path) -> Path:
    path = tmp_path / "short.sgf"
    path.write_text(SHORT_GAME)
    return path


@pytest.mark.gnugo
def test_json_lines_are_the_positions_of_json_one_per_line_with_progress(capsys, short_game, gnugo_command):
    gnugo_command += " --seed 7"  # GNU Go breaks ties between equal moves at random otherwise
    code, out, err = run(capsys, "analyze", str(short_game), "--engine", gnugo_command, "--json")
    assert code == 0, err
    whole = json.loads(out)["positions"]
    code, out, err = run(capsys, "analyze", str(short_game), "--engine", gnugo_command, "--json-lines")
    assert code == 0, err
    assert [json.loads(line) for line in out.splitlines()] == whole
    assert err.splitlines() == [f"qtgo-cli analyze: position {n} of 6" for n in range(1, 7)]


def test_a_position_that_times_out_twice_is_a_skipped_line(capsys, short_game, misbehaving):
    code, out, err = run(
        capsys, "analyze", str(short_game), "--engine", misbehaving("score-hang 4"), "--timeout", "0.4", "--json-lines"
    )
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["move"] for line in lines] == [0, 1, 2, 3, 4, 5]
    assert lines[4] == {"move": 4, "skipped": True} and lines[5] == {"move": 5, "skipped": True}
    assert lines[3]["score_lead"] == 3.5
    assert "2 positions timed out twice and were skipped" in err


def test_seconds_bound_the_wait_for_a_position_with_a_grace(capsys, short_game, misbehaving, monkeypatch):
    monkeypatch.setattr(engines, "ANALYSIS_GRACE", 0.2)  # S + grace, not the engine's 30 s
    code, out, _err = run(
        capsys, "analyze", str(short_game), "--engine", misbehaving("score-hang 5"), "--seconds", "0.2", "--json"
    )
    assert code == 0
    assert json.loads(out)["positions"][5] == {"move": 5, "skipped": True}


def test_an_engine_fault_writes_what_was_done_says_it_is_partial_and_exits_3(capsys, short_game, misbehaving, tmp_path):
    out_file = tmp_path / "partial.sgf"
    code, out, err = run(
        capsys,
        "analyze",
        str(short_game),
        "--engine",
        misbehaving("score-crash 3"),
        "--out",
        str(out_file),
        "--json",
    )
    assert code == 3
    assert err.strip().endswith(f"(partial: 3 of 6 positions done, saved in {out_file})")
    assert len(err.strip().splitlines()) == 4  # three progress lines, one for the fault
    report = json.loads(out)
    assert report["partial"] is True and [p["move"] for p in report["positions"]] == [0, 1, 2]
    stored = stored_evaluations(load(out_file).games[0])
    assert [a is not None for a in stored] == [True, True, True, False, False, False]


@pytest.mark.gnugo
def test_resume_analyses_only_what_the_record_lacks(capsys, short_game, gnugo_command, tmp_path):
    first = tmp_path / "first.sgf"
    code, _out, err = run(
        capsys, "analyze", str(short_game), "--engine", gnugo_command, "--moves", "0-2", "--out", str(first)
    )
    assert code == 0, err
    code, out, err = run(capsys, "analyze", str(first), "--engine", gnugo_command, "--resume", "--json-lines")
    assert code == 0, err
    assert [json.loads(line)["move"] for line in out.splitlines()] == [3, 4, 5]
    code, out, err = run(capsys, "analyze", str(first), "--engine", gnugo_command, "--resume", "--json")
    assert [p["move"] for p in json.loads(out)["positions"]] == [0, 1, 2, 3, 4, 5]  # the stored ones read back


@pytest.mark.gnugo
def test_resume_or_moves_over_another_engines_review_is_refused_and_says_why(
    capsys, short_game, gnugo_command, tmp_path
):
    first = tmp_path / "first.sgf"
    code, _out, err = run(
        capsys, "analyze", str(short_game), "--engine", gnugo_command, "--moves", "0-2", "--out", str(first)
    )
    assert code == 0, err
    other = tmp_path / "other.sgf"
    other.write_text(first.read_text(encoding="utf-8").replace("QTAE[GNU Go", "QTAE[Other 1.0 was GNU Go"))
    for option in (["--resume"], ["--moves", "4"]):
        code, out, err = run(capsys, "analyze", str(other), "--engine", gnugo_command, *option, "--out", str(other))
        assert code == 2 and out == ""
        assert err.startswith(f"qtgo-cli analyze: {other}: its evaluations are by Other 1.0 was GNU Go")
        assert f"; {option[0]} with GNU Go" in err
        assert err.strip().endswith("analyse the whole game again (without --resume and --moves)")
    assert "QTAE[Other 1.0" in other.read_text(encoding="utf-8")  # the record is left as it was
    # The same engine re-runs chosen positions, replacing only theirs.
    code, out, err = run(capsys, "analyze", str(first), "--engine", gnugo_command, "--moves", "1", "--json-lines")
    assert code == 0, err
    assert [json.loads(line)["move"] for line in out.splitlines()] == [1]


def test_a_wrong_move_list_is_one_line_and_exit_2(capsys, short_game):
    with pytest.raises(SystemExit) as caught:
        main(["analyze", str(short_game), "--engine", "x", "--moves", "3-1"])
    assert caught.value.code == 2
    assert "'3-1' is not a move number or a range" in capsys.readouterr().err


def test_a_match_broken_off_keeps_the_game_so_far_and_says_so(capsys, tmp_path, misbehaving):
    code, out, err = run(
        capsys,
        "match",
        "--black",
        misbehaving("pass"),
        "--white",
        misbehaving("hang"),
        "--move-time",
        "0.3",
        "--size",
        "9",
        "--out",
        str(tmp_path),
        "--json",
    )
    assert code == 3
    path = tmp_path / "game-001.sgf"
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("qtgo-cli: engine: White's engine: Misbehaving hang chose no move within 0.3 s")
    assert err.strip().endswith(f"(partial: game 1 stopped after 1 moves, saved in {path})")
    assert json.loads(out)["games"] == [{"file": str(path), "moves": 1, "result": None, "partial": True}]
    assert len(load(path).games[0].main_line()) == 2


def test_alternate_swaps_colours_and_sums_up_wins_and_elo(capsys, tmp_path, misbehaving):
    # A passes, B resigns: A wins every game whichever colour it has.
    argv = ["match", "--black", misbehaving("pass"), "--white", misbehaving("resign"), "--size", "9"]
    code, out, err = run(capsys, *argv, "--games", "3", "--alternate", "--out", str(tmp_path), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert [(g["result"], g["a_black"]) for g in report["games"]] == [("B+R", True), ("W+R", False), ("B+R", True)]
    summary = report["summary"]
    assert {k: summary[k] for k in ("a_wins", "b_wins", "draws", "elo", "elo_margin")} == {
        "a_wins": 3,
        "b_wins": 0,
        "draws": 0,
        "elo": None,
        "elo_margin": None,
    }
    assert summary["elo_bound"] == round(elo_of_score(0.05 ** (1 / 3)), 1)  # 95%: at least this
    code, out, err = run(capsys, *argv, "--games", "2", "--alternate", "--out", str(tmp_path / "text"))
    assert code == 0, err
    assert "A Misbehaving pass" in out and "not finite; at least" in out


@pytest.mark.gnugo
def test_alternate_gives_each_engine_both_colours_in_the_records(capsys, tmp_path, gnugo_command):
    level0 = gnugo_command.replace("--level 1", "--level 0")
    code, out, err = run(
        capsys, "match", "--black", gnugo_command, "--white", level0, "--size", "7", "--komi", "4.5",
        "--games", "2", "--alternate", "--out", str(tmp_path), "--json",
    )  # fmt: skip
    assert code == 0, err
    report = json.loads(out)
    first, second = (load(g["file"]).games[0].root for g in report["games"])
    assert (first.get("PB"), first.get("PW")) == (second.get("PW"), second.get("PB"))
    summary = report["summary"]
    assert summary["a_wins"] + summary["b_wins"] + summary["draws"] == 2


def _alive(pid: int) -> bool:
    """Whether a process runs (a zombie waiting to be reaped does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state != "Z"


def _wait_for_pids(folder: Path, count: int, process: subprocess.Popen[bytes]) -> list[int]:
    for _ in range(600):
        pids = [int(p.name) for p in folder.iterdir()]
        if len(pids) >= count:
            return pids
        assert process.poll() is None, process.communicate()
        time.sleep(0.05)
    raise AssertionError("the engines never started")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_sigterm_to_qtgo_cli_ends_its_engines(tmp_path, misbehaving):
    pids = tmp_path / "pids"
    pids.mkdir()
    env = dict(os.environ, MISBEHAVING_PIDS=str(pids))
    command = [sys.executable, "-m", "qtgo.cli", "match", "--black", misbehaving("hang"), "--white"]
    command += [misbehaving("pass"), "--size", "9", "--out", str(tmp_path / "games")]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    engine_pids = _wait_for_pids(pids, 2, process)
    time.sleep(0.5)  # the match is under way: Black's engine hangs over its first move
    process.send_signal(signal.SIGTERM)
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 128 + signal.SIGTERM, err
    assert not any(_alive(pid) for pid in engine_pids)
    path = tmp_path / "games" / "game-001.sgf"
    assert err.decode().strip() == f"qtgo-cli match: stopped (partial: game 1 stopped after 0 moves, saved in {path})"
    assert load(path).games[0].root.get("PB") == "Misbehaving hang"


def test_sigterm_during_analyze_keeps_what_was_done_in_out(tmp_path, short_game, misbehaving):
    out_file = tmp_path / "stopped.sgf"
    command = [sys.executable, "-m", "qtgo.cli", "analyze", str(short_game), "--engine", misbehaving("score-hang 3")]
    process = subprocess.Popen([*command, "--out", str(out_file)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stderr is not None
    for line in process.stderr:  # position 3 hangs: the first three are done
        if b"position 3 of 6" in line:
            break
    process.send_signal(signal.SIGTERM)
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 128 + signal.SIGTERM
    assert err.decode().strip() == f"qtgo-cli analyze: stopped (partial: 3 of 6 positions done, saved in {out_file})"
    stored = stored_evaluations(load(out_file).games[0])
    assert [a is not None for a in stored] == [True, True, True, False, False, False]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_sigterm_to_qtgo_ends_its_engines(tmp_path, misbehaving):
    pids = tmp_path / "pids"
    pids.mkdir()
    script = (
        "import sys\n"
        "from qtgo.engine import Engine\n"
        f"engine = Engine.start({misbehaving('hang')!r})\n"
        "import threading\n"  # a worker waits on the engine's move, as the window's does
        "threading.Thread(target=lambda: engine.client.request('genmove b', timeout=3600), daemon=True).start()\n"
        "from qtgo.app import main\n"
        "sys.exit(main([]))\n"
    )
    env = dict(os.environ, MISBEHAVING_PIDS=str(pids), QT_QPA_PLATFORM="offscreen", QTGO_NO_SOUND="1")
    process = subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    engine_pids = _wait_for_pids(pids, 1, process)
    time.sleep(3.0)  # the window is up and Qt waits for events
    process.send_signal(signal.SIGTERM)
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    assert not any(_alive(pid) for pid in engine_pids)


@pytest.mark.gnugo
def test_alternate_with_katago_against_gnugo_gives_each_both_colours(capsys, tmp_path, katago, gnugo_command):
    code, out, err = run(
        capsys, "match", "--black", katago.gtp("maxVisits=8"), "--white", gnugo_command, "--size", "7",
        "--komi", "8.5", "--rules", "chinese", "--games", "2", "--alternate", "--out", str(tmp_path), "--json",
    )  # fmt: skip
    assert code == 0, err
    report = json.loads(out)
    roots = [load(game["file"]).games[0].root for game in report["games"]]
    assert [(root.get("PB") or "")[:6] for root in roots] == ["KataGo", "GNU Go"]
    assert [game["a_black"] for game in report["games"]] == [True, False]
    summary = report["summary"]
    assert summary["a_wins"] + summary["b_wins"] + summary["draws"] == 2
    for game, root in zip(report["games"], roots, strict=True):
        assert root.get("RE") == game["result"]


def test_drawn_games_count_as_draws_in_the_summary(capsys, tmp_path, misbehaving):
    code, out, err = run(
        capsys, "match", "--black", misbehaving("pass"), "--white", misbehaving("pass"), "--size", "9",
        "--komi", "0", "--rules", "chinese", "--games", "2", "--alternate", "--out", str(tmp_path), "--json",
    )  # fmt: skip
    assert code == 0, err
    report = json.loads(out)
    assert [game["result"] for game in report["games"]] == ["0", "0"]
    assert report["summary"] == {"a_wins": 0, "b_wins": 0, "draws": 2, "elo": 0.0, "elo_margin": 0.0}
