"""GoGui's SGF test files (corpus/edge), each with what it actually holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.rules import Color, IllegalReason, Move, Point
from qtgo.sgf import SgfPropertyError, dumps, load, parse, replay


def edge(corpus: Path, name: str):
    return load(corpus / "edge" / f"gogui__{name}.sgf")


def moves(nodes) -> list[str]:
    return [str(n.move) for n in nodes if n.move is not None]


def P(sgf: str) -> Point:
    return Point.from_sgf(sgf)


def check_ff4_example_game_1(game, written: bool = False) -> None:
    root = game.root
    header = {"CA": ["UTF-8"], "AP": [root.get("AP")]} if written else {"AP": ["Primiview:3.1"]}
    assert root.properties == {
        "FF": ["4"],
        "GM": ["1"],
        "SZ": ["19"],
        "GN": ["Gametree 1: properties"],
        "US": ["Arno Hollosi"],
        **header,
    }
    assert not written or root.get("AP").startswith("qtgo:")
    assert [c.name for c in root.children] == [
        "Moves, comments, annotations",
        "Setup",
        "Markup",
        "Style & text type",
        "Time limits, captures & move numbers",
    ]
    # Variation A: moves with annotations, then a pass as W[] and one as B[tt].
    line = game.main_line()
    assert len(line) == 14
    assert moves(line)[:3] == ["B pd", "W dp", "B pp"]
    assert line[-2].move == Move.pass_(Color.WHITE) and line[-2].get("W") == ""
    assert line[-1].move == Move.pass_(Color.BLACK) and line[-1].get("B") == "tt"
    assert line[2].get("GW") == "1" and line[3].get("GB") == "2" and line[8].get("BM") == "2"
    assert line[9].properties["DO"] == [""] and line[10].properties["IT"] == [""]
    assert line[1].comment == 'Nodename set to: "Moves, comments, annotations"'

    # Variation B: setup with single points and compressed point lists.
    setup = root.children[1]
    black, white, _empty, to_play = setup.setup
    assert len(black) == 4 + 4 * 3 and len(white) == 4 + 2 * 4 + 4
    assert P("do") in black and P("gq") in black and P("lq") in white and to_play is None
    erase = setup.children[0]
    assert erase.properties["AE"] == ["ep", "fp", "kn", "lo", "lq", "pn:pq"]
    assert len(erase.setup.empty) == 5 + 4
    assert "FF[3] way" in erase.comment  # an escaped "]" inside the comment
    assert erase.children[0].to_play is Color.BLACK
    assert erase.children[0].children[0].to_play is Color.WHITE
    position = replay(game, erase.children[0].children[0]).game
    assert position.board[P("pd")] is Color.BLACK and position.board[P("pp")] is Color.WHITE
    assert position.board[P("ep")] is None and position.board[P("do")] is Color.BLACK
    assert position.to_play is Color.WHITE

    # Variation C: markup, labels, arrows, lines, dimmed points.
    markup = root.children[2].children[0]
    # Six single points and a 1x3 compressed list each.
    assert markup.triangles[:3] == [P("dd"), P("de"), P("df")] and len(markup.triangles) == 9
    assert P("fe") in markup.triangles
    assert len(markup.crosses) == 9 and len(markup.circles) == 9 and len(markup.squares) == 9
    assert len(markup.selected) == 9
    assert len(markup.territory_white) == 4 * 3 + 1 + 3 * 2
    assert len(markup.territory_black) == 3 * 3 + 4 * 2 + 1
    labels = markup.children[0].labels
    assert len(labels) == 22 and labels[P("dc")] == "1" and labels[P("gs")] == "ABCDEFGH"
    assert labels[P("ms")] == "12345678"
    arrows_node = markup.children[0].children[0]
    assert arrows_node.arrows[0] == (P("aa"), P("sc")) and len(arrows_node.arrows) == 8
    assert arrows_node.lines == [(P("pj"), P("pd")), (P("nf"), P("ff")), (P("ih"), P("fj")), (P("kh"), P("nj"))]
    assert len(arrows_node.dimmed) == 15 + 15

    # Variation D: soft and hard line breaks, with every line-ending convention.
    text = root.children[3]
    assert text.comment.count(">ok<") == 6
    assert 'linebreak 4 "\\r": >ok<' in text.comment
    assert "Hard line breaks are all other linebreaks.\nSoft" in text.comment
    inner = text.children
    assert [c.name for c in inner] == ["W d16", "W d4", "W q4", "W c17", "W c3", "W r3"]
    assert [c.name for c in inner[0].children] == ["B q4", "B d4", "B q3", "B p3"]
    assert inner[0].comment == "Variation C is better."

    # Variation E: time left, stones left, move numbers, captures and a suicide.
    timed = game.main_line(root.children[4])
    assert timed[0].black_time_left == 120.0 and timed[1].white_time_left == 300.0
    assert timed[2].black_time_left == 105.6 and timed[2].black_stones_left == 10
    assert timed[3].white_stones_left == 2 and timed[5].white_time_left == 13.2
    assert [n.get("MN") for n in timed if "MN" in n] == ["2", "112"]
    result = replay(game, timed[-1])
    assert [(r.move_number, r.reason) for r in result.illegal] == [(21, IllegalReason.SUICIDE)]
    assert result.game.captures[Color.BLACK] == 3
    # The suicide took every black stone in the corner off the board.
    assert all(color is Color.WHITE for _, color in result.game.board.stones())


def check_ff4_example_game_2(game) -> None:
    assert game.root.comment.startswith("Gametree 2: game-info\n\n")
    # Soft line breaks joined the last sentence into one line.
    assert "stored in the node where the game first becomes distinguishable" in game.root.comment
    players = {n.get("PW"): n for n in game.nodes() if n.get("PW")}
    assert list(players) == ["W. Hite", "T. Suji", "S. Abaki", "A. Tari"]
    tari = players["A. Tari"]
    assert tari.get("KM") == "-59.5" and tari.get("RE") == "B+R" and tari.move == Move(Color.WHITE, P("cd"))
    assert game.info_node(tari) is tari
    assert game.komi is None and game.white_player is None


def test_ff4_example_collection(corpus: Path) -> None:
    result = edge(corpus, "ff4_ex")
    assert result.warnings == []
    assert len(result.games) == 2
    check_ff4_example_game_1(result.games[0])
    check_ff4_example_game_2(result.games[1])
    again = parse(dumps(result.games)).games
    check_ff4_example_game_1(again[0], written=True)
    check_ff4_example_game_2(again[1])


def test_ff4_example_split_files(corpus: Path) -> None:
    (first,) = edge(corpus, "ff4_ex.1").games
    (second,) = edge(corpus, "ff4_ex.2").games
    check_ff4_example_game_1(first)
    check_ff4_example_game_2(second)
    both = edge(corpus, "ff4_ex").games
    assert dumps(first) == dumps(both[0]) and dumps(second) == dumps(both[1])


def test_game_1(corpus: Path) -> None:
    result = edge(corpus, "game-1")
    (game,) = result.games
    assert result.warnings == [] and game.size == (9, 9) and game.komi == 6.5
    assert game.date == "2007-02-21" and game.root.get("AP") == "GoGui:0.9.x"
    assert moves(game.main_line()) == ["B cg", "W gc", "B cc"]
    assert replay(game).illegal == []


def test_human_readable_points(corpus: Path) -> None:
    result = edge(corpus, "human-readable")
    (game,) = result.games
    assert len(result.warnings) == 1 and "R16" in result.warnings[0]
    assert [n.move for n in game.main_line()[1:]] == [
        Move(Color.BLACK, P("qd")),
        Move(Color.WHITE, P("dp")),
        Move(Color.BLACK, P("cd")),
        Move(Color.WHITE, P("pp")),
        Move(Color.BLACK, P("qn")),
        Move.pass_(Color.WHITE),
    ]
    # Written back as plain SGF points.
    assert ";B[qd];W[dp];B[cd];W[pp];B[qn];W[]" in dumps(game)


def test_invalid_move(corpus: Path) -> None:
    result = edge(corpus, "invalidmove")
    (game,) = result.games
    # CA[UTF8] is UTF-8; loading replays the main line and reports the bad move.
    assert result.encoding == "utf-8" and game.size == (9, 9)
    assert result.warnings == ["move 3 (B rs) is illegal (off-board); skipped"]
    assert moves(game.main_line()) == ["B cg", "W ee", "B rs", "W cb"]
    replayed = replay(game)
    assert [(r.move_number, r.reason) for r in replayed.illegal] == [(3, IllegalReason.OFF_BOARD)]
    assert replayed.game.board[P("cb")] is Color.WHITE


def test_size_after_invalid_points(corpus: Path) -> None:
    result = edge(corpus, "size-after-invalid-points")
    (game,) = result.games
    assert result.warnings == ["setup ignored at move 0: point pp is off the 9x9 board"]
    assert game.size == (9, 9)
    with pytest.raises(SgfPropertyError, match="off the 9x9 board"):
        _ = game.root.setup
    replayed = replay(game)
    assert any("off the 9x9 board" in w for w in replayed.warnings)
    assert list(replayed.game.board.stones()) == []


def test_size_after_valid_points(corpus: Path) -> None:
    (game,) = edge(corpus, "size-after-valid-points").games
    assert game.size == (19, 19)
    assert game.root.setup == ((P("pp"),), (P("cp"),), (), None)
    board = replay(game).game.board
    assert board[P("pp")] is Color.BLACK and board[P("cp")] is Color.WHITE


def test_test_file(corpus: Path) -> None:
    (game,) = edge(corpus, "test").games
    assert game.game_name == "tmp" and game.komi == 6.5 and game.date == "2005-08-14"
    assert moves(game.main_line()) == ["B dp", "W pd"]


def test_time_settings_with_unknown_overtime(corpus: Path) -> None:
    (game,) = edge(corpus, "time-settings-unknown-ot").games
    assert game.time_limit == 1800.0 and game.overtime == "8 xyz 16"
    assert game.root.comment == "Test for overtime property in unknown format: OT[8 xyz 16]"
    assert game.root.children == ()
    assert "C[Test for overtime property in unknown format: OT[8 xyz 16\\]]" in dumps(game)


def test_verbose_property_names(corpus: Path) -> None:
    result = edge(corpus, "verbose-property-names")
    (game,) = result.games
    root = game.root
    assert root.properties["GM"] == ["1"] and root.properties["PL"] == ["B"]
    assert game.event == "1995 Bracknell Go Tournament " and game.round == "1"
    assert game.date == "13/5/95" and game.place == "Bracknell, UK"
    assert (game.black_player, game.black_rank) == ("Robin Upton", "2 kyu")
    assert (game.white_player, game.white_rank) == ("J. Chin", "2 kyu")
    assert game.handicap == 0 and game.komi == 6.0 and game.result == "B+Resign"
    assert game.time_limit is None and root.get("TM") == "60 minutes + 5 minutes / 30 stones"
    assert game.user == "R.U." and game.source == "Game recorded by R.U."
    assert game.game_comment == ("This is slightly commented by R.Upton (BadShape[8k*]) and C.Nijhuis (donjuan[2d*])\n")
    line = game.main_line()
    assert len(line) == 186 and game.node_count() == 385
    assert moves(line[:6]) == ["B qc", "W cp", "B cc", "W pq", "B jj"]
    # FF[3] "Lettered" and "Markered" keep their capitals: L and M, unknown in FF[4], kept.
    assert line[11].properties == {
        "B": ["nd"],
        "L": ["lc"],
        "C": [
            "donjuan[2d*]: I think 'a' is better, in order to play more severe and make more use of the influence.\n"
        ],
    }
    assert sum(1 for n in game.nodes() if "M" in n) == 5
    # The file has nodes after variations without '(': read as more variations.
    assert len(result.warnings) == 1 and "(23 times" in result.warnings[0]
    assert sum(1 for n in game.nodes() if len(n.children) > 1) == 23
    assert replay(game).illegal == []
    again = parse(dumps(game)).games[0]
    assert again.node_count() == 385 and again.main_line()[11].properties == line[11].properties
