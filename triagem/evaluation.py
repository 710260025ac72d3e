"""Score the pipeline against a labelled corpus: ``triagem eval CORPUS_DIR``.

A corpus is a folder of petition folders, each with the scans, a
``petition.yaml`` and a ``truth.yaml`` written by ``python -m corpus.generate``
(the pipeline never reads it). ``run_eval`` checks every petition with the
real pipeline, ``score_petition`` compares one report with its truth and
``aggregate`` turns the scores into the figures of docs/accuracy.md. The two
scoring functions are pure: a report dict and a truth dict in, numbers out.

What is counted (truth.yaml is described in samples/README.md):

- page types: every page of every readable file, the report's page type
  against the true one (a page the report puts in no document counts as
  ``none``);
- fields: for every true document, the report's document holding its first
  page; each field the truth asserts (non-null) must be equal after light
  normalisation (ISO dates, upper-case plates without hyphen); a null is a
  miss, another value is wrong;
- items: every asserted item (``asserted: false`` ones are skipped), matched
  by id and person, or by id alone when only one report item has that id;
- decision: unless ``decision_asserted: false``; a false approval is
  ``approve`` where the truth is ``deficient``, a false deficiency is
  ``deficient`` where it is not;
- error files: the truth's (file, code) pairs found in the report;
- review rate: pages of documents marked ``needs_review`` over all pages,
  items in ``review`` over all items.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import sys
import tempfile
import threading
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import yaml

FIELD_NAMES = (
    "name",
    "cnpj",
    "cpf",
    "issued_on",
    "valid_until",
    "result",
    "jurisdiction",
    "cnh_category",
    "paid_activity",
    "plate",
    "renavam",
    "manufacture_year",
    "vehicle_kind",
)
BAD = ("missing", "expired", "invalid")
NONE = "none"  # the type of a page the report left out of every document


@dataclass(frozen=True)
class PageOutcome:
    file: str
    page: int
    want: str
    got: str


@dataclass(frozen=True)
class FieldOutcome:
    file: str
    page: int  # first page of the true document
    doc_type: str
    name: str
    want: Any
    got: Any

    @property
    def correct(self) -> bool:
        return self.got == self.want

    @property
    def missed(self) -> bool:
        return self.got is None


@dataclass(frozen=True)
class ItemOutcome:
    id: str
    person: str | None
    want: str
    got: str  # "absent" when the report has no such item


@dataclass(frozen=True)
class PetitionScore:
    """How one report compares with its truth."""

    petition_id: str
    checklist: str
    heldout: bool = False
    pages: tuple[PageOutcome, ...] = ()
    fields: tuple[FieldOutcome, ...] = ()
    items: tuple[ItemOutcome, ...] = ()
    decision_want: str | None = None  # None: the truth does not assert it
    decision_got: str | None = None
    errors_want: tuple[tuple[str, str], ...] = ()
    errors_got: tuple[tuple[str, str], ...] = ()
    review_pages: int = 0  # pages of documents the report sends to a person
    report_pages: int = 0
    review_items: int = 0
    report_items: int = 0
    seconds: float | None = None
    failed: str | None = None  # why the pipeline produced no report
    tags: tuple[str, ...] = field(default=())

    @property
    def truth_pages(self) -> int:
        return len(self.pages)


# ---------------------------------------------------------------- scoring one petition


def _norm(name: str, value: Any) -> Any:
    """Comparable form of a field value: what exact match means here."""
    if value is None:
        return None
    if name == "manufacture_year":
        try:
            return int(value)
        except (TypeError, ValueError):
            return value
    if name == "paid_activity":
        return bool(value)
    if hasattr(value, "isoformat"):
        return value.isoformat()
    text = " ".join(str(value).split())
    if name == "plate":
        return text.replace("-", "").replace(" ", "").upper()
    if name in ("cnpj", "cpf", "renavam"):
        return "".join(c for c in text.upper() if c.isalnum())
    if name in ("name", "cnh_category"):
        return unicodedata.normalize("NFC", text).upper()
    return text


def _truth_pages(truth: dict) -> dict[tuple[str, int], str]:
    return {
        (f["file"], int(p["page"])): p["type"]
        for f in truth.get("files", [])
        if not f.get("error")
        for p in f.get("pages", [])
    }


def _find_document(report: dict, file: str, page: int) -> dict | None:
    for document in report.get("documents", []):
        if document.get("file") == file and page in document.get("pages", []):
            return document
    return None


def _match_items(report: dict, truth: dict) -> list[ItemOutcome]:
    got = report.get("items", [])
    exact = {(i["id"], i.get("person")): i["status"] for i in got}
    by_id: dict[str, list[str]] = {}
    for i in got:
        by_id.setdefault(i["id"], []).append(i["status"])
    out = []
    for item in truth.get("items", []):
        if item.get("asserted") is False:
            continue
        person = item.get("person")
        key = (item["id"], person)
        if key in exact:
            status = exact[key]
        elif len(by_id.get(item["id"], [])) == 1:
            # One report item for this id: the per-person reading of the
            # applicant, or the item of the one person the truth names.
            status = by_id[item["id"]][0]
        else:
            status = "absent"
        out.append(ItemOutcome(item["id"], person, item["status"], status))
    return out


def score_petition(report: dict, truth: dict) -> PetitionScore:
    """Compare one ``report.json`` (as a dict) with its ``truth.yaml`` (as a dict)."""
    got_pages = {
        (p["file"], int(p["page"])): p.get("type") or NONE for p in report.get("pages", [])
    }
    pages = tuple(
        PageOutcome(file, page, want, got_pages.get((file, page), NONE))
        for (file, page), want in sorted(_truth_pages(truth).items())
    )
    fields: list[FieldOutcome] = []
    for document in truth.get("documents", []):
        first = int(document["pages"][0])
        found = _find_document(report, document["file"], first)
        got_fields = (found or {}).get("fields", {}) or {}
        for name in FIELD_NAMES:
            want = _norm(name, (document.get("fields") or {}).get(name))
            if want is None:
                continue
            got = _norm(name, got_fields.get(name))
            fields.append(FieldOutcome(document["file"], first, document["type"], name, want, got))
    decision_want = truth.get("decision") if truth.get("decision_asserted", True) else None
    errors_want = tuple(sorted((e["file"], e["code"]) for e in truth.get("errors", [])))
    errors_got = tuple(sorted({(e["file"], e["code"]) for e in report.get("errors", [])}))
    report_pages = len(report.get("pages", []))
    review_pages = sum(
        len(d.get("pages", [])) for d in report.get("documents", []) if d.get("needs_review")
    )
    items = report.get("items", [])
    return PetitionScore(
        petition_id=str(truth.get("petition_id") or report.get("petition_id")),
        checklist=str(truth.get("checklist") or report.get("checklist")),
        heldout=bool(truth.get("heldout", False)),
        pages=pages,
        fields=tuple(fields),
        items=tuple(_match_items(report, truth)),
        decision_want=decision_want,
        decision_got=report.get("decision"),
        errors_want=errors_want,
        errors_got=errors_got,
        review_pages=review_pages,
        report_pages=report_pages,
        review_items=sum(1 for i in items if i.get("status") == "review"),
        report_items=len(items),
        tags=tuple(truth.get("scenario", ())),
    )


def failed_score(truth: dict, reason: str, seconds: float | None = None) -> PetitionScore:
    """The score of a petition the pipeline could not process: every page,
    field, item and decision the truth asserts counts as wrong."""
    empty = {"pages": [], "documents": [], "items": [], "errors": [], "decision": None}
    return replace(score_petition(empty, truth), failed=reason, seconds=seconds)


# ---------------------------------------------------------------- aggregating


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def aggregate(scores: Sequence[PetitionScore]) -> dict[str, Any]:
    """Every figure of the evaluation over ``scores``, as a JSON-ready dict."""
    pages = [p for s in scores for p in s.pages]
    correct_pages = sum(1 for p in pages if p.want == p.got)
    confusions = Counter((p.want, p.got) for p in pages if p.want != p.got)

    per_field: dict[str, dict[str, Any]] = {}
    for name in FIELD_NAMES:
        outcomes = [f for s in scores for f in s.fields if f.name == name]
        if not outcomes:
            continue
        correct = sum(1 for f in outcomes if f.correct)
        missed = sum(1 for f in outcomes if not f.correct and f.missed)
        per_field[name] = {
            "total": len(outcomes),
            "correct": correct,
            "missed": missed,
            "wrong": len(outcomes) - correct - missed,
            "accuracy": _share(correct, len(outcomes)),
        }
    all_fields = [f for s in scores for f in s.fields]
    fields_correct = sum(1 for f in all_fields if f.correct)

    items = [i for s in scores for i in s.items]
    items_correct = sum(1 for i in items if i.want == i.got)
    item_confusion: dict[str, dict[str, int]] = {}
    for i in items:
        row = item_confusion.setdefault(i.want, {})
        row[i.got] = row.get(i.got, 0) + 1

    decided = [s for s in scores if s.decision_want is not None]
    decisions_correct = sum(1 for s in decided if s.decision_got == s.decision_want)
    decision_confusion: dict[str, dict[str, int]] = {}
    for s in decided:
        row = decision_confusion.setdefault(s.decision_want or "", {})
        got = s.decision_got or NONE
        row[got] = row.get(got, 0) + 1
    false_approvals = [
        {"petition": s.petition_id, "checklist": s.checklist, "truth": s.decision_want}
        for s in decided
        if s.decision_got == "approve" and s.decision_want == "deficient"
    ]
    false_deficiencies = [
        {"petition": s.petition_id, "checklist": s.checklist, "truth": s.decision_want}
        for s in decided
        if s.decision_got == "deficient" and s.decision_want != "deficient"
    ]

    errors_expected = errors_found = errors_flagged = 0
    spurious: list[tuple[str, str]] = []
    for s in scores:
        got = set(s.errors_got)
        got_files = {file for file, _ in got}
        for error in s.errors_want:
            errors_expected += 1
            errors_found += error in got
            errors_flagged += error[0] in got_files
        # Files the report could not read although the truth says they are fine.
        spurious += [(s.petition_id, f) for f in sorted(got_files - {f for f, _ in s.errors_want})]

    report_pages = sum(s.report_pages for s in scores)
    report_items = sum(s.report_items for s in scores)
    failed = [{"petition": s.petition_id, "reason": s.failed} for s in scores if s.failed]

    return {
        "petitions": len(scores),
        "failed": failed,
        "pages": len(pages),
        "page_type": {
            "total": len(pages),
            "correct": correct_pages,
            "accuracy": _share(correct_pages, len(pages)),
        },
        "fields": per_field,
        "fields_overall": {
            "total": len(all_fields),
            "correct": fields_correct,
            "accuracy": _share(fields_correct, len(all_fields)),
        },
        "items": {
            "total": len(items),
            "correct": items_correct,
            "accuracy": _share(items_correct, len(items)),
            "confusion": item_confusion,
        },
        "decision": {
            "total": len(decided),
            "correct": decisions_correct,
            "accuracy": _share(decisions_correct, len(decided)),
            "confusion": decision_confusion,
        },
        "false_approvals": false_approvals,
        "false_deficiencies": false_deficiencies,
        "error_files": {
            "expected": errors_expected,
            "found": errors_found,
            "recall": _share(errors_found, errors_expected),
            "flagged_any_code": errors_flagged,
            "spurious": [{"petition": p, "file": f} for p, f in spurious],
        },
        "review": {
            "pages": sum(s.review_pages for s in scores),
            "page_share": _share(sum(s.review_pages for s in scores), report_pages),
            "items": sum(s.review_items for s in scores),
            "item_share": _share(sum(s.review_items for s in scores), report_items),
        },
        "confused_types": [
            {"truth": want, "got": got, "pages": n} for (want, got), n in confusions.most_common(10)
        ],
        "field_errors": [
            {"type": t, "field": n, "count": c}
            for (t, n), c in Counter(
                (f.doc_type, f.name) for f in all_fields if not f.correct
            ).most_common(15)
        ],
        "item_errors": [
            {"item": i, "truth": w, "got": g, "count": c}
            for (i, w, g), c in Counter(
                (o.id, o.want, o.got) for o in items if o.want != o.got
            ).most_common(15)
        ],
        "examples": _examples(scores),
    }


def _examples(scores: Sequence[PetitionScore], limit: int = 25) -> dict[str, list[dict]]:
    """Concrete mistakes to look at: file, page, expected, got."""
    pages = [
        {"petition": s.petition_id, "file": p.file, "page": p.page, "truth": p.want, "got": p.got}
        for s in scores
        for p in s.pages
        if p.want != p.got
    ]
    fields = [
        {
            "petition": s.petition_id,
            "file": f.file,
            "page": f.page,
            "type": f.doc_type,
            "field": f.name,
            "truth": f.want,
            "got": f.got,
        }
        for s in scores
        for f in s.fields
        if not f.correct and not f.missed
    ]
    items = [
        {"petition": s.petition_id, "item": i.id, "person": i.person, "truth": i.want, "got": i.got}
        for s in scores
        for i in s.items
        if i.want != i.got
    ]
    return {"pages": pages[:limit], "wrong_fields": fields[:limit], "items": items[:limit]}


# ---------------------------------------------------------------- running the pipeline


def find_petitions(corpus_dir: Path) -> list[Path]:
    """Every petition folder (one holding a truth.yaml) under ``corpus_dir``, sorted."""
    if (corpus_dir / "truth.yaml").exists():
        return [corpus_dir]
    return sorted(p.parent for p in corpus_dir.glob("*/truth.yaml"))


def scanned_pages(corpus_dir: Path, seed: int, count: int) -> list[Any]:
    """``count`` pages without a text layer (what OCR reads) drawn from the
    petitions of ``corpus_dir`` with ``random.Random(seed)``, as ``PageJob``s;
    for the benchmarks that time reading."""
    import random

    from extractors.scan import list_scans, plan_scan

    jobs = []
    for petition in find_petitions(corpus_dir):
        for path in list_scans(petition):
            planned, _ = plan_scan(path, path.name, min_text_chars=40, max_mb=200, max_pages=500)
            jobs += [job for job in planned if job.text is None]
    random.Random(seed).shuffle(jobs)
    return jobs[:count]


def _check_one(
    petition_dir: str, out_dir: str, settings: Any
) -> tuple[dict | None, str | None, float]:
    """Run the pipeline on one petition (in a worker process when --workers > 1)."""
    from triagem.pipeline import check_petition

    started = time.perf_counter()
    try:
        result = check_petition(Path(petition_dir), Path(out_dir), settings, pdf=False)
    except Exception as exc:  # noqa: BLE001 (a crash is a result to report, not to raise)
        return None, f"{type(exc).__name__}: {exc}", time.perf_counter() - started
    return result.report, None, time.perf_counter() - started


class MemorySampler:
    """Peak resident memory of this process and all its descendants, summed.

    ``resource.getrusage`` gives the peak of the largest single process only
    (children count once reaped); the sum of a process tree that OCRs pages in
    parallel needs sampling /proc, every ``interval`` seconds.
    """

    def __init__(self, interval: float = 0.5) -> None:
        self.interval = interval
        self.peak_kb = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> MemorySampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak_kb = max(self.peak_kb, tree_rss_kb(os.getpid()))
            self._stop.wait(self.interval)


def tree_rss_kb(root: int) -> int:
    """Resident kB of ``root`` and its descendants (0 where /proc is missing)."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return 0
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/status", encoding="ascii", errors="replace") as fh:
                status = fh.read()
        except OSError:
            continue
        pid = int(entry)
        ppid = vm = 0
        for line in status.splitlines():
            if line.startswith("PPid:"):
                ppid = int(line.split()[1])
            elif line.startswith("VmRSS:"):
                vm = int(line.split()[1])
        rss[pid] = vm
        children.setdefault(ppid, []).append(pid)
    total, stack = 0, [root]
    while stack:
        pid = stack.pop()
        total += rss.get(pid, 0)
        stack.extend(children.get(pid, ()))
    return total


