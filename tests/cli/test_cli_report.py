"""``qtgo-cli report`` on a real game analysed by the real KataGo (few visits) and by GNU Go:
every number recomputed by hand from the evaluations saved in the record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, gnugo_path

from qtgo.cli import main
from qtgo.sgf import load

GAME = ROOT.parent / "shared" / "corpus" / "gnugo-regression" / "olympiad2004__9x9__gnu-int.sgf"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module", params=["katago", "gnugo"])
def analysed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The 9x9 Olympiad game with every position evaluated by one engine, as ``analyze`` saves it."""
    if not GAME.is_file():
        pytest.skip(f"the shared corpus is not here: {GAME}")
    if request.param == "katago":
        command = request.getfixturevalue("katago").gtp()
        limits = ["--visits", "8"]
    else:
        found = gnugo_path()
        if found is None:
            pytest.skip("gnugo is not installed (apt-get install gnugo)")
        command = f"{found} --mode gtp --level 1"
        limits = []
    out = tmp_path_factory.mktemp("analysed") / f"{request.param}.sgf"
    assert main(["analyze", str(GAME), "--engine", command, *limits, "--out", str(out)]) == 0
    return out


def _by_hand(path: Path) -> dict[str, dict[str, Any]]:
    """The report's numbers straight from the saved QTEV text: lead before minus lead after,
    from the mover's side, 0 when it rose; phases 11 and 34 (50 and 150 scaled to 9x9)."""
    tree = load(path).games[0]
    positions: list[tuple[str | None, float, str, Any]] = []  # (mover or None, lead, best point) per main-line position
    for node in tree.main_line():
        mover = "B" if "B" in node else "W" if "W" in node else None
        if mover is None and positions:
            continue
        fields = dict(part.split("=", 1) for part in (node.get("QTEV") or "").split(";") if "=" in part)
        best = fields.get("best", "").split(",")[0].split(":")[0]
        positions.append((mover, float(fields["lead"]), "" if best == "pass" else best, node))
    sides: dict[str, dict[str, Any]] = {}
    for color in ("B", "W"):
        losses = []
        for number in range(1, len(positions)):
            mover, lead, _best, node = positions[number]
            if mover != color:
                continue
            before = positions[number - 1][1]
            drop = (before - lead) if color == "B" else (lead - before)
            losses.append((number, max(0.0, drop), node.get(color) or "", positions[number - 1][2]))
        phases = {"opening": (1, 11), "middle": (12, 34), "endgame": (35, 10**6)}
        worst = sorted(losses, key=lambda item: -item[1])[:5]
        sides["black" if color == "B" else "white"] = {
            "moves": len(losses),
            "points_lost": sum(loss for _n, loss, _p, _b in losses),
            "inaccuracy": sum(2 <= loss < 5 for _n, loss, _p, _b in losses),
            "mistake": sum(5 <= loss < 10 for _n, loss, _p, _b in losses),
            "blunder": sum(loss >= 10 for _n, loss, _p, _b in losses),
            "phases": {
                name: (
                    sum(low <= n <= high for n, _l, _p, _b in losses),
                    sum(loss for n, loss, _p, _b in losses if low <= n <= high),
                )
                for name, (low, high) in phases.items()
            },
            "worst": [(n, played, best, loss) for n, loss, played, best in worst],
        }
    return sides


