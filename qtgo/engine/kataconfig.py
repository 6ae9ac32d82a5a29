"""KataGo's command-line settings: how qtgo makes a KataGo report every number from Black's side.

KataGo reports win rates, score leads and ownership from the side of the player to move
unless its config says ``reportAnalysisWinratesAs = BLACK`` (or WHITE), and GTP offers no
command to read or change that setting at run time. So qtgo does not guess: it starts a
KataGo GTP engine with ``reportAnalysisWinratesAs=BLACK`` merged into its
``-override-config`` (the user's own overrides kept), and knows the perspective before it
reads a number. The JSON analysis engine is asked for Black's view in every query
(``overrideSettings``) instead, see ``katago``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from qtgo.engine.analysis import Perspective
from qtgo.engine.gtp import split_command
from qtgo.engine.overrides import OVERRIDE_OPTION, with_overrides

__all__ = ["BLACK_VIEW", "OVERRIDE_OPTION", "is_katago_gtp_command", "with_black_view", "with_override"]

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
