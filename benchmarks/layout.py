"""What the readings by position (extractors.layout) cost the field readers.

    python benchmarks/layout.py CORPUS_DIR REPORTS_DIR

For every document of a kept evaluation run (``triagem eval CORPUS_DIR
--reports REPORTS_DIR``) the fields are read from its pages, taken from the
page cache (``TRIAGEM_CACHE_DIR``), twice in one process: with the pages'
word boxes and without them (the readings of the session before). Prints
the time of each pass, their ratio, the share of documents where a wrapped
value was joined, and the size the boxes add to the cached pages. OCR is
not timed: the boxes come from the same Tesseract call as the text.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from pathlib import Path

from extractors.fields import extract_fields
from extractors.layout import cell_text
from extractors.scan import read_scans
from triagem.evaluation import find_petitions
from triagem.pipeline import page_cache
from triagem.settings import Settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("reports", type=Path)
    args = parser.parse_args(argv)
    cache = page_cache(Settings(cache_enabled=True))
    documents = []
    for folder in find_petitions(args.corpus):
        report = json.loads((args.reports / folder.name / "report.json").read_text("utf-8"))
        names = sorted({d["file"] for d in report["documents"]})
        pages, _ = read_scans([(folder / name, name) for name in names], cache=cache)
        by_key = {(p.file, p.number): p for p in pages}
        for doc in report["documents"]:
            doc_pages = [
                by_key[(doc["file"], n)] for n in doc["pages"] if (doc["file"], n) in by_key
            ]
            if doc_pages:
                documents.append((doc["type"], doc_pages))
    plain = [(t, [dataclasses.replace(p, word_boxes="") for p in ps]) for t, ps in documents]
    timings = {}
    for label, docs in (("without boxes", plain), ("with boxes", documents)):
        start = time.perf_counter()
        for doc_type, doc_pages in docs:
            extract_fields(doc_type, doc_pages)
        timings[label] = time.perf_counter() - start
    joined = sum(
        any(p.word_boxes and cell_text(p.text, p.word_boxes) for p in ps) for _, ps in documents
    )
    pages = {(p.file, p.number): p for _, ps in documents for p in ps}.values()
    text_bytes = sum(len(p.text.encode()) for p in pages)
    box_bytes = sum(len(p.word_boxes.encode()) for p in pages)
    n = len(documents)
    print(f"{n} documents, {len(pages)} pages")
    for label, seconds in timings.items():
        print(f"fields {label}: {seconds:.2f} s ({1000 * seconds / n:.1f} ms a document)")
    print(f"ratio: {timings['with boxes'] / timings['without boxes']:.2f}")
    print(f"documents with a wrapped value joined: {joined} ({100 * joined / n:.1f}%)")
    print(f"text {text_bytes / 1e6:.2f} MB, word boxes {box_bytes / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
