"""Generate the kaya wood texture of the board: ``resources/textures/kaya.jpg``.

Run once at development time (pure Python + PySide6 for the JPEG writer, about half a
minute); the program only loads the result.  The texture is one large, non-repeating
image: the board crops a region of it with the board's aspect ratio and scales it, so
there is never a tiling seam.

Model: straight-grained (quarter-sawn) wood.  The grain coordinate ``u`` runs across
the board with a slow, smooth warp, so the lines are parallel but not ruler-straight.
Annual rings are a sequence of widths that drift slowly; each ring darkens gradually
towards its latewood edge, rings differ in strength and a few are noticeably dark.
On top come broad colour bands across the grain, a slow two-dimensional variation of
tone, and fine fibres running along the grain.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

LIGHT = (240, 202, 134)  # golden earlywood
DARK = (200, 148, 78)  # latewood
LINE = (150, 98, 44)  # the occasional dark line


def smooth(t: float) -> float:
    return t * t * (3.0 - 2.0 * t)


def noise_1d(n: int, scale: float, rng: random.Random) -> list[float]:
    """Value noise in [0, 1] sampled at ``n`` points, features ``scale`` samples wide."""
    knots = [rng.random() for _ in range(int(n / scale) + 3)]
    out = []
    for i in range(n):
        t = i / scale
        k = int(t)
        f = smooth(t - k)
        out.append(knots[k] * (1.0 - f) + knots[k + 1] * f)
    return out


def fbm_1d(n: int, scale: float, rng: random.Random, octaves: int = 4) -> list[float]:
    total = [0.0] * n
    amp, norm = 1.0, 0.0
    for _ in range(octaves):
        layer = noise_1d(n, max(scale, 1.0), rng)
        total = [a + amp * b for a, b in zip(total, layer, strict=True)]
        norm += amp
        amp *= 0.5
        scale /= 2.0
    return [v / norm for v in total]


def noise_field(width: int, height: int, scale: float, rng: random.Random, octaves: int = 3) -> list[list[float]]:
    """Smooth 2-D fbm in [0, 1], computed on a coarse lattice and upsampled per row."""
    step = 8
    cw, ch = width // step + 2, height // step + 2
    coarse = [[0.0] * cw for _ in range(ch)]
    amp, norm, sc = 1.0, 0.0, scale / step
    for _ in range(octaves):
        gw, gh = int(cw / sc) + 3, int(ch / sc) + 3
        knots = [[rng.random() for _ in range(gw)] for _ in range(gh)]
        for j in range(ch):
            ty = j / sc
            ky = int(ty)
            fy = smooth(ty - ky)
            r0, r1 = knots[ky], knots[ky + 1]
            row = coarse[j]
            for i in range(cw):
                tx = i / sc
                kx = int(tx)
                fx = smooth(tx - kx)
                a = r0[kx] * (1 - fx) + r0[kx + 1] * fx
                b = r1[kx] * (1 - fx) + r1[kx + 1] * fx
                row[i] += amp * (a * (1 - fy) + b * fy)
        norm += amp
        amp *= 0.5
        sc = max(sc / 2.0, 1.0)
    # Upsample every coarse row to full width, then blend rows on demand.
    wide = []
    for row in coarse:
        full = []
        for x in range(width):
            t = x / step
            k = int(t)
            f = t - k
            full.append((row[k] * (1 - f) + row[k + 1] * f) / norm)
        wide.append(full)
    field = []
    for y in range(height):
        t = y / step
        k = int(t)
        f = t - k
        r0, r1 = wide[k], wide[k + 1]
        field.append([a + (b - a) * f for a, b in zip(r0, r1, strict=True)])
    return field


def ring_profile(length: int, sub: int, rng: random.Random) -> list[float]:
    """Darkness of the annual rings along the grain coordinate, ``sub`` samples a pixel."""
    n = length * sub
    profile = [0.0] * n
    drift = fbm_1d(length // 40 + 4, 3.0, rng, octaves=2)
    pos = 0.0
    while pos < length:
        mean_width = 7.0 + 12.0 * drift[int(pos) // 40]
        width = mean_width * rng.uniform(0.6, 1.4)
        strength = rng.uniform(0.35, 1.0)
        if rng.random() < 0.07:
            strength = rng.uniform(1.3, 2.0)  # an occasional dark line
        start, end = int(pos * sub), min(int((pos + width) * sub), n)
        span = max(end - start, 1)
        for i in range(start, end):
            t = (i - start) / span
            # Earlywood is light; the latewood darkens towards a crisp ring edge.
            profile[i] = strength * (t**3.0)
        pos += width
    return profile


def generate(width: int, height: int, seed: int) -> QImage:
    from PySide6.QtGui import QImage

    rng = random.Random(seed)
    sub = 4
    warp = noise_field(width, height, 700.0, rng, octaves=2)
    tone = noise_field(width, height, 420.0, rng)
    fade = noise_field(width, height, 90.0, rng)
    margin = 64
    rings = ring_profile(width + 2 * margin, sub, rng)
    bands = fbm_1d((width + 2 * margin) * sub, 55.0 * sub, rng)
    fibre_len = 23
    fibres = [[rng.random() for _ in range(width + 2 * margin)] for _ in range(fibre_len)]

    image = QImage(width, height, QImage.Format.Format_RGB32)
    lr, lg, lb = LIGHT
    dr, dg, db = DARK
    kr, kg, kb = LINE
    for y in range(height):
        wrow, trow, frow = warp[y], tone[y], fade[y]
        # Fibres: short streaks along the grain (blend two fibre rows as y advances).
        fy = y / 9.0
        k = int(fy)
        f = fy - k
        fa, fb = fibres[k % fibre_len], fibres[(k + 1) % fibre_len]
        bend = 14.0 * math.sin(y / 610.0)
        line = bytearray(width * 4)
        for x in range(width):
            u = x + margin + (wrow[x] - 0.5) * 60.0 + bend
            i = int(u * sub)
            ui = int(u)
            ring = rings[i] * (0.45 + 0.9 * frow[x])
            band = bands[i] - 0.5
            fib = (fa[ui] * (1 - f) + fb[ui] * f) - 0.5
            d = 0.26 + 0.70 * band + 0.80 * ring + 0.16 * fib
            shade = 1.0 + (trow[x] - 0.5) * 0.22
            if d < 0.0:
                d = 0.0
            if ring > 1.0:  # the dark lines pull towards LINE
                m = min((ring - 1.0) * 1.2, 1.0)
                r = dr + (kr - dr) * m
                g = dg + (kg - dg) * m
                b = db + (kb - db) * m
                d = min(d, 1.0)
                r, g, b = lr + (r - lr) * d, lg + (g - lg) * d, lb + (b - lb) * d
            else:
                d = min(d, 1.0)
                r, g, b = lr + (dr - lr) * d, lg + (dg - lg) * d, lb + (db - lb) * d
            o = x * 4
            line[o] = max(0, min(255, int(b * shade)))
            line[o + 1] = max(0, min(255, int(g * shade)))
            line[o + 2] = max(0, min(255, int(r * shade)))
            line[o + 3] = 255
        ptr = image.scanLine(y)
        ptr[: width * 4] = bytes(line)  # type: ignore[index]  # scanLine is a writable buffer
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--quality", type=int, default=90)
    default_out = Path(__file__).resolve().parent.parent / "textures" / "kaya.jpg"
    parser.add_argument("--out", type=Path, default=default_out)
    parser.add_argument(
        "--halvings-only", action="store_true", help="only write the halved copies of the existing texture"
    )
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication(["make_wood", "-platform", "offscreen"])
    image = QImage(str(args.out)) if args.halvings_only else generate(args.size, args.size, args.seed)
    if not args.halvings_only and not save_jpeg(image, args.out, args.quality):
        print(f"cannot write {args.out}", file=sys.stderr)
        return 1
    if image.isNull():
        print(f"cannot read {args.out}", file=sys.stderr)
        return 1
    written = [args.out, *write_halvings(image, args.out, args.quality)]
    for path in written:
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")
    del app
    return 0


def save_jpeg(image: QImage, path: Path, quality: int) -> bool:
    """Write ``image`` with Huffman tables made for it: the same pixels as Qt's default
    tables give, in a tenth fewer bytes, which the board decodes a little faster."""
    from PySide6.QtGui import QImageWriter

    writer = QImageWriter(str(path), b"jpg")
    writer.setQuality(quality)
    writer.setOptimizedWrite(True)
    return writer.write(image)


def write_halvings(image: QImage, out: Path, quality: int) -> list[Path]:
    """The texture halved 1, 2 and 3 times as ``kaya-<side>.jpg`` beside it, and three
    quarters of the texture and of its first two halvings.

    A smaller board reads its own small file: decoding the whole 2048-pixel JPEG (even
    scaled while decoding) was the largest part of painting the first board at start-up.
    The three-quarter files are what the JPEG decoder makes of the larger file at 6/8
    (its scaled inverse DCT), so a board reads them as sharp as it read the larger file.
    """
    from PySide6.QtCore import QSize, Qt
    from PySide6.QtGui import QImageReader

    written = []
    for level in (1, 2, 3):
        side = image.width() >> level
        halved = image.scaled(
            side,
            image.height() >> level,
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        path = out.with_name(f"{out.stem}-{side}{out.suffix}")
        if not save_jpeg(halved, path, quality):
            raise SystemExit(f"cannot write {path}")
        written.append(path)
    for source in (out, *written[:2]):
        reader = QImageReader(str(source))
        size = reader.size()
        reader.setScaledSize(QSize(size.width() * 3 // 4, size.height() * 3 // 4))
        three_quarters = reader.read()
        path = out.with_name(f"{out.stem}-{three_quarters.width()}{out.suffix}")
        if three_quarters.isNull() or not save_jpeg(three_quarters, path, quality):
            raise SystemExit(f"cannot write {path}")
        written.append(path)
    return written


if __name__ == "__main__":
    sys.exit(main())
