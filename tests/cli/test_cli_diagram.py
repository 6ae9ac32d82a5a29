"""``qtgo-cli diagram``: every output format, exit 0, and one line on stderr for bad input."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from qtgo.cli import COMMAND_MODULES, main

KO_FIGHT = str(Path(__file__).resolve().parents[1] / "data" / "diagram" / "ko_fight.sgf")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_diagram_is_a_command_module() -> None:
    assert "qtgo.cli.diagram" in COMMAND_MODULES


def test_text_output_holds_dollar_diagrams_of_ten_moves(capsys, tmp_path: Path) -> None:
    out = tmp_path / "fight.txt"
    code, stdout, err = run(capsys, "diagram", KO_FIGHT, "--out", str(out))
    assert (code, err) == (0, "")
    assert stdout.strip() == str(out)
    text = out.read_text(encoding="utf-8")
    headers = [line for line in text.splitlines() if line.startswith("$$") and "Figure" in line]
    assert headers == ["$$Bc9 Figure 1 (moves 1-10)", "$$Bc9m11 Figure 2 (moves 11-17)"]
    assert "16 at 11" in text


def test_svg_files_one_per_figure_parse_as_xml(capsys, tmp_path: Path) -> None:
    out = tmp_path / "fight.svg"
    code, stdout, _err = run(capsys, "diagram", KO_FIGHT, "--per-figure", "10", "--out", str(out))
    assert code == 0
    written = [Path(line) for line in stdout.split()]
    assert written == [tmp_path / "fight-1.svg", tmp_path / "fight-2.svg"]
    for path in written:
        assert ET.parse(path).getroot().tag == "{http://www.w3.org/2000/svg}svg"


def test_pdf_and_png_with_a_range_and_a_region(capsys, tmp_path: Path) -> None:
    pdf = tmp_path / "fight.pdf"
    code, _out, _err = run(
        capsys,
        "diagram",
        KO_FIGHT,
        "--moves",
        "1-12",
        "--per-figure",
        "4",
        "--per-page",
        "2",
        "--paper",
        "letter",
        "--out",
        str(pdf),
    )
    assert code == 0
    assert pdf.read_bytes().startswith(b"%PDF-")
    png = tmp_path / "corner.png"
    code, _out, _err = run(capsys, "diagram", KO_FIGHT, "--region", "aa:ee", "--no-coordinates", "--out", str(png))
    assert code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--out", "x.doc"], "must end in .svg, .pdf, .png, .txt"),
        (["--moves", "9-3", "--out", "x.svg"], "the range must run upwards"),
        (["--moves", "40-50", "--out", "x.svg"], "the line has only 17 moves"),
        (["--region", "aa:zz", "--out", "x.svg"], "is off the 9x9 board"),
        (["--region", "aa-cc", "--out", "x.svg"], "not two SGF points"),
        (["--per-figure", "0", "--out", "x.svg"], "--per-figure must be 1 or more"),
        (["--game", "2", "--out", "x.svg"], "holds 1 game"),
    ],
)
def test_bad_input_gets_one_line_and_exit_2(capsys, tmp_path: Path, args: list[str], message: str) -> None:
    args = [str(tmp_path / a) if a.startswith("x.") else a for a in args]
    code, _out, err = run(capsys, "diagram", KO_FIGHT, *args)
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert message in err
    assert err.startswith("qtgo-cli diagram: ")


def test_a_missing_or_broken_record_is_one_line(capsys, tmp_path: Path) -> None:
    code, _out, err = run(capsys, "diagram", str(tmp_path / "nope.sgf"), "--out", str(tmp_path / "a.svg"))
    assert code == 2 and "no such file" in err
    bad = tmp_path / "bad.sgf"
    bad.write_text("this is not SGF", encoding="utf-8")
    code, _out, err = run(capsys, "diagram", str(bad), "--out", str(tmp_path / "a.svg"))
    assert code == 2 and len(err.strip().splitlines()) == 1


def test_an_automatic_region_frames_the_stones(capsys, tmp_path: Path) -> None:
    out = tmp_path / "auto.txt"
    code, _out, _err = run(capsys, "diagram", KO_FIGHT, "--moves", "1-8", "--region", "auto", "--out", str(out))
    assert code == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    # Stones on columns c-f and rows c-e, plus a line of margin, reach out to the top and
    # left edges: columns a-g, rows a-f.
    assert lines[1] == "$$ +" + "-" * 14
    assert lines[2] == "$$ | . . . . . . ."
    assert len([line for line in lines if line.startswith("$$ |")]) == 6


def test_arrows_and_lines_reach_the_text_output(capsys, tmp_path: Path) -> None:
    record = tmp_path / "arrows.sgf"
    record.write_text("(;SZ[9];B[ee]AR[ee:gg]LN[aa:ca])", encoding="utf-8")
    out = tmp_path / "arrows.txt"
    code, _stdout, err = run(capsys, "diagram", str(record), "--region", "aa:gg", "--out", str(out))
    assert (code, err) == (0, "")
    lines = out.read_text(encoding="utf-8").splitlines()
    # the last row of the region (row g: star points at c and g), then the strokes
    assert lines[lines.index("$$ {AR 5:5 7:7}") - 1] == "$$ | . . , . . . ,"
    assert "$$ {LN 1:1 3:1}" in lines


LESSON = str(Path(__file__).resolve().parents[1] / "data" / "diagram" / "lesson.sgf")


def _pdf_text(path: Path) -> str:
    """The PDF's text as ``pdftotext`` reads it, ligatures unfolded and whitespace joined."""
    import shutil
    import subprocess
    import unicodedata

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _pages(path: Path) -> int:
    import re
    import subprocess

    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    match = re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE)
    assert match
    return int(match.group(1))


