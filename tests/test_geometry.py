"""Page geometry from the ink, before OCR (no Tesseract needed).

Given a synthetic page of text-like lines (letters with ascenders and a
few descenders, a table rule) turned by a known angle, when its geometry
is measured, then the skew comes back within a tenth of a degree and the
quarter-turn orientation is found, sideways and upside-down pages included;
a blank page, or one too short to judge, is left alone.
"""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageDraw

from extractors.geometry import analyse, measure_skew, upright

PAPER = 235


def _page(seed: int = 1, lines: int = 40) -> Image.Image:
    """An A4-ish page at ~100 dpi: lines of words of letter-sized blobs.

    Each letter is an x-height block; one in four rises into an ascender and
    one in twelve drops into a descender, as in Portuguese print. A rule
    runs under the first line, as under a form's header.
    """
    rng = random.Random(seed)
    image = Image.new("L", (850, 1100), PAPER)
    draw = ImageDraw.Draw(image)
    y = 90
    for n in range(lines):
        if y > 1000:
            break
        x = 80 + rng.randrange(0, 40)
        end = rng.randrange(500, 770)
        while x < end:
            for _ in range(rng.randrange(2, 9)):
                top, bottom = y, y + 7
                roll = rng.random()
                if roll < 0.25:
                    top -= 4
                elif roll < 0.33:
                    bottom += 4
                ink = rng.randrange(20, 60)
                draw.rectangle((x, top, x + rng.randrange(3, 6), bottom), fill=ink)
                x += 8
            x += rng.randrange(6, 12)
        if n == 0:
            draw.rectangle((80, y + 14, 770, y + 15), fill=30)
        y += rng.choice((22, 22, 24, 40))
    return image


@pytest.mark.parametrize("angle", [0.6, -1.2, 2.0, -2.8, 3.5])
def test_measures_small_skews(angle):
    turned = _page().rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=PAPER)
    assert measure_skew(turned) == pytest.approx(angle, abs=0.15)


@pytest.mark.parametrize("angle", [1.5, -2.2])
def test_measures_skew_of_a_sideways_page(angle):
    turned = _page(2).rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=PAPER)
    sideways = turned.rotate(90, expand=True)
    assert measure_skew(sideways) == pytest.approx(angle, abs=0.15)


def test_straight_and_blank_pages_measure_zero():
    assert measure_skew(_page(3)) == pytest.approx(0.0, abs=0.1)
    assert measure_skew(Image.new("L", (850, 1100), 240)) == 0.0


# PIL turns counter-clockwise; the page then needs the rest of a full turn.
@pytest.mark.parametrize(("ccw", "rotation"), [(0, 0), (90, 90), (180, 180), (270, 270)])
def test_finds_which_way_is_up(ccw, rotation):
    page = _page(4).rotate(1.3, resample=Image.Resampling.BICUBIC, fillcolor=PAPER)
    geometry = analyse(page.rotate(ccw, expand=True))
    assert geometry.sure
    assert geometry.rotation == rotation
    assert geometry.lines >= 20
    assert geometry.skew == pytest.approx(1.3, abs=0.15)


def test_a_page_too_short_to_judge_is_not_sure():
    geometry = analyse(_page(5, lines=4).rotate(180))
    assert not geometry.sure
    assert geometry.lines < 10


def test_blank_page_has_no_text_lines():
    geometry = analyse(Image.new("L", (850, 1100), 240))
    assert (geometry.lines, geometry.sure, geometry.skew) == (0, False, 0.0)


def test_upright_turns_and_straightens():
    page = _page(6).rotate(-2.4, resample=Image.Resampling.BICUBIC, fillcolor=PAPER)
    lying = page.rotate(90, expand=True)
    geometry = analyse(lying)
    assert (geometry.rotation, geometry.sure) == (90, True)
    straight = upright(lying, geometry.rotation, geometry.skew)
    assert straight.size == page.size
    again = analyse(straight)
    assert (again.rotation, again.sure) == (0, True)
    assert abs(again.skew) <= 0.15


def test_lines_of_print_spread_across_the_page():
    geometry = analyse(_page(8))
    assert geometry.lines >= 20
    assert geometry.wide_lines >= geometry.lines - 2


def _blank_through(name: str, number: int) -> Image.Image:
    """An empty sheet as a held-out set's scanner delivers it in a JPEG (corpus.scan)."""
    from corpus import scan
    from corpus.petitions import _HELDOUT_SCANNERS

    scanner = _HELDOUT_SCANNERS[name]
    rng, side = random.Random(f"blank:{name}:{number}"), random.Random(f"{name}:side:{number}")
    style = scan.random_style(rng)
    profile = scanner.profile(side, "jpeg", 200, photo=False)
    sheet = scan.resample(scan.blank_page(200, style, rng), 200, profile.dpi)
    data = scan.save_jpeg(scanner.finish(sheet, profile, side), profile.dpi, profile.jpeg_quality)
    return Image.open(io.BytesIO(data)).convert("L")


@pytest.mark.parametrize(
    ("name", "number"),
    [
        # A photocopy's dark frame, its sides wavy: 27 "lines" of ink.
        ("heldout14", 8),
        # A PDF viewer's window round the page: its title bar is the one line.
        ("heldout18", 8),
    ],
)
def test_a_frames_bands_are_not_lines_of_print(name, number):
    geometry = analyse(_blank_through(name, number))
    assert geometry.lines >= 10
    assert geometry.wide_lines <= 1
