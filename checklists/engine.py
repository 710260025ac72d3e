"""Evaluate a checklist against the documents found in one petition.

``evaluate`` walks the checklist's items (once per person for the items the
law asks of each titular or sócio), looks for the documents that satisfy
each, and judges every candidate document on four generic rules, all driven
by the checklist's YAML:

- holder: whose document it is (the applicant's CNPJ, or the person's CPF or
  name), and, for vehicle documents, which vehicle (plate or RENAVAM);
- result: a positive certidão fails, or goes to a clerk where the law leaves
  room; "positiva com efeitos de negativa" counts as negativa (CTN art. 206);
- field checks: values the document must show (CNPJ "ATIVA", CPF "REGULAR",
  CNH category D or E) or meet (insured amount per passenger), and ages
  (a vehicle's useful life);
- validity: printed validity, else the type's default days (or the licence's
  exercise), capped by the item's maximum age (Santa Maria Art. 7,
  parágrafo único).

No item id appears in this module: what differs between items is data.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any

from checklists.loader import (
    DOCUMENT_TYPES,
    NON_EVIDENCE_TYPES,
    AgeRule,
    Checklist,
    FieldCheck,
    ItemDef,
    Requirement,
    ValidityDefault,
)
from extractors.dates import add_months
from extractors.identifiers import confused_characters, mercosul_plate, normalize_plate
from extractors.text import fold
from triagem.models import (
    PRINTED_CNPJS,
    RESTORED_CPF,
    SCHEMA_FIELDS,
    UNREADABLE_VALIDITY,
    Applicant,
    Document,
    ItemResult,
    Person,
    Petition,
    Record,
    Verdict,
)

DEFICIENT = ("missing", "expired", "invalid")
# A result accepted for a certidão that must be negative (CTN arts. 205, 206).
NEGATIVE_RESULTS = ("negativa", "positiva_com_efeitos_de_negativa")

# Choosing among candidates (or alternatives): lower is better. An invalid
# document beats an expired one so that "expired" is reported only when every
# candidate is expired.
_PICK_RANK = {"ok": 0, "review": 1, "invalid": 2, "expired": 3, "missing": 4}
# Combining the checks on one document, or the documents needed together:
# higher is worse.
_SEVERITY = {"ok": 0, "review": 1, "expired": 2, "invalid": 3, "missing": 4}

NOTE_NO_APPLICANT_CNPJ = (
    "CNPJ do requerente não informado: a titularidade dos documentos da empresa não foi verificada."
)
REASON_NO_PEOPLE = (
    "Titulares/sócios não identificados: informar os titulares, sócios-gerentes e "
    "dirigentes para conferir os documentos pessoais"
)
REASON_NO_APPLICANT_PERSON = (
    "Requerente não identificado: informar nome e CPF do(a) requerente para conferir os "
    "documentos pessoais"
)
REASON_NEEDS_REVIEW = "Classificação do documento incerta: conferir"
POSITIVE_REASON = "Certidão positiva (constam pendências em nome do titular)"

# The schema's vehicle kinds as people write them (models.Fields.vehicle_kind).
VEHICLE_KIND_LABELS = {
    "onibus": "ônibus",
    "microonibus": "micro-ônibus",
    "van": "van",
    "outro": "outro tipo de veículo",
}
# Schema fields as reasons name them, when a value a rule needs was not read.
_FIELD_NAMES = {
    "jurisdiction": "Justiça emissora",
    "vehicle_kind": "Tipo do veículo",
    "manufacture_year": "Ano de fabricação",
    "cnh_category": "Categoria da CNH",
    "paid_activity": "Observação de atividade remunerada (EAR)",
    "plate": "Placa",
    "renavam": "RENAVAM",
}

# Legal-form suffixes that vary between documents naming the same company.
_COMPANY_SUFFIXES = frozenset({"ltda", "limitada", "sa", "me", "epp", "eireli", "slu", "mei"})
# An empresário's firma is "constituída por seu nome, completo ou abreviado,
# aditando-lhe, se quiser, designação ... do gênero de atividade" (Código
# Civil, art. 1.156): "LUCÍA OLIVERA PEREYRA TRANSPORTES". Only such words
# may follow the person's whole name: another surname, or FILHO / JÚNIOR /
# NETO, is another person.
_FIRM_ACTIVITY_WORDS = frozenset(
    {
        "transportes", "transporte", "turismo", "fretamento", "fretamentos", "fretes",
        "viagens", "excursoes", "locacao", "locacoes", "locadora", "servicos", "passageiros",
        "rodoviario", "rodoviarios", "logistica", "de", "e", "do", "dos",
    }
)  # fmt: skip
_FIRM_TYPES = frozenset({"registro_firma_individual", "inscricao_iss"})


@dataclass(frozen=True)
class _Outcome:
    """How one document, or a set of documents, fares against an item."""

    status: str
    documents: tuple[int, ...] = ()
    reasons: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    # Last day of validity, for preferring the longest-lived of equal candidates.
    valid_through: date | None = None
    # Requirements of the alternative for which some document was found.
    present: int = 0
    # (document index, pt-BR validity) for the approval draft.
    validity: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class _Vehicle:
    """The vehicle a petition is about: its plate (as given), every form of it, RENAVAM."""

    plate: str | None
    keys: frozenset[str] = frozenset()
    renavam: str | None = None


class _Context:
    """The inputs of one evaluation, plus the notes it accumulates."""

    def __init__(
        self,
        checklist: Checklist,
        documents: Sequence[Document],
        petition: Petition,
        reference_date: date,
        warning_days: int,
        parameters: Mapping[str, Any],
    ) -> None:
        self.checklist = checklist
        self.documents = documents
        self.petition = petition
        self.reference_date = reference_date
        self.warning_days = warning_days
        self.parameters = parameters
        self.applicant_cnpj = _cnpj_digits(petition.applicant.cnpj)
        self.notes: dict[str, None] = {}  # ordered set
        self.people = self._people()
        # Whose personal documents the items that are not per person ask for
        # (the driver of a person checklist).
        self.subject = self.people[0] if self.people else None
        self.vehicle = self._vehicle()

    def note(self, text: str) -> None:
        self.notes.setdefault(text, None)

    # -- people ------------------------------------------------------------

    def _people(self) -> tuple[Person, ...]:
        """petition.people, else the applicant (person checklists) or the sócios."""
        if self.petition.people:
            people = self.petition.people
            if self.checklist.applicant_kind == "person" and len(people) > 1:
                self.note(
                    f"Mais de uma pessoa informada; o requerente considerado é {people[0].name}."
                )
            return people
        if self.checklist.applicant_kind == "person":
            return self._applicant_person()
        found: list[Person] = []
        sources: dict[str, None] = {}
        for document in self.documents:
            if document.type not in self.checklist.people_from:
                continue
            for person in document.fields.people:
                if not person.name and not person.cpf:
                    continue
                if any(_same_person(person, known) for known in found):
                    continue
                found.append(replace(person, inferred=True))
                sources.setdefault(document.type, None)
        if found:
            names = ", ".join(p.name for p in found)
            where = " e ".join(_with_article(t) for t in sources)
            self.note(f"Sócios inferidos {where}: {names}.")
        return tuple(found)

    def _applicant_person(self) -> tuple[Person, ...]:
        """The natural person who applies: as typed, else read from personal documents.

        Where petition.yaml gives no CPF or name, the CPF most of the
        ``people_from`` documents carry wins (a stray document of someone
        else does not make a second applicant).
        """
        applicant: Applicant = self.petition.applicant
        sex = self.petition.facts.sex
        cpf = _cpf_digits(applicant.cpf)
        if cpf or (applicant.name and not applicant.cnpj):
            name = applicant.name or self._name_for(cpf) or ""
            return (Person(name, cpf or None, sex=sex, role="requerente"),)
        candidates = [
            d for d in self.documents if d.type in self.checklist.people_from and not d.needs_review
        ]
        cpfs = Counter(_cpf_digits(d.fields.cpf) for d in candidates if d.fields.cpf)
        if cpfs:
            cpf = cpfs.most_common(1)[0][0]
            source = next(d for d in candidates if _cpf_digits(d.fields.cpf) == cpf)
            name = self._name_for(cpf) or ""
            self.note(
                f"Requerente inferido {_with_article(source.type)}: "
                f"{name or 'nome não identificado'} (CPF {_format_cpf(cpf)})."
            )
            return (Person(name, cpf, sex=sex, role="requerente", inferred=True),)
        names = Counter(_name_key(d.fields.name) for d in candidates if d.fields.name)
        if names:
            key = names.most_common(1)[0][0]
            source = next(d for d in candidates if _name_key(d.fields.name) == key)
            name = str(source.fields.name)
            self.note(f"Requerente inferido {_with_article(source.type)}: {name} (CPF não lido).")
            return (Person(name, None, sex=sex, role="requerente", inferred=True),)
        return ()

    def _name_for(self, cpf: str) -> str | None:
        for document in self.documents:
            if cpf and _cpf_digits(document.fields.cpf) == cpf and document.fields.name:
                return document.fields.name
        return None

    # -- the vehicle -------------------------------------------------------

    def _vehicle(self) -> _Vehicle | None:
        """The plate from petition.yaml, else from the first identity document."""
        definition = self.checklist.vehicle
        if definition is None:
            return None
        documents = [d for d in self.documents if d.type in definition.types and not d.needs_review]
        plate = normalize_plate(self.petition.facts.plate or "")
        if plate is None:
            for doc_type in definition.identity_from:
                source = next((d for d in documents if d.type == doc_type and d.fields.plate), None)
                if source is not None:
                    plate = source.fields.plate
                    self.note(f"Placa do veículo inferida {_with_article(doc_type)}: {plate}.")
                    break
        if plate is None:
            self.note("Placa do veículo não informada nem identificada nos documentos.")
            return _Vehicle(None)
        keys = {mercosul_plate(plate) or plate}
        renavam = None
        for document in documents:
            own = _plate_keys(document)
            if own & keys:
                keys |= own
                renavam = renavam or document.fields.renavam
        vehicle = _Vehicle(plate, frozenset(keys), renavam)
        # A plate that differs only in characters OCR confuses is a doubt
        # about this vehicle (see _vehicle_match), not another vehicle.
        others = sorted(
            {k for d in documents if _plate_confusion(d, vehicle) is None for k in _plate_keys(d)}
            - keys
        )
        if others:
            self.note(
                f"Há documentos de outro(s) veículo(s) (placa(s) {', '.join(others)}): "
                f"conferidos os do veículo de placa {plate}."
            )
        return vehicle


def _plate_keys(document: Document) -> set[str]:
    """The Mercosul forms of the plate (and previous plate) a document shows."""
    keys = set()
    for raw in _document_plates(document):
        key = mercosul_plate(raw)
        if key:
            keys.add(key)
    return keys


def _document_plates(document: Document) -> list[str]:
    """The plate and the previous plate a document shows, as read."""
    raws = (document.fields.plate, document.fields.extra.get("previous_plate"))
    return [str(raw) for raw in raws if raw]


def _plate_forms(plate: str) -> set[str]:
    """A plate as written (normalised), in its Mercosul form and in the old form
    a Mercosul plate had ('ABC1C34' -> 'ABC1234'; the letter A-J was the digit)."""
    forms = {normalize_plate(plate), mercosul_plate(plate)}
    for form in list(forms):
        if form and form[4] in "ABCDEFGHIJ":
            forms.add(form[:4] + str("ABCDEFGHIJ".index(form[4])) + form[5:])
    return {f for f in forms if f}


def _plate_confusion(
    document: Document, vehicle: _Vehicle
) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """``(plate read, confused characters)`` when the document's plate is the
    petition's but for characters OCR confuses, position by position, as
    written or across the old/Mercosul conversion; None otherwise (the same
    plate, another plate, or no plate to compare)."""
    if vehicle.plate is None or _plate_keys(document) & vehicle.keys:
        return None
    wanted = _plate_forms(vehicle.plate) | vehicle.keys
    for raw in _document_plates(document):
        for read in sorted(_plate_forms(raw)):
            for form in sorted(wanted):
                pairs = confused_characters(read, form)
                if pairs:
                    return normalize_plate(raw) or raw, pairs
    return None


# --------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------


def evaluate(
    checklist: Checklist,
    documents: Sequence[Document],
    petition: Petition,
    reference_date: date,
    *,
    expiry_warning_days: int = 30,
    parameters: Mapping[str, Any] | None = None,
) -> Verdict:
    """Judge every item of ``checklist`` on ``documents`` as of ``reference_date``.

    Items asked of each person appear once per person of ``petition.people``
    (else of the people named in the constitutive documents, or, in a person
    checklist, the applicant). ``parameters`` are the values the checklist's
    ``parameters`` name (settings of the same name; read from the settings
    when not given). The decision follows ``decide``; the caller forces
    "review" when some file could not be read.
    """
    if parameters is None:
        parameters = checklist_parameters(checklist)
    ctx = _Context(checklist, documents, petition, reference_date, expiry_warning_days, parameters)
    results: list[ItemResult] = []
    for item in checklist.items:
        if not item.per_person:
            results.append(_evaluate_item(ctx, item, None, ctx.subject))
        elif not ctx.people:
            reason = (
                REASON_NO_APPLICANT_PERSON
                if checklist.applicant_kind == "person"
                else REASON_NO_PEOPLE
            )
            results.append(
                ItemResult(
                    id=item.id,
                    status="review",
                    legal_basis=item.legal_basis,
                    label=item.label,
                    reason=reason,
                )
            )
        else:
            results.extend(_evaluate_item(ctx, item, person, person) for person in ctx.people)
    records = _records(ctx)
    for record in records:
        ctx.note(record.text)
    return Verdict(
        checklist=checklist.id,
        items=tuple(results),
        decision=decide(results),
        notes=tuple(ctx.notes),
        people=ctx.people,
        records=tuple(records),
    )


def decide(items: Iterable[ItemResult]) -> str:
    """The contract's decision: deficient, else review, else approve."""
    statuses = {item.status for item in items}
    if statuses & set(DEFICIENT):
        return "deficient"
    if "review" in statuses:
        return "review"
    return "approve"


