"""The window's files: open, save, recent files, the games of a collection, autosave, recovery.

Every failure is said in a dialog that names the user's file and says what is unchanged;
the open game is never lost to a bad file or a full disk. Tygem, WBaduk and PandaNet records
open like SGF ones and are saved as SGF beside them (never over the original). Autosave
(after every change, one per window) is :class:`~qtgo.ui.window.autosave.WindowAutosave`.

The autosave and the recent-files list are built when first used, or right after the first
paint (:meth:`FileController.start`): the first frame shows neither, and a fresh board in
review has nothing to autosave. Their modules (the autosave store, its lock, JSON) are
imported then too.

May import: Qt, the core, :mod:`~qtgo.ui.window.host` (for types), ``autosave`` and
``reopen``; no other file of ``qtgo.ui.window``.
"""

from __future__ import annotations

import os
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QDropEvent

from qtgo.rules import Color
from qtgo.session import FileError, SessionError
from qtgo.ui import options
from qtgo.ui.messages import error_text, player_label

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from qtgo.session import RecentFiles
    from qtgo.ui.window.autosave import WindowAutosave
    from qtgo.ui.window.host import WindowHost

# The dialogs (QFileDialog, QMessageBox, QDialog) are imported where they open: importing
# their classes makes their enums, and the first paint shows none of them.


def foreign_extensions() -> frozenset[str]:
    """The other programs' record formats (their readers are imported when first needed)."""
    from qtgo.sgf.foreign import EXTENSIONS

    return frozenset(EXTENSIONS)


