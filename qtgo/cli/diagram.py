"""``diagram``: a record's figures as SVG, PDF, PNG or Sensei's Library ``$$`` text.

The output format follows the file name. PDF holds every figure (``--per-page``, ``--paper``);
a text file holds every ``$$`` diagram, at most ten moves each (the format's limit, so
``--per-figure`` is capped at 10 there); SVG and PNG hold one figure per file, written as
``OUT-1.svg``, ``OUT-2.svg``, ... when there are several. The files written are listed
on stdout.

``--handout`` writes the lesson as one PDF instead: the main line and every variation tried,
``--per-figure`` moves to a figure, every comment of the figures' moves under them, then the
record's result and the count of the final position.
"""

from __future__ import annotations

import argparse
import os
import sys
from functools import partial
from pathlib import Path
from typing import Any

from qtgo.cli._common import EXIT_OK, CliError, add_encoding_option, load_record

FORMATS = (".svg", ".pdf", ".png", ".txt")


def register(sub: Any) -> None:
    """Add ``diagram`` to the ``qtgo-cli`` sub-parsers."""
    parser = sub.add_parser(
        "diagram",
        help="print a record's figures (moves numbered, '23 at 17' lines) as SVG, PDF, PNG or $$ text",
    )
    parser.add_argument("file", metavar="FILE")
    add_encoding_option(parser)
    parser.add_argument("--moves", metavar="A-B", help="the moves to show (default: the whole main line)")
    parser.add_argument(
        "--per-figure", type=int, default=None, metavar="N", help="moves per figure (default 50; 10 for .txt)"
    )
    parser.add_argument("--at-comments", action="store_true", help="also end a figure at each commented move")
    parser.add_argument(
        "--region",
        metavar="aa:jj",
        help="two opposite corners of the part of the board to show, or 'auto' (where the stones are)",
    )
    parser.add_argument("--no-coordinates", action="store_true", help="leave the coordinates out")
    parser.add_argument("--restart-numbers", action="store_true", help="number each figure's moves from 1")
    parser.add_argument("--game", type=int, default=1, metavar="K", help="the game of a collection (default 1)")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="PDF page size")
    parser.add_argument("--per-page", type=int, choices=(1, 2, 4, 6), default=1, help="PDF figures per page")
    parser.add_argument("--width", type=int, default=600, metavar="PIXELS", help="SVG and PNG width")
    parser.add_argument(
        "--handout",
        action="store_true",
        help="one PDF of the lesson: main line and variations, every comment, result and count",
    )
    parser.add_argument("--out", required=True, metavar="OUT.svg|.pdf|.png|.txt")
    parser.set_defaults(handler=cmd_diagram)


def cmd_diagram(args: argparse.Namespace) -> int:
    from qtgo.diagram import MAX_ASCII_MOVES, DiagramError, Region, fitted_region, make_figures, parse_move_range
    from qtgo.sgf import SgfError

    out = Path(args.out)
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise CliError(f"--out: {out.name} must end in {', '.join(FORMATS)}")
    if args.per_figure is not None and args.per_figure < 1:
        raise CliError("--per-figure must be 1 or more")
    if not 64 <= args.width <= 8192:
        raise CliError("--width must be between 64 and 8192 pixels")
    if not out.parent.is_dir():
        raise CliError(f"--out: the folder {out.parent} does not exist")
    if args.handout and suffix != ".pdf":
        raise CliError(f"--handout: {out.name} must end in .pdf")
    parsed = load_record(args.file, args.encoding)
    if not parsed.games:
        raise CliError(f"{args.file}: holds no game")
    if not 1 <= args.game <= len(parsed.games):
        raise CliError(f"--game: {args.file} holds {len(parsed.games)} game(s)")
    tree = parsed.games[args.game - 1]
    if args.handout:
        return _handout(tree, out, args)
    per_figure = args.per_figure or 50
    ascii_text = suffix == ".txt"
    if ascii_text:
        per_figure = min(per_figure if args.per_figure else MAX_ASCII_MOVES, MAX_ASCII_MOVES)
    width, height = tree.size
    try:
        moves = parse_move_range(args.moves) if args.moves else None
        cut = partial(
            make_figures,
            tree,
            moves=moves,
            per_figure=per_figure,
            at_comments=args.at_comments,
            restart_numbers=args.restart_numbers,
            alternating=ascii_text,
        )
        if args.region and args.region.strip().lower() == "auto":
            region: Region | None = fitted_region(cut())
        else:
            region = Region.parse(args.region, width, height) if args.region else None
        figures = cut(region=region)
    except DiagramError as error:
        raise CliError(f"{args.file}: {error}") from error
    except SgfError as error:
        raise CliError(f"{args.file}: {error}") from error
    coordinates = not args.no_coordinates
    if ascii_text:
        from qtgo.diagram import sensei_document

        try:
            out.write_text(sensei_document(figures, coordinates=coordinates), encoding="utf-8")
        except OSError as error:
            raise CliError(f"{out}: cannot write: {error.strerror or error}") from error
        print(out)
        return EXIT_OK
    return _draw(figures, out, suffix, args, coordinates)


def _draw(figures: list[Any], out: Path, suffix: str, args: argparse.Namespace, coordinates: bool) -> int:
    # Drawing needs no screen: use Qt's offscreen platform unless one is chosen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtgo.app import create_application
    from qtgo.ui.teaching.export import PaperSize, write_pdf, write_png, write_svg

    create_application([sys.argv[0] if sys.argv else "qtgo-cli"])
    try:
        if suffix == ".pdf":
            write_pdf(figures, out, paper=PaperSize(args.paper), per_page=args.per_page, coordinates=coordinates)
            written = [out]
        elif suffix == ".svg":
            written = write_svg(figures, out, width=args.width, coordinates=coordinates)
        else:
            written = write_png(figures, out, width=args.width, coordinates=coordinates)
    except OSError as error:
        raise CliError(str(error)) from error
    if suffix == ".pdf" and not out.is_file():
        raise CliError(f"{out}: cannot write the PDF file")
    for path in written:
        print(path)
    return EXIT_OK


def _handout(tree: Any, out: Path, args: argparse.Namespace) -> int:
    from qtgo.diagram import DiagramError
    from qtgo.diagram.handout import make_handout
    from qtgo.sgf import SgfError

    try:
        handout = make_handout(tree, per_figure=args.per_figure or 50)
    except (DiagramError, SgfError) as error:
        raise CliError(f"{args.file}: {error}") from error
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtgo.app import create_application
    from qtgo.ui.teaching.export import PaperSize
    from qtgo.ui.teaching.handout_pdf import write_handout

    create_application([sys.argv[0] if sys.argv else "qtgo-cli"])
    try:
        write_handout(handout, out, paper=PaperSize(args.paper), coordinates=not args.no_coordinates)
    except OSError as error:
        raise CliError(str(error)) from error
    if not out.is_file():
        raise CliError(f"{out}: cannot write the PDF file")
    print(out)
    return EXIT_OK
