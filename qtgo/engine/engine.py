"""One engine as qtgo uses it: play a move, analyse a position, name the dead stones.

It joins the GTP client, the synchroniser and the parsers, picks the richest analysis
the engine offers (``kata-analyze``, then ``lz-analyze``, then GNU Go's ``top_moves`` and
``estimate_score``) and checks every move the engine chooses against qtgo's rules, so a
broken engine can never put an illegal stone into the record. Blocking calls: the GUI
runs them on a worker thread and stops a running analysis with a ``Cancel``.
"""

from __future__ import annotations

import enum
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from qtgo.clock import PlayerClock, TimeControl, TimeSystem
from qtgo.engine.analysis import (
    Analysis,
    Candidate,
    Dialect,
    Perspective,
    parse_gtp_vertex,
    parse_info_line,
    parse_top_moves,
)
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.focus import Focus
from qtgo.engine.gnugo import gnugo_analysis
from qtgo.engine.gtp import DEFAULT_TIMEOUT, GtpClient
from qtgo.engine.kataconfig import PROBE_POSITIONS, perspective_from_probe, with_black_view
from qtgo.engine.position import EnginePosition
from qtgo.engine.sync import EngineSync, gtp_color
from qtgo.engine.timing import time_left_command, time_settings_command
from qtgo.rules import Color, Game, IllegalReason, Move, Point

__all__ = ["AnalysisKind", "Cancel", "Engine", "Limits", "Tokens", "move_time_limit"]

#: How often (centiseconds) kata-analyze / lz-analyze report while searching.
REPORT_INTERVAL = 10
#: Seconds an engine may think over a move when no clock limits it (``Engine(move_time=...)``).
GENMOVE_TIMEOUT = 120.0
#: Seconds beyond its clock before an engine counts as hanging.
GENMOVE_GRACE = 30.0


def move_time_limit(clock: PlayerClock | None, setting: float = GENMOVE_TIMEOUT) -> float:
    """How long to wait for a move: the player's clock plus a grace, else the setting."""
    if clock is None or clock.control.system is TimeSystem.NONE:
        return setting
    left = max(0.0, clock.main_left) + max(0.0, clock.period_left if clock.in_overtime else clock.control.period)
    return left + GENMOVE_GRACE


class AnalysisKind(enum.Enum):
    """The richest analysis an engine offers."""

    KATA = "kata-analyze"
    LZ = "lz-analyze"
    GNUGO = "top_moves"
    SCORE_ONLY = "estimate_score"
    GENMOVE = "genmove"  # only its own move, asked with genmove and taken back with undo
    NONE = "none"


class Cancel:
    """Set by whoever no longer wants the answer (the user moved on); checked while searching."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def set(self) -> None:
        self._event.set()

    @property
    def is_set(self) -> bool:
        return self._event.is_set()

    def wait(self, seconds: float) -> bool:
        return self._event.wait(seconds)


class Tokens:
    """Numbers for positions asked about; only the newest may be shown.

    The GUI issues a token with each request and drops any answer whose token is not
    ``current`` any more: a late result never lands on the wrong position.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._current = 0

    def issue(self) -> int:
        with self._lock:
            self._current += 1
            return self._current

    @property
    def current(self) -> int:
        return self._current

    def is_current(self, token: int) -> bool:
        return token == self._current


@dataclass(frozen=True)
class Limits:
    """How long one analysis runs: at most ``visits`` and at most ``seconds``."""

    visits: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.visits is not None and self.visits < 1:
            raise EngineError(EngineFault.UNSUPPORTED, f"visits must be at least 1, not {self.visits}")
        if self.seconds is not None and self.seconds <= 0:
            raise EngineError(EngineFault.UNSUPPORTED, f"seconds must be more than 0, not {self.seconds}")


