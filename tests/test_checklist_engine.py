"""The checklist engine against sm-fretamento-empresa (Santa Maria 2018, Art. 7).

Documents and petitions are built by hand (the factory helpers below), with
synthetic people and companies whose CPF/CNPJ check digits are computed here.
The first half is table-driven, one row per item of the checklist; the
second half has one test (or a few) per rule the engine implements.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from checklists import decide, evaluate, load_checklist
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
CHECKLIST = load_checklist("sm-fretamento-empresa")


# --------------------------------------------------------------------------
# Factories
# --------------------------------------------------------------------------


def make_cpf(base9: str) -> str:
    """A synthetic CPF with valid check digits (documents.md §9.1)."""
    digits = [int(d) for d in base9]
    for n in (9, 10):
        total = sum(d * (n + 1 - i) for i, d in enumerate(digits[:n]))
        dv = (total * 10) % 11
        digits.append(0 if dv == 10 else dv)
    return "".join(map(str, digits))


def make_cnpj(base12: str) -> str:
    """A synthetic CNPJ with valid check digits (documents.md §9.2)."""
    weights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    chars = list(base12)
    for w in (weights, [6, *weights]):
        total = sum((ord(c) - 48) * k for c, k in zip(chars, w, strict=True))
        r = total % 11
        chars.append(str(0 if r < 2 else 11 - r))
    return "".join(chars)


COMPANY_NAME = "Transportes Fictícios Exemplo Ltda."
COMPANY_CNPJ = make_cnpj("112223330001")
BRANCH_CNPJ = make_cnpj("112223330002")  # same root: a filial
OTHER_CNPJ = make_cnpj("998887770001")
ANA = Person("Ana Exemplar Teste", make_cpf("390533447"), sex="F", role="sócia-gerente")
BRUNO = Person("Bruno Fictício Modelo", make_cpf("714602358"), sex="M", role="sócio")
STRANGER_CPF = make_cpf("258147369")
EMPLOYEE = Person("Carlos Motorista Exemplo", make_cpf("159357486"))


def doc(
    type_: str,
    *,
    needs_review: bool = False,
    review_reason: str | None = None,
    people: tuple[Person, ...] = (),
    extra: dict | None = None,
    **fields,
) -> Document:
    return Document(
        file=f"{type_}.pdf",
        pages=(1,),
        type=type_,
        confidence=0.95,
        fields=Fields(people=people, extra=dict(extra or {}), **fields),
        needs_review=needs_review,
        review_reason=review_reason,
    )


def company_doc(type_: str, **fields) -> Document:
    fields.setdefault("name", COMPANY_NAME)
    fields.setdefault("cnpj", COMPANY_CNPJ)
    return doc(type_, **fields)


def person_doc(type_: str, person: Person, **fields) -> Document:
    fields.setdefault("name", person.name)
    fields.setdefault("cpf", person.cpf)
    return doc(type_, **fields)


def set_fields(document: Document, **changes) -> Document:
    return replace(document, fields=replace(document.fields, **changes))


def happy_docs() -> dict[str, Document]:
    """A complete petition of an LTDA with two sócios and six vehicles."""
    neg = "negativa"
    return {
        "contrato": company_doc("contrato_social", issued_on=date(2019, 5, 2), people=(ANA, BRUNO)),
        "junta": company_doc("registro_junta_comercial", issued_on=date(2026, 2, 10)),
        "rg_ana": person_doc("rg", ANA, issued_on=date(2015, 6, 1)),
        "cpf_ana": person_doc(
            "cpf", ANA, issued_on=date(2026, 2, 1), extra={"situacao": "REGULAR"}
        ),
        "cnh_bruno": person_doc(
            "cnh", BRUNO, issued_on=date(2022, 8, 2), valid_until=date(2032, 8, 1)
        ),
        "eleitoral_ana": person_doc(
            "certidao_quitacao_eleitoral", ANA, issued_on=date(2026, 2, 20)
        ),
        "eleitoral_bruno": person_doc(
            "certidao_quitacao_eleitoral", BRUNO, issued_on=date(2026, 2, 21)
        ),
        "reservista_bruno": person_doc("certificado_reservista", BRUNO, issued_on=date(2004, 3, 1)),
        "endereco": company_doc("comprovante_endereco", issued_on=date(2026, 2, 25)),
        "cartao_cnpj": company_doc(
            "cartao_cnpj", issued_on=date(2026, 3, 2), extra={"situacao": "ATIVA"}
        ),
        "federal": company_doc(
            "certidao_federal",
            issued_on=date(2026, 1, 10),
            valid_until=date(2026, 7, 9),
            result=neg,
        ),
        "estadual": company_doc(
            "certidao_estadual",
            issued_on=date(2026, 2, 1),
            valid_until=date(2026, 6, 1),
            result=neg,
        ),
        "municipal": company_doc(
            "certidao_municipal",
            issued_on=date(2026, 2, 3),
            valid_until=date(2026, 6, 30),
            result="positiva_com_efeitos_de_negativa",
        ),
        "sindical": company_doc("comprovante_contribuicao_sindical", issued_on=date(2026, 1, 30)),
        "ctps": person_doc("ctps", EMPLOYEE, cnpj=COMPANY_CNPJ),  # an employee's: no holder check
        "fgts": company_doc("crf_fgts", issued_on=date(2026, 3, 10), valid_until=date(2026, 4, 8)),
        "pis": company_doc(
            "certidao_pis", issued_on=date(2026, 2, 2), valid_until=date(2026, 8, 1), result=neg
        ),
        "falencia": company_doc("certidao_falencia", issued_on=date(2026, 2, 5), result=neg),
        "execucoes": company_doc("certidao_execucoes", issued_on=date(2026, 2, 5), result=neg),
        "protestos": company_doc("certidao_protestos", issued_on=date(2026, 2, 6), result=neg),
        "folha_ana": person_doc("folha_corrida", ANA, issued_on=date(2026, 2, 12), result=neg),
        "folha_bruno": person_doc("folha_corrida", BRUNO, issued_on=date(2026, 2, 12), result=neg),
        "veiculos": doc("relacao_veiculos", name=COMPANY_NAME, extra={"vehicle_count": 6}),
    }


def petition(**changes) -> Petition:
    base = Petition(
        petition_id="p-0001",
        checklist="sm-fretamento-empresa",
        protocol_date=REF,
        applicant=Applicant(name=COMPANY_NAME, cnpj=COMPANY_CNPJ),
        facts=Facts(fleet_size=6, company_type="ltda"),
        people=(ANA, BRUNO),
    )
    return replace(base, **changes)


def run(docs, pet: Petition | None = None, ref: date = REF, **kwargs) -> Verdict:
    documents = list(docs.values()) if isinstance(docs, dict) else list(docs)
    return evaluate(CHECKLIST, documents, pet or petition(), ref, **kwargs)


def result(verdict: Verdict, item_id: str, person: Person | None = None) -> ItemResult:
    key = person.key if person else None
    matches = [r for r in verdict.items if r.id == item_id and r.person == key]
    assert len(matches) == 1, (item_id, key, [(r.id, r.person) for r in verdict.items])
    return matches[0]


def indexes(docs: dict[str, Document], keys) -> tuple[int, ...]:
    names = list(docs)
    return tuple(sorted(names.index(k) for k in keys))


# --------------------------------------------------------------------------
# Table: every item of the checklist
# --------------------------------------------------------------------------

# (item id, person, happy-path documents, expires, invalidating mutations)
ITEMS = [
    ("art7.I.a", None, ["contrato"], False, ["cnpj"]),
    ("art7.I.b", None, ["junta"], False, ["cnpj"]),
    ("art7.I.c", ANA, ["rg_ana", "cpf_ana"], True, ["cpf"]),
    ("art7.I.c", BRUNO, ["cnh_bruno"], True, ["cpf"]),
    ("art7.I.d", None, ["contrato"], False, ["cnpj"]),
    ("art7.I.f.eleitoral", ANA, ["eleitoral_ana"], True, ["cpf"]),
    ("art7.I.f.eleitoral", BRUNO, ["eleitoral_bruno"], True, ["cpf"]),
    ("art7.I.f.militar", BRUNO, ["reservista_bruno"], False, ["cpf"]),
    ("art7.I.g", None, ["endereco"], True, ["cnpj"]),
    ("art7.II.a", None, ["cartao_cnpj"], True, ["cnpj", "baixada"]),
    ("art7.II.b.federal", None, ["federal"], True, ["cnpj", "positiva"]),
    ("art7.II.b.estadual", None, ["estadual"], True, ["cnpj", "positiva"]),
    ("art7.II.b.municipal", None, ["municipal"], True, ["cnpj", "positiva"]),
    ("art7.II.c", None, ["sindical"], True, ["cnpj"]),
    ("art7.II.d", None, ["ctps"], False, []),
    ("art7.II.e", None, ["federal"], True, ["cnpj", "positiva"]),
    ("art7.II.f", None, ["fgts"], True, ["cnpj"]),
    ("art7.II.g", None, ["pis"], True, ["cnpj", "positiva"]),
    ("art7.II.h", None, ["falencia"], True, ["cnpj", "positiva"]),
    ("art7.II.i", None, ["execucoes"], True, ["cnpj", "positiva"]),
    ("art7.II.j", None, ["protestos"], True, ["cnpj", "positiva"]),
    ("art7.II.k", ANA, ["folha_ana"], True, ["cpf", "positiva"]),
    ("art7.II.k", BRUNO, ["folha_bruno"], True, ["cpf", "positiva"]),
    ("art7.III.a", None, ["veiculos"], False, []),
]
# (item id, person, petition change that makes it apply, document it then needs)
CONDITIONAL = [
    ("art7.I.e", None, {"facts": Facts(fleet_size=6, company_type="sa")}, "estatuto_social"),
    (
        "art7.I.f.militar",
        ANA,
        {"people": (replace(ANA, sex="M"), BRUNO)},
        "certificado_reservista",
    ),
    (
        "art7.III.b",
        None,
        {"facts": Facts(fleet_size=11, company_type="ltda")},
        "comprovante_estacionamento",
    ),
]


def _row_id(row) -> str:
    return f"{row[0]}-{row[1].name.split()[0] if row[1] else 'empresa'}"


def test_table_covers_every_item_of_the_checklist():
    covered = {row[0] for row in ITEMS} | {row[0] for row in CONDITIONAL}
    assert covered == {item.id for item in CHECKLIST.items}


def test_full_petition_is_approved():
    verdict = run(happy_docs())
    assert verdict.decision == "approve"
    assert {r.status for r in verdict.items} <= {"ok", "not_applicable"}


@pytest.mark.parametrize("row", ITEMS, ids=_row_id)
def test_item_ok_with_its_documents(row):
    item_id, person, keys, _, _ = row
    docs = happy_docs()
    found = result(run(docs), item_id, person)
    assert found.status == "ok"
    assert found.documents == indexes(docs, keys)
    assert found.reason is None and found.cure is None
    assert found.legal_basis == CHECKLIST.item(item_id).legal_basis
    if person:
        assert (found.person, found.person_name) == (person.cpf, person.name)


@pytest.mark.parametrize("row", ITEMS, ids=_row_id)
def test_item_missing(row):
    item_id, person, keys, _, _ = row
    docs = {k: d for k, d in happy_docs().items() if k not in keys}
    verdict = run(docs)
    found = result(verdict, item_id, person)
    assert found.status == "missing"
    assert found.reason.startswith("Não apresentado")
    assert found.cure == CHECKLIST.item(item_id).cure
    assert verdict.decision == "deficient"


@pytest.mark.parametrize("row", ITEMS, ids=_row_id)
def test_item_expired_or_never_expires(row):
    item_id, person, keys, expires, _ = row
    docs = happy_docs()
    for key in keys:
        docs[key] = set_fields(
            docs[key], issued_on=REF - timedelta(days=800), valid_until=REF - timedelta(days=10)
        )
    found = result(run(docs), item_id, person)
    if expires:
        assert found.status == "expired"
        # (A yearly guia is dated by its exercício: "do exercício 2023, anterior ao ...".)
        assert "vencid" in found.reason or "anterior ao exercício corrente" in found.reason
        assert found.cure == CHECKLIST.item(item_id).cure
    else:
        # Contrato social, registro, reservista, CTPS, ...: no validity concept.
        assert found.status == "ok"


_MUTATIONS = {
    "cnpj": {"cnpj": OTHER_CNPJ},
    "cpf": {"cpf": STRANGER_CPF},
    "positiva": {"result": "positiva"},
    "baixada": {"extra": {"situacao": "BAIXADA"}},
}
_INVALID_CASES = [(row, m) for row in ITEMS for m in row[4]]


@pytest.mark.parametrize(
    ("row", "mutation"), _INVALID_CASES, ids=[f"{_row_id(r)}-{m}" for r, m in _INVALID_CASES]
)
def test_item_invalid(row, mutation):
    item_id, person, keys, _, _ = row
    docs = happy_docs()
    for key in keys:
        docs[key] = set_fields(docs[key], **_MUTATIONS[mutation])
    verdict = run(docs)
    found = result(verdict, item_id, person)
    assert found.status == "invalid"
    assert found.reason
    assert found.cure == CHECKLIST.item(item_id).cure
    assert verdict.decision == "deficient"


@pytest.mark.parametrize("row", CONDITIONAL, ids=[r[0] for r in CONDITIONAL])
def test_conditional_item_not_applicable_then_required(row):
    item_id, person, changes, needed = row
    docs = happy_docs()
    found = result(run(docs), item_id, person)
    assert found.status == "not_applicable"
    assert found.reason  # a short reason even when not applicable

    pet = petition(**changes)
    found_person = pet.people[0] if person else None
    missing = result(run(docs, pet), item_id, found_person)
    assert missing.status == "missing"

    if found_person:
        docs["needed"] = person_doc(needed, found_person)
    elif needed == "comprovante_estacionamento":
        docs["needed"] = doc(needed)  # holder: none
    else:
        docs["needed"] = company_doc(needed)
    assert result(run(docs, pet), item_id, found_person).status == "ok"


@pytest.mark.parametrize("key", list(happy_docs()))
def test_removing_any_one_document_makes_the_petition_deficient(key):
    docs = happy_docs()
    before = run(docs)
    removed_index = list(docs).index(key)
    users = [(r.id, r.person) for r in before.items if removed_index in r.documents]
    assert users, f"{key} satisfies no item"
    del docs[key]
    after = run(docs)
    assert after.decision == "deficient"
    for item_id, person_key in users:
        status = next(r.status for r in after.items if (r.id, r.person) == (item_id, person_key))
        assert status in ("missing", "expired", "invalid")


# --------------------------------------------------------------------------
# Rule 1: statuses, reasons and cures
# --------------------------------------------------------------------------


def test_every_problem_has_a_reason_and_every_deficiency_a_cure():
    docs = happy_docs()
    docs["federal"] = set_fields(docs["federal"], result="positiva")
    docs["falencia"] = set_fields(docs["falencia"], issued_on=date(2024, 1, 1))
    docs["estadual"] = set_fields(docs["estadual"], valid_until=None)
    del docs["junta"]
    verdict = run(docs, petition(facts=Facts()))
    statuses = {r.status for r in verdict.items}
    assert {"ok", "missing", "expired", "invalid", "review", "not_applicable"} <= statuses
    for item in verdict.items:
        if item.status == "ok":
            assert item.reason is None
        else:
            assert item.reason, item
        assert (item.cure is not None) == (item.status in ("missing", "expired", "invalid"))


def test_a_union_guia_counts_by_its_exercise_year():
    """Paid in January for its year (CLT art. 587): this year's is ok, last
    year's goes to a clerk, older ones are expired (a false approval before)."""
    for paid, status in (
        (date(2026, 1, 30), "ok"),
        (date(2025, 1, 28), "review"),
        (date(2024, 1, 31), "expired"),
    ):
        docs = happy_docs()
        docs["sindical"] = set_fields(docs["sindical"], issued_on=paid)
        found = result(run(docs), "art7.II.c")
        assert found.status == status, paid
    docs = happy_docs()
    docs["sindical"] = set_fields(docs["sindical"], issued_on=None)
    assert result(run(docs), "art7.II.c").status == "review"


