"""Running the (pure, slow) score estimator off the GUI thread, and never showing it stale.

Each run gets a token; a result whose token is no longer the latest (the board moved on
while it ran) is dropped, so an estimate never appears on the wrong position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot


class _Signals(QObject):
    finished = Signal(int, object)
    failed = Signal(int, str)


class _Task(QRunnable):
    def __init__(self, token: int, job: Callable[[], Any], signals: _Signals) -> None:
        super().__init__()
        self.token = token
        self.job = job
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self.job()
        except Exception as error:  # reported to the window, never lost in the thread
            self.signals.failed.emit(self.token, f"{type(error).__name__}: {error}")
            return
        self.signals.finished.emit(self.token, result)


class EstimateRunner(QObject):
    """Runs estimate jobs in the global thread pool, one position at a time.

    Signals:
        finished(object, object): the result, and the tag given to :meth:`start`.
        failed(str): the job raised; the text says why.
    """

    finished = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token = 0
        self._tag: Any = None
        # One signal carrier per task, kept until its answer arrives on this thread.
        self._carriers: dict[int, _Signals] = {}

    @property
    def running(self) -> bool:
        """A job for the current position is still running."""
        return self._token in self._carriers

    def cancel(self) -> None:
        """Forget any job running: its result will be dropped."""
        self._token += 1

    def start(self, job: Callable[[], Any], tag: Any = None) -> None:
        self._token += 1
        self._tag = tag
        carrier = _Signals()
        carrier.finished.connect(self._finished)
        carrier.failed.connect(self._failed)
        self._carriers[self._token] = carrier
        QThreadPool.globalInstance().start(_Task(self._token, job, carrier))

    def _done(self, token: int) -> bool:
        carrier = self._carriers.pop(token, None)
        if carrier is not None:
            carrier.deleteLater()
        return token == self._token

    @Slot(int, object)
    def _finished(self, token: int, result: Any) -> None:
        if self._done(token):
            self.finished.emit(result, self._tag)

    @Slot(int, str)
    def _failed(self, token: int, message: str) -> None:
        if self._done(token):
            self.failed.emit(message)
