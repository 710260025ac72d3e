"""The stages of checking one petition, as plain functions.

``check_petition`` runs them in order for the command line; ``flows/`` wraps
the same functions as Prefect tasks. No Prefect import here.

    read -> classify and split -> extract fields -> evaluate -> report -> render
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import shutil
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

import checklists
import extractors
import templates
import triagem
from checklists import available_checklists as _available_checklists
from checklists import checklist_parameters, decide, evaluate, load_checklist, rank_checklists
from extractors.cache import PageCache, file_digest
from extractors.classify import classify_page, split_documents
from extractors.fields import (
    confirm_second_readings,
    extract_fields,
    mend_plates,
    restore_accents,
)
from extractors.parties import mend_from_parties, typed_parties
from extractors.scan import list_scans, read_scans
from triagem.errors import PetitionError
from triagem.models import (
    Document,
    FileError,
    ItemResult,
    Page,
    Petition,
    Verdict,
)
from triagem.petition import load_petition
from triagem.settings import Settings

log = logging.getLogger(__name__)

# Types whose CNPJ is the company's own (the applicant's, when not typed in).
_COMPANY_ID_TYPES = ("cartao_cnpj", "contrato_social", "registro_junta_comercial")
_IGNORED_TYPES = ("em_branco", "outro")


@dataclass(frozen=True)
class ReadResult:
    petition: Petition
    pages: tuple[Page, ...]
    errors: tuple[FileError, ...]
    upload_date: date | None


@dataclass(frozen=True)
class CheckResult:
    report: dict[str, Any]
    outputs: dict[str, Path]


def read_petition(
    petition_dir: Path, settings: Settings, reader: Callable[[list], list] | None = None
) -> ReadResult:
    """Load petition.yaml and read every page of every scan in the folder.

    ``reader`` replaces the local pool of Tesseract processes (see
    ``extractors.scan.read_scans``), e.g. to spread pages over a cluster.
    """
    if not petition_dir.exists():
        raise PetitionError(f"pasta da petição não encontrada: {petition_dir}")
    if not petition_dir.is_dir():
        raise PetitionError(f"não é uma pasta: {petition_dir}")
    petition, problems = load_petition(petition_dir)
    scans = list_scans(petition_dir)
    if not scans:
        raise PetitionError(f"a pasta da petição não tem arquivos digitalizados: {petition_dir}")
    pages, read_errors = read_scans(
        [(path, path.relative_to(petition_dir).as_posix()) for path in scans],
        workers=settings.ocr_workers,
        dpi=settings.ocr_dpi,
        language=settings.ocr_language,
        min_text_chars=settings.min_text_layer_chars,
        max_mb=settings.max_file_mb,
        max_pages=settings.max_pages_per_file,
        cache=page_cache(settings),
        reader=reader,
    )
    upload = min(datetime.fromtimestamp(p.stat().st_mtime, UTC).date() for p in scans)
    return ReadResult(petition, tuple(pages), tuple(problems + read_errors), upload)


def page_cache(settings: Settings) -> PageCache | None:
    """The page cache the settings ask for, keyed by what changes a reading."""
    if not settings.cache_enabled:
        return None
    return PageCache(
        settings.cache_dir / "pages",
        dpi=settings.ocr_dpi,
        language=settings.ocr_language,
        min_text_chars=settings.min_text_layer_chars,
        tesseract=_tesseract_version(),
    )


@lru_cache(maxsize=1)
def _tesseract_version() -> str:
    import pytesseract

    return str(pytesseract.get_tesseract_version())


def result_key(petition_dir: Path, settings: Settings, extra: str) -> str:
    """Hash of everything a petition's outputs depend on.

    The scans' and petition.yaml's bytes, the checklists, the templates, the
    code's version, the settings, ``extra`` (the call's own options) and the
    day (letters carry their date).
    """
    digest = hashlib.sha256()
    for path in sorted(p for p in petition_dir.rglob("*") if p.is_file()):
        digest.update(path.relative_to(petition_dir).as_posix().encode())
        digest.update(file_digest(path).encode())
    # The code and data that make a result: a change to any extractor, rule,
    # template or model the same day must not be served an older result.
    folders = [Path(m.__file__).parent for m in (checklists, templates, extractors, triagem)]
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.suffix in (".py", ".yaml", ".j2", ".css", ".docx"):
                digest.update(path.name.encode() + path.read_bytes())
    _model_digest(digest)
    digest.update(settings.model_dump_json(exclude={"cache_dir", "cache_enabled"}).encode())
    digest.update(f"{triagem.__version__}|{extra}|{date.today()}".encode())
    return digest.hexdigest()


def _model_digest(digest: Any) -> None:
    """Fold the shipped classifier model's files into ``digest`` (if present)."""
    model = Path(extractors.__file__).parent / "model"
    for path in sorted(model.rglob("*")) if model.exists() else []:
        if path.is_file():
            digest.update(path.name.encode() + path.read_bytes())


