"""A content-addressed cache of pages already read.

Reading is the cost of the pipeline (Tesseract, about 1.5 s a page here), and
the same scans come back: a retry after a fault, a re-run after a
supplement adds one file to a petition. Pages are cached by the hash of the
scan's bytes, the page number and everything that changes what reading
yields (resolution, language, Tesseract's version, this module's version), so
a renamed file is still a hit and a changed one never is.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import tempfile
from pathlib import Path

from triagem.models import Page

log = logging.getLogger(__name__)

# Bump when reading changes what it returns for the same bytes.
# 18: a square of one flat tone (a sticky note) is not a picture (extractors.pictures);
# 17: a reading made another way replaces the kept one only with clearly more sure words;
# 16: dark ink below a mean confidence of 65 (was 50); low-resolution pages read enlarged;
# 15: a poorly read page of print is read again with only its darkest ink (extractors.ocr);
# 14: Page.ink_lines (lines of print in the ink, however OCR read them);
# 13: an evened-out page read as (almost) nothing is read as taken too (extractors.ocr;
# 12 was a looser trial of it);
# 11: plates' fifth letters read as zeros set right by shape (extractors.glyphs);
# 10: the words' boxes of text-layer pages too;
# 9: Page.word_boxes (the words' positions, for extractors.layout);
# 8: unevenly lit pages evened out before OCR (extractors.lighting);
# 7: Page.sparse_text (a second, sparse reading of a poorly read page);
# 6: Page.picture (pictures on the page); 5: orientation from the ink before
# OCR, text layer by PDFium.
READER_VERSION = "18"


def file_digest(path: Path) -> str:
    """sha256 of a file's bytes, read in chunks (scans can be large)."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


class PageCache:
    """Pages on disk under ``root``, one small JSON file each.

    Writes go to a temporary file then ``os.replace``, so a process killed
    mid-write leaves no half entry, and two processes can share the cache.
    """

    def __init__(self, root: Path, **reading: object) -> None:
        self.root = root
        settings = json.dumps({"v": READER_VERSION, **reading}, sort_keys=True, default=str)
        self.salt = hashlib.sha256(settings.encode()).hexdigest()[:16]

    def _path(self, digest: str, number: int) -> Path:
        return self.root / self.salt / digest[:2] / f"{digest}-{number}.json"

    def get(self, digest: str, number: int, file: str) -> Page | None:
        path = self._path(digest, number)
        try:
            data = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError):
            return None
        # The file name is the petition's, not the cache's: a renamed scan hits.
        return Page(**{**data, "file": file})

    def put(self, digest: str, page: Page) -> None:
        path = self._path(digest, page.number)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(dataclasses.asdict(page), fh, ensure_ascii=False)
            os.replace(tmp, path)
        except OSError as exc:  # a full or read-only cache must not fail a petition
            log.warning("page cache not written (%s): %s", path, exc)
