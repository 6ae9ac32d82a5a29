"""A GTP v2 client for an engine in a subprocess.

One request at a time (GTP is sequential), each with an id so that a late answer to a
request that timed out is recognised and dropped instead of being taken for the answer to
the next one. The caller's thread reads stdout itself (``select`` on the pipe, POSIX),
which keeps qtgo's round trip close to a bare pipe's; a thread keeps stderr (bounded) for
the log window, so an engine that writes a lot there never blocks on a full pipe.
Every wait has a timeout, and ``close`` goes ``quit`` → terminate → kill and reaps the
process, so no engine is left hanging or as a zombie whatever it does.
"""

from __future__ import annotations

import collections
import contextlib
import os
import select
import shlex
import subprocess
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from qtgo.engine import processes
from qtgo.engine.errors import EngineError, EngineFault

__all__ = ["EngineInfo", "GtpClient", "GtpReply", "split_command"]

#: Seconds a request may take unless the caller says otherwise.
DEFAULT_TIMEOUT = 30.0
#: How many stderr lines are kept for the log.
STDERR_LINES = 2000

#: Seconds a real answer may take to follow lines that are not GTP.
GARBAGE_GRACE = 1.0


def split_command(command: str | Sequence[str]) -> list[str]:
    """A command line as a shell splits words (``"gnugo --mode gtp --level 1"``)."""
    if isinstance(command, str):
        try:
            words = shlex.split(command)
        except ValueError as error:
            raise EngineError(EngineFault.NOT_STARTED, f"cannot read the command line {command!r}: {error}") from None
    else:
        words = list(command)
    if not words:
        raise EngineError(EngineFault.NOT_STARTED, "the engine command line is empty")
    return words


@dataclass(frozen=True)
class GtpReply:
    """One answer: ``ok`` for ``=``, False for ``?``; ``text`` without the prefix and id."""

    ok: bool
    text: str


@dataclass(frozen=True)
class EngineInfo:
    """What the engine said about itself when it started."""

    name: str
    version: str
    protocol_version: str
    commands: frozenset[str] = field(default_factory=frozenset)

    def knows(self, command: str) -> bool:
        return command in self.commands

    @property
    def label(self) -> str:
        """``"GNU Go 3.8"``: how the record and the CLI name the engine."""
        return f"{self.name} {self.version}".strip()


class _Reply:
    """The reply being read: which request it answers, and what has arrived of it."""

    def __init__(self, ident: int, command: str, on_line: Callable[[str], None] | None) -> None:
        self.ident = ident
        self.command = command
        self.on_line = on_line
        self.header: tuple[int | None, bool] | None = None
        self.lines: list[str] = []
        self.garbage: str | None = None


