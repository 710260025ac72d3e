"""Evaluate a checklist against the documents found in one petition.

``evaluate`` walks the checklist's items (once per person for the items the
law asks of each titular or sócio), looks for the documents that satisfy
each, and judges every candidate document on four generic rules, all driven
by the checklist's YAML:

- holder: whose document it is (the applicant's CNPJ, or the person's CPF or
  name);
- result: a positive certidão fails; "positiva com efeitos de negativa"
  counts as negativa (CTN art. 206);
- field checks: values the document must show (CNPJ "ATIVA", CPF "REGULAR");
- validity: printed validity, else the type's default days, capped by the
  item's maximum age (Santa Maria Art. 7, parágrafo único).

No item id appears in this module: what differs between items is data.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any

from checklists.loader import (
    DOCUMENT_TYPES,
    NON_EVIDENCE_TYPES,
    Checklist,
    ItemDef,
    Requirement,
    ValidityDefault,
)
from extractors.text import fold
from triagem.models import SCHEMA_FIELDS, Document, ItemResult, Person, Petition, Verdict

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
REASON_NEEDS_REVIEW = "Classificação do documento incerta: conferir"

# Legal-form suffixes that vary between documents naming the same company.
_COMPANY_SUFFIXES = frozenset({"ltda", "limitada", "sa", "me", "epp", "eireli", "slu", "mei"})


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


class _Context:
    """The inputs of one evaluation, plus the notes it accumulates."""

    def __init__(
        self,
        checklist: Checklist,
        documents: Sequence[Document],
        petition: Petition,
        reference_date: date,
        warning_days: int,
    ) -> None:
        self.checklist = checklist
        self.documents = documents
        self.petition = petition
        self.reference_date = reference_date
        self.warning_days = warning_days
        self.applicant_cnpj = _cnpj_digits(petition.applicant.cnpj)
        self.notes: dict[str, None] = {}  # ordered set
        self.people = self._people()

    def note(self, text: str) -> None:
        self.notes.setdefault(text, None)

    def _people(self) -> tuple[Person, ...]:
        """petition.people, else the people the constitutive documents name."""
        if self.petition.people:
            return self.petition.people
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
) -> Verdict:
    """Judge every item of ``checklist`` on ``documents`` as of ``reference_date``.

    Items asked of each person appear once per person of ``petition.people``
    (else of the people named in the constitutive documents). The decision
    follows ``decide``; the caller forces "review" when some file could not be
    read.
    """
    ctx = _Context(checklist, documents, petition, reference_date, expiry_warning_days)
    results: list[ItemResult] = []
    for item in checklist.items:
        if not item.per_person:
            results.append(_evaluate_item(ctx, item, None))
        elif not ctx.people:
            results.append(
                ItemResult(
                    id=item.id,
                    status="review",
                    legal_basis=item.legal_basis,
                    label=item.label,
                    reason=REASON_NO_PEOPLE,
                )
            )
        else:
            results.extend(_evaluate_item(ctx, item, person) for person in ctx.people)
    return Verdict(
        checklist=checklist.id,
        items=tuple(results),
        decision=decide(results),
        notes=tuple(ctx.notes),
        people=ctx.people,
    )


def decide(items: Iterable[ItemResult]) -> str:
    """The contract's decision: deficient, else review, else approve."""
    statuses = {item.status for item in items}
    if statuses & set(DEFICIENT):
        return "deficient"
    if "review" in statuses:
        return "review"
    return "approve"


# --------------------------------------------------------------------------
# One item
# --------------------------------------------------------------------------


def _evaluate_item(ctx: _Context, item: ItemDef, person: Person | None) -> ItemResult:
    base = ItemResult(
        id=item.id,
        status="ok",
        legal_basis=item.legal_basis,
        label=item.label,
        person=person.key if person else None,
        person_name=person.name if person else None,
    )
    applicability, reason = _applicability(ctx, item, person)
    if applicability != "applicable":
        return replace(base, status=applicability, reason=reason)

    outcomes = [_alternative(ctx, item, alternative, person) for alternative in item.accepts]
    # Best status; among missing ones, the alternative closest to complete;
    # then the order the YAML declares.
    best = min(
        enumerate(outcomes),
        key=lambda pair: (_PICK_RANK[pair[1].status], -pair[1].present, pair[0]),
    )[1]
    reasons = best.reasons
    if best.status == "missing" and best.present == 0:
        reasons = (f"Não apresentado: {_describe_accepts(item)}",)
    return replace(
        base,
        status=best.status,
        documents=tuple(sorted(set(best.documents))),
        reason="; ".join(reasons) if best.status != "ok" else None,
        cure=item.cure if best.status in DEFICIENT else None,
        warnings=best.warnings,
    )