def _progress(total: int) -> Callable[[str], None]:
    """A progress bar on stderr: tqdm when installed, else a plain one."""
    try:
        from tqdm import tqdm
    except ImportError:
        tqdm = None
    if tqdm is not None:
        bar = tqdm(total=total, unit="petição", file=sys.stderr, dynamic_ncols=True)

        def step(label: str) -> None:
            bar.set_postfix_str(label, refresh=False)
            bar.update(1)
            if bar.n >= total:
                bar.close()

        return step
    done = [0]

    def plain(label: str) -> None:
        done[0] += 1
        width = 30
        filled = width * done[0] // max(total, 1)
        end = "\n" if done[0] >= total else ""
        print(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done[0]}/{total} {label[:40]:<40}",
            end=end,
            file=sys.stderr,
            flush=True,
        )

    return plain


def run_eval(
    corpus_dir: Path,
    settings: Any,
    workers: int = 1,
    reports_dir: Path | None = None,
    progress: bool = True,
) -> dict[str, Any]:
    """Check every petition of ``corpus_dir`` and return the figures (``aggregate``
    of all, per slice and per checklist, plus time and memory)."""
    petitions = find_petitions(corpus_dir)
    if not petitions:
        raise FileNotFoundError(f"no petition with a truth.yaml under {corpus_dir}")
    truths = {p: yaml.safe_load((p / "truth.yaml").read_text("utf-8")) for p in petitions}
    temp = None
    if reports_dir is None:
        temp = tempfile.TemporaryDirectory(prefix="triagem-eval-")
        reports_dir = Path(temp.name)
    step = _progress(len(petitions)) if progress else (lambda _label: None)
    scores: list[PetitionScore] = []

    def record(folder: Path, report: dict | None, failure: str | None, seconds: float) -> None:
        truth = truths[folder]
        if report is None:
            score = failed_score(truth, failure or "no report", seconds)
        else:
            score = replace(score_petition(report, truth), seconds=seconds)
        scores.append(score)
        step(f"{folder.name} {score.decision_got or 'FALHOU'}")

    started = time.perf_counter()
    try:
        with MemorySampler() as sampler:
            if workers <= 1:
                for folder in petitions:
                    record(
                        folder, *_check_one(str(folder), str(reports_dir / folder.name), settings)
                    )
            else:
                with ProcessPoolExecutor(max_workers=workers) as pool:
                    futures = {
                        pool.submit(_check_one, str(f), str(reports_dir / f.name), settings): f
                        for f in petitions
                    }
                    for future in as_completed(futures):
                        record(futures[future], *future.result())
        wall = time.perf_counter() - started
    finally:
        if temp is not None:
            temp.cleanup()
    scores.sort(key=lambda s: s.petition_id)
    return summarise(scores, wall, sampler.peak_kb, workers, corpus_dir)


