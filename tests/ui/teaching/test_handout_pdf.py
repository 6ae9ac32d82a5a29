"""The handout PDF in Russian: headings and the count in the interface's language."""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from qtgo.diagram.handout import make_handout
from qtgo.sgf import load
from qtgo.ui.teaching.export import PaperSize
from qtgo.ui.teaching.handout_pdf import write_handout

LESSON = Path(__file__).resolve().parents[2] / "data" / "diagram" / "lesson.sgf"


def _text(path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(unicodedata.normalize("NFKC", out).split())


def test_russian_handout_has_russian_headings_and_count(russian, tmp_path: Path) -> None:
    handout = make_handout(load(LESSON).games[0], per_figure=4)
    out = tmp_path / "урок.pdf"
    pages = write_handout(handout, out, paper=PaperSize.A4)
    text = _text(out)
    assert pages >= 2
    assert "Раздаточный материал урока" in text
    assert "Основной вариант" in text
    assert "Вариант с 4-го хода" in text
    assert "Итог подсчёта:" in text
    assert "1 (чёрные): Tengen: the centre first." in text
    assert "Пропуск атари был ошибкой." in text


@pytest.mark.qt_log_ignore("QPainter::begin")
def test_a_folder_that_cannot_be_written_is_an_os_error(english, tmp_path: Path) -> None:
    handout = make_handout(load(LESSON).games[0])
    with pytest.raises(OSError):
        write_handout(handout, tmp_path / "missing" / "lesson.pdf")
