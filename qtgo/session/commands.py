"""What may be done now: the session's answer, which the window only reads.

Menus and buttons are enabled from :class:`Commands`; the rules behind them (pass during
counting only when four passes end the game, continue anywhere but at the end of a finished
game, ...) are decided in the session, never in a widget.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from qtgo.session.state import SessionState


class Command(enum.Enum):
    """A command the window offers."""

    PLAY = "play"
    PASS = "pass"
    RESIGN = "resign"
    UNDO_BY_AGREEMENT = "undo-by-agreement"
    PAUSE_CLOCK = "pause-clock"
    COUNT = "count"
    ACCEPT_COUNT = "accept-count"
    CANCEL_COUNT = "cancel-count"
    RESUME = "resume"
    CONTINUE = "continue"
    DELETE_VARIATION = "delete-variation"
    PROMOTE_VARIATION = "promote-variation"
    EDIT_MARKUP = "edit-markup"
    BACK = "back"
    FORWARD = "forward"
    NEXT_VARIATION = "next-variation"
    PREVIOUS_VARIATION = "previous-variation"
    SELECT_GAME = "select-game"
    EDIT_RULES = "edit-rules"
    TRY_VARIATION = "try-variation"
    BACK_TO_GAME = "back-to-game"
    SEARCH_LIBRARY = "search-library"


@dataclass(frozen=True)
class Commands:
    """The commands allowed now, and the facts the window words them by."""

    allowed: frozenset[Command]
    #: The live game forbids undo (touch-move): the undo command says so.
    touch_move: bool = False

    def __contains__(self, command: object) -> bool:
        return command in self.allowed


def commands_for(session: SessionState) -> Commands:
    """The commands ``session`` allows in its mode, at its node."""
    from qtgo.session.modes import Mode

    mode, node, live = session.mode, session.cursor.node, session.live
    allowed = {Command.PLAY, Command.EDIT_MARKUP}
    if mode is Mode.SCORING and session.record.ruleset.four_passes_end:
        allowed.add(Command.PASS)  # Tromp-Taylor: passing on instead of agreeing
    elif (
        session.counting is None
        and not session.handicap_to_place
        and not (mode is Mode.REVIEW and session.past_result(node))
    ):
        allowed.add(Command.PASS)
    if mode is not Mode.REVIEW:
        allowed.add(Command.RESIGN)
    if mode is Mode.PLAY and live is not None:
        allowed.add(Command.PAUSE_CLOCK)
        if live.undo_request() is not None:
            allowed.add(Command.UNDO_BY_AGREEMENT)
    if session.counting is None:
        allowed.add(Command.SEARCH_LIBRARY)  # a pattern search from the board (not while counting)
    if session.counting is None and (mode is Mode.REVIEW or session.at_live_end):
        allowed.add(Command.COUNT)
    if session.counting is not None:
        allowed.add(Command.ACCEPT_COUNT)
        allowed.add(Command.RESUME if mode is Mode.SCORING else Command.CANCEL_COUNT)
    trying = session.trial is not None
    if mode is Mode.PLAY and live is not None and session.counting is None:
        allowed.add(Command.TRY_VARIATION)
    if trying:
        allowed.add(Command.BACK_TO_GAME)
    elif mode is Mode.REVIEW:
        allowed |= {Command.PROMOTE_VARIATION, Command.EDIT_RULES}
        if not session.past_result(node):
            allowed.add(Command.CONTINUE)
    if node.parent is not None:
        allowed.add(Command.BACK)
        # While a side line is tried, the live game's own moves cannot be deleted.
        if not (trying and live is not None and session.cursor.is_ancestor(node, live.node)):
            allowed.add(Command.DELETE_VARIATION)
    if node.children:
        allowed.add(Command.FORWARD)
    if len(node.siblings) > 1:
        allowed |= {Command.NEXT_VARIATION, Command.PREVIOUS_VARIATION}
    if len(session.record.games) > 1:
        allowed.add(Command.SELECT_GAME)
    touch_move = live is not None and not live.undo_allowed
    return Commands(frozenset(allowed), touch_move=touch_move)
