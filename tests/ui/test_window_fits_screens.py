"""At 800×600 and 1400×900, in English and Russian: both clocks whole in play, count and
review, no panel drawn over another, and every dialog on the screen with its buttons."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSettings, Qt
from PySide6.QtGui import QAction, QScreen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QLabel, QWidget

from qtgo.rules import Color, Ruleset
from qtgo.session import GameSession, Mode, NewGameSettings, Placement
from qtgo.ui.dialogs import NewGameDialog
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "This plugin does not support")

SMALL = QRect(0, 0, 800, 600)
PROBLEMS = Path(__file__).resolve().parents[2] / "resources" / "problems" / "first_problems.sgf"
RECORD = "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];B[pq];W[dd];B[fq];W[cn];B[jp])"


@pytest.fixture(params=["en", "ru"])
def language(request) -> str:
    """Each test in English and in Russian (the conftest's fixtures switch and switch back)."""
    request.getfixturevalue({"en": "english", "ru": "russian"}[request.param])
    return str(request.param)


@pytest.fixture
def small_screen(monkeypatch) -> QRect:
    """The screen a dialog measures itself against is 800×600 (the test platform's is larger)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(SMALL))
    return SMALL


@pytest.fixture
def open_window(qtbot, tmp_path: Path) -> Iterator[Callable[..., MainWindow]]:
    windows: list[MainWindow] = []

    def make(width: int, height: int, session: GameSession | None = None) -> MainWindow:
        QSettings().clear()  # no window layout saved by an earlier test
        session = session or GameSession.new(NewGameSettings(width=19, height=19))
        win = MainWindow(session, data_dir=tmp_path / "data")
        windows.append(win)
        win.move(0, 0)
        win.resize(width, height)
        win.show()
        qtbot.waitExposed(win)
        settle(qtbot, win)
        return win

    yield make
    for win in windows:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


def settle(qtbot, win: MainWindow) -> None:
    """The layout fits itself shortly after a change: wait for it (however busy the machine)."""
    for _ in range(3):
        qtbot.wait(60)
        qtbot.waitUntil(lambda: not win.look.fit_pending, timeout=5000)


def click(win: MainWindow, x: int, y: int) -> None:
    sx, sy = win.scene.geometry.center(x, y)
    pos: QPoint = win.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def whole_in(widget: QWidget, window: QWidget) -> bool:
    """Drawn whole (nothing clipped by a scroll area or the window) and inside the window."""
    if not widget.isVisible() or widget.visibleRegion().boundingRect().size() != widget.size():
        return False
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(QRect(top_left, widget.size()))


def docked(win: MainWindow) -> list[QDockWidget]:
    """The panels shown in the window (the hidden tab of tabbed docks sits off-screen)."""
    return [d for d in win.findChildren(QDockWidget) if d.isVisible() and not d.isFloating() and d.y() >= 0]


def assert_clocks_whole_and_panels_apart(win: MainWindow) -> None:
    for color in (Color.BLACK, Color.WHITE):
        assert whole_in(win.players.clocks[color], win), f"{color.name}'s clock is cut or hidden"
    shown = docked(win)
    for i, one in enumerate(shown):
        for other in shown[i + 1 :]:
            overlap = one.geometry().intersected(other.geometry())
            assert overlap.isEmpty(), f"{one.objectName()} is drawn over {other.objectName()}"


@pytest.mark.parametrize("size", [(800, 600), (1400, 900)])
def test_both_clocks_stay_whole_while_counting_and_no_panel_covers_another(
    qtbot, open_window, language: str, size: tuple[int, int]
) -> None:
    win = open_window(*size)
    assert_clocks_whole_and_panels_apart(win)  # play
    for point in ((3, 3), (15, 15), (3, 15), (15, 3)):
        click(win, *point)
    win.acts.pass_.trigger()
    win.acts.pass_.trigger()
    assert win.adapter.mode is Mode.SCORING
    settle(qtbot, win)
    assert win.score_dock.isVisible()
    assert_clocks_whole_and_panels_apart(win)
    # The count's result and its two buttons are in view; the rest scrolls where it must.
    for widget in (win.score.result, win.score.accept, win.score.resume):
        assert widget.visibleRegion().boundingRect().size() == widget.size(), widget
    if size == (1400, 900):
        assert win.score.visibleRegion().boundingRect().size() == win.score.size()  # whole


def test_the_count_grows_whole_when_the_estimate_adds_its_note(qtbot, open_window, language: str) -> None:
    """The issue's 13x13 game counted mid-game at 1400x900: the estimate's note ("unsure of
    K10, L7") comes after the panel is placed; the panel grows to hold it, nothing scrolls."""
    settings = NewGameSettings(width=13, height=13, rules="aga", handicap=4, placement=Placement.FREE)
    win = open_window(1400, 900, session=GameSession.new(settings))
    for point in ((3, 3), (9, 3), (3, 9), (9, 9), (6, 6), (5, 8), (11, 6), (2, 10)):
        click(win, *point)
    with qtbot.waitSignal(win.adapter.estimate_ready, timeout=30000):
        win.acts.count.trigger()
    settle(qtbot, win)
    assert win.score.note.isVisible() and win.score.note.text()
    assert_clocks_whole_and_panels_apart(win)
    for widget in (win.score.note, win.score.copy_button, win.score.save_button):
        assert whole_in(widget, win), widget.text()
    assert win.score.visibleRegion().boundingRect().size() == win.score.size()  # whole


@pytest.mark.parametrize("size", [(800, 600), (1400, 900)])
def test_both_clocks_stay_whole_in_review(qtbot, open_window, language: str, size: tuple[int, int]) -> None:
    win = open_window(*size, session=GameSession.from_text(RECORD))
    assert win.adapter.mode is Mode.REVIEW
    assert_clocks_whole_and_panels_apart(win)


def test_the_panels_that_stepped_aside_for_the_count_come_back(qtbot, open_window, monkeypatch) -> None:
    win = open_window(800, 600)
    monkeypatch.setattr(win.prompts, "ask_player", lambda *args: Color.BLACK)  # Black asks to resume
    for point in ((3, 3), (15, 15)):
        click(win, *point)
    shown = {d.objectName() for d in docked(win)}
    win.acts.pass_.trigger()
    win.acts.pass_.trigger()
    settle(qtbot, win)
    assert win.adapter.scoring
    assert {d.objectName() for d in docked(win)} == {"dock-score", "dock-players"}  # room for both clocks
    win.score.resume.click()
    settle(qtbot, win)
    assert not win.score_dock.isVisible()
    assert {d.objectName() for d in docked(win)} == shown
    assert_clocks_whole_and_panels_apart(win)


def _new_game_tibetan(win: MainWindow) -> NewGameDialog:
    dialog = NewGameDialog(win, NewGameSettings())
    dialog.rules.setCurrentIndex(dialog.rules.findData("tibetan"))
    return dialog


def _game_info(win: MainWindow) -> QWidget:
    from qtgo.ui.dialogs import GameInfoDialog

    return GameInfoDialog(win.adapter.game_info(), win, live=True)


def _rules(name: str) -> Callable[[MainWindow], QWidget]:
    def make(win: MainWindow) -> QWidget:
        from qtgo.ui.i18n import current_language
        from qtgo.ui.teaching.rules_page import GameSettings, RulesDialog

        return RulesDialog(Ruleset.preset(name), GameSettings(17, 17), current_language(), win)

    return make


def _figures(win: MainWindow) -> QWidget:
    from qtgo.ui.teaching.figures_dialog import FiguresDialog

    return FiguresDialog(win.adapter.session.tree, win.adapter.session.node, win)


def _engines(win: MainWindow) -> QWidget:
    from qtgo.ui.engine.engines_dialog import EnginesDialog

    return EnginesDialog(win, win.settings)


def _shortcuts(win: MainWindow) -> QWidget:
    from qtgo.ui.shortcuts import ShortcutsDialog

    return ShortcutsDialog(win.findChildren(QAction), win)


def _problems(win: MainWindow) -> QWidget:
    from qtgo.ui.teaching.problem_panel import ProblemWindow, load_problem_set

    return ProblemWindow(load_problem_set(PROBLEMS), win)


def _library(win: MainWindow) -> QWidget:
    shown = win.library.show_library()
    assert shown is not None
    return shown


def _reopen(win: MainWindow) -> QWidget:
    from qtgo.ui.window.reopen import ReopenDialog

    record = "(;SZ[19]PB[Иванов]PW[Петров]EV[Кубок]C[Комментарий к партии];B[pd])".encode("cp1251")
    return ReopenDialog(record, "game.sgf", win)


def _engine_log(win: MainWindow) -> QWidget:
    return win.engines.log


DIALOGS = {
    "reopen with encoding": _reopen,
    "engine log": _engine_log,
    "new game, Tibetan": _new_game_tibetan,
    "game info": _game_info,
    "rules, Japanese": _rules("japanese"),
    "rules, Tibetan": _rules("tibetan"),
    "export figures": _figures,
    "engines": _engines,
    "keyboard shortcuts": _shortcuts,
    "problems": _problems,
    "library": _library,
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_fits_an_800x600_screen_with_its_buttons(
    qtbot, open_window, small_screen: QRect, language: str, name: str
) -> None:
    win = open_window(800, 600)
    dialog = DIALOGS[name](win)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(30)
    try:
        frame = dialog.frameGeometry()
        assert small_screen.contains(frame), f"{name}: {frame} is off an 800x600 screen"
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible() and b.text()]
        assert buttons or name == "engine log"  # the log is a page of text and its title bar
        for button in buttons:
            place = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
            assert small_screen.contains(place), f"{name}: {button.text()!r} is off the screen"
        for label in dialog.findChildren(QLabel):
            if label.isVisible() and label.wordWrap() and label.text():
                # A wrapped text is never cut: its label is as tall as the text at its width.
                assert label.height() >= label.heightForWidth(label.width()), (name, label.text()[:40])
    finally:
        dialog.close()


def test_the_tibetan_note_of_the_new_game_dialog_is_never_cut(qtbot, open_window, language: str) -> None:
    win = open_window(800, 600)
    dialog = _new_game_tibetan(win)
    dialog.show()
    qtbot.waitExposed(dialog)
    # An 800x600 screen gives a new window at most two thirds of its height: the least the
    # dialog can be. Its note (four lines in Russian) is then still whole.
    dialog.resize(dialog.minimumSizeHint())
    qtbot.wait(30)
    note = dialog.rules_summary
    assert note.isVisible() and note.text()
    assert note.height() >= note.heightForWidth(note.width())
    dialog.close()


def test_a_window_closed_while_counting_keeps_its_panels_for_next_time(qtbot, open_window, tmp_path: Path) -> None:
    win = open_window(800, 600)
    click(win, 3, 3)
    win.acts.pass_.trigger()
    win.acts.pass_.trigger()
    settle(qtbot, win)
    assert not win.comment_dock.isVisible()  # stepped aside for the count
    win.adapter.session.record.modified = False
    win.close()
    again = MainWindow(GameSession.new(NewGameSettings(width=19, height=19)), data_dir=tmp_path / "again")
    again.show()
    qtbot.waitExposed(again)
    try:
        assert again.comment_dock.isVisible() and again.look.tree_dock.isVisible()
    finally:
        again.adapter.session.record.modified = False
        again.close()
        again.deleteLater()


@pytest.mark.parametrize("size", [(800, 600), (1400, 900)])
def test_the_review_and_candidates_docks_keep_the_clocks_whole_and_the_panels_apart(
    qtbot, open_window, language: str, size: tuple[int, int]
) -> None:
    """The tester's AlphaGo game at 1400x900 with Review and Candidates open: the game tree and
    the comment were drawn over the players, White's clock hidden; the board shrank to 400 px."""
    win = open_window(*size, session=GameSession.from_text(RECORD))
    win.engines.review_dock.show()
    win.engines.candidates_dock.show()
    settle(qtbot, win)
    assert_clocks_whole_and_panels_apart(win)
    if size == (1400, 900):
        assert win.view.height() >= 450, f"the board is {win.view.height()} px tall"
        assert win.engines.review.graph.height() >= 120, "the score graph is too flat"
        win.engines.candidates_dock.raise_()
        settle(qtbot, win)
        table = win.engines.candidates.table if win.engines.candidates is not None else None
        assert table is not None and table.isVisible()
        rows = (table.viewport().height()) // max(1, table.fontMetrics().height() + 4)
        assert rows >= 6, f"the candidates table has room for {rows} rows"
        assert_clocks_whole_and_panels_apart(win)
