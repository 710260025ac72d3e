"""Reading scans: text layer, OCR of every image form, orientation, bad files."""

from __future__ import annotations

import dataclasses

import pytest
from PIL import Image
from test_geometry import _page

from extractors.classify import UNREAD_PRINT_RULE, classify_page
from extractors.scan import list_scans, plan_scan, read_scans, sniff
from extractors.text import fold

LIMITS = {"min_text_chars": 40, "max_mb": 200, "max_pages": 500}


def _read(path, **kw):
    return read_scans([(path, path.name)], workers=2, **kw)


def test_text_layer_is_used_without_ocr(scan_dir):
    pages, problems = _read(scan_dir / "federal-digital.pdf")
    assert problems == []
    assert len(pages) == 1
    assert pages[0].source == "text_layer"
    assert "tributos federais" in fold(pages[0].text)


@pytest.mark.parametrize(
    ("name", "rotation"),
    [
        ("federal.jpg", 0),
        ("federal-180.png", 180),
        ("federal-90.png", 90),
        ("federal-270.png", 270),
        ("federal-skewed.png", 0),
        ("federal-scanned.pdf", 0),
    ],
)
def test_scanned_pages_are_turned_upright_and_read(scan_dir, name, rotation):
    pages, problems = _read(scan_dir / name)
    assert problems == []
    [page] = pages
    assert page.source == "ocr"
    assert page.rotation == rotation
    assert page.ocr_confidence > 70
    text = fold(page.text)
    assert "divida ativa da uniao" in text
    assert "11.222.333/0001-81" in page.text


def test_multipage_tiff_gives_one_page_per_frame(scan_dir):
    pages, problems = _read(scan_dir / "two-pages.tiff")
    assert problems == []
    assert [p.number for p in pages] == [1, 2]
    assert "receita federal" in fold(pages[0].text)
    assert sum(ch.isalnum() for ch in pages[1].text) < 12  # the blank back side


@pytest.mark.parametrize(
    ("key", "code"),
    [
        ("corrupt", "corrupt_file"),
        ("encrypted", "encrypted_pdf"),
        ("empty", "empty_file"),
        ("unsupported", "unsupported_format"),
        ("truncated_image", "corrupt_file"),
    ],
)
def test_bad_files_become_errors_with_stable_codes(bad_files, key, code):
    path = bad_files[key]
    jobs, problems = plan_scan(path, path.name, **LIMITS)
    assert jobs == []
    assert [(p.file, p.code) for p in problems] == [(path.name, code)]
    assert problems[0].message  # a sentence for the clerk


def test_bad_files_do_not_stop_the_good_ones(bad_files, scan_dir):
    scans = [(p, p.name) for p in bad_files.values()] + [
        (scan_dir / "federal-digital.pdf", "federal-digital.pdf")
    ]
    pages, problems = read_scans(scans, workers=1)
    assert [p.file for p in pages] == ["federal-digital.pdf"]
    assert len(problems) == len(bad_files)


def test_too_large_and_too_many_pages(scan_dir, tmp_path):
    path = scan_dir / "two-pages.tiff"
    _, problems = plan_scan(path, path.name, min_text_chars=40, max_mb=200, max_pages=1)
    assert [p.code for p in problems] == ["too_large"]
    big = tmp_path / "big.pdf"
    big.write_bytes(b"%PDF-1.4\n" + b"0" * (2 * 1024 * 1024))
    _, problems = plan_scan(big, big.name, min_text_chars=40, max_mb=1, max_pages=500)
    assert [p.code for p in problems] == ["too_large"]


def test_sniff_ignores_the_extension(tmp_path, scan_dir):
    disguised = tmp_path / "really-a-jpeg.pdf"
    disguised.write_bytes((scan_dir / "federal.jpg").read_bytes())
    assert sniff(disguised) == "jpeg"


def test_list_scans_skips_petition_yaml_and_hidden_files(tmp_path):
    for name in ("petition.yaml", ".DS_Store", "a.pdf", "sub/b.jpg"):
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x")
    assert [p.relative_to(tmp_path).as_posix() for p in list_scans(tmp_path)] == [
        "a.pdf",
        "sub/b.jpg",
    ]


