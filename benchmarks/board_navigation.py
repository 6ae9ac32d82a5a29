"""Board navigation speed: step through a ~300-move game in the board scene, offscreen.

Prints the median time per step of ``BoardScene.set_display`` (forward through the main
line, then back to the start), the same with a synchronous repaint of the view, the
graphics items created per step, a check that no unchanged point ever got a new item, the
cost of building a display from the rules position, and the time of a full repaint of a
1000×1000 view.

    QT_QPA_PLATFORM=offscreen python benchmarks/board_navigation.py [SGF] [--numbers all]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "ai"


def main_line_moves(path: Path):
    """The main line's moves of the first game in ``path`` (size, list of Move)."""
    from qtgo import sgf

    tree = sgf.load(path).games[0]
    moves = [node.move for node in tree.main_line() if node.move is not None]
    return tree.size, moves


def pick_game(target: int = 300) -> Path:
    """The 19×19 game of the AI corpus whose main line is closest to ``target`` moves."""
    best: tuple[int, str, Path] | None = None
    for path in sorted(CORPUS.rglob("*.sgf")):
        try:
            size, moves = main_line_moves(path)
        except (ValueError, OSError):
            continue
        if size != (19, 19):
            continue
        key = (abs(len(moves) - target), str(path), path)
        if best is None or key[:2] < best[:2]:
            best = key
        if best[0] == 0:
            break
    if best is None:
        raise SystemExit(f"no 19x19 game found under {CORPUS}")
    return best[2]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sgf", nargs="?", type=Path, help="a game record (default: one from the AI corpus)")
    parser.add_argument("--numbers", choices=["off", "all", "last"], default="off")
    parser.add_argument("--size", type=int, default=1000, help="view size in pixels")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from qtgo.rules import Game
    from qtgo.session.display import display_from_game
    from qtgo.ui.board import BoardView, MoveNumbers

    path = args.sgf or pick_game()
    (width, height), moves = main_line_moves(path)
    game = Game(width, height)
    displays = [display_from_game(game)]
    build_times = []
    for move in moves:
        if game.is_legal(move):  # a record's illegal move is skipped, as a viewer would
            game.play(move)
        start = time.perf_counter()
        displays.append(display_from_game(game))
        build_times.append(time.perf_counter() - start)

    view = BoardView()
    view.resize(args.size, args.size)
    view.show()
    app.processEvents()
    scene = view.board
    scene.move_numbers = MoveNumbers(args.numbers)
    scene.set_display(displays[0])
    app.processEvents()

    order = list(range(1, len(displays))) + list(range(len(displays) - 2, -1, -1))
    step_times, created, churn = [], [], 0
    for index in order:
        display = displays[index]
        previous = scene.display
        unchanged = [p for p, c in display.stones.items() if previous.stones.get(p) is c]
        before = {p: scene.stone_item(*p) for p in unchanged}
        made = scene.items_created
        start = time.perf_counter()
        scene.set_display(display)
        step_times.append(time.perf_counter() - start)
        created.append(scene.items_created - made)
        churn += sum(scene.stone_item(*p) is not before[p] for p in unchanged)

    # The same walk with the view painting every step, as on screen.
    viewport = view.viewport()
    painted, painted_cpu = [], []
    for index in order:
        start, cpu = time.perf_counter(), time.process_time()
        scene.set_display(displays[index])
        viewport.repaint()
        painted.append(time.perf_counter() - start)
        painted_cpu.append(time.process_time() - cpu)

    scene.set_display(displays[len(displays) // 2])
    full = []
    for _ in range(30):
        viewport.update()
        start = time.perf_counter()
        viewport.repaint()
        full.append(time.perf_counter() - start)
    relayout = []
    for i in range(10):
        start = time.perf_counter()
        view.resize(args.size - 40 * (i % 2), args.size)
        app.processEvents()
        relayout.append(time.perf_counter() - start)

    print(
        f"game: {path.name} ({len(moves)} moves, {width}x{height}); view {args.size}x{args.size}, "
        f"numbers {args.numbers}, {len(order)} steps"
    )
    print(
        f"set_display per step:        median {ms(statistics.median(step_times))}, "
        f"p95 {ms(sorted(step_times)[int(0.95 * len(step_times))])}, max {ms(max(step_times))}"
    )
    print(
        f"step + synchronous repaint:  median {ms(statistics.median(painted))}, "
        f"p95 {ms(sorted(painted)[int(0.95 * len(painted))])} "
        f"(CPU time: mean {ms(statistics.mean(painted_cpu))})"
    )
    print(
        f"graphics items created:      {sum(created)} in all, "
        f"{sum(created) / len(created):.3f} per step, max {max(created)} in one step"
    )
    print(f"items replaced for unchanged points: {churn}")
    print(f"display_from_game per move:  median {ms(statistics.median(build_times))}")
    print(f"full repaint of the view:    median {ms(statistics.median(full))}")
    print(f"resize (relayout + paint):   median {ms(statistics.median(relayout))}")
    print(f"items in the scene: {len(scene.items())}")
    view.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
