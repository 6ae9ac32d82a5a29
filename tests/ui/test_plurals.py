"""Counted texts in both languages come from Qt's numerus forms: the English catalogue gives
"1 stone" / "2 stones", the Russian one its three forms, and no source text says "(s)"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from qtgo.clock import TimeControl
from qtgo.resources import resource_path
from qtgo.session import Problem
from qtgo.session.errors import MoveRejected
from qtgo.ui.clock_text import describe_control
from qtgo.ui.messages import error_text

TRANSLATIONS = Path(resource_path("translations"))
UI = Path(__file__).resolve().parents[2] / "qtgo" / "ui"


def _numerus(ts: Path) -> list[tuple[str, str, list[str]]]:
    """(context, source, forms) of every counted message of a catalogue."""
    return [
        (
            context.findtext("name") or "",
            message.findtext("source") or "",
            [f.text or "" for f in message.iter("numerusform")],
        )
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
        if message.get("numerus") == "yes"
    ]


def test_english_counted_texts_read_singular_and_plural(english: None) -> None:
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=1)) == "Place 1 more handicap stone first"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=2)) == "Place 2 more handicap stones first"
    assert error_text(MoveRejected(Problem.NO_SUCH_GAME, n=1)) == "The file has 1 game"
    assert error_text(MoveRejected(Problem.HANDICAP_FIT, n=1)) == "1 handicap stone does not fit on this board"
    assert error_text(MoveRejected(Problem.HANDICAP_FIT, n=9)) == "9 handicap stones do not fit on this board"
    assert "1 stone in" in describe_control(TimeControl.canadian(600, 1, 300))
    assert "2 stones in" in describe_control(TimeControl.canadian(600, 2, 300))


def test_russian_counted_texts_use_all_three_forms(russian: None) -> None:
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=1)) == "Сначала поставьте ещё 1 форовый камень"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=3)) == "Сначала поставьте ещё 3 форовых камня"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=5)) == "Сначала поставьте ещё 5 форовых камней"
    assert "1 камень за" in describe_control(TimeControl.canadian(600, 1, 300))
    assert "22 камня за" in describe_control(TimeControl.canadian(600, 22, 300))
    assert "25 камней за" in describe_control(TimeControl.canadian(600, 25, 300))


@pytest.mark.parametrize(("language", "counts"), [("en", (1, 2)), ("ru", (1, 3, 5))])
def test_every_counted_message_has_its_forms_in_the_compiled_catalogues(language: str, counts: tuple[int, ...]) -> None:
    catalogues = sorted(TRANSLATIONS.glob(f"*_{language}.ts"))
    assert catalogues
    for ts in catalogues:
        translator = QTranslator()
        assert translator.load(str(ts.with_suffix(".qm")))
        for context, source, forms in _numerus(ts):
            assert len(forms) == len(counts), (ts.name, source)
            for n, form in zip(counts, forms, strict=True):
                assert translator.translate(context, source, None, n) == form, (ts.name, source, n)
            if language == "en":
                assert forms[1] == source  # the source is the English plural


def test_the_english_catalogue_holds_only_counted_messages() -> None:
    for ts in TRANSLATIONS.glob("*_en.ts"):
        messages = list(ET.parse(ts).getroot().iter("message"))
        assert messages and all(m.get("numerus") == "yes" for m in messages), ts.name


def test_no_source_text_says_s_in_brackets() -> None:
    sources = [s.text or "" for ts in TRANSLATIONS.glob("*.ts") for s in ET.parse(ts).getroot().iter("source")]
    assert sources and [s for s in sources if "(s)" in s] == []
    literal = re.compile(r"""\btr\(\s*(?:"[^"]*\(s\)[^"]*"|'[^']*\(s\)[^']*')""")
    assert [str(p) for p in UI.rglob("*.py") if literal.search(p.read_text(encoding="utf-8"))] == []


def test_the_tool_makes_the_english_singular() -> None:
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "resources" / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.english_singular("%n handicap stones do not fit") == "%n handicap stone does not fit"
    assert tool.english_singular("{0} + %n stones in {1} Canadian") == "{0} + %n stone in {1} Canadian"
    assert tool.english_singular(" stones") == " stone"
    assert tool.english_singular("… and %n more") == "… and %n more"
    assert tool.english_singular("Other moves here: %n (expand the row to see them)").endswith("see them)")
