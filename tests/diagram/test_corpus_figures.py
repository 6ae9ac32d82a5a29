"""Figures of real records (the shared corpus): every move is either drawn or listed once."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.diagram import DiagramError, RemarkKind, make_figures, sensei_document
from qtgo.sgf import SgfError, load

CORPUS = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus"


def _records(folder: str, count: int) -> list[Path]:
    root = CORPUS.resolve() / folder
    if not root.is_dir():
        pytest.skip(f"the shared corpus is absent ({root})")
    return sorted(root.rglob("*.sgf"))[:count]


def _check(figures) -> None:
    for figure in figures:
        moves = figure.last_move - figure.first_move + 1 if figure.caption.has_moves else 0
        assert len(figure.numbered) + len(figure.remarks) == moves
        shown = {stone.number for stone in figure.numbered.values()}
        for remark in figure.remarks:
            if remark.kind in (RemarkKind.AT, RemarkKind.RETAKES_KO_AT):
                assert remark.at_number in shown or remark.at_label in figure.letters.values()


@pytest.mark.parametrize("folder,count", [("ai", 8), ("gnugo-regression", 80)])
def test_real_records_cut_into_figures_account_for_every_move(folder: str, count: int) -> None:
    checked = 0
    for path in _records(folder, count):
        try:
            games = load(path, check_moves=False).games
        except SgfError:
            continue
        for tree in games:
            try:
                _check(make_figures(tree))
                _check(make_figures(tree, per_figure=10, alternating=True))
                sensei_document(make_figures(tree, per_figure=10, alternating=True))
            except (DiagramError, SgfError):
                continue  # a board the rules cannot hold, or no moves in range
            checked += 1
    assert checked >= count // 2
