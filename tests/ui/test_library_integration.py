"""The library from the main window: File ▸ Game library…, a result opened at its move."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from qtgo.rules import Color
from qtgo.sgf import parse
from qtgo.ui.library.integration import node_after_move
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform


@pytest.fixture
def main_window(qtbot, tmp_path):
    window = MainWindow(data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def records(tmp_path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "two.sgf").write_text(
        "(;SZ[19]PB[First]PW[One];B[pd];W[dp])(;SZ[19]PB[Second]PW[Two];B[qd];W[dc];B[pq];W[oc])", encoding="utf-8"
    )
    return folder


def test_the_file_menu_opens_the_library_in_the_data_folder(main_window, tmp_path):
    assert main_window.library.show_action in main_window.acts.menus["file"].actions()
    main_window.library.show_action.trigger()
    library_window = main_window.library.library_window
    assert library_window is not None and library_window.isVisible()
    assert library_window.library.path == tmp_path / "data" / "library.sqlite"


def test_a_result_opens_in_the_main_window_at_its_move(main_window, qtbot, records):
    library_window = main_window.library.show_library()
    with qtbot.waitSignal(library_window.import_done, timeout=20000):
        library_window.import_paths([str(records)])
    library_window.board.set_position(19, {(16, 3): Color.BLACK, (3, 2): Color.WHITE})
    qtbot.mouseClick(library_window.pattern_button, Qt.MouseButton.LeftButton)
    (hit,) = [library_window.games_model.hit(r) for r in range(library_window.games_model.rowCount())]
    assert (hit.game.game_index, hit.move) == (1, 2)
    rect = library_window.table.visualRect(library_window.games_model.index(0, 0))
    qtbot.mouseClick(library_window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(library_window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    adapter = main_window.adapter
    assert adapter.path is not None and adapter.path.name == "two.sgf"
    assert adapter.game_index == 1 and adapter.move_number() == 2
    stones = adapter.display().stones
    assert len(stones) == 2


def test_the_current_position_goes_to_the_pattern_board(main_window, qtbot, records):
    main_window.files.open_file(str(records / "two.sgf"))
    main_window.adapter.to_end()
    main_window.library.search_action.trigger()
    cells = main_window.library.library_window.board.pattern().cells
    assert (cells[3 * 19 + 15], cells[15 * 19 + 3]) == (1, 2)


def test_node_after_move_counts_moves_not_setup_nodes():
    tree = parse("(;SZ[9]AB[aa];AW[bb];B[cc];W[dd])").games[0]
    assert node_after_move(tree, 0) is tree.root
    assert node_after_move(tree, 1).get("B") == "cc"
    assert node_after_move(tree, 9).get("W") == "dd"


def test_a_game_the_file_no_longer_holds_is_said_and_reimport_offered(main_window, qtbot, records, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    library_window = main_window.library.show_library()
    with qtbot.waitSignal(library_window.import_done, timeout=20000):
        library_window.import_paths([str(records)])
    second = [h for h in library_window.last_result.games if h.game.game_index == 1]
    assert second
    (records / "two.sgf").write_text("(;SZ[19]PB[First]PW[One];B[pd];W[dp])", encoding="utf-8")  # game 2 gone
    asked: list[str] = []

    def answer(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    with qtbot.waitSignal(library_window.import_done, timeout=20000):
        main_window.library.open_game(str(records / "two.sgf"), 1, 2)
    assert len(asked) == 1 and "two.sgf" in asked[0] and "game 2" in asked[0]
    assert [row.black for row in library_window.library.games()] == ["First"]  # imported again
