"""What the checklist should conclude about a generated petition.

This is the generator's own, deliberately simple reading of
``sm-fretamento-empresa`` (``../shared/contract/items.md``), used only to write
``truth.yaml``. It knows what every generated document was meant to be
(valid, expired or invalid), so it needs no dates or OCR. The pipeline's
checklists are the real implementation; a disagreement between the two is
something to look at, not something to paper over.

Judgement calls, also listed in samples/README.md:
- Art. 7, II, e (INSS): the unified federal certidão issued since 03/11/2014
  stands in for the old INSS one (document-types.md), so a missing or expired
  federal certidão leaves II.e missing or expired too, unless a valid INSS
  certidão is present (it never is: they are obsolete).
- For a sociedade anônima the estatuto social is its contrato social and its
  atos constitutivos (I.a and I.d), besides satisfying I.e.
- Art. 7, I, c asks for both the identity card and the CPF comprovante.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

CHECKLIST = "sm-fretamento-empresa"


@dataclass(frozen=True)
class Item:
    id: str
    accepts: tuple[str, ...]
    per_person: bool = False
    # Every listed type must be present (I.c); otherwise any one of them will do.
    needs_all: bool = False
    condition: str = ""  # sa | male | fleet_over_10


ITEMS: tuple[Item, ...] = (
    Item("art7.I.a", ("contrato_social", "estatuto_social")),
    Item("art7.I.b", ("registro_junta_comercial",)),
    Item("art7.I.c", ("rg", "cpf"), per_person=True, needs_all=True),
    Item("art7.I.d", ("contrato_social", "estatuto_social")),
    Item("art7.I.e", ("estatuto_social",), condition="sa"),
    Item("art7.I.f.eleitoral", ("certidao_quitacao_eleitoral",), per_person=True),
    Item("art7.I.f.militar", ("certificado_reservista",), per_person=True, condition="male"),
    Item("art7.I.g", ("comprovante_endereco",)),
    Item("art7.II.a", ("cartao_cnpj",)),
    Item("art7.II.b.federal", ("certidao_federal",)),
    Item("art7.II.b.estadual", ("certidao_estadual",)),
    Item("art7.II.b.municipal", ("certidao_municipal",)),
    Item("art7.II.c", ("comprovante_contribuicao_sindical",)),
    Item("art7.II.d", ("ctps",)),
    Item("art7.II.e", ("certidao_inss", "certidao_federal")),
    Item("art7.II.f", ("crf_fgts",)),
    Item("art7.II.g", ("certidao_pis",)),
    Item("art7.II.h", ("certidao_falencia",)),
    Item("art7.II.i", ("certidao_execucoes",)),
    Item("art7.II.j", ("certidao_protestos",)),
    Item("art7.II.k", ("folha_corrida",), per_person=True),
    Item("art7.III.a", ("relacao_veiculos",)),
    Item("art7.III.b", ("comprovante_estacionamento",), condition="fleet_over_10"),
)

BAD = ("missing", "expired", "invalid")


@dataclass(frozen=True)
class DocFact:
    """One readable document as the evaluator sees it."""

    type: str
    status: str  # valid | expired | invalid
    person: str | None = None  # CPF digits for personal documents


@dataclass(frozen=True)
class PersonFact:
    cpf: str
    sex: str


def _combine(statuses: Sequence[str]) -> str:
    """The item status given the statuses of the documents that could satisfy it."""
    if not statuses:
        return "missing"
    if "valid" in statuses:
        return "ok"
    return "invalid" if "invalid" in statuses else "expired"


def _applies(item: Item, company_type: str, fleet: int, person: PersonFact | None) -> bool:
    if item.condition == "sa":
        return company_type == "sa"
    if item.condition == "male":
        return person is not None and person.sex == "M"
    if item.condition == "fleet_over_10":
        return fleet > 10  # Art. 7, III, b: "frota superior a 10 (dez) veículos"
    return True


def evaluate(
    docs: Sequence[DocFact], people: Sequence[PersonFact], company_type: str, fleet: int
) -> list[dict[str, str]]:
    """Expected ``{id, status[, person]}`` for every item, per person where asked."""
    out: list[dict[str, str]] = []
    for item in ITEMS:
        targets: list[PersonFact | None] = list(people) if item.per_person else [None]
        for person in targets:
            entry = {"id": item.id}
            if person is not None:
                entry["person"] = person.cpf
            if not _applies(item, company_type, fleet, person):
                entry["status"] = "not_applicable"
                out.append(entry)
                continue
            mine = [
                d
                for d in docs
                if d.type in item.accepts and (person is None or d.person == person.cpf)
            ]
            if item.needs_all:
                parts = [_combine([d.status for d in mine if d.type == t]) for t in item.accepts]
                bad = [s for s in parts if s in BAD]
                # The worst part decides: missing, then invalid, then expired.
                status = next((s for s in ("missing", "invalid", "expired") if s in bad), "ok")
            else:
                status = _combine([d.status for d in mine])
            entry["status"] = status
            out.append(entry)
    return out


def decision(items: Sequence[dict[str, str]], file_errors: int) -> str:
    """The contract's rule: deficient, else review, else approve."""
    statuses = {i["status"] for i in items}
    if statuses & set(BAD):
        return "deficient"
    if "review" in statuses or file_errors:
        return "review"
    return "approve"
