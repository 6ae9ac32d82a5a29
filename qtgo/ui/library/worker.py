"""Import in a background thread, so the window stays responsive and can cancel.

The worker opens its own connection to the library file (WAL lets the window keep
reading through its own while the import writes).
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from qtgo.library import ImportProgress, Library, LibraryError


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