def checklist_parameters(checklist: Checklist, settings: Any = None) -> dict[str, Any]:
    """The values of the checklist's parameters: the settings of the same name.

    ``settings`` defaults to the process-wide settings object; a parameter
    with no such setting is None (unset), which the items treat as "review".
    """
    if not checklist.parameters:
        return {}
    if settings is None:
        from triagem.settings import get_settings  # built once, cached

        settings = get_settings()
    return {name: getattr(settings, name, None) for name in checklist.parameters}


def rank_checklists(
    checklists: Sequence[Checklist], documents: Sequence[Document], applicant: Applicant
) -> list[tuple[str, float]]:
    """Checklists ordered by how well they fit the documents (best first).

    A checklist scores one point per document type found that one of its
    items accepts, and loses half a point per type found that none does;
    the applicant's identifier tips the balance (a CNPJ for a company
    checklist, a CPF for a person's). Ties go to the checklist with more
    items, the stricter one: a wrong guess then asks for too much rather than
    approving too little.
    """
    present = {
        d.type
        for d in documents
        if d.type not in NON_EVIDENCE_TYPES and d.type != "requerimento" and not d.needs_review
    }
    ranked: list[tuple[float, int, str]] = []
    for checklist in checklists:
        accepted = {t for item in checklist.items for t in item.document_types}
        if checklist.vehicle:
            accepted |= checklist.vehicle.types
        score = len(present & accepted) - 0.5 * len(present - accepted)
        if applicant.cnpj and not applicant.cpf and checklist.applicant_kind == "company":
            score += 0.25
        if applicant.cpf and not applicant.cnpj and checklist.applicant_kind == "person":
            score += 0.25
        ranked.append((score, len(checklist.items), checklist.id))
    ranked.sort(key=lambda r: (-r[0], -r[1], r[2]))
    return [(checklist_id, score) for score, _, checklist_id in ranked]


