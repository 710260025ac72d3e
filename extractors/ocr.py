"""Tesseract OCR of one page image, turned upright and straightened first.

Each reading runs one ``tesseract`` process on a file path: a scan that
needs no turn is handed over as it is, anything else is written once as an
uncompressed PGM (pytesseract given a PIL image writes a PNG itself, which
cost about 0.46 s more per page here). ``OMP_THREAD_LIMIT=1``: one 300 dpi
page took 1.5 s single-threaded against 5.4 s with OpenMP threads fighting
over two cores; the cores are used by OCR-ing pages in parallel instead (see
``extractors.scan``). Orientation and skew come from the ink before the
reading (``extractors.geometry``), so that a turned page costs one
Tesseract pass, not two or three.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytesseract
from PIL import Image

from extractors.geometry import MIN_CORRECTION, Geometry, analyse, upright, work_copy
from extractors.glyphs import wide_fifth_letters
from extractors.layout import Word, set_in_rows
from extractors.lighting import dark_ink, even_out, is_uneven
from extractors.pictures import picture_share
from triagem.errors import SetupError

log = logging.getLogger(__name__)

os.environ.setdefault("OMP_THREAD_LIMIT", "1")

# Below this mean word confidence, or with fewer words than this, a reading
# is suspected of being of a sideways or upside-down page, and the other
# orientations are tried. Upright scans of the corpus score 80-95.
SUSPECT_CONFIDENCE = 60.0
SUSPECT_WORDS = 8
# OSD's own confidence below which its answer is ignored.
MIN_OSD_CONFIDENCE = 1.5
# A poorly read page with fewer text lines than this in its ink is a blank
# page or a photo: there is no orientation to look for.
MIN_TEXT_LINES = 3
# A sideways guess is acted on, though unsure, from this ascender balance.
MIN_SIDEWAYS_BALANCE = 0.15
# A page kept with a mean confidence below this, and at least REREAD_WORDS
# words, is read a second time in sparse mode (``--psm 11``): on noisy
# photocopies the page-layout pass drops whole table cells and boxed values
# that the sparse pass, looking for text anywhere, still finds. Upright
# clean scans score 85-95 and pay nothing.
REREAD_CONFIDENCE = 80.0
REREAD_WORDS = 15
# A page kept with a mean confidence below this, whose ink shows at least
# DARK_READ_LINES lines of print, is read again with only its darkest ink
# (``extractors.lighting.dark_ink``): cards copied over their security print
# and forms pre-printed in a coloured ink read as noise (22-44) through
# Tesseract's own threshold and as their text (56-89) through that one.
DARK_READ_BELOW = 65.0
DARK_READ_LINES = 6
# A page image shorter than this on its long side (A4 at about 170 dpi: a
# phone photo forwarded through a messaging app, a low-resolution scan) read
# with a mean confidence below LOW_RES_BELOW is read once more enlarged
# LOW_RES_SCALE times (and by its dark ink too if that is still poor):
# Tesseract reads letters about 20 px tall best, and a forwarded photo's small
# print is 5 to 8; on such a page it drops a CNPJ and dates at a mean
# confidence of 74 that it reads whole enlarged.
# A reading made another way (by its dark ink, enlarged) replaces the one kept
# only with clearly more words read surely (``_surer``): a noisy background or
# an enlarged speckled photo adds words, but guessed ones, that a mean
# confidence times a word count would count for it. On heldout23 an enlarged
# forwarded CPF card read 9 sure words to 8 and lost its number.
SURE_WORD_CONFIDENCE = 70.0
SURER_BY = 1.5
SURER_PLUS = 3
SURER_MEAN = 3.0
SURE_KEPT = 0.9
LOW_RES_SIDE = 2000
LOW_RES_SCALE = 2
LOW_RES_BELOW = 80.0
# Seconds Tesseract may take on one page. A page of the corpus takes 1-6 s;
# a near-blank page of paper grain that Tesseract's global threshold turns
# into a field of specks kept the sparse pass busy for more than ten minutes.
# A reading past its limit raises (``read_job`` reports the page as
# unreadable, for a person to look at); the extra sparse and orientation
# passes are simply given up.
READ_TIMEOUT = 120
EXTRA_TIMEOUT = 45


@dataclass(frozen=True)
class OcrResult:
    text: str
    confidence: float  # mean word confidence, 0-100
    words: int
    rotation: int  # clockwise degrees that make the page upright
    # Tesseract read the lines vertically: the page lies sideways, though
    # Tesseract coped with it on its own.
    sideways: bool = False
    # Degrees (counter-clockwise positive) the scan was skewed by and turned
    # back before OCR; 0.0 when it was straight enough to read as it was.
    skew: float = 0.0
    # Share of the page covered by pictures (extractors.pictures), measured
    # on the page as scanned, before any turn.
    picture: float | None = None
    # Lines of text the page's ink shows (extractors.geometry), whatever OCR
    # made of them: what tells a page of print OCR could not read from an
    # empty one.
    ink_lines: int | None = None
    # A second, sparse reading of a poorly read page (REREAD_CONFIDENCE),
    # its words regrouped into lines by position; "" when not made.
    sparse: str = ""
    # Words of three letters or digits or more read with a confidence of at
    # least SURE_WORD_CONFIDENCE: how much of the page was really read.
    sure_words: int = 0
    # Every word kept with its box, "left top width height word" a line, in
    # the pixels of the page as read (turned upright and straightened):
    # extractors.layout sets a value wrapped in its cell back beside its label.
    boxes: str = ""
    path: str = dataclasses.field(default="", compare=False, repr=False)  # the file read


def check_tesseract(language: str = "por") -> str:
    """Fail early, with an install hint, if Tesseract or its language is missing."""
    if shutil.which("tesseract") is None:
        raise SetupError(
            "Tesseract não encontrado: instale com "
            "'apt-get install tesseract-ocr tesseract-ocr-por'"
        )
    try:
        languages = pytesseract.get_languages(config="")
        version = str(pytesseract.get_tesseract_version())
    except pytesseract.TesseractError as exc:  # pragma: no cover - broken install
        raise SetupError(f"Tesseract não funciona: {exc}") from exc
    if language not in languages:
        raise SetupError(
            f"Tesseract sem o idioma '{language}': instale com "
            f"'apt-get install tesseract-ocr-{language}'"
        )
    return version


def _read(image_path: str, language: str) -> OcrResult:
    data = pytesseract.image_to_data(
        image_path,
        lang=language,
        config="--psm 3",
        output_type=pytesseract.Output.DICT,
        timeout=READ_TIMEOUT,
    )
    lines: dict[tuple[int, int, int], list[str]] = {}
    confidences: list[float] = []
    boxes: list[str] = []
    tall = wide = sure = 0
    for i, word in enumerate(data["text"]):
        word = word.strip()
        if not word:
            continue
        boxes.append(
            f"{data['left'][i]} {data['top'][i]} {data['width'][i]} {data['height'][i]} {word}"
        )
        if len(word) >= 3:
            if data["height"][i] > 1.5 * data["width"][i]:
                tall += 1
            else:
                wide += 1
        key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
        lines.setdefault(key, []).append(word)
        conf = float(data["conf"][i])
        if conf >= 0:
            confidences.append(conf)
            sure += conf >= SURE_WORD_CONFIDENCE and sum(ch.isalnum() for ch in word) >= 3
    text = "\n".join(" ".join(words) for _, words in sorted(lines.items()))
    mean = sum(confidences) / len(confidences) if confidences else 0.0
    return OcrResult(
        text=text,
        confidence=round(mean, 1),
        words=len(confidences),
        sure_words=sure,
        rotation=0,
        sideways=tall > wide,
        boxes="\n".join(boxes),
    )


def _read_sparse(image_path: str, language: str) -> str:
    """The page read in sparse mode, its words set back into lines by position.

    Sparse mode gives each patch of text a block of its own, so a table row
    comes out as separate cells; the words are regrouped here into lines,
    left to right, by where they sit, so that a row of dates stays under its
    row of labels.
    """
    try:
        data = pytesseract.image_to_data(
            image_path,
            lang=language,
            config="--psm 11",
            output_type=pytesseract.Output.DICT,
            timeout=EXTRA_TIMEOUT,
        )
    except pytesseract.TesseractError:
        raise  # Tesseract failed (a RuntimeError too): the page is unreadable
    except RuntimeError:  # pytesseract's timeout: no second reading
        log.warning("sparse reading of %s given up after %d s", image_path, EXTRA_TIMEOUT)
        return ""
    words = [
        Word(data["left"][i], data["top"][i], data["width"][i], data["height"][i], word.strip())
        for i, word in enumerate(data["text"])
        if word.strip() and float(data["conf"][i]) >= 0
    ]
    if not words:
        return ""
    heights = sorted(w.height for w in words)
    median = heights[len(heights) // 2]
    # Specks read as "4" or "*" are dropped: they would start lines of their own.
    words = [w for w in words if w.height >= median / 4]
    return "\n".join(" ".join(w.text for w in row) for row in set_in_rows(words, median))


def _osd_rotation(image_path: str) -> int | None:
    """Tesseract's orientation guess (clockwise degrees to turn), or None."""
    try:
        osd = pytesseract.image_to_osd(image_path, config="--psm 0", timeout=EXTRA_TIMEOUT)
    except pytesseract.TesseractError:
        return None  # too little text for OSD: keep the page as it is
    except RuntimeError:  # pytesseract's timeout
        return None
    rotate = re.search(r"Rotate:\s*(\d+)", osd)
    confidence = re.search(r"Orientation confidence:\s*([\d.]+)", osd)
    if not rotate or not confidence or float(confidence.group(1)) < MIN_OSD_CONFIDENCE:
        return None
    return int(rotate.group(1)) % 360


