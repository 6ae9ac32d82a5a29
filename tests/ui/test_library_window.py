"""The Library window driven through its real widgets: import, filter, pattern, open."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from qtgo.rules import Color
from qtgo.ui.library import LibraryWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform's note on show()

RECORDS = {
    "a.sgf": "(;SZ[19]PB[Black A]PW[White A]DT[2020-01-02]RE[B+R]C[first game];B[pd];W[dp];B[pp];W[dd])",
    "sub/b.sgf": "(;SZ[19]PB[Black B]PW[White B]DT[2021-06]RE[W+1.5];B[dp];W[pd];B[dd];W[pp];B[qf])",
    "sub/bad.sgf": "not a record",
}


@pytest.fixture
def folder(tmp_path) -> Path:
    root = tmp_path / "games"
    for name, text in RECORDS.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def window(qtbot, tmp_path, folder):
    window = LibraryWindow(tmp_path / "library.sqlite")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.import_done, timeout=20000) as blocker:
        window.import_paths([str(folder)])
    assert blocker.args[0].imported == 2
    return window


def test_importing_a_folder_fills_the_table_and_the_folder_list(window, folder):
    assert window.games_model.rowCount() == 2
    folders = [window.folders.item(i).text() for i in range(window.folders.count())]
    assert folders == sorted({str(folder.resolve()), str((folder / "sub").resolve())})
    assert "bad.sgf" in window.status.text()
    assert window.progress.isHidden() and window.cancel_button.isHidden()


def test_filter_fields_narrow_the_results(window, qtbot):
    window.player.setText("white b")
    qtbot.mouseClick(window.search_button, Qt.MouseButton.LeftButton)
    assert [window.games_model.hit(r).game.black for r in range(window.games_model.rowCount())] == ["Black B"]
    window.player.clear()
    window.result.setCurrentIndex(window.result.findData("B"))
    qtbot.keyClick(window.player, Qt.Key.Key_Return)
    assert [window.games_model.hit(r).game.black for r in range(window.games_model.rowCount())] == ["Black A"]
    window.result.setCurrentIndex(0)
    window.text.setText("first")
    qtbot.mouseClick(window.search_button, Qt.MouseButton.LeftButton)
    assert window.games_model.rowCount() == 1


def test_a_bad_date_says_so_without_losing_the_results(window, qtbot):
    window.date_from.setText("someday")
    qtbot.mouseClick(window.search_button, Qt.MouseButton.LeftButton)
    assert "dates look like" in window.found.text()
    assert window.games_model.rowCount() == 2


def test_pattern_search_shows_games_moves_and_continuation_letters(window, qtbot):
    board = window.board
    board.set_position(19, {(15, 15): Color.BLACK, (15, 3): Color.BLACK, (3, 3): Color.WHITE, (3, 15): Color.WHITE})
    qtbot.mouseClick(window.pattern_button, Qt.MouseButton.LeftButton)
    hits = {(window.games_model.hit(r).game.black, window.games_model.hit(r).move) for r in range(2)}
    assert hits == {("Black A", 4), ("Black B", 4)}
    # game B goes on with B qf; in the board's own orientation (game B is mirrored) that is cf
    assert board.continuation_labels() == {(2, 5): "A"}
    assert window.continuations_model.rowCount() == 1
    assert window.continuations_model.index(0, 2).data() == 1


def test_dragging_a_rectangle_sets_the_region_and_clicks_edit_stones(window, qtbot):
    board = window.board
    board.clear()
    scene = board.board
    geometry = scene.geometry

    def at(x: int, y: int) -> QPoint:
        cx, cy = geometry.center_dev(x, y)
        return board.mapFromScene(cx / geometry.dpr, cy / geometry.dpr)

    qtbot.mousePress(board.viewport(), Qt.MouseButton.LeftButton, pos=at(12, 12))
    qtbot.mouseRelease(board.viewport(), Qt.MouseButton.LeftButton, pos=at(18, 18))
    assert board.region == (12, 12, 18, 18)
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at(15, 15))
    pattern = board.pattern()
    assert pattern.cells[15 * 19 + 15] == 1 and len(pattern.cells) == 49
    qtbot.mouseClick(window.pattern_button, Qt.MouseButton.LeftButton)
    moves = sorted(window.games_model.hit(r).move for r in range(window.games_model.rowCount()))
    assert moves == [1, 1]  # each game's first stone is a lone corner stone in some orientation


def test_double_click_asks_to_open_the_game_at_the_move(window, qtbot):
    window.board.set_position(19, {(15, 3): Color.BLACK})
    qtbot.mouseClick(window.pattern_button, Qt.MouseButton.LeftButton)
    row = next(r for r in range(window.games_model.rowCount()) if window.games_model.hit(r).game.black == "Black A")
    rect = window.table.visualRect(window.games_model.index(row, 0))
    with qtbot.waitSignal(window.open_game_requested) as blocker:
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    path, game, move = blocker.args
    assert Path(path).name == "a.sgf" and game == 0 and move == 1


def test_cancel_stops_an_import_and_the_library_stays_usable(qtbot, tmp_path, corpus):
    window = LibraryWindow(tmp_path / "library.sqlite")
    qtbot.addWidget(window)
    window.show()

    def cancel_after_three(done: int, total: int, path: str) -> None:
        if done >= 3:
            window.cancel_import()

    with qtbot.waitSignal(window.import_done, timeout=60000) as blocker:
        window.import_paths([str(corpus / "ai" / "FineArt")])
        assert window._worker is not None
        window._worker.progress.connect(cancel_after_three)
    report = blocker.args[0]
    assert report.cancelled and 3 <= report.imported < 100
    assert window.games_model.rowCount() == window.library.game_count() == report.imported


def test_the_current_position_comes_onto_the_pattern_board(window, qtbot):
    assert not window.current_button.isEnabled()
    window.set_position_source(lambda: (19, {(15, 3): Color.BLACK, (3, 15): Color.WHITE}))
    qtbot.mouseClick(window.current_button, Qt.MouseButton.LeftButton)
    cells = window.board.pattern().cells
    assert (cells[3 * 19 + 15], cells[15 * 19 + 3], len(cells)) == (1, 2, 361)
    qtbot.mouseClick(window.pattern_button, Qt.MouseButton.LeftButton)
    assert sorted(window.games_model.hit(r).move for r in range(window.games_model.rowCount())) == [2, 2]


def test_the_results_table_sorts_by_a_clicked_column(window, qtbot):
    header = window.table.horizontalHeader()
    column = window.games_model.COLUMNS.index("black")
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(header.sectionViewportPosition(column) + 5, 5)
    )
    first = [window.games_model.index(r, column).data() for r in range(window.games_model.rowCount())]
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(header.sectionViewportPosition(column) + 5, 5)
    )
    second = [window.games_model.index(r, column).data() for r in range(window.games_model.rowCount())]
    assert sorted(first) == sorted(second) == ["Black A", "Black B"]
    assert first == list(reversed(second))


def test_continuations_show_counts_and_win_rates(window, qtbot):
    window.board.set_position(19, {(15, 3): Color.WHITE, (3, 15): Color.BLACK})
    qtbot.mouseClick(window.pattern_button, Qt.MouseButton.LeftButton)
    model = window.continuations_model
    rows = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    # both games reach it at move 2 (one of them mirrored); each then plays B at a corner
    assert [row[2] for row in rows] == [2]
    assert rows[0][0] == "A" and rows[0][1] == "Black"
    assert rows[0][3] == "1 (50%)" and rows[0][4] == "1 (50%)"


def test_a_library_that_cannot_be_written_says_read_only_and_still_searches(qtbot, tmp_path, folder, monkeypatch):
    import sqlite3

    from qtgo.library import Library

    with Library(tmp_path / "library.sqlite") as library:
        library.import_paths([folder])
    real = Library._open_writable

    def full_disk(self):  # the disk is full: no journal can be written
        db = sqlite3.connect(self.path, isolation_level=None)
        db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")
        try:
            db.execute("CREATE TABLE filler(x)")
        finally:
            db.close()
        return real(self)

    monkeypatch.setattr(Library, "_open_writable", full_disk)
    window = LibraryWindow(tmp_path / "library.sqlite")
    qtbot.addWidget(window)
    window.show()
    assert "read-only" in window.windowTitle() and "read-only" in window.status.text()
    assert not window.import_folder_button.isEnabled() and not window.import_files_button.isEnabled()
    qtbot.keyClicks(window.player, "Black B")
    qtbot.mouseClick(window.search_button, Qt.MouseButton.LeftButton)
    assert [hit.game.black for hit in window.last_result.games] == ["Black B"]


SORTING = {
    "c.sgf": "(;SZ[9]PB[carol]PW[Zed]DT[01.08.2001]RE[B+12.5]EV[Meijin];B[cc])",
    "a.sgf": "(;SZ[9]PB[Alice]PW[yuri]DT[1999-10-07]RE[B+3.5];B[ee])",
    "b.sgf": "(;SZ[9]PB[bob]PW[Xavier]DT[2000-04]RE[W+R]EV[Honinbo];B[gg])",
}


@pytest.fixture
def sorting_window(qtbot, tmp_path):
    root = tmp_path / "sorting"
    root.mkdir()
    for name, text in SORTING.items():
        (root / name).write_text(text, encoding="utf-8")
    window = LibraryWindow(tmp_path / "sorting.sqlite")
    qtbot.addWidget(window)
    window.resize(1200, 700)
    window.show()
    with qtbot.waitSignal(window.import_done, timeout=20000):
        window.import_paths([str(root)])
    return window


def _click_header(qtbot, window, column: str) -> None:
    header = window.table.horizontalHeader()
    section = window.games_model.COLUMNS.index(column)
    pos = QPoint(header.sectionViewportPosition(section) + header.sectionSize(section) // 2, 5)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _shown(window, column: str) -> list[str]:
    """The column's texts from the top of the list down, as the user reads them."""
    model, table = window.games_model, window.table
    section = model.COLUMNS.index(column)
    rows = sorted(range(model.rowCount()), key=lambda r: table.rowViewportPosition(r))
    return [model.index(r, section).data() for r in rows]


