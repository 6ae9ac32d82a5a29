"""Problems qtgo makes itself: corner life and death, and captures, verified by reading.

A candidate position is kept only when exhaustive reading (``qtgo.rules.reading``) shows it
is a real problem: the side to play reaches its goal with exactly one first move, and would
fail if the other side played first. The answer is then a tree of moves read from the same
search: every right move of the student at each turn, the opponent's most stubborn reply
(the one that leaves the student the fewest right moves), up to the point where the
student's goal holds even if the student passed; plus a few wrong first moves, each with
the reply that refutes it. The student always plays Black.
"""

from __future__ import annotations

import enum
import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass

from .reading import LocalFight
from .types import Color, Point

__all__ = ["Level", "ProblemKind", "ProblemMove", "ReadProblem", "make_problems", "read_problem"]

BOARD = 9
MAX_WRONG = 3


class ProblemKind(enum.Enum):
    KILL = "kill"  # Black attacks a white group in the corner
    LIVE = "live"  # Black's group in the corner must live
    CAPTURE = "capture"  # Black captures the marked white stones


class Level(enum.Enum):
    """How deep the answer reads: the student's moves on the main line (and the ranks
    a player who reads that deep usually holds)."""

    BEGINNER = "beginner"  # one move
    KYU = "kyu"  # two moves
    DAN = "dan"  # three moves or more

    @classmethod
    def of(cls, student_moves: int) -> Level:
        return cls.BEGINNER if student_moves <= 1 else cls.KYU if student_moves == 2 else cls.DAN


@dataclass(frozen=True)
class ProblemMove:
    """A move of the answer tree; ``right``/``wrong`` mark a line's end."""

    point: Point | None
    color: Color
    children: tuple[ProblemMove, ...] = ()
    right: bool = False
    wrong: bool = False


@dataclass(frozen=True)
class ReadProblem:
    """A verified problem: position, fight, answer tree and level."""

    kind: ProblemKind
    stones: dict[Point, Color]
    region: frozenset[Point]
    target: Point
    answer: tuple[ProblemMove, ...]
    level: Level
    size: int = BOARD

    def fight(self) -> LocalFight:
        return LocalFight(self.size, self.size, self.stones, self.region, self.target)

    def main_line_length(self) -> int:
        count, moves = 0, self.answer
        while moves:
            first = next((m for m in moves if not m.wrong), None)
            if first is None:
                break
            if first.color is Color.BLACK:
                count += 1
            moves = first.children
        return count


def _answer(fight: LocalFight, student: Color, line: list[Point | None]) -> tuple[ProblemMove, ...]:
    """The student's right moves after ``line`` (the student to play), each continued."""
    moves = []
    for point in fight.winning_moves(student, line):
        # Never a pass: the root has one right move, a stone, and the replies kept below
        # are those a pass of the student does not answer.
        assert point is not None
        after = [*line, point]
        moves.append(_after_student(fight, student, after, point))
    return tuple(moves)


def _after_student(fight: LocalFight, student: Color, line: list[Point | None], point: Point) -> ProblemMove:
    opponent = student.opponent
    if fight.captured(student, line):
        return ProblemMove(point, student, right=True)
    # The opponent's replies that test the student: those the student may not ignore.
    tests: list[tuple[int, Point]] = []
    for reply in fight.legal_moves(student, line):
        right = fight.winning_moves(student, [*line, reply])
        if None not in right:
            tests.append((len(right), reply))
    if not tests:
        # The goal holds even if the student passes: the opponent cannot undo it with two
        # moves in a row.
        return ProblemMove(point, student, right=True)
    reply = min(tests, key=lambda test: test[0])[1]  # the most stubborn: fewest right answers
    after = [*line, reply]
    return ProblemMove(point, student, (ProblemMove(reply, opponent, _answer(fight, student, after)),))


def _wrong_moves(fight: LocalFight, student: Color, right: set[Point | None], rng: random.Random) -> list[ProblemMove]:
    wrong = [p for p in fight.legal_moves(student) if p not in right]
    rng.shuffle(wrong)
    out = []
    for point in wrong[:MAX_WRONG]:
        refutations = [r for r in fight.winning_moves(student, [point]) if r is not None]
        if not refutations:
            continue
        out.append(
            ProblemMove(point, student, (ProblemMove(refutations[0], student.opponent, wrong=True),), wrong=False)
        )
    return out


