"""The grammar layer: tokens, tree shape, escapes, errors with positions, recoverable damage."""

from __future__ import annotations

import pytest

from qtgo.sgf import SgfError, SgfSyntaxError, dumps, load, parse
from qtgo.sgf.grammar import normalise_identifier


def shape(node) -> list:
    """A tree as nested lists of main-line move values, for comparing structure."""
    return [node.get("B") or node.get("W"), [shape(child) for child in node.children]]


def test_sequence_and_variations_in_order() -> None:
    result = parse(b"(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd])(;W[ee]))")
    (game,) = result.games
    assert result.warnings == []
    assert [n.get("B") or n.get("W") for n in game.main_line()] == [None, "aa", "bb", "cc"]
    branch = game.root.children[0]
    assert [child.get("W") for child in branch.children] == ["bb", "dd", "ee"]
    assert all(child.parent is branch for child in branch.children)
    assert game.root.parent is None


def test_whitespace_between_every_token() -> None:
    text = "  (\n ;\tGM [1]\n SZ\r\n[9] AB [aa]\n  [bb] ; B\n[cc] ( ; W [dd] ) ( ; W [ee] ) )  \n"
    (game,) = parse(text).games
    assert game.root.properties == {"GM": ["1"], "SZ": ["9"], "AB": ["aa", "bb"]}
    move_node = game.root.children[0]
    assert move_node.get("B") == "cc"
    assert [c.get("W") for c in move_node.children] == ["dd", "ee"]


def test_escapes_in_values() -> None:
    (game,) = parse(r"(;C[a \] b \\ c \: d]N[x\]y])").games
    assert game.root.comment == "a ] b \\ c : d"
    assert game.root.name == "x]y"


def test_soft_and_hard_line_breaks_with_every_line_ending() -> None:
    for newline in ("\n", "\r\n", "\n\r", "\r"):
        text = f"(;C[one\\{newline}two{newline}three]GN[a{newline}b])"
        (game,) = parse(text).games
        assert game.root.comment == "onetwo\nthree", repr(newline)
        # Simpletext keeps its line breaks as written; only a display folds them.
        assert game.root.get("GN") == "a\nb"


def test_tabs_become_spaces() -> None:
    (game,) = parse("(;C[a\tb\nc]PB[x\ty])").games
    assert game.root.comment == "a b\nc"
    assert game.root.get("PB") == "x y"


def test_ff3_long_identifiers() -> None:
    assert normalise_identifier("CoPyright") == "CP"
    assert normalise_identifier("PlayerBlack") == "PB"
    assert normalise_identifier("B") == "B"
    (game,) = parse("(;GaMe[1]SiZe[9]CoPyright[me];Black[aa];White[bb])").games
    assert game.root.properties == {"GM": ["1"], "SZ": ["9"], "CP": ["me"]}
    assert [str(n.move) for n in game.main_line()[1:]] == ["B aa", "W bb"]


def test_collection_of_games() -> None:
    result = parse("(;GM[1]PB[one];B[aa])\n(;GM[1]PB[two];B[bb])(;GM[1]PB[three])")
    assert [g.black_player for g in result.games] == ["one", "two", "three"]
    assert len(result) == 3


def test_empty_pass_values_and_empty_text() -> None:
    (game,) = parse("(;GM[1]C[];B[];W[tt])").games
    assert game.root.properties["C"] == [""]
    moves = [n.move for n in game.main_line()[1:]]
    assert all(m is not None and m.is_pass for m in moves)


