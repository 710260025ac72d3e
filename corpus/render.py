"""HTML to born-digital PDF with WeasyPrint, reproducibly.

WeasyPrint's font subsetter (fontTools) stamps the current time into each
embedded font's ``head`` table unless ``SOURCE_DATE_EPOCH`` is set; with it
fixed, the same HTML always gives the same bytes (on the same WeasyPrint and
font versions).
"""

from __future__ import annotations

import os
from collections.abc import Sequence

# 2026-01-01T00:00:00Z: any fixed instant will do, it only has to not move.
os.environ.setdefault("SOURCE_DATE_EPOCH", "1767225600")

import weasyprint  # noqa: E402  (must see SOURCE_DATE_EPOCH first)


def layout(html: str) -> weasyprint.Document:
    """Lay out one document's HTML; ``len(result.pages)`` is its page count."""
    return weasyprint.HTML(string=html).render()


def to_pdf(documents: Sequence[weasyprint.Document]) -> bytes:
    """One PDF holding the pages of ``documents`` in order."""
    if not documents:
        raise ValueError("no documents to write")
    pages = [page for doc in documents for page in doc.pages]
    return documents[0].copy(pages).write_pdf()


def html_to_pdf(html: str) -> bytes:
    """Convenience: one HTML document straight to PDF bytes."""
    return to_pdf([layout(html)])
