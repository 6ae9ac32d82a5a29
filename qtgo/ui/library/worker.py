"""Import in a background thread, so the window stays responsive and can cancel.

The worker opens its own connection to the library file (WAL lets the window keep
reading through its own while the import writes).
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from qtgo.library import ImportProgress, Library, LibraryError, LibraryErrorReason


class ImportWorker(QObject):
    """Runs one import; lives in a ``QThread``.

    Signals:
        progress(int, int, str): files done, files in all, the file just read.
        finished(object): the ``ImportReport`` (also after a cancel).
        failed(object): the ``LibraryError`` that stopped the import.
    """

    progress = Signal(int, int, str)
    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, database: Path, paths: list[str], workers: int = 0) -> None:
        super().__init__()
        self._database = database
        self._paths = paths
        self._workers = workers
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def _report(self, progress: ImportProgress) -> None:
        self.progress.emit(progress.files_done, progress.files_total, progress.path)

    @Slot()
    def run(self) -> None:
        try:
            with Library(self._database) as library:
                report = library.import_paths(
                    self._paths, progress=self._report, cancelled=self._cancel.is_set, workers=self._workers
                )
        except LibraryError as error:
            self.failed.emit(error)
            return
        self.finished.emit(report)


class SearchWorker(QObject):
    """Runs pattern searches in a ``QThread`` on its own connection, kept open between them
    (the library's bit-set cache stays warm, so the second search skips loading it).

    Signals:
        finished(int, object, int): the request's serial, the ``SearchResult``, the games in the library.
        failed(int, object): the request's serial and the ``LibraryError`` that stopped it.
    """

    finished = Signal(int, object, int)
    failed = Signal(int, object)

    def __init__(self, database: Path) -> None:
        super().__init__()
        self._database = database
        self._library: Library | None = None

    @Slot(int, object, bool, bool)
    def search(self, serial: int, pattern: object, swap_colors: bool, variations: bool) -> None:
        try:
            if self._library is None:
                self._library = Library(self._database)
            result = self._library.search(
                pattern=pattern,  # type: ignore[arg-type]  # a Pattern, carried by a Qt signal as object
                swap_colors=swap_colors,
                variations=variations,
            )
            total = self._library.game_count()
        except LibraryError as error:
            self.failed.emit(serial, error)
            return
        except sqlite3.Error as error:  # a file locked or damaged under a running search
            self.failed.emit(serial, LibraryError(LibraryErrorReason.DATABASE, str(error)))
            return
        self.finished.emit(serial, result, total)

    def close(self) -> None:
        """Close the connection (after the thread has stopped)."""
        if self._library is not None:
            self._library.close()
            self._library = None