class GtpClient:
    """A running GTP engine.

    ``on_stderr`` and ``on_traffic`` (``(direction, line)`` with ``">"`` for what we
    send, ``"<"`` for what it answers) are called from the reader threads: a GUI must
    hand them over to its own thread.
    """

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        cwd: str | os.PathLike[str] | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        on_stderr: Callable[[str], None] | None = None,
        on_traffic: Callable[[str, str], None] | None = None,
    ) -> None:
        self.argv = split_command(command)
        self.cwd = cwd
        self.timeout = timeout
        self.on_stderr = on_stderr
        self.on_traffic = on_traffic
        self.info = EngineInfo("", "", "")
        self._stderr: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        self._buffer = bytearray()
        self._eof = False
        self._lock = threading.Lock()  # one request at a time
        self._next_id = 1
        self._stream: _Reply | None = None
        self._finished = GtpReply(True, "")  # a stream the engine ended by itself
        self._closed = False
        self._dead = False
        self._deadline: float | None = None  # see ``deadline``
        try:
            self._process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=cwd,
                start_new_session=True,  # a Ctrl+C in the terminal is ours to handle, not the engine's
            )
        except FileNotFoundError:
            raise EngineError(
                EngineFault.NOT_STARTED, f"cannot start the engine: {self.argv[0]}: no such program"
            ) from None
        except PermissionError:
            raise EngineError(
                EngineFault.NOT_STARTED, f"cannot start the engine: {self.argv[0]}: not allowed to run it"
            ) from None
        except OSError as error:
            raise EngineError(
                EngineFault.NOT_STARTED, f"cannot start the engine {self.argv[0]}: {error.strerror or error}"
            ) from None
        processes.register(self)
        self._stdin = self._process.stdin
        assert self._process.stdout is not None
        self._stdout_fd = self._process.stdout.fileno()
        self._err_reader = threading.Thread(target=self._read_stderr, name="gtp-stderr", daemon=True)
        self._err_reader.start()

    # ------------------------------------------------------------------ start-up

    @classmethod
    def start(
        cls,
        command: str | Sequence[str],
        *,
        start_timeout: float = 60.0,
        cwd: str | os.PathLike[str] | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        on_stderr: Callable[[str], None] | None = None,
        on_traffic: Callable[[str, str], None] | None = None,
    ) -> GtpClient:
        """Run the engine and probe it (``protocol_version``, ``name``, ``version``,
        ``list_commands``); an engine that does not answer is shut down again."""
        client = cls(command, cwd=cwd, timeout=timeout, on_stderr=on_stderr, on_traffic=on_traffic)
        try:
            client.probe(timeout=start_timeout)
        except EngineError:
            client.close()
            raise
        return client

    def probe(self, *, timeout: float | None = None) -> EngineInfo:
        """Ask the engine who it is and what it knows; the answers land in ``info``."""
        protocol = self.send("protocol_version", timeout=timeout)
        name = self._optional("name", timeout)
        version = self._optional("version", timeout)
        listed = self.request("list_commands", timeout=timeout)
        commands = (
            frozenset(line.strip() for line in listed.text.splitlines() if line.strip()) if listed.ok else frozenset()
        )
        self.info = EngineInfo(name or self.argv[0], version, protocol, commands)
        return self.info

    def _optional(self, command: str, timeout: float | None) -> str:
        reply = self.request(command, timeout=timeout)
        return reply.text.strip() if reply.ok else ""

    def knows(self, command: str) -> bool:
        """Whether the engine listed ``command``; asks ``known_command`` if it listed none."""
        if self.info.commands:
            return command in self.info.commands
        reply = self.request(f"known_command {command}")
        return reply.ok and reply.text.strip() == "true"

    # ------------------------------------------------------------------ requests

    @property
    def alive(self) -> bool:
        return not self._dead and not self._closed and self._process.poll() is None

    @property
    def pid(self) -> int:
        return self._process.pid

    def send(self, command: str, *, timeout: float | None = None) -> str:
        """The answer to ``command``; a ``?`` answer raises ``EngineError(REFUSED)``."""
        reply = self.request(command, timeout=timeout)
        if not reply.ok:
            raise EngineError(
                EngineFault.REFUSED,
                f"{self._who()} refused '{command}': {reply.text or 'no reason given'}",
                stderr=self.stderr_tail(),
            )
        return reply.text

    def request(
        self, command: str, *, timeout: float | None = None, on_line: Callable[[str], None] | None = None
    ) -> GtpReply:
        """Send one command and wait for its reply (``?`` answers are returned, not raised).

        ``on_line`` receives each line of the reply as it arrives.
        """
        command = command.strip()
        if not command or "\n" in command or "\r" in command:
            raise EngineError(EngineFault.GARBAGE, f"not one GTP command: {command!r}")
        with self._lock:
            reply = self._begin(command, on_line)
            return self._wait(reply, self._bounded(self.timeout if timeout is None else timeout))

    @contextlib.contextmanager
    def deadline(self, seconds: float) -> Iterator[None]:
        """Within the block, every request ends at most ``seconds`` from now, whatever its
        own timeout: one bound for a task made of several commands (a position's analysis)."""
        outer = self._deadline
        self._deadline = time.monotonic() + seconds if outer is None else min(outer, time.monotonic() + seconds)
        try:
            yield
        finally:
            self._deadline = outer

    def _bounded(self, timeout: float) -> float:
        if self._deadline is None:
            return timeout
        return max(0.001, min(timeout, self._deadline - time.monotonic()))

    def start_stream(self, command: str, on_line: Callable[[str], None]) -> None:
        """Begin a reply that streams (``kata-analyze``): ``pump`` reads it, ``stop_stream`` ends it.

        Holds the request lock until ``stop_stream``, so nothing else is sent meanwhile.
        """
        self._lock.acquire()
        try:
            self._stream = self._begin(command.strip(), on_line)
        except BaseException:
            self._lock.release()
            raise

    def pump(self, seconds: float) -> None:
        """Read what the stream sends for up to ``seconds``, handing each line to its listener."""
        reply = self._stream
        if reply is None:
            return
        done = self._read_reply(reply, time.monotonic() + seconds)
        if done is not None:  # the engine ended the stream itself
            self._stream = None
            self._finished = done

    def stop_stream(self, *, timeout: float | None = None) -> GtpReply:
        """End a streaming reply with a bare newline (KataGo and Leela Zero stop on any input)."""
        try:
            reply = self._stream
            if reply is None:
                return self._finished
            self._stream = None
            self._write(b"\n")
            return self._wait(reply, self.timeout if timeout is None else timeout)
        finally:
            self._lock.release()

    def _begin(self, command: str, on_line: Callable[[str], None] | None) -> _Reply:
        self._check_usable(command)
        ident = self._next_id
        self._next_id += 1
        line = f"{ident} {command}"
        if self.on_traffic is not None:
            self.on_traffic(">", line)
        self._write((line + "\n").encode("utf-8"))
        return _Reply(ident, command, on_line)

    def _write(self, data: bytes) -> None:
        assert self._stdin is not None
        try:
            self._stdin.write(data)
            self._stdin.flush()
        except (BrokenPipeError, ValueError, OSError):
            self._dead = True
            raise self._crash_error() from None

    def _check_usable(self, command: str) -> None:
        if self._closed:
            raise EngineError(EngineFault.CLOSED, f"{self._who()} was shut down; cannot send '{command}'")
        if self._dead or self._process.poll() is not None:
            self._dead = True
            raise self._crash_error()

    def _wait(self, reply: _Reply, timeout: float) -> GtpReply:
        answer = self._read_reply(reply, time.monotonic() + timeout)
        if answer is not None:
            return answer
        if reply.garbage is None and self._buffer.strip():
            reply.garbage = bytes(self._buffer).decode("utf-8", "replace")  # a prompt without a newline
        if reply.garbage is not None:
            raise EngineError(
                EngineFault.GARBAGE,
                f"{self._who()} answered '{reply.command}' with something that is not GTP: {reply.garbage[:80]!r}",
                stderr=self.stderr_tail(),
            )
        raise EngineError(
            EngineFault.TIMEOUT,
            f"{self._who()} did not answer '{reply.command}' within {_seconds(timeout)} s",
            stderr=self.stderr_tail(),
        )

    def _read_reply(self, reply: _Reply, deadline: float) -> GtpReply | None:
        """Read lines until ``reply`` is complete (returned) or ``deadline`` passes (None).

        Replies to earlier requests that timed out carry their own ids and are skipped.
        """
        while True:
            line = self._read_line(deadline)
            if line is None:
                return None
            if self.on_traffic is not None and line:
                self.on_traffic("<", line)
            if reply.header is None:
                if not line.strip():
                    continue  # blank lines between replies mean nothing
                if line[0] in "=?":
                    ident, rest = _split_header(line)
                    reply.header = (ident, line[0] == "=")
                    reply.lines = [rest] if rest else []
                    if rest and reply.on_line is not None and ident in (None, reply.ident):
                        _deliver(reply.on_line, rest)
                    continue
                # Some engines chatter on stdout before they answer: log it, and give the
                # real answer a moment to follow; only a line alone is a fault.
                self._log(f"(stdout) {line}")
                if reply.garbage is None:
                    reply.garbage = line
                    deadline = min(deadline, time.monotonic() + GARBAGE_GRACE)
                continue
            ident, ok = reply.header
            if line.strip():
                reply.lines.append(line)
                if reply.on_line is not None and ident in (None, reply.ident):
                    _deliver(reply.on_line, line)
                continue
            text = "\n".join(reply.lines)
            reply.header, reply.lines = None, []
            if ident is not None and ident != reply.ident:
                continue  # a late answer to a request that timed out
            return GtpReply(ok, text)

    def _read_line(self, deadline: float) -> str | None:
        """The next line of stdout, read in the caller's thread (no hand-over between
        threads: that is what keeps the round trip within a few microseconds of a bare
        pipe). None when ``deadline`` passes; CRASHED at the end of the output."""
        buffer = self._buffer
        while True:
            end = buffer.find(b"\n")
            if end >= 0:
                raw = bytes(buffer[:end])
                del buffer[: end + 1]
                return raw.decode("utf-8", "replace").rstrip("\r").replace("\t", " ")
            if self._eof:
                if buffer:
                    raw = bytes(buffer)
                    buffer.clear()
                    return raw.decode("utf-8", "replace")
                self._dead = True
                raise self._crash_error()
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                ready, _w, _x = select.select([self._stdout_fd], [], [], left)
            except (OSError, ValueError):
                self._eof = True
                continue
            if not ready:
                return None
            try:
                chunk = os.read(self._stdout_fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                self._eof = True
            buffer += chunk

    def _read_stderr(self) -> None:
        stream = self._process.stderr
        assert stream is not None
        try:
            for raw in stream:
                line = raw.decode("utf-8", "replace").rstrip("\r\n")
                self._stderr.append(line)
                if self.on_stderr is not None:
                    self.on_stderr(line)
        except (OSError, ValueError):
            pass

    # ------------------------------------------------------------------ diagnostics

    def note(self, line: str) -> None:
        """Add qtgo's own remark to the engine's log (marked as ours)."""
        self._log(f"(qtgo) {line}")

    def _log(self, line: str) -> None:
        self._stderr.append(line)
        if self.on_stderr is not None:
            self.on_stderr(line)

    def stderr_text(self) -> str:
        """Everything kept of what the engine wrote to stderr (the log window's text)."""
        return "\n".join(self._stderr)

    def stderr_tail(self, lines: int = 5) -> str:
        return "\n".join(list(self._stderr)[-lines:])

    def _who(self) -> str:
        return self.info.label or os.path.basename(self.argv[0])

    def _crash_error(self) -> EngineError:
        code = self._process.poll()
        if code is None:
            try:
                code = self._process.wait(timeout=3.0)  # its output closed: it is exiting
            except subprocess.TimeoutExpired:
                code = None
        how = (
            "closed its output"
            if code is None
            else f"exited with code {code}"
            if code >= 0
            else f"was killed by signal {-code}"
        )
        tail = self.stderr_tail(1)
        return EngineError(
            EngineFault.CRASHED,
            f"{self._who()} stopped: it {how}" + (f" ({tail.strip()})" if tail.strip() else ""),
            stderr=self.stderr_tail(),
        )

    # ------------------------------------------------------------------ shutdown

    def close(self, *, timeout: float = 3.0) -> int | None:
        """``quit``, then terminate, then kill; the process is reaped. Returns its exit code."""
        if self._closed:
            return self._process.returncode
        processes.unregister(self)
        got_lock = self._lock.acquire(timeout=timeout)
        try:
            if self.alive:
                with contextlib.suppress(EngineError):
                    self._write(b"quit\n")
        finally:
            self._closed = True
            if got_lock:
                self._lock.release()
        code = self._reap(timeout)
        for stream in (self._stdin, self._process.stdout, self._process.stderr):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        self._err_reader.join(timeout=1.0)
        return code

    def _reap(self, timeout: float) -> int | None:
        try:
            return self._process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            pass
        self._process.terminate()
        try:
            return self._process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            pass
        self._process.kill()
        try:
            return self._process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def __enter__(self) -> GtpClient:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def _seconds(value: float) -> str:
    """``0.3``, ``30``: a timeout as people write it (a deadline leaves 0.299943 s)."""
    return f"{value:.1f}".rstrip("0").rstrip(".") if value >= 0.05 else f"{value:.2g}"


def _deliver(on_line: Callable[[str], None], line: str) -> None:
    """Hand a streamed line over; a listener's mistake must not kill the reader thread."""
    with contextlib.suppress(Exception):  # the listener keeps its own errors; the reply must be read on
        on_line(line)


def _split_header(line: str) -> tuple[int | None, str]:
    """``"=12 D4"`` -> ``(12, "D4")``; ``"= D4"`` -> ``(None, "D4")``."""
    body = line[1:]
    digits = 0
    while digits < len(body) and body[digits].isdigit():
        digits += 1
    ident = int(body[:digits]) if digits else None
    return ident, body[digits:].strip()
