"""Skew measurement and correction before OCR (no Tesseract needed).

Given a synthetic page of text-like lines turned by a known small angle,
when its skew is measured, then the angle comes back within a tenth of a
degree, sideways pages included; a blank or straight page is left alone.
"""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from extractors.deskew import deskewed_copy, measure_skew


def _page(seed: int = 1) -> Image.Image:
    """An A4-ish page at ~100 dpi with ragged lines of word-like blobs."""
    rng = random.Random(seed)
    image = Image.new("L", (850, 1100), 235)
    draw = ImageDraw.Draw(image)
    y = 90
    while y < 1000:
        x = 80 + rng.randrange(0, 40)
        end = rng.randrange(500, 770)
        while x < end:
            width = rng.randrange(15, 70)
            draw.rectangle((x, y, x + width, y + 9), fill=rng.randrange(20, 60))
            x += width + rng.randrange(6, 14)
        y += rng.choice((22, 22, 24, 40))
    return image


@pytest.mark.parametrize("angle", [0.6, -1.2, 2.0, -2.8, 3.5])
def test_measures_small_skews(angle):
    turned = _page().rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=235)
    assert measure_skew(turned) == pytest.approx(angle, abs=0.15)


@pytest.mark.parametrize("angle", [1.5, -2.2])
def test_measures_skew_of_a_sideways_page(angle):
    turned = _page(2).rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=235)
    sideways = turned.rotate(90, expand=True)
    assert measure_skew(sideways) == pytest.approx(angle, abs=0.15)


def test_straight_and_blank_pages_measure_zero():
    assert measure_skew(_page(3)) == pytest.approx(0.0, abs=0.1)
    assert measure_skew(Image.new("L", (850, 1100), 240)) == 0.0


def test_deskewed_copy_straightens_and_reports(tmp_path):
    path = tmp_path / "page.png"
    _page(4).rotate(-2.4, resample=Image.Resampling.BICUBIC, fillcolor=235).save(path)
    target, skew = deskewed_copy(str(path))
    assert skew == pytest.approx(-2.4, abs=0.15)
    assert target != str(path)
    with Image.open(target) as straight:
        assert abs(measure_skew(straight)) <= 0.15

    flat = tmp_path / "flat.png"
    _page(5).save(flat)
    assert deskewed_copy(str(flat)) == (str(flat), 0.0)
