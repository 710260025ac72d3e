"""A plate's fifth letter read as a zero, set right by its shape (extractors.glyphs).

Real Tesseract on words rendered in the faces of the notices and samples:
Tesseract reads a Mercosul plate's round fifth letter as a zero, and the
glyph check must set it right without touching a true zero.
"""

from __future__ import annotations

from pathlib import Path

import pytesseract
import pytest
from PIL import Image, ImageDraw, ImageFont

from extractors.glyphs import _has_stem, wide_fifth_letters
from extractors.identifiers import read_plate
from extractors.ocr import ocr_page

FONTS = Path("/usr/share/fonts/truetype")
SANS_BOLD = FONTS / "dejavu/DejaVuSans-Bold.ttf"
SERIF = FONTS / "dejavu/DejaVuSerif.ttf"
LIBERATION = FONTS / "liberation/LiberationSans-Regular.ttf"
MONO = FONTS / "dejavu/DejaVuSansMono.ttf"


def _word_image(tmp_path: Path, word: str, font: Path, size: int = 42) -> str:
    image = Image.new("L", (700, 140), 255)
    ImageDraw.Draw(image).text((40, 40), word, font=ImageFont.truetype(str(font), size), fill=0)
    path = tmp_path / "word.png"
    image.save(path)
    return str(path)


def _boxes_as_read(path: str, read_as: str) -> str:
    """The word's box as Tesseract finds it, with the text the page reading gave."""
    data = pytesseract.image_to_data(
        path, lang="por", config="--psm 7", output_type=pytesseract.Output.DICT
    )
    i = next(k for k, text in enumerate(data["text"]) if text.strip())
    return f"{data['left'][i]} {data['top'][i]} {data['width'][i]} {data['height'][i]} {read_as}"


@pytest.mark.parametrize("font", [SANS_BOLD, SERIF, LIBERATION])
def test_a_round_o_read_as_zero_is_set_right(tmp_path, font):
    path = _word_image(tmp_path, "IPD4O00", font)
    assert wide_fifth_letters(path, _boxes_as_read(path, "IPD4000")) == {"IPD4000": "IPD4O00"}


@pytest.mark.parametrize("font", [SANS_BOLD, SERIF])
def test_a_q_read_as_zero_is_told_by_its_tail(tmp_path, font):
    path = _word_image(tmp_path, "IKW8Q02", font)
    assert wide_fifth_letters(path, _boxes_as_read(path, "IKW8002")) == {"IKW8002": "IKW8Q02"}


@pytest.mark.parametrize("font", [SANS_BOLD, SERIF, LIBERATION, MONO])
@pytest.mark.parametrize("plate", ["IPD4000", "JCY4067", "ABC1009"])
def test_a_true_zero_is_left_alone(tmp_path, font, plate):
    path = _word_image(tmp_path, plate, font)
    assert wide_fifth_letters(path, _boxes_as_read(path, plate)) == {}


def test_a_monospace_face_gives_no_signal_and_the_reading_stays(tmp_path):
    # O and 0 are equally wide there: nothing to go on, nothing changed.
    path = _word_image(tmp_path, "IPD4O00", MONO)
    assert wide_fifth_letters(path, _boxes_as_read(path, "IPD4000")) == {}


def test_only_plate_shaped_words_with_a_fifth_zero_are_looked_at(tmp_path):
    path = _word_image(tmp_path, "IPD4O00", SANS_BOLD)
    box = _boxes_as_read(path, "X").rsplit(" ", 1)[0]
    for word in ("IPD4100", "IPD40000", "1234000", "IPD4O00"):
        assert wide_fifth_letters(path, f"{box} {word}") == {}


@pytest.mark.parametrize(("letter", "stem"), [("D", True), ("B", True), ("O", False), ("Q", False)])
def test_a_straight_stem_is_told_from_a_round_side(letter, stem):
    image = Image.new("L", (120, 120), 255)
    ImageDraw.Draw(image).text((20, 10), letter, font=ImageFont.truetype(str(SANS_BOLD), 80))
    assert _has_stem(image) is stem


def test_an_unsure_fifth_letter_gives_no_plate():
    assert read_plate("IPD4?00") is None
    assert read_plate("IPD4O00") == "IPD4O00"


def test_ocr_page_reads_the_mercosul_plate(tmp_path):
    page = Image.new("L", (1700, 700), 255)
    draw = ImageDraw.Draw(page)
    regular = ImageFont.truetype(str(FONTS / "dejavu/DejaVuSans.ttf"), 34)
    bold = ImageFont.truetype(str(SANS_BOLD), 42)
    lines = ["CERTIFICADO DE REGISTRO E LICENCIAMENTO", "CODIGO RENAVAM    PLACA    EXERCICIO"]
    for row, line in enumerate(lines):
        draw.text((100, 100 + 70 * row), line, font=regular, fill=0)
    draw.text((100, 260), "01789993811", font=bold, fill=0)
    draw.text((560, 260), "IPD4O00", font=bold, fill=0)
    draw.text((900, 260), "2026", font=bold, fill=0)
    path = tmp_path / "page.png"
    page.save(path)
    result = ocr_page(path)
    assert "IPD4O00" in result.text
    assert "IPD4O00" in result.boxes
    assert "IPD4000" not in result.text


def test_a_check_that_cannot_run_leaves_the_reading_as_it_was(tmp_path, monkeypatch):
    import subprocess

    def timeout(*args, **kwargs):
        raise subprocess.TimeoutExpired(args[0], 20)

    path = _word_image(tmp_path, "IPD4O00", SANS_BOLD)
    boxes = _boxes_as_read(path, "IPD4000")
    monkeypatch.setattr(subprocess, "run", timeout)
    assert wide_fifth_letters(path, boxes) == {}