# --------------------------------------------------------------------------
# One item
# --------------------------------------------------------------------------


def _evaluate_item(
    ctx: _Context, item: ItemDef, shown: Person | None, whose: Person | None
) -> ItemResult:
    """``shown``: the person the result names (per-person items); ``whose``: the
    person the documents must belong to (the same, or the applicant)."""
    base = ItemResult(
        id=item.id,
        status="ok",
        legal_basis=item.legal_basis,
        label=item.label,
        person=shown.key if shown else None,
        person_name=(shown.name or None) if shown else None,
    )
    applicability, reason = _applicability(ctx, item, whose)
    if applicability != "applicable":
        return replace(base, status=applicability, reason=reason)

    outcomes = [_alternative(ctx, item, alternative, whose) for alternative in item.accepts]
    # Best status; among missing ones, the alternative closest to complete;
    # then the order the YAML declares.
    best = min(
        enumerate(outcomes),
        key=lambda pair: (_PICK_RANK[pair[1].status], -pair[1].present, pair[0]),
    )[1]
    reasons = best.reasons
    if best.status == "missing" and best.present == 0:
        reasons = (f"Não apresentado: {_describe_accepts(item)}",)
    documents = tuple(sorted(set(best.documents)))
    texts = dict(best.validity)
    return replace(
        base,
        status=best.status,
        documents=documents,
        reason="; ".join(reasons) if best.status != "ok" else None,
        cure=item.cure if best.status in DEFICIENT else None,
        warnings=best.warnings,
        valid_until=best.valid_through if best.status == "ok" else None,
        validity=tuple(texts.get(i, "") for i in documents) if best.status == "ok" else (),
    )


def _alternative(
    ctx: _Context, item: ItemDef, alternative: tuple[Requirement, ...], person: Person | None
) -> _Outcome:
    """Every requirement of the alternative, each by its best document(s)."""
    parts: list[_Outcome] = []
    for requirement in alternative:
        candidates = sorted(
            (
                outcome
                for index, document in enumerate(ctx.documents)
                if document.type == requirement.type
                and (outcome := _judge(ctx, item, requirement, index, person)) is not None
            ),
            key=_candidate_key,
        )
        label = _requirement_label(requirement)
        if not candidates:
            parts.append(_Outcome("missing", reasons=(f"Não apresentado: {label}",)))
        elif requirement.count == 1:
            parts.append(candidates[0])
        else:
            parts.append(_several(requirement, candidates[: requirement.count], label))
    worst = max(parts, key=lambda p: _SEVERITY[p.status]).status
    return _Outcome(
        status=worst,
        documents=tuple(i for p in parts for i in p.documents),
        reasons=_reasons_for(worst, [(p.status, r) for p in parts for r in p.reasons]),
        warnings=tuple(w for p in parts for w in p.warnings),
        valid_through=min((p.valid_through for p in parts if p.valid_through), default=None),
        present=sum(p.status != "missing" for p in parts),
        validity=tuple(v for p in parts for v in p.validity),
    )


def _several(requirement: Requirement, chosen: list[_Outcome], label: str) -> _Outcome:
    """``count`` documents of one type (two photographs): the best ones, together."""
    worst = max(chosen, key=lambda p: _SEVERITY[p.status]).status
    documents = tuple(i for p in chosen for i in p.documents)
    if len(chosen) < requirement.count:
        reason = (
            requirement.short_reason.format(found=len(chosen), count=requirement.count)
            if requirement.short_reason
            else f"Apresentado(s) {len(chosen)} de {requirement.count}: {label}"
        )
        if requirement.short == "warning" and worst == "ok":
            return _Outcome(
                "ok",
                documents,
                warnings=(reason,),
                present=1,
                validity=tuple(v for p in chosen for v in p.validity),
            )
        short = "review" if requirement.short == "warning" else requirement.short
        if _SEVERITY[worst] >= _SEVERITY[short]:
            short = worst
        return _Outcome(short, documents, (reason,), present=1)
    return _Outcome(
        worst,
        documents,
        _reasons_for(worst, [(p.status, r) for p in chosen for r in p.reasons]),
        tuple(w for p in chosen for w in p.warnings),
        min((p.valid_through for p in chosen if p.valid_through), default=None),
        present=1,
        validity=tuple(v for p in chosen for v in p.validity),
    )


