"""The qtgo-cli contract of DESIGN.md: exit codes, messages and JSON shapes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from qtgo.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def write(tmp_path: Path, name: str, text: str | bytes) -> str:
    path = tmp_path / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return str(path)


# A 5x5 game: Black captures a white stone at the edge, then White passes.
CAPTURE = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5];B[ba];W[aa];B[ab];W[];B[cc])"


def test_check_json_reports_position_and_captures(tmp_path, capsys):
    path = write(tmp_path, "capture.sgf", CAPTURE)
    code, out, err = run(capsys, "check", path, "--json")
    assert code == 0, err
    data = json.loads(out)
    game = data["games"][0]
    assert game["moves"] == 5  # the pass counts
    assert game["captures"] == {"B": 1, "W": 0}
    assert game["to_play"] == "W"
    assert game["board"] == [".X...", "X....", "..X..", ".....", "....."]
    assert game["illegal"] is None


def test_check_reports_simple_ko_retake(tmp_path, capsys):
    #  . X O .      Black takes the white stone at bb by playing cb;
    #  X O . O      White's immediate retake at bb is the simple-ko violation.
    #  . X O .
    ko = "(;GM[1]FF[4]SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc]PL[B];B[cb];W[bb])"
    path = write(tmp_path, "ko.sgf", ko)
    code, out, _err = run(capsys, "check", path, "--json")
    assert code == 1
    game = json.loads(out)["games"][0]
    assert game["illegal"] == {"move": 2, "reason": "ko"}  # setup nodes do not count
    assert game["moves"] == 1
    assert game["captures"] == {"B": 1, "W": 0}
    assert game["board"][1] == "X.XO."


def test_check_illegal_occupied_names_everything(tmp_path, capsys):
    path = write(tmp_path, "occupied.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[dd];B[dd])")
    code, _out, err = run(capsys, "check", path)
    assert code == 1
    assert "occupied" in err
    assert "move 3" in err
    assert "Black" in err
    assert "occupied.sgf" in err
    assert "game 1" in err


def test_check_illegal_json_and_board_before_the_move(tmp_path, capsys):
    path = write(tmp_path, "occupied.sgf", "(;GM[1]FF[4]SZ[3];B[bb];W[bb])")
    code, out, _err = run(capsys, "check", path, "--json")
    assert code == 1
    game = json.loads(out)["games"][0]
    assert game["illegal"] == {"move": 2, "reason": "occupied"}
    assert game["moves"] == 1
    assert game["board"] == ["...", ".X.", "..."]


def test_check_suicide_reason(tmp_path, capsys):
    # White plays into a single-point eye: suicide under every rule set.
    path = write(tmp_path, "suicide.sgf", "(;GM[1]FF[4]SZ[5]AB[ba][ab]PL[W];W[aa])")
    code, out, _err = run(capsys, "check", path, "--json", "--rules", "tromp-taylor")
    assert code == 1
    assert json.loads(out)["games"][0]["illegal"] == {"move": 1, "reason": "suicide"}


def test_check_collection_in_file_order(tmp_path, capsys):
    text = "(;GM[1]SZ[9];B[aa];W[bb])(;GM[1]SZ[9];B[cc])"
    path = write(tmp_path, "two.sgf", text)
    code, out, _err = run(capsys, "check", path, "--json")
    assert code == 0
    games = json.loads(out)["games"]
    assert [g["moves"] for g in games] == [2, 1]


def test_check_unreadable_file_says_where(tmp_path, capsys):
    path = write(tmp_path, "broken.sgf", "(;GM[1]SZ[9]\n;B[aa] junk )")
    code, _out, err = run(capsys, "check", path)
    assert code == 2
    assert "broken.sgf" in err
    assert "line" in err.lower()
    assert "Traceback" not in err


def test_check_missing_file(tmp_path, capsys):
    code, _out, err = run(capsys, "check", str(tmp_path / "nope.sgf"))
    assert code == 2
    assert "nope.sgf" in err


def test_score_json_shape_area(tmp_path, capsys):
    # 5x5: Black owns the left two columns, White the right two, column c is dame-free wall.
    text = "(;GM[1]FF[4]SZ[5]RU[Chinese]KM[7.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce]PL[B];B[];W[])"
    path = write(tmp_path, "area.sgf", text)
    code, out, err = run(capsys, "score", path, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["scoring"] == "area"
    assert data["black"]["stones"] == 5 and data["black"]["territory"] == 5
    assert data["white"]["stones"] == 5 and data["white"]["territory"] == 10
    assert data["white"]["komi"] == 7.5
    assert data["black"]["total"] == 10
    assert data["white"]["total"] == 22.5
    assert data["result"] == "W+12.5"
    assert data["dead"] == [] and data["seki"] == []
    for side in ("black", "white"):
        assert set(data[side]) == {"territory", "stones", "prisoners", "dead", "komi", "handicap", "penalty", "total"}


def test_score_dead_list_and_territory(tmp_path, capsys):
    # A white stone left inside Black's area is marked dead.
    text = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][aa]PL[B];B[];W[])"
    path = write(tmp_path, "dead.sgf", text)
    code, out, err = run(capsys, "score", path, "--json", "--dead", "aa")
    assert code == 0, err
    data = json.loads(out)
    assert data["scoring"] == "territory"
    assert data["dead"] == ["aa"]
    assert data["black"]["dead"] == 1
    assert data["black"]["territory"] == 5  # aa becomes Black territory once removed
    assert data["white"]["territory"] == 10
    assert data["black"]["total"] == 6
    assert data["result"] == "W+4"


def test_score_komi_option_wins_and_draw(tmp_path, capsys):
    text = "(;GM[1]FF[4]SZ[4]RU[Chinese]KM[7.5]AB[ba][bb][bc][bd]AW[ca][cb][cc][cd]PL[B];B[];W[])"
    path = write(tmp_path, "even.sgf", text)
    code, out, _err = run(capsys, "score", path, "--json", "--komi", "0")
    assert code == 0
    data = json.loads(out)
    assert data["black"]["total"] == data["white"]["total"] == 8
    assert data["result"] == "0"


def test_score_bad_dead_list(tmp_path, capsys):
    path = write(tmp_path, "g.sgf", "(;GM[1]SZ[9];B[aa])")
    code, _out, err = run(capsys, "score", path, "--dead", "zz9")
    assert code == 2
    assert "--dead" in err


def test_convert_writes_clean_sgf(tmp_path, capsys):
    src = write(
        tmp_path,
        "in.sgf",
        "(;GaMe[1]SZ[9]XX[private]C[a \\] b];B[aa](;W[bb])(;W[cc]C[var]))(;GM[1]SZ[9];B[ee])",
    )
    out = tmp_path / "out.sgf"
    code, _out, err = run(capsys, "convert", src, str(out))
    assert code == 0, err
    text = out.read_text(encoding="utf-8")
    assert "FF[4]" in text and "CA[UTF-8]" in text
    assert "XX[private]" in text
    assert "W[bb]" in text and "W[cc]" in text and "C[var]" in text
    assert "B[ee]" in text
    assert "a \\] b" in text


def test_convert_broken_input_leaves_output_alone(tmp_path, capsys):
    src = write(tmp_path, "in.sgf", "this is not sgf at all")
    out = tmp_path / "out.sgf"
    out.write_text("keep me", encoding="utf-8")
    code, _out, err = run(capsys, "convert", src, str(out))
    assert code == 2
    assert out.read_text(encoding="utf-8") == "keep me"
    assert err.count("\n") == 1


def test_render_png_of_requested_size(tmp_path, qapp):
    src = write(tmp_path, "g.sgf", "(;GM[1]FF[4]SZ[9];B[cc];W[gg];B[cg];W[gc])")
    out = tmp_path / "board.png"
    result = subprocess.run(
        [sys.executable, "-m", "qtgo.cli", "render", src, "--move", "3", "--out", str(out), "--size", "300"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert image.width() == 300 and image.height() == 300


def test_render_move_past_end(tmp_path, capsys):
    src = write(tmp_path, "g.sgf", "(;GM[1]FF[4]SZ[9];B[cc])")
    code, _out, err = run(capsys, "render", src, "--move", "7", "--out", str(tmp_path / "x.png"))
    assert code == 2
    assert "only 1 moves" in err


@pytest.mark.parametrize("command", ["check", "score", "convert", "render"])
def test_every_command_has_help(command, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--help"])
    assert exit_info.value.code == 0
    assert command in capsys.readouterr().out


@pytest.mark.parametrize(("rules", "compensation"), [("chinese", 2), ("aga", 1), ("japanese", 0)])
def test_score_handicap_compensation_from_the_record(tmp_path, capsys, rules, compensation):
    text = "(;GM[1]FF[4]SZ[5]KM[0.5]HA[2]AB[ba][bb][bc][bd][be];W[ca];B[];W[cb];B[];W[cc];B[];W[cd];B[];W[ce];B[];W[])"
    path = write(tmp_path, "handicap.sgf", text)
    code, out, err = run(capsys, "score", path, "--json", "--rules", rules)
    assert code == 0, err
    data = json.loads(out)
    assert data["white"]["handicap"] == compensation
    assert data["black"]["handicap"] == 0
    assert data["white"]["komi"] == 0.5


def test_check_reports_every_file_even_after_a_broken_one(tmp_path, capsys):
    broken = write(tmp_path, "broken.sgf", "not sgf")
    good = write(tmp_path, "good.sgf", "(;GM[1]SZ[9];B[ee])")
    code, out, err = run(capsys, "check", broken, good, "--json")
    assert code == 2
    assert "broken.sgf" in err
    assert json.loads(out)["games"][0]["moves"] == 1


def test_check_off_board_move(tmp_path, capsys):
    path = write(tmp_path, "off.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[rs])")
    code, out, err = run(capsys, "check", path, "--json")
    assert code == 1
    assert json.loads(out)["games"][0]["illegal"] == {"move": 2, "reason": "off-board"}
    assert "Traceback" not in err


def test_check_superko_under_positional_rules(tmp_path, capsys):
    # Send-two-return-one is not needed: a plain ko retake after one exchange elsewhere
    # is legal under every rule set (simple ko is only about the immediate retake).
    ko = "(;GM[1]FF[4]SZ[7]AB[ba][ab][bc]AW[ca][bb][db][cc]PL[B];B[cb];W[gg];B[ff];W[bb])"
    path = write(tmp_path, "ko-later.sgf", ko)
    code, out, _err = run(capsys, "check", path, "--json", "--rules", "tromp-taylor")
    assert code == 0
    assert json.loads(out)["games"][0]["moves"] == 4


def test_check_reports_what_the_reader_repaired(tmp_path, capsys):
    path = write(tmp_path, "cut.sgf", "(;SZ[19];B[pd];W[dp];B[pq")
    code, out, err = run(capsys, "check", path)
    assert code == 0  # readable: the repaired record is checked
    assert "warning" in err and "cut.sgf" in err
    assert "2 moves" in out


def test_check_applies_qtgos_own_rule_overrides(tmp_path, capsys):
    # Send two, return one: Black's third move recreates the starting board. Plain
    # Japanese rules allow it; the record says Japanese with positional superko (QRO).
    text = "(;GM[1]FF[4]SZ[5]RU[Japanese]QRO[ko=positional]AB[ba][da][cb]AW[ab][bb]PL[B];B[aa];W[ca];B[ba])"
    path = write(tmp_path, "psk.sgf", text)
    code, out, _err = run(capsys, "check", path, "--json")
    assert code == 1
    assert json.loads(out)["games"][0]["illegal"] == {"move": 3, "reason": "superko"}
    code, out, _err = run(capsys, "check", path, "--json", "--rules", "japanese")
    assert code == 0  # --rules wins over the record's RU and its overrides


def test_score_text_marks_terms_outside_the_total(tmp_path, capsys):
    text = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][aa]PL[B];B[];W[])"
    path = write(tmp_path, "d.sgf", text)
    code, out, _err = run(capsys, "score", path, "--dead", "aa")
    assert code == 0
    stones = next(line for line in out.splitlines() if line.startswith("stones"))
    assert "(not counted)" in stones
    assert out.strip().endswith("result: W+4")


def test_convert_in_place(tmp_path, capsys):
    path = write(tmp_path, "same.sgf", "(;GaMe[1]SZ[9];B[aa])")
    code, _out, err = run(capsys, "convert", path, path)
    assert code == 0, err
    assert "FF[4]" in Path(path).read_text(encoding="utf-8")


# An accepted count (as qtgo writes it): a white stone on aa dead inside Black's TB, White's
# territory in TW, the result the players agreed on in RE.
ACCEPTED = (
    "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0]RE[W+4]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][aa]PL[B];B[]"
    ";W[]TB[aa][ab][ac][ad][ae]TW[da][db][dc][dd][de][ea][eb][ec][ed][ee])"
)


def test_score_without_dead_uses_the_recorded_count(tmp_path, capsys):
    path = write(tmp_path, "accepted.sgf", ACCEPTED)
    code, out, err = run(capsys, "score", path, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["dead_from"] == "recorded"
    assert data["dead"] == ["aa"]
    assert data["result"] == "W+4"  # the recorded result, reproduced
    assert err == ""


def test_score_recorded_explicitly_and_its_text(tmp_path, capsys):
    path = write(tmp_path, "accepted.sgf", ACCEPTED)
    code, out, err = run(capsys, "score", path, "--dead", "recorded")
    assert code == 0, err
    assert "dead stones: as accepted in the record (TB/TW)" in out
    assert out.strip().endswith("result: W+4")


def test_score_says_when_the_recorded_count_does_not_give_re(tmp_path, capsys):
    path = write(tmp_path, "edited.sgf", ACCEPTED.replace("RE[W+4]", "RE[B+12.5]"))
    code, out, err = run(capsys, "score", path, "--json")
    assert code == 0
    assert json.loads(out)["result"] == "W+4"
    assert err.count("\n") == 1 and "RE[B+12.5]" in err and "W+4" in err


def test_score_without_territory_marks_defaults_to_none(tmp_path, capsys):
    text = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][aa]PL[B];B[];W[])"
    path = write(tmp_path, "plain.sgf", text)
    code, out, err = run(capsys, "score", path, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["dead_from"] == "none" and data["dead"] == []


def test_score_recorded_without_territory_marks_exits_2_with_one_line(tmp_path, capsys):
    path = write(tmp_path, "plain.sgf", "(;GM[1]FF[4]SZ[9];B[aa];W[])")
    code, out, err = run(capsys, "score", path, "--dead", "recorded")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "TB/TW" in err and "plain.sgf" in err


@pytest.mark.parametrize(("option", "source"), [("auto", "auto"), ("none", "none"), ("aa", "list")])
def test_score_dead_options_name_their_source(tmp_path, capsys, option, source):
    path = write(tmp_path, "accepted.sgf", ACCEPTED)
    code, out, err = run(capsys, "score", path, "--json", "--dead", option)
    assert code == 0, err
    data = json.loads(out)
    assert data["dead_from"] == source
    if source == "none":
        assert data["dead"] == []
    if source == "list":
        assert data["dead"] == ["aa"]
