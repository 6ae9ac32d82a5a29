"""Playing against engines: asks the engine whose turn it is for its move, off the GUI thread.

The window stays the owner of the game: it tells the player every new position
(``position_changed``) and applies the moves the player hands back (``move_chosen``)
through its own session, so the record, the clock and the rules stay where they live.
Engine against engine is the same loop with both seats taken.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from qtgo.clock import PlayerClock, TimeControl
from qtgo.engine import EnginePosition
from qtgo.engine.seats import Seat, Seats
from qtgo.rules import Color, Game, Move, Phase
from qtgo.ui.engine.controller import EngineController


class EnginePlayer(QObject):
    """Signals: ``ready()`` once every engine seat's engine runs (or failed to start),
    ``move_chosen(Move)``, ``resigned(Color)``, ``failed(Color, reason, message)`` (the game
    carries on without the engine: the window may ``retry`` it or ``hand_over`` the seat),
    ``start_failed(Color, message)`` (that seat is a person's now; the other engine plays on).

    ``move_seconds`` limits an engine's move in an untimed game (a timed one: its clock).
    """

    ready = Signal()
    move_chosen = Signal(object)
    resigned = Signal(object)
    failed = Signal(object, str, str)
    start_failed = Signal(object, str)

    def __init__(self, seats: Seats, parent: QObject | None = None, *, move_seconds: float | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.move_seconds = move_seconds
        self.controllers: dict[Color, EngineController] = {}
        self._waiting: set[Color] = set()
        self._control: TimeControl | None = None
        self.thinking: Color | None = None
        self._last: tuple[EnginePosition, Game, PlayerClock | None] | None = None
        for color in (Color.BLACK, Color.WHITE):
            if seats[color].is_engine:
                controller = EngineController(self, name=_side_name(color))
                controller.move_seconds = move_seconds
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
        self._last = (position, game, clock)
        if game.phase is not Phase.PLAYING:
            return False
        controller = self.controllers.get(position.to_play)
        if controller is None or position.to_play in self._waiting:
            return False
        self.thinking = position.to_play
        controller.genmove(position, game, clock)
        return True

    def retry(self, color: Color) -> None:
        """Start ``color``'s engine afresh (a hung one is killed, never asked again) and,
        once it runs, ask it for the move of the last position told."""
        controller = self.controllers.get(color)
        if controller is None:
            return
        self._waiting.add(color)
        controller.restart(self.seats[color].command_line, self.seats[color].folder)

    def hand_over(self, color: Color) -> None:
        """A person plays ``color`` from now on; its engine stops."""
        controller = self.controllers.pop(color, None)
        if controller is not None:
            controller.shutdown()
        self._waiting.discard(color)
        self.seats = replace(self.seats, **{"black" if color is Color.BLACK else "white": Seat()})
        if self.thinking is color:
            self.thinking = None

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
        if color in self._waiting:  # the engine did not start: a person takes the seat
            self.hand_over(color)
            self.start_failed.emit(color, message)
            if not self._waiting:
                self.ready.emit()
            return
        if self.thinking is color:
            self.thinking = None
        if reason == "resigned":
            self.resigned.emit(color)
        else:
            self.failed.emit(color, reason, message)


def _side_name(color: Color) -> str:
    """The log's tag for a seat's engine."""
    return "Black" if color is Color.BLACK else "White"
