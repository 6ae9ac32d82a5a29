"""The count panel: whole and unclipped at its smallest, copyable and savable as text, and
clear about the terms the rules leave out of the total."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QTableWidgetItem

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.score_panel import ScorePanel
from qtgo.ui.window import MainWindow

if TYPE_CHECKING:
    from ui.conftest import MakeWindow

# The offscreen platform warns when a top-level widget is shown; it is not the panel's fault.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _text(item: QTableWidgetItem | None) -> str:
    assert item is not None
    return item.text()


@pytest.fixture
def counting_panel(qtbot) -> ScorePanel:
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="japanese"))
    adapter = SessionAdapter(session)
    for x, y in ((2, 2), (6, 6)):
        adapter.play(x, y)
    adapter.pass_turn()
    adapter.pass_turn()
    panel = ScorePanel(adapter)
    qtbot.addWidget(panel)
    panel.resize(120, 300)  # smaller than it can be: the layout keeps its minimum
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_the_count_table_shows_whole_with_unclipped_headers(counting_panel: ScorePanel) -> None:
    table = counting_panel.table
    header = table.horizontalHeader()
    assert header.model().headerData(1, header.orientation()) == "○ White"
    for column in range(2):
        assert table.columnWidth(column) >= header.sectionSizeHint(column)
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows
    assert table.width() <= counting_panel.width()
    assert counting_panel.copy_button.isVisible() and counting_panel.save_button.isVisible()


def test_copy_puts_every_term_on_the_clipboard(counting_panel: ScorePanel) -> None:
    counting_panel.copy_button.click()
    text = QApplication.clipboard().text()
    for word in ("Territory", "Stones (not counted)", "Prisoners", "Komi", "Total", "● Black", "○ White"):
        assert word in text
    assert "6.5" in text and "Japanese rules" in text
    assert counting_panel.breakdown is not None
    assert counting_panel.breakdown.result.split("+")[0] in ("B", "W")


def test_save_writes_the_count_to_the_chosen_file(counting_panel: ScorePanel, tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "count.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    counting_panel.save_button.click()
    assert target.read_text(encoding="utf-8") == counting_panel.text()
    assert "Total" in target.read_text(encoding="utf-8")


def test_russian_count_agrees_the_verb_and_uses_a_comma(qtbot, russian: None) -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="japanese"))
    adapter = SessionAdapter(session)
    adapter.play(2, 2)
    adapter.pass_turn()
    adapter.pass_turn()
    panel = ScorePanel(adapter)
    qtbot.addWidget(panel)
    headers = [_text(panel.table.verticalHeaderItem(r)) for r in range(panel.table.rowCount())]
    assert "Камни (не считаются)" in headers
    assert _text(panel.table.item(4, 1)) == "6,5"  # White's komi, as the locale writes it
    assert "6,5" in panel.text() and "6.5" not in panel.text()


def test_the_panel_follows_a_language_switch_at_once(qtbot, switch_language) -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9))
    adapter = SessionAdapter(session)
    panel = ScorePanel(adapter)
    qtbot.addWidget(panel)
    assert panel.accept.text() == "Accept count"
    assert switch_language("ru") == "ru"
    assert panel.accept.text() == "Принять подсчёт"
    assert _text(panel.table.horizontalHeaderItem(1)) == "○ Белые"
    switch_language("en")
    assert panel.accept.text() == "Accept count"


# ---- terms outside the total are marked
def _header(win: MainWindow, row: int) -> str:
    return _text(win.score.table.verticalHeaderItem(row))


@pytest.mark.parametrize(
    ("rules", "not_counted"),
    [
        ("japanese", ["Stones (not counted)"]),
        ("chinese", ["Prisoners (not counted)", "Dead stones (not counted)"]),
    ],
)
def test_terms_outside_the_total_are_marked(make_window: MakeWindow, rules: str, not_counted: list[str]) -> None:
    win = make_window(GameSession.new(NewGameSettings(width=9, height=9, rules=rules)))
    adapter = win.adapter
    for x, y in ((2, 2), (6, 6)):
        adapter.play(x, y)
    adapter.pass_turn()
    adapter.pass_turn()
    headers = [_header(win, row) for row in range(win.score.table.rowCount())]
    assert [h for h in headers if "not counted" in h] == not_counted
    assert "Total" in headers and "Komi" in headers
    breakdown = win.score.breakdown
    assert breakdown is not None
    side = breakdown.black
    if rules == "japanese":
        assert side.total == side.territory + side.prisoners + side.dead
    else:
        assert side.total == side.territory + side.stones
