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
    failures += katago_check()
    return 1 if failures else 0


def katago_check() -> int:
    """Analyse one position with the bundled KataGo, as the ready-made engine runs it."""
    import tempfile
    from pathlib import Path

    from qtgo.engine import Engine, EngineError, EnginePosition, Limits
    from qtgo.engine.discovery import bundled_katago, katago_commands, write_configs
    from qtgo.rules import Color, Ruleset
    from qtgo.ui.engine.ready_made import bundled_folder

    folder = bundled_folder()
    found = bundled_katago(folder) if folder is not None else None
    if found is None:
        print("katago: not bundled")
        return 0
    with tempfile.TemporaryDirectory() as temp:
        gtp_config, analysis_config = write_configs(Path(temp), threads=1)
        command, _json = katago_commands(*found, gtp_config, analysis_config)
        try:
            with Engine.start(command, timeout=120.0) as engine:
                position = EnginePosition(9, 9, 7.0, Ruleset.preset("chinese"), Color.BLACK)
                analysis = engine.analyse(position, Limits(visits=16, seconds=60.0))
        except EngineError as error:
            print(f"katago: failed ({error})", file=sys.stderr)
            return 1
    best = analysis.best
    if best is None or analysis.score_lead is None:
        print("katago: failed (no candidates)", file=sys.stderr)
        return 1
    print(
        f"katago: ok {engine.label}, best {best.sgf or 'pass'}, lead {analysis.score_lead:+.1f} ({analysis.visits} visits)"
    )
    return 0


if __name__ == "__main__":
    if os.environ.get("QTGO_PACKAGE_CHECK") == "1":
        sys.exit(package_check())

    from qtgo.app import main

    sys.exit(main())
