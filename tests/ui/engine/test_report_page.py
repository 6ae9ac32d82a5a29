"""The review's Report page, plugged in through the window's extension points: opened from
the View menu, it shows the numbers of ``qtgo-cli report`` for the open game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from qtgo.engine.report import game_losses, report_json, side_report
from qtgo.rules import Color
from qtgo.session import GameSession
from qtgo.ui import extensions
from qtgo.ui.engine.report_page import ReportPage
from qtgo.ui.window.main_window import MainWindow

from positions import REVIEWED_GAME, evaluation

MakeWindow = Callable[..., MainWindow]


RECORD = REVIEWED_GAME


def _cell(page: ReportPage, row: int, column: int) -> str:
    item = page.table.item(row, column)
    return "" if item is None else item.text()


def _page(win, qtbot) -> ReportPage:
    qtbot.waitUntil(lambda: "report" in extensions.built(win))
    page = win.plugin("report")
    assert isinstance(page, ReportPage)
    return page


def test_the_page_shows_each_sides_losses_as_the_report_counts_them(
    make_window: MakeWindow, qtbot, tmp_path: Path
) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    win = make_window(GameSession.open(path))
    page = _page(win, qtbot)
    toggle = page.dock.toggleViewAction()
    assert toggle in win.acts.menus["view"].actions()
    toggle.trigger()
    qtbot.waitUntil(page.dock.isVisible)
    losses = game_losses(win.adapter.session.tree)
    for column, color in enumerate((Color.BLACK, Color.WHITE)):
        expected = report_json(side_report([(losses, color, "")]))
        cells = [_cell(page, row, column) for row in range(page.table.rowCount())]
        assert cells[:3] == [str(expected["moves"]), f"{expected['points_lost']:.1f}", f"{expected['mean_loss']:.2f}"]
        assert cells[3:6] == [str(expected["mistakes"][k]) for k in ("inaccuracy", "mistake", "blunder")]
    assert _cell(page, 1, 0) == "6.0" and _cell(page, 1, 1) == "8.0"
    assert "Move 1: A9 lost 6.0 (better: E5)" in page.worst.text()
    assert "Move 4: J9 lost 8.0 (better: D6)" in page.worst.text()


def test_a_game_without_evaluations_says_so_in_russian_too(make_window: MakeWindow, qtbot) -> None:
    win = make_window()
    page = _page(win, qtbot)
    page.dock.show()
    page.refresh()
    assert page.status.text().startswith("No evaluations in this game yet")
    win.set_language("ru")
    try:
        assert page.dock.windowTitle() == "Отчёт об игроках"
        assert page.status.text().startswith("В этой партии ещё нет оценок")
        assert page.dock.toggleViewAction() in win.acts.menus["view"].actions()
    finally:
        win.set_language("en")


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_page_draws_the_reports_numbers_in_its_charts(make_window: MakeWindow, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    win = make_window(GameSession.open(path))
    page = _page(win, qtbot)
    page.dock.show()
    page.refresh()
    phases, sizes, times = page.charts.charts
    # Black lost 6 with move 1 (opening), White 8 with move 4; one mistake each (5 <= loss < 10).
    assert [(g.black, g.white) for g in phases.groups] == [(6.0, 8.0), (0.0, 0.0), (0.0, 0.0)]
    assert [(g.black, g.white) for g in sizes.groups] == [(0, 0), (1, 1), (0, 0)]
    assert sizes.whole and not phases.whole
    # No clock in the record: no move has a time, so every time band is empty.
    assert all((g.black, g.white) == (0.0, 0.0) for g in times.groups)
    assert "Points lost by phase. Opening: Black 6, White 8" in page.charts.accessibleDescription()


def test_the_pdf_holds_the_players_the_totals_and_each_worst_move(
    make_window: MakeWindow, qtbot, tmp_path: Path
) -> None:
    import shutil
    import subprocess

    import pytest

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    win = make_window(GameSession.open(path))
    page = _page(win, qtbot)
    page.dock.show()
    target = tmp_path / "report.pdf"
    assert page.save_pdf(target) == target
    text = _flat(subprocess.run(["pdftotext", str(target), "-"], capture_output=True, text=True, check=True).stdout)
    assert "Black: Ann, White: Bob" in text
    assert "Black (Ann): 2 moves analysed, 6 points lost, 3 per move" in text
    assert "White (Bob): 2 moves analysed, 8 points lost, 4 per move" in text
    assert "Inaccuracies 0, mistakes 1, blunders 0" in text
    assert "Move 1 (Black): A9 lost 6; better (A): E5" in text
    assert "Move 4 (White): J9 lost 8; better (A): D6" in text
    # Every other move lost nothing and is not among the worst.
    assert "Move 2 (" not in text and "Move 3 (" not in text


def _own(**points: float) -> str:
    """A 9x9 ownership as the record keeps it (QTOW): 0 except the SGF points given."""
    from qtgo.engine.evaluations import ownership_text
    from qtgo.rules import Point

    values = [0.0] * 81
    for name, value in points.items():
        point = Point.from_sgf(name)
        values[point.y * 9 + point.x] = value
    return f"QTOW[{ownership_text(tuple(values))}]"


def test_a_worst_move_is_explained_from_the_saved_ownership(make_window: MakeWindow, qtbot, tmp_path: Path) -> None:
    alive = _own(aa=-0.9, ba=-0.9, ca=-0.9, ab=0.9, bb=0.9, cb=0.9)
    dead = _own(aa=0.95, ba=0.9, ca=0.85, ab=0.9, bb=0.9, cb=0.9)
    record = (
        "(;GM[1]FF[4]SZ[9]KM[7]PB[Ann]PW[Bob]AW[aa][ba][ca]AB[ab][bb][cb][ee]PL[W]"
        + evaluation(-2, "W", "da")
        + alive
        + ";W[gg]"
        + evaluation(10, "B", "da")
        + dead
        + ";B[da]"
        + evaluation(10.5, "W", "ee")
        + dead
        + ")"
    )
    path = tmp_path / "lesson.sgf"
    path.write_text(record, encoding="utf-8")
    win = make_window(GameSession.open(path))
    page = _page(win, qtbot)
    page.dock.toggleViewAction().trigger()
    qtbot.waitUntil(page.dock.isVisible)
    text = page.worst.text()
    assert "Move 1: G3 lost 12.0 (better: D9)" in text
    assert "White's 3 stones at A9 went from alive to dead." in text
