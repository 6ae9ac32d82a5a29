"""What the facade's parts read of the open game, as a protocol.

``commands.py`` (what may be done now) and ``view.py`` (what the board shows) serve the
facade (``GameSession``) but do not import it: they take anything that offers this state,
and the facade does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from qtgo import sgf
    from qtgo.rules import Color, Game, ScoreBreakdown
    from qtgo.session.counting import Counting
    from qtgo.session.cursor import Cursor
    from qtgo.session.live import LiveGame
    from qtgo.session.modes import Mode
    from qtgo.session.record import Record


class SessionState(Protocol):
    """The open game as its parts read it: record, cursor, live game, counting, mode."""

    @property
    def mode(self) -> Mode: ...

    @property
    def record(self) -> Record: ...

    @property
    def cursor(self) -> Cursor: ...

    @property
    def live(self) -> LiveGame | None: ...

    @property
    def counting(self) -> Counting | None: ...

    @property
    def trial(self) -> sgf.Node | None: ...

    @property
    def final(self) -> tuple[sgf.Node, ScoreBreakdown] | None: ...

    @property
    def game(self) -> Game: ...

    @property
    def handicap_to_place(self) -> int: ...

    @property
    def to_play(self) -> Color: ...

    @property
    def at_live_end(self) -> bool: ...

    def past_result(self, node: sgf.Node) -> bool: ...

    def penalties(self) -> dict[Color, float]: ...
