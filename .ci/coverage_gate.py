#!/usr/bin/env python3
"""Fail when a gated core file is below 100% line or branch coverage (issue 27).

Reads the ``.coverage`` data that ``.ci/run``'s pytest run wrote (``--cov=qtgo.rules
--cov=qtgo.sgf --cov-branch``), as qutebrowser's ``PERFECT_FILES`` does: only the files
listed here are gated, and a file joins the list once it has reached 100%.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import coverage

ROOT = Path(__file__).resolve().parent.parent

# Files that must stay at 100% line and branch coverage.
PERFECT_FILES: tuple[str, ...] = (
    "qtgo/rules/__init__.py",
    "qtgo/rules/_tables.py",
    "qtgo/rules/handicap.py",
    "qtgo/rules/komi.py",
    "qtgo/rules/outcome.py",
    "qtgo/rules/ruleset.py",
    "qtgo/sgf/properties.py",
)


def main() -> int:
    data_file = ROOT / ".coverage"
    if not data_file.exists():
        print(f"coverage gate: no coverage data at {data_file}", file=sys.stderr)
        return 2
    cov = coverage.Coverage(data_file=str(data_file))
    cov.load()
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "coverage.json"
        cov.json_report(outfile=str(report), include=[str(ROOT / name) for name in PERFECT_FILES])
        files = {str(Path(name).resolve()): info for name, info in json.loads(report.read_text())["files"].items()}
    failures: list[str] = []
    for name in PERFECT_FILES:
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
    print(f"coverage gate: {len(PERFECT_FILES)} files at 100% line and branch coverage")
    return 0


if __name__ == "__main__":
    sys.exit(main())
