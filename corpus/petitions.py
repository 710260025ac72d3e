"""Petition plans, and turning a plan into a folder of scans with its truth.

A ``PetitionPlan`` says who the company and its people are, which documents
exist (``DocSpec``) and how they were put into files (``FilePlan``: born-digital
PDFs, scans, unreadable uploads). ``build`` renders it; ``write`` puts the
files, ``petition.yaml`` and ``truth.yaml`` into a folder.

Every random draw of a document or a file comes from its own
``random.Random`` seeded with a string naming the petition seed and the
document or file, so that changing one document does not reshuffle the rest.
"""

from __future__ import annotations

import random
import shutil
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import yaml

from corpus import GENERATOR_VERSION, badfiles, expected, render, scan
from corpus import checkdigits as cd
from corpus.documents import Context, DocSpec, Rendered, template_set
from corpus.documents import render as render_document
from corpus.people import Cast, Person, make_company, make_person, make_vehicle

SCANNED_KINDS = ("scan_pdf", "jpeg", "png", "tiff")
BAD_KINDS = ("corrupt", "encrypted", "empty", "unsupported")
FORMATS = {"pdf": "pdf", "scan_pdf": "pdf", "jpeg": "jpeg", "png": "png", "tiff": "tiff"}


@dataclass(frozen=True)
class Slot:
    """One document (all its pages) or one empty sheet, in file order.

    ``rotation`` is the clockwise turn, in degrees, that makes the page
    upright again: a page scanned lying on its left side has rotation 90.
    """

    doc: int | None = None
    rotation: int = 0
    blank: str = ""  # separator | back


@dataclass(frozen=True)
class FilePlan:
    """One uploaded file. ``kind``: pdf (born-digital), scan_pdf, jpeg, png,
    tiff, or one of the unreadable kinds corrupt, encrypted, empty, unsupported."""

    name: str
    kind: str
    slots: tuple[Slot, ...] = ()
    dpi: int | None = None  # scans: None picks from the documents' small print
    colour: bool | None = None
    max_skew: float | None = None
    # A phone photo (JPEG/PNG only): desk margins, perspective, shadow.
    photo: bool = False
    # augraphy effects applied to every page before the scanner's (scan.AUGRAPHY_EFFECTS).
    effects: tuple[str, ...] = ()


@dataclass(frozen=True)
class PetitionPlan:
    petition_id: str
    seed: int
    protocol: date
    cast: Cast
    company_type: str
    specs: tuple[DocSpec, ...]
    files: tuple[FilePlan, ...]
    command: str
    description: str
    checklist: str = expected.CHECKLIST
    # Render with the held-out templates (corpus/doc_templates_heldout/); a set
    # name ("heldout2" to "heldout25") picks another set, its fonts and its scanner.
    heldout: bool | str = False
    # What the petition exercises: defects, conditions, file troubles.
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class BuiltPetition:
    plan: PetitionPlan
    files: dict[str, bytes]
    petition: dict[str, Any]
    truth: dict[str, Any]
    rendered: tuple[Rendered, ...] = field(default=())


# ---------------------------------------------------------------- planning


def make_cast(
    rng: random.Random,
    protocol: date,
    sexes: tuple[str, ...] = ("M", "F"),
    fleet: int = 8,
    company_type: str = "ltda",
    alphanumeric_cnpj: bool = False,
) -> Cast:
    """A company with one partner per entry of ``sexes``, an employee and a fleet."""
    used: set[str] = set()
    people = tuple(make_person(rng, sex, protocol, used) for sex in sexes)
    company = make_company(rng, people, protocol, company_type, alphanumeric_cnpj)
    employee = make_person(rng, "M", protocol, used, age=(30, 55))
    plates: set[str] = set()
    vehicles = tuple(make_vehicle(rng, protocol, plates) for _ in range(fleet))
    return Cast(company=company, people=people, employee=employee, vehicles=vehicles)


def complete_specs(cast: Cast, company_type: str = "ltda") -> list[DocSpec]:
    """Every document a complete sm-fretamento-empresa petition carries, in the usual order."""
    specs = [DocSpec("requerimento")]
    specs.append(DocSpec("estatuto_social" if company_type == "sa" else "contrato_social"))
    specs += [
        DocSpec("registro_junta_comercial"),
        DocSpec("cartao_cnpj"),
        DocSpec("comprovante_endereco"),
    ]
    for i, person in enumerate(cast.people):
        specs += [
            DocSpec("rg", person=i),
            DocSpec("cpf", person=i),
            DocSpec("certidao_quitacao_eleitoral", person=i),
        ]
        if person.sex == "M":
            specs.append(DocSpec("certificado_reservista", person=i))
        specs.append(DocSpec("folha_corrida", person=i))
    specs += [
        DocSpec("certidao_federal"),
        DocSpec("certidao_estadual"),
        DocSpec("certidao_municipal"),
        DocSpec("comprovante_contribuicao_sindical"),
        DocSpec("ctps"),
        DocSpec("crf_fgts"),
        DocSpec("certidao_pis"),
        DocSpec("certidao_falencia"),
        DocSpec("certidao_execucoes"),
        DocSpec("certidao_protestos"),
        DocSpec("relacao_veiculos"),
    ]
    if len(cast.vehicles) > 10:
        specs.append(DocSpec("comprovante_estacionamento"))
    return specs