def test_expired_reason_names_the_date():
    docs = happy_docs()
    docs["federal"] = set_fields(docs["federal"], valid_until=date(2026, 3, 12))
    found = result(run(docs), "art7.II.b.federal")
    assert found.status == "expired"
    assert "vencida em 12/03/2026" in found.reason
    assert found.reason.startswith("Certidão de débitos relativos a tributos federais")


# --------------------------------------------------------------------------
# Rule 2: validity
# --------------------------------------------------------------------------


def test_printed_validity_wins_over_the_default_days():
    docs = happy_docs()
    # Issued 200 days ago (beyond the 180-day default) but printed valid.
    docs["federal"] = set_fields(
        docs["federal"], issued_on=REF - timedelta(days=200), valid_until=REF + timedelta(days=60)
    )
    assert result(run(docs), "art7.II.b.federal").status == "ok"
    # And a printed date in the past expires it even when the default would not.
    docs["federal"] = set_fields(
        docs["federal"], issued_on=REF - timedelta(days=20), valid_until=REF - timedelta(days=1)
    )
    assert result(run(docs), "art7.II.b.federal").status == "expired"


@pytest.mark.parametrize(
    ("key", "issued", "until"),
    [
        # A year's digit misread: "2026" as "2096".
        ("federal", date(2026, 1, 10), date(2096, 7, 9)),
        # No issue date read, and an end date years after the reference date.
        ("estadual", None, REF + timedelta(days=800)),
    ],
)
def test_a_printed_validity_too_far_off_goes_to_review(key, issued, until):
    docs = happy_docs()
    docs[key] = set_fields(docs[key], issued_on=issued, valid_until=until)
    found = result(run(docs), f"art7.II.b.{key}")
    assert found.status == "review"
    assert f"Validade lida como {until:%d/%m/%Y}" in found.reason
    # Within a year of its issue, the same kind of date is trusted.
    docs[key] = set_fields(docs[key], valid_until=REF + timedelta(days=300))
    assert result(run(docs), f"art7.II.b.{key}").status == "ok"


