"""QApplication set-up and ``main()`` for the ``qtgo`` GUI script."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from qtgo import APP_ID, APP_NAME, ORGANIZATION, __version__

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from qtgo.ui.window import MainWindow


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="qtgo",
        description="qtgo: a desktop Go board for local games, handicap lessons and game review.",
    )
    parser.add_argument("file", nargs="?", help="an SGF game record to open")
    parser.add_argument("--version", action="version", version=f"qtgo {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="build the main window, show and paint it once, print 'ok' and exit",
    )
    return parser


def plain_arguments(argv: Sequence[str]) -> argparse.Namespace | None:
    """The usual command lines (nothing, a file, ``--smoke-test``) read without argparse, or
    None for any other: parsing with argparse looks for its own translations through gettext
    and costs a hundredth of the start. ``--help``, ``--version``, ``--`` and every mistake go
    to :func:`build_parser`, which answers them as before."""
    if len(argv) > 1:
        return None
    if not argv:
        return argparse.Namespace(file=None, smoke_test=False)
    (only,) = argv
    if only == "--smoke-test":
        return argparse.Namespace(file=None, smoke_test=True)
    if only and not only.startswith("-"):
        return argparse.Namespace(file=only, smoke_test=False)
    return None


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """Create (or return) the QApplication with qtgo's names, so QSettings finds its file."""
    from PySide6.QtWidgets import QApplication

    # The running application is this module's QApplication (the GUI and render both make one).
    app = cast("QApplication | None", QApplication.instance())
    if app is None:
        app = QApplication(list(argv) if argv is not None else [sys.argv[0]])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(application_icon())
    from qtgo.ui.i18n import install_translators

    install_translators(app)
    return app


def application_icon() -> QIcon:
    """The qtgo icon: the installed theme's when there is one, else the shipped PNGs."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    from qtgo.resources import resource_path

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        path = resource_path(f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png")
        if path.is_file():
            # With its size given, the file is read when that size is first drawn, not now.
            icon.addFile(str(path), QSize(size, size))
    return QIcon.fromTheme(APP_ID, icon)


def start_window(window: MainWindow, file: str | None) -> None:
    """What follows the window's ``show()``: a game the last session left unsaved, the file.

    A game left unsaved is offered back before anything else: before the file, which the first
    paint then shows. With no file, it is offered right after the first paint: listing the
    autosaves (and the question) are no part of the first frame.
    """
    if file:
        window.files.offer_recovery()
        window.files.open_file(file)
        return
    from qtgo.ui.window.first_paint import AfterFirstPaint

    AfterFirstPaint(window.view.viewport(), window.files.offer_recovery)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(argv) if argv is not None else sys.argv[1:]
    args = plain_arguments(arguments) or build_parser().parse_args(arguments)
    # Start-up makes tens of thousands of long-lived objects (modules, classes, Qt's enums)
    # and no garbage: the cyclic collector would walk them all a hundred times (a tenth of
    # the start). It is off while the window is built, then the start-up objects are
    # frozen out of its sight and it runs as usual.
    collecting = gc.isenabled()
    gc.disable()
    try:
        # The pure core before PySide6, and the binding's version checked (``ui/qt.py``).
        from qtgo.ui import qt

        qt.load_core_first()
        try:
            qt.check_version()
        except qt.QtVersionError as error:
            print(f"qtgo: {error}", file=sys.stderr)
            return 2
        qt.skip_feature_scan()  # the binding reads no more of qtgo's sources

        app = create_application([sys.argv[0]])

        from qtgo.ui.window import MainWindow

        window = MainWindow()
        if args.smoke_test:
            window.resize(1100, 800)
        window.show()
        if args.smoke_test:
            app.processEvents()  # the first paint
    finally:
        gc.freeze()
        if collecting:
            gc.enable()
    if args.smoke_test:
        image = window.grab()
        if image.isNull():
            print("error: the main window did not paint", file=sys.stderr)
            return 1
        print("ok")
        window.close()
        return 0
    start_window(window, args.file)
    from qtgo.ui import extensions

    stop_on_signals(app, lambda: extensions.shutdown(window))  # the plugins built so far stop their work
    try:
        status: int = app.exec()
    finally:
        from qtgo.engine.processes import close_all

        close_all()  # engines run in their own session: nothing else ends them
    return status


def stop_on_signals(app: QApplication, before: Callable[[], None] | None = None) -> None:
    """SIGTERM and Ctrl+C (SIGINT) quit the event loop, so ``main`` ends the engines.

    ``before`` runs first (the window's plugins stop: engines end with their threads). The
    autosave stays, so an unsaved game is offered back at the next start. Python runs a signal
    handler only between bytecodes; a timer gives it a moment twice a second while Qt waits.
    """
    import signal

    from PySide6.QtCore import QTimer

    def stop(_signum: int, _frame: object) -> None:
        if before is not None:
            before()
        # Not quit(): in Qt 6 it first asks every window to close, and a window with an
        # unsaved game asks "save?", a question nobody is there to answer (the process hung
        # on SIGTERM). exit() leaves the event loop; the autosave keeps the game.
        app.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(500)


if __name__ == "__main__":
    sys.exit(main())