def classify_pages(pages: Sequence[Page], settings: Settings) -> list[Document]:
    """Classify every page and group pages into documents (no fields yet)."""
    classifications = [classify_page(page) for page in pages]
    return split_documents(pages, classifications, review_threshold=settings.review_threshold)


def extract_documents(
    documents: Sequence[Document], pages: Sequence[Page], petition: Petition | None = None
) -> list[Document]:
    """Fill each document's fields from its pages' text.

    What the clerk typed (``petition``: the applicant's name, the people's,
    the vehicle's plate) confirms a value only a second reading of a poor
    page gave, as another document's reading does (``confirm_second_readings``).
    """
    by_key = {(p.file, p.number): p for p in pages}
    out = []
    pages_of = []
    for document in documents:
        if document.type in _IGNORED_TYPES:
            out.append(document)
            pages_of.append([])
            continue
        doc_pages = [by_key[(document.file, n)] for n in document.pages]
        pages_of.append(doc_pages)
        out.append(document.replace(fields=extract_fields(document.type, doc_pages)))
    # A name only a second, sparse reading gave stands when another document confirms it.
    typed: dict[str, list[str]] = {"name": [], "plate": []}
    if petition is not None:
        names = [petition.applicant.name, *(p.name for p in petition.people)]
        typed["name"] = [n for n in names if n]
        typed["plate"] = [petition.facts.plate] if petition.facts.plate else []
    confirmed = confirm_second_readings([d.fields for d in out], typed)
    # A plate misread on a document whose RENAVAM is the typed plate's vehicle's.
    confirmed = mend_plates(confirmed, typed["plate"][0] if typed["plate"] else None)
    out = [d.replace(fields=f) for d, f in zip(out, confirmed, strict=True)]
    # A typed name the pages print word for word is the holder's.
    if petition is not None:
        applicant = petition.applicant
        parties = typed_parties(
            (applicant.name, applicant.cnpj, applicant.cpf),
            [(p.name, p.cpf) for p in petition.people],
        )
        named = mend_from_parties([d.type for d in out], [d.fields for d in out], pages_of, parties)
        out = [d.replace(fields=f) for d, f in zip(out, named, strict=True)]
    # One document's accents mend another's reading of the same name.
    names = restore_accents([d.fields.name for d in out], typed["name"])
    return [
        d if name == d.fields.name else d.replace(fields=replace(d.fields, name=name))
        for d, name in zip(out, names, strict=True)
    ]


def infer_applicant(petition: Petition, documents: Sequence[Document]) -> Petition:
    """Fill the applicant's CNPJ/name from the company's own documents when not typed in."""
    applicant = petition.applicant
    inferred = list(petition.inferred)
    if applicant.cnpj is None:
        cnpjs = Counter(
            d.fields.cnpj
            for d in documents
            if d.type in _COMPANY_ID_TYPES and d.fields.cnpj and not d.needs_review
        )
        if cnpjs:
            applicant = replace(applicant, cnpj=cnpjs.most_common(1)[0][0])
            inferred.append("applicant.cnpj")
    if applicant.name is None:
        names = Counter(
            d.fields.name for d in documents if d.type in _COMPANY_ID_TYPES and d.fields.name
        )
        if names:
            applicant = replace(applicant, name=names.most_common(1)[0][0])
            inferred.append("applicant.name")
    return replace(petition, applicant=applicant, inferred=tuple(inferred))


def infer_checklist(
    petition: Petition, documents: Sequence[Document], extra_dirs: Sequence[Path] = ()
) -> str:
    """The checklist named in petition.yaml, else the one the documents fit best.

    Every available checklist is scored on the document types found and the
    applicant's identifier (``checklists.rank_checklists``); the report then
    says the checklist was inferred (``checklist_inferred``).
    """
    if petition.checklist:
        return petition.checklist
    checklists = [
        load_checklist(checklist_id, extra_dirs=extra_dirs)
        for checklist_id in _available_checklists(extra_dirs)
    ]
    if not checklists:
        return "sm-fretamento-empresa"
    return rank_checklists(checklists, documents, petition.applicant)[0][0]


def reference_date_for(
    petition: Petition, override: date | None, upload_date: date | None
) -> tuple[date, str]:
    """The contract's reference date and where it came from."""
    if override is not None:
        return override, "--date"
    if petition.protocol_date is not None:
        return petition.protocol_date, "petition.yaml"
    if upload_date is not None:
        return upload_date, "upload"
    return datetime.now(UTC).date(), "today"


