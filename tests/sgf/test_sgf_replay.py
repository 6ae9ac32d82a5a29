"""Replay onto the rules: positions, illegal moves placed anyway, the position cache."""

from __future__ import annotations

import dataclasses

import pytest

from qtgo.rules import Color, IllegalReason, KoRule, Point, Ruleset
from qtgo.sgf import PositionCache, SgfPropertyError, SgfTreeError, load, parse, replay, ruleset_for


def board_rows(game) -> list[str]:
    return game.board.rows()


def test_replay_plays_the_main_line_with_captures() -> None:
    # White captures the black stone at aa; Black then plays elsewhere.
    game_tree = parse("(;GM[1]SZ[5];B[aa];W[ba];B[ee];W[ab])").games[0]
    result = replay(game_tree)
    assert result.warnings == [] and result.illegal == [] and result.moves == 4
    assert result.game.board[Point(0, 0)] is None
    assert result.game.captures[Color.WHITE] == 1
    assert result.game.to_play is Color.BLACK


def test_replay_to_an_inner_node_and_setup(data_dir) -> None:
    text = "(;GM[1]SZ[5]AB[aa:bb]AW[ee]PL[W];W[cc](;B[dd])(;AE[aa]AW[ab];B[dd]))"
    game_tree = parse(text).games[0]
    branch = game_tree.root.children[0]
    at_branch = replay(game_tree, branch).game
    assert at_branch.board[Point(0, 0)] is Color.BLACK and at_branch.board[Point(2, 2)] is Color.WHITE
    assert at_branch.to_play is Color.BLACK
    second = replay(game_tree, branch.children[1].children[0])
    board = second.game.board
    assert board[Point(0, 0)] is None and board[Point(0, 1)] is Color.WHITE
    assert board[Point(3, 3)] is Color.BLACK
    # AW[ab] lands on a black stone of the root's setup: loaded, with a warning.
    assert second.warnings == ["setup on occupied points ab after move 1"]


def test_illegal_moves_are_warned_and_placed(data_dir) -> None:
    game_tree = load(data_dir / "sgf" / "illegal_moves.sgf").games[0]
    result = replay(game_tree)
    reasons = [(r.move_number, r.reason) for r in result.illegal]
    assert reasons == [(1, IllegalReason.OCCUPIED), (5, IllegalReason.SUICIDE)]
    assert len(result.warnings) == 2 and "placed anyway" in result.warnings[0]
    board = result.game.board
    # The occupied point now holds the white stone that was played on it.
    assert board[Point(2, 2)] is Color.WHITE
    # The single-stone suicide at aa left nothing behind, and play went on.
    assert board[Point(0, 0)] is None
    assert board[Point(4, 4)] is Color.BLACK
    assert result.moves == 6


def test_ko_retake_in_a_record_is_placed_anyway() -> None:
    #   . X O . .     Black takes the white stone at bb by playing cb;
    #   X O . O .     White's immediate retake at bb is a ko violation
    #   . X O . .     that the record holds anyway.
    text = "(;GM[1]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb];B[ee])"
    game_tree = parse(text).games[0]
    after_take = replay(game_tree, game_tree.main_line()[1]).game
    assert after_take.board[Point(1, 1)] is None and after_take.ko_point == Point(1, 1)
    result = replay(game_tree)
    assert [(r.move_number, r.reason) for r in result.illegal] == [(2, IllegalReason.KO)]
    assert "W bb" in result.warnings[0] and "placed anyway" in result.warnings[0]
    board = result.game.board
    assert board[Point(1, 1)] is Color.WHITE and board[Point(2, 1)] is None
    assert board[Point(4, 4)] is Color.BLACK


def test_setup_on_occupied_points_warns(data_dir) -> None:
    game_tree = load(data_dir / "sgf" / "setup_on_occupied.sgf").games[0]
    result = replay(game_tree)
    assert any("setup on occupied points ee" in w for w in result.warnings)
    assert result.game.board[Point(4, 4)] is Color.BLACK
    assert result.game.board[Point(5, 5)] is Color.WHITE


