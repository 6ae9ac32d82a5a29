"""The candidates panel: move, visits, win rate, lead, prior and PV for the player to move;
GNU Go's move values headed as such, never as points of lead."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from qtgo.engine import Analysis, Candidate
from qtgo.rules import Color, Point
from qtgo.ui.engine.candidates_panel import CandidatesPanel


def test_katago_like_candidates_fill_every_column_for_the_player_to_move(qtbot, tmp_path):
    panel = CandidatesPanel()
    qtbot.addWidget(panel)
    analysis = Analysis(
        Color.WHITE,
        (
            Candidate(Point(2, 2), visits=120, winrate=0.3, score_lead=-2.5, prior=0.41, pv=(Point(2, 2), None)),
            Candidate(Point(5, 5), visits=8, winrate=0.45, score_lead=-1.0, prior=0.05, order=1),
        ),
        winrate=0.31,
        score_lead=-2.4,
        visits=130,
    )
    panel.set_analysis(analysis, 9)
    assert panel.row_texts() == [
        ["C7", "120", "70.0%", "+2.5", "41.0%", "C7 pass"],
        ["F4", "8", "55.0%", "+1.0", "5.0%", ""],
    ]
    header = panel.table.headerItem()
    assert header.text(2) == "Win rate (White)" and header.text(3) == "Lead (White)"
    assert panel.summary.text() == "White to play: win rate 69.0%, lead +2.4, 130 visits"
    panel.resize(520, 200)
    panel.grab().save(str(tmp_path / "candidates.png"))


def test_gnu_go_values_are_labelled_as_move_values(qtbot):
    panel = CandidatesPanel()
    qtbot.addWidget(panel)
    panel.set_analysis(Analysis(Color.BLACK, (Candidate(Point(4, 4), value=23.5),), score_lead=-3.0), 9)
    assert panel.gnugo_values
    assert panel.table.headerItem().text(3) == "Move value (GNU Go)"
    assert panel.row_texts()[0][:4] == ["E5", "", "", "23.5"]


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform
def test_hovering_a_row_names_its_point_and_no_analysis_empties_the_panel(qtbot):
    panel = CandidatesPanel()
    qtbot.addWidget(panel)
    panel.set_analysis(Analysis(Color.BLACK, (Candidate(Point(4, 4), visits=3),)), 9)
    hovered: list[object] = []
    panel.candidate_hovered.connect(hovered.append)
    panel.resize(400, 200)
    panel.show()
    qtbot.waitExposed(panel)
    item = panel.table.topLevelItem(0)
    assert item is not None
    viewport = panel.table.viewport()
    target = panel.table.visualItemRect(item).center()
    qtbot.mouseMove(viewport, pos=target + QPoint(0, 60))  # below the rows first, then onto the row
    qtbot.mouseMove(viewport, pos=target)
    qtbot.waitUntil(lambda: hovered[-1:] == [Point(4, 4)])
    panel.set_analysis(None)
    assert panel.row_texts() == [] and panel.summary.text() == "No analysis for this position."


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform
def test_the_table_has_room_and_its_headers_are_whole_or_in_a_tooltip(qtbot):
    """The tester's panel beside the board: 2-3 rows tall, "Move value (GNU G…" and "Prior" cut.
    GNU Go fills no visits, win rate or prior: those columns go, the value's header is whole."""
    panel = CandidatesPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 400)
    panel.show()
    qtbot.waitExposed(panel)
    candidates = tuple(Candidate(Point(i, 4), value=20.0 - i, pv=(Point(i, 4), Point(i, 5))) for i in range(8))
    panel.set_analysis(Analysis(Color.BLACK, candidates), 19)
    row = panel.table.sizeHintForRow(0)
    assert panel.table.minimumHeight() >= panel.table.header().sizeHint().height() + 3 * row
    header = panel.table.header()
    shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
    assert shown == [0, 3, 5]  # move, GNU Go's value, variation
    for column in shown[:-1]:
        assert header.sectionSize(column) >= header.sectionSizeFromContents(column).width(), column
    item = panel.table.headerItem()
    assert all(item.toolTip(c) == item.text(c) for c in range(header.count()))
    first = panel.table.topLevelItem(0)
    assert first is not None and first.toolTip(5) == first.text(5)
    # KataGo fills every column: all shown again.
    full = Candidate(Point(2, 2), visits=120, winrate=0.3, score_lead=-2.5, prior=0.41, pv=(Point(2, 2),))
    panel.set_analysis(Analysis(Color.BLACK, (full,)), 19)
    assert not any(header.isSectionHidden(c) for c in range(header.count()))
