"""One position of a record counted under every preset, side by side (the count panel's
comparison, and what ``qtgo-cli score --all-rules`` prints): the game replayed from the
root under each preset, as ``score --rules R`` reads it, then counted with the same dead
stones, each preset's own scoring, handicap compensation, seki and bonus rules.

The komi is the one given, else the record's (``KM``) when it gives one, else each
preset's default.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from qtgo.rules import PRESET_NAMES, Color, Point, Ruleset
from qtgo.sgf import replay

if TYPE_CHECKING:
    from qtgo.rules import ScoreBreakdown
    from qtgo.sgf import GameTree, Node, ReplayResult

__all__ = ["DeadIn", "score_under_every_preset"]

#: The dead stones of the position one preset's replay reached (the record's accepted
#: count on that board, an estimate of it): called with the preset's name and the replay.
DeadIn = Callable[[str, "ReplayResult"], Iterable[Point]]


def score_under_every_preset(
    tree: GameTree,
    node: Node | None = None,
    *,
    dead: Iterable[Point] | DeadIn = (),
    seki: Iterable[Point] | None = None,
    penalties: Mapping[Color, float] | None = None,
    komi: float | None = None,
) -> dict[str, ScoreBreakdown]:
    """Each preset's breakdown of the position at ``node`` (the main line's end by default),
    in ``PRESET_NAMES`` order. ``dead`` is a list of points, or a function (``DeadIn``)
    that finds them in each preset's replay; it is called in ``PRESET_NAMES`` order."""
    find = dead if callable(dead) else None
    fixed = [] if callable(dead) else list(dead)
    seki = None if seki is None else list(seki)
    komi = tree.komi if komi is None else komi
    found: dict[str, ScoreBreakdown] = {}
    for name in PRESET_NAMES:
        preset = Ruleset.preset(name)
        ruleset = preset if komi is None else dataclasses.replace(preset, komi=komi)
        result = replay(tree, node, ruleset=ruleset)
        stones = fixed if find is None else list(find(name, result))
        found[name] = result.game.score(stones, seki=seki, penalties=penalties)
    return found