def _candidate_key(outcome: _Outcome) -> tuple[int, bool, int]:
    # ok beats review beats invalid beats expired; then no warning; then the
    # latest validity (a document that never expires counts as the latest).
    last = outcome.valid_through or date.max
    return (_PICK_RANK[outcome.status], bool(outcome.warnings), -last.toordinal())


def _reasons_for(worst: str, checks: Sequence[tuple[str, str | None]]) -> tuple[str, ...]:
    """The reasons worth telling: every deficiency when deficient, else the doubts."""
    if worst in DEFICIENT:
        wanted: tuple[str, ...] = DEFICIENT
    elif worst == "review":
        wanted = ("review",)
    else:
        return ()
    return tuple(dict.fromkeys(r for s, r in checks if s in wanted and r))


# --------------------------------------------------------------------------
# One document
# --------------------------------------------------------------------------


def _judge(
    ctx: _Context, item: ItemDef, requirement: Requirement, index: int, person: Person | None
) -> _Outcome | None:
    """A candidate document's outcome; None when it is not one (someone else's,
    another court's certidão)."""
    document = ctx.documents[index]
    if document.type in NON_EVIDENCE_TYPES:
        return None
    matched = _match(requirement, document)
    if matched is None:
        return None
    holder_status, holder_reason = _holder(ctx, requirement.holder or item.holder, document, person)
    if holder_status == "other":
        return None
    if document.needs_review:
        # A doubtful classification is never enough for "ok" (nor, since the
        # doubt may be ours, for a deficiency).
        return _Outcome("review", (index,), (document.review_reason or REASON_NEEDS_REVIEW,))
    checks: list[tuple[str, str | None]] = [matched, (holder_status, holder_reason)]
    checks.append(_vehicle_match(ctx, document))
    checks.append(_issued_from(ctx, requirement, document))
    checks.extend(_field_checks(ctx, item, document))
    checks.append(_result(item, document))
    age_status, age_reason, age_warnings, life_end = _age(ctx, item, document)
    checks.append((age_status, age_reason))
    validity_status, validity_reason, warnings, valid_through = _validity(ctx, item, document)
    checks.append((validity_status, validity_reason))
    worst = max((status for status, _ in checks), key=_SEVERITY.__getitem__)
    reasons = _reasons_for(worst, checks)
    if worst in ("expired", "invalid") and holder_status == "review" and _nobodys(document):
        # A page read so poorly that neither a number nor a name shows whose it
        # is: what else it seems to say (a positive result, an old date) is no
        # ground for a deficiency either. A person reads it.
        worst = "review"
        reasons = (*(f"{UNREAD_HOLDER_PREFIX}{reason}" for reason in reasons), holder_reason)
    return _Outcome(
        status=worst,
        documents=(index,),
        reasons=reasons,
        warnings=(warnings + age_warnings) if worst == "ok" else (),
        valid_through=valid_through,
        present=1,
        validity=((index, _validity_text(ctx, item, document, valid_through, life_end)),),
    )


# How a finding on a document whose holder could not be read is reported for review.
UNREAD_HOLDER_PREFIX = "Leitura incerta, a conferir: "


def _nobodys(document: Document) -> bool:
    """True when no CNPJ, CPF or name was read on ``document``."""
    fields = document.fields
    return not (fields.cnpj or fields.cpf or fields.name)


def _validity_text(
    ctx: _Context, item: ItemDef, document: Document, end: date | None, life_end: date | None
) -> str:
    """How the approval draft states a satisfying document's validity."""
    if life_end is not None:
        return f"vida útil até {_br(life_end)}"
    if item.expires:
        rule = ctx.checklist.validity_for(document.type)
        if rule.rule == "exercise":
            year = _as_int(_field_value(document, str(rule.field)))
            return f"exercício {year}" if year is not None else ""
        if end is not None:
            return f"até {_br(end)}"
    return "sem prazo de validade"


def _requirement_label(requirement: Requirement) -> str:
    """'certidão negativa criminal (Justiça emissora: federal)'."""
    label = DOCUMENT_TYPES[requirement.type].label
    if requirement.match:
        wanted = ", ".join(f"{_FIELD_NAMES.get(k, k)}: {v}" for k, v in requirement.match)
        label += f" ({wanted})"
    return label


def _match(requirement: Requirement, document: Document) -> tuple[str, str | None] | None:
    """None when the document shows another value than the requirement wants."""
    doubts: list[str] = []
    for name, wanted in requirement.match:
        value = _field_value(document, name)
        if value is None or str(value).strip() == "":
            what = _FIELD_NAMES.get(name, name)
            doubts.append(f"{what} não identificada {_in(document)}: conferir se é {wanted}")
        elif fold(str(value)).strip() != fold(wanted):
            return None
    return ("review", "; ".join(doubts)) if doubts else ("ok", None)


def _holder(
    ctx: _Context, holder: str, document: Document, person: Person | None
) -> tuple[str, str | None]:
    """Whose document: "ok", "other" (another person's), "invalid" or "review"."""
    if holder == "company":
        return _company_holder(ctx, document)
    if holder == "person":
        if person is None:
            return "review", f"Requerente não identificado: conferir de quem é {_the(document)}"
        return _person_holder(ctx, document, person)
    if holder == "party":
        # The document names several parties (seller and buyer) and one was
        # read: a mismatch may be the other party, so a clerk looks.
        if ctx.checklist.applicant_kind == "company":
            status, reason = _company_holder(ctx, document)
        elif person is not None:
            status, reason = _person_holder(ctx, document, person)
        else:
            status, reason = "ok", None
        if status == "invalid":
            return "review", f"{reason}: conferir se o requerente é uma das partes"
        return status, reason
    return "ok", None


# A CNPJ read this close to the applicant's is more likely misread than another company's.
NEAR_CNPJ_CHARACTERS = 2


