"""The KataGo the packaged app ships: copied with its network, licence and libraries, run by
its wrapper, and analysing a position as the package check does (without building the app)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def _module(name: str):
    spec = importlib.util.spec_from_file_location(f"qtgo_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def katago_source() -> Path:
    source = _module("katago_bundle").source_folder()
    if source is None:
        pytest.skip("no KataGo to bundle (../shared/katago or QTGO_KATAGO_DIR)")
    return source


def test_the_bundle_holds_katago_its_network_licence_and_libraries(tmp_path, katago_source):
    bundle = _module("katago_bundle")
    target = tmp_path / "katago"
    assert bundle.bundle(katago_source, target) == []
    assert sorted(p.name for p in (target / "lib").iterdir()) == sorted(bundle.BUNDLED_LIBRARIES)
    assert [p.name for p in target.glob("*.bin.gz")] and (target / "bin" / "katago").is_file()
    assert (target / "LICENSE").is_file() == (katago_source / "LICENSE").is_file()
    version = subprocess.run([str(target / "katago"), "version"], capture_output=True, text=True, timeout=60)
    assert version.returncode == 0 and version.stdout.startswith("KataGo v")
    # The wrapper puts the bundled libraries first: the binary resolves them there.
    ldd = subprocess.run(
        ["sh", "-c", f'LD_LIBRARY_PATH="{target / "lib"}" ldd "{target / "bin" / "katago"}"'],
        capture_output=True,
        text=True,
    )
    assert f"libzip.so.4 => {target / 'lib' / 'libzip.so.4'}" in ldd.stdout


def test_the_package_check_analyses_one_position_with_the_bundled_katago(tmp_path, katago_source, monkeypatch, capsys):
    target = tmp_path / "katago"
    assert _module("katago_bundle").bundle(katago_source, target) == []
    monkeypatch.setenv("QTGO_BUNDLED_KATAGO", str(target))
    launcher = _module("launcher")
    assert launcher.katago_check() == 0
    out = capsys.readouterr().out
    assert out.startswith("katago: ok KataGo")


def test_the_build_script_bundles_katago_beside_the_code_where_the_app_looks():
    build = _module("build")
    assert build.katago_dir(Path("/x/qtgo")) == Path("/x/qtgo/_internal/katago")
    assert "libcrypto.so.3" in build.katago_bundle.BUNDLED_LIBRARIES
