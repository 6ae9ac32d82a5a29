"""The common move, made fast: a stone during play, in one inlined pass over its neighbours.

Look at the four neighbours, check ko and superko, then change the board in place. This is
the hot loop of every replay (a collection of thousands of games is read through it), so
it is written out by hand over the board's arrays rather than through the board's methods;
``Game.play`` calls it for every stone, and ``Game._play_general`` handles every other case
(handicap, counting, suicide, errors) through the plain code.
"""

from __future__ import annotations

from ._game_state import StoneState
from ._tables import TO_PLAY_KEY
from .board import BLACK, WHITE
from .ruleset import KoRule
from .types import Color, IllegalMoveError, IllegalReason, Move, Point

_COLORS = (None, Color.BLACK, Color.WHITE)
_BLACK_COLOR = Color.BLACK
_NOTHING: frozenset[Point] = frozenset()
_PSK = KoRule.POSITIONAL
_SSK = KoRule.SITUATIONAL


def play_stone(game: StoneState, move: Move, point: Point) -> frozenset[Point]:
    """Put ``move``'s stone on ``point`` during play; returns the captured points."""
    x, y = point
    board = game._board
    if not (0 <= x < board.width and 0 <= y < board.height):
        raise IllegalMoveError(IllegalReason.OFF_BOARD, move)
    stride = board._stride
    p = (y + 1) * stride + x + 1
    cells = board._cells
    if cells[p]:
        raise IllegalMoveError(IllegalReason.OCCUPIED, move)
    code = BLACK if move.color is _BLACK_COLOR else WHITE
    other = 3 - code
    chain = board._chain
    libs = board._libs
    members = board._members
    z = board._z
    new_hash = board._hash ^ z[code][p]  # type: ignore[index]
    friends: list[int] = []
    enemies: list[int] = []
    captured: list[int] = []
    own: list[int] = []
    neighbours = board._nbrs[p]
    # One pass: empty neighbours, friendly chains, enemy chains (each once) and which of
    # those the stone takes; the enemy list spares a second look at the neighbours below.
    for q in neighbours:
        v = cells[q]
        if v == 0:
            own.append(q)
        elif v == code:
            r = chain[q]
            if r not in friends:
                friends.append(r)
        elif v == other:
            r = chain[q]
            if r not in enemies:
                enemies.append(r)
                if len(libs[r]) == 1:  # type: ignore[arg-type]
                    captured.append(r)
                    zo = z[other]
                    for s in members[r]:  # type: ignore[union-attr]
                        new_hash ^= zo[s]  # type: ignore[index]
    if not own and not captured:
        for r in friends:
            if len(libs[r]) > 1:  # type: ignore[arg-type]
                break
        else:
            return game._play_general(move)
    ko = game._ko
    if (
        ko is not None and ko[0] == p and ko[1] == code and len(captured) == 1 and len(members[captured[0]]) == 1  # type: ignore[arg-type]
    ):
        raise IllegalMoveError(IllegalReason.KO, move)
    if game._emptied is not None and game._forbidden_emptied(p, code):
        raise IllegalMoveError(IllegalReason.JUST_EMPTIED, move)
    tt_moves_left = game._tt_moves_left
    if tt_moves_left and code == BLACK:
        following = BLACK if tt_moves_left > 1 else WHITE
    else:
        following = other
    situation = new_hash ^ TO_PLAY_KEY[following]
    seen = game._seen_situations
    ko_rule = game._ko_rule
    if ko_rule is _PSK:
        if new_hash ^ TO_PLAY_KEY[BLACK] in seen or new_hash ^ TO_PLAY_KEY[WHITE] in seen:
            raise IllegalMoveError(IllegalReason.SUPERKO, move)
        game._repetition = False
    elif ko_rule is _SSK:
        if situation in seen:
            raise IllegalMoveError(IllegalReason.SUPERKO, move)
        game._repetition = False
    else:
        game._repetition = situation in seen
    # The move is legal: change the board.
    if tt_moves_left and code == BLACK:
        game._tt_moves_left = tt_moves_left - 1
    cells[p] = code
    if captured:
        removed: list[int] = []
        for r in captured:
            removed += board._remove_chain(r, other, p)
        game._caps[code] += len(removed)
        own = [q for q in neighbours if cells[q] == 0]
        for r in enemies:
            if r not in captured:
                libs[r].discard(p)  # type: ignore[union-attr]
    else:
        removed = captured
        for r in enemies:
            libs[r].discard(p)  # type: ignore[union-attr]
    # The chain merge below is Board._apply's, inlined: this is the hot path of every
    # replay (benchmarks/rules_replay.py). A change to one must be made to the other.
    if not friends:
        chain[p] = p
        members[p] = [p]
        libs[p] = set(own)
        # A simple ko: one stone captured by a lone stone whose only liberty is that point.
        if len(removed) == 1 and len(own) == 1:
            game._ko = (removed[0], other)
        else:
            game._ko = None
    else:
        game._ko = None
        rep = friends[0]
        if len(friends) > 1:
            for r in friends:
                if len(members[r]) > len(members[rep]):  # type: ignore[arg-type]
                    rep = r
            big = members[rep]
            big_libs = libs[rep]
            for r in friends:
                if r != rep:
                    stones = members[r]
                    for s in stones:  # type: ignore[union-attr]
                        chain[s] = rep
                    big.extend(stones)  # type: ignore[union-attr, arg-type]
                    big_libs |= libs[r]  # type: ignore[operator]
                    members[r] = None
                    libs[r] = None
        members[rep].append(p)  # type: ignore[union-attr]
        chain[p] = rep
        rep_libs = libs[rep]
        rep_libs.update(own)  # type: ignore[union-attr]
        rep_libs.discard(p)  # type: ignore[union-attr]
    board._hash = new_hash
    game._to_play = _COLORS[following]  # type: ignore[assignment]
    game._passes = 0
    seen.add(situation)
    game._moves.append(move)
    if not removed:
        game._emptied = None
        return _NOTHING
    game._emptied = (code, removed)
    point_of = board._point
    return frozenset([point_of(i) for i in removed])
