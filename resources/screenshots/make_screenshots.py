"""Render the README's screenshots: boards with ``render_display`` (the ``qtgo-cli render``
path) and the main window (default size, 800×600, counting, the game tree), in English and
in Russian.

    QT_QPA_PLATFORM=offscreen python resources/screenshots/make_screenshots.py [--boards-only]

Needs the shared corpus beside the project (``../shared/corpus``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
# ``../shared/corpus`` beside the checkout (a worktree sits one level deeper: look upwards).
CORPUS = next(
    (p / "shared" / "corpus" for p in HERE.parents if (p / "shared" / "corpus").is_dir()),
    HERE.parent.parent.parent / "shared" / "corpus",
)


def game_at(path: Path, moves: int | None = None):
    """The rules game after ``moves`` moves of the main line (all when None)."""
    from qtgo import sgf

    tree = sgf.load(path).games[0]
    line = tree.main_line()
    node = line[-1]
    if moves is not None:
        count = 0
        for candidate in line:
            if candidate.move is not None:
                count += 1
            node = candidate
            if count == moves:
                break
    return sgf.replay(tree, node).game


def main() -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from qtgo.rules import Point
    from qtgo.rules.estimate import estimate
    from qtgo.session.display import Markup, display_from_game
    from qtgo.ui.board import render_display

    # 19×19 in the middle game.
    game = game_at(CORPUS / "ai" / "AlphaGo" / "AG vs AG - G1 - English.sgf", 140)
    render_display(display_from_game(game, ghost=False), 820).save(str(HERE / "board-19.png"))

    # 9×9 with the markup of a lesson.
    game = game_at(CORPUS / "gnugo-regression" / "9x9-4.sgf", 17)
    p = Point.from_sgf
    markup = [
        Markup("TR", p("cc")),
        Markup("SQ", p("gd")),
        Markup("CR", p("ee")),
        Markup("MA", p("hh")),
        Markup("LB", p("fg"), label="A"),
        Markup("LB", p("gg"), label="B"),
        Markup("LB", p("bh"), label="1"),
        Markup("AR", p("bb"), to=p("eb")),
        Markup("LN", p("bf"), to=p("dh")),
    ]
    empty = [q for q in (p("ge"), p("gb"), p("hc")) if game.board[q] is None]
    display = display_from_game(game, markup=markup, variation_hints=empty[:2], ghost=False)
    render_display(display, 560).save(str(HERE / "board-9-markup.png"))

    # 13×13 after the end of the game, scored with dead stones and territory.
    game = game_at(CORPUS / "gnugo-regression" / "mertin13x13__katsunari-gnugo2.W+4.sgf")
    dead = estimate(game.board, game.to_play, game.ruleset, seed=1).dead
    score = game.score(dead=dead)
    display = display_from_game(game, score=score, ghost=False)
    render_display(display, 680).save(str(HERE / "board-13-scored.png"))
    print(f"13x13: {score.result}, {len(score.dead)} dead, {len(score.territory)} territory points")
    if "--boards-only" not in sys.argv:
        for language in ("en", "ru"):
            window_shots(app, language)
    del app
    return 0


def _settle(app, window, width: int, height: int, ms: int = 400) -> None:
    """Resize, show, and let the layout and any estimate settle."""
    import time

    window.resize(width, height)
    window.show()
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def window_shots(app, language: str) -> None:
    """The main window as a player sees it, in ``language``: default size, 800×600,
    the count after a game, and a record with many variations in the game tree."""
    import tempfile

    from qtgo.ui.i18n import install_translators

    os.environ["QTGO_LANG"] = language
    install_translators(app, language)
    from PySide6.QtCore import QSettings

    from qtgo.ui.window import MainWindow

    data = Path(tempfile.mkdtemp(prefix="qtgo-shots-"))
    # Settings of their own: the default layout, and the user's own settings left alone.
    for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(form, QSettings.Scope.UserScope, str(data / "settings"))
    QSettings().clear()
    suffix = "" if language == "en" else f"-{language}"
    record = CORPUS / "ai" / "AlphaGo" / "AG vs AG - G1 - English.sgf"

    window = MainWindow(data_dir=data)
    window.files.open_file(record, confirm=False)
    window.adapter.to_start()
    for _ in range(120):
        window.adapter.forward()
    _settle(app, window, 1280, 860)
    window.grab().save(str(HERE / f"window-default{suffix}.png"))
    _settle(app, window, 800, 600)
    window.grab().save(str(HERE / f"window-800x600{suffix}.png"))

    # The count at the end of a finished 13×13 game.
    window.files.open_file(CORPUS / "gnugo-regression" / "mertin13x13__katsunari-gnugo2.W+4.sgf", confirm=False)
    window.adapter.to_end()
    window.adapter.begin_scoring()
    _settle(app, window, 1280, 860, ms=2500)
    window.grab().save(str(HERE / f"window-counting{suffix}.png"))

    # The game tree of a record with variations and comments.
    window.files.open_file(CORPUS / "edge" / "gogui__ff4_ex.sgf", confirm=False)
    window.adapter.to_start()
    window.adapter.next_variation()
    window.adapter.forward(2)
    window.look.tree_dock.raise_()
    _settle(app, window, 1280, 860)
    window.grab().save(str(HERE / f"window-game-tree{suffix}.png"))
    window.adapter.session.record.modified = False
    window.close()
    window.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    sys.exit(main())
