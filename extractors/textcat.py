"""A small statistical page classifier, consulted only where the rules are weak.

The model is a spaCy bag-of-words ``textcat`` (exclusive classes) over the
folded page text, trained by ``extractors/train_textcat.py`` and shipped
under ``extractors/model/textcat``. The rules stay first: the classifier
asks the model only about a page the rules found nothing on or could not
decide, and the model's answer is recorded as a rule id
(``textcat:<type>``) with its probability, so a clerk sees which it was.

Without the model on disk the classifier works on rules alone.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import spacy

from extractors.text import fold

MODEL_DIR = Path(__file__).parent / "model" / "textcat"
# Texts are cut to this many characters: the header and first lines carry
# the type, and a long contract page adds only noise and time.
MAX_CHARS = 3000


def model_text(text: str) -> str:
    """The text the model sees: folded, newlines as spaces, cut to MAX_CHARS."""
    return " ".join(fold(text).split())[:MAX_CHARS]


@lru_cache(maxsize=1)
def _model() -> spacy.language.Language | None:
    if not (MODEL_DIR / "config.cfg").exists():
        return None
    return spacy.load(MODEL_DIR)


def available() -> bool:
    """True when the trained model is shipped beside this module."""
    return _model() is not None


def predict(text: str, top: int = 3) -> list[tuple[str, float]]:
    """The model's ``top`` types for a page with their probabilities, best first.

    Empty when no model is installed.
    """
    nlp = _model()
    if nlp is None:
        return []
    cats = nlp(model_text(text)).cats
    return sorted(cats.items(), key=lambda kv: kv[1], reverse=True)[:top]