def test_handicap_record(data_dir) -> None:
    game_tree = load(data_dir / "sgf" / "handicap.sgf").games[0]
    ruleset, warnings = ruleset_for(game_tree)
    assert warnings == [] and ruleset.komi == 0.5 and ruleset.name.lower().startswith("chinese")
    result = replay(game_tree, game_tree.root)
    assert result.game.handicap == 2
    assert result.game.to_play is Color.WHITE
    end = replay(game_tree)
    assert end.warnings == [] and end.game.board[Point(2, 2)] is Color.BLACK


def test_handicap_stones_in_the_node_after_the_root_leave_white_to_move() -> None:
    """How many records write a handicap (``(;HA[2];AB[pd][dp];W[qp]...``): no warning."""
    tree = parse("(;GM[1]SZ[19]HA[2]KM[0.5];AB[pd][dp];W[qp];B[dd])").games[0]
    setup = tree.main_line()[1]
    assert replay(tree, setup).game.to_play is Color.WHITE
    result = replay(tree)
    assert result.warnings == [] and result.game.to_play is Color.WHITE


def test_unknown_rules_and_bad_komi_warn() -> None:
    game_tree = parse("(;GM[1]RU[Martian]KM[lots];B[aa])").games[0]
    _ruleset, warnings = ruleset_for(game_tree)
    assert len(warnings) == 2
    assert replay(game_tree).warnings == warnings
    chosen = Ruleset.preset("chinese")
    assert replay(game_tree, ruleset=chosen).game.ruleset is chosen


def test_off_board_and_bad_values_are_skipped() -> None:
    game_tree = load_edge_like("(;GM[1]SZ[9];B[cg];W[ee];B[rs];W[cb];B[q16])")
    result = replay(game_tree)
    assert [(r.move_number, r.reason) for r in result.illegal] == [(3, IllegalReason.OFF_BOARD)]
    assert any("move 5 ignored" in w for w in result.warnings)
    assert result.game.board[Point(2, 1)] is Color.WHITE


def load_edge_like(text: str):
    return parse(text).games[0]


def test_superko_violation_is_placed_anyway() -> None:
    # A 3x3 sequence whose last move recreates an earlier position (found by search).
    moves = [
        "cc",
        "ca",
        "aa",
        "cb",
        "ba",
        "ab",
        "bb",
        "cb",
        "bc",
        "ac",
        "ac",
        "ca",
        "ab",
        "cb",
        "ca",
        "cb",
        "cc",
        "ca",
        "aa",
    ]
    text = "(;GM[1]SZ[3]" + "".join(f";{'BW'[i % 2]}[{m}]" for i, m in enumerate(moves)) + ")"
    game_tree = parse(text).games[0]
    rules = Ruleset.preset("tromp-taylor")
    assert rules.ko is KoRule.POSITIONAL
    result = replay(game_tree, ruleset=rules)
    assert [(r.move_number, r.reason) for r in result.illegal] == [(19, IllegalReason.SUPERKO)]
    assert result.moves == 19
    assert result.game.board[Point(0, 0)] is Color.BLACK
    # Without superko (simple ko only) the last move is legal.
    simple = dataclasses.replace(rules, ko=KoRule.SIMPLE)
    assert replay(game_tree, ruleset=simple).illegal == []


def test_position_cache_matches_replay_everywhere() -> None:
    text = "(;GM[1]SZ[9];B[ee];W[ef](;B[fe];W[ff];B[ge](;W[dd])(;W[gf]))(;B[de];W[df]))"
    game_tree = parse(text).games[0]
    cache = PositionCache(game_tree, capacity=4, checkpoint_every=2)
    nodes = list(game_tree.nodes())
    for node in nodes + list(reversed(nodes)):
        cached = cache.game_at(node)
        fresh = replay(game_tree, node).game
        assert cached.board.rows() == fresh.board.rows()
        assert cached.to_play is fresh.to_play
        assert cached.captures == fresh.captures
        assert cache.warnings_at(node) == replay(game_tree, node).warnings
    assert len(cache) <= 4