@pytest.fixture()
def tesseract_runs(monkeypatch):
    """Every Tesseract pass (reading or orientation detection), by kind."""
    from extractors import ocr

    runs: list[str] = []
    read, osd = ocr._read, ocr._osd_rotation
    monkeypatch.setattr(ocr, "_read", lambda *a: runs.append("read") or read(*a))
    monkeypatch.setattr(ocr, "_osd_rotation", lambda *a: runs.append("osd") or osd(*a))
    return runs


@pytest.mark.parametrize("name", ["federal.jpg", "federal-180.png", "federal-270.png"])
def test_a_page_whose_orientation_shows_in_the_ink_is_read_once(scan_dir, name, tesseract_runs):
    pages, _ = _read(scan_dir / name)
    assert pages[0].ocr_confidence > 70
    assert tesseract_runs == ["read"]


def test_a_blank_page_costs_one_pass_and_no_orientation_search(scan_dir, tesseract_runs):
    pages, _ = _read(scan_dir / "two-pages.tiff")
    assert len(pages) == 2
    assert tesseract_runs == ["read", "read"]


def test_pdf_pages_rendered_from_many_threads_all_come_out(tmp_path):
    # PDFium is not thread-safe: without the process-wide lock, four threads
    # rendering the pages of a long scan lost two pages in three here.
    from concurrent.futures import ThreadPoolExecutor
    from pathlib import Path

    from pypdf import PdfReader, PdfWriter

    from extractors.scan import PageJob, page_raster

    sample = Path(__file__).parents[1] / "samples/petitions/sm-empresa-digitalizada"
    source = PdfReader(sample / "digitalizacao_001.pdf")
    writer = PdfWriter()
    for n in range(300):
        writer.add_page(source.pages[n % len(source.pages)])
    long_scan = tmp_path / "long.pdf"
    with long_scan.open("wb") as fh:
        writer.write(fh)
    jobs = [PageJob("long.pdf", n, str(long_scan), "pdf") for n in range(1, 301)]

    def render(job):
        try:
            return page_raster(job, 20).size
        except Exception:  # noqa: BLE001 - the failure under test
            return None

    with ThreadPoolExecutor(max_workers=4) as pool:
        sizes = list(pool.map(render, jobs))
    assert None not in sizes


# A certidão whose dates sit in a table row under a row of labels.
TABLE_HTML = """<html><body style="font-family: 'DejaVu Sans'; font-size: 12pt; margin: 2cm">
<h3 style="text-align:center">CERTIDÃO DE SITUAÇÃO FISCAL</h3>
<p>Nome/Razão Social <b>VIAÇÃO SANTA MARIA TRANSPORTES LTDA</b><br>CNPJ 93.786.579/7543-07</p>
<p>Certificamos, para os devidos fins, que não há pendências em nome do sujeito passivo acima
identificado relativas a tributos administrados pela Receita Estadual.</p>
<table style="width:100%; border:2px solid black; border-collapse:collapse; text-align:center">
<tr><th style="border:2px solid">DATA DE EMISSÃO</th><th style="border:2px solid">HORA</th>
<th style="border:2px solid">VÁLIDA ATÉ</th></tr>
<tr><td style="border:2px solid">22/09/2026</td><td style="border:2px solid">21:51:59</td>
<td style="border:2px solid">21/11/2026</td></tr>
</table></body></html>"""


@pytest.fixture(scope="module")
def table_scans(tmp_path_factory):
    """The table certidão at 300 dpi, clean and as a speckled grey photocopy."""
    import subprocess

    import numpy as np
    from PIL import Image

    from conftest import html_to_pdf

    folder = tmp_path_factory.mktemp("table")
    pdf = html_to_pdf(TABLE_HTML, folder / "table.pdf")
    subprocess.run(
        ["pdftoppm", "-r", "300", "-gray", "-png", "-singlefile", str(pdf), str(folder / "clean")],
        check=True,
    )
    ink = np.array(Image.open(folder / "clean.png").convert("L")).astype(np.int16)
    ink[np.random.default_rng(1).random(ink.shape) < 0.012] = 0  # toner specks
    ink = np.clip(ink * 0.85 + 30, 0, 255)  # grey paper
    Image.fromarray(ink.astype(np.uint8)).save(folder / "speckled.png")
    return folder


