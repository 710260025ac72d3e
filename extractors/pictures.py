"""Pictures on a page: regions of continuous tone, measured from the raster before OCR.

OCR reads a sheet holding only 3x4 photographs as almost nothing, the same
as an empty back side; what tells them apart is in the pixels. The page is
cut into 2 mm cells, each looked at through 0.5 mm sub-cells:

- a cell is *tone* when it is darker than the paper around it (a median of
  the paper tone over about 56 mm, so that a phone photo's lighting gradient
  is not taken for a picture) and smooth inside: text, signatures and
  stamps are strokes on paper, whose sub-cells swing from ink to paper,
  while a photograph, a dithered photograph seen at 0.5 mm and the solid
  blobs of a thresholded one change little from one sub-cell to the next;
- tone cells count only where they fill most of an 8 mm square (a soft
  opening): strokes, specks, punched holes and single text lines vanish;
- what remains is kept as a picture region only when it lies inside the
  page (a phone photo's desk and a scanner's black edges touch the image
  border), is at least 10 mm across both ways, at most three times as long
  as wide (the strip of desk along a phone photo's paper edge is not) and
  fills at least 45 % of its bounding box (a shadow's ragged edge does not),
  holds a figure darker than a tint (a shadow, a shaded box of a form
  do not) and is not a square of one flat tone (a sticky note on an empty
  sheet is not).

The measure is the share of the page those regions cover. On the corpus's
photo sheets it was 0.012-0.038 (two 30 x 40 mm photos cover about 0.037 of
an A4 page; phone photos of them 0.012-0.025); on every blank page tried
(58, scanned, bilevel TIFF and phone photos) it was 0. Pages with text show
pictures too (an RG's photo, a shaded table header): the classifier asks
only when OCR read (almost) nothing.

The scale is taken from the image, assuming it spans an A4 page's long
side: resolution is not known for camera images, and a few percent off in
millimetres changes nothing here. It costs a few milliseconds on the
downscaled copy ``extractors.geometry`` already makes.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

# The long side of an A4 page, in mm: image pixels to millimetres.
PAGE_LONG_MM = 297
# Sub-cells of 0.5 mm: finer than a stroke's gap, coarser than a dither's dot.
SUB_MM = 0.5
# Sub-cells per cell side: 2 mm cells.
SUB = 4
# Grey levels below the local paper tone a tone cell must be: the corpus's
# photos have a background 15-20 levels under white paper; paper noise and
# JPEG artefacts, averaged over a 2 mm cell, stay within a few levels.
DARKER = 12
# Standard deviation of a cell's sub-cells above which it holds strokes, not
# tone: text and signature cells measure 30-90, photo cells under 10.
MAX_TEXTURE = 20
# The paper tone is a block's 90th percentile; the median of the blocks
# within NEIGHBOURS blocks each way is the paper under a picture.
BLOCK_MM = 8
NEIGHBOURS = 3
# The soft opening: an 8 mm square at least FILL tone.
OPEN_MM = 8
FILL = 0.75
# A region this close to the image border is the border's (desk, scanner edge).
FRAME_MM = 3
MIN_SIDE_MM = 10
MIN_BOX_FILL = 0.45
# A photograph is about as tall as wide (3 x 4); a strip of desk along a
# phone photo's paper edge, or a shaded table row, is long and thin.
MAX_ASPECT = 3.0
# A picture has a figure in it, not only a tint: the darkest tenth of its
# cells this many levels under the paper. Photos of the corpus measured
# 45-115 (the light background of a photo, 15-25); the shadow a phone or a
# hand casts on a photographed page, 30-35; shaded boxes of forms, under 25.
MIN_DARKEST = 40
# A square of one flat tone is a sticky note or a label, not a photograph: a 3 x 4
# photo is a third taller than wide, and a square photo has a figure in it. The
# sticky notes of heldout25's flatbed scans (39-71 mm, their scrawl and the shade of
# their lifted edge included) measured sides within 6 % of each other and a spread
# (standard deviation of their cells' darkness) of 3-14 levels; the corpus's photos
# 13-41 (the lowest, a faint phone photo, 30 x 23 mm).
SQUARE = 1.1
MIN_FIGURE_SPREAD = 18


def picture_share(image: Image.Image) -> float:
    """The share of the page (0-1) covered by picture regions: photographs, not text.

    ``image`` is the page in any mode and size, ideally the downscaled grey
    copy of ``extractors.geometry.work_copy`` (about 150 dpi). 0.0 on a
    blank page, a page of text, a signature or a stamp.
    """
    regions = picture_cells(image)
    return round(float(regions.mean()), 4) if regions.size else 0.0


def picture_cells(image: Image.Image) -> np.ndarray:
    """The page's 2 mm cells (rows x columns) that lie in a picture region."""
    grey = image if image.mode == "L" else image.convert("L")
    factor = max(1, round(max(grey.size) * SUB_MM / PAGE_LONG_MM))
    fine = grey.reduce(factor) if factor > 1 else grey
    sub = np.asarray(fine, dtype=np.float32)
    h, w = sub.shape[0] // SUB, sub.shape[1] // SUB
    cells_per_mm = max(h, w) / PAGE_LONG_MM
    if min(h, w) < 4 * OPEN_MM * cells_per_mm:
        return np.zeros((0, 0), bool)  # a thumbnail or a strip: no page to look at
    sub = sub[: h * SUB, : w * SUB].reshape(h, SUB, w, SUB)
    mean = sub.mean(axis=(1, 3))
    texture = np.sqrt(np.maximum(0.0, (sub * sub).mean(axis=(1, 3)) - mean * mean))
    darker = _paper(mean, max(2, round(BLOCK_MM * cells_per_mm))) - mean
    tone = (darker >= DARKER) & (texture <= MAX_TEXTURE)
    side = max(1, round(OPEN_MM * cells_per_mm))
    cores = _box_mean(tone.astype(np.float32), side) >= FILL
    opened = _cover(cores, side, (h, w)) & tone
    frame = max(1, round(FRAME_MM * cells_per_mm))
    kept = np.zeros((h, w), bool)
    for ys, xs in _components(opened):
        y0, y1, x0, x1 = min(ys), max(ys), min(xs), max(xs)
        if y0 < frame or x0 < frame or y1 >= h - frame or x1 >= w - frame:
            continue
        rows, cols = y1 - y0 + 1, x1 - x0 + 1
        if min(rows, cols) < MIN_SIDE_MM * cells_per_mm or max(rows, cols) > MAX_ASPECT * min(
            rows, cols
        ):
            continue
        if len(ys) < MIN_BOX_FILL * rows * cols:
            continue
        if np.percentile(darker[ys, xs], 90) < MIN_DARKEST:
            continue
        if max(rows, cols) <= SQUARE * min(rows, cols) and darker[ys, xs].std() < MIN_FIGURE_SPREAD:
            continue
        kept[ys, xs] = True
    return kept


