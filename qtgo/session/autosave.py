"""Autosave and crash recovery: the open game is written after every move, one file per window.

Layout under the autosave folder::

    windows/<slot>/autosave.sgf    the window's whole game tree (written atomically)
    windows/<slot>/autosave.json   where it came from, when, how many moves
    windows/<slot>/lock            held by the window while it is open (QLockFile in the UI)
    windows/<slot>/alive           flock()ed by the window's process from before its lock is
                                   taken until it ends: the kernel frees it only when that
                                   process is gone, so no guess about process names or ages
                                   can free a living window's game
    autosave.sgf, autosave.json    what qtgo before per-window autosave wrote (still found)

Each window writes only its own slot, so two windows never overwrite or delete each
other's game. At start-up ``orphans`` lists the slots whose lock nobody holds: the games of
windows that are gone (crashed, killed, or closed without saving). The lock itself is the
UI's business (this package is pure); it is injected as ``is_locked(path) -> bool``.

Writing is cheap enough for every move: ``snapshot`` (on the caller's thread) serialises
the game, and ``AutosaveWriter`` writes snapshots on a background thread, newest first, so
a slow disk never blocks a click and, after ``kill -9``, at most the move being made is
lost. A failed write is kept as ``AutosaveWriter.failure`` until a write succeeds or the
game is saved, so the interface can keep showing it.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qtgo.rules import Color
from qtgo.session.atomic import write_atomic
from qtgo.session.errors import FileError, Problem
from qtgo.session.notes import NoteWriter, english_note

if TYPE_CHECKING:
    from qtgo.session.session import GameSession

__all__ = [
    "AutosaveEntry",
    "AutosaveFailure",
    "AutosaveSnapshot",
    "AutosaveStore",
    "AutosaveWriter",
    "alive_held",
    "hold_alive",
    "new_slot",
    "recover_entry",
    "snapshot",
]

GAME_NAME = "autosave.sgf"
META_NAME = "autosave.json"
LOCK_NAME = "lock"
ALIVE_NAME = "alive"
WINDOWS = "windows"

IsLocked = Callable[[Path], bool]


def new_slot() -> str:
    """A fresh slot name for a new window: unique across processes and restarts."""
    # os.urandom rather than uuid: the uuid module loads ``platform`` (a few ms at start-up).
    return f"{os.getpid()}-{os.urandom(4).hex()}"


def hold_alive(folder: Path) -> int | None:
    """Open and ``flock`` the slot's ``alive`` file; keep the descriptor open while the window
    lives (None where there is no ``flock``: the UI's lock alone then guards the slot)."""
    try:
        import fcntl
    except ImportError:  # Windows
        return None
    descriptor = os.open(folder / ALIVE_NAME, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX)  # waits out a probe's instant at most
    except OSError:
        os.close(descriptor)
        return None
    return descriptor


def alive_held(folder: Path) -> bool:
    """Whether a living process holds the slot's ``alive`` file (False when there is none).

    On any doubt (a file that cannot be opened or probed) the answer is True: a game is
    only ever given up for a window that is certainly gone.
    """
    try:
        import fcntl
    except ImportError:
        return False
    try:
        descriptor = os.open(folder / ALIVE_NAME, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True  # held (EWOULDBLOCK), or cannot tell
    else:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
        return False
    finally:
        os.close(descriptor)


@dataclass(frozen=True)
class AutosaveEntry:
    """A game left behind by a window that is gone."""

    path: Path
    source: str | None
    saved_at: float
    title: str
    moves: int
    live: bool = False
    undo_allowed: bool = True
    slot: str | None = None
    #: The players as the record names them (``Black``/``White`` when it does not), for the
    #: window to say in its own language; empty in autosaves older than this field.
    players: tuple[str, str] = ("", "")


@dataclass(frozen=True)
class AutosaveSnapshot:
    """One state of the game, ready to write from any thread."""

    text: str
    meta: dict[str, Any]


@dataclass(frozen=True)
class AutosaveFailure:
    """The last autosave that failed: ``message`` names the autosave file, never a temporary.

    ``why`` is the part after "Autosave failed: " (the file and the system's reason).
    """

    message: str
    at: float
    why: str = ""


def snapshot(session: GameSession) -> AutosaveSnapshot:
    """The session's game (all of its tree) and where it came from, as text to write."""
    session.note_pending_time()
    record = session.record
    return AutosaveSnapshot(
        record.to_sgf(),
        {
            "source": str(record.path) if record.path else None,
            "saved_at": time.time(),
            "title": record.title(),
            "players": [record.player_name(Color.BLACK), record.player_name(Color.WHITE)],
            "moves": session.cursor.move_count(),
            "live": session.live_node is not None,
            "undo_allowed": session.live.undo_allowed if session.live is not None else True,
        },
    )


class AutosaveStore:
    """One window's autosave (``slot``), or the single legacy one when ``slot`` is None."""

    def __init__(self, folder: str | os.PathLike[str], slot: str | None = None) -> None:
        self.root = Path(folder)
        self.slot = slot
        self.folder = self.root / WINDOWS / slot if slot else self.root

    @property
    def game_path(self) -> Path:
        return self.folder / GAME_NAME

    @property
    def meta_path(self) -> Path:
        return self.folder / META_NAME

    @property
    def lock_path(self) -> Path:
        """Where the window's lock file lives (the UI holds a QLockFile there)."""
        return self.folder / LOCK_NAME

    def write(self, snap: AutosaveSnapshot) -> None:
        """Write a snapshot: the game first, then its description (both atomic)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(self.game_path, snap.text)
            write_atomic(self.meta_path, json.dumps(snap.meta, ensure_ascii=False))
        except OSError as error:
            why = f"{self.game_path}: {error.strerror or error}"  # the autosave file, never a temporary
            raise FileError(Problem.AUTOSAVE_FAILED, why=why) from error

    def save(self, session: GameSession) -> None:
        """Write the session's game now, on this thread."""
        self.write(snapshot(session))

    def pending(self) -> AutosaveEntry | None:
        """This slot's game, or None when it holds none (the last save or exit cleared it)."""
        return _entry(self.folder, self.slot)

    def recover(self, notes: NoteWriter = english_note) -> GameSession:
        """Load this slot's game; it keeps its original path but counts as unsaved.

        A game that was being played is live again (at its last move, clock restarted).
        """
        entry = self.pending()
        if entry is None:
            raise FileError(Problem.NO_AUTOSAVE)
        return recover_entry(entry, notes)

    def clear(self) -> None:
        """Forget the autosave (after a save or a clean exit); the lock stays the UI's."""
        for path in (self.game_path, self.meta_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as error:
                raise FileError(Problem.AUTOSAVE_REMOVE, why=f"{path}: {error.strerror or error}") from error
        if self.slot:
            with contextlib.suppress(OSError):
                self.folder.rmdir()  # only when nothing (no lock) is left in it

    @classmethod
    def orphans(cls, folder: str | os.PathLike[str], is_locked: IsLocked) -> list[AutosaveEntry]:
        """Games whose window is gone (its lock not held), newest first.

        The legacy single autosave counts as orphaned when present: no running qtgo
        writes it any more.
        """
        root = Path(folder)
        found: list[AutosaveEntry] = []
        legacy = _entry(root, None)
        if legacy is not None:
            found.append(legacy)
        windows = root / WINDOWS
        try:
            slots = sorted(p for p in windows.iterdir() if p.is_dir())
        except OSError:
            slots = []
        for slot_dir in slots:
            if is_locked(slot_dir / LOCK_NAME):
                continue
            entry = _entry(slot_dir, slot_dir.name)
            if entry is not None:
                found.append(entry)
        found.sort(key=lambda e: e.saved_at, reverse=True)
        return found

    @classmethod
    def for_entry(cls, folder: str | os.PathLike[str], entry: AutosaveEntry) -> AutosaveStore:
        """The store an orphaned entry came from (to recover or discard it)."""
        return cls(folder, entry.slot)


def recover_entry(entry: AutosaveEntry, notes: NoteWriter = english_note) -> GameSession:
    """The game of an entry, as unsaved, live again if it was being played; ``notes`` writes
    what the session adds to the record later (in the window's language)."""
    from qtgo.session.session import GameSession

    session = GameSession.open(entry.path, notes=notes)
    session.record.path = Path(entry.source) if entry.source else None
    if entry.live and not session.record.result:
        session.continue_game(undo_allowed=entry.undo_allowed)
    session.record.modified = True
    return session


def _entry(folder: Path, slot: str | None) -> AutosaveEntry | None:
    game = folder / GAME_NAME
    try:
        mtime = game.stat().st_mtime
    except OSError:
        return None
    try:
        meta = json.loads((folder / META_NAME).read_text(encoding="utf-8"))
        if not isinstance(meta, dict):
            meta = {}
    except (OSError, ValueError):
        meta = {}
    source = meta.get("source")
    try:
        saved_at = float(meta.get("saved_at") or mtime)
        moves = int(meta.get("moves") or 0)
    except (TypeError, ValueError):
        saved_at, moves = mtime, 0
    players = meta.get("players")
    names = (str(players[0]), str(players[1])) if isinstance(players, list) and len(players) == 2 else ("", "")
    return AutosaveEntry(
        path=game,
        source=source if isinstance(source, str) else None,
        saved_at=saved_at,
        title=str(meta.get("title") or "Unsaved game"),
        moves=moves,
        live=bool(meta.get("live", False)),
        undo_allowed=bool(meta.get("undo_allowed", True)),
        slot=slot,
        players=names,
    )


class AutosaveWriter:
    """Writes snapshots on a background thread, keeping only the newest one waiting.

    ``submit`` never blocks on the disk. ``on_change`` (called from the writer thread) is
    told when ``failure`` appears or goes away, so the UI can marshal it to its own thread
    and keep a warning up until a write succeeds (``clear_failure`` after a real save).
    """

    def __init__(self, store: AutosaveStore, on_change: Callable[[AutosaveFailure | None], None] | None = None) -> None:
        self.store = store
        self._on_change = on_change
        self._pending: AutosaveSnapshot | None = None
        self._failure: AutosaveFailure | None = None
        self._condition = threading.Condition()
        self._busy = False
        self._stopped = False
        self.written = 0
        self._thread = threading.Thread(target=self._run, name="qtgo-autosave", daemon=True)
        self._thread.start()

    @property
    def failure(self) -> AutosaveFailure | None:
        return self._failure

    def submit(self, snap: AutosaveSnapshot) -> None:
        """Queue a snapshot (replacing an older one not yet written)."""
        with self._condition:
            if self._stopped:
                raise FileError(Problem.AUTOSAVE_FAILED, why="the autosave writer was stopped")
            self._pending = snap
            self._condition.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted is on disk; False on timeout."""
        with self._condition:
            return self._condition.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def clear_failure(self) -> None:
        """The game was saved for real: the warning about autosave can go."""
        self._set_failure(None)

    def stop(self, timeout: float | None = 5.0) -> None:
        """Write what is waiting, then end the thread."""
        self.flush(timeout)
        with self._condition:
            self._stopped = True
            self._condition.notify_all()
        self._thread.join(timeout)

    def _set_failure(self, failure: AutosaveFailure | None) -> None:
        changed = (failure is None) != (self._failure is None) or failure is not None
        self._failure = failure
        if changed and self._on_change is not None:
            self._on_change(failure)

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending is not None or self._stopped)
                if self._pending is None:
                    return
                snap, self._pending = self._pending, None
                self._busy = True
            try:
                self.store.write(snap)
            except FileError as error:
                self._set_failure(AutosaveFailure(str(error), time.time(), str(error.details.get("why", ""))))
            else:
                self.written += 1
                if self._failure is not None:
                    self._set_failure(None)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()