@pytest.mark.parametrize("issued", [REF - timedelta(days=20), REF - timedelta(days=400), None])
def test_a_misread_printed_validity_goes_to_review_not_to_the_default_term(issued):
    """A certidão whose printed end OCR broke ("39/12/2026") is neither valid for the
    default term from its issue nor expired by it: a person reads the date."""
    docs = happy_docs()
    docs["federal"] = set_fields(
        docs["federal"],
        issued_on=issued,
        valid_until=None,
        extra={"unreadable_validity": "39/12/2026"},
    )
    found = result(run(docs), "art7.II.b.federal")
    assert found.status == "review"
    assert "Validade impressa ilegível" in found.reason
    assert "39/12/2026" in found.reason
    assert run(docs).decision != "approve"


def test_an_issue_date_far_after_the_reference_date_goes_to_review():
    docs = happy_docs()
    # A folha corrida (365 days from issue, no printed end) read as issued in 2096.
    docs["folha_ana"] = set_fields(docs["folha_ana"], issued_on=date(2096, 2, 12))
    found = result(run(docs), "art7.II.k", ANA)
    assert found.status == "review"
    assert "Data de emissão lida como 12/02/2096" in found.reason
    assert run(docs).decision != "approve"


@pytest.mark.parametrize(("age", "status"), [(90, "ok"), (91, "expired")])
def test_default_days_apply_without_printed_validity(age, status):
    docs = happy_docs()
    docs["endereco"] = set_fields(docs["endereco"], issued_on=REF - timedelta(days=age))
    found = result(run(docs), "art7.I.g")
    assert found.status == status
    if status == "expired":
        assert "prazo de 90 dias" in found.reason


