"""Board and stone themes, the traditional grid and the board's front edge, as drawn."""

from __future__ import annotations

import itertools
import statistics

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor

from qtgo.rules import Color, Point
from qtgo.session.display import BoardDisplay
from qtgo.ui.board import BoardGeometry, render_display
from qtgo.ui.board.geometry import TRADITIONAL_ASPECT
from qtgo.ui.board.scene import BoardScene
from qtgo.ui.board.textures import wood_texture
from qtgo.ui.board.themes import BOARD_THEMES, STONE_THEMES, Look, board_theme, stone_theme

B, W = Color.BLACK, Color.WHITE


def _luma(color: QColor) -> float:
    return 0.299 * color.red() + 0.587 * color.green() + 0.114 * color.blue()


def test_traditional_grid_is_taller_than_wide_and_clicks_land_on_their_points() -> None:
    g = BoardGeometry.fit(19, 19, 800, 800, aspect=TRADITIONAL_ASPECT)
    assert g.cell_y_dev / g.cell_dev == pytest.approx(TRADITIONAL_ASPECT, abs=0.04)
    _, y, w, h = g.wood_rect_dev
    assert h > w and y + h + g.edge_dev <= g.height_dev
    for px, py in ((0, 0), (18, 18), (3, 15), (9, 9)):
        assert g.point_at(*g.center(px, py)) == (px, py)


def test_the_board_has_a_visible_front_edge_below_the_wood(qtbot) -> None:
    image = render_display(BoardDisplay(9, 9), 400)
    g = BoardGeometry.fit(9, 9, 400, 400)
    x, y, w, h = g.wood_rect_dev
    assert g.edge_dev >= 2
    edge = image.pixelColor(x + w // 2, y + h + g.edge_dev // 2)
    below = image.pixelColor(x + w // 2, min(g.height_dev - 1, y + h + g.edge_dev + 3))
    wood = image.pixelColor(x + w // 2, y + h - 3)
    # Darker than the wood, lighter (and warmer) than the table under it.
    assert _luma(below) + 20 < _luma(edge) < _luma(wood)
    assert edge.red() > edge.blue() + 30


def test_the_kaya_has_grain_across_and_is_not_flat() -> None:
    texture = wood_texture()
    assert texture.width() >= 1024
    row = [_luma(texture.pixelColor(x, texture.height() // 2)) for x in range(0, texture.width(), 2)]
    column = [_luma(texture.pixelColor(texture.width() // 2, y)) for y in range(0, texture.height(), 2)]
    # Rich: the tone varies; the grain runs along one axis: neighbouring pixels across it
    # differ far more than along it.
    assert statistics.pstdev(row) > 9

    def roughness(values: list[float]) -> float:
        return statistics.fmean(abs(a - b) for a, b in itertools.pairwise(values))

    assert roughness(row) > 3 * roughness(column)


def test_high_contrast_is_a_flat_board_with_black_lines_and_outlined_stones(qtbot) -> None:
    look = Look(board_theme("contrast"), stone_theme("flat"))
    stones = {Point(2, 2): B, Point(6, 6): W}
    image = render_display(BoardDisplay(9, 9, stones=stones), 450, stone_jitter=False, look=look)
    g = BoardGeometry.fit(9, 9, 450, 450)
    cx, cy = g.center(4, 3)
    flat = image.pixelColor(int(cx + g.cell / 2), int(cy + g.cell / 2))
    assert flat == look.board.flat
    line = image.pixelColor(int(cx), int(cy + g.cell / 3))
    assert _luma(line) < 10
    wx, wy = g.center(6, 6)
    assert image.pixelColor(int(wx), int(wy)) == QColor(255, 255, 255)
    rim = image.pixelColor(int(wx + 0.45 * g.cell), int(wy))
    assert _luma(rim) < 80
    bx, by = g.center(2, 2)
    assert _luma(image.pixelColor(int(bx - 0.2 * g.cell), int(by - 0.2 * g.cell))) < 10


@pytest.mark.parametrize("theme", [t.key for t in BOARD_THEMES])
def test_every_board_theme_keeps_the_stones_readable(qtbot, theme: str) -> None:
    look = Look(board_theme(theme))
    image = render_display(BoardDisplay(9, 9, stones={Point(4, 4): B, Point(5, 5): W}), 360, look=look)
    g = BoardGeometry.fit(9, 9, 360, 360)
    cx, cy = g.center(3, 3)
    wood = _luma(image.pixelColor(int(cx + g.cell / 2), int(cy + g.cell / 2)))
    black = _luma(image.pixelColor(*(int(v) for v in g.center(4, 4))))
    white = _luma(image.pixelColor(*(int(v + 0.15 * g.cell) for v in g.center(5, 5))))
    assert black + 80 < wood and black + 120 < white


def test_scene_changes_look_in_place_and_flat_stones_cast_no_shadow(qtbot) -> None:
    scene = BoardScene(stone_jitter=False)
    scene.set_view_size(400, 400)
    scene.set_display(BoardDisplay(9, 9, stones={Point(4, 4): B}))
    stone = scene.stone_item(4, 4)
    assert stone is not None
    before = stone.pixmap().cacheKey()
    created = scene.items_created
    scene.look = Look(board_theme("contrast"), stone_theme("flat"), traditional_grid=True)
    redressed = scene.stone_item(4, 4)
    assert redressed is not None and redressed.pixmap().cacheKey() != before
    assert scene.items_created == created  # the same items, re-dressed
    assert not scene._shadow_items[(4, 4)].isVisible()
    assert scene.geometry.cell_y_dev > scene.geometry.cell_dev


def test_look_is_remembered_in_qsettings(tmp_path) -> None:
    settings = QSettings(str(tmp_path / "look.ini"), QSettings.Format.IniFormat)
    assert Look.load(settings) == Look()
    look = Look(BOARD_THEMES[2], STONE_THEMES[1], traditional_grid=True)
    look.save(settings)
    settings.sync()
    again = QSettings(str(tmp_path / "look.ini"), QSettings.Format.IniFormat)
    assert Look.load(again) == look


def test_theme_menu_applies_and_remembers_the_choice(qtbot, tmp_path) -> None:
    from qtgo.ui.board.theme_menu import ThemeMenu

    settings = QSettings(str(tmp_path / "menu.ini"), QSettings.Format.IniFormat)
    scene = BoardScene()
    menu = ThemeMenu(scene, settings)
    qtbot.addWidget(menu)
    assert menu.board_actions["kaya"].isChecked()
    assert [a.text() for a in menu.stone_actions.values()] == ["Slate and shell", "Glass (yunzi)", "High contrast"]
    menu.board_actions["contrast"].trigger()
    menu.stone_actions["flat"].trigger()
    menu.traditional.trigger()
    assert scene.look == Look(board_theme("contrast"), stone_theme("flat"), True)
    # A new window reads the same look back.
    other = BoardScene()
    again = ThemeMenu(other, QSettings(str(tmp_path / "menu.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    assert other.look == scene.look and again.board_actions["contrast"].isChecked()
