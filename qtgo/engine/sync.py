"""Keeping an engine's board in step with the position qtgo shows, cheaply.

The synchroniser remembers what the engine was last told. Moving one step costs one
``play`` or one ``undo``; any other jump undoes back to the common prefix and plays on
from there when that is cheaper than ``clear_board`` and replaying everything, which it
does otherwise (and always when an ``undo`` is refused). A failed command leaves the
engine's state unknown, so the next ``sync`` starts from a clear board.
"""

from __future__ import annotations

from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.gtp import GtpClient
from qtgo.engine.position import EnginePosition, kata_rules
from qtgo.rules import Color, Move

__all__ = ["EngineSync", "gtp_color", "gtp_move", "gtp_number"]


def gtp_color(color: Color) -> str:
    return "B" if color is Color.BLACK else "W"


def gtp_move(move: Move, height: int) -> str:
    return "pass" if move.point is None else move.point.to_gtp(height)


def gtp_number(value: float) -> str:
    """A number as GTP wants it: a dot for decimals whatever the locale (``6.5``, ``7.0``)."""
    return repr(float(value))


class EngineSync:
    """The engine's side of a position; ``commands`` counts what was sent (for tests)."""

    def __init__(self, client: GtpClient) -> None:
        self.client = client
        self.current: EnginePosition | None = None
        self.commands = 0
        self._rules_sent: str | None = None
        self._komi_sent: float | None = None

    def forget(self) -> None:
        """The engine's board is unknown (after a fault): the next sync clears it."""
        self.current = None
        self._rules_sent = None
        self._komi_sent = None

    def sync(self, target: EnginePosition) -> None:
        """Bring the engine to ``target``."""
        try:
            self._sync(target)
        except EngineError:
            self.forget()
            raise

    def played(self, move: Move) -> None:
        """The engine played ``move`` itself (``genmove``): its board is one step further."""
        if self.current is not None:
            self.current = self.current.after(move)

    def _send(self, command: str) -> str:
        self.commands += 1
        return self.client.send(command)

    def _sync(self, target: EnginePosition) -> None:
        current = self.current
        if current is None or current.setup_key != target.setup_key:
            self._reset(target)
            return
        self._settle_komi_and_rules(target)
        have, want = current.steps, target.steps
        common = 0
        limit = min(len(have), len(want))
        while common < limit and have[common] == want[common]:
            common += 1
        undos = len(have) - common
        plays = len(want) - common
        if undos and (not self.client.knows("undo") or undos + plays > len(want) + 1):
            self._reset(target)
            return
        for _ in range(undos):
            reply = self.client.request("undo")
            self.commands += 1
            if not reply.ok:  # an engine may keep only part of its history
                self._reset(target)
                return
        self.current = EnginePosition(
            target.width,
            target.height,
            target.komi,
            target.ruleset,
            target.to_play,
            target.free_handicap,
            want[:common],
            target.from_board,
        )
        self._play(target, want[common:])
        self.current = target

    def _reset(self, target: EnginePosition) -> None:
        self.current = None
        client = self.client
        width, height = target.width, target.height
        if width != height:
            if not client.knows("rectangular_boardsize"):
                raise EngineError(
                    EngineFault.UNSUPPORTED,
                    f"{client.info.label or 'the engine'} cannot play on a {width}x{height} board (not square)",
                )
            command = f"rectangular_boardsize {width} {height}"
        else:
            command = f"boardsize {width}"
        reply = client.request(command)
        self.commands += 1
        if not reply.ok:
            raise EngineError(
                EngineFault.UNSUPPORTED,
                f"{client.info.label or 'the engine'} cannot play on a {width}x{height} board: {reply.text or 'refused'}",
            )
        self._send("clear_board")
        self._komi_sent = None
        self._rules_sent = None
        self._settle_komi_and_rules(target)
        if target.free_handicap:
            vertices = " ".join(p.to_gtp(height) for p in target.free_handicap)
            if client.knows("set_free_handicap") and len(target.free_handicap) >= 2:
                self._send(f"set_free_handicap {vertices}")
            else:
                self._play(target, tuple(Move(Color.BLACK, p) for p in target.free_handicap))
        self._play(target, target.steps)
        self.current = target

    def _settle_komi_and_rules(self, target: EnginePosition) -> None:
        if self._komi_sent != target.komi:
            self._send(f"komi {gtp_number(target.komi)}")
            self._komi_sent = target.komi
        rules = kata_rules(target.ruleset)
        if self._rules_sent != rules:
            if self.client.knows("kata-set-rules"):
                reply = self.client.request(f"kata-set-rules {rules}")
                self.commands += 1
                if not reply.ok:  # an old network: KataGo keeps its nearest rules; say so in the log only
                    self.client.note(f"kata-set-rules {rules} refused: {reply.text}")
            self._rules_sent = rules

    def _play(self, target: EnginePosition, moves: tuple[Move, ...]) -> None:
        height = target.height
        for move in moves:
            command = f"play {gtp_color(move.color)} {gtp_move(move, height)}"
            reply = self.client.request(command)
            self.commands += 1
            if not reply.ok:
                raise EngineError(
                    EngineFault.REFUSED,
                    f"{self.client.info.label or 'the engine'} refused the move '{command[5:]}': {reply.text or 'illegal'}",
                )