def test_documents_without_validity_never_expire():
    docs = happy_docs()
    docs["contrato"] = set_fields(docs["contrato"], issued_on=date(1990, 1, 2))
    docs["cpf_ana"] = set_fields(docs["cpf_ana"], issued_on=date(2001, 1, 2))
    docs["reservista_bruno"] = set_fields(docs["reservista_bruno"], issued_on=date(1995, 1, 2))
    verdict = run(docs)
    assert verdict.decision == "approve"


@pytest.mark.parametrize("key", ["falencia", "execucoes", "protestos", "folha_ana"])
def test_civil_certidoes_and_folha_corrida_capped_at_one_year(key):
    docs = happy_docs()
    # Printed validity is longer, but the parágrafo único asks for yearly renewal.
    docs[key] = set_fields(
        docs[key], issued_on=REF - timedelta(days=366), valid_until=REF + timedelta(days=300)
    )
    item_id = {"falencia": "art7.II.h", "execucoes": "art7.II.i", "protestos": "art7.II.j"}.get(
        key, "art7.II.k"
    )
    found = result(run(docs), item_id, ANA if key == "folha_ana" else None)
    assert found.status == "expired"
    assert "Art. 7º, parágrafo único" in found.reason
    docs[key] = set_fields(docs[key], issued_on=REF - timedelta(days=365))
    assert result(run(docs), item_id, ANA if key == "folha_ana" else None).status == "ok"


