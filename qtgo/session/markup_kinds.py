"""The kinds of markup the board draws, and the error of a display value it cannot draw: shared
by the display (``qtgo.session.display``, which gives these names) and its markup items
(``qtgo.session.markup``), which it imports only with the first markup shown."""

from __future__ import annotations

from qtgo.session.errors import SessionError

__all__ = ["LINE_MARKUP", "MARKUP_KINDS", "POINT_MARKUP", "DisplayError"]

#: Markup drawn on one point (SGF TR, SQ, CR, MA, SL, label LB, and DD for dimmed points).
POINT_MARKUP = frozenset({"TR", "SQ", "CR", "MA", "SL", "LB", "DD"})
#: Markup from one point to another (arrows and lines).
LINE_MARKUP = frozenset({"AR", "LN"})
MARKUP_KINDS = POINT_MARKUP | LINE_MARKUP


class DisplayError(SessionError):
    """A display value that cannot be drawn (unknown markup kind, missing arrow end)."""
