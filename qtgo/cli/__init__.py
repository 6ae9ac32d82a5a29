"""The ``qtgo-cli`` tools: one module per command family, each with a ``register(sub)``.

Users script these, so their output and exit codes are a contract (see DESIGN.md):
bad input always gets one clear line on stderr and a non-zero exit, never a traceback.

May import: the whole core; Qt only in the drawing commands (``render``, ``diagram``),
through ``qtgo.app``, ``qtgo.ui.board`` and ``qtgo.ui.teaching``, imported when such a
command runs.
"""

from __future__ import annotations

import argparse
import importlib
import signal
import sys
import threading
from collections.abc import Sequence

from qtgo import __version__
from qtgo.cli._common import EXIT_BAD_INPUT, EXIT_OK, CliError

# The command modules, in the order their commands appear in --help. Each is imported
# only to register its parser; what a command needs beyond argparse it imports when run.
COMMAND_MODULES = (
    "qtgo.cli.records",
    "qtgo.cli.render",
    "qtgo.cli.engines",
    "qtgo.cli.library",
    "qtgo.cli.diagram",
    "qtgo.cli.review",
)

__all__ = ["EXIT_BAD_INPUT", "EXIT_OK", "CliError", "build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="qtgo-cli",
        description="Command-line tools of qtgo. Points are SGF coordinates (aa = top-left).",
    )
    parser.add_argument("--version", action="version", version=f"qtgo-cli {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the program is, so it unwinds (and ends its engines) as Ctrl+C does."""


def _terminate(_signum: int, _frame: object) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second one must not cut the clean-up short
    raise Terminated


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.command is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    engines = "qtgo.engine.processes"  # looked up, not imported: --help must stay light
    running_before = sys.modules[engines].snapshot() if engines in sys.modules else []
    on_term = (
        signal.signal(signal.SIGTERM, _terminate) if threading.current_thread() is threading.main_thread() else None
    )
    try:
        return args.handler(args)
    except CliError as error:
        print(f"qtgo-cli {args.command}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Terminated:
        return 128 + signal.SIGTERM
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    finally:
        if engines in sys.modules:  # engines run in their own session: end those of this command
            sys.modules[engines].close_all(keep=running_before)
        if on_term is not None:
            signal.signal(signal.SIGTERM, on_term)