def test_no_issue_date_when_the_rule_needs_one_is_review():
    docs = happy_docs()
    docs["endereco"] = set_fields(docs["endereco"], issued_on=None)
    found = result(run(docs), "art7.I.g")
    assert found.status == "review"
    assert "emissão não identificada" in found.reason
    # The one-year cap needs the issue date even when a validity is printed.
    docs["protestos"] = set_fields(docs["protestos"], issued_on=None, valid_until=date(2026, 9, 1))
    assert result(run(docs), "art7.II.j").status == "review"


def test_type_without_default_needs_printed_validity():
    docs = happy_docs()
    docs["estadual"] = set_fields(docs["estadual"], valid_until=None)
    found = result(run(docs), "art7.II.b.estadual")
    assert found.status == "review"
    assert "Validade não identificada" in found.reason


def test_expiring_soon_is_ok_with_a_warning():
    docs = happy_docs()
    docs["federal"] = set_fields(docs["federal"], valid_until=REF + timedelta(days=10))
    found = result(run(docs), "art7.II.b.federal")
    assert found.status == "ok"
    assert found.warnings == (
        "Certidão de débitos relativos a tributos federais e à dívida "
        "ativa da União vence em 25/03/2026 (10 dias após a data de "
        "referência)",
    )
    assert result(run(docs, expiry_warning_days=5), "art7.II.b.federal").warnings == ()
    docs["federal"] = set_fields(docs["federal"], valid_until=REF)
    found = result(run(docs), "art7.II.b.federal")
    assert found.status == "ok" and "na data de referência" in found.warnings[0]


def _two_federal(first: dict, second: dict) -> dict[str, Document]:
    docs = happy_docs()
    docs["federal"] = set_fields(docs["federal"], **first)
    docs["federal2"] = set_fields(happy_docs()["federal"], **second)
    return docs


EXPIRED = {"valid_until": REF - timedelta(days=1)}


@pytest.mark.parametrize(
    ("first", "second", "second_review", "status", "chosen"),
    [
        (EXPIRED, {}, False, "ok", "federal2"),
        ({}, EXPIRED, False, "ok", "federal"),
        (EXPIRED, {}, True, "review", "federal2"),
        (EXPIRED, {"valid_until": REF - timedelta(days=5)}, False, "expired", "federal"),
        (EXPIRED, {"result": "positiva"}, False, "invalid", "federal2"),
    ],
    ids=["expired+ok", "ok+expired", "expired+review", "all-expired", "expired+invalid"],
)
def test_best_candidate_wins(first, second, second_review, status, chosen):
    docs = _two_federal(first, second)
    if second_review:
        docs["federal2"] = replace(
            docs["federal2"], needs_review=True, review_reason="página torta"
        )
    found = result(run(docs), "art7.II.b.federal")
    assert found.status == status
    assert found.documents == indexes(docs, [chosen])


# --------------------------------------------------------------------------
# Rule 3: result of certidões
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "status"),
    [
        ("negativa", "ok"),
        ("positiva_com_efeitos_de_negativa", "ok"),
        ("positiva", "invalid"),
        (None, "review"),
    ],
)
def test_certidao_result(value, status):
    docs = happy_docs()
    docs["protestos"] = set_fields(docs["protestos"], result=value)
    found = result(run(docs), "art7.II.j")
    assert found.status == status
    if value == "positiva":
        assert found.reason.startswith("Certidão positiva")


# --------------------------------------------------------------------------
# Rule 4: holder
# --------------------------------------------------------------------------


def test_company_wide_certidao_accepts_the_cnpj_root():
    docs = happy_docs()
    docs["estadual"] = set_fields(docs["estadual"], cnpj=BRANCH_CNPJ)
    assert result(run(docs), "art7.II.b.estadual").status == "ok"
    # The CRF is issued per inscrição: the root is not enough.
    docs["fgts"] = set_fields(docs["fgts"], cnpj=BRANCH_CNPJ)
    assert result(run(docs), "art7.II.f").status == "invalid"


def test_another_cnpj_is_invalid_with_both_numbers_formatted():
    docs = happy_docs()
    docs["protestos"] = set_fields(docs["protestos"], cnpj=make_cnpj("998887770001"))
    found = result(run(docs), "art7.II.j")
    assert found.status == "invalid"
    other = make_cnpj("998887770001")
    assert f"({other[:2]}.{other[2:5]}.{other[5:8]}/{other[8:12]}-{other[12:]})" in found.reason
    assert "não é o do requerente (11.222.333/0001-81)" in found.reason


