"""Every checklist of both municipalities, item by item, and the rules behind them.

The first part checks each shipped YAML against the contract (items.md): the
same ids in the same order, per-person items where the contract says so, a
validity rule with its source for every document type. The second part is
table-driven: for each of sm-fretamento-veiculo, sm-fretamento-motorista,
sad-concessionario and sad-motorista, a complete petition built by hand, and
one row per item saying which documents satisfy it, what expiring them does
and which mutations make them invalid; each row runs as present, missing,
expired (or never expires), invalid and, for conditional items, not
applicable. (sm-fretamento-empresa has the same table in
test_checklist_engine.py.) The third part has one test, or a few, per rule.

People, companies and vehicles are synthetic; CPF, CNPJ and RENAVAM check
digits are computed here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from functools import cache
from pathlib import Path

import pytest

from checklists import (
    DOCUMENT_TYPES,
    Checklist,
    available_checklists,
    evaluate,
    load_checklist,
    rank_checklists,
    validate_all,
)
from triagem.models import (
    Applicant,
    Document,
    Facts,
    Fields,
    ItemResult,
    Person,
    Petition,
    Verdict,
)

REF = date(2026, 3, 15)
ITEMS_MD = Path(__file__).resolve().parents[2] / "shared" / "contract" / "items.md"
APP_MIN = {"app_min_insured_per_passenger": 50000.0}


# --------------------------------------------------------------------------
# Factories
# --------------------------------------------------------------------------


def make_cpf(base9: str) -> str:
    digits = [int(d) for d in base9]
    for n in (9, 10):
        total = sum(d * (n + 1 - i) for i, d in enumerate(digits[:n]))
        dv = (total * 10) % 11
        digits.append(0 if dv == 10 else dv)
    return "".join(map(str, digits))


def make_cnpj(base12: str) -> str:
    weights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    chars = list(base12)
    for w in (weights, [6, *weights]):
        total = sum((ord(c) - 48) * k for c, k in zip(chars, w, strict=True))
        r = total % 11
        chars.append(str(0 if r < 2 else 11 - r))
    return "".join(chars)


def make_renavam(base10: str) -> str:
    total = sum(int(d) * w for d, w in zip(base10, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2], strict=True))
    dv = (total * 10) % 11
    return base10 + str(0 if dv == 10 else dv)


COMPANY = "Fretamentos Fictícios Exemplo Ltda."
CNPJ = make_cnpj("334445550001")
OTHER_CNPJ = make_cnpj("998887770001")
STRANGER_CPF = make_cpf("258147369")
PLATE = "FIC2E26"
OTHER_PLATE = "OUT9Z99"
RENAVAM = make_renavam("0123456789")
DRIVER = Person("Carlos Condutor Exemplo", make_cpf("159357486"), sex="M")
CANDIDATE = Person("Joana Candidata Exemplo", make_cpf("741852963"), sex="F")


def doc(type_: str, *, extra: dict | None = None, needs_review: bool = False, **fields) -> Document:
    return Document(
        file=f"{type_}.pdf",
        pages=(1,),
        type=type_,
        confidence=0.95,
        fields=Fields(extra=dict(extra or {}), **fields),
        needs_review=needs_review,
    )


def of_company(type_: str, **fields) -> Document:
    fields.setdefault("name", COMPANY)
    fields.setdefault("cnpj", CNPJ)
    return doc(type_, **fields)


def of_person(type_: str, person: Person, **fields) -> Document:
    fields.setdefault("name", person.name)
    fields.setdefault("cpf", person.cpf)
    return doc(type_, **fields)


def set_fields(document: Document, **changes) -> Document:
    if "extra" in changes:
        changes["extra"] = {**document.fields.extra, **changes["extra"]}
    return replace(document, fields=replace(document.fields, **changes))


# --------------------------------------------------------------------------
# The petitions of each checklist
# --------------------------------------------------------------------------


def vehicle_docs() -> dict[str, Document]:
    """A 2019 bus of the company, with its CRV, current CRLV-e and APP policy."""
    vehicle = {"plate": PLATE, "renavam": RENAVAM, "manufacture_year": 2019}
    return {
        "crv": of_company("crv", vehicle_kind="onibus", issued_on=date(2019, 8, 1), **vehicle),
        "crlv": of_company(
            "crlv",
            vehicle_kind="onibus",
            issued_on=date(2026, 1, 20),
            extra={"exercicio": 2026},
            **vehicle,
        ),
        "apolice": of_company(
            "apolice_seguro",
            plate=PLATE,
            issued_on=date(2025, 11, 1),
            valid_until=date(2026, 11, 1),
            extra={"insured_amount_per_passenger": 100000.0},
        ),
    }


def driver_docs() -> dict[str, Document]:
    neg = "negativa"
    return {
        "folha": of_person("folha_corrida", DRIVER, issued_on=date(2026, 2, 1), result=neg),
        "cnh": of_person(
            "cnh",
            DRIVER,
            cnh_category="D",
            paid_activity=True,
            issued_on=date(2022, 5, 2),
            valid_until=date(2031, 5, 1),
        ),
        "curso": of_person("certificado_curso_transporte", DRIVER, issued_on=date(2024, 1, 10)),
        "pontos": of_person(
            "certidao_pontuacao_cnh", DRIVER, issued_on=date(2026, 3, 10), result=neg
        ),
        "ctps": of_person("ctps", DRIVER, cnpj=CNPJ),
    }


def candidate_docs() -> dict[str, Document]:
    """Everything Art. 19 asks of a Brazilian woman applying for a concession."""
    neg = "negativa"
    person = CANDIDATE
    crim = {"issued_on": date(2026, 2, 20), "result": neg}
    return {
        "rg": of_person("rg", person, issued_on=date(2015, 6, 1)),
        "cpf": of_person("cpf", person, extra={"situacao": "REGULAR"}),
        "cnh": of_person(
            "cnh", person, cnh_category="D", paid_activity=True, valid_until=date(2030, 1, 1)
        ),
        "titulo": of_person("titulo_eleitor", person, cpf=None),
        "federal": of_person(
            "certidao_federal",
            person,
            issued_on=date(2026, 1, 10),
            valid_until=date(2026, 7, 9),
            result=neg,
        ),
        "estadual": of_person("certidao_estadual", person, issued_on=date(2026, 2, 1), result=neg),
        "municipal": of_person(
            "certidao_municipal",
            person,
            issued_on=date(2026, 2, 3),
            valid_until=date(2026, 5, 3),
            result=neg,
        ),
        "crim_estadual": of_person("certidao_criminal", person, jurisdiction="estadual", **crim),
        "crim_federal": of_person("certidao_criminal", person, jurisdiction="federal", **crim),
        "crim_eleitoral": of_person("certidao_criminal", person, jurisdiction="eleitoral", **crim),
        "saude": of_person("atestado_saude", person, issued_on=date(2025, 12, 1)),
        "foto1": doc("foto_3x4"),
        "foto2": doc("foto_3x4"),
        "residencia": of_person("comprovante_endereco", person, issued_on=date(2026, 2, 25)),
        "firma": of_person("registro_firma_individual", person, cnpj=OTHER_CNPJ),
        "iss": of_person("inscricao_iss", person, cpf=None, name=f"{person.name} ME"),
    }


# (item, person, documents the ok result cites, documents to remove for
# "missing" and to expire or mutate (default: the cited ones), how they
# expire: "dates", "exercise" or None (the item never expires), mutations
# that make it invalid)
@dataclass(frozen=True)
class Row:
    item: str
    docs: tuple[str, ...]
    expire: str | None
    invalid: tuple[str, ...] = ()
    remove: tuple[str, ...] = ()
    person: Person | None = None

    @property
    def touched(self) -> tuple[str, ...]:
        return self.remove or self.docs


@dataclass(frozen=True)
class Conditional:
    """An item that does not apply to the complete petition, and what makes it apply."""

    item: str
    person: Person | None
    changes: dict
    # Documents the item then needs, added to make it ok again.
    needed: Callable[[], dict[str, Document]]
    # The person as the item then names him (after the change).
    then_person: Person | None = None


@dataclass(frozen=True)
class Case:
    checklist: str
    docs: Callable[[], dict[str, Document]]
    petition: Petition
    rows: tuple[Row, ...]
    conditional: tuple[Conditional, ...] = ()
    parameters: dict = field(default_factory=dict)

    def run(self, docs: dict[str, Document], pet: Petition | None = None, **kwargs) -> Verdict:
        kwargs.setdefault("parameters", self.parameters)
        return evaluate(
            _loaded(self.checklist), list(docs.values()), pet or self.petition, REF, **kwargs
        )


@cache
def _loaded(checklist_id: str) -> Checklist:
    # Loading validates the whole file: once per checklist keeps the run fast.
    return load_checklist(checklist_id)


VEHICLE = Case(
    "sm-fretamento-veiculo",
    vehicle_docs,
    Petition(
        "v-1",
        checklist="sm-fretamento-veiculo",
        protocol_date=REF,
        applicant=Applicant(name=COMPANY, cnpj=CNPJ),
        facts=Facts(plate=PLATE),
    ),
    (
        Row("art12.I", ("crv",), None, ("cnpj", "plate"), remove=("crv", "crlv")),
        Row("art12.II", ("crlv",), "exercise", ("plate",)),
        Row("art12.p1", ("apolice",), "dates", ("plate", "low_amount")),
        Row("art11.p1", ("crlv",), None, ("van",), remove=("crlv", "crv")),
        Row("art11.p2", ("crlv",), None, ("old",), remove=("crlv", "crv")),
    ),
    parameters=APP_MIN,
)

DRIVER_CASE = Case(
    "sm-fretamento-motorista",
    driver_docs,
    Petition(
        "m-1",
        checklist="sm-fretamento-motorista",
        protocol_date=REF,
        applicant=Applicant(name=DRIVER.name, cpf=DRIVER.cpf),
        facts=Facts(sex="M"),
    ),
    (
        Row("art20.I", ("folha",), "dates", ("cpf", "positiva")),
        Row("art20.II", ("cnh",), "dates", ("cpf", "category_b", "no_ear")),
        Row("art20.III", ("curso",), "dates", ("cpf",)),
        Row("art20.IV", ("pontos",), "dates", ("cpf", "positiva")),
        Row("art20.V", ("ctps",), None, ("cpf",)),
    ),
)

_SAD_PETITION = Petition(
    "s-1",
    protocol_date=REF,
    applicant=Applicant(name=CANDIDATE.name, cpf=CANDIDATE.cpf),
    facts=Facts(sex="F", foreign=False),
)
_SAD_ROWS = (
    Row("art19.I", ("rg", "cpf"), "dates", ("cpf",), remove=("rg", "cpf", "cnh")),
    Row("art19.II", ("cnh",), "dates", ("cpf", "no_ear")),
    Row("art19.III", ("titulo",), None, ("cpf",)),
    Row("art19.V.federal", ("federal",), "dates", ("cpf", "positiva")),
    Row("art19.V.estadual", ("estadual",), "dates", ("cpf", "positiva")),
    Row("art19.V.municipal", ("municipal",), "dates", ("cpf", "positiva")),
    Row("art19.VI.estadual", ("crim_estadual",), "dates", ("cpf",)),
    Row("art19.VI.federal", ("crim_federal",), "dates", ("cpf",)),
    Row("art19.VI.eleitoral", ("crim_eleitoral",), "dates", ("cpf",)),
    Row("art19.VII", ("saude",), "dates", ("cpf",)),
    Row("art19.VIII", ("foto1", "foto2"), None),
    Row("art19.IX", ("residencia",), "dates", ("cpf",)),
)
_SAD_CONDITIONAL = (
    Conditional(
        "art19.IV",
        CANDIDATE,
        {"facts": Facts(sex="M", foreign=False)},
        lambda: {"reservista": of_person("certificado_reservista", CANDIDATE)},
    ),
    Conditional(
        "art19.p2",
        CANDIDATE,
        {"facts": Facts(sex="F", foreign=True)},
        lambda: {
            "rne": of_person("identidade_estrangeiro", CANDIDATE, valid_until=date(2030, 1, 1))
        },
    ),
)
CONCESSION = Case(
    "sad-concessionario",
    candidate_docs,
    replace(_SAD_PETITION, checklist="sad-concessionario"),
    _SAD_ROWS
    + (
        Row("art19.p1.firma", ("firma",), None, ("cpf",)),
        Row("art19.p1.iss", ("iss",), None, ("cpf",)),
    ),
    _SAD_CONDITIONAL,
)
SAD_DRIVER = Case(
    "sad-motorista",
    lambda: {k: d for k, d in candidate_docs().items() if k not in ("firma", "iss")},
    replace(_SAD_PETITION, checklist="sad-motorista"),
    _SAD_ROWS,
    _SAD_CONDITIONAL,
)
CASES = (VEHICLE, DRIVER_CASE, CONCESSION, SAD_DRIVER)


def _with_person(case: Case, row: Row) -> Row:
    # The SAD items are all per person: the applicant.
    if case.checklist.startswith("sad-"):
        return replace(row, person=CANDIDATE)
    return row


ROWS = [(case, _with_person(case, row)) for case in CASES for row in case.rows]


def _row_id(pair) -> str:
    return f"{pair[0].checklist}:{pair[1].item}"


def result(verdict: Verdict, item_id: str, person: Person | None = None) -> ItemResult:
    key = person.key if person else None
    matches = [r for r in verdict.items if r.id == item_id and r.person == key]
    assert len(matches) == 1, (item_id, key, [(r.id, r.person) for r in verdict.items])
    return matches[0]


def indexes(docs: dict[str, Document], keys) -> tuple[int, ...]:
    names = list(docs)
    return tuple(sorted(names.index(k) for k in keys))


def expire(document: Document, how: str) -> Document:
    if how == "exercise":
        return set_fields(document, extra={"exercicio": REF.year - 2})
    return set_fields(
        document, issued_on=REF - timedelta(days=800), valid_until=REF - timedelta(days=10)
    )


MUTATIONS: dict[str, dict] = {
    "cnpj": {"cnpj": OTHER_CNPJ},
    "cpf": {"cpf": STRANGER_CPF},
    "positiva": {"result": "positiva"},
    # Another vehicle: RENAVAM is the vehicle's for life, so both differ.
    "plate": {"plate": OTHER_PLATE, "renavam": make_renavam("9876543210")},
    "low_amount": {"extra": {"insured_amount_per_passenger": 20000.0}},
    "van": {"vehicle_kind": "van"},
    "old": {"manufacture_year": 1990},
    "category_b": {"cnh_category": "B"},
    "no_ear": {"paid_activity": False},
}


# --------------------------------------------------------------------------
# Part 1: the shipped files and the contract
# --------------------------------------------------------------------------


def _contract_ids() -> dict[str, list[str]]:
    """items.md: the ids of each checklist, in order (the SAD table is shared)."""
    text = ITEMS_MD.read_text(encoding="utf-8")
    out: dict[str, list[str]] = {}
    for section in re.split(r"^## ", text, flags=re.M)[1:]:
        names = re.findall(r"\b(sm-fretamento-\w+|sad-\w+)\b", section.splitlines()[0])
        ids = re.findall(r"^\| `([^`]+)` \|", section, flags=re.M)
        for name in names:
            wanted = ids
            if name == "sad-motorista":
                wanted = [i for i in ids if not i.startswith("art19.p1.")]
            out[name] = wanted
    return out


EXPECTED_IDS = {
    "sm-fretamento-veiculo": ["art12.I", "art12.II", "art12.p1", "art11.p1", "art11.p2"],
    "sm-fretamento-motorista": ["art20.I", "art20.II", "art20.III", "art20.IV", "art20.V"],
    "sad-motorista": [
        "art19.I", "art19.II", "art19.III", "art19.IV", "art19.V.federal", "art19.V.estadual",
        "art19.V.municipal", "art19.VI.estadual", "art19.VI.federal", "art19.VI.eleitoral",
        "art19.VII", "art19.VIII", "art19.IX", "art19.p2",
    ],
}  # fmt: skip
EXPECTED_IDS["sad-concessionario"] = [
    *EXPECTED_IDS["sad-motorista"][:-1],
    "art19.p1.firma",
    "art19.p1.iss",
    "art19.p2",
]


def test_all_five_checklists_are_shipped_and_valid():
    assert set(available_checklists()) >= {
        "sm-fretamento-empresa",
        *EXPECTED_IDS,
    }
    assert validate_all() == []


@pytest.mark.parametrize("checklist_id", sorted(EXPECTED_IDS))
def test_items_are_exactly_the_contracts(checklist_id):
    checklist = load_checklist(checklist_id)
    assert [item.id for item in checklist.items] == EXPECTED_IDS[checklist_id]
    if ITEMS_MD.exists():
        assert [item.id for item in checklist.items] == _contract_ids()[checklist_id]


@pytest.mark.parametrize("checklist_id", sorted(EXPECTED_IDS))
def test_every_item_cites_its_article_and_every_type_its_validity_source(checklist_id):
    checklist = load_checklist(checklist_id)
    for item in checklist.items:
        article = re.match(r"art(\d+)", item.id).group(1)
        assert re.search(rf"Art\. {article}\b", item.legal_basis), item.id
        assert item.label and item.cure
        for doc_type in item.document_types:
            assert checklist.validity[doc_type].source, (item.id, doc_type)


def test_who_the_items_are_about():
    # SAD: every item is the applicant's, with person set (contract README);
    # SM vehicle and driver: no per-person items (items.md).
    for checklist_id in ("sad-concessionario", "sad-motorista"):
        assert all(item.per_person for item in load_checklist(checklist_id).items)
    for checklist_id in ("sm-fretamento-veiculo", "sm-fretamento-motorista"):
        assert not any(item.per_person for item in load_checklist(checklist_id).items)
    assert load_checklist("sm-fretamento-motorista").applicant_kind == "person"
    assert load_checklist("sm-fretamento-veiculo").applicant_kind == "company"


def test_santo_antonio_do_descoberto_authority_is_the_divisao_de_transportes():
    # Art. 3 and Art. 19: documents go to the Divisão de Transportes of the
    # Secretaria de Viação, Obras Públicas e Transportes.
    for checklist_id in ("sad-concessionario", "sad-motorista"):
        checklist = load_checklist(checklist_id)
        assert checklist.municipality == "Santo Antônio do Descoberto"
        assert checklist.state == "GO"
        assert checklist.authority == (
            "Divisão de Transportes da Secretaria de Viação, Obras Públicas e Transportes"
        )
        assert checklist.precarious is None  # that clause is Santa Maria's (Art. 8º)


def test_rows_cover_every_item_of_every_checklist():
    for case in CASES:
        covered = {r.item for r in case.rows} | {c.item for c in case.conditional}
        assert covered == {i.id for i in load_checklist(case.checklist).items}, case.checklist


# --------------------------------------------------------------------------
# Part 2: every item, present, missing, expired, invalid, not applicable
# --------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.checklist)
def test_complete_petition_is_approved(case):
    verdict = case.run(case.docs())
    assert verdict.decision == "approve", [
        (r.id, r.status, r.reason) for r in verdict.items if r.status != "ok"
    ]
    assert {r.status for r in verdict.items} <= {"ok", "not_applicable"}


@pytest.mark.parametrize("pair", ROWS, ids=_row_id)
def test_item_ok_with_its_documents(pair):
    case, row = pair
    docs = case.docs()
    found = result(case.run(docs), row.item, row.person)
    assert found.status == "ok"
    assert found.documents == indexes(docs, row.docs)
    assert found.reason is None and found.cure is None
    if row.person:
        assert (found.person, found.person_name) == (row.person.cpf, row.person.name)


@pytest.mark.parametrize("pair", ROWS, ids=_row_id)
def test_item_missing(pair):
    case, row = pair
    docs = {k: d for k, d in case.docs().items() if k not in row.touched}
    verdict = case.run(docs)
    found = result(verdict, row.item, row.person)
    assert found.status == "missing"
    assert found.reason.startswith("Não apresentado")
    assert found.cure == load_checklist(case.checklist).item(row.item).cure
    assert verdict.decision == "deficient"


@pytest.mark.parametrize("pair", ROWS, ids=_row_id)
def test_item_expired_or_never_expires(pair):
    case, row = pair
    docs = case.docs()
    for key in row.touched:
        docs[key] = expire(docs[key], row.expire or "dates")
    found = result(case.run(docs), row.item, row.person)
    if row.expire:
        assert found.status == "expired", found
        assert "vencid" in found.reason or "anterior ao exercício" in found.reason
        assert found.cure
    else:
        assert found.status == "ok", found


_INVALID = [(case, row, m) for case, row in ROWS for m in row.invalid]


@pytest.mark.parametrize(
    ("case", "row", "mutation"),
    _INVALID,
    ids=[f"{c.checklist}:{r.item}-{m}" for c, r, m in _INVALID],
)
def test_item_invalid(case, row, mutation):
    docs = case.docs()
    for key in row.touched:
        docs[key] = set_fields(docs[key], **MUTATIONS[mutation])
    verdict = case.run(docs)
    found = result(verdict, row.item, row.person)
    assert found.status == "invalid", found
    assert found.reason
    assert found.cure == load_checklist(case.checklist).item(row.item).cure
    assert verdict.decision == "deficient"


_CONDITIONAL = [(case, c) for case in CASES for c in case.conditional]


@pytest.mark.parametrize(
    ("case", "cond"), _CONDITIONAL, ids=[f"{c.checklist}:{k.item}" for c, k in _CONDITIONAL]
)
def test_conditional_item_not_applicable_then_required(case, cond):
    docs = case.docs()
    found = result(case.run(docs), cond.item, cond.person)
    assert found.status == "not_applicable"
    assert found.reason

    pet = replace(case.petition, **cond.changes)
    assert result(case.run(docs, pet), cond.item, cond.person).status == "missing"
    docs.update(cond.needed())
    assert result(case.run(docs, pet), cond.item, cond.person).status == "ok"


# Documents another one stands in for: the CRLV-e for the CRV (Res. CONTRAN
# 809/2020), the CNH for the RG and the CPF (CTB art. 159); and one sheet of
# photographs of two (accepted with a warning: two usually share a sheet).
SUBSTITUTED = {"crv", "rg", "cpf", "foto1", "foto2"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.checklist)
def test_removing_any_one_document_makes_the_petition_deficient(case):
    for key in case.docs():
        docs = case.docs()
        del docs[key]
        expected = "approve" if key in SUBSTITUTED else "deficient"
        assert case.run(docs).decision == expected, key


# --------------------------------------------------------------------------
# Part 3: the rules
# --------------------------------------------------------------------------

# -- vehicles ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "year", "status"),
    [
        ("onibus", 2006, "ok"),  # 20th year: life ends 31/12/2026
        ("onibus", 2005, "review"),  # ended 31/12/2025: within § 3º's 12 months
        ("onibus", 2004, "invalid"),  # ended 31/12/2024: beyond them
        ("microonibus", 2011, "ok"),
        ("microonibus", 2010, "review"),
        ("microonibus", 2009, "invalid"),
    ],
)
def test_useful_life_art11_p2_and_the_p3_extension(kind, year, status):
    docs = vehicle_docs()
    for key in ("crv", "crlv"):
        docs[key] = set_fields(docs[key], vehicle_kind=kind, manufacture_year=year)
    found = result(VEHICLE.run(docs), "art11.p2")
    assert found.status == status
    if status == "review":
        assert "Art. 11, § 3º" in found.reason and "12 meses" in found.reason
        assert "31/12/" in found.reason
    if status == "invalid":
        assert f"fabricado em {year}" in found.reason and "vida útil" in found.reason


def test_useful_life_ending_soon_is_a_warning():
    docs = vehicle_docs()
    for key in ("crv", "crlv"):
        docs[key] = set_fields(docs[key], manufacture_year=2006)
    ref = date(2026, 12, 20)
    docs["crlv"] = set_fields(docs["crlv"], extra={"exercicio": 2026})
    found = result(
        evaluate(
            load_checklist("sm-fretamento-veiculo"),
            list(docs.values()),
            VEHICLE.petition,
            ref,
            parameters=APP_MIN,
        ),
        "art11.p2",
    )
    assert found.status == "ok"
    assert any("Vida útil" in w and "31/12/2026" in w for w in found.warnings)


@pytest.mark.parametrize(
    ("kind", "status", "why"),
    [
        ("onibus", "ok", None),
        ("microonibus", "ok", None),
        ("van", "invalid", "Tipo do veículo: van"),
        ("outro", "invalid", "outro tipo"),
        (None, "review", "não identificado"),
    ],
)
def test_only_buses_and_minibuses_art11_p1(kind, status, why):
    docs = vehicle_docs()
    for key in ("crv", "crlv"):
        docs[key] = set_fields(docs[key], vehicle_kind=kind)
    found = result(VEHICLE.run(docs), "art11.p1")
    assert found.status == status
    if why:
        assert why in found.reason


def test_kind_and_age_from_the_purchase_contract():
    docs = vehicle_docs()
    del docs["crv"], docs["crlv"]
    docs["contrato"] = of_company(
        "contrato_compra_venda",
        plate=PLATE,
        vehicle_kind="microonibus",
        manufacture_year=2008,
        extra={"registered_on": "2026-01-05"},
    )
    verdict = VEHICLE.run(docs)
    assert result(verdict, "art12.I").status == "ok"
    assert result(verdict, "art11.p1").status == "ok"
    assert result(verdict, "art11.p2").status == "invalid"  # 15 years ended 31/12/2023
    assert result(verdict, "art12.II").status == "missing"


def test_kind_and_age_hold_even_on_an_old_crlv():
    docs = vehicle_docs()
    del docs["crv"]
    docs["crlv"] = set_fields(docs["crlv"], extra={"exercicio": 2023})
    verdict = VEHICLE.run(docs)
    assert result(verdict, "art12.II").status == "expired"
    assert result(verdict, "art11.p1").status == "ok"
    assert result(verdict, "art11.p2").status == "ok"


@pytest.mark.parametrize(
    ("exercicio", "status"),
    [(2026, "ok"), (2027, "ok"), (2025, "review"), (2024, "expired"), (None, "review")],
)
def test_crlv_of_the_current_exercise(exercicio, status):
    docs = vehicle_docs()
    extra = {} if exercicio is None else {"exercicio": exercicio}
    docs["crlv"] = replace(docs["crlv"], fields=replace(docs["crlv"].fields, extra=extra))
    found = result(VEHICLE.run(docs), "art12.II")
    assert found.status == status
    if exercicio == 2025:
        assert "exercício 2025" in found.reason and "final da placa" in found.reason


@pytest.mark.parametrize("year", [2019, 2016, 2015])
def test_inspection_periodicity_art14_is_recorded(year):
    docs = vehicle_docs()
    for key in ("crv", "crlv"):
        docs[key] = set_fields(docs[key], manufacture_year=year)
    verdict = VEHICLE.run(docs)
    record = next(r for r in verdict.records if r.id == "art14.p1")
    age = REF.year - year
    expected = "anual" if age <= 10 else "semestral"
    assert record.value == expected
    assert record.text in verdict.notes
    assert f"{age} anos de fabricação" in record.text
    assert ("§ 1º, a" if expected == "anual" else "§ 1º, c") in record.text


def test_inspection_periodicity_for_minibuses_and_unknown():
    docs = vehicle_docs()
    for key in ("crv", "crlv"):
        docs[key] = set_fields(docs[key], vehicle_kind="microonibus", manufacture_year=2017)
    record = next(r for r in VEHICLE.run(docs).records if r.id == "art14.p1")
    assert record.value == "semestral"  # 9 years: over the 8 of alínea b
    for key in ("crv", "crlv"):
        docs[key] = set_fields(docs[key], manufacture_year=None)
    record = next(r for r in VEHICLE.run(docs).records if r.id == "art14.p1")
    assert record.value.startswith("não determinada")


def test_vehicle_record_names_the_vehicle():
    record = next(r for r in VEHICLE.run(vehicle_docs()).records if r.id == "vehicle")
    assert record.value == f"placa {PLATE}, RENAVAM {RENAVAM}, ônibus, ano de fabricação 2019"


@pytest.mark.parametrize(
    ("minimum", "amount", "status", "says"),
    [
        (50000.0, 100000.0, "ok", None),
        (50000.0, 50000.0, "ok", None),
        (50000.0, 20000.0, "invalid", "(R$ 20.000,00) inferior ao mínimo exigido (R$ 50.000,00)"),
        (None, 100000.0, "review", "inciso III"),
        (50000.0, None, "review", "não identificado na apólice"),
    ],
)
def test_app_minimum_insured_amount_is_a_setting(minimum, amount, status, says):
    docs = vehicle_docs()
    extra = {} if amount is None else {"insured_amount_per_passenger": amount}
    docs["apolice"] = replace(docs["apolice"], fields=replace(docs["apolice"].fields, extra=extra))
    params = {"app_min_insured_per_passenger": minimum}
    found = result(VEHICLE.run(docs, parameters=params), "art12.p1")
    assert found.status == status
    if says:
        assert says in found.reason
    if minimum is None:
        assert "R$ 100.000,00" in found.reason
        assert "TRIAGEM_APP_MIN_INSURED_PER_PASSENGER" in found.reason


def test_app_minimum_defaults_to_the_settings(monkeypatch):
    from triagem import settings

    settings.get_settings.cache_clear()
    monkeypatch.setenv("TRIAGEM_APP_MIN_INSURED_PER_PASSENGER", "150000")
    try:
        verdict = evaluate(
            load_checklist("sm-fretamento-veiculo"),
            list(vehicle_docs().values()),
            VEHICLE.petition,
            REF,
        )
    finally:
        settings.get_settings.cache_clear()
    assert result(verdict, "art12.p1").status == "invalid"


def test_documents_of_another_vehicle_are_invalid_and_plate_forms_match():
    docs = vehicle_docs()
    # The apólice names the old plate form of the same vehicle.
    old_form = "FIC2426"  # FIC2E26 before Mercosul: 4 -> E
    docs["apolice"] = set_fields(docs["apolice"], plate=old_form)
    assert result(VEHICLE.run(docs), "art12.p1").status == "ok"
    # A RENAVAM alone is enough.
    docs["apolice"] = set_fields(docs["apolice"], plate=None, renavam=RENAVAM)
    assert result(VEHICLE.run(docs), "art12.p1").status == "ok"
    # Nothing to tell which vehicle: a clerk looks.
    docs["apolice"] = set_fields(docs["apolice"], plate=None, renavam=None)
    found = result(VEHICLE.run(docs), "art12.p1")
    assert found.status == "review" and PLATE in found.reason
    docs["apolice"] = set_fields(docs["apolice"], plate=OTHER_PLATE)
    found = result(VEHICLE.run(docs), "art12.p1")
    assert found.status == "invalid"
    assert f"outro veículo (placa {OTHER_PLATE})" in found.reason


def test_vehicle_plate_inferred_from_the_crlv_when_not_typed():
    docs = vehicle_docs()
    docs["apolice2"] = set_fields(docs["apolice"], plate=OTHER_PLATE)
    verdict = VEHICLE.run(docs, replace(VEHICLE.petition, facts=Facts()))
    assert verdict.decision == "approve"
    crlv = "certificado de registro e licenciamento de veículo (CRLV)"
    assert f"Placa do veículo inferida do {crlv}: {PLATE}." in verdict.notes
    assert any("outro(s) veículo(s)" in n and OTHER_PLATE in n for n in verdict.notes)


# A plate read with characters OCR confuses is neither another vehicle nor
# silently the same one: (plate typed, plate read on the apólice, status of
# its item, the confused characters named in the reason as typed/read).
PLATE_READINGS = [
    # corpus-7-0021: the Mercosul 5th letter O read as the digit 0, which
    # makes a valid old plate the reader cannot repair.
    ("IPD4O00", "IPD4000", "review", "O/0"),
    ("IPD4000", "IPD4O00", "review", "0/O"),
    ("ABC1D23", "ABC1023", "review", "D/0"),
    ("OBC1234", "QBC1234", "review", "O/Q"),
    ("ABC1I23", "ABC1123", "review", "I/1"),
    ("ABC1S23", "ABC1523", "review", "S/5"),
    ("FIC2B26", "FIC2826", "review", "B/8"),
    ("ABC1Z23", "ABC1223", "review", "Z/2"),
    ("ABC1G23", "ABC1623", "ok", None),  # G is how the conversion writes a 6 there
    ("DBC1I23", "OBC1123", "review", "D/O, I/1"),
    # Across the old/Mercosul conversion: IPD4A00 was IPD4000.
    ("IPD4A00", "IPD4O00", "review", "0/O"),
    # Letters and digits where the position allows only one are repaired by
    # the reader; the old and Mercosul forms of one plate are one vehicle.
    ("FIC2E26", "F1C2E26", "ok", None),
    ("FIC2E26", "FIC2426", "ok", None),
    # A difference OCR does not make is another vehicle, as before.
    ("FIC2E26", "FIC2E28", "invalid", None),
    ("FIC2E26", "FIC2F26", "invalid", None),
    ("IPD4O00", "IPD4O01", "invalid", None),
    # Nothing read that is a plate: a person looks, as before.
    ("IPD4O00", "IPD4000X", "review", None),
]


@pytest.mark.parametrize(("typed", "read", "status", "confused"), PLATE_READINGS)
def test_a_plate_read_with_confusable_characters_goes_to_a_person(typed, read, status, confused):
    docs = vehicle_docs()
    docs = {k: set_fields(d, plate=typed) if d.fields.plate else d for k, d in docs.items()}
    docs["apolice"] = set_fields(docs["apolice"], plate=read)
    petition = replace(VEHICLE.petition, facts=Facts(plate=typed))
    verdict = VEHICLE.run(docs, petition)
    found = result(verdict, "art12.p1")
    assert found.status == status
    if confused:
        label = DOCUMENT_TYPES["apolice_seguro"].label
        assert found.reason == (
            f"Placa {read}, lida na {label}, difere da do pedido ({typed}) apenas em "
            f"caracteres que a leitura confunde ({confused}): conferir se é o mesmo veículo"
        )
        assert not any("outro(s) veículo(s)" in n for n in verdict.notes)
    if status == "invalid":
        assert "outro veículo" in found.reason
    assert verdict.decision != "approve" or status == "ok"


def test_every_document_read_with_a_confused_plate_goes_to_review_never_approval():
    # corpus-7-0021: the plate typed is IPD4O00; OCR read IPD4000 on the
    # CRLV, the CRV and the apólice alike.
    docs = {
        k: set_fields(d, plate="IPD4000") if d.fields.plate else d
        for k, d in vehicle_docs().items()
    }
    petition = replace(VEHICLE.petition, facts=Facts(plate="IPD4O00"))
    verdict = VEHICLE.run(docs, petition)
    for item in ("art12.I", "art12.II", "art12.p1", "art11.p1", "art11.p2"):
        found = result(verdict, item)
        assert found.status == "review", item
        assert "(O/0)" in found.reason, item
    assert verdict.decision == "review"
    assert not any("outro(s) veículo(s)" in n for n in verdict.notes)


def test_a_confused_plate_with_another_renavam_is_another_vehicle():
    # FIC2B26 against FIC2E26: B/E is no OCR confusion, but the RENAVAM is
    # the vehicle's: the same vehicle, as before.
    docs = vehicle_docs()
    docs["apolice"] = set_fields(docs["apolice"], plate="FIC2B26", renavam=RENAVAM)
    assert result(VEHICLE.run(docs), "art12.p1").status == "ok"
    # A plate that differs in confusable characters only, but with a RENAVAM
    # (check-digited, read surely) other than the vehicle's: another vehicle.
    petition = replace(VEHICLE.petition, facts=Facts(plate="IPD4O00"))
    docs = {
        k: set_fields(d, plate="IPD4O00") if d.fields.plate else d
        for k, d in vehicle_docs().items()
    }
    other = make_renavam("9876543210")
    docs["apolice"] = set_fields(docs["apolice"], plate="IPD4000", renavam=other)
    found = result(VEHICLE.run(docs, petition), "art12.p1")
    assert found.status == "invalid" and "outro veículo" in found.reason
    docs["apolice"] = set_fields(docs["apolice"], plate="IPD4000", renavam=RENAVAM)
    assert result(VEHICLE.run(docs, petition), "art12.p1").status == "ok"


def test_crlv_e_proves_ownership_only_since_2021():
    docs = vehicle_docs()
    del docs["crv"]
    assert result(VEHICLE.run(docs), "art12.I").status == "ok"
    docs["crlv"] = set_fields(docs["crlv"], issued_on=date(2020, 6, 1))
    found = result(VEHICLE.run(docs), "art12.I")
    assert found.status == "invalid" and "809/2020" in found.reason


def test_purchase_contract_names_two_parties_and_needs_its_registration_checked():
    docs = vehicle_docs()
    del docs["crv"]
    docs["crlv"] = set_fields(docs["crlv"], issued_on=date(2020, 6, 1), cnpj=OTHER_CNPJ)
    docs["contrato"] = of_company(
        "contrato_compra_venda", plate=PLATE, extra={"registered_on": "2026-01-05"}
    )
    assert result(VEHICLE.run(docs), "art12.I").status == "ok"
    # The seller's CNPJ read instead of the buyer's: a clerk looks, no defect.
    docs["contrato"] = set_fields(docs["contrato"], cnpj=OTHER_CNPJ)
    found = result(VEHICLE.run(docs), "art12.I")
    assert found.status == "review" and "uma das partes" in found.reason
    docs["contrato"] = of_company("contrato_compra_venda", plate=PLATE)
    found = result(VEHICLE.run(docs), "art12.I")
    assert found.status == "review" and "Títulos e Documentos" in found.reason


def test_crlv_in_the_sellers_name_still_licenses_the_vehicle():
    docs = vehicle_docs()
    docs["crlv"] = set_fields(docs["crlv"], cnpj=OTHER_CNPJ, name="Vendedor Qualquer Ltda")
    verdict = VEHICLE.run(docs)
    assert result(verdict, "art12.II").status == "ok"
    assert result(verdict, "art12.I").documents == indexes(docs, ["crv"])


# -- drivers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("category", "status"),
    [("D", "ok"), ("E", "ok"), ("AD", "ok"), ("AE", "ok"), ("B", "invalid"), ("C", "invalid"),
     ("AB", "invalid"), (None, "review")],
)  # fmt: skip
def test_cnh_category_d_or_e_art18(category, status):
    docs = driver_docs()
    docs["cnh"] = set_fields(docs["cnh"], cnh_category=category)
    found = result(DRIVER_CASE.run(docs), "art20.II")
    assert found.status == status
    if status == "invalid":
        assert f"categoria {category}" in found.reason and "Art. 18" in found.reason


@pytest.mark.parametrize(("ear", "status"), [(True, "ok"), (False, "invalid"), (None, "review")])
def test_cnh_with_the_ear_observation_art20_ii(ear, status):
    docs = driver_docs()
    docs["cnh"] = set_fields(docs["cnh"], paid_activity=ear)
    found = result(DRIVER_CASE.run(docs), "art20.II")
    assert found.status == status
    if ear is not True:
        assert "EAR" in found.reason


def test_points_certidao_must_be_negative():
    docs = driver_docs()
    docs["pontos"] = set_fields(docs["pontos"], result="positiva")
    found = result(DRIVER_CASE.run(docs), "art20.IV")
    assert found.status == "invalid"
    assert found.reason.startswith("Certidão com pontos")
    docs["pontos"] = set_fields(docs["pontos"], result=None)
    assert result(DRIVER_CASE.run(docs), "art20.IV").status == "review"


@pytest.mark.parametrize(("days", "status"), [(30, "ok"), (31, "expired")])
def test_points_certidao_default_30_days(days, status):
    docs = driver_docs()
    docs["pontos"] = set_fields(docs["pontos"], issued_on=REF - timedelta(days=days))
    assert result(DRIVER_CASE.run(docs), "art20.IV").status == status


def test_driver_folha_corrida_capped_at_one_year():
    docs = driver_docs()
    docs["folha"] = set_fields(
        docs["folha"], issued_on=REF - timedelta(days=366), valid_until=REF + timedelta(days=90)
    )
    found = result(DRIVER_CASE.run(docs), "art20.I")
    assert found.status == "expired" and "Art. 7º, parágrafo único" in found.reason


def test_course_certificate_valid_five_years():
    docs = driver_docs()
    docs["curso"] = set_fields(docs["curso"], issued_on=REF - timedelta(days=1825))
    assert result(DRIVER_CASE.run(docs), "art20.III").status == "ok"
    docs["curso"] = set_fields(docs["curso"], issued_on=REF - timedelta(days=1826))
    assert result(DRIVER_CASE.run(docs), "art20.III").status == "expired"


def test_employer_is_checked_when_a_company_files_for_its_driver():
    company_files = replace(
        DRIVER_CASE.petition,
        applicant=Applicant(name=COMPANY, cnpj=CNPJ),
        people=(DRIVER,),
    )
    docs = driver_docs()
    assert DRIVER_CASE.run(docs, company_files).decision == "approve"
    docs["ctps"] = set_fields(docs["ctps"], cnpj=OTHER_CNPJ)
    found = result(DRIVER_CASE.run(docs, company_files), "art20.V")
    # The employer in force is one pick among the CTPS's contracts: a doubt.
    assert found.status == "review" and "outro empregador" in found.reason
    # A driver filing himself: any employer in force is his vínculo.
    assert result(DRIVER_CASE.run(docs), "art20.V").status == "ok"


def test_company_ctps_employer_mismatch_is_a_doubt():
    import test_checklist_engine as empresa

    docs = empresa.happy_docs()
    docs["ctps"] = empresa.set_fields(docs["ctps"], cnpj=OTHER_CNPJ)
    found = empresa.result(empresa.run(docs), "art7.II.d")
    assert found.status == "review" and "conferir os contratos" in found.reason
    docs["ctps"] = empresa.set_fields(docs["ctps"], cnpj=empresa.BRANCH_CNPJ)
    assert empresa.result(empresa.run(docs), "art7.II.d").status == "ok"  # a filial employs


def test_driver_inferred_from_his_documents_when_not_typed():
    pet = replace(DRIVER_CASE.petition, applicant=Applicant())
    docs = driver_docs()
    docs["stray"] = of_person("rg", Person("Alguém Estranho", STRANGER_CPF))
    verdict = DRIVER_CASE.run(docs, pet)
    assert verdict.decision == "approve"
    # Sex from petition.yaml's facts; name and CPF from the CNH and the others.
    assert verdict.people == (replace(DRIVER, role="requerente", inferred=True),)
    assert any(n.startswith("Requerente inferido") and DRIVER.name in n for n in verdict.notes)
    # Nobody to match the documents against: a clerk looks.
    bare = {k: set_fields(d, cpf=None, name=None) for k, d in driver_docs().items()}
    verdict = DRIVER_CASE.run(bare, pet)
    assert result(verdict, "art20.I").status == "review"


# -- Santo Antônio do Descoberto ---------------------------------------------


@pytest.mark.parametrize("court", ["estadual", "federal", "eleitoral"])
def test_positive_criminal_certidao_goes_to_review_art16(court):
    docs = candidate_docs()
    docs[f"crim_{court}"] = set_fields(docs[f"crim_{court}"], result="positiva")
    verdict = CONCESSION.run(docs)
    found = result(verdict, f"art19.VI.{court}", CANDIDATE)
    assert found.status == "review"
    assert "Art. 16" in found.reason and "§ 1º" in found.reason
    assert verdict.decision == "review"
    assert found.cure is None


def test_criminal_certidoes_are_told_apart_by_court():
    docs = candidate_docs()
    del docs["crim_eleitoral"]
    verdict = CONCESSION.run(docs)
    # The federal and state certidões do not stand in for the electoral one.
    assert result(verdict, "art19.VI.eleitoral", CANDIDATE).status == "missing"
    docs["crim_federal"] = set_fields(docs["crim_federal"], jurisdiction=None)
    found = result(CONCESSION.run(docs), "art19.VI.eleitoral", CANDIDATE)
    assert found.status == "review" and "Justiça emissora não identificada" in found.reason


def test_two_photographs_art19_viii():
    docs = candidate_docs()
    del docs["foto2"]
    # One sheet usually carries both: ok, with a warning for the clerk who signs.
    found = result(CONCESSION.run(docs), "art19.VIII", CANDIDATE)
    assert found.status == "ok" and "conferir se a folha traz as duas" in found.warnings[0]
    docs["foto1"] = replace(docs["foto1"], needs_review=True)
    assert result(CONCESSION.run(docs), "art19.VIII", CANDIDATE).status == "review"
    docs["foto3"] = doc("foto_3x4")
    docs["foto4"] = doc("foto_3x4")
    found = result(CONCESSION.run(docs), "art19.VIII", CANDIDATE)
    assert found.status == "ok" and len(found.documents) == 2


@pytest.mark.parametrize(
    ("category", "ear", "status", "says"),
    [
        ("D", True, "ok", None),
        ("AE", True, "ok", None),
        ("B", True, "invalid", "CTB, art. 143, IV"),
        ("D", False, "invalid", "não é habilitação profissional"),
        ("D", None, "review", "EAR"),
    ],
)
def test_professional_cnh_art19_ii(category, ear, status, says):
    # "categoria profissional": EAR, and D or E for the system's vehicles (Art. 28).
    docs = candidate_docs()
    docs["cnh"] = set_fields(docs["cnh"], cnh_category=category, paid_activity=ear)
    found = result(CONCESSION.run(docs), "art19.II", CANDIDATE)
    assert found.status == status
    if says:
        assert says in found.reason


def test_foreign_candidate_identity_and_voter_card():
    foreign = replace(CONCESSION.petition, facts=Facts(sex="F", foreign=True))
    docs = candidate_docs()
    del docs["rg"], docs["titulo"]
    docs["rne"] = of_person("identidade_estrangeiro", CANDIDATE, valid_until=date(2030, 1, 1))
    verdict = CONCESSION.run(docs, foreign)
    # The CRNM is a foreigner's carteira de identidade; no título for a foreigner.
    assert result(verdict, "art19.I", CANDIDATE).status == "ok"
    found = result(verdict, "art19.III", CANDIDATE)
    assert found.status == "not_applicable" and "art. 14" in found.reason
    assert verdict.decision == "approve"
    # Nationality unknown: the título is asked.
    unknown = replace(CONCESSION.petition, facts=Facts(sex="F"))
    assert result(CONCESSION.run(docs, unknown), "art19.III", CANDIDATE).status == "missing"


def test_sex_and_nationality_come_from_the_facts_or_the_documents():
    docs = candidate_docs()
    unknown = replace(CONCESSION.petition, facts=Facts())
    verdict = CONCESSION.run(docs, unknown)
    # No reservista and no sex: a clerk asks; the RG settles nationality.
    assert result(verdict, "art19.IV", CANDIDATE).status == "review"
    assert result(verdict, "art19.p2", CANDIDATE).status == "not_applicable"
    assert any("brasileiro" in n for n in verdict.notes)
    del docs["rg"]
    found = result(CONCESSION.run(docs, unknown), "art19.p2", CANDIDATE)
    assert found.status == "review" and "Nacionalidade" in found.reason
    docs["rne"] = of_person("identidade_estrangeiro", CANDIDATE, valid_until=date(2030, 1, 1))
    assert result(CONCESSION.run(docs, unknown), "art19.p2", CANDIDATE).status == "ok"


def test_foreigner_needs_the_federal_criminal_certidao_too():
    foreign = replace(CONCESSION.petition, facts=Facts(sex="F", foreign=True))
    docs = candidate_docs()
    docs["rne"] = of_person("identidade_estrangeiro", CANDIDATE, valid_until=date(2030, 1, 1))
    assert result(CONCESSION.run(docs, foreign), "art19.p2", CANDIDATE).status == "ok"
    del docs["crim_federal"]
    found = result(CONCESSION.run(docs, foreign), "art19.p2", CANDIDATE)
    assert found.status == "missing" and "certidão negativa criminal" in found.reason
    docs["crim_federal"] = of_person(
        "certidao_criminal",
        CANDIDATE,
        jurisdiction="federal",
        issued_on=date(2026, 2, 20),
        result="positiva",
    )
    found = result(CONCESSION.run(docs, foreign), "art19.p2", CANDIDATE)
    assert found.status == "review" and "segurança do Estado" in found.reason


def test_candidate_inferred_from_documents_and_named_in_every_item():
    pet = replace(CONCESSION.petition, applicant=Applicant())
    verdict = CONCESSION.run(candidate_docs(), pet)
    assert verdict.decision == "approve"
    assert {r.person for r in verdict.items} == {CANDIDATE.cpf}
    assert verdict.people[0].inferred
    nobody = {k: set_fields(d, cpf=None, name=None) for k, d in candidate_docs().items()}
    verdict = CONCESSION.run(nobody, pet)
    assert {(r.person, r.status) for r in verdict.items} == {(None, "review")}
    assert "Requerente não identificado" in verdict.items[0].reason


def test_iss_and_firma_in_the_persons_name_with_a_legal_form_suffix():
    docs = candidate_docs()
    docs["iss"] = set_fields(docs["iss"], name="JOANA CANDIDATA EXEMPLO - ME")
    assert result(CONCESSION.run(docs), "art19.p1.iss", CANDIDATE).status == "ok"
    docs["iss"] = set_fields(docs["iss"], name="Outra Firma Ltda")
    assert result(CONCESSION.run(docs), "art19.p1.iss", CANDIDATE).status == "review"


@pytest.mark.parametrize(
    ("firm", "status"),
    [
        # The firma adds the activity to the whole name (Código Civil, art. 1.156).
        (f"{CANDIDATE.name} TRANSPORTES", "ok"),
        (f"{CANDIDATE.name} TRANSPORTES E TURISMO - ME", "ok"),
        # Another surname, or a son's mark, is another person: a person compares.
        (f"{CANDIDATE.name} SANTOS", "review"),
        (f"{CANDIDATE.name} FILHO TRANSPORTES", "review"),
        # The activity alone after part of the name is not the name.
        (f"{CANDIDATE.name.split()[0]} TRANSPORTES", "review"),
    ],
)
def test_a_firma_is_the_persons_whole_name_with_its_activity(firm, status):
    docs = candidate_docs()
    docs["iss"] = set_fields(docs["iss"], name=firm)
    assert result(CONCESSION.run(docs), "art19.p1.iss", CANDIDATE).status == status


def test_goias_state_certidao_60_days_unless_printed():
    docs = candidate_docs()
    docs["estadual"] = set_fields(docs["estadual"], issued_on=REF - timedelta(days=61))
    found = result(CONCESSION.run(docs), "art19.V.estadual", CANDIDATE)
    assert found.status == "expired" and "prazo de 60 dias" in found.reason
    docs["estadual"] = set_fields(docs["estadual"], valid_until=REF + timedelta(days=5))
    assert result(CONCESSION.run(docs), "art19.V.estadual", CANDIDATE).status == "ok"


def test_positive_with_negative_effects_counts_as_negative_for_sad():
    docs = candidate_docs()
    docs["federal"] = set_fields(docs["federal"], result="positiva_com_efeitos_de_negativa")
    assert result(CONCESSION.run(docs), "art19.V.federal", CANDIDATE).status == "ok"


# -- checklist inference -----------------------------------------------------


def _types(docs: dict[str, Document]) -> list[Document]:
    return list(docs.values())


@pytest.mark.parametrize(
    ("docs", "applicant", "expected"),
    [
        (vehicle_docs, Applicant(cnpj=CNPJ), "sm-fretamento-veiculo"),
        (vehicle_docs, Applicant(), "sm-fretamento-veiculo"),
        (driver_docs, Applicant(cpf=DRIVER.cpf), "sm-fretamento-motorista"),
        (driver_docs, Applicant(), "sm-fretamento-motorista"),
        (candidate_docs, Applicant(cpf=CANDIDATE.cpf), "sad-concessionario"),
        (SAD_DRIVER.docs, Applicant(cpf=CANDIDATE.cpf), "sad-concessionario"),
    ],
    ids=["veiculo", "veiculo-no-applicant", "motorista", "motorista-no-applicant",
         "concessionario", "sad-motorista-ambiguous"],
)  # fmt: skip
def test_rank_checklists(docs, applicant, expected):
    checklists = [load_checklist(c) for c in available_checklists()]
    ranked = rank_checklists(checklists, _types(docs()), applicant)
    assert ranked[0][0] == expected, ranked


def test_ambiguous_sad_petition_goes_to_the_stricter_checklist():
    # sad-motorista's documents fit both SAD checklists equally; the
    # concessionário's asks for more, so a wrong guess never approves too much.
    checklists = [load_checklist(c) for c in ("sad-motorista", "sad-concessionario")]
    ranked = rank_checklists(checklists, _types(SAD_DRIVER.docs()), Applicant())
    assert ranked[0][1] == ranked[1][1]
    assert ranked[0][0] == "sad-concessionario"


def test_pipeline_infers_the_checklist_and_keeps_the_typed_one():
    from triagem.pipeline import infer_checklist

    untyped = Petition("x", applicant=Applicant(cnpj=CNPJ))
    assert infer_checklist(untyped, _types(vehicle_docs())) == "sm-fretamento-veiculo"
    untyped = Petition("x")
    assert infer_checklist(untyped, _types(driver_docs())) == "sm-fretamento-motorista"
    typed = Petition("x", checklist="sad-motorista")
    assert infer_checklist(typed, _types(vehicle_docs())) == "sad-motorista"


def test_document_types_named_by_the_checklists_exist():
    for checklist_id in available_checklists():
        for item in load_checklist(checklist_id).items:
            assert set(item.document_types) <= set(DOCUMENT_TYPES)