def _paper(mean: np.ndarray, block: int) -> np.ndarray:
    """The paper tone under every cell: block 90th percentiles, median of the neighbourhood."""
    h, w = mean.shape
    bh, bw = -(-h // block), -(-w // block)
    padded = np.pad(mean, ((0, bh * block - h), (0, bw * block - w)), mode="edge")
    blocks = padded.reshape(bh, block, bw, block).transpose(0, 2, 1, 3).reshape(bh, bw, -1)
    paper = np.percentile(blocks, 90, axis=2)
    n = NEIGHBOURS
    around = np.pad(paper, n, mode="edge")
    local = np.median(
        np.stack(
            [around[i : i + bh, j : j + bw] for i in range(2 * n + 1) for j in range(2 * n + 1)]
        ),
        axis=0,
    ).astype(np.float32)
    # Bilinear, not blocky: a gradient must not turn into steps a margin wide.
    smooth = Image.fromarray(local).resize((bw * block, bh * block), Image.Resampling.BILINEAR)
    return np.asarray(smooth)[:h, :w]


def _box_mean(values: np.ndarray, side: int) -> np.ndarray:
    """Mean over every ``side`` x ``side`` window (indexed by its top-left cell)."""
    total = np.zeros((values.shape[0] + 1, values.shape[1] + 1), np.float32)
    total[1:, 1:] = values.cumsum(0).cumsum(1)
    return (
        total[side:, side:] - total[:-side, side:] - total[side:, :-side] + total[:-side, :-side]
    ) / (side * side)


def _cover(cores: np.ndarray, side: int, shape: tuple[int, int]) -> np.ndarray:
    """The cells some window of ``cores`` covers (the opening's dilation)."""
    h, w = shape
    starts = np.zeros((h + side - 1, w + side - 1), np.float32)
    starts[side - 1 : side - 1 + cores.shape[0], side - 1 : side - 1 + cores.shape[1]] = cores
    return _box_mean(starts, side) > 0


def _components(mask: np.ndarray) -> list[tuple[list[int], list[int]]]:
    """8-connected regions of ``mask``, as their cells' rows and columns.

    A plain flood fill: on a page the mask holds a few hundred cells (two
    photos), and never more than the cells of the page (about 15,000).
    """
    todo = set(zip(*(a.tolist() for a in np.nonzero(mask)), strict=True))
    regions = []
    while todo:
        stack = [todo.pop()]
        ys: list[int] = []
        xs: list[int] = []
        while stack:
            y, x = stack.pop()
            ys.append(y)
            xs.append(x)
            for q in (
                (y - 1, x - 1), (y - 1, x), (y - 1, x + 1), (y, x - 1),
                (y, x + 1), (y + 1, x - 1), (y + 1, x), (y + 1, x + 1),
            ):  # fmt: skip
                if q in todo:
                    todo.remove(q)
                    stack.append(q)
        regions.append((ys, xs))
    return regions
