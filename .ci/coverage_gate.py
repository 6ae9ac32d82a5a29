#!/usr/bin/env python3
"""Fail when a gated core file is below 100% line or branch coverage (issue 27).

Reads the ``.coverage`` data that ``.ci/run``'s pytest run wrote (``--cov=qtgo.rules
--cov=qtgo.sgf --cov-branch``), as qutebrowser's ``PERFECT_FILES`` does. Gated: every
Python file under the folders of ``PERFECT_FOLDERS`` (so a new rules module is gated from
its first commit) and the files of ``PERFECT_FILES``.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import coverage

ROOT = Path(__file__).resolve().parent.parent

# Folders whose every file must stay at 100% line and branch coverage.
PERFECT_FOLDERS: tuple[str, ...] = ("qtgo/rules",)
# Single files that must stay at 100% line and branch coverage.
PERFECT_FILES: tuple[str, ...] = (
    "qtgo/sgf/grammar.py",
    "qtgo/sgf/properties.py",
    "qtgo/sgf/replay.py",
)


def gated_files() -> list[str]:
    """The gated files, relative to the checkout, sorted (the report's order)."""
    found = {str(path.relative_to(ROOT)) for folder in PERFECT_FOLDERS for path in (ROOT / folder).rglob("*.py")}
    return sorted(found | set(PERFECT_FILES))


def main() -> int:
    data_file = ROOT / ".coverage"
    if not data_file.exists():
        print(f"coverage gate: no coverage data at {data_file}", file=sys.stderr)
        return 2
    gated = gated_files()
    cov = coverage.Coverage(data_file=str(data_file))
    cov.load()
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "coverage.json"
        cov.json_report(outfile=str(report), include=[str(ROOT / name) for name in gated])
        files = {str(Path(name).resolve()): info for name, info in json.loads(report.read_text())["files"].items()}
    failures: list[str] = []
    for name in gated:
        info = files.get(str((ROOT / name).resolve()))
        if info is None:
            failures.append(f"{name}: not measured")
            continue
        summary = info["summary"]
        if "num_branches" not in summary:
            failures.append(f"{name}: measured without --cov-branch")
            continue
        if summary["missing_lines"] or summary.get("missing_branches", 0) or summary.get("num_partial_branches", 0):
            failures.append(
                f"{name}: {summary['percent_covered_display']}%, lines missing {info['missing_lines']},"
                f" branches missing {info.get('missing_branches', [])}"
            )
    for failure in failures:
        print(f"coverage gate: {failure}", file=sys.stderr)
    if failures:
        return 1
    print(f"coverage gate: {len(gated)} files at 100% line and branch coverage")
    return 0


if __name__ == "__main__":
    sys.exit(main())
