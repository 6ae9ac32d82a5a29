"""The board's wood is painted when the board is drawn, once per layout, never before."""

from __future__ import annotations

import pytest

from qtgo.ui.board import scene as scene_module
from qtgo.ui.board.scene import BoardScene
from qtgo.ui.board.textures import _wood_file_size, _wood_level, wood_for


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The sizes paint_background was called for, in order."""
    calls: list[tuple[int, int]] = []
    real = scene_module.paint_background

    def counting(geometry, *rest):
        calls.append((geometry.width_dev, geometry.height_dev))
        return real(geometry, *rest)

    monkeypatch.setattr(scene_module, "paint_background", counting)
    return calls


def test_layouts_before_the_first_draw_paint_nothing(qapp, painted):
    board = BoardScene()
    board.set_view_size(500, 400)
    board.set_view_size(900, 700)
    assert painted == []
    background = board.background
    assert painted == [(900, 700)]
    assert background.pixmap.width() == 900 and background.pixmap.height() == 700


def test_the_background_is_painted_once_per_layout(qapp, painted):
    board = BoardScene()
    first = board.background
    assert board.background is first
    board.set_view_size(300, 300)
    second = board.background
    assert second is not first and second.pixmap.width() == 300
    assert len(painted) == 2


def test_a_halved_texture_is_read_at_its_halved_size(qapp):
    full = _wood_file_size()
    half = _wood_level(1)
    assert (half.width(), half.height()) == (full.width() // 2, full.height() // 2)
    wood = wood_for(333, 321)
    assert (wood.width(), wood.height()) == (333, 321)
    # Warm wood, not the dark surround or a blank image.
    colour = wood.pixelColor(166, 160)
    assert colour.red() > colour.blue() + 40


def test_each_halving_is_a_file_of_its_own_that_looks_like_the_whole(qapp):
    from PySide6.QtGui import QImageReader

    from qtgo.resources import resource_path

    full = _wood_file_size()
    whole = _wood_level(0)
    for level in (1, 2, 3):
        side = full.width() >> level
        path = resource_path(f"textures/kaya-{side}.jpg")
        assert QImageReader(str(path)).size() == full / (1 << level)
        halved = _wood_level(level)
        assert (halved.width(), halved.height()) == (side, full.height() >> level)
        # The same wood: the centre's colour is within a few steps of the whole texture's.
        here = halved.pixelColor(side // 2, halved.height() // 2)
        there = whole.pixelColor(full.width() // 2, full.height() // 2)
        assert abs(here.red() - there.red()) < 40 and abs(here.green() - there.green()) < 40


def test_showing_and_grabbing_a_board_paints_its_wood_once(qtbot, painted):
    """The first paint draws the board; a later repaint (a grab, say) only copies it."""
    from qtgo.ui.board.view import BoardView

    view = BoardView()
    qtbot.addWidget(view)
    view.resize(500, 420)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(10)
    assert len(painted) == 1
    image = view.grab().toImage()
    assert len(painted) == 1
    size = view.viewport().size()
    assert painted == [(size.width(), size.height())]
    # The grab shows the painted board: warm wood in the middle of a cell.
    g = view.board.geometry
    cx, cy = g.center_dev(9, 9)
    colour = image.pixelColor(int(cx + g.cell_dev / 2), int(cy + g.cell_dev / 2))
    assert colour.red() > colour.blue() + 40