def test_the_sparse_reading_sets_a_table_row_back_on_one_line(table_scans):
    from extractors.ocr import _read_sparse

    lines = _read_sparse(str(table_scans / "clean.png"), "por").splitlines()
    assert "DATA DE EMISSÃO HORA VÁLIDA ATÉ" in lines
    assert "22/09/2026 21:51:59 21/11/2026" in lines


def test_only_a_poorly_read_page_is_read_a_second_time(table_scans):
    from extractors.ocr import REREAD_CONFIDENCE

    [clean], _ = _read(table_scans / "clean.png")
    assert clean.ocr_confidence >= REREAD_CONFIDENCE
    assert clean.sparse_text == ""
    [speckled], _ = _read(table_scans / "speckled.png")
    assert speckled.ocr_confidence < REREAD_CONFIDENCE
    assert "22/09/2026" in speckled.sparse_text
    assert "VIAÇÃO SANTA MARIA" in speckled.sparse_text


@pytest.fixture(scope="module")
def lamp_scan(table_scans):
    """The table certidão as a photo lit from the right: the paper falls from white to dark grey."""
    import numpy as np
    from PIL import Image

    ink = np.asarray(Image.open(table_scans / "clean.png").convert("L"), dtype=np.float32)
    light = np.linspace(0.28, 1.0, ink.shape[1])[None, :]
    Image.fromarray(np.clip(ink * light, 0, 255).astype(np.uint8)).save(table_scans / "lamp.png")
    return table_scans / "lamp.png"


def test_a_page_in_a_lamps_shadow_is_evened_out_and_read_whole(lamp_scan):
    import pytesseract

    # Tesseract alone, with its one threshold, loses the shadowed half.
    alone = fold(pytesseract.image_to_string(str(lamp_scan), lang="por"))
    assert "22/09/2026" not in alone
    [page], _ = _read(lamp_scan)
    text = fold(page.text)
    for value in ("viacao santa maria", "93.786.579/7543-07", "data de emissao", "22/09/2026"):
        assert value in text


def test_only_unevenly_lit_pages_are_evened_out(table_scans, lamp_scan):
    import numpy as np
    from PIL import Image

    from extractors.lighting import even_out, is_uneven

    clean = Image.open(table_scans / "clean.png").convert("L")
    lamp = Image.open(lamp_scan).convert("L")
    assert not is_uneven(clean)
    assert is_uneven(lamp)
    paper = np.asarray(even_out(lamp))[100:200]  # a band of the top margin, left to right
    assert paper.min() >= 230


def test_a_page_that_evening_out_spoils_is_read_as_taken_too(table_scans, monkeypatch):
    """A card photographed on a copier's open black lid came out of ``even_out``
    ringed by grey halos that Tesseract read as an empty page; the photo as
    taken read whole. Here evening out is made to spoil the page outright."""
    from PIL import Image

    import extractors.ocr as ocr

    monkeypatch.setattr(ocr, "is_uneven", lambda image: True)
    monkeypatch.setattr(ocr, "even_out", lambda image: Image.new("L", image.size, 128))
    result = ocr.ocr_page(table_scans / "clean.png")
    text = fold(result.text)
    for value in ("viacao santa maria", "93.786.579/7543-07", "22/09/2026"):
        assert value in text


@pytest.fixture(scope="module")
def secure_scan(table_scans):
    """The table certidão copied over a card's security print: two families of fine wave
    lines 5 px apart, crossing, at 60 % of the paper's level, over the whole text block."""
    import numpy as np

    ink = np.asarray(Image.open(table_scans / "clean.png").convert("L"), dtype=np.float32)
    h, w = ink.shape
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    waves = (np.abs((y + 14 * np.sin(x / 45.0)) % 5 - 2.5) < 1) | (
        np.abs((y - 14 * np.sin(x / 45.0 + 1.3)) % 5 - 2.5) < 1
    )
    waves[:150] = waves[1500:] = False
    waves[:, :150] = waves[:, w - 150 :] = False
    page = np.minimum(ink * 240 / 255, np.where(waves, 150.0, 240.0))
    Image.fromarray(page.astype(np.uint8)).save(table_scans / "secure.png")
    return table_scans / "secure.png"


