"""``render``: the position after move N, drawn by the GUI's own board scene."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from qtgo.cli._common import EXIT_OK, CliError, add_encoding_option, load_record, move_node


def register(sub: Any) -> None:
    """Add ``render`` to the ``qtgo-cli`` sub-parsers."""
    render = sub.add_parser("render", help="draw the position after move N to a PNG file")
    render.add_argument("file", metavar="FILE")
    render.add_argument("--move", type=int, metavar="N", help="the move to show (default: the last)")
    render.add_argument("--out", required=True, metavar="FILE.png")
    render.add_argument("--size", type=int, default=800, metavar="PIXELS")
    add_encoding_option(render)
    render.set_defaults(handler=cmd_render)


def cmd_render(args: argparse.Namespace) -> int:
    if args.size < 64 or args.size > 8192:
        raise CliError("--size must be between 64 and 8192 pixels")
    if args.move is not None and args.move < 0:
        raise CliError("--move must be 0 or more")
    parsed = load_record(args.file, args.encoding)
    if not parsed.games:
        raise CliError(f"{args.file}: holds no game")
    tree = parsed.games[0]
    from qtgo.sgf import SgfError, replay

    node, count = move_node(tree, args.move)
    if args.move is not None and count is not None and count < args.move:
        raise CliError(f"{args.file}: the main line has only {count} moves")
    try:
        game = replay(tree, node).game  # as recorded: illegal moves are placed anyway
    except SgfError as error:
        raise CliError(f"{args.file}: {error}") from error
    # Rendering needs no screen: use Qt's offscreen platform unless one is chosen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtgo.app import create_application
    from qtgo.session.display import display_from_game
    from qtgo.ui.board import render_display

    create_application([sys.argv[0] if sys.argv else "qtgo-cli"])
    display = display_from_game(game)
    image = render_display(display, args.size)
    out = Path(args.out)
    # PySide6's stubs want bytes for the format, the binding itself takes str.
    if not image.save(str(out), "PNG"):  # type: ignore[call-overload]
        raise CliError(f"{out}: cannot write the PNG file")
    return EXIT_OK
