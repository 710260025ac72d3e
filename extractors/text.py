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
    """
    return sum(ch.isalnum() for ch in text) < min_chars
