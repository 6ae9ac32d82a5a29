"""Every file of the shared corpus: read, write, read again, and get the same tree."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.sgf import SgfSyntaxError, dumps, parse

WRITTEN_ANEW = {"FF", "CA", "AP"}  # the root's header is qtgo's own after writing


def differences(first, second) -> str | None:
    """Where two trees differ (properties and child order), without recursion."""
    stack = [(first, second, True, "root")]
    while stack:
        a, b, is_root, where = stack.pop()
        pa = {k: v for k, v in a.properties.items() if v and not (is_root and k in WRITTEN_ANEW)}
        pb = {k: v for k, v in b.properties.items() if v and not (is_root and k in WRITTEN_ANEW)}
        if pa != pb:
            return f"{where}: {pa} != {pb}"
        if len(a.children) != len(b.children):
            return f"{where}: {len(a.children)} children != {len(b.children)}"
        for index, (x, y) in enumerate(zip(a.children, b.children, strict=True)):
            stack.append((x, y, False, f"{where}/{index}"))
    return None


def sgf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() == ".sgf")


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
@pytest.mark.slow
@pytest.mark.parametrize("folder", ["ai", "gnugo-regression", "edge"])
def test_read_write_read_gives_the_same_tree(corpus: Path, folder: str) -> None:
    files = sgf_files(corpus / folder)
    assert files, f"no SGF files in {corpus / folder}"
    failures: list[str] = []
    empty = 0
    for path in files:
        data = path.read_bytes()
        if not data.strip():
            with pytest.raises(SgfSyntaxError):
                parse(data)
            empty += 1
            continue
        first = parse(data)
        text = dumps(first.games)
        second = parse(text.encode("utf-8"))
        if second.warnings:
            failures.append(f"{path.name}: warnings on reading what was written: {second.warnings[:2]}")
        if len(second.games) != len(first.games):
            failures.append(f"{path.name}: {len(first.games)} games became {len(second.games)}")
            continue
        for number, (a, b) in enumerate(zip(first.games, second.games, strict=True), 1):
            problem = differences(a.root, b.root)
            if problem:
                failures.append(f"{path.name} game {number}: {problem[:300]}")
        # Writing what was read back gives the same text again.
        if dumps(second.games) != text:
            failures.append(f"{path.name}: writing is not stable")
    assert not failures, "\n".join(failures[:20])
    assert empty <= 1  # the corpus holds one empty file (gnugo's pending/nightmare.sgf)


@pytest.mark.slow
def test_every_main_line_replays(corpus: Path) -> None:
    """The main line of every gnugo-regression record replays; warnings, never crashes."""
    from qtgo.sgf import replay

    for path in sgf_files(corpus / "gnugo-regression"):
        data = path.read_bytes()
        if not data.strip():
            continue
        for game in parse(data).games:
            result = replay(game)
            assert result.game.board.width == game.size[0]
