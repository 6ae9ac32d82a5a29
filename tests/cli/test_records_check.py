"""``qtgo-cli check`` on its fast path gives what a plain replay gives, figure for figure.

The check reads a collection with the collector paused, skips the human-move pass when no
``B``/``W`` value looks human, replays the main line without walking parent links and
keeps only each game's JSON. These tests hold its output equal to two references built
another way: sgfmill's reader and board for real games, and a move-by-move replay that
asks ``Game.check`` (the general legality path, not ``play``'s inlined one) for records
with illegal moves, ko and superko.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from qtgo.cli import main
from qtgo.cli._common import RULE_OVERRIDES
from qtgo.rules import Color, Game, Move, Point, Ruleset
from qtgo.session.rule_overrides import RULE_OVERRIDES as SESSION_RULE_OVERRIDES

ROOT = Path(__file__).resolve().parents[2]
GAMES = 300  # enough real games for captures, passes and handicap; a few seconds


def check_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict]]:
    code = main(["check", "--json", *argv])
    return code, json.loads(capsys.readouterr().out)["games"]


def corpus_collection(corpus: Path, count: int) -> bytes:
    """The first ``count`` UTF-8 records of the AI corpus as one collection."""
    parts = []
    for path in sorted(p for p in (corpus / "ai").rglob("*") if p.suffix.lower() == ".sgf"):
        data = path.read_bytes()
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        parts.append(data.strip())
        if len(parts) == count:
            break
    return b"\n".join(parts)


def sgfmill_entries(data: bytes) -> list[dict]:
    """The ``--json`` entries of legal real games, computed by sgfmill alone."""
    sgf = pytest.importorskip("sgfmill.sgf")
    sgf_grammar = pytest.importorskip("sgfmill.sgf_grammar")
    boards = pytest.importorskip("sgfmill.boards")
    entries = []
    for coarse in sgf_grammar.parse_sgf_collection(data):
        game = sgf.Sgf_game.from_coarse_game_tree(coarse)
        size = game.get_size()
        board = boards.Board(size)
        captures = {"b": 0, "w": 0}
        moves = 0
        last = None
        for node in game.get_main_sequence():
            black, white, empty = node.get_setup_stones()
            if black or white or empty:
                board.apply_setup(black, white, empty)
            colour, point = node.get_move()
            if colour is None:
                continue
            moves += 1
            last = colour
            if point is not None:
                before = sum(1 for _ in board.list_occupied_points())
                board.play(point[0], point[1], colour)
                captures[colour] += before + 1 - sum(1 for _ in board.list_occupied_points())
        root = game.get_root()
        handicap = int(root.get("HA")) if root.has_property("HA") else 0
        if last is not None:
            to_play = "W" if last == "b" else "B"
        else:
            to_play = "W" if handicap >= 2 and root.has_property("AB") else "B"
        chars = {"b": "X", "w": "O", None: "."}
        rows = ["".join(chars[board.get(size - 1 - y, x)] for x in range(size)) for y in range(size)]
        entries.append(
            {
                "moves": moves,
                "captures": {"B": captures["b"], "W": captures["w"]},
                "to_play": to_play,
                "board": rows,
                "illegal": None,
            }
        )
    return entries


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
def test_check_json_of_a_corpus_collection_equals_sgfmills_replay(corpus, tmp_path, capsys):
    data = corpus_collection(corpus, GAMES)
    path = tmp_path / "collection.sgf"
    path.write_bytes(data)
    code, entries = check_json(capsys, str(path))
    assert code == 0
    reference = sgfmill_entries(data)
    assert len(entries) == len(reference) == GAMES
    for number, (ours, theirs) in enumerate(zip(entries, reference, strict=True), 1):
        assert ours == theirs, f"game {number}"
    assert sum(entry["captures"]["B"] + entry["captures"]["W"] for entry in entries) > 1000


def _naive_entry(moves: list[Move], size: int, ruleset: Ruleset, setup: dict[str, list[Point]]) -> dict:
    """Replay by asking ``Game.check`` before every move: the general path of the rules."""
    game = Game(size, ruleset=ruleset)
    if setup:
        game.setup(black=setup.get("AB", []), white=setup.get("AW", []), to_play=Color.BLACK)
    illegal = None
    played = 0
    for number, move in enumerate(moves, 1):
        reason = game.check(move)
        if reason is not None:
            illegal = {"move": number, "reason": reason.value}
            break
        game.play(move)
        played += 1
    return {
        "moves": played,
        "captures": {"B": game.captures[Color.BLACK], "W": game.captures[Color.WHITE]},
        "to_play": game.to_play.value,
        "board": game.board.rows(),
        "illegal": illegal,
    }


def _point(text: str) -> Point:
    return Point(ord(text[0]) - 97, ord(text[1]) - 97)


# Records with a simple-ko retake, a positional-superko repetition, a suicide, an occupied
# point and a legal capture race, under the rules each names.
KO_SETUP = {"AB": ["ba", "ab", "bc"], "AW": ["ca", "bb", "db", "cc"]}
CASES = [
    ("Japanese", KO_SETUP, ["cb", "bb"]),  # the immediate retake: ko
    ("Japanese", KO_SETUP, ["cb", "ee", "dd", "bb"]),  # a retake after two moves elsewhere: legal
    ("Japanese", {}, ["aa", "ba", "bb", "ab", "ca", "aa"]),  # white takes aa's stone, then fills aa
    ("Japanese", {"AB": ["ba", "ab"]}, ["ee", "aa"]),  # white plays into black's eye: suicide
    ("Chinese", {}, ["cc", "cc"]),  # occupied
]


@pytest.mark.parametrize(("rules", "setup", "points"), CASES)
def test_check_json_equals_a_replay_through_game_check(rules, setup, points, tmp_path, capsys):
    colours = "BW"
    nodes = "".join(f";{colours[i % 2]}[{p}]" for i, p in enumerate(points))
    setup_text = "".join(f"{ident}" + "".join(f"[{p}]" for p in pts) for ident, pts in setup.items())
    text = f"(;GM[1]FF[4]SZ[5]RU[{rules}]{setup_text}{'PL[B]' if setup else ''}{nodes})"
    path = tmp_path / "case.sgf"
    path.write_text(text, encoding="utf-8")
    _code, entries = check_json(capsys, str(path))
    moves = [Move(Color.BLACK if i % 2 == 0 else Color.WHITE, _point(p)) for i, p in enumerate(points)]
    expected = _naive_entry(moves, 5, Ruleset.from_sgf(rules)[0], {k: [_point(p) for p in v] for k, v in setup.items()})
    assert entries == [expected]


def test_positional_superko_is_reported_on_the_fast_path(tmp_path, capsys):
    # A position repeated after a cycle of captures: legal under Japanese rules (a long
    # cycle), illegal under positional superko (QRO, qtgo's own override of RU).
    text = "(;GM[1]FF[4]SZ[5]RU[Japanese]QRO[ko=positional]AB[ba][da][cb]AW[ab][bb]PL[B];B[aa];W[ca];B[ba])"
    path = tmp_path / "superko.sgf"
    path.write_text(text, encoding="utf-8")
    code, entries = check_json(capsys, str(path))
    assert code == 1
    assert entries[0]["illegal"] == {"move": 3, "reason": "superko"}
    assert entries[0]["moves"] == 2


def test_only_the_games_json_is_kept_and_a_broken_file_reports_none(tmp_path, capsys):
    good = tmp_path / "good.sgf"
    good.write_text("(;SZ[5];B[aa];W[bb])(;SZ[5];B[cc])", encoding="utf-8")
    broken = tmp_path / "broken.sgf"
    broken.write_text("(;SZ[5];B[aa])(;SZ[1];B[aa])", encoding="utf-8")  # SZ[1]: the rules refuse it
    code = main(["check", "--json", str(good), str(broken)])
    captured = capsys.readouterr()
    assert code == 2
    assert [entry["moves"] for entry in json.loads(captured.out)["games"]] == [2, 1]
    assert "broken.sgf" in captured.err


def test_the_rule_overrides_property_is_spelt_as_the_session_spells_it():
    assert RULE_OVERRIDES == SESSION_RULE_OVERRIDES


def test_check_of_a_record_without_overrides_does_not_import_the_session(tmp_path):
    path = tmp_path / "game.sgf"
    path.write_text("(;SZ[9];B[ee];W[cc])", encoding="utf-8")
    code = (
        "import sys; from qtgo.cli import main; code = main(['check', sys.argv[1]]); "
        "print(code, 'qtgo.session' in sys.modules, 'importlib.metadata' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert result.stdout.split()[-3:] == ["0", "False", "False"], result.stderr


def test_check_hands_every_object_back_to_the_collector(tmp_path, capsys):
    import gc

    path = tmp_path / "game.sgf"
    path.write_text("(;SZ[9];B[ee];W[cc])", encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0
    capsys.readouterr()


def _cli(*argv: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "qtgo.cli", *argv], input=stdin, capture_output=True, timeout=60, cwd=ROOT
    )


def test_check_on_a_fifo_and_a_link_to_dev_zero_answers_at_once(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "fifo.sgf"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.sgf"
    zero.symlink_to("/dev/zero")
    for path, words in ((fifo, b"no game tree"), (zero, b"is a device, not a file"), (tmp_path, b"is a folder")):
        done = _cli("check", str(path))
        assert done.returncode == 2 and words in done.stderr and done.stderr.count(b"\n") == 1


def test_check_reads_standard_input_up_to_the_limit() -> None:
    assert _cli("check", "-", stdin=b"(;SZ[9];B[aa])").returncode == 0
    done = _cli("check", "-", stdin=b"(" + b";" * (128 * 2**20 + 10))
    assert done.returncode == 2 and b"reading stopped there" in done.stderr


def test_convert_skips_an_empty_variation_with_a_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "empty.sgf"
    source.write_text("(;SZ[19];B[pd](;W[dd])()(;W[dp]))", encoding="utf-8")
    out = tmp_path / "out.sgf"
    assert main(["convert", str(source), str(out)]) == 0
    assert "empty variation '()' skipped" in capsys.readouterr().err
    text = out.read_text(encoding="utf-8")
    assert "()" not in text and "W[dd]" in text and "W[dp]" in text
