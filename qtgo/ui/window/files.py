"""The window's files: open, save, recent files, the games of a collection, autosave, recovery.

Every failure is said in a dialog that names the user's file and says what is unchanged;
the open game is never lost to a bad file or a full disk.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from qtgo.rules import Color
from qtgo.session import AutosaveStore, FileError, RecentFiles, SessionError
from qtgo.ui.messages import en_plural, error_text, player_label

if TYPE_CHECKING:
    from qtgo.ui.window.main_window import MainWindow


class FileController(QObject):
    """Open, save, recent files, collections, autosave and recovery for one window."""

    def __init__(self, window: MainWindow, data_dir: Path) -> None:
        super().__init__(window)
        self.window = window
        self.adapter = window.adapter
        self.autosave = AutosaveStore(data_dir / "autosave")
        self.recent = RecentFiles(data_dir / "recent-files.json")
        self.warnings_box: QMessageBox | None = None
        self.error_box: QMessageBox | None = None
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(1500)
        self._autosave_timer.timeout.connect(self.write_autosave)

    def _status(self, text: str, timeout: int = 4000) -> None:
        self.window.statusBar().showMessage(text, timeout)

    def _filter(self) -> str:
        return self.tr("SGF game records (*.sgf *.SGF);;All files (*)")

    @property
    def last_folder(self) -> str:
        return str(self.window.settings.value("files/last_folder", str(Path.home()), type=str))

    def _remember_folder(self, path: str | os.PathLike[str]) -> None:
        self.window.settings.setValue("files/last_folder", str(Path(path).resolve().parent))

    def error(self, title: str, text: str, informative: str | None = None) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setInformativeText(informative or self.tr("The game that was open is unchanged."))
        self.error_box = box
        box.exec()

    # ----------------------------------------------------------------- open
    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open game record"), self.last_folder, self._filter())
        if path:
            self.open_file(path, confirm=False)

    def open_file(self, path: str | os.PathLike[str], *, confirm: bool = True) -> bool:
        """Open a record for review; on any error the open game stays as it was."""
        if confirm and not self.maybe_save():
            return False
        try:
            session = self.adapter.open_session(str(path))
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
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Opened with warnings"))
        box.setText(self.tr("{0} was opened, but the file has problems that qtgo repaired or skipped:").format(name))
        shown = warnings[:20]
        more = "\n" + self.tr("… and %n more", "", len(warnings) - 20) if len(warnings) > 20 else ""
        box.setInformativeText("\n".join(f"• {w}" for w in shown) + more)
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.warnings_box = box

    # ----------------------------------------------------------------- save
    def save(self) -> bool:
        path = self.adapter.path
        return self.save_as() if path is None else self.save_to(path)

    def save_as(self) -> bool:
        suggested = self.adapter.path or Path(self.last_folder) / f"{self.adapter.title().replace(' ', '_')}.sgf"
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game record"), str(suggested), self._filter())
        if not path:
            return False
        if not path.lower().endswith(".sgf"):
            path += ".sgf"
        return self.save_to(path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        self.window.comment.commit()
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
        self.window.update_title()
        self._status(self.tr("Saved {0}").format(Path(path).name))
        return True

    def maybe_save(self) -> bool:
        """Ask before unsaved changes are lost; False means the user cancelled."""
        self.window.comment.commit()
        if not self.adapter.modified:
            return True
        path = self.adapter.path
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
        menu = self.window.acts.recent_menu
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
        menu = self.window.acts.games_menu
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

    # ----------------------------------------------------------------- autosave
    def changed(self) -> None:
        """The record changed: autosave soon."""
        if self.adapter.modified:
            self._autosave_timer.start()

    def write_autosave(self) -> None:
        if not self.adapter.modified:
            return
        try:
            self.autosave.save(self.adapter.session)
        except SessionError as error:
            self._status(error_text(error), 5000)

    def autosave_clear(self) -> None:
        self._autosave_timer.stop()
        try:
            self.autosave.clear()
        except FileError as error:
            self._status(error_text(error), 5000)

    def offer_recovery(self) -> bool:
        """At start-up: bring back a game the last session left unsaved, if the user wants."""
        entry = self.autosave.pending()
        if entry is None:
            return False
        question = self.tr("qtgo was closed without saving “{0}” (%n move(s)). Recover it?", "", entry.moves)
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window,
            self.tr("Recover game"),
            en_plural(question, entry.moves).format(entry.title),
            buttons.Yes | buttons.Discard,
            buttons.Yes,
        )
        if answer != buttons.Yes:
            self.autosave_clear()
            return False
        try:
            session = self.autosave.recover()
        except FileError as error:
            self.error(self.tr("Cannot recover the game"), error_text(error))
            return False
        self.adapter.replace_session(session)
        self._status(self.tr("Recovered the unsaved game"), 5000)
        return True
