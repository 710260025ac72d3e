"""A plate's fifth character, told apart from a zero by its shape.

The fifth character of a plate is a digit on old plates (ABC1234) and a
letter on Mercosul ones (ABC1D23), so the text alone cannot say whether
"IPD4000" is an old plate or a Mercosul "IPD4O00" read with a zero: both
are valid. Tesseract's language model reads a round letter between digits
as a zero with full confidence (over 90, its alternatives at 0). The shape
still tells them apart in proportional faces: an O is wider than the digits
around it, which share one width (tabular figures), and a Q's tail reaches
below their baseline.

``wide_fifth_letters`` looks again at each word of a page's reading that
has an old plate's shape with a zero in fifth place. It reads the word's
crop alone with its characters' boxes (hOCR) and measures the fifth glyph
against the plate's other digits:

- a tail below the baseline makes it a Q, a clearly wider round glyph an O;
- a wider glyph with a straight left stem (a D, say) is marked unreadable
  ("?"), and so is one that Tesseract, reading the glyph alone as a letter,
  calls another letter: no plate is then read from the word, and the field
  goes to a person instead of being guessed;
- anything else (a true zero, a monospace face where O and 0 are equally
  wide, a crop that reads differently) leaves the reading as it was.

Only words with the candidate shape are looked at, about 0.3 s each.
"""

from __future__ import annotations

import html
import re
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image

# A word shaped like an old plate, its fifth character a zero ("IPD4000",
# "IPD-4000"): the only case in which a round letter hides.
_CANDIDATE = re.compile(r"[A-Za-z]{3}-?[0-9]0[0-9]{2}")
# The fifth glyph is a letter when it is this much wider than the plate's
# other digits. Printed faces measured: O/0 1.17-1.30, Q/0 1.25-1.35;
# digits among themselves within 0.92-1.08.
WIDE = 1.15
# The fifth glyph is a letter when it reaches this share of the digits'
# height below their baseline (the tail of a Q).
DESCENT = 0.1
# A glyph whose left sixth has ink on this share of its rows has a straight
# stem (D), not a round side (O, Q).
STEM = 0.85
INK_LEVEL = 128
# Digits whose ink is narrower than the others' whatever the face.
NARROW_DIGITS = frozenset("17")
_CHAR_BOX = re.compile(
    r"<span class='ocrx_cinfo' title='x_bboxes (\d+) (\d+) (\d+) (\d+);[^']*'>([^<]*)</span>"
)
# Seconds one small crop may take (a word takes a fraction of one).
TIMEOUT = 20
# A lone glyph is enlarged to about this height (pixels) before it is read.
GLYPH_HEIGHT = 60
# White pixels around a crop handed to Tesseract.
BORDER = 10


def wide_fifth_letters(image_path: str, boxes: str, language: str = "por") -> dict[str, str]:
    """Corrections ``{word as read: word as printed}`` for the page's plate words.

    ``boxes`` are the reading's words, "left top width height word" a line,
    in the pixels of ``image_path``.
    """
    words = []
    for line in boxes.splitlines():
        parts = line.split(" ", 4)
        if len(parts) == 5 and _CANDIDATE.fullmatch(parts[4]):
            words.append((tuple(int(v) for v in parts[:4]), parts[4]))
    if not words:
        return {}
    corrections: dict[str, str] = {}
    with Image.open(image_path) as page:
        page = page.convert("L")
        for (left, top, width, height), word in words:
            letter = _fifth_letter(page, (left, top, width, height), word, language)
            if letter is not None:
                plate = word.replace("-", "")
                corrections[word] = plate[:4] + letter + plate[5:]
    return corrections