def test_the_report_equals_the_numbers_recomputed_by_hand_from_the_saved_evaluations(
    capsys: pytest.CaptureFixture[str], analysed: Path
) -> None:
    code, out, err = run(capsys, "report", str(analysed), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert set(report) == {"black", "white"}
    expected = _by_hand(analysed)
    for side in ("black", "white"):
        got, want = report[side], expected[side]
        assert got["unit"] == "points"
        assert got["moves"] == want["moves"] == 25  # 24 stones and a pass each
        assert got["points_lost"] == pytest.approx(want["points_lost"], abs=0.01)
        assert got["mean_loss"] == pytest.approx(want["points_lost"] / want["moves"], abs=0.001)
        assert got["mistakes"] == {key: want[key] for key in ("inaccuracy", "mistake", "blunder")}
        for phase, (moves, lost) in want["phases"].items():
            assert got["by_phase"][phase]["moves"] == moves
            assert got["by_phase"][phase]["points_lost"] == pytest.approx(lost, abs=0.01)
        assert [(w["move"], w["played"], w["best"]) for w in got["worst"]] == [w[:3] for w in want["worst"]]
        assert [w["loss"] for w in got["worst"]] == pytest.approx([w[3] for w in want["worst"]], abs=0.01)
        untimed = got["by_time"]["unknown"]  # TM[30:00] but no BL/WL: no move's time is known
        assert untimed["moves"] == want["moves"]
        assert untimed["points_lost"] == pytest.approx(want["points_lost"], abs=0.01)


def test_one_player_over_several_games_and_several_games_in_file_order(
    capsys: pytest.CaptureFixture[str], analysed: Path, tmp_path: Path
) -> None:
    second = tmp_path / "again.sgf"
    second.write_bytes(analysed.read_bytes())
    _code, out, _err = run(capsys, "report", str(analysed), "--json")
    single = json.loads(out)
    code, out, err = run(capsys, "report", str(analysed), str(second), "--json")
    assert code == 0, err
    assert json.loads(out) == {"games": [single, single]}
    code, out, err = run(capsys, "report", str(analysed), str(second), "--player", "gnu go", "--json")
    assert code == 0, err
    player = json.loads(out)["player"]
    assert player["moves"] == 2 * single["black"]["moves"]  # GNU Go had Black in both (PB)
    assert player["points_lost"] == pytest.approx(2 * single["black"]["points_lost"], abs=0.02)
    assert {w["file"] for w in player["worst"]} <= {str(analysed), str(second)}


def test_thresholds_and_phases_are_the_users(capsys: pytest.CaptureFixture[str], analysed: Path) -> None:
    code, out, err = run(capsys, "report", str(analysed), "--thresholds", "0,1,2", "--phases", "0,0", "--json")
    assert code == 0, err
    black = json.loads(out)["black"]
    assert black["by_phase"]["endgame"]["moves"] == black["moves"]
    assert sum(black["mistakes"].values()) == black["moves"]  # every loss is at least 0


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--thresholds", "5,2,10"], "increasing"),
        (["--thresholds", "1,2"], "3 numbers"),
        (["--phases", "a,b"], "2 numbers"),
        (["--phases", "10.5,20"], "whole"),
        (["--player", "Nobody"], "no game of 'Nobody'"),
    ],
)
def test_a_wrong_option_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], analysed: Path, extra: list[str], words: str
) -> None:
    code, out, err = run(capsys, "report", str(analysed), *extra)
    assert (code, out) == (2, "")
    assert words in err and err.count("\n") == 1


def test_a_record_without_evaluations_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    if not GAME.is_file():
        pytest.skip(f"the shared corpus is not here: {GAME}")
    code, out, err = run(capsys, "report", str(GAME), "--json")
    assert (code, out) == (2, "")
    assert err == f"qtgo-cli report: {GAME}: the record holds no engine evaluations (analyse it first)\n"


def test_coach_sums_my_games_and_agrees_with_the_players_report(
    capsys: pytest.CaptureFixture[str], analysed: Path
) -> None:
    _code, out, _err = run(capsys, "report", str(analysed), "--player", "GNU Go", "--json")
    player = json.loads(out)["player"]
    code, out, err = run(capsys, "coach", str(analysed), "--me", "gnu go", "--json")
    assert code == 0, err
    coach = json.loads(out)
    assert coach["games"] == 1
    (month,) = coach["by_month"]
    assert month == "2004-07"  # DT[2004-07-05]
    for phase in ("opening", "middle", "endgame"):
        assert coach["by_month"][month][phase]["moves"] == player["by_phase"][phase]["moves"]
        assert coach["by_month"][month][phase]["points_lost"] == pytest.approx(
            player["by_phase"][phase]["points_lost"], abs=0.02
        )
    assert coach["by_time_control"]["30:00 absolute"]["moves"] == player["moves"]
    code, _out, err = run(capsys, "coach", str(analysed), "--me", "nobody")
    assert code == 2 and "no game of nobody" in err


