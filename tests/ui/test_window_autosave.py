"""The window's autosave: every move at once, one per window, a failure that stays visible,
foreign records saved as SGF beside them, and Reopen with encoding."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from qtgo.session import GameSession, NewGameSettings
from qtgo.session.autosave import AutosaveStore
from qtgo.ui.window import MainWindow
from qtgo.ui.window.autosave import lock_is_held
from qtgo.ui.window.reopen import ReopenDialog

from .conftest import as_if_killed


def _window(data: Path) -> MainWindow:
    return MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=data)


@pytest.fixture
def pair(qtbot, tmp_path: Path) -> Iterator[tuple[MainWindow, MainWindow]]:
    # Closed here, not by qtbot: pytest-qt closes its widgets before fixtures end, and a
    # modified game would ask whether to save.
    first, second = _window(tmp_path / "data"), _window(tmp_path / "data")
    yield first, second
    for window in (first, second):
        window.session.record.modified = False
        window.close()
        window.deleteLater()


def test_every_move_is_autosaved_at_once(pair: tuple[MainWindow, MainWindow]) -> None:
    window, _ = pair
    for x in range(3):
        window.adapter.play(x, 0)
        assert window.files.autosave.writer.flush(5)
        entry = window.files.autosave.store.pending()
        assert entry is not None and entry.moves == x + 1  # no timer to wait for


def test_two_windows_never_offer_each_others_open_game(pair: tuple[MainWindow, MainWindow], monkeypatch) -> None:
    first, second = pair
    first.adapter.play(4, 4)
    second.adapter.play(2, 2)
    for window in pair:
        window.files.autosave.writer.flush(5)

    def no_question(*_args, **_kwargs):
        raise AssertionError("a living window's game was offered for recovery")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    assert second.files.offer_recovery() is False and first.files.offer_recovery() is False
    assert lock_is_held(first.files.autosave.store.lock_path)
    # Saving, opening or closing in one window leaves the other's autosave alone.
    first.files.autosave_clear()
    assert second.files.autosave.store.pending() is not None


def test_a_gone_window_is_offered_once(pair: tuple[MainWindow, MainWindow], tmp_path: Path) -> None:
    first, second = pair
    first.adapter.play(4, 4)
    first.files.autosave.writer.stop()
    as_if_killed(first.files.autosave)
    (entry,) = second.files.autosave.orphans()
    assert entry.moves == 1 and entry.slot == first.files.autosave.store.slot
    second.files.autosave.discard(entry)
    assert second.files.autosave.orphans() == []
    assert AutosaveStore.orphans(tmp_path / "data" / "autosave", lock_is_held) == []


def test_a_failed_autosave_stays_visible_until_a_save_succeeds(
    pair: tuple[MainWindow, MainWindow], qtbot, tmp_path: Path
) -> None:
    window, _ = pair
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    window.files.autosave.writer.store = AutosaveStore(blocker, "w")
    window.adapter.play(4, 4)
    window.files.autosave.writer.flush(5)
    qtbot.waitUntil(lambda: window.files.autosave.failing, timeout=2000)
    banner = window.files.autosave.banner
    assert "not-a-folder" in banner.toolTip() and ".tmp" not in banner.text()
    window.adapter.play(3, 3)  # still failing: still shown
    window.files.autosave.writer.flush(5)
    qtbot.wait(50)
    assert window.files.autosave.failing
    assert window.files.save_to(tmp_path / "game.sgf")
    qtbot.waitUntil(lambda: not window.files.autosave.failing, timeout=2000)


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the non-modal "opened with warnings" box
def test_foreign_records_are_saved_as_sgf_beside_them(pair, corpus: Path, tmp_path: Path, monkeypatch) -> None:
    window, _ = pair
    source = corpus / "foreign" / "gib" / "sabaki_euc-kr.gib"
    if not source.is_file():
        pytest.skip(f"{source} is absent")
    original = source.read_bytes()
    copy = tmp_path / "game.gib"
    copy.write_bytes(original)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.files.open_file(copy)
    assert window.session.tree.root.get("PB") == "dustkd1015"
    suggested: list[str] = []

    def save_dialog(_parent, _title, start, _filter):
        suggested.append(start)
        return str(tmp_path / "game.sgf"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    assert window.files.save()
    assert suggested == [str(tmp_path / "game.sgf")]
    assert copy.read_bytes() == original
    assert "PB[dustkd1015]" in (tmp_path / "game.sgf").read_text(encoding="utf-8")


def test_reopen_dialog_previews_each_encoding(qtbot) -> None:
    data = "(;PB[李昌镐]PW[聂卫平];B[pd])".encode("gb18030")
    dialog = ReopenDialog(data, "game.sgf")
    qtbot.addWidget(dialog)
    assert dialog.encoding() == "gb18030" and dialog.black.text() == "李昌镐"
    labels = [dialog.choices.item(i).text() for i in range(dialog.choices.count())]
    dialog.choices.setCurrentRow(next(i for i, label in enumerate(labels) if "ISO-8859-1" in label))
    assert dialog.encoding() == "latin-1" and dialog.black.text() != "李昌镐"


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_reopen_with_encoding_reads_the_file_again(pair, tmp_path: Path, monkeypatch) -> None:
    window, _ = pair
    path = tmp_path / "game.sgf"
    path.write_bytes("(;PB[Ян];B[cc])".encode("cp1251"))  # too short to be sure: read as Latin-1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.files.open_file(path)
    assert window.session.tree.root.get("PB") != "Ян"

    def pick(self) -> int:
        row = next(i for i in range(self.choices.count()) if self.choices.item(i).data(256) == "cp1251")
        self.choices.setCurrentRow(row)
        return ReopenDialog.DialogCode.Accepted

    monkeypatch.setattr(ReopenDialog, "exec", pick)
    window.files.reopen_with_encoding()
    assert window.session.tree.root.get("PB") == "Ян"


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_dropped_record_opens(pair, corpus: Path, monkeypatch) -> None:
    from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    window, _ = pair
    source = corpus / "foreign" / "ngf" / "sabaki_even.ngf"
    if not source.is_file():
        pytest.skip(f"{source} is absent")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(source))])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(window, QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, buttons, keys))
    assert window.session.tree.root.get("PB") == "CYY"


def test_a_record_slow_to_serialise_is_autosaved_soon_not_at_every_step(pair, qtbot) -> None:
    window, _ = pair
    autosave = window.files.autosave
    window.adapter.play(4, 4)
    autosave.writer.flush(5)
    autosave._cost = 0.05  # as if serialising the record took 50 ms
    written = autosave.writer.written
    window.adapter.play(3, 3)
    assert autosave._later.isActive() and autosave.writer.written == written
    qtbot.waitUntil(lambda: autosave.writer.written > written, timeout=5000)
    entry = autosave.store.pending()
    assert entry is not None and entry.moves == 2


def test_a_busy_machine_does_not_defer_the_autosave_of_a_small_game(pair, monkeypatch) -> None:
    import time

    from qtgo.ui.window import autosave as module

    window, _ = pair
    autosave = window.files.autosave
    real = module.snapshot

    def slow_wall_clock(session):  # a loaded machine: 30 ms pass, the work is as small as ever
        time.sleep(0.03)
        return real(session)

    monkeypatch.setattr(module, "snapshot", slow_wall_clock)
    for x in range(3):
        window.adapter.play(x, 0)
        assert not autosave._later.isActive()
        assert autosave.writer.flush(5)
        entry = autosave.store.pending()
        assert entry is not None and entry.moves == x + 1


def test_the_test_hook_reports_a_move_only_once_it_is_on_disk(pair, monkeypatch, capsys) -> None:
    window, _ = pair
    autosave = window.files.autosave
    window.adapter.play(8, 8)
    autosave.writer.flush(5)
    autosave._cost = 0.05  # a record slow to serialise: its writes are deferred
    autosave._autoplay_left = 1
    reported = []

    def check_on_disk(line: str = "", **_kwargs) -> None:
        if line.startswith("moved"):
            entry = autosave.store.pending()
            reported.append(entry is not None and entry.moves == 2)

    monkeypatch.setattr("builtins.print", check_on_disk)
    autosave._autoplay_step(__import__("PySide6.QtCore").QtCore.QTimer())
    assert reported == [True]


def test_a_lock_that_looks_stale_frees_no_game_while_its_window_lives(pair) -> None:
    first, second = pair
    first.adapter.play(4, 4)
    first.files.autosave.writer.flush(5)
    autosave = first.files.autosave
    assert autosave.lock is not None
    autosave.lock.unlock()  # the Qt lock gone, or judged stale by a process name or host
    autosave.store.lock_path.write_text("999999\nsomething-else\nother-host\n")
    assert lock_is_held(autosave.store.lock_path)  # the kernel's flock says the window lives
    assert second.files.autosave.orphans() == []


def test_a_gone_window_s_game_is_offered_by_one_window_at_a_time(qtbot, tmp_path: Path, monkeypatch) -> None:
    data = tmp_path / "data"
    gone = _window(data)
    gone.adapter.play(4, 4)
    gone.files.autosave.writer.stop()
    as_if_killed(gone.files.autosave)
    first, second = _window(data), _window(data)
    asked: list[str] = []

    def answer(*_args, **_kwargs):
        asked.append("first")
        # Meanwhile a second window starts: the game being offered is not offered again.
        assert second.files.offer_recovery() is False
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", answer)
    try:
        assert first.files.offer_recovery() is False
        assert asked == ["first"]
        assert first.files.autosave.orphans() == [] and second.files.autosave.orphans() == []
        assert not gone.files.autosave.store.folder.exists()
    finally:
        for window in (gone, first, second):
            window.session.record.modified = False
            window.close()
            window.deleteLater()