def _company_holder(ctx: _Context, document: Document) -> tuple[str, str | None]:
    applicant = ctx.applicant_cnpj
    if not applicant:
        ctx.note(NOTE_NO_APPLICANT_CNPJ)
        return "ok", None
    found = _cnpj_digits(document.fields.cnpj)
    if found:
        if found == applicant:
            return "ok", None
        if document.type in ctx.checklist.cnpj_root_types and found[:8] == applicant[:8]:
            return "ok", None  # matriz/filial: the certidão covers the whole company
        differing = sum(a != b for a, b in zip(found, applicant, strict=True))
        if differing <= NEAR_CNPJ_CHARACTERS:
            # Two companies' valid CNPJs hardly differ in one or two characters;
            # a misread does (an alphanumeric CNPJ's "9F.DR1" read "GF.DRI").
            return "review", (
                f"CNPJ lido {_of(document)} ({_format_cnpj(found)}) difere do requerente "
                f"({_format_cnpj(applicant)}) em {differing} caractere(s): conferir se é erro "
                "de leitura"
            )
        if applicant in document.fields.extra.get(PRINTED_CNPJS, ()):
            # A receipt or a bill prints both parties: the number read as the
            # holder's may be the other party's.
            return "review", (
                f"CNPJ lido {_of(document)} ({_format_cnpj(found)}) não é o do requerente, "
                f"mas o do requerente ({_format_cnpj(applicant)}) também consta no documento: "
                "conferir de quem é"
            )
        return "invalid", (
            f"CNPJ {_of(document)} ({_format_cnpj(found)}) não é o do requerente "
            f"({_format_cnpj(applicant)})"
        )
    name = document.fields.name
    if name and _same_name(name, ctx.petition.applicant.name, company=True):
        return "ok", None
    if name:
        return (
            "review",
            f"CNPJ não identificado e nome {_of(document)} ({name}) difere do requerente",
        )
    return "review", f"CNPJ e nome do titular não identificados {_in(document)}"


def _person_holder(ctx: _Context, document: Document, person: Person) -> tuple[str, str | None]:
    others = [p for p in ctx.people if p is not person]
    found_cpf = _cpf_digits(document.fields.cpf)
    name = document.fields.name
    # Whom the document should name, for the reasons.
    company = ctx.checklist.applicant_kind == "company"
    whom = "de nenhum titular ou sócio indicado" if company else "do requerente"
    if found_cpf:
        own = _cpf_digits(person.cpf)
        if own == found_cpf or (not own and _same_name(name, person.name)):
            return "ok", None
        for other in others:
            other_cpf = _cpf_digits(other.cpf)
            if other_cpf == found_cpf or (not other_cpf and _same_name(name, other.name)):
                return "other", None
        expected = f" ({_format_cpf(own)})" if own and not company else ""
        if document.fields.extra.get(RESTORED_CPF):
            # Its first digit was inferred from the check digits, not read.
            return "review", (
                f"CPF {_of(document)} ({_format_cpf(found_cpf)}) lido sem o primeiro dígito "
                f"e completado pelos dígitos verificadores não confere com o CPF {whom}"
                f"{expected}: conferir no documento"
            )
        verb = "não é" if company else "não é o"
        return "invalid", (
            f"CPF {_of(document)} ({_format_cpf(found_cpf)}) {verb} {whom}{expected}"
        )
    if name:
        # A firma individual or an ISS inscription may carry the person's name
        # with a legal-form suffix ("JOÃO DA SILVA ME").
        if _same_name(name, person.name) or _same_name(name, person.name, company=True):
            return "ok", None
        if document.type in _FIRM_TYPES and _firm_of(name, person.name):
            return "ok", None
        if any(_same_name(name, other.name) for other in others):
            return "other", None
        # Names are read less reliably than check-digited CPFs: a person looks.
        return "review", f"Nome {_of(document)} ({name}) não confere com o {whom}"
    return "review", f"CPF e nome do titular não identificados {_in(document)}"


def _vehicle_match(ctx: _Context, document: Document) -> tuple[str, str | None]:
    """A vehicle document must be about the petition's vehicle (plate or RENAVAM)."""
    definition = ctx.checklist.vehicle
    vehicle = ctx.vehicle
    if definition is None or document.type not in definition.types:
        return "ok", None
    if vehicle is None or vehicle.plate is None:
        return "ok", None  # nothing to compare with; noted when the vehicle was sought
    keys = _plate_keys(document)
    renavam = document.fields.renavam
    if keys & vehicle.keys or (renavam and vehicle.renavam and renavam == vehicle.renavam):
        return "ok", None
    confusion = _plate_confusion(document, vehicle)
    if confusion is not None and not (renavam and vehicle.renavam):
        # Neither the same plate nor surely another: a person compares them.
        # Two RENAVAMs that differ (check-digited, read surely) still say
        # another vehicle.
        read, pairs = confusion
        confused = ", ".join(f"{want}/{got}" for want, got in pairs)
        return "review", (
            f"Placa {read}, lida {_in(document)}, difere da do pedido ({vehicle.plate}) "
            f"apenas em caracteres que a leitura confunde ({confused}): conferir se é o "
            "mesmo veículo"
        )
    if keys:
        return "invalid", (
            f"{_cap(_label(document))} refere-se a outro veículo (placa {document.fields.plate}), "
            f"não ao do pedido (placa {vehicle.plate})"
        )
    if renavam and vehicle.renavam:
        return "invalid", (
            f"{_cap(_label(document))} refere-se a outro veículo (RENAVAM {renavam}), não ao do "
            f"pedido (placa {vehicle.plate}, RENAVAM {vehicle.renavam})"
        )
    return "review", (
        f"Placa e RENAVAM não identificados {_in(document)}: conferir se se refere ao veículo "
        f"de placa {vehicle.plate}"
    )


def _issued_from(
    ctx: _Context, requirement: Requirement, document: Document
) -> tuple[str, str | None]:
    """A substitute accepted only when issued on or after a date."""
    if requirement.issued_from is None:
        return "ok", None
    since = requirement.issued_from
    basis = f" ({requirement.basis})" if requirement.basis else ""
    issued = document.fields.issued_on
    if issued is not None:
        if issued >= since:
            return "ok", None
        return "invalid", (
            f"{_cap(_label(document))} {_agree(document, 'emitido')} em {_br(issued)}, antes de "
            f"{_br(since)}, não serve para este item{basis}"
        )
    # Without the issue date, a printed end date still bounds it from below.
    rule = ctx.checklist.validity_for(document.type)
    until = document.fields.valid_until
    if until and rule.days and until - timedelta(days=rule.days) >= since:
        return "ok", None
    return "review", (
        f"Data de emissão não identificada {_in(document)}: conferir se é posterior a "
        f"{_br(since)}{basis}"
    )


def _field_checks(ctx: _Context, item: ItemDef, document: Document) -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = []
    for check in item.checks:
        if check.type != document.type:
            continue
        value = _field_value(document, check.field)
        if value is None or str(value).strip() == "":
            if check.required:
                out.append(("review", check.unread_reason))
            continue  # not read: nothing to hold against the document
        status, reason = _check_value(ctx, check, value)
        out.append((check.failure if status == "invalid" else status, reason))
    return out