def test_lower_case_identifier_is_read_with_a_warning() -> None:
    result = parse("(;gm[1];b[aa])")
    assert result.games[0].root.properties == {"GM": ["1"]}
    assert any("lower-case" in w for w in result.warnings)


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("(;GM[1]\n;B[aa] ;W[bb] # ;B[cc])", 2, 15),
        ("(;GM[1]\n;B[aa]\n;W;B[dd])", 3, 2),
        ("(;GM[1];B[aa]\n  [bb]#[cc])", 2, 7),
        ("(;GM[1](B[aa]))", 1, 9),
        ("(;GM[1];[aa])", 1, 9),
        ("", 1, 1),
        ("just some text", 1, 1),
    ],
)
def test_syntax_errors_say_line_and_column(text: str, line: int, column: int) -> None:
    with pytest.raises(SgfSyntaxError) as caught:
        parse(text)
    error = caught.value
    assert (error.line, error.column) == (line, column)
    assert f"line {line}, column {column}" in str(error)
    assert isinstance(error, SgfError) and isinstance(error, ValueError)


def test_missing_final_parenthesis_is_recovered(data_dir) -> None:
    result = load(data_dir / "sgf" / "truncated_missing_paren.sgf")
    (game,) = result.games
    assert [str(n.move) for n in game.main_line()[1:]] == ["B ee", "W cc", "B gg"]
    assert any("without closing" in w for w in result.warnings)


def test_junk_before_the_game_is_skipped(data_dir) -> None:
    result = load(data_dir / "sgf" / "junk_before_game.sgf")
    assert len(result.games) == 1
    assert len(result.games[0].main_line()) == 3
    assert len(result.warnings) == 1
    assert "outside any game tree" in result.warnings[0]
    assert result.warnings[0].startswith("line 1, column 1")


def test_duplicated_property_is_merged_with_a_warning(data_dir) -> None:
    result = load(data_dir / "sgf" / "duplicated_property.sgf")
    game = result.games[0]
    assert game.root.properties["C"] == ["first", "second"]
    assert game.root.comment == "first\nsecond"
    assert game.root.children[0].properties["B"] == ["ee", "ff"]
    assert game.root.children[0].move is not None and str(game.root.children[0].move) == "B ee"
    assert sum("repeated" in w for w in result.warnings) == 2
    assert any("line 1, column" in w and "property C" in w for w in result.warnings)


def test_file_cut_off_inside_a_value(data_dir) -> None:
    result = load(data_dir / "sgf" / "truncated_in_value.sgf")
    game = result.games[0]
    last = game.main_line()[-1]
    assert last.get("W") == "cc"
    assert "C" not in last.properties
    assert any("ends inside the value of C" in w for w in result.warnings)


def test_junk_inside_a_tree_is_an_error(data_dir) -> None:
    with pytest.raises(SgfSyntaxError) as caught:
        load(data_dir / "sgf" / "junk_inside_tree.sgf")
    assert (caught.value.line, caught.value.column) == (3, 8)


def test_property_without_value_is_an_error(data_dir) -> None:
    with pytest.raises(SgfSyntaxError) as caught:
        load(data_dir / "sgf" / "property_without_value.sgf")
    assert caught.value.line == 2
    assert "W" in caught.value.message


def test_node_after_variation_becomes_another_variation() -> None:
    result = parse("(;GM[1];B[aa](;W[bb])(;W[cc]);W[dd];B[ee])")
    branch = result.games[0].root.children[0]
    assert [c.get("W") for c in branch.children] == ["bb", "cc", "dd"]
    assert branch.children[2].children[0].get("B") == "ee"
    assert len(result.warnings) == 1


def test_repeated_warnings_are_counted_once() -> None:
    result = parse("(;GM[1]C[a]C[b];B[aa]C[c]C[d];W[bb]C[e]C[f])")
    assert len(result.warnings) == 1
    assert "(3 times" in result.warnings[0]


def test_deep_main_line_loads_without_recursion() -> None:
    moves = "".join(f";{'BW'[i % 2]}[{chr(97 + i % 19)}{chr(97 + (i // 19) % 19)}]" for i in range(100_000))
    (game,) = parse(f"(;GM[1]SZ[19]{moves})").games
    line = game.main_line()
    assert len(line) == 100_001
    assert line[-1].get("W") == "ca"  # move 99,999 of the pattern above
    text = dumps(game)
    (again,) = parse(text).games
    assert len(again.main_line()) == 100_001
    assert again.path_to(again.main_line()[-1])[0] is again.root


