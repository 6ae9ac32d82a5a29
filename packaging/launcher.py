"""Entry script of the frozen qtgo app (PyInstaller needs a script, not a module:function).

It lives here rather than pointing PyInstaller at ``qtgo/__main__.py`` because PyInstaller
puts the entry script's folder on the module search path, and ``qtgo/`` on that path would
make ``app``, ``cli`` and ``ui`` look like top-level modules.

With ``QTGO_PACKAGE_CHECK=1`` in the environment it does not start the app but checks, from
inside the frozen build, what ``--smoke-test`` cannot see (used by ``packaging/build.py``):
that the resources are found where ``qtgo.resources`` looks, that Qt can draw the SVG icon,
and whether QtMultimedia and its FFmpeg back-end load (sound is played only later, on the
first move, so the smoke test never loads them).
"""

import os
import sys


def package_check() -> int:
    """Print one ``name: result`` line per check; exit 1 when the build is incomplete."""
    from PySide6.QtGui import QGuiApplication

    from qtgo.resources import resources_dir

    app = QGuiApplication([sys.argv[0]])  # noqa: F841 (keeps Qt alive during the checks)
    failures = 0
    folder = resources_dir()
    frozen = getattr(sys, "_MEIPASS", None)
    print(f"resources: {folder}")
    if frozen is None or not folder.is_dir() or not str(folder).startswith(frozen):
        print("error: the resources are not inside the frozen build", file=sys.stderr)
        failures += 1

    from PySide6.QtSvg import QSvgRenderer

    svg = QSvgRenderer(str(folder / "icons" / "qtgo.svg"))
    print(f"svg: {'ok' if svg.isValid() else 'failed'}")
    failures += 0 if svg.isValid() else 1

    try:
        from PySide6.QtMultimedia import QMediaFormat
    except ImportError as error:
        print(f"multimedia: unavailable ({error.__class__.__name__})")
    else:
        # Only a loaded back-end (Qt's FFmpeg plugin) knows any file format.
        decodable = QMediaFormat().supportedFileFormats(QMediaFormat.ConversionMode.Decode)
        print(f"multimedia: {'backend' if decodable else 'no backend'}")
    return 1 if failures else 0


if __name__ == "__main__":
    if os.environ.get("QTGO_PACKAGE_CHECK") == "1":
        sys.exit(package_check())

    from qtgo.app import main

    sys.exit(main())
