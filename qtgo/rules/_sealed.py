"""Invaders standing alone in an area sealed by the other colour's wall, judged together.

Random playouts judge a lone stone in a wide open area badly: whether it "lives" in them
is close to a coin toss, so of three such stones one may come out alive and two dead, or
the invaders of one side's area dead and those of the other's alive, although a player
sees one situation. What a player sees instead is the area: if the wall's owner holds it,
every group that stands alone inside it is dead; if not, the estimate cannot tell.

So, with a *group* as in the estimator (the chains of one colour that share liberties):

* a **sealed area** of colour C is a maximal connected set of points that are not C
  (empty points and the other colour's stones) which holds at least one stone of the
  other colour, where every such group inside it **stands alone** (it is not alive for
  certain and has no eye of its own: no empty region bordered by its stones only) and
  every C group on its border is a **wall**, not an island: it also touches points
  outside the area (a C stone surrounded by the area is an invader of the other side's);
* the estimate **gives the area to its owner** when the mean ownership of its points,
  from C's side, is positive.

When the estimate gives a sealed area to its owner, all its invaders are dead; when it
does not, none of them is (the area is not the wall's: the invaders hold it, or the
estimate cannot tell). Either way an invading group whose own stones the playouts did not
judge as clearly, the same way, is reported as a stone the estimate was unsure of, so the
players look at it. The rule names no colour and no shape, and the estimator's playouts
are themselves colour-symmetric (``estimate.symmetric_playouts``), so a position mirrored
with the colours swapped gets the mirrored verdict.
"""

from __future__ import annotations

from dataclasses import dataclass

from qtgo.rules._estimate_playout import BLACK, EMPTY, WHITE


@dataclass(frozen=True)
class SealedArea:
    """One sealed area: its owner (the wall's colour), its points and its invading groups' stones."""

    owner: int
    points: tuple[int, ...]
    invaders: tuple[tuple[int, ...], ...]

    @property
    def stones(self) -> set[int]:
        return {p for group in self.invaders for p in group}


def _eyed_groups(cells: list[int], neighbours: list[tuple[int, ...]], group_of: list[int]) -> set[int]:
    """The groups that own an eye: an empty region whose bordering stones are all theirs."""
    eyed: set[int] = set()
    seen = [False] * len(cells)
    for start, c in enumerate(cells):
        if c != EMPTY or seen[start]:
            continue
        seen[start] = True
        region = [start]
        border: set[int] = set()
        i = 0
        while i < len(region):
            p = region[i]
            i += 1
            for n in neighbours[p]:
                if cells[n] == EMPTY:
                    if not seen[n]:
                        seen[n] = True
                        region.append(n)
                else:
                    border.add(group_of[n])
        if len(border) == 1:
            eyed |= border
    return eyed


def sealed_areas(
    cells: list[int], neighbours: list[tuple[int, ...]], groups: list[list[int]], alive: set[int]
) -> list[SealedArea]:
    """Every sealed area of either colour (see the module's docstring), in board order."""
    size = len(cells)
    group_of = [-1] * size
    for ident, stones in enumerate(groups):
        for p in stones:
            group_of[p] = ident
    eyed = _eyed_groups(cells, neighbours, group_of)
    lonely = [not (ident in eyed or any(p in alive for p in stones)) for ident, stones in enumerate(groups)]
    areas: list[SealedArea] = []
    for owner in (BLACK, WHITE):
        seen = [False] * size
        for start in range(size):
            if cells[start] == owner or seen[start]:
                continue
            seen[start] = True
            region = [start]
            walls: set[int] = set()
            i = 0
            while i < len(region):
                p = region[i]
                i += 1
                for n in neighbours[p]:
                    if cells[n] == owner:
                        walls.add(group_of[n])
                    elif not seen[n]:
                        seen[n] = True
                        region.append(n)
            invaders = {group_of[p] for p in region if cells[p] != EMPTY}
            if not invaders or not all(lonely[g] for g in invaders):
                continue
            inside = set(region)
            if any(_island(groups[g], owner, cells, neighbours, inside) for g in walls):
                continue
            invading = tuple(sorted(tuple(sorted(groups[g])) for g in invaders))
            areas.append(SealedArea(owner, tuple(sorted(region)), invading))
    return areas


def _island(
    stones: list[int], owner: int, cells: list[int], neighbours: list[tuple[int, ...]], inside: set[int]
) -> bool:
    """Whether a group of ``owner`` touches nothing of another colour but the area: it is
    surrounded by the area, an invader of it rather than its wall."""
    return all(n in inside for p in stones for n in neighbours[p] if cells[n] != owner)


def settle_sealed(
    areas: list[SealedArea], ownership: list[float], dead: set[int], *, clear: float, tie: float
) -> tuple[set[int], set[int]]:
    """The dead stones once the sealed areas' invaders are judged together, and the
    invaders the estimate was unsure of (those the playouts did not find clearly dead)."""
    if not areas:
        return dead, set()
    dead = set(dead)
    unsure: set[int] = set()
    for area in areas:
        sign = 1 if area.owner == BLACK else -1
        given = sum(sign * ownership[p] for p in area.points) > tie
        for group in area.invaders:
            # The group's own verdict, from its side: clearly dead at -clear or below,
            # clearly alive at +clear or above; anything else disagrees with the area's.
            own = sum(-sign * ownership[p] for p in group) / len(group)
            if given:
                dead.update(group)
                if own > -clear + tie:
                    unsure.update(group)
            else:
                dead.difference_update(group)
                if own < clear - tie:
                    unsure.update(group)
    return dead, unsure