def score_saved(corpus_dir: Path, reports_dir: Path) -> list[PetitionScore]:
    """Score reports kept by an earlier run (``--reports``) without running the pipeline.

    A petition whose ``report.json`` is missing counts as failed.
    """
    scores = []
    for folder in find_petitions(corpus_dir):
        truth = yaml.safe_load((folder / "truth.yaml").read_text("utf-8"))
        path = reports_dir / folder.name / "report.json"
        if path.exists():
            scores.append(score_petition(json.loads(path.read_text("utf-8")), truth))
        else:
            scores.append(failed_score(truth, f"no report at {path}"))
    return scores


def summarise(
    scores: Sequence[PetitionScore],
    wall_seconds: float,
    peak_tree_kb: int,
    workers: int,
    corpus_dir: Path,
) -> dict[str, Any]:
    """``aggregate`` plus slices, timing, memory and the machine."""
    figures = aggregate(scores)
    pages = sum(s.report_pages or s.truth_pages for s in scores)
    figures["pages_read"] = pages
    busy = sum(s.seconds or 0.0 for s in scores)
    self_usage = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    figures["timing"] = {
        "wall_seconds": round(wall_seconds, 1),
        "pages": pages,
        "seconds_per_page": round(wall_seconds / pages, 3) if pages else None,
        "pages_per_minute": round(60 * pages / wall_seconds, 2) if wall_seconds else None,
        "petition_seconds_sum": round(busy, 1),
        "workers": workers,
    }
    figures["memory"] = {
        # ru_maxrss is in kB on Linux.
        "peak_rss_self_mb": round(self_usage.ru_maxrss / 1024, 1),
        "peak_rss_largest_child_mb": round(children.ru_maxrss / 1024, 1),
        "peak_rss_tree_mb": round(peak_tree_kb / 1024, 1),
    }
    slices: dict[str, Any] = {}
    heldout = [s for s in scores if s.heldout]
    if heldout and len(heldout) < len(scores):
        slices["standard"] = aggregate([s for s in scores if not s.heldout])
        slices["heldout"] = aggregate(heldout)
    figures["slices"] = slices
    figures["by_checklist"] = {
        checklist: _brief(aggregate([s for s in scores if s.checklist == checklist]))
        for checklist in sorted({s.checklist for s in scores})
    }
    figures["corpus"] = str(corpus_dir)
    figures["heldout_petitions"] = len(heldout)
    figures["date"] = datetime.now(UTC).replace(microsecond=0).isoformat()
    figures["machine"] = machine()
    figures["per_petition"] = [
        {
            "petition": s.petition_id,
            "checklist": s.checklist,
            "pages": s.report_pages,
            "seconds": round(s.seconds or 0.0, 1),
            "decision": s.decision_got,
            "truth": s.decision_want,
            "page_type_errors": sum(1 for p in s.pages if p.want != p.got),
            "item_errors": sum(1 for i in s.items if i.want != i.got),
            "failed": s.failed,
        }
        for s in scores
    ]
    return figures


