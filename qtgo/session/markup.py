"""One SGF markup item on the board: a value of the display's (``qtgo.session.display``, which
still gives the name), in a module of its own so that it is imported with the first node
with markup shown, not at start-up (a fresh board has none)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgo.session.errors import Problem
from qtgo.session.markup_kinds import LINE_MARKUP, MARKUP_KINDS, DisplayError

if TYPE_CHECKING:
    from qtgo.rules import Point

__all__ = ["Markup"]


@dataclass(frozen=True, slots=True)
class Markup:
    """One SGF markup item; ``label`` for LB, ``to`` for AR and LN."""

    kind: str
    point: Point
    label: str | None = None
    to: Point | None = None

    def __post_init__(self) -> None:
        if self.kind not in MARKUP_KINDS:
            raise DisplayError(Problem.BAD_DISPLAY, why=f"unknown markup kind {self.kind!r}")
        if self.kind in LINE_MARKUP and self.to is None:
            raise DisplayError(Problem.BAD_DISPLAY, why=f"{self.kind} markup needs an end point")
        if self.kind == "LB" and self.label is None:
            raise DisplayError(Problem.BAD_DISPLAY, why="LB markup needs a label")
