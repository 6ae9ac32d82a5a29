"""What the main window reads of what was stored: the move-number setting, written by older
versions in another form, and the folder its autosave and recent-files list live in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from qtgo.ui.board import MoveNumbers

__all__ = ["data_folder", "move_numbers_setting"]


def move_numbers_setting(value: Any) -> MoveNumbers:
    """The stored ``view/move_numbers``: a mode name, or the on/off flag older versions wrote."""
    text = str(value).strip().lower()
    if text in ("true", "1"):
        return MoveNumbers.ALL
    try:
        return MoveNumbers(text)
    except ValueError:
        return MoveNumbers.OFF


def data_folder() -> Path:
    """Where autosave and the recent-files list live (``AppDataLocation``)."""
    from PySide6.QtCore import QStandardPaths  # asked after the first paint: its enums wait

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".qtgo")
