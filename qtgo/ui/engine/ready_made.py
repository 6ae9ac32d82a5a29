"""The engines qtgo offers before the user configures any: KataGo found on this machine
(with a network and a config qtgo writes), the KataGo a packaged qtgo ships, GNU Go and
Leela Zero on PATH; and, when KataGo is incomplete, a plain note of what is missing.

A KataGo the user has (found on PATH or in KaTrain's, Lizzie's, Sabaki's or KataGo's own
folders) comes before the bundled one, so installing a stronger KataGo replaces the bundled
one as the ready-made analysis engine in one step.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from qtgo.engine.discovery import Discovery, Missing, bundled_katago, discover_katago, katago_commands, write_configs
from qtgo.ui import options

# Environment variable naming the folder of a bundled KataGo (the packaged app sets none:
# it finds ``katago/`` beside its code; tests and custom installs point here).
BUNDLED_ENV = "QTGO_BUNDLED_KATAGO"
# The setting naming the analysis engine (an entry's name).
ANALYSIS_ENGINE_SETTING = options.ANALYSIS_ENGINE.key


@dataclass(frozen=True)
class EngineEntry:
    """One configured engine: what the user calls it, its command line, its working folder,
    and for KataGo the JSON analysis engine's command line (whole-game analysis)."""

    name: str
    command: str
    folder: str = ""
    analysis: str = ""


@dataclass(frozen=True)
class ReadyMade:
    """What qtgo offers, and sentences saying what it could not find (empty: nothing missing)."""

    entries: tuple[EngineEntry, ...]
    notes: tuple[str, ...]


def config_folder() -> Path:
    """Where qtgo writes the KataGo configs it generates."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".local" / "share" / "qtgo") / "katago"


def bundled_folder() -> Path | None:
    """The folder of the KataGo shipped with a packaged qtgo, when there is one."""
    named = os.environ.get(BUNDLED_ENV)
    if named:
        return Path(named)
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) / "katago" if frozen else None


def _katago_entry(name: str, binary: Path, network: Path, configs: Path) -> EngineEntry:
    gtp_config, analysis_config = write_configs(configs)
    gtp, analysis = katago_commands(binary, network, gtp_config, analysis_config)
    return EngineEntry(name, gtp, "", analysis)


def _missing_note(found: Discovery) -> str:
    places = ", ".join(str(p) for p in found.searched[:6])
    if Missing.BINARY in found.missing:
        return QCoreApplication.translate(
            "ReadyMade",
            "KataGo: no katago program on PATH or in the usual folders ({places}, …). Install KataGo.",
        ).format(places=places)
    return QCoreApplication.translate(
        "ReadyMade",
        "KataGo: found {binary}, but no network (.bin.gz) there or in {places}, …. Put one in ~/.katago.",
    ).format(binary=found.binary, places=places)


def ready_made(
    *,
    home: Path | None = None,
    path: str | None = None,
    site_dirs: Iterable[Path] | None = None,
    bundled: Path | None = None,
    configs: Path | None = None,
) -> ReadyMade:
    """The ready-made engines of this machine (arguments replace where qtgo looks)."""
    configs = configs if configs is not None else config_folder()
    entries: list[EngineEntry] = []
    notes: list[str] = []
    found = discover_katago(home=home, path=path, site_dirs=site_dirs)
    if found.binary is not None and found.network is not None:
        entries.append(
            _katago_entry(
                QCoreApplication.translate("ReadyMade", "KataGo (found on this computer)"),
                found.binary,
                found.network,
                configs,
            )
        )
    bundle = bundled_katago(bundled) if bundled is not None else None
    if bundled is None and (folder := bundled_folder()) is not None:
        bundle = bundled_katago(folder)
    if bundle is not None:
        entries.append(
            _katago_entry(
                QCoreApplication.translate("ReadyMade", "KataGo (comes with qtgo, CPU)"), *bundle, configs / "bundled"
            )
        )
    elif not found.complete:
        notes.append(_missing_note(found))
    gnugo = shutil.which("gnugo", path=path) or shutil.which("gnugo", path="/usr/games")
    if gnugo:
        entries.append(EngineEntry("GNU Go", shlex.join([gnugo, "--mode", "gtp", "--level", "10"])))
    leelaz = shutil.which("leelaz", path=path)
    if leelaz:
        entries.append(EngineEntry("Leela Zero", shlex.join([leelaz, "--gtp", "--noponder"])))
    return ReadyMade(tuple(entries), tuple(notes))
