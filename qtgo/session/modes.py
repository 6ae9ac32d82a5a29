"""The session's mode. What a move did (``PlayResult``) is in :mod:`qtgo.session.played`,
imported with the first move: the first paint plays none."""

from __future__ import annotations

import enum

__all__ = ["Mode"]


class Mode(enum.Enum):
    PLAY = "play"
    SCORING = "scoring"
    REVIEW = "review"
