"""Ship the CPU KataGo and its small network with the packaged app, so a player who installs
qtgo gets real analysis before configuring anything.

    _internal/katago/katago        a small sh wrapper: runs bin/katago with lib/ first on
                                   the library path (the binary needs libzip, libbz2 and
                                   libcrypto, which a user's system may lack)
    _internal/katago/bin/katago    KataGo (from ../shared/katago, or QTGO_KATAGO_DIR)
    _internal/katago/lib/          libzip.so.4, libbz2.so.1.0, libcrypto.so.3 from this machine
    _internal/katago/*.bin.gz      the network
    _internal/katago/LICENSE       KataGo's licence, when the source folder has it

qtgo finds the folder beside its code (``qtgo.ui.engine.ready_made.bundled_folder``) and
offers it as the ready-made analysis engine, after any KataGo the user has.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_ENV = "QTGO_KATAGO_DIR"
#: The libraries KataGo's binary links that a desktop may not have.
BUNDLED_LIBRARIES = ("libzip.so.4", "libbz2.so.1.0", "libcrypto.so.3")
NETWORK_SUFFIXES = (".bin.gz", ".txt.gz")

WRAPPER = """\
#!/bin/sh
# Runs the KataGo that comes with qtgo with its own libraries first on the library path.
here=$(dirname "$(readlink -f "$0")")
LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" exec "$here/bin/katago" "$@"
"""


def source_folder() -> Path | None:
    """The KataGo folder to ship (``QTGO_KATAGO_DIR``, else ``../shared/katago``), if present."""
    named = os.environ.get(SOURCE_ENV)
    folder = Path(named) if named else ROOT.parent / "shared" / "katago"
    return folder if (folder / "katago").is_file() else None


def linked_libraries(binary: Path) -> dict[str, Path]:
    """Where this machine resolves each library ``binary`` links (``ldd``)."""
    result = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=False)
    found = {}
    for line in result.stdout.splitlines():
        name, arrow, rest = line.strip().partition(" => ")
        if arrow and rest.split() and rest.split()[0].startswith("/"):
            found[name] = Path(rest.split()[0])
    return found


def bundle(source: Path, target: Path) -> list[str]:
    """Copy KataGo, its network, licence and libraries from ``source`` into ``target``;
    return what is missing (an empty list: complete)."""
    problems = []
    if target.exists():
        shutil.rmtree(target)
    (target / "bin").mkdir(parents=True)
    (target / "lib").mkdir()
    shutil.copy2(source / "katago", target / "bin" / "katago")
    wrapper = target / "katago"
    wrapper.write_text(WRAPPER, encoding="utf-8")
    wrapper.chmod(0o755)
    networks = sorted(p for p in source.iterdir() if p.name.endswith(NETWORK_SUFFIXES))
    if not networks:
        problems.append(f"no network (*.bin.gz) in {source}")
    for network in networks[:1]:
        shutil.copy2(network, target / network.name)
    if (source / "LICENSE").is_file():
        shutil.copy2(source / "LICENSE", target / "LICENSE")
    linked = linked_libraries(source / "katago")
    for name in BUNDLED_LIBRARIES:
        path = linked.get(name)
        if path is None:
            problems.append(f"{name} is not on this machine (KataGo needs it; Debian: libzip4)")
            continue
        shutil.copy2(path.resolve(), target / "lib" / name)
    return problems
