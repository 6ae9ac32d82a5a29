"""Reversible tree edits: the deleted variation really leaves the game (and comes back)."""

from __future__ import annotations

import pytest

from qtgo.rules import Point
from qtgo.session import GameSession, Problem, SessionError

RECORD = "(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))"


def test_a_deleted_variation_is_no_longer_part_of_the_game() -> None:
    review = GameSession.from_text(RECORD)
    review.cursor.forward(2)
    assert review.cursor.next_variation()
    side = review.node
    edit = review.delete_variation()
    assert side.parent is None and side not in review.node.children
    assert review.node is review.tree.main_line()[1]  # the cursor left the deleted line
    with pytest.raises(SessionError) as refused:
        review.to_node(side)
    assert refused.value.reason is Problem.NOT_IN_GAME
    with pytest.raises(ValueError):
        review.tree.path_to(side)
    assert "W[gc]" not in review.record.to_sgf()
    edit.undo()
    assert side.parent is review.tree.main_line()[1] and review.node is side
    assert review.tree.path_to(side)[-1] is side and "W[gc]" in review.record.to_sgf()
    edit.redo()
    assert side.parent is None


def test_undoing_an_added_variation_detaches_it() -> None:
    review = GameSession.from_text(RECORD)
    review.cursor.forward()
    result = review.play(Point(6, 6))
    assert result.edit is not None
    added = review.node
    result.edit.undo()
    assert added.parent is None and review.node is review.tree.main_line()[1]
    with pytest.raises(SessionError):
        review.to_node(added)
    result.edit.redo()
    assert review.node is added and added.parent is review.tree.main_line()[1]


def test_promoting_a_variation_and_undoing_it_restores_the_order() -> None:
    review = GameSession.from_text(RECORD)
    review.cursor.forward(2)
    assert review.cursor.next_variation()
    side = review.node
    edit = review.promote_variation()
    assert edit is not None and review.tree.main_line()[2] is side
    edit.undo()
    assert review.tree.main_line()[2] is not side and side.variation_index == 1