def test_dark_ink_keeps_the_print_and_drops_a_tinted_background():
    import numpy as np

    from extractors.lighting import dark_ink

    page = np.full((100, 100), 240, dtype=np.uint8)
    page[10:20] = 150  # a guilloche's line, 62 % of the paper
    page[40:50] = 40  # print
    page[70:80] = 130  # a darker tint, 54 %: ink
    out = np.asarray(dark_ink(Image.fromarray(page)))
    assert set(np.unique(out)) == {0, 255}
    assert (out[10:20] == 255).all() and (out[40:50] == 0).all() and (out[70:80] == 0).all()
    assert (out[25:35] == 255).all()


def test_a_page_over_a_security_print_is_read_by_its_dark_ink(secure_scan):
    """Tesseract's own threshold keeps the wave lines with the letters and reads
    nothing; the reading of the page's darkest ink reads it whole."""
    import pytesseract

    alone = fold(pytesseract.image_to_string(str(secure_scan), lang="por"))
    assert "viacao" not in alone and "93.786.579" not in alone
    [page], _ = _read(secure_scan)
    text = fold(page.text)
    for value in ("viacao santa maria", "93.786.579/7543-07", "22/09/2026", "21/11/2026"):
        assert value in text
    assert page.rotation == 0 and page.ocr_confidence >= 80


@pytest.fixture(scope="module")
def forwarded_scan(table_scans):
    """The table certidão as a photo forwarded through a messaging app: 702 px high
    (60 dpi: its 12 pt print as small as a card's copied print on a 1500 px frame),
    greyed, noisy, JPEG at quality 50."""
    import io

    import numpy as np

    clean = Image.open(table_scans / "clean.png").convert("L")
    small = clean.resize((round(clean.width * 0.2), round(clean.height * 0.2)), Image.BILINEAR)
    noise = np.random.default_rng(3).normal(0, 18, (small.height, small.width))
    page = np.clip(np.asarray(small, dtype=np.float32) * 0.8 + 30 + noise, 0, 255)
    buffer = io.BytesIO()
    Image.fromarray(page.astype(np.uint8)).save(buffer, "JPEG", quality=50)
    (table_scans / "forwarded.jpg").write_bytes(buffer.getvalue())
    return table_scans / "forwarded.jpg"


def test_a_low_resolution_photo_is_read_enlarged(forwarded_scan):
    """Tesseract drops the CNPJ and both dates of the small photo, at a mean
    confidence that looks fine (74); enlarged twice it reads them."""
    from extractors.ocr import LOW_RES_BELOW
    from extractors.ocr import _read as tesseract_once

    alone = tesseract_once(str(forwarded_scan), "por")
    assert "93.786.579/7543-07" not in alone.text and "22/09/2026" not in alone.text
    assert alone.confidence < LOW_RES_BELOW
    [page], _ = _read(forwarded_scan)
    for value in ("93.786.579/7543-07", "22/09/2026", "21/11/2026", "VIAÇÃO SANTA MARIA"):
        assert value in page.text


def test_a_reading_past_its_time_limit_is_an_unreadable_page_not_a_hang(table_scans, monkeypatch):
    """A page Tesseract cannot finish in time goes to a person; a late sparse pass is given up."""
    import extractors.ocr as ocr

    monkeypatch.setattr(ocr, "EXTRA_TIMEOUT", 0.05)
    [speckled], problems = _read(table_scans / "speckled.png")
    assert problems == [] and speckled.sparse_text == ""  # the first reading stands
    assert speckled.ocr_confidence < ocr.REREAD_CONFIDENCE  # (it would have been read again)
    monkeypatch.setattr(ocr, "READ_TIMEOUT", 0.05)
    pages, problems = _read(table_scans / "clean.png")
    assert pages == []
    assert [(p.code, p.page) for p in problems] == [("unreadable_page", 1)]
    assert "confira manualmente" in problems[0].message


def test_a_tesseract_failure_in_the_sparse_pass_is_no_time_out(table_scans, monkeypatch):
    """Tesseract's own errors are RuntimeErrors too: they still make the page unreadable."""
    import pytesseract

    import extractors.ocr as ocr

    real = pytesseract.image_to_data

    def failing(image, *args, config="", **kwargs):
        if "--psm 11" in config:
            raise pytesseract.TesseractError(1, "sparse pass failed")
        return real(image, *args, config=config, **kwargs)

    monkeypatch.setattr(ocr.pytesseract, "image_to_data", failing)
    pages, problems = _read(table_scans / "speckled.png")
    assert pages == [] and [p.code for p in problems] == ["unreadable_page"]


