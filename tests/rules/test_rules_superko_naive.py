"""Ko and superko verdicts against a naive reference that keeps whole boards as text.

On tiny boards random games repeat positions all the time; for every candidate move the
engine's ``check`` must say exactly what a plain recomputation says: occupied, suicide, the
immediate retake of a single stone (ko), or a repetition the ko rule forbids (superko).
"""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from qtgo.rules import Color, Game, IllegalReason, KoRule, Move, Point, Ruleset

Rows = tuple[str, ...]


def naive_play(rows: Rows, x: int, y: int, colour: str, suicide_allowed: bool) -> tuple[Rows, int] | None:
    """(rows after the move, stones captured) or None for an illegal suicide."""
    height, width = len(rows), len(rows[0])
    grid = [list(row) for row in rows]
    grid[y][x] = colour
    other = "O" if colour == "X" else "X"

    def chain(cx: int, cy: int) -> tuple[set[tuple[int, int]], bool]:
        who = grid[cy][cx]
        stones, stack, free = {(cx, cy)}, [(cx, cy)], False
        while stack:
            sx, sy = stack.pop()
            for nx, ny in ((sx + 1, sy), (sx - 1, sy), (sx, sy + 1), (sx, sy - 1)):
                if 0 <= nx < width and 0 <= ny < height:
                    if grid[ny][nx] == ".":
                        free = True
                    elif grid[ny][nx] == who and (nx, ny) not in stones:
                        stones.add((nx, ny))
                        stack.append((nx, ny))
        return stones, free

    captured = 0
    for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
        if 0 <= nx < width and 0 <= ny < height and grid[ny][nx] == other:
            stones, free = chain(nx, ny)
            if not free:
                for sx, sy in stones:
                    grid[sy][sx] = "."
                captured += len(stones)
    stones, free = chain(x, y)
    if not free:
        if not suicide_allowed or len(stones) == 1:
            return None
        for sx, sy in stones:
            grid[sy][sx] = "."
    return tuple("".join(row) for row in grid), captured


@settings(max_examples=80, deadline=None)
@given(
    width=st.integers(2, 4),
    height=st.integers(2, 3),
    ko=st.sampled_from(list(KoRule)),
    suicide=st.booleans(),
    data=st.data(),
)
def test_check_agrees_with_naive_history(
    width: int, height: int, ko: KoRule, suicide: bool, data: st.DataObject
) -> None:
    ruleset = dataclasses.replace(Ruleset.preset("japanese"), ko=ko, multi_stone_suicide=suicide)
    game = Game(width, height, ruleset=ruleset)
    rows: Rows = tuple(game.board.rows())
    boards = {rows}
    situations = {(rows, "B")}
    previous: Rows | None = None  # the board before the opponent's last move (if it was a move)
    for _ in range(data.draw(st.integers(5, 80), label="length")):
        colour = game.to_play
        mark = "X" if colour is Color.BLACK else "O"
        following = "W" if colour is Color.BLACK else "B"
        legal: list[Move] = [Move.pass_(colour)]
        for y in range(height):
            for x in range(width):
                move = Move(colour, Point(x, y))
                if rows[y][x] != ".":
                    expected: IllegalReason | None = IllegalReason.OCCUPIED
                else:
                    result = naive_play(rows, x, y, mark, suicide)
                    if result is None:
                        expected = IllegalReason.SUICIDE
                    else:
                        after, captured = result
                        if captured == 1 and previous is not None and after == previous:
                            expected = IllegalReason.KO
                        elif (ko is KoRule.POSITIONAL and after in boards) or (
                            ko is KoRule.SITUATIONAL and (after, following) in situations
                        ):
                            expected = IllegalReason.SUPERKO
                        else:
                            expected = None
                assert game.check(move) is expected, (rows, move, previous)
                if expected is None:
                    legal.append(move)
        move = data.draw(st.sampled_from(legal), label="move")
        game.play(move)
        if move.point is None:
            previous = None
        else:
            previous = rows
            rows = tuple(game.board.rows())
            boards.add(rows)
        situations.add((rows, following))
        if game.consecutive_passes >= 2:
            game.resume()
