"""Text normalisation shared by the classifier and the field extractors.

OCR drops accents, confuses letters and splits words; the rules therefore
match on a folded form: lower case, accents removed, runs of white space
collapsed. ``fold`` keeps the string's length meaning (one output character
per input character where possible) only loosely; use it for matching, and
the original text for evidence snippets.
"""

from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"[ \t\r\f\v]+")
# A company's name ends with its kind: "X LTDA", "X S.A.", "X S/A", "X EIRELI", "X EPP".
ENDS_AS_COMPANY = re.compile(r"\b(?:LTDA|S\.?\s?/?\s?A\.?|EIRELI|EPP)\.?$", re.IGNORECASE)


def strip_accents(text: str) -> str:
    """'Certidão Negativa de Débitos' -> 'Certidao Negativa de Debitos'."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def fold(text: str) -> str:
    """Lower case, no accents, single spaces; newlines kept."""
    text = strip_accents(text).lower()
    text = text.replace("º", "o").replace("ª", "a")
    return "\n".join(_SPACES.sub(" ", line).strip() for line in text.splitlines())


def is_blank(text: str, min_chars: int = 12) -> bool:
    """True when a page holds (almost) no letters or digits.

    A scanner's empty back side gives a few specks that OCR turns into
    stray punctuation; twelve alphanumerics is less than any real title line.
    The line a fax machine prints across the top of every page it sends
    ("+55 55 3989-1053 PAG.01 07/06 16:38") is no content either.
    """
    kept = [
        line
        for line in text.splitlines()
        if not is_transmission_line(line)
        and not _SCANNER_APP_MARK.fullmatch(line.strip())
        and not is_imprinter_line(line)
        and not is_viewer_line(line)
    ]
    return sum(ch.isalnum() for line in kept for ch in line) < min_chars


# The mark a phone scanner app prints in a corner of every page it saves
# ("Digitalizado com CamScanner", "Scanned with ..."): no content either.
_SCANNER_APP_MARK = re.compile(
    r"\W*(?:digitalizado\s+(?:com|pelo|por)|scanned\s+(?:with|by)|criado\s+com)\s+\S+(?:\s+\S+)?\W*",
    re.IGNORECASE,
)


# What a PDF viewer's toolbar shows over a captured page (a screenshot of the
# viewer printed and scanned): the file's name, the zoom, the page counter
# ("Documento assinado.pdf", "145%", "1 / 3"). A captured empty page holds only
# that: no content.
_VIEWER_FILE = re.compile(r"[^\n]{0,60}?\.(?:pdf|jpe?g|png|tiff?)\b", re.IGNORECASE)
_VIEWER_ZOOM = re.compile(r"\b\d{2,3}\s?%")
_VIEWER_COUNTER = re.compile(r"\b\d{1,3}\s*(?:/|de)\s*\d{1,3}\b", re.IGNORECASE)
VIEWER_MAX_CHARS = 80


def is_viewer_line(line: str) -> bool:
    """True for a line of a PDF viewer's toolbar: a file name, a zoom or a page
    counter, and nothing else."""
    line = line.strip()
    if not line or len(line) > VIEWER_MAX_CHARS:
        return False
    rest = _VIEWER_COUNTER.sub(" ", _VIEWER_ZOOM.sub(" ", _VIEWER_FILE.sub(" ", line)))
    return rest != line and not any(ch.isalnum() for ch in rest)


# The line a production scanner's imprinter (endorser) prints on every sheet
# it feeds, blank backs included: counters of the box, batch, document, sheet
# or image ("DIGITALIZACAO CX 195 LT 061708 FL 0002", "SMT/PROT LOTE 099953
# DOC 006749 PAG 0008", "CAPTURA EST04 086071-0004"), a date or time at most,
# and a word or three of the station's name in capitals. A counter is a
# number of three digits or more, or one after a counter's tag; OCR may read
# a zero as "O".
_IMPRINTER_TAGS = frozenset(
    [
        "lote",
        "lt",
        "doc",
        "docto",
        "img",
        "imagem",
        "cx",
        "caixa",
        "fl",
        "fls",
        "folha",
        "seq",
        "batch",
        "vol",
        "pacote",
        "pct",
        "pag",
        "pg",
    ]
)
_IMPRINTER_DATE = re.compile(r"\b\d{1,2}[/.:h]\d{2}(?:[/.:]\d{2,4})?\b")
_IMPRINTER_TOKEN = re.compile(r"[^\W_]+")
# A CPF, CNPJ or CEP is the holder's, never a counter.
_IMPRINTER_NOT = re.compile(r"\d\.\d{3}|/\d{4}-\d{2}|\b\d{5}-\d{3}\b")
IMPRINTER_MAX_CHARS = 90
IMPRINTER_MAX_WORDS = 3


def is_imprinter_line(line: str) -> bool:
    """True for a scanner imprinter's counter line: two counters or more, and
    besides them counters' tags, a date, a time and a few words in capitals."""
    line = line.strip()
    if len(line) > IMPRINTER_MAX_CHARS or _IMPRINTER_NOT.search(line):
        return False
    tokens = _IMPRINTER_TOKEN.findall(_IMPRINTER_DATE.sub(" ", line))
    counters = words = 0
    after_tag = False
    for token in tokens:
        number = token.upper().replace("O", "0")
        if number.isdigit() and (len(number) >= 3 or after_tag):
            counters += 1
        elif token.lower() in _IMPRINTER_TAGS:
            after_tag = True
            continue
        elif token.isupper() or token.isdigit():
            words += 1
        else:
            return False
        after_tag = False
    return counters >= 2 and words <= IMPRINTER_MAX_WORDS


# A fax transmission line: short, and two of a time of day ("16:38",
# "11h52"), a telephone number (dashed, dotted or spaced), the word fax, a
# sender ("DE:") and a page mark ("PAG 02/06", OCR's "PAO. 02/02"); a few
# words of the sender's name besides. OCR garbles the small print of these
# lines ("17he9"), so no one mark is required.
_TRANSMISSION_MARKS = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"\b\d{1,2}\s?[:h]\s?\d{2}\b",
        r"\(?\b\d{2}\)?\s*\d{4,5}[-. ]\d{4}\b",
        r"\bfax\b",
        r"(?:^|\s)de\s?[:\-]",
        r"\bpa[gqo0]?(?:ina)?\.?\s*\d{1,3}\s*(?:/|de\b)\s*\d{1,3}\b",
    )
)
TRANSMISSION_MAX_CHARS = 90


def is_transmission_line(line: str) -> bool:
    """True for a fax machine's or fax server's header line (``_TRANSMISSION_MARKS``)."""
    if len(line.strip()) > TRANSMISSION_MAX_CHARS:
        return False
    return sum(bool(mark.search(line)) for mark in _TRANSMISSION_MARKS) >= 2
