"""``qtgo-cli library import`` and ``library search``: the contract of issue 15."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from qtgo.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def records(tmp_path) -> Path:
    folder = tmp_path / "games"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.sgf").write_text(
        "(;SZ[19]PB[Black A]PW[White A]DT[2020-01-02]RE[B+R];B[pd];W[dp];B[pp];W[dd])"
        "(;SZ[19]PB[Black B]PW[White B]DT[2021-06]RE[W+1.5];B[dp];W[pd];B[dd];W[pp];B[qf])",
        encoding="utf-8",
    )
    (folder / "sub" / "copy.sgf").write_text("(;SZ[19]PB[someone];B[pd];W[dp];B[pp];W[dd])", encoding="utf-8")
    (folder / "sub" / "bad.sgf").write_text("not a record", encoding="utf-8")
    return folder


def test_import_reports_imported_duplicates_and_unreadable_as_json(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    code, out, err = run(capsys, "library", "import", str(records), "--db", db, "--json")
    assert code == 0 and all(line.startswith("importing: ") for line in err.splitlines())
    report = json.loads(out)  # stdout holds the JSON alone
    assert (report["imported"], report["duplicates"]) == (2, 1)
    assert [(Path(u["file"]).name, "line 1" in u["reason"]) for u in report["unreadable"]] == [("bad.sgf", True)]
    code, out, _ = run(capsys, "library", "import", str(records), "--db", db, "--json")
    assert (code, json.loads(out)["imported"], json.loads(out)["duplicates"]) == (0, 0, 0)


def test_import_reports_progress_on_stderr(capsys, records, tmp_path):
    code, out, err = run(capsys, "library", "import", str(records), "--db", str(tmp_path / "l.db"))
    assert code == 0 and out.startswith("imported 2 games")
    assert err.splitlines()[-1] == "importing: 3/3 files, 2 games"


def test_import_removes_the_games_of_files_gone_from_the_folder(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    (records / "a.sgf").unlink()
    code, out, _ = run(capsys, "library", "import", str(records), "--db", db, "--json")
    report = json.loads(out)
    assert code == 0 and (report["imported"], report["removed"]) == (1, 2)  # the former duplicate comes in
    _, out, _ = run(capsys, "library", "search", "--db", db, "--json")
    assert [Path(g["file"]).name for g in json.loads(out)["games"]] == ["copy.sgf"]


def test_import_reads_the_files_in_the_encoding_given(capsys, tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "a.sgf").write_bytes("(;SZ[19]PB[Иванов]PW[Петров];B[pd])".encode("cp1251"))
    db = str(tmp_path / "l.db")
    code, _, _ = run(capsys, "library", "import", str(folder), "--db", db, "--encoding", "cp1251")
    _, out, _ = run(capsys, "library", "search", "--db", db, "--player", "Иванов", "--json")
    assert code == 0 and [g["white"] for g in json.loads(out)["games"]] == ["Петров"]
    with pytest.raises(SystemExit) as caught:  # argparse refuses it before anything is read
        main(["library", "import", str(folder), "--db", db, "--encoding", "no-such-set"])
    assert caught.value.code == 2 and "unknown or unusable character set 'no-such-set'" in capsys.readouterr().err


def test_import_fails_only_when_the_database_cannot_be_written(capsys, records, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, out, err = run(capsys, "library", "import", str(records), "--db", str(blocker / "l.db"))
    assert code == 2 and out == "" and err.startswith("qtgo-cli library: ") and len(err.splitlines()) == 1


def test_search_by_information_prints_the_games_as_json(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    code, out, _ = run(capsys, "library", "search", "--db", db, "--white", "white b", "--json")
    (game,) = json.loads(out)["games"]
    assert code == 0
    assert game["file"].endswith("a.sgf") and game["game"] == 1
    assert (game["black"], game["white"], game["date"], game["result"]) == ("Black B", "White B", "2021-06", "W+1.5")
    _, out, _ = run(
        capsys, "library", "search", "--db", db, "--from", "2020", "--to", "2020-12", "--result", "B", "--json"
    )
    assert [g["black"] for g in json.loads(out)["games"]] == ["Black A"]


def test_search_by_pattern_gives_move_and_symmetry(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]VW[pp:ss]AW[pp])", encoding="utf-8")  # a white stone alone in a 4x4 corner
    code, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json")
    result = json.loads(out)
    # game 0: W dp (move 2) is pp mirrored left-right (1); game 1: W pd (move 2) mirrored top-bottom (2)
    assert code == 0
    assert {(g["game"], g["move"], g["symmetry"]) for g in result["games"]} == {(0, 2, 1), (1, 2, 2)}
    assert result["continuations"] == []  # nobody plays in that corner again
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--swap-colors", "--json")
    # with the colours swapped, Black's first stone (move 1) already makes the pattern
    assert {(g["game"], g["move"], g["symmetry"]) for g in json.loads(out)["games"]} == {(0, 1, 2), (1, 1, 1)}


def test_a_pattern_with_a_filter_finds_only_the_games_the_filter_leaves(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]VW[pp:ss]AW[pp])", encoding="utf-8")  # both games of a.sgf match
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--player", "white b", "--json")
    assert [(g["black"], g["move"]) for g in json.loads(out)["games"]] == [("Black B", 2)]
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--from", "2020-01-01",
                    "--to", "2020-12-31", "--json")  # fmt: skip
    assert [g["black"] for g in json.loads(out)["games"]] == ["Black A"]
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--player", "nobody", "--json")
    assert json.loads(out)["games"] == []


def test_continuations_are_in_the_patterns_orientation(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]AB[pp][pd]AW[dd][dp])", encoding="utf-8")
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json")
    result = json.loads(out)
    # both games reach it at move 4: game 0 as drawn, game 1 mirrored left-right; only game 1
    # goes on, with B qf, which is cf in the pattern's own orientation
    assert {(g["game"], g["move"], g["symmetry"]) for g in result["games"]} == {(0, 4, 0), (1, 4, 1)}
    assert result["continuations"] == [{"point": "cf", "color": "B", "count": 1, "black_wins": 0, "white_wins": 1}]


def test_limit_prints_the_first_games_and_the_continuations_of_every_game(capsys, tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    for number, answer in enumerate(["qf", "qf", "cf", "qf", "nc"]):
        (folder / f"g{number}.sgf").write_text(
            f"(;SZ[19]RE[{'BW'[number % 2]}+R];B[pd];W[dp];B[pp];W[dd];B[{answer}];W[{'abcde'[number]}s])",
            encoding="utf-8",
        )
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(folder), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]VW[jj:ss]AB[pp])", encoding="utf-8")
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json")
    whole = json.loads(out)
    assert len(whole["games"]) == 5
    for limit in (0, 2, 9):
        code, out, _ = run(
            capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json", "--limit", str(limit)
        )
        cut = json.loads(out)
        assert code == 0 and cut == {"games": whole["games"][:limit], "continuations": whole["continuations"]}
    _, out, _ = run(capsys, "library", "search", "--db", db, "--limit", "3")
    assert out.startswith("3 games\n")


def test_a_whole_board_pattern_finds_the_position_and_the_next_move(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]AB[dp]AW[pd])", encoding="utf-8")
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json")
    result = json.loads(out)
    # game 1 as drawn; game 0 turned by 180°, so its next move B pp is dd for the pattern too
    assert {(g["game"], g["move"], g["symmetry"]) for g in result["games"]} == {(1, 2, 0), (0, 2, 3)}
    assert result["continuations"] == [{"point": "dd", "color": "B", "count": 2, "black_wins": 1, "white_wins": 1}]


def test_variations_are_searched_with_the_option_only(capsys, tmp_path):
    (tmp_path / "v.sgf").write_text("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gd];B[cg]))", encoding="utf-8")
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(tmp_path / "v.sgf"), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[9]VW[fa:id]AW[gd])", encoding="utf-8")  # W gd alone in its corner
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json")
    assert json.loads(out)["games"] == []
    code, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--variations", "--json")
    (game,) = json.loads(out)["games"]
    assert (code, game["game"], game["move"], game["variation"]) == (0, 0, 2, 1)


def test_a_game_inside_a_collection_is_named_by_its_index(capsys, records, tmp_path):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]AB[dp][dd][qf]AW[pd][pp])", encoding="utf-8")  # the end of the file's 2nd game
    _, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json")
    result = json.loads(out)
    assert [(Path(g["file"]).name, g["game"], g["move"], g["symmetry"]) for g in result["games"]] == [
        ("a.sgf", 1, 5, 0)
    ]
    assert result["continuations"] == []


@pytest.mark.parametrize(
    "args",
    [
        ["library", "search", "--db", "{tmp}/absent.db"],
        ["library", "search", "--db", "{db}", "--from", "someday"],
        ["library", "search", "--db", "{db}", "--result", "X"],
        ["library", "search", "--db", "{db}", "--pattern", "{tmp}/absent.sgf"],
        ["library", "search", "--db", "{db}", "--limit", "-1"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, records, tmp_path, args):
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(records), "--db", db)
    code, out, err = run(capsys, *(a.format(tmp=tmp_path, db=db) for a in args))
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and "Traceback" not in err


def test_the_installed_command_runs(records, tmp_path):
    db = str(tmp_path / "l.db")
    done = subprocess.run(
        [sys.executable, "-m", "qtgo.cli", "library", "import", str(records), "--db", db],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0 and done.stdout.startswith("imported 2 games, skipped 1 duplicates, 1 unreadable")


def test_search_gives_each_continuation_its_years_and_the_engines_verdict(capsys, tmp_path):
    games = tmp_path / "analysed"
    games.mkdir()

    def ev(lead: float) -> str:
        return f"QTEV[lead={lead};winrate=;visits=10;to=B;best=aa:{lead}:::]"

    # W answers B dd at pd: 2015 (lost 1.5, Black's lead 1 -> 2.5) and 2016 (not analysed).
    (games / "a.sgf").write_text(f"(;SZ[19]DT[2015-04-01]{ev(0)};B[dd]{ev(1)};W[pd]{ev(2.5)};B[jj])", encoding="utf-8")
    (games / "b.sgf").write_text("(;SZ[19]DT[2016-04-01];B[dd];W[pd];B[jj];W[as])", encoding="utf-8")
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]AB[dd])", encoding="utf-8")
    db = str(tmp_path / "l.db")
    assert run(capsys, "library", "import", str(games), "--db", db)[0] == 0
    code, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--json")
    assert code == 0 and "years" not in json.loads(out)["continuations"][0]  # only when asked for
    code, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--history", "--json")
    assert code == 0
    [found] = json.loads(out)["continuations"]
    assert found["point"] == "pd" and found["count"] == 2
    assert found["years"] == {"first": 2015, "last": 2016, "said": "2015–2016"}
    assert found["engine"] == {"mean_loss": 1.5, "games": 1}
    code, out, _ = run(capsys, "library", "search", "--db", db, "--pattern", str(pattern), "--history")
    assert "next W pd: 2 games, black won 0, white won 0, 2015–2016, engine: -1.5 points in 1 analysed" in out


def test_a_reader_that_goes_away_ends_the_search_and_its_threads(capsys, tmp_path, monkeypatch):
    import io
    import threading

    folder = tmp_path / "games"
    folder.mkdir()
    for number in range(30):
        (folder / f"g{number}.sgf").write_text(f"(;SZ[19]PB[p{number}];B[pd];W[dp];B[pp])", encoding="utf-8")
    db = str(tmp_path / "l.db")
    run(capsys, "library", "import", str(folder), "--db", db)
    pattern = tmp_path / "p.sgf"
    pattern.write_text("(;SZ[19]VW[jj:ss]AB[pp])", encoding="utf-8")

    class Closed(io.RawIOBase):
        def writable(self) -> bool:
            return True

        def write(self, data) -> int:
            raise BrokenPipeError(32, "Broken pipe")  # as a pipe whose reader has ended (``| head``)

    stdout = io.TextIOWrapper(io.BufferedWriter(Closed(), buffer_size=8))
    monkeypatch.setattr(sys, "stdout", stdout)
    assert main(["library", "search", "--db", db, "--pattern", str(pattern), "--json"]) == 0
    assert not [thread for thread in threading.enumerate() if thread.name.startswith("qtgo-made-ahead")]
