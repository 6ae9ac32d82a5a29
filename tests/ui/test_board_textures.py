"""The board's wood: which file and decoder scale a board size reads, and the result."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from qtgo.ui.board.textures import (
    BILINEAR_LIMIT,
    WOOD_SCALES,
    _file_side,
    _wood_file_size,
    _wood_image,
    wood_for,
    wood_source_for,
    wood_texture,
)

SIZES = [(1, 1), (60, 60), (100, 100), (454, 454), (513, 300), (670, 670), (774, 774), (938, 938)]
SIZES += [(1024, 1024), (1025, 700), (1282, 1282), (1876, 1876), (300, 330), (333, 777)]


def _eighths(side, eighths):
    return -(-side.width() * eighths // 8), -(-side.height() * eighths // 8)


def _covers(size, width, height):
    return size[0] >= width and size[1] >= height


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_wood_is_decoded_at_the_smallest_size_that_still_covers_the_board(qapp, width, height):
    source = wood_source_for(width, height)
    side = _file_side(source.level)
    assert _covers((source.size.width(), source.size.height()), width, height)
    assert (source.size.width(), source.size.height()) == _eighths(side, source.eighths)
    # The next smaller file would be smaller than the board ...
    if source.level + 1 < len(WOOD_SCALES):
        smaller = _file_side(source.level + 1)
        assert not _covers((smaller.width(), smaller.height()), width, height)
    # ... and so would one eighth less (7/8 is never used: the whole file is cheaper).
    assert source.eighths != 7
    fewer = 6 if source.eighths == 8 else source.eighths - 1
    if fewer >= 1:
        assert not _covers(_eighths(side, fewer), width, height)
    # Hence the last step is a small scale of the crop (which has the board's proportions),
    # drawn bilinearly; only a board smaller than half the smallest file needs more.
    if source.level + 1 < len(WOOD_SCALES):
        assert source.eighths >= 6
    if source.eighths >= 6:
        assert min(source.size.width() / width, source.size.height() / height) < BILINEAR_LIMIT


@pytest.mark.parametrize(
    ("side", "decoded_from", "eighths", "decoded"),
    [(454, 512, 8, 512), (670, 768, 8, 768), (774, 1024, 8, 1024), (938, 1024, 8, 1024), (1282, 1536, 8, 1536)],
)
def test_common_board_sizes_read_these_files(qapp, side, decoded_from, eighths, decoded):
    """The boards of 800x600, 1100x800, 1280x900, 1920x1080 and 2560x1440 windows."""
    if _wood_file_size().width() != 2048:
        pytest.skip("the shipped texture is not 2048 pixels wide")
    source = wood_source_for(side, side)
    assert (_file_side(source.level).width(), source.eighths, source.size.width()) == (decoded_from, eighths, decoded)


def test_every_size_of_the_texture_is_a_file_of_its_own(qapp):
    from PySide6.QtGui import QImageReader

    from qtgo.resources import resource_path

    for level in range(1, len(WOOD_SCALES)):
        side = _file_side(level)
        path = resource_path(f"textures/kaya-{side.width()}.jpg")
        assert QImageReader(str(path)).size() == side, path


@pytest.mark.parametrize(("level", "eighths"), [(2, 6), (2, 5), (0, 6), (4, 8), (6, 4), (3, 8)])
def test_the_decoder_delivers_the_size_it_was_asked_for(qapp, level, eighths):
    image = _wood_image(level, eighths)
    assert (image.width(), image.height()) == _eighths(_file_side(level), eighths)


@pytest.mark.parametrize(("width", "height"), [*SIZES, (2100, 2100)])
def test_the_wood_has_exactly_the_boards_size(qapp, width, height):
    wood = wood_for(width, height)
    assert (wood.width(), wood.height()) == (width, height)
    colour = wood.pixelColor(width // 2, height // 2)
    assert colour.red() > colour.blue() + 40  # warm wood, not a blank image


def test_the_wood_looks_like_the_whole_texture_scaled_down_at_once(qapp):
    """A smaller file (decoded fast) and a bilinear last step look like scaling the whole."""
    side = 670
    wood = wood_for(side, side)
    reference = wood_texture().scaled(
        side, side, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    total = count = worst = 0
    for y in range(3, side, 17):
        for x in range(5, side, 13):
            a, b = wood.pixelColor(x, y), reference.pixelColor(x, y)
            for d in (a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue()):
                total += abs(d)
                worst = max(worst, abs(d))
                count += 1
    assert total / count < 2.5
    assert worst < 40