def _check_value(ctx: _Context, check: FieldCheck, value: Any) -> tuple[str, str | None]:
    """One read value against its check."""
    shown = check.label_of(value)
    if check.allowed:
        if fold(str(value)).strip() not in {fold(a) for a in check.allowed}:
            return "invalid", check.reason.format(value=shown, minimum="", expected="")
        return "ok", None
    if check.minimum is not None or check.minimum_parameter:
        minimum = check.minimum
        if minimum is None and check.minimum_parameter:
            minimum = ctx.parameters.get(check.minimum_parameter)
        if minimum is None:
            parameter = ctx.checklist.parameters[str(check.minimum_parameter)]
            return "review", parameter.unset_reason.format(value=shown)
        try:
            number = float(value)
        except (TypeError, ValueError):
            return "review", f"Valor ilegível: {value}"
        if number < float(minimum):
            return "invalid", check.reason.format(
                value=shown, minimum=check.label_of(float(minimum)), expected=""
            )
        return "ok", None
    if check.same_as:
        expected = ctx.applicant_cnpj
        found = _cnpj_digits(str(value))
        if not expected or not found:
            return "ok", None  # nothing to compare with
        root = check.same_as.endswith("_root")
        if (found[:8] == expected[:8]) if root else (found == expected):
            return "ok", None
        return "invalid", check.reason.format(
            value=_format_cnpj(found), minimum="", expected=_format_cnpj(expected)
        )
    return "ok", None  # a presence check only (required)


def _result(item: ItemDef, document: Document) -> tuple[str, str | None]:
    result = document.fields.result
    if result is None:
        if item.negative_required and (
            not item.negative_types or document.type in item.negative_types
        ):
            return "review", f"Resultado {_of(document)} (negativa ou positiva) não identificado"
        return "ok", None
    if result in NEGATIVE_RESULTS:
        return "ok", None
    if result == "positiva":
        # A positive certidão never satisfies, whether or not the item asks
        # for a negative one in so many words; where the law lets the
        # administration decide, it goes to a clerk instead.
        return item.positive, item.positive_reason or POSITIVE_REASON
    return "review", f"Resultado {_of(document)} não reconhecido: {result}"


def _age(
    ctx: _Context, item: ItemDef, document: Document
) -> tuple[str, str | None, tuple[str, ...], date | None]:
    """A maximum age by kind, from a year the document shows (a vehicle's useful life).

    Returns (status, reason, warnings, last day of the life when known).
    """
    rule: AgeRule | None = item.age
    if rule is None:
        return "ok", None, (), None
    year = _as_int(_field_value(document, rule.field))
    kind = _field_value(document, rule.by)
    limits = dict(rule.max_years)
    if year is None:
        what = _FIELD_NAMES.get(rule.field, rule.field)
        return "review", f"{what} não identificado {_in(document)}", (), None
    if kind is None:
        kinds = ", ".join(f"{VEHICLE_KIND_LABELS.get(k, k)} {n} anos" for k, n in rule.max_years)
        what = _FIELD_NAMES.get(rule.by, rule.by)
        return (
            "review",
            f"{what} não identificado {_in(document)}: a vida útil depende dele ({kinds})",
            (),
            None,
        )
    kind_label = VEHICLE_KIND_LABELS.get(str(kind), str(kind))
    if str(kind) not in limits:
        return "review", f"Vida útil não definida para {kind_label} ({rule.basis})", (), None
    limit = limits[str(kind)]
    end = date(year + limit, 12, 31)
    if ctx.reference_date <= end:
        warnings: tuple[str, ...] = ()
        if (end - ctx.reference_date).days <= ctx.warning_days:
            warnings = (
                f"Vida útil do veículo ({kind_label} fabricado em {year}) termina em "
                f"{_br(end)} ({rule.basis})",
            )
        return "ok", None, warnings, end
    if rule.grace_months and ctx.reference_date <= add_months(end, rule.grace_months):
        reason = str(rule.grace_reason).format(
            end=_br(end), limit=limit, kind=kind_label, year=year
        )
        return "review", reason, (), end
    return (
        "invalid",
        f"Veículo ({kind_label}) fabricado em {year}: vida útil de {limit} anos encerrada em "
        f"{_br(end)} ({rule.basis})",
        (),
        end,
    )


def _validity(
    ctx: _Context, item: ItemDef, document: Document
) -> tuple[str, str | None, tuple[str, ...], date | None]:
    """(status, reason, warnings, last valid day) of one document."""
    if not item.expires:
        return "ok", None, (), None
    rule: ValidityDefault = ctx.checklist.validity_for(document.type)
    if rule.rule == "exercise":
        status, reason = _exercise(ctx, rule, document)
        return status, reason, (), None
    issued = document.fields.issued_on
    printed = document.fields.valid_until
    end: date | None = None
    why = ""
    if rule.rule in ("days", "printed_or_review"):
        far = _implausible_validity(ctx, rule, document)
        if far is not None:
            return "review", far, (), None
    if (
        (rule.rule == "days" or item.max_age_days is not None)
        and issued is not None
        and (issued - ctx.reference_date).days > FUTURE_ISSUE_DAYS
    ):
        # The term would run from a date still to come: a misread year.
        return (
            "review",
            f"Data de emissão lida como {_br(issued)} {_in(document)}, posterior à data de "
            f"referência ({_br(ctx.reference_date)}): conferir a data no documento",
            (),
            None,
        )
    stale = _stale_issue(ctx, rule, item, document)
    if stale is not None:
        return "review", stale, (), None
    broken = document.fields.extra.get(UNREADABLE_VALIDITY)
    if rule.rule != "none" and printed is None and broken:
        # The end date is printed but misread: no default term stands for it.
        return (
            "review",
            f"Validade impressa ilegível {_in(document)} (lida como “{broken}”): "
            "conferir a data no documento",
            (),
            None,
        )
    if rule.rule != "none" and printed is not None:
        end = printed  # a printed validity wins over any default
    elif rule.rule == "days" and rule.days is not None:
        if issued is None:
            return "review", f"Data de emissão não identificada {_in(document)}", (), None
        end = issued + timedelta(days=rule.days)
        why = f" (emissão em {_br(issued)}; sem validade impressa, prazo de {rule.days} dias)"
    elif rule.rule == "printed_or_review":
        return (
            "review",
            f"Validade não identificada {_in(document)} e sem prazo padrão para este documento",
            (),
            None,
        )
    if item.max_age_days is not None:
        if issued is None:
            return (
                "review",
                f"Data de emissão não identificada {_in(document)}: necessária para o prazo "
                f"máximo de {item.max_age_days} dias ({item.max_age_basis})",
                (),
                None,
            )
        cap = issued + timedelta(days=item.max_age_days)
        if end is None or cap <= end:
            end = cap
            why = (
                f" (emissão em {_br(issued)}; prazo máximo de {item.max_age_days} dias, "
                f"{item.max_age_basis})"
            )
    if end is None:
        return "ok", None, (), None
    if end < ctx.reference_date:
        return (
            "expired",
            f"{_cap(_label(document))} {_agree(document, 'vencido')} em {_br(end)}{why}",
            (),
            end,
        )
    left = (end - ctx.reference_date).days
    warnings: tuple[str, ...] = ()
    if left <= ctx.warning_days:
        when = (
            "na data de referência"
            if left == 0
            else (f"{left} dia{'s' if left > 1 else ''} após a data de referência")
        )
        warnings = (f"{_cap(_label(document))} vence em {_br(end)} ({when})",)
    return "ok", None, warnings, end


