"""The committed sample petitions (samples/petitions/) and random corpus plans.

Each sample is a function of nothing: its seed is written here, so
``python -m corpus.generate samples`` always writes the same folders.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from datetime import date, timedelta

from corpus.documents import DocSpec
from corpus.people import Cast
from corpus.petitions import (
    FilePlan,
    PetitionPlan,
    Slot,
    born_digital_files,
    complete_specs,
    find,
    make_cast,
)

PROTOCOL = date(2026, 11, 16)
SAMPLES_COMMAND = "python -m corpus.generate samples"


def completa() -> PetitionPlan:
    seed = 2026111601
    cast = make_cast(random.Random(seed), PROTOCOL, sexes=("M", "F"), fleet=8)
    specs = complete_specs(cast)
    return PetitionPlan(
        petition_id="sm-empresa-completa",
        seed=seed,
        protocol=PROTOCOL,
        cast=cast,
        company_type="ltda",
        specs=tuple(specs),
        files=tuple(born_digital_files(specs, cast)),
        command=SAMPLES_COMMAND,
        description=(
            "Complete Ltda petition, two sócios-administradores (a man and a woman), fleet of 8, "
            "born-digital PDFs, some holding two documents; every certidão valid. Expect approve."
        ),
    )


def falta_municipal() -> PetitionPlan:
    seed = 2026111602
    cast = make_cast(random.Random(seed), PROTOCOL, sexes=("M", "F"), fleet=8)
    specs = [s for s in complete_specs(cast) if s.type != "certidao_municipal"]
    return PetitionPlan(
        petition_id="sm-empresa-falta-municipal",
        seed=seed,
        protocol=PROTOCOL,
        cast=cast,
        company_type="ltda",
        specs=tuple(specs),
        files=tuple(born_digital_files(specs, cast)),
        command=SAMPLES_COMMAND,
        description=(
            "Like sm-empresa-completa but without the certidão municipal. "
            "Expect deficient: art7.II.b.municipal missing."
        ),
    )


def federal_vencida() -> PetitionPlan:
    seed = 2026111603
    cast = make_cast(random.Random(seed), PROTOCOL, sexes=("M", "F"), fleet=8)
    specs = complete_specs(cast)
    specs[find(specs, "certidao_federal")] = DocSpec("certidao_federal", expired=True)
    specs[find(specs, "certidao_estadual")] = DocSpec(
        "certidao_estadual", result="positiva_com_efeitos_de_negativa"
    )
    return PetitionPlan(
        petition_id="sm-empresa-federal-vencida",
        seed=seed,
        protocol=PROTOCOL,
        cast=cast,
        company_type="ltda",
        specs=tuple(specs),
        files=tuple(born_digital_files(specs, cast)),
        command=SAMPLES_COMMAND,
        description=(
            "Like sm-empresa-completa but the certidão federal expired before the protocol date, "
            "and the certidão estadual is 'positiva com efeitos de negativa' (must be accepted). "
            "Expect deficient: art7.II.b.federal expired (and art7.II.e, which the federal "
            "certidão stands in for)."
        ),
    )


def digitalizada() -> PetitionPlan:
    seed = 2026111604
    cast = make_cast(random.Random(seed), PROTOCOL, sexes=("M",), fleet=6)
    specs = complete_specs(cast)

    def at(doc_type: str, rotation: int = 0) -> Slot:
        return Slot(doc=find(specs, doc_type), rotation=rotation)

    files = (
        FilePlan(
            "digitalizacao_001.pdf",
            "scan_pdf",
            (
                at("requerimento"),
                at("contrato_social"),
                at("registro_junta_comercial"),
                at("cartao_cnpj"),
                Slot(blank="separator"),
                at("certidao_federal"),
                at("certidao_estadual"),
                at("certidao_municipal"),
                at("crf_fgts"),
            ),
            dpi=200,
            colour=False,
            max_skew=2.0,
        ),
        FilePlan(
            "IMG_20261113_093012.jpg", "jpeg", (at("rg", 90),), dpi=250, colour=True, max_skew=2.0
        ),
        FilePlan(
            "IMG_20261113_093047.jpg", "jpeg", (at("cpf", 180),), dpi=200, colour=True, max_skew=1.5
        ),
        FilePlan(
            "IMG_20261113_093105.jpg",
            "jpeg",
            (at("comprovante_endereco"),),
            dpi=250,
            colour=True,
            max_skew=2.5,
        ),
        FilePlan(
            "scan_pessoais.tif",
            "tiff",
            (
                at("certidao_quitacao_eleitoral"),
                at("certificado_reservista"),
                at("folha_corrida"),
                Slot(blank="back"),
            ),
            max_skew=1.5,
        ),
        FilePlan(
            "relacao_frota.png",
            "png",
            (at("relacao_veiculos"),),
            dpi=250,
            colour=False,
            max_skew=1.0,
        ),
        FilePlan(
            "digitalizacao_002.pdf",
            "scan_pdf",
            (
                at("comprovante_contribuicao_sindical"),
                at("ctps"),
                at("certidao_pis"),
                at("certidao_falencia", 270),
                at("certidao_execucoes"),
                at("certidao_protestos"),
            ),
            colour=True,
            # At 2 degrees Tesseract misread a CNPJ digit on the sideways page.
            max_skew=1.5,
        ),
    )
    return PetitionPlan(
        petition_id="sm-empresa-digitalizada",
        seed=seed,
        protocol=PROTOCOL,
        cast=cast,
        company_type="ltda",
        specs=tuple(specs),
        files=files,
        command=SAMPLES_COMMAND,
        description=(
            "Complete Ltda petition with one sócio (a man), fleet of 6, fully scanned: image-only "
            "PDFs holding several documents in sequence (one blank separator page, one page turned "
            "270), phone JPEGs (identity card turned 90, CPF comprovante upside down), a bilevel "
            "multi-page TIFF ending with an empty back side, and a PNG. Expect approve."
        ),
    )


def arquivos_ruins() -> PetitionPlan:
    seed = 2026111605
    cast = make_cast(random.Random(seed), PROTOCOL, sexes=("M", "F"), fleet=8)
    specs = complete_specs(cast)
    files = born_digital_files(specs, cast)
    # Second copies that went into the unreadable uploads.
    specs += [DocSpec("certidao_protestos"), DocSpec("certidao_federal")]
    files += [
        FilePlan("digitalizacao_0007.pdf", "corrupt", (Slot(doc=len(specs) - 2),)),
        FilePlan("certidao_protegida.pdf", "encrypted", (Slot(doc=len(specs) - 1),)),
        FilePlan("documento_vazio.pdf", "empty"),
        FilePlan("planilha_frota.xlsx", "unsupported"),
    ]
    return PetitionPlan(
        petition_id="sm-empresa-arquivos-ruins",
        seed=seed,
        protocol=PROTOCOL,
        cast=cast,
        company_type="ltda",
        specs=tuple(specs),
        files=tuple(files),
        command=SAMPLES_COMMAND,
        description=(
            "Like sm-empresa-completa (born-digital, every item satisfied) plus four unreadable "
            "uploads: a truncated PDF, a password-protected PDF, an empty file and a spreadsheet. "
            "Expect review, with errors corrupt_file, encrypted_pdf, empty_file and "
            "unsupported_format."
        ),
    )


SAMPLES: dict[str, Callable[[], PetitionPlan]] = {
    "sm-empresa-completa": completa,
    "sm-empresa-falta-municipal": falta_municipal,
    "sm-empresa-federal-vencida": federal_vencida,
    "sm-empresa-digitalizada": digitalizada,
    "sm-empresa-arquivos-ruins": arquivos_ruins,
}


# ---------------------------------------------------------------- random corpus

# Defects the corpus may inject, per document type.
_MAY_GO_MISSING = (
    "certidao_federal",
    "certidao_estadual",
    "certidao_municipal",
    "crf_fgts",
    "certidao_pis",
    "certidao_falencia",
    "certidao_execucoes",
    "certidao_protestos",
    "comprovante_contribuicao_sindical",
    "ctps",
    "relacao_veiculos",
    "comprovante_endereco",
    "cartao_cnpj",
    "registro_junta_comercial",
    "folha_corrida",
    "certidao_quitacao_eleitoral",
    "certificado_reservista",
)
_MAY_EXPIRE = (
    "certidao_federal",
    "certidao_estadual",
    "certidao_municipal",
    "crf_fgts",
    "certidao_pis",
    "certidao_falencia",
    "certidao_execucoes",
    "certidao_protestos",
    "folha_corrida",
    "certidao_quitacao_eleitoral",
    "comprovante_contribuicao_sindical",
)
_MAY_BE_POSITIVE = (
    "certidao_federal",
    "certidao_estadual",
    "certidao_municipal",
    "certidao_falencia",
    "certidao_execucoes",
    "certidao_protestos",
    "folha_corrida",
)
_OTHER_HOLDER = ("certidao_federal", "certidao_estadual", "crf_fgts", "certidao_protestos")
_CPEN = ("certidao_federal", "certidao_estadual", "certidao_municipal")


def random_plan(seed: int, index: int, command: str) -> PetitionPlan:
    """One varied petition for evaluation: mixed formats, random defects."""
    rng = random.Random(f"corpus:{seed}:{index}")
    protocol = date(2026, 2, 1) + timedelta(days=rng.randrange(0, 390))
    company_type = "sa" if rng.random() < 0.1 else "ltda"
    sexes = tuple(rng.choice("MMF") for _ in range(rng.choice((1, 1, 2, 2, 2, 3))))
    fleet = rng.randrange(2, 19)
    alnum = protocol >= date(2026, 10, 1) and rng.random() < 0.3
    cast = make_cast(
        rng, protocol, sexes=sexes, fleet=fleet, company_type=company_type, alphanumeric_cnpj=alnum
    )
    specs = complete_specs(cast, company_type)
    notes: list[str] = []

    if rng.random() < 0.3:
        i = find(specs, rng.choice(_CPEN))
        specs[i] = replace(specs[i], result="positiva_com_efeitos_de_negativa")
        notes.append(f"{specs[i].type} positiva com efeitos de negativa")
    if rng.random() < 0.1:
        specs.append(DocSpec("certidao_inss"))
        notes.append("old INSS certidão (obsolete) alongside the federal one")
    if fleet > 10 and rng.random() < 0.3:
        specs = [s for s in specs if s.type != "comprovante_estacionamento"]
        notes.append("fleet over 10 without comprovante_estacionamento")

    for _ in range(rng.choices((0, 1, 2, 3), weights=(40, 35, 20, 5))[0]):
        kind = rng.choice(("missing", "missing", "expired", "expired", "positiva", "other_holder"))
        pool = {
            "missing": _MAY_GO_MISSING,
            "expired": _MAY_EXPIRE,
            "positiva": _MAY_BE_POSITIVE,
        }.get(kind, _OTHER_HOLDER)
        candidates = [
            i
            for i, s in enumerate(specs)
            if s.type in pool and s.result != "positiva_com_efeitos_de_negativa"
        ]
        if not candidates:
            continue
        i = rng.choice(candidates)
        if kind == "missing":
            notes.append(f"missing {specs[i].type}")
            del specs[i]
        elif kind == "expired":
            specs[i] = replace(specs[i], expired=True)
            notes.append(f"expired {specs[i].type}")
        elif kind == "positiva":
            specs[i] = replace(specs[i], result="positiva")
            notes.append(f"positiva {specs[i].type}")
        else:
            specs[i] = replace(specs[i], other_holder=True)
            notes.append(f"{specs[i].type} of another company")

    mode = rng.choices(("born_digital", "scanned", "mixed"), weights=(45, 30, 25))[0]
    files = _corpus_files(rng, specs, cast, mode)
    if rng.random() < 0.15:
        bad = rng.sample(("corrupt", "encrypted", "empty", "unsupported"), rng.randrange(1, 3))
        for kind in bad:
            doc = None
            if kind in ("corrupt", "encrypted"):
                specs.append(
                    DocSpec(rng.choice(("certidao_protestos", "crf_fgts", "certidao_federal")))
                )
                doc = len(specs) - 1
            ext = "xlsx" if kind == "unsupported" else "pdf"
            files.append(
                FilePlan(
                    f"upload_{kind}_{len(files) + 1:02d}.{ext}",
                    kind,
                    (Slot(doc=doc),) if doc is not None else (),
                )
            )
        notes.append("unreadable files: " + ", ".join(bad))
    return PetitionPlan(
        petition_id=f"corpus-{seed}-{index:04d}",
        seed=seed * 10_000 + index,
        protocol=protocol,
        cast=cast,
        company_type=company_type,
        specs=tuple(specs),
        files=tuple(files),
        command=command,
        description=f"Random corpus petition ({mode}); "
        + ("; ".join(notes) if notes else "no defects"),
    )


def _corpus_files(
    rng: random.Random, specs: list[DocSpec], cast: Cast, mode: str
) -> list[FilePlan]:
    if mode == "born_digital":
        return born_digital_files(specs, cast)
    files: list[FilePlan] = []
    pending: list[Slot] = []
    scanned_share = 1.0 if mode == "scanned" else 0.5

    def flush() -> None:
        if pending:
            kind = rng.choice(("scan_pdf", "scan_pdf", "tiff"))
            ext = "pdf" if kind == "scan_pdf" else "tif"
            if rng.random() < 0.3:
                pending.append(Slot(blank=rng.choice(("separator", "back"))))
            files.append(
                FilePlan(
                    f"digitalizacao_{len(files) + 1:03d}.{ext}",
                    kind,
                    tuple(pending),
                    max_skew=rng.uniform(1.0, 3.0),
                )
            )
            pending.clear()

    for i, spec in enumerate(specs):
        if rng.random() > scanned_share:
            flush()
            files.append(FilePlan(f"{len(files) + 1:02d}_{spec.type}.pdf", "pdf", (Slot(doc=i),)))
            continue
        rotation = rng.choices((0, 90, 180, 270), weights=(85, 6, 6, 3))[0]
        if spec.type in ("rg", "cpf", "comprovante_endereco") and rng.random() < 0.7:
            flush()
            files.append(
                FilePlan(
                    f"IMG_{len(files) + 1:04d}.jpg",
                    "jpeg",
                    (Slot(doc=i, rotation=rotation),),
                    colour=True,
                )
            )
            continue
        pending.append(Slot(doc=i, rotation=rotation))
        if len(pending) >= rng.randrange(2, 7):
            flush()
    flush()
    return files