def ocr_page(
    page: str | Path | Image.Image, language: str = "por", *, workdir: str | None = None
) -> OcrResult:
    """OCR one page image, turned upright and straightened first.

    ``page`` is an image file or an image already in memory (a rendered PDF
    page). Its geometry is measured from the ink (``extractors.geometry``):
    a page the measure is sure of is turned upright before the one
    Tesseract pass, and a skew of a third of a degree or more is undone
    (Tesseract loses lines on crooked scans); a page whose paper is
    unevenly lit (a phone photo under a lamp) is evened out first
    (``extractors.lighting``). A straight, evenly lit upright file is
    handed to Tesseract as it is; anything else is written once, as an
    uncompressed PGM in ``workdir``, which costs milliseconds where a PNG
    costs a third of a second.

    The reading is then checked: a page read poorly or sideways is looked
    at by Tesseract's orientation detection (OSD) and read again in the
    other orientations, keeping the best reading. A page whose kept reading
    is still poor (``REREAD_CONFIDENCE``) is read once more in sparse mode,
    into ``OcrResult.sparse``, for the classifier and the field readers to
    fall back on. An upright, well-read page pays for none of this.
    """
    source = None if isinstance(page, Image.Image) else str(page)
    with tempfile.TemporaryDirectory(prefix="triagem-ocr-", dir=workdir) as tmp:
        if source is None:
            return _read_upright(page, None, language, tmp)  # type: ignore[arg-type]
        with Image.open(source) as image:
            image.load()
            return _read_upright(image, source, language, tmp)