# An issue date this many days after the reference date is taken for a
# misreading: the term counted from it would let the document pass.
FUTURE_ISSUE_DAYS = 60
# A document of a short term (a year or less) read as issued this many years
# before the reference date is taken for a misread year ("20/04/2006" for
# 2026: a 2 read as 0, a 6 as 0 or 1): nobody hands in a certidão or an
# atestado that old, while OCR makes that misreading; a person checks it.
STALE_ISSUE_YEARS = 5
SHORT_TERM_DAYS = 366


def _stale_issue(
    ctx: _Context, rule: ValidityDefault, item: ItemDef, document: Document
) -> str | None:
    """Why an issue date read too long ago for a short-term document goes to review."""
    issued = document.fields.issued_on
    if issued is None or document.fields.valid_until is not None:
        return None
    terms = [t for t in (rule.days if rule.rule == "days" else None, item.max_age_days) if t]
    if not terms or min(terms) > SHORT_TERM_DAYS:
        return None
    if (ctx.reference_date - issued).days < STALE_ISSUE_YEARS * 365:
        return None
    return (
        f"Data de emissão lida como {_br(issued)} {_in(document)}, mais de "
        f"{STALE_ISSUE_YEARS} anos antes da data de referência ({_br(ctx.reference_date)}), "
        f"para um documento de prazo de {min(terms)} dias: conferir a data no documento"
    )


# No certidão or proof of the kinds with a default term runs longer than
# this (or twice its default term): a printed end date still to come and
# further off is a misreading (a year's digit, another date of the page)
# until a person sees it, for it alone would let the document pass.
MAX_PRINTED_TERM_DAYS = 400


def _implausible_validity(ctx: _Context, rule: ValidityDefault, document: Document) -> str | None:
    """Why a document's printed end date is too far off to be trusted, else None."""
    issued, printed = document.fields.issued_on, document.fields.valid_until
    if printed is None or printed < ctx.reference_date:
        return None  # a date already past cannot make a document pass
    term = max(MAX_PRINTED_TERM_DAYS, 2 * (rule.days or 0))
    from_issue = issued is not None and issued <= printed
    start = issued if from_issue else ctx.reference_date
    if (printed - start).days <= term:
        return None
    since = f"da emissão ({_br(start)})" if from_issue else "da data de referência"
    return (
        f"Validade lida como {_br(printed)} {_in(document)}, mais de {term} dias depois "
        f"{since}: conferir a data no documento"
    )


def _exercise(ctx: _Context, rule: ValidityDefault, document: Document) -> tuple[str, str | None]:
    """A yearly licence: the reference year's exercise, or the previous one per the rule."""
    year = _as_int(_field_value(document, str(rule.field)))
    current = ctx.reference_date.year
    label = _cap(_label(document))
    if year is None:
        return "review", f"Exercício não identificado {_in(document)}"
    if year >= current:
        return "ok", None
    if year == current - 1 and rule.previous_year != "expired":
        if rule.previous_year == "ok":
            return "ok", None
        return "review", (
            f"{label} do exercício {year}: conferir se o licenciamento do exercício {current} "
            f"já era exigível em {_br(ctx.reference_date)} (calendário do DETRAN pelo final "
            "da placa)"
        )
    return "expired", f"{label} do exercício {year}, anterior ao exercício corrente ({current})"


# --------------------------------------------------------------------------
# Records
# --------------------------------------------------------------------------


def _records(ctx: _Context) -> list[Record]:
    """The vehicle the petition is about, and what the law attaches to its age."""
    records: list[Record] = []
    vehicle = ctx.vehicle
    source = _vehicle_source(ctx, ctx.checklist.vehicle.identity_from) if vehicle else None
    if vehicle is not None and vehicle.plate:
        parts = [f"placa {vehicle.plate}"]
        if vehicle.renavam:
            parts.append(f"RENAVAM {vehicle.renavam}")
        if source is not None and source.fields.vehicle_kind:
            kind = source.fields.vehicle_kind
            parts.append(VEHICLE_KIND_LABELS.get(kind, kind))
        if source is not None and source.fields.manufacture_year:
            parts.append(f"ano de fabricação {source.fields.manufacture_year}")
        value = ", ".join(parts)
        records.append(Record("vehicle", "", "Veículo", value, f"Veículo do pedido: {value}."))
    for definition in ctx.checklist.records:
        document = _vehicle_source(ctx, definition.sources, definition.field, definition.by)
        year = _as_int(_field_value(document, definition.field)) if document else None
        kind = str(_field_value(document, definition.by)) if document else None
        band = None
        if year is not None and kind is not None:
            age = ctx.reference_date.year - year
            band = next(
                (
                    b
                    for b in definition.bands
                    if kind in b.kinds and (b.max_age is None or age <= b.max_age)
                ),
                None,
            )
        if band is None or year is None or kind is None:
            text = f"{definition.label} ({definition.legal_basis}): {definition.unknown}."
            value = definition.unknown
        else:
            kind_label = VEHICLE_KIND_LABELS.get(kind, kind)
            plural = "ano" if age == 1 else "anos"
            value = band.value
            text = (
                f"{definition.label}: {band.value} ({band.basis}), {kind_label} com {age} "
                f"{plural} de fabricação (fabricado em {year})."
            )
        records.append(Record(definition.id, definition.legal_basis, definition.label, value, text))
    return records


def _vehicle_source(
    ctx: _Context,
    types: Sequence[str],
    *fields: str,
) -> Document | None:
    """The first document of ``types`` (in that order) about the petition's vehicle."""
    for doc_type in types:
        for document in ctx.documents:
            if document.type != doc_type or document.needs_review:
                continue
            if _vehicle_match(ctx, document)[0] != "ok":
                continue
            if all(_field_value(document, name) is not None for name in fields):
                return document
    return None


# --------------------------------------------------------------------------
# Conditions
# --------------------------------------------------------------------------