def test_many_variations_at_one_node() -> None:
    variations = "".join(f"(;B[{chr(97 + i % 19)}{chr(97 + (i // 19) % 19)}]C[{i}])" for i in range(20_000))
    (game,) = parse(f"(;GM[1]SZ[19]{variations})").games
    assert len(game.root.children) == 20_000
    assert game.root.children[19_999].comment == "19999"
    (again,) = parse(dumps(game)).games
    assert [c.comment for c in again.root.children] == [str(i) for i in range(20_000)]


def test_deeply_nested_variations() -> None:
    depth = 20_000
    text = "(;GM[1]" + "(;B[aa]" * depth + ")" * depth + ")"
    (game,) = parse(text).games
    assert len(game.main_line()) == depth + 1
    (again,) = parse(dumps(game)).games
    assert len(again.main_line()) == depth + 1


@pytest.mark.parametrize(
    "text",
    [
        "(;C[" + "a" * 200_000,  # an unterminated value
        "[" * 100_000,  # brackets that never close, outside any tree
        "A" * 100_000,  # an endless identifier
        "(;GM[1]" + "\\" * 100_001,
        "x" * 50_000 + "(;GM[1])" + " " * 100_000,
        "(;GM[1]" + "(;" * 30_000,
    ],
)
def test_hostile_input_reads_or_fails_cleanly(text: str) -> None:
    """Each alternative of the tokeniser is linear, so these finish at once (no timing
    assert here: a quadratic tokeniser would take hours on them, not a failure message)."""
    try:
        result = parse(text)
    except SgfError as error:
        assert isinstance(error, SgfSyntaxError)
    else:
        assert result.games


def test_human_readable_moves_however_written() -> None:
    """Read the same way whatever the identifier's spelling or the value's escapes, so
    that writing and reading again agree (found by fuzzing an FF[3] record)."""
    result = parse("(;SZ[19];Black[r1];W[pass];B[R\\16];W[ D4 ])")
    line = result.games[0].main_line()
    assert [n.get("B") or n.get("W") for n in line[1:]] == ["qs", "", "qd", " D4 "]
    assert "3 moves written as coordinates" in result.warnings[0]
    text = dumps(result.games)
    assert dumps(parse(text).games) == text


def test_root_properties_before_the_first_semicolon_are_read_with_a_warning() -> None:
    # The Nihon Ki-in writes "(\r\nTE[...]" with the root's ';' missing; Sabaki reads it.
    result = parse(b"(\r\nTE[title]SZ[19]KO[x]\r\n;B[pd];W[dd])")
    (game,) = result.games
    assert game.root.get("TE") == "title" and game.size == (19, 19)
    assert [node.get("B") or node.get("W") for node in game.main_line()] == [None, "pd", "dd"]
    assert any("';' is missing" in warning for warning in result.warnings)


def test_a_property_without_its_node_further_down_is_still_refused() -> None:
    with pytest.raises(SgfSyntaxError, match="outside a node"):
        parse(b"(;SZ[9];B[aa](W[bb]))")


def test_an_empty_variation_is_skipped_with_a_warning_and_the_rest_kept() -> None:
    result = parse(b"(;SZ[19];B[pd](;W[dd])()(;W[dp]))")
    (game,) = result.games
    assert shape(game.root) == [None, [["pd", [["dd", []], ["dp", []]]]]]
    assert result.warnings == ["line 1, column 24: empty variation '()' skipped"]


def test_an_empty_variation_converts_to_clean_sgf() -> None:
    (game,) = parse(b"(;SZ[19];B[pd](;W[dd])()(;W[dp]))").games
    again = parse(dumps(game)).games[0]
    assert shape(again.root) == shape(game.root) and "()" not in dumps(game)


def test_a_property_of_several_values_without_its_node_is_refused() -> None:
    with pytest.raises(SgfSyntaxError, match="AB outside a node") as caught:
        parse(b"(;SZ[9];B[aa](AB[bb][cc]))")
    assert (caught.value.line, caught.value.column) == (1, 15)