def _read_upright(image: Image.Image, source: str | None, language: str, tmp: str) -> OcrResult:
    # Grey once, for every measure and any page written for Tesseract.
    image = image if image.mode == "L" else image.convert("L")
    work = work_copy(image)
    geometry = analyse(image, work=work)
    skew = geometry.skew if abs(geometry.skew) >= MIN_CORRECTION else 0.0
    picture = picture_share(work)
    as_taken = (image, source)
    evened = is_uneven(image)
    if evened:
        # A lamp's shadow or hotspot: Tesseract's one threshold would lose lines.
        image, source = even_out(image), None

    # The page enlarged or by its dark ink, made once however many readings use it.
    variants: dict[tuple[bool, bool, int], Image.Image] = {}

    def variant(raw: bool, dark: bool, scale: int) -> Image.Image:
        key = (raw, dark, scale)
        if key not in variants:
            if dark:
                variants[key] = dark_ink(variant(raw, False, scale))
            elif scale > 1:
                page = variant(raw, False, 1)
                size = (page.width * scale, page.height * scale)
                variants[key] = page.resize(size, Image.Resampling.LANCZOS)
            else:
                variants[key] = as_taken[0] if raw else image
        return variants[key]

    def read(rotation: int, raw: bool = False, dark: bool = False, scale: int = 1) -> OcrResult:
        rotation %= 360
        page = variant(raw, dark, scale)
        original = (as_taken[1] if raw else source) if not dark and scale == 1 else None
        if original is not None and rotation == 0 and not skew:
            path = original
        else:
            tag = ("-raw" if raw else "") + ("-dark" if dark else "") + f"-x{scale}"
            path = os.path.join(tmp, f"page{tag}-{rotation}.pgm")
            upright(page, rotation, skew).save(path)
        result = _read(path, language)
        return dataclasses.replace(
            result,
            rotation=rotation,
            skew=skew,
            picture=picture,
            ink_lines=geometry.wide_lines,
            path=path,
        )

    # Most pages are upright: an unsure upside-down guess is not acted on.
    # Lines running sideways are plain in the ink, so a sideways page is
    # turned on the best guess of which way, unless its "lines" show no
    # ascenders either way (the vertical streaks of a dirty scanner roller).
    sideways = (
        geometry.sideways
        and geometry.lines >= MIN_TEXT_LINES
        and geometry.balance >= MIN_SIDEWAYS_BALANCE
    )
    start = geometry.rotation if geometry.sure or sideways else 0
    best = _best_reading(read, geometry, start)
    if evened and best.words < SUSPECT_WORDS:
        # Evening the light out can itself defeat Tesseract's page layout: a
        # card photographed on a copier's open black lid came out ringed by
        # the grey halo the division leaves, and read as nothing at all. The
        # photo as taken is read too, in the orientation kept. (Only then: a
        # poor reading of an evened page is still, on the corpus's night
        # photos, more use than a more confident reading of the dark one.)
        best = max(best, read(best.rotation, raw=True), key=_reading_rank)
    if best.confidence < DARK_READ_BELOW and geometry.wide_lines >= DARK_READ_LINES:
        # The noise of a background printed under the text: the orientation
        # kept was chosen among noisy readings too, so the first guess is
        # read again as well.
        for rotation in dict.fromkeys((best.rotation, start)):
            best = _surer(best, read(rotation, dark=True))
            if _looks_right(best):
                break
    if (
        best.confidence < LOW_RES_BELOW
        and geometry.wide_lines >= DARK_READ_LINES
        and max(image.size) < LOW_RES_SIDE
    ):
        best = _surer(best, read(best.rotation, scale=LOW_RES_SCALE))
        if best.confidence < DARK_READ_BELOW:
            best = _surer(best, read(best.rotation, dark=True, scale=LOW_RES_SCALE))
    if best.confidence < REREAD_CONFIDENCE and best.words >= REREAD_WORDS:
        best = dataclasses.replace(best, sparse=_read_sparse(best.path, language))
    return _with_plate_letters(best, language)


