"""Cost of the sparse second reading: the same OCR pages read without and with it.

    .venv/bin/python benchmarks/reread.py CORPUS_DIR [--pages N] [--seed S]

Takes N scanned pages (no text layer) at random from the petitions of
CORPUS_DIR (folders with a truth.yaml, as ``triagem eval`` finds them),
reads them one after the other with the second reading off
(``REREAD_CONFIDENCE`` 0) and then on (the default), and prints both wall
times and how many pages were read twice. A benchmark, not a test: it
asserts nothing.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from extractors import ocr
from extractors.scan import read_page
from triagem.evaluation import scanned_pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--pages", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    jobs = scanned_pages(args.corpus, args.seed, args.pages)
    default = ocr.REREAD_CONFIDENCE
    for label, threshold in (("without", 0.0), ("with", default)):
        ocr.REREAD_CONFIDENCE = threshold
        start, twice = time.perf_counter(), 0
        with tempfile.TemporaryDirectory() as tmp:
            for job in jobs:
                twice += bool(read_page(job, workdir=tmp).sparse_text)
        print(
            f"{args.corpus}: {len(jobs)} OCR pages {label} the second reading: "
            f"{time.perf_counter() - start:.1f} s, {twice} read twice",
            flush=True,
        )
    ocr.REREAD_CONFIDENCE = default
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
