"""KataGo's JSON analysis engine (``katago analysis -config ... -model ...``).

Not GTP: one JSON query per line in, one JSON result per analysed turn out, in any order.
A whole game goes as one query with ``analyzeTurns`` for every position, which lets
KataGo batch the positions; results are matched to turns by ``id`` and ``turnNumber``.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import queue
import subprocess
import threading
import time
from collections.abc import Callable, Sequence

from qtgo.engine import processes
from qtgo.engine.analysis import Analysis, Perspective, parse_katago_json
from qtgo.engine.engine import Cancel, Limits
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.focus import Focus
from qtgo.engine.gtp import split_command
from qtgo.engine.kataconfig import BLACK_VIEW
from qtgo.engine.position import EnginePosition, kata_rules
from qtgo.engine.sync import gtp_color, gtp_move

__all__ = ["KataJsonEngine", "is_json_analysis_command"]


def is_json_analysis_command(command: str | Sequence[str]) -> bool:
    """Whether a command line runs KataGo's analysis engine rather than its GTP engine."""
    words = split_command(command)
    return "katago" in os.path.basename(words[0]).lower() and "analysis" in words[1:]


class KataJsonEngine:
    """A running ``katago analysis`` process."""

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        timeout: float = 120.0,
        on_traffic: Callable[[str, str], None] | None = None,
    ) -> None:
        self.argv = split_command(command)
        #: Called with ``(">", query)`` and ``("<", line)`` (stderr too), from reader threads.
        self.on_traffic = on_traffic
        self.timeout = timeout
        #: KataGo's warnings about queries (it answered them anyway, as documented).
        self.warnings: list[str] = []
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=2000)
        self._next = 0
        self._launch()

    def _launch(self) -> None:
        """Run the process and ask its version (the label); a failed start leaves nothing running."""
        self._lines = queue.Queue()
        try:
            self._process = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True
            )
        except OSError as error:
            raise EngineError(
                EngineFault.NOT_STARTED, f"cannot start {self.argv[0]}: {error.strerror or error}"
            ) from None
        processes.register(self)
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        self.label = "KataGo"
        try:
            version = self._request({"action": "query_version"})
        except EngineError:
            self.close()  # never leave the process behind
            raise
        if "version" in version:
            self.label = f"KataGo {version['version']}"

    def restart(self) -> None:
        """End the process and run the same command afresh: the way back from a timeout."""
        self.close()
        self._launch()

    def _read(self) -> None:
        process, lines = self._process, self._lines  # a restart gives the next process its own queue
        assert process.stdout is not None
        for raw in process.stdout:
            line = raw.decode("utf-8", "replace").strip()
            if self.on_traffic is not None and line:
                self.on_traffic("<", line)
            lines.put(line)
        lines.put(None)

    def _read_stderr(self) -> None:
        assert self._process.stderr is not None
        for raw in self._process.stderr:
            self._stderr.append(raw.decode("utf-8", "replace").rstrip())
            if self.on_traffic is not None:
                self.on_traffic("!", self._stderr[-1])

    def stderr_text(self) -> str:
        return "\n".join(self._stderr)

    def _send(self, query: dict[str, object]) -> str:
        self._next += 1
        ident = f"qtgo-{self._next}"
        query = {"id": ident, **query}
        if self.on_traffic is not None:
            self.on_traffic(">", json.dumps(query))
        assert self._process.stdin is not None
        try:
            self._process.stdin.write((json.dumps(query) + "\n").encode("utf-8"))
            self._process.stdin.flush()
        except OSError:
            raise EngineError(EngineFault.CRASHED, f"{self.label} stopped (exit code {self._exit_code()})") from None
        return ident

    def _exit_code(self) -> int | None:
        """The exit code of an engine whose output closed (it may take a moment to exit)."""
        try:
            return self._process.wait(timeout=3.0)
        except subprocess.TimeoutExpired:
            return None

    def _next_line(self, deadline: float, cancel: Cancel | None = None) -> str:
        while True:
            if cancel is not None and cancel.is_set:
                raise EngineError(EngineFault.CANCELLED, "the analysis was stopped")
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineError(EngineFault.TIMEOUT, f"{self.label} gave no result within the time allowed")
            try:
                line = self._lines.get(timeout=min(left, 0.1))
            except queue.Empty:
                continue
            if line is None:
                self._lines.put(None)
                tail = self._stderr[-1] if self._stderr else ""
                message = f"{self.label} stopped (exit code {self._exit_code()}) {tail}"
                raise EngineError(EngineFault.CRASHED, message.strip())
            if line:
                return line

    def _request(self, query: dict[str, object]) -> dict[str, object]:
        ident = self._send(query)
        deadline = time.monotonic() + self.timeout
        while True:
            line = self._next_line(deadline)
            try:
                data = json.loads(line)
            except json.JSONDecodeError:
                continue  # KataGo's own start-up chatter
            if isinstance(data, dict) and data.get("id") == ident:
                if "error" in data:
                    raise EngineError(EngineFault.REFUSED, f"{self.label}: {data['error']}")
                return data

    def analyse_turns(
        self,
        position: EnginePosition,
        turns: Sequence[int],
        limits: Limits | None = None,
        *,
        cancel: Cancel | None = None,
        on_result: Callable[[int, Analysis], None] | None = None,
        timeout: float | None = None,
    ) -> dict[int, Analysis]:
        """Analyse ``turns`` (0 = before the first step) of the game that ``position`` ends.

        Every step counts as a turn, setup stones told as plays too: a record's positions
        go through ``analyse_positions``, which sends exactly the positions the board shows.
        """
        height = position.height
        query: dict[str, object] = {
            **_game_query(position),
            "initialStones": [[gtp_color(m.color), gtp_move(m, height)] for m in position.steps if position.from_board]
            + [["B", p.to_gtp(height)] for p in position.free_handicap],
            "moves": [] if position.from_board else [[gtp_color(m.color), gtp_move(m, height)] for m in position.steps],
            "analyzeTurns": list(turns),
        }
        if position.from_board:
            query["initialPlayer"] = gtp_color(position.to_play)
        sent = {self._send(self._with_limits(query, limits)): {turn: turn for turn in turns}}
        return self._collect(sent, position, cancel, on_result, self._result_timeout(limits, timeout))

    def analyse_positions(
        self,
        positions: Sequence[EnginePosition],
        limits: Limits | None = None,
        *,
        cancel: Cancel | None = None,
        on_result: Callable[[int, Analysis], None] | None = None,
        timeout: float | None = None,
        focus: Focus | None = None,
    ) -> list[Analysis]:
        """One evaluation per position, in order (``on_result(index, analysis)`` as each comes).

        ``focus``: only moves in its region, for both players (``allowMoves``).

        ``timeout``: seconds each result may take after the one before (default: the
        engine's ``timeout``, plus ``limits.seconds``); past it, TIMEOUT.

        Positions that follow each other by one move go as one query (its start position's
        stones as ``initialStones``, its player to move as ``initialPlayer``, the moves after
        it as ``moves``), so KataGo keeps the history and batches the turns; a position that
        does not follow (setup stones, ``PL``, a position told by its stones) starts a query of
        its own. Each position is thus the very one the board shows, with its player to move.
        """
        chains: list[list[int]] = []
        for index, position in enumerate(positions):
            if chains and position.move_from(positions[index - 1]) is not None:
                chains[-1].append(index)
            else:
                chains.append([index])
        sent: dict[str, dict[int, int]] = {}
        for chain in chains:
            first = positions[chain[0]]
            moves = [positions[i].steps[-1] for i in chain[1:]]
            query: dict[str, object] = {
                **_game_query(first),
                "initialStones": [[gtp_color(c), p.to_gtp(first.height)] for p, c in first.board().stones()],
                "initialPlayer": gtp_color(first.to_play),
                "moves": [[gtp_color(m.color), gtp_move(m, first.height)] for m in moves],
                "analyzeTurns": list(range(len(chain))),
            }
            if focus is not None:
                query["allowMoves"] = focus.json_allow_moves(first.to_play, first.height)
            sent[self._send(self._with_limits(query, limits))] = dict(enumerate(chain))
        if not positions:
            return []
        results = self._collect(sent, positions[0], cancel, on_result, self._result_timeout(limits, timeout))
        if focus is not None:
            return [focus.restrict(results[index]) for index in range(len(positions))]
        return [results[index] for index in range(len(positions))]

    def _result_timeout(self, limits: Limits | None, timeout: float | None) -> float:
        if timeout is not None:
            return timeout
        return self.timeout + ((limits.seconds or 0.0) if limits is not None else 0.0)

    def _with_limits(self, query: dict[str, object], limits: Limits | None) -> dict[str, object]:
        """The query with its visits, and Black's view asked for whatever the config says."""
        query["overrideSettings"] = {BLACK_VIEW[0]: BLACK_VIEW[1]}
        if limits is not None and limits.visits:
            query["maxVisits"] = limits.visits
        if limits is not None and limits.seconds:
            query["overrideSettings"]["maxTime"] = limits.seconds  # type: ignore[index]  # a search parameter
        return query

    def _collect(
        self,
        sent: dict[str, dict[int, int]],
        shape: EnginePosition,
        cancel: Cancel | None,
        on_result: Callable[[int, Analysis], None] | None,
        timeout: float,
    ) -> dict[int, Analysis]:
        """The final results of the queries ``sent`` (id -> turn -> the index to file it under);
        ``shape`` gives the board's size. Each result may take ``timeout`` after the last."""
        wanted = sum(len(indices) for indices in sent.values())
        results: dict[int, Analysis] = {}
        deadline = time.monotonic() + timeout
        while len(results) < wanted:
            line = self._next_line(deadline, cancel)
            if not line.startswith("{"):
                continue
            ident, warning = _query_id(line)
            if ident not in sent:
                continue
            if warning:  # e.g. rules an older network cannot take, converted to the nearest
                self.warnings.append(warning)
                continue
            _id, turn, analysis = parse_katago_json(
                line, width=shape.width, height=shape.height, perspective=Perspective.BLACK
            )
            if analysis.final and turn in sent[ident]:
                deadline = time.monotonic() + timeout
                index = sent[ident][turn]
                results[index] = analysis.with_token(index)
                if on_result is not None:
                    on_result(index, results[index])
        return results

    def close(self) -> None:
        processes.unregister(self)
        if self._process.stdin is not None:
            with contextlib.suppress(OSError):
                self._process.stdin.close()
        for step in (self._process.terminate, self._process.kill):
            try:
                self._process.wait(timeout=3.0)
                return
            except subprocess.TimeoutExpired:
                step()
        self._process.wait(timeout=3.0)


def _game_query(position: EnginePosition) -> dict[str, object]:
    """What every query of one game says: its rules, komi, size, and that ownership is wanted."""
    rules = kata_rules(position.ruleset)
    return {
        "rules": json.loads(rules) if rules.startswith("{") else rules,
        "komi": position.komi,
        "boardXSize": position.width,
        "boardYSize": position.height,
        "includeOwnership": True,
    }


def _query_id(line: str) -> tuple[str | None, str]:
    """The ``id`` a result line answers (None for a line that is not a JSON object), and
    the text of a warning line (which carries no result)."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError:
        return None, ""
    if not isinstance(data, dict):
        return None, ""
    warning = str(data["warning"]) if "warning" in data and "rootInfo" not in data else ""
    return str(data.get("id")), warning