def finish_verdict(
    verdict: Verdict, documents: Sequence[Document], errors: Sequence[FileError]
) -> Verdict:
    """Apply what the checklist alone cannot know: unread files and pages.

    A missing item while some page could not be classified or a file could
    not be read may be a document the pipeline failed to recognise, so it
    goes to a person rather than to the applicant as a defect. Unread files
    also keep an otherwise clean petition from approval (contract rule).
    """
    unknown = [d for d in documents if d.type == "outro" or d.needs_review]
    unread = [e for e in errors if e.code != "invalid_petition_yaml"]
    items: list[ItemResult] = list(verdict.items)
    notes = list(verdict.notes)
    if unknown or unread:
        for i, item in enumerate(items):
            if item.status == "missing":
                items[i] = replace(
                    item,
                    status="review",
                    reason=(
                        f"{item.reason or 'Documento não encontrado'}; há páginas não reconhecidas "
                        "ou arquivos ilegíveis que podem contê-lo: confira manualmente."
                    ),
                )
    decision = decide(items)
    if decision == "approve" and unread:
        decision = "review"
    if unread:
        notes.append(f"{len(unread)} arquivo(s) ou página(s) não puderam ser lidos.")
    return replace(verdict, items=tuple(items), decision=decision, notes=tuple(notes))


def _report_schema() -> dict[str, Any]:
    text = resources.files("triagem.schema").joinpath("report.schema.json").read_text("utf-8")
    return json.loads(text)


def build_report(
    petition: Petition,
    checklist_id: str,
    checklist_inferred: bool,
    reference: tuple[date, str],
    documents: Sequence[Document],
    pages: Sequence[Page],
    verdict: Verdict,
    errors: Sequence[FileError],
) -> dict[str, Any]:
    """report.json as a dict, validated against the contract's schema."""
    page_doc = {}
    for index, document in enumerate(documents):
        for number in document.pages:
            page_doc[(document.file, number)] = index
    status_counts = Counter(item.status for item in verdict.items)
    report: dict[str, Any] = {
        "schema_version": 1,
        "petition_id": petition.petition_id,
        "checklist": checklist_id,
        "checklist_inferred": checklist_inferred,
        "reference_date": reference[0].isoformat(),
        "reference_date_source": reference[1],
        "decision": verdict.decision,
        "applicant": {
            "name": petition.applicant.name,
            "cnpj": petition.applicant.cnpj,
            "cpf": petition.applicant.cpf,
            "email": petition.applicant.email,
        },
        "inferred": list(petition.inferred),
        "people": [
            {"name": p.name, "cpf": p.cpf, "sex": p.sex, "role": p.role, "inferred": p.inferred}
            for p in (verdict.people or petition.people)
        ],
        "documents": [
            {
                "file": d.file,
                "pages": list(d.pages),
                "type": d.type,
                "confidence": round(float(d.confidence), 3),
                "rules": list(d.rules),
                "needs_review": d.needs_review,
                "review_reason": d.review_reason,
                "fields": d.fields.schema_dict(),
                "evidence": {
                    name: {"page": ev.page, "snippet": ev.snippet}
                    for name, ev in d.fields.evidence.items()
                },
            }
            for d in documents
        ],
        "items": [
            {
                "id": item.id,
                "status": item.status,
                "legal_basis": item.legal_basis,
                "label": item.label,
                "person": item.person,
                "person_name": item.person_name,
                "documents": list(item.documents),
                "reason": item.reason,
                "cure": item.cure,
                "warnings": list(item.warnings),
                "valid_until": item.valid_until.isoformat() if item.valid_until else None,
                "validity": list(item.validity),
            }
            for item in verdict.items
        ],
        "errors": [
            {"file": e.file, "page": e.page, "code": e.code, "message": e.message} for e in errors
        ],
        "pages": [
            {
                "file": p.file,
                "page": p.number,
                "source": p.source,
                "rotation": p.rotation,
                "skew": p.skew,
                "ocr_confidence": p.ocr_confidence,
                # Share of the page covered by pictures (null for a text layer).
                "picture": p.picture,
                "type": documents[page_doc[(p.file, p.number)]].type
                if (p.file, p.number) in page_doc
                else None,
                "document": page_doc.get((p.file, p.number)),
            }
            for p in pages
        ],
        "notes": list(verdict.notes),
        "records": [dataclasses.asdict(r) for r in verdict.records],
        "warnings": [w for item in verdict.items for w in item.warnings],
        "summary": {
            "pages": len(pages),
            "documents": len(documents),
            "items": dict(sorted(status_counts.items())),
        },
        "generated_at": datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z"),
        "triagem_version": triagem.__version__,
    }
    jsonschema.Draft202012Validator(
        _report_schema(), format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    ).validate(report)
    return report


