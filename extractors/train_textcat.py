"""Train the small page-type model of ``extractors.textcat``, reproducibly.

    python -m extractors.train_textcat CORPUS_DIR [CORPUS_DIR ...] [--out DIR]

CORPUS_DIR holds petitions written by ``python -m corpus.generate corpus``
(each with truth.yaml). Every page that has a text layer is a training
example, labelled with its true type; each is also added twice more with
OCR-like damage (accents dropped, confusable letters swapped, words split
and run together), drawn from a fixed seed, so the model learns the
damaged forms Tesseract yields. The same corpora and seed give the same
model: spaCy's random seed is fixed, the examples are sorted, and the
model is a bag-of-words textcat (no pretrained vectors). Its hashed feature
table is kept small (2**14 rows) so the shipped model stays about a
megabyte.

The model shipped in extractors/model/textcat was trained with:

    python -m corpus.generate corpus /tmp/train --count 11 --seed 5001
    python -m extractors.train_textcat /tmp/train
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import pdfplumber
import spacy
import yaml
from spacy.training import Example
from spacy.util import fix_random_seed, minibatch

from extractors.textcat import MODEL_DIR, model_text
from triagem.models import Page  # noqa: F401 - the labels are Page types

SEED = 20261130
EPOCHS = 12
DAMAGED_COPIES = 2
LABELS_EXTRA = ("outro",)

_CONFUSIONS = {
    "o": "0",
    "i": "1",
    "l": "1",
    "s": "5",
    "e": "c",
    "a": "o",
    "m": "rn",
    "b": "8",
    "c": "e",
    "u": "v",
}


def damage(text: str, rate: float, rng: random.Random) -> str:
    """``text`` with OCR-like damage at about ``rate`` per character."""
    out = []
    for ch in text:
        r = rng.random()
        low = ch.lower()
        if low in _CONFUSIONS and r < rate:
            out.append(_CONFUSIONS[low])
        elif ch == " " and r < rate / 3:
            continue  # words run together
        elif ch.isalpha() and r > 1 - rate / 4:
            out.append(ch + " ")  # a word split
        else:
            out.append(ch)
    return "".join(out)


def corpus_pages(corpus: Path) -> list[tuple[str, str]]:
    """``(text, type)`` for every text-layer page of every petition under ``corpus``."""
    pages: list[tuple[str, str]] = []
    for folder in sorted(p for p in corpus.iterdir() if (p / "truth.yaml").exists()):
        truth = yaml.safe_load((folder / "truth.yaml").read_text("utf-8"))
        for entry in truth["files"]:
            if entry.get("format") != "pdf" or not entry.get("text_layer") or entry.get("error"):
                continue
            with pdfplumber.open(folder / entry["file"]) as pdf:
                for page in entry["pages"]:
                    text = pdf.pages[page["page"] - 1].extract_text() or ""
                    if page["type"] != "em_branco" and text.strip():
                        pages.append((text, page["type"]))
    return pages


def build_examples(pages: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Clean and damaged copies of every page, in a fixed order."""
    rng = random.Random(SEED)
    examples = []
    for text, label in pages:
        examples.append((model_text(text), label))
        for copy in range(DAMAGED_COPIES):
            examples.append((model_text(damage(text, 0.03 + 0.04 * copy, rng)), label))
    return examples


def train(examples: list[tuple[str, str]], labels: list[str]) -> spacy.language.Language:
    """A blank Portuguese pipeline with a trained bag-of-words textcat."""
    fix_random_seed(SEED)
    nlp = spacy.blank("pt")
    textcat = nlp.add_pipe(
        "textcat",
        config={
            "model": {
                "@architectures": "spacy.TextCatBOW.v3",
                "exclusive_classes": True,
                "ngram_size": 2,
                "no_output_layer": False,
                "length": 2**14,
            }
        },
    )
    for label in labels:
        textcat.add_label(label)
    data = [
        Example.from_dict(nlp.make_doc(text), {"cats": {lb: float(lb == label) for lb in labels}})
        for text, label in examples
    ]
    optimizer = nlp.initialize(lambda: data)
    rng = random.Random(SEED)
    for epoch in range(EPOCHS):
        rng.shuffle(data)
        losses: dict[str, float] = {}
        for batch in minibatch(data, size=16):
            nlp.update(batch, sgd=optimizer, losses=losses)
        print(f"epoch {epoch + 1}: loss {losses.get('textcat', 0.0):.3f}", file=sys.stderr)
    return nlp


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, default=MODEL_DIR)
    args = parser.parse_args(argv)
    pages = [page for corpus in args.corpora for page in corpus_pages(corpus)]
    if not pages:
        parser.error("no text-layer pages with truth.yaml found")
    labels = sorted({label for _, label in pages} | set(LABELS_EXTRA))
    nlp = train(build_examples(pages), labels)
    args.out.mkdir(parents=True, exist_ok=True)
    nlp.to_disk(args.out)
    print(f"{len(pages)} pages, {len(labels)} types -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
