"""The cursor alone: navigation along the chosen line, chosen children, move numbers."""

from __future__ import annotations

import pytest

from qtgo import sgf
from qtgo.session import Cursor, Problem, SessionError

# Main line B[ee] W[cc] B[gg]; at move 1 a side line W[gc] B[cg].
TEXT = "(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc];B[cg]))"


def tree_and_cursor() -> tuple[sgf.GameTree, Cursor]:
    tree = sgf.parse(TEXT).games[0]
    return tree, Cursor(lambda: tree)


def test_forward_back_start_and_end_follow_the_main_line() -> None:
    tree, cursor = tree_and_cursor()
    assert cursor.node is tree.root and not cursor.back()
    assert cursor.forward(2)
    assert cursor.node.get("W") == "cc" and cursor.move_number() == 2
    assert cursor.to_end() and cursor.node.get("B") == "gg"
    assert not cursor.forward()
    assert cursor.move_count() == 3 and cursor.on_main_line()
    assert cursor.back(10) and cursor.node is tree.root  # stops at the root
    assert cursor.to_end()
    assert cursor.to_start() and not cursor.to_start()
    cursor.to_move(2)
    assert cursor.node.get("W") == "cc"


def test_a_chosen_child_is_followed_until_the_cursor_is_reset() -> None:
    tree, cursor = tree_and_cursor()
    fork = tree.root.children[0]
    side = fork.children[1]
    cursor.select(side)
    assert cursor.node is side and not cursor.on_main_line()
    assert cursor.variation_index() == (1, 2)
    assert cursor.chosen_child(fork) is side
    cursor.to_start()
    cursor.to_end()
    assert cursor.node.get("B") == "cg"  # the end of the chosen line, not the main line
    assert cursor.line_end(tree.root) is cursor.node
    cursor.reset()
    assert cursor.node is tree.root and cursor.chosen_child(fork) is fork.children[0]


def test_switching_variations_and_forgetting_a_choice() -> None:
    tree, cursor = tree_and_cursor()
    fork = tree.root.children[0]
    cursor.forward(2)
    assert cursor.next_variation() and cursor.node is fork.children[1]
    assert cursor.chosen_child(fork) is fork.children[1]
    assert cursor.previous_variation() and cursor.node is fork.children[0]
    cursor.select(fork.children[1])
    cursor.forget(fork, fork.children[1])
    assert cursor.chosen_child(fork) is fork.children[0]


def test_a_removed_node_is_refused() -> None:
    tree, cursor = tree_and_cursor()
    side = tree.root.children[0].children[1]
    tree.remove(side)
    with pytest.raises(SessionError) as info:
        cursor.to_node(side)
    assert info.value.reason is Problem.NOT_IN_GAME
    assert cursor.node is tree.root
    with pytest.raises(SessionError):
        cursor.to_node(sgf.Node())


# Comments at moves 2 and 6 of the main line; forks after move 1 and after move 4.
NAVIGATION = "(;SZ[9];B[ee](;W[cc]C[two];B[gg];W[gc](;B[cg];W[dg]C[six];B[eg])(;B[hh]))(;W[gg];B[cc]))"


def _navigation() -> Cursor:
    tree = sgf.parse(NAVIGATION).games[0]
    return Cursor(lambda: tree)


def test_next_and_previous_comment_follow_the_line() -> None:
    cursor = _navigation()
    assert cursor.next_comment() and cursor.node.comment == "two" and cursor.move_number() == 2
    assert cursor.next_comment() and cursor.node.comment == "six" and cursor.move_number() == 6
    assert not cursor.next_comment() and cursor.node.comment == "six"  # none after it: stays
    assert cursor.previous_comment() and cursor.node.comment == "two"
    assert not cursor.previous_comment() and cursor.move_number() == 2


def test_next_and_previous_branch_point_stop_where_the_line_forks() -> None:
    cursor = _navigation()
    assert cursor.next_branch() and cursor.move_number() == 1 and len(cursor.node.children) == 2
    assert cursor.next_branch() and cursor.move_number() == 4
    assert not cursor.next_branch()
    cursor.to_end()
    assert cursor.previous_branch() and cursor.move_number() == 4
    assert cursor.previous_branch() and cursor.move_number() == 1
    assert not cursor.previous_branch()


def test_go_to_move_number_follows_the_chosen_line() -> None:
    cursor = _navigation()
    cursor.forward()
    cursor.forward()
    assert cursor.switch_variation(1) and cursor.node.get("W") == "gg"  # the side line at move 2
    cursor.to_start()
    assert cursor.to_move_number(3) and cursor.node.get("B") == "cc"  # still on the side line
    assert not cursor.to_move_number(3)
    assert cursor.to_move_number(1) and cursor.to_move_number(99) and cursor.node.get("B") == "cc"  # its end
