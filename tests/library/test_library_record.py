"""The stored events replay to the same boards as ``qtgo.sgf.replay`` on awkward records:
setup stones mid-game, illegal moves placed anyway, passes, sizes from 2 to 19."""

from __future__ import annotations

from pathlib import Path

import pytest
from library_brute_force import cells_of

from qtgo.library import events as ev
from qtgo.library.record import build_record
from qtgo.sgf import PositionCache, SgfError, load


def boards(events, size: int) -> list[list[int]]:
    """The cells after 0, 1, 2, ... moves, in one pass (``events.board_after`` for each move)."""
    cells = [ev.EMPTY] * size
    found = []
    for event in events:
        kind = event >> ev.SHIFT
        if kind <= ev.PASS_WHITE:
            found.append(cells[:])
        state = ev.RESULT[kind]
        if state is not None:
            cells[event & ev.POINT_MASK] = state
    found.append(cells[:])
    return found


def records(corpus: Path) -> list[Path]:
    files = sorted((corpus / "gnugo-regression").iterdir())[::6] + sorted((corpus / "edge").iterdir())
    return [path for path in files if path.suffix.lower() == ".sgf"]


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
def test_events_give_the_boards_of_the_rules_replay(corpus):
    checked = 0
    for path in records(corpus):
        try:
            games = load(path, check_moves=False).games
        except SgfError:
            continue
        for tree in games:
            try:
                record = build_record(tree)
            except SgfError:
                continue
            width, height = tree.size
            events = ev.decode(ev.encode(record.lines[0].events))
            after = boards(events, width * height)
            assert after[-1] == ev.board_after(events, len(after), width * height)
            cache = PositionCache(tree)
            moves = 0
            line = tree.main_line()
            for number, node in enumerate(line):
                if node.move is not None:
                    moves += 1
                following = line[number + 1] if number + 1 < len(line) else None
                if following is not None and following.move is None:
                    continue  # the library's position after a move includes setup up to the next move
                want = cells_of(cache.game_at(node).board, width, height)
                assert after[moves] == want, (path.name, moves)
                checked += 1
    assert checked > 3000
