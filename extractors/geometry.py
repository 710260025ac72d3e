"""Page geometry before OCR: orientation and skew, measured from the ink alone.

A page image is looked at once, on a downscaled binarised copy, before
Tesseract sees it, so that a page lying sideways or upside down is turned
upright and read once, not read wrong, detected and read again:

- **Skew**: the dark pixels' coordinates are sheared by candidate angles and
  the angle whose row histogram is most peaked wins (text lines collapse onto
  few rows). Only coordinates are sheared, never the image.
- **Sideways**: the same on the transposed coordinates; the page's lines run
  the way whose profile is sharper.
- **Upside down**: in Latin print the band above a line's x-height
  (ascenders b d f h k l t, capitals, accents, i-dots) holds more ink than
  the band below its baseline (descenders g j p q y, the cedilla). Summed
  over a page's lines, the balance says which way is up.

Long straight runs of ink (table rules, underlines, box borders) are removed
first: they carry no up or down and would swamp the profile. The verdict is
``sure`` only with ten lines or more and a clear balance; an unsure page is
read as it lies, and ``extractors.ocr`` checks the reading afterwards. On the
project's corpus (245 scanned pages, 103 of them turned) the sure verdicts
were right on 64 turned pages and wrong on 2 (a photo sheet, a dense table),
costing a second Tesseract pass there; the other turned pages are found after
the first pass, as before.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PIL import Image

# The work copy's long side stands for an A4 page's long side, as for pictures.
from extractors.pictures import PAGE_LONG_MM

# Candidate skews: a coarse sweep, then a fine one around its best.
MAX_SKEW = 5.0
COARSE_STEP = 0.5
FINE_STEP = 0.1
# Skews below this are left alone: Tesseract reads such pages as well as
# straight ones, and every turn changes pixels.
MIN_CORRECTION = 0.3
# The downscaled copy's long side, at most: about 150 dpi for an A4 page,
# enough to tell an ascender from the x-height.
WORK_SIDE = 1800
# The best angle must beat the flat (0 degree) profile by this factor to be
# trusted as a skew; photos and blank pages do not.
MIN_GAIN = 1.03
# Ink whose sharpest profile is not this much peakier than evenly spread
# ink holds no lines of text.
MIN_PEAK = 1.2
MIN_DARK_PIXELS = 400
# Points enough to measure a profile as well as all of them.
MAX_POINTS = 50_000
# A straight run of ink this long (in work pixels, about 7 mm) is a rule,
# not a letter.
RULE_FRACTION = 1 / 45
# An orientation is acted on before OCR only with this many text lines and
# at least this ascender/descender balance (-1..1).
SURE_LINES = 10
SURE_BALANCE = 0.35
# A line of print spreads across the page: its ink falls in at least this
# many of the page's 2 mm columns (a word or two, about 16 mm). The bands a
# frame, a viewer's scroll bar or a scanner's dark edge make hold ink at one
# or two places only.
SPREAD_BIN_MM = 2.0
SPREAD_MIN_BINS = 8
# Only the columns this far (a share of the width) inside the ink mask's
# sides count: a feeder's dark edge or a copy's frame lies outside them.
SPREAD_MARGIN = 0.05


@dataclass(frozen=True)
class Geometry:
    """What the ink says about a page image, before any OCR."""

    rotation: int  # clockwise degrees that likely make the page upright (a guess unless sure)
    sure: bool  # the balance is clear enough to turn the page before reading it
    skew: float  # degrees, counter-clockwise positive (PIL's sense), upright frame
    lines: int  # text lines found; 0 on a blank page or a photo
    balance: float  # ascender/descender balance of the upright reading, -1..1
    # Of ``lines``, those whose ink spreads across the page as print does
    # (SPREAD_MIN_BINS): what a frame, a rule or a dark edge never makes.
    wide_lines: int = 0

    @property
    def sideways(self) -> bool:
        return self.rotation in (90, 270)


NO_TEXT = Geometry(rotation=0, sure=False, skew=0.0, lines=0, balance=0.0)


def work_copy(image: Image.Image) -> Image.Image:
    """The page as grey, downscaled to at most ``WORK_SIDE`` pixels on its long side.

    Made once per page and shared by every measure taken before OCR (this
    module's, ``extractors.pictures``).
    """
    grey = image if image.mode == "L" else image.convert("L")
    factor = max(1, math.ceil(max(grey.size) / WORK_SIDE))
    return grey.reduce(factor) if factor > 1 else grey


def _ink(work: Image.Image) -> np.ndarray | None:
    """Ink mask of the work copy, border and rules removed; None if no contrast."""
    arr = np.asarray(work, dtype=np.uint8)
    sample = arr[::2, ::2]
    # Ink is well below the page's typical (paper) tone; the margin keeps
    # noise and an uneven background out. The darkest 0.3 % is ink even on
    # a page holding a few lines.
    paper = float(np.percentile(sample, 90))
    dark = float(np.percentile(sample, 0.3))
    if paper - dark < 40:
        return None
    ink = arr < dark + 0.5 * (paper - dark)
    # Drop a border strip: scanner edges and fill corners are not text.
    h, w = ink.shape
    ink = ink[h // 40 : h - h // 40, w // 40 : w - w // 40]
    length = max(12, round(max(ink.shape) * RULE_FRACTION))
    return ink & ~_long_runs(ink, length, 1) & ~_long_runs(ink, length, 0)


def _long_runs(ink: np.ndarray, length: int, axis: int) -> np.ndarray:
    """Pixels lying in a straight run of at least ``length`` ink pixels along ``axis``.

    An erosion then a dilation by a line of ``length`` pixels, each done in
    log2(length) shifted ANDs or ORs of whole boolean arrays.
    """
    ink = ink if axis == 1 else ink.T
    h, w = ink.shape
    if w < length:
        return np.zeros((h, w) if axis == 1 else (w, h), bool)
    starts = _window(ink, length, np.logical_and)  # run [i, i+length) is all ink
    pad = np.zeros((h, length - 1), bool)
    covered = _window(np.hstack((pad, starts, pad)), length, np.logical_or)
    return covered if axis == 1 else covered.T


def _window(values: np.ndarray, length: int, combine: np.ufunc) -> np.ndarray:
    """``out[:, i] = combine(values[:, i : i + length])`` by doubling spans."""
    out, span = values, 1
    while span < length:
        step = min(span, length - span)
        out = combine(out[:, :-step], out[:, step:])
        span += step
    return out


def _sharpness(rows: np.ndarray, cols: np.ndarray, angles: np.ndarray) -> np.ndarray:
    """Peakedness of the row histogram after shearing by each angle."""
    out = np.empty(len(angles))
    cx = cols - cols.mean()
    for i, angle in enumerate(angles):
        sheared = rows + cx * np.tan(np.radians(angle))
        hist = np.bincount(np.round(sheared - sheared.min()).astype(np.int64))
        out[i] = float(np.dot(hist, hist))
    return out


def _best(rows: np.ndarray, cols: np.ndarray) -> tuple[float, float, float]:
    """``(angle, gain, peak)``: the shear that best aligns ink on rows.

    ``gain`` is its sharpness over the unsheared profile's; ``peak`` its
    sharpness over that of ink spread evenly over the same rows (1.0 for
    noise, about 2 and more for lines of text), which compares the two
    directions of one page.
    """
    coarse = np.arange(-MAX_SKEW, MAX_SKEW + 1e-9, COARSE_STEP)
    scores = _sharpness(rows, cols, coarse)
    centre = float(coarse[int(np.argmax(scores))])
    fine = np.arange(centre - COARSE_STEP, centre + COARSE_STEP + 1e-9, FINE_STEP)
    fine_scores = _sharpness(rows, cols, fine)
    flat = _sharpness(rows, cols, np.array([0.0]))[0]
    best = int(np.argmax(fine_scores))
    even = len(rows) ** 2 / max(1.0, float(rows.max() - rows.min() + 1))
    return (
        float(fine[best]),
        float(fine_scores[best] / flat) if flat else 0.0,
        float(fine_scores[best] / even),
    )


def _balance(
    rows: np.ndarray, cols: np.ndarray, angle: float, spread_bin: float, width: int
) -> tuple[float, int, int]:
    """``(balance, lines, wide_lines)``: ink above the lines' x-height band minus
    ink below, over both; the lines found; those of them spread across the page.

    Positive when ascenders sit on the low-row side (the page is upright in
    these coordinates). ``spread_bin`` is SPREAD_BIN_MM in work pixels;
    ``width`` the mask's extent along ``cols``.
    """
    sheared = rows + (cols - cols.mean()) * np.tan(np.radians(angle))
    row = np.round(sheared - sheared.min()).astype(np.int64)
    hist = np.bincount(row).astype(float)
    filled = hist[hist > 0]
    if not len(filled):
        return 0.0, 0, 0
    on = hist > 0.08 * np.percentile(filled, 95)
    edges = np.flatnonzero(np.diff(np.concatenate(([False], on, [False])).astype(np.int8)))
    # Each point's 2 mm column, to tell a line of print from a frame's band.
    order = np.argsort(row, kind="stable")
    sorted_rows = row[order]
    along = cols[order]
    inside = (along >= SPREAD_MARGIN * width) & (along <= (1 - SPREAD_MARGIN) * width)
    columns = np.where(inside, along // spread_bin, -1).astype(np.int64)
    above = below = 0.0
    lines = wide = 0
    for start, end in zip(edges[::2], edges[1::2], strict=True):
        band = hist[start:end]
        if not 5 <= len(band) <= 60:  # specks, or lines run together
            continue
        core = np.flatnonzero(band >= 0.5 * band.max())
        top, bottom = int(core[0]), int(core[-1])
        if bottom - top < 2:
            continue
        above += float(band[:top].sum())
        below += float(band[bottom + 1 :].sum())
        lines += 1
        lo, hi = np.searchsorted(sorted_rows, [start, end])
        band_columns = columns[lo:hi]
        if len(np.unique(band_columns[band_columns >= 0])) >= SPREAD_MIN_BINS:
            wide += 1
    total = above + below
    return ((above - below) / total if total else 0.0), lines, wide


def analyse(image: Image.Image, *, work: Image.Image | None = None) -> Geometry:
    """The page's orientation and skew, from its ink (a few tens of milliseconds).

    ``work`` is the page's ``work_copy`` when the caller already made it.
    """
    ink = _ink(work if work is not None else work_copy(image))
    if ink is None:
        return NO_TEXT
    ys, xs = np.nonzero(ink)
    if len(ys) < MIN_DARK_PIXELS:
        return NO_TEXT
    ys = ys.astype(np.float32)
    xs = xs.astype(np.float32)
    step = len(ys) // MAX_POINTS + 1
    h_angle, h_gain, h_peak = _best(ys[::step], xs[::step])
    v_angle, v_gain, v_peak = _best(xs[::step], ys[::step])
    if max(h_peak, v_peak) < MIN_PEAK:
        return NO_TEXT  # ink with no lines in it: a photo, a stamp, noise
    spread_bin = SPREAD_BIN_MM * max(ink.shape) / PAGE_LONG_MM
    if h_peak >= v_peak:
        balance, lines, wide = _balance(ys, xs, h_angle, spread_bin, ink.shape[1])
        rotation = 0 if balance >= 0 else 180
        skew = h_angle if h_gain >= MIN_GAIN else 0.0
    else:
        # Sideways, in transposed coordinates (row = x): ascenders on the
        # low-x side mean the text's top points left, so a quarter turn
        # clockwise makes it upright.
        balance, lines, wide = _balance(xs, ys, v_angle, spread_bin, ink.shape[0])
        rotation = 90 if balance >= 0 else 270
        # A counter-clockwise tilt of the upright page shows as the opposite
        # shear in transposed coordinates.
        skew = -v_angle if v_gain >= MIN_GAIN else 0.0
    sure = lines >= SURE_LINES and abs(balance) >= SURE_BALANCE
    return Geometry(
        rotation=rotation,
        sure=sure,
        skew=round(skew, 2),
        lines=lines,
        balance=round(abs(balance), 3),
        wide_lines=wide,
    )


def measure_skew(image: Image.Image) -> float:
    """The page's skew in degrees, counter-clockwise positive (PIL's sense).

    Turning the image by ``-measure_skew(image)`` with ``Image.rotate``
    straightens it, whatever its quarter-turn orientation. 0.0 when no text
    lines can be found.
    """
    return analyse(image).skew


def upright(image: Image.Image, rotation: int, skew: float) -> Image.Image:
    """The page turned ``rotation`` degrees clockwise and straightened by ``skew``.

    Quarter turns are exact pixel transposes. The skew is undone with a
    nearest-neighbour turn, not bicubic: on two corpus pages a bicubic turn
    made Tesseract drop a whole small-print line (an issue date, a CNPJ in a
    box) that it read on the skewed scan; smoothing seems to change how its
    layout analysis sees the text. At these small angles the jagged edges
    cost nothing.
    """
    grey = image if image.mode == "L" else image.convert("L")
    if rotation:
        grey = grey.transpose(
            {
                90: Image.Transpose.ROTATE_270,  # PIL turns counter-clockwise
                180: Image.Transpose.ROTATE_180,
                270: Image.Transpose.ROTATE_90,
            }[rotation % 360]
        )
    if abs(skew) >= MIN_CORRECTION:
        paper = int(np.percentile(np.asarray(grey.reduce(4)), 90))
        # The skew was measured before the quarter turn; a quarter turn does
        # not change a small angle's sense.
        grey = grey.rotate(-skew, resample=Image.Resampling.NEAREST, fillcolor=paper)
    return grey
