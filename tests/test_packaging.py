"""The packaging files are consistent with each other and with the app.

Fast checks only: the frozen app itself is built and smoke-tested by
``packaging/build.py`` in CI, never inside the test suite.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from qtgo import APP_ID, __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
SPEC = PACKAGING / "qtgo.spec"
SGF_MIME = "application/x-go-sgf"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive in desktop files
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _png_header(path: Path) -> tuple[int, int, int, int]:
    """(width, height, bit depth, colour type) from the PNG's IHDR chunk."""
    with path.open("rb") as handle:
        head = handle.read(33)
    assert head[:8] == PNG_SIGNATURE, f"{path} is not a PNG"
    length, chunk = struct.unpack(">I4s", head[8:16])
    assert chunk == b"IHDR" and length == 13, f"{path} has no IHDR chunk first"
    width, height, depth, colour = struct.unpack(">IIBB", head[16:26])
    return width, height, depth, colour


def _make_icons():
    """The icon script as a module, for its list of sizes and its target paths."""
    path = ROOT / "resources" / "tools" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("qtgo_make_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_constants() -> dict[str, object]:
    """The literal top-level constants of the PyInstaller spec (it cannot be imported)."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    constants: dict[str, object] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                try:
                    constants[target.id] = ast.literal_eval(node.value)
                except ValueError:
                    constants[target.id] = node.value
    return constants


# --- desktop entry -------------------------------------------------------------------


def test_desktop_entry_launches_qtgo_with_a_file() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "qtgo %f"
    assert entry["TryExec"] == "qtgo"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Name"] == "qtgo"


def test_desktop_entry_opens_sgf_and_sits_among_board_games() -> None:
    entry = _desktop_entry()
    assert SGF_MIME in entry["MimeType"].rstrip(";").split(";")
    categories = entry["Categories"].rstrip(";").split(";")
    assert {"Game", "BoardGame"} <= set(categories)


def test_desktop_file_name_is_the_id_the_app_announces() -> None:
    """Wayland compositors match the window to its desktop file by this name."""
    app_source = (ROOT / "qtgo" / "app.py").read_text(encoding="utf-8")
    assert DESKTOP.name == f"{APP_ID}.desktop"
    assert f'setDesktopFileName("{APP_ID}")' in app_source or "setDesktopFileName(APP_ID)" in app_source


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-validate (desktop-file-utils) is not installed"
)
def test_desktop_file_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# --- AppStream metainfo --------------------------------------------------------------


def test_metainfo_names_the_app_its_desktop_file_and_sgf() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("icon") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("provides/binary") == "qtgo"
    assert SGF_MIME in [element.text for element in root.findall("provides/mediatype")]
    assert root.findtext("summary")
    assert len(root.findall("description/ul/li")) >= 4


def test_metainfo_license_and_release_match_the_project() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("project_license") == project["license"]["text"]
    releases = [release.get("version") for release in root.findall("releases/release")]
    assert __version__ in releases, "add the new version to <releases> in the metainfo"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli (appstream) is not installed")
def test_metainfo_validates() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# --- MIME type -----------------------------------------------------------------------


def test_mime_type_claims_sgf_files() -> None:
    root = ET.parse(MIME).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    types = root.findall(f"{MIME_NS}mime-type")
    assert [element.get("type") for element in types] == [SGF_MIME]
    globs = [element.get("pattern") for element in types[0].findall(f"{MIME_NS}glob")]
    assert "*.sgf" in globs
    assert types[0].findtext(f"{MIME_NS}comment")


# --- icons ---------------------------------------------------------------------------


def test_icon_svg_is_square_xml() -> None:
    root = ET.parse(ICONS / "qtgo.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _x, _y, width, height = (float(part) for part in root.get("viewBox", "").split())
    assert width == height > 0


def test_every_icon_size_exists_with_its_size() -> None:
    make_icons = _make_icons()
    assert set(make_icons.SIZES) >= {16, 24, 32, 48, 64, 128, 256, 512}
    for size in make_icons.SIZES:
        path = make_icons.target_path(size)
        assert path == ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert path.is_file(), f"{path} is missing: run resources/tools/make_icons.py"
        width, height, depth, colour = _png_header(path)
        assert (width, height) == (size, size), path
        assert (depth, colour) == (8, 6), f"{path} should be 8-bit RGBA (transparent corners)"


def test_no_stray_icon_sizes() -> None:
    """Every PNG in the theme folder is one the script makes (no stale sizes left behind)."""
    make_icons = _make_icons()
    expected = {make_icons.target_path(size) for size in make_icons.SIZES}
    assert set((ICONS / "hicolor").rglob("*.png")) == expected


# --- PyInstaller spec ----------------------------------------------------------------


def test_spec_names_the_entry_point_that_runs_the_app() -> None:
    spec_text = SPEC.read_text(encoding="utf-8")
    assert 'ENTRY_POINT = ROOT / "packaging" / "launcher.py"' in spec_text
    assert "[str(ENTRY_POINT)]" in spec_text
    launcher = ast.parse((PACKAGING / "launcher.py").read_text(encoding="utf-8"))
    imports = [
        (node.module, alias.name)
        for node in ast.walk(launcher)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    ]
    assert ("qtgo.app", "main") in imports


def test_spec_makes_a_windowed_one_folder_app_named_qtgo() -> None:
    spec_text = SPEC.read_text(encoding="utf-8")
    assert 'name="qtgo"' in spec_text
    assert "console=False" in spec_text
    assert "exclude_binaries=True" in spec_text  # one folder: COLLECT holds the libraries
    assert "COLLECT(" in spec_text


def test_spec_bundles_resources_where_the_frozen_app_looks() -> None:
    spec_text = SPEC.read_text(encoding="utf-8")
    assert 'Path("qtgo", "resources"' in spec_text
    resources_source = (ROOT / "qtgo" / "resources.py").read_text(encoding="utf-8")
    assert 'Path(frozen_root) / "qtgo" / "resources"' in resources_source


def test_spec_keeps_sound_and_svg_and_drops_the_big_qt_modules() -> None:
    constants = _spec_constants()
    excludes = set(constants["QT_EXCLUDES"])  # type: ignore[call-overload]
    keep = set(constants["QT_KEEP"])  # type: ignore[call-overload]
    assert {"PySide6.QtMultimedia", "PySide6.QtSvg"} <= keep
    assert not keep & excludes
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} & excludes
    for big in ("QtWebEngineCore", "QtQuick", "QtQml", "Qt3DCore", "QtCharts", "QtPdf"):
        assert f"PySide6.{big}" in excludes


def test_spec_collects_every_qtgo_module() -> None:
    """The spec walks the package on disk; run that walk and compare with the files."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    function = next(node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name == "qtgo_modules")
    namespace: dict[str, object] = {"ROOT": ROOT, "Path": Path}
    exec(compile(ast.Module(body=[function], type_ignores=[]), str(SPEC), "exec"), namespace)
    modules = set(namespace["qtgo_modules"]())  # type: ignore[operator]
    assert {"qtgo", "qtgo.app", "qtgo.resources", "qtgo.ui.window.main_window"} <= modules
    on_disk = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "qtgo").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert modules == on_disk


def test_build_script_answers_help() -> None:
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--help"], capture_output=True, text=True)
    assert result.returncode == 0
    assert "--no-build" in result.stdout
