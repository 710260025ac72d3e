"""Measure and undo the small skew of a scanned page before OCR.

Sheets fed crooked through a scanner come out turned by a degree or two;
Tesseract starts dropping or merging lines from about 2.5 degrees. The skew
is measured with a projection profile on a downscaled, binarised copy: for
each candidate angle the dark pixels are sheared onto rows, and the angle
whose row histogram is most peaked (text lines collapse onto few rows) wins.
Only the dark pixels' coordinates are sheared, never the image, so a page
costs a few tens of milliseconds. The same is done on the transposed pixels,
so that a page lying sideways (its lines vertical) is measured too: a small
turn corrects the skew whatever the page's 90-degree orientation.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

# Candidate skews: a coarse sweep, then a fine one around its best.
MAX_SKEW = 5.0
COARSE_STEP = 0.5
FINE_STEP = 0.1
# Skews below this are left alone: Tesseract reads such pages as well as
# straight ones, and every turn changes pixels.
MIN_CORRECTION = 0.3
# Working width of the downscaled copy: lines stay several pixels apart.
WORK_WIDTH = 900
# The best angle must beat the flat (0 degree) profile by this factor to be
# trusted; photos, blank pages and tables of vertical rules do not.
MIN_GAIN = 1.03
MIN_DARK_PIXELS = 400


def _dark_points(image: Image.Image) -> tuple[np.ndarray, np.ndarray, float]:
    """Coordinates of the ink pixels of a downscaled grey copy, and its scale."""
    grey = image.convert("L")
    scale = min(1.0, WORK_WIDTH / max(grey.width, grey.height) * 1.4)
    if scale < 1.0:
        grey = grey.resize(
            (max(1, round(grey.width * scale)), max(1, round(grey.height * scale))),
            Image.Resampling.BOX,
        )
    arr = np.asarray(grey, dtype=np.float32)
    # Ink is well below the page's typical (paper) tone; the margin keeps
    # noise and an uneven background out.
    paper = float(np.percentile(arr, 90))
    ink = float(np.percentile(arr, 2))
    threshold = ink + 0.5 * (paper - ink)
    if paper - ink < 40:
        return np.empty(0), np.empty(0), scale
    # Drop a border strip: scanner edges and fill corners are not text.
    h, w = arr.shape
    my, mx = h // 40, w // 40
    inner = arr[my : h - my, mx : w - mx]
    ys, xs = np.nonzero(inner < threshold)
    return ys.astype(np.float32), xs.astype(np.float32), scale


def _sharpness(rows: np.ndarray, cols: np.ndarray, angles: np.ndarray) -> np.ndarray:
    """Peakedness of the row histogram after shearing by each angle."""
    out = np.empty(len(angles))
    cx = cols - cols.mean()
    for i, angle in enumerate(angles):
        sheared = rows + cx * np.tan(np.radians(angle))
        hist = np.bincount(np.round(sheared - sheared.min()).astype(np.int64))
        out[i] = float(np.dot(hist, hist))
    return out


def _best(rows: np.ndarray, cols: np.ndarray) -> tuple[float, float]:
    """``(angle, gain)``: the shear that best aligns ink on rows, and its gain over 0."""
    coarse = np.arange(-MAX_SKEW, MAX_SKEW + 1e-9, COARSE_STEP)
    scores = _sharpness(rows, cols, coarse)
    centre = float(coarse[int(np.argmax(scores))])
    fine = np.arange(centre - COARSE_STEP, centre + COARSE_STEP + 1e-9, FINE_STEP)
    fine_scores = _sharpness(rows, cols, fine)
    flat = _sharpness(rows, cols, np.array([0.0]))[0]
    best = int(np.argmax(fine_scores))
    return float(fine[best]), float(fine_scores[best] / flat) if flat else 0.0


def measure_skew(image: Image.Image) -> float:
    """The page's skew in degrees, counter-clockwise positive (PIL's sense).

    Turning the image by ``-measure_skew(image)`` with ``Image.rotate``
    straightens it. 0.0 when no text lines can be found.
    """
    ys, xs, _ = _dark_points(image)
    if len(ys) < MIN_DARK_PIXELS:
        return 0.0
    # Subsample big pages: 60k points measure a profile as well as all.
    if len(ys) > 60_000:
        step = len(ys) // 60_000 + 1
        ys, xs = ys[::step], xs[::step]
    # Lines drawn counter-clockwise rise to the right: row = r0 - x tan(a),
    # so the shear that flattens them is +a.
    h_angle, h_gain = _best(ys, xs)
    # Sideways page: its lines are columns. A CCW turn tilts them the
    # other way in transposed coordinates.
    v_angle, v_gain = _best(xs, ys)
    angle, gain = (h_angle, h_gain) if h_gain >= v_gain else (-v_angle, v_gain)
    if gain < MIN_GAIN:
        return 0.0
    return round(angle, 2)


def deskewed_copy(image_path: str, *, min_correction: float = MIN_CORRECTION) -> tuple[str, float]:
    """Straighten the page if it is skewed; return the path to read and the skew.

    The straightened copy is written beside the original (the caller removes
    it); a straight page returns its own path and 0.0.
    """
    with Image.open(image_path) as image:
        image.load()
        skew = measure_skew(image)
        if abs(skew) < min_correction:
            return image_path, 0.0
        grey = image.convert("L")
        paper = int(np.percentile(np.asarray(grey.reduce(4)), 90))
        # Nearest neighbour, not bicubic: on two corpus pages a bicubic turn
        # made Tesseract drop a whole small-print line (an issue date, a
        # CNPJ in a box) that it read on the skewed scan and on a nearest
        # turn; smoothing seems to change how its layout analysis sees the
        # text. At these small angles the jagged edges cost nothing.
        straight = grey.rotate(
            -skew, resample=Image.Resampling.NEAREST, expand=False, fillcolor=paper
        )
    target = str(Path(image_path).with_suffix(".deskew.png"))
    straight.save(target)
    return target, skew
