"""Cost of evening out the lighting: the measure on every OCR'd page, the division on some.

    .venv/bin/python benchmarks/lighting.py CORPUS_DIR [--pages N] [--seed S]

Takes N scanned pages (no text layer) at random from the petitions of
CORPUS_DIR, renders each as ``extractors.scan`` does, and times
``extractors.lighting.is_uneven`` on all of them and ``even_out`` on those
it picks. Prints the mean milliseconds of each and how many pages were
uneven. A benchmark, not a test: it asserts nothing.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from PIL import Image

from extractors.lighting import even_out, is_uneven
from extractors.scan import page_raster
from triagem.evaluation import scanned_pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--pages", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    jobs = scanned_pages(args.corpus, args.seed, args.pages)
    measure = divide = 0.0
    uneven = 0
    for job in jobs:
        if job.kind in ("jpeg", "png"):
            with Image.open(job.path) as image:
                grey = image.convert("L")
        else:
            grey = page_raster(job, 300)
        started = time.perf_counter()
        picked = is_uneven(grey)
        measure += time.perf_counter() - started
        if picked:
            started = time.perf_counter()
            even_out(grey)
            divide += time.perf_counter() - started
            uneven += 1
    count = len(jobs)
    print(f"{count} OCR pages: measure {1000 * measure / max(1, count):.0f} ms a page")
    print(f"{uneven} uneven: even_out {1000 * divide / max(1, uneven):.0f} ms a page")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
