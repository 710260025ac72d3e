"""Classify pages with spaCy rule matching, then group them into documents.

``classify_page`` scores every document type by the patterns of
``extractors.patterns`` found on the page (a blank ``spacy.blank("pt")``
pipeline with a PhraseMatcher over the folded text, plus a fuzzy pass over
the header lines for titles that OCR damaged), and says how sure it is.
``split_documents`` walks each file's pages in order and starts a new
document where a title line appears, keeping untitled pages with the
document before them.

The classifier is honest rather than clever: a page whose best type is weak
or contested gets a low confidence, and the pipeline sends it to a person.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import spacy
from rapidfuzz import fuzz
from spacy.matcher import PhraseMatcher

from extractors.patterns import TITLE_WEIGHT, Pattern, all_patterns
from extractors.text import fold, is_blank
from triagem.models import Classification, Document, Page

# Lines at the top of a page where title lines live.
HEADER_LINES = 14
# A title found below the header counts half: it may be a citation in a body.
BODY_TITLE_FACTOR = 0.5
# OCR-damaged titles: partial_ratio at or above this on a header line counts.
FUZZY_MIN = 90
FUZZY_WEIGHT = 2.5
# Each further distinct cue adds this fraction less than the one before.
CUE_DECAY = 0.75
# Score at which a type is fully established (one title plus a cue).
FULL_SCORE = 4.0
# A page whose own OCR confidence is below this goes to a person.
MIN_OCR_CONFIDENCE = 45.0

_PAGE_OF = re.compile(r"(?:pagina|pag\.?|folha|fl\.?)\s*(\d{1,3})\s*(?:de|/)\s*(\d{1,3})")


@lru_cache(maxsize=1)
def _matcher() -> tuple[spacy.language.Language, PhraseMatcher, dict[str, Pattern]]:
    """The blank Portuguese pipeline and its matcher, built once per process."""
    nlp = spacy.blank("pt")
    matcher = PhraseMatcher(nlp.vocab, attr="ORTH")
    by_id: dict[str, Pattern] = {}
    for pattern in all_patterns():
        by_id[pattern.id] = pattern
        matcher.add(pattern.id, [nlp.make_doc(pattern.phrase)])
    return nlp, matcher, by_id


def page_position(text: str) -> tuple[int, int] | None:
    """``(n, m)`` from "página n de m" / "folha n/m" on the page, if printed."""
    match = _PAGE_OF.search(fold(text))
    if not match:
        return None
    n, m = int(match.group(1)), int(match.group(2))
    return (n, m) if 0 < n <= m else None


@dataclass(frozen=True)
class PageScores:
    """What the rules found on one page: score, rule ids and titled types."""

    scores: dict[str, float]
    fired: dict[str, list[str]]
    titled: frozenset[str]


def cue_score(count: int) -> float:
    """Distinct cues add up with diminishing returns, approaching FULL_SCORE.

    One cue is worth 1; eleven (a cartão CNPJ's labels, even with its title
    lost in a two-column layout) about 3.8, which establishes the type
    without a title, while a few generic labels shared by many documents
    stay weak.
    """
    return FULL_SCORE * (1 - CUE_DECAY**count)


def _fuzzy_title(phrase: str, line: str) -> bool:
    """True when ``line`` reads as ``phrase`` with a few OCR-damaged letters.

    A line shorter than the title must match it whole (else "certificado de
    regularidade" would pass for "certidão de regularidade do PIS"); a longer
    one, up to a title line's length, must hold it.
    """
    if len(line) < len(phrase):
        return len(line) >= 0.85 * len(phrase) and fuzz.ratio(phrase, line) >= FUZZY_MIN
    return len(line) <= 1.6 * len(phrase) + 10 and fuzz.partial_ratio(phrase, line) >= FUZZY_MIN


def score_page(text: str) -> PageScores:
    """Score every document type by the patterns found in ``text``."""
    lines = [line for line in fold(text).splitlines() if line.strip()]
    # Titles often wrap over two lines: match on the lines joined by spaces
    # (a newline would be a token of its own and break a phrase).
    header_end = len(" ".join(lines[:HEADER_LINES]))
    nlp, matcher, by_id = _matcher()
    doc = nlp.make_doc(" ".join(lines))
    scores: dict[str, float] = {}
    cues: dict[str, int] = {}
    fired: dict[str, list[str]] = {}
    titled: set[str] = set()
    seen: set[str] = set()
    for match_id, start, _end in matcher(doc):
        pattern = by_id[nlp.vocab.strings[match_id]]
        if pattern.id in seen:
            continue
        seen.add(pattern.id)
        if pattern.kind == "title":
            in_header = doc[start].idx < header_end
            weight = TITLE_WEIGHT if in_header else TITLE_WEIGHT * BODY_TITLE_FACTOR
            if in_header:
                titled.add(pattern.type)
            scores[pattern.type] = scores.get(pattern.type, 0.0) + weight
        else:
            cues[pattern.type] = cues.get(pattern.type, 0) + 1
        fired.setdefault(pattern.type, []).append(pattern.id)

    # Titles that OCR damaged ("CERTIDA0 NEGATlVA") on the header lines.
    # Only where no title was read exactly, and only on lines about a title's
    # length: a long body line quoting half a title is not a title.
    header_lines = [] if titled else lines[:HEADER_LINES]
    for pattern in by_id.values():
        if pattern.kind != "title" or pattern.id in seen or len(pattern.phrase) < 12:
            continue
        if any(_fuzzy_title(pattern.phrase, line) for line in header_lines):
            seen.add(pattern.id)
            titled.add(pattern.type)
            scores[pattern.type] = scores.get(pattern.type, 0.0) + FUZZY_WEIGHT
            fired.setdefault(pattern.type, []).append(f"{pattern.id}~fuzzy")

    for doc_type, count in cues.items():
        scores[doc_type] = scores.get(doc_type, 0.0) + cue_score(count)
    return PageScores(scores, fired, frozenset(titled))


def classify_page(page: Page) -> Classification:
    """The most likely document type of one page, its confidence and its rules."""
    if is_blank(page.text):
        return Classification("em_branco", 0.99, ("blank:few_characters",), starts_document=False)
    found = score_page(page.text)
    position = page_position(page.text)
    continued = position is not None and position[0] > 1
    if not found.scores:
        return Classification("outro", 0.3, ("no_rule",), starts_document=not continued)

    ranked = sorted(found.scores.items(), key=lambda kv: kv[1], reverse=True)
    best_type, best = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    strength = min(1.0, best / FULL_SCORE)
    margin = (best - second) / best
    confidence = round(strength * (0.5 + 0.5 * margin), 3)
    if page.ocr_confidence is not None and page.ocr_confidence < MIN_OCR_CONFIDENCE:
        confidence = round(min(confidence, page.ocr_confidence / 100), 3)
    starts = best_type in found.titled and not continued
    return Classification(
        best_type,
        confidence,
        tuple(found.fired[best_type]),
        starts_document=starts,
        alternatives=tuple((t, round(v, 2)) for t, v in ranked[:5]),
    )


def split_documents(
    pages: Sequence[Page],
    classifications: Sequence[Classification],
    *,
    review_threshold: float = 0.6,
) -> list[Document]:
    """Group consecutive pages of each file into documents.

    A page starts a new document when it carries a title line (unless it says
    it is page n>1 of its document), or when, untitled, it is confidently of
    another type than the document being built. An untitled page of the same
    or an uncertain type continues the document before it, across blank pages
    (an empty back side does not end a document). Blank pages become
    ``em_branco`` documents of their own so that nothing is dropped silently.
    """
    documents: list[Document] = []
    current: dict | None = None
    current_file: str | None = None

    def close() -> None:
        nonlocal current
        if current is not None:
            documents.append(_to_document(current, review_threshold))
            current = None

    for page, cls in zip(pages, classifications, strict=True):
        if page.file != current_file:
            close()
            current_file = page.file
        if cls.type == "em_branco":
            documents.append(
                Document(page.file, (page.number,), "em_branco", cls.confidence, rules=cls.rules)
            )
            continue
        if current is not None and _continues(current, cls, review_threshold):
            current["pages"].append(page.number)
            current["page_confidences"].append(cls.confidence)
            continue
        close()
        current = {
            "file": page.file,
            "pages": [page.number],
            "cls": cls,
            "page_confidences": [cls.confidence],
        }
    close()
    # Blank pages were appended as they came; restore file/page order.
    order = {name: i for i, name in enumerate(dict.fromkeys(p.file for p in pages))}
    documents.sort(key=lambda d: (order[d.file], d.pages[0]))
    return documents


def _continues(current: dict, cls: Classification, review_threshold: float) -> bool:
    if cls.starts_document:
        return False
    head: Classification = current["cls"]
    if cls.type in (head.type, "outro"):
        return True
    # Untitled and best read as another type: still the same document if the
    # page bears some mark of the document being built (page 2 of a contrato
    # social quoting a certidão), a new one when it bears none and its own
    # type is clear enough to trust.
    if any(t == head.type for t, _ in cls.alternatives):
        return True
    return cls.confidence < review_threshold


def _to_document(current: dict, review_threshold: float) -> Document:
    cls: Classification = current["cls"]
    needs_review = cls.type == "outro" or cls.confidence < review_threshold
    reason = None
    if needs_review:
        reason = (
            f"Tipo de documento incerto (confiança {cls.confidence:.0%}); confira manualmente."
            if cls.type != "outro"
            else "Documento não reconhecido; confira manualmente."
        )
    return Document(
        file=current["file"],
        pages=tuple(current["pages"]),
        type=cls.type,
        confidence=cls.confidence,
        rules=cls.rules,
        needs_review=needs_review,
        review_reason=reason,
    )
