"""Tesseract OCR of one page image, straightened and turned upright first.

Each call runs one ``tesseract`` process on a file path (a PIL image costs
about 0.46 s more per page here, since pytesseract then writes it to disk
itself). ``OMP_THREAD_LIMIT=1``: one 300 dpi page took 1.5 s single-threaded
against 5.4 s with OpenMP threads fighting over two cores; the cores are used
by OCR-ing pages in parallel instead (see ``extractors.scan``).
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytesseract
from PIL import Image

from extractors.deskew import deskewed_copy
from triagem.errors import SetupError

os.environ.setdefault("OMP_THREAD_LIMIT", "1")

# Below this mean word confidence, or with fewer words than this, the first
# pass is suspected of reading a sideways or upside-down page, and the
# orientation is checked. Upright scans of the corpus score 80-95.
SUSPECT_CONFIDENCE = 60.0
SUSPECT_WORDS = 8
# OSD's own confidence below which its answer is ignored.
MIN_OSD_CONFIDENCE = 1.5


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
        image_path, lang=language, config="--psm 3", output_type=pytesseract.Output.DICT
    )
    lines: dict[tuple[int, int, int], list[str]] = {}
    confidences: list[float] = []
    tall = wide = 0
    for i, word in enumerate(data["text"]):
        word = word.strip()
        if not word:
            continue
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
    text = "\n".join(" ".join(words) for _, words in sorted(lines.items()))
    mean = sum(confidences) / len(confidences) if confidences else 0.0
    return OcrResult(
        text=text,
        confidence=round(mean, 1),
        words=len(confidences),
        rotation=0,
        sideways=tall > wide,
    )


def _osd_rotation(image_path: str) -> int | None:
    """Tesseract's orientation guess (clockwise degrees to turn), or None."""
    try:
        osd = pytesseract.image_to_osd(image_path, config="--psm 0")
    except pytesseract.TesseractError:
        return None  # too little text for OSD: keep the page as it is
    rotate = re.search(r"Rotate:\s*(\d+)", osd)
    confidence = re.search(r"Orientation confidence:\s*([\d.]+)", osd)
    if not rotate or not confidence or float(confidence.group(1)) < MIN_OSD_CONFIDENCE:
        return None
    return int(rotate.group(1)) % 360


def _rotated_copy(image_path: str, degrees: int) -> str:
    """Write the page turned ``degrees`` clockwise beside the original."""
    target = str(Path(image_path).with_suffix(f".rot{degrees}.png"))
    with Image.open(image_path) as image:
        # PIL rotates counter-clockwise for positive angles.
        image.rotate(-degrees, expand=True).save(target)
    return target


def ocr_page(image_path: str | Path, language: str = "por") -> OcrResult:
    """OCR one page image, straightened, and turned upright when the first pass looks wrong.

    A skew of a degree or more is measured and undone first (see
    ``extractors.deskew``): Tesseract loses lines on crooked scans.
    Orientation detection costs a second Tesseract run, so it is done only
    for pages whose first pass reads poorly; an upright page pays nothing.
    Where OSD is unsure, the other three orientations are tried on the whole
    page and the best-read one is kept.
    """
    original = str(image_path)
    path, skew = deskewed_copy(original)
    try:
        return dataclasses.replace(_upright(path, language), skew=skew)
    finally:
        if path != original:
            Path(path).unlink(missing_ok=True)


def _upright(path: str, language: str) -> OcrResult:
    """Read ``path``; where the reading looks sideways or poor, try other orientations."""
    first = _read(path, language)
    # Tesseract copes with a sideways page on its own, with a good mean
    # confidence, but garbles some lines (a CNPJ was lost on a sample): a
    # page read sideways is read again upright.
    if (
        first.confidence >= SUSPECT_CONFIDENCE
        and first.words >= SUSPECT_WORDS
        and not first.sideways
    ):
        return first

    candidates = [first]
    rotation = _osd_rotation(path)
    tried = {0}
    order = [rotation] if rotation else []
    if rotation is None:
        # OSD could not tell: try every other orientation (blank pages pay
        # this too, but they are also the cheapest to read).
        order = [180, 90, 270] if first.words >= SUSPECT_WORDS else []
    for degrees in order:
        if degrees in tried:
            continue
        tried.add(degrees)
        rotated = _rotated_copy(path, degrees)
        try:
            result = _read(rotated, language)
        finally:
            Path(rotated).unlink(missing_ok=True)
        candidates.append(OcrResult(result.text, result.confidence, result.words, rotation=degrees))
    # The best reading: most confidently read words, upright lines first.
    return max(
        candidates,
        key=lambda r: (not r.sideways, r.confidence * min(r.words, 200), r.words),
    )
