"""The count table shows Tibetan go's centre and corner terms, and only under those rules."""

from __future__ import annotations

from pathlib import Path

from qtgo.rules import Point
from qtgo.session import GameSession
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.panels import ScorePanel

# 9×9, White's wall on row 4 and Black's on row 5; the starting stones gc and gg stand in
# the other side's half (see tests/rules/test_rules_cli_reasons.py for the count by hand).
MOVES = ";W[ad];B[ee];W[bd];B[ae];W[cd];B[be];W[dd];B[ce];W[ed];B[de];W[fd];B[fe];W[gd];B[ge];W[hd];B[he];W[id];B[ie];W[];B[]"


def counted_panel(qtbot, tmp_path: Path, root: str) -> ScorePanel:
    path = tmp_path / "game.sgf"
    path.write_text(f"(;GM[1]FF[4]SZ[9]{root}{MOVES})", encoding="utf-8")
    session = GameSession.open(path)
    session.cursor.to_end()
    session.begin_scoring(dead=[Point(6, 2), Point(6, 6)])
    panel = ScorePanel(SessionAdapter(session))
    qtbot.addWidget(panel)
    return panel


def row_labels(panel: ScorePanel) -> list[str]:
    table = panel.table
    return [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]


def cell(panel: ScorePanel, term: str, column: int) -> str:
    label = {"centre": "Centre point", "corners": "Corner points", "total": "Total"}[term]
    row = row_labels(panel).index(label)
    item = panel.table.item(row, column)
    assert item is not None
    return item.text()


def test_tibetan_count_shows_the_bonus_rows(qtbot, tmp_path: Path) -> None:
    panel = counted_panel(qtbot, tmp_path, "RU[Tibetan]KM[0]AW[cc][gg]AB[gc][cg]PL[W]")
    assert row_labels(panel)[-3:] == ["Centre point", "Corner points", "Total"]
    assert (cell(panel, "centre", 0), cell(panel, "centre", 1)) == ("5", "0")
    assert (cell(panel, "corners", 0), cell(panel, "corners", 1)) == ("-20", "-20")
    assert (cell(panel, "total", 0), cell(panel, "total", 1)) == ("30", "16")


def test_other_rules_hide_the_bonus_rows(qtbot, tmp_path: Path) -> None:
    panel = counted_panel(qtbot, tmp_path, "RU[Chinese]KM[0]AW[cc][gg]AB[gc][cg]PL[W]")
    assert "Centre point" not in row_labels(panel) and "Corner points" not in row_labels(panel)
    assert (cell(panel, "total", 0), cell(panel, "total", 1)) == ("45", "36")
