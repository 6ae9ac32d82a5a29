"""Figures drawn by Qt: SVG and PDF parse, pages hold the asked number of figures, and the
PNG shows the stones where the GUI's board scene shows them."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from qtgo.diagram import Region, make_figures
from qtgo.rules import Color, Point
from qtgo.session.display import display_from_game
from qtgo.sgf import load, parse, replay
from qtgo.ui.board import BoardGeometry, render_display
from qtgo.ui.teaching.export import PaperSize, figure_image, numbered_paths, write_pdf, write_png, write_svg
from qtgo.ui.teaching.figure_painter import FigureLayout, caption_lines

KO_FIGHT = Path(__file__).resolve().parents[2] / "data" / "diagram" / "ko_fight.sgf"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def figures(qapp):
    return make_figures(load(KO_FIGHT).games[0], per_figure=10)


def test_svg_is_valid_xml_with_the_figure_title_and_its_numbers(figures, tmp_path: Path) -> None:
    paths = write_svg(figures, tmp_path / "fight.svg")
    assert paths == numbered_paths(tmp_path / "fight.svg", 2)
    root = ET.parse(paths[1]).getroot()
    assert root.tag == f"{SVG}svg"
    assert root.findtext(f"{SVG}title") == "Figure 2 (moves 11-17)"
    texts = {"".join(node.itertext()).strip() for node in root.iter(f"{SVG}text")}
    assert {"11", "12", "13", "15", "a", "Figure 2 (moves 11-17)"} <= texts
    assert "14 retakes ko at a, 16 at 11, 17 pass" in texts
    # Vector output: stones are shapes, never embedded images.
    assert not list(root.iter(f"{SVG}image"))


def _pdf_document(path: Path):
    qtpdf = pytest.importorskip("PySide6.QtPdf")
    document = qtpdf.QPdfDocument()
    assert document.load(str(path)) == qtpdf.QPdfDocument.Error.None_
    return document


@pytest.mark.parametrize(("paper", "points"), [(PaperSize.A4, (595, 842)), (PaperSize.LETTER, (612, 792))])
def test_pdf_pages_have_the_paper_size_and_hold_the_figures(figures, tmp_path: Path, paper, points) -> None:
    path = tmp_path / "fight.pdf"
    assert write_pdf(figures, path, paper=paper, per_page=1) == 2
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    document = _pdf_document(path)
    assert document.pageCount() == 2
    size = document.pagePointSize(0)
    assert (round(size.width()), round(size.height())) == points
    assert "Figure 2 (moves 11-17)" in document.getAllText(1).text()


def test_several_figures_share_a_page(qapp, tmp_path: Path) -> None:
    figures = make_figures(load(KO_FIGHT).games[0], per_figure=3)
    assert len(figures) == 6
    path = tmp_path / "six.pdf"
    assert write_pdf(figures, path, per_page=4) == 2
    document = _pdf_document(path)
    assert document.pageCount() == 2
    first_page = document.getAllText(0).text()
    assert all(f"Figure {i} " in first_page for i in (1, 2, 3, 4))
    assert "Figure 5" not in first_page


def _dark(image, x: float, y: float) -> bool:
    return image.pixelColor(round(x), round(y)).lightness() < 80


def test_png_shows_the_stones_where_the_board_scene_does(qapp) -> None:
    tree = parse("(;SZ[9];B[cc];W[dc];B[dd];W[ec];B[cd];W[gg];B[fc];W[ed])").games[0]
    (figure,) = make_figures(tree)
    image = figure_image(figure, 450, coordinates=True, caption=False)
    layout = FigureLayout.fit(figure, image.rect().toRectF(), coordinates=True, caption=False)
    game = replay(tree).game
    scene_image = render_display(display_from_game(game), 450, stone_jitter=False)
    geometry = BoardGeometry.fit(9, 9, 450, 450, coordinates=True)  # what render_display lays out
    for point in figure.region.points():
        ours = layout.center(point)
        sx, sy = geometry.center(point.x, point.y)
        colour = game.board[point]
        # Off the grid lines and the numbers, black stones are dark in both; elsewhere the
        # figure is light (white stone or paper) and so is the scene (white stone or wood).
        assert _dark(image, ours.x() + layout.cell * 0.27, ours.y() - layout.cell * 0.27) is (colour is Color.BLACK), (
            point
        )
        assert _dark(scene_image, sx + geometry.cell * 0.27, sy - geometry.cell * 0.27) is (colour is Color.BLACK), (
            point
        )


def test_png_files_are_written_one_per_figure(figures, tmp_path: Path) -> None:
    paths = write_png(figures, tmp_path / "fight.png", width=300)
    assert [p.name for p in paths] == ["fight-1.png", "fight-2.png"]
    assert all(p.read_bytes()[:4] == b"\x89PNG" for p in paths)


def test_a_region_figure_is_drawn_to_its_own_proportions(qapp) -> None:
    tree = parse("(;SZ[19];B[dd];W[pp])").games[0]
    (figure,) = make_figures(tree, region=Region.parse("aa:jf", 19, 19))
    image = figure_image(figure, 500, caption=False)
    assert image.height() < image.width()  # ten columns, six rows
    assert caption_lines(figure) == ["Figure 1 (moves 1-2)", "2 elsewhere"]


def _points(element: ET.Element) -> list[tuple[float, float]]:
    pairs = element.get("points", "").split()
    return [(float(x), float(y)) for x, y in (pair.split(",") for pair in pairs)]


def test_svg_draws_arrows_with_a_head_and_lines_between_the_points_centres(qapp, tmp_path: Path) -> None:
    # An arrow from the empty point gg to the empty point gc, a line from ac to ag.
    tree = parse("(;SZ[9];B[ee]AR[gg:gc]LN[ac:ag])").games[0]
    (figure,) = make_figures(tree)
    (path,) = write_svg([figure], tmp_path / "strokes.svg")
    root = ET.parse(path).getroot()
    left, top, width, height = (float(v) for v in root.get("viewBox", "").split())
    layout = FigureLayout.fit(figure, QRectF(left, top, width, height), coordinates=True)

    def at(point: Point) -> tuple[float, float]:
        centre = layout.center(point)
        return centre.x(), centre.y()

    def near(a: tuple[float, float], b: tuple[float, float]) -> bool:
        return abs(a[0] - b[0]) < 0.5 and abs(a[1] - b[1]) < 0.5

    polylines = [_points(element) for element in root.iter(f"{SVG}polyline")]
    heads = [_points(element) for element in root.iter(f"{SVG}polygon")]
    line_ends = (at(Point(0, 2)), at(Point(0, 6)))
    assert any(len(p) == 2 and near(p[0], line_ends[0]) and near(p[1], line_ends[1]) for p in polylines)
    tail, tip = at(Point(6, 6)), at(Point(6, 2))
    shafts = [p for p in polylines if len(p) == 2 and near(p[0], tail)]
    assert shafts and all(abs(p[1][0] - tip[0]) < 0.5 and tip[1] < p[1][1] < tail[1] for p in shafts)
    assert any(len(head) == 3 and near(head[0], tip) for head in heads)
