"""List every field a kept evaluation run got wrong, with the text it read.

    python benchmarks/misses.py CORPUS_DIR REPORTS_DIR [--type T] [--field F] [--text] [--pages]

REPORTS_DIR is what ``triagem eval CORPUS_DIR --reports REPORTS_DIR`` kept.
With ``--pages``, the pages whose type it got wrong are listed instead.
With ``--text``, each miss is followed by the page's text as the pipeline
reads it, through the page cache (``TRIAGEM_CACHE_DIR``): a scan the cache
does not hold is read again, which is slow for an image.
A tool for whoever works on the readers: it does not run the pipeline.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import yaml

from extractors.scan import read_scans
from triagem.evaluation import find_petitions, score_petition
from triagem.pipeline import page_cache
from triagem.settings import Settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("reports", type=Path)
    parser.add_argument("--type", help="only this document type")
    parser.add_argument("--field", help="only this field")
    parser.add_argument("--text", action="store_true", help="print the page's text")
    parser.add_argument("--pages", action="store_true", help="list page types instead")
    args = parser.parse_args(argv)
    cache = page_cache(Settings(cache_enabled=True))
    counts: Counter[tuple[str, str, str]] = Counter()
    for folder in find_petitions(args.corpus):
        path = args.reports / folder.name / "report.json"
        if not path.exists():
            print(f"{folder.name}: no report")
            continue
        truth = yaml.safe_load((folder / "truth.yaml").read_text("utf-8"))
        score = score_petition(json.loads(path.read_text("utf-8")), truth)
        if args.pages:
            for p in score.pages:
                if p.want == p.got or (args.type and args.type not in (p.want, p.got)):
                    continue
                counts[(p.want, p.got, "page")] += 1
                print(f"{folder.name} {p.file} p{p.page}: {p.want} read as {p.got}")
                if args.text:
                    _print_text(folder, p.file, p.page, cache)
            continue
        for f in score.fields:
            if f.correct or (args.type and f.doc_type != args.type):
                continue
            if args.field and f.name != args.field:
                continue
            kind = "missed" if f.missed else "wrong"
            counts[(f.doc_type, f.name, kind)] += 1
            print(f"{folder.name} {f.file} p{f.page} {f.doc_type}.{f.name}: {kind}")
            print(f"    want {f.want!r}\n    got  {f.got!r}")
            if args.text:
                _print_text(folder, f.file, f.page, cache)
    print()
    for (doc_type, name, kind), n in counts.most_common():
        print(f"{n:4d}  {doc_type}.{name} {kind}")
    return 0


def _print_text(folder: Path, file: str, number: int, cache) -> None:
    pages, _ = read_scans([(folder / file, file)], cache=cache)
    page = next((p for p in pages if p.number == number), None)
    text = page.text if page else "(page not read)"
    print("    | " + "\n    | ".join(text.splitlines()))


if __name__ == "__main__":
    raise SystemExit(main())
