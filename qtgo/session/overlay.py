"""Counting shown on the board: a value of its own, imported with the first count shown
(``view.session_display``), since a board in review, the first paint, has none."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgo.rules import Color, Point

if TYPE_CHECKING:
    from qtgo.rules import ScoreBreakdown

__all__ = ["Overlay", "overlay_of"]


@dataclass(frozen=True)
class Overlay:
    """Counting shown on the board: dead stones, territory and the seki stones to square."""

    dead: frozenset[Point] = frozenset()
    territory: Mapping[Point, Color] = dataclasses.field(default_factory=dict)
    seki: frozenset[Point] = frozenset()


def overlay_of(breakdown: ScoreBreakdown, dead: Iterable[Point], board_stones: Mapping[Point, Color]) -> Overlay:
    """The overlay of a count: its territory, the marked dead stones, the stones in seki."""
    seki = frozenset(p for p in breakdown.seki if p in board_stones)
    return Overlay(frozenset(dead), dict(breakdown.territory), seki)
