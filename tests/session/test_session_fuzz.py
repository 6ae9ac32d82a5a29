"""Mutated real records opened in the session and navigated: refused cleanly or drawn at every step.

Independent checks crashed the session on 257 of 3,300 mutated corpus files (an off-board
move on the path broke ``display()``). This opens a fixed sample of 300 corpus files, each
mutated with a fixed seed, exactly as the window does (``GameSession.open``), and walks the
main line and the first variations, drawing every position. Only ``SessionError`` (the clear
message of a file that cannot be opened) may come out.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from qtgo.session import GameSession, SessionError

FILES = 300
SEED = 11


def _sample(corpus: Path) -> list[Path]:
    paths = sorted(
        p
        for folder in ("edge", "gnugo-regression", "ai", "foreign")
        for p in (corpus / folder).rglob("*")
        if p.is_file() and p.suffix.lower() in (".sgf", ".gib", ".ngf", ".ugf", ".ugi")
    )
    return random.Random(SEED).sample(paths, min(FILES, len(paths)))


def _mutate(data: bytes, rng: random.Random) -> bytes:
    """A few byte-level changes of the kinds that broke real readers."""
    buffer = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        if not buffer:
            break
        at = rng.randrange(len(buffer))
        kind = rng.randrange(6)
        if kind == 0:
            buffer[at] = rng.randrange(256)
        elif kind == 1:
            del buffer[at : at + rng.randint(1, 20)]
        elif kind == 2:
            buffer[at:at] = rng.choice(
                [
                    b";",
                    b"(",
                    b")",
                    b"[",
                    b"]",
                    b"\\",
                    b"B[zz]",
                    b"W[ss]",
                    b"AB[aa:ss]",
                    b"SZ[52]",
                    b"SZ[1]",
                    b"CA[idna]",
                    b"\xff\xfe",
                    b"KM[750]",
                    b"TR[aa:ss]",
                ]
            )
        elif kind == 3:
            start = rng.randrange(len(buffer))
            buffer[at:at] = buffer[start : start + rng.randint(1, 200)]
        elif kind == 4:
            buffer[at : at + 2] = bytes(rng.choice(b"abcdefghijklmnopqrstuvwxyz") for _ in range(2))
        else:
            buffer = buffer[:at]
    return bytes(buffer)


def _walk(session: GameSession) -> int:
    """Draw main-line positions (an off-board move breaks every one after it), then variations."""
    drawn = 0
    session.display()
    for step in range(400):
        if not session.cursor.forward():
            break
        if step < 30 or step % 10 == 0:  # every early position, then a sample: CI stays fast
            session.display()
            drawn += 1
    session.cursor.to_start()
    for _ in range(40):
        session.cursor.next_variation()
        session.display()
        if not session.cursor.forward():
            break
        session.display()
        drawn += 1
    session.cursor.to_end()
    session.display()
    return drawn


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
def test_mutated_corpus_files_open_and_navigate(corpus: Path, tmp_path: Path) -> None:
    paths = _sample(corpus)
    if len(paths) < 50:
        pytest.skip("too few corpus files to fuzz")
    rng = random.Random(SEED)
    opened = refused = 0
    for index, source in enumerate(paths):
        mutated = tmp_path / f"{index}{source.suffix}"
        mutated.write_bytes(_mutate(source.read_bytes(), rng))
        try:
            session = GameSession.open(mutated)
        except SessionError:
            refused += 1
            continue
        try:
            _walk(session)
        except SessionError:
            pass  # a refused step is a message, not a crash
        except Exception as error:  # pragma: no cover - the failure this test exists for
            raise AssertionError(f"{source.name} (mutated as {mutated.name}): {error!r}") from error
        opened += 1
    assert opened + refused == len(paths)
    assert opened > len(paths) // 4  # many mutations leave a readable record to walk
