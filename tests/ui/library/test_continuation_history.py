"""Beside each continuation's count and wins, the window says when it was played and what the
engine made of it in the library's analysed games ("mostly before 2016, −2.1")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from qtgo.library import Library
from qtgo.library.pattern import Pattern
from qtgo.library.region import continuation_marks
from qtgo.sgf import parse
from qtgo.ui.library.model import ContinuationMarksModel, ContinuationsModel


def _ev(lead: float) -> str:
    return f"QTEV[lead={lead};winrate=;visits=10;to=B;best=aa:{lead}:::]"


@pytest.fixture
def result(tmp_path: Path):
    games = tmp_path / "games"
    games.mkdir()
    texts = {  # W answers B dd at pd (2005, 2006; lost 2 where analysed) or at pp (2019, 2020)
        "a.sgf": f"(;SZ[19]DT[2005-01-02]{_ev(0)};B[dd]{_ev(1)};W[pd]{_ev(3)};B[jj];W[as])",
        "b.sgf": "(;SZ[19]DT[2006];B[dd];W[pd];B[jj];W[bs])",
        "c.sgf": "(;SZ[19]DT[2019-05-05];B[dd];W[pp];B[jj];W[cs])",
        "d.sgf": "(;SZ[19]DT[2020-05-05];B[dd];W[pp];B[jj];W[ds])",
    }
    for name, text in texts.items():
        (games / name).write_text(text, encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([games])
        return library.search(pattern=Pattern.from_tree(parse("(;SZ[19]AB[dd])").games[0]))


def _rows(model) -> dict[str, tuple[str, str, str]]:
    """Each row by its move letter: (when, engine, the engine column's tooltip)."""
    rows = {}
    for row in range(model.rowCount()):
        when, engine = (model.index(row, column) for column in (5, 6))
        rows[model.index(row, 2).data()] = (when.data(), engine.data(), engine.data(256 - 253))  # 3: ToolTipRole
    return rows


def test_the_library_window_and_the_region_dock_show_when_and_the_engines_verdict(qtbot, result) -> None:
    continuations = ContinuationsModel()
    continuations.set_continuations(result.continuations, result.years)
    marks = ContinuationMarksModel()
    marks.set_marks(continuation_marks(result, 19))
    for model in (continuations, marks):
        assert [model.headerData(c, Qt.Orientation.Horizontal) for c in (5, 6)] == ["When", "Engine"]
        by_games = {}
        for row in range(model.rowCount()):
            tip = model.index(row, 6).data(Qt.ItemDataRole.ToolTipRole)
            by_games[(model.index(row, 5).data(), model.index(row, 6).data())] = tip
        assert set(by_games) == {("2005–2006", "−2.0"), ("since 2019", "")}
        assert by_games[("2005–2006", "−2.0")] == "The engine's verdict: −2.0 points on average (analysed games: 1)"
        assert by_games[("since 2019", "")] == "No game with this move was analysed by an engine"


def test_the_verdict_and_the_years_are_said_in_russian(qtbot, result, russian) -> None:
    marks = ContinuationMarksModel()
    marks.set_marks(continuation_marks(result, 19))
    assert [marks.headerData(c, Qt.Orientation.Horizontal) for c in (5, 6)] == ["Когда", "Движок"]
    said = {marks.index(row, 5).data() for row in range(marks.rowCount())}
    assert said == {"2005–2006", "с 2019"}
    tips = {marks.index(row, 6).data(Qt.ItemDataRole.ToolTipRole) for row in range(marks.rowCount())}
    assert "Оценка движка: в среднем −2.0 очка (разобранных партий: 1)" in tips