@pytest.mark.parametrize(
    ("column", "ascending"),
    [
        ("black", ["Alice", "bob", "carol"]),
        ("white", ["Xavier", "yuri", "Zed"]),
        ("date", ["1999-10-07", "2000-04", "01.08.2001"]),  # by the days, whatever the spelling
        ("result", ["B+3.5", "B+12.5", "W+R"]),  # by the margin, not the text
        ("event", ["Honinbo", "Meijin", ""]),  # a game without one comes last either way
        ("file", ["a.sgf", "b.sgf", "c.sgf"]),
    ],
)
def test_every_column_sorts_and_a_new_search_keeps_the_order(qtbot, sorting_window, column, ascending) -> None:
    window = sorting_window
    header = window.table.horizontalHeader()
    section = window.games_model.COLUMNS.index(column)
    _click_header(qtbot, window, column)
    if header.sortIndicatorOrder() is not Qt.SortOrder.AscendingOrder:
        _click_header(qtbot, window, column)
    assert header.sortIndicatorSection() == section
    assert _shown(window, column) == ascending
    qtbot.mouseClick(window.search_button, Qt.MouseButton.LeftButton)  # new results, same order
    assert _shown(window, column) == ascending
    _click_header(qtbot, window, column)
    assert header.sortIndicatorOrder() is Qt.SortOrder.DescendingOrder
    filled = [text for text in ascending if text]
    assert _shown(window, column) == list(reversed(filled)) + [text for text in ascending if not text]


