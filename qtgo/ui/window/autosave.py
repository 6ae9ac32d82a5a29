"""One window's autosave: its own slot guarded by a QLockFile, a write after every change,
a warning that stays up while autosave fails, and recovery of the games of gone windows.

The pure side (``qtgo.session.autosave``) knows nothing of Qt; the lock is Qt's
``QLockFile`` (it records the process and host, so a lock left by a killed qtgo is seen
as stale and taken over), and the writer thread's news reaches the GUI thread through a
queued signal. Before the lock, the window ``flock``s its slot's ``alive`` file for as long
as its process lives (``qtgo.session.autosave.hold_alive``): ``lock_is_held`` asks that
first, so only a window whose process is gone can have its game offered to another.

May import: Qt, the core and :mod:`~qtgo.ui.window.host` (for types); no other file of
``qtgo.ui.window``.

Signals:
    failure_changed(str): emitted (on the GUI thread) with the autosave error, or "" when
        autosave works again.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QLabel

from qtgo.rules import Color
from qtgo.session import FileError, Mode, NewGameSettings
from qtgo.session.autosave import (
    ALIVE_NAME,
    AutosaveEntry,
    AutosaveFailure,
    AutosaveStore,
    AutosaveWriter,
    alive_held,
    hold_alive,
    new_slot,
    recover_entry,
    snapshot,
)
from qtgo.ui.messages import error_text, note_writer, player_label

if TYPE_CHECKING:
    from qtgo.ui.window.host import WindowHost

#: Test hook: ``QTGO_TEST_AUTOPLAY=N`` plays N moves, one every ``QTGO_TEST_AUTOPLAY_MS``
#: milliseconds, printing ``moved K`` once move K is autosaved (the kill -9 test drives a
#: real qtgo process offscreen with it); the play starts once the autosave is made.
AUTOPLAY = "QTGO_TEST_AUTOPLAY"
_SLOW = 0.01  # seconds: a snapshot slower than this is taken at most every 20 times its cost
AUTOPLAY_MS = "QTGO_TEST_AUTOPLAY_MS"


def lock_is_held(path: Path) -> bool:
    """Whether a living qtgo window holds the lock at ``path`` (a stale one is removed).

    The slot's ``alive`` file is asked first: while its process lives the kernel keeps its
    ``flock``, whatever QLockFile's guess from process names and host names would say.
    """
    if alive_held(path.parent):
        return True
    if not path.exists():
        return False
    probe = QLockFile(str(path))
    probe.setStaleLockTime(0)  # a lock is stale only when its process is gone
    if probe.tryLock(0):
        probe.unlock()
        return False
    return probe.error() != QLockFile.LockError.NoError


class WindowAutosave(QObject):
    """The autosave of one window (see the module docstring)."""

    failure_changed = Signal(str)

    def __init__(self, host: WindowHost, data_dir: Path) -> None:
        window = host.widget
        super().__init__(window)
        self.host = host
        self.window = window
        self.folder = data_dir / "autosave"
        self.store = AutosaveStore(self.folder, new_slot())
        self.lock: QLockFile | None = None
        self._alive: int | None = None  # the flock()ed descriptor of the slot's alive file
        self._claimed: QLockFile | None = None  # a gone window's lock, held while its game is offered
        self._last_text: str | None = None
        self.banner = QLabel()
        self.banner.setObjectName("qtgo-autosave-failure")
        self.banner.setStyleSheet("QLabel { background: #b00020; color: white; padding: 2px 8px; font-weight: bold; }")
        self.banner.setVisible(False)
        window.statusBar().addPermanentWidget(self.banner)
        self._take_lock()
        self.writer = AutosaveWriter(self.store, self._from_writer)
        self.failure_changed.connect(self._show_failure)
        self._autoplay_left = 0
        self._autoplay_done = 0
        self._cost = 0.0  # seconds the last snapshot took
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.timeout.connect(self.write_now)
        if os.environ.get(AUTOPLAY):
            QTimer.singleShot(0, self.start_autoplay)

    # ------------------------------------------------------------------ lock
    def _take_lock(self) -> None:
        try:
            self.store.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self._show_failure(f"{self.store.folder}: {error.strerror or error}")
            return
        try:
            self._alive = hold_alive(self.store.folder)  # before the lock: never a lock without it
        except OSError as error:
            self._show_failure(f"{self.store.folder}: {error.strerror or error}")
        lock = QLockFile(str(self.store.lock_path))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self.lock = lock

    def release(self) -> None:
        """The window closes: write nothing more, drop the lock and the slot."""
        self._later.stop()
        self.writer.stop()
        with contextlib.suppress(FileError):
            self.store.clear()
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None
        shutil.rmtree(self.store.folder, ignore_errors=True)
        if self._alive is not None:
            os.close(self._alive)  # last: the slot is gone before it can look abandoned
            self._alive = None

    # ------------------------------------------------------------------ writing
    def changed(self) -> None:
        """The record may have changed: queue it for writing if it differs from the last one.

        Serialising a game of a few hundred moves takes well under a millisecond, so it is
        done at once, after every move. A record so big that it takes longer (a review of
        100,000 nodes) is serialised at most every so often instead, so that stepping
        through it stays quick.
        """
        session = self.host.adapter.session
        if not session.modified:
            return
        if self._cost > _SLOW:
            if not self._later.isActive():
                self._later.start(int(min(2.0, self._cost * 20) * 1000))
            return
        self.write_now()

    def write_now(self) -> None:
        session = self.host.adapter.session
        if not session.modified:
            return
        # CPU time of this thread: a busy machine stretches the wall clock, not the work,
        # and only a record that is itself costly to write may have its writes deferred.
        start = time.thread_time()
        snap = snapshot(session)
        self._cost = time.thread_time() - start
        if snap.text == self._last_text:
            return
        self._last_text = snap.text
        try:
            self.writer.submit(snap)
        except FileError as error:
            self._show_failure(error_text(error))

    def clear(self) -> None:
        """The game was saved or replaced: its autosave is no longer needed."""
        self._later.stop()
        self.writer.flush(5)
        self._last_text = None
        try:
            self.store.clear()
        except FileError as error:
            self.window.statusBar().showMessage(error_text(error), 5000)
        self.writer.clear_failure()
        self.store.folder.mkdir(parents=True, exist_ok=True)  # the lock file lives there

    def _from_writer(self, failure: AutosaveFailure | None) -> None:
        # Called on the writer thread: the queued signal brings it to the GUI thread.
        self.failure_changed.emit((failure.why or failure.message) if failure is not None else "")

    @Slot(str)
    def _show_failure(self, message: str) -> None:
        if message:
            self.banner.setText(
                self.tr("Autosave is not working: {0}. Save the game (Ctrl+S) to keep it.").format(message)
            )
            self.banner.setToolTip(message)
        self.banner.setVisible(bool(message))

    @property
    def failing(self) -> bool:
        """Whether the warning is up (it stays until a write or a save succeeds)."""
        return not self.banner.isHidden()

    # ------------------------------------------------------------------ recovery
    def orphans(self) -> list[AutosaveEntry]:
        """Autosaved games whose window is gone (never this window's, never a living one's)."""
        return AutosaveStore.orphans(self.folder, lock_is_held)

    def discard(self, entry: AutosaveEntry) -> None:
        store = AutosaveStore.for_entry(self.folder, entry)
        try:
            store.clear()
        except FileError as error:
            self.window.statusBar().showMessage(error_text(error), 5000)
        if entry.slot:
            if self._claimed is not None:  # our claim's file goes last, with the folder
                with contextlib.suppress(OSError):
                    (store.folder / ALIVE_NAME).unlink()
                self._claimed.unlock()
                self._claimed = None
            shutil.rmtree(store.folder, ignore_errors=True)

    def _claim(self, entry: AutosaveEntry) -> QLockFile | None:
        """Take a gone window's lock while its game is offered, so that no other window
        starting now offers (and discards) it too; None when another window has it."""
        claim = QLockFile(str(AutosaveStore.for_entry(self.folder, entry).lock_path))
        claim.setStaleLockTime(0)
        self._claimed = claim if claim.tryLock(0) else None
        return self._claimed

    def offer_recovery(self) -> bool:
        """At start-up: offer back each game a gone window left unsaved, newest first."""
        for entry in self.orphans():
            claim = self._claim(entry) if entry.slot else None
            if entry.slot and claim is None:
                continue  # another window is offering it at this moment
            try:
                if self._offer(entry):
                    return True
            finally:
                if self._claimed is not None:  # left for a later start: let it go again
                    self._claimed.unlock()
                    self._claimed = None
        return False

    def _offer(self, entry: AutosaveEntry) -> bool:
        """Ask about one gone window's game; True when it was recovered here."""
        question = self.tr("qtgo was closed without saving “{0}” (%n moves). Recover it?", "", entry.moves)
        black, white = entry.players
        title = entry.title
        if black and white:  # the players in the interface's language, not the record's English
            title = QCoreApplication.translate("MainWindow", "{0} vs {1}").format(
                player_label(black, Color.BLACK), player_label(white, Color.WHITE)
            )
        from PySide6.QtWidgets import QMessageBox  # here: its enums are not needed to start

        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window,
            self.tr("Recover game"),
            question.format(title),
            buttons.Yes | buttons.Discard | buttons.Ignore,
            buttons.Yes,
        )
        if answer == buttons.Ignore:
            return False  # left for a later start
        if answer != buttons.Yes:
            self.discard(entry)
            return False
        try:
            session = recover_entry(entry, note_writer)
        except FileError as error:
            self.host.files.error(self.tr("Cannot recover the game"), error_text(error))
            return False
        self.host.adapter.replace_session(session)
        self.changed()  # now this window's autosave holds it
        self.writer.flush(5)
        self.discard(entry)
        self.window.statusBar().showMessage(self.tr("Recovered the unsaved game"), 5000)
        return True

    # ------------------------------------------------------------------ test hook
    def start_autoplay(self) -> None:
        """``QTGO_TEST_AUTOPLAY``: play quickly, as a fast player would (tests only)."""
        try:
            self._autoplay_left = int(os.environ.get(AUTOPLAY, "0"))
            interval = int(os.environ.get(AUTOPLAY_MS, "50"))
        except ValueError:
            return
        if self._autoplay_left <= 0:
            return
        if self.host.adapter.mode is not Mode.PLAY:
            # qtgo starts on a board in review: the fast player starts a game first.
            self.host.adapter.new_game(NewGameSettings())
        timer = QTimer(self)
        timer.setInterval(max(1, interval))
        timer.timeout.connect(lambda: self._autoplay_step(timer))
        timer.start()

    def _autoplay_step(self, timer: QTimer) -> None:
        adapter = self.host.adapter
        width, height = adapter.size
        number = self._autoplay_done
        rows = [y for y in range(height) if y % 2 == 0]
        if self._autoplay_left <= 0 or number >= width * len(rows):
            timer.stop()
            return
        adapter.play(number % width, rows[number // width])
        self.changed()
        if self._later.isActive():  # deferred (a costly record): "moved" must mean on disk
            self._later.stop()
            self.write_now()
        written = any(self.writer.flush(5) for _ in range(60))  # a loaded machine may take longer
        self._autoplay_done += 1
        self._autoplay_left -= 1
        if not written or self.writer.failure is not None:
            return  # not on disk: reporting it would be a lie
        print(f"moved {self._autoplay_done}", flush=True)
        sys.stdout.flush()