def _alternative(
    ctx: _Context, item: ItemDef, alternative: tuple[Requirement, ...], person: Person | None
) -> _Outcome:
    """Every requirement of the alternative, each by its best document."""
    parts: list[_Outcome] = []
    for requirement in alternative:
        candidates = [
            outcome
            for index, document in enumerate(ctx.documents)
            if document.type == requirement.type
            and (outcome := _judge(ctx, item, requirement, index, person)) is not None
        ]
        if candidates:
            parts.append(min(candidates, key=_candidate_key))
        else:
            label = DOCUMENT_TYPES[requirement.type].label
            parts.append(_Outcome("missing", reasons=(f"Não apresentado: {label}",)))
    worst = max(parts, key=lambda p: _SEVERITY[p.status]).status
    return _Outcome(
        status=worst,
        documents=tuple(i for p in parts for i in p.documents),
        reasons=_reasons_for(worst, [(p.status, r) for p in parts for r in p.reasons]),
        warnings=tuple(w for p in parts for w in p.warnings),
        valid_through=min((p.valid_through for p in parts if p.valid_through), default=None),
        present=sum(p.status != "missing" for p in parts),
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
    """A candidate document's outcome; None when it is someone else's."""
    document = ctx.documents[index]
    if document.type in NON_EVIDENCE_TYPES:
        return None
    holder_status, holder_reason = _holder(ctx, item, document, person)
    if holder_status == "other":
        return None
    if document.needs_review:
        # A doubtful classification is never enough for "ok" (nor, since the
        # doubt may be ours, for a deficiency).
        return _Outcome("review", (index,), (document.review_reason or REASON_NEEDS_REVIEW,))
    checks: list[tuple[str, str | None]] = [(holder_status, holder_reason)]
    checks.append(_issued_from(ctx, requirement, document))
    checks.extend(_field_checks(item, document))
    checks.append(_result(item, document))
    validity_status, validity_reason, warnings, valid_through = _validity(ctx, item, document)
    checks.append((validity_status, validity_reason))
    worst = max((status for status, _ in checks), key=_SEVERITY.__getitem__)
    return _Outcome(
        status=worst,
        documents=(index,),
        reasons=_reasons_for(worst, checks),
        warnings=warnings if worst == "ok" else (),
        valid_through=valid_through,
        present=1,
    )


def _holder(
    ctx: _Context, item: ItemDef, document: Document, person: Person | None
) -> tuple[str, str | None]:
    """Whose document: "ok", "other" (another person's), "invalid" or "review"."""
    if item.holder == "company":
        return _company_holder(ctx, document)
    if item.holder == "person" and person is not None:
        return _person_holder(ctx, document, person)
    return "ok", None


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
    if found_cpf:
        own = _cpf_digits(person.cpf)
        if own == found_cpf or (not own and _same_name(name, person.name)):
            return "ok", None
        for other in others:
            other_cpf = _cpf_digits(other.cpf)
            if other_cpf == found_cpf or (not other_cpf and _same_name(name, other.name)):
                return "other", None
        return "invalid", (
            f"CPF {_of(document)} ({_format_cpf(found_cpf)}) não é de nenhum titular ou sócio "
            "indicado"
        )
    if name:
        if _same_name(name, person.name):
            return "ok", None
        if any(_same_name(name, other.name) for other in others):
            return "other", None
        # Names are read less reliably than check-digited CPFs: a person looks.
        return (
            "review",
            f"Nome {_of(document)} ({name}) não confere com o de nenhum titular ou sócio",
        )
    return "review", f"CPF e nome do titular não identificados {_in(document)}"


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


def _field_checks(item: ItemDef, document: Document) -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = []
    for check in item.checks:
        if check.type != document.type:
            continue
        value = _field_value(document, check.field)
        if value is None or str(value).strip() == "":
            continue  # not read: nothing to hold against the document
        if fold(str(value)).strip() not in {fold(a) for a in check.allowed}:
            out.append(("invalid", check.reason.format(value=value)))
    return out


def _result(item: ItemDef, document: Document) -> tuple[str, str | None]:
    result = document.fields.result
    if result is None:
        if item.negative_required:
            return "review", f"Resultado {_of(document)} (negativa ou positiva) não identificado"
        return "ok", None
    if result in NEGATIVE_RESULTS:
        return "ok", None
    if result == "positiva":
        # A positive certidão never satisfies, whether or not the item asks
        # for a negative one in so many words.
        return "invalid", "Certidão positiva (constam pendências em nome do titular)"
    return "review", f"Resultado {_of(document)} não reconhecido: {result}"


def _validity(
    ctx: _Context, item: ItemDef, document: Document
) -> tuple[str, str | None, tuple[str, ...], date | None]:
    """(status, reason, warnings, last valid day) of one document."""
    rule: ValidityDefault = ctx.checklist.validity_for(document.type)
    issued = document.fields.issued_on
    printed = document.fields.valid_until
    end: date | None = None
    why = ""
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
        return getattr(person, name, None) if person else None
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
        status, _ = _holder(ctx, item, document, person)
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


__all__ = ["DEFICIENT", "NEGATIVE_RESULTS", "decide", "evaluate"]
