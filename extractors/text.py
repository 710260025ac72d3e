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
    kept = [line for line in text.splitlines() if not _TRANSMISSION_LINE.search(line)]
    return sum(ch.isalnum() for line in kept for ch in line) < min_chars


# A fax transmission line: a time of day with a telephone number or the word
# fax, and little else (a few words of the sender's name, a page mark).
_TRANSMISSION_LINE = re.compile(
    r"^(?=.*\b\d{1,2}:\d{2}\b)"
    r"(?=.*(?:\(?\b\d{2}\)?\s*\d{4,5}-\d{4}\b|\bfax\b))"
    r".{0,80}$",
    re.IGNORECASE,
)
