"""Writing a file so that a crash, a full disk or a read-only folder never loses the old one.

The bytes go to a temporary file beside the target, are flushed to disk, then renamed over
it. Two things users meet are handled here once for every writer (records, autosave,
the recent-files list): a target that is a symbolic link is followed, so the file it
points to is replaced and the link stays a link; and a failure is reported with the
user's file name, never the temporary one's (``.game.sgf.i0hoar4r.tmp``).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["real_target", "write_atomic"]


def real_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` must replace: symbolic links followed to their end."""
    return Path(os.path.realpath(path))


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_atomic(path: str | os.PathLike[str], data: bytes, *, make_folder: bool = False) -> Path:
    """Replace ``path`` (through any symlinks) with ``data``; returns the file written.

    Raises ``OSError`` whose ``filename`` is ``path`` as the caller gave it, whatever
    step failed (creating the temporary file, writing, syncing, renaming).
    """
    target = real_target(path)
    folder = target.parent
    temporary: str | None = None
    try:
        if make_folder:
            folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        try:
            mode = target.stat().st_mode & 0o7777
        except FileNotFoundError:
            mode = 0o666 & ~_umask()
        with contextlib.suppress(OSError):
            os.chmod(temporary, mode)
        os.replace(temporary, target)
        temporary = None
    except OSError as error:
        raise OSError(error.errno, error.strerror or str(error), os.fspath(path)) from error
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    _sync_folder(folder)
    return target


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
