"""Throughput benchmark: the pipeline against the raw Tesseract ceiling.

    .venv/bin/python benchmarks/bench.py [PETITIONS_DIR] [--out docs/performance.md]

Measured in one run, on the same pages:

- the raw ceiling: the ``tesseract`` command line (``-l por``, 300 dpi page
  images, ``OMP_THREAD_LIMIT=1``) over every scanned page, as many parallel
  processes as cores;
- the pipeline: ``check_petition`` (reading, orientation, OCR,
  classification, fields, checklist, report and letters) on the petitions
  holding those pages, cache off, scanned and born-digital apart, after one
  untimed warm-up petition (a worker loads its models once);
- raw and pipeline alternate for ``--rounds`` rounds on the scanned pages,
  and the means are compared, so that the machine's busier minutes weigh on
  both;
- re-processing an unchanged petition (result cache on) against its first run;
- peak resident memory reading one long scanned PDF (100 and 300 pages), in a
  fresh process each, so that growth with pages shows.

Figures and ratios go to standard output and, with ``--out``, to a Markdown
file with the date and the machine. Benchmarks, not tests: nothing here
asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from extractors.scan import list_scans, plan_scan  # noqa: E402
from triagem.pipeline import (  # noqa: E402
    check_petition,
    classify_pages,
    extract_documents,
    read_petition,
)
from triagem.settings import Settings  # noqa: E402


def _scanned_jobs(folder: Path) -> tuple[list, int]:
    """The petition's page jobs needing OCR, and its count of text-layer pages."""
    jobs, text_pages = [], 0
    for path in list_scans(folder):
        file_jobs, _ = plan_scan(path, path.name, min_text_chars=40, max_mb=200, max_pages=500)
        for job in file_jobs:
            if job.text is None:
                jobs.append(job)
            else:
                text_pages += 1
    return jobs, text_pages


def _page_images(jobs: list, workdir: Path) -> list[Path]:
    """Every scanned page as a 300 dpi image file, as the pipeline renders them."""
    from extractors.scan import page_image_file

    images = []
    for job in jobs:
        path = Path(page_image_file(job, str(workdir), 300))
        target = workdir / f"raw-{len(images):04d}{path.suffix}"
        shutil.copy(path, target)
        images.append(target)
    return images


def raw_ceiling(images: list[Path], workers: int) -> float:
    """Seconds for the tesseract CLI over ``images`` with ``workers`` processes."""
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}

    def one(image: Path) -> None:
        subprocess.run(
            ["tesseract", str(image), "-", "-l", "por"],
            check=True,
            capture_output=True,
            env=env,
        )

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(one, images))
    return time.perf_counter() - started


def _pipeline_seconds(folders: list[Path], settings: Settings, out: Path) -> float:
    started = time.perf_counter()
    for folder in folders:
        check_petition(folder, out / folder.name, settings)
    return time.perf_counter() - started


def _page_path_seconds(folders: list[Path], settings: Settings) -> float:
    """Seconds of the per-page work alone: reading, classification and fields.

    The letters and the report are made once per petition, whatever its
    pages; this is the part that grows with pages, where the text layer and
    OCR differ.
    """
    started = time.perf_counter()
    for folder in folders:
        read = read_petition(folder, settings)
        extract_documents(classify_pages(read.pages, settings), read.pages)
    return time.perf_counter() - started


