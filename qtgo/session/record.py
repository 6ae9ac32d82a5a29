"""``Record``: the SGF collection a session shows, and every change of its text.

The record owns the games of the file, which game is open, where it is saved, the rules read
from its root and the position cache. Every change goes through the game tree's own API
(``GameTree.add_child``, ``remove``, ``insert``, ``make_main_line``, ``Node.set``), so the tree is
never half edited; edits that the window may undo come back as :class:`Edit` values.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

from qtgo import sgf
from qtgo.clock import TimeControl
from qtgo.rules import Color, Game, Move, Point, Ruleset
from qtgo.session.errors import FileError, Problem, SessionError
from qtgo.session.notes import EditKind
from qtgo.session.rule_overrides import RULE_OVERRIDES, apply_overrides

# An edit is made on demand (qtgo.session.edit): the first paint makes none.
if TYPE_CHECKING:
    from qtgo.clock import PlayerClock
    from qtgo.session.edit import Edit


def __getattr__(name: str) -> object:
    if name == "Edit":
        from qtgo.session.edit import Edit

        return Edit
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: qtgo's private root properties for White's own time control when it differs from
#: Black's (``TM``/``OT`` hold Black's); the values are written as ``TM``/``OT`` are.
WHITE_TM = "QWTM"
WHITE_OT = "QWOT"

#: Game information that a game being played may not change (it decides the position and the score).
LIVE_FIXED_INFO = ("RU", "KM", "HA", "SZ")

#: Game-information properties the Game info dialog edits, in the order it shows them.
GAME_INFO_KEYS = (
    "PB", "BR", "BT", "PW", "WR", "WT", "KM", "HA", "RU", "RE", "DT", "EV", "RO", "PC",
    "TM", "OT", "GN", "GC", "SO", "US", "AN",
)  # fmt: skip

#: Kinds of point markup a user can toggle (``LB`` gets the next free letter).
POINT_MARKUP = ("TR", "SQ", "CR", "MA", "LB", "SL", "DD")
LINE_MARKUP = ("AR", "LN")
_SHAPES = ("TR", "SQ", "CR", "MA", "SL")


def move_of(node: sgf.Node) -> Move | None:
    """The node's move, or None (no move, or one the reader could not make sense of)."""
    try:
        return node.move
    except (ValueError, IndexError):
        return None


def captured_by(before: Game, after: Game, move: Move) -> frozenset[Point]:
    """The stones ``move`` took off the board (from the positions before and after it)."""
    if move.point is None:
        return frozenset()
    opponent = move.color.opponent
    return frozenset(p for p, color in before.board.stones() if color is opponent and after.board[p] is None)


def parse_points(values: Iterable[str]) -> list[Point]:
    """SGF point values, with compressed ``aa:cc`` rectangles expanded."""
    points: list[Point] = []
    for value in values:
        if ":" in value:
            first, _, last = value.partition(":")
            a, b = Point.from_sgf(first), Point.from_sgf(last)
            for y in range(min(a.y, b.y), max(a.y, b.y) + 1):
                for x in range(min(a.x, b.x), max(a.x, b.x) + 1):
                    points.append(Point(x, y))
        elif value:
            points.append(Point.from_sgf(value))
    return points


@dataclass(frozen=True)
class Assumed:
    """What a record leaves unsaid (no ``RU``/``KM``, or one qtgo cannot read) and the game is
    played and counted by all the same: said, so that nobody takes it for the record's."""

    rules: str | None = None  # the preset's name, when ``RU`` names none
    komi: float | None = None  # when ``KM`` gives none

    def __bool__(self) -> bool:
        return self.rules is not None or self.komi is not None


