"""KataGo's command-line settings: how qtgo makes a KataGo report every number from Black's side.

KataGo reports win rates, score leads and ownership from the side of the player to move
unless its config says ``reportAnalysisWinratesAs = BLACK`` (or WHITE), and GTP offers no
command to read or change that setting at run time. So qtgo does not guess: it starts a
KataGo GTP engine with ``reportAnalysisWinratesAs=BLACK`` merged into its
``-override-config`` (the user's own overrides kept), and knows the perspective before it
reads a number. The JSON analysis engine is asked for Black's view in every query
(``overrideSettings``) instead, see ``katago``.

A KataGo qtgo cannot see in the command line (a wrapper script) is asked instead: its raw
win rates for two positions where Black is far ahead, one with each player to move, say
which perspective its config chose (``PROBE_POSITIONS``, ``perspective_from_probe``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from qtgo.engine.analysis import Perspective
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.gtp import split_command
from qtgo.engine.overrides import OVERRIDE_OPTION, with_overrides
from qtgo.engine.position import EnginePosition
from qtgo.rules import Color, Move, Point, Ruleset

__all__ = [
    "BLACK_VIEW",
    "OVERRIDE_OPTION",
    "PROBE_POSITIONS",
    "black_far_ahead",
    "is_katago_gtp_command",
    "perspective_from_probe",
    "with_black_view",
    "with_override",
]

#: The setting that puts every analysis number on Black's side.
BLACK_VIEW = ("reportAnalysisWinratesAs", Perspective.BLACK.value)


def _is_katago(word: str) -> bool:
    return "katago" in os.path.basename(word).lower()


def is_katago_gtp_command(command: str | Sequence[str]) -> bool:
    """Whether a command line runs KataGo's GTP engine (also behind ``ssh host``)."""
    words = split_command(command)
    for index, word in enumerate(words):
        if _is_katago(word):
            return "gtp" in words[index + 1 :]
    return False


def with_override(command: str | Sequence[str], key: str, value: str) -> list[str]:
    """``command`` with ``key=value`` in its ``-override-config`` (the user's other keys kept)."""
    return with_overrides(split_command(command), {key: value})


def with_black_view(command: str | Sequence[str]) -> tuple[list[str], Perspective]:
    """The command line to run, and the perspective its analysis numbers will have.

    A KataGo GTP command gets ``reportAnalysisWinratesAs=BLACK``; any other engine
    (Leela Zero, GNU Go, a wrapper script qtgo cannot see into) runs as given, and its
    numbers are taken as the side to move's, KataGo's and Leela Zero's default.
    """
    if is_katago_gtp_command(command):
        return with_override(command, *BLACK_VIEW), Perspective.BLACK
    return split_command(command), Perspective.SIDE_TO_MOVE


def black_far_ahead(to_play: Color) -> EnginePosition:
    """9x9, five black stones and White passing each time: Black wins whoever is to move."""
    steps: list[Move] = []
    for x, y in ((2, 2), (6, 6), (2, 6), (6, 2), (4, 4)):
        steps += [Move(Color.BLACK, Point(x, y)), Move(Color.WHITE, None)]
    if to_play is Color.WHITE:
        steps.pop()
    return EnginePosition(9, 9, 7.0, Ruleset.preset("chinese"), to_play, steps=tuple(steps))


#: Black to move, then White to move, in a game Black has won.
PROBE_POSITIONS = (black_far_ahead(Color.BLACK), black_far_ahead(Color.WHITE))


def perspective_from_probe(black_to_move: float, white_to_move: float) -> Perspective:
    """The perspective of an engine whose raw win rates for ``PROBE_POSITIONS`` are these:
    Black's view gives two high numbers, White's two low ones, the mover's a high then a low."""
    high_first, high_second = black_to_move > 0.5, white_to_move > 0.5
    if high_first and high_second:
        return Perspective.BLACK
    if high_first:
        return Perspective.SIDE_TO_MOVE
    if not high_second:
        return Perspective.WHITE
    raise EngineError(
        EngineFault.GARBAGE,
        f"the engine's win rates ({black_to_move:.2f}, {white_to_move:.2f}) fit no perspective: "
        "it gives White the win of a game Black has won",
    )
