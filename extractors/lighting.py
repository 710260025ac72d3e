"""Even out uneven lighting on a page image before OCR.

Tesseract turns a page into black and white with one threshold for the
whole page. A phone photo lit by a lamp from one side, a document camera's
hotspot or a scanner's grey mode with sensor shading leaves the paper on one
part of the page darker than the ink on another, and there whole lines
vanish: on the corpus's phone photos the RENAVAM and the year of a CRLV in
the lamp's shadow were never read.

The paper's own tone is measured on a copy about ``BACKGROUND_SIDE`` pixels
long (on A4, a cell of about 0.7 mm): a grey closing (maximum filter) wider
than a stroke removes the ink, a blur smooths what is left. Dividing the
page by that tone makes the paper white everywhere and keeps the ink's
contrast with the paper around it.

Only pages whose paper tone is uneven are touched (``UNEVEN_SPREAD``): on a
flatbed scan the tone varies by a few grey levels and the page goes to
Tesseract as it is. On the corpus it evened out 249 of the 1,664 OCR'd
pages of the six slices, most of them phone photos; what it gained is in
docs/accuracy.md.
"""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageFilter

# Long side of the copy on which the paper tone is measured.
BACKGROUND_SIDE = 430
# Maximum filter size (pixels of that copy): wider than any stroke or letter.
CLOSING = 7
BLUR_RADIUS = 6
# Grey levels between the 2nd and 98th percentiles of the paper tone above
# which the page's lighting is evened out. Flatbed scans of the corpus
# measured 0-30 (most 0-10); phone photos, with their desk around the page
# and their lamp's fall-off, 40-200.
UNEVEN_SPREAD = 30


def paper_tone(grey: Image.Image) -> np.ndarray:
    """The paper's tone across the page, on a copy ``BACKGROUND_SIDE`` long."""
    factor = max(1, math.ceil(max(grey.size) / BACKGROUND_SIDE))
    small = np.asarray(grey.reduce(factor) if factor > 1 else grey)
    # A square maximum filter, done as two passes of a sliding maximum.
    half = CLOSING // 2
    for axis in (0, 1):
        padded = np.pad(small, [(half, half) if a == axis else (0, 0) for a in (0, 1)], "edge")
        size = small.shape[axis]
        small = np.max(
            [np.take(padded, range(k, k + size), axis=axis) for k in range(CLOSING)], axis=0
        )
    return small


def is_uneven(grey: Image.Image) -> bool:
    """Whether the paper tone of a grey page (any size) varies more than ``UNEVEN_SPREAD``."""
    low, high = np.percentile(paper_tone(grey), [2, 98])
    return float(high - low) > UNEVEN_SPREAD


def even_out(grey: Image.Image) -> Image.Image:
    """The grey page divided by its paper tone: white paper everywhere, ink kept."""
    tone = Image.fromarray(paper_tone(grey)).filter(ImageFilter.GaussianBlur(BLUR_RADIUS))
    tone = tone.resize(grey.size, Image.Resampling.BILINEAR)
    page = np.asarray(grey, dtype=np.float32)
    paper = np.maximum(np.asarray(tone, dtype=np.float32), 1.0)
    return Image.fromarray(np.clip(page * (255.0 / paper), 0, 255).astype(np.uint8))


# The share of the paper's level under which a pixel is ink in ``dark_ink``:
# the black print of a card copied over its security background (fine wave
# lines, a rosette, a coloured tint at 60-85 % of the paper's level) or of a
# form pre-printed in a coloured ink keeps its values and drops the rest.
DARK_INK_SHARE = 0.6
# The paper's level: this percentile of the page's grey levels (paper covers
# most of any page, the card or form on it included).
PAPER_PERCENTILE = 90


def dark_ink(grey: Image.Image) -> Image.Image:
    """The grey page in black and white, only its darkest ink kept as black.

    Tesseract's own threshold (Otsu's, over the whole page) lands between the
    paper and everything printed on it: on a card copied over its security
    print the wave lines stay black with the letters and the reading is
    noise. Here the threshold sits at ``DARK_INK_SHARE`` of the paper's level
    instead, under the tint of guilloches, watermarks and coloured captions.
    """
    histogram = np.asarray(grey.histogram()[:256], dtype=np.int64)
    cumulative = np.cumsum(histogram)
    paper = int(np.searchsorted(cumulative, cumulative[-1] * PAPER_PERCENTILE / 100))
    threshold = DARK_INK_SHARE * paper
    lut = [0 if level < threshold else 255 for level in range(256)]
    return grey.point(lut)