def _fifth_letter(
    page: Image.Image, box: tuple[int, int, int, int], word: str, language: str
) -> str | None:
    """What the word's fifth glyph is when its shape is not a zero's, else None.

    "Q" for a round glyph with a tail below the digits' baseline, "O" for a
    round one wider than the digits, "?" when it is a letter of another shape
    or the glyph read alone says another letter.
    """
    left, top, width, height = box
    pad = max(height // 2, 4)
    crop = page.crop((left - pad, top - pad, left + width + pad, top + height + pad))
    glyphs = [g for g in _char_boxes(crop, language) if g[1].isalnum()]
    plate = word.replace("-", "").upper()
    read = "".join(g[1] for g in glyphs).upper()
    if len(read) != 7 or read[:4] + read[5:] != plate[:4] + plate[5:]:
        return None  # read otherwise alone: the glyphs cannot be matched to the word
    digits = [glyphs[i][0] for i in (3, 5, 6)]
    x0, y0, x1, y1 = glyphs[4][0]
    widths = [
        b[2] - b[0]
        for b, ch in zip(digits, plate[3] + plate[5:], strict=True)
        if ch not in NARROW_DIGITS
    ]
    wide = bool(widths) and x1 - x0 >= WIDE * max(widths)
    baseline = max(b[3] for b in digits)
    tall = max(b[3] - b[1] for b in digits)
    tailed = y1 - baseline >= DESCENT * tall
    if not (wide or tailed):
        return None
    # The glyph alone, cut at its own box's sides (the neighbours' ink stays
    # out), enlarged: Tesseract reads a lone small glyph poorly.
    glyph = crop.crop((x0, y0 - 2, x1 + 1, y1 + 3))
    scale = max(1, round(GLYPH_HEIGHT / max(y1 - y0, 1)))
    glyph = glyph.resize((glyph.width * scale, glyph.height * scale), Image.LANCZOS)
    if tailed:
        verdict = "Q"
    elif _has_stem(glyph):
        return "?"  # D, or another letter with a straight side: not told apart here
    else:
        verdict = "O"
    # Read alone (unreliable on one glyph: often nothing at all), it may
    # still name another letter, and then the shape is not trusted.
    for border in (BORDER, 3 * BORDER):
        letter = _read_alone(glyph, language, border)
        if letter and letter != verdict:
            return "?"
    return verdict


def _has_stem(glyph: Image.Image) -> bool:
    """Whether the glyph's left side is a straight stroke (D, B, E), not a curve (O, Q)."""
    ink = np.asarray(glyph.convert("L")) < INK_LEVEL
    rows = np.flatnonzero(ink.any(axis=1))
    cols = np.flatnonzero(ink.any(axis=0))
    if len(rows) < 4 or len(cols) < 4:
        return False
    ink = ink[rows[0] : rows[-1] + 1, cols[0] : cols[-1] + 1]
    side = ink[:, : max(1, ink.shape[1] // 6)]
    return bool(side.any(axis=1).mean() >= STEM)


def _char_boxes(image: Image.Image, language: str) -> list[tuple[tuple[int, int, int, int], str]]:
    """The characters Tesseract reads on a one-word image, with their boxes."""
    hocr = _tesseract(image, language, ["--psm", "7", "-c", "hocr_char_boxes=1", "hocr"])
    return [
        ((int(a) - BORDER, int(b) - BORDER, int(c) - BORDER, int(d) - BORDER), html.unescape(ch))
        for a, b, c, d, ch in _CHAR_BOX.findall(hocr)
    ]


def _read_alone(glyph: Image.Image, language: str, border: int) -> str:
    """One glyph read as a capital letter."""
    text = _tesseract(
        glyph,
        language,
        ["--psm", "8", "-c", "tessedit_char_whitelist=ABCDEFGHIJKLMNOPQRSTUVWXYZ"],
        border,
    )
    return text.strip()


def _tesseract(image: Image.Image, language: str, args: list[str], border: int = BORDER) -> str:
    """Tesseract on a small image, through a file (see extractors.ocr)."""
    with tempfile.TemporaryDirectory(prefix="triagem-glyph-") as tmp:
        path = Path(tmp) / "glyph.pgm"
        # A white border: Tesseract reads a glyph touching the edge poorly.
        framed = Image.new("L", (image.width + 2 * border, image.height + 2 * border), 255)
        framed.paste(image, (border, border))
        framed.save(path)
        try:
            done = subprocess.run(
                ["tesseract", str(path), "-", "-l", language, *args],
                capture_output=True,
                text=True,
                timeout=TIMEOUT,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired):
            # The check is a second look: without it the page's reading stands.
            return ""
    return done.stdout
