"""qtgo's own reading problems: each answer read again by the checker that made it."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from qtgo.rules import Color, Point
from qtgo.rules.problem_maker import ProblemKind
from qtgo.rules.reading import LocalFight
from qtgo.sgf import GameTree, Node, load
from qtgo.sgf.problem_records import fight_of

PROBLEMS = Path(__file__).resolve().parents[2] / "resources" / "problems"
ENGLISH = PROBLEMS / "reading_problems.sgf"
RUSSIAN = PROBLEMS / "ru" / "reading_problems.sgf"


def _records(path: Path) -> list[GameTree]:
    return list(load(path).games)


def _moves(path: list[Node]) -> list[Point | None]:
    out = []
    for node in path:
        move = node.move
        if move is not None:
            out.append(move.point)
    return out


def _settled(fight: LocalFight, line: list[Point | None]) -> bool:
    """Black's goal holds even if Black passes from here: White cannot undo it with two moves."""
    if fight.captured(Color.BLACK, line):
        return True
    return all(
        None in fight.winning_moves(Color.BLACK, [*line, reply]) for reply in fight.legal_moves(Color.BLACK, line)
    )


def _check_student_turn(tree: GameTree, fight: LocalFight, node: Node) -> int:
    """Every right move of Black is in the record here, and every line below holds; returns lines."""
    line = _moves(tree.path_to(node)[1:])
    right = {p for p in fight.winning_moves(Color.BLACK, line) if p is not None}
    recorded = {child.move.point: child for child in node.children if child.move is not None}
    wrong = {
        point for point, child in recorded.items() if child.children and "Wrong" in (child.children[0].comment or "")
    }
    assert set(recorded) - wrong == right, f"{tree.root.get('GN')}: right moves after {line}"
    lines = 0
    for point in wrong:
        refutation = recorded[point].children[0].move
        assert refutation is not None and refutation.color is Color.WHITE
        assert refutation.point in fight.winning_moves(Color.BLACK, [*line, point])  # the refutation works
        lines += 1
    for point in right:
        child = recorded[point]
        assert child.move is not None and child.move.color is Color.BLACK
        after = [*line, point]
        if not child.children:
            assert child.comment == "Correct!"
            assert _settled(fight, after)
            lines += 1
            continue
        (reply,) = child.children
        assert reply.move is not None and reply.move.color is Color.WHITE
        assert reply.move.point in fight.legal_moves(Color.BLACK, after)
        lines += _check_student_turn(tree, fight, reply)
    return lines


def test_at_least_a_hundred_problems_from_beginner_to_dan_of_each_kind() -> None:
    records = _records(ENGLISH)
    assert len(records) >= 100
    assert Counter(r.root.get("QL") for r in records).keys() == {"beginner", "kyu", "dan"}
    assert Counter(r.root.get("QK") for r in records).keys() == {k.value for k in ProblemKind}
    assert min(Counter(r.root.get("QL") for r in records).values()) >= 20


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
def test_every_shipped_answer_is_verified_by_exhaustive_reading() -> None:
    for tree in _records(ENGLISH):
        fight, kind = fight_of(tree)
        black_attacks = kind is not ProblemKind.LIVE
        # A real problem: Black reaches the goal playing first, fails if White plays first.
        assert fight.attacker_wins(Color.BLACK) is black_attacks
        assert fight.attacker_wins(Color.WHITE) is not black_attacks
        assert len([p for p in fight.winning_moves(Color.BLACK) if p is not None]) == 1
        assert _check_student_turn(tree, fight, tree.root) >= 1


def test_the_russian_collection_is_the_same_problems_in_russian() -> None:
    english, russian = _records(ENGLISH), _records(RUSSIAN)
    assert len(english) == len(russian)
    for en, ru in zip(english, russian, strict=True):
        assert [n.move for n in en.nodes()] == [n.move for n in ru.nodes()]
        assert en.root.get("AB") == ru.root.get("AB")
        assert ru.root.comment in (
            "Чёрные начинают и убивают белую группу.",
            "Чёрные начинают и живут.",
            "Чёрные начинают и берут отмеченный камень.",
        )


@pytest.mark.parametrize("path", [ENGLISH, RUSSIAN])
def test_problem_mode_judges_the_first_problem(path: Path) -> None:
    from qtgo.session.problem import GoProblem, Status

    tree = _records(path)[0]
    fight, _kind = fight_of(tree)
    (right,) = [p for p in fight.winning_moves(Color.BLACK) if p is not None]
    problem = GoProblem(tree)
    attempt = problem.play(right)
    while attempt.status is Status.SOLVING:
        line = _moves(problem.tree.path_to(problem.node)[1:])
        attempt = problem.play(next(p for p in fight.winning_moves(Color.BLACK, line) if p is not None))
    assert attempt.status is Status.RIGHT
    wrong = next(p for p in fight.legal_moves(Color.BLACK) if p != right)
    again = GoProblem(tree)
    assert again.play(wrong).status is Status.WRONG
