"""Read every page of every scan: text layer first, OCR where there is none.

Two steps, so that pages of all files share one pool of Tesseract workers:
``plan_scan`` opens a file, checks it (kind, size, encryption, page count)
and lists one ``PageJob`` per page without rasterising anything;
``read_page`` turns one job into a ``Page`` (text layer, or a page image
rendered to a temporary file and OCR'd). ``read_scans`` runs both over a set
of files. A file that cannot be read becomes a ``FileError`` with a stable
code; it never stops the other files.
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pdfplumber
import pypdfium2
from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect
from PIL import Image, UnidentifiedImageError

from extractors.cache import PageCache, file_digest
from extractors.ocr import ocr_page
from extractors.text import is_blank
from triagem import errors
from triagem.models import FileError, Page

log = logging.getLogger(__name__)

IMAGE_KINDS = {"jpeg", "png", "tiff"}
# Files a clerk may drop beside the scans that are not scans; never errors.
NOT_SCANS = {"petition.yaml", "petition.yml", "truth.yaml", ".ds_store", "thumbs.db"}


@dataclass(frozen=True)
class PageJob:
    """One page to read: either its text layer is already known, or it must be OCR'd."""

    file: str  # relative name in the petition
    number: int  # 1-based
    path: str  # the scan on disk
    kind: str  # pdf | jpeg | png | tiff
    text: str | None = None  # the text layer, when usable
    boxes: str = ""  # its words' positions (Page.word_boxes), when it has them


def sniff(path: Path) -> str | None:
    """The file's real kind from its first bytes, whatever its extension."""
    with path.open("rb") as fh:
        head = fh.read(16)
    if head.startswith(b"%PDF"):
        return "pdf"
    if head.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head[:4] in (b"II*\x00", b"MM\x00*"):
        return "tiff"
    return None


def list_scans(petition_dir: Path) -> list[Path]:
    """Every file of the petition, in a stable order, except petition.yaml."""
    return sorted(
        p
        for p in petition_dir.rglob("*")
        if p.is_file() and p.name.lower() not in NOT_SCANS and not p.name.startswith(".")
    )


def plan_scan(
    path: Path, rel: str, *, min_text_chars: int, max_mb: int, max_pages: int
) -> tuple[list[PageJob], list[FileError]]:
    """Check one scan and list its pages; problems become ``FileError``s."""
    size = path.stat().st_size
    if size == 0:
        return [], [FileError(rel, errors.EMPTY_FILE, "Arquivo vazio (0 bytes).")]
    if size > max_mb * 1024 * 1024:
        return [], [
            FileError(
                rel,
                errors.TOO_LARGE,
                f"Arquivo de {size / 1024 / 1024:.0f} MB excede o limite de {max_mb} MB; "
                "digitalize-o em partes.",
            )
        ]
    kind = sniff(path)
    if kind is None:
        return [], [
            FileError(
                rel,
                errors.UNSUPPORTED_FORMAT,
                "Formato não suportado: envie PDF, JPEG, PNG ou TIFF.",
            )
        ]
    if kind == "pdf":
        return _plan_pdf(path, rel, min_text_chars=min_text_chars, max_pages=max_pages)
    return _plan_image(path, rel, kind, max_pages=max_pages)


# PDFium is not thread-safe, not even across separate documents: two worker
# threads rendering at once made it fail every page after the 118th of a
# 300-page scan ("Failed to load page"). Every PDFium call in the process
# holds this lock.
PDFIUM_LOCK = threading.Lock()

ENCRYPTED = "PDF protegido por senha: envie uma cópia sem senha."
CORRUPT = "PDF corrompido ou incompleto: envie-o novamente."


def _page_count_problem(rel: str, count: int, max_pages: int) -> list[FileError]:
    if count == 0:
        return [FileError(rel, errors.EMPTY_FILE, "PDF sem páginas.")]
    if count > max_pages:
        return [
            FileError(
                rel,
                errors.TOO_LARGE,
                f"PDF com {count} páginas excede o limite de {max_pages} páginas.",
            )
        ]
    return []