class Engine:
    """A started engine. ``Engine.start(command)`` runs and probes it."""

    def __init__(self, client: GtpClient, *, move_time: float = GENMOVE_TIMEOUT, start_timeout: float = 60.0) -> None:
        self.client = client
        self.sync = EngineSync(client)
        self.kind = _analysis_kind(client)
        self._kgs_time = client.knows("kgs-time_settings")
        #: Seconds to wait for a move when no clock says (the user's setting).
        self.move_time = move_time
        self._start_timeout = start_timeout
        self._time_control: TimeControl | None = None
        #: Why the engine is not asked again (it timed out) until ``restart``; None: it answers.
        self.unresponsive: str | None = None
        #: Whose side the engine's analysis numbers are on: KataGo and Leela Zero report
        #: for the side to move unless their config says otherwise (reportAnalysisWinratesAs).
        self.perspective = Perspective.SIDE_TO_MOVE

    @classmethod
    def start(
        cls,
        command: str | Sequence[str],
        *,
        timeout: float = DEFAULT_TIMEOUT,
        start_timeout: float | None = None,
        move_time: float = GENMOVE_TIMEOUT,
        on_stderr: Callable[[str], None] | None = None,
        cwd: str | None = None,
    ) -> Engine:
        """Run and probe the engine (see ``GtpClient.start``); a KataGo is told to report
        from Black's side (``kataconfig``), so its numbers are read without guessing.

        ``timeout`` bounds each request and, unless ``start_timeout`` says otherwise, the
        start-up too: an engine that prints something other than GTP is reported within it.
        """
        argv, perspective = with_black_view(command)
        start = timeout if start_timeout is None else start_timeout
        client = GtpClient.start(argv, start_timeout=start, timeout=timeout, on_stderr=on_stderr, cwd=cwd)
        engine = cls(client, move_time=move_time, start_timeout=start)
        engine.perspective = perspective
        if perspective is not Perspective.BLACK and "katago" in engine.client.info.name.lower():
            try:
                engine.learn_perspective()  # a KataGo behind a wrapper: ask it, never guess
            except EngineError:
                engine.close()
                raise
        return engine

    def restart(self) -> None:
        """End the process and run the same command afresh: the way back from a timeout.

        The board and the time control are set again before the next request.
        """
        old = self.client
        old.close(timeout=1.0)
        client = GtpClient.start(
            old.argv,
            start_timeout=self._start_timeout,
            cwd=old.cwd,
            timeout=old.timeout,
            on_stderr=old.on_stderr,
            on_traffic=old.on_traffic,
        )
        self.client = client
        self.sync = EngineSync(client)
        self.kind = _analysis_kind(client)
        self._kgs_time = client.knows("kgs-time_settings")
        self.unresponsive = None
        if self._time_control is not None:
            self.set_time(self._time_control)

    def _check_responsive(self) -> None:
        """Refuse to wait on an engine that already let a request time out."""
        if self.unresponsive is not None:
            raise EngineError(
                EngineFault.UNRESPONSIVE,
                f"{self.label} is not asked again: {self.unresponsive}; restart it first",
                stderr=self.client.stderr_tail(),
            )

    def _timed_out(self, error: EngineError) -> EngineError:
        """Remember a timeout (the engine owes an answer) and hand the error on."""
        if error.reason is EngineFault.TIMEOUT:
            self.unresponsive = str(error)
        return error

    def learn_perspective(self) -> Perspective:
        """Find out whose side the analysis numbers are on from two positions Black has won
        (``kataconfig.PROBE_POSITIONS``), and read every later number so."""
        self.perspective = Perspective.BLACK  # the raw numbers, unturned
        black, white = (self.analyse(p, Limits(visits=2, seconds=30), ownership=False) for p in PROBE_POSITIONS)
        if black.winrate is None or white.winrate is None:
            raise EngineError(EngineFault.GARBAGE, f"{self.label} gave no win rate for a test position")
        self.perspective = perspective_from_probe(black.winrate, white.winrate)
        self.client.note(f"analysis numbers are from the side of: {self.perspective.value}")
        return self.perspective

    @property
    def label(self) -> str:
        return self.client.info.label

    def close(self) -> None:
        self.client.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ time

    def set_time(self, control: TimeControl) -> None:
        """Tell the engine the time control (skipped for engines without time commands)."""
        self._time_control = control
        self._check_responsive()
        if self._kgs_time or self.client.knows("time_settings"):
            self.client.send(time_settings_command(control, kgs=self._kgs_time))

    def tell_time_left(self, clock: PlayerClock) -> None:
        """``time_left`` before a move; an engine that refuses it still gets to move."""
        command = time_left_command(clock, kgs=self._kgs_time)
        if command is not None and self.client.knows("time_left"):
            reply = self.client.request(command)
            if not reply.ok:
                self.client.note(f"{command} refused: {reply.text}")

    # ------------------------------------------------------------------ play

    def genmove(
        self,
        position: EnginePosition,
        *,
        game: Game | None = None,
        clock: PlayerClock | None = None,
        timeout: float | None = None,
    ) -> Move:
        """The engine's move for ``position.to_play``, checked against ``game`` (qtgo's rules).

        Raises ``EngineError`` with RESIGNED, OCCUPIED or ILLEGAL_MOVE for what the game
        cannot take; the engine's board is then treated as unknown and set afresh next time.
        Waits ``timeout``, else the clock's time plus a grace, else ``move_time``; then
        TIMEOUT, and the engine is refused (UNRESPONSIVE) until ``restart``.
        """
        self._check_responsive()
        color = position.to_play
        self.sync.sync(position)
        if clock is not None:
            self.tell_time_left(clock)
        if timeout is None:
            timeout = move_time_limit(clock, self.move_time)
        try:
            answer = self.client.send(f"genmove {gtp_color(color)}", timeout=timeout).strip()
        except EngineError as error:
            if error.reason is not EngineFault.TIMEOUT:
                raise
            self.sync.forget()
            limit = "the time its clock allows" if clock is not None else "the move time limit"
            raise self._timed_out(
                EngineError(
                    EngineFault.TIMEOUT,
                    f"{self.label} chose no move within {timeout:g} s ({limit}): it hangs or thinks too long",
                    stderr=error.stderr,
                )
            ) from None
        if answer.lower() == "resign":
            self.sync.forget()
            raise EngineError(
                EngineFault.RESIGNED, f"{self.label} resigns ({'Black' if color is Color.BLACK else 'White'})"
            )
        try:
            point = parse_gtp_vertex(answer, position.height)
        except EngineError:
            self.sync.forget()
            raise EngineError(
                EngineFault.GARBAGE, f"{self.label} answered genmove with '{answer[:40]}', which is no move"
            ) from None
        move = Move(color, point)
        if game is not None and point is not None:
            reason = game.check(move)
            if reason is not None:
                self.sync.forget()
                where = point.to_gtp(position.height) if 0 <= point.x < position.width else answer
                if reason is IllegalReason.OCCUPIED:
                    raise EngineError(
                        EngineFault.OCCUPIED, f"{self.label} played {where}, where a stone already stands"
                    )
                raise EngineError(
                    EngineFault.ILLEGAL_MOVE, f"{self.label} played {where}, which is illegal here ({reason.value})"
                )
        self.sync.played(move)
        return move

    def dead_stones(self, position: EnginePosition) -> frozenset[Point] | None:
        """``final_status_list dead`` at ``position``; None when the engine cannot say."""
        if not self.client.knows("final_status_list"):
            return None
        self._check_responsive()
        self.sync.sync(position)
        reply = self.client.request("final_status_list dead")
        if not reply.ok:
            return None
        return frozenset(p for word in reply.text.split() if (p := parse_gtp_vertex(word, position.height)) is not None)

    # ------------------------------------------------------------------ analysis

    def analyse(
        self,
        position: EnginePosition,
        limits: Limits = Limits(),
        *,
        token: int = 0,
        cancel: Cancel | None = None,
        on_update: Callable[[Analysis], None] | None = None,
        ownership: bool = True,
        timeout: float | None = None,
        focus: Focus | None = None,
    ) -> Analysis:
        """Analyse ``position`` within ``limits``; returns the last (final) report.

        ``focus``: only moves in its region, searched so when the engine can be told
        (``allow``), else its other candidates dropped (GNU Go, a bare ``genmove``).

        ``on_update`` gets the partial reports of a streaming search (from the reader
        thread). A ``cancel`` set meanwhile stops the search and raises CANCELLED.
        ``timeout`` bounds the whole position (default: the client's per-request
        timeout, plus ``limits.seconds``): past it, a search returns what it has, and an
        engine that gave nothing raises TIMEOUT and is refused until ``restart``.
        """
        self._check_responsive()
        if timeout is None:
            timeout = self.client.timeout + (limits.seconds or 0.0)
        try:
            self.sync.sync(position)
            if self.kind in (AnalysisKind.KATA, AnalysisKind.LZ):
                result = self._stream(position, limits, token, cancel, on_update, ownership, timeout, focus)
            elif self.kind in (AnalysisKind.GNUGO, AnalysisKind.SCORE_ONLY):
                result = self._gnugo(position, token, timeout, focus)
            elif self.kind is AnalysisKind.GENMOVE:
                hint = Analysis(position.to_play, self._genmove_hint(position, timeout), token=token)
                result = focus.restrict(hint) if focus is not None else hint
            else:
                raise EngineError(
                    EngineFault.UNSUPPORTED,
                    f"{self.label} offers no analysis (no kata-analyze, lz-analyze, estimate_score or undo)",
                )
        except EngineError as error:
            raise self._timed_out(error) from None
        if cancel is not None and cancel.is_set:
            raise EngineError(EngineFault.CANCELLED, "the analysis was stopped")
        return result

    def _gnugo(self, position: EnginePosition, token: int, timeout: float, focus: Focus | None = None) -> Analysis:
        """GNU Go's moves, and a lead that does not swing with the side to move (``gnugo``)."""
        color = position.to_play
        with self.client.deadline(timeout):  # every command of the position within one timeout
            candidates: tuple[Candidate, ...] = ()
            if self.kind is AnalysisKind.GNUGO:
                name = "top_moves_black" if color is Color.BLACK else "top_moves_white"
                command = name if self.client.knows(name) else f"top_moves {gtp_color(color)}"
                candidates = parse_top_moves(self.client.send(command), to_play=color, height=position.height)
                if focus is not None:  # GNU Go cannot be told a region: its moves elsewhere go
                    candidates = tuple(c for c in candidates if focus.allows(c.point))
            elif self.client.knows("undo"):
                candidates = self._genmove_hint(position)
            return gnugo_analysis(self.client, self.sync, color, candidates, position.height, token)

    def _genmove_hint(self, position: EnginePosition, timeout: float | None = None) -> tuple[Candidate, ...]:
        """The engine's own move, taken back at once: the hint of an engine without analysis."""
        answer = self.client.send(f"genmove {gtp_color(position.to_play)}", timeout=timeout).strip()
        if answer.lower() == "resign":
            self.sync.forget()
            return ()
        reply = self.client.request("undo")
        if not reply.ok:
            self.sync.forget()  # the engine's board now holds the move: set it afresh next time
        try:
            point = parse_gtp_vertex(answer, position.height)
        except EngineError:
            self.sync.forget()
            raise
        return (Candidate(point, pv=(point,)),)

    def _stream(
        self,
        position: EnginePosition,
        limits: Limits,
        token: int,
        cancel: Cancel | None,
        on_update: Callable[[Analysis], None] | None,
        ownership: bool,
        timeout: float,
        focus: Focus | None = None,
    ) -> Analysis:
        dialect = Dialect.KATA if self.kind is AnalysisKind.KATA else Dialect.LZ
        color = position.to_play
        seconds = limits.seconds if limits.seconds is not None else (None if limits.visits else 5.0)
        command = f"{dialect.value} {gtp_color(color)} {REPORT_INTERVAL}"
        if dialect is Dialect.KATA and ownership:
            command += " ownership true"
        if focus is not None:  # KataGo takes an allow for each player, Leela Zero one
            command += " " + focus.kata_allow(color, position.height, both=dialect is Dialect.KATA)
        latest: list[Analysis] = []
        problems: list[EngineError] = []

        def on_line(line: str) -> None:
            try:
                report = parse_info_line(
                    line,
                    to_play=color,
                    width=position.width,
                    height=position.height,
                    dialect=dialect,
                    perspective=self.perspective,
                )
            except EngineError as error:
                problems.append(error)
                return
            if report is not None:
                report = report.with_token(token) if focus is None else focus.restrict(report.with_token(token))
                latest.append(report)
                del latest[:-1]
                if on_update is not None:
                    on_update(report)

        self.client.start_stream(command, on_line)
        started = time.monotonic()
        try:
            while True:
                if (cancel is not None and cancel.is_set) or problems:
                    break
                spent = time.monotonic() - started
                if (seconds is not None and spent >= seconds) or spent >= timeout:
                    break
                if limits.visits and latest and (latest[-1].visits or 0) >= limits.visits:
                    break
                if not self.client.alive:
                    break
                self.client.pump(0.05)
        finally:
            reply = self.client.stop_stream(timeout=max(1.0, timeout - (time.monotonic() - started)))
        if problems:
            raise problems[0]
        if not reply.ok:
            raise EngineError(EngineFault.REFUSED, f"{self.label} refused {dialect.value}: {reply.text}")
        if not latest and time.monotonic() - started >= timeout:
            raise EngineError(
                EngineFault.TIMEOUT,
                f"{self.label} reported no analysis within {timeout:g} s",
                stderr=self.client.stderr_tail(),
            )
        if not latest:
            raise EngineError(EngineFault.GARBAGE, f"{self.label} gave no analysis for the position")
        return Analysis(
            latest[-1].to_play,
            latest[-1].candidates,
            latest[-1].winrate,
            latest[-1].score_lead,
            latest[-1].visits,
            latest[-1].ownership,
            token=token,
            final=True,
        )


def _analysis_kind(client: GtpClient) -> AnalysisKind:
    if client.knows("kata-analyze"):
        return AnalysisKind.KATA
    if client.knows("lz-analyze"):
        return AnalysisKind.LZ
    if client.knows("top_moves_black") or client.knows("top_moves"):
        return AnalysisKind.GNUGO
    if client.knows("estimate_score"):
        return AnalysisKind.SCORE_ONLY
    if client.knows("genmove") and client.knows("undo"):
        return AnalysisKind.GENMOVE
    return AnalysisKind.NONE
