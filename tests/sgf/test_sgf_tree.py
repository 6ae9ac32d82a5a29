"""The tree layer: navigation, editing, typed accessors."""

from __future__ import annotations

import pytest

from qtgo.rules import Color, Move, Point
from qtgo.sgf import GameTree, Node, Setup, SgfPropertyError, SgfTreeError, parse


@pytest.fixture
def game() -> GameTree:
    text = "(;GM[1]SZ[9]PB[Kuro]PW[Shiro]KM[6.5]HA[0];B[ee](;W[cc];B[gg])(;W[gc])(;W[cg]))"
    return parse(text).games[0]


def test_navigation(game: GameTree) -> None:
    root = game.root
    branch = root.next
    assert branch is not None and branch.previous is root
    assert [c.get("W") for c in branch.children] == ["cc", "gc", "cg"]
    second = branch.children[1]
    assert second.variation_index == 1
    assert second.siblings == branch.children
    assert second.depth == 2
    assert not second.is_main_line()
    assert branch.children[0].is_main_line()
    assert list(second.ancestors()) == [branch, root]
    assert root.line_end().get("B") == "gg"
    assert game.path_to(second) == [root, branch, second]
    assert game.main_line(second) == [second]
    assert game.move_number(branch.children[0].children[0]) == 3
    assert game.moves_to(second) == [Move(Color.BLACK, Point(4, 4)), Move(Color.WHITE, Point(6, 2))]
    assert game.node_count() == 6
    assert [n.get("W") for n in game.nodes() if n.get("W")] == ["cc", "gc", "cg"]
    assert second.tree is game and second.size == (9, 9)


def test_add_remove_promote_demote(game: GameTree) -> None:
    branch = game.root.children[0]
    new = game.add_child(branch, {"W": "dd", "C": "added"})
    assert branch.children[-1] is new and new.parent is branch and new.tree is game
    first = game.add_child(branch, {"W": ["ff"]}, index=0)
    assert branch.children[0] is first
    assert [c.get("W") for c in branch.children] == ["ff", "cc", "gc", "cg", "dd"]
    game.promote(new)
    assert [c.get("W") for c in branch.children] == ["ff", "cc", "gc", "dd", "cg"]
    game.demote(first)
    assert [c.get("W") for c in branch.children] == ["cc", "ff", "gc", "dd", "cg"]
    game.promote(branch.children[0])  # already first: no change
    game.demote(branch.children[-1])  # already last: no change
    assert [c.get("W") for c in branch.children] == ["cc", "ff", "gc", "dd", "cg"]
    game.remove(first)
    assert first.parent is None and first not in branch.children
    with pytest.raises(SgfTreeError):
        game.path_to(first)
    with pytest.raises(SgfTreeError):
        game.remove(game.root)


def test_make_main_line(game: GameTree) -> None:
    branch = game.root.children[0]
    leaf = game.add_child(branch.children[2], {"B": "hh"})
    game.make_main_line(leaf)
    assert game.main_line()[-1] is leaf
    assert [c.get("W") for c in branch.children] == ["cg", "cc", "gc"]
    assert leaf.is_main_line()


def test_foreign_nodes_are_refused(game: GameTree) -> None:
    other = parse("(;GM[1];B[aa])").games[0]
    with pytest.raises(SgfTreeError):
        game.add_child(other.root.children[0], {"W": "bb"})
    with pytest.raises(SgfTreeError):
        game.path_to(Node())


def test_raw_property_access() -> None:
    node = Node({"C": "hello", "AB": ["aa", "bb"]})
    assert node.get("C") == "hello"
    assert node.get("XX") is None and node.get("XX", "d") == "d"
    assert node.get_list("AB") == ["aa", "bb"]
    node.set("AB", [])
    assert "AB" not in node
    node.set("TR", "cc")
    assert node.properties["TR"] == ["cc"]
    node.set("TR", None)
    assert not node.has("TR")
    for bad in ("b", "B1", "", "Black"):
        with pytest.raises(SgfPropertyError):
            node.set(bad, "x")
    with pytest.raises(SgfPropertyError):
        node.set("C", [1])  # type: ignore[list-item]


def test_moves_setup_and_text() -> None:
    node = Node()
    assert node.move is None and node.setup is None
    node.move = Move(Color.WHITE, Point(2, 3))
    assert node.properties == {"W": ["cd"]}
    node.move = Move.pass_(Color.BLACK)
    assert node.properties == {"B": [""]} and node.move == Move.pass_(Color.BLACK)
    node.move = None
    assert node.properties == {}
    node.setup = Setup((Point(0, 0), Point(1, 0)), (Point(2, 2),), (), Color.WHITE)
    assert node.properties == {"AB": ["aa", "ba"], "AW": ["cc"], "PL": ["W"]}
    black, white, _empty, to_play = node.setup
    assert black == (Point(0, 0), Point(1, 0)) and white == (Point(2, 2),) and to_play is Color.WHITE
    assert node.to_play is Color.WHITE
    node.comment = "line one\r\nline two"
    assert node.properties["C"] == ["line one\nline two"]
    node.name = "a\r\nname\tx"  # simpletext keeps its line breaks as written
    assert node.name == "a\nname x"
    node.comment = ""
    assert node.comment is None and "C" not in node
    bad = Node({"B": "q16"})
    with pytest.raises(SgfPropertyError):
        _ = bad.move


