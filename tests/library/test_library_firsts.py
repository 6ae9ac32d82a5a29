"""``first``: when each point got its first stone and each block first lost one, from a line's events."""

from __future__ import annotations

from qtgo.library import events as ev
from qtgo.library.firsts import BLOCK, LATE, NEVER, block_of, colour_offset, first_stones


def _event(kind: int, x: int, y: int, width: int = 9) -> int:
    return kind << ev.SHIFT | (y * width + x)


def _pass(kind: int = ev.PASS_BLACK) -> int:
    return kind << ev.SHIFT


def test_moves_set_the_move_count_of_their_point_and_passes_count() -> None:
    events = [_event(ev.MOVE_BLACK, 2, 2), _pass(ev.PASS_WHITE), _event(ev.MOVE_BLACK, 6, 6)]
    first = first_stones(events, 9, 9)
    # a byte a point, then a 3x3 grid of 4x4 blocks (cut at the edge), then a colour bit a point
    assert len(first) == 81 + 3 * 3 + 11
    assert first[2 * 9 + 2] == 1 and first[6 * 9 + 6] == 3
    assert first[: 81 + 9].count(NEVER) == 81 - 2 + 9  # nothing else filled, no block lost a stone


def _first_black(first: bytes, point: int, width: int = 9) -> bool:
    return bool(first[colour_offset(width, width) + (point >> 3)] >> (point & 7) & 1)


def test_the_colour_bits_say_which_colour_came_first_on_each_point() -> None:
    events = [_event(ev.SET_BLACK, 0, 0), _event(ev.SET_WHITE, 1, 0), _event(ev.MOVE_WHITE, 4, 4)]
    events += [_event(ev.MOVE_BLACK, 3, 3), _event(ev.MOVE_WHITE, 2, 2), _event(ev.CAPTURE, 3, 3)]
    events += [_event(ev.MOVE_WHITE, 3, 3)]  # white after the black stone there was taken
    first = first_stones(events, 9, 9)
    assert [_first_black(first, p) for p in (0, 1, 4 * 9 + 4, 3 * 9 + 3, 2 * 9 + 2)] == [
        True,
        False,
        False,
        True,
        False,
    ]
    assert not any(_first_black(first, p) for p in range(81) if first[p] == NEVER)


def test_setup_before_the_first_move_is_move_0_and_later_setup_is_a_loss() -> None:
    events = [_event(ev.SET_BLACK, 2, 2), _event(ev.SET_WHITE, 6, 6), _event(ev.MOVE_WHITE, 4, 4)]
    events.append(_event(ev.SET_BLACK, 0, 8))  # a setup after play began
    first = first_stones(events, 9, 9)
    assert (first[2 * 9 + 2], first[6 * 9 + 6], first[4 * 9 + 4]) == (0, 0, 1)
    assert first[8 * 9] == NEVER  # not a first stone the bytes rely on...
    assert first[block_of(8 * 9, 9, 9)] == 1  # ...but its block changed after move 1


def test_a_capture_and_a_move_onto_a_stone_are_losses_of_their_block_at_that_move() -> None:
    events = [
        _event(ev.MOVE_BLACK, 0, 0),
        _event(ev.MOVE_WHITE, 1, 0),
        _event(ev.MOVE_BLACK, 8, 8),
        _event(ev.MOVE_WHITE, 0, 1),
        _event(ev.CAPTURE, 0, 0),  # after move 4
        _event(ev.MOVE_BLACK, 0, 0),  # filled again: its first stone stays move 1
        _event(ev.CAPTURE, 8, 8),  # a move onto a stone is stored as the capture of the old one
        _event(ev.MOVE_WHITE, 8, 8),
    ]
    first = first_stones(events, 9, 9)
    assert first[0] == 1 and first[80] == 3
    assert first[block_of(0, 9, 9)] == 4
    assert first[block_of(80, 9, 9)] == 5
    assert first[block_of(4 * 9 + 4, 9, 9)] == NEVER


def test_moves_from_move_254_on_are_late() -> None:
    width = 19
    events = [_pass() for _ in range(260)] + [_event(ev.MOVE_BLACK, 3, 3, width)]
    events.insert(100, _event(ev.MOVE_WHITE, 15, 15, width))
    first = first_stones(events, width, width)
    assert first[15 * width + 15] == 101 and first[3 * width + 3] == LATE
    assert block_of(18 * width + 18, width, width) == width * width + 4 * 5 + 4 and BLOCK == 4