def _memory_probe(pages: int, source_pdf: Path, workdir: Path) -> dict:
    """Peak RSS of a fresh process reading a ``pages``-page scanned PDF."""
    from pypdf import PdfReader, PdfWriter

    reader = PdfReader(source_pdf)
    writer = PdfWriter()
    for i in range(pages):
        writer.add_page(reader.pages[i % len(reader.pages)])
    big = workdir / f"long-{pages}.pdf"
    with big.open("wb") as fh:
        writer.write(fh)
    code = (
        "import resource, sys, time, json\n"
        f"sys.path.insert(0, {str(REPO)!r})\n"
        "from pathlib import Path\n"
        "from extractors.scan import read_scans\n"
        "t = time.perf_counter()\n"
        f"pages, errors = read_scans([(Path({str(big)!r}), 'long.pdf')])\n"
        "own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
        "print(json.dumps({'pages': len(pages), 'errors': len(errors), "
        "'seconds': time.perf_counter() - t, 'self_mb': own / 1024, 'child_mb': kids / 1024}))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("petitions", type=Path, nargs="?", default=REPO / "samples" / "petitions")
    parser.add_argument("--out", type=Path, default=None, help="write the figures as Markdown")
    parser.add_argument("--memory-pages", type=int, nargs="*", default=[100, 300])
    parser.add_argument(
        "--rounds", type=int, default=2, help="alternate raw and pipeline runs this many times"
    )
    args = parser.parse_args(argv)
    cores = os.cpu_count() or 1
    folders = sorted(p for p in args.petitions.iterdir() if p.is_dir())

    scanned_folders, digital_folders, jobs, digital_pages = [], [], [], 0
    for folder in folders:
        folder_jobs, text_pages = _scanned_jobs(folder)
        if folder_jobs and not text_pages:
            scanned_folders.append(folder)
            jobs.extend(folder_jobs)
        elif text_pages and not folder_jobs:
            digital_folders.append(folder)
            digital_pages += text_pages
    print(
        f"{len(scanned_folders)} scanned petitions ({len(jobs)} pages), "
        f"{len(digital_folders)} born-digital ({digital_pages} pages), {cores} cores",
        file=sys.stderr,
    )

    figures: dict = {
        "cores": cores,
        "scanned_pages": len(jobs),
        "digital_pages": digital_pages,
        "rounds": args.rounds,
    }
    with tempfile.TemporaryDirectory(prefix="triagem-bench-") as tmp:
        work = Path(tmp)
        no_cache = Settings(cache_enabled=False)
        # A worker loads spaCy, the textcat model, the checklists and
        # WeasyPrint's fonts once and then serves many petitions: load them
        # before the clock starts, on the first petition, untimed.
        _pipeline_seconds(folders[:1], no_cache, work / "warm-up")
        if digital_pages:
            figures["pipeline_digital_seconds"] = _pipeline_seconds(
                digital_folders, no_cache, work / "digital"
            )
            figures["pipeline_digital_ppm"] = (
                60 * digital_pages / figures["pipeline_digital_seconds"]
            )
        if jobs:
            images = _page_images(jobs, work)
            # Raw and pipeline alternate, round after round, so that a
            # busier minute of the machine weighs on both alike.
            raw, pipeline = [], []
            for n in range(args.rounds):
                raw.append(raw_ceiling(images, cores))
                pipeline.append(_pipeline_seconds(scanned_folders, no_cache, work / f"scanned-{n}"))
                print(
                    f"round {n + 1}: raw {raw[-1]:.1f} s, pipeline {pipeline[-1]:.1f} s",
                    file=sys.stderr,
                )
            figures["raw_rounds"] = raw
            figures["pipeline_rounds"] = pipeline
            figures["raw_seconds"] = sum(raw) / len(raw)
            figures["pipeline_scanned_seconds"] = sum(pipeline) / len(pipeline)
            figures["raw_ppm"] = 60 * len(jobs) / figures["raw_seconds"]
            figures["pipeline_scanned_ppm"] = 60 * len(jobs) / figures["pipeline_scanned_seconds"]
            figures["scanned_ratio"] = figures["pipeline_scanned_seconds"] / figures["raw_seconds"]
            typical = max(scanned_folders, key=lambda f: len(_scanned_jobs(f)[0]))
            figures["typical_petition"] = typical.name
            figures["typical_pages"] = len(_scanned_jobs(typical)[0])
            figures["typical_seconds"] = _pipeline_seconds([typical], no_cache, work / "typical")
            cached = Settings(cache_enabled=True, cache_dir=work / "cache")
            figures["first_run_seconds"] = _pipeline_seconds([typical], cached, work / "c1")
            figures["rerun_seconds"] = _pipeline_seconds([typical], cached, work / "c2")
            figures["rerun_ratio"] = figures["rerun_seconds"] / figures["first_run_seconds"]
            long_source = next(p for p in list_scans(typical) if p.suffix == ".pdf")
            figures["memory"] = [_memory_probe(n, long_source, work) for n in args.memory_pages]
            if digital_pages:
                per_scanned = figures["pipeline_scanned_seconds"] / len(jobs)
                per_digital = figures["pipeline_digital_seconds"] / digital_pages
                figures["digital_speedup"] = per_scanned / per_digital
                scanned_path = _page_path_seconds(scanned_folders, no_cache)
                digital_path = _page_path_seconds(digital_folders, no_cache)
                figures["page_path_scanned"] = scanned_path / len(jobs)
                figures["page_path_digital"] = digital_path / digital_pages
                figures["page_path_speedup"] = (
                    figures["page_path_scanned"] / figures["page_path_digital"]
                )

    text = _markdown(figures, args.petitions)
    print(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


def _markdown(f: dict, source: Path) -> str:
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    rows = [
        ("date", now),
        ("machine", f"{platform.node()} - {f['cores']} cores, Python {platform.python_version()}"),
        ("petitions", str(source)),
    ]
    if "raw_seconds" in f:
        rows += [
            ("scanned pages", f"{f['scanned_pages']}"),
            (
                "raw tesseract ceiling (mean of rounds)",
                f"{f['raw_seconds']:.1f} s, {f['raw_ppm']:.1f} pages/min",
            ),
            (
                "pipeline, scanned (mean of rounds)",
                f"{f['pipeline_scanned_seconds']:.1f} s, {f['pipeline_scanned_ppm']:.1f} pages/min",
            ),
            ("pipeline / raw ceiling (target <= 1.2)", f"{f['scanned_ratio']:.2f}"),
            (
                "rounds, raw / pipeline seconds",
                ", ".join(
                    f"{r:.1f} / {p:.1f}"
                    for r, p in zip(f["raw_rounds"], f["pipeline_rounds"], strict=True)
                ),
            ),
            (
                f"time to verdict, {f['typical_petition']} ({f['typical_pages']} scanned pages)",
                f"{f['typical_seconds']:.1f} s",
            ),
            (
                "re-run of an unchanged petition / first run (target <= 0.05)",
                f"{f['rerun_seconds']:.2f} s / {f['first_run_seconds']:.1f} s"
                f" = {f['rerun_ratio']:.3f}",
            ),
        ]
        for m in f["memory"]:
            rows.append(
                (
                    f"peak RSS reading a {m['pages']}-page scanned PDF",
                    f"{m['self_mb']:.0f} MB (python), {m['child_mb']:.0f} MB"
                    f" (largest tesseract), {m['seconds']:.0f} s",
                )
            )
    if "pipeline_digital_seconds" in f:
        rows += [
            ("born-digital pages", f"{f['digital_pages']}"),
            (
                "pipeline, born-digital",
                f"{f['pipeline_digital_seconds']:.1f} s, {f['pipeline_digital_ppm']:.1f} pages/min",
            ),
        ]
        if "digital_speedup" in f:
            rows.append(
                (
                    "born-digital speed-up per page, whole petitions (letters included)",
                    f"{f['digital_speedup']:.1f}x",
                )
            )
            rows.append(
                (
                    "per-page path (reading, classification, fields): scanned / born-digital",
                    f"{1000 * f['page_path_scanned']:.0f} ms / "
                    f"{1000 * f['page_path_digital']:.1f} ms a page"
                    f" = {f['page_path_speedup']:.0f}x (target >= 20)",
                )
            )
    lines = ["| figure | value |", "| --- | --- |"]
    lines += [f"| {a} | {b} |" for a, b in rows]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