def _plan_pdf(
    path: Path, rel: str, *, min_text_chars: int, max_pages: int
) -> tuple[list[PageJob], list[FileError]]:
    """Open the PDF with PDFium and take each page's text layer where it has one.

    PDFium parses in C: about 2 ms a page where pdfplumber (pdfminer, in
    Python) took 0.1 to 0.3 s, which is what lets a born-digital page cost a
    small fraction of a scanned one. A file PDFium rejects for anything but a
    password is handed to pdfplumber, which is more lenient with some damage,
    and a page whose text PDFium cannot give is read by pdfplumber too.
    """
    with PDFIUM_LOCK:
        try:
            pdf = pypdfium2.PdfDocument(str(path))
        except pypdfium2.PdfiumError as exc:
            pdf, problem = None, exc
        if pdf is not None:
            try:
                count = len(pdf)
                layers = (
                    [_pdfium_page_text(pdf, n) for n in range(1, count + 1)]
                    if count <= max_pages
                    else []
                )
            finally:
                pdf.close()
    if pdf is None:
        if "password" in str(problem).lower():
            return [], [FileError(rel, errors.ENCRYPTED_PDF, ENCRYPTED)]
        log.info("PDFium cannot open %s (%s); trying pdfplumber", rel, problem)
        return _plan_pdf_plumber(path, rel, min_text_chars=min_text_chars, max_pages=max_pages)
    problems = _page_count_problem(rel, count, max_pages)
    if problems:
        return [], problems
    jobs = []
    for number, layer in enumerate(layers, start=1):
        if layer is None:
            with pdfplumber.open(path, pages=[number]) as one:
                layer = _plumber_text(one.pages[0], rel, number)
        jobs.append(_pdf_job(path, rel, number, layer, min_text_chars))
    return jobs, []


def _pdf_job(
    path: Path, rel: str, number: int, layer: tuple[str, str], min_text_chars: int
) -> PageJob:
    """A PDF page's job: its text layer when it holds enough, else OCR."""
    text, boxes = layer
    if sum(ch.isalnum() for ch in text) >= min_text_chars:
        return PageJob(rel, number, str(path), "pdf", text, boxes)
    return PageJob(rel, number, str(path), "pdf")


# Text-layer boxes are given in pixels at this resolution, like an OCR'd page's.
BOX_DPI = 300


def _pdfium_page_text(pdf: pypdfium2.PdfDocument, number: int) -> tuple[str, str] | None:
    """One page's text layer and its words' boxes through PDFium; None when
    PDFium cannot give them."""
    try:
        page = pdf[number - 1]
        try:
            textpage = page.get_textpage()
            try:
                return _tidy(textpage.get_text_bounded()), _pdfium_boxes(textpage, page)
            finally:
                textpage.close()
        finally:
            page.close()
    except pypdfium2.PdfiumError:
        return None


def _pdfium_boxes(textpage: pypdfium2.PdfTextPage, page: pypdfium2.PdfPage) -> str:
    """The text layer's words with their boxes (``Page.word_boxes``).

    A word is a run of characters without a space, cut where the next
    character stands well apart or on another line: a table's cells are
    often set without a space between them.
    """
    count = textpage.count_chars()
    text = textpage.get_text_range(0, count) if count else ""
    if len(text) != count:  # characters outside the BMP: index one by one
        text = "".join(textpage.get_text_range(i, 1) or " " for i in range(count))
    chars = []
    for i, ch in enumerate(text):
        chars.append((ch, *textpage.get_charbox(i)) if not ch.isspace() else None)
    return _word_boxes(chars, page.get_height())


def _word_boxes(
    chars: Sequence[tuple[str, float, float, float, float] | None], height: float
) -> str:
    """Words from characters in reading order, each ``(char, left, bottom,
    right, top)`` in PDF points (None for a space), as "left top width
    height word" lines in pixels at ``BOX_DPI`` from the page's top left."""
    lines: list[str] = []
    word: list[tuple[str, float, float, float, float]] = []

    def close() -> None:
        if word:
            left, right = min(c[1] for c in word), max(c[3] for c in word)
            bottom, top = min(c[2] for c in word), max(c[4] for c in word)
            lines.append(
                _box_line(left, height - top, right, height - bottom, "".join(c[0] for c in word))
            )
            word.clear()

    for char in chars:
        if char is None:
            close()
            continue
        if word:
            _, left, bottom, _, top = char
            _, last_left, last_bottom, last_right, last_top = word[-1]
            size = max(top - bottom, last_top - last_bottom, 1.0)
            if (
                left - last_right > 0.6 * size
                or abs((top + bottom) - (last_top + last_bottom)) / 2 > 0.7 * size
                or left < last_left - 0.5 * size
            ):
                close()
        word.append(char)
    close()
    return "\n".join(lines)


def _plumber_text(page: pdfplumber.page.Page, rel: str, number: int) -> tuple[str, str]:
    """One page's text layer and its words' boxes through pdfplumber; empty
    when it cannot be read."""
    try:
        text = page.extract_text() or ""
        words = page.extract_words() if text else []
    except Exception as exc:  # noqa: BLE001 - pdfminer raises many kinds
        log.info("text layer of %s p.%d unreadable: %s", rel, number, exc)
        return "", ""
    boxes = "\n".join(_box_line(w["x0"], w["top"], w["x1"], w["bottom"], w["text"]) for w in words)
    return text, boxes