def test_position_cache_steps_from_cached_parents() -> None:
    moves = "".join(f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[i // 9]}]" for i in range(60))
    game_tree = parse(f"(;GM[1]SZ[9]{moves})").games[0]
    cache = PositionCache(game_tree)
    line = game_tree.main_line()
    games = [cache.game_at(node) for node in line]
    assert len({id(g) for g in games}) == len(games)  # independent games per node
    assert games[10].board.rows() == replay(game_tree, line[10]).game.board.rows()
    assert games[-1].board.rows() == replay(game_tree).game.board.rows()
    # The game at a node does not change when later nodes are visited.
    assert games[5].move_number == replay(game_tree, line[5]).game.move_number


def test_position_cache_invalidate() -> None:
    game_tree = parse("(;GM[1]SZ[5];B[aa];W[bb];B[cc])").games[0]
    cache = PositionCache(game_tree)
    line = game_tree.main_line()
    before = cache.game_at(line[-1])
    line[2].properties["W"] = ["dd"]
    cache.invalidate(line[2])
    after = cache.game_at(line[-1])
    assert before.board[Point(3, 3)] is None and after.board[Point(3, 3)] is Color.WHITE
    assert cache.game_at(line[1]) is cache.game_at(line[1])
    cache.invalidate()
    assert len(cache) == 0
    other = parse("(;GM[1];B[aa])").games[0]
    with pytest.raises(SgfTreeError):
        cache.game_at(other.root.children[0])


def test_load_reports_illegal_moves_by_default(data_dir) -> None:
    loaded = load(data_dir / "sgf" / "illegal_moves.sgf")
    assert [w for w in loaded.warnings if "illegal" in w] == [
        "move 1 (W cc) is illegal (occupied); placed anyway",
        "move 5 (W aa) is illegal (suicide); placed anyway",
    ]
    assert load(data_dir / "sgf" / "illegal_moves.sgf", check_moves=False).warnings == []
    occupied = load(data_dir / "sgf" / "setup_on_occupied.sgf")
    assert occupied.warnings == ["setup on occupied points ee after move 2"]
    text = (data_dir / "sgf" / "illegal_moves.sgf").read_bytes()
    assert parse(text).warnings == [] and len(parse(text, check_moves=True).warnings) == 2


def test_rectangular_boards_and_sizes_the_rules_refuse() -> None:
    game_tree = parse("(;GM[1]SZ[13:9];B[ma];W[ai])").games[0]
    assert game_tree.size == (13, 9)
    board = replay(game_tree).game.board
    assert (board.width, board.height) == (13, 9)
    assert board[Point(12, 0)] is Color.BLACK and board[Point(0, 8)] is Color.WHITE
    tiny = parse("(;GM[1]SZ[1];B[aa])", check_moves=True)
    assert any("cannot play" in w for w in tiny.warnings)
    with pytest.raises(SgfPropertyError):
        replay(tiny.games[0])


def _place_by_setup(game, move) -> None:
    """The placement of illegal moves before it was incremental: a setup of what changed."""
    import contextlib

    from qtgo.rules import IllegalMoveError

    before = game.board
    after = before.copy()
    if after[move.point] is not None:
        after.set_many(empty=[move.point])
    with contextlib.suppress(IllegalMoveError):
        after.play(move.point, move.color, allow_suicide=True)
    changed = [p for p in after.points() if before[p] is not after[p]]
    game.setup(
        black=[p for p in changed if after[p] is Color.BLACK],
        white=[p for p in changed if after[p] is Color.WHITE],
        empty=[p for p in changed if after[p] is None],
        to_play=move.color.opponent,
    )


@pytest.mark.parametrize("size", [3, 5, 9])
def test_a_line_of_illegal_moves_replays_as_the_setup_based_placement_did(size: int, monkeypatch) -> None:
    import random

    from qtgo.rules import Game

    rng = random.Random(size)
    letters = "abcdefghi"[:size]
    moves = "".join(f";{rng.choice('BW')}[{rng.choice(letters)}{rng.choice(letters)}]" for _ in range(300))
    game_tree = parse(f"(;GM[1]SZ[{size}]AB[{letters[0]}{letters[1]}]{moves})").games[0]
    line = game_tree.main_line()
    now = [replay(game_tree, node) for node in [*line[::7], line[-1]]]
    monkeypatch.setattr(Game, "place_anyway", _place_by_setup)
    before = [replay(game_tree, node) for node in [*line[::7], line[-1]]]
    assert sum(len(r.illegal) for r in now) > 100  # mostly illegal moves
    for new, old in zip(now, before, strict=True):
        assert new.warnings == old.warnings and new.moves == old.moves
        assert new.game.board.rows() == old.game.board.rows() and new.game.board.hash == old.game.board.hash
        assert new.game.to_play is old.game.to_play and new.game.captures == old.game.captures
        assert new.game.legal_moves() == old.game.legal_moves()


def test_the_move_budget_bounds_what_the_cache_holds_and_its_games_stay_right() -> None:
    moves = "".join(f";{'BW'[i % 2]}[{'abcdefghijklmnopqrs'[i % 19]}{'acegikmoq'[i // 19]}]" for i in range(150))
    game_tree = parse(f"(;GM[1]SZ[19]{moves})").games[0]
    line = game_tree.main_line()
    roomy, tight = PositionCache(game_tree), PositionCache(game_tree, move_budget=2_000)
    for node in line:
        roomy.game_at(node)
        tight.game_at(node)
        assert tight.weight <= 2_000  # a game of at most 150 moves is far below it
    assert roomy.weight > 2_000 and len(roomy) > len(tight) >= 1
    for node in line[::-13]:
        assert tight.game_at(node).board.rows() == replay(game_tree, node).game.board.rows()


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
def test_a_long_line_in_the_cache_keeps_few_checkpoints_and_a_bounded_weight() -> None:
    moves = "".join(f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[i // 9 % 9]}]" for i in range(5000))
    game_tree = parse(f"(;GM[1]SZ[9]{moves})").games[0]
    cache = PositionCache(game_tree, move_budget=60_000)
    line = game_tree.main_line()
    end = cache.result_at(line[-1])
    assert len(cache) < 30  # 5,000 moves: dense checkpoints near the end, then doubling distances
    assert end.game.board.rows() == replay(game_tree).game.board.rows()
    for node in reversed(line[-200:]):  # stepping back from the end
        assert cache.game_at(node).board.rows() == replay(game_tree, node).game.board.rows()
    assert cache.game_at(line[2500]).board.rows() == replay(game_tree, line[2500]).game.board.rows()
    assert 5000 < cache.weight <= 60_000


def test_more_free_handicap_stones_than_points_are_ignored_with_a_warning() -> None:
    (game_tree,) = parse("(;GM[1]SZ[3]HA[9];B[aa];W[bb])").games
    result = replay(game_tree)
    assert any("handicap HA[9] ignored" in w and "do not fit" in w for w in result.warnings)
    assert result.game.handicap == 0
    assert result.game.board[Point(0, 0)] is Color.BLACK and result.game.board[Point(1, 1)] is Color.WHITE


def test_a_white_move_before_the_handicap_stones_are_all_placed_is_still_checked() -> None:
    # HA[3] but only one black stone before White moves, and White plays on it.
    (game_tree,) = parse("(;GM[1]SZ[9]HA[3];B[aa];W[aa];B[cc])").games
    result = replay(game_tree)
    assert any("fewer handicap stones than HA says" in w for w in result.warnings)
    assert [(r.move_number, r.reason) for r in result.illegal] == [(2, IllegalReason.OCCUPIED)]
    assert result.game.board[Point(0, 0)] is Color.WHITE and result.game.board[Point(2, 2)] is Color.BLACK


def test_a_malformed_setup_is_skipped_or_stops_a_strict_replay() -> None:
    (game_tree,) = parse("(;GM[1]SZ[9];B[aa];AB[zz]W[bb])").games
    result = replay(game_tree)
    assert any("setup ignored at move 1" in w for w in result.warnings)
    assert result.game.board[Point(1, 1)] is Color.WHITE
    with pytest.raises(SgfPropertyError, match="after move 1"):
        replay(game_tree, stop_at_illegal=True)


def test_a_position_cache_with_rules_of_its_own_ignores_the_record_s() -> None:
    (game_tree,) = parse("(;GM[1]SZ[5]RU[Martian]KM[lots];B[aa])").games
    chosen = Ruleset.preset("chinese")
    cache = PositionCache(game_tree, ruleset=chosen)
    end = game_tree.main_line()[-1]
    assert cache.game_at(end).ruleset is chosen
    assert list(cache.warnings_at(end)) == []
    assert len(PositionCache(game_tree).warnings_at(end)) == 2


def test_invalidating_one_branch_keeps_the_other_branch_cached() -> None:
    (game_tree,) = parse("(;GM[1]SZ[5];B[aa](;W[bb];B[cc])(;W[dd];B[ee]))").games
    cache = PositionCache(game_tree)
    first, second = game_tree.root.children[0].children
    kept = cache.game_at(second.children[0])
    cache.game_at(first.children[0])
    cache.invalidate(first)
    assert cache.game_at(second.children[0]) is kept  # still the cached game
    assert cache.game_at(first.children[0]).board[Point(2, 2)] is Color.BLACK


def test_a_white_move_before_the_handicap_is_placed_ends_the_placement_and_is_played() -> None:
    (game_tree,) = parse("(;GM[1]SZ[9]HA[3];B[aa];W[bb];B[cc])").games
    result = replay(game_tree)
    assert any("move 2: fewer handicap stones than HA says" in w for w in result.warnings)
    assert result.illegal == []
    assert result.game.board[Point(1, 1)] is Color.WHITE and result.game.board[Point(2, 2)] is Color.BLACK


def test_tromp_taylor_handicap_is_black_s_first_moves() -> None:
    (game_tree,) = parse("(;GM[1]SZ[9]RU[Tromp-Taylor]HA[2];B[cc];B[gg];W[ee])").games
    result = replay(game_tree)
    assert result.illegal == [] and result.warnings == []
    assert result.game.to_play is Color.BLACK and result.game.handicap_stones == [Point(2, 2), Point(6, 6)]


def test_a_malformed_move_stops_a_strict_replay() -> None:
    (game_tree,) = parse("(;GM[1]SZ[9];B[aa];W[q16])").games
    assert any("move 2 ignored" in w for w in replay(game_tree).warnings)
    with pytest.raises(SgfPropertyError, match="move 2"):
        replay(game_tree, stop_at_illegal=True)


def test_a_strict_replay_stops_before_the_first_illegal_move() -> None:
    (game_tree,) = parse("(;GM[1]SZ[9];B[aa];W[aa];B[cc])").games
    result = replay(game_tree, stop_at_illegal=True)
    assert [(r.move_number, r.reason) for r in result.illegal] == [(2, IllegalReason.OCCUPIED)]
    assert result.game.move_number == 1 and result.game.board[Point(2, 2)] is None


def test_the_replay_module_still_gives_illegal_move_record_from_its_own_module() -> None:
    """``IllegalMoveRecord`` lives in ``sgf.illegal`` (imported with the first illegal move)."""
    import importlib

    from qtgo.sgf.illegal import IllegalMoveRecord

    replay_module = importlib.import_module("qtgo.sgf.replay")  # the package's ``replay`` is the function

    assert replay_module.IllegalMoveRecord is IllegalMoveRecord
    with pytest.raises(AttributeError):
        _ = replay_module.NoSuchName  # type: ignore[attr-defined]