def test_an_empty_variation_straight_after_a_node_leaves_that_node_open() -> None:
    result = parse(b"(;SZ[9]()C[kept on the root];B[aa])")
    (game,) = result.games
    assert game.root.get("C") == "kept on the root"
    assert shape(game.root) == [None, [["aa", []]]]
    assert result.warnings == ["line 1, column 9: empty variation '()' skipped"]


def test_a_value_without_identifier_cut_off_by_the_end_of_the_file_is_dropped() -> None:
    result = parse(b"(;SZ[9];B[aa];[never closed")
    (game,) = result.games
    assert [node.get("B") for node in game.main_line()] == [None, "aa", None]
    assert any("ends inside a value; that value is dropped" in w for w in result.warnings)


def _big_game(prefix: str, repeat_comment: bool) -> str:
    """A game of more than 2**18 characters, read by the lazy tokeniser."""
    moves = "".join(f";{'BW'[i % 2]}[{chr(97 + i % 19)}{chr(97 + (i // 19) % 19)}]" for i in range(45_000))
    comment = "C[one]C[two]" if repeat_comment else ""
    return f"{prefix}(;GM[1]SZ[19]{comment}{moves})"


@pytest.mark.parametrize(
    ("prefix", "repeat", "warning"), [("", True, "property C repeated"), ("junk ", False, "outside any game tree")]
)
def test_a_big_file_with_damage_is_read_again_with_line_and_column(prefix: str, repeat: bool, warning: str) -> None:
    text = _big_game(prefix, repeat)
    assert len(text) > 1 << 18
    result = parse(text)
    (game,) = result.games
    assert len(game.main_line()) == 45_001
    assert len(result.warnings) == 1 and warning in result.warnings[0]
    assert result.warnings[0].startswith("line 1, column ")


def test_a_clean_big_file_reads_without_warnings() -> None:
    result = parse(_big_game("", False))
    assert result.warnings == [] and len(result.games[0].main_line()) == 45_001


def test_an_empty_game_tree_between_games_is_ignored_with_a_warning() -> None:
    result = parse(b"(;GM[1]GN[one])()(;GM[1]GN[two])")
    assert [game.root.get("GN") for game in result.games] == ["one", "two"]
    assert result.warnings == ["line 1, column 17: empty game tree '()' ignored"]


@pytest.mark.parametrize(
    "text",
    [
        "(;GN[a]);B[aa];W[bb](;GN[b])",  # a run of plain nodes
        "(;GN[a])C[x](;GN[b])",  # a plain property
        "(;GN[a])AB[aa][bb](;GN[b])",  # a property of several values
        "(;GN[a]));(;GN[b])",  # a stray ')' and ';'
        "(;GN[a]);(;GN[b])",  # a stray ';'
    ],
)
def test_nodes_and_properties_between_games_are_ignored_with_one_warning(text: str) -> None:
    result = parse(text)
    assert [game.root.get("GN") for game in result.games] == ["a", "b"]
    assert len(result.warnings) == 1 and "outside any game tree ignored" in result.warnings[0]


def test_a_root_of_several_values_without_its_semicolon_is_read_with_a_warning() -> None:
    result = parse(b"(AB[aa][bb]SZ[9];W[cc])")
    (game,) = result.games
    assert game.root.get("SZ") == "9" and len(game.root.properties["AB"]) == 2
    assert any("';' is missing" in warning for warning in result.warnings)


def test_a_parenthesis_right_after_a_parenthesis_is_refused() -> None:
    with pytest.raises(SgfSyntaxError, match="must be followed by ';'") as caught:
        parse(b"((;B[aa]))")
    assert (caught.value.line, caught.value.column) == (1, 2)


def test_a_file_ending_on_an_opened_empty_game_tree_drops_it_with_a_warning() -> None:
    result = parse(b"(;GN[a])\n(")
    assert [game.root.get("GN") for game in result.games] == ["a"]
    assert result.warnings == ["line 2, column 1: the file ends with an empty game tree; it is ignored"]