def _box_line(left: float, top: float, right: float, bottom: float, word: str) -> str:
    """A ``Page.word_boxes`` line from a box in PDF points measured from the
    page's top left: "left top width height word" in pixels at ``BOX_DPI``."""
    scale = BOX_DPI / 72
    return (
        f"{round(left * scale)} {round(top * scale)} {max(1, round((right - left) * scale))} "
        f"{max(1, round((bottom - top) * scale))} {word}"
    )


def _plan_pdf_plumber(
    path: Path, rel: str, *, min_text_chars: int, max_pages: int
) -> tuple[list[PageJob], list[FileError]]:
    """``_plan_pdf`` through pdfplumber alone, for a file PDFium would not open."""
    jobs: list[PageJob] = []
    try:
        with pdfplumber.open(path) as pdf:
            problems = _page_count_problem(rel, len(pdf.pages), max_pages)
            if problems:
                return [], problems
            for number, page in enumerate(pdf.pages, start=1):
                layer = _plumber_text(page, rel, number)
                jobs.append(_pdf_job(path, rel, number, layer, min_text_chars))
                page.flush_cache()  # keep memory flat on long files
    except Exception as exc:  # noqa: BLE001 - pdfplumber wraps pdfminer's many errors
        # pdfplumber wraps the cause as PdfminerException(cause), not __cause__.
        causes = [exc, exc.__cause__, *getattr(exc, "args", ())]
        if any(isinstance(c, PDFPasswordIncorrect | PDFEncryptionError) for c in causes):
            return [], [FileError(rel, errors.ENCRYPTED_PDF, ENCRYPTED)]
        log.info("cannot open %s: %r", rel, exc)
        return [], [FileError(rel, errors.CORRUPT_FILE, CORRUPT)]
    return jobs, []


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ufffe\uffff]")


def _tidy(text: str) -> str:
    """PDFium's text with Unix line ends, no trailing blanks and no control characters."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return "\n".join(line.rstrip() for line in _CONTROL.sub("", text).split("\n"))


def _plan_image(
    path: Path, rel: str, kind: str, *, max_pages: int
) -> tuple[list[PageJob], list[FileError]]:
    try:
        with Image.open(path) as image:
            frames = getattr(image, "n_frames", 1)
            image.seek(frames - 1)
            image.load()  # a truncated file fails here, not later in a worker
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        log.info("cannot open image %s: %r", rel, exc)
        return [], [
            FileError(
                rel, errors.CORRUPT_FILE, "Imagem corrompida ou incompleta: envie-a novamente."
            )
        ]
    if frames > max_pages:
        return [], [
            FileError(
                rel, errors.TOO_LARGE, f"TIFF com {frames} páginas excede o limite de {max_pages}."
            )
        ]
    return [PageJob(rel, n, str(path), kind) for n in range(1, frames + 1)], []


def page_raster(job: PageJob, dpi: int) -> Image.Image:
    """The job's page as a grey image in memory, rasterised alone.

    Only this one page is rendered: a 300-page PDF never sits in memory.
    """
    if job.kind == "pdf":
        # One page at a time in the whole process (see PDFIUM_LOCK); the
        # other workers go on with Tesseract meanwhile.
        with PDFIUM_LOCK:
            pdf = pypdfium2.PdfDocument(job.path)
            try:
                return pdf[job.number - 1].render(scale=dpi / 72, grayscale=True).to_pil()
            finally:
                pdf.close()
    with Image.open(job.path) as image:
        image.seek(job.number - 1)
        return image.convert("L")


def page_image_file(job: PageJob, workdir: str, dpi: int) -> str:
    """The job's page as an image file Tesseract can read (the scan itself when it is one)."""
    if job.kind in ("jpeg", "png"):
        return job.path
    target = os.path.join(workdir, f"{abs(hash((job.file, job.number)))}-{job.number}.pgm")
    page_raster(job, dpi).save(target)
    return target


def read_page(job: PageJob, *, workdir: str, dpi: int = 300, language: str = "por") -> Page:
    """Read one page: its text layer, or OCR of its image."""
    if job.text is not None:
        return Page(job.file, job.number, job.text, source="text_layer", word_boxes=job.boxes)
    if job.kind in ("jpeg", "png"):
        # A single-frame image goes to Tesseract as it is when it needs no turn.
        with Image.open(job.path) as image:
            width, height = image.size
        result = ocr_page(job.path, language, workdir=workdir)
    else:
        raster = page_raster(job, dpi)
        width, height = raster.size
        result = ocr_page(raster, language, workdir=workdir)
    return Page(
        job.file,
        job.number,
        result.text,
        source="ocr",
        rotation=result.rotation,
        ocr_confidence=result.confidence,
        width=width,
        height=height,
        skew=result.skew,
        picture=result.picture,
        ink_lines=result.ink_lines,
        sparse_text=result.sparse,
        word_boxes=result.boxes,
    )