def test_the_list_starts_in_the_order_its_header_shows(sorting_window) -> None:
    header = sorting_window.table.horizontalHeader()
    assert header.sortIndicatorSection() == sorting_window.games_model.COLUMNS.index("date")
    assert header.sortIndicatorOrder() is Qt.SortOrder.AscendingOrder
    assert _shown(sorting_window, "date") == ["1999-10-07", "2000-04", "01.08.2001"]


def test_the_results_list_fits_its_columns(qtbot, sorting_window) -> None:
    window, table = sorting_window, sorting_window.table
    qtbot.wait(20)
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
    assert "move" not in [window.games_model.COLUMNS[c] for c in shown]  # empty outside a board search
    right = max(header.sectionViewportPosition(c) + header.sectionSize(c) for c in shown)
    assert right <= table.viewport().width()  # no column behind the scroll bar
    for column in ("date", "result"):
        section = window.games_model.COLUMNS.index(column)
        assert header.sectionSize(section) >= table.sizeHintForColumn(section)  # whole
    for section in shown:
        assert header.sectionSize(section) >= header.sectionSizeHint(section) - 4, section  # titles whole


@pytest.fixture
def many_games_window(qtbot, tmp_path, monkeypatch):
    """Sixty games, handed to the results table ten at a time."""
    from qtgo.ui.library.model import GamesModel

    monkeypatch.setattr(GamesModel, "PAGE", 10)
    root = tmp_path / "many"
    root.mkdir()
    for number in range(60):
        moves = f";B[dd];W[{'abcdefghjklmnopqrs'[number % 18]}{'pqrs'[number // 18]}]"
        text = f"(;SZ[19]PB[Player {number:02}]DT[{2000 + number // 12}-{1 + number % 12:02}-01]{moves})"
        (root / f"g{number:02}.sgf").write_text(text, encoding="utf-8")
    window = LibraryWindow(tmp_path / "many.sqlite")
    qtbot.addWidget(window)
    window.resize(1000, 600)
    window.show()
    with qtbot.waitSignal(window.import_done, timeout=30000) as blocker:
        window.import_paths([str(root)])
    assert blocker.args[0].imported == 60
    return window


