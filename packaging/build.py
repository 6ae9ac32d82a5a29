"""Build the one-folder qtgo app with PyInstaller, then check and smoke-test it.

    python packaging/build.py            # build into packaging/dist/qtgo, then test it
    python packaging/build.py --no-build # only test an existing build

Run it with the Python of the environment that has qtgo, PySide6 and PyInstaller installed
(``pip install -e ".[package]"``). It exits non-zero when PyInstaller fails, when the frozen
app does not print ``ok`` for ``--smoke-test``, or when the app is not silent at start-up
without QtMultimedia (the sound library may be missing on a user's machine: qtgo must then
start without sound and without complaint).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import katago_bundle  # beside this script

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SPEC = PACKAGING / "qtgo.spec"
DIST = PACKAGING / "dist"
WORK = PACKAGING / "build"
APP_DIR = DIST / "qtgo"
SMOKE_TIMEOUT = 180  # seconds; a cold start of a frozen Qt app takes a few on a slow runner


@dataclass(frozen=True)
class Run:
    """What one run of the frozen app did."""

    returncode: int
    stdout: str
    stderr: str

    @property
    def passed(self) -> bool:
        return self.returncode == 0 and "ok" in self.stdout.split()


def executable(app_dir: Path = APP_DIR) -> Path:
    return app_dir / ("qtgo.exe" if sys.platform == "win32" else "qtgo")


def folder_size(path: Path) -> int:
    """Bytes in all files below ``path`` (what ``du -sb`` reports, links not followed)."""
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(folder, name)).st_size
    return total


def build(clean: bool) -> float:
    """Run PyInstaller on the spec; return the seconds it took."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
        str(SPEC),
    ]
    if clean:
        command.insert(3, "--clean")
    print("build:", " ".join(command), flush=True)
    start = time.monotonic()
    result = subprocess.run(command, cwd=ROOT)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        raise SystemExit(f"error: PyInstaller failed with exit code {result.returncode}")
    return elapsed


def unresolved_libraries(app_dir: Path = APP_DIR) -> dict[str, list[str]]:
    """Shared libraries that bundled binaries need but that neither the bundle nor this
    machine has (Linux only; ``ldd`` comes with glibc).

    A plugin with a missing dependency fails only when Qt loads it, which the smoke test
    may never do (the FFmpeg sound back-end, for one), so look at every binary up front.
    Libraries PyInstaller leaves to the system on purpose (libc, OpenGL, X11/xcb, Wayland,
    ...) do not count even when this machine lacks them: every desktop has them.
    """
    if not sys.platform.startswith("linux"):
        return {}
    from PyInstaller.depend.dylib import include_library

    internal = app_dir / "_internal"
    library_path = os.pathsep.join(
        str(path) for path in (internal, internal / "PySide6", internal / "PySide6" / "Qt" / "lib")
    )
    env = dict(os.environ, LD_LIBRARY_PATH=library_path)
    missing: dict[str, list[str]] = {}
    for path in sorted(internal.rglob("*.so*")):
        if not path.is_file() or path.is_symlink():
            continue
        result = subprocess.run(["ldd", str(path)], env=env, capture_output=True, text=True)
        lost = sorted(
            {
                line.split()[0]
                for line in result.stdout.splitlines()
                if "not found" in line and include_library(line.split()[0])
            }
        )
        # A library that is present but cannot be loaded (e.g. damaged by strip).
        lost += [
            line.strip()
            for line in (result.stdout + result.stderr).splitlines()
            if "error while loading shared libraries" in line
        ]
        if lost:
            missing[str(path.relative_to(app_dir))] = lost
    return missing


def strip_interpreter(app_dir: Path = APP_DIR) -> int:
    """Drop the debugging symbols of the bundled ``libpython`` (about 17 MB); return the
    bytes saved.

    The spec cannot let PyInstaller strip everything: binutils' strip damages the FFmpeg
    libraries PySide6 ships. The interpreter library is an ordinary GCC build, and the
    library check and smoke tests below still run on the stripped result.
    """
    strip = shutil.which("strip")
    if not sys.platform.startswith("linux") or strip is None:
        return 0
    saved = 0
    for library in sorted((app_dir / "_internal").glob("libpython3*.so*")):
        if library.is_symlink() or not library.is_file():
            continue
        before = library.stat().st_size
        subprocess.run([strip, "--strip-debug", str(library)], check=True)
        saved += before - library.stat().st_size
    return saved


def run_app(home: Path, *, check: bool = False) -> Run:
    """Start the frozen app headless with a throw-away home folder: ``--smoke-test``, or
    with ``check`` the launcher's in-build package check (see ``launcher.py``)."""
    env = dict(os.environ)
    env.pop("QTGO_NO_SOUND", None)  # the packaged app must start with its sound code active
    env.pop("QTGO_PACKAGE_CHECK", None)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_RUNTIME_DIR=str(home / "runtime"),
    )
    if check:
        env["QTGO_PACKAGE_CHECK"] = "1"
    (home / "runtime").mkdir(mode=0o700, parents=True, exist_ok=True)
    command = [str(executable())] + ([] if check else ["--smoke-test"])
    try:
        result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=SMOKE_TIMEOUT)
    except subprocess.TimeoutExpired:
        return Run(-1, "", f"the app did not finish within {SMOKE_TIMEOUT} s")
    return Run(result.returncode, result.stdout, result.stderr)