class Record:
    """The open collection: its games, the open one, its file, its rules and its positions."""

    def __init__(
        self, games: Sequence[sgf.GameTree], *, path: str | os.PathLike[str] | None = None, warnings: Iterable[str] = ()
    ) -> None:
        if not games:
            raise FileError(Problem.NO_GAME)
        self.games = list(games)
        self.index = 0
        self.path: Path | None = Path(path) if path else None
        self.warnings: list[str] = list(warnings)
        self.modified = False
        self.ruleset: Ruleset = Ruleset.preset("japanese")
        self._positions = sgf.PositionCache(self.tree, ruleset=self.ruleset)
        self._cache: tuple[sgf.Node, Game] | None = None
        # The node holding the game information when the root does not (found once: the
        # window asks for the players' names at every step through a record).
        self._info_node: sgf.Node | None = None
        self.load_rules()

    # ----------------------------------------------------------------- the open game
    @property
    def tree(self) -> sgf.GameTree:
        return self.games[self.index]

    @property
    def root(self) -> sgf.Node:
        return self.tree.root

    @property
    def size(self) -> tuple[int, int]:
        return self.tree.size

    def select_game(self, index: int) -> None:
        """Open another game of the collection (files may hold several)."""
        if not 0 <= index < len(self.games):
            raise SessionError(Problem.NO_SUCH_GAME, n=len(self.games))
        self.index = index
        self.load_rules()

    def load_rules(self) -> None:
        """Read the rules from the root (``RU``, ``KM``, qtgo's overrides) and reset the positions."""
        tree = self.tree
        ruleset, warnings = sgf.ruleset_for(tree)
        ruleset, override_warnings = apply_overrides(ruleset, self.first(tree.root, RULE_OVERRIDES))
        warnings.extend(override_warnings)
        self.warnings.extend(w for w in warnings if w not in self.warnings)
        self.ruleset = ruleset
        self._positions = sgf.PositionCache(tree, ruleset=ruleset)
        self._cache = None
        self._info_node = None

    def assumed(self) -> Assumed:
        """The rules and komi the open game is played by that its root does not give."""
        rules = (self.tree.rules or "").strip()
        unknown = not rules or Ruleset.from_sgf(rules)[1] is not None
        return Assumed(
            rules=self.ruleset.name if unknown else None,
            komi=self.ruleset.komi if self.tree.komi is None else None,
        )

    def use_ruleset(self, ruleset: Ruleset) -> None:
        """Replay under ``ruleset`` (a new game keeps the exact rules it was made with)."""
        self.ruleset = ruleset
        self._positions = sgf.PositionCache(self.tree, ruleset=ruleset)
        self._cache = None

    def game_at(self, node: sgf.Node) -> Game:
        """The rules state at ``node`` (do not mutate it)."""
        cached = self._cache
        if cached is not None and cached[0] is node:
            return cached[1]
        game = self._positions.game_at(node)
        self._cache = (node, game)
        return game

    def move_number_at(self, node: sgf.Node) -> int:
        """Moves from the root to ``node`` (passes, illegal and off-board ones included)."""
        return self._positions.result_at(node).moves

    def replay_warnings(self) -> list[str]:
        """What replaying the main line reports (illegal moves placed anyway, ...)."""
        return list(self._positions.warnings_at(self.tree.main_line()[-1]))

    def invalidate(self, node: sgf.Node | None = None) -> None:
        """Forget cached positions at ``node`` and below (its properties changed).

        Adding, removing or reordering nodes changes no position, so those only drop the
        one-entry cache of the last game asked for.
        """
        self._cache = None
        self._info_node = None
        if node is not None:
            self._positions.invalidate(node)

    # ----------------------------------------------------------------- game information
    @staticmethod
    def first(node: sgf.Node, key: str) -> str:
        """The first value of ``key`` at ``node``, or ``""``."""
        return node.get(key) or ""

    def info(self, key: str) -> str:
        """A game-information value; stored at the root or in a later node (FF[4] allows it)."""
        root_value = self.first(self.root, key)
        if root_value:
            return root_value
        if self._info_node is None:
            self._info_node = self.tree.info_node(self.tree.main_line()[-1])
        return self.first(self._info_node, key)

    @property
    def result(self) -> str | None:
        return self.first(self.root, "RE") or None

    @property
    def handicap(self) -> int:
        text = self.first(self.root, "HA")
        return int(text) if text.isdigit() else 0

    def player_name(self, color: Color) -> str:
        name = self.info("PB" if color is Color.BLACK else "PW") or color.name.title()
        rank = self.info("BR" if color is Color.BLACK else "WR")
        return f"{name} {rank}".strip() if rank else name

    def title(self) -> str:
        """``Black vs White`` for the window title and the recovery list (on one line)."""
        from qtgo.sgf.properties import fold_simpletext

        return fold_simpletext(f"{self.player_name(Color.BLACK)} vs {self.player_name(Color.WHITE)}")

    def game_info(self) -> dict[str, str]:
        """The game information, from the root or from the later node that holds it."""
        root = self.root
        info_node = self.tree.info_node(self.tree.main_line()[-1])
        values = {}
        for key in GAME_INFO_KEYS:
            source = root if root.get_list(key) else info_node
            if source.get_list(key):
                values[key] = ", ".join(source.get_list(key))
        return values

    def set_game_info(self, values: Mapping[str, str], *, live: bool) -> Edit | None:
        """Write game-information properties on the root; empty values remove them.

        In a game being played the rules, komi, handicap and size are fixed: they decide
        the position and the score, so changing them mid-game is refused.
        """
        root = self.root
        if live:
            fixed = [k for k in LIVE_FIXED_INFO if k in values and values[k] != ", ".join(root.get_list(k))]
            if fixed:
                raise SessionError(Problem.LIVE_INFO_FIXED)
        komi = values.get("KM", "").strip()
        if komi:
            try:
                float(komi)
            except ValueError as error:
                raise SessionError(Problem.BAD_KOMI, value=komi) from error
        return self.set_properties(root, {k: [v] if v else [] for k, v in values.items()}, EditKind.EDIT_GAME_INFO)

    def set_properties(
        self,
        node: sgf.Node,
        values: Mapping[str, list[str]],
        kind: EditKind,
        details: Mapping[str, object] | None = None,
    ) -> Edit | None:
        """Set properties of ``node`` reversibly; None when nothing changes."""
        old = {key: node.get_list(key) for key in values}
        new = {key: list(value) for key, value in values.items()}
        if old == new:
            return None

        def apply(props: Mapping[str, list[str]]) -> None:
            for key, value in props.items():
                node.set(key, value or None)
            if node is self.root and any(k in props for k in ("KM", "RU", "HA", "SZ")):
                self.load_rules()
            else:
                self.invalidate(node)
            self.modified = True

        apply(new)
        from qtgo.session.edit import Edit

        return Edit(kind, lambda: apply(old), lambda: apply(new), dict(details or {}))

    # ----------------------------------------------------------------- comments and markup
    def comment(self, node: sgf.Node) -> str:
        return self.first(node, "C")

    def set_comment(self, node: sgf.Node, text: str) -> Edit | None:
        return self.set_properties(node, {"C": [text] if text else []}, EditKind.EDIT_COMMENT)

    def append_comment(self, node: sgf.Node, text: str) -> None:
        """Add a line to the node's comment (what the game itself records: undo, resignation)."""
        old = self.first(node, "C")
        node.set("C", [f"{old}\n{text}".strip() if old else text])
        self.modified = True

    def set_result(self, result: str) -> None:
        self.root.set("RE", [result])
        self.modified = True

    def toggle_markup(self, node: sgf.Node, kind: str, point: Point, to: Point | None = None) -> Edit | None:
        """Add or remove one markup item on ``node``.

        Point kinds (``TR SQ CR MA SL DD``) toggle; ``LB`` puts the next free letter;
        ``AR``/``LN`` need ``to``. A point carries one shape at a time, as SGF requires; a
        label may stand beside a shape.
        """
        kind = kind.upper()
        details = {"kind": kind}
        if kind in LINE_MARKUP:
            if to is None or to == point:
                raise SessionError(Problem.LINE_NEEDS_TWO_POINTS, kind=kind)
            value = f"{point.to_sgf()}:{to.to_sgf()}"
            values = node.get_list(kind)
            values = [v for v in values if v != value] if value in values else [*values, value]
            return self.set_properties(node, {kind: values}, EditKind.MARKUP, details)
        if kind not in POINT_MARKUP:
            raise SessionError(Problem.UNKNOWN_MARKUP, kind=kind)
        code = point.to_sgf()
        changes: dict[str, list[str]] = {}
        present = False
        if kind in _SHAPES:
            for other in _SHAPES:
                points = parse_points(node.get_list(other))
                if point in points:
                    present = present or other == kind
                    changes[other] = [p.to_sgf() for p in points if p != point]
        labels = node.get_list("LB")
        if kind == "LB" and any(v.split(":", 1)[0] == code for v in labels):
            present = True
            changes["LB"] = [v for v in labels if v.split(":", 1)[0] != code]
        if kind == "DD":
            dimmed = [p.to_sgf() for p in parse_points(node.get_list("DD"))]
            changes = {"DD": [c for c in dimmed if c != code] if code in dimmed else [*dimmed, code]}
        elif not present:
            if kind == "LB":
                used = {v.split(":", 1)[1] for v in changes.get("LB", labels) if ":" in v}
                changes["LB"] = [*changes.get("LB", labels), f"{code}:{_free_label(used)}"]
            else:
                current = [p.to_sgf() for p in parse_points(node.get_list(kind))]
                changes[kind] = [*changes.get(kind, current), code]
        return self.set_properties(node, changes, EditKind.MARKUP, details)

    # ----------------------------------------------------------------- the tree
    def add_move(self, node: sgf.Node, move: Move, index: int | None = None) -> sgf.Node:
        """A new child of ``node`` holding ``move`` (at the end, or at ``index``)."""
        child = self.tree.add_child(node, {move.color.value: [move.point.to_sgf() if move.point else ""]}, index)
        self.invalidate()
        self.modified = True
        return child

    def add_node(self, node: sgf.Node, props: Mapping[str, list[str]], index: int | None = None) -> sgf.Node:
        child = self.tree.add_child(node, {k: list(v) for k, v in props.items()}, index)
        self.invalidate()
        self.modified = True
        return child

    def remove(self, node: sgf.Node) -> None:
        self.tree.remove(node)
        self.invalidate()
        self.modified = True

    def insert(self, parent: sgf.Node, node: sgf.Node, index: int) -> None:
        self.tree.insert(parent, node, index)
        self.invalidate()
        self.modified = True

    def move_aside(self, node: sgf.Node) -> None:
        """Make ``node`` the last of its siblings (a move taken back leaves the main line)."""
        self.tree.move_to(node, -1)
        self._info_node = None
        self.modified = True

    def make_main_line(self, node: sgf.Node) -> list[tuple[sgf.Node, tuple[sgf.Node, ...]]]:
        """Promote the line through ``node``; returns the old orders of the forks it changed."""
        path = self.tree.path_to(node)
        orders = [(parent, parent.children) for parent, child in pairwise(path) if parent.children[0] is not child]
        if orders:
            self.tree.make_main_line(node)
            self._info_node = None
            self.modified = True
        return orders

    def restore_orders(self, orders: Iterable[tuple[sgf.Node, tuple[sgf.Node, ...]]]) -> None:
        for parent, order in orders:
            self.tree.reorder(parent, order)
        self._info_node = None
        self.modified = True

    # ----------------------------------------------------------------- time
    def recorded_control(self, color: Color) -> TimeControl | None:
        """The record's time control for ``color`` (White's own one if qtgo wrote it)."""
        root = self.root
        tm, ot = self.first(root, "TM"), self.first(root, "OT")
        if color is Color.WHITE and root.get_list(WHITE_TM):
            tm, ot = self.first(root, WHITE_TM), self.first(root, WHITE_OT)
        if not tm:
            return None
        return _time_control(tm, ot or None)

    def recorded_clock(self, color: Color, node: sgf.Node) -> PlayerClock | None:
        """The time the record wrote for ``color`` at or before ``node``."""
        control = self.recorded_control(color)
        if control is None:
            return None
        from qtgo.clock import PlayerClock  # a record with times: the clock's module now

        left_key, count_key = f"{color.value}L", f"O{color.value}"
        step: sgf.Node | None = node
        try:
            while step is not None:  # up from the node: the latest time written is near it
                if step.has(left_key):
                    return PlayerClock.from_sgf_timing(
                        color, control, self.first(step, left_key), self.first(step, count_key) or None
                    )
                step = step.parent
            return PlayerClock.from_sgf_timing(color, control, None)
        except ValueError:
            return None

    # ----------------------------------------------------------------- files
    def to_sgf(self) -> str:
        return sgf.dumps(self.games)

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the whole collection atomically; the open game is unchanged on failure."""
        target = Path(path) if path else self.path
        if target is None:
            raise FileError(Problem.NEED_FILE_NAME)
        try:
            sgf.save(target, self.games)
        except OSError as error:
            raise FileError(Problem.CANNOT_WRITE, file=str(target), why=error.strerror or str(error)) from error
        self.path = target
        self.modified = False
        return target


def _free_label(used: set[str]) -> str:
    """The first letter (then number) not yet used as a label on the node."""
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        if letter not in used:
            return letter
    number = 1
    while str(number) in used:
        number += 1
    return str(number)


@lru_cache(maxsize=16)
def _time_control(tm: str, ot: str | None) -> TimeControl | None:
    """The control a record's ``TM``/``OT`` describe, read once: the clocks in review ask for
    it at every step through the game."""
    try:
        return TimeControl.from_sgf(tm, ot)
    except ValueError:
        return None
