"""The board's wood: which file and decoder scale a board size reads, and the result."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from qtgo.ui.board.textures import (
    BILINEAR_LIMIT,
    _wood_file_size,
    _wood_image,
    wood_for,
    wood_source_for,
    wood_texture,
)

SIZES = [(1, 1), (60, 60), (100, 100), (454, 454), (513, 300), (670, 670), (774, 774), (938, 938)]
SIZES += [(1024, 1024), (1025, 700), (1282, 1282), (1876, 1876), (300, 330), (333, 777)]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_wood_is_decoded_at_the_smallest_size_that_still_covers_the_board(qapp, width, height):
    full = _wood_file_size()
    source = wood_source_for(width, height)
    side_w, side_h = full.width() >> source.level, full.height() >> source.level
    assert source.size.width() >= width and source.size.height() >= height
    # One eighth less, or the next smaller file, would be smaller than the board.
    if source.eighths > 1:
        smaller = (side_w * (source.eighths - 1) + 7) // 8, (side_h * (source.eighths - 1) + 7) // 8
        assert smaller[0] < width or smaller[1] < height
    if source.level < 3:
        assert side_w // 2 < width or side_h // 2 < height
    # Hence the last step is a small scale of the crop (which has the board's proportions),
    # drawn bilinearly; only a board smaller than half the smallest file needs more.
    if source.level < 3:
        assert source.eighths >= 5
    if source.eighths >= 5:
        assert min(source.size.width() / width, source.size.height() / height) < BILINEAR_LIMIT


@pytest.mark.parametrize(
    ("side", "level", "eighths", "decoded"),
    [(454, 2, 8, 512), (670, 1, 6, 768), (774, 1, 7, 896), (938, 1, 8, 1024), (1282, 0, 6, 1536)],
)
def test_common_board_sizes_read_these_files(qapp, side, level, eighths, decoded):
    """The boards of 800x600, 1100x800, 1280x900, 1920x1080 and 2560x1440 windows."""
    if _wood_file_size().width() != 2048:
        pytest.skip("the shipped texture is not 2048 pixels wide")
    source = wood_source_for(side, side)
    assert (source.level, source.eighths, source.size.width()) == (level, eighths, decoded)


@pytest.mark.parametrize(("level", "eighths"), [(1, 6), (1, 5), (0, 6), (2, 8), (3, 4)])
def test_the_decoder_delivers_the_size_it_was_asked_for(qapp, level, eighths):
    full = _wood_file_size()
    image = _wood_image(level, eighths)
    expected = (-(-(full.width() >> level) * eighths // 8), -(-(full.height() >> level) * eighths // 8))
    assert (image.width(), image.height()) == expected


@pytest.mark.parametrize(("width", "height"), [*SIZES, (2100, 2100)])
def test_the_wood_has_exactly_the_boards_size(qapp, width, height):
    wood = wood_for(width, height)
    assert (wood.width(), wood.height()) == (width, height)
    colour = wood.pixelColor(width // 2, height // 2)
    assert colour.red() > colour.blue() + 40  # warm wood, not a blank image


def test_the_wood_looks_like_the_whole_texture_scaled_down_at_once(qapp):
    """Decoding at 6/8 and a bilinear last step looks like scaling the whole texture."""
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
