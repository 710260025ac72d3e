"""How well the ink tells a scanned page's orientation, before any OCR.

    .venv/bin/python benchmarks/orientation.py CORPUS_DIR [CORPUS_DIR ...]

For every image page of every petition with a ``truth.yaml`` (the corpus
generator's, whose pages carry their true ``rotation``), the page is
rendered as the pipeline renders it and ``extractors.geometry.analyse`` is
asked which way is up. Printed: the confusion of true against guessed
rotation; how many pages the measure was ``sure`` of, and how many of those
it got right (a sure page is turned before its one Tesseract pass; a wrong
sure guess costs a second pass, never a wrong reading, since the reading is
checked afterwards); and the time the measure took a page.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

import yaml
from PIL import Image

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from extractors.geometry import analyse  # noqa: E402
from extractors.scan import page_raster, plan_scan  # noqa: E402


def _pages(corpus: Path):
    """``(truth rotation, PIL image)`` for every image page of the corpus."""
    for truth_file in sorted(corpus.rglob("truth.yaml")):
        truth = yaml.safe_load(truth_file.read_text("utf-8"))
        for entry in truth.get("files", []):
            if entry.get("text_layer") or entry.get("error"):
                continue
            path = truth_file.parent / entry["file"]
            if not path.is_file():
                continue
            rotations = {p["page"]: p.get("rotation", 0) for p in entry.get("pages", [])}
            jobs, _ = plan_scan(path, entry["file"], min_text_chars=40, max_mb=200, max_pages=500)
            for job in jobs:
                if job.text is not None or job.number not in rotations:
                    continue
                if job.kind in ("jpeg", "png"):
                    with Image.open(job.path) as image:
                        image.load()
                        yield rotations[job.number], image
                else:
                    yield rotations[job.number], page_raster(job, 300)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path, nargs="+")
    args = parser.parse_args(argv)
    confusion: collections.Counter = collections.Counter()
    sure_right = sure_wrong = sure_turned = turned = pages = 0
    seconds = 0.0
    with tempfile.TemporaryDirectory():
        for corpus in args.corpora:
            for truth, image in _pages(corpus):
                started = time.perf_counter()
                geometry = analyse(image)
                seconds += time.perf_counter() - started
                pages += 1
                turned += truth != 0
                confusion[(truth, geometry.rotation)] += 1
                if geometry.sure:
                    if geometry.rotation == truth:
                        sure_right += 1
                        sure_turned += truth != 0
                    else:
                        sure_wrong += 1
    print(f"{pages} image pages, {turned} of them turned")
    print("true -> guessed: pages")
    for (truth, guess), count in sorted(confusion.items()):
        print(f"  {truth:3d} -> {guess:3d}: {count}")
    print(f"sure: {sure_right + sure_wrong} pages, right {sure_right}, wrong {sure_wrong}")
    print(f"turned pages turned upright before OCR (sure and right): {sure_turned} of {turned}")
    right_turned = sum(c for (t, g), c in confusion.items() if t and t == g)
    print(f"turned pages guessed right (sure or not): {right_turned} of {turned}")
    print(f"time: {1000 * seconds / max(pages, 1):.0f} ms a page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
