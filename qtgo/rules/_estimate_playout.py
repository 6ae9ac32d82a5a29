"""A small, fast playout board for the dead-stone estimator (pure Python).

The board is a flat list with a one-point border: point (x, y) lives at
``(y + 1) * stride + x + 1`` with ``stride = width + 2``, so neighbours are
``±1`` and ``±stride`` and the border needs no bounds checks. Chains are kept as
a root index per stone, a stone list and a real liberty set per root, updated
incrementally; capture bookkeeping adds the freed points back to the empty list
and to the capturers' liberties.

Playout policy: first local tactics after the opponent's move (capture the chain it
left in atari, else save an own chain it put in atari by extending, when the move is
allowed below), otherwise uniformly random among the moves it allows:

* never fill a point that is a true eye of the mover (all four neighbours own
  stones or border, and not more than one diagonal opponent stone, none on the
  edge), so groups with two eyes live and a single-eye group dies once its outside
  liberties are filled;
* never put an own chain of two or more stones in atari unless the move captures:
  that keeps seki standing (filling a shared liberty is such a move) and keeps
  large living groups from filling their own last liberties;
* single-stone self-atari is allowed, which the attacker needs for throw-ins and
  to fill the eye space of a dying group;
* simple ko: a single stone just captured by a single stone may not be taken back at
  once (so no playout loops in a ko until the move limit).

Play stops after two consecutive passes; every point is then scored by colour, an
empty point belonging to the only colour around it.
"""

from __future__ import annotations

import random

EMPTY = 0
BLACK = 1
WHITE = 2
EDGE = 3


