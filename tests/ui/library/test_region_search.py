"""The region search on the main board: a rectangle dragged over the board searches the
library, the next moves are drawn there as letters, and a letter or a game opens at the move.

Checked against a brute-force replay of the same records with ``qtgo.sgf``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from qtgo.library.symmetry import transform, transform_tree
from qtgo.sgf import PositionCache, dumps, load
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform

SIZE = 19
OPENED_AT = 6  # the position the search starts from: move 6 of the first record


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> Path:
    """Sixteen real games and two turned copies of the first, in a folder."""
    corpus = (Path(__file__).resolve().parents[3] / ".." / "shared" / "corpus" / "ai").resolve()
    if not corpus.is_dir():
        pytest.skip(f"the shared SGF corpus is absent ({corpus})")
    folder = tmp_path_factory.mktemp("games")
    sources = sorted((corpus / "FineArt").iterdir())[:8] + sorted((corpus / "AlphaGo").iterdir())[:8]
    for number, source in enumerate(sources):
        (folder / f"g{number:02}.sgf").write_bytes(source.read_bytes())
    first = load(folder / "g00.sgf", check_moves=False).games[0]
    for k in (3, 6):
        (folder / f"turned{k}.sgf").write_text(dumps(transform_tree(first, k)), encoding="utf-8")
    return folder


@pytest.fixture
def main_window(qtbot, tmp_path, records):
    """A main window whose library holds ``records``, showing move 6 of the first one."""
    window = MainWindow(data_dir=tmp_path / "data")
    window.resize(1200, 820)
    window.show()
    qtbot.waitExposed(window)
    library_window = window.library.show_library()
    assert library_window is not None
    with qtbot.waitSignal(library_window.import_done, timeout=60000):
        library_window.import_paths([str(records)])
    library_window.hide()
    assert window.files.open_file(str(records / "g00.sgf"))
    window.adapter.forward(OPENED_AT)
    assert window.adapter.move_number() == OPENED_AT
    yield window
    window.adapter.session.record.modified = False
    window.close()
    window.deleteLater()


def view_pos(window: MainWindow, x: int, y: int) -> QPoint:
    sx, sy = window.scene.geometry.center(x, y)
    return window.view.mapFromScene(QPointF(sx, sy))


def drag(window: MainWindow, start: tuple[int, int], end: tuple[int, int], modifier=Qt.KeyboardModifier.NoModifier):
    """Press on one point, move over the board in steps, release on another: as a hand does."""
    viewport = window.view.viewport()
    a, b = view_pos(window, *start), view_pos(window, *end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, modifier, a)
    for step in range(1, 5):
        pos = a + (b - a) * step / 4
        QTest.mouseMove(viewport, pos)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifier, b)


def cells_at(tree, cache, node) -> dict[tuple[int, int], int]:
    return {(p.x, p.y): 1 if c.value == "B" else 2 for p, c in cache.game_at(node).board.stones()}


def brute_force(folder: Path, pattern: dict[tuple[int, int], int]):
    """Per game: (move, next move in the region in the pattern's frame as (colour, point)) or None.

    Points that a symmetry of the pattern itself maps onto each other count as one (the
    one of smallest index), as the library counts moves it cannot tell apart.
    """
    same = [k for k in range(8) if {transform(k, x, y, SIZE, SIZE): s for (x, y), s in pattern.items()} == pattern]

    def canonical(point: tuple[int, int]) -> tuple[int, int]:
        images = [transform(k, *point, SIZE, SIZE) for k in same]
        return min(images, key=lambda p: p[1] * SIZE + p[0])

    found = {}
    for path in sorted(folder.iterdir()):
        for index, tree in enumerate(load(path, check_moves=False).games):
            cache = PositionCache(tree)
            moves: list[tuple[int, tuple[int, int] | None]] = []
            positions = []
            for node in tree.main_line():
                move = node.move
                if move is not None:
                    colour = 1 if move.color.value == "B" else 2
                    moves.append((colour, (move.point.x, move.point.y) if move.point is not None else None))
                positions.append((len(moves), cells_at(tree, cache, node)))
            for number, cells in positions:
                k = next(
                    (
                        k
                        for k in range(8)
                        if all(cells.get(transform(k, x, y, SIZE, SIZE), 0) == s for (x, y), s in pattern.items())
                    ),
                    None,
                )
                if k is None:
                    continue
                image = {transform(k, x, y, SIZE, SIZE): (x, y) for x, y in pattern}
                following = next(((c, canonical(image[p])) for c, p in moves[number:] if p in image), None)
                found[(str(path.resolve()), index)] = (number, following)
                break
    return found


def region_of(window: MainWindow, x0: int, y0: int, x1: int, y1: int) -> dict[tuple[int, int], int]:
    stones = {(p.x, p.y): 1 if c.value == "B" else 2 for p, c in window.adapter.display().stones.items()}
    return {(x, y): stones.get((x, y), 0) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)}


def search(qtbot, window: MainWindow):
    region = window.library.region_search
    assert region is not None and region.search_action.isEnabled()
    with qtbot.waitSignal(region.result_shown, timeout=30000):
        region.panel.search_button.click()
        # The search runs in the worker's thread: the click came back before the answer.
        assert region.busy and not region.search_action.isEnabled()
        assert region.panel.status.text() == "Searching…"
    assert not region.busy and region.search_action.isEnabled()
    return region


def test_a_dragged_corner_finds_the_games_and_draws_their_next_moves(main_window, qtbot, records):
    window = main_window
    window.library.region_action.trigger()
    region = window.library.region_search
    assert region.tool.active and region.dock.isVisible()
    assert not region.search_action.isEnabled()  # no region yet
    drag(window, (11, 0), (18, 7))  # the top right corner, 8x8: a black and a white stone
    assert region.query.region is not None
    r = region.query.region
    assert (r.x0, r.y0, r.x1, r.y1) == (11, 0, 18, 7)
    assert window.adapter.move_number() == OPENED_AT  # the drag played nothing
    region = search(qtbot, window)

    expected = brute_force(records, region_of(window, 11, 0, 18, 7))
    got = {(h.game.file, h.game.game_index): h.move for h in region.result.games}
    assert got == {key: move for key, (move, _) in expected.items()}
    assert len(got) >= 3  # the record and its two turned copies at least
    counts: dict[tuple[tuple[int, int], int], int] = {}
    for _move, following in expected.values():
        if following is not None:
            colour, point = following
            counts[(point, colour)] = counts.get((point, colour), 0) + 1
    assert {(m.point, m.color): m.count for m in region.marks} == counts
    # Letters on the main board: one per point, the most played first.
    letters = region.letters()
    assert letters and set(letters) == {point for point, _ in counts}
    assert sorted(letters.values())[0] == "A"
    first = region.marks[0]
    assert letters[first.point] == "A" and region.tool.overlay.isVisible()
    assert region.panel.marks_model.rowCount() == len(region.marks)
    assert region.panel.games_model.rowCount() == len(got)
    # Win rates beside the letters: this side's wins over the games that went on there.
    index = region.panel.marks_model.index(0, 3)
    assert index.data() == f"{100 * first.black_wins / first.count:.0f}%"
    said = window.teaching.keys.announcer.history[-1]
    found = "1 game found" if len(got) == 1 else f"{len(got)} games found"
    assert said.startswith(found) and f"A: Black, {first.count} games" in said


def test_clicking_a_letter_opens_its_game_at_the_move_and_clears_the_letters(main_window, qtbot, records):
    window = main_window
    region = window.library.search_region()
    drag(window, (11, 0), (18, 7))
    search(qtbot, window)
    # A letter whose first game is another record than the one open: opening it moves the board.
    mark = next(m for m in region.marks if m.game is not None and not m.game.game.file.endswith("g00.sgf"))
    point = mark.point
    letter_view = region.tool.overlay.letters
    target = letter_view[point]
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_pos(window, *point)
    )
    hit = target.game
    assert hit is not None
    assert window.adapter.path is not None and window.adapter.path.resolve() == Path(hit.game.file)
    assert window.adapter.move_number() == hit.move
    assert region.letters() == {}  # the position changed: the letters went
    assert region.panel.games_model.rowCount() > 0  # the games stay listed to try the next one


def test_double_clicking_a_game_opens_it_at_the_move_where_the_pattern_is(main_window, qtbot, records):
    window = main_window
    region = window.library.search_region()
    drag(window, (11, 0), (18, 7))
    search(qtbot, window)
    games = region.panel.games
    row = next(r for r in range(region.panel.games_model.rowCount()) if region.panel.games_model.hit(r).move)
    hit = region.panel.games_model.hit(row)
    rect = games.visualRect(region.panel.games_model.index(row, 0))
    QTest.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(games.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    adapter = window.adapter
    assert adapter.path is not None and str(adapter.path.resolve()) == hit.game.file
    assert adapter.game_index == hit.game.game_index and adapter.move_number() == hit.move


def test_the_games_found_go_to_the_library_window_too(main_window, qtbot):
    window = main_window
    region = window.library.search_region()
    drag(window, (11, 0), (18, 7))
    search(qtbot, window)
    region.panel.library_button.click()
    library_window = window.library.library_window
    assert library_window is not None and library_window.isVisible()
    model = library_window.games_model
    # The same games, in the order of the library window's sort column (by date at first).
    assert sorted(model.hit(r).game.id for r in range(model.rowCount())) == sorted(
        h.game.id for h in region.result.games
    )
    assert library_window.continuations_model.rowCount() == len(region.marks)


def test_shift_drag_marks_points_that_may_hold_anything(main_window, qtbot, records):
    window = main_window
    region = window.library.search_region()
    drag(window, (11, 0), (18, 7))
    drag(window, (11, 4), (14, 7), Qt.KeyboardModifier.ShiftModifier)
    wild = {(x, y) for x in range(11, 15) for y in range(4, 8)}
    assert region.query.wild == wild
    assert region.query.pattern().cells[4 * SIZE + 11] == -1
    search(qtbot, window)
    pattern = {p: s for p, s in region_of(window, 11, 0, 18, 7).items() if p not in wild}
    expected = brute_force(records, pattern)
    assert {(h.game.file, h.game.game_index): h.move for h in region.result.games} == {
        key: move for key, (move, _) in expected.items()
    }
    drag(window, (11, 4), (14, 7), Qt.KeyboardModifier.ShiftModifier)  # again: back to exact points
    assert region.query.wild == frozenset()


def test_escape_cancels_a_drag_then_closes_the_tool(main_window, qtbot):
    window = main_window
    region = window.library.search_region()
    drag(window, (11, 0), (18, 7))
    search(qtbot, window)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_pos(window, 0, 0))
    QTest.mouseMove(viewport, view_pos(window, 5, 5))
    assert region.tool.overlay.dragging is not None
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert region.tool.overlay.dragging is None
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_pos(window, 5, 5))
    assert region.query.region is not None and region.query.region.x0 == 11  # the cancelled drag changed nothing
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not region.is_open and not region.dock.isVisible() and not region.tool.overlay.isVisible()
    assert region.letters() == {} and region.query.region is None
    assert region.panel.games_model.rowCount() == 0 and region.panel.marks_model.rowCount() == 0
    before = window.adapter.move_number()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_pos(window, 9, 9))
    assert window.adapter.move_number() == before + 1  # the board plays again


def test_the_keyboard_cursor_sets_the_two_corners(main_window, qtbot):
    window = main_window
    cursor = window.teaching.keys.cursor
    cursor.arm()
    region = window.library.search_region()
    cursor.move_to(12, 1)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    for _ in range(5):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        QTest.keyClick(window.view, Qt.Key.Key_Down)
    assert region.tool.overlay.dragging is not None
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    r = region.query.region
    assert r is not None and (r.x0, r.y0, r.x1, r.y1) == (12, 1, 17, 6)
    assert window.teaching.keys.announcer.history[-1].startswith("Region N18–S13: ")  # told to a screen reader
    assert window.adapter.move_number() == OPENED_AT  # Enter and Space chose corners, played nothing
    QTest.keyClick(window.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert region.query.wild == {(17, 6)}
    assert region.search_action.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # a new first corner, not a stone
    assert region.tool.overlay.dragging is not None and window.adapter.move_number() == OPENED_AT
    QTest.keyClick(window.view, Qt.Key.Key_Escape)  # the corner goes, the region and the tool stay
    assert region.tool.overlay.dragging is None and region.is_open and region.query.region == r


def test_no_search_while_counting(main_window):
    window = main_window
    window.library.search_region()
    drag(window, (11, 0), (18, 7))
    assert window.library.region_action.isEnabled()
    window.adapter.begin_scoring()
    assert not window.library.region_action.isEnabled()
    assert not window.library.region_search.search_action.isEnabled()
    assert not window.library.region_search.is_open