def _brief(figures: dict[str, Any]) -> dict[str, Any]:
    return {
        "petitions": figures["petitions"],
        "pages": figures["pages"],
        "page_type_accuracy": figures["page_type"]["accuracy"],
        "field_accuracy": figures["fields_overall"]["accuracy"],
        "item_accuracy": figures["items"]["accuracy"],
        "decision_accuracy": figures["decision"]["accuracy"],
        "decisions_scored": figures["decision"]["total"],
        "false_approvals": len(figures["false_approvals"]),
        "false_deficiencies": len(figures["false_deficiencies"]),
        "failed": len(figures["failed"]),
    }


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    import platform

    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            cpu = next(
                (line.split(":", 1)[1].strip() for line in fh if line.startswith("model name")),
                cpu,
            )
    except OSError:
        pass
    memory_gb = None
    try:
        with open("/proc/meminfo", encoding="utf-8") as fh:
            kb = int(next(line for line in fh if line.startswith("MemTotal")).split()[1])
            memory_gb = round(kb / 1024 / 1024, 1)
    except (OSError, StopIteration, ValueError):
        pass
    tesseract = shutil.which("tesseract")
    version = None
    if tesseract:
        import subprocess

        out = subprocess.run([tesseract, "--version"], capture_output=True, text=True, check=False)
        version = (out.stdout or out.stderr).splitlines()[0] if (out.stdout or out.stderr) else None
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gb": memory_gb,
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
        "tesseract": version,
    }


