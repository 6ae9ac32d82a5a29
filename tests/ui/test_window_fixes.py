"""Regression tests for the QA findings about the main window and the adapter."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from qtgo.clock import TimeControl
from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.window import MainWindow


@pytest.fixture
def make_window(qtbot, tmp_path: Path) -> Iterator:
    windows: list[MainWindow] = []

    def make(session: GameSession | None = None) -> MainWindow:
        session = session or GameSession.new(NewGameSettings(width=9, height=9))
        win = MainWindow(session, data_dir=tmp_path / "data")
        win.resize(1000, 700)
        win.show()
        qtbot.waitExposed(win)
        windows.append(win)
        return win

    yield make
    for win in windows:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


@pytest.fixture
def window(make_window) -> MainWindow:
    return make_window()


def click_point(win: MainWindow, x: int, y: int) -> None:
    sx, sy = win.scene.geometry.center(x, y)
    pos: QPoint = win.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


# ---- F3/F4
def test_f3_a_click_after_the_count_adds_nothing(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    adapter.play(2, 2)
    adapter.pass_turn()
    adapter.pass_turn()
    adapter.accept_score()
    end = window.session.node
    with qtbot.waitSignal(adapter.move_rejected) as blocker:
        click_point(window, 6, 6)
    assert "over" in blocker.args[0]
    assert end.children == ()
    assert window.session.game.board[Point(6, 6)] is None


def test_f4_a_click_after_resignation_adds_nothing(qtbot, window: MainWindow) -> None:
    window.adapter.play(2, 2)
    window.adapter.resign(Color.WHITE)
    click_point(window, 6, 6)
    assert window.session.node.children == ()
    assert len(window.session.tree.main_line()) == 2


# ---- F15
def test_f15_an_estimate_for_a_position_left_is_dropped(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    for x, y in ((2, 2), (6, 6), (2, 6), (6, 2)):
        adapter.play(x, y)
    ready: list[object] = []
    adapter.estimate_ready.connect(ready.append)
    window.acts.estimate.trigger()
    assert adapter.estimating
    window.acts.start.trigger()
    assert not adapter.estimating
    assert window.statusBar().currentMessage() == ""
    QThreadPool.globalInstance().waitForDone(60000)
    qtbot.waitUntil(lambda: not adapter.estimator._carriers, timeout=10000)
    assert ready == []
    assert adapter.estimate is None
    assert window.scene.display.ownership is None


def test_f15_page_steps_drop_the_estimate_too(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    for x, y in ((2, 2), (6, 6)):
        adapter.play(x, y)
    adapter.start_estimate()
    assert adapter.estimating
    window.acts.back10.trigger()
    assert not adapter.estimating  # the run for the position left no longer counts


# ---- F20
def test_f20_a_new_game_clears_the_last_result(qtbot, window: MainWindow) -> None:
    window.adapter.resign(Color.BLACK)
    assert "W+R" in window.statusBar().currentMessage()
    assert "W+R" in window.message.text()
    window.prompts.start_game(NewGameSettings(width=9, height=9))
    assert window.statusBar().currentMessage() == ""
    assert "W+R" not in window.message.text()
    assert window.session.record.result is None


# ---- F24
def test_f24_four_passes_end_a_tromp_taylor_game_in_the_window(qtbot, make_window) -> None:
    win = make_window(GameSession.new(NewGameSettings(width=9, height=9, rules="tromp-taylor")))
    win.adapter.play(4, 4)
    win.acts.pass_.trigger()
    win.acts.pass_.trigger()
    assert win.session.mode is Mode.SCORING
    assert win.acts.pass_.isEnabled()
    assert "four passes" in win.score.hint.text()
    win.acts.pass_.trigger()
    assert win.acts.pass_.isEnabled()
    with qtbot.waitSignal(win.adapter.game_ended) as blocker:
        win.acts.pass_.trigger()
    assert blocker.args[0].startswith("B+")
    assert win.session.record.result == blocker.args[0]


def test_f24_pass_stays_disabled_while_counting_under_japanese_rules(window: MainWindow) -> None:
    window.adapter.play(4, 4)
    window.acts.pass_.trigger()
    window.acts.pass_.trigger()
    assert window.session.mode is Mode.SCORING
    assert not window.acts.pass_.isEnabled()


# ---- F8
@pytest.mark.parametrize("asker", [Color.BLACK, Color.WHITE])
def test_f8_resume_asks_who_asks_and_the_opponent_moves(window: MainWindow, monkeypatch, asker: Color) -> None:
    asked: list[tuple] = []

    def answer(*args):
        asked.append(args)
        return asker

    monkeypatch.setattr(window.prompts, "ask_player", answer)
    window.adapter.play(4, 4)
    window.acts.pass_.trigger()
    window.acts.pass_.trigger()
    window.score.resume.click()
    assert asked and "resume" in asked[0][1]
    assert window.session.mode is Mode.PLAY
    assert window.session.to_play is asker.opponent
    assert "to move" in window.statusBar().currentMessage()


def test_f8_cancel_keeps_counting(window: MainWindow, monkeypatch) -> None:
    monkeypatch.setattr(window.prompts, "ask_player", lambda *args: None)
    window.adapter.play(4, 4)
    window.acts.pass_.trigger()
    window.acts.pass_.trigger()
    window.score.resume.click()
    assert window.session.mode is Mode.SCORING


# ---- F9
def test_f9_the_player_not_to_move_may_resign(window: MainWindow, monkeypatch) -> None:
    offered: list[Color] = []

    def answer(title, text, button, default):
        offered.append(default)
        return Color.WHITE

    monkeypatch.setattr(window.prompts, "ask_player", answer)
    window.adapter.play(4, 4)
    window.adapter.play(2, 2)
    assert window.session.to_play is Color.BLACK
    window.acts.resign.trigger()
    assert offered == [Color.BLACK]  # the player to move is the default
    assert window.session.record.result == "B+R"
    assert window.acts.resign.shortcut().isEmpty()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_f9_the_question_offers_both_players(qtbot, window: MainWindow) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list[list[str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append([b.text() for b in box.buttons()])
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, answer)
    window.acts.resign.trigger()
    assert seen and any("Black" in t for t in seen[0]) and any("White" in t for t in seen[0])
    assert window.session.record.result is None


# ---- F5
def test_f5_undo_asks_the_opponent_by_name(qtbot, make_window, monkeypatch) -> None:
    win = make_window(GameSession.new(NewGameSettings(width=19, height=19)))
    questions: list[str] = []
    answers = [False, True]

    def confirm(title: str, text: str) -> bool:
        questions.append(text)
        return answers.pop(0)

    monkeypatch.setattr(win.prompts, "confirm", confirm)
    win.adapter.play(3, 15)  # B D4
    win.adapter.play(15, 3)  # W Q16
    win.acts.undo_agreed.trigger()
    assert questions == ["White asks to take back W Q16. Does Black agree?"]
    assert win.session.game.board[Point(15, 3)] is Color.WHITE  # Black said no
    assert "does not agree" in win.statusBar().currentMessage()
    win.acts.undo_agreed.trigger()
    assert win.session.game.board[Point(15, 3)] is None
    assert "W Q16 taken back" in win.statusBar().currentMessage()
    assert "Taken back by agreement" in win.session.record.to_sgf()


# ---- F6
def test_f6_a_misplaced_handicap_stone_comes_back(qtbot, make_window, monkeypatch) -> None:
    from qtgo.session import Placement

    settings = NewGameSettings(width=9, height=9, handicap=2, placement=Placement.FREE)
    win = make_window(GameSession.new(settings))
    questions: list[str] = []
    monkeypatch.setattr(win.prompts, "confirm", lambda title, text: questions.append(text) or True)
    win.adapter.play(2, 2)
    win.adapter.play(5, 5)  # misplaced
    assert win.session.handicap_to_place == 0
    assert win.acts.undo_agreed.isEnabled()
    win.acts.undo_agreed.trigger()
    assert questions == ["Black asks to take back the handicap stone on F4. Does White agree?"]
    assert win.session.handicap_to_place == 1
    assert win.scene.display.stones.get(Point(5, 5)) is None
    win.adapter.play(6, 6)
    assert win.session.tree.root.get_list("AB") == ["cc", "gg"]
    assert win.session.to_play is Color.WHITE


# ---- F7
class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_f7_the_flagged_clock_reads_time_up(qtbot, make_window) -> None:
    clock = FakeTime()
    control = TimeControl.byo_yomi(1, 1, 1)
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=control), now=clock)
    win = make_window(session)
    win.adapter.play(2, 2)
    clock.now += 0.5
    win.adapter.play(6, 6)  # White's card records 0:01 or so at this node
    clock.now += 0.2
    win.adapter.play(2, 6)
    clock.now += 10  # White's flag falls
    with qtbot.waitSignal(win.adapter.game_ended, timeout=5000) as blocker:
        pass
    assert blocker.args[0] == "B+T"
    white = win.players.clocks[Color.WHITE]
    assert white.state is not None and white.state.flagged
    assert "time up" in white.time_label.text()
    assert white.time_label.text().startswith("0:00")
    # Stepping back shows what the record wrote at that move again.
    win.acts.back.trigger()
    assert "time up" not in white.time_label.text()


# ---- F21
def test_f21_a_move_while_paused_restarts_the_clock_and_says_so(qtbot, window: MainWindow) -> None:
    window.adapter.play(2, 2)
    window.acts.pause.trigger()
    assert window.session.clock.paused
    window.adapter.play(6, 6)
    assert not window.session.clock.paused
    assert "restarted" in window.statusBar().currentMessage()


# ---- F25
def test_f25_continue_playing_from_the_middle_of_a_record(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "record.sgf"
    path.write_text("(;SZ[9]RE[B+R];B[ee];W[cc];B[gg];W[cg])", encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.acts.forward.trigger()
    assert window.acts.continue_.isEnabled()
    window.acts.continue_.trigger()
    session = window.session
    assert session.mode is Mode.PLAY
    assert "new variation" in window.statusBar().currentMessage()
    assert "B+R" not in window.message.text()  # the record's result is not the live line's
    assert "B+R" not in window.players.status.text()
    click_point(window, 2, 6)
    assert session.game.board[Point(2, 6)] is Color.WHITE
    assert [n.get("W") for n in session.tree.main_line()[1:] if n.get("W")] == ["cc", "cg"]
    # The end of a finished game has nothing to continue.
    session.record.modified = False
    assert window.files.open_file(path, confirm=False)
    window.acts.end.trigger()
    assert not window.acts.continue_.isEnabled()


# ---- F26
def test_f26_a_failed_save_says_the_file_was_not_written(qtbot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.informativeText())) or 0)
    window.adapter.play(2, 2)
    target = tmp_path / "no-such-folder" / "game.sgf"
    assert not window.files.save_to(target)
    assert shown
    text, informative = shown[0]
    assert "not written" in informative and "unchanged" not in informative
    assert window.session.record.modified


# ---- F11
def _header(win: MainWindow, row: int) -> str:
    return win.score.table.verticalHeaderItem(row).text()


@pytest.mark.parametrize(
    ("rules", "not_counted"),
    [
        ("japanese", ["Stones (not counted)"]),
        ("chinese", ["Prisoners (not counted)", "Dead stones (not counted)"]),
    ],
)
def test_f11_terms_outside_the_total_are_marked(make_window, rules: str, not_counted: list[str]) -> None:
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
    side = breakdown.black
    if rules == "japanese":
        assert side.total == side.territory + side.prisoners + side.dead
    else:
        assert side.total == side.territory + side.stones


# ---- F17
def _long_record() -> str:
    moves = []
    for i in range(150):
        x, y = i % 19, i // 19
        moves.append(f";B[{chr(97 + x)}{chr(97 + y)}];W[{chr(97 + x)}{chr(97 + 18 - y)}]")
    return "(;SZ[19]" + "".join(moves) + ")"


def _current_row_visible(win: MainWindow) -> bool:
    view = win.move_tree.view
    rect = view.visualRect(view.currentIndex())
    return rect.isValid() and view.viewport().rect().contains(rect)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_f17_the_current_move_stays_in_view_after_a_resize(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "long.sgf"
    path.write_text(_long_record(), encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.resize(1200, 900)
    window.acts.end.trigger()
    qtbot.wait(50)
    assert _current_row_visible(window)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)
    window.acts.start.trigger()
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)
    window.session.cursor.to_move(120)
    window.adapter.position_moved()
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: _current_row_visible(window), timeout=3000)


# ---- F22
def test_f22_quit_has_a_key_everywhere(window: MainWindow) -> None:
    keys = [k.toString() for k in window.acts.quit.shortcuts()]
    assert keys and all(keys)
    assert window.acts.resign.shortcut().isEmpty()  # on purpose: no stray key ends a game


def test_f22_tool_keys_work_on_the_board_not_in_the_comment(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    QTest.keyClick(window.view, Qt.Key.Key_T)
    assert window.tool == "TR" and window.acts.tool_actions["TR"].isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_X)
    assert window.tool == "MA"
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert window.tool == "play"
    editor = window.comment.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus, timeout=3000)
    QTest.keyClicks(editor, "TSC")
    assert editor.toPlainText() == "TSC"
    assert window.tool == "play"
    assert "(T)" in window.acts.tool_actions["TR"].toolTip()
    editor.clear()  # nothing left to save when the window closes
    window.comment.commit()


# ---- F10
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_f10_time_tab_fits_and_takes_seconds(qtbot) -> None:
    from qtgo.clock import TimeSystem
    from qtgo.ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.black_time
    editor.system.setCurrentIndex(editor.system.findData(TimeSystem.ING))
    dialog.same_time.setChecked(False)
    qtbot.wait(10)
    for combo in (editor.system, dialog.white_time.system):
        assert combo.width() >= combo.sizeHint().width()
    assert dialog.width() >= dialog.layout().minimumSize().width()
    # A 30-second blitz main time.
    editor.system.setCurrentIndex(editor.system.findData(TimeSystem.ABSOLUTE))
    editor.main.setValue(0)
    editor.main_seconds.setValue(30)
    assert editor.control().main == 30
    editor.main.setValue(1)
    assert editor.control().main == 90
    editor.set_control(TimeControl.byo_yomi(150, 3, 20))
    assert (editor.main.value(), editor.main_seconds.value()) == (2, 30)


def test_f10_unticking_same_as_black_starts_from_blacks_setting(qtbot) -> None:
    from qtgo.ui.dialogs import NewGameDialog

    black = TimeControl.byo_yomi(600, 5, 30)
    dialog = NewGameDialog(None, NewGameSettings(black_time=black))
    qtbot.addWidget(dialog)
    assert dialog.same_time.isChecked()
    dialog.black_time.periods.setValue(3)
    dialog.same_time.setChecked(False)
    assert dialog.white_time.control() == TimeControl.byo_yomi(600, 3, 30)
    dialog.white_time.period.setValue(60)
    settings = dialog.settings()
    assert settings.black_time == TimeControl.byo_yomi(600, 3, 30)
    assert settings.white_time == TimeControl.byo_yomi(600, 3, 60)


def test_f10_the_dialog_remembers_players_komi_and_clocks(qtbot, window: MainWindow) -> None:
    from qtgo.ui.dialogs import NewGameDialog

    settings = NewGameSettings(
        width=13, height=13, rules="chinese", komi=5.5, black_name="Ann", black_rank="5k",
        white_name="Bo", white_rank="2d", black_time=TimeControl.byo_yomi(90, 3, 10),
        white_time=TimeControl.absolute(300),
    )
    assert window.prompts.start_game(settings)
    dialog = NewGameDialog(window, window.last_new_game_settings())
    qtbot.addWidget(dialog)
    again = dialog.settings()
    assert again.black_name == "Ann" and again.white_name == "Bo"
    assert again.black_rank == "5k" and again.white_rank == "2d"
    assert again.komi == 5.5 and again.rules == "chinese" and again.width == 13
    assert again.black_time == TimeControl.byo_yomi(90, 3, 10)
    assert again.white_time == TimeControl.absolute(300)


# ---- QA 6
def test_game_info_of_a_live_game_keeps_rules_and_komi(qtbot) -> None:
    from qtgo.ui.dialogs import GameInfoDialog

    dialog = GameInfoDialog({"RU": "Japanese", "KM": "6.5", "HA": "0"}, live=True)
    qtbot.addWidget(dialog)
    assert dialog.fields["RU"].isReadOnly() and dialog.fields["KM"].isReadOnly()
    dialog.fields["RU"].setText("Chinese")
    dialog.fields["PB"].setText("Ann")
    assert dialog.values() == {"PB": "Ann"}


def test_game_info_with_a_bad_komi_stays_open(qtbot) -> None:
    from qtgo.ui.dialogs import GameInfoDialog

    dialog = GameInfoDialog({"KM": "6.5"})
    qtbot.addWidget(dialog)
    dialog.fields["KM"].setText("abc")
    dialog.accept()
    assert dialog.result() != GameInfoDialog.DialogCode.Accepted
    assert "abc" in dialog.error.text() and dialog.fields["KM"].text() == "abc"
    dialog.fields["KM"].setText("0,5")
    dialog.accept()
    assert dialog.result() == GameInfoDialog.DialogCode.Accepted
    assert dialog.values() == {"KM": "0.5"}


# ---- QA 20: rows holding variations say so
def test_rows_with_variations_say_how_many(qtbot) -> None:
    from qtgo.ui.move_tree import MoveTreeModel

    session = GameSession.from_text("(;SZ[9](;B[ee];W[cc])(;B[cc])(;B[gg])(;B[gc]))")
    model = MoveTreeModel()
    model.set_root(session.tree.root, 9)
    start = model.index(0, 0)
    assert model.data(start) == "Game start  (+3)"
    assert "3" in model.data(start, Qt.ItemDataRole.ToolTipRole)
    assert model.data(model.index(1, 0)) == "1. B E5"