def read_problem(
    kind: ProblemKind, stones: dict[Point, Color], region: frozenset[Point], target: Point, *, seed: int = 0
) -> ReadProblem | None:
    """The problem of this position with Black to play, or None when it is not one."""
    fight = LocalFight(BOARD, BOARD, stones, region, target)
    black_attacks = kind is not ProblemKind.LIVE
    black_first = fight.attacker_wins(Color.BLACK)
    white_first = fight.attacker_wins(Color.WHITE)
    if black_attacks and not (black_first and not white_first):
        return None
    if not black_attacks and not (not black_first and white_first):
        return None
    right = fight.winning_moves(Color.BLACK)
    if len(right) != 1 or right[0] is None:
        return None
    answer = _answer(fight, Color.BLACK, [])
    wrong = _wrong_moves(fight, Color.BLACK, set(right), random.Random(seed))
    problem = ReadProblem(kind, stones, region, target, answer + tuple(wrong), Level.BEGINNER)
    return ReadProblem(kind, stones, region, target, problem.answer, Level.of(problem.main_line_length()))


# ------------------------------------------------------------------ candidates
def _corner(rng: random.Random, defender: Color) -> tuple[dict[Point, Color], frozenset[Point], Point] | None:
    """A group of ``defender`` in the top-left corner behind a wall it cannot capture."""
    width, height = rng.randint(3, 5), 2 if rng.random() < 0.6 else 3
    inside = {Point(x, y) for x in range(width) for y in range(height)}
    attacker = defender.opponent
    stones: dict[Point, Color] = {}
    for x in range(width + 1):
        stones[Point(x, height)] = attacker
    for y in range(height + 1):
        stones[Point(width, y)] = attacker
    # The wall's outside keeps it alive: a second row of the attacker's stones where it helps.
    ring = [p for p in inside if p.x == width - 1 or p.y == height - 1]
    for point in ring:
        if rng.random() < 0.8:
            stones[point] = defender
    for point in inside - set(ring):
        roll = rng.random()
        if roll < 0.15:
            stones[point] = defender
        elif roll < 0.25:
            stones[point] = attacker
    # Every point inside may be played (captured stones leave points free), none outside.
    region = frozenset(inside)
    if len(inside) > 12 or not 3 <= sum(1 for p in inside if p not in stones) <= 7:
        return None
    group = [p for p in inside if stones.get(p) is defender]
    if not group:
        return None
    target = max(group, key=lambda p: (p.x + p.y, p.x))
    return stones, region, target


def _capture(rng: random.Random) -> tuple[dict[Point, Color], frozenset[Point], Point] | None:
    """Stones scattered near the corner; a white chain of one or two liberties to catch."""
    stones: dict[Point, Color] = {}
    for x in range(6):
        for y in range(6):
            roll = rng.random()
            if roll < 0.2:
                stones[Point(x, y)] = Color.BLACK
            elif roll < 0.38:
                stones[Point(x, y)] = Color.WHITE
    whites = [p for p, c in stones.items() if c is Color.WHITE]
    if not whites:
        return None
    target = rng.choice(whites)
    near = [
        Point(x, y)
        for x in range(BOARD)
        for y in range(BOARD)
        if Point(x, y) not in stones and abs(x - target.x) + abs(y - target.y) <= 3
    ]
    near.sort(key=lambda p: abs(p.x - target.x) + abs(p.y - target.y))
    region = frozenset(near[:8])
    if len(region) < 3:
        return None
    return stones, region, target


def candidates(kind: ProblemKind, seed: int) -> Iterator[tuple[dict[Point, Color], frozenset[Point], Point]]:
    rng = random.Random(seed)
    while True:
        if kind is ProblemKind.CAPTURE:
            made = _capture(rng)
        else:
            made = _corner(rng, Color.WHITE if kind is ProblemKind.KILL else Color.BLACK)
        if made is not None:
            yield made


def make_problems(kind: ProblemKind, count: int, *, seed: int = 1, tries: int = 20_000) -> list[ReadProblem]:
    """``count`` distinct verified problems of ``kind`` (fewer if ``tries`` candidates give fewer)."""
    seen: set[frozenset[tuple[Point, Color]]] = set()
    found: list[ReadProblem] = []
    for index, (stones, region, target) in enumerate(itertools.islice(candidates(kind, seed), tries)):
        if len(found) >= count:
            break
        key = frozenset(stones.items())
        if key in seen:
            continue
        seen.add(key)
        problem = read_problem(kind, stones, region, target, seed=index)
        if problem is not None:
            found.append(problem)
    return found