def test_handout_pdf_text_holds_every_comment_of_the_figures_moves(capsys, tmp_path: Path) -> None:
    from qtgo.sgf import load

    out = tmp_path / "lesson.pdf"
    code, stdout, err = run(capsys, "diagram", LESSON, "--handout", "--per-figure", "4", "--out", str(out))
    assert (code, err) == (0, "")
    assert stdout.strip() == str(out)
    text = _pdf_text(out)
    comments = [node.comment for node in load(Path(LESSON)).games[0].nodes() if node.comment]
    assert len(comments) == 11
    for comment in comments:
        assert " ".join(comment.split()) in text
    assert "Variation from move 4" in text
    assert "Variation from move 8" in text
    assert "Result: W+4.5" in text


def test_handout_on_letter_paper_with_a_real_commented_record(capsys, corpus: Path, tmp_path: Path) -> None:
    from qtgo.diagram.handout import make_handout
    from qtgo.sgf import load

    record = corpus / "foreign" / "sgf" / "maxigos_TV9x9-fr_latin1.sgf"
    if not record.is_file():
        pytest.skip(f"{record} is absent")
    out = tmp_path / "tv.pdf"
    code, _out, err = run(
        capsys, "diagram", str(record), "--handout", "--per-figure", "10", "--paper", "letter", "--out", str(out)
    )
    assert (code, err) == (0, "")
    text = _pdf_text(out)
    handout = make_handout(load(record).games[0], per_figure=10)
    assert len(handout.comments()) > 40
    for comment in handout.comments():
        assert " ".join(comment.split()) in text
    assert _pages(out) > 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--out", "lesson.png"], "--handout: lesson.png must end in .pdf"),
        (["--per-figure", "0", "--out", "lesson.pdf"], "--per-figure must be 1 or more"),
    ],
)
def test_handout_bad_options_get_one_line(capsys, tmp_path: Path, monkeypatch, argv, message) -> None:
    monkeypatch.chdir(tmp_path)
    code, _out, err = run(capsys, "diagram", LESSON, "--handout", *argv)
    assert code != 0
    assert err.strip().endswith(message)
    assert len(err.strip().splitlines()) == 1
