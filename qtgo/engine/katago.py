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
from qtgo.engine.gtp import split_command
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
        self, command: str | Sequence[str], *, timeout: float = 120.0, perspective: Perspective = Perspective.BLACK
    ) -> None:
        self.argv = split_command(command)
        self.timeout = timeout
        self.perspective = perspective
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
            lines.put(raw.decode("utf-8", "replace").strip())
        lines.put(None)

    def _read_stderr(self) -> None:
        assert self._process.stderr is not None
        for raw in self._process.stderr:
            self._stderr.append(raw.decode("utf-8", "replace").rstrip())

    def stderr_text(self) -> str:
        return "\n".join(self._stderr)

    def _send(self, query: dict[str, object]) -> str:
        self._next += 1
        ident = f"qtgo-{self._next}"
        query = {"id": ident, **query}
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

        ``timeout``: seconds each result may take after the one before (default: the
        engine's ``timeout``, plus ``limits.seconds``); past it, TIMEOUT.
        """
        height = position.height
        query: dict[str, object] = {
            "initialStones": [[gtp_color(m.color), gtp_move(m, height)] for m in position.steps if position.from_board]
            + [["B", p.to_gtp(height)] for p in position.free_handicap],
            "moves": [] if position.from_board else [[gtp_color(m.color), gtp_move(m, height)] for m in position.steps],
            "rules": json.loads(rules) if (rules := kata_rules(position.ruleset)).startswith("{") else rules,
            "komi": position.komi,
            "boardXSize": position.width,
            "boardYSize": position.height,
            "analyzeTurns": list(turns),
            "includeOwnership": True,
        }
        if position.from_board:
            query["initialPlayer"] = gtp_color(position.to_play)
        if limits is not None and limits.visits:
            query["maxVisits"] = limits.visits
        if limits is not None and limits.seconds:
            settings = query.setdefault("overrideSettings", {})
            assert isinstance(settings, dict)
            settings["maxTime"] = limits.seconds  # a search parameter: only honoured here
        if timeout is None:
            timeout = self.timeout + ((limits.seconds or 0.0) if limits is not None else 0.0)
        ident = self._send(query)
        results: dict[int, Analysis] = {}
        deadline = time.monotonic() + timeout
        while len(results) < len(turns):
            line = self._next_line(deadline, cancel)
            if not line.startswith("{") or f'"{ident}"' not in line:
                continue
            if '"warning"' in line and '"turnNumber"' not in line:
                self._stderr.append(f"(qtgo) KataGo warned about the query: {line}")  # the query still runs
                continue
            _id, turn, analysis = parse_katago_json(
                line, width=position.width, height=height, perspective=self.perspective
            )
            if analysis.final:
                deadline = time.monotonic() + timeout
                results[turn] = analysis.with_token(turn)
                if on_result is not None:
                    on_result(turn, results[turn])
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
