"""Make qtgo's reading problems: ``python resources/tools/make_problems.py``.

Writes ``resources/problems/reading_problems.sgf`` and its Russian twin under ``ru/``:
life-and-death and capture problems that ``qtgo.rules.problem_maker`` generated and
verified by exhaustive reading, ordered from beginner to dan. The seeds are fixed, so the
files come out the same on every run; ``tests/rules/test_shipped_problems.py`` reads every
problem again with the same checker.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from qtgo.rules.problem_maker import Level, ProblemKind, make_problems  # noqa: E402
from qtgo.sgf import save  # noqa: E402
from qtgo.sgf.problem_records import problem_record  # noqa: E402

PER_KIND = 40
SEED = 25
OUT = ROOT / "resources" / "problems"
NAME = "reading_problems.sgf"
_ORDER = {Level.BEGINNER: 0, Level.KYU: 1, Level.DAN: 2}


def main() -> int:
    problems = []
    for kind in ProblemKind:
        made = make_problems(kind, PER_KIND, seed=SEED)
        print(f"{kind.value}: {len(made)}", file=sys.stderr)
        problems.extend(made)
    problems.sort(key=lambda p: (_ORDER[p.level], p.main_line_length()))
    for language, folder in (("en", OUT), ("ru", OUT / "ru")):
        records = [problem_record(p, n, language) for n, p in enumerate(problems, 1)]
        save(folder / NAME, records)
        print(folder / NAME)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
