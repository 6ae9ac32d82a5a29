"""The ``qtgo-cli`` tools: check, score, convert and render game records."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from qtgo import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="qtgo-cli", description="Command-line tools of qtgo.")
    parser.add_argument("--version", action="version", version=f"qtgo-cli {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("check", help="replay the main line of every game and report illegal moves")
    sub.add_parser("score", help="score the final position of the main line")
    sub.add_parser("convert", help="read a record and write it as clean SGF (FF[4], UTF-8)")
    sub.add_parser("render", help="draw a position to a PNG file")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.command is None:
        parser.print_help()
        return 2
    print(f"qtgo-cli: {args.command} is not available yet", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