def find(
    specs: list[DocSpec] | tuple[DocSpec, ...], doc_type: str, person: int | None = None
) -> int:
    """Index of the first spec of ``doc_type`` (for ``person``); KeyError if none."""
    for i, spec in enumerate(specs):
        if spec.type == doc_type and (person is None or spec.person == person):
            return i
    raise KeyError(doc_type)


def ascii_slug(text: str) -> str:
    """'Conceição' -> 'conceicao'."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(c if c.isalnum() else "_" for c in plain.lower()).strip("_")


_BASE_NAMES = {
    "requerimento": "requerimento",
    "contrato_social": "contrato_social_consolidado",
    "estatuto_social": "estatuto_e_ata",
    "registro_junta_comercial": "certidao_simplificada_jucisrs",
    "cartao_cnpj": "cartao_cnpj",
    "comprovante_endereco": "comprovante_endereco",
    "certidao_quitacao_eleitoral": "quitacao_eleitoral",
    "certificado_reservista": "certificado_militar",
    "folha_corrida": "alvara_folha_corrida",
    "certidao_federal": "CND Federal",
    "crf_fgts": "crf_fgts",
    "certidao_pis": "certidao_pis",
    "comprovante_contribuicao_sindical": "contribuicao_sindical",
    "ctps": "ctps_motorista",
    "certidao_protestos": "certidao_protestos",
    "relacao_veiculos": "relacao_frota",
    "comprovante_estacionamento": "contrato_garagem",
    "certidao_inss": "cnd_inss_antiga",
}
# Pairs of documents people usually upload as one file.
_PAIRS = (
    ("rg", "cpf"),
    ("certidao_estadual", "certidao_municipal"),
    ("certidao_falencia", "certidao_execucoes"),
)
_PAIR_NAMES = {
    ("rg", "cpf"): "documentos_pessoais",
    ("certidao_estadual", "certidao_municipal"): "certidoes_estado_municipio",
    ("certidao_falencia", "certidao_execucoes"): "certidoes_tjrs",
}


def born_digital_files(specs: list[DocSpec] | tuple[DocSpec, ...], cast: Cast) -> list[FilePlan]:
    """One born-digital PDF per document, numbered, with the usual pairs joined."""
    files: list[FilePlan] = []
    used: set[int] = set()
    for i, spec in enumerate(specs):
        if i in used:
            continue
        group = [i]
        base = _BASE_NAMES.get(spec.type, spec.type)
        if spec.type == "contrato_social" and cast.company.contract_kind == "constituicao":
            base = "contrato_social"
        for first, second in _PAIRS:
            if spec.type != first:
                continue
            partner = next(
                (
                    k
                    for k, s in enumerate(specs)
                    if s.type == second and s.person == spec.person and k not in used
                ),
                None,
            )
            if partner is not None:
                group.append(partner)
                base = _PAIR_NAMES[(first, second)]
        used.update(group)
        if spec.person is not None:
            base = f"{base}_{ascii_slug(cast.people[spec.person].name.split()[0])}"
        # Most uploads are numbered by whoever prepared them; a few keep a portal's name.
        numbered = sum(1 for f in files if f.name[:2].isdigit())
        name = base if " " in base else f"{numbered + 1:02d}_{base}"
        files.append(
            FilePlan(name=f"{name}.pdf", kind="pdf", slots=tuple(Slot(doc=k) for k in group))
        )
    return files


# ---------------------------------------------------------------- building


def _doc_rng(plan: PetitionPlan, index: int) -> random.Random:
    return random.Random(f"{plan.seed}:doc:{index}:{plan.specs[index].type}")


def _file_rng(plan: PetitionPlan, index: int) -> random.Random:
    return random.Random(f"{plan.seed}:file:{index}:{plan.files[index].name}")


def _iso(value: Any) -> Any:
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, dict):
        return {k: _iso(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_iso(v) for v in value]
    return value


def build(plan: PetitionPlan) -> BuiltPetition:
    """Render every document and file of ``plan`` and compute its truth."""
    ctx = Context(plan.cast, plan.protocol, checklist=plan.checklist, heldout=plan.heldout)
    rendered = tuple(
        render_document(ctx, spec, _doc_rng(plan, i)) for i, spec in enumerate(plan.specs)
    )
    layouts = [render.layout(r.html) for r in rendered]
    page_counts = [len(layout.pages) for layout in layouts]
    single: dict[int, bytes] = {}

    def pdf_of(i: int) -> bytes:
        if i not in single:
            single[i] = render.to_pdf([layouts[i]])
        return single[i]

    # The scanner's clock: the day before the protocol, mid-morning.
    scanned_at = datetime.combine(plan.protocol - timedelta(days=1), datetime.min.time(), UTC)
    when = time.gmtime(scanned_at.timestamp() + 13 * 3600)

    files: dict[str, bytes] = {}
    file_truth: list[dict[str, Any]] = []
    doc_truth: list[dict[str, Any]] = []
    errors: list[dict[str, str]] = []
    for fi, fplan in enumerate(plan.files):
        rng = _file_rng(plan, fi)
        if fplan.kind in BAD_KINDS:
            files[fplan.name] = _bad_file(plan, fplan, pdf_of)
            code = badfiles.CODES[fplan.kind]
            errors.append({"file": fplan.name, "code": code})
            file_truth.append(
                {
                    "file": fplan.name,
                    "format": fplan.name.rsplit(".", 1)[-1].lower(),
                    "text_layer": None,
                    "error": code,
                    "contains": [plan.specs[s.doc].type for s in fplan.slots if s.doc is not None],
                    "pages": [],
                }
            )
            continue
        pages_truth: list[dict[str, Any]] = []
        page_no = 0
        # A set's scanner may lay a whole file a quarter or half turn round (heldout6).
        extra_turn = _extra_turn(plan, fi, fplan)
        for slot in fplan.slots:
            if slot.doc is None:
                page_no += 1
                pages_truth.append({"page": page_no, "type": "em_branco", "rotation": 0})
                continue
            first = page_no + 1
            for _ in range(page_counts[slot.doc]):
                page_no += 1
                pages_truth.append(
                    {
                        "page": page_no,
                        "type": plan.specs[slot.doc].type,
                        "rotation": (slot.rotation + extra_turn) % 360,
                        "document": len(doc_truth),
                    }
                )
            doc_truth.append(
                _doc_entry(plan, rendered[slot.doc], fplan.name, list(range(first, page_no + 1)))
            )
        if fplan.kind == "pdf":
            if any(s.doc is None or s.rotation for s in fplan.slots):
                raise ValueError(
                    f"{fplan.name}: born-digital files hold whole upright documents only"
                )
            files[fplan.name] = render.to_pdf(
                [layouts[s.doc] for s in fplan.slots if s.doc is not None]
            )
        elif template_set(plan.heldout) in _HELDOUT_SCANNERS:
            files[fplan.name] = _scan_file_heldout(
                template_set(plan.heldout),
                plan,
                fi,
                fplan,
                rendered,
                page_counts,
                pdf_of,
                rng,
                when,
                extra_turn,
            )
        else:
            files[fplan.name] = _scan_file(plan, fplan, rendered, page_counts, pdf_of, rng, when)
        file_truth.append(
            {
                "file": fplan.name,
                "format": FORMATS[fplan.kind],
                "text_layer": fplan.kind == "pdf",
                "error": None,
                "pages": pages_truth,
            }
        )

    people = [
        expected.PersonFact(cpf=p.cpf, sex=p.sex, foreign=p.foreign) for p in plan.cast.people
    ]
    facts = [
        expected.DocFact(
            type=d["type"],
            status=d["status"],
            person=d["person"],
            tag=d["fields"].get("jurisdiction") or "",
            defects=tuple(d.get("defects", ())),
        )
        for d in doc_truth
    ]
    items = expected.evaluate(
        facts, people, plan.company_type, len(plan.cast.vehicles), checklist=plan.checklist
    )
    yaml_exists = expected.checklist_yaml_exists(plan.checklist)
    if not yaml_exists:
        # The pipeline cannot check this checklist yet: nothing about items is asserted.
        items = [dict(i, asserted=False) for i in items]
    truth = {
        "petition_id": plan.petition_id,
        "checklist": plan.checklist,
        "protocol_date": plan.protocol.isoformat(),
        "generator": {"command": plan.command, "seed": plan.seed, "version": GENERATOR_VERSION},
        "description": plan.description,
        "decision": expected.decision(items, len(errors)),
        "files": file_truth,
        "documents": doc_truth,
        "items": items,
        "errors": errors,
    }
    # Keys beyond the first version's, written only when they say something,
    # so that the committed samples keep their bytes.
    if not expected.decision_asserted(items):
        truth["decision_asserted"] = False
    if not yaml_exists:
        truth["checklist_yaml"] = False
    if plan.heldout:
        truth["heldout"] = True
        if template_set(plan.heldout) != "heldout":
            truth["template_set"] = template_set(plan.heldout)
    if plan.tags:
        truth["scenario"] = list(plan.tags)
    if any(f.effects for f in plan.files):
        truth["generator"]["augraphy"] = scan.augraphy_version()
    return BuiltPetition(
        plan=plan, files=files, petition=petition_yaml(plan), truth=truth, rendered=rendered
    )


def _doc_entry(plan: PetitionPlan, r: Rendered, file: str, pages: list[int]) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "type": r.spec.type,
        "model": r.slug,
        "file": file,
        "pages": pages,
        # Personal documents name their person; so do a SAD applicant's certidões.
        "person": r.person_cpf,
        "status": r.status,
        "fields": _iso(r.fields),
    }
    if r.extra:
        entry["extra"] = _iso(r.extra)
    if r.defects:
        entry["defects"] = list(r.defects)
    if r.heldout:
        entry["heldout"] = True
    if r.template_set:
        entry["template_set"] = r.template_set
    return entry


def _bad_file(plan: PetitionPlan, fplan: FilePlan, pdf_of: Any) -> bytes:
    docs = [s.doc for s in fplan.slots if s.doc is not None]
    if fplan.kind == "corrupt":
        return badfiles.truncated(pdf_of(docs[0]))
    if fplan.kind == "encrypted":
        # Banks and portals protect PDFs with the first digits of the holder's CPF.
        signer = plan.cast.people[0]
        return badfiles.encrypted(
            pdf_of(docs[0]), user_password=signer.cpf[:5], owner_password=signer.cpf
        )
    if fplan.kind == "empty":
        return b""
    if fplan.kind == "unsupported":
        rows = [["Placa", "RENAVAM", "Modelo", "Ano"]] + [
            [v.plate_printed, v.renavam, v.model, str(v.year_made)] for v in plan.cast.vehicles
        ]
        return badfiles.spreadsheet(rows)
    raise ValueError(fplan.kind)


def _dpi_and_style(
    fplan: FilePlan, rendered: tuple[Rendered, ...], rng: random.Random
) -> tuple[int, scan.ScanStyle]:
    """A scanned file's resolution and scanner style (the style's draws come from ``rng``)."""
    docs = [s.doc for s in fplan.slots if s.doc is not None]
    # Bilevel TIFF needs 300 dpi to stay legible; otherwise the finest print decides.
    dpi = fplan.dpi or (
        300 if fplan.kind == "tiff" else max((rendered[d].scan_dpi for d in docs), default=200)
    )
    style = scan.random_style(rng, colour=fplan.colour)
    if fplan.max_skew is not None:
        style = replace(style, max_skew=fplan.max_skew)
    if fplan.kind == "tiff":
        style = replace(style, colour=False)
    return dpi, style


def _scan_file(
    plan: PetitionPlan,
    fplan: FilePlan,
    rendered: tuple[Rendered, ...],
    page_counts: list[int],
    pdf_of: Any,
    rng: random.Random,
    when: time.struct_time,
) -> bytes:
    dpi, style = _dpi_and_style(fplan, rendered, rng)
    images = []
    for slot in fplan.slots:
        if slot.doc is None:
            images.append(scan.blank_page(dpi, style, rng))
            continue
        for page in range(1, page_counts[slot.doc] + 1):
            upright = scan.rasterise_bytes(pdf_of(slot.doc), page, dpi, style.colour)
            # Extra draws only when asked, so the committed samples keep their bytes.
            if fplan.effects:
                upright = scan.augment(upright, fplan.effects, rng)
            degraded = scan.degrade(upright, style, rng)
            if fplan.photo:
                degraded = scan.phone_photo(degraded, rng)
            images.append(scan.turn(degraded, slot.rotation))
    if fplan.kind == "scan_pdf":
        return scan.save_pdf(images, dpi, style.jpeg_quality, when)
    if fplan.kind == "tiff":
        return scan.save_tiff(images, dpi)
    if len(images) != 1:
        raise ValueError(f"{fplan.name}: a {fplan.kind} holds exactly one page, not {len(images)}")
    if fplan.kind == "jpeg":
        return scan.save_jpeg(images[0], dpi, style.jpeg_quality)
    if fplan.kind == "png":
        return scan.save_png(images[0], dpi)
    raise ValueError(fplan.kind)


def _photo_plain(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    return photo


def _photo_heldout3(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo taken through a scanner app ("app" look) is the app's
    # flattened page: the photo's draws are made and the desk is thrown away.
    if profile.look == "app":
        return degraded
    return scan.screen_moire(photo, side) if profile.moire else photo


def _photo_heldout4(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    return scan.lamp_glare(photo, profile) if profile.look == "glare" else photo


def _photo_heldout5(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # Phone photos become the document camera's pages ("camera" look, keystone
    # included): the phone's draws are made and its picture is thrown away.
    return degraded if profile.look == "camera" else photo


def _photo_heldout8(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo through the scanner app ("app" look) is the app's flattened
    # page: the photo's draws are made and the desk is thrown away. The others
    # stay phone photos, of a photocopy.
    return degraded if profile.look == "app" else photo


def _photo_heldout10(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "desk" look's frame, desk and all: the standard
    # photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "desk" else photo


def _photo_heldout11(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "whatsapp" look's picture (the app cropped the desk
    # away): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "whatsapp" else photo


def _photo_heldout12(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the counter's tablet's frame ("tablet" look, the sheet on
    # the counter): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "tablet" else photo


def _photo_heldout13(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "monitor" look's frame (the screen photographed, bezel
    # and all): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "monitor" else photo


def _photo_heldout14(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "photo" look's frame (the sheet held on the desk, the
    # fingertips at its margin): the standard photo's draws are made and its picture
    # is thrown away.
    return degraded if profile.look == "photo" else photo


def _photo_heldout15(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "photo" look's frame (the sheet on the counter under the
    # desk lamp): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "photo" else photo


def _photo_heldout16(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "photo" look's frame (the sheet on a clipboard outdoors or
    # by a window): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "photo" else photo


def _photo_heldout17(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "photo" look's frame (the page open in a ring binder or a
    # stapled booklet): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "photo" else photo


def _photo_heldout18(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "photo" look's frame (the laminated sheet on the counter under
    # fluorescent tubes): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "photo" else photo


def _photo_heldout19(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "flash" look's frame (the sheet on a dark surface at night, lit
    # by the phone's flash): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "flash" else photo


def _photo_heldout20(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "quarters" look's frame (the sheet folded in four, opened on a
    # table): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "quarters" else photo


def _photo_heldout21(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "nightmode" look's frame (the sheet on a bed at night under a
    # warm lamp): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "nightmode" else photo


def _photo_heldout22(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "backlit" look's frame (the sheet held up in one hand against a
    # window): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "backlit" else photo


def _photo_heldout23(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "forward" look's frame (the sheet on a table, photographed and
    # forwarded several times through a messaging app): the standard photo's draws are made
    # and its picture is thrown away.
    return degraded if profile.look == "forward" else photo


def _photo_heldout24(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "glass" look's frame (the sheet under the glass top of a desk):
    # the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "glass" else photo


def _photo_heldout25(degraded: Any, photo: Any, profile: Any, side: random.Random) -> Any:
    # A phone photo is the "ultrawide" look's frame (the sheet photographed close with the
    # ultra-wide lens): the standard photo's draws are made and its picture is thrown away.
    return degraded if profile.look == "ultrawide" else photo


@dataclass(frozen=True)
class _HeldoutScanner:
    """How one held-out set's scanner differs from ``_scan_file``'s."""

    profile: Callable[..., Any]  # (side rng, kind, standard dpi, photo=) -> profile
    finish: Callable[..., Any]  # a blank sheet's finish: (image, profile, side)
    degrade: Callable[..., Any]  # (image, style, profile, rng, side)
    photo: Callable[..., Any]  # what becomes of a phone photo: (degraded, photo, profile, side)
    png_levels: bool = False  # the profile sets the PNG's grey levels
    # A whole file's extra turn: (side rng, kind) -> 0, 90, 180 or 270 (recorded in the truth).
    turn: Callable[..., int] | None = None


_HELDOUT_SCANNERS = {
    # heldout2: resolution, bleed-through, punched holes, staple, fax look, harsher JPEG.
    "heldout2": _HeldoutScanner(
        scan.heldout2_profile, scan.finish_heldout2, scan.degrade_heldout2, _photo_plain
    ),
    # heldout3: look, stamp, tilt, curl, moiré, harsher compression, few-level PNG.
    "heldout3": _HeldoutScanner(
        scan.heldout3_profile,
        scan.finish_heldout3,
        scan.degrade_heldout3,
        _photo_heldout3,
        png_levels=True,
    ),
    # heldout4: look, resolution, tilt, fading ink, folds, fax, lamp glare.
    "heldout4": _HeldoutScanner(
        scan.heldout4_profile, scan.finish_heldout4, scan.degrade_heldout4, _photo_heldout4
    ),
    # heldout5: look (MFP text mode, grey, document camera), resolution, paper marks, crop.
    "heldout5": _HeldoutScanner(
        scan.heldout5_profile, scan.finish_heldout5, scan.degrade_heldout5, _photo_heldout5
    ),
    # heldout6: look (sheet feeder, scan-to-email), resolution, roller streak, feed
    # jitter, backing plate, protocol clock, whole files turned round.
    "heldout6": _HeldoutScanner(
        scan.heldout6_profile,
        scan.finish_heldout6,
        scan.degrade_heldout6,
        _photo_plain,
        turn=scan.heldout6_turn,
    ),
    # heldout7: look (old flatbed, tablet camera), resolution, over-exposure, hair
    # and dust, barrel distortion, warm white balance, vignette.
    "heldout7": _HeldoutScanner(
        scan.heldout7_profile, scan.finish_heldout7, scan.degrade_heldout7, _photo_plain
    ),
    # heldout8: look (phone scanner app's enhance filter, a worn copier's copy
    # scanned), resolution, residual keystone, shadow and grey patches, app mark,
    # reduction and margins, halftone, toner haze and dust, drum ghost, light band.
    "heldout8": _HeldoutScanner(
        scan.heldout8_profile, scan.finish_heldout8, scan.degrade_heldout8, _photo_heldout8
    ),
    # heldout9: look (flatbed through plastic sleeves, MFP black-and-white scan to
    # e-mail), resolution, haze, glossy streaks, out-of-focus patches, Newton rings,
    # weld line and punched holes, text-mode dither, lost specks, JBIG2-like symbol
    # matching, a margin lost off the glass corner.
    "heldout9": _HeldoutScanner(
        scan.heldout9_profile, scan.finish_heldout9, scan.degrade_heldout9, _photo_plain
    ),
    # heldout10: look (a home inkjet print scanned on a CIS flatbed, a phone photo
    # of the sheet on the desk), resolution, clogged-nozzle streaks, head banding,
    # ink feathering, colour misregistration, a soft lifted band, grey files; the
    # desk round the sheet, keystone, page curl, window light, hand shadow, motion blur.
    "heldout10": _HeldoutScanner(
        scan.heldout10_profile, scan.finish_heldout10, scan.degrade_heldout10, _photo_heldout10
    ),
    # heldout11: look (phone photos forwarded over WhatsApp, a sheet-fed duplex
    # scanner), resolution (1600 or 2048 px photos, screenshots), residual keystone
    # and tilt, a sliver of the table, uneven light, sharpening halo, JPEG twice;
    # show-through of the back, a dust line, feed stretch, staple and holes, dog-ear.
    "heldout11": _HeldoutScanner(
        scan.heldout11_profile, scan.finish_heldout11, scan.degrade_heldout11, _photo_heldout11
    ),
    # heldout12: look (a document scanner's compressed MRC PDF, a fax server's image
    # or its printout rescanned, the counter's tablet camera), resolution (204 dpi
    # faxes, 175 to 279 dpi tablet frames); bilevel mask over a coarse background
    # JPEG, colour fringes, deskew overshoot, a roller mark; standard or fine fax
    # rows, threshold and dither, the sender's header, dropout rows, squeezed bands;
    # flicker bands, barrel distortion, cool cast, low contrast.
    "heldout12": _HeldoutScanner(
        scan.heldout12_profile, scan.finish_heldout12, scan.degrade_heldout12, _photo_heldout12
    ),
    # heldout13: look (the sheets scanned from the bound administrative process on a
    # flatbed, a PDF shrunk by an online compression service, a phone photo of a
    # monitor), resolution (120 to 150 dpi compressed pages, 175 to 279 dpi frames);
    # punched holes, the process's sheet-number stamp and rubric counted on along the
    # file, the bound edge off the glass (gutter valley, bent and compressed lines,
    # light fall-off), "EM BRANCO" backs; JPEG 20 to 40 blocks, a service watermark;
    # the screen's pixel grid and moiré, bezel, viewing-angle fall-off, reflection.
    "heldout13": _HeldoutScanner(
        scan.heldout13_profile, scan.finish_heldout13, scan.degrade_heldout13, _photo_heldout13
    ),
    # heldout14: look (a cheap sheet-fed scanner, a photocopy of a photocopy scanned,
    # a phone photo of the sheet held on the desk), resolution (200 to 300 dpi scans,
    # 1600 to 2400 px frames); a dust streak down the page at one x per file, a roller
    # slip band, a skew that changes down the page, the leading edge's shadow; contrast
    # pushed up, strokes thinned or thickened, toner speckle, the first copy's dark
    # border as a frame inside the page, the content 95 to 103 % and off-centre;
    # fingertips at a margin, the phone's shadow, page curl, motion blur, HEIC to JPEG.
    "heldout14": _HeldoutScanner(
        scan.heldout14_profile, scan.finish_heldout14, scan.degrade_heldout14, _photo_heldout14
    ),
    # heldout15: look (a letter folded in three and flattened on a flatbed, a reviewed
    # copy marked by hand, a phone photo at the counter under a desk lamp), resolution
    # (150 to 240 dpi folded letters, 200 to 300 marked copies, 1500 to 2300 px frames);
    # two creases (dark line, light ridge, faint shadow), the three panels a px or two
    # and a fraction of a degree apart, a coffee ring or a paper clip near the top; a
    # highlighter over a few lines, a ballpoint tick or circle in a margin, an uneven
    # "RECEBIDO" stamp in blank space; specular glare, a rolling-shutter slant, a
    # partly corrected low-angle keystone, a warm lamp cast, a noisy dark corner.
    "heldout15": _HeldoutScanner(
        scan.heldout15_profile, scan.finish_heldout15, scan.degrade_heldout15, _photo_heldout15
    ),
    # heldout16: look (a sheet crumpled and flattened on a flatbed, a laser printout
    # with the toner running out, a cheap colour CIS scanner run at speed, a phone photo
    # of the sheet on a clipboard in daylight), resolution (200 to 300 dpi crumpled and
    # toner scans, 150 to 240 CIS scans, 1500 to 2400 px frames); a network of creases
    # (thin dark lines, facets shaded a little apart, a few brighter, the print moved a
    # px or two near them); faded vertical bands with broken strokes, toner specks, a
    # smear along one edge, black-and-white scans; the colour planes 1 to 2 px apart, a
    # magenta or green cast, the page 1 to 3 % taller; the clipboard and its clip, the
    # shadow of leaves or a window frame, a cool daylight cast, motion blur.
    "heldout16": _HeldoutScanner(
        scan.heldout16_profile, scan.finish_heldout16, scan.degrade_heldout16, _photo_heldout16
    ),
    # heldout17: look (a sheet scanned inside a plastic sheet protector, an office MFP's
    # document feeder, a phone scanner app's "magic colour" page, a phone photo of the
    # page open in a ring binder or a stapled booklet), resolution (200 to 300 dpi
    # sleeve and feeder scans, 1500 to 2500 px app pages, 1500 to 2400 px frames); haze,
    # glare streaks down the page, the sleeve's edge, welded strip and punched holes in
    # the margin, fine scratches; a skew of its own on each fed page, a periodic roller
    # mark or a dust streak, the leading edge compressed; the paper bleached white, halos,
    # light greys lost, a residual keystone with desk wedges, the app's mark; the page
    # curved towards the spine, the gutter's shadow, rings or staples, warm indoor light.
    "heldout17": _HeldoutScanner(
        scan.heldout17_profile, scan.finish_heldout17, scan.degrade_heldout17, _photo_heldout17
    ),
    # heldout18: look (a production scanner's red or green colour dropout with a clean
    # black-and-white or grey page and the endorser's batch line, a microfilm reader-printer's
    # copy, a PDF viewer's screen capture with sub-pixel fringes printed and scanned, a phone
    # photo of the sheet laminated under fluorescent tubes), resolution (200 to 300 dpi, frames).
    "heldout18": _HeldoutScanner(
        scan.heldout18_profile, scan.finish_heldout18, scan.degrade_heldout18, _photo_heldout18
    ),
    # heldout19: look (a flatbed with its lid left open, a colour laser printout scanned to
    # e-mail with its halftone's moiré, an overhead book scanner with the clerk's fingertips,
    # a phone photo at night with the flash), resolution (200 to 300 dpi, frames); the dark
    # room round a reduced, cornered sheet and its curled edge; CMYK screens, background
    # removal; the black mat, the page's curl, the LED light; hot spot, fall-off, high ISO.
    "heldout19": _HeldoutScanner(
        scan.heldout19_profile, scan.finish_heldout19, scan.degrade_heldout19, _photo_heldout19
    ),
    # heldout20: look (a 24-pin dot-matrix printout scanned, a laser printout in toner-saving
    # mode scanned, an old flatbed whose lamp had not warmed up, a phone photo of a sheet folded
    # in four), resolution (200 to 300 dpi, frames); round pin dots, dithered greys, the
    # ribbon's wear by pass and its weave, bidirectional offset, green-barred forms; light
    # stroke insides with darker edges, grain, recycled paper; the cold lamp's dim, tinted
    # start, flicker and column pattern; four panels lit apart, the creases and their shadow.
    "heldout20": _HeldoutScanner(
        scan.heldout20_profile, scan.finish_heldout20, scan.degrade_heldout20, _photo_heldout20
    ),
    # heldout21: look (a sheet that got wet and dried cockled, a torn sheet mended with tape, an
    # inkjet printout faded by the sun where nothing covered it, a phone photo at night on a bed
    # under a warm lamp in night mode), resolution (200 to 300 dpi, frames); waves bending the
    # lines, tide lines, feathered ink; the tear, the flap off, white fibres, tape strips;
    # yellowed paper and faded dyes behind a straight edge; lamp fall-off, warm cast, shake,
    # ghost, smoothed high-ISO noise.
    "heldout21": _HeldoutScanner(
        scan.heldout21_profile, scan.finish_heldout21, scan.degrade_heldout21, _photo_heldout21
    ),
    # heldout22: look (a page printed on a portable A4 thermal printer, a phone photo of the
    # document printed on a mono laser, an original foxed and mouldy from a damp drawer, each
    # scanned; a phone photo of the sheet held up against a window), resolution (150 to 300
    # dpi, frames); dithered dots, the head's weak end, dead elements, feed slips, fog, scuffs,
    # the roll's curl; the table round the sheet, keystone, the phone's shadow, the laser's
    # screen; yellowed, browned edges, foxing spots, mould specks; daylight through the paper,
    # its formation, the fingers behind it, the thumb, bloom, HDR halos.
    "heldout22": _HeldoutScanner(
        scan.heldout22_profile, scan.finish_heldout22, scan.degrade_heldout22, _photo_heldout22
    ),
    # heldout23: look (a handheld wand scanner swiped down the page in strips and stitched, a
    # phone photo forwarded several times through a messaging app, the counter's document
    # camera, a colour copy from a home inkjet with clogged nozzles scanned), resolution (200
    # to 300 dpi scans, 1280 to 1600 px forwarded frames, 1920 or 2592 px camera frames);
    # seams a few px out of line and at an angle, rows stretched by the hand's speed, wobble,
    # roller tracks; the table round the sheet, keystone, JPEG 3 to 5 times with resizes,
    # washed colours; barrel distortion, soft corners, the LED ring's spots, the arm's shadow,
    # the counter round the sheet; white nozzle lines in bands, a weak ink's cast, dot gain.
    "heldout23": _HeldoutScanner(
        scan.heldout23_profile, scan.finish_heldout23, scan.degrade_heldout23, _photo_heldout23
    ),
    # heldout24: look (a production scanner's compact PDF compressed with JPEG 2000, the carbon
    # copy of a multipart set on its tinted via, a phone photo of the sheet under a desk's
    # glass top), resolution (200 to 300 dpi scans, 1500 to 2400 px frames); the wavelets'
    # smear and ringing, no blocks; the carbon's hue, pressure swing, spread, grain and
    # smudges; the desk and cards round the sheet, the glass's green, the room's veil and the
    # photographer's dark reflection, doubled tube reflections, fingerprints, dust.
    "heldout24": _HeldoutScanner(
        scan.heldout24_profile, scan.finish_heldout24, scan.degrade_heldout24, _photo_heldout24
    ),
    # heldout25: look (an office MFP's scan to e-mail on automatic colour and text/photo
    # modes, a flatbed scan of a sheet marked with a sticky note and index flags, a close
    # phone photo with the ultra-wide lens), resolution (150 to 200 dpi e-mails, 200 to 300
    # flatbed scans, 1500 to 2400 px frames); the colour select's wrong verdicts (grey or a
    # false colour cast), background removal, photo zones left grey and soft; the note's
    # scrawl, lifted edge and shadow, translucent flags; the tablecloth, residual barrel,
    # colour fringes, soft corners, vignette.
    "heldout25": _HeldoutScanner(
        scan.heldout25_profile, scan.finish_heldout25, scan.degrade_heldout25, _photo_heldout25
    ),
}


def _extra_turn(plan: PetitionPlan, index: int, fplan: FilePlan) -> int:
    """The turn a set's scanner adds to every page of scanned file ``index`` (0 for most).

    Drawn from a ``random.Random`` of its own, seeded with the set, petition and
    file, so that no other draw of the petition moves.
    """
    name = template_set(plan.heldout)
    scanner = _HELDOUT_SCANNERS.get(name)
    if scanner is None or scanner.turn is None or fplan.kind == "pdf":
        return 0
    return scanner.turn(random.Random(f"{name}:{plan.seed}:turn:{index}:{fplan.name}"), fplan.kind)


def _scan_file_heldout(
    name: str,
    plan: PetitionPlan,
    index: int,
    fplan: FilePlan,
    rendered: tuple[Rendered, ...],
    page_counts: list[int],
    pdf_of: Any,
    rng: random.Random,
    when: time.struct_time,
    extra_turn: int = 0,
) -> bytes:
    """``_scan_file`` through held-out set ``name``'s scanner (``_HELDOUT_SCANNERS``).

    ``rng`` gets exactly the draws ``_scan_file`` makes, in the same order
    (style, blank sheets, augraphy seeds, noise seed, tint, gradient, skew,
    phone photo); everything the set's profile adds comes from its own
    ``random.Random`` seeded with a string naming the set, the petition and
    the file. ``extra_turn`` turns every page further (``_extra_turn``).
    """
    scanner = _HELDOUT_SCANNERS[name]
    side = random.Random(f"{name}:{plan.seed}:file:{index}:{fplan.name}")
    std_dpi, style = _dpi_and_style(fplan, rendered, rng)
    profile = scanner.profile(side, fplan.kind, std_dpi, photo=fplan.photo)
    dpi = profile.dpi
    images = []
    for slot in fplan.slots:
        if slot.doc is None:
            sheet = scan.blank_page(std_dpi, style, rng)
            images.append(scanner.finish(scan.resample(sheet, std_dpi, dpi), profile, side))
            continue
        for page in range(1, page_counts[slot.doc] + 1):
            upright = scan.rasterise_bytes(pdf_of(slot.doc), page, dpi, style.colour)
            if fplan.effects:
                upright = scan.augment(upright, fplan.effects, rng)
            degraded = scanner.degrade(upright, style, profile, rng, side)
            if fplan.photo:
                photo = scan.phone_photo(degraded, rng)
                degraded = scanner.photo(degraded, photo, profile, side)
            images.append(scan.turn(degraded, (slot.rotation + extra_turn) % 360))
    if fplan.kind == "scan_pdf":
        return scan.save_pdf(images, dpi, profile.jpeg_quality, when)
    if fplan.kind == "tiff":
        return scan.save_tiff(images, dpi, threshold=profile.threshold)
    if len(images) != 1:
        raise ValueError(f"{fplan.name}: a {fplan.kind} holds exactly one page, not {len(images)}")
    if fplan.kind == "jpeg":
        return scan.save_jpeg(images[0], dpi, profile.jpeg_quality)
    if fplan.kind == "png":
        if scanner.png_levels:
            return scan.save_png(images[0], dpi, levels=profile.png_levels)
        return scan.save_png(images[0], dpi)
    raise ValueError(fplan.kind)


def petition_yaml(plan: PetitionPlan) -> dict[str, Any]:
    """What the clerk typed at the counter (petition.schema.json)."""
    c = plan.cast.company
    base = {
        "petition_id": plan.petition_id,
        "checklist": plan.checklist,
        "protocol_date": plan.protocol.isoformat(),
    }
    if plan.checklist == "sm-fretamento-veiculo":
        v = plan.cast.vehicles[0]
        return base | {
            "applicant": {"name": c.upper, "cnpj": cd.format_cnpj(c.cnpj), "email": c.email},
            "facts": {"company_type": plan.company_type, "plate": v.plate_printed},
        }
    if plan.checklist == "sm-fretamento-motorista":
        driver = plan.cast.people[0]
        return base | {
            "applicant": {"name": c.upper, "cnpj": cd.format_cnpj(c.cnpj), "email": c.email},
            "facts": {"sex": driver.sex},
            "people": [
                {
                    "name": driver.upper,
                    "cpf": cd.format_cpf(driver.cpf),
                    "sex": driver.sex,
                    "role": "motorista",
                }
            ],
        }
    if plan.checklist.startswith("sad-"):
        p = plan.cast.people[0]
        role = (
            p.g("candidato a concessionário", "candidata a concessionária")
            if plan.checklist == "sad-concessionario"
            else "motorista"
        )
        return base | {
            "applicant": {"name": p.upper, "cpf": cd.format_cpf(p.cpf)},
            "facts": {"sex": p.sex, "foreign": p.foreign},
            "people": [{"name": p.upper, "cpf": cd.format_cpf(p.cpf), "sex": p.sex, "role": role}],
        }

    def role_of(p: Person) -> str:
        return (
            p.g("sócio-administrador", "sócia-administradora")
            if plan.company_type != "sa"
            else p.g("diretor", "diretora")
        )

    return base | {
        "applicant": {"name": c.upper, "cnpj": cd.format_cnpj(c.cnpj), "email": c.email},
        "facts": {"fleet_size": len(plan.cast.vehicles), "company_type": plan.company_type},
        "people": [
            {"name": p.upper, "cpf": cd.format_cpf(p.cpf), "sex": p.sex, "role": role_of(p)}
            for p in plan.cast.people
        ],
    }


# ---------------------------------------------------------------- writing


def _dump(data: dict[str, Any], header: str) -> str:
    return header + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def write(built: BuiltPetition, out_dir: Path) -> Path:
    """Write the petition folder ``out_dir/<petition_id>``, replacing a previous generation.

    Refuses to replace a folder that has no truth.yaml, in case it is not ours.
    """
    folder = out_dir / built.plan.petition_id
    if folder.exists():
        if not (folder / "truth.yaml").exists():
            raise FileExistsError(f"{folder} exists and was not written by corpus.generate")
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name, data in built.files.items():
        (folder / name).write_bytes(data)
    (folder / "petition.yaml").write_text(
        _dump(built.petition, "# What the clerk typed at the counter (synthetic).\n"),
        encoding="utf-8",
    )
    (folder / "truth.yaml").write_text(
        _dump(
            built.truth,
            "# Ground truth written by `python -m corpus.generate`; triagem never reads it.\n"
            "# rotation: clockwise degrees that make the page upright. status: what the generator\n"
            "# meant the document to be (valid | expired | invalid).\n",
        ),
        encoding="utf-8",
    )
    return folder
