"""The committed sample petitions (samples/petitions/) and random corpus plans.

Each sample is a function of nothing: its seed is written here, so
``python -m corpus.generate samples`` always writes the same folders.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date

from corpus.documents import DocSpec
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


# The random evaluation corpus lives in corpus.scenarios; re-exported for old callers.
from corpus.scenarios import random_plan  # noqa: E402

__all__ = ["PROTOCOL", "SAMPLES", "SAMPLES_COMMAND", "random_plan"]
