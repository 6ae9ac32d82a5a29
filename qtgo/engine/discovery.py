"""Finding KataGo and its networks where players keep them, and a command line that runs.

``katago gtp`` alone does not start: KataGo needs ``-model`` (a network) and ``-config``.
So a ready-made entry names both: the binary found on PATH, in a KaTrain install
(``katrain/KataGo``, networks in ``katrain/models`` and ``~/.katrain``), in ``~/.katago``,
or beside Lizzie or Sabaki; the largest network found (the strongest, as a rule); and a
config qtgo writes itself. What is missing is said plainly instead of offering a command
that crashes when tested.

Pure: no Qt. Paths come in as arguments so tests build their own fake installs.
"""

from __future__ import annotations

import enum
import glob
import os
import shlex
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "Discovery",
    "Missing",
    "NETWORK_SUFFIXES",
    "bundled_katago",
    "discover_katago",
    "engine_folders",
    "katago_commands",
    "write_configs",
]

NETWORK_SUFFIXES = (".bin.gz", ".txt.gz", ".bin")
BINARY_NAMES = ("katago", "katago.exe")

#: Generated configs: KataGo's defaults plus what a desktop board needs (no pondering, no
#: log spam on stderr, one search thread per core, short searches for play).
GTP_CONFIG = """\
# Written by qtgo for KataGo's GTP engine (play and live analysis). Edit freely:
# qtgo writes this file again only when it is missing.
logDir = {logs}
logAllGTPCommunication = false
logSearchInfo = false
logToStderr = false
rules = tromp-taylor
allowResignation = true
resignThreshold = -0.90
resignConsecTurns = 3
ponderingEnabled = false
maxVisits = 500
numSearchThreads = {threads}
"""

ANALYSIS_CONFIG = """\
# Written by qtgo for KataGo's JSON analysis engine (whole-game analysis). Edit freely:
# qtgo writes this file again only when it is missing.
logDir = {logs}
logToStderr = false
maxVisits = 500
numAnalysisThreads = {threads}
numSearchThreadsPerAnalysisThread = 1
nnMaxBatchSize = {threads}
"""


class Missing(enum.Enum):
    """What stops a complete KataGo command line (the UI translates these)."""

    BINARY = "binary"  # no katago program anywhere qtgo looked
    NETWORK = "network"  # a program, but no network file


@dataclass(frozen=True)
class Discovery:
    """What was found: the program, the networks (best first), and what is missing."""

    binary: Path | None
    networks: tuple[Path, ...]
    searched: tuple[Path, ...]

    @property
    def network(self) -> Path | None:
        return self.networks[0] if self.networks else None

    @property
    def missing(self) -> tuple[Missing, ...]:
        gaps = []
        if self.binary is None:
            gaps.append(Missing.BINARY)
        if not self.networks:
            gaps.append(Missing.NETWORK)
        return tuple(gaps)

    @property
    def complete(self) -> bool:
        return not self.missing


def engine_folders(home: Path, site_dirs: Iterable[Path] = ()) -> list[Path]:
    """The folders where players keep KataGo and networks (whether they exist or not)."""
    folders = [
        home / ".katago",
        home / ".katago" / "models",
        home / ".katrain",
        home / "KataGo",
        home / "katago",
        home / "Lizzie",
        home / "lizzie",
        home / "Lizzie" / "katago",
        home / "lizzie" / "katago",
        home / "Sabaki",
        home / ".config" / "Sabaki",
        home / ".config" / "Sabaki" / "engines",
        home / "Sabaki" / "engines",
    ]
    for site in site_dirs:  # KaTrain installed by pip: its KataGo and its networks
        folders += [site / "katrain" / "KataGo", site / "katrain" / "models"]
    return folders


def _site_dirs(home: Path) -> list[Path]:
    """Python package folders a pip-installed KaTrain may live in."""
    patterns = [
        str(home / ".local" / "lib" / "python3*" / "site-packages"),
        "/usr/lib/python3/dist-packages",
        "/usr/local/lib/python3*/dist-packages",
        "/usr/local/lib/python3*/site-packages",
        str(home / ".local" / "pipx" / "venvs" / "katrain" / "lib" / "python3*" / "site-packages"),
    ]
    return [Path(p) for pattern in patterns for p in sorted(glob.glob(pattern))]


def _is_program(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _networks(folders: Sequence[Path]) -> list[Path]:
    """Networks in ``folders``, each file once (a link counts as the file it names)."""
    found: dict[Path, tuple[Path, int, int]] = {}
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            if path.is_file() and path.name.endswith(NETWORK_SUFFIXES):
                real = path.resolve()
                if real not in found:  # the first folder that holds it names it
                    found[real] = (path, path.stat().st_size, len(found))
    # The largest network first (a bigger network is the stronger one, as a rule); among equals
    # the one in the folder looked at first, so that the player's own folders come first.
    return [path for path, _size, _order in sorted(found.values(), key=lambda f: (-f[1], f[2]))]


def discover_katago(
    *, home: Path | None = None, path: str | None = None, site_dirs: Iterable[Path] | None = None
) -> Discovery:
    """Look for KataGo on ``path`` (PATH by default) and in the players' folders under ``home``."""
    home = home if home is not None else Path.home()
    folders = engine_folders(home, _site_dirs(home) if site_dirs is None else site_dirs)
    binary: Path | None = None
    for name in BINARY_NAMES:
        on_path = shutil.which(name, path=path)
        if on_path:
            binary = Path(on_path)
            break
    if binary is None:
        binary = next((f / n for f in folders for n in BINARY_NAMES if _is_program(f / n)), None)
    places = list(folders)
    if binary is not None:
        places.append(binary.resolve().parent)
    return Discovery(binary, tuple(_networks(places)), tuple(folders))


def write_configs(folder: Path, *, threads: int | None = None) -> tuple[Path, Path]:
    """KataGo configs for GTP and the JSON engine in ``folder`` (kept when they exist)."""
    threads = threads or max(1, min(4, os.cpu_count() or 1))
    folder.mkdir(parents=True, exist_ok=True)
    logs = folder / "logs"
    files = []
    for name, text in (("gtp.cfg", GTP_CONFIG), ("analysis.cfg", ANALYSIS_CONFIG)):
        target = folder / name
        if not target.exists():
            tmp = target.with_suffix(".tmp")
            tmp.write_text(text.format(logs=logs, threads=threads), encoding="utf-8")
            tmp.replace(target)
        files.append(target)
    return files[0], files[1]


def katago_commands(binary: Path, network: Path, gtp_config: Path, analysis_config: Path) -> tuple[str, str]:
    """The GTP and the JSON-analysis command lines for one KataGo and network."""
    gtp = shlex.join([str(binary), "gtp", "-model", str(network), "-config", str(gtp_config)])
    analysis = shlex.join([str(binary), "analysis", "-model", str(network), "-config", str(analysis_config)])
    return gtp, analysis


def bundled_katago(folder: Path) -> tuple[Path, Path] | None:
    """The KataGo a packaged qtgo ships (``folder/katago`` and its network), when present."""
    binary = next((folder / n for n in BINARY_NAMES if _is_program(folder / n)), None)
    networks = _networks([folder])
    if binary is None or not networks:
        return None
    return binary, networks[0]
