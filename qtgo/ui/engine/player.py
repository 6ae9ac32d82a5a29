"""Playing against engines: asks the engine whose turn it is for its move, off the GUI thread.

The window stays the owner of the game: it tells the player every new position
(``position_changed``) and applies the moves the player hands back (``move_chosen``)
through its own session, so the record, the clock and the rules stay where they live.
Engine against engine is the same loop with both seats taken.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from qtgo.clock import PlayerClock, TimeControl
from qtgo.engine import EnginePosition
from qtgo.engine.seats import Seats
from qtgo.rules import Color, Game, Move, Phase
from qtgo.ui.engine.controller import EngineController


class EnginePlayer(QObject):
    """Signals: ``ready()`` once every engine seat's engine runs, ``move_chosen(Move)``,
    ``resigned(Color)``, ``failed(Color, reason, message)`` (the game carries on without
    the engine: the window may restart it or let a person take over)."""

    ready = Signal()
    move_chosen = Signal(object)
    resigned = Signal(object)
    failed = Signal(object, str, str)

    def __init__(self, seats: Seats, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.controllers: dict[Color, EngineController] = {}
        self._waiting: set[Color] = set()
        self._control: TimeControl | None = None
        self.thinking: Color | None = None
        for color in (Color.BLACK, Color.WHITE):
            if seats[color].is_engine:
                controller = EngineController(self)
                controller.ready.connect(lambda _label, c=color: self._started(c))
                controller.move_ready.connect(lambda move, c=color: self._moved(c, move))
                controller.failed.connect(lambda reason, message, c=color: self._failed(c, reason, message))
                self.controllers[color] = controller

    def start(self, control: TimeControl | None = None) -> None:
        self._waiting = set(self.controllers)
        self._control = control
        for color, controller in self.controllers.items():
            controller.start_engine(self.seats[color].command_line, self.seats[color].folder)
        if not self._waiting:
            self.ready.emit()

    def position_changed(self, position: EnginePosition, game: Game, clock: PlayerClock | None = None) -> bool:
        """A new position: when an engine is to move, ask it. Returns whether one was asked."""
        for running in self.controllers.values():
            running.cancel()  # a move asked for an older position is never played
        self.thinking = None
        if game.phase is not Phase.PLAYING:
            return False
        controller = self.controllers.get(position.to_play)
        if controller is None:
            return False
        self.thinking = position.to_play
        controller.genmove(position, game, clock)
        return True

    def shutdown(self) -> None:
        for controller in self.controllers.values():
            controller.shutdown()

    def _started(self, color: Color) -> None:
        if self._control is not None:
            self.controllers[color].set_time(self._control)
        self._waiting.discard(color)
        if not self._waiting:
            self.ready.emit()

    def _moved(self, color: Color, move: Move) -> None:
        if self.thinking is color:
            self.thinking = None
            self.move_chosen.emit(move)

    def _failed(self, color: Color, reason: str, message: str) -> None:
        self.thinking = None
        if reason == "resigned":
            self.resigned.emit(color)
        else:
            self.failed.emit(color, reason, message)