# ---------------------------------------------------------------- printing


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def format_figures(figures: dict[str, Any]) -> str:
    """The figures as the plain text ``triagem eval`` prints."""
    lines: list[str] = []
    add = lines.append
    t = figures.get("timing", {})
    add(
        f"Corpus: {figures.get('corpus', '?')} — {figures['petitions']} petições, "
        f"{figures['pages']} páginas"
    )
    if figures["failed"]:
        add(f"FALHAS do pipeline: {len(figures['failed'])}")
        for f in figures["failed"]:
            add(f"  {f['petition']}: {f['reason']}")
    _block(figures, add)
    if t:
        add("")
        add(
            f"Tempo: {t['wall_seconds']} s no total, {t['seconds_per_page']} s/página, "
            f"{t['pages_per_minute']} páginas/min (workers={t['workers']})"
        )
    m = figures.get("memory", {})
    if m:
        add(
            f"Memória de pico: árvore de processos {m['peak_rss_tree_mb']} MB; este processo "
            f"{m['peak_rss_self_mb']} MB; maior filho {m['peak_rss_largest_child_mb']} MB"
        )
    for name, sub in figures.get("slices", {}).items():
        add("")
        add(f"=== Fatia {name}: {sub['petitions']} petições, {sub['pages']} páginas ===")
        _block(sub, add)
    if figures.get("by_checklist"):
        add("")
        add(
            "Por checklist: petições, páginas, tipo de página, campos, itens, decisão, "
            "aprovações falsas"
        )
        for checklist, b in figures["by_checklist"].items():
            add(
                f"  {checklist:<24} {b['petitions']:>3} {b['pages']:>5} "
                f"{_pct(b['page_type_accuracy']):>7} {_pct(b['field_accuracy']):>7} "
                f"{_pct(b['item_accuracy']):>7} {_pct(b['decision_accuracy']):>7} "
                f"{b['false_approvals']:>3}"
            )
    return "\n".join(lines)


