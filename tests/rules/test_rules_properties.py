"""Property tests (hypothesis): random games keep the board consistent.

After every move: no chain without liberties is left; stones on the board = stones placed -
stones removed; the incremental hash, chains and liberties equal a recomputation from
scratch; captures agree with sgfmill's independent board; undo restores the hash.
"""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from qtgo.rules import PRESET_NAMES, Board, Color, Game, Move, Point, Ruleset

B, W = Color.BLACK, Color.WHITE


def naive_chains(rows: list[str]) -> list[tuple[str, set[tuple[int, int]], set[tuple[int, int]]]]:
    """Chains and liberties by flood fill over the text rows, independent of the engine."""
    height, width = len(rows), len(rows[0])
    seen: set[tuple[int, int]] = set()
    result = []
    for y in range(height):
        for x in range(width):
            colour = rows[y][x]
            if colour == "." or (x, y) in seen:
                continue
            stones, libs, stack = {(x, y)}, set(), [(x, y)]
            seen.add((x, y))
            while stack:
                cx, cy = stack.pop()
                for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                    if 0 <= nx < width and 0 <= ny < height:
                        other = rows[ny][nx]
                        if other == ".":
                            libs.add((nx, ny))
                        elif other == colour and (nx, ny) not in seen:
                            seen.add((nx, ny))
                            stones.add((nx, ny))
                            stack.append((nx, ny))
            result.append((colour, stones, libs))
    return result


def check_consistency(game: Game) -> None:
    board = game.board
    rows = board.rows()
    for _colour, stones, libs in naive_chains(rows):
        assert libs, f"a chain without liberties: {sorted(stones)}"
        some = Point(*next(iter(stones)))
        assert board.chain(some) == {Point(*s) for s in stones}
        assert board.liberties(some) == {Point(*p) for p in libs}
    assert board.hash == Board.from_rows(rows).hash


sizes = st.tuples(st.integers(2, 7), st.integers(2, 7))
rulesets = st.sampled_from(PRESET_NAMES)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=sizes, rules=rulesets, data=st.data())
def test_random_games_stay_consistent(size: tuple[int, int], rules: str, data: st.DataObject) -> None:
    width, height = size
    ruleset = dataclasses.replace(Ruleset.preset(rules), four_passes_end=False)
    game = Game(width, height, ruleset=ruleset)
    placed = removed = 0
    hashes = [game.board.hash]
    rows_history = [game.board.rows()]
    length = data.draw(st.integers(1, 60), label="length")
    for _ in range(length):
        candidates = game.legal_moves()
        move = data.draw(st.sampled_from(candidates), label="move")
        captured = game.play(move)
        if move.point is not None:
            placed += 1
            removed += len(captured)
        stones = sum(1 for _ in game.board.stones())
        assert stones == placed - removed
        assert game.captures[B] + game.captures[W] == removed
        check_consistency(game)
        hashes.append(game.board.hash)
        rows_history.append(game.board.rows())
    # Undo all the way back: every hash and board on the way is the one played through.
    for expected_hash, expected_rows in zip(reversed(hashes[:-1]), reversed(rows_history[:-1]), strict=True):
        game.undo()
        assert game.board.hash == expected_hash
        assert game.board.rows() == expected_rows
    assert game.move_number == 0


@settings(max_examples=60, deadline=None)
@given(side=st.integers(2, 9), data=st.data())
def test_captures_agree_with_sgfmill(side: int, data: st.DataObject) -> None:
    """sgfmill's (square) board is an independent implementation of placing and capturing."""
    boards = __import__("sgfmill.boards", fromlist=["Board"])
    reference = boards.Board(side)
    game = Game(side, ruleset=Ruleset.preset("japanese"))
    for _ in range(data.draw(st.integers(1, 80), label="length")):
        moves = [m for m in game.legal_moves() if m.point is not None]
        if not moves:
            break
        move = data.draw(st.sampled_from(moves), label="move")
        before = {p for p, c in game.board.stones() if c is move.color.opponent}
        captured = game.play(move)
        assert move.point is not None
        row, col = side - 1 - move.point.y, move.point.x
        reference.play(row, col, "b" if move.color is B else "w")
        for y in range(side):
            for x in range(side):
                mine = game.board[Point(x, y)]
                expected = reference.get(side - 1 - y, x)
                assert (mine.value.lower() if mine else None) == expected
        after = {p for p, c in game.board.stones() if c is move.color.opponent}
        assert captured == before - after


@settings(max_examples=40, deadline=None)
@given(size=sizes, data=st.data())
def test_legal_moves_are_exactly_the_playable_ones(size: tuple[int, int], data: st.DataObject) -> None:
    width, height = size
    rules = data.draw(rulesets, label="rules")
    game = Game(width, height, ruleset=dataclasses.replace(Ruleset.preset(rules), four_passes_end=False))
    for _ in range(data.draw(st.integers(0, 30), label="length")):
        legal = set(game.legal_moves())
        for point in game.board.points():
            move = Move(game.to_play, point)
            reason = game.check(move)
            assert (reason is None) == (move in legal)
        game.play(data.draw(st.sampled_from(sorted(legal, key=str)), label="move"))