@pytest.mark.parametrize(
    ("name", "status"),
    [
        ("TRANSPORTES FICTICIOS EXEMPLO LTDA - ME", "ok"),
        ("Transportes Fictícios Exemplo", "ok"),
        ("Viação Outra S.A.", "review"),
        (None, "review"),
    ],
)
def test_company_document_without_cnpj_is_matched_by_name(name, status):
    docs = happy_docs()
    docs["junta"] = set_fields(docs["junta"], cnpj=None, name=name)
    assert result(run(docs), "art7.I.b").status == status


@pytest.mark.parametrize(
    ("cnpj", "status"),
    [(COMPANY_CNPJ, "ok"), (BRANCH_CNPJ, "ok"), (OTHER_CNPJ, "review"), (None, "review")],
)
def test_the_ctps_employer_is_the_company_or_a_person_looks(cnpj, status):
    # An employer OCR did not read proves no vínculo with the company: a
    # clerk looks, as at another employer's contract.
    docs = happy_docs()
    docs["ctps"] = set_fields(docs["ctps"], cnpj=cnpj)
    found = result(run(docs), "art7.II.d")
    assert found.status == status
    if cnpj is None:
        assert "CNPJ do empregador não identificado na CTPS" in found.reason


def test_unknown_applicant_cnpj_skips_the_check_with_a_note():
    docs = happy_docs()
    docs["junta"] = set_fields(docs["junta"], cnpj=OTHER_CNPJ)
    verdict = run(docs, petition(applicant=Applicant(name=COMPANY_NAME)))
    assert result(verdict, "art7.I.b").status == "ok"
    assert any("CNPJ do requerente não informado" in note for note in verdict.notes)
    assert not any("CNPJ do requerente" in n for n in run(happy_docs()).notes)


def test_another_known_persons_document_is_not_counted():
    docs = happy_docs()
    # Only Bruno's quitação: it is his, not a bad one of Ana's.
    del docs["eleitoral_ana"]
    verdict = run(docs)
    assert result(verdict, "art7.I.f.eleitoral", ANA).status == "missing"
    assert result(verdict, "art7.I.f.eleitoral", BRUNO).status == "ok"


def test_personal_document_of_nobody_in_the_petition_is_invalid():
    docs = happy_docs()
    docs["folha_ana"] = set_fields(docs["folha_ana"], cpf=STRANGER_CPF, name="Pessoa Estranha")
    found = result(run(docs), "art7.II.k", ANA)
    assert found.status == "invalid"
    formatted = f"{STRANGER_CPF[:3]}.{STRANGER_CPF[3:6]}.{STRANGER_CPF[6:9]}-{STRANGER_CPF[9:]}"
    assert formatted in found.reason


def test_a_cpf_completed_by_its_check_digits_that_differs_goes_to_review():
    # heldout19: a card's box border cut the CPF's first digit, which the
    # check digits restored; a mismatch may be the restoration's, not the person's.
    docs = happy_docs()
    restored = {"restored_cpf": True}
    docs["folha_ana"] = set_fields(docs["folha_ana"], cpf=STRANGER_CPF, extra=restored)
    found = result(run(docs), "art7.II.k", ANA)
    assert found.status == "review" and "primeiro dígito" in found.reason
    # The same CPF read whole is someone else's.
    docs["folha_ana"] = set_fields(docs["folha_ana"], extra={})
    assert result(run(docs), "art7.II.k", ANA).status == "invalid"


def test_a_deficiency_read_on_a_page_that_shows_no_holder_goes_to_review():
    # heldout19: a certidão negativa through a harsh scanner read "NÃb CONSTAM
    # débitos", with neither its CNPJ nor its name legible.
    docs = happy_docs()
    docs["estadual"] = set_fields(docs["estadual"], result="positiva", cnpj=None, name=None)
    found = result(run(docs), "art7.II.b.estadual")
    assert found.status == "review"
    assert found.reason.startswith("Leitura incerta")
    # The holder read: the positive certidão is the applicant's, a deficiency.
    docs["estadual"] = set_fields(docs["estadual"], cnpj=COMPANY_CNPJ)
    assert result(run(docs), "art7.II.b.estadual").status == "invalid"
    # An expired one likewise.
    docs["estadual"] = set_fields(
        docs["estadual"], result="negativa", valid_until=date(2025, 1, 1), cnpj=None
    )
    assert result(run(docs), "art7.II.b.estadual").status == "review"


def test_a_short_term_document_read_as_issued_years_ago_goes_to_review():
    # heldout15: an atestado's "20/04/2026" read "20/04/2006" made it expired.
    docs = happy_docs()
    docs["endereco"] = set_fields(docs["endereco"], issued_on=date(2006, 2, 25))
    found = result(run(docs), "art7.I.g")
    assert found.status == "review" and "mais de 5 anos" in found.reason
    # Two years old: a real, expired proof.
    docs["endereco"] = set_fields(docs["endereco"], issued_on=date(2024, 2, 25))
    assert result(run(docs), "art7.I.g").status == "expired"


