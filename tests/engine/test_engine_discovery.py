"""Finding KataGo and a network where players keep them, and saying what is missing."""

from __future__ import annotations

import shlex
from pathlib import Path

from qtgo.engine.discovery import Missing, bundled_katago, discover_katago, katago_commands, write_configs


def _program(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n")
    path.chmod(0o755)
    return path


def _network(path: Path, size: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\0" * size)
    return path


def test_a_katrain_install_gives_its_katago_and_its_largest_model(tmp_path):
    site = tmp_path / "site-packages"
    binary = _program(site / "katrain" / "KataGo" / "katago")
    _network(site / "katrain" / "models" / "kata1-b18-small.bin.gz", 10)
    big = _network(site / "katrain" / "models" / "kata1-b28-big.bin.gz", 100)
    found = discover_katago(home=tmp_path / "home", path="", site_dirs=[site])
    assert found.binary == binary and found.network == big and found.complete


def test_katago_on_path_finds_the_network_in_dot_katago(tmp_path):
    home = tmp_path / "home"
    binary = _program(tmp_path / "bin" / "katago")
    model = _network(home / ".katago" / "default_model.bin.gz", 5)
    found = discover_katago(home=home, path=str(tmp_path / "bin"), site_dirs=[])
    assert (found.binary, found.network) == (binary, model)


def test_lizzie_and_sabaki_folders_are_searched(tmp_path):
    home = tmp_path / "home"
    binary = _program(home / "Lizzie" / "katago" / "katago")
    model = _network(home / "Sabaki" / "engines" / "g170.txt.gz", 5)
    found = discover_katago(home=home, path="", site_dirs=[])
    assert (found.binary, found.network) == (binary, model)


def test_a_network_linked_into_the_players_folder_is_named_there_not_beside_the_program(tmp_path):
    # The folder of the program sorts before the home folder by name: the order of the names
    # must not decide, the player's own folder does, and the one file is offered once.
    home = tmp_path / "z-home"
    binary = _program(tmp_path / "a-opt" / "katago")
    shipped = _network(tmp_path / "a-opt" / "net.bin.gz", 7)
    (home / ".katago").mkdir(parents=True)
    (home / ".katago" / "strong.bin.gz").symlink_to(shipped)
    found = discover_katago(home=home, path=str(binary.parent), site_dirs=[])
    assert found.networks == (home / ".katago" / "strong.bin.gz",)


def test_what_is_missing_is_named(tmp_path):
    home = tmp_path / "home"
    nothing = discover_katago(home=home, path="", site_dirs=[])
    assert nothing.missing == (Missing.BINARY, Missing.NETWORK) and not nothing.complete
    _program(home / ".katago" / "katago")
    no_network = discover_katago(home=home, path="", site_dirs=[])
    assert no_network.missing == (Missing.NETWORK,)
    assert home / ".katago" in no_network.searched


def test_the_command_lines_name_model_and_generated_configs(tmp_path):
    gtp_config, analysis_config = write_configs(tmp_path / "cfg", threads=1)
    assert "numSearchThreads = 1" in gtp_config.read_text()
    assert "reportAnalysisWinratesAs" not in gtp_config.read_text()  # KataGo's default, which qtgo expects
    gtp_config.write_text("# the user's edits\n")
    write_configs(tmp_path / "cfg")
    assert gtp_config.read_text() == "# the user's edits\n"  # never overwritten
    gtp, analysis = katago_commands(Path("/k/katago"), Path("/k/net.bin.gz"), gtp_config, analysis_config)
    assert shlex.split(gtp)[:4] == ["/k/katago", "gtp", "-model", "/k/net.bin.gz"]
    assert shlex.split(analysis)[1] == "analysis" and str(analysis_config) in analysis


def test_the_bundled_folder_needs_both_program_and_network(tmp_path):
    assert bundled_katago(tmp_path) is None
    binary = _program(tmp_path / "katago")
    assert bundled_katago(tmp_path) is None
    model = _network(tmp_path / "small.bin.gz", 3)
    assert bundled_katago(tmp_path) == (binary, model)