def _with_plate_letters(result: OcrResult, language: str) -> OcrResult:
    """The reading with plates' fifth letters read as zeros set right (extractors.glyphs)."""
    corrections = wide_fifth_letters(result.path, result.boxes, language)
    if not corrections:
        return result
    log.info("plate letters told from zeros by their shape: %s", corrections)
    pattern = re.compile(
        r"(?<![\w-])(" + "|".join(re.escape(w) for w in corrections) + r")(?![\w-])"
    )

    def fix(text: str) -> str:
        return pattern.sub(lambda m: corrections[m.group(1)], text)

    return dataclasses.replace(
        result, text=fix(result.text), sparse=fix(result.sparse), boxes=fix(result.boxes)
    )


def _best_reading(read: Callable[[int], OcrResult], geometry: Geometry, start: int) -> OcrResult:
    """The first reading that looks right, else the best of the orientations tried
    (``start`` first: the ink's guess when it is sure or the lines run sideways, else 0)."""
    first = read(start)
    if _looks_right(first):
        return first
    if first.words < SUSPECT_WORDS and geometry.lines < MIN_TEXT_LINES:
        # A blank page or a photo: no text to turn.
        return first
    start = first.rotation
    if first.words < SUSPECT_WORDS:
        # Ink that reads as nothing: ask Tesseract's orientation detection.
        osd = _osd_rotation(first.path)
        if osd is None:
            order = [start + 180, start + 90, start + 270]
        else:
            order = [start + osd] if osd else []
    elif first.sideways:
        # Lines read vertically: the page is a quarter turn away; upright first.
        order = sorted([start + 90, start + 270], key=lambda r: r % 360 != 0)
    else:
        # Lines read across but poorly: upside down, or simply a poor scan.
        order = [start + 180]
    candidates = [first]
    for rotation in order:
        candidate = read(rotation)
        if _looks_right(candidate):
            return candidate
        candidates.append(candidate)
    return max(candidates, key=_reading_rank)


def _reading_rank(result: OcrResult) -> tuple[bool, float, int]:
    """The best reading ranks highest: upright lines, then most confidently read words."""
    return (not result.sideways, result.confidence * min(result.words, 200), result.words)


def _surer(kept: OcrResult, other: OcrResult) -> OcrResult:
    """Of the reading kept and one made another way, ``other`` only when it read clearly
    more words surely (SURER_BY times as many, and SURER_PLUS more), or about as many
    (SURE_KEPT of them) with a mean confidence SURER_MEAN points higher; its lines upright."""
    if other.sideways and not kept.sideways:
        return kept
    if other.sure_words >= max(kept.sure_words * SURER_BY, kept.sure_words + SURER_PLUS):
        return other
    if (
        other.confidence >= kept.confidence + SURER_MEAN
        and other.sure_words >= SURE_KEPT * kept.sure_words
    ):
        return other
    return kept


def _looks_right(result: OcrResult) -> bool:
    # Tesseract copes with a sideways page on its own, with a good mean
    # confidence, but garbles some lines (a CNPJ was lost on a sample): a
    # page read sideways is read again upright.
    return (
        result.confidence >= SUSPECT_CONFIDENCE
        and result.words >= SUSPECT_WORDS
        and not result.sideways
    )