def test_markup_accessors() -> None:
    node = Node(
        {
            "TR": ["aa:bb"],
            "SQ": "cc",
            "CR": "dd",
            "MA": "ee",
            "SL": "ff",
            "DD": "gg",
            "TB": "hh",
            "TW": "ii",
            "LB": ["aa:A", "bb:two words"],
            "AR": "aa:cc",
            "LN": "bb:dd",
        }
    )
    assert node.triangles == [Point(0, 0), Point(1, 0), Point(0, 1), Point(1, 1)]
    assert node.squares == [Point(2, 2)]
    assert node.circles == [Point(3, 3)]
    assert node.crosses == [Point(4, 4)]
    assert node.selected == [Point(5, 5)]
    assert node.dimmed == [Point(6, 6)]
    assert node.territory_black == [Point(7, 7)]
    assert node.territory_white == [Point(8, 8)]
    assert node.labels == {Point(0, 0): "A", Point(1, 1): "two words"}
    assert node.arrows == [(Point(0, 0), Point(2, 2))]
    assert node.lines == [(Point(1, 1), Point(3, 3))]
    node.labels = {Point(4, 4): "Z"}
    node.arrows = [(Point(0, 0), Point(1, 0))]
    node.lines = []
    node.set_points("SQ", [Point(1, 1), Point(0, 0)])
    assert node.properties["LB"] == ["ee:Z"] and node.properties["AR"] == ["aa:ba"]
    assert "LN" not in node and node.properties["SQ"] == ["aa", "bb"]


def test_timing_accessors() -> None:
    node = Node({"BL": "87.5", "OB": "9", "WL": "13.2", "OW": "1"})
    assert node.black_time_left == 87.5 and node.white_time_left == 13.2
    assert node.black_stones_left == 9 and node.white_stones_left == 1
    assert node.time_left(Color.WHITE) == 13.2 and node.stones_left(Color.BLACK) == 9
    node.set_time_left(Color.BLACK, 60)
    node.set_stones_left(Color.WHITE, None)
    assert node.properties["BL"] == ["60"] and "OW" not in node


def test_game_info_accessors(game: GameTree) -> None:
    assert game.black_player == "Kuro" and game.white_player == "Shiro"
    assert game.komi == 6.5 and game.handicap == 0 and game.size == (9, 9)
    game.event = "Club night"
    game.result = "B+R"
    game.black_rank = "3d"
    game.game_comment = "first line\nsecond line"
    game.komi = 0.5
    game.handicap = None
    game.time_limit = 1800
    root = game.root.properties
    assert root["EV"] == ["Club night"] and root["RE"] == ["B+R"] and root["BR"] == ["3d"]
    assert root["GC"] == ["first line\nsecond line"] and root["KM"] == ["0.5"] and "HA" not in root
    assert game.time_limit == 1800.0 and root["TM"] == ["1800"]
    game.white_player = None
    assert game.white_player is None
    for name in (
        "white_rank",
        "rules",
        "date",
        "round",
        "place",
        "overtime",
        "game_name",
        "source",
        "user",
        "annotator",
        "copyright",
        "opening",
        "black_team",
        "white_team",
    ):
        assert getattr(game, name) is None
    game.size = (13, 13)
    assert game.size == (13, 13) and root["SZ"] == ["13"]
    game.root.set("SZ", "banana")
    assert game.size == (19, 19)


def test_info_node_finds_game_info_below_the_root() -> None:
    text = "(;GM[1];B[pd](;PW[W. Hite]W[dp])(;PW[T. Suji]W[cp]))"
    game = parse(text).games[0]
    second = game.root.children[0].children[1]
    assert game.info_node(second) is second
    assert game.info_node(game.root.children[0]) is game.root


def test_new_game_tree() -> None:
    game = GameTree()
    assert game.size == (19, 19) and game.root.get("FF") == "4"
    child = game.add_child(game.root, {"B": "pd"})
    assert child.move == Move(Color.BLACK, Point(15, 3))
    with pytest.raises(SgfTreeError):
        GameTree(child)


def test_removed_subtree_can_be_inserted_elsewhere(game: GameTree) -> None:
    """A cut-out subtree keeps its own links and can be put back anywhere in its game."""
    branch = game.root.children[0]
    child = branch.children[0]
    grandchild = child.children[0]
    game.remove(child)
    assert child.parent is None and child.tree is None and child not in branch.children
    assert grandchild.parent is child  # the cut-out subtree keeps its own links
    with pytest.raises(SgfTreeError):
        game.path_to(grandchild)
    other = branch.children[0]
    game.insert(other, child, 0)
    assert child.parent is other and child.tree is game and grandchild.tree is game
    assert game.path_to(grandchild) == [game.root, branch, other, child, grandchild]
    with pytest.raises(SgfTreeError):
        game.insert(other, child)  # already in the tree: never two parents


def test_children_are_read_only(game: GameTree) -> None:
    """The child list cannot be edited behind the tree's back."""
    children = game.root.children
    assert isinstance(children, tuple)
    with pytest.raises(AttributeError):
        game.root.children = ()  # type: ignore[misc]


def test_move_to_and_reorder_change_only_the_order(game: GameTree) -> None:
    branch = game.root.children[0]
    first, second, third = branch.children
    game.move_to(first, -1)
    assert branch.children == (second, third, first)
    game.reorder(branch, [first, second, third])
    assert branch.children == (first, second, third)
    with pytest.raises(SgfTreeError):
        game.reorder(branch, [first])


def test_trees_hold_no_reference_cycles() -> None:
    """A dropped record is freed by reference counting, without the cyclic collector."""
    import gc
    import weakref

    text = "(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc]AB[aa:bb]C[x\\]y]))"
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        before = len(gc.get_objects())
        result = parse(text)
        tree_ref = weakref.ref(result.games[0])
        leaf = result.games[0].main_line()[-1]
        assert leaf.parent is not None
        del result, leaf
        assert tree_ref() is None
        assert len(gc.get_objects()) <= before + 5
    finally:
        if enabled:
            gc.enable()
