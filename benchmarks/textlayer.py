"""Time the planning of PDFs: each page's text layer (and its words' boxes) through PDFium.

    .venv/bin/python benchmarks/textlayer.py CORPUS_DIR [--rounds 3]

Plans every ``*.pdf`` one folder below ``CORPUS_DIR`` (a slice's petitions)
with ``extractors.scan.plan_scan``, as the pipeline does before any OCR, and
prints the best round's time a page. Run it from two checkouts (with and
without a change) on an idle machine to compare them. A benchmark, not a
test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from extractors.scan import plan_scan


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    files = sorted(args.corpus.glob("*/*.pdf"))
    best = float("inf")
    pages = text_pages = 0
    for _ in range(max(1, args.rounds)):
        start = time.perf_counter()
        pages = text_pages = 0
        for path in files:
            jobs, _ = plan_scan(path, path.name, min_text_chars=40, max_mb=200, max_pages=500)
            pages += len(jobs)
            text_pages += sum(job.text is not None for job in jobs)
        best = min(best, time.perf_counter() - start)
    if not pages:
        print("no PDF pages found")
        return 1
    print(
        f"{len(files)} files, {pages} pages ({text_pages} with a text layer): "
        f"best of {args.rounds} rounds {best:.2f} s, {best / pages * 1000:.2f} ms a page"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