def multimedia_files(app_dir: Path = APP_DIR) -> list[Path]:
    """The files whose absence makes ``import PySide6.QtMultimedia`` fail in the frozen app."""
    internal = app_dir / "_internal"
    patterns = [
        "PySide6/QtMultimedia*.so",
        "PySide6/QtMultimedia*.pyd",
        "PySide6/Qt/lib/libQt6Multimedia*",
        "PySide6/Qt6Multimedia*.dll",
    ]
    return sorted({path for pattern in patterns for path in internal.glob(pattern)})


@contextlib.contextmanager
def multimedia_hidden():
    """Hide QtMultimedia inside the build for the duration, as on a machine where it
    cannot load; put it back afterwards whatever happens."""
    hidden = []
    try:
        for path in multimedia_files():
            target = path.with_name(path.name + ".hidden")
            path.rename(target)
            hidden.append((path, target))
        yield
    finally:
        for path, target in hidden:
            target.rename(path)


def report(label: str, run: Run) -> None:
    print(f"{label}: exit {run.returncode}, stdout {' | '.join(run.stdout.split(chr(10))).strip(' |')!r}")
    if run.stderr.strip():
        print(f"{label}: stderr:\n{run.stderr.rstrip()}")


def katago_dir(app_dir: Path = APP_DIR) -> Path:
    """Where the bundled KataGo goes (``sys._MEIPASS/katago`` in the frozen app)."""
    return app_dir / "_internal" / "katago"


def check_runs(temp: Path) -> list[str]:
    """Run the frozen app four ways; return what went wrong (empty: all good)."""
    errors = []
    normal = run_app(temp / "normal")
    report("smoke test", normal)
    if not normal.passed:
        errors.append("the packaged app failed its smoke test")

    check = run_app(temp / "check", check=True)
    report("package check", check)
    if check.returncode != 0:
        errors.append("the package check failed inside the build")
    if "multimedia: backend" not in check.stdout:
        errors.append("QtMultimedia or its FFmpeg back-end does not load: no sound")
    if (katago_dir() / "katago").is_file() and "katago: ok" not in check.stdout:
        errors.append("the bundled KataGo did not analyse a position")

    if not multimedia_files():
        errors.append("QtMultimedia is missing from the build: no sound")
        return errors
    with multimedia_hidden():
        silent = run_app(temp / "silent")
        hidden_check = run_app(temp / "silent-check", check=True)
    report("smoke test without QtMultimedia", silent)
    report("package check without QtMultimedia", hidden_check)
    if "multimedia: unavailable" not in hidden_check.stdout:
        errors.append("hiding QtMultimedia did not make it unavailable; the test proves nothing")
    if not silent.passed:
        errors.append("the packaged app does not start without QtMultimedia")
    # Qt's offscreen platform may print a notice in every run; anything beyond what the
    # normal run printed is the app complaining about the missing sound library.
    extra = [line for line in silent.stderr.splitlines() if line.strip() and line not in normal.stderr.splitlines()]
    if extra:
        errors.append("without QtMultimedia the app is not silent:\n" + "\n".join(extra))
    return errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build and smoke-test the packaged qtgo.")
    parser.add_argument("--no-build", action="store_true", help="test the existing build only")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    args = parser.parse_args(argv)

    if not args.no_build:
        seconds = build(args.clean)
        print(f"build: {seconds:.0f} s")
        saved = strip_interpreter()
        if saved:
            print(f"strip: {saved / 2**20:.0f} MiB of debugging symbols removed from libpython")
    if not executable().is_file():
        print(f"error: {executable()} does not exist; build first", file=sys.stderr)
        return 1
    source = katago_bundle.source_folder()
    if source is not None:
        problems = katago_bundle.bundle(source, katago_dir())
        for problem in problems:
            print(f"error: KataGo bundle: {problem}", file=sys.stderr)
        if problems:
            return 1
        print(f"katago: bundled from {source} ({folder_size(katago_dir()) / 2**20:.0f} MiB)")
    else:
        print("katago: no KataGo to bundle (../shared/katago or QTGO_KATAGO_DIR); the app ships without one")
    print(f"size: {folder_size(APP_DIR) / 2**20:.0f} MiB in {APP_DIR}")
    resources = APP_DIR / "_internal" / "qtgo" / "resources"
    if not (resources / "icons" / "qtgo.svg").is_file():
        print(f"error: the resources are missing from {resources}", file=sys.stderr)
        return 1

    missing = unresolved_libraries()
    if missing:
        for binary, libraries in missing.items():
            print(f"error: {binary} cannot load: {'; '.join(libraries)}", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory(prefix="qtgo-smoke-") as temp:
        errors = check_runs(Path(temp))
    for error in errors:
        print(f"error: {error}", file=sys.stderr)
    if errors:
        return 1
    print("packaged app: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