class FileController(QObject):
    """Open, save, recent files, collections, autosave and recovery for one window."""

    def __init__(self, host: WindowHost) -> None:
        window = host.widget
        super().__init__(window)
        self.host = host
        self.window = window
        self.adapter = host.adapter
        self.error_box: QMessageBox | None = None
        window.setAcceptDrops(True)  # the window's drag handlers call ``drag``

    @cached_property
    def autosave(self) -> WindowAutosave:
        """This window's autosave: its slot, lock and writer, made on first use."""
        from qtgo.ui.window.autosave import WindowAutosave

        return WindowAutosave(self.host, self.host.data_dir)

    @cached_property
    def recent(self) -> RecentFiles:
        """The recent-files list (read from its file at every use), made on first use."""
        from qtgo.session import RecentFiles

        return RecentFiles(self.host.data_dir / "recent-files.json")

    def start(self) -> None:
        """After the first paint: the autosave takes its slot and lock (again: a no-op)."""
        _ = self.autosave

    def _autosave_made(self) -> bool:
        return "autosave" in self.__dict__

    # ----------------------------------------------------------------- drag and drop
    def drag(self, event: QDropEvent, *, drop: bool) -> bool:
        """Files dragged over the window (``drop``: let go on it): True when there are local
        ones, whose drag is then accepted; a drop opens the first (SGF and the foreign formats
        alike). The window's own handlers ask, not an event filter: a filter on the window
        would see every one of its events, from the first frame on."""
        paths = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if not paths:
            return False
        event.acceptProposedAction()
        if drop:
            self.open_file(paths[0])
        return True

    def _status(self, text: str, timeout: int = 4000) -> None:
        self.window.statusBar().showMessage(text, timeout)

    def _filter(self) -> str:
        return self.tr(
            "Game records (*.sgf *.SGF *.gib *.ngf *.ugf *.ugi);;SGF game records (*.sgf *.SGF);;"
            "Tygem, WBaduk and PandaNet records (*.gib *.ngf *.ugf *.ugi);;All files (*)"
        )

    @property
    def last_folder(self) -> str:
        return options.read(self.host.settings, options.LAST_FOLDER) or str(Path.home())

    def _remember_folder(self, path: str | os.PathLike[str]) -> None:
        options.write(self.host.settings, options.LAST_FOLDER, str(Path(path).resolve().parent))

    def error(self, title: str, text: str, informative: str | None = None) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setInformativeText(informative or self.tr("The game that was open is unchanged."))
        self.error_box = box
        box.exec()

    # ----------------------------------------------------------------- open
    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open game record"), self.last_folder, self._filter()
        )
        if path:
            self.open_file(path, confirm=False)

    def open_file(self, path: str | os.PathLike[str], *, confirm: bool = True, encoding: str | None = None) -> bool:
        """Open a record for review (in ``encoding`` if given); on any error the open game stays."""
        if confirm and not self.maybe_save():
            return False
        try:
            session = self.adapter.open_session(str(path), encoding)
        except FileError as error:
            self.error(self.tr("Cannot open the game record"), error_text(error))
            if not Path(path).exists():
                self.recent.remove(path)
            return False
        self.adapter.replace_session(session)
        self.recent.add(path)
        self._remember_folder(path)
        self.autosave_clear()
        warnings = self.adapter.warnings
        if warnings:
            self.show_warnings(Path(path).name, warnings)
        self._status(self.tr("Opened {0}").format(Path(path).name))
        return True

    def show_warnings(self, name: str, warnings: list[str]) -> None:
        """One non-blocking bar over the board (never a pile of dialogs)."""
        self.host.look.show_warnings(name, warnings)

    # ----------------------------------------------------------------- save
    def save(self) -> bool:
        path = self.adapter.path
        if path is not None and Path(path).suffix.lower() in foreign_extensions():
            return self.save_as()  # qtgo writes SGF: never over the Tygem/WBaduk/PandaNet original
        return self.save_as() if path is None else self.save_to(path)

    def save_as(self) -> bool:
        current = self.adapter.path
        if current is not None and Path(current).suffix.lower() in foreign_extensions():
            current = Path(current).with_suffix(".sgf")
        suggested = current or Path(self.last_folder) / f"{self.adapter.title().replace(' ', '_')}.sgf"
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game record"), str(suggested), self._filter())
        if not path:
            return False
        if not path.lower().endswith(".sgf"):
            path += ".sgf"
        return self.save_to(path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        self.host.comment.commit()
        try:
            self.adapter.save(str(path))
        except SessionError as error:
            self.error(
                self.tr("Cannot save"),
                error_text(error),
                self.tr("The file was not written. The game is still open here, with its changes not yet saved."),
            )
            return False
        self.recent.add(path)
        self._remember_folder(path)
        self.autosave_clear()
        self.host.update_title()
        self._status(self.tr("Saved {0}").format(Path(path).name))
        return True

    def maybe_save(self) -> bool:
        """Ask before unsaved changes are lost; False means the user cancelled."""
        self.host.comment.commit()
        if not self.adapter.modified:
            return True
        path = self.adapter.path
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {0} first?").format(path.name if path else self.tr("this game")),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    # ----------------------------------------------------------------- menus
    def fill_recent(self) -> None:
        menu = self.host.acts.recent_menu
        menu.clear()
        items = self.recent.items()
        for path in items:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.setEnabled(Path(path).exists())
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        if items:
            menu.addSeparator()
            menu.addAction(self.tr("Clear list"), self.recent.clear)
        else:
            menu.addAction(self.tr("(none)")).setEnabled(False)

    def fill_games(self) -> None:
        """A record may hold a collection: pick which of its games to show."""
        menu = self.host.acts.games_menu
        menu.clear()
        for index, tree in enumerate(self.adapter.games()):
            black = player_label(tree.root.get("PB") or "Black", Color.BLACK)
            white = player_label(tree.root.get("PW") or "White", Color.WHITE)
            name = tree.root.get("GN") or self.tr("{0} vs {1}").format(black, white)
            action = menu.addAction(f"{index + 1}. {name}")
            action.setCheckable(True)
            action.setChecked(index == self.adapter.game_index)
            action.triggered.connect(lambda _c=False, i=index: self.select_game(i))

    def select_game(self, index: int) -> None:
        if index != self.adapter.game_index:
            self.adapter.select_game(index)

    # ----------------------------------------------------------------- encodings
    def reopen_with_encoding(self) -> None:
        """File > Reopen with encoding: pick the character set by what it shows."""
        from PySide6.QtWidgets import QDialog

        from qtgo.ui.window.reopen import ReopenDialog

        path = self.adapter.path
        if path is None:
            self._status(self.tr("This game was not read from a file"))
            return
        try:
            data = Path(path).read_bytes()
        except OSError as error:
            self.error(self.tr("Cannot open the game record"), f"{path}: {error.strerror or error}")
            return
        dialog = ReopenDialog(data, Path(path).name, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        encoding = dialog.encoding()
        if encoding and self.open_file(path, encoding=encoding):
            self._status(self.tr("Reopened {0} as {1}").format(Path(path).name, encoding))

    # ----------------------------------------------------------------- autosave
    def changed(self) -> None:
        """The record may have changed: autosave it now (written off the GUI thread).

        Before the autosave is made, an unchanged game has nothing to write (the start-up's
        blank board): the autosave is not made for it."""
        if self._autosave_made() or self.adapter.modified:
            self.autosave.changed()

    def autosave_clear(self) -> None:
        """The game was saved or replaced: an autosave not made yet has nothing to clear."""
        if self._autosave_made():
            self.autosave.clear()

    def release(self) -> None:
        """The window closes cleanly: its autosave and lock go (if it had any)."""
        if self._autosave_made():
            self.autosave.release()

    def offer_recovery(self) -> bool:
        """At start-up: bring back the games gone windows left unsaved, if the user wants."""
        return self.autosave.offer_recovery()