def _applicability(ctx: _Context, item: ItemDef, person: Person | None) -> tuple[str, str | None]:
    """Whether the item applies: applicable, or not_applicable/review with the reason."""
    condition = item.condition
    if condition is None:
        return "applicable", None
    value = _subject_value(ctx, condition.subject, person)
    if value is None:
        for step in condition.unknown:
            if step.kind == "infer":
                value = _infer(ctx, step.doc_type, step.field)
                if value is not None:
                    if step.note:
                        ctx.note(_fill(step.note, value, person))
                    break
            elif step.kind == "present":
                if _present(ctx, item, step.doc_type, person):
                    if step.note:
                        ctx.note(_fill(step.note, None, person))
                    if step.outcome == "not_applicable":
                        return "not_applicable", condition.not_applicable_reason
                    return "applicable", None
            else:  # otherwise
                if step.outcome == "not_applicable":
                    return "not_applicable", step.reason or condition.not_applicable_reason
                return str(step.outcome), step.reason
    if value is None:
        return "review", f"Condição não verificável ({condition.text}): dado não informado"
    try:
        holds = condition.holds(value)
    except TypeError:
        return "review", f"Condição não verificável ({condition.text}): valor {value!r}"
    if holds:
        return "applicable", None
    return "not_applicable", condition.not_applicable_reason


def _subject_value(ctx: _Context, subject: str, person: Person | None) -> Any:
    scope, _, name = subject.partition(".")
    if scope == "person":
        value = getattr(person, name, None) if person else None
        if value is None and ctx.checklist.applicant_kind == "person" and len(ctx.people) == 1:
            # The only person of a person checklist is the applicant, whose
            # facts (sex, nationality) petition.yaml keeps under ``facts``.
            value = getattr(ctx.petition.facts, name, None)
        return value
    return getattr(ctx.petition.facts, name, None)


def _infer(ctx: _Context, doc_type: str | None, field: str | None) -> Any:
    """The first value of ``field`` on a document of ``doc_type`` (integers as int)."""
    for document in ctx.documents:
        if document.type != doc_type or field is None:
            continue
        value = _field_value(document, field)
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value.strip())
        if value is not None:
            return value
    return None


def _present(ctx: _Context, item: ItemDef, doc_type: str | None, person: Person | None) -> bool:
    """A document of ``doc_type`` that belongs to the item's holder is in the petition."""
    for document in ctx.documents:
        if document.type != doc_type or document.type in NON_EVIDENCE_TYPES:
            continue
        status, _ = _holder(ctx, item.holder, document, person)
        if status in ("ok", "review"):
            return True
    return False


def _fill(template: str, value: Any, person: Person | None) -> str:
    return template.format(value=value, person=person.name if person else "")


# --------------------------------------------------------------------------
# Small helpers: identifiers, names and pt-BR phrasing
# --------------------------------------------------------------------------


def _field_value(document: Document, name: str) -> Any:
    if name in SCHEMA_FIELDS:
        return getattr(document.fields, name)
    return document.fields.extra.get(name)


def _cnpj_digits(value: str | None) -> str:
    # Alphanumeric CNPJs (IN RFB 2.229/2024) keep their letters.
    return re.sub(r"[^0-9A-Za-z]", "", value or "").upper()


def _cpf_digits(value: str | None) -> str:
    return re.sub(r"\D", "", value or "")


def _format_cnpj(cnpj: str) -> str:
    if len(cnpj) != 14:
        return cnpj
    return f"{cnpj[:2]}.{cnpj[2:5]}.{cnpj[5:8]}/{cnpj[8:12]}-{cnpj[12:]}"


def _format_cpf(cpf: str) -> str:
    if len(cpf) != 11:
        return cpf
    return f"{cpf[:3]}.{cpf[3:6]}.{cpf[6:9]}-{cpf[9:]}"


def _name_key(name: str | None, *, company: bool = False) -> str:
    """Accent-, case- and punctuation-free name; companies lose LTDA/S.A./ME suffixes."""
    if not name:
        return ""
    text = fold(name)
    text = re.sub(r"\bs\s*[./]\s*a\b\.?", " sa ", text)  # S.A., S/A
    tokens = re.sub(r"[^a-z0-9]+", " ", text).split()
    if company:
        while tokens and tokens[-1] in _COMPANY_SUFFIXES:
            tokens.pop()
    return " ".join(tokens)


def _same_name(a: str | None, b: str | None, *, company: bool = False) -> bool:
    key_a, key_b = _name_key(a, company=company), _name_key(b, company=company)
    return bool(key_a) and key_a == key_b


def _firm_of(firm: str, person: str | None) -> bool:
    """Whether ``firm`` is ``person``'s whole name followed by words of an activity."""
    firm_key, own = _name_key(firm, company=True).split(), _name_key(person).split()
    rest = firm_key[len(own) :]
    return (
        len(own) >= 2
        and firm_key[: len(own)] == own
        and bool(rest)
        and all(word in _FIRM_ACTIVITY_WORDS for word in rest)
    )


def _same_person(a: Person, b: Person) -> bool:
    if a.cpf and b.cpf:
        return _cpf_digits(a.cpf) == _cpf_digits(b.cpf)
    return _same_name(a.name, b.name)


def _label(document: Document) -> str:
    return DOCUMENT_TYPES[document.type].label


def _agree(document: Document, masculine: str) -> str:
    """'vencido' -> 'vencida' for a feminine document type."""
    if DOCUMENT_TYPES[document.type].feminine and masculine.endswith("o"):
        return masculine[:-1] + "a"
    return masculine


def _of(document: Document) -> str:
    """'da certidão ...' / 'do contrato social'."""
    article = "da" if DOCUMENT_TYPES[document.type].feminine else "do"
    return f"{article} {_label(document)}"


def _in(document: Document) -> str:
    article = "na" if DOCUMENT_TYPES[document.type].feminine else "no"
    return f"{article} {_label(document)}"


def _with_article(doc_type: str) -> str:
    article = "da" if DOCUMENT_TYPES[doc_type].feminine else "do"
    return f"{article} {DOCUMENT_TYPES[doc_type].label}"


def _the(document: Document) -> str:
    article = "a" if DOCUMENT_TYPES[document.type].feminine else "o"
    return f"{article} {_label(document)}"


def _as_int(value: Any) -> int | None:
    """A year or count read as text or number (a date's year); None when it is not one."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, date):
        return value.year
    text = str(value).strip()
    return int(text) if text.isdigit() else None


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _br(day: date) -> str:
    return day.strftime("%d/%m/%Y")


def _describe_accepts(item: ItemDef) -> str:
    """'carteira de identidade e comprovante de inscrição no CPF, ou CNH'."""
    alternatives = [
        " e ".join(DOCUMENT_TYPES[r.type].label for r in alternative)
        for alternative in item.accepts
    ]
    return ", ou ".join(alternatives)


__all__ = [
    "DEFICIENT",
    "NEGATIVE_RESULTS",
    "VEHICLE_KIND_LABELS",
    "checklist_parameters",
    "decide",
    "evaluate",
    "rank_checklists",
]
