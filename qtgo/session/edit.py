"""A reversible change of the record, for the window's undo stack: a value of the record's
in a module of its own, imported with the first edit, not at start-up (the first paint, a
blank board in review, makes none). ``qtgo.session`` and ``qtgo.session.record`` still give
the name."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from qtgo.session.notes import EditKind, english_edit

__all__ = ["Edit"]


@dataclass(frozen=True)
class Edit:
    """A reversible change of the record, for the window's undo stack.

    ``undo`` and ``redo`` restore the tree *and* put the session on a sensible node. The
    command has already been done when an ``Edit`` is returned: the first ``redo`` the undo
    stack calls must be skipped (``QUndoCommand`` convention).
    """

    kind: EditKind
    undo: Callable[[], None]
    redo: Callable[[], None]
    details: Mapping[str, object] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """The English name (the window names the kind in its own language)."""
        return english_edit(self.kind, self.details)
