"""One position of a record counted under every preset, side by side (the count panel's
comparison, and what ``qtgo-cli score --all-rules`` prints): the game replayed from the
root under each preset, as ``score --rules R`` reads it, then counted with the same dead
stones, each preset's own scoring, handicap compensation, seki and bonus rules.

The komi is the record's (``KM``) when it gives one, else each preset's default.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from qtgo.rules import PRESET_NAMES, Color, Point, Ruleset
from qtgo.sgf import replay

if TYPE_CHECKING:
    from qtgo.rules import ScoreBreakdown
    from qtgo.sgf import GameTree, Node

__all__ = ["score_under_every_preset"]


def score_under_every_preset(
    tree: GameTree,
    node: Node | None = None,
    *,
    dead: Iterable[Point] = (),
    seki: Iterable[Point] | None = None,
    penalties: Mapping[Color, float] | None = None,
) -> dict[str, ScoreBreakdown]:
    """Each preset's breakdown of the position at ``node`` (the main line's end by default),
    in ``PRESET_NAMES`` order."""
    dead = list(dead)
    seki = None if seki is None else list(seki)
    komi = tree.komi
    found: dict[str, ScoreBreakdown] = {}
    for name in PRESET_NAMES:
        preset = Ruleset.preset(name)
        ruleset = preset if komi is None else dataclasses.replace(preset, komi=komi)
        game = replay(tree, node, ruleset=ruleset).game
        found[name] = game.score(dead, seki=seki, penalties=penalties)
    return found