def test_the_text_report_says_in_words_why_each_worst_move_lost(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    ev = "QTEV[lead={};winrate=;visits=9;to={};best={}:{}:::]"
    record = tmp_path / "g.sgf"
    record.write_text(
        "(;SZ[9]PB[A]PW[B]" + ev.format(0.5, "B", "ee", 0.5) + ";B[aa]" + ev.format(-6, "W", "cc", -6) + ")",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "report", str(record))
    assert code == 0, err
    assert "  move 1: aa lost 6.5 (best ee)\n" in out
    assert "    Black's lead fell from +0.5 to \u22126 (by 6.5).\n" in out
    assert "    Black played A9 while E5 was worth about 6.5 points more." in out


def test_the_text_report_says_how_much_was_lost_in_fast_overtime_moves(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    ev = "QTEV[lead={};to={};best=ee:{}:::]"
    record = tmp_path / "timed.sgf"
    record.write_text(
        "(;SZ[9]TM[10]OT[3x10 byo-yomi]"
        + ev.format(0, "B", 0)
        + ";B[aa]BL[8]"
        + ev.format(-1, "W", -1)
        + ";W[bb]WL[9]"
        + ev.format(-1, "B", -1)
        + ";B[cc]BL[9]OB[3]"
        + ev.format(-5, "W", -5)
        + ";W[dd]WL[8]"
        + ev.format(-5, "B", -5)
        + ";B[ee]BL[8]OB[3]"
        + ev.format(-8, "W", -8)
        + ")",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "report", str(record), "--json")
    black = json.loads(out)["black"]
    # Black: 2 s of main time (-1), then 8 s main + 1 s of a period (-4), then 2 s of a period (-3).
    assert black["by_time"]["main"]["bands"][0] == {"from": 0.0, "to": 3.0, "moves": 1, "points_lost": 1.0}
    assert black["by_time"]["overtime"]["bands"][0] == {"from": 0.0, "to": 3.0, "moves": 1, "points_lost": 3.0}
    assert black["by_time"]["overtime"]["bands"][1] == {"from": 3.0, "to": 10.0, "moves": 1, "points_lost": 4.0}
    code, out, err = run(capsys, "report", str(record))
    assert code == 0, err
    assert "  3.0 of 8.0 points lost in 1 move played in under 3 s of overtime\n" in out


def test_coach_reads_a_librarys_analysed_games_and_skips_the_others(
    capsys: pytest.CaptureFixture[str], analysed: Path, tmp_path: Path
) -> None:
    plain = tmp_path / "plain.sgf"
    plain.write_text("(;SZ[9]PB[GNU Go]PW[x];B[ee];W[cc])", encoding="utf-8")
    db = str(tmp_path / "lib.db")
    assert run(capsys, "library", "import", str(analysed), str(plain), "--db", db)[0] == 0
    code, out, err = run(capsys, "coach", "--db", db, "--me", "GNU Go", "--json")
    assert code == 0, err
    from_library = json.loads(out)
    _code, out, _err = run(capsys, "coach", str(analysed), "--me", "GNU Go", "--json")
    assert from_library == json.loads(out) and from_library["games"] == 1
    code, _out, err = run(capsys, "coach", str(analysed), "--db", db, "--me", "x")
    assert code == 2 and "either record files or --db" in err


def test_coach_over_a_library_counts_the_games_its_background_queue_analysed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from qtgo.engine import Analysis, Cancel
    from qtgo.engine.whole_game import PositionResult, ReviewSettings
    from qtgo.library import Library
    from qtgo.library.analysis_queue import AnalysisQueue, run_queue

    class Steady:
        """Every position: Black 2 points ahead less one a move (each of Black's moves loses 1)."""

        label = "Steady"

        def start(self) -> None:
            pass

        def analyse(self, positions, indices, settings, on_result, cancel) -> None:  # type: ignore[no-untyped-def]
            for index in indices:
                lead = 2.0 - (index + 1) // 2
                on_result(PositionResult(index, Analysis(positions[index].to_play, score_lead=lead)))

        def restart(self) -> None:
            pass

        def close(self) -> None:
            pass

    plain = tmp_path / "plain.sgf"
    plain.write_text("(;SZ[9]PB[Me]PW[x]DT[2025-05-05];B[ee];W[cc];B[gg];W[cg])", encoding="utf-8")
    db = tmp_path / "lib.db"
    with Library(db) as library:
        library.import_paths([plain])
        queue = AnalysisQueue(library)
        queue.add(row.id for row in library.games())
        run_queue(queue, Steady(), ReviewSettings(), Cancel())
    code, out, err = run(capsys, "coach", "--db", str(db), "--me", "me", "--json")
    assert code == 0, err
    found = json.loads(out)
    assert found["games"] == 1
    assert found["by_month"]["2025-05"]["opening"] == {"moves": 2, "points_lost": 2.0, "mean_loss": 1.0}