def read_scans(
    scans: Sequence[tuple[Path, str]],
    *,
    workers: int = 0,
    dpi: int = 300,
    language: str = "por",
    min_text_chars: int = 40,
    max_mb: int = 200,
    max_pages: int = 500,
    cache: PageCache | None = None,
    reader: Callable[[list[PageJob]], list[Page | FileError]] | None = None,
) -> tuple[list[Page], list[FileError]]:
    """Read every page of the given ``(path, relative name)`` scans.

    Pages come back in file order, then page order, whatever order the
    workers finish in. OCR runs in ``workers`` parallel Tesseract processes
    (default: one per core), or through ``reader`` (for instance Prefect
    tasks on a Dask cluster), which maps page jobs to ``read_job`` results.
    With a ``cache``, a scan whose bytes were read before is not opened again.
    """
    jobs: list[PageJob] = []
    problems: list[FileError] = []
    cached: dict[tuple[str, int], Page] = {}
    digests: dict[str, str] = {}
    for path, rel in scans:
        if cache is not None and path.stat().st_size > 0:
            digests[rel] = file_digest(path)
            hits = _cached_file(cache, digests[rel], rel)
            if hits:
                cached.update({(rel, page.number): page for page in hits})
                continue
        file_jobs, file_problems = plan_scan(
            path, rel, min_text_chars=min_text_chars, max_mb=max_mb, max_pages=max_pages
        )
        jobs.extend(file_jobs)
        problems.extend(file_problems)
    if reader is not None:
        pages = reader(jobs)
    else:
        pages = _read_jobs(jobs, workers=workers or os.cpu_count() or 1, dpi=dpi, language=language)
    read: dict[tuple[str, int], Page] = dict(cached)
    for page in pages:
        if isinstance(page, FileError):
            problems.append(page)
            continue
        read[(page.file, page.number)] = page
    if cache is not None:
        _store_files(cache, digests, [p for k, p in read.items() if k not in cached], problems)
    order = {rel: i for i, (_, rel) in enumerate(scans)}
    out = sorted(read.values(), key=lambda p: (order[p.file], p.number))
    return out, problems


# A file's page count is stored as page 0, so that a hit is all or nothing.
def _cached_file(cache: PageCache, digest: str, rel: str) -> list[Page]:
    head = cache.get(digest, 0, rel)
    if head is None:
        return []
    pages = [cache.get(digest, n, rel) for n in range(1, int(head.text) + 1)]
    return [] if any(p is None for p in pages) else pages  # type: ignore[misc]


def _store_files(
    cache: PageCache, digests: dict[str, str], pages: list[Page], problems: list[FileError]
) -> None:
    # Files with any problem are read again next time: a page that failed
    # once (a killed Tesseract) must not stay failed.
    failed = {p.file for p in problems}
    by_file: dict[str, list[Page]] = {}
    for page in pages:
        by_file.setdefault(page.file, []).append(page)
    for rel, file_pages in by_file.items():
        if rel in failed or rel not in digests:
            continue
        for page in file_pages:
            cache.put(digests[rel], page)
        cache.put(digests[rel], Page(rel, 0, str(len(file_pages)), source="count"))


def read_job(
    job: PageJob, *, workdir: str, dpi: int = 300, language: str = "por"
) -> Page | FileError:
    """``read_page``, with a failure turned into an ``unreadable_page`` error.

    The unit of work a distributed runner ships to a worker (picklable in,
    picklable out).
    """
    try:
        return read_page(job, workdir=workdir, dpi=dpi, language=language)
    except Exception as exc:  # noqa: BLE001 - one bad page must not sink the file
        log.warning("page %s p.%d unreadable: %r", job.file, job.number, exc)
        return FileError(
            job.file,
            errors.UNREADABLE_PAGE,
            "Página ilegível: não foi possível ler o conteúdo; confira manualmente.",
            page=job.number,
        )


def _read_jobs(
    jobs: Iterable[PageJob], *, workers: int, dpi: int, language: str
) -> list[Page | FileError]:
    # Threads suffice: each OCR is a separate tesseract process.
    with (
        tempfile.TemporaryDirectory(prefix="triagem-pages-") as workdir,
        ThreadPoolExecutor(max_workers=max(1, workers)) as pool,
    ):
        return list(
            pool.map(lambda job: read_job(job, workdir=workdir, dpi=dpi, language=language), jobs)
        )


def page_is_blank(page: Page) -> bool:
    return is_blank(page.text)
