"""The main window with pytest-qt: clicks, rejected moves, dialogs, files, keys, counting."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.dialogs import GameInfoDialog, NewGameDialog
from qtgo.ui.move_tree import MoveTreeModel
from qtgo.ui.window import MainWindow

from .conftest import as_if_killed

RECORD = "(;FF[4]GM[1]SZ[9]KM[6.5]RU[Japanese]PB[Ann]PW[Bo];B[ee]C[Centre](;W[cc](;B[gg];W[cg])(;B[gc]))(;W[gg];B[cc]))"


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    session = GameSession.new(NewGameSettings(width=9, height=9))
    win = MainWindow(session, data_dir=tmp_path / "data")
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    # Closing asks about unsaved changes; the tests answer "discard" this way.
    win.adapter.session.record.modified = False
    win.close()
    win.deleteLater()


def click_point(qtbot, win: MainWindow, x: int, y: int) -> None:
    """A real mouse click on the intersection (x, y) of the board view."""
    sx, sy = win.scene.geometry.center(x, y)
    pos: QPoint = win.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def test_the_window_builds_with_its_panels(window: MainWindow) -> None:
    assert "Black vs White" in window.windowTitle()
    assert window.players_dock.isVisible()
    assert window.tree_dock.isVisible()
    assert window.comment_dock.isVisible()
    assert not window.score_dock.isVisible()
    shortcuts = {
        a.text(): a.shortcut().toString()
        for a in (window.acts.new, window.acts.open, window.acts.save, window.acts.full)
    }
    assert shortcuts["&New game…"] == "Ctrl+N"
    assert shortcuts["&Open…"] == "Ctrl+O"
    assert shortcuts["&Save"] == "Ctrl+S"
    assert shortcuts["&Full screen"] == "F11"


def test_the_count_panel_is_built_with_the_first_count(window: MainWindow, monkeypatch) -> None:
    monkeypatch.setattr(window.prompts, "ask_player", lambda *args: Color.BLACK)  # Black asks
    assert window.score_dock.widget() is None  # hidden until a count: not built at start-up
    window.acts.count.trigger()
    assert window.adapter.scoring and window.score_dock.isVisible()
    assert window.score.isVisible() and window.score.accept.isVisible()
    window.score.resume.click()  # its buttons reach the session
    assert not window.adapter.scoring and not window.score_dock.isVisible()


def test_a_click_on_the_board_plays(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.adapter.position_changed):
        click_point(qtbot, window, 2, 6)
    session = window.session
    assert session.game.board[Point(2, 6)] is Color.BLACK
    assert session.cursor.move_number() == 1
    assert window.scene.display.stones[Point(2, 6)] is Color.BLACK
    assert window.isWindowModified()
    # The move appears in the move tree as one inserted row.
    model = window.move_tree.model
    assert model.rowCount() == 2
    assert model.data(model.index(1, 0)) == "1. B C3"


def test_a_rejected_move_shows_in_the_status_bar_and_changes_nothing(qtbot, window: MainWindow) -> None:
    click_point(qtbot, window, 4, 4)
    node = window.session.node
    with qtbot.waitSignal(window.adapter.move_rejected) as blocker:
        click_point(qtbot, window, 4, 4)
    assert blocker.args == ["That point is taken: play on an empty point"]
    assert window.statusBar().currentMessage() == "That point is taken: play on an empty point"
    assert window.session.node is node
    assert not node.children
    assert window.session.to_play is Color.WHITE


def test_new_game_dialog_values_make_the_right_session(qtbot, window: MainWindow) -> None:
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.board_size.setCurrentIndex(1)  # 13 × 13
    dialog.rules.setCurrentIndex(dialog.rules.findData("chinese"))
    assert dialog.komi.value() == 7.5  # the preset's komi
    dialog.handicap.setValue(3)
    assert dialog.komi.value() == 0.5  # handicap games default to half a point
    dialog.black_name.setText("Student")
    dialog.white_name.setText("Teacher")
    dialog.white_rank.setText("4d")
    dialog.undo_allowed.setChecked(False)
    settings = dialog.settings()
    assert (settings.width, settings.height, settings.handicap) == (13, 13, 3)
    assert window.prompts.start_game(settings)
    session = window.session
    assert session.tree.size == (13, 13)
    assert session.tree.root.get("HA") == "3"
    assert session.record.ruleset.name == "chinese"
    assert session.record.ruleset.komi == 0.5
    assert session.to_play is Color.WHITE
    assert session.live is not None and not session.live.undo_allowed
    assert not window.acts.undo_agreed.isEnabled()
    assert "Student vs Teacher 4d" in window.windowTitle()
    assert len([s for s in session.game.board.stones()]) == 3
    # The next New game dialog starts from these settings.
    assert window.last_new_game_settings() == settings


def test_new_game_dialog_rectangles_and_invalid_handicap(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.board_size.setCurrentIndex(dialog.board_size.count() - 1)
    dialog.width_spin.setValue(7)
    dialog.height_spin.setValue(5)
    assert (dialog.settings().width, dialog.settings().height) == (7, 5)
    dialog.handicap.setValue(9)
    # No fixed handicap of 9 on 7x5: the dialog says so and will not start.
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.text()


def test_open_a_file_with_variations_and_navigate_with_keys(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "variations.sgf"
    path.write_text(RECORD, encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    session = window.session
    assert session.mode is Mode.REVIEW
    assert "variations.sgf" in window.windowTitle()
    window.view.setFocus()

    def key(k: Qt.Key) -> None:
        QTest.keyClick(window, k)

    key(Qt.Key.Key_Right)
    assert session.cursor.move_number() == 1
    assert window.comment.editor.toPlainText() == "Centre"
    key(Qt.Key.Key_End)
    assert [str(n.get("B") or n.get("W")) for n in session.cursor.path()[1:]] == ["ee", "cc", "gg", "cg"]
    key(Qt.Key.Key_Home)
    assert session.node is session.tree.root
    key(Qt.Key.Key_Right)
    key(Qt.Key.Key_Right)
    key(Qt.Key.Key_Down)
    move = session.node.move
    assert move is not None and move.point == Point(6, 6)
    key(Qt.Key.Key_End)
    assert session.cursor.move_number() == 3
    key(Qt.Key.Key_Left)
    key(Qt.Key.Key_Up)
    move = session.node.move
    assert move is not None and move.point == Point(2, 2)
    # The move tree follows the current node.
    current = window.move_tree.view.currentIndex()
    assert current.data(MoveTreeModel.NodeRole) is session.node
    assert str(path.resolve()) in window.files.recent.items()


def test_a_broken_file_leaves_the_open_game_alone(qtbot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    shown: list[str] = []

    def record(box: QMessageBox) -> int:
        shown.append(box.text())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", record)
    click_point(qtbot, window, 3, 3)
    session = window.session
    bad = tmp_path / "bad.sgf"
    bad.write_bytes(b"\x00\x01 not an sgf at all")
    assert not window.files.open_file(bad, confirm=False)
    assert shown and "bad.sgf" in shown[0]
    assert window.session is session
    assert session.game.board[Point(3, 3)] is Color.BLACK


def test_counting_shows_every_term_and_accept_ends_the_game(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    for x, y in ((2, 2), (6, 6), (2, 6), (6, 2)):
        adapter.play(x, y)
    adapter.pass_turn()
    with qtbot.waitSignal(adapter.mode_changed):
        adapter.pass_turn()
    assert window.session.mode is Mode.SCORING
    assert window.score_dock.isVisible()
    table = window.score.table
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert labels == [
        "Territory",
        "Stones (not counted)",
        "Prisoners",
        "Dead stones",
        "Komi",
        "Handicap compensation",
        "Time penalty (−)",
        "Total",
    ]
    breakdown = window.session.score()
    assert cell(table, 4, 1) == "6.5"  # White's komi
    assert cell(table, 7, 0) == f"{breakdown.black.total:g}"
    # Clicking a chain marks it dead; the table follows.
    click_point(qtbot, window, 6, 6)
    assert Point(6, 6) in window.session.require_counting().dead
    assert cell(table, 3, 0) == "1"  # Black counts one dead white stone
    with qtbot.waitSignal(adapter.game_ended) as blocker:
        window.score.accept.click()
    assert blocker.args[0] == window.session.tree.root.get("RE")
    assert window.session.mode is Mode.REVIEW
    assert window.score.result.text()


def test_resume_from_counting(qtbot, window: MainWindow, monkeypatch) -> None:
    adapter = window.adapter
    adapter.play(4, 4)
    adapter.pass_turn()
    adapter.pass_turn()
    # Black asks to resume: White, the opponent, moves first (RULES.md §1).
    monkeypatch.setattr(window.prompts, "ask_player", lambda *args: Color.BLACK)
    window.score.resume.click()
    assert window.session.mode is Mode.PLAY
    click_point(qtbot, window, 1, 1)
    assert window.session.game.board[Point(1, 1)] is Color.WHITE  # B, W pass, B pass: White


def test_estimate_runs_in_the_background(qtbot, window: MainWindow) -> None:
    for x, y in ((2, 2), (6, 6), (2, 6), (6, 2)):
        window.adapter.play(x, y)
    with qtbot.waitSignal(window.adapter.estimate_ready, timeout=60000) as blocker:
        window.acts.estimate.trigger()
    assert blocker.args[0].result
    assert window.scene.display.ownership is not None
    assert "Estimated result" in window.statusBar().currentMessage()


def test_undo_by_agreement_from_the_menu(qtbot, window: MainWindow, monkeypatch) -> None:
    click_point(qtbot, window, 4, 4)
    click_point(qtbot, window, 5, 5)
    assert window.acts.undo_agreed.isEnabled()
    monkeypatch.setattr(window.prompts, "confirm", lambda title, text: True)  # Black agrees
    window.acts.undo_agreed.trigger()
    assert window.session.game.board[Point(5, 5)] is None
    assert window.session.to_play is Color.WHITE
    # The taken-back move stays in the record with its note; the next move goes first.
    model = window.move_tree.model
    assert model.data(model.index(2, 0)).endswith("✎")
    click_point(qtbot, window, 6, 6)
    assert model.data(model.index(2, 0)) == "2. W G3"
    parent = window.session.node.parent
    assert parent is not None and (parent.children[1].get("C") or "").startswith("Taken back")


def test_comment_edit_goes_into_the_record_and_undoes(qtbot, window: MainWindow) -> None:
    click_point(qtbot, window, 4, 4)
    window.comment.editor.setPlainText("Centre first")
    window.comment.commit()
    assert window.session.record.comment(window.session.node) == "Centre first"
    window.acts.undo.trigger()
    assert window.session.record.comment(window.session.node) == ""
    assert window.comment.editor.toPlainText() == ""


def test_markup_tool(qtbot, window: MainWindow) -> None:
    window.acts.tool_actions["TR"].trigger()
    click_point(qtbot, window, 3, 3)
    assert window.session.node.get_list("TR") == ["dd"]
    assert any(m.kind == "TR" for m in window.scene.display.markup)
    window.acts.tool_actions["play"].trigger()
    click_point(qtbot, window, 3, 3)
    assert window.session.game.board[Point(3, 3)] is Color.BLACK


def test_game_info_dialog_values(qtbot) -> None:
    dialog = GameInfoDialog({"PB": "Ann", "KM": "6.5", "HA": "2"})
    qtbot.addWidget(dialog)
    dialog.fields["PB"].setText("Anna")
    dialog.fields["EV"].setText("Club night")
    dialog.fields["KM"].setText("6.5")
    assert dialog.values() == {"PB": "Anna", "EV": "Club night"}


def test_save_writes_and_clears_the_marker(qtbot, window: MainWindow, tmp_path: Path) -> None:
    click_point(qtbot, window, 4, 4)
    target = tmp_path / "saved.sgf"
    assert window.files.save_to(target)
    assert not window.isWindowModified()
    assert "saved.sgf" in window.windowTitle()
    assert "B[ee]" in target.read_text(encoding="utf-8")


def test_autosave_and_recovery(qtbot, tmp_path: Path, monkeypatch) -> None:
    data = tmp_path / "data"
    first = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=data)
    first.adapter.play(4, 4)
    first.adapter.play(3, 3)
    first.files.autosave.writer.flush(5)
    assert first.files.autosave.store.pending() is not None
    # The first window dies without a word (its lock is left behind by a dead process).
    first.files.autosave.writer.stop()
    as_if_killed(first.files.autosave)
    second = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=data)
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    try:
        assert second.files.offer_recovery()
        second.session.cursor.to_end()
        assert second.session.cursor.move_number() == 2
        assert second.isWindowModified()
    finally:
        for window in (first, second):
            window.session.record.modified = False
            window.close()
            window.deleteLater()


def test_smoke_test_entry_point(qtbot, capsys) -> None:
    from qtgo.app import main

    assert main(["--smoke-test"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "ok"


def test_move_tree_model_is_consistent(qtbot, qtmodeltester, tmp_path: Path) -> None:
    session = GameSession.from_text(RECORD)
    model = MoveTreeModel()
    model.set_root(session.tree.root, 9)
    qtmodeltester.check(model)
    assert model.rowCount() == 5  # start, ee, cc, gg, cg
    ee = model.index(1, 0)
    assert model.rowCount(ee) == 1  # one side variation at move 1
    header = model.index(0, 0, ee)
    assert model.data(header).startswith("Variation 2")
    assert model.rowCount(header) == 2
    session.cursor.forward()
    session.play(Point(8, 8))
    model.node_added(session.node)
    assert model.rowCount(ee) == 2
    assert model.data(ee).endswith("(+2)")  # the row says it holds variations
    qtmodeltester.check(model)


def test_a_collection_offers_its_games(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "two.sgf"
    path.write_text("(;SZ[9]PB[A]PW[B];B[ee])(;SZ[13]GN[Second];B[cc];W[dd])", encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    assert window.acts.games_menu.isEnabled()
    window.files.fill_games()
    titles = [a.text() for a in window.acts.games_menu.actions()]
    assert titles == ["1. A vs B", "2. Second"]
    window.acts.games_menu.actions()[1].trigger()
    assert window.session.tree.size == (13, 13)
    assert window.scene.display.width == 13
    window.adapter.to_end()
    assert window.session.cursor.move_number() == 2


def test_typing_then_moving_on_keeps_the_comment_where_it_was_typed(qtbot, window: MainWindow) -> None:
    click_point(qtbot, window, 4, 4)
    first = window.session.node
    window.comment.editor.setFocus()
    QTest.keyClicks(window.comment.editor, "good shape")
    window.adapter.back()  # before the typing pause ended
    assert first.get("C") == "good shape"
    assert window.session.node is first.parent
    assert window.comment.editor.toPlainText() == ""


# The offscreen platform cannot take a message box's size hints and says so.
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_warnings_are_shown_without_blocking(qtbot, window: MainWindow, tmp_path: Path) -> None:
    """One message bar over the board lists what the reader repaired; a second file's
    warnings replace the first's instead of piling up another dialog."""
    path = tmp_path / "odd.sgf"
    path.write_text("(;SZ[9]RU[Martian];B[ee];W[ee])", encoding="utf-8")
    window.show()
    assert window.files.open_file(path, confirm=False)
    bar = window.look.message_bar
    assert bar.isVisible() and "odd.sgf" in bar.summary.text()
    assert "Martian" in bar.details.toPlainText()
    assert "illegal" in bar.details.toPlainText()
    other = tmp_path / "other.sgf"
    other.write_text("(;SZ[9]RU[Venusian];B[ee])", encoding="utf-8")
    assert window.files.open_file(other, confirm=False)
    assert "other.sgf" in bar.summary.text() and "Martian" not in bar.details.toPlainText()
    assert not [w for w in window.findChildren(QMessageBox) if w.isVisible()]
    bar.close_button.click()
    assert not bar.isVisible()


def cell(table: Any, row: int, column: int) -> str:
    """The text of a table cell that must exist."""
    item = table.item(row, column)
    assert item is not None, (row, column)
    return str(item.text())