# A court's table: captions centred over their cells, values set to the left.
CENTRED_TABLE_HTML = """<html><body style="font: 11pt sans-serif; margin: 20mm">
<h3>CERTIDÃO DE DISTRIBUIÇÃO – AÇÕES CÍVEIS, EXECUÇÕES E EXECUÇÕES FISCAIS</h3>
<table style="width: 100%; border-collapse: collapse">
<tr><th style="width: 38%">Pesquisado</th><th>CNPJ</th><th>Período</th><th>Resultado</th></tr>
<tr><td>VIAÇÃO SERRA AZUL LTDA</td><td>11.222.333/0001-81</td>
<td>24/10/2016 em diante</td><td>NEGATIVA</td></tr>
</table>
<p>Certificamos, para os devidos fins, que revendo os registros de distribuição do Poder
Judiciário do Estado, não foram encontrados feitos cíveis em tramitação contra a pessoa
pesquisada.</p>
<p>Porto Alegre, 24 de outubro de 2026 – 15:37:22</p>
</body></html>"""


def at_text(words) -> list[str]:
    return [w.text for w in words]


def test_a_text_layer_page_carries_its_words_boxes(tmp_path):
    from conftest import html_to_pdf
    from extractors.layout import parse_boxes

    pdf = html_to_pdf(CENTRED_TABLE_HTML, tmp_path / "table.pdf")
    pages, problems = _read(pdf)
    assert problems == [] and pages[0].source == "text_layer"
    words = parse_boxes(pages[0].word_boxes)
    # The text's characters in its order, at 300 dpi from the top left; two
    # cells the text layer runs together ("...0001-8124/10/2016") are two words.
    assert "".join(w.text for w in words) == "".join(pages[0].text.split())
    assert "11.222.333/0001-81" in at_text(words) and "24/10/2016" in at_text(words)
    at = {w.text: w for w in words}
    caption, value, result = at["Pesquisado"], at["VIAÇÃO"], at["NEGATIVA"]
    assert caption.top + caption.height <= value.top  # the caption's row is above
    assert value.left < caption.left < value.left + 600  # centred over its cell
    assert result.left > 1700  # near the right margin of a 2480-pixel-wide page
    assert 25 <= value.height <= 60  # 11 pt at 300 dpi


def test_print_tesseract_cannot_read_is_measured_in_the_ink(tmp_path):
    """Lines of letter-sized blobs read as nothing: ``ink_lines`` still counts them,
    so the page is not taken for an empty one; an empty sheet counts none."""
    _page(7).save(tmp_path / "blobs.png")
    Image.new("L", (850, 1100), 238).save(tmp_path / "empty.png")
    (blobs,), _ = _read(tmp_path / "blobs.png")
    (empty,), _ = _read(tmp_path / "empty.png")
    assert fold(blobs.text).strip() == ""
    assert blobs.ink_lines >= 20 and empty.ink_lines == 0
    assert classify_page(blobs).rules == (UNREAD_PRINT_RULE,)
    assert classify_page(empty).type == "em_branco"


def test_a_reading_made_another_way_replaces_the_kept_one_only_when_clearly_surer():
    """heldout23: an enlarged forwarded CPF card read 9 sure words to the photo's 8, at
    a mean confidence of 35 to 56, and lost the CPF: the photo's reading stays."""
    from extractors.ocr import OcrResult, _surer

    photo = OcrResult("a", confidence=55.6, words=30, rotation=0, sure_words=8)
    enlarged = OcrResult("b", confidence=34.7, words=69, rotation=0, sure_words=9)
    assert _surer(photo, enlarged) is photo
    # Clearly more read surely (a card over its security print, read by its dark ink).
    dark = OcrResult("c", confidence=81.7, words=83, rotation=0, sure_words=50)
    noise = OcrResult("d", confidence=22.7, words=45, rotation=0, sure_words=2)
    assert _surer(noise, dark) is dark
    # As many, read more confidently (the small photo enlarged).
    sharper = OcrResult("e", confidence=79.7, words=46, rotation=0, sure_words=27)
    small = OcrResult("f", confidence=75.0, words=45, rotation=0, sure_words=28)
    assert _surer(small, sharper) is sharper
    # Never a reading whose lines run sideways over an upright one.
    sideways = dataclasses.replace(dark, sideways=True)
    assert _surer(noise, sideways) is noise
