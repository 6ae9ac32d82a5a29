"""Keeping GNU Go's board in step with qtgo's: one step is one command, jumps reuse the
common prefix, setup stones and handicap arrive, and the engine's board equals qtgo's."""

from __future__ import annotations

import pytest

from qtgo.engine import EngineError, EngineFault, EnginePosition, GtpClient, position_in_tree
from qtgo.engine.position import kata_rules
from qtgo.engine.review import main_line_nodes
from qtgo.engine.sync import EngineSync, gtp_number
from qtgo.rules import Color, Move, Point, Ruleset
from qtgo.sgf import load, parse, replay

pytestmark = pytest.mark.gnugo


def _engine_board(client: GtpClient, height: int) -> dict[Point, Color]:
    stones = {}
    for color, name in ((Color.BLACK, "black"), (Color.WHITE, "white")):
        for word in client.send(f"list_stones {name}").split():
            stones[Point.from_gtp(word, height)] = color
    return stones


def _qtgo_board(tree, node) -> dict[Point, Color]:
    return dict(replay(tree, node).game.board.stones())


def test_walking_a_real_game_keeps_gnugo_on_qtgos_board(gnugo_command, data_dir):
    tree = load(data_dir / "gnugo_games" / "g09_s0001.sgf").games[0]
    nodes = main_line_nodes(tree)
    with GtpClient.start(gnugo_command) as client:
        sync = EngineSync(client)
        for index in (0, 5, 6, 7, 6, 5, 20, 3, len(nodes) - 1):
            sync.sync(position_in_tree(tree, nodes[index]))
            assert _engine_board(client, 9) == _qtgo_board(tree, nodes[index]), f"position {index}"


def test_one_step_forward_or_back_costs_one_command(gnugo_command):
    ruleset = Ruleset.preset("chinese")
    start = EnginePosition(9, 9, 7.5, ruleset, Color.BLACK)
    one = start.after(Move(Color.BLACK, Point(4, 4)))
    two = one.after(Move(Color.WHITE, Point(2, 2)))
    with GtpClient.start(gnugo_command) as client:
        sync = EngineSync(client)
        sync.sync(two)
        sent = sync.commands
        sync.sync(one)
        assert sync.commands == sent + 1  # undo
        sync.sync(two)
        assert sync.commands == sent + 2  # play
        other = one.after(Move(Color.WHITE, Point(6, 6)))
        sync.sync(other)
        assert sync.commands == sent + 4  # undo to the common prefix, one play
        assert _engine_board(client, 9) == {Point(4, 4): Color.BLACK, Point(6, 6): Color.WHITE}
        assert client.send("get_komi") == "7.5"


def test_a_far_jump_replays_from_a_clear_board(gnugo_command):
    ruleset = Ruleset.preset("japanese")
    long = EnginePosition(9, 9, 6.5, ruleset, Color.BLACK)
    for index in range(10):
        long = long.after(Move(Color.BLACK if index % 2 == 0 else Color.WHITE, Point(index % 9, index // 9 * 2)))
    short = EnginePosition(9, 9, 6.5, ruleset, Color.WHITE, steps=(Move(Color.BLACK, Point(8, 8)),))
    with GtpClient.start(gnugo_command) as client:
        sync = EngineSync(client)
        sync.sync(long)
        before = sync.commands
        sync.sync(short)
        assert sync.commands - before < 10 + 1  # not ten undos and a play
        assert _engine_board(client, 9) == {Point(8, 8): Color.BLACK}


def test_handicap_and_setup_stones_reach_the_engine(gnugo_command):
    tree = parse("(;SZ[9]HA[2]KM[0.5]AB[cc][gg];W[ee];AW[cg]AB[gc];B[ce])").games[0]
    with GtpClient.start(gnugo_command) as client:
        sync = EngineSync(client)
        node = tree.main_line()[-1]
        position = position_in_tree(tree, node)
        assert position.free_handicap == (Point(2, 2), Point(6, 6))
        sync.sync(position)
        assert _engine_board(client, 9) == _qtgo_board(tree, node)


def test_a_stone_lifted_by_setup_is_told_as_the_bare_board(gnugo_command):
    tree = parse("(;SZ[9];B[ee];W[cc];AE[ee];B[gg])").games[0]
    node = tree.main_line()[-1]
    position = position_in_tree(tree, node)
    assert position.from_board
    with GtpClient.start(gnugo_command) as client:
        EngineSync(client).sync(position)
        assert _engine_board(client, 9) == {Point(2, 2): Color.WHITE, Point(6, 6): Color.BLACK}


def test_a_rectangle_is_refused_by_an_engine_without_rectangular_boards(gnugo_command):
    position = EnginePosition(9, 13, 6.5, Ruleset.preset("japanese"), Color.BLACK)
    with GtpClient.start(gnugo_command) as client, pytest.raises(EngineError) as caught:
        EngineSync(client).sync(position)
    assert caught.value.reason is EngineFault.UNSUPPORTED
    assert "9x13" in str(caught.value)


def test_a_board_size_the_engine_refuses_is_unsupported(gnugo_command):
    position = EnginePosition(25, 25, 6.5, Ruleset.preset("japanese"), Color.BLACK)
    with GtpClient.start(gnugo_command) as client, pytest.raises(EngineError) as caught:
        EngineSync(client).sync(position)
    assert caught.value.reason is EngineFault.UNSUPPORTED and "25x25" in str(caught.value)


def test_komi_is_written_with_a_dot_whatever_the_locale(monkeypatch):
    import locale

    for name in ("de_DE.UTF-8", "ru_RU.UTF-8", "C.UTF-8"):
        try:
            locale.setlocale(locale.LC_NUMERIC, name)
        except locale.Error:
            continue
        assert gtp_number(6.5) == "6.5" and gtp_number(7) == "7.0" and gtp_number(-0.5) == "-0.5"
    locale.setlocale(locale.LC_NUMERIC, "C")


@pytest.mark.parametrize(
    ("preset", "expected"),
    [
        ("japanese", "japanese"),
        ("chinese", "chinese"),
        ("aga", "aga"),
        ("new-zealand", "new-zealand"),
        ("tromp-taylor", "tromp-taylor"),
        ("korean", "korean"),
        (
            "igs",
            '{"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}',
        ),
        (
            "ing",
            '{"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}',
        ),
    ],
)
def test_each_qtgo_rule_set_has_its_kata_set_rules(preset, expected):
    assert kata_rules(Ruleset.preset(preset)) == expected


def test_a_katago_like_engine_gets_its_rules_and_a_rectangle(misbehaving):
    sent: list[str] = []
    with GtpClient.start(
        misbehaving("stream"), on_traffic=lambda d, line: sent.append(line) if d == ">" else None
    ) as client:
        sync = EngineSync(client)
        position = EnginePosition(9, 13, 7.0, Ruleset.preset("new-zealand"), Color.BLACK)
        sync.sync(position)
        sync.sync(EnginePosition(9, 13, 7.0, Ruleset.preset("igs"), Color.BLACK))
    commands = [line.split(" ", 1)[1] for line in sent]
    assert commands[4:9] == [
        "rectangular_boardsize 9 13",
        "clear_board",
        "komi 7.0",
        "kata-set-rules new-zealand",
        'kata-set-rules {"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,'
        '"tax":"SEKI","whiteHandicapBonus":"0"}',
    ]
