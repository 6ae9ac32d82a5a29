"""Autosave and crash recovery: the open game is written after every change.

The store keeps one SGF file (``autosave.sgf``) and a small JSON description beside it
(where the game came from, when it was saved). A clean exit or an explicit save removes
both, so finding them at start-up means the last session ended without saving and the
user is offered the game back.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from qtgo.session.atomic import write_atomic
from qtgo.session.errors import FileError, Problem

if TYPE_CHECKING:
    from qtgo.session.session import GameSession

GAME_NAME = "autosave.sgf"
META_NAME = "autosave.json"


@dataclass(frozen=True)
class AutosaveEntry:
    """A game left behind by a session that did not end cleanly."""

    path: Path
    source: str | None
    saved_at: float
    title: str
    moves: int
    live: bool = False
    undo_allowed: bool = True


class AutosaveStore:
    """Writes the current game atomically into ``folder`` and finds it again at start-up."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    @property
    def game_path(self) -> Path:
        return self.folder / GAME_NAME

    @property
    def meta_path(self) -> Path:
        return self.folder / META_NAME

    def save(self, session: GameSession) -> None:
        """Write the session's game (all of its tree) and where it came from."""
        try:
            record = session.record
            write_atomic(self.game_path, record.to_sgf())
            meta = {
                "source": str(record.path) if record.path else None,
                "saved_at": time.time(),
                "title": record.title(),
                "moves": session.cursor.move_count(),
                "live": session.live_node is not None,
                "undo_allowed": session.live.undo_allowed if session.live is not None else True,
            }
            write_atomic(self.meta_path, json.dumps(meta, ensure_ascii=False))
        except OSError as error:
            raise FileError(Problem.AUTOSAVE_FAILED, why=error.strerror or str(error)) from error

    def pending(self) -> AutosaveEntry | None:
        """The game to offer for recovery, or None when the last session ended cleanly."""
        if not self.game_path.is_file():
            return None
        try:
            meta = json.loads(self.meta_path.read_text(encoding="utf-8"))
            if not isinstance(meta, dict):
                meta = {}
        except (OSError, ValueError):
            meta = {}
        return AutosaveEntry(
            path=self.game_path,
            source=meta.get("source") if isinstance(meta.get("source"), str) else None,
            saved_at=float(meta.get("saved_at") or self.game_path.stat().st_mtime),
            title=str(meta.get("title") or "Unsaved game"),
            moves=int(meta.get("moves") or 0),
            live=bool(meta.get("live", False)),
            undo_allowed=bool(meta.get("undo_allowed", True)),
        )

    def recover(self) -> GameSession:
        """Load the autosaved game; it keeps its original path but counts as unsaved.

        A game that was being played is live again (at its last move, clock restarted).
        """
        from qtgo.session.session import GameSession

        entry = self.pending()
        if entry is None:
            raise FileError(Problem.NO_AUTOSAVE)
        session = GameSession.open(entry.path)
        session.record.path = Path(entry.source) if entry.source else None
        if entry.live and not session.record.result:
            session.continue_game(undo_allowed=entry.undo_allowed)
        session.record.modified = True
        return session

    def clear(self) -> None:
        """Forget the autosave (after a save or a clean exit)."""
        for path in (self.game_path, self.meta_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as error:
                raise FileError(Problem.AUTOSAVE_REMOVE, why=error.strerror or str(error)) from error
