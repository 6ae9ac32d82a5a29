"""Render the application icon ``resources/icons/qtgo.svg`` to the freedesktop PNG sizes.

Run from anywhere (the paths are relative to this file)::

    QT_QPA_PLATFORM=offscreen python resources/tools/make_icons.py

The PNGs land in ``resources/icons/hicolor/<N>x<N>/apps/io.github.qtgo.QtGo.png`` and are
committed, so neither a build nor a user's machine needs to render SVG. Each size is drawn
at four times its size and then scaled down smoothly: QSvgRenderer's own antialiasing at
16 px leaves thin lines blotchy, supersampling spreads them evenly.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ICON_ID = "io.github.qtgo.QtGo"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SUPERSAMPLE = 4

ICONS = Path(__file__).resolve().parent.parent / "icons"
SOURCE = ICONS / "qtgo.svg"


def target_path(size: int, root: Path = ICONS) -> Path:
    """Where the PNG of one size lives, in the hicolor theme layout desktops search."""
    return root / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_ID}.png"


def render(source: Path, size: int):
    """Render ``source`` to a ``size`` × ``size`` transparent QImage."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"error: {source} is not a valid SVG for QSvgRenderer")
    big = size * SUPERSAMPLE
    image = QImage(big, big, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, big, big))
    painter.end()
    small = image.scaled(
        size,
        size,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return small.convertToFormat(QImage.Format.Format_ARGB32)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="the SVG to render")
    parser.add_argument("--out", type=Path, default=ICONS, help="the folder holding hicolor/")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (keeps Qt alive)
    for size in SIZES:
        path = target_path(size, args.out)
        path.parent.mkdir(parents=True, exist_ok=True)
        image = render(args.source, size)
        if not image.save(str(path), "PNG"):
            print(f"error: could not write {path}", file=sys.stderr)
            return 1
        print(f"{path} {size}x{size}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