def test_the_results_are_fetched_a_page_at_a_time_as_the_list_is_scrolled(qtbot, many_games_window) -> None:
    window = many_games_window
    model, table = window.games_model, window.table
    games = window.last_result.games
    assert model.hit_count == 60 and window.found.text() == "60 games found"
    # The view took what fills it, not the sixty: only those games' rows were read.
    assert model.rowCount() < 60
    assert games.rows_read <= model.rowCount() + 10
    bar = table.verticalScrollBar()
    for _ in range(10):
        if not model.canFetchMore():
            break
        before = model.rowCount()
        qtbot.waitUntil(lambda: bar.maximum() > bar.value(), timeout=3000)  # the rows laid out
        bar.setValue(bar.maximum())  # the user drags the scroll bar to the end
        qtbot.waitUntil(lambda before=before: model.rowCount() > before, timeout=3000)
    assert model.rowCount() == 60 and not model.canFetchMore()
    assert games.rows_read >= 50  # the last page is read when it is drawn, or asked for here
    dates = [model.index(row, model.COLUMNS.index("date")).data() for row in range(60)]
    assert dates == sorted(dates) and games.rows_read == 60  # oldest first, across the pages


def test_a_pattern_with_many_hits_shows_its_first_page_and_counts_every_game(qtbot, many_games_window) -> None:
    window = many_games_window
    window.board.set_position(19, {(3, 3): Color.BLACK})
    window.board.set_region(0, 0, 6, 6)
    qtbot.mouseClick(window.pattern_button, Qt.MouseButton.LeftButton)
    model = window.games_model
    # The first page at once; the other games are found in short steps while the window waits.
    assert window.searching and model.hit_count < 60 and window.found.text().endswith("still searching…")
    assert window.last_result.games.rows_read <= model.rowCount() + 10
    assert not window.table.isColumnHidden(model.COLUMNS.index("move"))
    with qtbot.waitSignal(window.search_finished, timeout=10000):
        pass
    assert not window.searching and model.hit_count == 60 and window.found.text() == "60 games found"
    assert model.rowCount() < 60
    # Black's D16 answered by nothing in the corner: no continuation; sorted by player, all there.
    _click_header(qtbot, window, "black")
    names = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert names == sorted(names) and names[0] == "Player 00"


def test_closing_the_window_stops_a_search_still_finding(qtbot, many_games_window) -> None:
    window = many_games_window
    window.board.set_position(19, {(3, 3): Color.BLACK})
    window.board.set_region(0, 0, 6, 6)
    qtbot.mouseClick(window.pattern_button, Qt.MouseButton.LeftButton)
    assert window.searching
    window.close()
    assert not window.searching
    qtbot.wait(20)  # a step of the search would read the closed library here
