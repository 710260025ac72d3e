"""What the checklist should conclude about a generated petition.

This is the generator's own, deliberately simple reading of the law
(``../shared/laws/``) and of the item lists in ``../shared/contract/items.md``,
used only to write ``truth.yaml``. It knows what every generated document was
meant to be (valid, expired or invalid, plus facts such as "past_useful_life"),
so it needs no dates or OCR. The pipeline's checklists are the real
implementation; a disagreement between the two is something to look at, not
something to paper over.

Judgement calls, also listed in samples/README.md:
- SM Art. 7, II, e (INSS): the unified federal certidão issued since
  03/11/2014 stands in for the old INSS one (document-types.md), so a missing
  or expired federal certidão leaves II.e missing or expired too, unless a
  valid INSS certidão is present (it never is: they are obsolete).
- For a sociedade anônima the estatuto social is its contrato social and its
  atos constitutivos (I.a and I.d), besides satisfying I.e.
- SM Art. 7, I, c and SAD Art. 19, I ask for both the identity card and the
  CPF comprovante.
- SM Art. 11, §§ 1º and 2º (kind and useful life of the vehicle) are read from
  whichever vehicle document is there (CRLV, CRV, purchase contract), whatever
  that document's own validity.
- SM Art. 20, II and SAD Art. 19, II: a CNH of category D or E with the
  observation EAR; SAD's "categoria profissional" is read as the same thing.
- SAD Art. 19, § 2º: the foreigner's permanent identity card and the federal
  criminal certidão (crimes against the State are federal).
- SAD Art. 16 bars only the convicted, and § 1º leaves a pending case to the
  Administration: a positive criminal certidão makes its item ``review``.
- Unasserted (``asserted: false``): for a foreign candidate, Art. 19, I
  (identity: the CRNM takes the place of the RG), III (a foreigner cannot
  hold a título) and IV (military service binds Brazilians); for a vehicle
  that is not a bus, the useful life of § 2º (the law fixes none); a
  present and current APP policy under SM Art. 12, § 1º (the minimum insured
  amount it must reach is in an inciso III missing from the law's text). The
  generator still writes its opinion, but a checklist may read the law
  otherwise. Every item of a checklist whose YAML does not exist yet is
  unasserted too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

CHECKLIST = "sm-fretamento-empresa"
CHECKLIST_DIR = Path(__file__).resolve().parent.parent / "checklists"


@dataclass(frozen=True)
class Item:
    id: str
    # Document types that satisfy the item; "certidao_criminal:federal" names
    # a type with its tag (the court).
    accepts: tuple[str, ...]
    per_person: bool = False
    # Every listed type must be present (identity + CPF); otherwise any one will do.
    needs_all: bool = False
    condition: str = ""  # sa | male | fleet_over_10 | foreign
    # The item reads a fact of the document: it fails on this defect and
    # ignores the document's own validity (Art. 11 on the vehicle).
    fails_on: str = ""


SM_EMPRESA: tuple[Item, ...] = (
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
# Kept for callers of the first version.
ITEMS = SM_EMPRESA

_VEHICLE_DOCS = ("crlv", "crv", "contrato_compra_venda")
SM_VEICULO: tuple[Item, ...] = (
    Item("art12.I", ("crv", "contrato_compra_venda")),
    Item("art12.II", ("crlv",)),
    Item("art12.p1", ("apolice_seguro",)),
    Item("art11.p1", _VEHICLE_DOCS, fails_on="not_bus"),
    Item("art11.p2", _VEHICLE_DOCS, fails_on="past_useful_life"),
)

SM_MOTORISTA: tuple[Item, ...] = (
    Item("art20.I", ("folha_corrida",)),
    Item("art20.II", ("cnh",)),
    Item("art20.III", ("certificado_curso_transporte",)),
    Item("art20.IV", ("certidao_pontuacao_cnh",)),
    Item("art20.V", ("ctps",)),
)

_SAD_COMMON: tuple[Item, ...] = (
    Item("art19.I", ("rg", "cpf"), needs_all=True),
    Item("art19.II", ("cnh",)),
    Item("art19.III", ("titulo_eleitor",)),
    Item("art19.IV", ("certificado_reservista",), condition="male"),
    Item("art19.V.federal", ("certidao_federal",)),
    Item("art19.V.estadual", ("certidao_estadual",)),
    Item("art19.V.municipal", ("certidao_municipal",)),
    Item("art19.VI.estadual", ("certidao_criminal:estadual",)),
    Item("art19.VI.federal", ("certidao_criminal:federal",)),
    Item("art19.VI.eleitoral", ("certidao_criminal:eleitoral",)),
    Item("art19.VII", ("atestado_saude",)),
    Item("art19.VIII", ("foto_3x4",)),
    Item("art19.IX", ("comprovante_endereco",)),
)
_SAD_P1: tuple[Item, ...] = (
    Item("art19.p1.firma", ("registro_firma_individual",)),
    Item("art19.p1.iss", ("inscricao_iss",)),
)
_SAD_P2 = Item(
    "art19.p2",
    ("identidade_estrangeiro", "certidao_criminal:federal"),
    needs_all=True,
    condition="foreign",
)

CHECKLISTS: dict[str, tuple[Item, ...]] = {
    "sm-fretamento-empresa": SM_EMPRESA,
    "sm-fretamento-veiculo": SM_VEICULO,
    "sm-fretamento-motorista": SM_MOTORISTA,
    "sad-concessionario": (*_SAD_COMMON, *_SAD_P1, _SAD_P2),
    # The p1 items are "sad-concessionario only": not asked of a driver at all.
    "sad-motorista": (*_SAD_COMMON, _SAD_P2),
}

BAD = ("missing", "expired", "invalid")


@dataclass(frozen=True)
class DocFact:
    """One readable document as the evaluator sees it."""

    type: str
    status: str  # valid | expired | invalid | review
    person: str | None = None  # CPF digits for personal documents
    tag: str = ""  # the court of a certidao_criminal
    defects: tuple[str, ...] = field(default=())


@dataclass(frozen=True)
class PersonFact:
    cpf: str
    sex: str
    foreign: bool = False


def checklist_yaml_exists(checklist: str) -> bool:
    """Whether the pipeline has this checklist yet (checklists/<id>.yaml)."""
    return (CHECKLIST_DIR / f"{checklist}.yaml").exists()


def _combine(statuses: Sequence[str]) -> str:
    """The item status given the statuses of the documents that could satisfy it."""
    if not statuses:
        return "missing"
    if "valid" in statuses:
        return "ok"
    if "invalid" in statuses:
        return "invalid"
    # "review": a document only a clerk can weigh (a positive SAD criminal certidão).
    return "review" if "review" in statuses else "expired"


def _applies(item: Item, company_type: str, fleet: int, person: PersonFact | None) -> bool:
    if item.condition == "sa":
        return company_type == "sa"
    if item.condition == "male":
        # Lei 4.375/1964 binds Brazilian men; SM Art. 7 I f and SAD Art. 19 IV.
        return person is not None and person.sex == "M"
    if item.condition == "fleet_over_10":
        return fleet > 10  # Art. 7, III, b: "frota superior a 10 (dez) veículos"
    if item.condition == "foreign":
        return person is not None and person.foreign
    return True


def _matches(doc: DocFact, accepted: str) -> bool:
    doc_type, _, tag = accepted.partition(":")
    return doc.type == doc_type and (not tag or doc.tag == tag)


def _status_of(item: Item, accepts: tuple[str, ...], docs: Sequence[DocFact]) -> str:
    mine = [d for d in docs if any(_matches(d, a) for a in accepts)]
    if item.fails_on:
        if not mine:
            return "missing"
        return "invalid" if any(item.fails_on in d.defects for d in mine) else "ok"
    if item.needs_all:
        parts = [_combine([d.status for d in mine if _matches(d, a)]) for a in accepts]
        bad = [s for s in parts if s in BAD]
        # The worst part decides: missing, then invalid, then expired, then review.
        worst = next((s for s in ("missing", "invalid", "expired") if s in bad), None)
        return worst or ("review" if "review" in parts else "ok")
    return _combine([d.status for d in mine])


def evaluate(
    docs: Sequence[DocFact],
    people: Sequence[PersonFact],
    company_type: str,
    fleet: int,
    checklist: str = CHECKLIST,
) -> list[dict[str, object]]:
    """Expected ``{id, status[, person][, asserted]}`` for every item.

    Per-person items (sm-fretamento-empresa) come once per person; in the other
    checklists the conditions read the one applicant or driver, ``people[0]``.
    """
    out: list[dict[str, object]] = []
    subject = people[0] if people else None
    for item in CHECKLISTS[checklist]:
        targets: list[PersonFact | None] = list(people) if item.per_person else [None]
        for person in targets:
            entry: dict[str, object] = {"id": item.id}
            if person is not None:
                entry["person"] = person.cpf
            who = person if item.per_person else subject
            accepts = item.accepts
            unasserted = False
            if who is not None and who.foreign and checklist.startswith("sad-"):
                if item.id == "art19.I":
                    accepts, unasserted = ("identidade_estrangeiro", "cpf"), True
                elif item.id in ("art19.III", "art19.IV"):
                    entry["status"] = "not_applicable"
                    entry["asserted"] = False
                    out.append(entry)
                    continue
            if not _applies(item, company_type, fleet, who):
                entry["status"] = "not_applicable"
                out.append(entry)
                continue
            mine = [d for d in docs if person is None or d.person == person.cpf]
            entry["status"] = _status_of(item, accepts, mine)
            if item.id == "art11.p2" and any(
                "not_bus" in d.defects for d in mine if d.type in _VEHICLE_DOCS
            ):
                unasserted = True
            if item.id == "art12.p1" and entry["status"] == "ok":
                # § 1º: the insured amount must reach "o definido no inciso III",
                # an inciso missing from the law's text: a present, current policy
                # is ok or review depending on a minimum the law does not give.
                unasserted = True
            if unasserted:
                entry["asserted"] = False
            out.append(entry)
    return out


def decision(items: Sequence[dict[str, object]], file_errors: int) -> str:
    """The contract's rule: deficient, else review, else approve."""
    statuses = {i["status"] for i in items}
    if statuses & set(BAD):
        return "deficient"
    if "review" in statuses or file_errors:
        return "review"
    return "approve"


def decision_asserted(items: Sequence[dict[str, object]]) -> bool:
    """True when the decision holds whatever the unasserted items turn out to be:
    every item is asserted, or the asserted ones alone make the petition deficient."""
    unasserted = [i for i in items if i.get("asserted") is False]
    if not unasserted:
        return True
    return any(i["status"] in BAD for i in items if i.get("asserted") is not False)