def test_personal_document_without_cpf_is_matched_by_name():
    docs = happy_docs()
    docs["folha_ana"] = set_fields(docs["folha_ana"], cpf=None, name="ANA EXEMPLAR TESTE")
    verdict = run(docs)
    assert result(verdict, "art7.II.k", ANA).status == "ok"
    # Bruno's only folha corrida is his own; Ana's (by name) is not counted for him.
    del docs["folha_bruno"]
    assert result(run(docs), "art7.II.k", BRUNO).status == "missing"
    docs["folha_ana"] = set_fields(docs["folha_ana"], name="Nome Que Não Confere")
    assert result(run(docs), "art7.II.k", ANA).status == "review"


# --------------------------------------------------------------------------
# Rule 5: substitutions
# --------------------------------------------------------------------------


def test_cnh_stands_for_rg_and_cpf_and_rg_alone_is_not_enough():
    docs = happy_docs()
    docs["cnh_ana"] = person_doc("cnh", ANA, valid_until=date(2031, 1, 1))
    del docs["rg_ana"], docs["cpf_ana"]
    assert result(run(docs), "art7.I.c", ANA).status == "ok"
    docs = happy_docs()
    del docs["cpf_ana"]
    found = result(run(docs), "art7.I.c", ANA)
    assert found.status == "missing"
    assert found.reason == "Não apresentado: comprovante de inscrição no CPF"
    assert found.documents == indexes(docs, ["rg_ana"])


def test_inss_item_accepts_the_old_certidao_inss():
    docs = happy_docs()
    del docs["federal"]
    docs["inss"] = company_doc(
        "certidao_inss", issued_on=REF - timedelta(days=30), result="negativa"
    )
    verdict = run(docs)
    assert result(verdict, "art7.II.e").status == "ok"
    assert result(verdict, "art7.II.b.federal").status == "missing"


def test_federal_certidao_stands_for_inss_only_since_november_2014():
    docs = happy_docs()
    docs["federal"] = set_fields(
        docs["federal"], issued_on=date(2014, 10, 1), valid_until=date(2026, 7, 9)
    )
    found = result(run(docs), "art7.II.e")
    assert found.status == "invalid"
    assert "03/11/2014" in found.reason and "1.751/2014" in found.reason
    # Issue date unread: the printed validity (at most 180 days) bounds it.
    docs["federal"] = set_fields(docs["federal"], issued_on=None)
    assert result(run(docs), "art7.II.e").status == "ok"


def test_one_document_satisfies_several_items():
    docs = happy_docs()
    verdict = run(docs)
    contrato = indexes(docs, ["contrato"])
    assert result(verdict, "art7.I.a").documents == contrato
    assert result(verdict, "art7.I.d").documents == contrato


# --------------------------------------------------------------------------
# Rule 6: people
# --------------------------------------------------------------------------


def test_people_inferred_from_the_contrato_social():
    verdict = run(happy_docs(), petition(people=()))
    assert result(verdict, "art7.II.k", ANA).status == "ok"
    assert result(verdict, "art7.I.f.militar", BRUNO).status == "ok"
    assert any(n.startswith("Sócios inferidos do contrato social") for n in verdict.notes)
    assert not any("inferidos" in n for n in run(happy_docs()).notes)


def test_person_known_by_name_only_is_keyed_by_name():
    nameless = Person("Débora Sem Cpf Exemplo", sex="F")
    docs = happy_docs()
    docs["folha_debora"] = doc(
        "folha_corrida",
        name="DEBORA SEM CPF EXEMPLO",
        issued_on=date(2026, 2, 1),
        result="negativa",
    )
    verdict = run(docs, petition(people=(ANA, BRUNO, nameless)))
    found = result(verdict, "art7.II.k", nameless)
    assert (found.person, found.person_name, found.status) == (nameless.name, nameless.name, "ok")


def test_nobody_known_gives_one_review_per_personal_item():
    docs = happy_docs()
    docs["contrato"] = set_fields(docs["contrato"], people=())
    verdict = run(docs, petition(people=()))
    personal = [r for r in verdict.items if CHECKLIST.item(r.id).per_person]
    assert len(personal) == len([i for i in CHECKLIST.items if i.per_person])
    for item in personal:
        assert (item.person, item.status) == (None, "review")
        assert "Titulares/sócios não identificados" in item.reason
    assert verdict.decision == "review"


# --------------------------------------------------------------------------
# Rule 7: conditions with unknown facts
# --------------------------------------------------------------------------


def test_company_type_unknown():
    docs = happy_docs()
    unknown = petition(facts=Facts(fleet_size=6))
    found = result(run(docs, unknown), "art7.I.e")
    assert found.status == "not_applicable"
    assert any("sociedade não anônima" in n for n in run(docs, unknown).notes)

    docs["estatuto"] = company_doc("estatuto_social")
    assert result(run(docs, unknown), "art7.I.e").status == "ok"

    bare = {k: d for k, d in happy_docs().items() if k != "contrato"}
    found = result(run(bare, unknown), "art7.I.e")
    assert found.status == "review" and found.reason


