"""Hostile and extreme records: each opens, or is refused with a clear message, quickly."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from qtgo.sgf import SgfErrorReason, SgfLimitError, SgfSyntaxError, iter_load, iter_parse, limits, load, parse


def test_ten_megabytes_of_semicolons_are_refused_naming_the_limit() -> None:
    with pytest.raises(SgfLimitError) as caught:
        parse(b"(" + b";" * 10_000_000 + b")")
    assert caught.value.reason is SgfErrorReason.TOO_MANY_NODES
    assert caught.value.limit == limits.MAX_NODES
    assert "10,000,000 nodes" in str(caught.value) and f"{limits.MAX_NODES:,}" in str(caught.value)


def test_semicolons_inside_values_are_not_nodes() -> None:
    comment = ";" * (limits.MAX_NODES + 10)
    assert limits.count_nodes(f"(;C[{comment}];B[aa])") == 2
    (game,) = parse(f"(;C[{comment}];B[aa])").games
    assert len(game.root.comment or "") == len(comment)


def test_a_file_over_the_size_limit_is_refused_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.sgf"
    path.write_bytes(b"(;C[" + b"x" * 2000 + b"])")
    monkeypatch.setattr(limits, "MAX_FILE_BYTES", 1000)
    with pytest.raises(SgfLimitError) as caught:
        load(path)
    assert caught.value.reason is SgfErrorReason.FILE_TOO_LARGE and str(path) in str(caught.value)


def test_compressed_point_lists_repeated_open_without_expanding() -> None:
    text = "(;SZ[19]" + ";TR[aa:ss]" * 10_000 + ")"
    tracemalloc.start()
    (game,) = parse(text).games
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert game.node_count() == 10_001
    assert peak < 100 * len(text)  # the values stay as written: not 361 points per node
    assert len(game.main_line()[5].triangles) == 361


def test_a_hundred_thousand_move_line_opens() -> None:
    moves = "".join(
        f";{'BW'[i % 2]}[{'abcdefghijklmnopqrs'[i % 19]}{'abcdefghijklmnopqrs'[i // 19 % 19]}]" for i in range(100_000)
    )
    (game,) = parse(f"(;SZ[19]{moves})").games
    assert len(game.main_line()) == 100_001


def test_a_collection_is_read_game_by_game() -> None:
    text = "(;SZ[9];B[aa];W[bb])" * 1000
    results = iter_parse(text.encode())
    first = next(results)
    assert [len(result.games) for result in [first, *results]] == [1] * 1000
    assert str(first.games[0].main_line()[2].move) == "W bb"


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
def test_game_by_game_memory_stays_that_of_one_game(tmp_path: Path) -> None:
    path = tmp_path / "many.sgf"
    path.write_text("(;SZ[9];B[aa];W[bb])" * 20_000)
    whole_start = _peak(lambda: load(path, check_moves=False))
    streamed = _peak(lambda: sum(1 for _ in iter_load(path)))
    assert streamed * 4 < whole_start


def _peak(work: object) -> int:
    tracemalloc.start()
    work()  # type: ignore[operator]
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def test_game_by_game_errors_give_lines_of_the_whole_file() -> None:
    text = "(;B[aa])\n(;W[bb])\n\n(;B[cc] x )"
    games = iter_parse(text)
    assert len(next(games).games) == 1 and len(next(games).games) == 1
    with pytest.raises(SgfSyntaxError) as caught:
        next(games)
    assert caught.value.line == 4
    assert caught.value.column == parse_error_column("(;B[cc] x )")


def parse_error_column(text: str) -> int:
    with pytest.raises(SgfSyntaxError) as caught:
        parse(text)
    return caught.value.column


def test_game_by_game_keeps_the_decoding_warnings_once() -> None:
    data = "(;PB[Пётр Кузнецов])(;PW[Иван Петров])".encode("cp1251")
    first, second = iter_parse(data)
    assert any("detected cp1251" in w for w in first.warnings)
    assert not any("detected" in w for w in second.warnings)
    assert second.games[0].white_player == "Иван Петров"


def test_junk_and_unclosed_trees_read_game_by_game_as_whole() -> None:
    text = "junk (;B[aa]) more junk (;W[bb]"
    streamed = [r.games[0].root.move for r in iter_parse(text)]
    whole = [g.root.move for g in parse(text).games]
    assert len(whole) == 2
    assert streamed == whole


def test_a_fifo_nobody_writes_to_reads_as_empty_instead_of_waiting(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "game.sgf"
    os.mkfifo(fifo)
    assert limits.read_bounded(fifo) == b""
    with pytest.raises(SgfSyntaxError, match="no game tree"):
        load(fifo)


def test_a_link_to_a_device_is_refused_before_it_is_read(tmp_path: Path) -> None:
    link = tmp_path / "zero.sgf"
    link.symlink_to("/dev/zero")
    with pytest.raises(SgfLimitError) as caught:
        load(link)
    assert caught.value.reason is SgfErrorReason.NOT_A_FILE and "device" in str(caught.value)


def test_a_folder_is_refused_as_a_folder(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError):
        limits.read_bounded(tmp_path)


def test_a_pipe_is_read_up_to_the_limit_and_no_further(monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import threading

    monkeypatch.setattr(limits, "MAX_FILE_BYTES", 1000)
    reader, writer = os.pipe()  # read by its path, as standard input is (/dev/stdin)

    def write_for_ever() -> None:  # only the readers' close stops it
        try:
            while True:
                os.write(writer, b";" * 100)
        except BrokenPipeError:
            pass
        finally:
            os.close(writer)

    thread = threading.Thread(target=write_for_ever, daemon=True)
    thread.start()
    try:
        with pytest.raises(SgfLimitError) as caught:
            limits.read_bounded(f"/proc/self/fd/{reader}")
    finally:
        os.close(reader)
    assert caught.value.reason is SgfErrorReason.FILE_TOO_LARGE and "reading stopped" in str(caught.value)
    thread.join(10)
    assert not thread.is_alive()


def test_a_regular_file_within_the_limit_reads_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.sgf"
    path.write_bytes(b"(;SZ[9];B[aa])")
    assert limits.read_bounded(path) == b"(;SZ[9];B[aa])"