class PlayoutBoard:
    """A mutable position tuned for random playouts; copy a template per playout."""

    __slots__ = (
        "width",
        "height",
        "stride",
        "color",
        "root",
        "stones",
        "libs",
        "ko",
        "empties",
        "empty_pos",
        "neigh",
        "diag",
        "points",
        "edge_point",
    )

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        stride = width + 2
        self.stride = stride
        total = stride * (height + 2)
        self.color = [EDGE] * total
        self.root = [0] * total
        self.stones: dict[int, list[int]] = {}
        self.libs: dict[int, set[int]] = {}
        self.ko = -1  # the point the next player may not take back (simple ko)
        self.points = [(y + 1) * stride + x + 1 for y in range(height) for x in range(width)]
        for p in self.points:
            self.color[p] = EMPTY
        self.neigh: list[tuple[int, ...]] = [()] * total
        self.diag: list[tuple[int, ...]] = [()] * total
        self.edge_point = [False] * total
        for p in self.points:
            self.neigh[p] = (p - 1, p + 1, p - stride, p + stride)
            self.diag[p] = (p - stride - 1, p - stride + 1, p + stride - 1, p + stride + 1)
        for p in self.points:
            self.edge_point[p] = any(self.color[n] == EDGE for n in self.neigh[p])
        self.empties = list(self.points)
        self.empty_pos = [-1] * total
        for i, p in enumerate(self.empties):
            self.empty_pos[p] = i

    @classmethod
    def from_grid(cls, width: int, height: int, cells: list[int]) -> PlayoutBoard:
        """Build from row-major cells; chains without liberties are left as given."""
        board = cls(width, height)
        for i, c in enumerate(cells):
            if c:
                p = board.points[i]
                board.color[p] = c
                board._remove_empty(p)
        seen: set[int] = set()
        color = board.color
        for p in board.points:
            c = color[p]
            if c in (EMPTY, EDGE) or p in seen:
                continue
            members = [p]
            seen.add(p)
            libs: set[int] = set()
            i = 0
            while i < len(members):
                q = members[i]
                i += 1
                board.root[q] = p
                for n in board.neigh[q]:
                    cn = color[n]
                    if cn == c and n not in seen:
                        seen.add(n)
                        members.append(n)
                    elif cn == EMPTY:
                        libs.add(n)
            board.stones[p] = members
            board.libs[p] = libs
        return board

    def copy(self) -> PlayoutBoard:
        other = PlayoutBoard.__new__(PlayoutBoard)
        other.width = self.width
        other.height = self.height
        other.stride = self.stride
        other.color = self.color[:]
        other.root = self.root[:]
        other.stones = {r: s[:] for r, s in self.stones.items()}
        other.libs = {r: set(s) for r, s in self.libs.items()}
        other.ko = self.ko
        other.empties = self.empties[:]
        other.empty_pos = self.empty_pos[:]
        other.neigh = self.neigh
        other.diag = self.diag
        other.points = self.points
        other.edge_point = self.edge_point
        return other

    def _remove_empty(self, p: int) -> None:
        empties = self.empties
        i = self.empty_pos[p]
        last = empties.pop()
        if last != p:
            empties[i] = last
            self.empty_pos[last] = i
        self.empty_pos[p] = -1

    def _add_empty(self, p: int) -> None:
        self.empty_pos[p] = len(self.empties)
        self.empties.append(p)

    def playable(self, p: int, c: int) -> bool:
        """Legal, not an own true eye, and no self-atari of two or more stones.

        Unrolled over the four neighbours: this is the playouts' inner loop.
        """
        color = self.color
        n0, n1, n2, n3 = self.neigh[p]
        c0 = color[n0]
        c1 = color[n1]
        c2 = color[n2]
        c3 = color[n3]
        empties = (c0 == EMPTY) + (c1 == EMPTY) + (c2 == EMPTY) + (c3 == EMPTY)
        if empties >= 2:
            return True
        opp = 3 - c
        libs = self.libs
        root = self.root
        if empties == 0 and c0 != opp and c1 != opp and c2 != opp and c3 != opp:
            # Surrounded by own stones and border: never fill a true eye.
            bad = 0
            for d in self.diag[p]:
                if color[d] == opp:
                    bad += 1
            if self.edge_point[p]:
                if bad == 0:
                    return False
            elif bad < 2:
                return False
        # Captures make the move legal and free liberties.
        if c0 == opp and len(libs[root[n0]]) == 1:
            return True
        if c1 == opp and len(libs[root[n1]]) == 1:
            return True
        if c2 == opp and len(libs[root[n2]]) == 1:
            return True
        if c3 == opp and len(libs[root[n3]]) == 1:
            return True
        if c0 != c and c1 != c and c2 != c and c3 != c:
            return empties == 1  # a lone stone: legal unless suicide
        # Joins own chains: count the merged chain's liberties up to two.
        merged: set[int] = set()
        for n, cn in ((n0, c0), (n1, c1), (n2, c2), (n3, c3)):
            if cn == EMPTY:
                merged.add(n)
            elif cn == c:
                chain_libs = libs[root[n]]
                if len(chain_libs) >= 3:
                    return True
                merged |= chain_libs
        merged.discard(p)
        return len(merged) >= 2

    def play(self, p: int, c: int) -> None:
        """Play a move already known to be legal."""
        color = self.color
        root = self.root
        libs = self.libs
        stones = self.stones
        neigh = self.neigh
        opp = 3 - c
        color[p] = c
        self._remove_empty(p)
        # The new stone is its own chain first, so captures can credit it liberties.
        root[p] = p
        stones[p] = [p]
        own_libs: set[int] = set()
        libs[p] = own_libs
        own_roots = []
        captured = 0
        ko = -1
        for n in neigh[p]:
            cn = color[n]
            if cn == EMPTY:
                own_libs.add(n)
            elif cn == c:
                r = root[n]
                if r != p and r not in own_roots:
                    own_roots.append(r)
            elif cn == opp:  # a stone of a chain captured here already reads EMPTY
                r = root[n]
                chain_libs = libs[r]
                chain_libs.discard(p)
                if not chain_libs:
                    captured += len(stones[r])
                    ko = r
                    self._capture(r, c)
        if not own_roots:
            # A lone stone that took one stone and has one liberty: a ko to respect.
            self.ko = ko if captured == 1 and len(own_libs) == 1 else -1
            return
        self.ko = -1
        base = own_roots[0]
        for r in own_roots[1:]:
            if len(stones[r]) > len(stones[base]):
                base = r
        base_stones = stones[base]
        base_libs = libs[base]
        for r in own_roots:
            if r != base:
                for s in stones[r]:
                    root[s] = base
                base_stones.extend(stones.pop(r))
                base_libs |= libs.pop(r)
        root[p] = base
        base_stones.append(p)
        base_libs |= libs.pop(p)
        del stones[p]
        base_libs.discard(p)

    def _capture(self, r: int, capturer: int) -> None:
        color = self.color
        root = self.root
        libs = self.libs
        neigh = self.neigh
        captured = self.stones.pop(r)
        del libs[r]
        for s in captured:
            color[s] = EMPTY
            self._add_empty(s)
        for s in captured:
            for n in neigh[s]:
                if color[n] == capturer:
                    libs[root[n]].add(s)

    def playout(self, to_play: int, rng: random.Random, max_moves: int) -> None:
        """Random play (per the module policy) until two passes in a row."""
        c = to_play
        passes = 0
        moves = 0
        empties = self.empties
        random_float = rng.random
        playable = self.playable
        play = self.play
        color = self.color
        root = self.root
        libs = self.libs
        neigh = self.neigh
        last = -1
        answer = self._answer
        while passes < 2 and moves < max_moves:
            count = len(empties)
            chosen = -1
            ko = self.ko
            if last >= 0:
                chosen = answer(last, c, ko, color, root, libs, neigh)
            if chosen < 0 and count:
                start = int(random_float() * count)
                for i in range(start, count):
                    p = empties[i]
                    if p != ko and playable(p, c):
                        chosen = p
                        break
                else:
                    for i in range(start):
                        p = empties[i]
                        if p != ko and playable(p, c):
                            chosen = p
                            break
            if chosen < 0:
                self.ko = -1
                passes += 1
                last = -1
            else:
                passes = 0
                play(chosen, c)
                moves += 1
                last = chosen
            c = 3 - c

    def _answer(
        self,
        last: int,
        c: int,
        ko: int,
        color: list[int],
        root: list[int],
        libs: dict[int, set[int]],
        neigh: list[tuple[int, ...]],
    ) -> int:
        """Local tactics after the opponent's move at ``last``: capture a chain it
        left in atari, else save an own chain it put in atari (-1 when neither)."""
        # The opponent's stone is still there: playouts never play a suicide.
        chain_libs = libs[root[last]]
        if len(chain_libs) == 1:
            (p,) = chain_libs
            if p != ko and self.playable(p, c):
                return p
        for n in neigh[last]:
            if color[n] == c:
                chain_libs = libs[root[n]]
                if len(chain_libs) == 1:
                    (p,) = chain_libs
                    if p != ko and self.playable(p, c):
                        return p
        return -1

    def add_owners(self, own_sum: list[int], shared_sum: list[int]) -> None:
        """Add this final position's owners to running sums (row-major).

        +1 black, -1 white; an empty point belongs to the only colour next to it, and
        one touching both is counted in ``shared_sum`` (after playouts those are seki
        liberties, the only points neither side may fill).
        """
        color = self.color
        neigh = self.neigh
        for i, p in enumerate(self.points):
            c = color[p]
            if c == BLACK:
                own_sum[i] += 1
            elif c == WHITE:
                own_sum[i] -= 1
            else:
                n0, n1, n2, n3 = neigh[p]
                seen = (1 << color[n0]) | (1 << color[n1]) | (1 << color[n2]) | (1 << color[n3])
                b = seen & 2
                w = seen & 4
                if b and not w:
                    own_sum[i] += 1
                elif w and not b:
                    own_sum[i] -= 1
                elif b and w:
                    shared_sum[i] += 1