def test_fleet_size_unknown():
    docs = happy_docs()
    unknown = petition(facts=Facts(company_type="ltda"))
    # From the relação de veículos: 6 vehicles.
    verdict = run(docs, unknown)
    assert result(verdict, "art7.III.b").status == "not_applicable"
    assert "Tamanho da frota inferido da relação de veículos: 6." in verdict.notes

    docs["veiculos"] = set_fields(docs["veiculos"], extra={"vehicle_count": 12})
    assert result(run(docs, unknown), "art7.III.b").status == "missing"

    docs["veiculos"] = set_fields(docs["veiculos"], extra={})
    found = result(run(docs, unknown), "art7.III.b")
    assert found.status == "review" and "frota" in found.reason

    docs["garagem"] = doc("comprovante_estacionamento")
    assert result(run(docs, unknown), "art7.III.b").status == "ok"


def test_sex_unknown():
    docs = happy_docs()
    pet = petition(people=(replace(ANA, sex=None), replace(BRUNO, sex=None)))
    verdict = run(docs, pet)
    assert result(verdict, "art7.I.f.militar", BRUNO).status == "ok"  # his reservista is there
    found = result(verdict, "art7.I.f.militar", ANA)
    assert found.status == "review" and found.reason


# --------------------------------------------------------------------------
# Rule 8: doubtful documents, non-evidence pages, CNPJ situation
# --------------------------------------------------------------------------


def test_document_needing_review_is_never_ok():
    docs = happy_docs()
    docs["junta"] = replace(
        docs["junta"], needs_review=True, review_reason="Confiança baixa (0.41)"
    )
    found = result(run(docs), "art7.I.b")
    assert (found.status, found.reason) == ("review", "Confiança baixa (0.41)")
    assert found.documents == indexes(docs, ["junta"])


def test_other_and_blank_pages_satisfy_nothing():
    docs = happy_docs()
    del docs["contrato"]
    docs["outro"] = company_doc("outro", people=(ANA, BRUNO))
    docs["branco"] = doc("em_branco")
    verdict = run(docs)
    assert result(verdict, "art7.I.a").status == "missing"
    assert all(len(docs) - 1 not in r.documents for r in verdict.items)
    assert all(len(docs) - 2 not in r.documents for r in verdict.items)


@pytest.mark.parametrize(
    ("situacao", "status"), [("ATIVA", "ok"), ("Ativa", "ok"), ("BAIXADA", "invalid"), (None, "ok")]
)
def test_cnpj_situation(situacao, status):
    docs = happy_docs()
    extra = {"situacao": situacao} if situacao else {}
    docs["cartao_cnpj"] = set_fields(docs["cartao_cnpj"], extra=extra)
    found = result(run(docs), "art7.II.a")
    assert found.status == status
    if status == "invalid":
        assert found.reason == "Situação cadastral no CNPJ: BAIXADA"


# --------------------------------------------------------------------------
# The decision rule
# --------------------------------------------------------------------------


def _items(*statuses: str) -> list[ItemResult]:
    return [
        ItemResult(id=f"art1.I.{chr(97 + i)}", status=s, legal_basis="Art. 1º", label="x")
        for i, s in enumerate(statuses)
    ]


@pytest.mark.parametrize(
    ("statuses", "decision"),
    [
        (("ok", "not_applicable"), "approve"),
        (("ok", "review"), "review"),
        (("ok", "review", "missing"), "deficient"),
        (("expired",), "deficient"),
        (("invalid", "ok"), "deficient"),
        ((), "approve"),
    ],
)
def test_decide(statuses, decision):
    assert decide(_items(*statuses)) == decision


def test_a_receipt_printing_the_applicants_cnpj_beside_the_one_read_goes_to_review():
    # heldout17 regenerated: a bank's receipt read by columns set the union's CNPJ
    # where the payer's stood; the applicant's was printed too.
    docs = happy_docs()
    union = make_cnpj("998887770001")
    printed = {"printed_cnpjs": (union, COMPANY_CNPJ)}
    docs["sindical"] = set_fields(docs["sindical"], cnpj=union, extra=printed)
    found = result(run(docs), "art7.II.c")
    assert found.status == "review"
    assert "também consta no documento" in found.reason
    # Printed nowhere on it: someone else's receipt.
    docs["sindical"] = set_fields(docs["sindical"], extra={"printed_cnpjs": (union,)})
    assert result(run(docs), "art7.II.c").status == "invalid"


def test_a_cnpj_read_one_or_two_characters_off_the_applicants_goes_to_review():
    # heldout19 blind: an alphanumeric CNPJ's "9F.DR1" read "GF.DRI" and still valid.
    docs = happy_docs()
    near = COMPANY_CNPJ[:3] + ("9" if COMPANY_CNPJ[3] != "9" else "8") + COMPANY_CNPJ[4:]
    docs["protestos"] = set_fields(docs["protestos"], cnpj=near)
    found = result(run(docs), "art7.II.j")
    assert found.status == "review" and "erro de leitura" in found.reason
    # Three characters or more apart: another company's.
    docs["protestos"] = set_fields(docs["protestos"], cnpj=OTHER_CNPJ)
    assert result(run(docs), "art7.II.j").status == "invalid"