def _block(figures: dict[str, Any], add: Callable[[str], None]) -> None:
    p = figures["page_type"]
    add(f"Tipo de página: {_pct(p['accuracy'])} ({p['correct']}/{p['total']})")
    fo = figures["fields_overall"]
    add(f"Campos (acerto exato): {_pct(fo['accuracy'])} ({fo['correct']}/{fo['total']})")
    for name, f in figures["fields"].items():
        add(
            f"  {name:<17} {_pct(f['accuracy']):>7}  ({f['correct']}/{f['total']}; "
            f"vazios {f['missed']}, errados {f['wrong']})"
        )
    i = figures["items"]
    add(f"Itens (status): {_pct(i['accuracy'])} ({i['correct']}/{i['total']})")
    d = figures["decision"]
    add(f"Decisão: {_pct(d['accuracy'])} ({d['correct']}/{d['total']})")
    fa = figures["false_approvals"]
    add(f"Aprovações falsas (deferir o que é deficiente): {len(fa)}")
    for x in fa:
        add(f"  {x['petition']} ({x['checklist']})")
    fd = figures["false_deficiencies"]
    add(f"Deficiências falsas (exigir o que não falta): {len(fd)}")
    for x in fd:
        add(f"  {x['petition']} ({x['checklist']}, verdade: {x['truth']})")
    e = figures["error_files"]
    add(
        f"Arquivos com erro: recall {_pct(e['recall'])} ({e['found']}/{e['expected']}; "
        f"sinalizados com qualquer código {e['flagged_any_code']}; espúrios {len(e['spurious'])})"
    )
    r = figures["review"]
    add(
        f"Conferência: {_pct(r['page_share'])} das páginas em documentos para conferência; "
        f"{_pct(r['item_share'])} dos itens em review"
    )
    if figures["confused_types"]:
        add("Pares de tipos mais confundidos (verdade -> obtido: páginas):")
        for c in figures["confused_types"]:
            add(f"  {c['truth']} -> {c['got']}: {c['pages']}")


def write_json(figures: dict[str, Any], path: Path) -> None:
    """The figures as JSON (what ``--json OUT`` writes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(figures, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


__all__ = [
    "FIELD_NAMES",
    "PetitionScore",
    "aggregate",
    "failed_score",
    "find_petitions",
    "format_figures",
    "run_eval",
    "score_petition",
    "score_saved",
    "summarise",
    "write_json",
]
