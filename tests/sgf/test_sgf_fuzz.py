"""Fuzzing: random bytes and mutated real records; only SgfError may come out."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from qtgo.sgf import SgfError, dumps, parse, replay

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
SAMPLES = [
    CORPUS / "edge" / "gogui__ff4_ex.sgf",
    CORPUS / "edge" / "gogui__verbose-property-names.sgf",
    CORPUS / "edge" / "gogui__human-readable.sgf",
    CORPUS / "gnugo-regression" / "trevor__trevor_42.sgf",
    CORPUS / "gnugo-regression" / "9handicap.sgf",
]
SEEDS = [p.read_bytes() for p in SAMPLES if p.is_file()]
SEEDS.append(
    "(;FF[4]CA[Shift_JIS]GM[1]SZ[9]PB[表]C[a\\]b\\\\c\\\nd];B[ee](;W[cc]LB[dd:A]AR[aa:bb])"
    "(;W[tt]AB[aa:cc]));B[R16]".encode("cp932")
)
SETTINGS = settings(
    deadline=1000,  # milliseconds: nothing may take more than a second
    max_examples=300,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
SGF_ALPHABET = b"()[];:\\ \n\rABWCabcdeFGtsz019+-.\xe5\x9b\x81\x5c\x5d"


def exercise(data: bytes) -> None:
    """Parse, touch every typed accessor, write and re-read; only SgfError may escape."""
    try:
        result = parse(data)
    except SgfError:
        return
    for game in result.games:
        for node in game.nodes():
            for accessor in ("move", "setup", "labels", "arrows", "triangles"):
                with contextlib.suppress(SgfError):
                    getattr(node, accessor)
        text = dumps(game)
        again = parse(text)
        assert len(again.games) == 1
        assert dumps(again.games[0]) == text
        with contextlib.suppress(SgfError):
            replay(game)


@SETTINGS
@given(st.binary(max_size=2000))
def test_random_bytes(data: bytes) -> None:
    exercise(data)


@SETTINGS
@given(st.lists(st.sampled_from(list(SGF_ALPHABET)), max_size=400).map(bytes))
def test_random_sgf_like_bytes(data: bytes) -> None:
    exercise(data)


@SETTINGS
@given(st.text(max_size=500))
def test_random_text(text: str) -> None:
    exercise(text.encode("utf-8", "surrogatepass"))


@pytest.mark.skipif(not SEEDS, reason="the shared corpus is absent")
@SETTINGS
@given(
    seed=st.sampled_from(SEEDS),
    edits=st.lists(
        st.tuples(
            st.sampled_from(["delete", "insert", "replace", "truncate", "duplicate"]),
            st.floats(0, 1),
            st.integers(0, 255),
            st.integers(1, 40),
        ),
        min_size=1,
        max_size=8,
    ),
)
def test_mutated_real_records(seed: bytes, edits: list[tuple[str, float, int, int]]) -> None:
    data = bytearray(seed)
    for kind, where, byte, length in edits:
        at = int(where * len(data))
        if kind == "delete":
            del data[at : at + length]
        elif kind == "insert":
            data[at:at] = bytes([byte]) * length
        elif kind == "replace" and at < len(data):
            data[at] = byte
        elif kind == "truncate":
            del data[at:]
        elif kind == "duplicate":
            data[at:at] = data[at : at + length]
    exercise(bytes(data))