def letter_context(checklist: Any, settings: Settings, reference: date) -> dict[str, Any]:
    """What the notice and draft need besides the report: who signs, which law.

    Everything comes from the checklist's YAML (municipality, UF, authority,
    letterhead, what is granted) and the settings (deadline, the values of
    the checklist's parameters); ``notices`` are the sentences the notice
    adds for a parameter left unset (Santa Maria Art. 12, § 1º's APP minimum).
    """
    values = checklist_parameters(checklist, settings)
    notices = [
        parameter.unset_notice
        for name, parameter in checklist.parameters.items()
        if values.get(name) is None
    ]
    return {
        "municipality": checklist.municipality,
        "state": checklist.state,
        "authority": checklist.authority,
        "law": checklist.law,
        "checklist_title": checklist.title,
        "applicant_kind": checklist.applicant_kind,
        "grants": list(checklist.grants),
        "grant_object": checklist.grant_object,
        "precarious": checklist.precarious,
        "consequence": checklist.consequence,
        "documents_heading": checklist.documents_heading,
        "people_heading": checklist.people_heading,
        "notices": notices,
        "deadline_days": settings.notice_deadline_days,
        "issue_date": datetime.now(UTC).date().isoformat(),
        "letterhead": list(checklist.letterhead) or None,
    }


def finish_check(
    read: ReadResult,
    documents: Sequence[Document],
    out_dir: Path,
    settings: Settings,
    reference_override: date | None = None,
    *,
    pdf: bool = True,
) -> CheckResult:
    """From read pages and extracted documents to report.json and letters."""
    from triagem.render import render_outputs  # WeasyPrint is slow to import

    petition = infer_applicant(read.petition, documents)
    extra_dirs = [settings.checklist_dir] if settings.checklist_dir else []
    checklist_id = infer_checklist(petition, documents, extra_dirs=extra_dirs)
    checklist = load_checklist(
        checklist_id, extra_dirs=[settings.checklist_dir] if settings.checklist_dir else []
    )
    reference = reference_date_for(petition, reference_override, read.upload_date)
    verdict = evaluate(
        checklist,
        documents,
        petition,
        reference[0],
        expiry_warning_days=settings.expiry_warning_days,
        parameters=checklist_parameters(checklist, settings),
    )
    verdict = finish_verdict(verdict, documents, read.errors)
    report = build_report(
        petition,
        checklist_id,
        "checklist" in petition.inferred,
        reference,
        documents,
        read.pages,
        verdict,
        read.errors,
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "report.json").write_text(
        json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    outputs = {"report_json": out_dir / "report.json"}
    outputs.update(
        render_outputs(report, letter_context(checklist, settings, reference[0]), out_dir, pdf=pdf)
    )
    return CheckResult(report, outputs)


def check_petition(
    petition_dir: Path,
    out_dir: Path,
    settings: Settings,
    reference_override: date | None = None,
    *,
    pdf: bool = True,
) -> CheckResult:
    """Process one petition folder end to end and write its outputs.

    An unchanged petition checked again the same day (a retry, a second
    clerk) gets the outputs of the first run back from the result cache.
    """
    stored = None
    if settings.cache_enabled and petition_dir.is_dir():
        key = result_key(petition_dir, settings, f"{reference_override}|pdf={pdf}")
        stored = settings.cache_dir / "results" / key
        if (stored / "report.json").exists():
            return _restore(stored, out_dir)
    read = read_petition(petition_dir, settings)
    documents = extract_documents(classify_pages(read.pages, settings), read.pages, read.petition)
    result = finish_check(read, documents, out_dir, settings, reference_override, pdf=pdf)
    if stored is not None:
        _store(result, stored)
    return result


def _store(result: CheckResult, stored: Path) -> None:
    tmp = stored.with_name(stored.name + f".tmp{os.getpid()}")
    try:
        tmp.mkdir(parents=True, exist_ok=True)
        for path in result.outputs.values():
            shutil.copy2(path, tmp / path.name)
        if stored.exists():
            shutil.rmtree(tmp)
        else:
            tmp.rename(stored)  # atomic: a reader sees all the outputs or none
    except OSError as exc:
        log.warning("result cache not written (%s): %s", stored, exc)
        shutil.rmtree(tmp, ignore_errors=True)


def _restore(stored: Path, out_dir: Path) -> CheckResult:
    out_dir.mkdir(parents=True, exist_ok=True)
    names = {
        "report.json": "report_json",
        "report.html": "report_html",
        "notice.html": "notice_html",
        "notice.pdf": "notice_pdf",
        "draft.html": "draft_html",
        "draft.pdf": "draft_pdf",
    }
    outputs: dict[str, Path] = {}
    for path in sorted(stored.iterdir()):
        shutil.copy2(path, out_dir / path.name)
        outputs[names.get(path.name, path.stem.replace(".", "_") + "_" + path.suffix[1:])] = (
            out_dir / path.name
        )
    report = json.loads((out_dir / "report.json").read_text("utf-8"))
    return CheckResult(report, outputs)
